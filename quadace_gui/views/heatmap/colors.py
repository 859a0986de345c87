"""The heatmap's colours: fixed inks, the colour lookup table over cell codes, and a table's image.

The colour maths (value colours, shading, contrast) is :mod:`quadace_gui.palette`'s; this module only
lays it out as arrays indexed by the codes of :mod:`.codes`.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt
from PySide6.QtGui import QColor

from quadace_gui import palette
from quadace_gui.core.solver import DRAW, LOSS, WIN, SolvedTable

from . import codes as cell_codes
from .layout import CellLayout

# Colour codes are kept for this many recent tables (undoing a change of base shows the old one at once).
PREPARED_TABLES = 2
UNREACHABLE_MODES = ("show", "dim", "hide")
# Alpha of unreachable cells in "dim" mode; a hatch behind them shows through.
DIM_ALPHA = 70
ALPHA = {"show": 255, "dim": DIM_ALPHA, "hide": 0}

INK = QColor(*palette.NEAR_BLACK)
PAPER = QColor(*palette.WHITE)
GRID = QColor(25, 25, 25)
HATCH = QColor(120, 120, 120)
# Text on cells: strong (wins, losses) and quiet (draws), each for dark and for light cells.
STRONG_INK = {True: PAPER, False: INK}
QUIET_INK = {True: QColor(235, 235, 235), False: QColor(70, 70, 70)}

RGBA = npt.NDArray[np.uint8]


@functools.lru_cache(maxsize=64)
def shade_ramp(rgb: palette.RGB, max_distance: int) -> RGBA:
    """:func:`quadace_gui.palette.shade` of ``rgb`` for every distance 0..max_distance, as (D, 3); worked
    out once for each colour and length (a take-away map colours a new slice on a move), read-only."""
    ramp = np.asarray(palette.shades(rgb, max_distance), dtype=np.uint8).reshape(-1, 3)
    ramp.setflags(write=False)
    return ramp


def color_lut(palette_name: str, max_distance: int, unreachable_alpha: int) -> npt.NDArray[np.uint32]:
    """RGBA colours packed as uint32, one per cell code (see :mod:`.codes`)."""
    span = max(max_distance, 0) + 1
    reachable, value, distance = cell_codes.unpack_array(np.arange(cell_codes.code_count(span)), span)
    lut = np.zeros((reachable.size, 4), dtype=np.uint8)
    for v in (LOSS, DRAW, WIN):
        rgb = palette.base_rgb(v, palette_name)
        ramp = shade_ramp(rgb, max_distance if v != DRAW else 0)
        pick = value == v
        lut[pick, :3] = ramp[np.minimum(distance[pick], len(ramp) - 1)]
    lut[:, 3] = np.where(reachable, 255, unreachable_alpha)
    return lut.view(np.uint32).ravel()


def cell_is_dark(rgba: tuple[int, int, int, int]) -> bool:
    """Whether a cell drawn in ``rgba`` looks dark (translucent cells are seen over white paper)."""
    r, g, b, a = rgba
    return palette.is_dark(palette.seen_over_white((r, g, b), a))


@dataclass
class Prepared:
    """A table's colour codes, and maybe its image prepared in a worker: ((palette, mode), RGBA)."""

    table: SolvedTable
    codes: cell_codes.Codes
    max_distance: int
    image: tuple[tuple[str, str], RGBA] | None = None

    @property
    def span(self) -> int:
        return self.max_distance + 1

    def code(self, col: int, row: int) -> cell_codes.CellCode:
        return cell_codes.unpack(int(self.codes[row, col]), self.span)

    def colour(self, palette_name: str, unreachable: str) -> RGBA:
        """The RGBA image, shape (cells, cells, 4), in that palette and unreachable-cell mode."""
        lut = color_lut(palette_name, self.max_distance, ALPHA[unreachable])
        return lut[self.codes].view(np.uint8).reshape((*self.codes.shape, 4))

    def paint(self, key: tuple[str, str]) -> None:
        """Keep the image in the colours ``key`` (palette, unreachable mode) for the heatmap to take."""
        self.image = (key, self.colour(*key))


def prepare_codes(table: SolvedTable) -> Prepared:
    """The colour codes of every cell of ``table``: numpy only, no Qt object, so a solve worker can
    run it; the heatmap takes the result with :meth:`OutcomeHeatmap.adoptPrepared`."""
    layout = CellLayout.for_rules(table.rules)
    rows, cols = layout.rows, layout.cols
    codes, max_distance = cell_codes.cell_codes(table, rows.slice() or rows.order, cols.slice() or cols.order)
    return Prepared(table, codes, max_distance)


class Colouring:
    """How a heatmap colours its cells: the palette, the unreachable-cell mode, and the codes of the last
    few tables (:data:`PREPARED_TABLES`), prepared in any thread."""

    def __init__(self) -> None:
        self.palette = palette.DEFAULT_PALETTE
        self.unreachable = "dim"
        self._prepared: list[Prepared] = []  # recent tables, newest last

    @property
    def key(self) -> tuple[str, str]:
        return self.palette, self.unreachable

    def prepare(self, table: SolvedTable, colour: bool) -> Prepared:
        """The codes of ``table`` (computed once), and with ``colour`` its image in the current colours.
        Touches no Qt object: a solve job calls it in its worker thread."""
        entry = next((p for p in self._prepared if p.table is table), None)
        if entry is None:
            entry = prepare_codes(table)
            self.keep(entry)
        if colour:
            entry.paint(self.key)
        return entry

    def keep(self, entry: Prepared) -> None:
        """Remember ``entry`` (codes prepared elsewhere, e.g. by :func:`prepare_codes` in a worker)."""
        if any(p.table is entry.table for p in self._prepared):
            return
        # A new list, swapped in whole: the GUI thread may be reading the old one.
        self._prepared = [*self._prepared[-(PREPARED_TABLES - 1) :], entry]

    def image(self, entry: Prepared) -> RGBA:
        """The image of ``entry`` in the current colours (the one prepared in a worker is used once)."""
        ready, entry.image = entry.image, None
        return ready[1] if ready is not None and ready[0] == self.key else entry.colour(*self.key)

    def adopt(self, other: Colouring, table: SolvedTable | None) -> None:
        """Take ``other``'s colours, and its codes of ``table`` (an export twin computes nothing twice)."""
        self.palette, self.unreachable = other.palette, other.unreachable
        self._prepared = [p for p in other._prepared if p.table is table]
