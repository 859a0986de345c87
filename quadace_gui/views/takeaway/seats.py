"""Who plays each side of a take-away game: a person, or one of the computer players of
:mod:`quadace_gui.core.players` (perfect, simple, random, ...).

:class:`Seats` owns the turn order. After a move is played (by a person or a computer), after a new
game and after a seat changes, it looks at the side to move: a computer there moves after a pause (the
move animation plus a beat, so the class sees each move), on a single-shot QTimer; a person is never
interrupted. Undo, redo and moving through the line do not wake a computer (otherwise undoing its
move would make it play again at once); the next move played, or choosing the seat again, does.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QObject, QTimer, Signal

from quadace_gui.core.games.protocol import GameGraph
from quadace_gui.core.games.takeaway import TakeAwayGame
from quadace_gui.core.players import PLAYERS, GameView, Player, make_player
from quadace_gui.models.takeaway_model import TakeAwayModel

PERSON = "person"
#: The pause after a move's animation before a computer answers it (ms).
THINK_MS = 350


class Seats(QObject):
    """The players of sides A and B, and the timer that lets a computer move."""

    seatsChanged = Signal()
    computerMoved = Signal(str)  # the text of the move a computer played

    def __init__(self, model: TakeAwayModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self._kinds = {"A": PERSON, "B": PERSON}
        self._players: dict[str, Player] = {}
        self._views: dict[TakeAwayGame, GameView] = {}
        self._delay = 450 + THINK_MS
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._computer_moves)
        model.gameChanged.connect(self.wake)

    @staticmethod
    def kinds() -> list[str]:
        """The seat kinds in menu order: a person, then the computer players' keys."""
        return [PERSON, *PLAYERS]

    def kind(self, side: str) -> str:
        return self._kinds[side]

    def setKind(self, side: str, kind: str) -> None:
        if kind != PERSON and kind not in PLAYERS:
            raise ValueError(f"unknown player {kind!r}")
        self._kinds[side] = kind
        seed = 1 if side == "A" else 2
        if kind == PERSON:
            self._players.pop(side, None)
        else:
            self._players[side] = make_player(kind, seed=seed, skill=0.7)
        self.seatsChanged.emit()
        self.wake()

    def setAnimationMs(self, ms: int) -> None:
        self._delay = max(0, ms) + (THINK_MS if ms > 0 else 0)

    def personToMove(self) -> bool:
        """Whether the side to move is played by a person (the board takes clicks then)."""
        return self._kinds[self.model.sideToMove()] == PERSON

    def isThinking(self) -> bool:
        return self._timer.isActive()

    def stop(self) -> None:
        self._timer.stop()

    def wake(self) -> None:
        """A move was just played (or the game or a seat changed): let a computer to move answer."""
        self._timer.stop()
        model = self.model
        if model.position().is_over or model.ply() != model.plyCount() or self.personToMove():
            return
        self._timer.start(self._delay)

    def _view(self) -> GameView:
        game = self.model.game()
        view = self._views.get(game)
        if view is None:
            table = self.model.table()
            graph = cast(GameGraph, game.graph())  # int32 successor counts: wider than the protocol says
            self._views = {game: GameView(graph, table.value, table.distance)}
            view = self._views[game]
        return view

    def _computer_moves(self) -> None:
        model = self.model
        side = model.sideToMove()
        player = self._players.get(side)
        if player is None or model.position().is_over or model.ply() != model.plyCount():
            return
        game = model.game()
        choice = player.choose(self._view(), game.slot(model.heaps()))
        after = game.heaps(choice.after)
        info = next(i for i in model.moveInfos() if i.after == after)
        model.play(info.move)
        self.computerMoved.emit(info.move.text())
        self.wake()
