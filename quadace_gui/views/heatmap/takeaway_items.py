"""The take-away map's parts: which position each cell shows, the cell colours, the heap-size axis,
the clickable image and the path layers drawn over the cells."""

from __future__ import annotations

import html
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QHBoxLayout, QLabel, QSpinBox, QWidget

from quadace_gui import palette
from quadace_gui.core.games.protocol import LOSS, WIN
from quadace_gui.core.games.takeaway import TakeAwayGame
from quadace_gui.views.heatmap.colors import INK, PAPER, shade_ramp

Heaps = tuple[int, ...]
translate = QCoreApplication.translate
#: P cells fade this share of what N cells fade with distance: the P positions are the picture (a
#: single cell of Wythoff's golden rays is about a pixel at 201 x 201 and must stay visible).
P_FADE_SHARE = 0.35
#: Below this many pixels a cell, the P cells are drawn as dots as well (of this many pixels at least).
DOTS_BELOW_PX = 4.0
P_DOT_PX = 1.5
#: The colour of the closed form's outlines (P by the rule).
RULE_INK = QColor(255, 225, 0)


def heap_limits(game: TakeAwayGame) -> Heaps:
    """The largest size of each heap the game's table holds."""
    return tuple(game.limits)


@dataclass(frozen=True)
class CellGrid:
    """Which position each cell shows: ``slots[row, col]`` (-1 where none). One heap: a single row,
    column = heap size; 抢30 (``counted``) turned round, column = the count said (the heap still to
    go is the target minus it), so that the strip reads 0 → 30 as counting goes. More heaps: row =
    first heap, column = second, the others ``fixed``."""

    heaps_count: int
    fixed: Heaps
    slots: npt.NDArray[np.intp]
    counted: bool = False

    @classmethod
    def of(cls, game: TakeAwayGame, fixed: Heaps = ()) -> CellGrid:
        limits = heap_limits(game)
        n = len(limits)
        rows, cols = (1, limits[0] + 1) if n == 1 else (limits[0] + 1, limits[1] + 1)
        counted = n == 1 and game.counting
        grid = cls(n, tuple(fixed), np.full((rows, cols), -1, dtype=np.intp), counted)
        linear = grid._linear(game)
        if linear is not None:
            return cls(n, tuple(fixed), linear, counted)
        for r in range(rows):
            for c in range(cols):
                grid.slots[r, c] = grid._slot(game, r, c)
        return grid

    def _slot(self, game: TakeAwayGame, row: int, col: int) -> int:
        try:
            return int(game.slot(self.heaps_at(row, col)))
        except Exception:  # any refusal of the game means "no position here"
            return -1

    def _linear(self, game: TakeAwayGame) -> npt.NDArray[np.intp] | None:
        """The slots at once when they grow by a fixed step along rows and along columns (the
        mixed-radix slots of the take-away engine), checked on the corners and a spread of cells;
        None when they do not (the caller then asks the game cell by cell)."""
        rows, cols = self.shape
        base = self._slot(game, 0, 0)
        down = self._slot(game, 1, 0) - base if rows > 1 else 0
        across = self._slot(game, 0, 1) - base if cols > 1 else 0
        slots = base + np.arange(rows)[:, None] * down + np.arange(cols)[None, :] * across
        probes = {(rows - 1, 0), (0, cols - 1), (rows - 1, cols - 1)}
        probes |= {(r * 7919 % rows, r * 104729 % cols) for r in range(97)}
        if base < 0 or any(self._slot(game, r, c) != slots[r, c] for r, c in probes):
            return None
        return np.asarray(slots, dtype=np.intp)

    @property
    def shape(self) -> tuple[int, int]:
        rows, cols = self.slots.shape
        return int(rows), int(cols)

    def heaps_at(self, row: int, col: int) -> Heaps:
        if self.heaps_count == 1:
            return (self.slots.shape[1] - 1 - col,) if self.counted else (col,)
        return (row, col, *self.fixed)

    def index(self, heaps: Heaps) -> tuple[int, int] | None:
        """(row, column) of a position on this grid, or None when it is off the grid (another slice)."""
        heaps = tuple(heaps)
        if len(heaps) != self.heaps_count:
            return None
        if self.heaps_count == 1:
            row, col = 0, (self.slots.shape[1] - 1 - heaps[0] if self.counted else heaps[0])
        else:
            if heaps[2:] != self.fixed:
                return None
            row, col = heaps[0], heaps[1]
        rows, cols = self.shape
        return (row, col) if 0 <= row < rows and 0 <= col < cols else None


def fade_span(value: int, max_distance: int) -> int:
    """The distance at which ``value``'s shade would reach the palette's palest: the longest distance
    for N cells; for P cells 1 / :data:`P_FADE_SHARE` times more, so they fade that much less."""
    return max_distance if value != LOSS else round(max_distance / P_FADE_SHARE)


def value_rgba(
    value: npt.NDArray[np.integer], distance: npt.NDArray[np.integer], palette_name: str, max_distance: int
) -> npt.NDArray[np.uint8]:
    """RGBA colours of cells: the palette's WIN / LOSS colour shaded by distance; others transparent."""
    out = np.zeros((*value.shape, 4), dtype=np.uint8)
    for v in (WIN, LOSS):
        ramp = shade_ramp(palette.base_rgb(v, palette_name), fade_span(v, max_distance))
        pick = value == v
        out[pick, :3] = ramp[np.clip(distance[pick], 0, len(ramp) - 1)]
        out[pick, 3] = 255
    return out


#: Tick spacings a heap axis may use, smallest first: whole numbers a reader counts by.
TICK_STEPS = (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000)
#: Pixels kept free between two labels of a heap axis.
TICK_GAP_PX = 10


class HeapAxis(pg.AxisItem):  # type: ignore[misc]
    """Heap sizes 0 .. :meth:`top` at cell centres (cell k spans k .. k + 1), at a spacing wide
    enough for the labels not to touch; the axis line stops at the first and last cells' outer edges
    (two unlabelled edge ticks), so it never runs past the data even when the view is wider."""

    def __init__(self, orientation: str) -> None:
        super().__init__(orientation)
        self._top = 0
        self._said_from: int | None = None
        self._open_ends = False
        self.setStyle(stopAxisAtTick=(True, True))

    def setOpenEnds(self, open_ends: bool) -> None:
        """Whether the labels of the first and last cells may reach past the axis's ends (a strip's:
        no row labels beside them). pyqtgraph leaves out a label that does not fit inside the axis:
        抢30's "30", on the first cell, was missing in presentation mode."""
        if open_ends != self._open_ends:
            self.prepareGeometryChange()
            self._open_ends = open_ends
            self.picture = None
            self.update()

    def boundingRect(self) -> QRectF:
        rect = QRectF(super().boundingRect())
        if getattr(self, "_open_ends", False) and self.orientation in ("top", "bottom"):
            room = self.labelRoom() / 2
            rect.adjust(-room, 0, room, 0)
        return rect

    def setStyle(self, **kwargs: object) -> None:
        self.prepareGeometryChange()  # a new font: the open ends' room changes with it
        super().setStyle(**kwargs)

    def setSaidFrom(self, target: int | None) -> None:
        """Label cell k with ``target - k``, the last number said in 抢30 (None: the heap size k)."""
        self._said_from = target
        self.picture = None
        self.update()

    def setTop(self, top: int) -> None:
        """The largest heap size on this axis (the last cell)."""
        self._top = max(int(top), 0)
        self.picture = None
        self.update()

    def top(self) -> int:
        return self._top

    def labelRoom(self) -> float:
        """Pixels one label needs along the axis (its width across, its height up)."""
        metrics = QFontMetricsF(self.style.get("tickFont") or self.font())
        if self.orientation in ("left", "right"):
            return float(metrics.height()) + TICK_GAP_PX / 2
        return float(metrics.horizontalAdvance(str(self._top))) + TICK_GAP_PX

    def spacingFor(self, pixels_per_cell: float) -> int:
        """The smallest of :data:`TICK_STEPS` whose labels do not touch at this zoom."""
        need = self.labelRoom()
        for step in TICK_STEPS:
            if step * pixels_per_cell >= need:
                return step
        return TICK_STEPS[-1]

    def tickValues(self, minVal: float, maxVal: float, size: float) -> list[tuple[float, list[float]]]:
        if size <= 0 or maxVal <= minVal:
            return []
        step = self.spacingFor(size / (maxVal - minVal))
        first = max(0, int(np.ceil(minVal - 0.5)))
        last = min(self._top, int(np.floor(maxVal - 0.5)))
        first = -(-first // step) * step  # the first multiple of the spacing shown
        labelled = [k + 0.5 for k in range(first, last + 1, step)]
        low, high = max(0.0, minVal), min(float(self._top + 1), maxVal)
        edges = [float(low), float(high)] if low < high else []  # the data's edges (or the view's)
        levels = [(float(step), labelled), (float(self._top + 1), edges)]
        levels = [(spacing, values) for spacing, values in levels if values]
        # pyqtgraph stops the line at the outermost tick: it needs one (it fails on no tick at all).
        self.style["stopAxisAtTick"] = (bool(levels), bool(levels))
        return levels

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
        # Cell centres (k + 0.5) carry the heap size; the edge ticks (the data's or the view's) none.
        said = self._said_from
        return [
            str(round(v - 0.5) if said is None else said - round(v - 0.5))
            if abs(v - 0.5 - round(v - 0.5)) < 1e-6
            else ""
            for v in values
        ]


def path_item(color: QColor, width: float, z: float) -> QGraphicsPathItem:
    item = QGraphicsPathItem()
    pen = QPen(color, width)
    pen.setCosmetic(True)
    pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    item.setPen(pen)
    item.setBrush(QBrush(Qt.BrushStyle.NoBrush))
    item.setZValue(z)
    return item


def cells_path(mask: npt.NDArray[np.bool_], inset: float = 0.0) -> QPainterPath:
    """One square per True cell of ``mask`` (row = y, column = x), shrunk by ``inset`` on each side."""
    path = QPainterPath()
    for r, c in zip(*np.nonzero(mask), strict=True):
        path.addRect(QRectF(int(c) + inset, int(r) + inset, 1 - 2 * inset, 1 - 2 * inset))
    return path


class MapLayers:
    """The paths drawn over the cells: the P dots (where the cells are too small for the image to show
    every one: it drops rows and columns when drawn smaller than a pixel a cell), a strip's cell borders
    (so runs of one colour stay readable), the closed form's outlines and the current position's mark."""

    def __init__(self, plot: pg.PlotItem) -> None:
        self.dots = path_item(INK, P_DOT_PX, 3)
        self.lines = path_item(PAPER, 1.0, 4)
        self.rule = path_item(RULE_INK, 1.6, 5)
        self.halo = path_item(PAPER, 5.0, 9)
        self.current = path_item(INK, 2.5, 10)
        for item in (self.dots, self.lines, self.rule, self.halo, self.current):
            plot.addItem(item, ignoreBounds=True)

    def setDots(self, mask: npt.NDArray[np.bool_], rgb: palette.RGB) -> None:
        colour = QColor(*rgb)
        pen = QPen(colour, P_DOT_PX)
        pen.setCosmetic(True)
        self.dots.setPen(pen)
        self.dots.setBrush(QBrush(colour))
        self.dots.setPath(cells_path(mask))

    def fitDots(self, cell_pixels: float) -> None:
        self.dots.setVisible(cell_pixels < DOTS_BELOW_PX)

    def dotCount(self) -> int:
        return int(self.dots.path().elementCount()) // 5  # a square is five path elements

    def setCellLines(self, cols: int) -> None:
        """Borders between the cells of a one-row strip of ``cols`` cells (0: none)."""
        path = QPainterPath()
        for x in range(1, cols):
            path.moveTo(x, 0)
            path.lineTo(x, 1)
        self.lines.setPath(path)

    def setRule(self, mask: npt.NDArray[np.bool_]) -> None:
        self.rule.setPath(cells_path(mask, inset=0.14))

    def setCurrent(self, index: tuple[int, int] | None) -> None:
        mask = np.zeros((0, 0), dtype=bool)
        if index is not None:
            mask = np.zeros((index[0] + 1, index[1] + 1), dtype=bool)
            mask[index] = True
        for item in (self.current, self.halo):
            item.setPath(cells_path(mask))


def _swatch(rgb: palette.RGB) -> str:
    """A square of colour in a line of rich text (as wide as two spaces of the text's font)."""
    return f'<span style="background-color: #{rgb[0]:02x}{rgb[1]:02x}{rgb[2]:02x}">&nbsp;&nbsp;&nbsp;</span>'


class ColourKey(QLabel):
    """The map's key, under it: which colour is P (a loss for the side to move, 必败) and which is N
    (a win, 必胜); its tooltip says that paler means longer. With the answers hidden it says only
    that. The texts are the map's own (its tooltips') in the current language; entries wrap whole."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mapKey")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._palette = palette.DEFAULT_PALETTE
        self._hidden = False
        self.retranslate()

    def setColours(self, palette_name: str, hidden: bool) -> None:
        """The key for the map in ``palette_name``; with ``hidden`` the answers are hidden."""
        if (palette_name, hidden) != (self._palette, self._hidden):
            self._palette, self._hidden = palette_name, hidden
            self.retranslate()

    def entries(self) -> list[str]:
        """The key's texts (for tests and the reader: the colours go with them in this order)."""
        if self._hidden:
            return [translate("OutcomeHeatmap", "answers hidden: Reveal colours the map")]
        return [  # short: one line under a strip in the window's right column
            translate("TakeAwayHeatmap", "P: side to move loses"),
            translate("TakeAwayHeatmap", "N: side to move wins"),
        ]

    def colours(self) -> list[list[palette.RGB]]:
        """The swatches of each entry of :meth:`entries`."""
        if self._hidden:
            return [[(196, 196, 196)]]  # the hidden map's grey
        return [[palette.base_rgb(LOSS, self._palette)], [palette.base_rgb(WIN, self._palette)]]

    def retranslate(self) -> None:
        parts = []
        for text, colours in zip(self.entries(), self.colours(), strict=True):
            words = html.escape(text).replace(" ", "&nbsp;")  # an entry wraps only as a whole
            parts.append("".join(_swatch(c) for c in colours) + "&nbsp;" + words)
        self.setText(" &nbsp;&nbsp; ".join(parts))
        # (one line kept for the map: the shades' meaning in the tooltip)
        self.setToolTip(
            "" if self._hidden else translate("OutcomeHeatmap", "darker = quicker, paler = longer")
        )

    def slideHtml(self, stacked: bool = False) -> str:
        """The key as a line of a slide's title (an exported map explains its colours too): each
        entry after a square of its colour; with ``stacked`` an entry a line."""
        parts = []
        for text, colours in zip(self.entries(), self.colours(), strict=True):
            squares = "".join(
                f'<span style="color: #{c[0]:02x}{c[1]:02x}{c[2]:02x}">\u25a0</span>' for c in colours
            )
            parts.append(squares + "&nbsp;" + html.escape(text))
        between = "<br>" if stacked else " &nbsp;&nbsp; "
        return '<span style="font-weight: normal">' + between.join(parts) + "</span>"

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class SliceBar(QWidget):
    """One spin box per heap after the second: the sizes they are held at on the map's slice."""

    changed = Signal(object)  # the new sizes (a tuple), when the user changes one

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(self)
        self.boxes: list[QSpinBox] = []
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.addWidget(self.label)
        self.retranslate()

    def setLimits(self, limits: Heaps) -> None:
        """New boxes for heaps 3, 4, ... of these largest sizes (none: the bar hides)."""
        for box in self.boxes:
            self._row.removeWidget(box)
            box.deleteLater()
        self.boxes = []
        for limit in limits:
            box = QSpinBox(self)
            box.setRange(0, limit)
            box.valueChanged.connect(self._changed)
            self._row.addWidget(box)
            self.boxes.append(box)
        self.setVisible(bool(self.boxes))
        self.retranslate()

    def values(self) -> Heaps:
        return tuple(box.value() for box in self.boxes)

    def setValues(self, values: Heaps) -> None:
        """Show ``values`` without emitting :attr:`changed`."""
        for box, v in zip(self.boxes, values, strict=False):
            box.blockSignals(True)
            box.setValue(int(v))
            box.blockSignals(False)

    def _changed(self, *_: object) -> None:
        self.changed.emit(self.values())

    def retranslate(self) -> None:
        self.label.setText(self.tr("Slice:"))
        for i, box in enumerate(self.boxes):
            box.setPrefix(self.tr("heap {n} = ").format(n=i + 3))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
