"""Autoplay of the optimal line: best moves one after another on a timer, undoable one by one."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from quadace_gui.texts import side_name

from .game_model import GameModel
from .settings import AUTOPLAY_MS


class AutoPlayer(QObject):
    """Plays the best move every ``interval`` ms until the game ends or a position repeats.

    Anything else that changes the game or the current ply (a move, undo, redo, navigation, opening a
    game, a new base) stops it, so it never plays over what the user just did.
    """

    runningChanged = Signal(bool)
    # Why autoplay stopped by itself, as a sentence for the status bar.
    finished = Signal(str)

    def __init__(self, game: GameModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.timer = QTimer(self)
        self.timer.setInterval(AUTOPLAY_MS.default)
        self.timer.timeout.connect(self.step)
        self._stepping = False
        game.undoStack.indexChanged.connect(self._interrupted)
        game.currentChanged.connect(self._interrupted)
        game.tableChanged.connect(self._interrupted)

    @property
    def running(self) -> bool:
        return self.timer.isActive()

    def setInterval(self, ms: int) -> None:
        # Qt's timers take a 32-bit count of ms: a larger one would raise OverflowError.
        self.timer.setInterval(max(0, min(int(ms), 2**31 - 1)))

    def start(self) -> None:
        if self.running:
            return
        reason = self._stop_reason()
        if reason is None:
            self.timer.start()
            self.runningChanged.emit(True)
            self.step()
        else:
            self.runningChanged.emit(False)  # a toggle button that asked to start goes back up
            self.finished.emit(reason)

    def stop(self) -> None:
        if self.running:
            self.timer.stop()
            self.runningChanged.emit(False)

    def toggle(self) -> None:
        if self.running:
            self.stop()
        else:
            self.start()

    def step(self) -> bool:
        """Play one optimal move; returns False (and stops) when the line has ended."""
        reason = self._stop_reason()
        if reason is None:
            self._stepping = True
            try:
                self.game.playBest()
            finally:
                self._stepping = False
            reason = self._stop_reason()
        if reason is not None:
            self.stop()
            self.finished.emit(reason)
            return False
        return True

    def _interrupted(self, *_: object) -> None:
        if not self._stepping:
            self.stop()

    def _stop_reason(self) -> str | None:
        position = self.game.position()
        if position.is_over:
            winner = side_name(position.winner) if position.winner is not None else ""
            return self.tr("The line has ended: %1 has won.").replace("%1", winner)
        first = self.game.earlierPly()
        if first is not None:
            return (
                self.tr("Draw: position %1 repeats; the cycle starts at ply %2 and has %3 plies.")
                .replace("%1", position.text)
                .replace("%2", str(first))
                .replace("%3", str(self.game.ply - first))
            )
        return None
