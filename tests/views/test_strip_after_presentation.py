"""The subtraction game's map strip (the one-heap take-away map under the board's column) comes back from
presentation mode as tall as it went in (audit: after F11, the layouts key and Esc it was 34 px shorter, its
height worked out half-way through leaving), in every layout the mode went through, and the window with
it (in Chinese, leaving from the board-over-the-map layout had made the window 24 px taller than the
screen)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from quadace_gui.app import install_translation
from quadace_gui.core.games.takeaway import make_game


def _measured(window, page) -> tuple[object, ...]:
    """The map's height, its view's and its share of the right column, the board and map's split, the
    window's size. (Not the tabs' share under the map: off screen the status bar can come back a pixel
    taller, its text size rounded after presentation mode's.)"""
    return (
        page.heatmap.height(),
        page.heatmap.view.height(),
        page.rightSplitter.sizes()[0],
        page.splitter.sizes(),
        window.size().toTuple(),
    )


@pytest.fixture(params=["en", "zh_CN"])
def language(request: pytest.FixtureRequest, qapp: QApplication):
    assert install_translation(qapp, request.param)
    yield request.param
    install_translation(qapp, "en")


@pytest.mark.parametrize("layouts", [0, 1, 2, 3], ids=["panel", "map", "boardMap", "back-to-panel"])
@pytest.mark.parametrize("key", ["subtraction", "bash"])
def test_the_strip_has_its_height_back_after_presentation(qtbot, takeaway, language, layouts, key) -> None:
    game = make_game("subtraction", heaps=(20,)) if key == "subtraction" else make_game("bash")
    window = takeaway(game, size=(1280, 720))
    page = window.takeAwayPage()
    qtbot.waitUntil(
        lambda: page.heatmap.height() > 0 and page.heatmap.height() == page.heatmap.maximumHeight()
    )
    before = _measured(window, page)
    assert page.heatmap.view.height() >= 150  # the strip's view: STRIP_HEIGHT
    window.actionMap["presentation"].trigger()  # F11
    qtbot.waitUntil(window.presentation.isActive)
    for _ in range(layouts):  # L: the map alone, the board and the map, back to the panels
        window.actionMap["presentationLayout"].trigger()
        qtbot.waitUntil(lambda: page.heatmap.height() > 0)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.presentation.isActive()
    try:
        qtbot.waitUntil(lambda: _measured(window, page) == before, timeout=3000)
    except Exception:  # (pytest-qt's TimeoutError)
        assert _measured(window, page) == before  # (says what differs)
