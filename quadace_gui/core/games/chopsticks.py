"""The Chopsticks axes (whose hand a touch changes, what a sum of the base or more does, and splits)
and the game graph of any rule set that uses them.

English-speaking schools play the finger game as **Chopsticks**: a move *attacks* (the opponent's
touched hand grows), a hand that reaches the base is out, and a player may instead *split*, sharing
the total of their own two hands out again. Three axes, each a small registry found by name like
:data:`~.ops.OPS` and :data:`~.goals.GOALS`:

``touch``
    ``self`` (QuadAce: the touching hand becomes own + opponent's) or ``other`` (Chopsticks: the
    opponent's touched hand becomes theirs + yours).
``overflow``
    ``wrap`` (the sum is taken modulo the base) or ``cutoff`` (a sum of the base or more is 0: out).
``split``
    ``none``, ``transfer`` (instead of touching, share the total of your two hands as any other
    unordered pair, each below the base; a hand at 0 may be revived, but no live hand may be put out)
    or ``transfer-suicide`` (the same, and a split may put a live hand out).

The goal keeps its meaning for whichever hands change: under ``retire`` a player whose hands all show
0 wins, under ``misere`` loses, under ``equal`` a player showing the same number on every hand wins. So
with ``touch other`` the player who is *attacked* may reach the goal, and a position where the side to
move already shows the goal is finished (see :meth:`ChopsticksGraph.terminal_value`).

:class:`ChopsticksGraph` gives the solver's :class:`~.protocol.GameGraph` for these rules with the
same slot numbering as QuadAce (``mover_set * S + opponent_set``), so every view of the table works
unchanged. It is built once from explicit move lists (numpy, a few columns per move), so it is
limited to :data:`MAX_POSITIONS` slots; beyond that the rules refuse with a clear error.

>>> from quadace_gui.core.position import Move, Position
>>> from quadace_gui.core.rules import Rules
>>> rules = Rules(5, goal="misere", touch="other", split="transfer")
>>> [m.text for m in Position.parse("1,3/1,1:A", rules).legal_moves()]
['1+1', '3+1', '1,3>2,2']
>>> str(Position.parse("1,3/1,1:A", rules).play(Move.parse("3+1")))
'1,3/1,4:B'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from .quadace import _sorted_distinct

if TYPE_CHECKING:
    from ..rules import Rules

IntArray = npt.NDArray[np.intp]
BoolArray = npt.NDArray[np.bool_]

#: Most slots (``S * S``) a rule set using the Chopsticks axes may have: its graph is built from
#: explicit move lists.
MAX_POSITIONS = 100_000


@dataclass(frozen=True)
class Touch:
    name: str
    description: str
    #: Whether the opponent's hand changes (else the mover's own).
    other: bool


@dataclass(frozen=True)
class Overflow:
    name: str
    description: str
    #: Whether a sum of the base or more puts the hand out (else it wraps around).
    cutoff: bool

    def reduce(self, raw: int, base: int) -> int:
        if self.cutoff:
            return raw if raw < base else 0
        return raw % base

    def reduce_array(self, raw: npt.NDArray[np.int64], base: int) -> npt.NDArray[np.int64]:
        if self.cutoff:
            return np.where(raw < base, raw, 0)
        out: npt.NDArray[np.int64] = raw % base
        return out


@dataclass(frozen=True)
class Split:
    name: str
    description: str
    #: Whether a player may split at all.
    allowed: bool
    #: Whether a split may put a live hand out.
    suicide: bool


TOUCHES: dict[str, Touch] = {
    t.name: t
    for t in (
        Touch("self", "your touching hand becomes yours + theirs (QuadAce)", other=False),
        Touch("other", "the opponent's touched hand becomes theirs + yours (Chopsticks)", other=True),
    )
}
OVERFLOWS: dict[str, Overflow] = {
    o.name: o
    for o in (
        Overflow("wrap", "a sum is taken modulo the base (rollover)", cutoff=False),
        Overflow("cutoff", "a sum of the base or more puts the hand out", cutoff=True),
    )
}
SPLITS: dict[str, Split] = {
    s.name: s
    for s in (
        Split("none", "no splits", allowed=False, suicide=False),
        Split(
            "transfer",
            "instead of touching, share your two hands' total anew; no live hand may be put out",
            allowed=True,
            suicide=False,
        ),
        Split(
            "transfer-suicide",
            "instead of touching, share your two hands' total anew; a live hand may be put out",
            allowed=True,
            suicide=True,
        ),
    )
}


def split_targets(hands: tuple[int, ...], base: int, suicide: bool, retires: bool) -> list[tuple[int, int]]:
    """The pairs (low, high) two hands may be split into: the same total, each below the base, not
    the pair itself; without ``suicide`` (and under a retiring goal) no live hand may go out."""
    if len(hands) != 2:
        return []
    low, high = sorted(hands)
    total = low + high
    out = []
    for a in range(max(0, total - (base - 1)), total // 2 + 1):
        b = total - a
        if (a, b) == (low, high):
            continue
        if retires and not suicide and a == 0 and low != 0:
            continue
        out.append((a, b))
    return out


def _gather(starts: IntArray, counts: IntArray) -> tuple[IntArray, IntArray]:
    """For runs ``starts[i] .. + counts[i]``: (run number, flat index) of every element."""
    total = int(counts.sum())
    run = np.repeat(np.arange(counts.size, dtype=np.intp), counts)
    if not total:
        return run, np.zeros(0, dtype=np.intp)
    offsets = np.cumsum(counts) - counts
    within = np.arange(total, dtype=np.intp) - np.repeat(offsets, counts)
    return run, (np.repeat(starts, counts) + within).astype(np.intp)


class ChopsticksGraph:
    """The game graph of a rule set using the Chopsticks axes (any touch, overflow and split)."""

    solve_chunk = 1 << 16

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.base = b = rules.base
        self.h = h = rules.hands
        self.sets = s = rules.set_count
        self.size = s * s
        self.goal = goal = rules.goal_rule
        self.table = table = rules.hand_sets
        fin = goal.finished_sets(table)
        self.finished = fin
        mover_fin = np.repeat(fin, s)
        opp_fin = np.tile(fin, s)
        ok = ~(mover_fin & opp_fin)
        if not rules.mover_may_finish:
            ok &= ~mover_fin
        if not rules.opponent_may_finish:
            ok &= ~opp_fin
        self._valid = ok
        self._terminal = ok & (mover_fin | opp_fin)
        self._mover_finished = mover_fin
        # Distinct live numbers of each set, padded with -1.
        live = goal.live_mask(table)
        values = np.full((s, h), -1, dtype=np.intp)
        for i in range(s):
            distinct = sorted({int(v) for v, keep in zip(table[i], live[i], strict=True) if keep})
            values[i, : len(distinct)] = distinct
        self._values = values
        # step[i, k, z]: set i with its k-th distinct live number x replaced by combine(x, z).
        step = np.full((s, h, b), -1, dtype=np.intp)
        for i in range(s):
            row = [int(v) for v in table[i]]
            for k in range(h):
                x = int(values[i, k])
                if x < 0:
                    continue
                at = row.index(x)
                for z in range(b):
                    new = row.copy()
                    new[at] = rules.combine(x, z)
                    step[i, k, z] = rules.set_index(new)
        self._step = step
        # Splits of each set: targets padded with -1, and the new pair's numbers.
        targets: list[list[tuple[int, int]]] = [
            split_targets(tuple(int(v) for v in table[i]), b, rules.split_rule.suicide, goal.retires)
            if rules.split_rule.allowed
            else []
            for i in range(s)
        ]
        width = max((len(t) for t in targets), default=0)
        self._split_to = np.full((s, max(width, 1)), -1, dtype=np.intp)
        self._split_low = np.zeros((s, max(width, 1)), dtype=np.intp)
        self._split_high = np.zeros((s, max(width, 1)), dtype=np.intp)
        for i, found in enumerate(targets):
            for c, (lo, hi) in enumerate(found):
                self._split_to[i, c] = rules.set_index((lo, hi))
                self._split_low[i, c], self._split_high[i, c] = lo, hi
        self._build_moves()

    def _all_moves(self, states: IntArray) -> tuple[IntArray, IntArray, IntArray, IntArray]:
        """Every move of the (unfinished) ``states``: index into states, own, opp, successor. A
        split is written own = base + new low hand, opp = new high hand."""
        s, h, b = self.sets, self.h, self.base
        m, o = np.divmod(states, s)
        parts: list[tuple[IntArray, IntArray, IntArray, IntArray]] = []
        other = self.rules.touch_rule.other
        for k in range(h):
            for j in range(h):
                x, z = self._values[m, k], self._values[o, j]
                rows = np.flatnonzero((x >= 0) & (z >= 0))
                xs, zs, mm, oo = x[rows], z[rows], m[rows], o[rows]
                succ = self._step[oo, j, xs] * s + mm if other else oo * s + self._step[mm, k, zs]
                parts.append((rows, xs, zs, succ))
        for c in range(self._split_to.shape[1]):
            to = self._split_to[m, c]
            rows = np.flatnonzero(to >= 0)
            mm = m[rows]
            parts.append((rows, b + self._split_low[mm, c], self._split_high[mm, c], o[rows] * s + to[rows]))
        src, own, opp, succ = (np.concatenate(col).astype(np.intp) for col in zip(*parts, strict=True))
        return src, own, opp, succ

    def _build_moves(self) -> None:
        states = np.flatnonzero(self._valid & ~self._terminal).astype(np.intp)
        src, own, opp, succ = self._all_moves(states)
        slot = states[src]
        width = 2 * self.base  # own < 2 * base (a split is base + new low hand), opp < base
        order = np.argsort((slot.astype(np.int64) * width + own) * width + opp, kind="stable")
        self._move_slot, self._move_own = slot[order], own[order]
        self._move_opp, self._move_succ = opp[order], succ[order]
        self._move_first = np.searchsorted(self._move_slot, np.arange(self.size + 1)).astype(np.intp)
        # Distinct (slot, successor) edges, forwards and backwards.
        key = _sorted_distinct(slot.astype(np.int64) * self.size + succ)
        e_src, e_dst = (key // self.size).astype(np.intp), (key % self.size).astype(np.intp)
        self._succ = e_dst
        self._succ_first = np.searchsorted(e_src, np.arange(self.size + 1)).astype(np.intp)
        back = np.argsort(e_dst, kind="stable")  # e_src is sorted already
        self._pred = e_src[back]
        self._pred_first = np.searchsorted(e_dst[back], np.arange(self.size + 1)).astype(np.intp)

    @staticmethod
    def _runs(first: IntArray, states: IntArray) -> tuple[IntArray, IntArray]:
        states = np.asarray(states, dtype=np.intp)
        starts = first[states]
        return _gather(starts, first[states + 1] - starts)

    # -- the protocol ------------------------------------------------------------------------------
    @property
    def start(self) -> int:
        mover, opponent = self.rules.start
        return self.rules.position_index(mover, opponent)

    def valid(self) -> BoolArray:
        return self._valid.copy()

    def terminal(self) -> BoolArray:
        return self._terminal.copy()

    def terminal_value(self, states: IntArray) -> npt.NDArray[np.int8]:
        """The goal's value when the opponent (who just moved) reached it; the opposite when the side
        to move did (attacked into it)."""
        value = self.goal.finished_value
        mover = self._mover_finished[np.asarray(states, dtype=np.intp)]
        return np.where(mover, -value, value).astype(np.int8)

    def successor_counts(self) -> npt.NDArray[np.int32]:
        return np.diff(self._succ_first).astype(np.int32)

    def successors(self, states: IntArray) -> IntArray:
        _run, at = self._runs(self._succ_first, states)
        return self._succ[at]

    def predecessors(self, states: IntArray) -> IntArray:
        _run, at = self._runs(self._pred_first, states)
        return self._pred[at]

    def predecessor_pairs(self, states: IntArray) -> tuple[IntArray, IntArray]:
        """(index into ``states``, predecessor) rows, each (predecessor, state) pair once."""
        run, at = self._runs(self._pred_first, states)
        return run, self._pred[at]

    def successor_slots(self, states: IntArray) -> IntArray:
        return self.successors(states)

    def moves(self, states: IntArray) -> tuple[IntArray, IntArray, IntArray, IntArray]:
        run, at = self._runs(self._move_first, states)
        return run, self._move_own[at], self._move_opp[at], self._move_succ[at]

    def gains(self, states: IntArray, afters: IntArray) -> BoolArray:
        """Whether each move ``states -> afters`` put one more hand out where the goal counts it: the
        mover's own (touch self) or the opponent's (touch other); or, where nothing is out, finished."""
        s = self.sets
        states, afters = np.asarray(states, dtype=np.intp), np.asarray(afters, dtype=np.intp)
        mover, opponent = np.divmod(states, s)
        opponent_after, mover_after = np.divmod(afters, s)  # the opponent moves next
        if not self.goal.retires:
            return np.asarray(self.finished[mover_after] | self.finished[opponent_after])
        out = (~self.goal.live_mask(self.table)).sum(axis=1)
        if self.rules.touch_rule.other:
            return np.asarray(out[opponent_after] > out[opponent])
        return np.asarray(out[mover_after] > out[mover])
