"""The A/B map (issue 21): rows always A's hands, columns B's, so a game's path stays put; each cell is
coloured for the side to move now; the marks, a click, the hover and the findings use the same places.

(The draft of this file hung: it played moves with the ``window`` fixture, and pytest-qt closes the
window before the fixture marks the game clean, so the close asked "save changes?" in a modal box. The
fixture now marks it clean just before that close.)
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication

from quadace_gui.core.position import Move, Side
from quadace_gui.models.settings import MAP_AB, Settings
from quadace_gui.views.heatmap import CellLayout

LINE = ["1+1", "1+2", "2+1", "1+1", "3+2"]


def _play(window, texts):
    for text in texts:
        window.model.playMove(Move.parse(text))


def _every(window):
    """The A/B map's axis: every set of hands (the map's columns hold the finished sets too)."""
    return CellLayout.for_rules(window.model.rules).cols


def _ab_of(window, cell):
    """(A's hands, B's hands) of a (side to move now, other side) cell."""
    mover, opponent = cell
    return (mover, opponent) if window.model.position().to_move == Side.A else (opponent, mover)


def _click(qtbot, heatmap, col, row):
    view = heatmap.plotItem.getViewBox()
    point = heatmap.graphicsView.mapFromScene(view.mapViewToScene(QPointF(col + 0.5, row + 0.5)))
    qtbot.mouseClick(heatmap.graphicsView.viewport(), Qt.MouseButton.LeftButton, pos=point)


def test_the_action_switches_the_map_and_is_remembered(qtbot, window):
    heatmap, action = window.heatmap, window.actionMap["mapAB"]
    assert not heatmap.abView() and not action.isChecked()
    assert action in window.viewMenu.actions()
    assert action in heatmap.actions()  # the map's right-click menu
    assert heatmap.contextMenuPolicy() == Qt.ContextMenuPolicy.ActionsContextMenu
    assert heatmap.cellShape() == (54, 55)
    action.trigger()
    assert heatmap.abView() and action.isChecked() and window.settings.get(MAP_AB)
    assert Settings().get(MAP_AB)  # remembered for the next start
    assert heatmap.cellShape() == (55, 55)  # every set of hands along both
    axes = heatmap.plotItem
    assert axes.getAxis("left").labelText == "A's hands" and axes.getAxis("bottom").labelText == "B's hands"
    legend = " ".join(" ".join(line) for line in heatmap.legendLines())
    assert "colours for A, the side to move now" in legend and "A has 1 hand, B 2" in legend
    _play(window, ["1+1"])
    legend = " ".join(" ".join(line) for line in heatmap.legendLines())
    assert "colours for B, the side to move now" in legend
    action.trigger()
    assert not heatmap.abView() and not Settings().get(MAP_AB)
    assert axes.getAxis("left").labelText == "hands of the side to move"
    assert heatmap.cellShape() == (54, 55)


def test_the_maps_right_click_menu_switches_to_the_ab_map(qtbot, window):
    viewport = window.heatmap.graphicsView.viewport()
    shown: list[list[str]] = []

    def pick() -> None:  # runs inside the menu's own event loop
        menu = QApplication.activePopupWidget()
        if menu is None:
            return
        try:
            shown.append([a.text() for a in menu.actions()])
            menu.actions()[0].trigger()
        finally:
            menu.close()

    QTimer.singleShot(0, pick)
    pos = QPoint(viewport.width() // 2, viewport.height() // 3)
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos, viewport.mapToGlobal(pos))
    QApplication.sendEvent(viewport, event)  # a right click on the map
    qtbot.waitUntil(lambda: bool(shown))
    assert shown == [["Map Rows: &A's Hands", "Fit &Heatmap"]]
    assert window.settings.get(MAP_AB) and window.heatmap.abView()


def test_the_path_stays_in_place_and_in_as_rows(qtbot, window):
    heatmap, every = window.heatmap, _every(window)
    _play(window, LINE)
    a_hands = {p.hands(Side.A) for p in window.model.pathPositions()}
    b_hands = {p.hands(Side.B) for p in window.model.pathPositions()}
    side_rows = CellLayout.for_rules(window.model.rules).rows
    rows = {side_rows.hands(int(y)) for _x, y in heatmap._marks.drawnPath()}
    assert rows - a_hands  # the side-to-move map zig-zags into B's hands
    window.settings.set(MAP_AB, True)
    drawn = list(heatmap._marks.drawnPath())
    assert {every.hands(int(y)) for _x, y in drawn} == a_hands
    assert {every.hands(int(x)) for x, _y in drawn} == b_hands
    for position, cell in zip(window.model.pathPositions(), heatmap.pathCells(), strict=False):
        assert _ab_of(window, cell) == (position.hands(Side.A), position.hands(Side.B))
    window.model.playMove(Move.parse("2+1"))  # the side to move changes: the path keeps its places
    assert list(heatmap._marks.drawnPath())[: len(drawn)] == drawn
    assert heatmap.currentCell() == window.model.relativeHands()
    now = window.model.position()
    assert heatmap.cellIndex(*heatmap.currentCell()) == (every.index(now.b), every.index(now.a))


def test_cells_are_coloured_for_the_side_to_move_now(qtbot, window):
    heatmap, every = window.heatmap, _every(window)
    _play(window, ["1+1"])  # B to move
    window.settings.set(MAP_AB, True)
    image = heatmap.image()
    a, b = (1, 6), (3, 7)
    assert tuple(int(v) for v in image[every.index(a), every.index(b)]) == heatmap.colorAt(b, a)
    assert heatmap.cellAt(every.index(b) + 0.5, every.index(a) + 0.5) == (b, a)
    window.model.playMove(Move.parse("1+1"))  # A to move: the same place now shows A to move there
    image = heatmap.image()
    assert tuple(int(v) for v in image[every.index(a), every.index(b)]) == heatmap.colorAt(a, b)
    assert heatmap.cellAt(every.index(b) + 0.5, every.index(a) + 0.5) == (a, b)
    # No position where the side to move holds a finished set: the cell stays clear and answers nothing.
    done = every.hands(0)
    assert image[0, every.index(b), 3] == 0 and heatmap.cellAt(every.index(b) + 0.5, 0.5) is None
    assert done == (0, 0)


def test_a_click_selects_the_position_shown_with_the_side_to_move(qtbot, window):
    heatmap, every = window.heatmap, _every(window)
    _play(window, ["1+1"])  # B to move
    window.settings.set(MAP_AB, True)
    a, b = (1, 6), (3, 7)
    _click(qtbot, heatmap, every.index(b), every.index(a))
    position = window.model.position()
    assert position.to_move == Side.B and position.a == a and position.b == b
    # The current mark sits on the cell clicked.
    assert heatmap.cellIndex(*heatmap.currentCell()) == (every.index(b), every.index(a))


def test_move_targets_preview_and_findings_use_the_ab_places(qtbot, window):
    heatmap, every, model = window.heatmap, _every(window), window.model
    window.settings.set(MAP_AB, True)
    _play(window, ["1+1"])  # B to move
    targets = heatmap.markedCells("target")
    afters = [info.after for info in model.moveInfos()]
    assert sorted(targets) == sorted(model.frameHands(p) for p in afters)
    for p in afters:  # A to move after B's move: A's hands on the row, B's on the column
        col, row = heatmap.cellIndex(*model.frameHands(p))
        assert (every.hands(row), every.hands(col)) == (p.a, p.b)
    info = model.moveInfos()[0]
    window.hub.previewMove.emit(info.move)  # the pointer over a move on the board
    assert heatmap.markedCells("preview") == [model.frameHands(info.after)]
    col, row = heatmap.cellIndex(*model.frameHands(info.after))
    assert (every.hands(row), every.hands(col)) == (info.after.a, info.after.b)
    cells = [((1, 2), (3, 4)), ((2, 2), (1, 1))]
    heatmap.setFindingCells(cells)
    assert sorted(heatmap.markedCells("finding")) == sorted(cells)
    for mover, opponent in cells:  # B to move: a finding's cell is B's hands on the column
        col, row = heatmap.cellIndex(mover, opponent)
        assert every.hands(row) == opponent and every.hands(col) == mover


def test_the_ab_map_exports_as_shown(qtbot, window, tmp_path):
    heatmap = window.heatmap
    window.settings.set(MAP_AB, True)
    _play(window, ["1+1"])
    twin = heatmap.exportTwin()
    try:
        assert twin.abView() and twin.cellShape() == (55, 55)
        assert np.array_equal(twin.image(), heatmap.image())
    finally:
        twin.dispose()
