"""Presentation mode gives every panel shown the room it needs (issue 20, the audit at 1280x720): the
Moves tree and the Move list keep rows; the findings, the quiz and the exercises take the panel column
while in front, and the others come back after them."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from quadace_gui.app import install_translation
from quadace_gui.core.position import Position
from quadace_gui.views.presentation import MIN_TEXT_PX

from .readable import problems
from .test_readable import _present, _set_language


@pytest.fixture(autouse=True)
def _english_afterwards(never_block_on_questions):
    yield
    install_translation(QApplication.instance(), "en")


def _rows(view, row_height):
    return view.viewport().height() / row_height


def _settle(qtbot):
    for _ in range(3):
        qtbot.wait(20)  # (the column is fitted once a tab switch is laid out)


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_findings_take_the_column_and_the_moves_keep_their_rows(qtbot, window, language):
    """F11 with the findings in front had left the Moves tree above them one cut row."""
    _set_language(qtbot, window, language)
    window.model.jumpTo(Position.parse("1136"))
    window.resize(1280, 720)
    window.resetLayout()
    _present(qtbot, window, "panel")
    _settle(qtbot)
    moves, history = window.docks["movesDock"], window.docks["historyDock"]
    tree, table = window.movesPanel.tree, window.moveList.table
    line = tree.fontMetrics().height()
    assert _rows(tree, line) >= 5 and _rows(table, line) >= 3  # both readable, the moves larger
    assert problems(window, MIN_TEXT_PX) == []
    window.docks["findingsDock"].raise_()
    qtbot.waitUntil(lambda: not moves.isVisible())  # put away, not crushed
    findings = window.docks["findingsDock"]
    qtbot.waitUntil(lambda: findings.width() >= 0.44 * window.width())
    assert findings.height() >= 0.8 * window.height()
    assert problems(window, MIN_TEXT_PX) == []
    history.raise_()  # the Move list tab beside the findings: the Moves panel back with its rows
    qtbot.waitUntil(lambda: moves.isVisible() and not moves.visibleRegion().isEmpty())
    _settle(qtbot)
    assert _rows(tree, line) >= 5 and _rows(table, line) >= 3
    assert problems(window, MIN_TEXT_PX) == []
    window.presentation.leave()
