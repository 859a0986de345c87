"""What the Backward induction panel asks of a game model, the same for every game.

:class:`~.game_model.GameModel` (QuadAce) and :class:`~.takeaway_model.TakeAwayModel` (Nim, 抢30,
Wythoff, the subtraction game) both satisfy :class:`InductionGame`, so one
:class:`~quadace_gui.views.panels.induction.InductionPanel` serves every game. The levels, the count of
each level, the rule that decided it and why a position got its value come from the core
(:func:`quadace_gui.core.levels.levels` and :func:`~quadace_gui.core.levels.explain`, one implementation
over any game's solved table); the models hold the levels of their table and write the positions of an
explanation in the game's notation; the panel only puts them into sentences and says which level the
map shows.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import SignalInstance

from quadace_gui.core.levels import Levels, Reason

from .answers import Answers

if TYPE_CHECKING:
    from .game_model import GameModel
    from .takeaway_model import TakeAwayModel


@dataclass(frozen=True)
class InductionWords:
    """How a game speaks of the induction: ``pn`` in P- and N-positions (the take-away games) rather
    than won and lost positions; ``hands`` when its positions are written as QuadAce's hands (the panel
    then says how to read them, and that a small base makes the best first lesson)."""

    pn: bool
    hands: bool


@dataclass(frozen=True)
class WrittenStep:
    """A move of an explanation: the position it leads to, written, and its value and level."""

    position: str
    value: str  # "win", "loss" or "draw", for the side to move there
    level: int | None


@dataclass(frozen=True)
class WrittenReason:
    """Why a position has its value (the core's :class:`~quadace_gui.core.levels.Reason`), its positions
    written in the game's notation."""

    position: str
    value: str
    level: int | None
    kind: str  # "finished", "win", "loss" or "draw" (see Reason)
    steps: tuple[WrittenStep, ...]


def write_reason(reason: Reason, here: Callable[[int], str], after: Callable[[int], str]) -> WrittenReason:
    """``reason`` with its position written by ``here`` and the positions after a move by ``after``."""
    steps = tuple(WrittenStep(after(s.slot), s.value, s.level) for s in reason.steps)
    return WrittenReason(here(reason.slot), reason.value, reason.level, reason.kind, steps)


class InductionGame(Protocol):
    """A game model as the Backward induction panel sees it."""

    @property
    def inductionTableChanged(self) -> SignalInstance:
        """Another solved table (a new game or rules): the induction starts over."""

    def inductionLevels(self) -> Levels[Any]:
        """The levels of the table being played (the same object while the table is the same)."""

    def inductionWords(self) -> InductionWords:
        """How the game speaks of the levels."""

    def inductionWhy(self, slot: int) -> WrittenReason:
        """Why position ``slot`` of the table has its value; raises ValueError for a slot that is no
        position."""


class InductionContext(Protocol):
    """What an induction panel is given: the game's model and the answers gate of its window or page."""

    @property
    def model(self) -> InductionGame: ...

    @property
    def answers(self) -> Answers: ...


@dataclass(frozen=True)
class InductionPlace:
    """An :class:`InductionContext` for a page without the main window's panel context (the take-away
    page)."""

    model: InductionGame
    answers: Answers


if TYPE_CHECKING:  # mypy checks here that both models are induction games

    def _both_models_are_induction_games(quadace: GameModel, takeaway: TakeAwayModel) -> list[InductionGame]:
        return [quadace, takeaway]
