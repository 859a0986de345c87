"""The rules of a QuadAce game and the numbering of its hands and positions.

A :class:`Rules` object names one variant of the game. Today the only axis is the base (the modulus);
the standard game is base 10. Everything that depends on the rules (which pairs of hands exist, how
positions are numbered, which moves are legal) is asked of the rules object, and the solver only sees
the abstract game graph that :meth:`Rules.graph` returns, so new axes (more hands, multiplication,
misère) are new graph classes, not solver changes.

Pairs and positions
-------------------
A player's two hands form an unordered pair, written low-high. Pairs are numbered in this order::

    (0,0), (0,1), ..., (0,b-1), (1,1), (1,2), ..., (1,b-1), (2,2), ..., (b-1,b-1)

so the finished pair ``0 0`` is number 0, the one-hand pairs come next and the two-hand pairs last.
There are ``P = b(b+1)/2`` pairs. A position seen from the side to move is (mover pair, opponent
pair); its index is ``mover * P + opponent``. Indices whose mover pair is ``0 0`` do not name a real
position (that player has already won) and are marked invalid in every table.

>>> r = Rules()
>>> r.pair_count, r.position_count
(55, 2970)
>>> r.pair_index(1, 6), r.pair_of(r.pair_index(6, 1))
(15, (1, 6))
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from .errors import RulesError, TooLargeError

if TYPE_CHECKING:
    from .graph import PairGraph

IntArray = npt.NDArray[np.int64]

#: Bytes of memory a solve needs per position slot, on top of FIXED_BYTES. Measured peak (VmHWM of a
#: process doing only the solve, minus the interpreter): 22.6 at base 60, 20.0 at base 100, 18.5 at
#: base 120 (see benchmarks/bench_solver.py); rounded up for headroom.
BYTES_PER_POSITION = 24
#: Memory a solve needs whatever the base (tables, numpy's working buffers), in bytes.
FIXED_BYTES = 64 * 1024**2
#: The smallest base that makes a game.
MIN_BASE = 2


def _memory_limit() -> int:
    """Bytes the solver may use: what the machine has available (or its physical size), lowered to the
    process's address-space limit (``ulimit -v``) and its control group's memory limit when those are
    smaller."""
    limits: list[int] = []
    try:
        with open("/proc/meminfo", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("MemAvailable:"):
                    limits.append(int(line.split()[1]) * 1024)
    except (OSError, ValueError, IndexError):
        pass
    if not limits:
        try:
            limits.append(int(os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")))
        except (ValueError, OSError, AttributeError):
            limits.append(8 * 1024**3)
    try:
        import resource

        soft, _hard = resource.getrlimit(resource.RLIMIT_AS)
        if soft != resource.RLIM_INFINITY:
            limits.append(max(0, soft - _address_space_in_use()))
    except (ImportError, OSError, ValueError):
        pass
    try:
        with open("/sys/fs/cgroup/memory.max", encoding="ascii") as fh:
            text = fh.read().strip()
        if text.isdigit():
            limits.append(int(text))
    except OSError:
        pass
    return min(limits)


def _address_space_in_use() -> int:
    """Virtual memory this process already holds (counts against ``ulimit -v``), in bytes."""
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("VmSize:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return 0


_UNITS = ("B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB")


def format_bytes(n: int | float) -> str:
    """Human-readable size: ``format_bytes(1536) == '1.5 KiB'``; any size, however large.

    >>> format_bytes(1536), format_bytes(3 * 1024**3), format_bytes(10**100)
    ('1.5 KiB', '3.0 GiB', 'about 10^81 EiB')
    """
    unit = _UNITS[0]
    for unit in _UNITS:
        if abs(n) < 1024 or unit == _UNITS[-1]:
            break
        n = n // 1024 if n > 10**300 else n / 1024  # a float cannot hold more than about 10^308
    if abs(n) >= 10**6:  # only for absurd sizes; int / float conversions of huge numbers would overflow
        return f"about 10^{int(math.log10(abs(n)))} {unit}"
    return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"


def format_count(n: int) -> str:
    """A count with thousands separators, or its order of magnitude when it is astronomically large.

    >>> format_count(2970), format_count(10**40)
    ('2,970', 'about 10^40')
    """
    return f"{n:,}" if n < 10**18 else f"about 10^{int(math.log10(n))}"


@dataclass(frozen=True)
class Rules:
    """One variant of the game. ``Rules()`` is the standard game (base 10, two hands)."""

    base: int = 10

    def __post_init__(self) -> None:
        if isinstance(self.base, bool) or not isinstance(self.base, int):
            raise RulesError("the base must be a whole number, not {base!r}", base=self.base)
        if self.base < MIN_BASE:
            raise RulesError("the base must be at least {least} (got {base})", least=MIN_BASE, base=self.base)

    @classmethod
    def from_text(cls, text: str) -> Rules:
        """Rules from a base given as text, with a clear error for anything that is not a base."""
        try:
            base = int(text.strip())
        except (ValueError, AttributeError):
            raise RulesError(
                "the base must be a whole number of at least {least}, not {text!r}", least=MIN_BASE, text=text
            ) from None
        return cls(base)

    def __repr__(self) -> str:
        return f"Rules(base={self.base})"

    @property
    def is_standard(self) -> bool:
        return self.base == 10

    # -- pairs -------------------------------------------------------------------------------------
    @property
    def pair_count(self) -> int:
        """Number of unordered pairs of hands, ``0 0`` included."""
        return self.base * (self.base + 1) // 2

    @property
    def position_count(self) -> int:
        """Number of real positions (mover is not ``0 0``), finished ones included."""
        p = self.pair_count
        return (p - 1) * p

    def pair_index(self, a: int, c: int) -> int:
        """Number of the pair holding hands ``a`` and ``c`` (in either order)."""
        if a > c:
            a, c = c, a
        return a * self.base - a * (a - 1) // 2 + (c - a)

    def pair_of(self, index: int) -> tuple[int, int]:
        """The pair (low, high) with this number."""
        return int(self.pair_low[index]), int(self.pair_high[index])

    @cached_property
    def pair_low(self) -> IntArray:
        """Low hand of each pair, by pair number."""
        return np.concatenate([np.full(self.base - a, a) for a in range(self.base)]).astype(np.int64)

    @cached_property
    def pair_high(self) -> IntArray:
        """High hand of each pair, by pair number."""
        return np.concatenate([np.arange(a, self.base) for a in range(self.base)]).astype(np.int64)

    @cached_property
    def pair_table(self) -> IntArray:
        """``pair_table[a, c]`` is the number of the pair {a, c}; symmetric."""
        a = np.arange(self.base)[:, None]
        c = np.arange(self.base)[None, :]
        lo, hi = np.minimum(a, c), np.maximum(a, c)
        return np.asarray(lo * self.base - lo * (lo - 1) // 2 + (hi - lo), dtype=np.int64)

    def pairs(self) -> list[tuple[int, int]]:
        """Every pair in numbering order, ``0 0`` first."""
        return list(zip(self.pair_low.tolist(), self.pair_high.tolist(), strict=True))

    def live_hands(self, pair: tuple[int, int]) -> int:
        """How many hands of the pair are still in play."""
        return (pair[0] != 0) + (pair[1] != 0)

    # -- positions ---------------------------------------------------------------------------------
    @property
    def slot_count(self) -> int:
        """Size of the flat position tables (``P * P``, invalid mover ``0 0`` slots included)."""
        return self.pair_count**2

    def position_index(self, mover: tuple[int, int], opponent: tuple[int, int]) -> int:
        return self.pair_index(*mover) * self.pair_count + self.pair_index(*opponent)

    def position_of(self, index: int) -> tuple[tuple[int, int], tuple[int, int]]:
        m, o = divmod(int(index), self.pair_count)
        return self.pair_of(m), self.pair_of(o)

    @property
    def start(self) -> tuple[tuple[int, int], tuple[int, int]]:
        """The start position (mover's pair, opponent's pair): every hand shows 1."""
        return (1, 1), (1, 1)

    # -- resources ---------------------------------------------------------------------------------
    def estimated_bytes(self) -> int:
        """Peak memory the solver needs for these rules, in bytes (an upper estimate)."""
        return self.slot_count * BYTES_PER_POSITION + FIXED_BYTES

    def check_fits(self, limit: int | None = None) -> None:
        """Raise :class:`TooLargeError` if solving would need more memory than the machine has."""
        need = self.estimated_bytes()
        have = _memory_limit() if limit is None else limit
        if need > have:
            raise TooLargeError(
                "base {base} has {positions} positions and would need about {need} of memory to solve; "
                "this machine has {have} available",
                base=self.base,
                positions=format_count(self.position_count),
                need=format_bytes(need),
                have=format_bytes(have),
            )

    def graph(self) -> PairGraph:
        """The game graph the solver works on."""
        from .graph import PairGraph

        return PairGraph(self)
