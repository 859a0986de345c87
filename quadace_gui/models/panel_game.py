"""What the Why? and Value history panels ask of a game model, the same for every game.

:class:`~.game_model.GameModel` (QuadAce) and :class:`~.takeaway_model.TakeAwayModel` (Nim, 抢30,
Wythoff, the subtraction game) both satisfy :class:`PanelGame`, so one :class:`WhyPanel` and one
:class:`ValueHistoryPanel` serve every game. The models work out the facts (the proof of the current
position through :func:`quadace_gui.core.why.prove`, the history through
:func:`quadace_gui.core.why.value_history`, the mistakes from their verdicts) and write them in the
game's notation (its plug-in's ``format_move``/``format_position``); the panels only put them into
sentences and points.

Both models are :class:`~.tree_model.TreeGameModel` subclasses: the line, the ply, navigation and the
signals this protocol names are that one base's, the same for every game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import SignalInstance

from quadace_gui.core.why import ProofLine, ValueHistory, WrittenProof

if TYPE_CHECKING:
    from .game_model import GameModel
    from .takeaway_model import TakeAwayModel


class PanelGame(Protocol):
    """A game model as the Why? and Value history panels see it."""

    @property
    def currentChanged(self) -> SignalInstance:
        """The current position changed (also the last signal of every edit and new game)."""

    @property
    def historyChanged(self) -> SignalInstance:
        """The moves of the line changed (a move, an undo, another line, a new game): the history's
        points are drawn again; sent before the edit's ``currentChanged``."""

    def currentPly(self) -> int:
        """The ply shown (0: the start of the line)."""

    def lastPly(self) -> int:
        """The number of moves of the line."""

    def setPly(self, ply: int) -> None:
        """Go to ply ``ply`` of the line (navigation, not an edit)."""

    def whyProof(self) -> WrittenProof:
        """Why the current position has its value, in the game's notation."""

    def valueHistory(self) -> ValueHistory:
        """The value for A at every ply of the line, the mistakes and the moves' texts."""

    def playProofLine(self, line: ProofLine) -> None:
        """Play the move of ``line`` (a line of the current :meth:`whyProof`); raises ValueError for a
        line of another position."""


if TYPE_CHECKING:  # mypy checks here that both models are panel games

    def _both_models_are_panel_games(quadace: GameModel, takeaway: TakeAwayModel) -> list[PanelGame]:
        return [quadace, takeaway]
