"""The take-away games' exported slides (audit 2, items 2, 3 and 10): every game's slide shows its whole
map (抢30's every number 0-30, not the window scrolled to on screen) under a whole title, the title names
the position in the game's own notation (抢30: the last number said, not the heap left) and, for three
heaps, the slice shown; the axes stand beside the cells. In English and in Chinese."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from quadace_gui.app import install_translation
from quadace_gui.core.games.takeaway import make_game
from quadace_gui.models.answers import Answers
from quadace_gui.models.settings import Settings
from quadace_gui.models.takeaway_model import TakeAwayModel
from quadace_gui.views.heatmap.axes import tick_labels
from quadace_gui.views.heatmap.export import EXPORT_SIZE
from quadace_gui.views.heatmap.takeaway_map import TakeAwayHeatmap

GAMES = {
    "bash": lambda: make_game("bash", target=30, most=2),
    "nim": lambda: make_game("nim", heaps=(3, 4, 5), limit=5),
    "wythoff": lambda: make_game("wythoff", heaps=(8, 11)),
    "subtraction": lambda: make_game("subtraction", heaps=(20,)),
    "wythoff200": lambda: make_game("wythoff", heaps=(8, 11), limit=200),  # labels every 20: 0 .. 200
}


@pytest.fixture(params=["en", "zh_CN"])
def language(request, qapp: QApplication):
    assert install_translation(qapp, request.param)
    yield request.param
    install_translation(qapp, "en")


def heatmap(qtbot, key: str) -> tuple[TakeAwayHeatmap, TakeAwayModel]:
    settings = Settings()
    model = TakeAwayModel(GAMES[key]())
    w = TakeAwayHeatmap(model, settings, Answers(model, settings))  # type: ignore[arg-type]
    qtbot.addWidget(w)
    w.resize(240, 300)  # a narrow map column, as in the window: the strip scrolls on screen
    w.show()
    qtbot.waitExposed(w)
    return w, model


def drawn_labels(axis) -> list[tuple[QRectF, str]]:  # type: ignore[no-untyped-def]
    return [(axis.mapRectToScene(rect), text) for rect, text in tick_labels(axis)]


@pytest.mark.parametrize("key", list(GAMES))
def test_a_slide_shows_the_whole_map_under_its_whole_title(qtbot, language, key, tmp_path) -> None:
    w, model = heatmap(qtbot, key)
    if key == "bash":
        assert w.stripWindow() < 31  # on screen only a window of the strip
    view = w.slideView()
    try:
        slide = QRectF(0, 0, *EXPORT_SIZE)
        plot = view.ci.getItem(0, 0)
        title = plot.titleLabel
        text = title.item.mapRectToScene(title.item.boundingRect())
        assert slide.contains(text), (text, slide)  # the title whole, on the slide
        assert title.geometry().height() >= title.item.boundingRect().height() - 1
        assert view.ci.sceneBoundingRect() == slide  # nothing widened the slide
        top = model.game().limits[0] if key != "bash" else 30
        bottom = drawn_labels(plot.getAxis("bottom"))
        texts = [t for _r, t in bottom]
        assert texts[0] == "0" and texts[-1] == str(top)  # the whole range: first and last label
        assert all(slide.contains(r) for r, _t in bottom)
        cells = plot.getViewBox().sceneBoundingRect()
        if key not in ("bash", "subtraction"):  # the y axis beside the cells (it was 320 px away)
            left = plot.getAxis("left").sceneBoundingRect()
            assert abs(left.right() - cells.left()) <= 8, (left, cells)
            rows = drawn_labels(plot.getAxis("left"))
            assert rows[0][1] == "0" and rows[-1][1] == str(model.game().limits[0])
            ratio = (cells.width() / w.grid().shape[1]) / (cells.height() / w.grid().shape[0])
            assert 0.97 < ratio < 1.03  # square cells
    finally:
        view.deleteLater()
    out = os.environ.get("SLIDES_OUT")
    w.exportPng(str(tmp_path / "slide.png") if not out else os.path.join(out, f"{key}_{language}.png"))


@pytest.mark.parametrize(
    ("key", "english", "chinese"),
    [
        ("bash", "Count to 30, 1–2 a turn, position 0", "局面 0"),
        ("nim", "position 3,4,5, heap 3 = 5", "局面 3,4,5，第 3 堆 = 5"),
        ("wythoff", "position 8,11", "局面 8,11"),
        ("subtraction", "position 20", "局面 20"),
    ],
)
def test_a_slide_title_names_the_position_as_the_game_writes_it(
    qtbot, language, key, english, chinese
) -> None:
    w, model = heatmap(qtbot, key)
    title = w.exportTitle()
    assert (english if language == "en" else chinese) in title, title
    assert title.endswith(english if language == "en" else chinese)
    if key == "bash":
        model.jumpTo((30 - 7,))  # 7 said: 23 left
        assert w.exportTitle().endswith(" 7"), w.exportTitle()
