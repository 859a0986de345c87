"""The game graph of QuadAce under any rules (hands 1..3, add or mul, any goal), for the solver.

Slots are ``mover_set * S + opponent_set`` (see :mod:`.multisets`). In position (M, O) the mover picks a
live own number x and a live opponent number z; the next position, seen from the opponent, is
(O, M - {x} + {x op z}). Picking among *distinct* live numbers lists every move once; two different
moves reach the same position only when a move leaves the mover's set unchanged (z = 0 under ``equal``,
z = 1 or x * z = x under ``mul``) or, with ``mul``, when x * z = x * z'. Under addition with a retiring
goal neither can happen, and the graph takes a faster path that skips deduplication.

All set arithmetic is precomputed in small tables of ``hands * base * S`` entries:

``step[k][z * S + m]``
    the set m becomes when its k-th distinct live number is combined with z;
``swap[k][x * S + s]``
    the set s becomes when its k-th distinct number (live or not) is replaced by x (for predecessors);
``inverse[inverse_start[z * b + y] + r]``
    the live numbers x with ``x op z == y`` (``inverse_count[z * b + y]`` of them).

Finished positions need no special case in :meth:`QuadAceGraph.successor_slots`: their successors'
mover is the finished player, which is never a valid mover, so they land on invalid slots.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import TYPE_CHECKING, cast

import numpy as np
import numpy.typing as npt

if TYPE_CHECKING:
    from ..rules import Rules

IntArray = npt.NDArray[np.intp]
BoolArray = npt.NDArray[np.bool_]

#: States handled at once where a per-state temporary of several columns is needed.
CHUNK = 1 << 18


class QuadAceGraph:
    """Positions of one QuadAce rule set as slots ``mover_set * S + opponent_set``."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.base = rules.base
        self.h = h = rules.hands
        self.sets = s = rules.set_count
        self.size = s * s
        self.goal = rules.goal_rule
        self.table = table = rules.hand_sets
        self.simple = rules.op == "add" and self.goal.retires
        live = self.goal.live_mask(table)
        first_of_value = np.ones(table.shape, dtype=bool)
        first_of_value[:, 1:] = table[:, 1:] != table[:, :-1]
        #: Per set: the distinct live numbers (``live_values[k]``, padded by repeating the first) and
        #: how many there are; the same for all distinct numbers, live or not.
        self.live_values, self.live_count = self._columns(table, live & first_of_value)
        self.all_values, self.all_count = self._columns(table, first_of_value)
        self.mover_ok = ~self.goal.finished_sets(table)  # sets that can be the side to move
        self.finished = self.goal.finished_sets(table)
        ks = range(h)
        self.step = [self._replaced(self.live_values[k], k, combine=True) for k in ks]
        self.swap = [self._replaced(self.all_values[k], k, combine=False) for k in ks]
        self._build_inverse()
        # The same tables stacked, for lookups that pick k per element.
        self._swap = np.concatenate(self.swap)
        self._step = np.concatenate(self.step)
        # The lists as views of the stacked tables (one copy of each in memory).
        width = self.base * s
        self.swap = [self._swap[k * width : (k + 1) * width] for k in ks]
        self.step = [self._step[k * width : (k + 1) * width] for k in ks]
        self._step_offsets = np.arange(h, dtype=np.intp) * (self.base * s)
        self._live_rows = [(values * s).astype(np.intp) for values in self.live_values]
        self._all_values = np.stack(self.all_values)
        self._live_values = np.stack(self.live_values)
        self._pick_k = np.repeat(np.arange(h), h)
        self._pick_j = np.tile(np.arange(h), h)
        #: int32 copies of the successor tables, for searches over tables of fewer than 2**31 slots.
        self._narrow = self.size < 2**31
        self._index = index = np.int32 if self._narrow else np.intp
        self._step32 = cast(list[IntArray], [step.astype(index) for step in self.step])
        self._live_rows32 = cast(list[IntArray], [rows.astype(index) for rows in self._live_rows])
        #: States whose predecessors the solver asks for at once: about 4 million candidate moves.
        self.solve_chunk = max(1 << 12, min(1 << 19, (1 << 22) // (h * h * self.inverse_width)))

    @staticmethod
    def _columns(table: npt.NDArray[np.int64], pick: BoolArray) -> tuple[list[IntArray], IntArray]:
        """The picked entries of each row moved to the front, padding by the first (0 if none)."""
        order = np.argsort(~pick, axis=1, kind="stable")
        picked = np.take_along_axis(table, order, axis=1)
        count = pick.sum(axis=1).astype(np.intp)
        cols = []
        for k in range(table.shape[1]):
            col = np.where(k < count, picked[:, k], picked[:, 0])
            cols.append(np.where(count > 0, col, 0).astype(np.intp))
        return cols, count

    def _replaced(self, values: IntArray, k: int, combine: bool) -> IntArray:
        """Flat table over (z or x, set): the set with one hand showing ``values[set]`` replaced by
        ``values op z`` (``combine``) or by x."""
        b, s, h, table = self.base, self.sets, self.h, self.table
        at = np.argmax(table == values[:, None], axis=1)
        keep = np.ones(table.shape, dtype=bool)
        keep[np.arange(s), at] = False
        rest = table[keep].reshape(s, h - 1)  # the other hands, still low to high
        z = np.arange(b, dtype=np.int64)[:, None]
        new = (
            self.rules.combine_array(values[None, :].astype(np.int64), z)
            if combine
            else z + 0 * values[None, :]
        )
        if h == 1:
            cols = [new]
        elif h == 2:
            r0 = rest[:, 0][None, :]
            cols = [np.minimum(new, r0), np.maximum(new, r0)]
        else:
            r0, r1 = rest[:, 0][None, :], rest[:, 1][None, :]
            cols = [np.minimum(new, r0), np.maximum(r0, np.minimum(new, r1)), np.maximum(new, r1)]
        return self.rules.index_of_sorted(cols).astype(np.intp).ravel()

    def _build_inverse(self) -> None:
        """The inverse of the operation as a compressed table: for each cell ``z * b + y``, the live
        numbers x with ``x op z == y`` are ``inverse[inverse_start[cell] : + inverse_count[cell]]``."""
        b = self.base
        x = np.arange(b, dtype=np.int64)
        live_x = x[np.array([self.goal.is_live(int(v)) for v in range(b)], dtype=bool)]
        z = np.arange(b, dtype=np.int64)
        xs = np.repeat(live_x, b)
        zs = np.tile(z, live_x.size)
        cells = zs * b + self.rules.combine_array(xs, zs)
        order = np.argsort(cells, kind="stable")
        self.inverse = xs[order].astype(np.intp)
        self.inverse_count = np.bincount(cells, minlength=b * b).astype(np.intp)
        self.inverse_start = (np.cumsum(self.inverse_count) - self.inverse_count).astype(np.intp)
        self.inverse_width = max(int(self.inverse_count.max()), 1)

    # -- the protocol ------------------------------------------------------------------------------
    @property
    def start(self) -> int:
        mover, opponent = self.rules.start
        return self.rules.position_index(mover, opponent)

    def valid(self) -> BoolArray:
        """Slots whose mover can be the side to move."""
        return np.repeat(self.mover_ok, self.sets)

    def terminal(self) -> BoolArray:
        """Real positions whose opponent has just reached the goal."""
        return np.asarray(np.multiply.outer(self.mover_ok, self.finished).ravel())

    def terminal_slots(self) -> IntArray:
        """The slots of :meth:`terminal`, sorted (without a mask over every slot)."""
        movers = np.flatnonzero(self.mover_ok).astype(np.intp)
        finished = np.flatnonzero(self.finished).astype(np.intp)
        return np.asarray((movers[:, None] * self.sets + finished[None, :]).ravel())

    def terminal_value(self, states: IntArray) -> npt.NDArray[np.int8]:
        return np.full(np.asarray(states).shape, self.goal.finished_value, dtype=np.int8)

    def successor_counts(self) -> npt.NDArray[np.int8]:
        """Distinct successors of every slot (0 for finished and invalid ones)."""
        if self.simple:
            d = self.live_count.astype(np.int8)
            counts: npt.NDArray[np.int8] = np.multiply.outer(d * self.mover_ok, d * ~self.finished).ravel()
            return counts
        if self.rules.op == "add":
            # Picks differ in their successor unless both leave the set unchanged, which adding an
            # opponent's 0 does for every own number: those dM picks make one successor.
            d = self.live_count.astype(np.int8)
            zero = (self.table == 0).any(axis=1).astype(np.int8)
            grid = np.multiply.outer(d, d) - np.multiply.outer(d - 1, zero)
            grid *= np.multiply.outer(self.mover_ok, ~self.finished)
            return np.asarray(grid.ravel(), dtype=np.int8)
        out = np.zeros(self.size, dtype=np.int8)
        states = np.flatnonzero(self.valid() & ~self.terminal())
        for first in range(0, states.size, CHUNK):
            part = states[first : first + CHUNK]
            cand = np.full((part.size, self.h * self.h), -1, dtype=np.intp)
            for col, (rows, _own, _opp, succ) in enumerate(self._picks(part)):
                cand[rows, col] = succ
            cand.sort(axis=1)
            new = (cand[:, 1:] != cand[:, :-1]) & (cand[:, 1:] >= 0)
            out[part] = (cand[:, 0] >= 0) + new.sum(axis=1)
        return out

    def _picks(self, states: IntArray) -> Iterator[tuple[IntArray, IntArray, IntArray, IntArray]]:
        """Per (k-th distinct live own number, j-th distinct live opponent number): the rows of
        ``states`` where that pick exists, with its own number, opponent number and successor."""
        states = np.asarray(states, dtype=np.intp)
        m, o = np.divmod(states, self.sets)
        for k in range(self.h):
            for j in range(self.h):
                rows = np.flatnonzero((k < self.live_count[m]) & (j < self.live_count[o]))
                mm, oo = m[rows], o[rows]
                own, opp = self.live_values[k][mm], self.live_values[j][oo]
                succ = oo * self.sets + self.step[k][opp * self.sets + mm]
                yield rows, own, opp, succ

    def moves(self, states: IntArray) -> tuple[IntArray, IntArray, IntArray, IntArray]:
        parts = list(self._picks(states))
        src, own, opp, succ = (np.concatenate(col) for col in zip(*parts, strict=True))
        return src, own, opp, succ

    def successors(self, states: IntArray) -> IntArray:
        src, _own, _opp, succ = self.moves(states)
        if self.simple:
            return succ
        key = _sorted_distinct(src.astype(np.int64) * self.size + succ)
        return (key % self.size).astype(np.intp)

    def successor_slots(self, states: IntArray) -> IntArray:
        """Every (k, j) pick of every state (see the protocol)."""
        states = np.asarray(states, dtype=np.intp)
        mover, opponent = np.divmod(states, self.sets)
        return self._picked(mover, opponent)

    def _picked(self, mover: IntArray, opponent: IntArray) -> IntArray:
        """The successor slot of every (k, j) pick of the states ``(mover, opponent)``, in blocks of
        picks. Given int32 sets (the reachability search's), the work and the result stay int32."""
        row = opponent * self.sets  # the opponent moves next: their set becomes the mover's
        n, s = mover.size, self.sets
        if n < 4096:  # small frontiers: one gather for every (j, k) at once beats a loop of small ones
            small = self._live_values[:, opponent] * s + mover  # (j, state)
            flat = self._step_offsets[:, None, None] + small[None, :, :]  # (k, j, state)
            return np.asarray((self._step[flat] + row).ravel().astype(mover.dtype, copy=False))
        narrow = mover.dtype == np.int32
        steps: list[IntArray] = self._step32 if narrow else self.step
        rows: list[IntArray] = self._live_rows32 if narrow else self._live_rows
        out = np.empty(self.h * self.h * n, dtype=mover.dtype)
        block = 0
        for j in range(self.h):
            at: IntArray = np.take(rows[j], opponent)
            at += mover
            for step in steps:
                part = out[block * n : (block + 1) * n]
                np.take(step, at, out=part)
                part += row
                block += 1
        return out

    # The reachability search's order (see :func:`~quadace_gui.core.solver.reachability`): slots with
    # the two sides swapped, so that states taken in key order have the same opponent, whose row of the
    # table holds all their successors.
    def search_key(self, slots: IntArray) -> IntArray:
        """The search key of each slot, ``opponent * S + mover`` (of the slots' integer type)."""
        slots = np.asarray(slots)
        mover = slots // self.sets
        opponent = slots - mover * self.sets
        opponent *= self.sets
        opponent += mover
        return opponent

    def search_successors(self, keys: IntArray) -> IntArray:
        """:meth:`successor_slots` of the states with these search keys."""
        keys = np.asarray(keys).astype(self._index, copy=False)
        opponent = keys // self.sets
        mover = keys - opponent * self.sets
        return self._picked(mover, opponent)

    def dense_groups(self) -> tuple[int, list[tuple[IntArray, list[IntArray]]]] | None:
        """For the search's whole-row expansion of a large frontier (see
        :func:`~quadace_gui.core.solver._dense_level`): per opponent number z, the sets O that hold z
        as a live number (and can move next), and the sets M from which one move with z reaches each
        set M', one array over M' per hand of M' that the move may have made (a set that no move
        reaches points at a set that is never a mover). None when the operation has more than one
        inverse for some numbers (multiplication): then a list of moves is cheaper."""
        return (self.sets, self._dense) if self._dense is not None else None

    @functools.cached_property
    def _dense(self) -> list[tuple[IntArray, list[IntArray]]] | None:
        if self.inverse_width > 1:
            return None
        s, b = self.sets, self.base
        never = int(np.flatnonzero(~self.mover_ok)[0])  # never a mover: no frontier state there
        sets = np.arange(s, dtype=np.intp)
        live = [(j < self.live_count) & self.mover_ok for j in range(self.h)]
        groups = []
        for z in range(b):
            holds = np.zeros(s, dtype=bool)
            for j in range(self.h):
                holds |= live[j] & (self.live_values[j] == z)
            rows = np.flatnonzero(holds)
            if not rows.size:
                continue
            maps = []
            for k in range(self.h):  # the k-th distinct number y of M' is the hand that moved
                cell = z * b + self.all_values[k]
                has = (k < self.all_count) & (self.inverse_count[cell] > 0)
                x = self.inverse[np.where(has, self.inverse_start[cell], 0)]  # the number it was
                before = self._swap[k * b * s + x * s + sets]
                maps.append(np.where(has, before, never).astype(np.intp))
            groups.append((rows, maps))
        return groups

    def gains(self, states: IntArray, afters: IntArray) -> BoolArray:
        """Whether each move ``states -> afters`` "makes 10": the mover retired one more hand (or,
        under a goal where nothing retires, finished the game). The players' "simple" strategy hook."""
        mover = np.asarray(states, dtype=np.intp) // self.sets
        moved = np.asarray(afters, dtype=np.intp) % self.sets  # the mover's set after the move
        if not self.goal.retires:
            return np.asarray(self.finished[moved])
        return np.asarray(self._retired[moved] > self._retired[mover])

    @functools.cached_property
    def _retired(self) -> IntArray:
        """Retired hands of every set."""
        return np.asarray((~self.goal.live_mask(self.table)).sum(axis=1), dtype=np.intp)

    def predecessors(self, states: IntArray) -> IntArray:
        return self.predecessor_pairs(states)[1]

    def predecessor_pairs(self, states: IntArray) -> tuple[IntArray, IntArray]:
        """(index into ``states``, predecessor) rows, each (predecessor, state) pair once."""
        states = np.asarray(states, dtype=np.intp)
        mv, op = np.divmod(states, self.sets)  # previous opponent, previous mover after the move
        b, s, n, width = self.base, self.sets, states.size, self.inverse_width
        # Every (k, j) at once: the k-th distinct number of `op` is the hand that just moved, after
        # combining with the j-th distinct live number of `mv`; rows are (k, j) pairs, columns states.
        ok = (self._pick_k[:, None] < self.all_count[op]) & (self._pick_j[:, None] < self.live_count[mv])
        sel = np.flatnonzero(ok)
        col = sel % n
        pick = sel // n
        k = self._pick_k[pick]
        y = self._all_values[k, op[col]]
        z = self._live_values[self._pick_j[pick], mv[col]]
        cell = z * b + y
        base_k = k * (b * s) + op[col]
        out: list[IntArray] = []
        srcs: list[IntArray] = []
        same: list[BoolArray] = []  # the move left the set as it was (x == y): P is `op` itself
        for r in range(width):
            more = np.flatnonzero(r < self.inverse_count[cell])  # cells with an (r+1)-th solution
            if more.size < cell.size:
                cell, base_k, col = cell[more], base_k[more], col[more]
            x = self.inverse[self.inverse_start[cell] + r]
            before = self._swap[base_k + x * s]
            keep = self.mover_ok[before]
            out.append(before[keep] * s + mv[col[keep]])
            srcs.append(col[keep])
            if not self.simple:
                same.append((x == cell % b)[keep])
            if not cell.size:
                break
        preds = np.concatenate(out) if len(out) > 1 else out[0]
        src = np.concatenate(srcs) if len(srcs) > 1 else srcs[0]
        if self.simple:
            return src, preds
        return self._deduplicated(src, preds, np.concatenate(same), op * s + mv)

    def _deduplicated(
        self, src: IntArray, preds: IntArray, same: BoolArray, swapped: IntArray
    ) -> tuple[IntArray, IntArray]:
        """Each (state, predecessor) pair once. Two different picks reach the same predecessor only
        when both leave the set unchanged (kept once per state, by marking) or, under ``mul``, when
        two opponent numbers z turn the same x into the same y (sorted out with np.unique)."""
        mark = np.zeros(swapped.size, dtype=bool)
        mark[src[same]] = True
        unchanged = np.flatnonzero(mark)
        other = ~same
        src, preds = src[other], preds[other]
        if self.rules.op != "add":  # with addition, z is fixed by x and y: no repeats
            key = _sorted_distinct(src.astype(np.int64) * self.size + preds)
            src, preds = (key // self.size).astype(np.intp), (key % self.size).astype(np.intp)
        # An unchanged set: the predecessor is the state with its two sides swapped back.
        return np.concatenate([src, unchanged]), np.concatenate([preds, swapped[unchanged]])


def _sorted_distinct(keys: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    """The distinct keys, sorted (a sort and a comparison: np.unique hashes, which is far slower
    on tens of millions of scattered keys)."""
    keys = np.sort(keys)
    if keys.size > 1:
        keep = np.empty(keys.size, dtype=bool)
        keep[0] = True
        np.not_equal(keys[1:], keys[:-1], out=keep[1:])
        keys = keys[keep]
    return keys
