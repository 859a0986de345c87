"""Numbering the hands of one player: multisets of ``h`` numbers from ``0 .. b-1``.

A player's hands are unordered, written low to high. The multisets are numbered in lexicographic order
of that low-to-high writing, which puts the sets with the most zeros (fewest live hands) first::

    h = 2:  (0,0) (0,1) ... (0,b-1) (1,1) (1,2) ... (b-1,b-1)
    h = 3:  (0,0,0) (0,0,1) ... (0,0,b-1) (0,1,1) ... (0,b-1,b-1) (1,1,1) ... (b-1,b-1,b-1)

The number of a set is computed without any table (the combinatorial number system), for one set in
plain Python or for whole arrays with numpy.

>>> set_count(10, 2), set_count(10, 3)
(55, 220)
>>> set_index(10, (1, 6)), set_index(10, (0, 0, 5)), set_index(10, (1, 1, 1))
(15, 5, 55)
>>> [tuple(row) for row in set_table(3, 2).tolist()]
[(0, 0), (0, 1), (0, 2), (1, 1), (1, 2), (2, 2)]
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

IntArray = npt.NDArray[np.int64]


def set_count(base: int, hands: int) -> int:
    """Number of multisets of ``hands`` numbers below ``base``."""
    return math.comb(base + hands - 1, hands)


def _multichoose_tail(base: int, first: int, size: int) -> int:
    """Number of multisets of ``size`` numbers from ``first .. base-1``."""
    return math.comb(base - first + size - 1, size) if first < base or size == 0 else 0


def set_index(base: int, hands: Sequence[int]) -> int:
    """The number of the multiset ``hands`` (in any order)."""
    ordered = sorted(hands)
    h = len(ordered)
    rank, low = 0, 0
    for i, value in enumerate(ordered):
        rest = h - i - 1
        # Sets that agree before position i and hold a smaller number there: hockey-stick sum.
        rank += math.comb(base - low + rest, rest + 1) - math.comb(base - value + rest, rest + 1)
        low = value
    return rank


def _comb_array(n: IntArray, k: int) -> IntArray:
    """``C(n, k)`` elementwise for small ``k`` (0 where n < k)."""
    out = np.ones_like(n)
    for j in range(k):
        out = out * (n - j)
    out //= math.factorial(k)
    return np.where(n >= k, out, 0)


def set_index_array(base: int, sorted_hands: Sequence[IntArray]) -> IntArray:
    """:func:`set_index` of many sets at once; ``sorted_hands[i]`` holds the i-th lowest hand of each."""
    h = len(sorted_hands)
    if h == 1:
        return np.asarray(sorted_hands[0], dtype=np.int64)
    if h == 2:  # the closed form, for speed
        a, c = (np.asarray(col, dtype=np.int64) for col in sorted_hands)
        return np.asarray(a * base - a * (a - 1) // 2 + (c - a))
    rank = np.zeros_like(np.asarray(sorted_hands[0], dtype=np.int64))
    low: IntArray | int = 0
    for i, value in enumerate(sorted_hands):
        rest = h - i - 1
        v = np.asarray(value, dtype=np.int64)
        rank = (
            rank
            + _comb_array(base - low + rest + np.zeros_like(v), rest + 1)
            - _comb_array(base - v + rest, rest + 1)
        )
        low = v
    return rank


def sort_columns(columns: Sequence[IntArray]) -> list[IntArray]:
    """Sort ``len(columns) <= 3`` equally long arrays elementwise (a sorting network)."""
    cols = [np.asarray(c) for c in columns]
    if len(cols) == 1:
        return cols
    if len(cols) == 2:
        return [np.minimum(cols[0], cols[1]), np.maximum(cols[0], cols[1])]
    a, b, c = cols
    a, b = np.minimum(a, b), np.maximum(a, b)
    b, c = np.minimum(b, c), np.maximum(b, c)
    a, b = np.minimum(a, b), np.maximum(a, b)
    return [a, b, c]


def set_table(base: int, hands: int) -> IntArray:
    """Every multiset in numbering order, one row each, hands low to high: shape ``(S, hands)``."""
    rows = itertools.combinations_with_replacement(range(base), hands)
    flat = np.fromiter(
        itertools.chain.from_iterable(rows), dtype=np.int64, count=set_count(base, hands) * hands
    )
    return flat.reshape(-1, hands)
