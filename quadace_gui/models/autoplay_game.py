"""What the optimal line (Game > Play the Optimal Line, P) asks of a game's model, the same for every game.

:class:`~.autoplay.AutoPlayer` plays the best move of any game on a timer over this protocol:
:class:`~.game_model.GameModel` (QuadAce) and :class:`~.takeaway_model.TakeAwayModel` (Nim, 抢30,
Wythoff, the subtraction game) both satisfy :class:`AutoplayGame` with methods they have for the
computer players (:class:`~.match_game.MatchGame`) and Best Move, so the one player works for every game.
It asks whether the line has ended (who won) and compares positions for a repetition; the models judge.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import SignalInstance
from PySide6.QtGui import QUndoStack

from quadace_gui.core.position import Side

if TYPE_CHECKING:
    from .game_model import GameModel
    from .takeaway_model import TakeAwayModel


class AutoplayGame(Protocol):
    """A game model as the optimal line sees it."""

    undoStack: QUndoStack

    @property
    def currentChanged(self) -> SignalInstance:
        """The current position changed (also the last signal of every edit and new game)."""

    @property
    def historyChanged(self) -> SignalInstance:
        """The moves of the line changed (a move, an undo, another line, a new game or table)."""

    def currentPly(self) -> int:
        """The ply shown (0: the start of the line)."""

    def matchOver(self) -> bool:
        """Whether the current position is finished."""

    def matchWinner(self) -> Side | None:
        """Who won, when the current position is finished (None: a draw, or not finished)."""

    def matchPosition(self, ply: int) -> Hashable:
        """The position at ``ply`` of the line, compared for repetitions."""

    def playBest(self) -> object:
        """Play the best move of the current position (an ordinary undoable move); None: there is none."""


if TYPE_CHECKING:  # mypy checks here that both models play the optimal line

    def _both_models_autoplay(quadace: GameModel, takeaway: TakeAwayModel) -> list[AutoplayGame]:
        return [quadace, takeaway]
