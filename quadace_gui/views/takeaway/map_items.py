"""The take-away map's parts that hold no state of the widget: which position each cell shows, the
cell colours, the heap-size axis, the clickable image and outline paths."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt
import pyqtgraph as pg
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsPathItem

from quadace_gui import palette
from quadace_gui.core.games.protocol import LOSS, WIN
from quadace_gui.views.heatmap.colors import shade_ramp

Heaps = tuple[int, ...]


def heap_limits(game: Any) -> Heaps:
    """The largest size of each heap the game's table holds."""
    n = len(game.start)
    limits = getattr(game, "limits", None)
    if isinstance(limits, tuple) and len(limits) == n:
        return tuple(int(v) for v in limits)
    limit = getattr(game, "limit", None)
    if isinstance(limit, int):
        return (limit,) * n
    if isinstance(limit, tuple) and len(limit) == n:
        return tuple(int(v) for v in limit)
    target = getattr(game, "target", None)
    if n == 1 and isinstance(target, int):
        return (target,)
    return tuple(int(v) for v in game.heaps(game.graph().size - 1))


@dataclass(frozen=True)
class CellGrid:
    """Which position each cell shows: ``slots[row, col]`` (-1 where none). One heap: a single row,
    column = heap size. More heaps: row = first heap, column = second, the others ``fixed``."""

    heaps_count: int
    fixed: Heaps
    slots: npt.NDArray[np.intp]

    @classmethod
    def of(cls, game: Any, fixed: Heaps = ()) -> CellGrid:
        limits = heap_limits(game)
        n = len(limits)
        rows, cols = (1, limits[0] + 1) if n == 1 else (limits[0] + 1, limits[1] + 1)
        slots = np.full((rows, cols), -1, dtype=np.intp)
        grid = cls(n, tuple(fixed), slots)
        for r in range(rows):
            for c in range(cols):
                try:
                    slots[r, c] = game.slot(grid.heaps_at(r, c))
                except Exception:
                    slots[r, c] = -1
        return grid

    @property
    def shape(self) -> tuple[int, int]:
        rows, cols = self.slots.shape
        return int(rows), int(cols)

    def heaps_at(self, row: int, col: int) -> Heaps:
        return (col,) if self.heaps_count == 1 else (row, col, *self.fixed)

    def index(self, heaps: Heaps) -> tuple[int, int] | None:
        """(row, column) of a position on this grid, or None when it is off the grid (another slice)."""
        heaps = tuple(heaps)
        if len(heaps) != self.heaps_count:
            return None
        if self.heaps_count == 1:
            row, col = 0, heaps[0]
        else:
            if heaps[2:] != self.fixed:
                return None
            row, col = heaps[0], heaps[1]
        rows, cols = self.shape
        return (row, col) if 0 <= row < rows and 0 <= col < cols else None


def value_rgba(
    value: npt.NDArray[np.integer], distance: npt.NDArray[np.integer], palette_name: str, max_distance: int
) -> npt.NDArray[np.uint8]:
    """RGBA colours of cells: the palette's WIN / LOSS colour shaded by distance; others transparent."""
    out = np.zeros((*value.shape, 4), dtype=np.uint8)
    for v in (WIN, LOSS):
        ramp = shade_ramp(palette.base_rgb(v, palette_name), max_distance)
        pick = value == v
        out[pick, :3] = ramp[np.clip(distance[pick], 0, len(ramp) - 1)]
        out[pick, 3] = 255
    return out


class HeapAxis(pg.AxisItem):  # type: ignore[misc]
    """Heap sizes at cell centres (cell k spans k .. k + 1), whole numbers only."""

    def tickValues(self, minVal: float, maxVal: float, size: float) -> list[tuple[float, list[float]]]:
        out = []
        for spacing, values in super().tickValues(minVal - 0.5, maxVal - 0.5, size):
            if spacing >= 1:
                out.append((spacing, [v + 0.5 for v in values if v >= 0 and float(v).is_integer()]))
        return out

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
        return [str(round(v - 0.5)) for v in values]


class MapImage(pg.ImageItem):  # type: ignore[misc]
    """The cells; reports hovers and left clicks (image coordinates) to the widget."""

    def __init__(self, hover: Callable[[QPointF | None], None], click: Callable[[QPointF], bool]) -> None:
        super().__init__(axisOrder="row-major")
        self._hover, self._click = hover, click

    def hoverEvent(self, ev: Any) -> None:
        self._hover(None if ev.isExit() else ev.pos())
        if not ev.isExit():
            ev.acceptClicks(Qt.MouseButton.LeftButton)

    def mouseClickEvent(self, ev: Any) -> None:
        if ev.button() == Qt.MouseButton.LeftButton and self._click(ev.pos()):
            ev.accept()
        else:
            ev.ignore()


def path_item(color: QColor, width: float, z: float) -> QGraphicsPathItem:
    item = QGraphicsPathItem()
    pen = QPen(color, width)
    pen.setCosmetic(True)
    pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    item.setPen(pen)
    item.setBrush(QBrush(Qt.BrushStyle.NoBrush))
    item.setZValue(z)
    return item
