"""Outputs sized before they are built: a command whose output (and the Python objects behind it) would
be too large is refused in one line (exit 2) naming the limit and the nearest size that fits.

The listing of every start (``starts``) and the one-hand-against-one grid of ``analyze`` grow with the
square of the base; the rows are counted from the rules alone, before solving.
"""

from __future__ import annotations

from collections.abc import Callable

from quadace_gui.core.rules import Rules
from quadace_gui.core.starts import start_sets

from .output import UsageError

#: The most rows a listing may have (every start): about 60 bytes each in JSON, a few hundred in Python.
MAX_ROWS = 1_000_000
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


def check_starts(rules: Rules, every: bool) -> None:
    """Refuse listing every start when there are more than :data:`MAX_ROWS` (the summary is small)."""
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
