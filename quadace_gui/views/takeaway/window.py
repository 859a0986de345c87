# Over 400 lines: the window wires board, strip, seats, map, rule panel and menus of one game together.
"""The take-away window: Nim, 抢30 (Bash) and Wythoff, each on its own board, in a window of its own.

The board (heaps of stones, or the counting strip of a counting game) is on the left under a prompt
line saying whose turn it is and what to do; the heatmap, the move list and the rule panel are on the
right. Game > New Game is the QuadAce New Game dialog on its take-away page; the answers switch is the
main window's (one remembered setting); each side is a person or a computer player.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QCloseEvent, QFont, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressDialog,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from quadace_gui.core.errors import QuadAceError
from quadace_gui.core.games.game_files import load_takeaway
from quadace_gui.core.games.plugin import PLUGINS
from quadace_gui.core.games.takeaway import Bash, GameTable, TakeAwayGame, TakeMove, make_game
from quadace_gui.models.answers import Answers
from quadace_gui.models.lesson_player import LessonPlayer
from quadace_gui.models.settings import Settings
from quadace_gui.models.solve_job import GameSolveJob
from quadace_gui.models.takeaway_model import TakeAwayModel, TakePosition
from quadace_gui.texts import error_text
from quadace_gui.views.lesson_strip import LessonBar
from quadace_gui.views.presentation import Presentation

from ..actions import without_accelerator
from ..dialogs import NewGameDialog, show_message
from .counting_strip import CountingStrip
from .heaps_board import HeapsBoard
from .heatmap import TakeAwayHeatmap
from .move_list import TakeAwayMoveList
from .rule_panel import RulePanel
from .seats import Seats
from .texts import game_title, hover_text, prompt_text, seat_title, side_name, status_text

# Games with more positions than this are solved in a worker thread when started (a few milliseconds
# of solving at most on the GUI thread below it).
BACKGROUND_SLOTS = 20_000


def solved_in_background(game: TakeAwayGame) -> bool:
    """Whether starting ``game`` (not yet solved) solves it in a worker thread."""
    return math.prod(n + 1 for n in game.limits) > BACKGROUND_SLOTS


#: The right column's first split: the map above, the move list and rule tabs below (pixels, a ratio).
RIGHT_SIZES = (420, 260)


class TakeAwayWindow(QMainWindow):
    """One take-away game: board, prompt, players, heatmap, move list and rule."""

    def __init__(
        self,
        game: TakeAwayGame | None = None,
        settings: Settings | None = None,
        model: TakeAwayModel | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("takeAwayWindow")
        self.settings = settings or Settings(self)
        self.model = model or TakeAwayModel(game or make_game("nim", heaps=(3, 4, 5)), self)
        self.answers = Answers(self.model, self.settings, self)
        self.seats = Seats(self.model, self)
        self._shown: TakePosition | None = None
        self._job: GameSolveJob | None = None  # a game being solved in a worker thread

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
        self.bothBox = QCheckBox(self)
        self.bothBox.setObjectName("bothHeapsBox")
        self.seatLabels = {side: QLabel(self) for side in "AB"}
        self.seatBoxes = {side: QComboBox(self) for side in "AB"}
        controls = QHBoxLayout()
        controls.addWidget(self.bothBox)
        controls.addStretch(1)
        for side in "AB":
            self.seatBoxes[side].setObjectName(f"seat{side}")
            controls.addWidget(self.seatLabels[side])
            controls.addWidget(self.seatBoxes[side])
        left = QWidget(self)
        column = QVBoxLayout(left)
        column.addWidget(self.prompt)
        column.addWidget(self.boards, 1)
        column.addLayout(controls)

        self.heatmap = TakeAwayHeatmap(self.model, self.settings, self.answers, self)
        self.rulePanel = RulePanel(self.model, self.settings, self.answers, self)
        self.moveList = TakeAwayMoveList(self.model, self.answers, self)
        self.moveList.setObjectName("takeAwayMoveList")
        self.tabs = QTabWidget(self)
        self.tabs.addTab(self.moveList, "")
        self.tabs.addTab(self.rulePanel, "")
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
        central = QWidget(self)
        central.setObjectName("takeAwayArea")
        area = QVBoxLayout(central)
        area.setContentsMargins(0, 0, 0, 0)
        area.addWidget(self.splitter, 1)
        area.addWidget(self.lessonBar)
        self.lessonBar.setContentsMargins(9, 0, 9, 4)  # off the window's edges, as the board is
        self.setCentralWidget(central)
        self.positionLabel = QLabel(self)
        self.positionLabel.setObjectName("takeAwayStatus")
        self.statusBar().addPermanentWidget(self.positionLabel)

        self.actionMap: dict[str, QAction] = {}
        self._build_menus()
        self._connect()
        self.retranslateUi()
        self._on_game()
        self.resize(1280, 720)
        # The text-size preference, and View > Presentation (F11): full screen, every text 20 px or more.
        self.presentation = Presentation(self, self.settings, self.board, QWidget(self), {}, ("panel",))

    def togglePresentation(self) -> None:
        self.presentation.toggle()
        if self.presentation.isActive():  # the map and its panel get as much room as the board
            half = self.splitter.width() // 2
            self.splitter.setSizes([half, self.splitter.width() - half])

    # -- construction ------------------------------------------------------------------------------
    def _action(self, name: str, slot: Callable[[], object], *keys: str, checkable: bool = False) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        action.setShortcuts([QKeySequence(k) for k in keys])
        action.setCheckable(checkable)
        action.triggered.connect(lambda _checked=False, s=slot: s())
        self.addAction(action)
        self.actionMap[name] = action
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.gameMenu, self.editMenu, self.viewMenu = bar.addMenu(""), bar.addMenu(""), bar.addMenu("")
        self.gameMenu.addAction(self._action("new", self.newGame, "Ctrl+N"))
        self.gameMenu.addAction(self._action("setup", self.setUpPosition, "Ctrl+E"))
        self.gameMenu.addAction(self._action("open", self.openGame, "Ctrl+O"))
        self.gameMenu.addAction(self._action("save", self.saveGame, "Ctrl+S"))
        self.gameMenu.addSeparator()
        self.gameMenu.addAction(self._action("best", self.playBest, "Space"))
        self.gameMenu.addAction(self._action("computer", self.computerMoves, "Ctrl+M"))
        self.gameMenu.addAction(self._action("back", self.goBack, "Left"))
        self.gameMenu.addAction(self._action("forward", self.goForward, "Right"))
        self.gameMenu.addAction(self._action("close", self.close, "Ctrl+W"))
        self.editMenu.addAction(self._action("undo", self.undo, "Ctrl+Z"))
        self.editMenu.addAction(self._action("redo", self.redo, "Ctrl+Y", "Ctrl+Shift+Z"))
        self.viewMenu.addAction(self._action("hideAnswers", self.toggleAnswers, "Ctrl+H", checkable=True))
        self.viewMenu.addAction(self._action("reveal", self.answers.reveal, "Ctrl+R"))
        self.viewMenu.addAction(self._action("presentation", self.togglePresentation, "F11", checkable=True))
        # A lesson's steps, whichever widget has the focus (a seat's box never takes PageDown then).
        for name, slot, key in (
            ("nextStep", self.nextLessonStep, "PgDown"),
            ("previousStep", self.previousLessonStep, "PgUp"),
        ):
            self._action(name, slot, key).setEnabled(False)
        self.toolBar = self.addToolBar("")
        self.toolBar.setObjectName("takeAwayToolBar")
        for name in ("new", "undo", "redo", "best", "hideAnswers", "reveal", "presentation"):
            self.toolBar.addAction(self.actionMap[name])

    def _connect(self) -> None:
        m = self.model
        m.gameChanged.connect(self._on_game)
        m.currentChanged.connect(self._on_current)
        self.answers.changed.connect(self._on_answers)
        self.heatmap.induction.levelChanged.connect(self._on_induction)
        for board in (self.board, self.strip):
            board.moveRequested.connect(self._person_plays)
            board.moveHovered.connect(self._hovered)
        self.bothBox.toggled.connect(self.board.setBoth)
        for side in "AB":
            self.seatBoxes[side].activated.connect(lambda _i, s=side: self._seat_chosen(s))
        self.seats.seatsChanged.connect(self._sync_seats)
        self.seats.thinkingChanged.connect(self._update_prompt)
        stack = m.undoStack
        for signal in (
            stack.canUndoChanged,
            stack.canRedoChanged,
            stack.undoTextChanged,
            stack.redoTextChanged,
        ):
            signal.connect(self._sync_undo)
        self.settings.changed.connect(self._setting_changed)
        for name in ("animationMs", "palette", "answersHidden"):
            self._setting_changed(name)

    def retranslateUi(self) -> None:
        self.gameMenu.setTitle(self.tr("&Game"))
        self.editMenu.setTitle(self.tr("&Edit"))
        self.viewMenu.setTitle(self.tr("&View"))
        texts = {
            "new": self.tr("&New Game…"),
            "setup": self.tr("Set &Up Position…"),
            "open": self.tr("&Open Game…"),
            "save": self.tr("&Save Game…"),
            "best": self.tr("Play &Best Move"),
            "computer": self.tr("&Computer Moves"),
            "back": self.tr("&Back One Ply"),
            "forward": self.tr("&Forward One Ply"),
            "close": self.tr("&Close Window"),
            "hideAnswers": self.tr("&Hide Answers"),
            "reveal": self.tr("&Reveal This Position"),
            "presentation": self.tr("&Presentation"),
            "nextStep": self.tr("&Next Step"),
            "previousStep": self.tr("&Previous Step"),
        }
        for name, text in texts.items():
            self.actionMap[name].setText(text)
        # Toolbar buttons: a fixed text without the accelerator (Undo's menu text names the move).
        buttons = {"undo": self.tr("&Undo"), "redo": self.tr("&Redo"), **texts}
        for name, text in buttons.items():
            self.actionMap[name].setIconText(without_accelerator(text).rstrip("…"))
        self.bothBox.setText(self.tr("Both heaps (or hold Shift)"))
        self.bothBox.setToolTip(self.tr("Take the same number from both heaps"))
        for side in "AB":
            self.seatLabels[side].setText(self.tr("%1:").replace("%1", side_name(side)))
            box = self.seatBoxes[side]
            box.clear()
            for kind in self.seats.kinds():
                box.addItem(seat_title(kind), kind)
            box.setCurrentIndex(box.findData(self.seats.kind(side)))
        self.toolBar.setWindowTitle(self.tr("Game"))
        self._name_heaps()
        self.tabs.setTabText(0, self.tr("Moves"))
        self.tabs.setTabText(1, self.tr("Rule"))
        self._sync_undo()
        self._update_title()
        self._update_prompt()
        self._update_status()

    def _name_heaps(self) -> None:
        count = len(self.model.game().start)
        self.board.setHeapNames([self.tr("Heap %1").replace("%1", str(i + 1)) for i in range(count)])

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    # -- a lesson --------------------------------------------------------------------------------
    def setLessonPlayer(self, player: LessonPlayer) -> None:
        """A lesson drives this window: its bar shows the take-away steps; PageDown and PageUp (and
        Right and Left in presentation mode) step the lesson while it is on."""
        if self._lesson is player:
            return
        self._lesson = player
        self.lessonBar.setLessonPlayer(player)
        player.changed.connect(self._sync_lesson)
        self._sync_lesson()

    def _sync_lesson(self) -> None:
        on = self._lesson is not None and self._lesson.active
        for name in ("nextStep", "previousStep"):
            self.actionMap[name].setEnabled(on)

    def lessonKeys(self) -> bool:
        """Whether Right and Left step the lesson (presentation mode with a lesson on): a presenter's
        clicker sends them."""
        return self._lesson is not None and self._lesson.active and self.presentation.isActive()

    def nextLessonStep(self) -> None:
        if self._lesson is not None and self._lesson.active:
            self._lesson.next()

    def previousLessonStep(self) -> None:
        if self._lesson is not None and self._lesson.active:
            self._lesson.back()

    def goBack(self) -> None:
        if self.lessonKeys():
            self.previousLessonStep()
        else:
            self.model.setPly(self.model.ply() - 1)

    def goForward(self) -> None:
        if self.lessonKeys():
            self.nextLessonStep()
        else:
            self.model.setPly(self.model.ply() + 1)

    # -- model -> views ----------------------------------------------------------------------------
    def _on_game(self) -> None:
        game = self.model.game()
        boards = {"strip": self.strip, "heaps": self.board}  # the plug-in names the board that draws it
        self.boards.setCurrentWidget(boards[PLUGINS[game.key].board])
        both = len(game.directions) > len(game.start)  # a move may take from several heaps
        self.bothBox.setVisible(both)
        self.board.setBothAllowed(both)
        self.board.setCapacity(max(game.limits))
        self._name_heaps()
        self._fit_right()
        self._shown = None
        self._update_title()
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
        forward = previous is not None and now.ply == previous.ply + 1 and m.plyCount() >= now.ply
        before = m.heaps(now.ply - 1) if forward and now.ply >= 1 else None
        if before is not None and previous is not None and before != previous.heaps:
            before = None
        self._shown = now
        infos = m.moveInfos()
        game = m.game()
        if isinstance(game, Bash):
            self.strip.setCount(
                game.target,
                game.counted(now.heaps),
                infos,
                lambda n: (at := game.heaps_at(n)) is not None and m.isP(at),
                game.counted(before) if before is not None else None,
            )
        else:
            self.board.setPosition(now.heaps, infos, before)
        self._sync_play()
        self._update_prompt()
        self._update_status()
        self.statusBar().clearMessage()

    def _on_induction(self, level: int | None) -> None:
        """Backward induction on 抢30 runs on the counting strip too, going back from the target."""
        game, m = self.model.game(), self.model
        if not isinstance(game, Bash) or level is None:
            self.strip.setInduction(None)
            return
        table, target = m.table(), game.target
        self.strip.setInduction(level, lambda n: 0 <= table.distance_of((target - n,)) <= level)

    def _on_answers(self) -> None:
        hidden = self.answers.hidden()
        self.board.setAnswersHidden(hidden)
        self.strip.setAnswersHidden(hidden)
        self.actionMap["hideAnswers"].setChecked(self.answers.switchedOff())
        self._update_status()

    def _sync_play(self) -> None:
        person = self.seats.personToMove() and not self.model.position().is_over
        self.board.setInteractive(person)
        self.strip.setInteractive(person)
        self.actionMap["best"].setEnabled(not self.model.position().is_over)

    def _sync_undo(self, *_: object) -> None:
        stack = self.model.undoStack
        for name, can, what, bare, named in (
            ("undo", stack.canUndo(), stack.undoText(), self.tr("&Undo"), self.tr("&Undo %1")),
            ("redo", stack.canRedo(), stack.redoText(), self.tr("&Redo"), self.tr("&Redo %1")),
        ):
            self.actionMap[name].setEnabled(can)
            self.actionMap[name].setText(named.replace("%1", what) if can and what else bare)

    def _update_title(self) -> None:
        self.setWindowTitle(self.tr("%1 — QuadAce").replace("%1", game_title(self.model.game())))

    def promptText(self) -> str:
        kind = self.seats.kind(self.model.sideToMove())
        return prompt_text(self.model, kind, self.bothBox.isVisibleTo(self), self.seats.isThinking())

    def _update_prompt(self) -> None:
        self.prompt.setText(self.promptText())
        self._sync_play()

    def _update_status(self) -> None:
        self.positionLabel.setText(status_text(self.model, self.answers.hidden()))

    def _hovered(self, move: TakeMove | None) -> None:
        text = None if move is None else hover_text(self.model, move, self.answers.hidden())
        if text is None:
            self.statusBar().clearMessage()
        else:
            self.statusBar().showMessage(text)

    # -- settings ----------------------------------------------------------------------------------
    def _setting_changed(self, name: str) -> None:
        if name == "animationMs":
            ms = self.settings.value("animationMs")
            self.board.setAnimationDuration(ms)
            self.strip.setAnimationDuration(ms)
            self.seats.setAnimationMs(ms)
        elif name == "palette":
            self.board.setPaletteName(self.settings.value("palette"))
            self.strip.setPaletteName(self.settings.value("palette"))
        elif name == "answersHidden":
            self._on_answers()

    # -- actions -----------------------------------------------------------------------------------
    def _person_plays(self, move: TakeMove) -> None:
        if not self.seats.personToMove() or self.model.infoOf(move) is None:
            return
        self.model.play(move)
        self.seats.wake()

    def _sync_seats(self) -> None:
        for side in "AB":
            box = self.seatBoxes[side]
            box.setCurrentIndex(box.findData(self.seats.kind(side)))
        self._update_prompt()

    def _seat_chosen(self, side: str) -> None:
        self.seats.setKind(side, self.seatBoxes[side].currentData())

    def playBest(self) -> None:
        if self.answers.hidden():  # the best move would give the answer away, as in the main window
            self.statusBar().showMessage(
                self.tr("The answers are hidden: Reveal (Ctrl+R) first to play the best move."), 6000
            )
            return
        if self.model.bestMove() is not None:
            self.seats.stop()
            self.model.playBest()
            self.seats.wake()

    def computerMoves(self) -> None:
        """Let the computer seated at the side to move play now (it waits after an undo)."""
        self.seats.wake(now=True)

    def undo(self) -> None:
        self.seats.stop()
        self.model.undoStack.undo()

    def redo(self) -> None:
        self.seats.stop()
        self.model.undoStack.redo()

    def toggleAnswers(self) -> None:
        self.answers.setSwitchedOff(not self.answers.switchedOff())

    def newGame(self) -> None:
        self.seats.stop()
        dialog = NewGameDialog(parent=self, takeaway=self.model.game(), quadace=False)
        if dialog.exec() == NewGameDialog.DialogCode.Accepted:
            game = dialog.takeAwayGame()
            if game is not None:
                self.startGame(game)

    def startGame(self, game: TakeAwayGame) -> None:
        """Play ``game`` from its start (undoable); a computer seated at A begins. A large game not yet
        solved is solved in a worker thread first, behind a progress dialog (the window keeps
        answering; Cancel keeps the game as it was)."""
        self.seats.stop()
        if self.model.hasTable(game) or not solved_in_background(game):
            self._begin(game)
        else:
            self._solve_then_begin(game)

    def _begin(self, game: TakeAwayGame) -> None:
        self.model.newGame(game)
        self.seats.wake()

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
        self.seats.stop()
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

    def saveGame(self, path: str | None = None) -> bool:
        """Save the line being played (asks where when ``path`` is None); a failure shows a dialog."""
        if path is None:
            key = self.model.game().key
            path, _ = QFileDialog.getSaveFileName(
                self,
                self.tr("Save game"),
                f"{key}.quadace.json",
                self.tr("Game files (*.json);;All files (*)"),
            )
        if not path:
            return False
        try:
            self.model.record().save(path)
        except (OSError, QuadAceError) as exc:
            reason = error_text(exc) if isinstance(exc, QuadAceError) else (exc.strerror or str(exc))
            show_message(self, QMessageBox.Icon.Warning, self.tr("Cannot save the game"), reason)
            return False
        self.statusBar().showMessage(self.tr("Saved %1").replace("%1", Path(path).name), 4000)
        return True

    def openGame(self, path: str | None = None) -> bool:
        """Open a saved take-away game (asks which when ``path`` is None); a bad file shows a dialog and
        keeps the game."""
        self.seats.stop()
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
        self.model.openRecord(record)
        return True

    def closeEvent(self, event: QCloseEvent) -> None:
        self._stop_solving()
        self.seats.stop()
        self.board.finishAnimation()
        self.strip.finishAnimation()
        event.accept()
