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
