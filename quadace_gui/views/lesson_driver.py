"""The lesson driver: sets up the window for each lesson step, and gives the free game back on leaving.

A QuadAce step replaces the window's game with the step's rules and position (one undo step) and plays
the step's moves one by one, each animated on the board; then it shows or hides the map, sets the
induction level, picks the finding and the panel, and switches the answers as the step says; a step
that names its ``players`` chooses them (Game > Players…) and starts a match once its line is played.
A take-away step goes through :func:`drive_takeaway`, the one place that knows the take-away page: the
window switches to that page, and back to QuadAce for a QuadAce step. Leaving the lesson puts back the
game shown, its file name, the answers switch and the players as they were when the lesson began; the
lesson keeps its place for Resume.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

from quadace_gui.core.lessons import Step, table_for, takeaway_move
from quadace_gui.core.position import Move
from quadace_gui.models.game_commands import ReplaceGameCommand
from quadace_gui.models.game_model import GameModel, GameState
from quadace_gui.models.lesson_player import LessonPlayer
from quadace_gui.models.match import MatchSetup

from .panels.findings import FindingsPanel
from .presentation import Presentation

#: The window's panels by the name a lesson gives them.
PANEL_DOCKS = {
    "moves": "movesDock",
    "induction": "inductionDock",
    "findings": "findingsDock",
    "history": "historyDock",
    "why": "whyDock",
    "quiz": "quizDock",
}
#: The pause after each animated move of a step's line, on top of the animation (ms).
MOVE_PAUSE_MS = 250


def drive_takeaway(window: Any, step: Step, hidden: bool | None) -> Any:
    """Show ``step``'s take-away game on the main window's take-away page at the step's position (its
    moves played), answers hidden or shown as the step says. Returns the take-away page."""
    assert step.takeaway is not None and step.heaps is not None
    takeaway = window.openTakeAway(step.takeaway)
    takeaway.model.jumpTo(step.heaps)
    heaps = step.heaps
    for text in step.moves:
        found = takeaway_move(step.takeaway, heaps, text)
        if found is not None:
            takeaway.model.play(found[0])
            heaps = found[1]
    if hidden is not None:
        takeaway.answers.setSwitchedOff(hidden)
    if step.show.map is not None:
        takeaway.heatmap.setVisible(step.show.map)
    return takeaway


class LessonDriver(QObject):
    """Applies the steps of ``player`` to ``window`` (the main window: its model, docks, panels).
    ``presentation``: the window's View > Presentation action (entering or leaving the mode hides
    panels: the step's view is put back)."""

    def __init__(
        self, window: QMainWindow, player: LessonPlayer, presentation: QAction | None = None
    ) -> None:
        super().__init__(window)
        self.setObjectName("lessonDriver")
        self._window: Any = window
        self.player = player
        self._free: tuple[GameState, Path | None, bool] | None = None
        self._began_on_quadace: bool | None = None  # the game shown when the lesson began
        self._line: list[Move] = []
        self._players: MatchSetup | None = None  # the players before a step chose some
        self._match = False  # a match starts once the step's line is played
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play_next)
        player.stepEntered.connect(self.apply)
        player.left.connect(self.restoreFreePlay)
        if presentation is not None:
            presentation.toggled.connect(lambda _on: QTimer.singleShot(0, self, self.keepView))

    @property
    def model(self) -> GameModel:
        model = self._window.model
        assert isinstance(model, GameModel)
        return model

    def isPlayingLine(self) -> bool:
        """Whether a step's moves are still being played."""
        return bool(self._line) or self._timer.isActive()

    def apply(self, step: Step) -> None:
        w = self._window
        w.autoplayer.stop()
        w.match.stop()
        self._line = []
        self._match = False
        self._timer.stop()
        hidden = None if step.show.answers is None else not step.show.answers
        if self._began_on_quadace is None:
            self._began_on_quadace = w.game is w.quadace
        if step.is_takeaway:
            takeaway = drive_takeaway(w, step, hidden)
            takeaway.setLessonPlayer(self.player)  # its bar and keys step the lesson too
            return
        if self._free is None:  # the free game, given back on leaving
            self._free = (self.model.state(), self.model.path, w.answers.switchedOff())
        assert step.position is not None and step.rules is not None
        w.showQuadAce()
        self.model.setUpPosition(step.position, table_for(step.rules))
        if hidden is not None:
            w.answers.setSwitchedOff(hidden)
        self._show(step)
        self._match = step.players is not None
        if step.players is not None:
            if self._players is None:
                self._players = w.match.setup()
            w.match.setSetup(MatchSetup.parse(" ".join(step.players)))
        self._line = [Move.parse(m) for m in step.moves]
        if self._line:
            self._timer.start(MOVE_PAUSE_MS)
        else:
            self._start_match()

    def _play_next(self) -> None:
        if not self._line:
            return
        self.model.playMove(self._line.pop(0))
        if self._line:
            self._timer.start(int(self._window.settings.value("animationMs")) + MOVE_PAUSE_MS)
        else:
            self._start_match()

    def _start_match(self) -> None:
        """The step's players take over from where its line ends."""
        if self._match:
            self._match = False
            self._window.match.start()

    def finishLine(self) -> None:
        """Play what is left of the step's line at once (tests, and a teacher in a hurry)."""
        self._timer.stop()
        while self._line:
            self.model.playMove(self._line.pop(0))
        self._start_match()

    def _show(self, step: Step) -> None:
        w, show = self._window, step.show
        docks = w.docks
        if show.map is not None:
            docks["heatmapDock"].setVisible(show.map)
        induction = w.panels.get("inductionDock")
        if induction is not None:
            if show.level is not None:
                induction.jumpTo(show.level)
            elif induction.step() is not None:
                induction.leave()
        name = PANEL_DOCKS.get(show.panel)
        if name is not None and name in docks:
            docks[name].show()
            docks[name].raise_()
        elif "lessonDock" in docks and docks["lessonDock"].isVisible():
            docks["lessonDock"].raise_()
        if show.finding:
            select_finding(w.panels.get("findingsDock"), show.finding)

    def keepView(self) -> None:
        """Put back the step's induction level (a hidden induction panel goes back to the map: the
        presentation layout hides it)."""
        step = self.player.step() if self.player.active else None
        if step is None or step.is_takeaway or step.show.level is None:
            return
        induction = self._window.panels.get("inductionDock")
        if induction is not None and induction.step() != step.show.level:
            induction.jumpTo(step.show.level)

    def restoreFreePlay(self) -> None:
        """The game, file name, answers switch and players from before the lesson (one undo step)."""
        self._line = []
        self._match = False
        self._timer.stop()
        self._window.match.stop()
        if self._players is not None:
            self._window.match.setSetup(self._players)
            self._players = None
        induction = self._window.panels.get("inductionDock")
        if induction is not None and induction.step() is not None:
            induction.leave()
        page = self._window.madePage()
        if page is not None:
            page.heatmap.show()  # a step may have hidden the map
        if self._began_on_quadace:
            self._window.showQuadAce()
        self._began_on_quadace = None
        if self._free is None:
            return
        state, path, hidden = self._free
        self._free = None
        command = ReplaceGameCommand(
            self.model, state, QCoreApplication.translate("LessonDriver", "Back to free play")
        )
        if path != self.model.path:  # the steps keep the file name: only then is there one to give back
            command.setPath(path)
        self.model.undoStack.push(command)
        self._window.answers.setSwitchedOff(hidden)


def select_finding(panel: QWidget | None, name: str) -> bool:
    """Pick the finding ``name`` in the findings panel (its marks show where the panel shows them)."""
    return isinstance(panel, FindingsPanel) and panel.selectFinding(name)


def fill_lessons_menu(menu: QMenu, panel: Any, window: Any) -> None:
    """The built-in lessons at the top of the Lessons menu, one action each (titles in the language)."""
    from quadace_gui.core.lessons import localized

    from .panels.lesson import lesson_language

    def fill() -> None:
        for action in menu.actions():
            if action.property("builtinLesson") is not None:
                menu.removeAction(action)
        first = menu.actions()[0] if menu.actions() else None
        language = lesson_language(panel.ctx)
        for lesson in panel.builtinLessons():
            action = menu.addAction(localized(lesson.title, language))
            action.setProperty("builtinLesson", lesson.name)
            action.triggered.connect(lambda _=False, chosen=lesson: window.openLesson(chosen))
            if first is not None:
                menu.removeAction(action)
                menu.insertAction(first, action)
        if first is not None and menu.property("separated") is None:
            menu.insertSeparator(first)
            menu.setProperty("separated", True)

    menu.aboutToShow.connect(fill)
    fill()


class LessonCommands:
    """The Lessons menu's slots, mixed into the main window (which has the attributes used here)."""

    lessonDriver: LessonDriver
    presentation: Presentation

    def lessonPanel(self) -> Any:
        return self.panels["lessonDock"]  # type: ignore[attr-defined]

    def lessonPlayer(self) -> LessonPlayer:
        return self.lessonDriver.player

    def openLesson(self, lesson: Any) -> None:
        """Start ``lesson`` (a built-in one from the menu), its panel in view."""
        self.showLessonPanel()
        self.lessonPlayer().open(lesson)

    def showLessonPanel(self) -> None:
        if self.presentation.isActive():
            return  # the strip is the lesson's place there; the layout stays the presentation's
        dock = self.docks["lessonDock"]  # type: ignore[attr-defined]
        dock.show()
        dock.raise_()

    def openLessonFile(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(
            self,  # type: ignore[arg-type]
            QCoreApplication.translate("MainWindow", "Open lesson"),
            str(self.session.lastFolder()),  # type: ignore[attr-defined]
            QCoreApplication.translate("MainWindow", "Lessons (*.toml *.json);;All files (*)"),
        )
        if path:
            self.openLessonPath(Path(path))

    def openLessonPath(self, path: Path) -> bool:
        """Open a lesson file; a broken one shows its one-line problem and changes nothing."""
        from PySide6.QtWidgets import QMessageBox

        from .dialogs import show_message
        from .panels.lesson import open_lesson_file

        problem = open_lesson_file(self.lessonPlayer(), path)
        if problem is not None:
            show_message(self, QMessageBox.Icon.Warning, "QuadAce", problem)  # type: ignore[arg-type]
            return False
        self.showLessonPanel()
        return True

    def nextLessonStep(self) -> None:
        """PageDown: the lesson's next step while a lesson is on (out of it, Resume goes back in)."""
        if self.lessonPlayer().active:
            self.lessonPlayer().next()

    def previousLessonStep(self) -> None:
        if self.lessonPlayer().active:
            self.lessonPlayer().back()

    def leaveLesson(self) -> None:
        self.lessonPlayer().leave()

    def resumeLesson(self) -> None:
        self.showLessonPanel()
        self.lessonPlayer().resume()

    def lessonKeys(self) -> bool:
        """Whether Right and Left step the lesson (presentation mode with a lesson on) instead of the
        game's plies: a presenter's clicker sends them."""
        return self.presentation.isActive() and self.lessonPlayer().active


def install_lessons(window: Any) -> LessonDriver:
    """The lesson driver, the Lessons menu's lesson list and the presentation strip's lesson bar."""
    panel = window.panels["lessonDock"]
    if window.settings.windowState() is None:  # first start: the panel waits for a lesson to be opened
        window.docks["lessonDock"].hide()
    driver = LessonDriver(window, panel.player, window.actionMap["presentation"])
    window.lessonDriver = driver
    window.lessonStrip.setLessonPlayer(panel.player)
    fill_lessons_menu(window.actionSet.menus["lessons"], panel, window)
    return driver


def is_lesson_file(path: Path) -> bool:
    """A ``.toml`` file, or a ``.json`` one with lesson steps (not a saved game)."""
    if path.suffix.lower() == ".toml":
        return True
    if path.suffix.lower() != ".json":
        return False
    try:
        import json

        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return isinstance(data, dict) and "steps" in data and "moves" not in data
