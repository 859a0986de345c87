"""Whole-table findings (GAME.md's questions 3-7), vectorised over the solved table.

Every function works on chunks of slots with the graph's array methods, so an analysis costs a few
times a solve and never holds more than a chunk's move list; :func:`analyze` checks that its extra
tables fit in memory before it allocates anything. Lists of positions are capped at :data:`LISTED`
entries (their full counts are reported alongside).
"""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import numpy.typing as npt

from .games.chopsticks import ChopsticksGraph
from .games.quadace import QuadAceGraph
from .position import Position, Side
from .records import (
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
    UnreachableClass,
    UnreachableKind,
)
from .rules import Rules
from .solver import DRAW, INVALID, LOSS, VALUE_NAMES, WIN, SolvedTable

IntArray = npt.NDArray[np.intp]
BoolArray = npt.NDArray[np.bool_]

#: The most positions any one list of a finding holds.
LISTED = 5000
#: Slots whose moves are listed at once.
CHUNK = 1 << 18


def _text(table: SolvedTable, slot: int) -> str:
    """The position of ``slot`` written with A to move."""
    mover, opponent = table.rules.position_of(slot)
    return Position.from_relative(mover, opponent, Side.A, table.rules).text


def _slot_record(table: SolvedTable, slot: int) -> PositionRecord:
    mover, opponent = table.rules.position_of(slot)
    d = int(table.distance[slot])
    return PositionRecord(
        position=Position.from_relative(mover, opponent, Side.A, table.rules).text,
        mover=tuple(mover),
        opponent=tuple(opponent),
        value=VALUE_NAMES[int(table.value[slot])],
        distance=None if d < 0 else d,
        reachable=bool(table.reachable[slot]),
    )


def _playable(table: SolvedTable) -> BoolArray:
    """Real, unfinished positions."""
    return np.asarray((table.value != INVALID) & (table.distance != 0))


def _chunks(mask: BoolArray) -> Iterator[IntArray]:
    slots = np.flatnonzero(mask)
    for first in range(0, slots.size, CHUNK):
        yield slots[first : first + CHUNK]


def _slot_live(table: SolvedTable) -> tuple[IntArray, IntArray]:
    """Live hands of the mover and of the opponent, per slot (as small integers)."""
    live = table.rules.live_counts.astype(np.int8)
    s = table.rules.set_count
    return np.repeat(live, s), np.tile(live, s)


def quadrant_masks(table: SolvedTable) -> dict[str, BoolArray]:
    """Masks of the slots by live hands, ``{mover}v{opponent}`` for 1..hands each (e.g. ``1v2``)."""
    mover, opponent = _slot_live(table)
    h = table.rules.hands
    return {f"{a}v{b}": (mover == a) & (opponent == b) for a in range(1, h + 1) for b in range(1, h + 1)}


def one_vs_one(table: SolvedTable) -> list[OneVsOneCell]:
    """Every position where each side has one live hand (all moves are forced); empty when no hand
    retires (``equal``)."""
    rules = table.rules
    if not rules.goal_rule.retires:
        return []
    zeros = (0,) * (rules.hands - 1)
    out = []
    for x in range(1, rules.base):
        for y in range(1, rules.base):
            slot = rules.position_index((*zeros, x), (*zeros, y))
            out.append(OneVsOneCell(x, y, _slot_record(table, slot)))
    return out


def retire_blunders(table: SolvedTable) -> list[Blunder]:
    """Positions where retiring one of several live hands is possible but loses (with each such move).

    Only positions that are not already lost count: there the retiring move throws away a win or a
    draw, so the greedy play is a real mistake. (In a lost position every move loses, and retiring may
    well be the slowest loss, which is the best move.)
    """
    rules = table.rules
    if not rules.goal_rule.retires:
        return []
    g = rules.graph()
    live = rules.live_counts
    out: list[Blunder] = []
    mask = _playable(table) & ((table.value == WIN) | (table.value == DRAW))
    mask &= np.repeat(live > 1, rules.set_count)  # one of several live hands goes away
    for slots in _chunks(mask):
        src, own, opp, succ = _retiring_moves(g, slots)
        bad = np.flatnonzero(table.value[succ] == WIN)
        order = np.lexsort((opp[bad], own[bad], src[bad]))  # by position, then move
        for k in bad[order].tolist():
            if len(out) >= LISTED:
                return out
            record = _slot_record(table, int(slots[src[k]]))
            move = _move_text(rules, int(slots[src[k]]), int(own[k]), int(opp[k]))
            out.append(Blunder(record, move, int(table.distance[succ[k]]) + 1))
    return out


def _move_text(rules: Rules, slot: int, own: int, opp: int) -> str:
    """A move as the graph gives it (a split is own = base + new low hand), written as notation."""
    if own < rules.base:
        return f"{own}{rules.operation.sign}{opp}"
    low, high = rules.set_of(slot // rules.set_count)
    return f"{low},{high}>{own - rules.base},{opp}"


def _retiring_moves(
    g: QuadAceGraph | ChopsticksGraph, states: IntArray
) -> tuple[IntArray, IntArray, IntArray, IntArray]:
    """Like :meth:`QuadAceGraph.moves`, but only the moves that make the moving hand 0 (found before
    any successor is computed, so the other moves cost almost nothing)."""
    if isinstance(g, ChopsticksGraph):  # a hand put out: the mover's own, or the attacked one
        src, own, opp, succ = g.moves(states)
        keep = np.flatnonzero(g.gains(states[src], succ))
        return src[keep], own[keep], opp[keep], succ[keep]
    m, o = np.divmod(states, g.sets)
    parts = []
    for k in range(g.h):
        for j in range(g.h):
            x, z = g.live_values[k][m], g.live_values[j][o]
            ok = (k < g.live_count[m]) & (j < g.live_count[o]) & (g.rules.combine_array(x, z) == 0)
            rows = np.flatnonzero(ok)
            succ = o[rows] * g.sets + g.step[k][z[rows] * g.sets + m[rows]]
            parts.append((rows, x[rows], z[rows], succ))
    src, own, opp, succ = (np.concatenate(col) for col in zip(*parts, strict=True))
    return src, own, opp, succ


def _can_retire(g: QuadAceGraph | ChopsticksGraph, states: IntArray) -> BoolArray:
    """Whether the side to move in each state has a move that makes a hand 0."""
    if isinstance(g, ChopsticksGraph):
        unfinished = g.valid()[states] & ~g.terminal()[states]
        src, _own, _opp, succ = g.moves(states[unfinished])
        hits = np.bincount(
            src, weights=g.gains(states[unfinished][src], succ), minlength=int(unfinished.sum())
        )
        out = np.zeros(states.size, dtype=bool)
        out[np.flatnonzero(unfinished)] = hits > 0
        return out
    m, o = np.divmod(states, g.sets)
    out = np.zeros(states.size, dtype=bool)
    for k in range(g.h):
        for j in range(g.h):
            ok = (k < g.live_count[m]) & (j < g.live_count[o])
            x, z = g.live_values[k][m], g.live_values[j][o]
            out |= ok & (g.rules.combine_array(x, z) == 0)
    return out


def forced_concessions(table: SolvedTable) -> list[PositionRecord]:
    """Unlost positions where every move that does not lose lets the opponent retire a hand."""
    rules = table.rules
    if not rules.goal_rule.retires:
        return []
    g = rules.graph()
    out: list[PositionRecord] = []
    for slots in _chunks(_playable(table) & (table.value != LOSS)):
        src, _own, _opp, succ = g.moves(slots)
        concedes = _can_retire(g, succ) & (table.distance[succ] != 0)
        keeps = table.value[succ] != WIN  # not losing for the mover
        n_keep = np.bincount(src, weights=keeps, minlength=slots.size)
        n_conceding = np.bincount(src, weights=keeps & concedes, minlength=slots.size)
        for i in np.flatnonzero((n_keep > 0) & (n_keep == n_conceding)).tolist():
            if len(out) >= LISTED:
                return out
            out.append(_slot_record(table, int(slots[i])))
    return out


def never_lose(table: SolvedTable) -> NeverLose:
    """Per quadrant of live hands, how many unfinished positions are won, lost and drawn for the side
    to move; where none are lost, say so."""
    quadrants = {}
    playable = _playable(table)
    for name, mask in quadrant_masks(table).items():
        counts = Counts.of(table.counts(mask & playable))
        quadrants[name] = Quadrant(counts, mover_never_loses=counts.loss == 0)
    safe = tuple(name for name, q in quadrants.items() if q.mover_never_loses)
    return NeverLose(quadrants, safe)


UNREACHABLE_CLASSES = {
    UnreachableKind.COMMON_FACTOR: (
        "Every hand is a multiple of a number d > 1 that divides the base: addition keeps "
        "that, and the start has no such common factor."
    ),
    UnreachableKind.NO_PREDECESSOR: (
        "No move leads here: the opponent's last move would have had to start from a "
        "retired hand or could not have produced these numbers."
    ),
    UnreachableKind.FROM_UNREACHABLE: (
        "Every move that leads here starts from an unreachable position (of the classes "
        "above, or of this one), so the start never leads here either."
    ),
}


def unreachable_masks(table: SolvedTable) -> dict[UnreachableKind, BoolArray]:
    """The real positions that cannot arise from the start, split into the explained classes."""
    rules = table.rules
    g = rules.graph()
    left = (table.value != INVALID) & ~table.reachable
    out: dict[UnreachableKind, BoolArray] = {}
    start = rules.start_spec
    if rules.op == "add" and np.gcd.reduce([*start.a, *start.b, rules.base]) == 1:
        per_set = np.gcd(np.gcd.reduce(rules.hand_sets, axis=1), rules.base)
        small = np.int16 if rules.base < 2**15 else np.int64  # a quarter of the memory, usually
        factor = (np.gcd.outer(per_set.astype(small), per_set.astype(small)) > 1).ravel()
        out[UnreachableKind.COMMON_FACTOR] = left & factor
        left &= ~factor
    has_pred = np.zeros(table.value.size, dtype=bool)
    for slots in _chunks(left):  # only the positions still unexplained need their predecessors
        src, _preds = g.predecessor_pairs(slots)
        has_pred[slots[src]] = True
    out[UnreachableKind.NO_PREDECESSOR] = left & ~has_pred
    out[UnreachableKind.FROM_UNREACHABLE] = left & has_pred
    return out


def unreachable_classes(table: SolvedTable) -> list[UnreachableClass]:
    """The real positions that cannot arise from the start, grouped into explained classes (at most
    :data:`LISTED` positions listed per class; ``count`` is the full number)."""
    result = []
    for name, mask in unreachable_masks(table).items():
        slots = np.flatnonzero(mask)
        if slots.size:
            listed = tuple(_slot_record(table, int(s)) for s in slots[:LISTED].tolist())
            result.append(UnreachableClass(name, UNREACHABLE_CLASSES[name], int(slots.size), listed))
    return result


def longest(table: SolvedTable, value: int, reachable_only: bool = False) -> Longest:
    """The largest distance among positions of ``value`` and the positions at that distance."""
    mask = table.value == value
    if reachable_only:
        mask &= table.reachable
    if not mask.any():
        return Longest(None, ())
    top = int(table.distance[mask].max())
    slots = np.flatnonzero(mask & (table.distance == top))[:LISTED]
    return Longest(top, tuple(_text(table, int(s)) for s in slots))


def start_summary(table: SolvedTable) -> StartSummary:
    start = Position.start(table.rules)
    i = start.index
    d = int(table.distance[i])
    return StartSummary(start.text, VALUE_NAMES[int(table.value[i])], None if d < 0 else d)


def summary(table: SolvedTable) -> Summary:
    valid = table.value != INVALID
    return Summary(
        rules=table.rules,
        positions=table.rules.position_count,
        start=start_summary(table),
        counts_all=Counts.of(table.counts(valid)),
        counts_reachable=Counts.of(table.counts(valid & table.reachable)),
        longest_win=longest(table, WIN),
        longest_loss=longest(table, LOSS),
        seconds=table.seconds,
    )


def analyze(table: SolvedTable) -> Analysis:
    """Every finding of GAME.md's question list (``to_json()`` gives the JSON-ready data).

    Raises :class:`~quadace_gui.core.errors.TooLargeError` before allocating if its working tables
    would not fit in memory.
    """
    table.rules.check_analysis_fits()
    return Analysis(
        summary=summary(table),
        one_vs_one=tuple(one_vs_one(table)),
        retire_blunders=tuple(retire_blunders(table)),
        forced_concessions=tuple(forced_concessions(table)),
        never_lose=never_lose(table),
        unreachable=tuple(unreachable_classes(table)),
        longest_reachable_win=longest(table, WIN, reachable_only=True),
        longest_reachable_loss=longest(table, LOSS, reachable_only=True),
    )
