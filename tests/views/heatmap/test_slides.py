"""Slides that read from the back of a room (issue 20): every exported slide has a title, its texts are
larger than on screen, and no two axis labels, nor a label and an axis title, overlap, in English and
Chinese, for two and three hands."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from quadace_gui.app import install_translation
from quadace_gui.core import Rules, SolvedTable, solve
from quadace_gui.views.heatmap.export import EXPORT_SIZE

from .support import make_heatmap


@pytest.fixture(params=["en", "zh_CN"])
def language(request: pytest.FixtureRequest, qapp: QApplication):
    assert install_translation(qapp, request.param)
    yield request.param
    install_translation(qapp, "en")


@pytest.fixture(scope="module", params=[Rules(10), Rules(7, hands=3), Rules(30)], ids=["10", "7x3", "30"])
def table(request: pytest.FixtureRequest) -> SolvedTable:
    return solve(request.param)


def _clashes(rects: dict[str, list[tuple[QRectF, str]]]) -> list[str]:
    """Every pair of overlapping tick labels on one axis, and every tick label under an axis title."""
    found = []
    for axis in ("left", "bottom"):
        labels = rects[axis]
        for (a, ta), (b, tb) in itertools.combinations(labels, 2):
            if a.intersects(b):
                found.append(f"{axis}: {ta!r} on {tb!r}")
        ((title, _),) = rects[f"{axis}Title"]
        assert not title.isEmpty()
        for rect, text in rects["left"] + rects["bottom"]:
            if rect.intersects(title):
                found.append(f"{axis} title on {text!r}")
    return found


def _crowded(labels: list[tuple[QRectF, str]], font: QFont) -> list[str]:
    """Neighbouring column labels closer than a digit's width, text to text: the audit's Chinese slide
    read "000001111 2222333", stacked labels half a digit apart, spaced like the digits of one number."""
    metrics = QFontMetricsF(font)
    digit = metrics.horizontalAdvance("8")

    def span(rect: QRectF, text: str) -> tuple[float, float]:
        width = max(metrics.horizontalAdvance(part) for part in text.split("\n"))
        return rect.center().x() - width / 2, rect.center().x() + width / 2

    spans = sorted((*span(rect, text), text) for rect, text in labels)
    return [
        f"{a[2]!r} and {b[2]!r} {b[0] - a[1]:.1f} px apart"
        for a, b in itertools.pairwise(spans)
        if b[0] - a[1] < digit
    ]


def test_a_slide_has_a_title_large_texts_and_no_label_touching_another(
    qtbot: QtBot, table: SolvedTable, language: str
) -> None:
    heatmap = make_heatmap(qtbot, table)
    heatmap.setCurrent((1, 1), (1, 1)) if table.rules.hands == 2 else None
    twin = heatmap._exportTwin(vector=False)
    try:
        assert twin.size().width() == EXPORT_SIZE[0]
        assert twin.graphicsView.ci.sceneBoundingRect().width() == pytest.approx(EXPORT_SIZE[0], abs=1)
        assert twin.slideTitle() == heatmap.exportTitle() and twin.slideTitle()
        rects = twin.axisLabelRects()
        assert len(rects["left"]) >= 5 and len(rects["bottom"]) >= 5  # labels thinned, not dropped
        assert _clashes(rects) == []
        assert _crowded(rects["bottom"], twin.tickFont()) == []
        # every label inside the slide
        slide = QRectF(0, 0, *EXPORT_SIZE)
        assert all(slide.contains(r) for r, _ in rects["left"] + rects["bottom"])
        # texts a room can read: ticks and legend at least 16 px a line on the 1280 x 720 slide
        assert QFontMetricsF(twin.tickFont()).height() >= 16
        assert QFontMetricsF(twin.legendFont()).height() >= 16
    finally:
        twin.dispose()


def test_the_png_slide_is_16_by_9_with_its_title(qtbot: QtBot, tmp_path, language: str) -> None:
    heatmap = make_heatmap(qtbot, solve(Rules(10)))
    path = tmp_path / "slide.png"
    heatmap.exportPng(str(path), width=1280, title="A title", notes=["first note", "second note"])
    from PySide6.QtGui import QImage

    image = QImage(str(path))
    assert (image.width(), image.height()) == (1280, 720)


@pytest.mark.parametrize("base", [5, 7, 10])
def test_the_last_induction_slide_says_its_grey_cells_are_draws(
    qtbot: QtBot, base: int, language: str
) -> None:
    """Issue 20: at the last level the draws turn grey with "D". Cells big enough carry the letter (base
    5: with every other cell's words; base 7: the draws' letter alone); on a base-10 slide the cells are
    about 8 px, too small for a letter, and the legend's grey draw swatch carries it instead. Every such
    slide's legend says grey "D" = draw, and no letter lands on an axis label or title."""
    from quadace_gui.core.levels import levels
    from quadace_gui.core.solver import DRAW
    from quadace_gui.texts import value_letter, value_title
    from quadace_gui.views.heatmap.cell_labels import MIN_CELL_PX, MIN_DRAW_PX

    table = solve(Rules(base))
    heatmap = make_heatmap(qtbot, table)
    letter = value_letter(DRAW)
    assert letter == {"en": "D", "zh_CN": "平"}[language]
    last = levels(table).last
    heatmap.setInductionLevel(last - 1)  # the level before: no draw is shown yet, the legend is plain
    twin = heatmap._exportTwin(vector=False)
    try:
        twin.slideImage(1280)
        assert all(mark == "" for _, _, mark in twin.legendEntryRects())
    finally:
        twin.dispose()
    heatmap.setInductionLevel(last)
    twin = heatmap._exportTwin(vector=False)
    try:
        twin.slideImage(1280)  # (laid out and drawn as the PNG is)
        assert twin.cutTexts() == []
        entries = twin.legendEntryRects()
        lettered = [(rect, text) for rect, text, mark in entries if mark]
        assert [text for _, text in lettered] == [value_title(DRAW)]
        assert [mark for *_, mark in entries if mark] == [letter]
        ((swatch, _),) = lettered
        rects = twin.axisLabelRects()
        labels = [r for name in ("left", "bottom", "leftTitle", "bottomTitle") for r, _ in rects[name]]
        assert QRectF(0, 0, *EXPORT_SIZE).contains(swatch)
        assert not any(swatch.intersects(r) for r in labels)
        words = twin.cellLabelRects()
        draws = {cell for cell, label in twin.shownCellTexts() if label.text == letter}
        cell = twin.cellPixels()
        if base == 10:
            assert cell < MIN_DRAW_PX and words == []  # too small: the legend says it
        else:
            assert cell >= MIN_DRAW_PX
            expected = {c for c in twin.shownCells() if table.value_of(*c) == DRAW}
            assert draws == expected and len(draws) > 20  # every draw has its letter
            if cell < MIN_CELL_PX:  # base 7: the draws' letters alone
                assert {text for _, text in words} == {letter}
            plot = twin.plotItem.getViewBox().sceneBoundingRect()
            for rect, _ in words:
                inside = rect.intersected(plot)
                assert not inside.isEmpty()
                assert not any(inside.intersects(r) for r in labels), rect
    finally:
        twin.dispose()
