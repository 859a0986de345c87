"""What the one controller of computer players asks of a game's model, the same for every game.

:class:`~.match.MatchController` drives the computer players of QuadAce (the main window's match,
Game > Players…) and of every take-away game (the seats A and B of the take-away page) over this
protocol: :class:`~.game_model.GameModel` and :class:`~.takeaway_model.TakeAwayModel` both satisfy
:class:`MatchGame` (their ``match*`` methods), so the timer, the turn logic and the scorecard are
written once. The models answer in their own notation and with their own verdicts; the controller
never looks at a game fact itself (it asks whose turn it is, whether the game is over, who won, what
the computer's player chooses and how each move is judged).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import SignalInstance
from PySide6.QtGui import QUndoStack

from quadace_gui.core.games.takeaway import MoveVerdict
from quadace_gui.core.players import GameView, Player
from quadace_gui.core.position import Side
from quadace_gui.core.verdict import Verdict

if TYPE_CHECKING:
    from .game_model import GameModel
    from .takeaway_model import TakeAwayModel


class MatchGame(Protocol):
    """A game model as the computer players and the scorecard see it."""

    undoStack: QUndoStack

    @property
    def currentChanged(self) -> SignalInstance:
        """The current position changed (also the last signal of every edit and new game)."""

    @property
    def historyChanged(self) -> SignalInstance:
        """The moves of the line changed (a move, an undo, another line, a new game); sent before the
        edit's ``currentChanged``, never by navigation."""

    def currentPly(self) -> int:
        """The ply shown (0: the start of the line)."""

    def lastPly(self) -> int:
        """The number of moves of the line."""

    def setPly(self, ply: int) -> None:
        """Go to ply ``ply`` of the line (navigation, not an edit)."""

    def matchLine(self) -> object:
        """The line being played: another object once the game is replaced (New Game, Open, Set Up, a
        jump, or their undo), the same one while moves are played, undone or browsed."""

    def matchTurn(self, ply: int | None = None) -> Side:
        """The side to move at ``ply`` (default: the current ply)."""

    def matchOver(self) -> bool:
        """Whether the current position is finished."""

    def matchWinner(self) -> Side | None:
        """Who won, when the current position is finished (None: a draw, or not finished)."""

    def matchPosition(self, ply: int) -> Hashable:
        """The position at ``ply`` of the line, compared for repetitions."""

    def matchIsMove(self, index: int) -> bool:
        """Whether the command at ``index`` of :attr:`undoStack` plays a move (undo/redo stay in a game)."""

    def matchView(self) -> GameView:
        """What a computer player sees of the game (the solved values)."""

    def matchChoose(self, player: Player) -> object:
        """The move ``player`` picks in the current (unfinished) position."""

    def matchPlay(self, move: object) -> None:
        """Play ``move`` (one :meth:`matchChoose` gave) as an ordinary undoable move."""

    def matchScored(self, ply: int) -> tuple[Side, str, Verdict | MoveVerdict]:
        """Move ``ply`` (1-based) of the line: its side, its text and its verdict."""


if TYPE_CHECKING:  # mypy checks here that both models are match games

    def _both_models_are_match_games(quadace: GameModel, takeaway: TakeAwayModel) -> list[MatchGame]:
        return [quadace, takeaway]
