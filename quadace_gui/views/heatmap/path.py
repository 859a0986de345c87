"""The line of the game's path over the heatmap, drawn fast on screen.

Qt strokes a wide, antialiased, see-through pen slowly (it outlines the whole path and fills the outline:
about 0.2 ms a segment here, 9 ms for a 45-move game). An opaque pen is quick, so on screen the segments are
drawn opaque into a transparent layer that is then laid over the plot at the pen's opacity. Overlapping
segments look as one see-through stroke would make them (never darker where they cross). Exports (no
widget: PNG or SVG through ``scene.render``) get the see-through pen directly, so SVG keeps vector lines.
"""

from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QLineF, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from .marks import export_scale, restyled


class PathLine(pg.GraphicsObject):  # type: ignore[misc]
    """Line segments (pairs of points in view coordinates) stroked with ``pen`` (a cosmetic pen), and a
    ``dot`` (``dot_px`` pixels wide) on each end of each segment."""

    def __init__(self, pen: QPen, dot: QColor, dot_px: float) -> None:
        super().__init__()
        self._pen = QPen(pen)
        self._dot = QColor(dot)
        self._dot_px = dot_px
        self._lines: list[QLineF] = []
        self._points: list[tuple[float, float]] = []
        self._bounds = QRectF()
        self._pixel: tuple[float, float] | None = None  # view units per screen pixel (x, y)

    def setSegments(self, points: np.ndarray) -> None:
        """``points``: an (2n, 2) array, each pair of rows one segment."""
        self.prepareGeometryChange()
        pairs = np.asarray(points, dtype=float).reshape(-1, 4)
        self._lines = [QLineF(a, b, c, d) for a, b, c, d in pairs.tolist()]
        self._points = [(float(x), float(y)) for x, y in pairs.reshape(-1, 2).tolist()]
        if len(pairs):
            xs, ys = pairs[:, 0::2], pairs[:, 1::2]
            self._bounds = QRectF(
                QPointF(float(xs.min()), float(ys.min())), QPointF(float(xs.max()), float(ys.max()))
            )
        else:
            self._bounds = QRectF()
        self.update()

    def points(self) -> list[tuple[float, float]]:
        """The ends of the segments, in order (view coordinates)."""
        return list(self._points)

    def boundingRect(self) -> QRectF:
        if not self._lines:
            return QRectF()
        if self._pixel is None:  # remembered until the view changes: Qt asks for the bounds often
            px = self.pixelLength(QPointF(1, 0)) or 0.0
            py = self.pixelLength(QPointF(0, 1)) or 0.0
            if px <= 0 or py <= 0:
                return QRectF(self._bounds)
            self._pixel = (px, py)
        px, py = self._pixel
        margin = max(self._pen.widthF(), self._dot_px) + 2
        return self._bounds.adjusted(-margin * px, -margin * py, margin * px, margin * py)

    def viewTransformChanged(self) -> None:
        super().viewTransformChanged()
        self.prepareGeometryChange()
        self._pixel = None

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self._lines:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        scale = export_scale(self)
        if widget is None or scale != 1.0:  # an export: plain see-through strokes
            painter.setPen(restyled(self._pen, scale))
            painter.drawLines(self._lines)
        else:
            self._paintLayered(painter, widget)
        self._paintDots(painter, scale)

    def _paintDots(self, painter: QPainter, scale: float) -> None:
        """The dots, each drawn on its own (an end shared by two segments is drawn twice, a little darker),
        ``dot_px`` wide whatever the zoom."""
        world = painter.transform()
        radius = self._dot_px * scale / 2
        painter.save()
        painter.resetTransform()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self._dot)
        for x, y in self._points:
            painter.drawEllipse(world.map(QPointF(x, y)), radius, radius)
        painter.restore()

    def _paintLayered(self, painter: QPainter, widget: QWidget) -> None:
        world = painter.transform()
        area = world.mapRect(self.boundingRect()).intersected(QRectF(widget.rect()))
        if area.isEmpty():
            return
        left, top = math.floor(area.left()), math.floor(area.top())
        width, height = math.ceil(area.right()) - left, math.ceil(area.bottom()) - top
        ratio = widget.devicePixelRatioF()
        size = (max(1, round(width * ratio)), max(1, round(height * ratio)))
        layer = QImage(*size, QImage.Format.Format_ARGB32_Premultiplied)
        layer.setDevicePixelRatio(ratio)
        layer.fill(Qt.GlobalColor.transparent)
        opaque = QPen(self._pen)
        color = QColor(opaque.color())
        alpha = color.alphaF()
        color.setAlphaF(1.0)
        opaque.setColor(color)
        inner = QPainter(layer)
        inner.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        inner.translate(-left, -top)
        inner.setTransform(world, combine=True)
        inner.setPen(opaque)
        inner.drawLines(self._lines)
        inner.end()
        painter.save()
        painter.resetTransform()
        painter.setOpacity(painter.opacity() * alpha)
        painter.drawImage(QPoint(left, top), layer)
        painter.restore()
