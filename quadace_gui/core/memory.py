"""How much memory the engine may use, and sizes written for people.

Every table-building step (a solve, an analysis) is sized from the rules alone and refused with
:class:`~quadace_gui.core.errors.TooLargeError` *before* anything large is allocated.
"""

from __future__ import annotations

import math
import os

#: Bytes of memory a solve needs per position slot, on top of FIXED_BYTES. Measured peak (VmHWM of a
#: process doing only the solve, minus the interpreter): 22.6 at base 60, 20.0 at base 100, 18.5 at
#: base 120 (see benchmarks/bench_solver.py); rounded up for headroom.
BYTES_PER_POSITION = 24
#: Extra bytes per slot that the whole-table analyses (``analyze``) hold on top of the solved table:
#: the move list of one chunk at a time plus a few per-slot masks.
ANALYSIS_BYTES_PER_POSITION = 16
#: Memory a solve needs whatever the rules (tables, numpy's working buffers), in bytes.
FIXED_BYTES = 64 * 1024**2


def memory_limit() -> int:
    """Bytes the engine may use: what the machine has available (or its physical size), lowered to the
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
            limits.append(max(0, soft - address_space_in_use()))
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


def address_space_in_use() -> int:
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

    Astronomical sizes are written as an order of magnitude (``10^81 EiB``), never with "about", so a
    message may say "about {size}" without doubling the word.

    >>> format_bytes(1536), format_bytes(3 * 1024**3), format_bytes(10**100)
    ('1.5 KiB', '3.0 GiB', '10^81 EiB')
    """
    unit = _UNITS[0]
    for unit in _UNITS:
        if abs(n) < 1024 or unit == _UNITS[-1]:
            break
        n = n // 1024 if n > 10**300 else n / 1024  # a float cannot hold more than about 10^308
    if abs(n) >= 10**6:  # only for absurd sizes; int / float conversions of huge numbers would overflow
        return f"10^{int(math.log10(abs(n)))} {unit}"
    return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"


def format_count(n: int) -> str:
    """A count with thousands separators, or its order of magnitude when it is astronomically large.

    >>> format_count(2970), format_count(10**40)
    ('2,970', '10^40')
    """
    return f"{n:,}" if n < 10**18 else f"10^{int(math.log10(n))}"
