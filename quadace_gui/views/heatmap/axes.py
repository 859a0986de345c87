"""The axes: tick labels naming sets of hands ("0 3", "4 9") at cell centres, never crowded."""

from __future__ import annotations

import bisect
import html
import itertools
import math
from collections.abc import Sequence

import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QImage, QPainter, QTextDocument
from PySide6.QtWidgets import QGraphicsItem

# Label steps tried when tick labels must be thinned (cells between two labels).
STEPS = (1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 80, 100, 150, 200, 250, 300, 400, 500)
# Room between the centres of two row labels, in text line heights: they never touch.
ROW_SPACING = 1.2
# Room between two column labels beside the width of the widest one, in pixels.
COLUMN_GAP = {True: 4.0, False: 8.0}  # stacked (one hand a line) or in one line
#: ... and at least this many digits' widths, whatever the font.
COLUMN_GAP_DIGITS = 1.5
#: The tick labels' size, in points at the normal text size (the text-size preference scales it).
TICK_POINTS = 8.0
#: An axis title longer than this many lines along its axis gives way to its short form.
MAX_TITLE_LINES = 2


def tick_labels(axis: pg.AxisItem) -> list[tuple[QRectF, str]]:
    """The tick labels ``axis`` draws now (pyqtgraph leaves out those it finds no room for): each text
    with its box in the axis's coordinates, as pyqtgraph lays them out."""
    image = QImage(1, 1, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        specs = axis.generateDrawSpecs(painter)
    finally:
        painter.end()
    return [(QRectF(rect), text) for rect, _flags, text in (specs[2] if specs else []) if text]


class HandsAxis(pg.AxisItem):  # type: ignore[misc]
    """Tick labels of the rows or columns, thinned so they keep a minimum spacing.

    Each run of sets with the same first hand ("0 1".."0 b-1", "1 1".."1 b-1", "2 2".., ...) is labelled
    at its start and then every ``step`` cells, with the smallest step that leaves room for the text at
    the current zoom. Run starts are placed first, each far enough from the one before; the labels in
    between then fill in wherever they keep that distance from both neighbours.
    """

    def __init__(self, orientation: str, stacked: bool = False) -> None:
        super().__init__(orientation)
        # No SI prefix (cell numbers never need one): a change of range then costs no new HTML title.
        self.enableAutoSIPrefix(False)
        # Kept by Qt as a pixmap on screen until it changes: a move repaints the plot, not this.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._labels: list[str] = []
        self._starts: list[int] = []
        self._stacked = stacked
        font = QFont()
        font.setPointSizeF(TICK_POINTS)
        self.setStyle(tickFont=font, tickTextOffset=3, tickLength=-4, autoExpandTextSpace=True)
        self._metrics = QFontMetricsF(font)
        self._titleBroken: tuple[object, float, tuple[str, ...]] | None = None
        self._shortTitle = ""

    def setTickFont(self, font: QFont) -> None:
        """The tick labels' font (the heatmap's text size): labels are thinned again for its size."""
        self.setStyle(tickFont=QFont(font))
        self._metrics = QFontMetricsF(font)
        self.setLabels(self._labels, self._starts)  # the room three stacked lines need

    def _reserveTextSpace(self) -> None:
        """Room for the labels in the current font now (pyqtgraph measures it only as it draws, and
        drops what did not fit the last time: a slide exported at once would have no labels)."""
        texts = self._labels or ["0"]
        lines = max(s.count("\n") + 1 for s in texts)
        if self.orientation in ("left", "right"):
            widest = max(self._metrics.horizontalAdvance(part) for s in texts for part in s.split("\n"))
            self.textWidth = math.ceil(widest) + 2
            self._updateWidth()
        else:
            self.textHeight = math.ceil(lines * self._metrics.height() + 2)  # (pyqtgraph keeps 0.8 of it)
            self._updateHeight()

    def _updateHeight(self) -> None:
        """A column axis as high as its stacked labels and its title need, at any text size.

        pyqtgraph keeps 0.8 of a label's height once it has drawn it, and draws the title from 0.8 of
        its height: with two or three lines at 200 % the title lay over the last line of labels (and it
        had over the third line at any size). The height is worked out from the fonts alone, never from
        what was drawn, so drawing cannot change the layout."""
        super()._updateHeight()
        if (
            self.orientation not in ("top", "bottom")
            or self.fixedHeight is not None
            or not getattr(self, "_labels", None)  # (called while pyqtgraph builds the axis)
            or not self.isVisible()
            or not self.style["showValues"]
        ):
            return
        lines = max(s.count("\n") + 1 for s in self._labels)
        spacing = self._metrics.lineSpacing()
        need = self.style["tickTextOffset"][1] + max(0, self.style["tickLength"]) + lines * spacing
        if self.label.isVisible():
            # pyqtgraph puts the title's box at (height - box + 5), its text a document margin lower:
            # that text a fifth of a line under the labels
            box = self.label.boundingRect().height()
            need += box - 5 - self.label.document().documentMargin() + max(3.0, 0.2 * spacing)
        need = math.ceil(need)
        if need > self.maximumHeight():
            self.setMaximumHeight(need)
            self.setMinimumHeight(need)

    def tickFont(self) -> QFont:
        return QFont(self.style["tickFont"])

    def labelRects(self) -> list[tuple[QRectF, str]]:
        """Every tick label as it is drawn now, in scene coordinates, with its text (for tests: labels
        never overlap each other or the axis title)."""
        out = []
        for rect, text in tick_labels(self):
            # pyqtgraph keeps 0.8 of a text's height for its box and draws the text past it: the whole text
            drawn = QRectF(rect)
            extra = drawn.height() / 0.8 - drawn.height()
            if self.orientation == "bottom":
                drawn.setHeight(drawn.height() + extra)
            else:
                drawn.adjust(0, -extra / 2, 0, extra / 2)
            out.append((self.mapRectToScene(drawn), text))
        return out

    def titleRect(self) -> QRectF:
        """The axis title's rectangle in scene coordinates (empty when there is no title)."""
        if not self.label.isVisible() or not self.label.toPlainText().strip():
            return QRectF()
        margin = self.label.document().documentMargin()  # the text, without the room around it
        rect: QRectF = self.label.mapRectToScene(
            self.label.boundingRect().adjusted(margin, margin, -margin, -margin)
        )
        return rect

    # -- the title: on as many lines as the axis's length needs, never longer ----------------------------
    def labelString(self) -> str:
        """pyqtgraph's title text, broken onto lines no longer than the axis (the row title "hands of
        the side to move" had run past the plot's top at 200 %, cut at "to r"); beyond
        :data:`MAX_TITLE_LINES` lines its short form, with the whole title as its tooltip."""
        full = str(getattr(self, "labelText", "") or "")
        lines = self._titleLines(self._titleRoom())
        self._titleBroken = (full, self._titleRoom(), tuple(lines))
        short = len(lines) > MAX_TITLE_LINES and bool(self._shortTitle)
        if short:
            self.labelText = html.escape(self._shortTitle)
            try:
                lines = self._titleLines(self._titleRoom())
            finally:
                self.labelText = full
        self.label.setToolTip(html.unescape(full) if short else "")
        option = self.label.document().defaultTextOption()
        centred = Qt.AlignmentFlag.AlignHCenter if len(lines) > 1 else Qt.AlignmentFlag.AlignLeft
        if option.alignment() != centred:  # a title on two lines: each centred
            option.setAlignment(centred)
            self.label.document().setDefaultTextOption(option)
        if len(lines) < 2 and not short:
            return str(super().labelString())
        self.labelText = "<br>".join(html.escape(line) for line in lines)
        try:
            return str(super().labelString())
        finally:
            self.labelText = full

    def setShortTitle(self, text: str) -> None:
        """The title's short form, shown when the whole one would take more than
        :data:`MAX_TITLE_LINES` lines (the whole one is then its tooltip)."""
        if text != self._shortTitle:
            self._shortTitle = text
            self._updateLabel()

    def titleText(self) -> str:
        """The title as drawn now, its lines joined by spaces (for tests)."""
        return " ".join(self.label.toPlainText().split())

    def _titleRoom(self) -> float:
        length = self.height() if self.orientation in ("left", "right") else self.width()
        return float(length) - 4.0

    def _lineWidth(self, text: str) -> float:
        """How wide ``text`` is drawn as the title (in its style's font size)."""
        doc = QTextDocument()
        doc.setDefaultFont(self.label.font())
        doc.setDocumentMargin(0)
        saved, self.labelText = self.labelText, html.escape(text)
        try:
            doc.setHtml(str(super().labelString()))
        finally:
            self.labelText = saved
        return float(doc.idealWidth())

    def _titleLines(self, room: float) -> list[str]:
        """The title in lines of at most ``room`` pixels: at spaces, or between any two characters of
        a language written without them (Chinese); one line when it fits or the axis has no size yet."""
        text = html.unescape(str(self.labelText or ""))
        if room <= 10 or not text.strip() or self._lineWidth(text) <= room:
            return [text]
        words = text.split(" ") if " " in text.strip() else list(text)
        joiner = " " if " " in text.strip() else ""
        lines: list[str] = []
        line = ""
        for word in words:
            candidate = f"{line}{joiner}{word}" if line else word
            if line and self._lineWidth(candidate) > room:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
        return lines

    def _updateLabel(self) -> None:
        super()._updateLabel()
        self._placeTitle()  # (pyqtgraph places the title only when the axis is resized)

    def _placeTitle(self) -> None:
        if getattr(self, "label", None) is not None:
            super().resizeEvent(None)

    def resizeEvent(self, ev: object = None) -> None:
        label = getattr(self, "label", None)
        if label is not None and label.isVisible():
            lines = tuple(self._titleLines(self._titleRoom()))
            before = getattr(self, "_titleBroken", None)
            if before is not None and lines != before[2]:
                self._titleBroken = None
                super().resizeEvent(ev)
                self._updateLabel()  # the title on its new lines
                return
        super().resizeEvent(ev)

    def _updateWidth(self) -> None:
        """A row axis as wide as its labels and its whole title: pyqtgraph counts 0.8 of the title's box,
        which a title on two lines would have laid over the labels."""
        super()._updateWidth()
        label = getattr(self, "label", None)
        if self.orientation not in ("left", "right") or self.fixedWidth is not None or label is None:
            return
        if not self.isVisible() or not label.isVisible():
            return
        box = label.boundingRect().height()
        margin = label.document().documentMargin()
        values = (self.textWidth if self.style["autoExpandTextSpace"] else self.style["tickTextWidth"]) + (
            self.style["tickTextOffset"][0]
        )
        # pyqtgraph puts the title's box 5 px past the axis's outer edge; its text a margin inside the box
        need = math.ceil(values + max(0, self.style["tickLength"]) + box - 5 - margin + 3)
        if need > self.maximumWidth():
            self.setMaximumWidth(need)
            self.setMinimumWidth(need)

    def setLabels(self, labels: Sequence[str], starts: Sequence[int]) -> None:
        """One label per cell and the cells where a run of equal first hands starts."""
        self._labels = list(labels)
        self._starts = list(starts)
        if self.fixedHeight is not None:
            self.setHeight(None)  # (see _updateHeight)
        self._reserveTextSpace()
        self.picture = None
        self.update()

    def separator(self, hands: int) -> str:
        """Between the hands of a label: one a line when stacked; else an en space for two hands (some
        CJK fonts make " " very narrow), a comma for three ("0,1,2")."""
        if self._stacked:
            return "\n"
        return "\u2002" if hands == 2 else ","

    def extent(self) -> float:
        """Room one label needs along the axis, in pixels (the minimum spacing of label centres)."""
        if self.orientation in ("left", "right"):
            return self._metrics.height() * ROW_SPACING
        widest = max((len(part) for s in self._labels for part in s.split("\n")), default=1)
        # The gap grows with the font: a digit and a half at least, clearly wider than the room between
        # the digits of a label, so the labels read as labels (at half a digit a Chinese slide's stacked
        # labels had run together as "000001111 2222333").
        gap = max(COLUMN_GAP[self._stacked], COLUMN_GAP_DIGITS * self._metrics.horizontalAdvance("8"))
        return self._metrics.horizontalAdvance("8" * widest) + gap

    def labelledCells(self, minVal: float, maxVal: float, size: float) -> tuple[int, list[int]]:
        """The label step and the cells (0-based) that get a label when ``size`` pixels show that range."""
        n = len(self._labels)
        minVal, maxVal = sorted((minVal, maxVal))  # an inverted view gives them the other way round
        if n == 0 or size <= 0 or maxVal <= minVal:
            return 1, []
        gap = self.extent() / (size / (maxVal - minVal))  # cells needed between two labels
        step = next((s for s in STEPS if s >= gap), math.ceil(gap))
        lo, hi = max(0, math.floor(minVal)), min(n, math.ceil(maxVal))
        kept: list[int] = []
        for start in self._starts:
            if lo <= start < hi and (not kept or start - kept[-1] >= gap):
                kept.append(start)
        if hi == n and kept and kept[-1] != n - 1:  # the axis's last cell named: where the table ends
            while kept and n - 1 - kept[-1] < gap:
                kept.pop()
            kept.append(n - 1)
        bounds = [*self._starts, n]
        for first, end in itertools.pairwise(bounds):
            for k in range(first + step, end, step):
                if not lo <= k < hi:
                    continue
                i = bisect.bisect(kept, k)
                if (i == 0 or k - kept[i - 1] >= gap) and (i == len(kept) or kept[i] - k >= gap):
                    kept.insert(i, k)
        return step, kept

    def tickValues(self, minVal: float, maxVal: float, size: float) -> list[tuple[float, list[float]]]:
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

    def shownLabels(self, view: pg.GraphicsView) -> list[tuple[float, str]]:
        """The labels drawn at the current zoom: (centre along the axis in ``view``'s pixels, text)."""
        vb = self.linkedView()
        if vb is None:
            return []
        vertical = self.orientation in ("left", "right")
        (x0, x1), (y0, y1) = vb.viewRange()
        lo, hi, size = (y0, y1, vb.height()) if vertical else (x0, x1, vb.width())
        out = []
        for k in self.labelledCells(lo, hi, size)[1]:
            point = view.mapFromScene(vb.mapViewToScene(QPointF(k + 0.5, k + 0.5)))
            out.append((float(point.y() if vertical else point.x()), self._labels[k]))
        return out
