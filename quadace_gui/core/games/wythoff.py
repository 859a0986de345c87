"""Wythoff's game: two heaps; take any number from one heap, or the same number from both.

The P-positions are the pairs (a_k, a_k + k) in either order, with a_k = ⌊kφ⌋ (φ the golden ratio):
(0,0), (1,2), (3,5), (4,7), (6,10), ... Every whole number appears in exactly one pair. The pairs are
computed with integers only: ⌊kφ⌋ = ⌊(k + √(5k²)) / 2⌋ = (k + isqrt(5k²)) // 2 (√(5k²) is irrational for
k > 0, so rounding the root down first does not change the result).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import ClassVar

import numpy as np

from ..errors import RulesError
from .heaps import BoolArray, Heaps, IntArray, TakeAwayGame
from .params import HEAPS, LIMIT, ParamSpec, Sweep
from .words import QT_TRANSLATE_NOOP, Cell, Sheet, Words, verdict_letter


def golden_floor(k: int) -> int:
    """⌊k·φ⌋ exactly, for any whole k >= 0."""
    return (k + math.isqrt(5 * k * k)) // 2


def wythoff_pair(k: int) -> tuple[int, int]:
    """The k-th P-pair (⌊kφ⌋, ⌊kφ⌋ + k)."""
    low = golden_floor(k)
    return low, low + k


@dataclass(frozen=True)
class WythoffWorking:
    """Heaps a <= b: the P-pair of the same difference k = b - a, and whether (a, b) is that pair."""

    a: int
    b: int
    k: int
    low: int
    high: int
    p: bool

    def text(self) -> str:
        same = " = " if (self.a, self.b) == (self.low, self.high) else " ≠ "
        return (
            f"({self.a}, {self.b}): b − a = {self.k}; the pair of difference {self.k} is "
            f"({self.low}, {self.high}){same}({self.a}, {self.b}) → {'P' if self.p else 'N'}"
        )

    def sheet(self) -> Sheet:
        """The line of :meth:`text` over the difference and its pair (emphasised)."""
        same = " = " if (self.a, self.b) == (self.low, self.high) else " ≠ "
        line = Words.of(
            QT_TRANSLATE_NOOP(
                "GameWords",
                "({a}, {b}): b − a = {k}; the pair of difference {k} is "
                "({low}, {high}){same}({a}, {b}) → {v}",
            ),
            a=self.a,
            b=self.b,
            k=self.k,
            low=self.low,
            high=self.high,
            same=same,
            v=verdict_letter(self.p),
        )
        pair = Words.of(QT_TRANSLATE_NOOP("GameWords", "the pair of difference {k}"), k=self.k)
        rows = (
            (Cell(Words.literal("b − a")), Cell.number(self.k)),
            (Cell(pair), Cell.number(f"({self.low}, {self.high})", strong=True)),
        )
        return Sheet(line, rows)


def wythoff_pairs(limit: int) -> list[tuple[int, int]]:
    """The P-pairs (a_k, a_k + k), a_k <= b_k, whose smaller heap is at most ``limit``."""
    out = []
    k = 0
    while (a := golden_floor(k)) <= limit:
        out.append((a, a + k))
        k += 1
    return out


@dataclass(frozen=True)
class Wythoff(TakeAwayGame):
    """Wythoff's game from ``start``; each heap goes up to ``limit`` (default the larger start heap)."""

    key: ClassVar[str] = "wythoff"
    menu_name: ClassVar[str] = QT_TRANSLATE_NOOP("GameWords", "Wythoff")
    PARAMS: ClassVar[tuple[ParamSpec, ...]] = (HEAPS, LIMIT)  # misère Wythoff is not offered
    SWEEP: ClassVar[Sweep] = {"limit": 200}  # quadace check: both heaps up to 200
    example: ClassVar[str] = "3,5"
    start: Heaps = (8, 11)
    limit: int = 0
    misere: bool = False

    def __post_init__(self) -> None:
        if len(self.start) != 2:
            raise RulesError(
                "Wythoff's game has two heaps, not {count}: write them like 3,5", count=len(self.start)
            )
        if self.misere:
            raise RulesError("misère Wythoff is not offered")
        if any(h < 0 for h in self.start):
            raise RulesError("a heap holds 0 or more, not {heap}", heap=min(self.start))
        if self.limit <= 0:
            object.__setattr__(self, "limit", max(self.start))
        self._check_heaps(self.start)
        self.check()

    def params(self) -> dict[str, object]:
        return {"heaps": list(self.start), "limit": self.limit}

    @property
    def directions(self) -> tuple[tuple[int, ...], ...]:
        return ((1, 0), (0, 1), (1, 1))

    @property
    def limits(self) -> Heaps:
        return (self.limit, self.limit)

    @property
    def rule_text(self) -> str:
        return (
            "P exactly when the heaps are (⌊kφ⌋, ⌊kφ⌋ + k) in either order for some k = 0, 1, 2, ... "
            "(φ = (1 + √5)/2, the golden ratio): (0,0), (1,2), (3,5), (4,7), (6,10), ..."
        )

    def title(self) -> str:
        return f"Wythoff ≤ {self.limit}"

    def title_words(self) -> Words:
        return Words.of(QT_TRANSLATE_NOOP("GameWords", "Wythoff ≤ {limit}"), limit=self.limit)

    def rule_words(self) -> tuple[Words, ...]:
        text = QT_TRANSLATE_NOOP(
            "GameWords",
            "Wythoff: P exactly at the pairs (⌊kφ⌋, ⌊kφ⌋ + k), k = 0, 1, 2, …, and their mirror images "
            "(φ = (1 + √5)/2 ≈ 1.618): (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), …",
        )
        return (Words.of(text),)

    def how_words(self) -> tuple[Words, ...]:
        text = QT_TRANSLATE_NOOP(
            "GameWords",
            "Two players, A (甲) and B (乙), take turns. A move takes any number of stones from one heap, "
            "or the same number from both heaps. Whoever takes the last stone wins.",
        )
        return (Words.of(text), *self.misere_words())

    def working(self, heaps: Heaps) -> WythoffWorking:
        a, b = sorted(heaps)
        low, high = wythoff_pair(b - a)
        return WythoffWorking(a, b, b - a, low, high, self.is_p_by_rule(heaps))

    def rule_on(self, columns: list[IntArray]) -> BoolArray:
        a, b = columns
        top = int(max(a.max(initial=0), b.max(initial=0)))
        partner = np.full(top + 1, -1, dtype=np.intp)  # the other heap of the pair holding n
        for low, high in wythoff_pairs(top):
            partner[low] = high
            if high <= top:
                partner[high] = low
        return np.asarray(partner[a] == b)
