"""Outputs sized before they are built: a command whose output (and the Python objects behind it) would
be too large is refused in one line (exit 2) naming the limit and the nearest size that fits.

The listing of every start (``starts``) and the one-hand-against-one grid of ``analyze`` grow with the
square of the base; the rows are counted from the rules alone, before solving.
"""

from __future__ import annotations

from collections.abc import Callable

from quadace_gui.core.memory import format_bytes, memory_limit
from quadace_gui.core.rules import Rules
from quadace_gui.core.starts import start_sets

from .output import UsageError

#: The most rows a listing may have (every start): about 60 bytes each in JSON, a few hundred in Python;
#: listing them takes 20-30 microseconds a row (1,000,000 rows took 21 s, 250,000 8 s on a busy machine),
#: so the listing ends in a few seconds.
MAX_ROWS = 150_000
#: Bytes a start takes while the starts are valued (its slot, value, distance, the two sets, the masks),
#: on top of the solve: measured near 60 (base 132 ran out of 2 GB); rounded up.
STARTS_BYTES_PER_ROW = 64
#: The most cells of the one-hand-against-one grid (``analyze``): about 150 bytes each in JSON.
MAX_GRID_CELLS = 250_000


def start_rows(rules: Rules) -> int:
    """How many legal starts ``starts`` lists for ``rules``."""
    return int(start_sets(rules).size) ** 2


def grid_cells(rules: Rules) -> int:
    """How many cells the one-hand-against-one grid of ``analyze`` has for ``rules``."""
    return (rules.base - 1) ** 2 if rules.goal_rule.retires else 0


def _largest_base(rules: Rules, size: Callable[[Rules], int], most: int) -> int:
    """The largest base up to ``rules.base`` whose size fits (the sizes grow with the base)."""
    low, high = 2, rules.base
    while low < high:
        mid = (low + high + 1) // 2
        if size(rules.with_base(mid)) <= most:
            low = mid
        else:
            high = mid - 1
    return low


def starts_bytes(rules: Rules) -> int:
    """Memory the starts of ``rules`` need: the solve, then every start valued at once."""
    return rules.estimated_bytes() + start_rows(rules) * STARTS_BYTES_PER_ROW


def check_starts(rules: Rules, every: bool) -> None:
    """Refuse valuing the starts when they would not fit in memory with the solve, and listing every
    start when there are more than :data:`MAX_ROWS` (the summary is small)."""
    have = memory_limit()
    need = starts_bytes(rules)
    if need > have:
        fit = _largest_base(rules, lambda r: 0 if starts_bytes(r) <= have else 1, 0)
        raise UsageError(
            f"{rules.name} has {start_rows(rules):,} starts; valuing them would need about "
            f"{format_bytes(need)} of memory and this machine has {format_bytes(have)} available "
            f"(a base up to {fit} fits)"
        )
    if not every:
        return
    rows = start_rows(rules)
    if rows > MAX_ROWS:
        fit = _largest_base(rules, start_rows, MAX_ROWS)
        raise UsageError(
            f"{rules.name} has {rows:,} starts; at most {MAX_ROWS:,} are listed "
            f"(use --summary-only, or a base up to {fit})"
        )


def check_analysis(rules: Rules) -> None:
    """Refuse an analysis whose one-hand-against-one grid has more than :data:`MAX_GRID_CELLS` cells."""
    cells = grid_cells(rules)
    if cells > MAX_GRID_CELLS:
        fit = _largest_base(rules, grid_cells, MAX_GRID_CELLS)
        raise UsageError(
            f"{rules.name}: the analysis lists {cells:,} one-hand-against-one positions; "
            f"at most {MAX_GRID_CELLS:,} (a base up to {fit})"
        )
