"""The marks drawn over cells (current position, legal-move targets, preview) and their pens.

The pens are shared with the legend, so its swatches look like the marks on the plot.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable
from dataclasses import dataclass

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .colors import INK, PAPER


def make_pen(color: QColor, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    pen = QPen(color, width, style)
    pen.setCosmetic(True)
    pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    return pen


def restyled(pen: QPen, scale: float = 1.0, cosmetic: bool = True) -> QPen:
    """A copy of ``pen`` with its width times ``scale`` (cosmetic or not)."""
    out = QPen(pen)
    out.setWidthF(pen.widthF() * scale)
    out.setCosmetic(cosmetic)
    return out


def export_scale(item: QGraphicsItem) -> float:
    """How many output pixels one screen pixel becomes while pyqtgraph exports ``item`` (1 on screen).

    Cosmetic pens keep their width in output pixels, so an export at 1920 px would draw them thinner
    than on screen; items multiply their pen widths by this to keep the look.
    """
    opts = getattr(item, "_exportOpts", False)
    return float(opts.get("resolutionScale", 1.0)) if isinstance(opts, dict) else 1.0


@dataclass(frozen=True)
class MarkStyle:
    """An outlined square: a wide pale halo under a narrower dark ink, so it shows on every colour.

    The square is ``scale`` cells wide, centred on its cell, and never smaller than ``min_px`` screen
    pixels, so marks stay visible when a big base makes the cells tiny.
    """

    scale: float
    min_px: float
    ink: QPen
    halo: QPen


MARKS = {
    "current": MarkStyle(1.5, 15.0, make_pen(INK, 3.0), make_pen(PAPER, 6.0)),
    "target": MarkStyle(0.52, 7.0, make_pen(INK, 1.6), make_pen(PAPER, 3.6)),
    "preview": MarkStyle(
        0.9, 11.0, make_pen(INK, 2.0, Qt.PenStyle.DashLine), make_pen(QColor(255, 225, 60), 4.5)
    ),
    # the positions of the finding selected in the Findings tab (a magenta ring seen on every colour)
    "finding": MarkStyle(0.72, 9.0, make_pen(QColor(190, 0, 150), 2.4), make_pen(PAPER, 4.8)),
}
PATH_PEN = make_pen(QColor(20, 20, 20, 140), 2.2)
PATH_DOT = QColor(20, 20, 20, 170)


def paint_outline(
    painter: QPainter, style: MarkStyle, box: QRectF, scale: float = 1.0, cosmetic: bool = True
) -> None:
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for pen in (style.halo, style.ink):
        painter.setPen(restyled(pen, scale, cosmetic))
        painter.drawRect(box)


class Outline(pg.GraphicsObject):  # type: ignore[misc]
    """A :class:`MarkStyle` square around each of any number of cells (given as (column, row))."""

    def __init__(self, plot: pg.PlotItem, style: MarkStyle, z: float) -> None:
        super().__init__()
        self.style = style
        self._cells: list[tuple[int, int]] = []
        self._px_cache: float | None = None
        self._bounds: QRectF | None = None
        self.setZValue(z)
        plot.addItem(self, ignoreBounds=True)

    def cells(self) -> list[tuple[int, int]]:
        return list(self._cells)

    def setCells(self, points: Iterable[tuple[int, int]]) -> None:
        cells = list(points)
        if cells == self._cells:
            return
        self.prepareGeometryChange()
        self._cells = cells
        self._bounds = None
        self.update()

    def _px(self) -> float:
        """View units per screen pixel, remembered until the view changes (Qt asks for the bounds often)."""
        if self._px_cache is None:
            px = self.pixelLength(QPointF(1, 0)) or 0.0
            if px <= 0:
                return 0.0  # not in a view yet: ask again next time
            self._px_cache = px
        return self._px_cache

    def _side(self) -> float:
        """Side of the square in cells at the current zoom."""
        return max(self.style.scale, self.style.min_px * self._px())

    def _box(self, x: int, y: int, side: float) -> QRectF:
        return QRectF(x + 0.5 - side / 2, y + 0.5 - side / 2, side, side)

    def boundingRect(self) -> QRectF:
        if not self._cells:
            return QRectF()
        if self._bounds is None:
            side = self._side() + self.style.halo.widthF() * self._px() * 2
            out = QRectF()
            for x, y in self._cells:
                out = out.united(self._box(x, y, side))
            if self._px_cache is None:
                return out
            self._bounds = out
        return QRectF(self._bounds)

    def sceneRects(self) -> list[QRectF]:
        """Where each square is drawn, halo included, in scene coordinates (from the item's scene
        transform, which is up to date even while pyqtgraph's pixel-size cache is not yet)."""
        out = []
        for x, y in self._cells:
            cell = self.mapRectToScene(QRectF(x, y, 1, 1))
            side = max(self.style.scale * cell.width(), self.style.min_px) + 2 * self.style.halo.widthF()
            centre = cell.center()
            out.append(QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side))
        return out

    def viewTransformChanged(self) -> None:
        super().viewTransformChanged()
        self.prepareGeometryChange()
        self._px_cache = self._bounds = None

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        side = self._side()
        for x, y in self._cells:
            paint_outline(painter, self.style, self._box(x, y, side), export_scale(self))


Hands = tuple[int, ...]
Cell = tuple[Hands, Hands]
Locate = Callable[[Hands, Hands], "tuple[int, int] | None"]


class MarkLayer:
    """The game's marks on a plot: the current position, the legal-move targets, the preview under the
    pointer and the path of the game so far. It remembers the positions, so a new table (another base,
    another layout) puts them where they now belong; positions without a cell are left unmarked."""

    def __init__(self, plot: pg.PlotItem, locate: Locate) -> None:
        self._locate = locate
        self.current: Cell | None = None
        self.targets: list[Cell] = []
        self.path: list[Cell] = []
        self.preview: Cell | None = None
        self.finding: list[Cell] = []
        from .path import PathLine  # path imports this module's pens

        # The path: a line and dots, quick to draw with see-through colours (see PathLine).
        self._path_stroke = PathLine(PATH_PEN, PATH_DOT, 6.0)
        self._path_stroke.setZValue(10)
        plot.addItem(self._path_stroke, ignoreBounds=True)
        self._outlines = {
            "finding": Outline(plot, MARKS["finding"], 15),
            "target": Outline(plot, MARKS["target"], 20),
            "preview": Outline(plot, MARKS["preview"], 30),
            "current": Outline(plot, MARKS["current"], 40),
        }

    def _points(self, cells: Iterable[Cell | None]) -> list[tuple[int, int]]:
        out = []
        for cell in cells:
            index = None if cell is None else self._locate(*cell)
            if index is not None:
                out.append(index)
        return out

    def setCurrent(self, cell: Cell | None) -> None:
        self.current = cell
        self._outlines["current"].setCells(self._points([cell]))

    def setTargets(self, cells: list[Cell]) -> None:
        self.targets = list(cells)
        self._outlines["target"].setCells(self._points(self.targets))

    def setPreview(self, cell: Cell | None) -> None:
        self.preview = cell
        self._outlines["preview"].setCells(self._points([cell]))

    def setFinding(self, cells: list[Cell]) -> None:
        """The positions of the selected finding (none: no finding marked)."""
        self.finding = list(cells)
        self._outlines["finding"].setCells(self._points(self.finding))

    def setPath(self, cells: list[Cell]) -> None:
        self.path = list(cells)
        # Each step is drawn once: a drawn game that cycles would otherwise stroke the same segments over
        # and over (slow, and it looks no different). Segments are pairs of points (connect="pairs").
        steps = list(dict.fromkeys(itertools.pairwise(self.path))) or [(c, c) for c in self.path[:1]]
        where = {cell: self._locate(*cell) for cell in {cell for step in steps for cell in step}}
        ends = [(where[a], where[b]) for a, b in steps]
        xy = [point for a, b in ends if a is not None and b is not None for point in (a, b)]
        if xy:
            points = np.asarray(xy, dtype=float) + 0.5
            self._path_stroke.setSegments(points)
        else:
            self._path_stroke.setSegments(np.zeros((0, 2)))

    def relocate(self) -> None:
        """Put every mark where its position now is (after a new table)."""
        self.setCurrent(self.current)
        self.setTargets(self.targets)
        self.setPath(self.path)
        self.setPreview(self.preview)
        self.setFinding(self.finding)

    def sceneRects(self, kind: str) -> list[QRectF]:
        """Where the marks of ``kind`` are drawn, in scene coordinates."""
        return self._outlines[kind].sceneRects()

    def drawn(self, kind: str) -> list[tuple[int, int]]:
        """(column, row) of each cell drawn with a mark of ``kind`` ("current", "target", "preview",
        "finding")."""
        return self._outlines[kind].cells()

    def drawnPath(self) -> list[tuple[int, int]]:
        """(column, row) of each end of the path's drawn segments, in order."""
        return [(int(x), int(y)) for x, y in self._path_stroke.points()]
