"""Cell codes: each cell's reachability, value and distance packed into one small integer.

A code indexes the colour table (see :mod:`.colors`), so a change of palette or of the unreachable mode
only looks the codes up again. The layout of a code lives here and nowhere else::

    code = (reachable * 3 + value + 1) * span + distance      span = largest distance + 1

with ``value`` LOSS, DRAW, WIN = -1, 0, 1 and draws at distance 0. :func:`pack` writes codes,
:func:`unpack` / :func:`unpack_array` read them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from quadace_gui.core.solver import DRAW, INVALID, SolvedTable

Codes = npt.NDArray[np.uint32]
VALUES = 3  # LOSS, DRAW, WIN


@dataclass(frozen=True)
class CellCode:
    """What one code says about its cell."""

    reachable: bool
    value: int  # WIN, LOSS or DRAW
    distance: int | None  # None for draws


def code_count(span: int) -> int:
    """How many codes there are when distances go from 0 to ``span - 1``."""
    return 2 * VALUES * span


def pack(
    value: npt.NDArray[Any], distance: npt.NDArray[Any], reachable: npt.NDArray[Any], span: int
) -> Codes:
    """Codes of cells given as arrays of the same shape (distances below 0, the draws', count as 0).

    Pure numpy on compact types, a block of cells at a time: no temporary as large as the table (a
    base-100 table has 25 million cells), only the codes themselves.
    """
    codes = np.empty(value.shape, dtype=np.uint32)
    if value.ndim != 2:  # (the heatmap's grids are two-dimensional; anything else in one go)
        _pack_into(codes, value, distance, reachable, span)
        return codes
    rows = max(1, PACK_BLOCK // max(1, int(value.shape[1])))
    for i in range(0, int(value.shape[0]), rows):
        _pack_into(
            codes[i : i + rows], value[i : i + rows], distance[i : i + rows], reachable[i : i + rows], span
        )
    return codes


def _pack_into(
    out: Codes, value: npt.NDArray[Any], distance: npt.NDArray[Any], reachable: npt.NDArray[Any], span: int
) -> None:
    np.add(value, 1, out=out, casting="unsafe")  # LOSS, DRAW, WIN -> 0, 1, 2
    out += np.asarray(reachable).view(np.uint8) * np.uint32(VALUES)
    out *= np.uint32(span)
    out += np.maximum(distance, 0).astype(np.uint32, copy=False)


#: Cells coded at once by :func:`pack` (its temporaries stay this small).
PACK_BLOCK = 1 << 16


def unpack_array(
    codes: npt.NDArray[np.integer], span: int
) -> tuple[npt.NDArray[np.bool_], npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """(reachable, value, distance) arrays of ``codes``; draws come out at distance 0."""
    rest, distance = np.divmod(np.asarray(codes, dtype=np.int64), span)
    reachable, value = np.divmod(rest, VALUES)
    return reachable.astype(bool), value - 1, distance


def unpack(code: int, span: int) -> CellCode:
    reachable, value, distance = (a.item() for a in unpack_array(np.asarray([code]), span))
    return CellCode(bool(reachable), int(value), None if value == DRAW else int(distance))


Pick = slice | npt.NDArray[np.intp]


def cell_codes(table: SolvedTable, rows: Pick | None = None, cols: Pick | None = None) -> tuple[Codes, int]:
    """The codes of the cells a heatmap shows, and the largest distance (``span - 1``).

    Row k / column j is the set ``rows[k]`` / ``cols[j]`` of the table's numbering (slices are
    cheapest: the grid is then only viewed, not copied); by default the table's layout (see
    :mod:`.layout`).
    """
    if rows is None or cols is None:
        from .layout import CellLayout

        layout = CellLayout.for_rules(table.rules)
        rows = layout.rows.slice() or layout.rows.order if rows is None else rows
        cols = layout.cols.slice() or layout.cols.order if cols is None else cols
    # Invalid slots have distance -1 like draws: the largest over every slot is the largest over the
    # positions, without a mask of the valid ones.
    max_distance = max(int(table.distance.max(initial=0)), 0)

    def cells(array: npt.NDArray[Any]) -> npt.NDArray[Any]:
        grid = table.grid(array)
        if isinstance(rows, slice) and isinstance(cols, slice):
            return grid[rows, cols]
        return grid[rows][:, cols]

    value = cells(table.value)
    if (value == INVALID).any():  # a cell no game reaches (both players at the goal): an unreachable draw
        value = np.where(value == INVALID, DRAW, value)
    codes = pack(value, cells(table.distance), cells(table.reachable), max_distance + 1)
    return codes, max_distance
