"""Which hands each row and column of the heatmap stands for, and where the quadrant lines go.

Rows are the hands of the side to move, columns the hands of the opponent, in the same order: sets of
hands with fewer live hands first (one live hand, then two, ...), and within a group in the engine's
numbering. The finished side (every hand retired) is left out: such positions are all losses at
distance 0 and would only add a uniform column. Cell ``(column j, row k)`` is the position
(``sets[k]``, ``sets[j]``); in the image it spans ``[j, j+1) x [k, k+1)``.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

from quadace_gui.core.rules import Rules

Hands = tuple[int, ...]


@dataclass(frozen=True)
class Group:
    """A run of rows (and columns) whose hands have the same number of live hands."""

    live: int
    start: int
    end: int


@dataclass(frozen=True)
class CellLayout:
    sets: tuple[Hands, ...]
    groups: tuple[Group, ...]
    # Index of each shown set in the table's numbering (rows and columns of the table's grid).
    order: npt.NDArray[np.intp] = field(compare=False)
    _where: dict[Hands, int] = field(compare=False, repr=False)
    _labels: dict[str, list[str]] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def of(cls, sets: Sequence[Hands], order: Sequence[int]) -> CellLayout:
        sets = tuple(tuple(s) for s in sets)
        groups: list[Group] = []
        for k, hands in enumerate(sets):
            live = sum(h != 0 for h in hands)
            if groups and groups[-1].live == live:
                groups[-1] = Group(live, groups[-1].start, k + 1)
            else:
                groups.append(Group(live, k, k + 1))
        where = {hands: k for k, hands in enumerate(sets)}
        return cls(sets, tuple(groups), np.asarray(order, dtype=np.intp), where)

    @staticmethod
    def for_rules(rules: Rules) -> CellLayout:
        """The layout of ``rules``' table (computed once for the last few rules, in any thread)."""
        return _layout_of(rules)

    @classmethod
    def empty(cls) -> CellLayout:
        return cls.of([], [])

    def __len__(self) -> int:
        return len(self.sets)

    @property
    def contiguous(self) -> bool:
        """Whether the cells are the table's grid without its first row and column, in order."""
        return bool(np.array_equal(self.order, np.arange(1, len(self.sets) + 1)))

    def index(self, hands: Sequence[int]) -> int | None:
        """Row (or column) of a set of hands, in any order; None when it is not shown."""
        try:
            return self._where.get(tuple(sorted(int(h) for h in hands)))
        except (TypeError, ValueError):
            return None

    def hands(self, k: int) -> Hands:
        return self.sets[k]

    def bounds(self) -> list[int]:
        """Rows (and columns) where a new group starts: the quadrant lines, inside the table."""
        return [g.start for g in self.groups[1:]]

    def labels(self, separator: str) -> list[str]:
        """Every row's label, hands joined by ``separator`` (built once per separator)."""
        if separator not in self._labels:
            self._labels[separator] = [separator.join(map(str, hands)) for hands in self.sets]
        return self._labels[separator]

    def run_starts(self) -> list[int]:
        """Rows where the first hand changes (``0 1``, ``1 1``, ``2 2``, ...): labels that must stay."""
        return [k for k, s in enumerate(self.sets) if k == 0 or self.sets[k - 1][0] != s[0]]


@functools.lru_cache(maxsize=4)
def _layout_of(rules: Rules) -> CellLayout:
    """Pairs of hands in the engine's numbering without ``0 0``: ``0 1`` .. ``0 b-1`` (one live hand),
    then ``1 1`` .. ``b-1 b-1`` (two)."""
    pairs = rules.pairs()
    return CellLayout.of(pairs[1:], range(1, len(pairs)))
