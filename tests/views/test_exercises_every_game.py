"""The Exercises panel serves every game (the audit at 1280x720): opening an exercise of another game
keeps the panel, to go on to the next one; on the take-away page the View and Game menus offer what
works for every game and grey what is QuadAce's alone."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from quadace_gui.core.games.exercises import EXERCISES


@pytest.fixture(autouse=True)
def _never_block(never_block_on_questions):
    """Every test here answers "Discard" to a question box."""


def _open_row(qtbot, window, row):
    panel = window.panels["exercisesDock"]
    panel.exerciseList.setCurrentRow(row)
    qtbot.mouseClick(panel.openButton, Qt.MouseButton.LeftButton)
    page = window.madePage()
    assert page is not None and window.gameStack.currentWidget() is page
    qtbot.waitUntil(lambda: page.model.game() == EXERCISES[row].game)
    return page


def test_opening_an_exercise_keeps_the_exercises_to_go_on(qtbot, window):
    window.resize(1280, 720)
    qtbot.keyClick(window, Qt.Key.Key_E)  # View > Exercises in QuadAce
    dock, panel = window.docks["exercisesDock"], window.panels["exercisesDock"]
    qtbot.waitUntil(lambda: dock.isVisible() and not dock.visibleRegion().isEmpty())
    _open_row(qtbot, window, 0)
    qtbot.waitUntil(lambda: not dock.visibleRegion().isEmpty())
    assert dock.isVisible() and dock.toggleViewAction().isEnabled()  # (it had gone, greyed)
    assert panel.openButton.isVisible() and panel.openButton.isEnabled()
    # ... and the next exercise from there, then the panel put away and back with E
    page = _open_row(qtbot, window, 1)
    assert page.model.game() == EXERCISES[1].game and dock.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_E)
    qtbot.waitUntil(lambda: not dock.isVisible())
    qtbot.keyClick(window, Qt.Key.Key_E)
    qtbot.waitUntil(lambda: dock.isVisible() and not dock.visibleRegion().isEmpty())
    # QuadAce's own panels stay put away on the take-away page
    for name in ("heatmapDock", "movesDock", "historyDock", "findingsDock"):
        assert not window.docks[name].isVisible(), name
    window.showQuadAce()
    assert (
        window.docks["movesDock"].isVisible() and window.docks["heatmapDock"].toggleViewAction().isEnabled()
    )


def test_the_take_away_menus_offer_what_works_for_every_game(qtbot, window):
    _open_row(qtbot, window, 0)  # 抢30, from the Exercises panel (not shown)
    actions = window.actionMap
    assert actions["resetLayout"].isEnabled()  # (it had been greyed)
    assert window.docks["exercisesDock"].toggleViewAction().isEnabled()
    assert not actions["mapAB"].isEnabled()  # QuadAce's map only (it had been enabled)
    assert not window.docks["findingsDock"].toggleViewAction().isEnabled()
    actions["resetLayout"].trigger()  # the page's own layout: no QuadAce panel comes back
    assert not any(dock.isVisible() for dock in window.docks.values())
    board, side = window.madePage().splitter.sizes()
    assert board > side > 0
    window.showQuadAce()
    assert actions["mapAB"].isEnabled() and actions["resetLayout"].isEnabled()
