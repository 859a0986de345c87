"""Presentation mode keeps what the teacher was doing (the audit at 1280x720): a backward-induction walk
keeps its step and stays on the map in every layout, and the window fits the screen again after Esc."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from quadace_gui.app import install_translation
from quadace_gui.views.presentation import LAYOUTS

from .test_readable import _present, _set_language


@pytest.fixture(autouse=True)
def _english_afterwards(never_block_on_questions):
    yield
    install_translation(QApplication.instance(), "en")


def _click(qtbot, button):
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def _in_front(dock):
    return dock.isVisible() and not dock.visibleRegion().isEmpty()


def _walk_two_steps(qtbot, window):
    """The Backward induction tab, Start, Step, Step: "Step 2 of ...", level 1 on the map."""
    dock, panel = window.docks["inductionDock"], window.panels["inductionDock"]
    dock.raise_()
    qtbot.waitUntil(lambda: _in_front(dock))
    for button in (panel.startButton, panel.stepButton, panel.stepButton):
        _click(qtbot, button)
    assert panel.step() == 1 and window.heatmap.inductionLevel() == 1
    return dock, panel


def _settle(qtbot):
    for _ in range(3):
        qtbot.wait(20)  # (a hidden panel looks again once the hiding is over)


def test_f11_keeps_the_induction_walk_in_every_layout(qtbot, window):
    """F11 had thrown the walk away: the panel back at "Press Start", the map showing the whole
    solution in every layout, and still after Esc."""
    window.resize(1280, 720)
    window.resetLayout()
    dock, panel = _walk_two_steps(qtbot, window)
    heatmap, map_dock = window.heatmap, window.docks["heatmapDock"]
    _present(qtbot, window, "panel")
    _settle(qtbot)
    assert panel.step() == 1 and _in_front(dock)
    assert "Step 2 of" in panel.titleLabel.text() and panel.backButton.isEnabled()
    for layout in (*LAYOUTS[1:], *LAYOUTS):
        window.presentation.setLayout(layout)
        _settle(qtbot)
        assert panel.step() == 1, layout
        assert heatmap.inductionLevel() == 1, layout  # the level on the map, whenever it is shown
        if layout == "map":  # the map alone keeps the walk's panel beside it, to go on stepping
            assert _in_front(map_dock) and _in_front(dock)
            assert map_dock.width() > dock.width()
    window.presentation.setLayout("map")
    _click(qtbot, panel.stepButton)  # stepping on beside the map
    assert panel.step() == 2 and heatmap.inductionLevel() == 2
    window.presentation.leave()
    _settle(qtbot)
    assert panel.step() == 2 and heatmap.inductionLevel() == 2 and _in_front(dock)


def test_the_panel_layout_brings_the_walk_back_in_front(qtbot, window):
    """Board + map put the panel away; the panel layout then shows it again, not the Moves tab."""
    window.resize(1280, 720)
    window.resetLayout()
    dock, panel = _walk_two_steps(qtbot, window)
    _present(qtbot, window, "panel")
    for layout in ("boardMap", "panel"):
        window.presentation.setLayout(layout)
        _settle(qtbot)
    assert _in_front(dock) and panel.step() == 1
    window.presentation.leave()


def test_closing_the_panel_still_leaves_the_walk(qtbot, window):
    dock, panel = _walk_two_steps(qtbot, window)
    _present(qtbot, window, "panel")
    window.presentation.leave()
    _settle(qtbot)
    assert panel.step() == 1
    dock.close()
    qtbot.waitUntil(lambda: panel.step() is None and window.heatmap.inductionLevel() is None)


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_a_walk_begun_in_presentation_ends_when_esc_puts_the_panel_away(qtbot, window, language):
    """Esc gives back the window's own layout: a walk whose panel that layout keeps closed is left
    (the map would otherwise show a level with no panel saying so)."""
    _set_language(qtbot, window, language)
    window.docks["inductionDock"].close()
    _present(qtbot, window, "panel")
    dock, panel = _walk_two_steps(qtbot, window)
    window.presentation.leave()
    qtbot.waitUntil(lambda: panel.step() is None and window.heatmap.inductionLevel() is None)
    assert not dock.isVisible()
