"""Backward induction level by level: what the solver decided at each level, and why.

The solver (:mod:`.solver`) decides positions in levels: level 0 is the finished positions (losses for
the side to move, or wins under a misère goal); a position with a move into a loss of level d - 1 is a
win at level d; a position whose every move leads to a win is a loss at the level of its slowest one,
plus one. :attr:`SolvedTable.level` is that level (the same number as the distance). What no level
decides is a draw.

:func:`levels` lists the levels with their counts and positions (slots); :func:`explain` says why one
position got its value at its level, from the moves of the game graph.

>>> from quadace_gui.core.solver import solve
>>> report = levels(solve())
>>> report.decided + report.draws == report.positions
True
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from .solver import DRAW, LOSS, VALUE_NAMES, WIN, SolvedTable

IntArray = npt.NDArray[np.intp]


@dataclass(frozen=True)
class Level:
    """The positions the solver decided at one level."""

    number: int
    wins: IntArray  # slots, sorted
    losses: IntArray  # slots, sorted

    @property
    def count(self) -> int:
        return int(self.wins.size + self.losses.size)

    @property
    def values(self) -> tuple[str, ...]:
        """The values decided here: "win", "loss" or both (misère level 0 holds wins)."""
        return tuple(name for name, s in (("win", self.wins), ("loss", self.losses)) if s.size)

    @property
    def slots(self) -> IntArray:
        return np.sort(np.concatenate([self.wins, self.losses]))


@dataclass(frozen=True)
class Levels:
    """Every level of one solved table, and how many positions none decided (the draws)."""

    table: SolvedTable
    levels: tuple[Level, ...]
    draws: int

    @property
    def decided(self) -> int:
        return sum(level.count for level in self.levels)

    @property
    def positions(self) -> int:
        return self.decided + self.draws

    @property
    def last(self) -> int:
        """The highest level (-1 when nothing is decided)."""
        return len(self.levels) - 1

    def decided_up_to(self, k: int) -> int:
        """How many positions are decided at levels 0 .. k."""
        return sum(level.count for level in self.levels[: max(k + 1, 0)])


def levels(table: SolvedTable) -> Levels:
    """The levels of ``table``, in order: level k holds the positions whose distance is k."""
    valid = table.valid
    decided = valid & (table.distance >= 0)
    slots = np.flatnonzero(decided)
    level_of = table.distance[slots]
    order = np.argsort(level_of, kind="stable")
    slots, level_of = slots[order], level_of[order]
    top = int(level_of.max(initial=-1))
    bounds = np.searchsorted(level_of, np.arange(top + 2))
    out: list[Level] = []
    for k in range(top + 1):
        part = slots[bounds[k] : bounds[k + 1]]
        values = table.value[part]
        out.append(Level(k, np.sort(part[values == WIN]), np.sort(part[values == LOSS])))
    draws = int(np.count_nonzero(valid & (table.value == DRAW)))
    return Levels(table, tuple(out), draws)


@dataclass(frozen=True)
class Step:
    """One move of an explanation: the position it leads to, its value and level (None for a draw)."""

    slot: int
    value: str
    level: int | None


@dataclass(frozen=True)
class Reason:
    """Why one position has its value.

    ``kind`` is "finished" (level 0: the game is over), "win" (``steps`` holds one move into a position
    lost at ``level - 1``), "loss" (``steps`` holds every move, each into a won position, the slowest at
    ``level - 1``) or "draw" (no level decided it; ``steps`` is empty).
    """

    slot: int
    value: str
    level: int | None
    kind: str
    steps: tuple[Step, ...]


def explain(table: SolvedTable, slot: int) -> Reason:
    """Why position ``slot`` of ``table`` has its value, from its moves.

    Raises ValueError for a slot that is not a position.
    """
    value = int(table.value[slot])
    if value not in VALUE_NAMES:
        raise ValueError(f"slot {slot} is not a position")
    name = VALUE_NAMES[value]
    level = int(table.distance[slot])
    if value == DRAW:
        return Reason(slot, name, None, "draw", ())
    if level == 0:
        return Reason(slot, name, 0, "finished", ())
    graph = table.rules.graph()
    successors = graph.successors(np.array([slot], dtype=np.intp))
    steps = [_step(table, int(s)) for s in np.unique(successors)]
    if value == WIN:
        fastest = [s for s in steps if s.value == "loss" and s.level == level - 1]
        return Reason(slot, name, level, "win", tuple(fastest[:1]))
    steps.sort(key=lambda s: (-(s.level if s.level is not None else -1), s.slot))
    return Reason(slot, name, level, "loss", tuple(steps))


def _step(table: SolvedTable, slot: int) -> Step:
    d = int(table.distance[slot])
    return Step(slot, VALUE_NAMES[int(table.value[slot])], None if d < 0 else d)


def slot_text(table: SolvedTable, slot: int) -> str:
    """A position in notation, ``a,b/c,d:A`` (the side to move written as A)."""
    mover, opponent = table.rules.position_of(slot)
    return f"{','.join(map(str, mover))}/{','.join(map(str, opponent))}:A"
