"""Presentation mode keeps what the teacher was doing (the audit at 1280x720): a backward-induction walk
keeps its step and stays on the map in every layout, and the window fits the screen again after Esc."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
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


class _FontWhenShown(QObject):
    """The application font's size when the watched bar comes back."""

    def __init__(self) -> None:
        super().__init__()
        self.sizes: list[float] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show:
            self.sizes.append(QApplication.font().pointSizeF())
        return False


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_esc_gives_back_a_window_as_tall_as_before(qtbot, window, language):
    """In Chinese the menu and status bars came back while the texts were still at presentation size:
    at 1280x720 under X the window grew to 790 px (status bar, navigation buttons and the bottom of A's
    hands off the screen). The bars come back with the window's own text size."""
    _set_language(qtbot, window, language)
    window.setGeometry(0, 0, 1280, 720)
    qtbot.waitUntil(lambda: window.size().toTuple() == (1280, 720))
    window.resetLayout()
    normal = QApplication.font().pointSizeF()
    watch = _FontWhenShown()
    for bar in (window.menuBar(), window.statusBar()):
        bar.installEventFilter(watch)
    window.presentation.enter()
    QApplication.processEvents()
    assert QApplication.font().pointSizeF() > normal
    window.presentation.leave()
    _settle(qtbot)
    assert watch.sizes == [normal, normal]
    assert window.size().toTuple() == (1280, 720)
    assert window.statusBar().isVisible() and window.statusBar().geometry().bottom() < window.height()
