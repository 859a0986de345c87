"""The heatmap's induction mode: only the positions decided at levels 0 .. k are coloured.

Backward induction is shown level by level (see :mod:`quadace_gui.core.levels`): the solver's level of a
position is its distance, so the cells shown at step k are those whose table distance is at most k; the
others (later levels and the draws) are painted one neutral colour. Numpy only, no Qt.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from quadace_gui.core.solver import DRAW, SolvedTable

from .layout import CellLayout

#: The colour of a cell not decided yet (RGBA): a pale grey, distinct from every palette's draw colour.
UNDECIDED = np.array([236, 236, 232, 255], dtype=np.uint8)


def shown_mask(table: SolvedTable, layout: CellLayout, level: int) -> npt.NDArray[np.bool_]:
    """(rows, columns) mask of the cells decided at levels 0 .. ``level`` (all False below 0). At the
    last level the draws, which no level decides, are shown too: in the draw colour, labelled "D"."""
    cells = _picked(table, layout, table.distance)
    decided = (cells >= 0) & (cells <= level)
    last = int(cells.max(initial=-1))
    if level >= 0 and level >= last:
        return np.ones_like(decided)  # the end: what is left undecided are the draws
    return np.asarray(decided)


def shows_draws(table: SolvedTable, layout: CellLayout, level: int | None) -> bool:
    """Whether the picture at ``level`` is the last one and has draws on it (grey cells, "D")."""
    if level is None or level < 0:
        return False
    last = int(_picked(table, layout, table.distance).max(initial=-1))
    return level >= last and bool((_picked(table, layout, table.value) == DRAW).any())


def _picked(table: SolvedTable, layout: CellLayout, array: npt.NDArray[np.generic]) -> npt.NDArray[np.int32]:
    """(rows, columns) of ``array`` (one entry a position) in the order ``layout`` draws the cells."""
    rows, cols = layout.rows, layout.cols
    grid = table.grid(array)
    r = rows.slice() or rows.order
    c = cols.slice() or cols.order
    picked = grid[r, c] if isinstance(r, slice) and isinstance(c, slice) else grid[r][:, c]
    return np.asarray(picked, dtype=np.int32)


def masked(rgba: npt.NDArray[np.uint8], shown: npt.NDArray[np.bool_]) -> npt.NDArray[np.uint8]:
    """A copy of ``rgba`` with every cell outside ``shown`` painted :data:`UNDECIDED`."""
    out = rgba.copy()
    out[~shown] = UNDECIDED
    return out
