"""The heatmap's layout: axes, quadrant labels, legend, the square view, every rule set's rows and columns."""

# mypy: disable-error-code="no-untyped-call"
# (pytest-qt's QtBot is untyped)

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from quadace_gui.core import Rules, solve
from quadace_gui.views.heatmap import OutcomeHeatmap

from .support import (
    fitted,
    make_heatmap,
)


# -- axes ----------------------------------------------------------------------------------------------
def label_line_height() -> float:
    font = QFont()
    font.setPointSizeF(8.0)
    return QFontMetricsF(font).height()


def test_row_labels_of_base_10(shown: OutcomeHeatmap) -> None:
    labels = shown.rowLabels()
    texts = [t.replace("\u2002", " ") for _, t in labels]
    assert texts[0] == "0 1" and "1 1" in texts and ("9 9" in texts or "8 9" in texts)
    ys = [y for y, _ in labels]
    assert all(b - a >= label_line_height() for a, b in itertools.pairwise(ys))
    assert len(labels) >= 54 // 3  # most rows are named


def test_base_40_row_labels_do_not_crowd(shown40: OutcomeHeatmap) -> None:
    """Issue 11: labels such as "0 21 / 1 1 / 1 21" were stacked a line apart."""
    labels = shown40.rowLabels()
    texts = [t.replace("\u2002", " ") for _, t in labels]
    assert texts[:2] == ["0 1", "1 1"]  # the run starts stay; "0 21" steps aside
    ys = [y for y, _ in labels]
    assert all(b - a >= 1.15 * label_line_height() for a, b in itertools.pairwise(ys)), ys
    columns = [x for x, _ in shown40.columnLabels()]
    assert all(
        b - a >= QFontMetricsF(QFont()).horizontalAdvance("88") for a, b in itertools.pairwise(columns)
    )


# -- quadrants -----------------------------------------------------------------------------------------
def check_quadrant_labels(w: OutcomeHeatmap, texts: list[str]) -> None:
    labels = w.quadrantLabels()
    assert [q.text for q in labels] == texts
    assert all(q.visible for q in labels), labels
    box = w.plotItem.getViewBox().sceneBoundingRect()
    for q in labels:
        assert box.contains(q.rect), q  # not cut off by the plot's edge
    for a, b in itertools.combinations(labels, 2):
        assert not a.rect.intersects(b.rect), (a, b)


def test_quadrant_labels_of_base_10_sit_inside_their_quadrants(qtbot: QtBot, shown: OutcomeHeatmap) -> None:
    qtbot.waitUntil(lambda: all(q.visible for q in shown.quadrantLabels()))
    check_quadrant_labels(shown, ["1 v 1", "1 v 2", "2 v 1", "2 v 2"])
    assert [q.placing for q in shown.quadrantLabels()] == ["inside"] * 4


def test_quadrant_labels_stay_in_base_40(qtbot: QtBot, shown40: OutcomeHeatmap) -> None:
    """Issue 11: in base 40 the one-hand strips are a few pixels wide and "1 v 1" and "2 v 1" vanished."""
    qtbot.waitUntil(lambda: all(q.visible for q in shown40.quadrantLabels()))
    check_quadrant_labels(shown40, ["1 v 1", "1 v 2", "2 v 1", "2 v 2"])
    placing = {q.text: q.placing for q in shown40.quadrantLabels()}
    assert placing == {"1 v 1": "outside", "1 v 2": "inside", "2 v 1": "outside", "2 v 2": "inside"}
    # every name level, like the others ("2 v 1" had been turned upright along its strip)
    assert all(q.rect.width() > q.rect.height() for q in shown40.quadrantLabels())


def test_quadrant_labels_stay_in_base_40_in_chinese(
    qtbot: QtBot, qapp: QApplication, shown40: OutcomeHeatmap
) -> None:
    from quadace_gui.app import install_translation

    try:
        assert install_translation(qapp, "zh_CN")
        shown40.retranslate()
        qtbot.waitUntil(lambda: all(q.visible for q in shown40.quadrantLabels()))
        check_quadrant_labels(shown40, ["1 对 1", "1 对 2", "2 对 1", "2 对 2"])
    finally:
        install_translation(qapp, "en")
    shown40.retranslate()
    assert shown40.quadrantLabels()[1].text == "1 v 2"


# -- legend --------------------------------------------------------------------------------------------
def test_legend_follows_mode_and_wraps(qtbot: QtBot, shown: OutcomeHeatmap) -> None:
    texts = [t for line in shown.legendLines() for t in line]
    assert {"Win", "Draw", "Loss"} <= set(texts)
    assert any("paler = longer" in t for t in texts) and any("cannot be reached" in t for t in texts)
    wide = len(shown.legendLines())
    shown.setUnreachableMode("hide")
    assert not any("cannot be reached" in t for line in shown.legendLines() for t in line)
    shown.resize(380, 500)
    qtbot.waitUntil(lambda: len(shown.legendLines()) > wide)  # narrow: more lines, nothing cut off


def test_a_panel_too_small_for_its_legend_settles(qtbot: QtBot, heatmap: OutcomeHeatmap) -> None:
    """A small, wide panel had its legend beside the map, wrapped a word a line and taller than the
    view: the squaring then padded from a layout that did not fit and grew the padding without end (a
    test hung 300 s in SquareView.squareUp)."""
    view = heatmap.graphicsView
    rounds = 0
    square_once = view._squareOnce

    def counted() -> bool:
        nonlocal rounds
        rounds += 1
        assert rounds < 400, "the squaring never settles"
        return bool(square_once())

    view._squareOnce = counted
    heatmap.resize(240, 160)
    heatmap.show()
    qtbot.waitExposed(heatmap)
    for _ in range(40):
        QApplication.processEvents()
    settled = rounds
    for _ in range(20):
        QApplication.processEvents()
    assert rounds - settled <= 4  # (a round more that finds nothing to change)
    assert not heatmap.legendBeside()  # one word a line beside the map helps nobody: under it
    dx, dy = view._spare
    assert 0 <= dx <= view.width() and 0 <= dy <= view.height()


# -- the view stays square -----------------------------------------------------------------------------
def _square_and_attached(w: OutcomeHeatmap) -> None:
    """The fitted table fills a view box of its own shape (square cells), so the axes sit on its
    edges: the column labels just under the last row, the row labels just left of the first column."""
    vb = w.plotItem.getViewBox()
    box = vb.sceneBoundingRect()
    rows, cols = w.cellShape()
    assert abs(box.width() - box.height() * cols / rows) <= 1.5
    table = vb.mapViewToScene(QRectF(0, 0, cols, rows)).boundingRect()
    for filled, room in ((table.height(), box.height()), (table.width(), box.width())):
        assert room - filled <= max(0.05 * room, 32)  # the view's padding, no band
    bottom_axis = w.plotItem.getAxis("bottom").sceneBoundingRect()
    left_axis = w.plotItem.getAxis("left").sceneBoundingRect()
    assert abs(bottom_axis.top() - box.bottom()) <= 6  # the ticks overlap the box by a few pixels
    assert abs(bottom_axis.top() - table.bottom()) <= 16 and abs(left_axis.right() - table.left()) <= 16


@pytest.mark.parametrize("size", [(500, 900), (1100, 500)], ids=["tall", "wide"])
def test_the_axes_stay_on_the_table_whatever_the_panel_shape(
    qtbot: QtBot, heatmap: OutcomeHeatmap, size: tuple[int, int]
) -> None:
    heatmap.resize(*size)
    heatmap.show()
    qtbot.waitExposed(heatmap)
    qtbot.waitUntil(lambda: _square_and_attached(heatmap))


@pytest.mark.parametrize(
    "axes",
    [{"goal": "equal"}, {"hands": 3, "goal": "equal"}, {"hands": 1}, {"hands": 3}, {"goal": "misere"}],
    ids=["equal", "equal-three", "one-hand", "three-hands", "misere"],
)
def test_the_axes_frame_the_table_for_every_rule_set(qtbot: QtBot, axes: dict[str, object]) -> None:
    """The equal goal's table is not square (45 x 55 in base 10): the axes still sit on its edges."""
    w = make_heatmap(qtbot, solve(axes_rules(base=10, **axes)), (600, 700))
    w.show()
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: _square_and_attached(w))


def test_the_axes_stay_on_the_table_in_base_2(qtbot: QtBot) -> None:
    w = make_heatmap(qtbot, solve(Rules(2)), (500, 500))  # 2 cells a side: fewer than the closest zoom
    w.show()
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: _square_and_attached(w))


# -- rule axes: any number of hands, other goals ---------------------------------------------------------
def axes_rules(**axes: object) -> Rules:
    return Rules(**axes)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("axes", "shape"),
    [
        ({"hands": 1}, (9, 10)),
        ({"hands": 2}, (54, 55)),
        ({"hands": 3}, (219, 220)),
        ({"hands": 2, "goal": "misere"}, (54, 55)),
        ({"hands": 2, "goal": "equal"}, (45, 55)),  # a mover never shows equal hands: 10 sets fewer
        ({"hands": 3, "goal": "equal"}, (210, 220)),
    ],
)
def test_one_cell_per_position_for_every_rule_set(
    qtbot: QtBot, axes: dict[str, object], shape: tuple[int, int]
) -> None:
    rules = axes_rules(base=10, **axes)
    w = make_heatmap(qtbot, solve(rules))
    rows, cols = w.cellShape()
    assert (rows, cols) == shape and rows * cols == rules.position_count
    movers = [w.cellAt(0.5, k + 0.5)[0] for k in range(rows)]  # type: ignore[index]
    opponents = [w.cellAt(j + 0.5, 0.5)[1] for j in range(cols)]  # type: ignore[index]
    assert len(set(movers)) == rows and len(set(opponents)) == cols
    if axes.get("goal") != "equal":
        live = [sum(h != 0 for h in hands) for hands in opponents]
        retired = (0,) * rules.hands
        assert live == sorted(live) and opponents[0] == retired  # fewest live hands first
        assert retired not in movers
    else:
        assert not any(len(set(hands)) == 1 for hands in movers)  # equal hands have already won
        assert sum(len(set(hands)) == 1 for hands in opponents) == 10
        assert w.quadrantLabels() == []  # no retired hands: no quadrants
        assert not any("quadrants" in t for line in w.legendLines() for t in line)


def test_three_hands_have_nine_quadrants_and_comma_labels(qtbot: QtBot) -> None:
    w = fitted(qtbot, make_heatmap(qtbot, solve(axes_rules(base=10, hands=3))))
    texts = [f"{m} v {o}" for m in (1, 2, 3) for o in (1, 2, 3)]
    qtbot.waitUntil(lambda: all(q.visible for q in w.quadrantLabels()))
    assert [q.text for q in w.quadrantLabels()] == texts
    box = w.plotItem.getViewBox().sceneBoundingRect()
    assert all(box.contains(q.rect) for q in w.quadrantLabels())
    rows = [t for _, t in w.rowLabels()]
    assert rows[:2] == ["0,0,1", "0,1,1"]  # one live hand, then the run of two starts
    assert w.cellIndex((1, 1, 4), (1, 2, 3)) is not None


def test_exports_name_the_rule_set(qtbot: QtBot, tmp_path: Path) -> None:
    w = make_heatmap(qtbot, solve(axes_rules(base=10, hands=3, goal="misere")))
    w.exportSvg(str(tmp_path / "map.svg"))
    text = (tmp_path / "map.svg").read_text(encoding="utf-8")
    assert "<title>QuadAce outcome heatmap: misère, three hands (base 10, 3 hands" in text


@pytest.mark.parametrize("corner", [((9, 9), (9, 9)), ((8, 9), (9, 9)), ((1, 1), (1, 1))])
def test_quadrant_labels_keep_clear_of_the_current_mark(
    qtbot: QtBot, shown: OutcomeHeatmap, corner: tuple[tuple[int, int], tuple[int, int]]
) -> None:
    """The '2 v 2' tag sits in its quadrant's bottom-right corner: with the current position there, the
    tag moves to the quadrant's top-left corner rather than touching the mark (at the start, the
    '1 v 1' tag does the same)."""
    shown.setCurrent(*corner)
    marks = shown._marks.sceneRects("current")
    assert len(marks) == 1
    mark = marks[0].adjusted(-2, -2, 2, 2)
    labels = shown.quadrantLabels()
    assert not any(q.visible and q.rect.intersects(mark) for q in labels)
    assert all(q.visible for q in labels)  # moved to their quadrant's other corner
    big = next(q for q in labels if q.text == "2 v 2")
    assert (big.rect.top() < mark.top()) == (corner != ((1, 1), (1, 1)))
    shown.setCurrent(None, None)
    assert all(q.visible for q in shown.quadrantLabels())


def test_quadrant_labels_show_at_the_start_when_the_mark_is_set_before_the_layout(
    qtbot: QtBot, heatmap: OutcomeHeatmap
) -> None:
    """The window sets the start position before the panel is laid out: every tag still shows, clear
    of the mark (the '1 v 1' tag in its quadrant's top-left corner)."""
    heatmap.setCurrent((1, 1), (1, 1))
    w = fitted(qtbot, heatmap)
    qtbot.waitUntil(lambda: all(q.visible for q in w.quadrantLabels()))
    (mark,) = w._marks.sceneRects("current")
    assert not any(q.rect.intersects(mark) for q in w.quadrantLabels())
