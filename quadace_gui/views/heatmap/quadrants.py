"""Quadrant labels ("1 v 2": the side to move has one live hand, the opponent two) and their placing.

Each quadrant (a group of rows by a group of columns, see :mod:`.layout`) is named in its bottom-right
corner; the top-left of the big quadrant is the start position, which must stay visible. A quadrant
too narrow or too low for its name on screen (the one-hand strips are a few cells wide) gets its
name written from the quadrant's outer corner over its neighbours, level like the others (a name
turned upright along a strip was hard to read on a projector). Labels step aside while cells spell
out their own values, and a label that would touch the current position's mark moves to its
quadrant's top-left corner, or, when it touches there too, is left out.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QPointF, QRectF

from .colors import INK
from .layout import CellLayout, Group

translate = QCoreApplication.translate
MARGIN = 4.0  # pixels of room a label needs beside its text
MARK_GAP = 3.0  # pixels kept clear between a label and the current position's mark


def quadrant_text(mover: int, opponent: int) -> str:
    """'1 v 2' in the current language: live hands of the side to move v of the opponent."""
    known = {
        (1, 1): translate("OutcomeHeatmap", "1 v 1"),
        (1, 2): translate("OutcomeHeatmap", "1 v 2"),
        (2, 1): translate("OutcomeHeatmap", "2 v 1"),
        (2, 2): translate("OutcomeHeatmap", "2 v 2"),
    }
    if (mover, opponent) in known:
        return known[(mover, opponent)]
    return translate("OutcomeHeatmap", "{mover} v {opponent}").format(mover=mover, opponent=opponent)


@dataclass(frozen=True)
class QuadrantLabel:
    """A quadrant's label as shown: its text, whether it is visible, how it is placed ("inside" or
    "outside") and its rectangle in the scene (pixels)."""

    text: str
    visible: bool
    placing: str
    rect: QRectF


@dataclass(frozen=True)
class _Quadrant:
    rows: Group
    cols: Group
    item: pg.TextItem


#: The quadrant labels' size, in points at the normal text size (the text-size preference scales it).
QUADRANT_POINTS = 8.5


class QuadrantLabels:
    """The labels of every quadrant of a plot, placed again whenever the zoom changes."""

    def __init__(self, plot: pg.PlotItem) -> None:
        self._plot = plot
        self._items: list[pg.TextItem] = []
        self._quadrants: list[_Quadrant] = []
        self._placing: dict[int, str] = {}
        self._placed: dict[int, tuple[float, float, tuple[float, float]]] = {}  # by id(item)
        self._points = QUADRANT_POINTS
        self._layout: CellLayout | None = None

    def setPointSize(self, points: float) -> None:
        """The labels' size in points (the heatmap's text size)."""
        if points != self._points:
            self._points = points
            if self._layout is not None:
                self.setLayout(self._layout)

    def _item(self, k: int) -> pg.TextItem:
        while len(self._items) <= k:
            # No TextItem fill: pyqtgraph's image export draws it away from the text. The text's own
            # background (see setLayout) goes wherever the text goes.
            item = pg.TextItem(color=INK, anchor=(1, 1))
            item.setZValue(8)  # over the grid, under the marks
            self._plot.addItem(item, ignoreBounds=True)
            self._items.append(item)
        return self._items[k]

    def setLayout(self, layout: CellLayout) -> None:
        """One label per quadrant of ``layout``, in the current language: a group of rows by a group of
        columns with live hands (the finished column has none). No labels while all rows have the same
        number of live hands."""
        self._layout = layout
        row_groups = layout.rows.groups if layout.quadrants else ()
        col_groups = [g for g in layout.cols.groups if g.live > 0]
        tip = translate("OutcomeHeatmap", "quadrant: hands of the side to move v hands of the opponent")
        self._quadrants = []
        for rows in row_groups:
            for cols in col_groups:
                item = self._item(len(self._quadrants))
                text = quadrant_text(rows.live, cols.live)
                item.setHtml(
                    '<div style="background-color: rgba(255, 255, 255, 82%); font-weight: bold;'
                    f' font-size: {self._points:.2f}pt">&nbsp;{html.escape(text)}&nbsp;</div>'
                )
                item.setToolTip(tip)
                self._quadrants.append(_Quadrant(rows, cols, item))
        for item in self._items[len(self._quadrants) :]:
            item.setVisible(False)

    def fit(self, cell: float, hide: bool, avoid: Sequence[QRectF] = ()) -> None:
        """Place every label for cells ``cell`` pixels wide; ``hide`` while cells carry their own words.
        A label that would touch one of the ``avoid`` rectangles (scene coordinates: the current
        position's mark) is left out rather than drawn against it."""
        self._placing = {}
        taken: list[QRectF] = []  # the labels placed so far: a name written over a neighbour never
        # lies on that neighbour's own name (a small map at 200 % had read "2 v 2 v 2")
        order = sorted(range(len(self._quadrants)), key=lambda k: not self._fitsInside(k, cell))
        for k in order:
            q = self._quadrants[k]
            item = q.item
            if hide or cell <= 0:
                item.setVisible(False)
                continue
            size = item.textItem.boundingRect()
            w, h = (q.cols.end - q.cols.start) * cell, (q.rows.end - q.rows.start) * cell
            tw, th = size.width() + MARGIN, size.height() + MARGIN
            corner = QPointF(q.cols.end, q.rows.end)
            if w >= tw and h >= th:
                placing, anchor = "inside", (1.0, 1.0)
            else:
                # From the corner nearest the table's outside: the first quadrants' left and top edges.
                left = q.cols.start == self._quadrants[0].cols.start
                top = q.rows.start == self._quadrants[0].rows.start
                corner = QPointF(q.cols.start if left else q.cols.end, q.rows.start if top else q.rows.end)
                placing, anchor = "outside", (0.0 if left else 1.0, 0.0 if top else 1.0)
            if placing == "inside" and self._touches(corner, size, anchor, avoid):
                corner, anchor = QPointF(q.cols.start, q.rows.start), (0.0, 0.0)  # the other corner
            rect = self._sceneRect(corner, size, anchor)
            if self._touches(corner, size, anchor, avoid) or any(rect.intersects(t) for t in taken):
                item.setVisible(False)
                self._placing[k] = "hidden"
                continue
            taken.append(rect)
            self._place(item, corner, anchor)
            self._placing[k] = placing
            item.setVisible(True)

    def _touches(
        self,
        corner: QPointF,
        size: QRectF,
        anchor: tuple[float, float],
        avoid: Sequence[QRectF],
    ) -> bool:
        """Whether a label of ``size`` pixels placed so would come within a few pixels of ``avoid``
        (worked out from the view, not the label item: its own transform follows the view only later)."""
        if not avoid:
            return False
        rect = self._sceneRect(corner, size, anchor)
        clear = rect.adjusted(-MARK_GAP, -MARK_GAP, MARK_GAP, MARK_GAP)
        return any(clear.intersects(mark) for mark in avoid)

    def _sceneRect(self, corner: QPointF, size: QRectF, anchor: tuple[float, float]) -> QRectF:
        """Where a label of ``size`` pixels anchored so at ``corner`` (cells) lies, in the scene."""
        at = self._plot.getViewBox().mapViewToScene(corner)
        w, h = size.width(), size.height()
        return QRectF(at.x() - anchor[0] * w, at.y() - anchor[1] * h, w, h)

    def _fitsInside(self, k: int, cell: float) -> bool:
        q = self._quadrants[k]
        size = q.item.textItem.boundingRect()
        w, h = (q.cols.end - q.cols.start) * cell, (q.rows.end - q.rows.start) * cell
        return bool(w >= size.width() + MARGIN and h >= size.height() + MARGIN)

    def _place(self, item: pg.TextItem, at: QPointF, anchor: tuple[float, float]) -> None:
        """Place ``item``; a label already placed so is left alone (a move refits every label)."""
        where = (at.x(), at.y(), anchor)
        if self._placed.get(id(item)) == where:
            return
        item.setAnchor(anchor)
        item.setPos(at)
        self._placed[id(item)] = where

    def labels(self) -> list[QuadrantLabel]:
        """Every quadrant's label as placed now, rows of quadrants first."""
        out = []
        for k, q in enumerate(self._quadrants):
            item = q.item
            rect = item.textItem.mapRectToScene(item.textItem.boundingRect())
            text = item.textItem.toPlainText().strip()
            out.append(QuadrantLabel(text, item.isVisible(), self._placing.get(k, "hidden"), rect))
        return out
