"""The take-away heatmap: every position of a take-away game as a cell coloured by its value.
(Over 400 lines: one widget whose map, slice, strip window and induction share the same view state.)

Two heaps: rows are the first heap (0 at the bottom), columns the second; Wythoff's diagonal and
golden-ratio rays and Nim's diagonal appear by themselves. Three or four heaps: the same picture on a
slice (every further heap held at a chosen size; three-heap Nim shows its xor pattern). One heap (Bash,
one-heap Nim): a one-line strip of positions 0 .. N, a readable window of it with a scroll bar.

Cells take the value colours of the QuadAce heatmap (P = a loss for the side to move, N = a win), paler
the longer the distance. The widget computes no game fact: values and distances come from the model's
table, the closed form from ``game.rule_mask()``. With the answers hidden the map is grey.
"""

from __future__ import annotations

import html

import numpy as np
import numpy.typing as npt
import pyqtgraph as pg
from PySide6.QtCore import QBuffer, QEvent, QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QFont, QFontMetricsF, QImage, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollBar,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from quadace_gui import palette
from quadace_gui.core.files import write_atomic
from quadace_gui.core.games.protocol import LOSS, WIN
from quadace_gui.core.levels import decided_mask, level_counts
from quadace_gui.models.answers import Answers
from quadace_gui.models.settings import PALETTE, Settings
from quadace_gui.models.takeaway_model import TakeAwayModel
from quadace_gui.views.game_texts import game_title
from quadace_gui.views.heatmap.axes import tick_labels
from quadace_gui.views.heatmap.colors import INK, PAPER
from quadace_gui.views.heatmap.export import EXPORT_SIZE, png_image
from quadace_gui.views.heatmap.induction import UNDECIDED
from quadace_gui.views.heatmap.items import CellImage
from quadace_gui.views.heatmap.widget import SLIDE_TEXT_PERCENT  # (the QuadAce map's slides' text size)
from quadace_gui.views.presentation import font_size, resized, scaled_base

from .takeaway_items import CellGrid, ColourKey, HeapAxis, MapLayers, SliceBar, heap_limits, value_rgba

Heaps = tuple[int, ...]
RGBA = tuple[int, int, int, int]
#: The colour of every cell while the answers are hidden: a plain grey that tells nothing.
HIDDEN = np.array([196, 196, 196, 255], dtype=np.uint8)
#: Cells of a one-heap strip shown at once, at most and at least (the scroll bar reaches the others),
#: and the fewest pixels a cell gets between those bounds.
STRIP_WINDOW = 61
STRIP_WINDOW_MIN = 11
STRIP_CELL_PX = 16
#: A short strip is shown whole when its cells get this many pixels at least (no scrolling to see 30).
STRIP_FIT_CELL_PX = 9
#: The height of the map of a one-heap game (a strip), in pixels.
STRIP_HEIGHT = 150
QWIDGETSIZE_MAX = (1 << 24) - 1


def _unit(font: QFont) -> str:
    return "pt" if font.pointSizeF() > 0 else "px"


#: The tick labels' size beside the other texts' (outside presentation mode: see setTickScale).
TICK_SCALE = 0.9
#: The least height of a one-heap strip's cells (the view grows with its tick labels and title).
STRIP_MIN_CELLS_PX = 48


class TakeAwayHeatmap(QWidget):
    """The map of a take-away game, with its slice, rule overlay and export; the Backward induction
    panel of every game chooses the level it shows (:meth:`setInductionLevel`)."""

    cellHovered = Signal(object)  # heaps under the pointer, or None
    cellClicked = Signal(object)  # the heaps of a cell clicked (the model goes there too)
    #: Per level, how many positions the slice shows (an int array), or None when the map shows them all.
    sliceCounted = Signal(object)

    def __init__(
        self, model: TakeAwayModel, settings: Settings, answers: Answers, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._model, self._settings, self._answers = model, settings, answers
        self._grid: CellGrid | None = None
        self._rgba = np.zeros((0, 0, 4), dtype=np.uint8)
        self._rule: npt.NDArray[np.bool_] | None = None  # game.rule_mask(), asked once per game
        self._max_distance = 0
        self._limits: Heaps = ()
        self._hovered: Heaps | None = None
        self._level: int | None = None
        self._refitting = False
        self._baseMargins = (1.0, 1.0, 1.0, 1.0)  # the plot's margins before the square cells' share
        self._fitted = False  # the whole two-heap map is shown (see fitView)
        self._sliceCounts: npt.NDArray[np.int64] | None = None
        self._tickScale: float | None = None  # (see setTickScale)
        self._stripFlexible = False  # (see setStripFlexible)

        self.sliceBar = SliceBar(self)
        self.overlayBox = QCheckBox(self)
        self.exportButton = QPushButton(self)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.sliceBar)
        top.addStretch(1)
        top.addWidget(self.overlayBox)
        top.addWidget(self.exportButton)

        self._rowAxis, self._colAxis = HeapAxis("left"), HeapAxis("bottom")
        self.view = pg.GraphicsLayoutWidget(self)
        self.view.setBackground(PAPER)
        self._plot: pg.PlotItem = self.view.addPlot(
            axisItems={"left": self._rowAxis, "bottom": self._colAxis}
        )
        self._plot.hideButtons()
        self._plot.setMenuEnabled(False)
        for axis in (self._rowAxis, self._colAxis):
            axis.setPen(INK)
            axis.setTextPen(INK)
        self._image = CellImage(self._hover, self._click)  # the QuadAce map's clickable image
        self._plot.addItem(self._image)
        self._layers = MapLayers(self._plot)
        self.scrollBar = QScrollBar(Qt.Orientation.Horizontal, self)
        self.key = ColourKey(self)  # which colour is P and which N
        self.statusLabel = QLabel(self)
        self.statusLabel.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.scrollBar)
        layout.addWidget(self.key)
        layout.addWidget(self.statusLabel)
        # One line always, so that hovering a cell (text) or leaving the map (none) moves nothing.
        self.statusLabel.setFixedHeight(self.statusLabel.fontMetrics().lineSpacing())
        self.statusLabel.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

        self.sliceBar.changed.connect(self.setSlice)
        self.overlayBox.toggled.connect(self._rebuildOverlay)
        self.exportButton.clicked.connect(self._askExport)
        self.scrollBar.valueChanged.connect(self._scrolled)
        self._plot.getViewBox().sigXRangeChanged.connect(self._followScroll)
        self._plot.getViewBox().sigTransformChanged.connect(self._fitDots)
        self._plot.getViewBox().sigResized.connect(self._refit)
        self._plot.getViewBox().sigRangeChangedManually.connect(self._zoomed)
        model.tableChanged.connect(self._onGame)
        model.currentChanged.connect(self._onCurrent)
        answers.changed.connect(self._onAnswers)
        settings.changed.connect(self._onSetting)
        self.retranslate()
        self._showKey()
        self._onGame()

    # -- the game and its slice --------------------------------------------------------------------
    def _onGame(self) -> None:
        game, table = self._model.game(), self._model.table()
        self._limits = heap_limits(game)
        self._rule = None
        valid = np.asarray(table.value) >= LOSS  # INVALID slots are below LOSS
        decided = np.asarray(table.distance)[valid]
        self._max_distance = int(decided.max()) if decided.size else 0
        self.sliceBar.setLimits(self._limits[2:])
        self._setFixed(tuple(int(v) for v in self._model.heaps()[2:]), force=True)
        strip = len(self._limits) == 1
        self._rowAxis.setTop(0 if strip else self._limits[0])  # a strip is one row
        self._colAxis.setTop(self._limits[0 if strip else 1])
        # 抢30 is written as played and read as counting goes: its strip's cells are the last number
        # said, 0 on the left to 30 on the right (the grid turns the heap round: see CellGrid)
        self._colAxis.setSaidFrom(None)
        self._applyFonts()  # the axis titles, and a strip's least height
        self.fitView()
        self._onCurrent()

    @property
    def sliceBoxes(self) -> list[QSpinBox]:
        return self.sliceBar.boxes

    def sliceValues(self) -> Heaps:
        """The sizes the heaps after the second are held at (empty for one or two heaps)."""
        return self.sliceBar.values()

    def setSlice(self, values: Heaps) -> None:
        self._setFixed(tuple(int(v) for v in values))

    def _setFixed(self, fixed: Heaps, force: bool = False) -> None:
        if not force and self._grid is not None and self._grid.fixed == fixed:
            return
        self.sliceBar.setValues(fixed)
        self._grid = CellGrid.of(self._model.game(), fixed)
        self._hovered = None
        self._countSlice()
        self._rebuild()
        self._markCurrent()

    def _countSlice(self) -> None:
        """Say how many positions of each level the slice shows (a slice only exists for three or four
        heaps; with one or two the map shows every position): :attr:`sliceCounted`."""
        grid = self._grid
        if grid is None or len(self._limits) <= 2:
            self._sliceCounts = None
        else:
            have = grid.slots >= 0
            distance = np.asarray(self._model.table().distance)[np.where(have, grid.slots, 0)]
            self._sliceCounts = level_counts(distance, have)
        self.sliceCounted.emit(self._sliceCounts)

    def sliceCounts(self) -> npt.NDArray[np.int64] | None:
        """Per level, how many positions the slice shown holds (None: the map shows every position)."""
        return self._sliceCounts

    # -- colours -----------------------------------------------------------------------------------
    def _rebuild(self) -> None:
        grid = self._grid
        if grid is None:
            return
        table = self._model.table()
        slots = grid.slots
        have = slots >= 0
        picked = np.where(have, slots, 0)
        value = np.where(have, np.asarray(table.value)[picked], -2)
        distance = np.where(have, np.asarray(table.distance)[picked], -1)
        name = str(self._settings.get(PALETTE))
        name = name if name in palette.PALETTES else palette.DEFAULT_PALETTE
        rgba = value_rgba(value, distance, name, self._max_distance)
        shown_p = have & (value == LOSS)
        if self._answers.hidden():
            rgba[have] = HIDDEN
            shown_p[:] = False
        elif self._level is not None:
            undecided = have & ~decided_mask(distance, self._level)
            rgba[undecided] = UNDECIDED
            shown_p &= ~undecided
        self._rgba = rgba
        self._layers.setDots(shown_p, palette.base_rgb(LOSS, name))
        self._fitDots()
        self._image.setImage(rgba, autoLevels=False)
        self._image.setRect(QRectF(0, 0, grid.shape[1], grid.shape[0]))
        hidden = self._answers.hidden()
        self.overlayBox.setEnabled(not hidden)
        self._rebuildOverlay()

    def cellPixels(self) -> float:
        """How wide a cell is on screen now, in pixels."""
        return float(self._plot.getViewBox().viewPixelSize()[0]) ** -1 if self._grid is not None else 0.0

    def _fitDots(self, *_: object) -> None:
        self._layers.fitDots(self.cellPixels())

    def pDotCount(self) -> int:
        """How many P cells the dot layer holds."""
        return self._layers.dotCount()

    def pDotsShown(self) -> bool:
        """Whether the P cells are drawn as dots over the image (cells too small to trust the image)."""
        return self._layers.dots.isVisible() and self.pDotCount() > 0

    def _ruleMask(self) -> npt.NDArray[np.bool_]:
        if self._rule is None:
            self._rule = np.asarray(self._model.game().rule_mask(), dtype=bool)
        return self._rule

    def overlayCells(self) -> list[Heaps]:
        """The positions outlined as P by the closed form now (none while the overlay is off or hidden)."""
        grid = self._grid
        if grid is None:
            return []
        marked = self._overlayMask()
        return [grid.heaps_at(int(r), int(c)) for r, c in zip(*np.nonzero(marked), strict=True)]

    def _overlayMask(self) -> npt.NDArray[np.bool_]:
        grid = self._grid
        if grid is None or not self.overlayBox.isChecked() or self._answers.hidden():
            return np.zeros((0, 0), dtype=bool)
        slots = grid.slots
        return np.asarray((slots >= 0) & self._ruleMask()[np.where(slots >= 0, slots, 0)])

    def _rebuildOverlay(self, *_: object) -> None:
        self._layers.setRule(self._overlayMask())

    def setInductionLevel(self, level: int | None) -> None:
        """Colour only the positions decided at levels 0 .. ``level`` (None: the whole map)."""
        if level != self._level:
            self._level = level
            self._rebuild()

    def inductionLevel(self) -> int | None:
        return self._level

    def _onAnswers(self) -> None:
        self._showKey()
        self._rebuild()
        self._hovered = None
        self._showHover(None)

    def _onSetting(self, name: str) -> None:
        if name == PALETTE.name:
            self._showKey()
            self._rebuild()

    def _showKey(self) -> None:
        name = str(self._settings.get(PALETTE))
        self.key.setColours(
            name if name in palette.PALETTES else palette.DEFAULT_PALETTE, self._answers.hidden()
        )

    # -- the current position ----------------------------------------------------------------------
    def _onCurrent(self, *_: object) -> None:
        heaps = tuple(self._model.heaps())
        if self._grid is not None and tuple(heaps[2:]) != self._grid.fixed:
            self._setFixed(tuple(heaps[2:]))  # the slice follows the game
        self._markCurrent()
        if len(self._limits) == 1 and heaps:
            vb = self._plot.getViewBox()
            left, right = vb.viewRange()[0]
            column = self._currentColumn()
            if not left <= column + 0.5 <= right:
                self._showWindow(column - self.stripWindow() // 2)

    def _markCurrent(self) -> None:
        self._layers.setCurrent(self.currentIndex())

    def _currentColumn(self) -> int:
        """The current position's column on a one-heap strip (抢30's counts the numbers said)."""
        index = self.currentIndex()
        return int(self._model.heaps()[0]) if index is None else index[1]

    def currentIndex(self) -> tuple[int, int] | None:
        """(row, column) of the current position's cell, or None when it is not on the slice shown."""
        return None if self._grid is None else self._grid.index(tuple(self._model.heaps()))

    # -- view --------------------------------------------------------------------------------------
    def fitView(self) -> None:
        vb = self._plot.getViewBox()
        if self._grid is None:
            return
        rows, cols = self._grid.shape
        strip = len(self._limits) == 1
        vb.setAspectLocked(not strip, ratio=1.0)
        vb.setMouseEnabled(x=True, y=not strip)
        n = max(rows, cols)
        # Generous limits: the aspect lock must be free to widen one range to fit a wide widget (at
        # -n .. 2n a map over three times wider than high showed a band of rows).
        vb.setLimits(xMin=-8 * n, xMax=9 * n, yMin=-8 * n, yMax=9 * n)
        self._rowAxis.setStyle(showValues=not strip)
        self._colAxis.setOpenEnds(strip)
        self._stripHeights()
        self._layers.setCellLines(cols if strip else 0)
        if strip:
            self.view.ci.setContentsMargins(*self._baseMargins)  # (a two-heap map's share goes)
            vb.setLimits(xMin=-0.5, xMax=cols + 0.5, yMin=-0.5, yMax=1.5)
            self._fitStrip(self._currentColumn() - self.stripWindow() // 2)
        else:
            self.scrollBar.setVisible(False)
            self.setMaximumHeight(QWIDGETSIZE_MAX)
            self._fitted = True  # stays fitted on resizing until the user zooms or pans
            self._refit()

    def _refit(self, *_: object) -> None:
        """The whole map again after a resize while the user has not zoomed or panned it. (Not
        pyqtgraph's auto range: with the aspect lock it kept the range of a short, wide moment, when
        presentation mode growing the fonts squeezed the map, which then showed a band of rows only.)"""
        if len(self._limits) < 2 or not self._fitted or self._grid is None or self._refitting:
            return
        rows, cols = self._grid.shape
        self._refitting = True
        try:
            self._squareCells(rows, cols)
            self._plot.getViewBox().setRange(xRange=(0, cols), yRange=(0, rows), padding=0.02)
        finally:
            self._refitting = False

    def _squareCells(self, rows: int, cols: int) -> None:
        """The room the square cells leave goes to the margins, so that the axes stay beside the cells
        (in a wide place, map alone in presentation mode, the row axis had stood 360 px left of them)."""
        layout = self.view.ci.layout
        now = layout.getContentsMargins()
        base = self._baseMargins
        box = self._plot.getViewBox().sceneBoundingRect()
        width = box.width() + (now[0] - base[0]) + (now[2] - base[2])
        height = box.height() + (now[1] - base[1]) + (now[3] - base[3])
        if width <= 0 or height <= 0:
            return
        span = 1 + 2 * 0.02  # setRange's padding on both sides
        cell = min(width / (cols * span), height / (rows * span))
        spare_x, spare_y = (width - cell * cols * span) / 2, (height - cell * rows * span) / 2
        margins = (base[0] + spare_x, base[1] + spare_y, base[2] + spare_x, base[3] + spare_y)
        if any(abs(a - b) > 1 for a, b in zip(margins, now, strict=True)):
            self.view.ci.setContentsMargins(*margins)
            layout.activate()

    def _zoomed(self, *_: object) -> None:
        self._fitted = False  # the user's zoom or pan stays until the next fitView

    def _showWindow(self, first: int) -> None:
        cols = self._grid.shape[1] if self._grid else 0
        window = self.stripWindow()
        first = max(0, min(first, cols - window))
        self._plot.getViewBox().setRange(xRange=(first, first + min(window, cols)), yRange=(0, 1), padding=0)

    def stripWindow(self) -> int:
        """How many cells of a one-heap strip are shown at once (fewer on a narrow map)."""
        cols = self._grid.shape[1] if self._grid else 0
        if 0 < cols <= int(self.view.width()) // STRIP_FIT_CELL_PX:  # 抢30's 0-30 whole in a narrow column
            return max(cols, STRIP_WINDOW_MIN)
        return max(STRIP_WINDOW_MIN, min(STRIP_WINDOW, int(self.view.width()) // STRIP_CELL_PX))

    def _fitStrip(self, first: int) -> None:
        cols = self._grid.shape[1] if self._grid else 0
        window = self.stripWindow()
        self.scrollBar.setVisible(cols > window)
        self.scrollBar.setRange(0, max(cols - window, 0))
        self.scrollBar.setPageStep(window)
        self._showWindow(first)
        layout = self.layout()
        if layout is not None:
            layout.invalidate()
            layout.activate()
        self._fitStripHeight()

    def _fitStripHeight(self) -> None:
        """A strip needs no more room than its parts: the rest of the column goes to the tabs below."""
        layout = self.layout()
        if layout is None:
            return
        height = layout.sizeHint().height()
        if layout.hasHeightForWidth():  # the key's lines at this width (its size hint guesses)
            height = layout.heightForWidth(self.width())
        if height != self.maximumHeight():
            self.setMaximumHeight(height)

    def event(self, event: QEvent) -> bool:
        done = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest and len(self._limits) == 1:
            # its parts changed their sizes (new texts, leaving presentation mode): its height again, or
            # it kept one worked out half-way and came back from presentation mode 34 px shorter
            self._fitStripHeight()
        return bool(done)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if len(self._limits) == 1:
            self._fitStrip(round(self._plot.getViewBox().viewRange()[0][0]))

    def _scrolled(self, value: int) -> None:
        left = self._plot.getViewBox().viewRange()[0][0]
        if round(left) != value:
            self._showWindow(value)

    def _followScroll(self, *_: object) -> None:
        self.scrollBar.blockSignals(True)
        self.scrollBar.setValue(round(self._plot.getViewBox().viewRange()[0][0]))
        self.scrollBar.blockSignals(False)

    def _setAxisLabels(self) -> None:
        if len(self._limits) == 1:
            counting = self._model.game().counting  # 抢30 is written as the last number said
            text = self.tr("last number said") if counting else self.tr("heap size")
            self._plot.setLabel("bottom", text, color=INK.name(), **self._titleSize())
            self._plot.setLabel("left", "")
        else:
            self._plot.setLabel("bottom", self.tr("heap 2"), color=INK.name(), **self._titleSize())
            self._plot.setLabel("left", self.tr("heap 1"), color=INK.name(), **self._titleSize())

    # -- text size (the preference and presentation mode scale the application's font) ---------------
    def _titleSize(self) -> dict[str, str]:
        return {"font-size": f"{font_size(self.font()) * 0.95:.2f}{_unit(self.font())}"}

    def _applyFonts(self) -> None:
        """The tick labels and axis titles at the widget's text size."""
        # the hover line a whole line of the new size (presentation mode's larger text had been cut)
        if hasattr(self, "statusLabel"):
            self.statusLabel.setFixedHeight(int(np.ceil(QFontMetricsF(self.font()).lineSpacing())))
        tick = resized(self.font(), font_size(self.font()) * (self._tickScale or TICK_SCALE))
        for axis in (self._rowAxis, self._colAxis):
            axis.setStyle(tickFont=tick)
            axis.textWidth = axis.textHeight = 0  # measured again for the new size
        if self._limits:
            self._setAxisLabels()
        # pyqtgraph draws the axis title a few pixels past its axis: room for it under the plot, so
        # that the colours' key below the map never covers it (it did at presentation sizes).
        title = QFontMetricsF(resized(self.font(), font_size(self.font()) * 0.95)).height()
        # The last column's label is centred on its cell: half of it past the plot's right edge (at
        # 200 % Bash's "30" had been cut at the window's edge).
        last = str(max(self._limits, default=0))
        right = int(np.ceil(QFontMetricsF(tick).horizontalAdvance(last) / 2)) + 1
        self._baseMargins = (1.0, 1.0, float(right), float(round(0.45 * title)))
        self.view.ci.setContentsMargins(*self._baseMargins)
        self._stripHeights()
        self._refit()
        if len(self._limits) == 1 and self._grid is not None:  # its height for the new texts
            self._fitStrip(round(self._plot.getViewBox().viewRange()[0][0]))

    def _stripHeights(self) -> None:
        """A strip's view is :data:`STRIP_HEIGHT` tall, or taller when its cells, tick labels and title
        need more (squeezed to its size hint, the key under it had covered the title); while it may
        flex (see :meth:`setStripFlexible`) it goes down to what they need. One place for a new table
        and a new text size alike: a new text size had left the view at its least height, and the
        strip 60 px shorter in the window after presentation mode. A two-heap map has no such bounds."""
        if len(self._limits) != 1:
            self.view.setMinimumHeight(0)
            self.view.setMaximumHeight(QWIDGETSIZE_MAX)
            return
        tick = self._colAxis.style["tickFont"] or self.font()
        title = QFontMetricsF(resized(self.font(), font_size(self.font()) * 0.95)).height()
        need = round(STRIP_MIN_CELLS_PX + QFontMetricsF(tick).height() + 2 * title)
        self.view.setMaximumHeight(max(STRIP_HEIGHT, need))
        self.view.setMinimumHeight(need if self._stripFlexible else max(STRIP_HEIGHT, need))

    def setStripFlexible(self, on: bool) -> None:
        """Whether a strip may be shorter than :data:`STRIP_HEIGHT`, down to what its texts need
        (presentation mode: its map layouts share the screen's height between the board and the map)."""
        if on != self._stripFlexible:
            self._stripFlexible = on
            self._stripHeights()

    def setTickScale(self, scale: float | None) -> None:
        """The tick labels' size beside the other texts' (None: :data:`TICK_SCALE`); presentation mode
        has them as large as the rest (at 0.9 they had been 17-18 px high on a projector)."""
        if scale != self._tickScale:
            self._tickScale = scale
            self._applyFonts()

    def textLinePx(self) -> int:
        """The height of a line of the map's tick labels, in pixels (see the presentation mode)."""
        return round(QFontMetricsF(self._colAxis.style["tickFont"] or self.font()).height())

    def cutTexts(self) -> list[str]:
        """The tick labels drawn now that do not lie whole inside the map's view (none, when all is
        well: for the readability check)."""
        room = self.view.mapToScene(self.view.viewport().rect()).boundingRect().adjusted(-1, -1, 1, 1)
        return [
            text
            for axis in (self._rowAxis, self._colAxis)
            if axis.isVisible()
            for rect, text in tick_labels(axis)
            if not room.contains(axis.mapRectToScene(rect))
        ]

    # -- queries -----------------------------------------------------------------------------------
    def image(self) -> npt.NDArray[np.uint8]:
        """The RGBA image shown, (rows, columns, 4); row = first heap (one row for a strip)."""
        return self._rgba

    def grid(self) -> CellGrid | None:
        return self._grid

    def colorAt(self, heaps: Heaps) -> RGBA | None:
        index = None if self._grid is None else self._grid.index(heaps)
        if index is None:
            return None
        r, g, b, a = (int(v) for v in self._rgba[index])
        return r, g, b, a

    def cellPoint(self, heaps: Heaps) -> QPoint | None:
        """Viewport coordinates of the centre of a position's cell (None when it is not shown)."""
        index = None if self._grid is None else self._grid.index(heaps)
        if index is None:
            return None
        scene = self._plot.getViewBox().mapViewToScene(QPointF(index[1] + 0.5, index[0] + 0.5))
        return QPoint(self.view.mapFromScene(scene))

    def hoverText(self) -> str:
        return str(self.statusLabel.text())

    def describe(self, heaps: Heaps) -> str:
        """The position in words, with its value and distance unless the answers are hidden."""
        game, table = self._model.game(), self._model.table()
        text = self.tr("Position {position}").format(position=game.format(tuple(heaps)))
        if self._answers.hidden():
            return text
        slot = game.slot(tuple(heaps))
        value, distance = int(table.value[slot]), int(table.distance[slot])
        if value == LOSS:
            verdict = self.tr("P: a loss for the side to move")
        elif value == WIN:
            verdict = self.tr("N: a win for the side to move")
        else:
            return text
        return text + " \u00b7 " + verdict + " \u00b7 " + self.tr("distance {d}").format(d=distance)

    # -- input -------------------------------------------------------------------------------------
    def _cellAt(self, pos: QPointF | None) -> Heaps | None:
        grid = self._grid
        if pos is None or grid is None:
            return None
        row, col = int(np.floor(pos.y())), int(np.floor(pos.x()))
        rows, cols = grid.shape
        if not (0 <= row < rows and 0 <= col < cols) or grid.slots[row, col] < 0:
            return None
        return grid.heaps_at(row, col)

    def _hover(self, pos: QPointF | None) -> bool:
        """The pointer over the map (None: it left); True: a click there is wanted."""
        heaps = self._cellAt(pos)
        if heaps != self._hovered:
            self._hovered = heaps
            self._showHover(heaps)
            self.cellHovered.emit(heaps)
        return pos is not None

    def _showHover(self, heaps: Heaps | None) -> None:
        text = "" if heaps is None else self.describe(heaps)
        self.statusLabel.setText(text)
        self._image.setToolTip(text)

    def _click(self, pos: QPointF) -> bool:
        heaps = self._cellAt(pos)
        if heaps is None:
            return False
        self._model.jumpTo(heaps)
        self.cellClicked.emit(heaps)
        return True

    # -- export ------------------------------------------------------------------------------------
    def exportPng(self, path: str, width: int = 1600) -> None:
        """The map as a 16:9 PNG ``width`` pixels wide (OSError when it cannot be written): drawn from
        an off-screen slide of :data:`.export.EXPORT_SIZE` showing the whole map (a strip's every
        cell, not the window scrolled to on screen), whatever the shape of the map on screen."""
        view = self.slideView()
        try:
            image = png_image(view, int(width))
        finally:
            view.deleteLater()
        buffer = QBuffer()
        buffer.open(QBuffer.OpenModeFlag.WriteOnly)
        if image.isNull() or not image.save(buffer, "PNG"):  # type: ignore[call-overload]
            raise OSError(self.tr("could not write {path}").format(path=path))
        # atomically, and replacing a symlink rather than writing where it points
        write_atomic(path, bytes(buffer.data().data()), follow=False)

    def slideView(self) -> pg.GraphicsLayoutWidget:
        """The off-screen slide :meth:`exportPng` draws (the caller disposes of it): the title and the
        colours' key on top, the whole map under it, its axes beside its cells (square cells for two
        heaps and a slice, the grid centred; a strip of readable height)."""
        grid = self._grid
        rows, cols = grid.shape if grid is not None else (1, 1)
        strip = len(self._limits) == 1
        view = pg.GraphicsLayoutWidget()
        view.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
        view.setBackground(PAPER)
        font = scaled_base(SLIDE_TEXT_PERCENT)
        size = font_size(font)
        view.setFont(font)
        left, bottom = HeapAxis("left"), HeapAxis("bottom")
        for axis, shown in ((left, self._rowAxis), (bottom, self._colAxis)):
            axis.setPen(INK)
            axis.setTextPen(INK)
            axis.setTop(shown.top())
            axis.setStyle(tickFont=resized(font, size))
        left.setStyle(showValues=not strip)
        bottom.setOpenEnds(True)  # the first and last columns' labels too (Wythoff 200's 0 and 200)
        plot: pg.PlotItem = view.addPlot(axisItems={"left": left, "bottom": bottom})
        plot.hideButtons()
        plot.setMenuEnabled(False)
        image = pg.ImageItem(axisOrder="row-major")
        image.setImage(self._rgba, autoLevels=False)
        image.setRect(QRectF(0, 0, cols, rows))
        plot.addItem(image)
        layers = MapLayers(plot)
        layers.setCellLines(cols if strip else 0)
        layers.setRule(self._overlayMask())
        layers.setCurrent(self.currentIndex())
        layers.dots.setPen(self._layers.dots.pen())
        layers.dots.setBrush(self._layers.dots.brush())
        layers.dots.setPath(self._layers.dots.path())
        labels = {"color": INK.name(), "font-size": f"{size:.2f}{_unit(font)}"}
        if strip:
            counting = self._model.game().counting
            plot.setLabel(
                "bottom", self.tr("last number said") if counting else self.tr("heap size"), **labels
            )
        else:
            plot.setLabel("bottom", self.tr("heap 2"), **labels)
            plot.setLabel("left", self.tr("heap 1"), **labels)
        title = {"color": INK.name(), "bold": True, "size": f"{size * 1.15:.2f}{_unit(font)}"}
        plot.setTitle(self.slideTitleHtml(), **title)
        if plot.titleLabel.item.boundingRect().width() > EXPORT_SIZE[0] - 20:  # the key an entry a line
            plot.setTitle(self.slideTitleHtml(stacked=True), **title)
        # pyqtgraph gives a title 30 pixels: its lines whole (the first had been cut off at the top)
        need = plot.titleLabel.item.boundingRect().height()
        plot.titleLabel.setMaximumHeight(need)
        plot.layout.setRowFixedHeight(0, need)
        # The title centred over the map, and wider than it if need be: pyqtgraph makes the plot as
        # wide as its title at least, on every resize (the map of a slice had been stretched, its axis
        # away from its cells)
        label = plot.titleLabel
        label.updateMin = lambda: None
        label.setMinimumWidth(0)
        label._sizeHint = {
            Qt.SizeHint.MinimumSize: (0, need),
            Qt.SizeHint.PreferredSize: (0, need),
            Qt.SizeHint.MaximumSize: (-1, -1),
            Qt.SizeHint.MinimumDescent: (0, 0),
        }
        label.updateGeometry()
        vb = plot.getViewBox()
        vb.setMouseEnabled(x=False, y=False)
        vb.setRange(xRange=(0, cols), yRange=(0, rows), padding=0)
        tick = QFontMetricsF(resized(font, size))
        right = int(np.ceil(tick.horizontalAdvance(str(max(self._limits, default=0))) / 2)) + 8
        view.ci.setContentsMargins(8, 8, right, 8)
        view.resize(*EXPORT_SIZE)
        view.show()  # off screen: this only lays it out at its size
        view.ci.layout.activate()
        # The axes measure their tick labels when first drawn, and then take their width: drawn once so
        # that the cells are fitted beside axes of their final width ("heap 1" had covered "100").
        scratch = QImage(*EXPORT_SIZE, QImage.Format.Format_ARGB32)
        painter = QPainter(scratch)
        try:
            view.scene().render(painter)
        finally:
            painter.end()
        view.ci.layout.activate()
        # The cells' shape: the spare room goes to the margins, so the axes stay beside the cells
        # (twice: the axes may take another width once the cells have theirs).
        for _ in range(2):
            box = vb.sceneBoundingRect()
            left_m, top_m, right_m, bottom_m = view.ci.layout.getContentsMargins()
            if strip:  # a strip's cells at most three times as tall as wide
                spare_x, spare_y = 0.0, max(0.0, box.height() - 3 * box.width() / max(cols, 1))
            else:  # square cells
                cell = min(box.width() / max(cols, 1), box.height() / max(rows, 1))
                spare_x, spare_y = box.width() - cell * cols, box.height() - cell * rows
            view.ci.setContentsMargins(
                left_m + spare_x / 2, top_m + spare_y / 2, right_m + spare_x / 2, bottom_m + spare_y / 2
            )
            view.ci.layout.activate()
        vb.setRange(xRange=(0, cols), yRange=(0, rows), padding=0)
        layers.fitDots(vb.sceneBoundingRect().width() / max(cols, 1))
        return view

    def slideTitleHtml(self, stacked: bool = False) -> str:
        """An exported map's title: the game and the position, and under it the colours' key (with
        ``stacked`` an entry a line)."""
        return html.escape(self.exportTitle()) + "<br>" + self.key.slideHtml(stacked)

    def exportTitle(self) -> str:
        """The title an exported map carries: the game, the position in the game's own notation (抢30's
        the last number said) and, for three or four heaps, the slice shown (the heaps held)."""
        game = self._model.game()
        position = game.format(tuple(int(h) for h in self._model.heaps()))
        text = self.tr("%1, position %2").replace("%1", game_title(game)).replace("%2", position)
        grid = self._grid
        for i, held in enumerate(grid.fixed if grid is not None and len(self._limits) > 2 else ()):
            text += self.tr(", heap %1 = %2").replace("%1", str(i + 3)).replace("%2", str(held))
        return text

    def _askExport(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export the map"), "", self.tr("PNG images (*.png)")
        )
        if path:
            self.exportPng(path)

    # -- language ----------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.overlayBox.setText(self.tr("Rule's P positions"))
        self.overlayBox.setToolTip(self.tr("Outline the positions where the closed form says P"))
        self.exportButton.setText(self.tr("Export PNG…"))
        self.sliceBar.retranslate()
        if self._limits:
            self._setAxisLabels()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.FontChange and hasattr(self, "_colAxis"):
            self._applyFonts()
        super().changeEvent(event)
