"""The QuadAce main window: the hands board in the middle; the heatmap, moves and move list in docks."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import partial
from pathlib import Path

import shiboken6
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressDialog,
    QWidget,
)

from quadace_gui import __version__
from quadace_gui.core.errors import QuadAceError
from quadace_gui.core.game import GameRecord
from quadace_gui.core.position import Move, Pair, Position
from quadace_gui.core.rules import Rules
from quadace_gui.core.solver import SolvedTable
from quadace_gui.models.autoplay import AutoPlayer
from quadace_gui.models.game_model import MAX_APP_BASE, GameModel
from quadace_gui.models.settings import Settings
from quadace_gui.models.solve_job import SolveJob
from quadace_gui.texts import error_text, outcome_text, side_name

from .board import HandsBoard
from .dialogs import NewGameDialog, PreferencesDialog, SetUpPositionDialog, TextDialog
from .heatmap import OutcomeHeatmap
from .move_list import MoveListPanel
from .moves_panel import MovesPanel


@contextmanager
def busy_cursor() -> Iterator[None]:
    """The wait cursor while a long step runs on the GUI thread, restored however it ends."""
    QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        yield
    finally:
        QApplication.restoreOverrideCursor()


class MainWindow(QMainWindow):
    """Pairs the board, the moves panel, the move list and the outcome heatmap around one GameModel."""

    def __init__(self, model: GameModel | None = None, settings: Settings | None = None):
        super().__init__()
        self.setObjectName("mainWindow")
        self.model = model or GameModel(parent=self)
        self.settings = settings or Settings(self)
        self.autoplayer = AutoPlayer(self.model, self)
        self.autoplayer.setInterval(self.settings.value("autoplayMs"))
        self._solve_job: SolveJob | None = None

        self.board = HandsBoard(self)
        self.board.setObjectName("board")
        self.setCentralWidget(self.board)
        self.heatmap = OutcomeHeatmap(self)
        self.heatmap.setObjectName("heatmap")
        self.movesPanel = MovesPanel(self.model, self.autoplayer, self)
        self.moveList = MoveListPanel(self.model, self)
        self.heatmapDock = self._dock("heatmapDock", self.heatmap, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.movesDock = self._dock("movesDock", self.movesPanel, Qt.DockWidgetArea.RightDockWidgetArea)
        self.historyDock = self._dock("historyDock", self.moveList, Qt.DockWidgetArea.RightDockWidgetArea)

        self.positionLabel = QLabel(self)
        self.positionLabel.setObjectName("positionLabel")
        self.statusBar().addPermanentWidget(self.positionLabel)

        self.actions: dict[str, QAction] = {}
        self._create_actions()
        self._create_menus()
        self._connect()
        self._apply_settings()
        self.retranslateUi()
        self.heatmap.setTable(self.model.table)
        self._on_current(None)
        self._restore_layout()

    # -- construction ------------------------------------------------------------------------------
    def _dock(self, name: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )
        self.addDockWidget(area, dock)
        return dock

    def _action(
        self, name: str, slot: Callable[..., object], shortcut: QKeySequence | str | None = None
    ) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        self.addAction(action)  # shortcuts work even when the menu bar is hidden
        self.actions[name] = action
        return action

    def _create_actions(self) -> None:
        std = QKeySequence.StandardKey
        self._action("new", self.newGame, std.New)
        self._action("setup", self.setUpPosition, "Ctrl+E")
        self._action("open", self.openGame, std.Open)
        self._action("save", self.saveGame, std.Save)
        self._action("saveAs", self.saveGameAs, std.SaveAs)
        self._action("exportPng", lambda: self.exportHeatmap("png"))
        self._action("exportSvg", lambda: self.exportHeatmap("svg"))
        self._action("quit", self.close, std.Quit)
        # Our own Undo/Redo actions (not QUndoStack.createUndoAction) so that their "Undo <what>" text
        # follows a change of language, not only the next edit.
        stack = self.model.undoStack
        self._action("undo", stack.undo, std.Undo)
        redo = self._action("redo", stack.redo, std.Redo)
        redo.setShortcuts([QKeySequence(std.Redo), QKeySequence("Ctrl+Shift+Z")])
        for signal in (stack.canUndoChanged, stack.canRedoChanged, stack.undoTextChanged):
            signal.connect(self._sync_undo_actions)
        stack.redoTextChanged.connect(self._sync_undo_actions)
        self._action("copyPosition", self.copyPosition, std.Copy)
        self._action("pastePosition", self.pastePosition, std.Paste)
        self._action("copyGame", self.copyGame, "Ctrl+Shift+C")
        self._action("preferences", self.showPreferences, std.Preferences)
        flip = self._action("flip", self.flipBoard, "F")
        flip.setCheckable(True)
        self._action("fit", self.heatmap.fitView, "Ctrl+0")
        palette = self._action("colorblind", self._toggle_palette)
        palette.setCheckable(True)
        # One of three, like radio buttons: choosing the ticked one again keeps it ticked.
        self.unreachableGroup = QActionGroup(self)
        self.unreachableGroup.setExclusive(True)
        for mode in ("show", "dim", "hide"):
            action = self._action(
                f"unreachable{mode.title()}", partial(self.settings.setValue, "unreachable", mode)
            )
            action.setCheckable(True)
            self.unreachableGroup.addAction(action)
        self._action("best", self._play_best, "Space")
        self._action("autoplay", self.autoplayer.toggle, "P")
        self._action("first", self.model.first, "Home")
        self._action("back", self.model.back, "Left")
        self._action("forward", self.model.forward, "Right")
        self._action("last", self.model.last, "End")
        self._action("rules", self.showRules, std.HelpContents)
        self._action("shortcuts", self.showShortcuts, "?").setShortcuts(["?", "Shift+?"])
        self._action("about", self.showAbout)

    def _create_menus(self) -> None:
        bar = self.menuBar()
        a = self.actions
        self.fileMenu = bar.addMenu("")
        self.fileMenu.addActions([a["new"], a["setup"], a["open"]])
        self.recentMenu = self.fileMenu.addMenu("")
        self.recentMenu.aboutToShow.connect(self._fill_recent)
        self.fileMenu.addActions([a["save"], a["saveAs"]])
        self.fileMenu.addSeparator()
        self.exportMenu = self.fileMenu.addMenu("")
        self.exportMenu.addActions([a["exportPng"], a["exportSvg"]])
        self.fileMenu.addSeparator()
        self.fileMenu.addAction(a["quit"])
        self.editMenu = bar.addMenu("")
        self.editMenu.addActions([a["undo"], a["redo"]])
        self.editMenu.addSeparator()
        self.editMenu.addActions([a["copyPosition"], a["pastePosition"], a["copyGame"]])
        self.editMenu.addSeparator()
        self.editMenu.addAction(a["preferences"])
        self.gameMenu = bar.addMenu("")
        self.gameMenu.addActions([a["best"], a["autoplay"]])
        self.gameMenu.addSeparator()
        self.gameMenu.addActions([a["first"], a["back"], a["forward"], a["last"]])
        self.viewMenu = bar.addMenu("")
        self.viewMenu.addActions([a["flip"], a["fit"], a["colorblind"]])
        self.unreachableMenu = self.viewMenu.addMenu("")
        self.unreachableMenu.addActions([a["unreachableShow"], a["unreachableDim"], a["unreachableHide"]])
        self.viewMenu.addSeparator()
        for dock in (self.heatmapDock, self.movesDock, self.historyDock):
            self.viewMenu.addAction(dock.toggleViewAction())
        self.helpMenu = bar.addMenu("")
        self.helpMenu.addActions([a["rules"], a["shortcuts"], a["about"]])

    def retranslateUi(self) -> None:
        """Set every text of the window in the current language (also called on LanguageChange)."""
        texts = {
            "new": self.tr("&New Game…"),
            "setup": self.tr("Set &Up Position…"),
            "open": self.tr("&Open…"),
            "save": self.tr("&Save"),
            "saveAs": self.tr("Save &As…"),
            "exportPng": self.tr("Heatmap as &PNG…"),
            "exportSvg": self.tr("Heatmap as &SVG…"),
            "quit": self.tr("&Quit"),
            "copyPosition": self.tr("&Copy Position"),
            "pastePosition": self.tr("&Paste Position"),
            "copyGame": self.tr("Copy &Game"),
            "preferences": self.tr("Pre&ferences…"),
            "flip": self.tr("&Flip Board"),
            "fit": self.tr("Fit &Heatmap"),
            "colorblind": self.tr("&Colour-Blind Safe Colours"),
            "unreachableShow": self.tr("&Show"),
            "unreachableDim": self.tr("&Dim"),
            "unreachableHide": self.tr("&Hide"),
            "best": self.tr("Play &Best Move"),
            "autoplay": self.tr("Play the &Optimal Line"),
            "first": self.tr("Go to &Start"),
            "back": self.tr("&Back One Ply"),
            "forward": self.tr("&Forward One Ply"),
            "last": self.tr("Go to &End"),
            "rules": self.tr("&Rules of the Game"),
            "shortcuts": self.tr("&Keyboard Shortcuts"),
            "about": self.tr("&About QuadAce"),
        }
        for name, text in texts.items():
            self.actions[name].setText(text)
        self._sync_undo_actions()
        self.fileMenu.setTitle(self.tr("&File"))
        self.recentMenu.setTitle(self.tr("Open &Recent"))
        self.exportMenu.setTitle(self.tr("&Export"))
        self.editMenu.setTitle(self.tr("&Edit"))
        self.gameMenu.setTitle(self.tr("&Game"))
        self.viewMenu.setTitle(self.tr("&View"))
        self.unreachableMenu.setTitle(self.tr("&Unreachable Positions"))
        self.helpMenu.setTitle(self.tr("&Help"))
        self.heatmapDock.setWindowTitle(self.tr("Outcome of every position"))
        self.movesDock.setWindowTitle(self.tr("Moves"))
        self.historyDock.setWindowTitle(self.tr("Move list"))
        self.board.retranslate()
        self.movesPanel.retranslate()
        self.moveList.retranslate()
        self.heatmap.retranslate()
        self._update_title()
        self._update_status()

    def _sync_undo_actions(self) -> None:
        stack = self.model.undoStack
        if not shiboken6.isValid(stack):  # a stack being destroyed still signals from its destructor
            return
        for name, can, what, bare, named in (
            ("undo", stack.canUndo(), stack.undoText(), self.tr("&Undo"), self.tr("&Undo %1")),
            ("redo", stack.canRedo(), stack.redoText(), self.tr("&Redo"), self.tr("&Redo %1")),
        ):
            action = self.actions[name]
            action.setEnabled(can)
            action.setText(named.replace("%1", what) if can and what else bare)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def _connect(self) -> None:
        m = self.model
        m.currentChanged.connect(self._on_current)
        m.tableChanged.connect(self._on_table)
        m.fileChanged.connect(self._update_title)
        # The modified mark says what closing would ask about (see GameModel.hasUnsavedWork).
        m.undoStack.indexChanged.connect(self._update_modified)
        m.undoStack.cleanChanged.connect(self._update_modified)
        m.fileChanged.connect(self._update_modified)
        self.board.moveRequested.connect(self._play)
        self.board.moveHovered.connect(self._preview)
        self.movesPanel.moveHovered.connect(self._preview)
        self.heatmap.cellClicked.connect(self._jump_to_cell)
        self.heatmap.cellHovered.connect(self._cell_hovered)
        self.autoplayer.finished.connect(self._show_note)
        self.movesPanel.speed.valueChanged.connect(self._autoplay_speed_changed)
        self.settings.changed.connect(self._setting_changed)

    # -- settings ----------------------------------------------------------------------------------
    def _apply_settings(self) -> None:
        for name in ("animationMs", "palette", "unreachable", "flipped"):
            self._setting_changed(name)

    def _setting_changed(self, name: str) -> None:
        value = self.settings.value(name)
        if name == "animationMs":
            self.board.setAnimationDuration(value)  # the board itself honours reduced motion
        elif name == "palette":
            self.board.setPaletteName(value)
            self.heatmap.setPaletteName(value)
            self.movesPanel.setPaletteName(value)
            self.moveList.model.setPaletteName(value)
            self.actions["colorblind"].setChecked(value == "colorblind")
        elif name == "unreachable":
            self.heatmap.setUnreachableMode(value)
            for mode in ("Show", "Dim", "Hide"):
                self.actions[f"unreachable{mode}"].setChecked(value == mode.lower())
        elif name == "flipped":
            self.board.setFlipped(value)
            self.actions["flip"].setChecked(value)
        elif name == "language":
            from quadace_gui.app import install_translation

            install_translation(QApplication.instance(), value)  # type: ignore[arg-type]

    def _autoplay_speed_changed(self) -> None:
        self.settings.setValue("autoplayMs", self.movesPanel.autoplayInterval())

    def _toggle_palette(self) -> None:
        current = self.settings.value("palette")
        self.settings.setValue("palette", "classic" if current == "colorblind" else "colorblind")

    def _restore_layout(self) -> None:
        geometry = self.settings.raw("geometry")
        state = self.settings.raw("windowState")
        if geometry is None or not self.restoreGeometry(geometry):
            # First start: 1440x900, or the whole screen when it is smaller (a projector at 1280x720).
            screen = self.screen().availableGeometry()
            width, height = min(1440, screen.width()), min(900, screen.height())
            self.resize(width, height)
            self.move(
                screen.x() + (screen.width() - width) // 2, screen.y() + (screen.height() - height) // 2
            )
            self.resizeDocks([self.heatmapDock], [width * 43 // 100], Qt.Orientation.Horizontal)
            self.resizeDocks([self.movesDock], [width * 28 // 100], Qt.Orientation.Horizontal)
        if state is not None:
            self.restoreState(state)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.autoplayer.stop()
        if not self.maybeSave():
            event.ignore()
            return
        self.board.finishAnimation()
        self.stopSolving()
        self.settings.setRaw("geometry", self.saveGeometry())
        self.settings.setRaw("windowState", self.saveState())
        self.settings.sync()
        event.accept()

    # -- model -> views ----------------------------------------------------------------------------
    def _on_table(self) -> None:
        self.heatmap.setTable(self.model.table)

    def _update_modified(self, *_args: object) -> None:
        if not shiboken6.isValid(self.model.undoStack):
            return  # the stack says it is empty as it is destroyed, after its Python side has gone
        self.setWindowModified(self.model.hasUnsavedWork())

    def _show_note(self, text: str) -> None:
        self.statusBar().showMessage(text, 10000)

    def _on_current(self, played: Move | None) -> None:
        position = self.model.position()
        self.board.setPosition(position, self.model.moveInfos(), played)
        self.heatmap.setSideToMove(position.to_move)
        self.heatmap.setCurrent(*self.model.cell(position))
        self.heatmap.setMoveTargets([self.model.cell(info.after) for info in self.model.moveInfos()])
        self.heatmap.setPath(self.model.pathCells())
        self.heatmap.setPreview(None)
        self._update_status()

    def _update_status(self) -> None:
        position = self.model.position()
        info = self.model.positionInfo()
        if position.is_over:
            text = self.tr("%1 — game over, %2 wins").replace("%2", side_name(position.winner))  # type: ignore[arg-type]
        else:
            text = self.tr("%1 — %2 to move: %3").replace("%2", side_name(position.to_move))
            text = text.replace("%3", outcome_text(info.value, info.distance))
        text = text.replace("%1", position.text)
        if not info.reachable:
            text += self.tr(" (not reachable from the start)")
        ply = (
            self.tr("ply %1 of %2").replace("%1", str(self.model.ply)).replace("%2", str(self.model.plyCount))
        )
        base = self.tr("base %1").replace("%1", str(self.model.rules.base))
        self.positionLabel.setText(f"{text}   ·   {ply}   ·   {base}")

    def _update_title(self, *_: object) -> None:
        path = self.model.path
        name = path.name if path is not None else self.tr("Untitled game")
        self.setWindowTitle(f"{name}[*] — QuadAce")

    # -- views -> model ----------------------------------------------------------------------------
    def _play(self, move: Move) -> None:
        try:
            self.model.playMove(move)
        except QuadAceError as exc:
            self.statusBar().showMessage(error_text(exc), 6000)

    def _play_best(self) -> None:
        if self.model.playBest() is None:
            self.statusBar().showMessage(self.tr("The game is over: there is no move to play."), 5000)

    def _preview(self, move: Move | None) -> None:
        self.board.setPreviewMove(move)
        if move is None:
            self.heatmap.setPreview(None)
            return
        info = next((i for i in self.model.moveInfos() if i.move == move), None)
        if info is not None:
            self.heatmap.setPreview(self.model.cell(info.after))
            self.statusBar().showMessage(
                self.tr("%1 → %2: %3")
                .replace("%1", move.text)
                .replace("%2", info.after.text)
                .replace("%3", outcome_text(info.value, info.distance))
            )

    def _jump_to_cell(self, mover: Pair, opponent: Pair) -> None:
        try:
            self.model.jumpToCell(mover, opponent)
        except QuadAceError as exc:
            self.statusBar().showMessage(error_text(exc), 6000)

    def _cell_hovered(self, cell: tuple[Pair, Pair] | None) -> None:
        if cell is None:
            self.statusBar().clearMessage()
        else:
            self.statusBar().showMessage(self.heatmap.describeCell(*cell))

    def flipBoard(self) -> None:
        self.settings.setValue("flipped", not self.settings.value("flipped"))

    # -- file handling -----------------------------------------------------------------------------
    def maybeSave(self) -> bool:
        """Ask before discarding unsaved changes. True means go ahead."""
        if not self.model.hasUnsavedWork():
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
        self.autoplayer.stop()  # not behind the dialogs
        if not self.maybeSave():
            return
        dialog = NewGameDialog(self.model.rules.base, self)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        self.withTable(dialog.rules(), lambda table: self.model.newGame(table))

    def setUpPosition(self) -> None:
        self.autoplayer.stop()
        dialog = SetUpPositionDialog(self.model.rules, self.model.position().text, self)
        if dialog.exec() != SetUpPositionDialog.DialogCode.Accepted:
            return
        position = dialog.position()
        if position is not None:
            self.withTable(position.rules, lambda table: self.model.setUpPosition(position, table))

    def withTable(self, rules: Rules, then: Callable[[SolvedTable], None]) -> None:
        """Call ``then`` with the solved table of ``rules``, solving it off the GUI thread if needed."""
        table = self.model.tableFor(rules)
        if table is not None:
            then(table)
            return
        try:
            rules.check_fits()
        except QuadAceError as exc:
            QMessageBox.warning(self, self.tr("Cannot solve this base"), error_text(exc))
            return
        self.stopSolving()
        job = SolveJob(rules, self, prepare=self.heatmap.prepareTable)
        self._solve_job = job
        progress = QProgressDialog(
            self.tr("Solving base %1…").replace("%1", str(rules.base)), self.tr("Cancel"), 0, 100, self
        )
        progress.setObjectName("solveProgress")
        progress.setWindowTitle(self.tr("Solving"))
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(300)
        progress.canceled.connect(job.cancel)
        job.progressed.connect(progress.setValue)
        # Every result is tied to its own job: a job that another solve replaced is ignored.
        job.solved.connect(partial(self._solved, job, then))
        job.failed.connect(partial(self._solve_failed, job))
        job.cancelled.connect(partial(self._solve_cancelled, job))
        job.finished.connect(partial(self._job_done, job, progress))
        job.start()

    def _solved(self, job: SolveJob, then: Callable[[SolvedTable], None], table: SolvedTable) -> None:
        if job is not self._solve_job or job.isCancelled():  # Cancel may be handled after the result
            return
        then(table)
        self.statusBar().showMessage(
            self.tr("Solved base %1 in %2 s.")
            .replace("%1", str(table.rules.base))
            .replace("%2", f"{table.seconds:.2f}"),
            6000,
        )

    def _solve_failed(self, job: SolveJob, text: str) -> None:
        if job is self._solve_job:
            QMessageBox.warning(self, self.tr("Cannot solve this base"), text)

    def _solve_cancelled(self, job: SolveJob) -> None:
        if job is self._solve_job:
            self.statusBar().showMessage(self.tr("Solving cancelled."), 5000)

    def _job_done(self, job: SolveJob, progress: QProgressDialog) -> None:
        progress.close()
        progress.deleteLater()
        job.deleteLater()
        if job is self._solve_job:
            self._solve_job = None

    def stopSolving(self) -> None:
        """Cancel a solve in progress and wait until its thread has ended (a QThread must never be
        destroyed while it runs)."""
        if self._solve_job is not None:
            self._solve_job.cancel()
            self._solve_job.wait()

    def isSolving(self) -> bool:
        return self._solve_job is not None

    def _game_filter(self) -> str:
        return self.tr("QuadAce game (*.quadace.json *.json);;All files (*)")

    def openGame(self) -> None:
        self.autoplayer.stop()
        if not self.maybeSave():
            return
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open game"), self._last_dir(), self._game_filter()
        )
        if path:
            self.loadFile(Path(path))

    def loadFile(self, path: Path) -> bool:
        """Open a saved game. A broken file shows a dialog and leaves the current game as it was."""
        try:
            record = GameRecord.load(path)
            if record.rules.base > MAX_APP_BASE:
                return self._cannot_open(
                    path,
                    self.tr("it is a game in base %1, and the app plays bases 2 to %2")
                    .replace("%1", str(record.rules.base))
                    .replace("%2", str(MAX_APP_BASE)),
                )
            record.rules.check_fits()
        except QuadAceError as exc:
            return self._cannot_open(path, error_text(exc))
        self.settings.addRecentFile(str(path))
        self.withTable(record.rules, lambda table: self.model.loadGame(record, path, table))
        return True

    def _cannot_open(self, path: Path, reason: str) -> bool:
        QMessageBox.critical(
            self,
            self.tr("Cannot open game"),
            self.tr("%1 could not be opened: %2").replace("%1", path.name).replace("%2", reason),
        )
        return False

    def saveGame(self) -> bool:
        if self.model.path is None:
            return self.saveGameAs()
        return self._write(self.model.path)

    def saveGameAs(self) -> bool:
        suggestion = str(Path(self._last_dir()) / "game.quadace.json")
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save game"), suggestion, self._game_filter())
        return bool(path) and self._write(Path(path))

    def _write(self, path: Path) -> bool:
        try:
            self.model.record.save(path)
        except OSError as exc:
            QMessageBox.critical(self, self.tr("Cannot save game"), f"{path}: {exc.strerror or exc}")
            return False
        self.model.markSaved(path)
        self.settings.addRecentFile(str(path))
        self.statusBar().showMessage(self.tr("Saved %1").replace("%1", str(path)), 5000)
        return True

    def _last_dir(self) -> str:
        recent = self.settings.recentFiles()
        return str(Path(recent[0]).parent) if recent else str(Path.home())

    def _fill_recent(self) -> None:
        self.recentMenu.clear()
        files = self.settings.recentFiles()
        for i, name in enumerate(files, 1):
            action = self.recentMenu.addAction(f"&{i} {Path(name).name}")
            action.setToolTip(name)
            action.triggered.connect(lambda _=False, n=name: self._open_recent(n))
        if not files:
            self.recentMenu.addAction(self.tr("(no recent games)")).setEnabled(False)

    def _open_recent(self, name: str) -> None:
        self.autoplayer.stop()
        if not self.maybeSave():
            return
        if not Path(name).exists():
            self.settings.removeRecentFile(name)
            QMessageBox.warning(
                self, self.tr("Cannot open game"), self.tr("%1 no longer exists.").replace("%1", name)
            )
            return
        self.loadFile(Path(name))

    def exportHeatmap(self, kind: str) -> None:
        name = f"quadace-base{self.model.rules.base}.{kind}"
        filters = {"png": self.tr("PNG image (*.png)"), "svg": self.tr("SVG image (*.svg)")}
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export heatmap"), str(Path(self._last_dir()) / name), filters[kind]
        )
        if not path:
            return
        try:
            with busy_cursor():  # a big base takes a second to draw at slide size, on this thread
                if kind == "png":
                    self.heatmap.exportPng(path, 1920)
                else:
                    self.heatmap.exportSvg(path)
        except OSError as exc:
            QMessageBox.critical(self, self.tr("Export failed"), f"{path}: {exc.strerror or exc}")
            return
        self.statusBar().showMessage(self.tr("Exported %1").replace("%1", path), 5000)

    # -- clipboard ---------------------------------------------------------------------------------
    def copyPosition(self) -> None:
        QGuiApplication.clipboard().setText(self.model.position().text)
        self.statusBar().showMessage(self.tr("Copied %1").replace("%1", self.model.position().text), 4000)

    def copyGame(self) -> None:
        QGuiApplication.clipboard().setText(self.model.record.dumps())
        self.statusBar().showMessage(self.tr("Copied the game as JSON"), 4000)

    def pastePosition(self) -> None:
        text = QGuiApplication.clipboard().text().strip()
        try:
            position = Position.parse(text, self.model.rules)
        except QuadAceError as exc:
            QMessageBox.warning(
                self,
                self.tr("Cannot paste position"),
                self.tr("The clipboard does not hold a position: %1").replace("%1", error_text(exc)),
            )
            return
        self.model.jumpTo(position)

    # -- help --------------------------------------------------------------------------------------
    def showPreferences(self) -> None:
        dialog = PreferencesDialog(self.settings, self)
        if dialog.exec() == PreferencesDialog.DialogCode.Accepted:
            dialog.apply()

    def showRules(self) -> None:
        TextDialog(self.tr("Rules of the game"), self.rulesHtml(), self).exec()

    def showShortcuts(self) -> None:
        TextDialog(self.tr("Keyboard shortcuts"), self.shortcutsHtml(), self).exec()

    def showAbout(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About QuadAce"),
            self.tr(
                "<h3>QuadAce %1</h3><p>Solves and teaches the finger game 一加一碰手 exactly, "
                "by backward induction (retrograde analysis) over every position.</p>"
                "<p>Built with Python, NumPy, Qt (PySide6) and pyqtgraph.</p>"
            ).replace("%1", __version__),
        )

    def rulesHtml(self) -> str:
        """The rules, with the base of the game being played (the standard game is base 10)."""
        text = self.tr(
            "<h2>QuadAce (一加一碰手)</h2>"
            "<p>Two players, A (甲) and B (乙), each hold up two hands. Every hand starts at 1. "
            "A moves first.</p>"
            "<ul><li>On your turn, pick one of <b>your</b> live hands and one of your <b>opponent's</b> "
            "live hands. Your hand becomes (yours + theirs) mod %1; theirs does not change.</li>"
            "<li>A hand that reaches 0 is retired and can never be picked again.</li>"
            "<li>The first player to retire <b>both</b> hands <b>wins</b>.</li></ul>"
            "<h3>Reading the app</h3>"
            "<p>A move is written <i>own+opponent</i>: 1+6 turns your 1 into a 7. A position is written "
            "A's hands / B's hands : side to move, e.g. 1,1/3,6:A.</p>"
            "<p>Every position is a <b>win</b>, <b>loss</b> or <b>draw</b> for the side to move under "
            "perfect play. The <b>distance</b> is the number of plies (single moves) to the end when the "
            "winner hurries and the loser holds out. Finished positions are losses at distance 0; working "
            "backwards from them (backward induction, 逆向归纳法) gives the value of every position.</p>"
            "<p>The standard start (1 1 vs 1 1) is a <b>draw</b>: with best play nobody ever wins.</p>"
            "<p>Variants change the base: with base b, hands count modulo b. "
            "The examples above are in the standard base 10; the game on the board is in base %1.</p>"
        )
        return text.replace("%1", str(self.model.rules.base))

    def shortcutsHtml(self) -> str:
        rows = []
        for name in (
            "best",
            "autoplay",
            "back",
            "forward",
            "first",
            "last",
            "flip",
            "undo",
            "redo",
            "copyPosition",
            "pastePosition",
            "new",
            "setup",
            "open",
            "save",
            "fit",
            "shortcuts",
        ):
            action = self.actions[name]
            keys = ", ".join(s.toString(QKeySequence.SequenceFormat.NativeText) for s in action.shortcuts())
            rows.append(f"<tr><td><b>{keys}</b></td><td>{_without_accelerator(action.text())}</td></tr>")
        intro = self.tr(
            "<p>On the board, click one of your hands and then one of your opponent's hands to play. "
            "Escape cancels a choice.</p>"
        )
        return (
            f"<h2>{self.tr('Keyboard shortcuts')}</h2>{intro}<table cellpadding='4'>{''.join(rows)}</table>"
        )


def _without_accelerator(text: str) -> str:
    """'&Undo' -> 'Undo', '撤销(&U)' -> '撤销'."""
    return re.sub(r"\(&\w\)|&", "", text)
