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

import math
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Literal

import numpy as np
import numpy.typing as npt

from .position import Move, Pair, Position, Side
from .solver import DRAW, INVALID, LOSS, VALUE_NAMES, WIN, SolvedTable

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
        """The number the mover's changed hand shows after the move (0: retired)."""
        return (self.move.own + self.move.opp) % self.after.rules.base

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


# -- whole-table analyses -----------------------------------------------------------------------------


def _relative(table: SolvedTable, slot: int) -> dict[str, Any]:
    mover, opponent = table.rules.position_of(slot)
    return {
        "position": Position.from_relative(mover, opponent, Side.A, table.rules).text,
        "mover": list(mover),
        "opponent": list(opponent),
    }


def _slot_record(table: SolvedTable, slot: int) -> dict[str, Any]:
    d = int(table.distance[slot])
    return {
        **_relative(table, slot),
        "value": value_name(int(table.value[slot])),
        "distance": None if d < 0 else d,
        "reachable": bool(table.reachable[slot]),
    }


def quadrant_masks(table: SolvedTable) -> dict[str, npt.NDArray[np.bool_]]:
    """Masks of the real unfinished positions by live hands: ``1v1``, ``1v2``, ``2v1``, ``2v2``."""
    rules = table.rules
    p = rules.pair_count
    hands = (rules.pair_low != 0).astype(np.int64) + (rules.pair_high != 0)
    mover = np.repeat(hands, p)
    opponent = np.tile(hands, p)
    return {f"{a}v{b}": (mover == a) & (opponent == b) for a in (1, 2) for b in (1, 2)}


def one_vs_one(table: SolvedTable) -> list[dict[str, Any]]:
    """Every position where each side has one live hand (all moves are forced)."""
    rules = table.rules
    out = []
    for x in range(1, rules.base):
        for y in range(1, rules.base):
            slot = rules.position_index((0, x), (0, y))
            out.append({"mover_hand": x, "opponent_hand": y, **_slot_record(table, slot)})
    return out


def retire_blunders(table: SolvedTable) -> list[dict[str, Any]]:
    """Positions where retiring one of your two hands is possible but loses (with each such move).

    Only positions that are not already lost count: there the retiring move throws away a win or a
    draw, so the greedy play is a real mistake. (In a lost position every move loses, and retiring may
    well be the slowest loss, which is the best move.)
    """
    g = table.rules.graph()
    slots = np.flatnonzero((table.value == WIN) | (table.value == DRAW))
    src, own, opp, succ = g.moves(slots)
    m_lo = table.rules.pair_low[slots[src] // table.rules.pair_count]
    retiring = ((own + opp) % table.rules.base == 0) & (m_lo != 0)  # two hands, one goes away
    bad = np.flatnonzero(retiring & (table.value[succ] == WIN))
    out = []
    for k in bad.tolist():
        slot = int(slots[src[k]])
        record = _slot_record(table, slot)
        d = int(table.distance[succ[k]])
        record["move"] = f"{own[k]}+{opp[k]}"
        record["move_loses_in"] = d + 1
        out.append(record)
    return out


def forced_concessions(table: SolvedTable) -> list[dict[str, Any]]:
    """Unlost positions where every move that does not lose lets the opponent retire a hand."""
    rules = table.rules
    g = rules.graph()
    slots = np.flatnonzero((table.value != INVALID) & (table.value != LOSS))
    src, _own, _opp, succ = g.moves(slots)
    # Can the side to move in each successor retire a hand? (some live x, z with x + z = 0 mod b)
    s_m, s_o = np.divmod(succ, rules.pair_count)
    lo, hi = rules.pair_low, rules.pair_high
    can_retire = np.zeros(succ.size, dtype=bool)
    for x in (lo[s_m], hi[s_m]):
        for z in (lo[s_o], hi[s_o]):
            can_retire |= (x != 0) & (z != 0) & ((x + z) % rules.base == 0)
    can_retire &= table.distance[succ] != 0
    keeps = table.value[succ] != WIN  # not losing for the mover
    n_keep = np.bincount(src, weights=keeps, minlength=slots.size)
    n_keep_conceding = np.bincount(src, weights=keeps & can_retire, minlength=slots.size)
    hit = np.flatnonzero((n_keep > 0) & (n_keep == n_keep_conceding))
    return [_slot_record(table, int(slots[i])) for i in hit.tolist()]


def never_lose(table: SolvedTable) -> dict[str, Any]:
    """Per quadrant, how many positions are lost for the side to move; where none are, say so."""
    quadrants = {}
    for name, mask in quadrant_masks(table).items():
        counts = table.counts(mask & (table.value != INVALID))
        quadrants[name] = {**counts, "mover_never_loses": counts["loss"] == 0}
    safe = [name for name, q in quadrants.items() if q["mover_never_loses"]]
    return {"quadrants": quadrants, "mover_never_loses_in": safe}


UNREACHABLE_CLASSES = {
    "common_factor": "Every hand is a multiple of a number d > 1 that divides the base: moves keep that, "
    "and the start position shows 1s.",
    "no_predecessor": "No move leads here: the opponent's last move would have had to start from a "
    "retired hand (the opponent holds only the number the mover holds).",
    "from_unreachable": "Every move that leads here starts from an unreachable position (of the classes "
    "above, or of this one), so the start never leads here either.",
}


def unreachable_classes(table: SolvedTable) -> list[dict[str, Any]]:
    """The real positions that cannot arise from the start, grouped into explained classes."""
    rules = table.rules
    g = rules.graph()
    slots = np.flatnonzero((table.value != INVALID) & ~table.reachable)
    groups: dict[str, list[dict[str, Any]]] = {name: [] for name in UNREACHABLE_CLASSES}
    for slot in slots.tolist():
        mover, opponent = rules.position_of(slot)
        if math.gcd(*mover, *opponent, rules.base) > 1:
            key = "common_factor"
        elif g.predecessors(np.array([slot])).size == 0:
            key = "no_predecessor"
        else:
            key = "from_unreachable"
        groups[key].append(_slot_record(table, slot))
    return [
        {"class": name, "description": UNREACHABLE_CLASSES[name], "count": len(items), "positions": items}
        for name, items in groups.items()
        if items
    ]


def longest(table: SolvedTable, value: int, reachable_only: bool = False) -> dict[str, Any]:
    """The largest distance among positions of ``value`` and every position at that distance."""
    mask = table.value == value
    if reachable_only:
        mask &= table.reachable
    if not mask.any():
        return {"distance": None, "positions": []}
    top = int(table.distance[mask].max())
    slots = np.flatnonzero(mask & (table.distance == top))
    return {"distance": top, "positions": [_relative(table, int(s))["position"] for s in slots]}


def start_summary(table: SolvedTable) -> dict[str, Any]:
    start = Position.start(table.rules)
    info = position_info(table, start)
    return {"position": start.text, "value": info.value_name, "distance": info.distance}


def summary(table: SolvedTable) -> dict[str, Any]:
    valid = table.value != INVALID
    return {
        "base": table.rules.base,
        "positions": table.rules.position_count,
        "start": start_summary(table),
        "counts": {
            "all": table.counts(valid),
            "reachable": table.counts(valid & table.reachable),
        },
        "longest_win": longest(table, WIN),
        "longest_loss": longest(table, LOSS),
        "seconds": round(table.seconds, 6),
    }


def analyze(table: SolvedTable) -> dict[str, Any]:
    """Every finding of GAME.md's question list, as JSON-ready data."""
    result = summary(table)
    result.update(
        {
            "one_vs_one": one_vs_one(table),
            "retire_blunders": retire_blunders(table),
            "forced_concessions": forced_concessions(table),
            "never_lose": never_lose(table),
            "unreachable": unreachable_classes(table),
            "longest_reachable_win": longest(table, WIN, reachable_only=True),
            "longest_reachable_loss": longest(table, LOSS, reachable_only=True),
        }
    )
    return result


def iter_table_rows(table: SolvedTable, chunk: int = 1 << 15) -> Iterator[dict[str, Any]]:
    """Every real position, mover-relative, in slot order (the ``quadace table`` output).

    Rows are made ``chunk`` slots at a time, so a large base can be written out without holding a
    Python object for every one of its millions of positions.
    """
    pairs = [list(pair) for pair in table.rules.pairs()]
    p = table.rules.pair_count
    for first in range(p, table.value.size, chunk):  # slots below p have mover 0 0: not positions
        block = slice(first, min(first + chunk, table.value.size))
        m, o = divmod(first, p)
        for v, d, r in zip(
            table.value[block].tolist(),
            table.distance[block].tolist(),
            table.reachable[block].tolist(),
            strict=True,
        ):
            yield {
                "mover": pairs[m],
                "opponent": pairs[o],
                "value": VALUE_NAMES[v],
                "distance": None if d < 0 else d,
                "reachable": r,
            }
            o += 1
            if o == p:
                m, o = m + 1, 0


def table_rows(table: SolvedTable) -> list[dict[str, Any]]:
    """Every real position as a list (see :func:`iter_table_rows`)."""
    return list(iter_table_rows(table))


__all__ = [
    "MoveInfo",
    "OptimalLine",
    "Pair",
    "PositionInfo",
    "analyze",
    "best_move",
    "evaluate_moves",
    "iter_table_rows",
    "optimal_line",
    "position_info",
    "summary",
    "table_rows",
]
