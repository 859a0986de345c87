# Over 400 lines: one short slot per row of the action table, and the wiring of board, docks and session.
"""The main window, the app's only one: the game in the middle, and the panels of :data:`PANELS` in docks.

It shows one game at a time, on a page of its central stack: QuadAce (the hands board, the docks
around it) or a take-away game (Nim, 抢30, Wythoff, the subtraction game: the take-away page, the QuadAce
docks put away until QuadAce is back). Its actions and menus come from :mod:`.actions` and drive the
game shown through its :class:`~.game_view.GameView`; the docks come from :mod:`.panels`, solving and
QuadAce files from :class:`Session`. It shows what they report and asks the user questions.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import shiboken6
from PySide6.QtCore import QByteArray, QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QMainWindow,
    QMessageBox,
    QProgressDialog,
    QSizePolicy,
    QStackedWidget,
    QWidget,
)

from quadace_gui.core.errors import QuadAceError
from quadace_gui.core.games.game_files import file_game_key, load_takeaway
from quadace_gui.core.games.takeaway import GAMES, TakeAwayGame
from quadace_gui.core.position import Move, Position
from quadace_gui.core.rules import Rules
from quadace_gui.core.solver import SolvedTable
from quadace_gui.models.answers import Answers
from quadace_gui.models.autoplay import AutoPlayer
from quadace_gui.models.game_model import GameModel
from quadace_gui.models.match import MatchController
from quadace_gui.models.session import Session
from quadace_gui.models.settings import MAP_AB, Settings
from quadace_gui.texts import (
    cannot_open_text,
    error_text,
    move_outcome_text,
)

from .actions import ActionSet, tr
from .answers_view import AnswersView
from .board import HandsBoard
from .commands import WindowCommands
from .dialogs import NewGameDialog, show_message
from .dock_title import DockTitle
from .game_view import GameView, QuadAceView
from .heatmap import OutcomeHeatmap
from .lesson_driver import LessonCommands, install_lessons
from .lesson_strip import LessonStrip, board_with_strip
from .panel_scroll import PanelScroll
from .panels import PANELS, PanelContext, PanelHub
from .panels.exercises import ExercisesPanel
from .panels.heatmap import adopt_prepared, prepare_heatmap
from .panels.move_list import MoveListPanel
from .panels.moves import MovesPanel
from .players_dialog import MatchUi
from .presentation import LAYOUTS, Presentation
from .status_line import StatusLine
from .takeaway_page import TakeAwayPage, solved_in_background
from .toolbar_wrap import ToolbarWrap

#: The docks that serve every game, kept on the take-away page (the others are QuadAce's).
EVERY_GAME_DOCKS = ("exercisesDock",)


class MainWindow(WindowCommands, LessonCommands, QMainWindow):
    """The board, and a dock for every panel, around one GameModel.

    ``setLanguage`` is called with the language code when the language preference changes (the app
    passes its translation installer; the window never imports the app).
    """

    def __init__(
        self,
        model: GameModel | None = None,
        settings: Settings | None = None,
        setLanguage: Callable[[str], object] | None = None,
    ):
        super().__init__()
        self.setObjectName("mainWindow")
        self.model = model or GameModel(parent=self)
        self.settings = settings or Settings(self)
        self._set_language = setLanguage
        self.autoplayer = AutoPlayer(self.model, self)
        self.autoplayer.setInterval(self.settings.value("autoplayMs"))
        # The worker colours a new table in the colours the heatmap shows when the solve starts.
        colours: list[tuple[str, str]] = []
        self.session = Session(
            self.model,
            self.settings,
            self,
            prepare=lambda table: prepare_heatmap(table, colours[0] if colours else None),
        )
        self._heatmap_colours = colours
        self._progress: QProgressDialog | None = None

        self.board = HandsBoard(self)
        self.board.setObjectName("board")
        self.hub = PanelHub(self)
        self.answers = Answers(self.model, self.settings, self)
        self.lessonStrip = LessonStrip(self.model, self.answers, self.settings, self)
        # The games' pages: QuadAce's board (and lesson strip), and the take-away page once it is wanted.
        self.gameStack = QStackedWidget(self)
        self.gameStack.setObjectName("gameStack")
        self.quadaceArea = board_with_strip(self.board, self.lessonStrip, self)
        self.gameStack.addWidget(self.quadaceArea)
        self.setCentralWidget(self.gameStack)
        self._page: TakeAwayPage | None = None
        self._quadace_state: QByteArray | None = None  # the docks as QuadAce left them
        self._entered_away = False  # presentation mode began on the take-away page
        self.match = MatchController(self.model, self.settings, self)  # computer players (Game > Players…)
        context = PanelContext(self.model, self.settings, self.autoplayer, self.hub, self.answers)
        self.panels: dict[str, QWidget] = {}
        self.docks: dict[str, QDockWidget] = {}
        for spec in PANELS:
            dock = QDockWidget(self)
            dock.setObjectName(spec.name)
            panel = spec.create(context, dock)
            # (scrolled when the dock is lower than the panel, outside presentation mode: audit item 1)
            dock.setWidget(PanelScroll(panel, self._presenting, dock))
            dock.setFeatures(
                QDockWidget.DockWidgetFeature.DockWidgetMovable
                | QDockWidget.DockWidgetFeature.DockWidgetFloatable
                | QDockWidget.DockWidgetFeature.DockWidgetClosable
            )
            dock.setTitleBarWidget(DockTitle(dock))  # (a title that wraps instead of being cut)
            self.addDockWidget(spec.area, dock)
            if spec.tab_with:
                self.tabifyDockWidget(self.docks[spec.tab_with], dock)
            self.panels[spec.name] = panel
            self.docks[spec.name] = dock
            shown = getattr(panel, "setShown", None)
            if shown is not None:  # a panel that works only while it can be seen (behind a tab: idle)
                dock.visibilityChanged.connect(shown)
        for spec in PANELS:
            if not spec.tab_with:
                self.docks[spec.name].raise_()  # the first panel of each tab group in front
        exercises = self.docks["exercisesDock"].toggleViewAction()
        exercises.setShortcut(QKeySequence("E"))  # also in presentation mode, without the menu bar
        exercises.triggered.connect(self._exercises_toggled)
        self.addAction(exercises)

        self.positionLabel = StatusLine(self)  # (never wider than the window: its last parts give way)
        self.positionLabel.setObjectName("positionLabel")
        self.matchUi = MatchUi(self, self.board, self.match, self.model)
        self.statusBar().addPermanentWidget(self.positionLabel)

        self.actionSet = ActionSet(self, self.menuBar())
        self.actionMap = self.actionSet.actions
        # (on two rows when one is too narrow, outside presentation mode: audit item 1)
        self.toolbarWrap = ToolbarWrap(self, self.actionSet.toolbar, self._presenting)
        menus = self.actionSet.menus
        self.fileMenu, self.editMenu, self.gameMenu = menus["file"], menus["edit"], menus["game"]
        self.viewMenu, self.helpMenu = menus["view"], menus["help"]
        self.recentMenu, self.exportMenu, self.unreachableMenu = (
            menus["recent"],
            menus["export"],
            menus["unreachable"],
        )
        self.recentMenu.aboutToShow.connect(self._fill_recent)
        # The map's own right-click menu: its orientation (the A/B map) and fitting it.
        self.heatmap.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.heatmap.addActions([self.actionMap["mapAB"], self.actionMap["fit"]])
        reset = self.actionMap["resetLayout"]
        for dock in self.docks.values():
            self.viewMenu.insertAction(reset, dock.toggleViewAction())
        self.viewMenu.insertSeparator(self.docks[PANELS[0].name].toggleViewAction())
        self.viewMenu.insertSeparator(reset)
        self.answersView = AnswersView(
            self,
            self.answers,
            self.board,
            self.autoplayer,
            self.actionMap["hideAnswers"],
            self.actionMap["reveal"],
        )
        self.answers.changed.connect(self._update_status)
        self.quadace = QuadAceView(self)
        #: The game shown: every game action goes to it (the one dispatch point).
        self.game: GameView = self.quadace

        self._connect()
        self.retranslateUi()
        self.board.setPosition(self.model.position(), self.model.moveInfos(), None)
        for spec in PANELS:  # docks shown only when asked for (the lesson, the exercise cards)
            if not spec.shown_at_start:
                self.docks[spec.name].hide()
        self._default_state = self.saveState()
        self._restore_layout()
        self.presentation = Presentation(
            self,
            self.settings,
            self.board,
            self.lessonStrip,
            self.docks,
            actions=self.actionMap,
            toolbar=self.toolbarWrap,
        )
        self.actionMap["presentation"].toggled.connect(self._presentation_toggled)
        install_lessons(self)  # the Lessons menu, the lesson panel's driver and the strip's lesson bar
        self.lessonPlayer().changed.connect(self._sync_lesson_actions)
        self._sync_lesson_actions()
        self._on_current(None)  # the actions' states: the lesson keys need the presentation and lessons

    def _exercises_toggled(self, on: bool) -> None:
        """View > Exercises (E): a tab over the map, in front, with the left side's whole height (below
        the Move list at 1280x720 its list had shown 1.5 rows and the answers needed scrolling). Tabbed
        when first shown: a tab group made at the start had changed the window's restored width."""
        dock, map_dock = self.docks["exercisesDock"], self.docks["heatmapDock"]
        if not on:
            return
        same_side = self.dockWidgetArea(dock) == self.dockWidgetArea(map_dock)
        tabbed = dock in self.tabifiedDockWidgets(map_dock)
        if not dock.isFloating() and same_side and not tabbed and not map_dock.isHidden():
            self.tabifyDockWidget(map_dock, dock)
        dock.raise_()

    # -- the panels by name (the registry's docks) ----------------------------------------------------
    @property
    def heatmap(self) -> OutcomeHeatmap:
        widget = self.panels["heatmapDock"]
        assert isinstance(widget, OutcomeHeatmap)
        return widget

    @property
    def movesPanel(self) -> MovesPanel:
        widget = self.panels["movesDock"]
        assert isinstance(widget, MovesPanel)
        return widget

    @property
    def moveList(self) -> MoveListPanel[Move, Position]:
        widget = self.panels["historyDock"]
        assert isinstance(widget, MoveListPanel)
        return widget

    @property
    def heatmapDock(self) -> QDockWidget:
        return self.docks["heatmapDock"]

    @property
    def movesDock(self) -> QDockWidget:
        return self.docks["movesDock"]

    @property
    def historyDock(self) -> QDockWidget:
        return self.docks["historyDock"]

    # -- construction ------------------------------------------------------------------------------
    def _connect(self) -> None:
        m = self.model
        m.currentChanged.connect(self._on_current)
        m.fileChanged.connect(self._update_title)
        m.tableChanged.connect(self._update_title)
        # The modified mark says what closing would ask about (see GameModel.hasUnsavedWork).
        m.undoStack.indexChanged.connect(self._update_modified)
        m.undoStack.cleanChanged.connect(self._update_modified)
        m.fileChanged.connect(self._update_modified)
        stack = m.undoStack
        for signal in (stack.canUndoChanged, stack.canRedoChanged, stack.undoTextChanged):
            signal.connect(self._sync_undo_actions)
        stack.redoTextChanged.connect(self._sync_undo_actions)
        self.board.moveRequested.connect(self._play)
        self.board.moveHovered.connect(self.hub.previewMove)
        self.hub.previewMove.connect(self._preview)
        self.hub.status.connect(self._status)
        self.autoplayer.finished.connect(self._show_note)
        self.autoplayer.runningChanged.connect(self._sync_play_actions)
        self.settings.changed.connect(self._setting_changed)
        for name in ("animationMs", "palette", "unreachable", "flipped", "handSigns", MAP_AB.name):
            self._setting_changed(name)
        s = self.session
        s.solveStarted.connect(self._solve_started)
        s.progressed.connect(self._solve_progressed)
        s.solveEnded.connect(self._solve_ended)
        s.failed.connect(self._session_failed)
        s.note.connect(self._show_note_for)
        s.prepared.connect(lambda table, result: adopt_prepared(self.heatmap, table, result))

    def retranslateUi(self) -> None:
        """Set every text of the window in the current language (also called on LanguageChange).
        The panels retranslate themselves."""
        self.actionSet.retranslate()
        self._sync_undo_actions()
        for spec in PANELS:
            self.docks[spec.name].setWindowTitle(tr(spec.title))
        self.board.retranslate()
        self.matchUi.retranslate()
        self._update_title()
        self._update_status()
        self.answersView.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def _sync_undo_actions(self, *_: object) -> None:
        stack = self.game.undoStack()
        if not shiboken6.isValid(stack):  # a stack being destroyed still signals from its destructor
            return
        for name, can, what, bare, named in (
            ("undo", stack.canUndo(), stack.undoText(), self.tr("&Undo"), self.tr("&Undo %1")),
            ("redo", stack.canRedo(), stack.redoText(), self.tr("&Redo"), self.tr("&Redo %1")),
        ):
            action = self.actionMap[name]
            action.setEnabled(can)
            action.setText(named.replace("%1", what) if can and what else bare)

    def _sync_play_actions(self, *_: object) -> None:
        """Best Move and the optimal line only while there is a move to play (or the line runs); Go to
        Start and Back One Ply only after the start, Forward and Go to End only before the line's end
        (Left and Right also while they step a lesson: a presenter's clicker)."""
        can_play = self.game.canPlay()
        self.actionMap["best"].setEnabled(can_play)
        running = self.autoplayer.running
        self.actionMap["autoplay"].setEnabled(self.game.offers("autoplay") and (can_play or running))
        ply, last = self.game.plies()
        clicker = self.lessonKeys()
        for name, can in (
            ("first", ply > 0),
            ("back", ply > 0 or clicker),
            ("forward", ply < last or clicker),
            ("last", ply < last),
        ):
            self.actionMap[name].setEnabled(can)

    def _sync_offered(self) -> None:
        """Every action the game shown offers enabled, the others disabled (then the ones that depend
        on the position, the undo stack or the answers)."""
        toggles = {name: dock.toggleViewAction() for name, dock in self.docks.items()}
        for name, action in [*self.actionMap.items(), *toggles.items()]:
            # the QuadAce panels wait for QuadAce (the exercises are of every game)
            self._offer(action, self.game.offers(name), self.game.whyNot(name))
        self.exportMenu.setEnabled(self.game.offers("exportPng"))
        self._offer(
            self.unreachableMenu.menuAction(),
            self.game.offers("unreachableShow"),
            self.game.whyNot("unreachableShow"),
        )
        for menu in self.actionSet.menus.values():  # (a greyed item's tooltip says why)
            menu.setToolTipsVisible(self.game is not self.quadace)
        self._sync_undo_actions()
        self._sync_play_actions()
        self.answersView.follow(self.game.answers)
        self._sync_lesson_actions()

    @staticmethod
    def _offer(action: QAction, offered: bool, reason: str) -> None:
        """``action`` enabled, or greyed with ``reason`` in its status tip and (menus show no status tip
        for a greyed item) its tooltip."""
        action.setEnabled(offered)
        had = action.statusTip()
        action.setStatusTip(reason)
        if reason or had:  # (the toolbar's own tooltips are never a reason: they stay)
            action.setToolTip(reason)

    def _sync_lesson_actions(self) -> None:
        """The Lessons menu's steps and Leave only in a lesson; Resume only out of one begun."""
        player = self.lessonPlayer()
        for name in ("nextStep", "previousStep", "leaveLesson"):
            self.actionMap[name].setEnabled(player.active)
        self.actionMap["resumeLesson"].setEnabled(not player.active and player.lesson is not None)
        self._sync_play_actions()  # (Left and Right step a lesson in presentation mode)

    # -- settings ----------------------------------------------------------------------------------
    def _setting_changed(self, name: str) -> None:
        s = self.settings
        if name == "animationMs":
            self.board.setAnimationDuration(s.value("animationMs"))  # the board honours reduced motion
        elif name == "palette":
            self.board.setPaletteName(s.value("palette"))
            self.actionMap["colorblind"].setChecked(s.value("palette") == "colorblind")
        elif name == "unreachable":
            for mode in ("Show", "Dim", "Hide"):
                self.actionMap[f"unreachable{mode}"].setChecked(s.value("unreachable") == mode.lower())
        elif name == "flipped":
            self.board.setFlipped(s.value("flipped"))
            self.actionMap["flip"].setChecked(s.value("flipped"))
        elif name == MAP_AB.name:
            self.actionMap["mapAB"].setChecked(self.settings.get(MAP_AB))
        elif name == "handSigns":
            self.board.setHandSigns(s.value("handSigns"))
            self.actionMap["signs"].setChecked(s.value("handSigns") == "chinese")
        elif name == "autoplayMs":
            self.autoplayer.setInterval(s.value("autoplayMs"))
        elif name == "language" and self._set_language is not None:
            self._set_language(s.value("language"))

    def togglePalette(self) -> None:
        current = self.settings.value("palette")
        self.settings.setValue("palette", "classic" if current == "colorblind" else "colorblind")

    def showUnreachable(self) -> None:
        self.settings.setValue("unreachable", "show")

    def dimUnreachable(self) -> None:
        self.settings.setValue("unreachable", "dim")

    def hideUnreachable(self) -> None:
        self.settings.setValue("unreachable", "hide")

    def toggleHandSigns(self) -> None:
        """The Chinese one-hand number signs on the cards, or the finger count."""
        current = self.settings.value("handSigns")
        self.settings.setValue("handSigns", "count" if current == "chinese" else "chinese")

    def flipBoard(self) -> None:
        self.settings.setValue("flipped", not self.settings.value("flipped"))

    def toggleMapAB(self) -> None:
        """View > Map Rows: A's Hands: the map's rows always A's hands (A/B view), or the side to move's."""
        self.settings.set(MAP_AB, not self.settings.get(MAP_AB))

    def fitHeatmap(self) -> None:
        self.game.fitMap()

    # -- layout ------------------------------------------------------------------------------------
    def _restore_layout(self) -> None:
        geometry = self.settings.geometry()
        state = self.settings.windowState()
        if not isinstance(geometry, QByteArray | bytes) or not self.restoreGeometry(geometry):
            # First start: 1440x900, or the whole screen when it is smaller (a projector at 1280x720).
            screen = self.screen().availableGeometry()
            width, height = min(1440, screen.width()), min(900, screen.height())
            self.resize(width, height)
            self.move(
                screen.x() + (screen.width() - width) // 2, screen.y() + (screen.height() - height) // 2
            )
            self._size_docks()
        if isinstance(state, QByteArray | bytes):
            self.restoreState(state)

    def _size_docks(self) -> None:
        width = self.width()
        for spec in PANELS:
            if spec.width_percent:  # docks sharing a side share its width
                dock = self.docks[spec.name]
                self.resizeDocks([dock], [width * spec.width_percent // 100], Qt.Orientation.Horizontal)

    def resetLayout(self) -> None:
        """Every panel back in its place at its first-start width (View > Reset Layout)."""
        if self.game is not self.quadace and self._page is not None:  # the take-away page's own
            self.docks["exercisesDock"].setFloating(False)
            if self.presentation.isActive():
                self.presentation.afterReset()
            else:
                self._page.resetLayout()
            return
        visible = {name for name, dock in self.docks.items() if dock.isVisible()}
        self.restoreState(self._default_state)
        for spec in PANELS:
            dock = self.docks[spec.name]
            dock.setFloating(False)
            dock.setVisible(spec.shown_at_start or spec.name in visible)
        self._size_docks()
        self.presentation.afterReset()

    def _presenting(self) -> bool:
        presentation = getattr(self, "presentation", None)  # (None while the window is being made)
        return presentation is not None and presentation.isActive()

    def togglePresentation(self) -> None:
        """View > Presentation (F11): full screen, large texts and the lesson strip, or back."""
        self.presentation.toggle()

    def _presentation_toggled(self, on: bool) -> None:
        """Presentation mode began or ended (F11, Esc, closing): the take-away page keeps no QuadAce
        dock, and QuadAce gets its own docks back when the mode began on the take-away page."""
        away = self.game is not self.quadace
        if on:
            self._entered_away = away
        elif away:
            if not self._entered_away:  # the mode gave back QuadAce's layout from before it began
                self._quadace_state = self.saveState()
            self._hide_quadace_docks()
        elif self._entered_away and self._quadace_state is not None:
            self.restoreState(self._quadace_state)
        self.game.presentationChanged(on)
        # (Left and Right step a lesson in presentation mode: once the mode has begun or ended)
        QTimer.singleShot(0, self, self._sync_play_actions)

    def _hide_quadace_docks(self) -> None:
        """A take-away game is shown: QuadAce's panels put away, but not the Exercises panel (opening an
        exercise of another game had taken it away: the teacher could not go on to the next one)."""
        for name, dock in self.docks.items():
            if name not in EVERY_GAME_DOCKS:
                dock.hide()
            elif dock.isVisible() and not dock.isFloating():
                dock.raise_()  # (in front, not behind the map put away)

    def cyclePresentationLayout(self) -> None:
        """View > Presentation Layout (L): board + panel, the map alone, board + map (F11 first)."""
        self.presentation.cycleLayout()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.autoplayer.stop()
        self.match.stop()
        if not self.maybeSave():
            event.ignore()
            return
        self.board.finishAnimation()
        self.session.stopSolving()
        if self._page is not None:
            self._page.stop()
        # The layout saved is QuadAce's: the take-away page's docks (none) are not a layout to keep.
        state = self._quadace_state if self.game is not self.quadace else None
        self.settings.saveWindow(self.saveGeometry(), state or self.saveState())
        self.settings.sync()
        event.accept()

    # -- the game shown --------------------------------------------------------------------------
    def takeAwayPage(self, game: TakeAwayGame | None = None) -> TakeAwayPage:
        """The take-away page (made the first time, on ``game`` when it is small enough to solve at
        once), not necessarily shown."""
        if self._page is None:
            small = game is not None and not solved_in_background(game)
            page = TakeAwayPage(game if small else None, self.settings, parent=self.gameStack)
            self.gameStack.addWidget(page)
            page.message.connect(self._status)
            page.changed.connect(self._game_changed)
            page.setAutoplaying(lambda: self.autoplayer.running)
            stack = page.model.undoStack
            for signal in (stack.canUndoChanged, stack.canRedoChanged, stack.undoTextChanged):
                signal.connect(self._sync_undo_actions)
            stack.redoTextChanged.connect(self._sync_undo_actions)
            stack.indexChanged.connect(self._update_modified)
            self._page = page
        return self._page

    def madePage(self) -> TakeAwayPage | None:
        """The take-away page if it was made (None: no take-away game was shown yet)."""
        return self._page

    def openTakeAway(self, game: TakeAwayGame) -> TakeAwayPage:
        """Show ``game`` (Nim, 抢30, Wythoff, the subtraction game) from its start on the take-away
        page (no question: the callers ask, or a lesson drives the window)."""
        fresh = self._page is None
        page = self.takeAwayPage(game)
        if not (fresh and page.model.game() == game):
            page.startGame(game)  # a large game is solved in a worker first
        if fresh:
            page.model.undoStack.clear()  # the page's first game: Undo leads to no other
        self._show_game(page)
        return page

    def _size_pages(self) -> None:
        """Only the page shown asks for room: a stack is as large as its largest page, and the take-away
        page (773 px wide at least) had crushed QuadAce's docks to thumbnails after a take-away game."""
        shown = self.gameStack.currentWidget()
        for index in range(self.gameStack.count()):
            page = self.gameStack.widget(index)
            policy = QSizePolicy.Policy.Preferred if page is shown else QSizePolicy.Policy.Ignored
            if page is not None:
                page.setSizePolicy(policy, policy)
        self.gameStack.updateGeometry()

    def showQuadAce(self) -> None:
        """Show the QuadAce game (as it was left) with its docks."""
        self._show_game(self.quadace)

    def _show_game(self, game: GameView) -> None:
        if game is self.game:
            return
        self.autoplayer.stop()
        self.match.stop()
        presenting = self.presentation.isActive()
        if self.game is self.quadace:  # the docks put away, as they are, until QuadAce is back
            if not presenting:  # (in presentation mode the layout to keep is the mode's saved one)
                self._quadace_state = self.saveState()
            self._hide_quadace_docks()
        self.game = game
        self.autoplayer.setGame(game.autoplayGame())  # (P: the optimal line of the game shown)
        if game is self.quadace:
            self.gameStack.setCurrentWidget(self.quadaceArea)
            self._size_pages()  # before the docks come back: they get their room
            if self._quadace_state is not None and not presenting:
                self.restoreState(self._quadace_state)
            self.presentation.setGame(self.board, self.lessonStrip, self.docks, LAYOUTS)
        else:
            page = self.takeAwayPage()
            self.gameStack.setCurrentWidget(page)
            self._size_pages()
            # (the take-away boards size no texts of their own: no board to scale)
            self.presentation.setGame(None, None, {}, LAYOUTS, arrange=page.arrangePresentation)
        self.game.presentationChanged(self.presentation.isActive())
        self.statusBar().clearMessage()
        self._sync_offered()
        self._game_changed()

    def _game_changed(self) -> None:
        """The shown game's title, status line and what can be played now."""
        self._update_title()
        self._update_status()
        self._update_modified()
        self._sync_play_actions()

    # -- model -> views ----------------------------------------------------------------------------
    def _update_modified(self, *_args: object) -> None:
        if not shiboken6.isValid(self.game.undoStack()):
            return  # the stack says it is empty as it is destroyed, after its Python side has gone
        self.setWindowModified(self.game.hasUnsavedWork())

    def _show_note(self, text: str) -> None:
        self.statusBar().showMessage(text, 10000)

    def _show_note_for(self, text: str, ms: int) -> None:
        self.statusBar().showMessage(text, ms)

    def _status(self, text: str, ms: int) -> None:
        if text:
            self.statusBar().showMessage(text, ms)
        else:
            self.statusBar().clearMessage()

    def _on_current(self, played: Move | None) -> None:
        self.board.setPosition(self.model.position(), self.model.moveInfos(), played)
        self.statusBar().clearMessage()  # a hover text belongs to the position that was left
        self._sync_play_actions()
        self._update_status()

    def _update_status(self) -> None:
        self.positionLabel.setLine(self.game.statusText(), self.game.statusToolTip())

    def _update_title(self, *_: object) -> None:
        self.setWindowTitle(self.game.title())

    # -- views -> model ----------------------------------------------------------------------------
    def _play(self, move: Move) -> None:
        if self.matchUi.refusesMove():  # the computer's turn
            return
        try:
            self.model.playMove(move)
        except QuadAceError as exc:
            self.statusBar().showMessage(error_text(exc), 6000)

    def playBest(self) -> None:
        self.game.playBest()

    def toggleAutoplay(self) -> None:
        if self.answersView.hidden() and not self.autoplayer.running:
            self.statusBar().showMessage(self.answersView.askToReveal(), 6000)
            return
        self.game.stopComputer()  # the optimal line plays both sides
        self.autoplayer.toggle()

    def showPlayers(self) -> None:
        self.game.players()

    def toggleAnswers(self) -> None:
        self.answersView.toggle()  # one remembered switch for every game

    def revealAnswers(self) -> None:
        self.game.answers.reveal()
        exercises = self.panels["exercisesDock"]  # the exercise card shown: its answers too
        if isinstance(exercises, ExercisesPanel) and exercises.isVisible():
            exercises.reveal()

    def undo(self) -> None:
        self.game.undo()

    def redo(self) -> None:
        self.game.redo()

    def goFirst(self) -> None:
        self.game.goFirst()

    def goBack(self) -> None:
        if self.lessonKeys():  # a presenter's clicker in a lesson
            return self.previousLessonStep()
        self.game.goBack()

    def goForward(self) -> None:
        if self.lessonKeys():
            return self.nextLessonStep()
        self.game.goForward()

    def goLast(self) -> None:
        self.game.goLast()

    def _preview(self, move: Move | None) -> None:
        self.board.setPreviewMove(move)
        if move is None:
            return
        info = next((i for i in self.model.moveInfos() if i.move == move), None)
        if info is not None and self.answersView.hidden():
            self.statusBar().showMessage(
                self.tr("%1 → %2").replace("%1", move.text).replace("%2", info.after.text)
            )
        elif info is not None:
            self.statusBar().showMessage(
                self.tr("%1 → %2: %3")
                .replace("%1", move.text)
                .replace("%2", info.after.text)
                .replace("%3", move_outcome_text(info.value, info.distance))
            )

    # -- solving (the session does it; the window shows it) ---------------------------------------
    def withTable(self, rules: Rules, then: Callable[[SolvedTable], object]) -> None:
        """Call ``then`` with the solved table of ``rules``, solving it off the GUI thread if needed."""
        self.session.withTable(rules, then)

    def stopSolving(self) -> None:
        self.session.stopSolving()

    def isSolving(self) -> bool:
        return self.session.isSolving()

    def _solve_started(self, rules: Rules) -> None:
        self._solve_ended()
        self._heatmap_colours[:] = [(self.heatmap.paletteName(), self.heatmap.unreachableMode())]
        progress = QProgressDialog(
            self.tr("Solving base %1…").replace("%1", str(rules.base)), self.tr("Cancel"), 0, 100, self
        )
        progress.setObjectName("solveProgress")
        progress.setWindowTitle(self.tr("Solving"))
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(300)
        progress.canceled.connect(self.session.cancelSolve)
        self._progress = progress

    def _solve_progressed(self, percent: int) -> None:
        if self._progress is not None:
            self._progress.setValue(percent)

    def _solve_ended(self) -> None:
        if self._progress is not None:
            self._progress.canceled.disconnect(self.session.cancelSolve)
            self._progress.close()
            self._progress.deleteLater()
            self._progress = None

    def _session_failed(self, kind: str, text: str) -> None:
        titles = {
            "solve": self.tr("Cannot solve this base"),
            "open": self.tr("Cannot open game"),
            "save": self.tr("Cannot save game"),
        }
        icon = QMessageBox.Icon.Warning if kind == "solve" else QMessageBox.Icon.Critical
        show_message(self, icon, titles.get(kind, "QuadAce"), text)

    # -- file handling -----------------------------------------------------------------------------
    def maybeSave(self) -> bool:
        """Ask before discarding the shown game's unsaved changes. True means go ahead."""
        if not self.game.hasUnsavedWork():
            return True
        answer = QMessageBox.question(
            self,
            self.tr("Unsaved changes"),
            self.tr("The game has changes that are not saved. Save them first?"),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.saveGame()
        return answer == QMessageBox.StandardButton.Discard

    def newGame(self) -> None:
        """Ask for the game (QuadAce's rules or a take-away game), then (only once the new game is
        confirmed) whether to save the one shown; the new game replaces it in this window."""
        self.autoplayer.stop()  # not behind the dialogs
        shown = self._page.model.game() if self._page is not None and self.game is self._page else None
        dialog = NewGameDialog(self.model.rules, self, takeaway=shown)
        self.matchUi.offerPlayers(dialog, dialog.playersButton)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        if not self.maybeSave():
            return
        takeaway = dialog.takeAwayGame()
        if takeaway is not None:  # Nim, 抢30, Wythoff, the subtraction game: the take-away page
            page = self.openTakeAway(takeaway)

            def fresh_history() -> None:  # (see _start_new_game)
                if page.model.game() == takeaway:
                    page.model.undoStack.clear()

            if page.model.game() == takeaway:
                fresh_history()
            else:  # solved in a worker first: once it starts
                page.changed.connect(fresh_history, Qt.ConnectionType.SingleShotConnection)
            return
        self.showQuadAce()
        self.withTable(dialog.rules(), self._start_new_game)

    def _start_new_game(self, table: SolvedTable) -> None:
        """The new game, with its players, on a fresh history: the save question has been asked, and
        an Undo back to the game before (at its start, often the same picture) looked like nothing."""
        self.matchUi.startNewGame(table)
        self.model.undoStack.clear()

    def setUpPosition(self) -> None:
        self.game.setUpPosition()

    def _game_filter(self) -> str:
        return self.tr("QuadAce game (*.quadace.json *.json);;All files (*)")

    def openGame(self, path: Path | str | None = None) -> bool:
        """Open a saved game of any game (asks which when ``path`` is None), after the save question."""
        self.autoplayer.stop()
        if not self.maybeSave():
            return False
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self, self.tr("Open game"), str(self.session.lastFolder()), self._game_filter()
            )
        return bool(path) and self.loadFile(Path(path))

    def loadFile(self, path: Path) -> bool:
        """Open a saved game, in the page of its game (the file's ``"game"``). A broken file shows a
        dialog and leaves the current game as it was."""
        if file_game_key(path) in GAMES:
            try:
                record = load_takeaway(path)
            except QuadAceError as exc:
                self._session_failed("open", cannot_open_text(path.name, exc))
                return False
            page = self.takeAwayPage(record.game)
            page.openRecord(record, path)
            self.settings.addRecentFile(str(path))
            self._show_game(page)
            self._game_changed()
            return True
        if not self.session.loadFile(path):
            return False
        self.showQuadAce()
        return True

    def saveGame(self, path: Path | str | None = None) -> bool:
        """Save the game shown: to ``path``, to its file, or (the first time) where the user says."""
        if path is not None:
            return self.game.saveTo(Path(path))
        known = self.game.path()
        if known is None:
            return self.saveGameAs()
        return self.game.saveTo(known)

    def saveGameAs(self, path: Path | str | None = None) -> bool:
        if path is None:
            name = "game" if self.game is self.quadace else self.game.key()
            suggestion = str(self.session.lastFolder() / f"{name}.quadace.json")
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Save game"), suggestion, self._game_filter())
        return bool(path) and self.game.saveTo(Path(path))
