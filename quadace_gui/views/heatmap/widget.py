"""The outcome heatmap widget: one coloured cell per position of the solved table, with the game's marks.

The widget only shows what it is told: the table (colours come from ``table.value`` / ``table.distance``
/ ``table.reachable``) and the marks (current position, legal-move targets, the game so far, a preview).
Setting marks moves a few graphics items and never rebuilds the image. Which hands each row and column
stand for is :mod:`.layout`'s; this module wires the items together, handles input and answers queries
(some 470 lines: the query API the tests and panels read, and the induction mode, belong with the widget).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Sequence

import numpy as np
import numpy.typing as npt
import pyqtgraph as pg
import shiboken6
from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontMetricsF, QImage, QPainterPath, QResizeEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from quadace_gui import palette
from quadace_gui.core.errors import QuadAceError
from quadace_gui.core.files import write_atomic
from quadace_gui.core.position import Position, Side
from quadace_gui.core.solver import SolvedTable
from quadace_gui.texts import rules_name
from quadace_gui.views.presentation import base_font, font_size, resized, scaled_base
from quadace_gui.views.stepped import STEP_MS, Steps, in_worker, run_steps

from .axes import TICK_POINTS, HandsAxis
from .cell_labels import MIN_CELL_PX, CellLabel, CellLabels, cell_label, describe_cell
from .colors import GRID, INK, UNREACHABLE_MODES, Colouring, Prepared
from .export import EXPORT_SIZE, VECTOR_CELLS_MAX, encode_png, png_image, svg_drawn, svg_finish
from .hidden import greyed
from .induction import masked, shown_mask, shows_draws
from .items import CellImage, Hatch, PathItem, VectorCells, weak_callback
from .layout import Axis, CellLayout
from .legend import LEGEND_POINTS, Legend, legend_groups
from .marks import MarkLayer, make_pen
from .quadrants import QUADRANT_POINTS, QuadrantLabel, QuadrantLabels
from .view import SquareView

#: A panel this many times wider than high has the legend beside the map, in this share of its width.
LEGEND_SIDE_RATIO = 1.3
LEGEND_SIDE_SHARE = 0.3
#: ... when its lines, wrapped to that width, take at most this share of the panel's height.
LEGEND_SIDE_HEIGHT = 0.8
#: The plot's least height with its axes, as a share of a narrow panel's width (see leastHeightFor).
LEAST_PLOT_SHARE = 0.9
#: The largest size Qt allows a widget.
QWIDGETSIZE_MAX = float((1 << 24) - 1)
#: The axis titles' size, in points at the normal text size.
TITLE_POINTS = 9.0
#: The room under the x-axis title, in lines of its font (a large title had sat on the screen's edge).
TITLE_MARGIN_LINES = 0.4
#: A slide's text size, in percent of the normal one (a 1280 x 720 slide read from the back of a room),
#: and its title's size in points at the normal text size.
SLIDE_TEXT_PERCENT = 160
SLIDE_TITLE_POINTS = 11.0

Hands = tuple[int, ...]
Cell = tuple[Hands, Hands]
RGBA = tuple[int, int, int, int]


#: Re-squarings the legend's own size changes may start in a row (see OutcomeHeatmap._legendResized).
LEGEND_ROUNDS = 4


class OutcomeHeatmap(QWidget):
    """Every position of the solved table as a coloured cell, with the game's marks on top."""

    cellClicked = Signal(object, object)  # (mover hands, opponent hands) of a clicked position
    cellHovered = Signal(object)  # (mover hands, opponent hands) under the pointer, or None on leaving

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._table: SolvedTable | None = None
        self._layout = CellLayout.empty()
        self._rgba = np.zeros((0, 0, 4), dtype=np.uint8)
        self._baseImage: tuple[tuple[str, str], Prepared, npt.NDArray[np.uint8]] | None = None
        self._colouring = Colouring()
        self._entry: Prepared | None = None  # the table shown
        self._hovered: Cell | None = None
        self._to_move = Side.A  # who the rows are: positions are written with this side to move
        # The A/B map: rows always A's hands, columns B's (both every set of hands), each cell coloured
        # for the side to move now; cells where the side to move would hold a finished set stay empty.
        self._ab = False
        self._abAxis = Axis.of([], [], [])
        self._abRows = np.zeros(0, dtype=np.intp)  # where each table row / column lies on that axis
        self._abCols = np.zeros(0, dtype=np.intp)
        self._shownRgba = self._rgba  # the image as drawn (the table's, or placed on the A/B map)
        self._imageBuilds = 0
        self._caption = ""  # last lines under the legend (a slide's notes: an induction level's rule)
        self._slide = False  # an export's twin: a title on top, no pointer in the legend
        self._inductionLevel: int | None = None  # induction mode: only levels 0 .. k are coloured
        self._inductionShown: npt.NDArray[np.bool_] | None = None
        self._inductionDraws = False  # the last level, with draws on it (grey, "D")
        self._answersHidden = False  # the teacher's switch: one neutral colour, no words on cells

        self._rowAxis = HandsAxis("left")
        self._colAxis = HandsAxis("bottom", stacked=True)
        self._view = SquareView(self._rowAxis, self._colAxis)
        self._plot: pg.PlotItem = self._view.plot
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._view)
        self._legend = Legend()
        self._view.addItem(self._legend, row=1, col=0)
        self._legendSide = False  # beside the plot (a wide panel: the map alone on a 16:9 screen)
        self._setAxisLabels()

        plot = self._plot
        self._hatch = Hatch()
        self._hatch.setZValue(-10)
        plot.addItem(self._hatch, ignoreBounds=True)
        self._image = CellImage(self._onHover, self._onClick)
        plot.addItem(self._image)
        self._vectorCells = VectorCells()  # drawn instead of the image in SVG exports
        self._vectorCells.setVisible(False)
        plot.addItem(self._vectorCells, ignoreBounds=True)
        self._grid = PathItem(make_pen(GRID, 1.6))
        self._grid.setZValue(5)
        plot.addItem(self._grid, ignoreBounds=True)
        self._cellLabels = CellLabels(self._cellLabel)
        self._cellLabels.setZValue(6)  # over the grid, under quadrant labels and marks
        plot.addItem(self._cellLabels, ignoreBounds=True)
        self._quadrants = QuadrantLabels(plot)
        self._marks = MarkLayer(plot, weak_callback(self.cellIndex, None))  # no cycle: see weak_callback
        self._updateLegend()
        plot.getViewBox().sigTransformChanged.connect(self._fitQuadrantLabels)
        # A legend that wraps onto more lines takes height from the plot: square the view again after.
        self._legendRounds = 0  # re-squarings started by the legend since the last outside resize
        self._legend.geometryChanged.connect(self._legendResized)
        self._applyFonts()

    def _setAxisLabels(self) -> None:
        size = {"font-size": f"{self._textPoints(TITLE_POINTS):.2f}pt"}
        if self._ab:
            bottom, left = self.tr("B's hands"), self.tr("A's hands")
        else:
            bottom, left = self.tr("opponent's hands"), self.tr("hands of the side to move")
        self._plot.setLabel("bottom", bottom, color=INK.name(), **size)
        self._plot.setLabel("left", left, color=INK.name(), **size)
        # Where the whole row title would take three lines beside a small plot (200 % on 1280x720)
        self._rowAxis.setShortTitle("" if self._ab else self.tr("side to move"))

    # -- text size ---------------------------------------------------------------------------------
    def _textPoints(self, points: float) -> float:
        """``points`` (a size at the normal text size) at the widget's text size: the application's
        font, which the text-size preference and presentation mode scale."""
        return points * font_size(self.font()) / font_size(base_font())

    def _applyFonts(self) -> None:
        """Every text of the map at the widget's text size: tick labels, axis titles, legend, quadrants."""
        self._legendRounds = 0
        for axis in (self._rowAxis, self._colAxis):
            font = QFont(self.font())
            font.setPointSizeF(self._textPoints(TICK_POINTS))
            axis.setTickFont(font)
        self._setAxisLabels()
        legend = QFont(self.font())
        legend.setPointSizeF(self._textPoints(LEGEND_POINTS))
        self._legend.setTextFont(legend)
        self._quadrants.setPointSize(self._textPoints(QUADRANT_POINTS))
        title = QFont(self.font())
        title.setPointSizeF(self._textPoints(TITLE_POINTS))
        self._view.setBottomMargin(TITLE_MARGIN_LINES * QFontMetricsF(title).height())
        self._placeLegend()
        self._view.squareUp()
        self._fitQuadrantLabels()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._legendRounds = 0
        self._placeLegend()

    def _legendResized(self) -> None:
        """Square the view again after the legend changed its size (wrapped onto more lines), a few
        rounds at most: the padding and the legend's lines can feed each other (a legend whose lines fit
        only with the padding it changes), which went back and forth for ever in a test."""
        if self._legendRounds < LEGEND_ROUNDS:
            self._legendRounds += 1
            QTimer.singleShot(0, self, self._view.squareUp)

    def _placeLegend(self) -> None:
        """The legend under the plot, or beside it when the panel is wide (a 16:9 screen filled by the
        map): the square map then takes the whole height."""
        share = min(max(LEGEND_SIDE_SHARE, self._legend.widestEntry() / max(1, self.width())), 0.45)
        side = (
            not self._slide
            and self.width() >= self.height() * LEGEND_SIDE_RATIO
            and self._legend.heightFor(self.width() * share) <= LEGEND_SIDE_HEIGHT * self.height()
        )  # (in a small panel the words would stand one a line beside the map: under it they fit)
        ci = self._view.ci
        if side != self._legendSide:
            self._legendSide = side
            ci.removeItem(self._legend)
            if side:
                ci.addItem(self._legend, row=0, col=1)
                ci.layout.setAlignment(self._legend, Qt.AlignmentFlag.AlignVCenter)
            else:
                ci.addItem(self._legend, row=1, col=0)
        self._view.setSideBySide(side)
        width = self.width() * share if side else 0.0
        self._legend.setMinimumWidth(width)
        self._legend.setMaximumWidth(width if side else QWIDGETSIZE_MAX)
        QTimer.singleShot(0, self, self._view.squareUp)

    def leastHeightFor(self, width: int) -> int:
        """The height the map needs in a panel ``width`` pixels wide: its plot about square, with its
        axes, over the legend wrapped to that width (audit item 1: at text size 200 % the legend's lines
        had taken the whole panel and the map was squeezed to nothing; the panel scrolls instead)."""
        return int(width * LEAST_PLOT_SHARE + self._legend.heightFor(width))

    def legendBeside(self) -> bool:
        """Whether the legend is beside the plot (else under it)."""
        return self._legendSide

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange and hasattr(self, "_marks"):
            self._applyFonts()
        super().changeEvent(event)

    def textLinePx(self) -> int:
        """The height of a line of the map's smallest text (its tick labels), in pixels."""
        return round(min(QFontMetricsF(self._rowAxis.tickFont()).height(), self._legendLinePx()))

    def _legendLinePx(self) -> float:
        return QFontMetricsF(self._legend.textFont()).height()

    def tickFont(self) -> QFont:
        """The font of the tick labels now."""
        return self._colAxis.tickFont()

    def legendFont(self) -> QFont:
        return self._legend.textFont()

    def cutTexts(self) -> list[str]:
        """The texts of the map that do not lie whole inside the view (none, when all is well): the
        legend, the axis titles and every tick label drawn."""
        room = self._view.mapToScene(self._view.viewport().rect()).boundingRect().adjusted(-1, -1, 1, 1)
        out = [] if room.contains(self._legend.sceneBoundingRect()) else ["legend"]
        out += self._legend.cutLines()
        for name, rects in self.axisLabelRects().items():
            out += [text or name for rect, text in rects if not rect.isEmpty() and not room.contains(rect)]
        return out

    def axisLabelRects(self) -> dict[str, list[tuple[QRectF, str]]]:
        """Each axis's tick labels as drawn now ("left", "bottom"; scene rectangles and texts) and its
        title ("leftTitle", "bottomTitle")."""
        return {
            "left": self._rowAxis.labelRects(),
            "bottom": self._colAxis.labelRects(),
            "leftTitle": [(self._rowAxis.titleRect(), "")],
            "bottomTitle": [(self._colAxis.titleRect(), "")],
        }

    def retranslate(self) -> None:
        """Put every text of the heatmap (axes, quadrants, legend, cells) in the current language."""
        self._setAxisLabels()
        self._quadrants.setLayout(self._shownLayout())
        self._fitQuadrantLabels()
        self._updateLegend()
        self._hovered = None  # the next hover writes its tooltip in the new language
        self._cellLabels.update()

    # -- showing a table ---------------------------------------------------------------------------
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
        """The RGBA image shown, shape (rows, columns, 4): row k / column j as in :meth:`cellAt`."""
        return self._shownRgba

    def imageBuilds(self) -> int:
        """How many times an image was handed to the plot (marks never add to it)."""
        return self._imageBuilds

    def cellCount(self) -> int:
        """Number of rows: every set of hands that can be the side to move."""
        return len(self._layout.rows)

    def cellShape(self) -> tuple[int, int]:
        """(rows, columns) as drawn: columns add the sets that have ended the game (finished positions);
        the A/B map has every set along both."""
        rows, cols = self._shownAxes()
        return len(rows), len(cols)

    def paletteName(self) -> str:
        return self._colouring.palette

    def unreachableMode(self) -> str:
        return self._colouring.unreachable

    def setTable(self, table: SolvedTable) -> None:
        self._table = table
        self._layout = layout = CellLayout.for_rules(table.rules)
        # One of rows and columns holds every set (see .layout): the A/B map's axis.
        every = layout.cols if len(layout.cols) >= len(layout.rows) else layout.rows
        self._abAxis = every
        self._abRows = np.asarray([every.index(s) for s in layout.rows.sets], dtype=np.intp)
        self._abCols = np.asarray([every.index(s) for s in layout.cols.sets], dtype=np.intp)
        self._entry = self.prepareTable(table, colour=False)
        self._applyGeometry()
        self.fitView()

    def _shownAxes(self) -> tuple[Axis, Axis]:
        """The sets of hands along the rows and the columns as drawn (A's and B's on the A/B map)."""
        if self._ab:
            return self._abAxis, self._abAxis
        return self._layout.rows, self._layout.cols

    def _shownLayout(self) -> CellLayout:
        """The layout drawn: the quadrant labels name the rows' live hands first (A's on the A/B map)."""
        if self._ab:
            return CellLayout(self._abAxis, self._abAxis, self._layout.hands)
        return self._layout

    def _applyGeometry(self) -> None:
        """Axes, grid, limits, image and marks for the table and the orientation shown."""
        layout = self._shownLayout()
        rows, cols = self.cellShape()
        n = max(rows, cols)
        for axis, sets in ((self._rowAxis, layout.rows), (self._colAxis, layout.cols)):
            axis.setLabels(sets.labels(axis.separator(layout.hands)), sets.run_starts())
        self._hatch.setRect(QRectF(0, 0, cols, rows))
        self._cellLabels.setCells(cols, rows)
        path = QPainterPath()
        path.addRect(QRectF(0, 0, cols, rows))
        for split in layout.cols.bounds():
            path.moveTo(split, 0)
            path.lineTo(split, rows)
        for split in layout.rows.bounds():
            path.moveTo(0, split)
            path.lineTo(cols, split)
        self._grid.setPath(path)
        self._quadrants.setLayout(layout)
        self._setAxisLabels()
        self._updateLegend()
        self._view.setShape(cols, rows)
        vb = self._plot.getViewBox()
        # Generous limits: the aspect lock must be free to widen one range when fitting a wide widget.
        # Zooming stops at 2.5 cells a side (or the whole table, when it is smaller: base 2 has 2).
        least = min(2.5, rows, cols)
        vb.setLimits(xMin=-n, xMax=2 * n, yMin=-n, yMax=2 * n, minXRange=least, minYRange=least)
        self._hovered = None
        self._rebuildImage()
        self._marks.relocate()
        self._fitQuadrantLabels()

    def prepareTable(self, table: SolvedTable, colour: bool = True) -> Prepared:
        """Do the heavy work of showing ``table``: its colour codes (see :mod:`.codes`), kept for the
        last few tables, and with ``colour`` the image in the current palette and mode.

        Safe to call from a worker thread (it touches no Qt object): a solve job calls it before the
        GUI thread's :meth:`setTable`, which then only hands the image to the plot.
        """
        layout = CellLayout.for_rules(table.rules)  # and its labels, while off the GUI thread
        layout.rows.labels(self._rowAxis.separator(layout.hands))
        layout.cols.labels(self._colAxis.separator(layout.hands))
        return self._colouring.prepare(table, colour)

    def adoptPrepared(self, prepared: Prepared) -> None:
        """Keep colour codes a worker made with :func:`~.colors.prepare_codes`, so that showing their
        table later costs the GUI thread only the image."""
        self._colouring.keep(prepared)

    def _rebuildImage(self) -> None:
        if self._entry is None:
            return
        # The colours of every cell, worked out once for each table and colours (base 100: half a
        # second); an induction step or the teacher's switch only masks them, and a slide shares them.
        cached = self._baseImage
        if cached is not None and cached[0] == self._colouring.key and cached[1] is self._entry:
            self._rgba = cached[2]
        else:
            self._rgba = self._colouring.image(self._entry)
            self._baseImage = (self._colouring.key, self._entry, self._rgba)
        self._applyInduction()
        if self._answersHidden:
            self._rgba = greyed(self._rgba)
        self._showImage()

    def _showImage(self) -> None:
        """Hand the image to the plot: the table's, or on the A/B map placed at A's row and B's column
        of each position with the side to move now."""
        shown = self._rgba
        if self._ab:
            size = len(self._abAxis)
            shown = np.zeros((size, size, 4), dtype=np.uint8)  # no position: left clear
            if self._to_move == Side.A:  # rows: A (to move), columns: B
                shown[np.ix_(self._abRows, self._abCols)] = self._rgba
            else:  # rows: A (the opponent: the table's columns), columns: B (to move: its rows)
                shown[np.ix_(self._abCols, self._abRows)] = self._rgba.transpose(1, 0, 2)
        self._shownRgba = shown
        self._image.setImage(shown, autoLevels=False)
        self._imageBuilds += 1
        self._hatch.setVisible(self._colouring.unreachable == "dim")

    def setUnreachableMode(self, mode: str) -> None:
        if mode not in UNREACHABLE_MODES:
            raise ValueError(f"unreachable mode must be one of {', '.join(UNREACHABLE_MODES)}, not {mode!r}")
        if mode != self._colouring.unreachable:
            self._colouring.unreachable = mode
            self._rebuildImage()
            self._updateLegend()

    def setPaletteName(self, name: str) -> None:
        if name not in palette.PALETTES:
            raise ValueError(f"unknown palette {name!r}; known: {', '.join(palette.PALETTES)}")
        if name != self._colouring.palette:
            self._colouring.palette = name
            self._rebuildImage()
            self._updateLegend()

    def _updateLegend(self) -> None:
        self._legendRounds = 0
        caption = self._caption
        if self._ab:
            caption = "\n".join(line for line in (*self.abLegendLines(), caption) if line)
        self._legend.setGroups(
            legend_groups(
                *self._colouring.key,
                caption,
                self._layout.quadrants and not self._ab,  # the A/B map says its own quadrants
                pointer=not self._slide,
                hidden=self._answersHidden,
                draws=self._slideShowsDraws(),
            )
        )
        if self._legendSide:
            self._placeLegend()  # as wide as its widest entry in this language

    def _slideShowsDraws(self) -> bool:
        """Whether this is a slide of the last induction level with draws on it: its legend then says
        what the grey "D" cells are (worked out here: the legend is laid out before the image)."""
        if not self._slide or self._table is None:
            return False
        return shows_draws(self._table, self._layout, self._inductionLevel)

    def setAnswersHidden(self, hidden: bool) -> None:
        """Grey every cell and drop the values from cells, tooltips and legend (the teacher's switch);
        the marks and clicks still work."""
        if hidden != self._answersHidden:
            self._answersHidden = hidden
            self._hovered = None  # the next hover writes its tooltip with or without the value
            self._image.setToolTip("")
            self._rebuildImage()
            self._updateLegend()
            self._cellLabels.update()

    def answersHidden(self) -> bool:
        return self._answersHidden

    def setCaption(self, text: str) -> None:
        """A line under the legend, e.g. the rule set's name (exports set it; none on screen)."""
        self._caption = text
        self._updateLegend()

    def exportTitle(self) -> str:
        """The title exports carry, naming the rule set shown."""
        if self._table is None:
            return self.tr("QuadAce outcome heatmap")
        title = self.tr("QuadAce outcome heatmap: {rules}").format(rules=rules_name(self._table.rules))
        mover, opponent = self._marks.current or (None, None)
        if mover is not None and opponent is not None:
            try:
                where = Position.from_relative(mover, opponent, self._to_move, self._table.rules).text
            except QuadAceError:
                where = ""
            if where:
                title += self.tr(", position {position}").format(position=where)
        if self._inductionLevel is not None:
            title += self.tr(", backward induction to level {level}").format(level=self._inductionLevel)
        return title

    def fitView(self) -> None:
        """Show the whole table again; it stays fitted on resizing until the user zooms or pans."""
        self._plot.getViewBox().enableAutoRange()

    # -- marks -------------------------------------------------------------------------------------
    def setSideToMove(self, side: Side) -> None:
        """Whose hands the rows are (a click keeps the side to move), for writing cells in notation;
        on the A/B map, whose value the cells show."""
        if side != self._to_move:
            self._to_move = side
            self._hovered = None  # the next hover writes its tooltip for this side
            if self._ab:
                self._showImage()  # the other side's values, at the same A/B places
                self._marks.relocate()
                self._cellLabels.update()
                self._updateLegend()

    def sideToMove(self) -> Side:
        return self._to_move

    def setAbView(self, ab: bool) -> None:
        """The A/B map (``ab``): rows always A's hands and columns B's, each cell coloured for the side
        to move now, so a game's path stays put; else rows the side to move's hands (the default)."""
        if ab != self._ab:
            self._ab = ab
            self._hovered = None
            self._setAxisLabels()
            self._quadrants.setLayout(self._shownLayout())
            if self._table is not None:
                self._applyGeometry()
                self.fitView()
            self._updateLegend()

    def abView(self) -> bool:
        return self._ab

    def abLegendLines(self) -> list[str]:
        """The A/B map's lines in the legend: whose value the colours are, and what the quadrants say."""
        if not self._ab:
            return []
        side = str(self._to_move)
        return [
            self.tr("A/B map: colours for {side}, the side to move now").format(side=side),
            self.tr("quadrants: 1 v 2 = A has 1 hand, B 2"),
        ]

    def setCurrent(self, mover: Hands | None, opponent: Hands | None) -> None:
        self._marks.setCurrent(None if mover is None or opponent is None else (mover, opponent))
        self._fitQuadrantLabels()  # a label never touches the mark

    @property
    def _current(self) -> Cell | None:  # read by older tests of the main window
        return self._marks.current

    def setMoveTargets(self, cells: list[Cell]) -> None:
        self._marks.setTargets(cells)

    def setPath(self, cells: list[Cell]) -> None:
        self._marks.setPath(cells)

    def setFindingCells(self, cells: list[Cell]) -> None:
        """Mark the positions of a finding of the articles (an empty list clears them)."""
        self._marks.setFinding(cells)

    def setPreview(self, cell: Cell | None) -> None:
        self._marks.setPreview(cell)

    # -- queries -----------------------------------------------------------------------------------
    def cellAt(self, x: float, y: float) -> Cell | None:
        """The (mover, opponent) position at image coordinates (x = column, y = row), or None."""
        rows, cols = self.cellShape()
        if not (0 <= x < cols and 0 <= y < rows):
            return None
        cell = self._cell(int(x), int(y))
        return cell if self._tableIndex(*cell) is not None else None

    def _tableIndex(self, mover: Iterable[int], opponent: Iterable[int]) -> tuple[int, int] | None:
        """(column, row) of a position in the table's image (:attr:`_rgba`), or None when it has none."""
        row, col = self._layout.rows.index(tuple(mover)), self._layout.cols.index(tuple(opponent))
        return None if row is None or col is None else (col, row)

    def cellIndex(self, mover: Iterable[int], opponent: Iterable[int]) -> tuple[int, int] | None:
        """(column, row) of a position in the image, or None when it is not shown (finished, other base).
        On the A/B map ``mover`` is the side to move now's hands, and every pair of sets has a place."""
        if not self._ab:
            return self._tableIndex(mover, opponent)
        a, b = (mover, opponent) if self._to_move == Side.A else (opponent, mover)
        row, col = self._abAxis.index(tuple(a)), self._abAxis.index(tuple(b))
        return None if row is None or col is None else (col, row)

    def cellPoint(self, mover: Hands, opponent: Hands, dx: float = 0.5, dy: float = 0.5) -> QPoint | None:
        """Viewport coordinates of a point inside a position's cell (its centre by default)."""
        index = self.cellIndex(mover, opponent)
        if index is None:
            return None
        scene = self._plot.getViewBox().mapViewToScene(QPointF(index[0] + dx, index[1] + dy))
        return QPoint(self._view.mapFromScene(scene))

    def colorAt(self, mover: Hands, opponent: Hands) -> RGBA | None:
        """The RGBA colour of a position's cell in the image, or None when it has no cell."""
        index = self._tableIndex(mover, opponent)
        if index is None:
            return None
        r, g, b, a = (int(v) for v in self._rgba[index[1], index[0]])
        return r, g, b, a

    def cellText(self, mover: Hands, opponent: Hands) -> str:
        """What the cell says once it is big enough ("W7", "L12", "D"); "" for no (shown) cell."""
        index = self._tableIndex(mover, opponent)
        label = None if index is None else self._tableLabel(*index)
        return "" if label is None else label.text

    def shownCellTexts(self) -> list[tuple[Cell, CellLabel]]:
        """Every cell label drawn at the current zoom (none while cells are too small for words)."""
        return [(self._cell(x, y), label) for x, y, label in self._cellLabels.shown()]

    def cellPixels(self) -> float:
        """How wide one cell is on screen now, in pixels."""
        return self._cellLabels.cellPixels()

    def markedCells(self, kind: str) -> list[Cell]:
        """The cells drawn with a mark: ``kind`` is "current", "target", "preview" or "finding"."""
        return [self._cell(x, y) for x, y in self._marks.drawn(kind)]

    def currentCell(self) -> Cell | None:
        return self._marks.current

    def pathCells(self) -> list[Cell]:
        """The cells the drawn path of the game visits, each once, in order."""
        return list(dict.fromkeys(self._cell(x, y) for x, y in self._marks.drawnPath()))

    def isPathCell(self, mover: Hands, opponent: Hands) -> bool:
        return (tuple(mover), tuple(opponent)) in self.pathCells()

    def _cell(self, col: int, row: int) -> Cell:
        """The (mover, opponent) hands drawn at (column, row): on the A/B map A's of the row and B's
        of the column, the side to move now's first."""
        if not self._ab:
            return self._layout.cell(col, row)
        a, b = self._abAxis.hands(row), self._abAxis.hands(col)
        return (a, b) if self._to_move == Side.A else (b, a)

    def hoverText(self) -> str:
        """The tooltip of the cell under the pointer ("" when none)."""
        return str(self._image.toolTip())

    def quadrantLabels(self) -> list[QuadrantLabel]:
        """The quadrant labels ("1 v 2"), with whether each is visible and where (scene pixels)."""
        return self._quadrants.labels()

    def rowLabels(self) -> list[tuple[float, str]]:
        """Row labels drawn at the current zoom: (y of the label's centre in the view, text)."""
        return self._rowAxis.shownLabels(self._view)

    def columnLabels(self) -> list[tuple[float, str]]:
        """Column labels drawn at the current zoom: (x of the label's centre in the view, text)."""
        return self._colAxis.shownLabels(self._view)

    def describeCell(self, mover: Hands, opponent: Hands, separator: str = " \u00b7 ") -> str:
        """Position in words and notation, its value and distance, and whether the start reaches it."""
        if self._table is None:
            return ""
        return describe_cell(
            self._table, (mover, opponent), self._to_move, separator, value=not self._answersHidden
        )

    def legendLines(self) -> list[list[str]]:
        """The legend's texts on each line, as laid out for the current width."""
        return self._legend.lines()

    def legendEntryRects(self) -> list[tuple[QRectF, str, str]]:
        """The legend's entries (swatch and text) as drawn now: scene rectangles, texts and the letters
        on their swatches ("D" on the draw's, at a slide's last induction level; else "")."""
        return self._legend.entryRects()

    def cellLabelRects(self) -> list[tuple[QRectF, str]]:
        """The words on cells as drawn now ("W7", "D"): scene rectangles (the cells) and texts."""
        return self._cellLabels.labelRects()

    def legendCutLines(self) -> list[str]:
        """The legend's lines too wide for it (drawn past its edge): none, when all is well."""
        return self._legend.cutLines()

    # -- cells: words and labels -------------------------------------------------------------------
    def _cellLabel(self, col: int, row: int) -> CellLabel | None:
        """The label of the cell drawn at (column, row), or None where nothing is shown."""
        if not self._ab:
            return self._tableLabel(col, row)
        index = self._tableIndex(*self._cell(col, row))
        return None if index is None else self._tableLabel(*index)

    def _tableLabel(self, col: int, row: int) -> CellLabel | None:
        """A table cell's label: value letter and distance ("W7"), or None where nothing is shown."""
        entry = self._entry
        if entry is None or self._answersHidden or not self.inductionShowsIndex(col, row):
            return None
        r, g, b, a = (int(v) for v in self._rgba[row, col])
        return cell_label(entry.code(col, row), (r, g, b, a), self._colouring.unreachable)

    def _fitQuadrantLabels(self) -> None:
        """Place the quadrant labels for the current zoom; they step aside while the cells are big
        enough to spell out their values (a label would cover some)."""
        cell = self._cellLabels.cellPixels()
        self._quadrants.fit(cell, hide=cell >= MIN_CELL_PX, avoid=self._marks.sceneRects("current"))

    # -- input -------------------------------------------------------------------------------------
    def _shown(self, cell: Cell) -> bool:
        if self._table is None:
            return False
        return self._colouring.unreachable != "hide" or self._table.is_reachable(*cell)

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

    # -- induction mode (backward induction step by step) -------------------------------------------
    def setInductionLevel(self, level: int | None) -> None:
        """Colour only the positions decided at levels 0 .. ``level`` (the rest neutral); None shows
        the normal heatmap. A level below 0 shows every cell empty (the start of the induction)."""
        if level == self._inductionLevel:
            return
        self._inductionLevel = level
        self._hovered = None
        self._rebuildImage()
        self._cellLabels.update()
        if self._slide:
            self._updateLegend()  # a last level's slide says what its grey "D" cells are

    def inductionLevel(self) -> int | None:
        return self._inductionLevel

    def _applyInduction(self) -> None:
        if self._inductionLevel is None or self._table is None:
            self._inductionShown = None
            self._inductionDraws = False
            self._cellLabels.setLoneDraws(False)
            return
        self._inductionShown = shown_mask(self._table, self._layout, self._inductionLevel)
        self._inductionDraws = shows_draws(self._table, self._layout, self._inductionLevel)
        self._cellLabels.setLoneDraws(self._inductionDraws)
        self._rgba = masked(self._rgba, self._inductionShown)

    def inductionShowsIndex(self, col: int, row: int) -> bool:
        """Whether the cell at (column, row) is coloured (always, outside the induction mode)."""
        shown = self._inductionShown
        return shown is None or bool(shown[row, col])

    def shownCells(self) -> list[Cell]:
        """The positions coloured now: in the induction mode those decided so far, else every cell."""
        rows, cols = len(self._layout.rows), len(self._layout.cols)
        shown = self._inductionShown
        cell = self._layout.cell
        if shown is None:
            return [cell(x, y) for y in range(rows) for x in range(cols)]
        return [cell(int(x), int(y)) for y, x in zip(*np.nonzero(shown), strict=True)]

    def shownCellCount(self) -> int:
        rows, cols = len(self._layout.rows), len(self._layout.cols)
        shown = self._inductionShown
        return rows * cols if shown is None else int(np.count_nonzero(shown))

    # -- exports -----------------------------------------------------------------------------------
    def exportPng(
        self, path: str, width: int = 1920, title: str | None = None, notes: Sequence[str] = ()
    ) -> None:
        """A slide-shaped (16:9) PNG ``width`` pixels wide, whatever the shape of the panel on screen:
        ``title`` on top (:meth:`exportTitle` by default), ``notes`` under the legend, a line each.
        Built and drawn in steps, encoded and written in a worker: the window keeps reacting."""
        images: list[QImage] = []
        run_steps(self.slideImageSteps(images, width, title, notes))
        # Written by Python, not QImage.save, so a failure raises OSError with its reason; atomically,
        # and replacing a symlink rather than writing where it points.
        run_steps(in_worker(lambda: write_atomic(path, encode_png(images[0]), follow=False), []))

    def slideImageSteps(
        self, out: list[QImage], width: int = 1920, title: str | None = None, notes: Sequence[str] = ()
    ) -> Steps:
        """Steps (see :mod:`quadace_gui.views.stepped`) that append to ``out`` the slide :meth:`exportPng`
        writes, drawn into an image ``width`` pixels wide (to be encoded with
        :func:`.export.encode_png` in any thread): the off-screen slide is built in one turn of the
        event loop and drawn in the next."""
        return self._twinSteps(False, title, notes, lambda twin: out.append(png_image(twin._view, width)))

    def exportTwin(self, title: str | None = None, notes: Sequence[str] = ()) -> OutcomeHeatmap:
        """The off-screen slide :meth:`exportPng` draws (the caller draws it with :meth:`slideImage`
        and then disposes of it)."""
        return self._exportTwin(vector=False, title=title, notes=notes)

    def slideImage(self, width: int = 1920) -> QImage:
        """This (export twin's) slide drawn into an image ``width`` pixels wide, to be encoded with
        :func:`.export.encode_png` in any thread."""
        return png_image(self._view, width)

    def exportSvg(self, path: str) -> None:
        """A slide-shaped (16:9) SVG: the cells are vector squares (an unsmoothed bitmap only when a
        big base has too many of them), and every line scales with the picture. Built and drawn in
        steps, its lines rescaled and the file written in a worker: the window keeps reacting."""
        drawn: list[tuple[str, list[QImage]]] = []
        run_steps(self._svgSteps(drawn))
        text, bitmaps = drawn[0]
        run_steps(
            in_worker(lambda: write_atomic(path, svg_finish(text, bitmaps).encode("utf-8"), follow=False), [])
        )

    def _svgSteps(self, out: list[tuple[str, list[QImage]]]) -> Steps:
        title = self.exportTitle()  # (its title: the slide's)
        return self._twinSteps(
            self.cellCount() <= VECTOR_CELLS_MAX,
            None,
            (),
            lambda twin: out.append(svg_drawn(twin._view, title)),
        )

    def _exportTwin(
        self,
        vector: bool,
        title: str | None = None,
        notes: Sequence[str] = (),
        bare: OutcomeHeatmap | None = None,
    ) -> OutcomeHeatmap:
        """An off-screen heatmap of :data:`EXPORT_SIZE` showing what this one shows, fitted, with the
        slide's title on top and its notes under the legend, in the slide's text size (built on
        ``bare``, a new heatmap not shown yet, when given)."""
        twin = OutcomeHeatmap() if bare is None else bare
        twin.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
        twin._slide = True
        twin.setFont(scaled_base(SLIDE_TEXT_PERCENT))
        twin.resize(*EXPORT_SIZE)
        twin.show()  # off screen: this only lays it out at its size
        twin._colouring.adopt(self._colouring, self._table)  # codes computed once
        twin._addSlideTitle(self.exportTitle() if title is None else title)
        twin.setCaption("\n".join(notes))
        twin.setSideToMove(self._to_move)
        twin.setAbView(self._ab)
        # The level before the table: the legend (a last level's says what its "D" cells are) is then
        # laid out with the table, before the slide is fitted.
        twin.setInductionLevel(self._inductionLevel)
        if self._table is not None:
            twin._baseImage = self._baseImage  # the cells' colours are not worked out again
            twin.setTable(self._table)
        twin.setAnswersHidden(self._answersHidden)  # a slide shows what the screen shows
        twin.setCurrent(*(self._marks.current or (None, None)))
        twin.setMoveTargets(self._marks.targets)
        twin.setPath(self._marks.path)
        twin.setFindingCells(list(self._marks.finding))  # a finding's marks go on the slide too
        if vector:
            twin._image.setVisible(False)
            twin._vectorCells.setImage(twin._shownRgba)
        twin._fitSlide()
        return twin

    def _twinSteps(
        self, vector: bool, title: str | None, notes: Sequence[str], draw: Callable[[OutcomeHeatmap], None]
    ) -> Steps:
        """Steps that build the export twin and ``draw`` it: a new heatmap in one turn of the event loop,
        then in the next the slide, laid out, fitted and drawn in one go (events in between could move
        its layout); it is disposed of after."""
        bare = OutcomeHeatmap()
        try:
            yield STEP_MS
            if not shiboken6.isValid(self):  # closed meanwhile
                raise InterruptedError("the heatmap was closed before it was drawn")
            twin = self._exportTwin(vector, title, notes, bare=bare)
            draw(twin)
        finally:
            bare.dispose()

    def _fitSlide(self) -> None:
        """Fit an export twin's plot to its slide (again before drawing, once events may have moved it)."""
        self._view.squareUp()
        rows, cols = self.cellShape()
        self._plot.getViewBox().setRange(QRectF(0, 0, cols, rows), padding=0.01)
        self._fitQuadrantLabels()

    def _slideTitlePoints(self, text: str) -> float:
        """The size of a slide's title: shrunk until it fits the slide."""
        font = QFont(self.font())
        font.setBold(True)
        points = self._textPoints(SLIDE_TITLE_POINTS)
        room = EXPORT_SIZE[0] - 40
        while points > 6 and QFontMetricsF(resized(font, points)).horizontalAdvance(text) > room:
            points *= 0.95
        return points

    def _addSlideTitle(self, text: str) -> None:
        """A title row above the plot (an export twin only): bold, shrunk until it fits the slide."""
        points = self._slideTitlePoints(text)
        label = pg.LabelItem(html.escape(text), color=INK.name(), size=f"{points:.2f}pt", bold=True)
        ci = self._view.ci
        ci.removeItem(self._plot)
        ci.removeItem(self._legend)
        ci.addItem(label, row=0, col=0)
        ci.addItem(self._plot, row=1, col=0)
        ci.addItem(self._legend, row=2, col=0)
        self._slideTitle = label

    def slideTitle(self) -> str:
        """The title of an export twin's slide ("" on screen)."""
        label = getattr(self, "_slideTitle", None)
        return "" if label is None else str(label.text)

    def dispose(self) -> None:
        """Destroy this (off-screen) heatmap now. ``deleteLater`` is not enough for an export twin:
        outside a running event loop (the self-test, a script) it would outlive the application,
        and a scene torn down during interpreter exit crashes."""
        self.hide()
        shiboken6.delete(self)
