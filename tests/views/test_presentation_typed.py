"""Presentation mode talks to the window, the board and the widgets that draw their own texts through
typed parameters and protocols that mypy checks, not by probing attributes with getattr (audit)."""

from __future__ import annotations

import ast
import inspect

from quadace_gui.views import presentation
from quadace_gui.views.heatmap import OutcomeHeatmap
from quadace_gui.views.presentation import DrawsTexts


def test_presentation_probes_nothing_with_getattr() -> None:
    tree = ast.parse(inspect.getsource(presentation))
    calls = [
        node.func.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
    ]
    assert "getattr" not in calls and "hasattr" not in calls


def test_the_widgets_it_asks_are_of_its_protocols(qtbot) -> None:
    heatmap = OutcomeHeatmap()
    qtbot.addWidget(heatmap)
    assert isinstance(heatmap, DrawsTexts) and heatmap.textLinePx() > 0


def test_the_window_hands_over_its_actions_and_toolbar(qtbot) -> None:
    from quadace_gui.models.settings import Settings
    from quadace_gui.views.main_window import MainWindow

    window = MainWindow(settings=Settings())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    action = window.actionMap["presentation"]
    window.presentation.enter()
    try:
        assert window.presentation.isActive() and action.isChecked()
    finally:
        window.presentation.leave()
    assert not action.isChecked()
