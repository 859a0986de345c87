"""The outcome heatmap: one coloured cell per position of the solved table.

Rows are the hands of the side to move, columns the hands of the opponent, both in the engine's pair
numbering without pair 0 (``0 0``): one-hand pairs ``0 1`` .. ``0 b-1`` first, then the two-hand pairs
``1 1`` .. ``b-1 b-1``. Cell ``(row k, column j)`` is the position (pair k+1, pair j+1); in the image it
spans ``[j, j+1) x [k, k+1)``. Finished positions (opponent ``0 0``) are left out: they are all losses at
distance 0 and would only add a uniform column.

The widget only shows what it is told: the table (colours come from ``table.value`` / ``table.distance``
/ ``table.reachable``) and the marks (current position, legal-move targets, the game so far, a preview).
Setting marks moves a few graphics items and never rebuilds the image.
"""

from __future__ import annotations

import html
import itertools
import math
import re
import weakref
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

import numpy as np
import numpy.typing as npt
import pyqtgraph as pg
import pyqtgraph.exporters as pg_exporters
import shiboken6
from PySide6.QtCore import QBuffer, QLineF, QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QVBoxLayout, QWidget

from quadace_gui.core.position import Pair, Position, Side
from quadace_gui.core.solver import DRAW, LOSS, WIN, SolvedTable
from quadace_gui.texts import outcome_text, value_title
from quadace_gui.views import palette

Cell = tuple[Pair, Pair]
T = TypeVar("T")

UNREACHABLE_MODES = ("show", "dim", "hide")
# Alpha of unreachable cells in "dim" mode; a hatch behind them shows through.
DIM_ALPHA = 70
# Label steps tried when tick labels must be thinned (cells between two labels).
_STEPS = (1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 80, 100, 150, 200, 250, 300, 400, 500)

# Logical size of an exported heatmap: a 16:9 slide (a 1920 px PNG draws it 1.5 times larger).
EXPORT_SIZE = (1280, 720)
# Colour codes are kept for this many recent tables (undoing a change of base shows the old one at once).
PREPARED_TABLES = 2
# Up to this many cells a side, SVG exports draw each run of equal cells as a vector rectangle.
VECTOR_CELLS_MAX = 250

INK = QColor(20, 20, 20)
PAPER = QColor(255, 255, 255)
GRID = QColor(25, 25, 25)
HATCH = QColor(120, 120, 120)


# -- pens of the marks (shared by the plot and the legend) ----------------------------------------------
def _pen(color: QColor, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    pen = QPen(color, width, style)
    pen.setCosmetic(True)
    pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    return pen


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
    "current": MarkStyle(1.5, 15.0, _pen(INK, 3.0), _pen(PAPER, 6.0)),
    "target": MarkStyle(0.52, 7.0, _pen(INK, 1.6), _pen(PAPER, 3.6)),
    "preview": MarkStyle(0.9, 11.0, _pen(INK, 2.0, Qt.PenStyle.DashLine), _pen(QColor(255, 225, 60), 4.5)),
}
PATH_PEN = _pen(QColor(20, 20, 20, 140), 2.2)
PATH_DOT = QColor(20, 20, 20, 170)


def weak_callback(method: Callable[..., T], dead: T) -> Callable[..., T]:
    """``method`` (a bound method) without keeping its object alive; calls return ``dead`` once it
    is gone. Graphics items call back into the heatmap widget this way: if they held it strongly,
    the widget could be freed from inside an item's destructor while Qt is tearing down its scene,
    which crashes."""
    ref = weakref.WeakMethod(method)  # type: ignore[arg-type]

    def call(*args: object) -> T:
        target = ref()
        return dead if target is None else target(*args)

    return call


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


def paint_outline(
    painter: QPainter, style: MarkStyle, box: QRectF, scale: float = 1.0, cosmetic: bool = True
) -> None:
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for pen in (style.halo, style.ink):
        painter.setPen(restyled(pen, scale, cosmetic))
        painter.drawRect(box)


class _PathItem(pg.GraphicsObject):
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


class _Outline(pg.GraphicsObject):
    """A :class:`MarkStyle` square around each of any number of cells."""

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


_SVG_GROUP = re.compile(r"<g [^>]*>")
_SVG_MATRIX = re.compile(r'transform="matrix\(([^)]*)\)"')
_SVG_STROKE = re.compile(r'stroke-width="([0-9.eE+-]+)"')


def scaling_strokes(svg: str) -> str:
    """Turn the cosmetic pens Qt writes as ``vector-effect="non-scaling-stroke"`` into ordinary
    strokes of the same look: each group's stroke width is divided by the scale of its transform.
    Lines then grow with the picture when it is scaled on a slide, and viewers that ignore
    vector-effect draw them as intended."""
    parts = _SVG_GROUP.split(svg)
    heads = _SVG_GROUP.findall(svg)
    out = [parts[0]]
    for head, body in zip(heads, parts[1:], strict=True):
        matrix = _SVG_MATRIX.search(head)
        stroke = _SVG_STROKE.search(head)
        if matrix and stroke and 'vector-effect="non-scaling-stroke"' in body:
            a, b, c, d = (float(v) for v in matrix.group(1).split(",")[:4])
            scale = math.sqrt(abs(a * d - b * c)) or 1.0
            width = float(stroke.group(1)) / scale
            head = head[: stroke.start(1)] + f"{width:.6g}" + head[stroke.end(1) :]
        out += [head, body]
    return "".join(out).replace(' vector-effect="non-scaling-stroke"', "")


class _VectorCells(pg.GraphicsObject):
    """The cells as rectangles, one per run of equal colour in a row (SVG exports of small bases)."""

    SEAM = 0.04  # cells

    def __init__(self) -> None:
        super().__init__()
        self._runs: list[tuple[QRectF, QColor]] = []  # one rectangle per run of equal cells in a row
        self._rect = QRectF()

    def setImage(self, rgba: npt.NDArray[np.uint8]) -> None:
        self.prepareGeometryChange()
        rows, cols = rgba.shape[:2]
        packed = np.ascontiguousarray(rgba).view(np.uint32).reshape(rows, cols)
        opaque = rgba[..., 3] == 255
        self._runs = []
        for y in range(rows):
            row = packed[y]
            starts = np.flatnonzero(np.r_[True, row[1:] != row[:-1]])
            ends = np.r_[starts[1:], cols]
            for x0, x1 in zip(starts.tolist(), ends.tolist(), strict=True):
                r, g, b, a = (int(v) for v in rgba[y, x0])
                if not a:
                    continue
                # Opaque runs reach a little into the next cells, which are painted over them later,
                # so viewers that smooth edges leave no pale seams between cells. Only into opaque
                # cells of the table: over a translucent one, or past the edge, the overlap would show.
                grow = a == 255
                right = self.SEAM if grow and x1 < cols and opaque[y, x1] else 0.0
                below = opaque[y + 1, x0 : x1 + (1 if right else 0)] if y + 1 < rows else None
                down = self.SEAM if grow and below is not None and below.all() else 0.0
                self._runs.append((QRectF(x0, y, x1 - x0 + right, 1 + down), QColor(r, g, b, a)))
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


@dataclass(frozen=True)
class CellLabel:
    """What a zoomed-in cell says: its text, the colour that reads on it, and whether it stands out
    (wins and losses do; the many draws are written quietly)."""

    text: str
    ink: QColor
    strong: bool


class _CellLabels(pg.GraphicsObject):
    """Words in the cells once they are big enough to hold them (zoomed in, or a small base): the
    value for the side to move and the distance, e.g. "W7", "L12", "D". Colour is then not the only
    cue even without hovering, and a projected heatmap can be read from the back of the room."""

    MIN_CELL_PX = 26.0  # smaller cells stay plain

    def __init__(self, label: Callable[[int, int], CellLabel | None]) -> None:
        super().__init__()
        self._label = weak_callback(label, None)
        self._n = 0

    def setCells(self, n: int) -> None:
        self.prepareGeometryChange()
        self._n = n
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._n, self._n)

    def viewTransformChanged(self) -> None:
        super().viewTransformChanged()
        self.update()

    def cellPixels(self) -> float:
        """How wide one cell is on screen now, in pixels."""
        px = self.pixelLength(QPointF(1, 0))
        return 1.0 / px if px else 0.0

    def shown(self) -> list[tuple[int, int, CellLabel]]:
        """(column, row, label) of every label drawn at the current zoom (none while cells are small)."""
        if self._n == 0 or self.cellPixels() < self.MIN_CELL_PX:
            return []
        view = self.viewRect()
        if view is None:
            return []
        cols = range(max(0, math.floor(view.left())), min(self._n, math.ceil(view.right())))
        rows = range(max(0, math.floor(view.top())), min(self._n, math.ceil(view.bottom())))
        out = []
        for y in rows:
            for x in cols:
                label = self._label(x, y)
                if label is not None:
                    out.append((x, y, label))
        return out

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        labels = self.shown()
        if not labels:
            return
        size = self.cellPixels() * export_scale(self)
        strong, quiet = QFont(), QFont()
        strong.setBold(True)
        strong.setPixelSize(max(8, min(28, round(size * 0.36))))
        quiet.setPixelSize(max(8, min(22, round(size * 0.28))))
        to_device = painter.transform()
        painter.save()
        painter.resetTransform()
        for x, y, label in labels:
            centre = to_device.map(QPointF(x + 0.5, y + 0.5))
            painter.setFont(strong if label.strong else quiet)
            painter.setPen(label.ink)
            painter.drawText(
                QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size),
                Qt.AlignmentFlag.AlignCenter,
                label.text,
            )
        painter.restore()


# -- colours ------------------------------------------------------------------------------------------
def shade_ramp(rgb: palette.RGB, max_distance: int) -> npt.NDArray[np.uint8]:
    """``palette.shade(rgb, d, max_distance)`` for every d in 0..max_distance, as a (D, 3) array."""
    d = np.arange(max(max_distance, 0) + 1, dtype=np.float64)
    base = np.asarray(rgb, dtype=np.float64)
    if max_distance <= 0:
        return np.tile(base, (d.size, 1)).astype(np.uint8)
    t = palette.FADE * d / max_distance
    return np.rint(base + (255.0 - base) * t[:, None]).astype(np.uint8)


def color_lut(palette_name: str, max_distance: int, unreachable_alpha: int) -> npt.NDArray[np.uint32]:
    """RGBA colours packed as uint32, indexed by ``(reachable * 3 + value + 1) * (D + 1) + distance``."""
    span = max(max_distance, 0) + 1
    lut = np.zeros((2, 3, span, 4), dtype=np.uint8)
    for value in (LOSS, DRAW, WIN):
        rgb = palette.base_rgb(value, palette_name)
        ramp = shade_ramp(rgb, max_distance) if value != DRAW else np.tile(np.uint8(rgb), (span, 1))
        lut[:, value + 1, :, :3] = ramp
    lut[1, :, :, 3] = 255
    lut[0, :, :, 3] = unreachable_alpha
    return lut.reshape(-1, 4).view(np.uint32).ravel()


def cell_codes(table: SolvedTable) -> tuple[npt.NDArray[np.uint32], int]:
    """Each shown cell's index into :func:`color_lut`, and the largest distance (the LUT's span - 1).

    Pure numpy on compact types: a base-100 table (25 million cells) takes a few tenths of a second,
    once per table; a change of palette or mode then only looks the codes up.
    """
    valid = table.valid
    max_distance = int(table.distance.max(where=valid, initial=0))
    span = np.uint32(max_distance + 1)
    value = table.grid(table.value)[1:, 1:]
    codes = np.empty(value.shape, dtype=np.uint32)
    np.add(value, 1, out=codes, casting="unsafe")  # LOSS, DRAW, WIN -> 0, 1, 2
    codes += table.grid(table.reachable)[1:, 1:].view(np.uint8) * np.uint32(3)
    codes *= span
    distance = table.grid(table.distance)[1:, 1:]
    codes += np.maximum(distance, 0).astype(np.uint32, copy=False)
    return codes, max_distance


@dataclass
class _Prepared:
    """A table's colour codes, and maybe its image prepared in a worker: ((palette, mode), RGBA)."""

    table: SolvedTable
    codes: npt.NDArray[np.uint32]
    max_distance: int
    image: tuple[tuple[str, str], npt.NDArray[np.uint8]] | None = None

    def colour(self, palette_name: str, unreachable: str) -> npt.NDArray[np.uint8]:
        """The RGBA image, shape (cells, cells, 4), in that palette and unreachable-cell mode."""
        alpha = {"show": 255, "dim": DIM_ALPHA, "hide": 0}[unreachable]
        lut = color_lut(palette_name, self.max_distance, alpha)
        return lut[self.codes].view(np.uint8).reshape((*self.codes.shape, 4))


# -- graphics items ------------------------------------------------------------------------------------
class _CellImage(pg.ImageItem):
    """The image; reports hovers and clicks in pixel coordinates to its owner."""

    def __init__(self, hover: Callable[[QPointF | None], bool], click: Callable[[QPointF], bool]) -> None:
        super().__init__(axisOrder="row-major")
        self._hover = weak_callback(hover, False)
        self._click = weak_callback(click, False)

    def hoverEvent(self, ev) -> None:
        if ev.isExit():
            self._hover(None)
        elif self._hover(ev.pos()):
            ev.acceptClicks(Qt.MouseButton.LeftButton)

    def mouseClickEvent(self, ev) -> None:
        if ev.button() == Qt.MouseButton.LeftButton and self._click(ev.pos()):
            ev.accept()
        else:
            ev.ignore()


class _Hatch(QGraphicsItem):
    """Diagonal hatching behind the image, so dimmed cells look textured rather than just pale."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()

    def setRect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)

    def boundingRect(self) -> QRectF:
        return self._rect

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


class _PairAxis(pg.AxisItem):
    """Tick labels naming pairs ("0 3", "4 9") at cell centres, thinned so they never overlap.

    Each run of pairs with the same first hand ("0 1".."0 b-1", "1 1".."1 b-1", "2 2".., ...) is labelled
    at its start and then every ``step`` cells, with the smallest step that leaves room for the text at the
    current zoom. Where labels would still collide, run starts win over the labels in between.
    """

    def __init__(self, orientation: str, stacked: bool = False) -> None:
        super().__init__(orientation)
        self._labels: list[str] = []
        self._starts: list[int] = []
        self._stacked = stacked
        font = QFont()
        font.setPointSizeF(8.0)
        self.setStyle(tickFont=font, tickTextOffset=3, tickLength=-4, autoExpandTextSpace=True)
        self._metrics = QFontMetricsF(font)

    def setPairs(self, pairs: Sequence[Pair]) -> None:
        sep = "\n" if self._stacked else "\u2002"  # an en space: some CJK fonts make " " very narrow
        self._labels = [f"{a}{sep}{c}" for a, c in pairs]
        self._starts = [k for k, (a, _) in enumerate(pairs) if k == 0 or pairs[k - 1][0] != a]
        self.picture = None
        self.update()

    def _extent(self) -> float:
        """Room one label needs along the axis, in pixels."""
        if self.orientation in ("left", "right"):
            return self._metrics.height() * 0.85
        widest = max((len(part) for s in self._labels for part in s.split("\n")), default=1)
        return self._metrics.horizontalAdvance("8" * widest) + (4 if self._stacked else 8)

    def labelledCells(self, minVal: float, maxVal: float, size: float) -> tuple[int, list[int]]:
        """The label step and the cells (0-based) that get a label when ``size`` pixels show that range."""
        n = len(self._labels)
        minVal, maxVal = sorted((minVal, maxVal))  # an inverted view gives them the other way round
        if n == 0 or size <= 0 or maxVal <= minVal:
            return 1, []
        gap = self._extent() / (size / (maxVal - minVal))  # cells needed between two labels
        step = next((s for s in _STEPS if s >= gap), math.ceil(gap))
        lo, hi = max(0, math.floor(minVal)), min(n, math.ceil(maxVal))
        bounds = [*self._starts, n]
        kept: list[int] = []
        kept_is_start = False
        for first, end in itertools.pairwise(bounds):
            for k in range(first, end, step):
                if not lo <= k < hi:
                    continue
                if kept and k - kept[-1] < gap:
                    if k != first or kept_is_start:
                        continue
                    kept.pop()  # a run start replaces the label in between that crowds it
                kept.append(k)
                kept_is_start = k == first
        return step, kept

    def tickValues(self, minVal: float, maxVal: float, size: float) -> list:
        step, kept = self.labelledCells(minVal, maxVal, size)
        if not kept:
            return []
        levels = [(float(step), [k + 0.5 for k in kept])]
        lo, hi = sorted((minVal, maxVal))
        if step > 1 and size / (hi - lo) >= 4:  # unlabelled ticks on every cell while they are apart
            taken = set(kept)
            cells = range(max(0, math.floor(lo)), min(len(self._labels), math.ceil(hi)))
            levels.append((0.0, [k + 0.5 for k in cells if k not in taken]))
        return levels

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
        if spacing < 1 or not self._labels:
            return ["" for _ in values]
        return [self._labels[int(v)] if 0 <= int(v) < len(self._labels) else "" for v in values]


LegendEntry = tuple[Callable[[QPainter, QRectF], None], float, str]


class _Legend(pg.GraphicsWidget):
    """Swatches and words under the plot (part of the scene, so exports include it).

    Entries come in groups (values, marks); a group that does not fit the width wraps onto more lines.
    """

    PAD = 6.0
    SWATCH = 14.0
    GAP = 18.0

    def __init__(self) -> None:
        super().__init__()
        font = QFont()
        font.setPointSizeF(8.5)
        self._font = font
        self._metrics = QFontMetricsF(font)
        self._groups: list[list[LegendEntry]] = []
        self._lines: list[list[LegendEntry]] = []
        self.setSizePolicy(pg.QtWidgets.QSizePolicy.Policy.Preferred, pg.QtWidgets.QSizePolicy.Policy.Fixed)

    def setGroups(self, groups: list[list[LegendEntry]]) -> None:
        """Each entry: (painter of the swatch in a rect, swatch width in swatch heights, text)."""
        self._groups = [g for g in groups if g]
        self._relayout()
        self.update()

    def lines(self) -> list[list[str]]:
        """The texts on each line, as laid out for the current width."""
        return [[text for _, _, text in line] for line in self._lines]

    def _entryWidth(self, entry: LegendEntry) -> float:
        return entry[1] * self.SWATCH + 5 + self._metrics.horizontalAdvance(entry[2])

    def _lineWidth(self, line: list[LegendEntry]) -> float:
        return sum(self._entryWidth(e) for e in line) + self.GAP * (len(line) - 1)

    def _relayout(self) -> None:
        room = max(self.size().width() - 2 * self.PAD, 1.0)
        lines: list[list[LegendEntry]] = []
        for group in self._groups:
            line: list[LegendEntry] = []
            for entry in group:
                if line and self._lineWidth([*line, entry]) > room:
                    lines.append(line)
                    line = []
                line.append(entry)
            lines.append(line)
        self._lines = lines
        height = len(lines) * (self.SWATCH + self.PAD) + self.PAD
        if height != self.maximumHeight():
            self.setMinimumHeight(height)
            self.setMaximumHeight(height)
            self.updateGeometry()

    def resizeEvent(self, ev: object) -> None:
        super().resizeEvent(ev)
        self._relayout()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setFont(self._font)
        width = self.size().width()
        y = self.PAD
        for line in self._lines:
            x = max(self.PAD, (width - self._lineWidth(line)) / 2)
            for draw, w, text in line:
                swatch = QRectF(x, y, w * self.SWATCH, self.SWATCH)
                draw(painter, swatch)
                x = swatch.right() + 5
                painter.setPen(INK)
                tw = self._metrics.horizontalAdvance(text)
                painter.drawText(
                    QRectF(x, y - 2, tw + 2, self.SWATCH + 4), Qt.AlignmentFlag.AlignVCenter, text
                )
                x += tw + self.GAP
            y += self.SWATCH + self.PAD

    def sizeHint(self, which: Qt.SizeHint, constraint: QSizeF = QSizeF()) -> QSizeF:  # noqa: B008
        height = len(self._lines) * (self.SWATCH + self.PAD) + self.PAD
        if which == Qt.SizeHint.PreferredSize:
            return QSizeF(max((self._lineWidth(g) for g in self._groups), default=0.0), height)
        if which == Qt.SizeHint.MinimumSize:
            return QSizeF(0, height)
        return super().sizeHint(which, constraint)


# -- the widget ----------------------------------------------------------------------------------------
class OutcomeHeatmap(QWidget):
    """Every position of the solved table as a coloured cell, with the game's marks on top."""

    _PLOT_MARGIN = 1.0  # around the plot's axes and view box, before squaring adds to it
    _VIEW_MARGINS = (4.0, 4.0, 10.0, 4.0)  # around plot and legend (left, top, right, bottom)

    cellClicked = Signal(object, object)  # (mover pair, opponent pair) of a clicked position
    cellHovered = Signal(object)  # (mover pair, opponent pair) under the pointer, or None on leaving

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._table: SolvedTable | None = None
        self._pairs: list[Pair] = []
        self._split = 0  # number of one-hand pairs, where the quadrant lines are
        self._rgba = np.zeros((0, 0, 4), dtype=np.uint8)
        self._prepared: list[_Prepared] = []  # recent tables, newest last
        self._entry: _Prepared | None = None  # the one shown
        self._palette = palette.DEFAULT_PALETTE
        self._unreachable = "dim"
        self._current: Cell | None = None
        self._targets: list[Cell] = []
        self._path: list[Cell] = []
        self._preview: Cell | None = None
        self._hovered: Cell | None = None
        self._to_move = Side.A  # who the rows are: positions are written with this side to move

        self._view = pg.GraphicsLayoutWidget()
        self._view.setBackground(PAPER)
        self._view.ci.setContentsMargins(*self._VIEW_MARGINS)
        self._spare = (0.0, 0.0)  # padding that keeps the view box square (see _squareUp)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._view)

        self._rowAxis = _PairAxis("left")
        self._colAxis = _PairAxis("bottom", stacked=True)
        self._plot: pg.PlotItem = self._view.addPlot(
            row=0, col=0, axisItems={"left": self._rowAxis, "bottom": self._colAxis}
        )
        self._legend = _Legend()
        self._view.addItem(self._legend, row=1, col=0)
        self._setUpPlot()

        self._hatch = _Hatch()
        self._hatch.setZValue(-10)
        self._plot.addItem(self._hatch, ignoreBounds=True)
        self._image = _CellImage(self._onHover, self._onClick)
        self._plot.addItem(self._image)
        self._vectorCells = _VectorCells()  # drawn instead of the image in SVG exports
        self._vectorCells.setVisible(False)
        self._plot.addItem(self._vectorCells, ignoreBounds=True)
        self._grid = _PathItem(_pen(GRID, 1.6))
        self._grid.setZValue(5)
        self._plot.addItem(self._grid, ignoreBounds=True)
        self._cellLabels = _CellLabels(self._cellLabel)
        self._cellLabels.setZValue(6)  # over the grid, under quadrant labels and marks
        self._plot.addItem(self._cellLabels, ignoreBounds=True)
        self._quadrantLabels = [self._makeQuadrantLabel() for _ in range(4)]
        self._pathLine = pg.PlotDataItem(
            pen=PATH_PEN, symbol="o", symbolSize=6, symbolPen=None, symbolBrush=PATH_DOT, antialias=True
        )
        self._pathLine.setZValue(10)
        self._plot.addItem(self._pathLine, ignoreBounds=True)
        self._targetMarks = _Outline(self._plot, MARKS["target"], 20)
        self._previewMark = _Outline(self._plot, MARKS["preview"], 30)
        self._currentMark = _Outline(self._plot, MARKS["current"], 40)
        self._updateLegend()
        self._setValueLetters()
        self._plot.getViewBox().sigTransformChanged.connect(self._fitQuadrantLabels)

    def _setUpPlot(self) -> None:
        plot = self._plot
        plot.setMenuEnabled(False)
        plot.hideButtons()
        for name in ("left", "bottom"):
            axis = plot.getAxis(name)
            axis.setPen(_pen(INK, 1))
            axis.setTextPen(INK)
        self._setAxisLabels()
        vb = plot.getViewBox()
        vb.invertY(True)
        vb.setAspectLocked(True, ratio=1.0)
        vb.setMenuEnabled(False)
        vb.setDefaultPadding(0.01)
        self._squaring = False
        vb.sigResized.connect(self._squareUp)

    def _squareUp(self, *_args: object) -> None:
        """Keep the view box square, so the fitted table fills it and the axes stay on the table's
        edges (a locked aspect alone would leave bands between them). Spare width pads the plot's
        sides; spare height goes above the plot and below the legend, which stays under the axis."""
        if self._squaring:
            return
        self._squaring = True
        try:
            for _ in range(4):  # the axes may change size with the room: settle in a few rounds
                if not self._squareOnce():
                    break
        finally:
            self._squaring = False

    def _squareOnce(self) -> bool:
        """One round of :meth:`_squareUp`; False when the view box was square already."""
        vb = self._plot.getViewBox()
        old_dx, old_dy = self._spare
        width, height = vb.width() + 2 * old_dx, vb.height() + 2 * old_dy  # the room with no padding
        if width <= 0 or height <= 0:
            return False
        side = min(width, height)
        dx, dy = (width - side) / 2, (height - side) / 2
        if abs(dx - old_dx) < 0.5 and abs(dy - old_dy) < 0.5:
            return False
        self._spare = (dx, dy)
        m = self._PLOT_MARGIN
        self._plot.layout.setContentsMargins(m + dx, m, m + dx, m)
        left, top, right, bottom = self._VIEW_MARGINS
        self._view.ci.setContentsMargins(left, top + dy, right, bottom + dy)
        self._view.ci.layout.activate()
        self._plot.layout.activate()
        return True

    def _setAxisLabels(self) -> None:
        self._plot.setLabel("bottom", self.tr("opponent's hands"), color=INK.name())
        self._plot.setLabel("left", self.tr("hands of the side to move"), color=INK.name())

    def retranslate(self) -> None:
        """Put every text of the heatmap (axes, quadrants, legend) in the current language."""
        self._setAxisLabels()
        if self._table is not None:
            self._placeQuadrantLabels(self._table.rules.base - 1, len(self._pairs))
        self._updateLegend()
        self._hovered = None  # the next hover writes its tooltip in the new language
        self._setValueLetters()

    def _setValueLetters(self) -> None:
        """Letters for loss, draw and win (in this order) in the cells of a zoomed-in heatmap."""
        self._valueLetters = (
            self.tr("L", "loss, in a heatmap cell"),
            self.tr("D", "draw, in a heatmap cell"),
            self.tr("W", "win, in a heatmap cell"),
        )
        self._cellLabels.update()

    def _cellLabel(self, col: int, row: int) -> CellLabel | None:
        """A cell's label: value letter and distance ("W7"), or None where nothing is shown."""
        entry = self._entry
        if entry is None:
            return None
        span = entry.max_distance + 1
        rest, distance = divmod(int(entry.codes[row, col]), span)
        reachable, value = divmod(rest, 3)  # value: 0 loss, 1 draw, 2 win
        if not reachable and self._unreachable == "hide":
            return None
        letter = self._valueLetters[value]
        # Dark or white text, whichever reads better on the cell as drawn (translucent cells are
        # seen over white).
        r, g, b, a = (float(v) for v in self._rgba[row, col])
        seen = [c * a / 255 + 255 * (1 - a / 255) for c in (r, g, b)]
        dark = 0.2126 * seen[0] + 0.7152 * seen[1] + 0.0722 * seen[2] < 150
        if value == 1:
            return CellLabel(letter, QColor(235, 235, 235) if dark else QColor(70, 70, 70), False)
        return CellLabel(f"{letter}{distance}", PAPER if dark else INK, True)

    def _makeQuadrantLabel(self) -> pg.TextItem:
        # No TextItem fill: pyqtgraph's image export draws it away from the text. The text's own
        # background (see _placeQuadrantLabels) goes wherever the text goes.
        item = pg.TextItem(color=INK, anchor=(1, 1))
        item.setZValue(8)  # over the grid, under the marks
        self._plot.addItem(item, ignoreBounds=True)
        return item

    # -- public API --------------------------------------------------------------------------------
    @property
    def table(self) -> SolvedTable | None:
        return self._table

    @property
    def graphicsView(self) -> pg.GraphicsLayoutWidget:
        return self._view

    @property
    def plotItem(self) -> pg.PlotItem:
        return self._plot

    def image(self) -> npt.NDArray[np.uint8]:
        """The RGBA image shown, shape (cells, cells, 4); row k / column j is pair k+1 / j+1."""
        return self._rgba

    def cellCount(self) -> int:
        return len(self._pairs)

    def paletteName(self) -> str:
        return self._palette

    def unreachableMode(self) -> str:
        return self._unreachable

    def setTable(self, table: SolvedTable) -> None:
        self._table = table
        rules = table.rules
        self._pairs = rules.pairs()[1:]
        n = len(self._pairs)
        split = rules.base - 1  # one-hand pairs come first
        self._entry = self.prepareTable(table, colour=False)
        self._rowAxis.setPairs(self._pairs)
        self._colAxis.setPairs(self._pairs)
        self._hatch.setRect(QRectF(0, 0, n, n))
        self._cellLabels.setCells(n)
        path = QPainterPath()
        path.addRect(QRectF(0, 0, n, n))
        if 0 < split < n:
            path.moveTo(split, 0)
            path.lineTo(split, n)
            path.moveTo(0, split)
            path.lineTo(n, split)
        self._grid.setPath(path)
        self._placeQuadrantLabels(split, n)
        vb = self._plot.getViewBox()
        # Generous limits: the aspect lock must be free to widen one range when fitting a wide widget.
        # Zooming stops at 2.5 cells a side (or the whole table, when it is smaller: base 2 has 2).
        least = min(2.5, n)
        vb.setLimits(xMin=-n, xMax=2 * n, yMin=-n, yMax=2 * n, minXRange=least, minYRange=least)
        self._hovered = None
        self._rebuildImage()
        self._updateMarks()
        self.fitView()

    def prepareTable(self, table: SolvedTable, colour: bool = True) -> _Prepared:
        """Do the heavy work of showing ``table``: its colour codes (see :func:`cell_codes`), kept
        for the last few tables, and with ``colour`` the image in the current palette and mode.

        Safe to call from a worker thread (it touches no Qt object): a solve job calls it before the
        GUI thread's :meth:`setTable`, which then only hands the image to the plot.
        """
        entry = next((p for p in self._prepared if p.table is table), None)
        if entry is None:
            codes, max_distance = cell_codes(table)
            entry = _Prepared(table, codes, max_distance)
            # A new list, swapped in whole: the GUI thread may be reading the old one.
            self._prepared = [*self._prepared[-(PREPARED_TABLES - 1) :], entry]
        if colour:
            key = (self._palette, self._unreachable)
            entry.image = (key, entry.colour(*key))
        return entry

    def setSideToMove(self, side: Side) -> None:
        """Whose hands the rows are (a click keeps the side to move), for writing cells in notation."""
        if side != self._to_move:
            self._to_move = side
            self._hovered = None  # the next hover writes its tooltip for this side

    def setCurrent(self, mover: Pair | None, opponent: Pair | None) -> None:
        self._current = None if mover is None or opponent is None else (mover, opponent)
        self._currentMark.setCells(self._points([self._current] if self._current else []))

    def setMoveTargets(self, cells: list[Cell]) -> None:
        self._targets = list(cells)
        self._targetMarks.setCells(self._points(self._targets))

    def setPath(self, cells: list[Cell]) -> None:
        self._path = list(cells)
        # Each step is drawn once: a drawn game that cycles would otherwise stroke the same segments over
        # and over (slow, and it looks no different). Segments are pairs of points (connect="pairs").
        steps = list(dict.fromkeys(itertools.pairwise(self._path))) or [(c, c) for c in self._path[:1]]
        where = {cell: self.cellIndex(*cell) for cell in {cell for step in steps for cell in step}}
        ends = [(where[a], where[b]) for a, b in steps if where[a] is not None and where[b] is not None]
        if ends:
            xy = np.asarray([end for step in ends for end in step], dtype=float) + 0.5
            self._pathLine.setData(xy[:, 0], xy[:, 1], connect="pairs")
        else:
            self._pathLine.setData([], [])

    def setPreview(self, cell: Cell | None) -> None:
        self._preview = cell
        self._previewMark.setCells(self._points([cell] if cell else []))

    def setUnreachableMode(self, mode: str) -> None:
        if mode not in UNREACHABLE_MODES:
            raise ValueError(f"unreachable mode must be one of {', '.join(UNREACHABLE_MODES)}, not {mode!r}")
        if mode != self._unreachable:
            self._unreachable = mode
            self._rebuildImage()
            self._updateLegend()

    def setPaletteName(self, name: str) -> None:
        if name not in palette.PALETTES:
            raise ValueError(f"unknown palette {name!r}; known: {', '.join(palette.PALETTES)}")
        if name != self._palette:
            self._palette = name
            self._rebuildImage()
            self._updateLegend()

    def fitView(self) -> None:
        """Show the whole table again; it stays fitted on resizing until the user zooms or pans."""
        vb = self._plot.getViewBox()
        vb.enableAutoRange()

    def exportPng(self, path: str, width: int = 1920) -> None:
        """A slide-shaped (16:9) PNG ``width`` pixels wide, whatever the shape of the panel on screen."""
        twin = self._exportTwin(vector=False)
        try:
            exporter = pg_exporters.ImageExporter(twin._view.ci)
            exporter.parameters()["background"] = PAPER
            exporter.parameters()["width"] = int(width)
            exporter.parameters()["height"] = round(int(width) * EXPORT_SIZE[1] / EXPORT_SIZE[0])
            image = exporter.export(toBytes=True)
            buffer = QBuffer()
            buffer.open(QBuffer.OpenModeFlag.WriteOnly)
            image.save(buffer, "PNG")
            # Written by Python, not QImage.save, so a failure raises OSError with its reason.
            Path(path).write_bytes(bytes(buffer.data().data()))
        finally:
            twin.dispose()

    def exportSvg(self, path: str) -> None:
        """A slide-shaped (16:9) SVG: the cells are vector squares (an unsmoothed bitmap only when a
        big base has too many of them), and every line scales with the picture."""
        twin = self._exportTwin(vector=self.cellCount() <= VECTOR_CELLS_MAX)
        try:
            text = twin._svgText(self.tr("QuadAce outcome heatmap"))
        finally:
            twin.dispose()
        Path(path).write_text(text, encoding="utf-8")

    def _exportTwin(self, vector: bool) -> OutcomeHeatmap:
        """An off-screen heatmap of :data:`EXPORT_SIZE` showing what this one shows, fitted."""
        twin = OutcomeHeatmap()
        twin.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
        twin.resize(*EXPORT_SIZE)
        twin.show()  # off screen: this only lays it out at its size
        twin.setPaletteName(self._palette)
        twin.setUnreachableMode(self._unreachable)
        twin._prepared = [p for p in self._prepared if p.table is self._table]  # codes computed once
        if self._table is not None:
            twin.setTable(self._table)
        twin.setCurrent(*(self._current or (None, None)))
        twin.setMoveTargets(self._targets)
        twin.setPath(self._path)
        if vector:
            twin._image.setVisible(False)
            twin._vectorCells.setImage(twin._rgba)
        twin._squareUp()
        n = twin.cellCount()
        twin._plot.getViewBox().setRange(QRectF(0, 0, n, n), padding=0.01)
        twin._fitQuadrantLabels()
        return twin

    def dispose(self) -> None:
        """Destroy this (off-screen) heatmap now. ``deleteLater`` is not enough for an export twin:
        outside a running event loop (the self-test, a script) it would outlive the application,
        and a scene torn down during interpreter exit crashes."""
        self.hide()
        shiboken6.delete(self)

    def _svgText(self, title: str) -> str:
        source = self._view.ci.sceneBoundingRect()
        target = QRectF(0, 0, source.width(), source.height())
        generator = QSvgGenerator()
        generator.setOutputDevice(buffer := QBuffer())
        generator.setSize(target.size().toSize())
        generator.setViewBox(target)
        generator.setTitle(title)
        generator.setResolution(96)  # so viewers size it 1280 x 720 px, as laid out
        painter = QPainter(generator)
        # Export mode, as pyqtgraph's own exporters set it: scatter symbols (the dots of the game's
        # path) are then drawn as shapes, not copied from a pixmap sheet that SVG would squash.
        items = [item for item in self._view.scene().items() if hasattr(item, "setExportMode")]
        for item in items:
            item.setExportMode(True, {"antialias": True, "background": PAPER, "painter": painter})
        try:
            painter.fillRect(target, PAPER)
            self._view.scene().render(painter, target, source)
        finally:
            painter.end()
            for item in items:
                item.setExportMode(False, {})
        text = bytes(buffer.data().data()).decode("utf-8")
        text = text.replace("<image ", '<image style="image-rendering:pixelated" ')
        return scaling_strokes(text)

    def cellAt(self, x: float, y: float) -> Cell | None:
        """The (mover, opponent) position at image coordinates (x = column, y = row), or None."""
        n = len(self._pairs)
        if not (0 <= x < n and 0 <= y < n):
            return None
        return self._pairs[int(y)], self._pairs[int(x)]

    def cellIndex(self, mover: Pair, opponent: Pair) -> tuple[int, int] | None:
        """(column, row) of a position in the image, or None when it is not shown (finished, other base)."""
        if self._table is None:
            return None
        rules = self._table.rules
        try:
            row = rules.pair_index(*mover) - 1
            col = rules.pair_index(*opponent) - 1
        except (TypeError, ValueError):
            return None
        n = len(self._pairs)
        if not (0 <= row < n and 0 <= col < n) or self._pairs[row] != tuple(sorted(mover)):
            return None
        if self._pairs[col] != tuple(sorted(opponent)):
            return None
        return col, row

    def describeCell(self, mover: Pair, opponent: Pair, separator: str = " \u00b7 ") -> str:
        """Position in words and notation, its value and distance, and whether the start reaches it."""
        table = self._table
        if table is None:
            return ""
        where = self.tr("mover {mover} vs opponent {opponent}").format(
            mover=f"{mover[0]} {mover[1]}", opponent=f"{opponent[0]} {opponent[1]}"
        )
        notation = Position.from_relative(mover, opponent, self._to_move, table.rules).text
        value = table.value_of(mover, opponent)
        outcome = self.tr("{outcome} for the side to move").format(
            outcome=outcome_text(value, table.distance_of(mover, opponent))
        )
        if table.is_reachable(mover, opponent):
            reach = self.tr("reachable from the start")
        else:
            reach = self.tr("cannot be reached from the start")
        return separator.join((f"{where} ({notation})", outcome, reach))

    # -- internals ---------------------------------------------------------------------------------
    def _points(self, cells: Iterable[Cell | None]) -> list[tuple[int, int]]:
        out = []
        for cell in cells:
            idx = None if cell is None else self.cellIndex(*cell)
            if idx is not None:
                out.append(idx)
        return out

    def _rebuildImage(self) -> None:
        entry = self._entry
        if entry is None:
            return
        key = (self._palette, self._unreachable)
        ready, entry.image = entry.image, None  # the one prepared in a worker is used once
        self._rgba = ready[1] if ready is not None and ready[0] == key else entry.colour(*key)
        self._image.setImage(self._rgba, autoLevels=False)
        self._hatch.setVisible(self._unreachable == "dim")

    def _updateMarks(self) -> None:
        self.setCurrent(*(self._current or (None, None)))
        self.setMoveTargets(self._targets)
        self.setPath(self._path)
        self.setPreview(self._preview)

    def _placeQuadrantLabels(self, split: int, n: int) -> None:
        texts = [self.tr("1 v 1"), self.tr("1 v 2"), self.tr("2 v 1"), self.tr("2 v 2")]
        # Bottom-right corners: the top-left of 2 v 2 is the start position, which must stay visible.
        corners = [(split, split), (n, split), (split, n), (n, n)]
        tip = self.tr("quadrant: hands of the side to move v hands of the opponent")
        for item, text, (x, y) in zip(self._quadrantLabels, texts, corners, strict=True):
            item.setHtml(
                '<div style="background-color: rgba(255, 255, 255, 82%); font-weight: bold;'
                f' font-size: 8.5pt">&nbsp;{html.escape(text)}&nbsp;</div>'
            )
            item.setPos(x, y)
            item.setToolTip(tip)
        self._split = split if 0 < split < n else 0
        self._fitQuadrantLabels()

    def _fitQuadrantLabels(self) -> None:
        """Show a quadrant's label only while the quadrant is big enough on screen to hold it, and
        the cells are too small to carry words of their own."""
        n, split = len(self._pairs), self._split
        cell = self._cellLabels.cellPixels()  # on screen
        if cell >= _CellLabels.MIN_CELL_PX:
            split = 0  # cells spell out their values: a quadrant label would cover some of them
        for item, (w, h) in zip(
            self._quadrantLabels,
            [(split, split), (n - split, split), (split, n - split), (n - split, n - split)],
            strict=True,
        ):
            size = item.textItem.boundingRect()
            fits = w * cell >= size.width() + 4 and h * cell >= size.height() + 4
            item.setVisible(bool(split) and fits)

    def _shown(self, cell: Cell) -> bool:
        if self._table is None:
            return False
        return self._unreachable != "hide" or self._table.is_reachable(*cell)

    def _onHover(self, pos: QPointF | None) -> bool:
        cell = None if pos is None else self.cellAt(pos.x(), pos.y())
        if cell is not None and not self._shown(cell):
            cell = None
        if cell != self._hovered:
            self._hovered = cell
            self._image.setToolTip(self.describeCell(*cell, separator="\n") if cell else "")
            self.cellHovered.emit(cell)
        return cell is not None

    def _onClick(self, pos: QPointF) -> bool:
        cell = self.cellAt(pos.x(), pos.y())
        if cell is None or not self._shown(cell):
            return False
        self.cellClicked.emit(*cell)
        return True

    def _updateLegend(self) -> None:
        # The swatch painters live in the legend, a scene item: they must not hold ``self`` (see
        # weak_callback), so they read the palette from this local name.
        scheme = self._palette

        def fill(rgb: palette.RGB) -> Callable[[QPainter, QRectF], None]:
            def draw(p: QPainter, r: QRectF) -> None:
                p.fillRect(r, QColor(*rgb))
                p.setPen(restyled(_pen(INK, 0.8), cosmetic=False))
                p.drawRect(r)

            return draw

        def ramp(p: QPainter, r: QRectF) -> None:
            half = r.height() / 2
            for i, value in enumerate((WIN, LOSS)):
                rgb = palette.base_rgb(value, scheme)
                grad = QLinearGradient(r.left(), 0, r.right(), 0)
                grad.setColorAt(0, QColor(*rgb))
                grad.setColorAt(1, QColor(*palette.shade(rgb, 1, 1)))
                p.fillRect(QRectF(r.left(), r.top() + i * half, r.width(), half), grad)
            p.setPen(restyled(_pen(INK, 0.8), cosmetic=False))
            p.drawRect(r)

        def hatch(p: QPainter, r: QRectF) -> None:
            paint_hatch(p, r)
            c = QColor(*palette.base_rgb(WIN, scheme))
            c.setAlpha(DIM_ALPHA)
            p.fillRect(r, c)
            p.setPen(restyled(_pen(INK, 0.8), cosmetic=False))
            p.drawRect(r)

        def mark(style: MarkStyle) -> Callable[[QPainter, QRectF], None]:
            def draw(p: QPainter, r: QRectF) -> None:
                p.fillRect(r, QColor(*palette.base_rgb(DRAW, scheme)))
                side = r.width() * min(style.scale, 0.85)  # a mark larger than its swatch would hide the text
                box = QRectF(r.center().x() - side / 2, r.center().y() - side / 2, side, side)
                paint_outline(p, style, box, cosmetic=False)

            return draw

        def line(p: QPainter, r: QRectF) -> None:
            p.setPen(restyled(PATH_PEN, cosmetic=False))
            p.drawLine(QPointF(r.left() + 2, r.bottom() - 2), QPointF(r.right() - 2, r.top() + 2))
            p.setBrush(PATH_DOT)
            p.setPen(Qt.PenStyle.NoPen)
            for pt in (QPointF(r.left() + 2, r.bottom() - 2), QPointF(r.right() - 2, r.top() + 2)):
                p.drawEllipse(pt, 3, 3)

        def nothing(p: QPainter, r: QRectF) -> None:
            pass

        values = [(fill(palette.base_rgb(v, scheme)), 1.0, value_title(v)) for v in (WIN, DRAW, LOSS)]
        values.append((ramp, 2.5, self.tr("darker = quicker, paler = longer")))
        if self._unreachable == "dim":
            values.append((hatch, 1.0, self.tr("hatched = cannot be reached from the start")))
        elif self._unreachable == "hide":
            values.append((nothing, 0.0, self.tr("(unreachable positions hidden)")))
        marks = [
            (mark(MARKS["current"]), 1.0, self.tr("current position")),
            (mark(MARKS["target"]), 1.0, self.tr("after a legal move")),
            (mark(MARKS["preview"]), 1.0, self.tr("move under the pointer")),
            (line, 1.6, self.tr("game so far")),
            (nothing, 0.0, self.tr("quadrants: 1 v 2 = side to move has 1 hand, opponent 2")),
        ]
        self._legend.setGroups([values, marks])
