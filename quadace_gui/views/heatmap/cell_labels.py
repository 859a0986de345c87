"""Words about cells: what a cell says once it is big enough ("W7", "L12", "D"), and its description."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from quadace_gui.core.position import Position, Side
from quadace_gui.core.solver import DRAW, SolvedTable
from quadace_gui.texts import outcome_text, value_letter

from .codes import CellCode
from .colors import QUIET_INK, STRONG_INK, cell_is_dark
from .items import weak_callback
from .marks import export_scale

translate = QCoreApplication.translate
Hands = tuple[int, ...]

# Cells narrower than this on screen (pixels) stay plain.
MIN_CELL_PX = 26.0
#: The last induction level writes its draws' "D" alone down to cells this wide (one letter needs
#: less room than "W7"); a slide whose cells are smaller says it in its legend instead.
MIN_DRAW_PX = 14.0


@dataclass(frozen=True)
class CellLabel:
    """What a zoomed-in cell says: its text, the colour that reads on it, and whether it stands out
    (wins and losses do; the many draws are written quietly)."""

    text: str
    ink: QColor
    strong: bool


def cell_label(code: CellCode, rgba: tuple[int, int, int, int], unreachable: str) -> CellLabel | None:
    """What a cell drawn in ``rgba`` says: value letter and distance ("W7"), a quiet "D" for draws,
    nothing for hidden cells. The ink is light on dark cells and dark on light ones."""
    if not code.reachable and unreachable == "hide":
        return None
    dark = cell_is_dark(rgba)
    if code.value == DRAW:
        return CellLabel(value_letter(DRAW), QUIET_INK[dark], False)
    return CellLabel(f"{value_letter(code.value)}{code.distance}", STRONG_INK[dark], True)


class CellLabels(pg.GraphicsObject):  # type: ignore[misc]
    """The value for the side to move and the distance in each cell, once cells are big enough (zoomed
    in, or a small base). Colour is then not the only cue even without hovering, and a projected
    heatmap can be read from the back of the room."""

    MIN_CELL_PX = MIN_CELL_PX

    def __init__(self, label: Callable[[int, int], CellLabel | None]) -> None:
        super().__init__()
        self._label = weak_callback(label, None)
        self._cols = self._rows = 0
        self._loneDraws = False  # the draws' letters alone in cells too small for "W7" (the last level)

    def setLoneDraws(self, on: bool) -> None:
        """Write the draws' letter alone in cells from :data:`MIN_DRAW_PX` up to :data:`MIN_CELL_PX`
        wide (the last induction level, which is about the draws)."""
        if on != self._loneDraws:
            self._loneDraws = on
            self.update()

    def loneDraws(self) -> bool:
        """Whether only the draws are written now, their cells too small for every label."""
        return self._loneDraws and MIN_DRAW_PX <= self.cellPixels() < MIN_CELL_PX

    def setCells(self, cols: int, rows: int) -> None:
        self.prepareGeometryChange()
        self._cols, self._rows = cols, rows
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._cols, self._rows)

    def viewTransformChanged(self) -> None:
        super().viewTransformChanged()
        self.update()

    def cellPixels(self) -> float:
        """How wide one cell is on screen now, in pixels."""
        px = self.pixelLength(QPointF(1, 0))
        return 1.0 / px if px else 0.0

    def shown(self) -> list[tuple[int, int, CellLabel]]:
        """(column, row, label) of every label drawn at the current zoom (none while cells are small)."""
        lone = self.loneDraws()
        if not (self._cols and self._rows) or (self.cellPixels() < MIN_CELL_PX and not lone):
            return []
        view = self.viewRect()
        if view is None:
            return []
        cols = range(max(0, math.floor(view.left())), min(self._cols, math.ceil(view.right())))
        rows = range(max(0, math.floor(view.top())), min(self._rows, math.ceil(view.bottom())))
        out = []
        for y in rows:
            for x in cols:
                label = self._label(x, y)
                if label is not None and not (lone and label.strong):
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
        if self.loneDraws():  # one letter alone in its cell: as large as the cell allows
            quiet.setPixelSize(max(9, round(size * 0.62)))
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

    def labelRects(self) -> list[tuple[QRectF, str]]:
        """Each label drawn now, in scene coordinates, with its text (for tests: where words land)."""
        return [(self.mapRectToScene(QRectF(x, y, 1, 1)), label.text) for x, y, label in self.shown()]


def describe_cell(
    table: SolvedTable, cell: tuple[Hands, Hands], to_move: Side, separator: str, value: bool = True
) -> str:
    """Position in words and notation, its value and distance (unless ``value`` is False: the answers
    are hidden), and whether the start reaches it."""
    mover, opponent = cell
    where = translate("OutcomeHeatmap", "mover {mover} vs opponent {opponent}").format(
        mover=" ".join(map(str, mover)), opponent=" ".join(map(str, opponent))
    )
    notation = Position.from_relative(mover, opponent, to_move, table.rules).text
    outcome = translate("OutcomeHeatmap", "{outcome} for the side to move").format(
        outcome=outcome_text(table.value_of(mover, opponent), table.distance_of(mover, opponent))
    )
    if table.is_reachable(mover, opponent):
        reach = translate("OutcomeHeatmap", "reachable from the start")
    else:
        reach = translate("OutcomeHeatmap", "cannot be reached from the start")
    parts = (f"{where} ({notation})", outcome, reach) if value else (f"{where} ({notation})", reach)
    return separator.join(parts)
