"""Which hands each row and column of the heatmap stand for, and where the quadrant lines go.

Rows are the hands of the side to move, columns the hands of the opponent. Both list sets of hands the
same way for every number of hands: fewest live hands first, then in the engine's numbering (low to
high). Rows leave out the sets that have already ended the game (every hand retired, or under
``equal`` every hand the same): nobody holding them is to move. Columns keep them: those positions are
finished, lost (or under misère won) at distance 0. Base 10 with two hands has 54 rows and 55 columns,
with three hands 219 rows and 220 columns.

Cell ``(column j, row k)`` is the position (``rows.sets[k]``, ``cols.sets[j]``); in the image it spans
``[j, j+1) x [k, k+1)``. Runs of rows (columns) with the same number of live hands are the groups the
quadrant lines separate.
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
    """A run of rows (or columns) whose hands have the same number of live hands."""

    live: int
    start: int
    end: int


@dataclass(frozen=True)
class Axis:
    """The sets of hands along one side of the heatmap, in order."""

    sets: tuple[Hands, ...]
    groups: tuple[Group, ...]
    # Index of each set in the table's numbering (a row or column of the table's grid).
    order: npt.NDArray[np.intp] = field(compare=False)
    _where: dict[Hands, int] = field(compare=False, repr=False)
    _labels: dict[str, list[str]] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def of(
        cls, sets: Sequence[Sequence[int]], order: Sequence[int] | npt.NDArray[np.intp], live: Sequence[int]
    ) -> Axis:
        groups: list[Group] = []
        for k, n in enumerate(live):
            if groups and groups[-1].live == n:
                groups[-1] = Group(n, groups[-1].start, k + 1)
            else:
                groups.append(Group(int(n), k, k + 1))
        hands = tuple(tuple(int(h) for h in s) for s in sets)
        where = {one: k for k, one in enumerate(hands)}
        return cls(hands, tuple(groups), np.asarray(order, dtype=np.intp), where)

    def __len__(self) -> int:
        return len(self.sets)

    def index(self, hands: Sequence[int]) -> int | None:
        """Position along the axis of a set of hands, in any order; None when it is not shown."""
        try:
            return self._where.get(tuple(sorted(int(h) for h in hands)))
        except (TypeError, ValueError):
            return None

    def hands(self, k: int) -> Hands:
        return self.sets[k]

    def bounds(self) -> list[int]:
        """Where a new group starts (the quadrant lines), inside the axis."""
        return [g.start for g in self.groups[1:]]

    def labels(self, separator: str) -> list[str]:
        """Every set's label, hands joined by ``separator`` (built once per separator)."""
        if separator not in self._labels:
            self._labels[separator] = [separator.join(map(str, hands)) for hands in self.sets]
        return self._labels[separator]

    def run_starts(self) -> list[int]:
        """Where all but the last hand change (``0 1``, ``1 1``, ``2 2``, ...): labels that must stay."""
        return [k for k, s in enumerate(self.sets) if k == 0 or self.sets[k - 1][:-1] != s[:-1]]

    def slice(self) -> slice | None:
        """The same sets as a plain slice of the table's numbering, when they are one in order."""
        if not len(self.order):
            return None
        first = int(self.order[0])
        if np.array_equal(self.order, np.arange(first, first + len(self.order))):
            return slice(first, first + len(self.order))
        return None


@dataclass(frozen=True)
class CellLayout:
    rows: Axis
    cols: Axis
    hands: int

    @staticmethod
    def for_rules(rules: Rules) -> CellLayout:
        """The layout of ``rules``' table (computed once for the last few rules, in any thread)."""
        return _layout_of(rules)

    @classmethod
    def empty(cls) -> CellLayout:
        none = Axis.of([], [], [])
        return cls(none, none, 2)

    @property
    def quadrants(self) -> bool:
        """Whether rows fall into groups of different live-hand counts (the quadrant labels)."""
        return len(self.rows.groups) > 1

    def cell(self, col: int, row: int) -> tuple[Hands, Hands]:
        return self.rows.hands(row), self.cols.hands(col)


def _sets(rules: Rules) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.bool_], npt.NDArray[np.int64]]:
    """Every set of hands in numbering order, which of them have ended the game, and their live hands."""
    sets = np.asarray(rules.hand_sets, dtype=np.int64)
    finished = rules.goal_rule.finished_sets(sets)
    return sets, np.asarray(finished, dtype=bool), np.asarray(rules.live_counts, dtype=np.int64)


@functools.lru_cache(maxsize=4)
def _layout_of(rules: Rules) -> CellLayout:
    sets, finished, live = _sets(rules)

    def axis(keep: npt.NDArray[np.intp]) -> Axis:
        order = keep[np.argsort(live[keep], kind="stable")]  # fewest live hands first
        return Axis.of(sets[order].tolist(), order, live[order].tolist())

    everything = np.arange(len(sets), dtype=np.intp)
    # Rows: the sets that may be the side to move; columns: the sets the player who just moved may hold
    # (under touch other the attacked side to move may have reached the goal, the attacker not).
    rows = everything if rules.mover_may_finish else everything[~finished]
    cols = everything if rules.opponent_may_finish else everything[~finished]
    return CellLayout(axis(rows), axis(cols), int(sets.shape[1]))
