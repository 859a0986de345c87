# Over 400 lines: the page wires board, strip, seats, map, rule panel and lesson bar of one game together.
"""The take-away game page of the main window: Nim, 抢30 (Bash), Wythoff and the subtraction game.

The board (heaps of stones, or the counting strip of a counting game) is on the left under a prompt
line saying whose turn it is and what to do; the heatmap, the move list and the rule panel are on the
right. The page has no menus of its own: the main window's actions drive it through the
:class:`~quadace_gui.views.game_view.GameView` it implements (File > New Game is the New Game dialog
on its take-away page; the answers switch is one remembered setting); each side is a person or a
computer player.
"""

from __future__ import annotations

import html
import math
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QMargins,
    QObject,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QFont, QResizeEvent, QShowEvent, QUndoStack
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMessageBox,
    QProgressDialog,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from quadace_gui.core.errors import QuadAceError
from quadace_gui.core.games.game_files import TakeAwayRecord, load_takeaway
from quadace_gui.core.games.plugin import PLUGINS
from quadace_gui.core.games.takeaway import (
    GameTable,
    TakeAwayGame,
    TakeMove,
    make_game,
)
from quadace_gui.core.position import Side
from quadace_gui.models.answers import Answers
from quadace_gui.models.induction_game import InductionPlace
from quadace_gui.models.lesson_player import LessonPlayer
from quadace_gui.models.match import SKILL, MatchController, Scorecard
from quadace_gui.models.quizzing import QuizPlace
from quadace_gui.models.settings import TEXT_SCALE, Settings
from quadace_gui.models.solve_job import GameSolveJob
from quadace_gui.models.takeaway_model import TakeAwayModel, TakePosition
from quadace_gui.texts import error_text, game_words, sentences
from quadace_gui.views.lesson_strip import LessonBar

from .dialogs import show_message
from .game_texts import (
    game_title,
    hover_text,
    player_choice_title,
    players_note,
    prompt_text,
    seat_title,
    side_name,
    status_text,
)
from .heatmap.takeaway_map import TakeAwayHeatmap
from .panels.induction import InductionPanel
from .panels.move_list import MoveListPanel
from .panels.quiz import QuizPanel
from .panels.rule import RulePanel
from .panels.value_history import ValueHistoryPanel
from .panels.why import WhyPanel
from .players_dialog import choose_players
from .presentation import FONT_RATIO, font_size, resized
from .scorecard import ScorecardDialog
from .takeaway.counting_strip import CountingStrip
from .takeaway.heaps_board import HeapsBoard

# Games with more positions than this are solved in a worker thread when started (a few milliseconds
# of solving at most on the GUI thread below it).
BACKGROUND_SLOTS = 20_000


def solved_in_background(game: TakeAwayGame) -> bool:
    """Whether starting ``game`` (not yet solved) solves it in a worker thread."""
    return math.prod(n + 1 for n in game.limits) > BACKGROUND_SLOTS


#: The right column's first split: the map above, the move list and rule tabs below (pixels, a ratio).
RIGHT_SIZES = (420, 260)
#: In presentation mode the map's share of the right column's height (the tabs below get the rest).
PRESENTATION_MAP_PERCENT = 72
#: ... the right column's least share of the width (it is as wide as its tab titles need at least) ...
PRESENTATION_RIGHT_PERCENT = 40
#: ... the least height the map keeps beside the Quiz or the Backward induction in front (else none) ...
PRESENTATION_MAP_MIN_PX = 220
#: The seat boxes are never narrower than this many characters (their shortest choices whole).
SEAT_BOX_CHARS = 9
#: ... and the prompt's size, a proportion of the other texts' (they are large already).
PRESENTATION_PROMPT_RATIO = 1.1
#: The most of the window's width the move list asks for, to show every column (the Result) whole.
MOVE_LIST_SHARE = 0.35


class TakeAwayPage(QWidget):
    """One take-away game: board, prompt, players, heatmap, move list and rule (a page of the main
    window; see :class:`~quadace_gui.views.game_view.GameView` for what the window's actions ask of it)."""

    #: A line for the window's status bar (ms: how long; 0 until the next; an empty text clears it).
    message = Signal(str, int)
    #: The status line, the title or what can be played may have changed.
    changed = Signal()

    def __init__(
        self,
        game: TakeAwayGame | None = None,
        settings: Settings | None = None,
        model: TakeAwayModel | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("takeAwayPage")
        self.settings = settings or Settings(self)
        self.model = model or TakeAwayModel(game or make_game("nim", heaps=(3, 4, 5)), self)
        self.answers = Answers(self.model, self.settings, self)
        # The seats A and B: the one controller of computer players every game has (its take-away way).
        self.match = MatchController(self.model, self.settings, self, seats=True)
        self._shown: TakePosition | None = None
        self._job: GameSolveJob | None = None  # a game being solved in a worker thread
        self._path: Path | None = None  # the file the game was last saved to or opened from
        self._window_sizes: list[int] = []  # the board's and the map's widths before presentation mode
        self._first_sizes: list[int] = []  # the board's and the map's widths as first shown (Reset Layout)
        self._presenting = False
        self._layout = ""  # the presentation layout (see arrangePresentation)
        self._fit_queued = False
        self._prompt_ratio: float | None = None  # the prompt's size beside the other texts', outside
        self._autoplaying: Callable[[], bool] = lambda: False  # (see setAutoplaying)

        self.prompt = QLabel(self)
        self.prompt.setObjectName("takeAwayPrompt")
        self.prompt.setWordWrap(True)
        font = QFont(self.prompt.font())
        font.setPointSizeF(max(15.0, font.pointSizeF() * 1.4))
        font.setBold(True)
        self.prompt.setFont(font)
        self.board = HeapsBoard(self)
        self.board.setObjectName("heapsBoard")
        self.strip = CountingStrip(self)
        self.strip.setObjectName("countingStrip")
        self.boards = QStackedWidget(self)
        self.boards.addWidget(self.board)
        self.boards.addWidget(self.strip)
        # A board's least size holds the stack up only while it is the one shown (the heaps' 300 px under
        # 抢30's strip had pushed the board over the map past a 720 px screen at 200 %).
        self._board_minima = {board: board.minimumSize() for board in (self.board, self.strip)}
        self.bothBox = QCheckBox(self)
        self.bothBox.setObjectName("bothHeapsBox")
        self.seatLabels = {side: QLabel(self) for side in "AB"}
        self.seatBoxes = {side: QComboBox(self) for side in "AB"}
        controls = QHBoxLayout()
        controls.addWidget(self.bothBox)
        controls.addStretch(1)
        for side in "AB":
            box = self.seatBoxes[side]
            box.setObjectName(f"seat{side}")
            # Never too narrow for "Person" ("Perso" had been cut in presentation mode).
            box.setMinimumContentsLength(SEAT_BOX_CHARS)
            controls.addWidget(self.seatLabels[side])
            controls.addWidget(box)
        self.controls = controls
        # In presentation mode the "both heaps" switch has a line of its own above the seats (beside
        # them, at its size, the board's side had pushed Wythoff's window past the screen's width).
        self.bothRow = QHBoxLayout()
        left = QWidget(self)
        self.boardSide = left  # the prompt, the board and the seats (hidden in the map-alone layout)
        column = QVBoxLayout(left)
        column.addWidget(self.prompt)
        column.addWidget(self.boards, 1)
        column.addLayout(self.bothRow)
        column.addLayout(controls)

        left.installEventFilter(self)  # (the "both heaps" switch on a line of its own when needed)

        self.heatmap = TakeAwayHeatmap(self.model, self.settings, self.answers, self)
        self.rulePanel = RulePanel(self.model, self.settings, self.answers, self)
        # While the answers are hidden the Rule tab shows only this note: the rule gives them away.
        self.ruleHidden = QLabel(self)
        self.ruleHidden.setObjectName("ruleHiddenNote")
        self.ruleHidden.setWordWrap(True)
        self.ruleHidden.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.ruleHidden.setMargin(9)
        self.ruleTab = QStackedWidget(self)
        self.ruleTab.addWidget(self.rulePanel)
        self.ruleTab.addWidget(self.ruleHidden)
        # The move list every game shows (QuadAce's): variations, promote / delete, hidden answers.
        self.moveList = MoveListPanel(self.model, self.settings, self.answers, self)
        self.moveList.wholeShare = MOVE_LIST_SHARE  # the Result column whole (audit 2, finding 5)
        self.moveList.setObjectName("takeAwayMoveList")
        self.tabs = QTabWidget(self)
        self.tabs.addTab(self.moveList, "")
        self.tabs.addTab(self.ruleTab, "")
        self._add_proof_tabs()
        self._add_quiz_tab()  # the quiz of every game (issue 19)
        self._add_induction_tab()  # the Backward induction panel of every game (issue 19)
        self.scorecard: ScorecardDialog | None = None  # the last game against a computer (issue 19)
        right = QSplitter(Qt.Orientation.Vertical, self)
        right.addWidget(self.heatmap)
        right.addWidget(self.tabs)
        right.setSizes(list(RIGHT_SIZES))
        self.rightSplitter = right
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(left)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        # In a lesson's take-away step: the lesson's bar under the game (see setLessonPlayer).
        self.lessonBar = LessonBar(self.settings, self, shows=lambda step: step.is_takeaway)
        self._lesson: LessonPlayer | None = None
        area = QVBoxLayout(self)
        area.setContentsMargins(0, 0, 0, 0)
        area.addWidget(self.splitter, 1)
        area.addWidget(self.lessonBar)
        self.lessonBar.setContentsMargins(9, 0, 9, 4)  # off the window's edges, as the board is

        self._connect()
        self.retranslateUi()
        self._on_game()

    # -- construction ------------------------------------------------------------------------------
    def _add_proof_tabs(self) -> None:
        """The Why? and Value history tabs: the panels QuadAce docks, on this game's model (each shows
        a Reveal button while the answers are hidden)."""
        self.whyPanel = WhyPanel(self.model, self.settings, self.answers, self)
        self.whyPanel.lineHovered.connect(
            lambda line: self._hovered(None if line is None else self.model.proofLineMove(line))
        )
        self.valueHistory = ValueHistoryPanel(self.model, self.settings, self.answers, self)
        self.tabs.addTab(self.whyPanel, "")
        self.tabs.addTab(self.valueHistory, "")
        # Every title whole: the tabs get the width they need where there is room (in presentation mode
        # see _fit_presentation); beyond it they scroll (at 200 % their 787 px had pushed Wythoff's
        # window past a 1280 px screen).
        self.tabs.setUsesScrollButtons(True)
        self.tabs.setElideMode(Qt.TextElideMode.ElideNone)
        # The proof and the chart are drawn when their tab is in front (not on every move behind another).
        self.tabs.currentChanged.connect(self._proof_tab_shown)
        self.tabs.currentChanged.connect(self._queue_fit)  # (the panel in use gets its room)
        self._proof_tab_shown()

    def _proof_tab_shown(self, *_: object) -> None:
        shown = self.tabs.currentWidget()
        self.whyPanel.setFollowing(shown is self.whyPanel)
        self.valueHistory.setShown(shown is self.valueHistory)

    def _connect(self) -> None:
        m = self.model
        m.tableChanged.connect(self._on_game)
        m.currentChanged.connect(self._on_current)
        self.answers.changed.connect(self._on_answers)
        for board in (self.board, self.strip):
            board.moveRequested.connect(self._person_plays)
            board.moveHovered.connect(self._hovered)
        self.bothBox.toggled.connect(self.board.setBoth)
        for side in "AB":
            self.seatBoxes[side].activated.connect(lambda _i, s=side: self._seat_chosen(s))
        self.match.setupChanged.connect(self._sync_seats)
        self.match.finished.connect(self._show_scorecard)
        self.match.thinkingChanged.connect(self._update_prompt)
        self.match.setHold(self._holds)  # a quiz question's answer, the optimal line: no computer answers
        self.match.setGate(self.computerMayMove)
        self.model.undoStack.cleanChanged.connect(self.changed)
        self.settings.changed.connect(self._setting_changed)
        for name in ("animationMs", "palette", "answersHidden", TEXT_SCALE.name):
            self._setting_changed(name)

    def retranslateUi(self) -> None:
        self.bothBox.setText(self.tr("Both heaps (or hold Shift)"))
        self.bothBox.setToolTip(self.tr("Take the same number from both heaps"))
        for side in "AB":
            self.seatLabels[side].setText(self.tr("%1:").replace("%1", side_name(side)))
            box = self.seatBoxes[side]
            box.clear()
            for kind in self.match.kinds():
                box.addItem(seat_title(kind), kind)
            box.setCurrentIndex(box.findData(self.match.kind(side)))
        self._name_heaps()
        self.tabs.setTabText(0, self.tr("Move list"))
        self.tabs.setTabText(1, self.tr("Rule"))
        self.tabs.setTabText(self.tabs.indexOf(self.whyPanel), self.tr("Why?"))
        self.tabs.setTabText(self.tabs.indexOf(self.valueHistory), self.tr("Value history"))
        self.tabs.setTabText(self.tabs.indexOf(self.quizTab), self.tr("Quiz"))
        self.tabs.setTabText(self.tabs.indexOf(self.inductionPanel), self.tr("Backward induction"))
        self.ruleHidden.setText(
            self.tr(
                "Answers are hidden: the rule, the solver's verdict and the winning moves show once "
                "they are revealed (Ctrl+R)."
            )
        )
        self._update_prompt()
        self.changed.emit()

    def _name_heaps(self) -> None:
        count = len(self.model.game().start)
        self.board.setHeapNames([self.tr("Heap %1").replace("%1", str(i + 1)) for i in range(count)])

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def setAutoplaying(self, running: Callable[[], bool]) -> None:
        """Tell whether the window plays the optimal line (P) on this page: no computer answers its moves."""
        self._autoplaying = running

    def _holds(self) -> bool:
        """A move played now is no move of the match: a quiz question's answer, a move of the optimal line."""
        return self.answers.held() or self._autoplaying()

    def computerMayMove(self) -> bool:
        """No dialog is open and the board has finished animating the last move (as in QuadAce)."""
        animating = self.board.isAnimating() or self.strip.isAnimating()
        return QApplication.activeModalWidget() is None and not animating

    def _show_scorecard(self, card: Scorecard) -> None:
        """A person's game against a computer ended: the scorecard every game shows, with "Retry from
        your first mistake"."""
        self.scorecard = ScorecardDialog.showing(card, self.window(), self.retryFrom, self.scorecard)

    def retryFrom(self, ply: int) -> None:
        """Back to the position before move ``ply`` (a person's mistake): the person plays again from
        there and the computer answers; the new move starts a variation (the game played stays listed)."""
        self.match.retry(ply)

    def _add_quiz_tab(self) -> None:
        """The Quiz tab: the quiz panel every game shares, on this page's model and answers gate (a
        question open holds the answers hidden everywhere on the page); it scrolls when the tab is low."""
        self.quizPanel = QuizPanel(QuizPlace(self.model, self.answers), self)
        self.quizPanel.status.connect(self.message)
        self.quizTab = QScrollArea(self)
        self.quizTab.setObjectName("takeAwayQuizTab")
        self.quizTab.setWidgetResizable(True)
        self.quizTab.setFrameShape(QFrame.Shape.NoFrame)
        self.quizTab.setWidget(self.quizPanel)
        self.tabs.addTab(self.quizTab, "")
        self.quizPanel.installEventFilter(self)

    def _add_induction_tab(self) -> None:
        """The Backward induction tab: the panel QuadAce docks, on this game's model; the level it shows
        colours the map and 抢30's strip, a cell clicked meanwhile is explained, and on a slice of a
        game of three or four heaps the counts say how many of a level the slice shows."""
        self.inductionPanel = InductionPanel(InductionPlace(self.model, self.answers), self)
        self.inductionPanel.setObjectName("takeAwayInduction")
        self.inductionPanel.levelChanged.connect(self.heatmap.setInductionLevel)
        self.inductionPanel.levelChanged.connect(self._on_induction)
        self.inductionPanel.status.connect(self.message)
        self.heatmap.sliceCounted.connect(self.inductionPanel.setSliceCounts)
        self.heatmap.cellClicked.connect(lambda heaps: self.inductionPanel.pick(self.model.slot(heaps)))
        self.inductionPanel.setSliceCounts(self.heatmap.sliceCounts())
        self.tabs.addTab(self.inductionPanel, "")
        texts = self.inductionPanel.textArea.widget()
        if texts is not None:  # (a step's count and rule come: the panel in use gets its room)
            texts.installEventFilter(self)

    # -- what the main window shows of the game ------------------------------------------------------
    def key(self) -> str:
        return self.model.game().key

    def title(self) -> str:
        """The window title: the file's name (when saved) and the game."""
        name = game_title(self.model.game())
        if self._path is not None:
            return self.tr("%1[*] — %2 — QuadAce").replace("%1", self._path.name).replace("%2", name)
        return self.tr("%1[*] — QuadAce").replace("%1", name)

    def statusText(self) -> str:
        return status_text(self.model, self.answers.hidden())

    def statusToolTip(self) -> str:
        return ""

    def undoStack(self) -> QUndoStack:
        return self.model.undoStack

    def path(self) -> Path | None:
        return self._path

    def hasUnsavedWork(self) -> bool:
        """Changes since the last save or open: of a saved game any, of an untitled one its moves, even
        when a jump (a quiz question, a map click) replaced them, since Undo brings them back (a game
        just started holds nothing to save)."""
        if self.model.undoStack.isClean():
            return False
        return self._path is not None or self.model.plyCount > 0 or self.model.movesPlayed()

    def canPlay(self) -> bool:
        return not self.model.position().is_over

    def offers(self, action: str) -> bool:
        """Whether the window's action or panel ``action`` means something for a take-away game."""
        return action not in NOT_OFFERED

    def plies(self) -> tuple[int, int]:
        return self.model.currentPly(), self.model.lastPly()

    def whyNot(self, action: str) -> str:
        reason = NOT_OFFERED.get(action)
        return QCoreApplication.translate("TakeAwayPage", str(reason)) if reason else ""

    def fitMap(self) -> None:
        self.heatmap.fitView()

    def exportName(self) -> str:
        return f"{self.key()}-{self.model.text().replace(',', '-')}"

    def exportMap(self, path: str, kind: str) -> None:
        if kind != "png":
            raise ValueError(f"a take-away map is exported as PNG, not {kind}")
        self.heatmap.exportPng(path, 1920)

    def positionText(self) -> str:
        return self.model.text()

    def gameText(self) -> str:
        return self.model.record().dumps()

    def pastePosition(self, text: str) -> None:
        """Go to the position written ``text`` (the game's notation); a bad one shows a dialog."""
        try:
            self.model.setUp(text)
        except QuadAceError as exc:
            show_message(
                self,
                QMessageBox.Icon.Warning,
                QCoreApplication.translate("MainWindow", "Cannot paste position"),
                QCoreApplication.translate(
                    "MainWindow", "The clipboard does not hold a position: %1"
                ).replace("%1", error_text(exc)),
            )

    def rulesHtml(self) -> str:
        """Help > Rules of the Game for the game being played (its rule only while answers are shown)."""
        game = self.model.game()
        esc = html.escape
        text = f"<h2>{esc(game_title(game))}</h2><p>{esc(rules_text(game))}</p>"
        if not self.answers.hidden():
            heading = self.tr("The rule")
            text += f"<h3>{esc(heading)}</h3><p>{esc(self.rulePanel.ruleText())}</p>"
        return text

    def presentationChanged(self, on: bool) -> None:
        """Presentation mode began or ended (or the page came to the front in it): the prompt at the
        size of the other texts (at 1.4 times it took three lines of the board's height), the "both
        heaps" switch on a line of its own, the map's tick labels as large as the other texts, and the
        page's splits chosen for the layout (see :meth:`_fit_presentation`); leaving, the window's back."""
        if on == self._presenting:
            if on:
                self._queue_fit()
            return
        self._presenting = on
        if on:
            self._window_sizes = self.splitter.sizes()  # given back on leaving
        self._present_texts(on)
        self._place_both(on)
        if on:
            self._queue_fit()
            return
        self._layout = ""
        self.splitter.setOrientation(Qt.Orientation.Horizontal)
        self.heatmap.show()
        if self._window_sizes:
            self.splitter.setSizes(self._window_sizes)
        self._fit_right()
        QTimer.singleShot(0, self, self._fit_right)  # (again once the window has its size back)

    def arrangePresentation(self, layout: str) -> None:
        """Presentation mode's layout (L): "panel" the board, the map and the tabs; "map" the map
        alone; "boardMap" the board and the map; "" (leaving the mode) everything again. A one-heap
        game's map is a strip: in "boardMap" it runs the screen's width under the board."""
        self._layout = layout
        self.boardSide.setVisible(layout != "map")  # the map alone is the map alone (a strip too)
        self.tabs.setVisible(layout not in ("map", "boardMap"))
        if not layout:  # leaving: side by side again before the bars come back (the board over the map
            # had the page's least height for the screen, and the window came back 24 px taller than it)
            self.splitter.setOrientation(Qt.Orientation.Horizontal)
        self._queue_fit()

    def isPresenting(self) -> bool:
        return self._presenting

    def _present_texts(self, on: bool) -> None:
        above = self.prompt.parentWidget() or self
        ratio = self.prompt.property(FONT_RATIO)
        if on:
            if not isinstance(ratio, float):  # (not measured yet: the mode may begin after this)
                ratio = font_size(self.prompt.font()) / max(0.1, font_size(above.font()))
            self._prompt_ratio = ratio
            ratio = PRESENTATION_PROMPT_RATIO
        else:
            ratio = self._prompt_ratio
        if isinstance(ratio, float):
            self.prompt.setProperty(FONT_RATIO, ratio)
            self.prompt.setFont(resized(self.prompt.font(), font_size(above.font()) * ratio))
        self.heatmap.setTickScale(1.0 if on else None)
        self.heatmap.setStripFlexible(on)

    def _place_both(self, on: bool) -> None:
        (self.bothRow if on else self.controls).insertWidget(0, self.bothBox)

    def _fit_controls(self) -> None:
        """Outside presentation mode the "both heaps" switch goes on a line of its own when the seats'
        line is too narrow for it (at 200 % the line had pushed Wythoff's window past the screen)."""
        if self._presenting or self.bothBox.isHidden():
            return
        spacing = max(0, self.controls.spacing())
        widths = [self.bothBox.sizeHint().width()]
        for side in "AB":
            widths += [self.seatLabels[side].sizeHint().width(), self.seatBoxes[side].sizeHint().width()]
        column = self.boardSide.layout()
        margins = column.contentsMargins() if column is not None else QMargins()
        room = self.boardSide.width() - margins.left() - margins.right()
        own_line = sum(widths) + spacing * len(widths) > room
        if own_line != (self.bothRow.indexOf(self.bothBox) >= 0):
            self._place_both(own_line)

    def _queue_fit(self, *_: object) -> None:
        if self._presenting and not self._fit_queued:
            self._fit_queued = True
            QTimer.singleShot(0, self, self._fit_presentation)

    def _fit_presentation(self) -> None:
        """The splits of the presentation layout. "panel": the tabs' column as wide as their titles
        need (the board the rest); while the Quiz or the Backward induction is in front the tabs get
        the height it needs and the map the rest (or no map when too little is left), as QuadAce's
        presentation gives the column to the panel in use; otherwise the map most of the column."""
        self._fit_queued = False
        if not self._presenting:
            return
        layout = self._layout or "panel"
        strip = len(self.model.game().start) == 1
        across = strip and layout in ("map", "boardMap")
        self.splitter.setOrientation(Qt.Orientation.Vertical if across else Qt.Orientation.Horizontal)
        if layout != "panel":
            self.heatmap.show()
            if across:
                total = sum(self.splitter.sizes())
                low = min(self.heatmap.maximumHeight(), total // 2)
                self._set_sizes(self.splitter, [total - low, low])
            elif layout == "boardMap":
                total = sum(self.splitter.sizes())
                self._set_sizes(self.splitter, [total - total // 2, total // 2])
            return
        width = sum(self.splitter.sizes())
        # The tabs as wide as their titles whole, but never so wide that the board's side (its seats)
        # is squeezed: beyond that the tab bar scrolls (at 200 % 抢30's 818 px of titles beside its
        # 534 px seats had made the window 1360 px wide on a 1280 px screen).
        bar = self.tabs.tabBar()
        titles = sum(bar.tabSizeHint(i).width() for i in range(bar.count())) + 6
        room = width - self.boardSide.minimumSizeHint().width() - self.splitter.handleWidth()
        right = max(min(titles, room), width * PRESENTATION_RIGHT_PERCENT // 100)
        self._set_sizes(self.splitter, [width - right, right])
        total = sum(self.rightSplitter.sizes())
        front = self.tabs.currentWidget()
        if front is self.quizTab or front is self.inductionPanel:
            need = self.panelNeed(right - 12)
            need += self.tabs.tabBar().sizeHint().height() + 12
            if total - need >= PRESENTATION_MAP_MIN_PX:
                self.heatmap.show()
                self._set_sizes(self.rightSplitter, [total - need, need])
            else:
                self.heatmap.hide()
            return
        self.heatmap.show()
        if not strip:
            top = total * PRESENTATION_MAP_PERCENT // 100
            self._set_sizes(self.rightSplitter, [top, total - top])
        else:
            self._fit_right()

    def panelNeed(self, width: int) -> int:
        """The height the Quiz's or the Backward induction's texts and buttons need at ``width``."""
        front = self.tabs.currentWidget()
        content = self.quizPanel if front is self.quizTab else self.inductionPanel.textArea.widget()
        if content is None:
            return 0
        need = content.heightForWidth(width) if content.hasHeightForWidth() else -1
        return max(need, content.minimumSizeHint().height()) if need > 0 else content.sizeHint().height()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._first_sizes and not self._presenting:  # once laid out, for Reset Layout
            QTimer.singleShot(0, self._remember_first_sizes)

    def _remember_first_sizes(self) -> None:
        if not self._first_sizes and not self._presenting and self.isVisible():
            self._first_sizes = self.splitter.sizes()

    @staticmethod
    def _set_sizes(splitter: QSplitter, sizes: list[int]) -> None:
        if any(abs(a - b) > 2 for a, b in zip(splitter.sizes(), sizes, strict=False)):
            splitter.setSizes(sizes)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.boardSide:
            if event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest):
                self._fit_controls()  # (the splitter moved, the texts grew)
            return False
        if event.type() == QEvent.Type.LayoutRequest and self._presenting:
            self._queue_fit()  # a quiz question came, an induction step's text grew
        return False

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._queue_fit()

    # -- a lesson --------------------------------------------------------------------------------
    def setLessonPlayer(self, player: LessonPlayer) -> None:
        """A lesson drives this page: its bar shows the take-away steps (the window's keys step it)."""
        if self._lesson is player:
            return
        self._lesson = player
        self.lessonBar.setLessonPlayer(player)

    # -- model -> views ----------------------------------------------------------------------------
    def _on_game(self) -> None:
        game = self.model.game()
        boards = {"strip": self.strip, "heaps": self.board}  # the plug-in names the board that draws it
        self.boards.setCurrentWidget(boards[PLUGINS[game.key].board])
        for board, least in self._board_minima.items():
            board.setMinimumSize(least if board is self.boards.currentWidget() else QSize(0, 0))
        both = len(game.directions) > len(game.start)  # a move may take from several heaps
        self.bothBox.setVisible(both)
        self.board.setBothAllowed(both)
        self.board.setCapacity(max(game.limits))
        self._name_heaps()
        self._fit_right()
        if self._presenting:  # (a one-heap game's map runs under the board in the map layouts)
            self.arrangePresentation(self._layout)
        self._shown = None
        self._on_current(self.model.position())

    def _fit_right(self) -> None:
        """A one-heap strip keeps only the height it needs; the move list and rule tabs take the rest."""
        total = sum(self.rightSplitter.sizes()) or sum(RIGHT_SIZES)
        top = self.heatmap.maximumHeight()
        if top >= total:
            top = round(total * RIGHT_SIZES[0] / sum(RIGHT_SIZES))
        self.rightSplitter.setSizes([top, total - top])

    def _on_current(self, position: object = None) -> None:
        m = self.model
        now = m.position()
        previous = self._shown
        forward = previous is not None and now.ply == previous.ply + 1 and m.plyCount >= now.ply
        before = m.heaps(now.ply - 1) if forward and now.ply >= 1 else None
        if before is not None and previous is not None and before != previous.heaps:
            before = None
        self._shown = now
        infos = m.moveInfos()
        game = m.game()
        if game.counting:
            self.strip.setCount(
                game.limits[0],
                game.counted(now.heaps),
                infos,
                lambda n: (at := game.heaps_at(n)) is not None and m.isP(at),
                game.counted(before) if before is not None else None,
            )
        else:
            self.board.setPosition(now.heaps, infos, before)
        self._update_prompt()
        self.message.emit("", 0)
        self.changed.emit()

    def _on_induction(self, level: int | None) -> None:
        """Backward induction on 抢30 runs on the counting strip too, going back from the target (the
        model says which numbers level ``level`` has decided)."""
        if not self.model.game().counting or level is None:
            self.strip.setInduction(None)
            return
        self.strip.setInduction(level, self.model.countedDecided(level).__contains__)

    def _on_answers(self) -> None:
        hidden = self.answers.hidden()
        self.board.setAnswersHidden(hidden)
        self.strip.setAnswersHidden(hidden)
        self.ruleTab.setCurrentWidget(self.ruleHidden if hidden else self.rulePanel)
        self.changed.emit()

    def _sync_play(self) -> None:
        person = self.match.personToMove() and not self.model.position().is_over
        self.board.setInteractive(person)
        self.strip.setInteractive(person)

    def promptText(self) -> str:
        seat = self.match.setup().side(Side(self.model.sideToMove()))
        both = self.bothBox.isVisibleTo(self)
        return prompt_text(self.model, seat.kind, both, self.match.isThinking(), seat.skill)

    def _update_prompt(self) -> None:
        self.prompt.setText(self.promptText())
        self._sync_play()

    def _hovered(self, move: TakeMove | None) -> None:
        text = None if move is None else hover_text(self.model, move, self.answers.hidden())
        self.message.emit(text or "", 0)

    # -- settings ----------------------------------------------------------------------------------
    def _setting_changed(self, name: str) -> None:
        if name == "animationMs":
            ms = self.settings.value("animationMs")
            self.board.setAnimationDuration(ms)
            self.strip.setAnimationDuration(ms)
            self.match.setAnimationMs(ms)
        elif name == "palette":
            self.board.setPaletteName(self.settings.value("palette"))
            self.strip.setPaletteName(self.settings.value("palette"))
        elif name == "answersHidden":
            self._on_answers()
        elif name == TEXT_SCALE.name:  # the boards' own labels grow with the other texts
            self.board.setTextScale(self.settings.get(TEXT_SCALE))
            self.strip.setTextScale(self.settings.get(TEXT_SCALE))

    # -- actions -----------------------------------------------------------------------------------
    def _person_plays(self, move: TakeMove) -> None:
        if not self.match.personToMove() or self.model.infoOf(move) is None:
            return
        self.model.play(move)  # (the seats' controller answers it)

    def _sync_seats(self, *_: object) -> None:
        """The seat boxes follow the seats (chosen here or in the Players dialog): a skill seat names
        its skill."""
        for side in "AB":
            box = self.seatBoxes[side]
            seat = self.match.setup().side(Side(side))
            skill = box.findData("skill")
            if skill >= 0:
                box.setItemText(skill, seat_title("skill", seat.skill if seat.kind == "skill" else SKILL))
            box.setCurrentIndex(box.findData(seat.kind))
        self._update_prompt()

    def _seat_chosen(self, side: str) -> None:
        self.match.setKind(side, self.seatBoxes[side].currentData())

    def playBest(self) -> None:
        if self.answers.hidden():  # the best move would give the answer away, as in QuadAce
            self.message.emit(
                self.tr("The answers are hidden: Reveal (Ctrl+R) first to play the best move."), 6000
            )
            return
        if self.model.bestMove() is not None:
            self.model.playBest()

    def players(self) -> None:
        """Game > Players… (Ctrl+M): the Players dialog QuadAce uses, on this page's seats (the boxes
        under the board follow it: one controller); OK lets a computer seated at the side to move play
        now (also one that waits after an undo). At the end of a game played against a computer it
        shows the scorecard again."""
        if self.scorecard is not None and self.model.position().is_over:
            self.scorecard.open()
            return
        if choose_players(self.match, self.window(), player_choice_title, players_note()):
            self.match.moveNow()

    computerMoves = players

    def autoplayGame(self) -> TakeAwayModel:
        return self.model

    def stopComputer(self) -> None:
        self.match.stop()  # (a computer seated at the side to move then waits until asked)

    def undo(self) -> None:
        self.match.undo()  # one move; a computer to move then waits until asked

    def redo(self) -> None:
        self.match.redo()

    def goFirst(self) -> None:
        self.model.setPly(0)

    def goBack(self) -> None:
        self.model.setPly(self.model.ply - 1)

    def goForward(self) -> None:
        self.model.setPly(self.model.ply + 1)

    def goLast(self) -> None:
        self.model.setPly(self.model.plyCount)

    def startGame(self, game: TakeAwayGame) -> None:
        """Play ``game`` from its start (undoable); a computer seated at A begins. A large game not yet
        solved is solved in a worker thread first, behind a progress dialog (the window keeps
        answering; Cancel keeps the game as it was)."""
        self.match.stop()
        if self.model.hasTable(game) or not solved_in_background(game):
            self._begin(game)
        else:
            self._solve_then_begin(game)

    def _begin(self, game: TakeAwayGame) -> None:
        self._path = None
        self.model.newGame(game)  # (a computer seated at A begins)
        self.changed.emit()

    def _solve_then_begin(self, game: TakeAwayGame) -> None:
        self._stop_solving()
        job = GameSolveJob(game, self)
        progress = QProgressDialog(
            self.tr("Solving %1…").replace("%1", game_title(game)), self.tr("Cancel"), 0, 100, self
        )
        progress.setObjectName("takeAwaySolveProgress")
        progress.setWindowTitle(self.tr("Solving"))
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(300)
        progress.canceled.connect(job.cancel)
        job.progressed.connect(progress.setValue)

        def finish() -> None:
            progress.close()
            progress.deleteLater()
            if self._job is job:
                self._job = None
            job.wait()
            job.deleteLater()

        def solved(table: object) -> None:
            finish()
            if isinstance(table, GameTable):
                self.model.addTable(table)
                self._begin(game)

        def failed(text: str) -> None:
            finish()
            show_message(self, QMessageBox.Icon.Warning, self.tr("Cannot solve this game"), text)

        job.solved.connect(solved)
        job.failed.connect(failed)
        job.cancelled.connect(finish)
        self._job = job
        job.start()

    def isSolving(self) -> bool:
        """Whether a game is being solved in the worker thread."""
        return self._job is not None

    def _stop_solving(self) -> None:
        job, self._job = self._job, None
        if job is not None:
            job.cancel()
            job.wait()

    def setUpPosition(self) -> None:
        self.match.stop()
        text, ok = QInputDialog.getText(
            self,
            self.tr("Set up position"),
            self.tr("Heap sizes (for example %1):").replace("%1", self.model.text(self.model.game().start)),
            text=self.model.text(),
        )
        if ok:
            self.setUpText(text)

    def setUpText(self, text: str) -> bool:
        """Go to the position written ``text``; a bad one shows a dialog and keeps the game."""
        try:
            self.model.setUp(text)
        except QuadAceError as exc:
            show_message(self, QMessageBox.Icon.Warning, self.tr("Cannot set up position"), error_text(exc))
            return False
        return True

    def saveTo(self, path: Path) -> bool:
        """Save the line being played to ``path``; a failure shows a dialog."""
        try:
            self.model.record().save(path)
        except (OSError, QuadAceError) as exc:
            reason = error_text(exc) if isinstance(exc, QuadAceError) else (exc.strerror or str(exc))
            show_message(self, QMessageBox.Icon.Warning, self.tr("Cannot save the game"), reason)
            return False
        self._path = path
        self.model.undoStack.setClean()
        self.message.emit(self.tr("Saved %1").replace("%1", path.name), 4000)
        self.changed.emit()
        return True

    def saveGame(self, path: str | Path | None = None) -> bool:
        """Save the line being played (asks where when ``path`` is None); a failure shows a dialog."""
        if path is None:
            suggestion = self._path or Path(f"{self.model.game().key}.quadace.json")
            path, _ = QFileDialog.getSaveFileName(
                self,
                self.tr("Save game"),
                str(suggestion),
                self.tr("Game files (*.json);;All files (*)"),
            )
        return bool(path) and self.saveTo(Path(path))

    def openRecord(self, record: TakeAwayRecord, path: Path | None = None) -> None:
        """Show the game of a file (read by the window, which knows every game's files)."""
        self.match.stop()
        self._stop_solving()
        self.model.openRecord(record)
        self._path = path
        self.model.undoStack.setClean()
        self.changed.emit()

    def openGame(self, path: str | Path | None = None) -> bool:
        """Open a saved take-away game (asks which when ``path`` is None); a bad file shows a dialog and
        keeps the game."""
        self.match.stop()
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self, self.tr("Open game"), "", self.tr("Game files (*.json);;All files (*)")
            )
        if not path:
            return False
        try:
            record = load_takeaway(path)
        except QuadAceError as exc:
            show_message(self, QMessageBox.Icon.Warning, self.tr("Cannot open the game"), error_text(exc))
            return False
        self.openRecord(record, Path(path))
        return True

    def stop(self) -> None:
        """The window closes: no solve, no computer move and no animation left running."""
        self._stop_solving()
        self.match.stop()
        self.board.finishAnimation()
        self.strip.finishAnimation()

    def resetLayout(self) -> None:
        """View > Reset Layout: the board and the map side by side as at the start (3 : 2), the map and
        the tabs shown (a lesson's step may have hidden the map), the tabs their first height."""
        self.boardSide.show()
        self.heatmap.show()
        self.tabs.show()
        if self._first_sizes:  # (setSizes scales them to the splitter's width now)
            self.splitter.setSizes(self._first_sizes)
        self.rightSplitter.setSizes(list(RIGHT_SIZES))
        self._fit_right()


#: Why the window's actions and panels that mean nothing for a take-away game are not offered (disabled,
#: their reason in the status tip, while one is shown): QuadAce's board, map and docks.
_QUADACE_MAP = QT_TRANSLATE_NOOP(
    "TakeAwayPage", "QuadAce's map only: the take-away map shows the positions its game can reach."
)
_QUADACE_PANEL = QT_TRANSLATE_NOOP(
    "TakeAwayPage",
    "QuadAce's panel: the take-away page has its own map and tabs (Move list, Rule, Why?, Value history, "
    "Quiz, Backward induction).",
)
NOT_OFFERED: dict[str, object] = {
    "exportSvg": QT_TRANSLATE_NOOP(
        "TakeAwayPage", "The take-away map is exported as PNG only (File > Export > Heatmap as PNG)."
    ),
    "flip": QT_TRANSLATE_NOOP(
        "TakeAwayPage", "QuadAce's board only: the take-away board has no sides to turn round."
    ),
    "mapAB": QT_TRANSLATE_NOOP(
        "TakeAwayPage", "QuadAce's map only: its rows are the hands of A or of the side to move."
    ),
    "signs": QT_TRANSLATE_NOOP(
        "TakeAwayPage", "QuadAce's cards only: the take-away board shows stones and numbers."
    ),
    "unreachableShow": _QUADACE_MAP,
    "unreachableDim": _QUADACE_MAP,
    "unreachableHide": _QUADACE_MAP,
    "findingsDock": QT_TRANSLATE_NOOP(
        "TakeAwayPage",
        "The findings of the two QuadAce articles: choose QuadAce in File > New Game to see them.",
    ),
    "lessonDock": QT_TRANSLATE_NOOP(
        "TakeAwayPage", "QuadAce's lesson panel: in a lesson the take-away page shows the lesson's bar."
    ),
    **dict.fromkeys(
        (
            "heatmapDock",
            "movesDock",
            "historyDock",
            "whyDock",
            "inductionDock",
            "quizDock",
            "valueHistoryDock",
        ),
        _QUADACE_PANEL,
    ),
}


def rules_text(game: TakeAwayGame) -> str:
    """How ``game`` is played, in a sentence or two (Help > Rules of the Game): the game's words."""
    return sentences(game_words(words) for words in game.how_words())
