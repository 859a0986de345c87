"""Questions answered from a solved table (GAME.md, "questions the app answers").

Everything here is computed from a :class:`~quadace_gui.core.solver.SolvedTable`; nothing is typed in.
Move values are always given **for the player making the move** and distances count plies from the
position before the move, so "win in 3" after a move means the mover wins three plies from now.

>>> from quadace_gui.core.solver import solve
>>> table = solve()
>>> [(i.move.text, i.value_name) for i in evaluate_moves(table, Position.start())]
[('1+1', 'draw')]
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Literal

import numpy as np
import numpy.typing as npt

from .position import Move, Pair, Position
from .solver import DRAW, INVALID, VALUE_NAMES, WIN, SolvedTable

IntArray = npt.NDArray[np.int64]


def value_name(value: int) -> str:
    return VALUE_NAMES[value]


@dataclass(frozen=True)
class PositionInfo:
    """Value (for the side to move), distance in plies and reachability of one position."""

    value: int
    distance: int | None
    reachable: bool

    @property
    def value_name(self) -> str:
        return value_name(self.value)


def position_info(table: SolvedTable, position: Position) -> PositionInfo:
    i = position.index
    d = int(table.distance[i])
    return PositionInfo(int(table.value[i]), None if d < 0 else d, bool(table.reachable[i]))


@dataclass(frozen=True)
class MoveInfo:
    """A legal move and what it leads to, seen by the player who makes it."""

    move: Move
    after: Position
    value: int  # WIN, DRAW or LOSS for the mover
    distance: int | None  # plies from before the move to the end of the game; None in a draw
    retires: bool  # the move puts one of the mover's hands away

    @property
    def value_name(self) -> str:
        return value_name(self.value)

    @property
    def new_hand(self) -> int:
        """The number the changed hand shows after the move (0: retired): the mover's own, or under
        ``touch other`` the opponent's touched hand; for a split, the larger of the two new hands."""
        rules = self.after.rules
        if self.move.split:
            return self.move.opp
        if rules.touch_rule.other:
            return rules.combine(self.move.opp, self.move.own)
        return rules.combine(self.move.own, self.move.opp)

    def sort_key(self) -> tuple[int, int, Move]:
        """Best first: fastest wins, then draws, then slowest losses; ties by move."""
        if self.value == WIN:
            return (0, self.distance or 0, self.move)
        if self.value == DRAW:
            return (1, 0, self.move)
        return (2, -(self.distance or 0), self.move)


def evaluate_moves(table: SolvedTable, position: Position) -> list[MoveInfo]:
    """Every legal move of ``position`` with its value for the mover, best first."""
    infos = []
    for move in position.legal_moves():
        after = position.play(move)
        i = after.index
        v, d = int(table.value[i]), int(table.distance[i])
        infos.append(MoveInfo(move, after, -v, None if d < 0 else d + 1, position.retires(move)))
    infos.sort(key=MoveInfo.sort_key)
    return infos


def best_move(table: SolvedTable, position: Position) -> MoveInfo | None:
    """The optimal move (winner fastest, loser slowest, a deterministic draw-keeping move)."""
    moves = evaluate_moves(table, position)
    return moves[0] if moves else None


@dataclass(frozen=True)
class OptimalLine:
    """The moves of perfect play from ``start`` and why the line stops."""

    start: Position
    moves: tuple[Move, ...]
    positions: tuple[Position, ...]  # start first, one more than moves
    end: Literal["finished", "repetition", "limit"]
    cycle_start: int | None = None  # ply at which the repeated position first occurred

    @property
    def final(self) -> Position:
        return self.positions[-1]


def optimal_line(table: SolvedTable, start: Position, max_plies: int | None = None) -> OptimalLine:
    """Play best moves from ``start`` until the game ends, a position repeats or ``max_plies``."""
    positions = [start]
    moves: list[Move] = []
    seen = {start: 0}
    while True:
        here = positions[-1]
        if here.is_over:
            return OptimalLine(start, tuple(moves), tuple(positions), "finished")
        if max_plies is not None and len(moves) >= max_plies:
            return OptimalLine(start, tuple(moves), tuple(positions), "limit")
        best = best_move(table, here)
        assert best is not None  # an unfinished position always has a move
        moves.append(best.move)
        positions.append(best.after)
        if best.after in seen:
            return OptimalLine(start, tuple(moves), tuple(positions), "repetition", seen[best.after])
        seen[best.after] = len(moves)


# -- whole-table analyses (in .findings, re-exported here) -------------------------------------------

from .findings import (  # noqa: E402  (findings uses the per-position helpers above)
    LISTED,
    analyze,
    forced_concessions,
    longest,
    never_lose,
    one_vs_one,
    quadrant_masks,
    retire_blunders,
    start_summary,
    summary,
    unreachable_classes,
)
from .records import (  # noqa: E402
    Analysis,
    Blunder,
    Counts,
    Longest,
    NeverLose,
    OneVsOneCell,
    PositionRecord,
    Quadrant,
    StartSummary,
    Summary,
    TableRow,
    UnreachableClass,
    UnreachableKind,
)


def iter_table_rows(table: SolvedTable, chunk: int = 1 << 15) -> Iterator[TableRow]:
    """Every real position, mover-relative, in slot order (the ``quadace table`` output).

    Rows are made ``chunk`` slots at a time, so a large base can be written out without holding a
    Python object for every one of its millions of positions.
    """
    sets = [list(hands) for hands in table.rules.pairs()]
    p = table.rules.set_count
    for first in range(0, table.value.size, chunk):
        block = slice(first, min(first + chunk, table.value.size))
        m, o = divmod(first, p)
        for v, d, r in zip(
            table.value[block].tolist(),
            table.distance[block].tolist(),
            table.reachable[block].tolist(),
            strict=True,
        ):
            if v != INVALID:  # the mover would already have finished: not a position
                yield TableRow(
                    mover=sets[m],
                    opponent=sets[o],
                    value=VALUE_NAMES[v],
                    distance=None if d < 0 else d,
                    reachable=r,
                )
            o += 1
            if o == p:
                m, o = m + 1, 0


def table_rows(table: SolvedTable) -> list[TableRow]:
    """Every real position as a list (see :func:`iter_table_rows`)."""
    return list(iter_table_rows(table))


__all__ = [
    "LISTED",
    "Analysis",
    "Blunder",
    "Counts",
    "Longest",
    "MoveInfo",
    "NeverLose",
    "OneVsOneCell",
    "OptimalLine",
    "Pair",
    "PositionInfo",
    "PositionRecord",
    "Quadrant",
    "StartSummary",
    "Summary",
    "TableRow",
    "UnreachableClass",
    "UnreachableKind",
    "analyze",
    "best_move",
    "evaluate_moves",
    "forced_concessions",
    "iter_table_rows",
    "longest",
    "never_lose",
    "one_vs_one",
    "optimal_line",
    "position_info",
    "quadrant_masks",
    "retire_blunders",
    "start_summary",
    "summary",
    "table_rows",
    "unreachable_classes",
]
