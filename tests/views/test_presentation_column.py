"""Presentation mode gives every panel shown the room it needs (issue 20, the audit at 1280x720): the
Moves tree and the Move list keep rows; the findings, the quiz and the exercises take the panel column
while in front, and the others come back after them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
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


def _answers_in_view(panel):
    """Whether the revealed answers (both boxes, their whole height) are in the card's view."""
    area = panel._area
    room = area.viewport().rect()
    for box in (panel.articleBox, panel.solverBox):
        rect = box.rect().translated(box.mapTo(area.viewport(), box.rect().topLeft()))
        if not room.contains(rect):
            return False
    return True


def test_the_exercises_have_the_left_side_at_1280x720(qtbot, window):
    """View > Exercises had opened below the Move list: 1.5 rows of the list, and after Reveal the
    answers out of sight. Now a tab over the map, in front, with the left side's height."""
    window.resize(1280, 720)
    window.resetLayout()
    window.docks["exercisesDock"].toggleViewAction().trigger()  # View > Exercises
    dock, panel = window.docks["exercisesDock"], window.panels["exercisesDock"]
    qtbot.waitUntil(lambda: dock.isVisible() and not dock.visibleRegion().isEmpty())
    assert dock in window.tabifiedDockWidgets(window.docks["heatmapDock"])
    assert dock.height() >= 0.75 * window.centralWidget().height()
    listed = panel.exerciseList
    assert _rows(listed, listed.sizeHintForRow(0)) >= 8
    qtbot.mouseClick(panel.revealButton, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.articleBox.isVisible())
    _settle(qtbot)
    assert _answers_in_view(panel)
    assert problems(window, 0) == []


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_the_exercises_are_offered_in_presentation(qtbot, window, language):
    """F11 had hidden the Exercises panel; E shows it there, with the panel column to itself."""
    _set_language(qtbot, window, language)
    window.resize(1280, 720)
    window.resetLayout()
    _present(qtbot, window, "panel")
    dock, panel = window.docks["exercisesDock"], window.panels["exercisesDock"]
    moves = window.docks["movesDock"]
    assert not dock.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_E)
    qtbot.waitUntil(lambda: dock.isVisible() and not moves.isVisible())
    qtbot.waitUntil(lambda: dock.width() >= 0.44 * window.width())
    _settle(qtbot)
    listed = panel.exerciseList
    assert _rows(listed, listed.sizeHintForRow(0)) >= 4
    assert problems(window, MIN_TEXT_PX) == []
    qtbot.mouseClick(panel.revealButton, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.articleBox.isVisible())
    _settle(qtbot)
    area = panel._area.viewport()
    top = panel.articleBox.mapTo(area, panel.articleBox.rect().topLeft()).y()
    assert 0 <= top < area.height() // 2  # the answers in view, from their top
    assert problems(window, MIN_TEXT_PX) == []
    qtbot.keyClick(window, Qt.Key.Key_E)  # put away: the Moves panel back
    qtbot.waitUntil(lambda: not dock.isVisible() and moves.isVisible())
    window.presentation.leave()
    assert not dock.isVisible() and moves.isVisible()  # the window as before F11
