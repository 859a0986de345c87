"""The players' shared policy data, computed with whole-array operations for a batch of slots.

:class:`Rows` holds the moves of some unfinished slots as flat arrays sorted by (slot, own, opp).
:func:`policy_masks` marks, per move, whether it is among the perfect player's best and whether the
article's simple strategy may pick it. It needs the moves of the moves' destinations too (``replies``):
the perfect player counts the opponent's losing replies in a draw, the simple strategy whether the
opponent can "make 10" next. A :class:`GameView` calls it once for every slot of a small game, or for
one slot at a time (and its destinations) on a large one.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from ..games.protocol import DRAW, LOSS, WIN, GameGraph

IntArray = npt.NDArray[np.intp]
BoolArray = npt.NDArray[np.bool_]

#: Rank offsets of the perfect player's preference: any win beats any draw beats any loss.
_WIN_RANK = 1 << 40
_DRAW_RANK = 1 << 36


@dataclass(frozen=True)
class Rows:
    """Moves of some unfinished slots, sorted by (slot, own, opp): one row per distinct move."""

    slot_of: IntArray
    own: IntArray
    opp: IntArray
    after: IntArray

    @classmethod
    def of(cls, graph: GameGraph, states: IntArray) -> Rows:
        """The moves of the unfinished ``states`` (ascending, distinct)."""
        states = np.asarray(states, dtype=np.intp)
        if not states.size:
            empty = np.zeros(0, dtype=np.intp)
            return cls(empty, empty, empty, empty)
        src, own, opp, after = graph.moves(states)
        slot = states[np.asarray(src, dtype=np.intp)]
        own, opp = np.asarray(own, dtype=np.int64), np.asarray(opp, dtype=np.int64)
        width = int(max(own.max(), opp.max())) + 1
        order = np.argsort((slot.astype(np.int64) * width + own) * width + opp)  # one key: faster
        return cls(
            slot[order],
            np.asarray(own, dtype=np.intp)[order],
            np.asarray(opp, dtype=np.intp)[order],
            np.asarray(after, dtype=np.intp)[order],
        )


def _starts(slot_of: IntArray) -> IntArray:
    """The first row of each slot's group."""
    if not slot_of.size:
        return np.zeros(0, dtype=np.intp)
    change = np.empty(slot_of.size, dtype=bool)
    change[0] = True
    np.not_equal(slot_of[1:], slot_of[:-1], out=change[1:])
    return np.flatnonzero(change)


def _per_group(values: npt.NDArray[np.int64], slot_of: IntArray, ufunc: np.ufunc) -> npt.NDArray[np.int64]:
    """``ufunc`` reduced over each slot's rows, repeated back onto the rows."""
    starts = _starts(slot_of)
    if not starts.size:
        return values.copy()
    reduced = ufunc.reduceat(values, starts)
    return np.asarray(np.repeat(reduced, np.diff(np.append(starts, slot_of.size))))


def _sum_at(rows: Rows, weights: BoolArray, wanted: IntArray, size: int | None) -> IntArray:
    """For each slot of ``wanted``: the sum of ``weights`` over its rows in ``rows`` (0 if none).
    With ``size`` (the number of slots), one count over every slot; else a search in ``rows``."""
    if size is not None:
        return np.bincount(rows.slot_of, weights=weights, minlength=size).astype(np.intp)[wanted]
    starts = _starts(rows.slot_of)
    if not starts.size:
        return np.zeros(wanted.size, dtype=np.intp)
    slots = rows.slot_of[starts]
    sums = np.add.reduceat(weights.astype(np.intp), starts)
    at = np.minimum(np.searchsorted(slots, wanted), slots.size - 1)
    return np.where(slots[at] == wanted, sums[at], 0).astype(np.intp)


def gains(graph: GameGraph, rows: Rows, unfinished: BoolArray) -> BoolArray:
    """Per move: whether it "makes 10" (the graph's ``gains`` hook: QuadAce counts a retired hand) or,
    for graphs without the hook, whether it finishes the game."""
    hook = getattr(graph, "gains", None)
    if hook is not None:
        return np.asarray(hook(rows.slot_of, rows.after), dtype=bool)
    return np.asarray(~unfinished[rows.after])


def policy_masks(
    graph: GameGraph,
    value: npt.NDArray[np.int8],
    distance: npt.NDArray[np.int32],
    unfinished: BoolArray,
    rows: Rows,
    replies: Rows,
    size: int | None = None,
) -> tuple[BoolArray, BoolArray]:
    """(best, simple) per row of ``rows``; ``replies`` holds (at least) the moves of every unfinished
    destination of ``rows``. Give ``size`` (the graph's) when ``replies`` covers most of the game.

    best: a win beats a draw beats a loss; among wins the shortest, among losses the longest, among
    draws the one that leaves the opponent the most losing replies (moves to a position that is a WIN
    for the side to move there). simple: the moves that make 10 if any; else those after which the
    opponent cannot make 10; else all."""
    after = rows.after
    v = value[after]
    d = distance[after].astype(np.int64)
    rank = d.copy()  # the opponent wins: the farther, the better
    won = v == LOSS
    rank[won] = _WIN_RANK - d[won]
    drawn = v == DRAW
    losing = _sum_at(replies, value[replies.after] == WIN, after[drawn], size)
    rank[drawn] = _DRAW_RANK + losing
    best = rank == _per_group(rank, rows.slot_of, np.maximum)

    gain = gains(graph, rows, unfinished)
    safe = _sum_at(replies, gains(graph, replies, unfinished), after, size) == 0
    slot_gains = _per_group(gain.astype(np.int64), rows.slot_of, np.maximum) > 0
    slot_safe = _per_group(safe.astype(np.int64), rows.slot_of, np.maximum) > 0
    simple = np.where(slot_gains, gain, np.where(slot_safe, safe, True))
    return np.asarray(best), np.asarray(simple)
