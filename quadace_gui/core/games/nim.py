"""Nim: one to four heaps; a move takes any positive number from one heap; the last to take wins
(misère: the last to take loses).

Bouton's theorem: a position is P (the side to move loses) exactly when the heap sizes xor to 0. Under
misère the rule changes only where every heap holds at most one: there P means an odd number of heaps
of one (xor 1).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import numpy as np

from ..errors import RulesError
from .heaps import BoolArray, Heaps, IntArray, TakeAwayGame
from .params import Sweep
from .words import QT_TRANSLATE_NOOP, Cell, Sheet, Strong, Words, verdict_letter

MAX_HEAPS = 4


def nim_sum(heaps: Heaps) -> int:
    """The heap sizes xor-ed together (binary addition without carry)."""
    out = 0
    for h in heaps:
        out ^= h
    return out


def binary_columns(heaps: Heaps) -> list[tuple[str, str]]:
    """Each heap and the nim-sum in binary, right-aligned to one width: (decimal, binary); the nim-sum's
    row is named ``⊕``."""
    total = nim_sum(heaps)
    width = max(1, *(int(h).bit_length() for h in (*heaps, total)))
    return [(str(h), format(h, f"0{width}b")) for h in heaps] + [("\u2295", format(total, f"0{width}b"))]


@dataclass(frozen=True)
class NimWorking:
    """Bouton's rule for one position: the nim-sum and its binary columns, or under misère with no heap
    above 1 the number of heaps of one."""

    heaps: Heaps
    total: int  # the nim-sum
    small: bool  # misère and every heap 0 or 1: the count of ones decides
    ones: int
    p: bool

    @property
    def columns(self) -> list[tuple[str, str]]:
        return binary_columns(self.heaps)

    def text(self) -> str:
        verdict = "P" if self.p else "N"
        if self.small:
            return f"every heap holds 0 or 1: {self.ones} of them hold 1 → {verdict}"
        sums = " ⊕ ".join(map(str, self.heaps)) + f" = {self.total}" + ("" if self.total == 0 else " ≠ 0")
        return f"{sums} → {verdict}"

    def sheet(self) -> Sheet:
        """The line of :meth:`text`, and each heap in binary over the nim-sum's row (emphasised)."""
        v = verdict_letter(self.p)
        if self.small:
            return Sheet(
                Words.of(
                    QT_TRANSLATE_NOOP("GameWords", "every heap holds 0 or 1: {n} of them hold 1 → {v}"),
                    n=Strong(self.ones),
                    v=v,
                )
            )
        rest = "" if self.total == 0 else " ≠ 0"
        line = Words(
            "{sums} = {total}{rest} → {v}",
            (
                ("sums", " ⊕ ".join(map(str, self.heaps))),
                ("total", Strong(self.total)),
                ("rest", rest),
                ("v", v),
            ),
            plain=True,
        )
        columns = self.columns
        rows = tuple((Cell.number(d), Cell.number(b, mono=True)) for d, b in columns[:-1])
        d, b = columns[-1]
        return Sheet(line, (*rows, (Cell.number(d, strong=True), Cell.number(b, strong=True, mono=True))))


def _unit(k: int) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(int(i == j) for i in range(k)) for j in range(k))


@dataclass(frozen=True)
class Nim(TakeAwayGame):
    """Nim from ``start``; each heap goes up to ``heap_limits`` (by default the largest start heap)."""

    key: ClassVar[str] = "nim"
    SWEEP: ClassVar[Sweep] = {"limit": 30}  # quadace check: three heaps up to 30 (one and two too)
    menu_name: ClassVar[str] = QT_TRANSLATE_NOOP("GameWords", "Nim")
    example: ClassVar[str] = "12,9,6"
    start: Heaps = (3, 4, 5)
    heap_limits: Heaps = ()
    misere: bool = False

    def __post_init__(self) -> None:
        if not 1 <= len(self.start) <= MAX_HEAPS:
            raise RulesError(
                "Nim has {least} to {most} heaps, not {count}", least=1, most=MAX_HEAPS, count=len(self.start)
            )
        if any(h < 0 for h in self.start):
            raise RulesError("a heap holds 0 or more, not {heap}", heap=min(self.start))
        if not self.heap_limits:
            object.__setattr__(self, "heap_limits", (max(self.start),) * len(self.start))
        if len(self.heap_limits) != len(self.start):
            raise RulesError("give one limit per heap ({count} heaps)", count=len(self.start))
        self._check_heaps(self.start)
        self.check()

    def params(self) -> dict[str, object]:
        return {"heaps": list(self.start), "limit": list(self.heap_limits), "misere": self.misere}

    @property
    def directions(self) -> tuple[tuple[int, ...], ...]:
        return _unit(len(self.start))

    @property
    def limits(self) -> Heaps:
        return self.heap_limits

    @property
    def rule_text(self) -> str:
        if self.misere:
            return (
                "P exactly when the heap sizes xor to 0, except when no heap holds more than one: "
                "then P exactly when an odd number of heaps hold one (Bouton's misère rule)."
            )
        return "P exactly when the heap sizes xor to 0 (Bouton's theorem)."

    def title(self) -> str:
        n = len(self.start)
        limits = set(self.heap_limits)
        size = f"≤ {self.heap_limits[0]}" if len(limits) == 1 else "≤ " + ",".join(map(str, self.heap_limits))
        name = "misère Nim" if self.misere else "Nim"
        return f"{name} {n} heap{'s' if n > 1 else ''} {size}"

    def title_words(self) -> Words:
        limits = sorted(set(self.heap_limits))
        size = str(limits[0]) if len(limits) == 1 else ",".join(map(str, self.heap_limits))
        if self.misere:
            return Words.of(
                QT_TRANSLATE_NOOP("GameWords", "misère Nim, {n} heaps ≤ {size}"), n=len(self.start), size=size
            )
        return Words.of(
            QT_TRANSLATE_NOOP("GameWords", "Nim, {n} heaps ≤ {size}"), n=len(self.start), size=size
        )

    def rule_words(self) -> tuple[Words, ...]:
        if self.misere:
            return (
                Words.of(
                    QT_TRANSLATE_NOOP(
                        "GameWords",
                        "Misère Nim: while some heap holds 2 or more, "
                        "P exactly when the heap sizes xor to 0; "
                        "when every heap holds 0 or 1, P exactly when an odd number of heaps hold 1.",
                    )
                ),
            )
        return (
            Words.of(
                QT_TRANSLATE_NOOP(
                    "GameWords",
                    "Bouton's theorem: P exactly when the heap sizes xor to 0 "
                    "(⊕, binary addition without carry).",
                )
            ),
        )

    def working(self, heaps: Heaps) -> NimWorking:
        small = self.misere and max(heaps, default=0) <= 1
        return NimWorking(tuple(heaps), nim_sum(heaps), small, sum(heaps), self.is_p_by_rule(heaps))

    def rule_on(self, columns: list[IntArray]) -> BoolArray:
        xor: IntArray = np.zeros_like(columns[0])
        small = np.ones(columns[0].shape, dtype=bool)
        for c in columns:
            xor = xor ^ c
            small &= c <= 1
        if self.misere:
            return np.asarray(np.where(small, xor == 1, xor == 0), dtype=bool)
        return np.asarray(xor == 0)
