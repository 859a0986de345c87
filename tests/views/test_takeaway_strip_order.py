"""The 抢30 strip reads as counting goes (issue 21): the numbers said run 0 → 30 from left to right; the
one-heap Nim strip keeps heap sizes 0 → N; clicks, the current mark and the scroll bar follow."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from .test_takeaway_heatmap import FakeGame, make


def _labels_left_to_right(w) -> list[str]:
    """The bottom axis's cell labels as drawn, in screen order (left to right)."""
    axis, vb = w._colAxis, w._plot.getViewBox()
    left, right = vb.viewRange()[0]
    levels = axis.tickValues(left, right, axis.width() or vb.width())
    values = [v for _spacing, vs in levels for v in vs]
    texts = axis.tickStrings(values, 1.0, 1.0)
    shown = sorted(
        (vb.mapViewToScene(QPointF(v, 0.5)).x(), t) for v, t in zip(values, texts, strict=True) if t
    )
    return [t for _x, t in shown]


def test_the_bash_strip_counts_up_from_left_to_right(qtbot):
    w, model, _ = make(qtbot, FakeGame("bash", (30,), 30))
    said = [int(t) for t in _labels_left_to_right(w)]
    assert said == sorted(said) and said[0] == 0 and said[-1] == 30  # 0 … 30, left to right
    # Cell k is the count still to go (30 - said): said 0 (heap 30) lies left of said 30 (heap 0).
    assert w.cellPoint((30,)).x() < w.cellPoint((27,)).x() < w.cellPoint((0,)).x()
    # A click on the cell drawn right of "say 3" goes to 4 said (26 to go).
    point = w.cellPoint((26,))
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert tuple(model.heaps()) == (26,)
    assert w.currentIndex() == (0, 4)  # the column is the count said


def test_a_long_bash_strip_scrolls_from_0_on_the_left(qtbot):
    w, _, _ = make(qtbot, FakeGame("bash", (500,), 500, most=8))
    bar = w.scrollBar
    assert bar.isVisibleTo(w)
    said = [int(t) for t in _labels_left_to_right(w)]
    assert said[0] == 0 and said == sorted(said)  # the game's start: 0 said, on the left
    assert bar.value() == 0  # the bar at its left end
    bar.setValue(bar.maximum())  # the bar's right end: the target
    said = [int(t) for t in _labels_left_to_right(w)]
    assert said[-1] == 500 and said == sorted(said)


def test_the_nim_strip_keeps_heap_sizes_left_to_right(qtbot):
    w, _, _ = make(qtbot, FakeGame("nim", (7,), 20))
    sizes = [int(t) for t in _labels_left_to_right(w)]
    assert sizes == sorted(sizes) and sizes[0] == 0
    assert w.cellPoint((0,)).x() < w.cellPoint((7,)).x()
