"""Autoplay of the optimal line: best moves one after another on a timer, undoable one by one.

One :class:`AutoPlayer` serves every game: it plays over the :class:`~.autoplay_game.AutoplayGame`
protocol (QuadAce's :class:`~.game_model.GameModel` and a take-away game's
:class:`~.takeaway_model.TakeAwayModel`), and the main window points it at the game shown
(:meth:`AutoPlayer.setGame`)."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from quadace_gui.texts import side_name

from .autoplay_game import AutoplayGame
from .settings import AUTOPLAY_MS


class AutoPlayer(QObject):
    """Plays the best move every ``interval`` ms until the game ends or a position repeats.

    Anything else that changes the game or the current ply (a move, undo, redo, navigation, opening a
    game, a new base) stops it, so it never plays over what the user just did.
    """

    runningChanged = Signal(bool)
    # Why autoplay stopped by itself, as a sentence for the status bar.
    finished = Signal(str)

    def __init__(self, game: AutoplayGame, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.timer = QTimer(self)
        self.timer.setInterval(AUTOPLAY_MS.default)
        self.timer.timeout.connect(self.step)
        self._stepping = False
        self.game = game
        self._listen(game, True)

    def setGame(self, game: AutoplayGame) -> None:
        """Play the optimal line of ``game`` from now on (the window shows another game): a line
        being played stops."""
        if game is self.game:
            return
        self.stop()
        self._listen(self.game, False)
        self.game = game
        self._listen(game, True)

    def _listen(self, game: AutoplayGame, on: bool) -> None:
        """Anything that changes ``game`` or its current ply, but this player's own moves, stops it."""
        for signal in (game.undoStack.indexChanged, game.currentChanged, game.historyChanged):
            if on:
                signal.connect(self._interrupted)
            else:
                signal.disconnect(self._interrupted)

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
        game = self.game
        if game.matchOver():
            winner = game.matchWinner()
            return self.tr("The line has ended: %1 has won.").replace(
                "%1", side_name(winner) if winner is not None else ""
            )
        ply = game.currentPly()
        here = game.matchPosition(ply)
        first = next((p for p in range(ply) if game.matchPosition(p) == here), None)
        if first is not None:
            return (
                self.tr("Draw: the position of ply %1 repeats at ply %2; the cycle has %3 plies.")
                .replace("%1", str(first))
                .replace("%2", str(ply))
                .replace("%3", str(ply - first))
            )
        return None
