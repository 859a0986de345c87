"""The marks drawn over cells (current position, legal-move targets, preview) and their pens.

The pens are shared with the legend, so its swatches look like the marks on the plot.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

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
    return float(opts.get("resolutionScale", 1.0)) if opts else 1.0


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
        self.setZValue(z)
        plot.addItem(self, ignoreBounds=True)

    def cells(self) -> list[tuple[int, int]]:
        return list(self._cells)

    def setCells(self, points: Iterable[tuple[int, int]]) -> None:
        self.prepareGeometryChange()
        self._cells = list(points)
        self.update()

    def _side(self) -> float:
        """Side of the square in cells at the current zoom."""
        px = self.pixelLength(QPointF(1, 0)) or 0.0
        return max(self.style.scale, self.style.min_px * px)

    def _box(self, x: int, y: int, side: float) -> QRectF:
        return QRectF(x + 0.5 - side / 2, y + 0.5 - side / 2, side, side)

    def boundingRect(self) -> QRectF:
        if not self._cells:
            return QRectF()
        px = self.pixelLength(QPointF(1, 0)) or 0.0
        side = self._side() + self.style.halo.widthF() * px * 2
        out = QRectF()
        for x, y in self._cells:
            out = out.united(self._box(x, y, side))
        return out

    def viewTransformChanged(self) -> None:
        super().viewTransformChanged()
        self.prepareGeometryChange()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        side = self._side()
        for x, y in self._cells:
            paint_outline(painter, self.style, self._box(x, y, side), export_scale(self))
