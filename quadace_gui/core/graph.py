"""The game graph of two-hand QuadAce, in the vectorised form the solver needs.

The solver (:mod:`quadace_gui.core.solver`) knows nothing about hands: it asks a graph for its
slots, which slots are real positions, which are finished, how many *distinct* successors each has,
and, for whole arrays of slots at once, their distinct successors and predecessors. This module is the
two-hand, addition-mod-b implementation; a variant with other rules supplies another class with the
same methods.

Moves and their inverses
------------------------
In position (mover {x, y}, opponent {z, w}) the mover picks a live own hand x and a live opponent hand
z; the next position is (mover {z, w}, opponent {(x + z) mod b, y}). Two choices give the same next
position only when they pick equal numbers, so picking among *distinct* live numbers enumerates the
successor set exactly, and likewise for predecessors: in (mover {z, w}, opponent {x', y}) the previous
position was ({x' - z mod b, y}, {z, w}) for a distinct live z and a distinct x', provided x' - z is not
0 (the hand moved was live).

Searching forward fast
----------------------
:meth:`PairGraph.successor_slots` serves the reachability search, which visits almost every position
of a large base. It trades exactness of the list for speed: per state it returns exactly four slots,
repeating a successor where a pair has fewer than two distinct live numbers, and pointing finished
states at invalid slots (mover ``0 0``), which the search treats as already seen. The pair a mover's
hands become is read from two precomputed tables indexed ``z * P + pair`` (one per live hand of the
pair), so the search does no modulo or pair arithmetic per position.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cached_property

import numpy as np
import numpy.typing as npt

from .rules import Rules

IntArray = npt.NDArray[np.int64]
BoolArray = npt.NDArray[np.bool_]


class PairGraph:
    """Positions of two-hand QuadAce as slots ``mover_pair * P + opponent_pair``."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.base = rules.base
        self.pairs = rules.pair_count
        self.size = rules.slot_count
        self.lo = rules.pair_low
        self.hi = rules.pair_high
        self.table = rules.pair_table
        # Distinct live numbers of each pair: 0 for "0 0", 1 for "0 x" or "x x", else 2.
        self.distinct_live = np.where(self.lo == 0, (self.hi != 0).astype(np.int64), 2 - (self.lo == self.hi))
        # The distinct live numbers of each pair, the second one repeating the first when there is only
        # one; both 0 for "0 0".
        self.first_live = np.where(self.lo != 0, self.lo, self.hi)
        self.second_live = np.where((self.lo != 0) & (self.lo != self.hi), self.hi, self.first_live)

    @property
    def start(self) -> int:
        mover, opponent = self.rules.start
        return self.rules.position_index(mover, opponent)

    def valid(self) -> BoolArray:
        """Slots that are real positions (the mover's pair is not ``0 0``)."""
        v = np.ones((self.pairs, self.pairs), dtype=bool)
        v[0, :] = False
        return v.ravel()

    def terminal(self) -> BoolArray:
        """Finished positions: the opponent's pair is ``0 0``, so the side to move has lost."""
        t = np.zeros((self.pairs, self.pairs), dtype=bool)
        t[1:, 0] = True
        return t.ravel()

    def successor_counts(self) -> npt.NDArray[np.int8]:
        """Number of distinct positions each slot can move to (0 for finished or invalid slots)."""
        d = self.distinct_live.astype(np.int8)
        counts: npt.NDArray[np.int8] = np.multiply.outer(d, d)
        counts[0, :] = 0
        counts[:, 0] = 0
        return counts.ravel()

    @cached_property
    def _steps(self) -> tuple[IntArray, IntArray]:
        """``_steps[k][z * P + p]``: the pair ``p`` becomes when its k-th distinct live number adds ``z``
        (``p`` itself for ``z = 0``, so that finished states lead to invalid slots)."""
        p = np.tile(np.arange(self.pairs, dtype=np.intp), self.base)
        z = np.repeat(np.arange(self.base, dtype=np.intp), self.pairs)
        tables = []
        for own_of in (self.first_live, self.second_live):
            own = own_of[p]
            kept = self.lo[p] + self.hi[p] - own
            after = self.table[(own + z) % self.base, kept]
            tables.append(np.where(z == 0, p, after).astype(np.intp))
        return tables[0], tables[1]

    @cached_property
    def _step_rows(self) -> tuple[IntArray, IntArray]:
        """Row offsets ``z * P`` into :attr:`_steps` for the first and second live number of each pair."""
        return (self.first_live * self.pairs).astype(np.intp), (self.second_live * self.pairs).astype(np.intp)

    def successor_slots(self, states: IntArray) -> IntArray:
        """Four slots per state, covering its successors (see "Searching forward fast" above).

        Every successor of each state appears at least once; a successor may appear several times, and
        a finished state yields invalid slots (mover ``0 0``). Meant for searches that skip seen slots.
        """
        states = np.asarray(states, dtype=np.intp)
        mover, opponent = np.divmod(states, self.pairs)
        row = opponent * self.pairs  # the opponent moves next: their pair becomes the mover's
        n = states.size
        out = np.empty(4 * n, dtype=np.intp)
        block = 0
        for z_rows in self._step_rows:
            at = z_rows[opponent]
            at += mover
            for step in self._steps:
                part = out[block * n : (block + 1) * n]
                np.take(step, at, out=part)
                part += row
                block += 1
        return out

    def _choices(self, states: IntArray) -> Iterator[tuple[IntArray, IntArray, IntArray, IntArray, IntArray]]:
        """For each way of picking (own hand, opponent hand) by position in the pair: the rows of
        ``states`` where that pick is a distinct live move, and the whole own, opponent, kept-hand and
        opponent-pair arrays to index with them."""
        states = np.asarray(states, dtype=np.int64)
        m, o = np.divmod(states, self.pairs)
        m_lo, m_hi, o_lo, o_hi = self.lo[m], self.hi[m], self.lo[o], self.hi[o]
        for own, kept, own_ok in ((m_lo, m_hi, m_lo != 0), (m_hi, m_lo, m_lo != m_hi)):
            for opp, opp_ok in ((o_lo, o_lo != 0), (o_hi, o_lo != o_hi)):
                yield np.flatnonzero(own_ok & opp_ok), own, opp, kept, o

    def _after(self, rows: IntArray, own: IntArray, opp: IntArray, kept: IntArray, o: IntArray) -> IntArray:
        after: IntArray = o[rows] * self.pairs + self.table[(own[rows] + opp[rows]) % self.base, kept[rows]]
        return after

    def successors(self, states: IntArray) -> IntArray:
        """Distinct successors of each of the unfinished ``states``, concatenated."""
        return np.concatenate([self._after(*choice) for choice in self._choices(states)])

    def moves(self, states: IntArray) -> tuple[IntArray, IntArray, IntArray, IntArray]:
        """Distinct moves of unfinished ``states``.

        Returns (index into ``states``, own number, opponent number, successor slot), one row per move.
        """
        parts = [(c[0], c[1][c[0]], c[2][c[0]], self._after(*c)) for c in self._choices(states)]
        src, own, opp, succ = (np.concatenate(col) for col in zip(*parts, strict=True))
        return src, own, opp, succ

    def predecessors(self, states: IntArray) -> IntArray:
        """Predecessors of ``states``, each (predecessor, state) pair once.

        A predecessor is repeated in the result once per state of ``states`` it can move to.
        """
        states = np.asarray(states, dtype=np.int64)
        mv, op = np.divmod(states, self.pairs)  # previous opponent, previous mover after the move
        n_lo, n_hi, z_lo, z_hi = self.lo[op], self.hi[op], self.lo[mv], self.hi[mv]
        out: list[IntArray] = []
        for moved, other, moved_ok in ((n_lo, n_hi, None), (n_hi, n_lo, n_lo != n_hi)):
            for z, z_ok in ((z_lo, z_lo != 0), (z_hi, z_lo != z_hi)):
                before = (moved - z) % self.base
                ok = z_ok & (before != 0)
                if moved_ok is not None:
                    ok &= moved_ok
                idx = np.flatnonzero(ok)
                out.append(self.table[before[idx], other[idx]] * self.pairs + mv[idx])
        return np.concatenate(out)
