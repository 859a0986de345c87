"""What the heatmap tests share: colours stated independently, and helpers that read cells and drive
the widget through its public API (the fixtures are in conftest.py)."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from quadace_gui.core import SolvedTable
from quadace_gui.views.heatmap import OutcomeHeatmap

Pair = tuple[int, int]
Cell = tuple[Pair, Pair]

# The strongest colours, as the palettes define them (Okabe-Ito blue and vermillion; ColorBrewer green).
BLUE, ORANGE, GREY = (0, 114, 178), (213, 94, 0), (150, 150, 150)
GREEN = (26, 152, 80)


def base10_pairs() -> list[Pair]:
    """The heatmap's row order in base 10: one live hand first, then two, each low to high."""
    return [(0, a) for a in range(1, 10)] + [(a, c) for a in range(1, 10) for c in range(a, 10)]


def make_heatmap(qtbot: QtBot, table: SolvedTable, size: tuple[int, int] = (700, 700)) -> OutcomeHeatmap:
    w = OutcomeHeatmap()
    qtbot.addWidget(w)
    w.resize(*size)
    w.setTable(table)
    return w


def fitted(qtbot: QtBot, w: OutcomeHeatmap) -> OutcomeHeatmap:
    w.show()
    qtbot.waitExposed(w)
    vb = w.plotItem.getViewBox()
    qtbot.waitUntil(lambda: vb.viewRange()[0][0] <= 0 and vb.viewRange()[0][1] >= w.cellCount())
    return w


def cells_of(table: SolvedTable, value: int, reachable: bool | None = True) -> list[Cell]:
    """Every shown (mover, opponent) cell with that value (and reachability), by distance."""
    pairs = [(int(a), int(b)) for a, b in table.rules.pairs()]
    out: list[Cell] = [
        (m, o)
        for m in pairs[1:]
        for o in pairs
        if table.value_of(m, o) == value and (reachable is None or table.is_reachable(m, o) == reachable)
    ]
    return sorted(out, key=lambda c: table.distance_of(*c) or 0)


def rgb(w: OutcomeHeatmap, cell: Cell) -> tuple[int, int, int]:
    colour = w.colorAt(*cell)
    assert colour is not None
    return colour[:3]


def rgb_of(color: QColor) -> tuple[int, int, int]:
    return color.red(), color.green(), color.blue()


def point(w: OutcomeHeatmap, cell: Cell, dx: float = 0.5, dy: float = 0.5) -> QPoint:
    """Viewport coordinates of a point inside a cell (its centre by default)."""
    at = w.cellPoint(*cell, dx, dy)
    assert at is not None
    return at


def alpha(w: OutcomeHeatmap, cell: Cell) -> int:
    colour = w.colorAt(*cell)
    assert colour is not None
    return colour[3]


def pairs_of(cell: tuple[tuple[int, ...], tuple[int, ...]]) -> Cell:
    (a, b), (c, d) = cell
    return (a, b), (c, d)


def near(a: tuple[int, ...], b: tuple[int, ...], tolerance: int) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=True))
