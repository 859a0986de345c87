"""The goal axis: when a game is over, who has won, and which hands can still be picked.

Each goal is a small class with a few hooks (python-chess's variants are the model); :data:`GOALS`
lists them by name. A new goal is one class and one registry line; the solver never changes, because
a finished position's value is data (:attr:`Goal.finished_value`).

Seen from the side to move, a position (mover's hands, opponent's hands) is finished when the
*opponent*, who has just moved, reached the goal: :meth:`Goal.finished` is asked of the opponent's hands.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from .protocol import LOSS, WIN

IntArray = npt.NDArray[np.int64]
BoolArray = npt.NDArray[np.bool_]


class Goal:
    """The ``retire`` goal: a hand at 0 is retired; the first player to retire every hand wins."""

    name = "retire"
    description = "a hand at 0 is retired; the first player to retire every hand wins"
    #: Whether a hand at 0 is out of play.
    retires = True
    #: Value, for the side to move, of a position whose opponent has reached the goal.
    finished_value = LOSS
    #: Fewest hands a player may have under this goal.
    min_hands = 1

    def default_start(self, hands: int, base: int) -> tuple[int, ...]:
        """Both players' hands at the default start."""
        return (1,) * hands

    def is_live(self, hand: int) -> bool:
        """Whether a hand showing ``hand`` can be picked."""
        return hand != 0 or not self.retires

    def live_mask(self, table: IntArray) -> BoolArray:
        """Which hands of each set (rows of a ``(S, h)`` table) can be picked."""
        return np.asarray(table != 0) if self.retires else np.ones(table.shape, dtype=bool)

    def finished(self, hands: Sequence[int]) -> bool:
        """Whether a player showing ``hands`` after their move has ended the game."""
        return not any(hands)

    def finished_sets(self, table: IntArray) -> BoolArray:
        """:meth:`finished` of every row of a set table."""
        return np.asarray(~table.any(axis=1))

    def can_move(self, hands: Sequence[int]) -> bool:
        """Whether a player showing ``hands`` can be the side to move (else the game ended before)."""
        return not self.finished(hands)

    def start_problem(self, a: Sequence[int], b: Sequence[int]) -> str | None:
        """Why (a, b) cannot be a start position under this goal, or None."""
        return None

    def __repr__(self) -> str:
        return f"<goal {self.name}>"


class Misere(Goal):
    """Hands retire as in ``retire``, but the first player to retire every hand loses."""

    name = "misere"
    description = "a hand at 0 is retired; the first player to retire every hand loses"
    finished_value = WIN


class EqualHands(Goal):
    """No hand retires; the player who shows the same number on every hand after their move wins."""

    name = "equal"
    description = "no hand retires; the first player to show the same number on every hand wins"
    retires = False
    min_hands = 2

    def default_start(self, hands: int, base: int) -> tuple[int, ...]:
        """1,2 or 1,2,3; in bases too small for that, hands that are not all equal (0,1 or 0,0,1)."""
        return tuple(range(1, hands + 1)) if base > hands else (0,) * (hands - 1) + (1,)

    def finished(self, hands: Sequence[int]) -> bool:
        return len(set(hands)) == 1

    def finished_sets(self, table: IntArray) -> BoolArray:
        return np.asarray((table == table[:, :1]).all(axis=1))

    def start_problem(self, a: Sequence[int], b: Sequence[int]) -> str | None:
        if self.finished(a) or self.finished(b):
            return "a player already shows equal hands"
        return None


GOALS: dict[str, Goal] = {goal.name: goal for goal in (Goal(), Misere(), EqualHands())}
