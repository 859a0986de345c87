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
"""

from __future__ import annotations

from collections.abc import Iterator

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
        counts = np.multiply.outer(d, d)
        counts[0, :] = 0
        counts[:, 0] = 0
        return counts.ravel()

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
        return o[rows] * self.pairs + self.table[(own[rows] + opp[rows]) % self.base, kept[rows]]

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
