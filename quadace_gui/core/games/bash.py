"""The Bash game and its Chinese form 抢30: one heap, take (or say) 1 to ``most`` at a time.

The heap is what is still to go: counting to ``target`` by saying 1..most consecutive numbers is taking
1..most from a heap of ``target``; the one who says the target takes the last one and wins. Under
misère the one who takes the last one loses (the matches exercises).

Closed form: with the *key factor* ``most + 1``, a position is P exactly when the count still to go is
a multiple of the key factor (misère: one more than a multiple). The *imbalance factor* is
``target mod (most + 1)``: when it is not 0 the first player wins by taking it first.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

import numpy as np

from ..errors import PositionError, RulesError
from .heaps import BoolArray, Heaps, IntArray, TakeAwayGame, split_numbers


@dataclass(frozen=True)
class BashWorking:
    """The count still to go modulo the key factor, against what a P-position leaves (0; misère 1)."""

    left: int
    key_factor: int
    rest: int  # left mod key_factor
    want: int  # the rest of a P-position
    p: bool

    def text(self) -> str:
        unequal = "" if self.rest == self.want else f" ≠ {self.want}"
        return f"{self.left} mod {self.key_factor} = {self.rest}{unequal} → {'P' if self.p else 'N'}"


@dataclass(frozen=True)
class Bash(TakeAwayGame):
    """Count to ``target`` saying 1..``most`` numbers a turn (the heap is the count still to go)."""

    key: ClassVar[str] = "bash"
    example: ClassVar[str] = "30"
    target: int = 30
    most: int = 2
    misere: bool = False
    start: Heaps = field(init=False)

    def __post_init__(self) -> None:
        if self.target < 1:
            raise RulesError("the target must be at least 1, not {target}", target=self.target)
        if self.most < 1:
            raise RulesError("the most a move takes must be at least 1, not {most}", most=self.most)
        object.__setattr__(self, "start", (self.target,))
        self.check()

    def params(self) -> dict[str, object]:
        return {"target": self.target, "most": self.most, "misere": self.misere}

    @property
    def directions(self) -> tuple[tuple[int, ...], ...]:
        return ((1,),)

    @property
    def limits(self) -> Heaps:
        return (self.target,)

    @property
    def cap(self) -> int | None:
        return self.most

    @property
    def key_factor(self) -> int:
        return self.most + 1

    @property
    def imbalance(self) -> int:
        """``target mod (most + 1)`` (misère: of ``target - 1``): what the first player takes to win."""
        return (self.target - (1 if self.misere else 0)) % self.key_factor

    def counted(self, heaps: Heaps) -> int:
        """The numbers said (or taken) so far."""
        return self.target - heaps[0]

    def heaps_at(self, counted: int) -> Heaps | None:
        """The position once ``counted`` numbers are said (None past the target)."""
        return (self.target - counted,) if 0 <= counted <= self.target else None

    def working(self, heaps: Heaps) -> BashWorking:
        want = 1 if self.misere else 0
        left = heaps[0]
        return BashWorking(left, self.key_factor, left % self.key_factor, want, self.is_p_by_rule(heaps))

    @property
    def rule_text(self) -> str:
        k = self.key_factor
        same = f" It is the subtraction game with S = {{1..{self.most}}}."
        if self.misere:
            return (
                f"P exactly when the count still to go is one more than a multiple of {k} (most + 1).{same}"
            )
        return f"P exactly when the count still to go is a multiple of {k}, the key factor (most + 1).{same}"

    def title(self) -> str:
        end = ", the last one loses" if self.misere else ""
        return f"Count to {self.target}, 1–{self.most} a turn{end}"

    def parse(self, text: str) -> Heaps:
        """The count still to go, one whole number like ``30``; raises PositionError."""
        numbers = split_numbers(text)
        if numbers is None or len(numbers) != 1:
            raise PositionError(
                "{text!r} is not a position; write the count still to go, one number like {example}",
                text=text[:60],
                example=self.example,
            )
        self._check_heaps(numbers)
        return numbers

    def format(self, heaps: Heaps) -> str:
        return str(heaps[0])

    def rule_on(self, columns: list[IntArray]) -> BoolArray:
        return np.asarray(columns[0] % self.key_factor == (1 if self.misere else 0))
