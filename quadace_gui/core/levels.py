"""Backward induction level by level: what the solver decided at each level, and why.

The solver (:mod:`.solver`) decides positions in levels: level 0 is the finished positions (losses for
the side to move, or wins under a misère goal); a position with a move into a loss of level d - 1 is a
win at level d; a position whose every move leads to a win is a loss at the level of its slowest one,
plus one. :attr:`SolvedTable.level` is that level (the same number as the distance). What no level
decides is a draw.

:func:`levels` lists the levels with their counts and positions (slots); :func:`explain` says why one
position got its value at its level, from the moves of the game graph.

Every game's solved table is leveled the same way: QuadAce's :class:`SolvedTable` and a take-away game's
:class:`~quadace_gui.core.games.takeaway.GameTable` both meet :class:`LevelTable` (the value, distance
and valid arrays), so one implementation serves the Backward induction panel of every game.
:meth:`Level.rule` names the one rule that decided a level; :func:`level_counts` and :func:`decided_mask`
count and mark the levels of any part of a table (a slice of a map, the numbers of 抢30's strip).

>>> from quadace_gui.core.solver import solve
>>> report = levels(solve())
>>> report.decided + report.draws == report.positions
True
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Generic, Protocol, TypeVar

import numpy as np
import numpy.typing as npt

from .games.protocol import GameGraph
from .solver import DRAW, LOSS, VALUE_NAMES, WIN, SolvedTable

IntArray = npt.NDArray[np.intp]


class LevelTable(Protocol):
    """A solved table as the levels see it: per slot its value, its distance (= its level; -1 for a draw
    or a slot that is no position) and whether it is a position at all."""

    @property
    def value(self) -> npt.NDArray[np.int8]: ...

    @property
    def distance(self) -> npt.NDArray[np.signedinteger[Any]]: ...

    @property
    def valid(self) -> npt.NDArray[np.bool_]: ...


T = TypeVar("T", bound=LevelTable)


class LevelRule(StrEnum):
    """The one rule that decided the positions of a level."""

    FINISHED = "finished"  # level 0: the game is over, the rules say who won
    WIN = "win"  # a move into a lost position (a P-position) wins
    LOSS = "loss"  # every move leads to a won position (an N-position): lost
    BOTH = "both"  # both rules at one level (a misère game's or an odd table's)


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

    @property
    def rule(self) -> LevelRule:
        """The rule that decided this level."""
        if self.number == 0:
            return LevelRule.FINISHED
        if self.values == ("win",):
            return LevelRule.WIN
        return LevelRule.LOSS if self.values == ("loss",) else LevelRule.BOTH


@dataclass(frozen=True)
class Levels(Generic[T]):
    """Every level of one solved table, and how many positions none decided (the draws)."""

    table: T
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

    def counts(self) -> npt.NDArray[np.int64]:
        """How many positions each level 0 .. last decided."""
        return np.array([level.count for level in self.levels], dtype=np.int64)

    def decided_by(self, k: int) -> npt.NDArray[np.bool_]:
        """Per slot: whether it is a position decided at one of the levels 0 .. k."""
        return np.asarray(self.table.valid & decided_mask(self.table.distance, k))


def levels(table: T) -> Levels[T]:
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


def level_counts(
    distance: npt.NDArray[np.integer[Any]], valid: npt.NDArray[np.bool_]
) -> npt.NDArray[np.int64]:
    """How many positions the solver decided at each level 0 .. last (a position's level is its
    distance), among the ``valid`` ones (a part of a table: a slice of a map, say)."""
    chosen = np.asarray(distance)[np.asarray(valid) & (np.asarray(distance) >= 0)]
    return np.bincount(chosen.astype(np.int64)) if chosen.size else np.zeros(0, dtype=np.int64)


def decided_mask(distance: npt.NDArray[np.integer[Any]], level: int) -> npt.NDArray[np.bool_]:
    """Where the positions of ``distance`` were decided at levels 0 .. ``level`` (none below 0)."""
    d = np.asarray(distance)
    return np.asarray((d >= 0) & (d <= level))


def explain(table: LevelTable, slot: int, graph: GameGraph | None = None) -> Reason:
    """Why position ``slot`` of ``table`` has its value, from its moves in ``graph`` (the game's graph;
    a QuadAce :class:`SolvedTable` knows its own).

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
    if graph is None:
        if not isinstance(table, SolvedTable):
            raise TypeError("explain needs the game graph of a table other than QuadAce's")
        graph = table.rules.graph()
    successors = graph.successors(np.array([slot], dtype=np.intp))
    steps = [_step(table, int(s)) for s in np.unique(successors)]
    if value == WIN:
        fastest = [s for s in steps if s.value == "loss" and s.level == level - 1]
        return Reason(slot, name, level, "win", tuple(fastest[:1]))
    steps.sort(key=lambda s: (-(s.level if s.level is not None else -1), s.slot))
    return Reason(slot, name, level, "loss", tuple(steps))


def _step(table: LevelTable, slot: int) -> Step:
    d = int(table.distance[slot])
    return Step(slot, VALUE_NAMES[int(table.value[slot])], None if d < 0 else d)


def slot_text(table: SolvedTable, slot: int) -> str:
    """A position in notation, ``a,b/c,d:A`` (the side to move written as A)."""
    mover, opponent = table.rules.position_of(slot)
    return f"{','.join(map(str, mover))}/{','.join(map(str, opponent))}:A"
