"""Scene items of the plot: the cells as an image or as vector runs, the frame and quadrant lines,
and the hatching behind dimmed cells."""

from __future__ import annotations

import math
import weakref
from collections.abc import Callable
from typing import Any, TypeVar

import numpy as np
import numpy.typing as npt
import pyqtgraph as pg
from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .colors import HATCH, PAPER
from .marks import export_scale, restyled

T = TypeVar("T")
Run = tuple[float, float, float, float, tuple[int, int, int, int]]  # x, y, width, height, RGBA

# Opaque vector runs reach this far (in cells) into the next cells, which are painted over them later,
# so viewers that smooth edges leave no pale seams between cells.
SEAM = 0.04


def weak_callback(method: Callable[..., T], dead: T) -> Callable[..., T]:
    """``method`` (a bound method) without keeping its object alive; calls return ``dead`` once it
    is gone. Graphics items call back into the heatmap widget this way: if they held it strongly,
    the widget could be freed from inside an item's destructor while Qt is tearing down its scene,
    which crashes."""
    ref = weakref.WeakMethod(method)

    def call(*args: object) -> T:
        target = ref()
        return dead if target is None else target(*args)

    return call


class PathItem(pg.GraphicsObject):  # type: ignore[misc]
    """A QPainterPath in cell coordinates drawn with a cosmetic pen (the frame and quadrant lines)."""

    def __init__(self, pen: QPen) -> None:
        super().__init__()
        self._pen = pen
        self._path = QPainterPath()

    def setPath(self, path: QPainterPath) -> None:
        self.prepareGeometryChange()
        self._path = QPainterPath(path)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._path.boundingRect().adjusted(-1, -1, 1, 1)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setPen(restyled(self._pen, export_scale(self)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self._path)


def stand_in(index: int) -> QImage:
    """The one-pixel image drawn into an SVG in place of bitmap ``index`` (a colour of its own)."""
    image = QImage(1, 1, QImage.Format.Format_ARGB32)
    image.fill(QColor.fromRgba(0xFF000000 | (0x5A5A5A + index * 0x010203) & 0xFFFFFF))
    return image


class CellImage(pg.ImageItem):  # type: ignore[misc]
    """The image; reports hovers and clicks in pixel coordinates to its owner."""

    #: While an SVG is drawn: the bitmaps drawn as :func:`stand_in` images, in order.
    svgStandIns: list[QImage] | None = None

    def __init__(self, hover: Callable[[QPointF | None], bool], click: Callable[[QPointF], bool]) -> None:
        super().__init__(axisOrder="row-major")
        self._hover = weak_callback(hover, False)
        self._click = weak_callback(click, False)

    def paint(self, painter: QPainter, *args: Any) -> None:
        stand_ins = self.svgStandIns
        if stand_ins is None or self.image is None:
            super().paint(painter, *args)
            return
        # Drawn into an SVG: Qt would encode the bitmap as PNG here, on the GUI thread (base 100: a
        # second). A one-pixel stand-in takes its place; :func:`.export.svg_finish` puts the bitmap in.
        if self._renderRequired:
            self.render()
            if self._unrenderable:
                return
        if self.paintMode is not None:
            painter.setCompositionMode(self.paintMode)
        rows, cols = self.image.shape[:2]
        stand_ins.append(self.qimage.copy())  # (a copy: the worker outlives this item)
        painter.drawImage(QRectF(0, 0, cols, rows), stand_in(len(stand_ins) - 1))

    def hoverEvent(self, ev: Any) -> None:
        if ev.isExit():
            self._hover(None)
        elif self._hover(ev.pos()):
            ev.acceptClicks(Qt.MouseButton.LeftButton)

    def mouseClickEvent(self, ev: Any) -> None:
        if ev.button() == Qt.MouseButton.LeftButton and self._click(ev.pos()):
            ev.accept()
        else:
            ev.ignore()


def vector_runs(rgba: npt.NDArray[np.uint8]) -> list[Run]:
    """One rectangle per run of equal colour in each row of ``rgba`` (fully transparent runs left out).

    Opaque runs reach :data:`SEAM` into the next cells, only where those are opaque cells of the table:
    over a translucent one, or past the edge, the overlap would show.
    """
    rows, cols = rgba.shape[:2]
    packed = np.ascontiguousarray(rgba).view(np.uint32).reshape(rows, cols)
    opaque = rgba[..., 3] == 255
    runs: list[Run] = []
    for y in range(rows):
        row = packed[y]
        starts = np.flatnonzero(np.r_[True, row[1:] != row[:-1]])
        ends = np.r_[starts[1:], cols]
        for x0, x1 in zip(starts.tolist(), ends.tolist(), strict=True):
            r, g, b, a = (int(v) for v in rgba[y, x0])
            if not a:
                continue
            grow = a == 255
            right = SEAM if grow and x1 < cols and opaque[y, x1] else 0.0
            below = opaque[y + 1, x0 : x1 + (1 if right else 0)] if y + 1 < rows else None
            down = SEAM if grow and below is not None and below.all() else 0.0
            runs.append((float(x0), float(y), x1 - x0 + right, 1 + down, (r, g, b, a)))
    return runs


class VectorCells(pg.GraphicsObject):  # type: ignore[misc]
    """The cells as rectangles, one per run of equal colour in a row (SVG exports of small bases)."""

    def __init__(self) -> None:
        super().__init__()
        self._runs: list[tuple[QRectF, QColor]] = []
        self._rect = QRectF()

    def setImage(self, rgba: npt.NDArray[np.uint8]) -> None:
        self.prepareGeometryChange()
        self._runs = [(QRectF(x, y, w, h), QColor(*c)) for x, y, w, h, c in vector_runs(rgba)]
        rows, cols = rgba.shape[:2]
        self._rect = QRectF(0, 0, cols, rows)
        self.setVisible(True)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        for rect, color in self._runs:
            painter.fillRect(rect, color)


class Hatch(QGraphicsItem):
    """Diagonal hatching behind the image, so dimmed cells look textured rather than just pale."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        # Hundreds of lines: on screen Qt keeps them in a pixmap aligned on the device pixels and redraws
        # only when the view changes (exports, which paint without a widget, still get vector lines).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def setRect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)

    def boundingRect(self) -> QRectF:
        # a quarter cell more: the cached pixmap keeps the antialiased ends of the lines at the edges
        return self._rect.adjusted(-0.25, -0.25, 0.25, 0.25) if not self._rect.isEmpty() else QRectF()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_hatch(painter, self._rect)


def paint_hatch(painter: QPainter, rect: QRectF, spacing: float = 5.0) -> None:
    """White with grey diagonal lines ``spacing`` device pixels apart, whatever the painter's scale.

    The lines are drawn one by one, cut to ``rect`` by hand: a pattern brush or a clip would come
    out blurred or lost in SVG exports.
    """
    painter.fillRect(rect, PAPER)
    t = painter.worldTransform()
    sx, sy = math.hypot(t.m11(), t.m12()), math.hypot(t.m21(), t.m22())
    if sx <= 0 or sy <= 0 or rect.isEmpty():
        return
    pen = QPen(HATCH, 1.0)
    pen.setCosmetic(True)
    painter.setPen(pen)
    # Lines rise to the right at 45 degrees on the device: x grows by r for each unit y falls.
    r, step = sy / sx, spacing * math.sqrt(2) / sx
    left, right, bottom, h = rect.left(), rect.right(), rect.bottom(), rect.height()
    u = left - h * r + (step / 2)
    lines = []
    while u < right:
        t0, t1 = max(0.0, (left - u) / r), min(h, (right - u) / r)
        if t0 < t1:
            lines.append(QLineF(u + t0 * r, bottom - t0, u + t1 * r, bottom - t1))
        u += step
    painter.drawLines(lines)
