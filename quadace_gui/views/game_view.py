"""What the main window's actions need of the game it shows: :class:`GameView`, the one dispatch point.

The main window shows one game at a time: QuadAce (the hands board with the panels in docks,
:class:`QuadAceView`) or a take-away game (the take-away page,
:class:`~quadace_gui.views.takeaway_page.TakeAwayPage`). Its actions (Undo, Best Move, Players, Save,
the answers switch, Rules of the Game, ...) call the shown game's :class:`GameView`; an action the game
does not offer (:meth:`GameView.offers`) is disabled while it is shown.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QMessageBox

from quadace_gui.core.errors import QuadAceError
from quadace_gui.core.position import Position
from quadace_gui.models.answers import Answers
from quadace_gui.models.autoplay_game import AutoplayGame
from quadace_gui.texts import error_text, outcome_text, rules_name, rules_short_name, side_name

from .dialogs import SetUpPositionDialog, rules_html, show_message

if TYPE_CHECKING:
    from .main_window import MainWindow


class GameView(Protocol):
    """One game as the main window's actions see it."""

    answers: Answers

    def key(self) -> str:
        """The game's registry key (``quadace``, ``nim``, ``bash``, ...)."""
        ...

    def title(self) -> str:
        """The window title while the game is shown (with the ``[*]`` modified mark)."""
        ...

    def statusText(self) -> str:
        """The status bar's position line."""
        ...

    def statusToolTip(self) -> str:
        """The position line's tooltip ("" for none)."""
        ...

    def undoStack(self) -> QUndoStack: ...

    def path(self) -> Path | None:
        """The file the game belongs to (None: not saved yet)."""
        ...

    def hasUnsavedWork(self) -> bool: ...

    def canPlay(self) -> bool:
        """Whether there is a move to play (Best Move is enabled)."""
        ...

    def offers(self, action: str) -> bool:
        """Whether the window's action named ``action`` (see ``views.actions.ACTIONS``) means something."""
        ...

    def rulesHtml(self) -> str: ...

    def presentationChanged(self, on: bool) -> None:
        """Presentation mode was entered (``on``) or left: fit the game's widgets to it."""
        ...

    def playBest(self) -> None: ...

    def players(self) -> None:
        """Game > Players (Ctrl+M)."""
        ...

    def autoplayGame(self) -> AutoplayGame:
        """The model whose optimal line Game > Play the Optimal Line (P) plays."""
        ...

    def plies(self) -> tuple[int, int]:
        """The ply shown and the number of moves of the line (Go to Start ... Go to End)."""
        ...

    def whyNot(self, action: str) -> str:
        """Why the window's action or panel toggle named ``action`` is not offered, for its status tip
        ("" when it is offered)."""
        ...

    def fitMap(self) -> None:
        """View > Fit Heatmap (Ctrl+0): the whole map in view again."""
        ...

    def exportName(self) -> str:
        """The suggested file name of an exported map, without its extension."""
        ...

    def exportMap(self, path: str, kind: str) -> None:
        """File > Export: the map as ``kind`` ("png" or "svg") to ``path`` (OSError on failure)."""
        ...

    def positionText(self) -> str:
        """Edit > Copy Position: the current position in the game's notation."""
        ...

    def gameText(self) -> str:
        """Edit > Copy Game: the game as its file holds it (JSON)."""
        ...

    def pastePosition(self, text: str) -> None:
        """Edit > Paste Position: go to the position written ``text`` (a bad one: a dialog, no change)."""
        ...

    def stopComputer(self) -> None:
        """The computer players stop (the optimal line plays both sides)."""
        ...

    def undo(self) -> None: ...

    def redo(self) -> None: ...

    def goFirst(self) -> None: ...

    def goBack(self) -> None: ...

    def goForward(self) -> None: ...

    def goLast(self) -> None: ...

    def setUpPosition(self) -> None: ...

    def saveTo(self, path: Path) -> bool:
        """Save the game to ``path`` (a failure shows a dialog and returns False)."""
        ...


# The QuadAce game's texts are in the main window's translation context (where they always were);
# lupdate reads translate("MainWindow", "...") literally.
translate = QCoreApplication.translate


class QuadAceView:
    """The QuadAce game of ``window``: its model, match, session and answers."""

    def __init__(self, window: MainWindow) -> None:
        self._w = window
        self.answers = window.answers

    def key(self) -> str:
        return "quadace"

    def title(self) -> str:
        model = self._w.model
        name = model.path.name if model.path is not None else translate("MainWindow", "Untitled game")
        rules = model.rules
        played = "" if rules.is_standard else f" ({rules_name(rules)})"
        return f"{name}[*] — QuadAce{played}"

    def statusText(self) -> str:
        model = self._w.model
        position = model.position()
        info = model.positionInfo()
        if position.is_over:
            winner = position.winner
            assert winner is not None
            text = translate("MainWindow", "%1 — game over, %2 wins").replace("%2", side_name(winner))
        elif self.answers.hidden():
            text = translate("MainWindow", "%1 — %2 to move").replace("%2", side_name(position.to_move))
        else:
            text = translate("MainWindow", "%1 — %2 to move: %3").replace("%2", side_name(position.to_move))
            text = text.replace("%3", outcome_text(info.value, info.distance))
        text = text.replace("%1", position.text)
        if not info.reachable:
            text += translate("MainWindow", " (not reachable from the start)")
        ply = (
            translate("MainWindow", "ply %1 of %2")
            .replace("%1", str(model.ply))
            .replace("%2", str(model.plyCount))
        )
        rules = model.rules
        base = (
            translate("MainWindow", "base %1").replace("%1", str(rules.base))
            if rules.is_standard
            else rules_short_name(rules)  # the whole rule set: statusToolTip
        )
        return f"{text}   ·   {ply}   ·   {base}"

    def statusToolTip(self) -> str:
        """The status line's tooltip: the whole rule set where the line names only its preset (as the
        window's title does; none for the standard game)."""
        rules = self._w.model.rules
        return "" if rules.is_standard else rules_name(rules)

    def undoStack(self) -> QUndoStack:
        return self._w.model.undoStack

    def path(self) -> Path | None:
        return self._w.model.path

    def hasUnsavedWork(self) -> bool:
        return self._w.model.hasUnsavedWork()

    def canPlay(self) -> bool:
        return not self._w.model.position().is_over

    def offers(self, action: str) -> bool:
        return True

    def rulesHtml(self) -> str:
        return rules_html(self._w.model.rules)

    def presentationChanged(self, on: bool) -> None:
        pass  # the presentation arranges the docks itself

    def playBest(self) -> None:
        w = self._w
        if w.matchUi.refusesMove():
            return
        if w.answersView.hidden():
            w.statusBar().showMessage(w.answersView.askToReveal(), 6000)
        elif w.model.playBest() is None:
            w.statusBar().showMessage(
                translate("MainWindow", "The game is over: there is no move to play."), 5000
            )

    def players(self) -> None:
        self._w.matchUi.showPlayers()

    def autoplayGame(self) -> AutoplayGame:
        return self._w.model

    def plies(self) -> tuple[int, int]:
        return self._w.model.currentPly(), self._w.model.lastPly()

    def whyNot(self, action: str) -> str:
        return ""

    def fitMap(self) -> None:
        self._w.heatmap.fitView()

    def exportName(self) -> str:
        return f"quadace-base{self._w.model.rules.base}"

    def exportMap(self, path: str, kind: str) -> None:
        heatmap = self._w.heatmap
        if kind == "png":
            heatmap.exportPng(path, 1920)
        else:
            heatmap.exportSvg(path)

    def positionText(self) -> str:
        return self._w.model.position().text

    def gameText(self) -> str:
        return self._w.model.record.dumps()

    def pastePosition(self, text: str) -> None:
        w = self._w
        try:
            position = Position.parse(text, w.model.rules)
        except QuadAceError as exc:
            show_message(
                w,
                QMessageBox.Icon.Warning,
                translate("MainWindow", "Cannot paste position"),
                translate("MainWindow", "The clipboard does not hold a position: %1").replace(
                    "%1", error_text(exc)
                ),
            )
            return
        w.model.jumpTo(position)

    def stopComputer(self) -> None:
        self._w.match.stop()

    def undo(self) -> None:
        self._w.match.undo()  # in a match: back to the person's previous turn

    def redo(self) -> None:
        self._w.match.redo()

    def goFirst(self) -> None:
        self._w.model.first()

    def goBack(self) -> None:
        self._w.model.back()

    def goForward(self) -> None:
        self._w.model.forward()

    def goLast(self) -> None:
        self._w.model.last()

    def setUpPosition(self) -> None:
        w = self._w
        w.autoplayer.stop()
        dialog = SetUpPositionDialog(w.model.rules, w.model.position().text, w)
        if dialog.exec() != SetUpPositionDialog.DialogCode.Accepted:
            return
        position = dialog.position()
        if position is not None:
            w.withTable(position.rules, lambda table: w.model.setUpPosition(position, table))

    def saveTo(self, path: Path) -> bool:
        return self._w.session.saveTo(path)
