"""The window's menus agree with the page shown, for every take-away game of the registry: each action
is enabled exactly where it does something there (and then does it, used as a person does: keys,
menu items), and a greyed one says why in its status tip. Parametrised over the registry: a new game
is tested here by adding its registry line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog

from quadace_gui.core.games.game_files import TakeAwayRecord
from quadace_gui.core.games.plugin import PLUGINS
from quadace_gui.core.games.takeaway import make_game
from quadace_gui.views.actions import ACTIONS

TAKEAWAY_KEYS = sorted(key for key in PLUGINS if key != "quadace")
CTRL = Qt.KeyboardModifier.ControlModifier
#: QuadAce's own: its board, its map of hands, its docks (the take-away page has its own map and tabs).
QUADACE_ONLY = {"exportSvg", "flip", "mapAB", "signs", "unreachableShow", "unreachableDim", "unreachableHide"}
QUADACE_DOCKS = {
    "heatmapDock",
    "movesDock",
    "historyDock",
    "whyDock",
    "inductionDock",
    "quizDock",
    "valueHistoryDock",
    "findingsDock",
    "lessonDock",
}
#: Enabled by the state of the game or the lesson, not by the page (checked below).
STATEFUL = {"undo", "redo", "reveal", "nextStep", "previousStep", "leaveLesson", "resumeLesson"}


@pytest.fixture(autouse=True)
def _never_block(never_block_on_questions):
    """Every test here answers "Discard" to a question box."""


def open_game(window, key):
    window.answers.setSwitchedOff(False)
    page = window.openTakeAway(make_game(key))
    return page, page.model


@pytest.mark.parametrize("key", TAKEAWAY_KEYS)
def test_every_action_is_enabled_on_the_page_where_it_does_something(qtbot, window, key):
    actions, docks = window.actionMap, window.docks

    def states():
        return (
            {name for name, a in actions.items() if a.isEnabled() and name not in STATEFUL},
            {name for name, d in docks.items() if d.toggleViewAction().isEnabled()},
        )

    everything = {spec.name for spec in ACTIONS} - STATEFUL
    assert states() == (everything, set(docks))  # QuadAce: every action, every panel
    assert not any(a.statusTip() for a in actions.values())
    _page, _m = open_game(window, key)
    assert states() == (everything - QUADACE_ONLY, set(docks) - QUADACE_DOCKS)
    for name in QUADACE_ONLY:  # greyed, and the status tip and the menu's tooltip say why
        assert actions[name].statusTip() and actions[name].toolTip() == actions[name].statusTip(), name
    assert window.viewMenu.toolTipsVisible()
    assert "QuadAce" in actions["mapAB"].statusTip() and "PNG" in actions["exportSvg"].statusTip()
    for name in QUADACE_DOCKS:
        assert docks[name].toggleViewAction().statusTip(), name
    assert "articles" in docks["findingsDock"].toggleViewAction().statusTip()
    unreachable = window.unreachableMenu.menuAction()
    assert unreachable.statusTip() and not unreachable.isEnabled()
    assert window.exportMenu.isEnabled() and actions["autoplay"].isEnabled()
    reason = actions["mapAB"].statusTip()
    window.showQuadAce()  # and back: everything again, no tips left
    assert states() == (everything, set(docks))
    assert not any(a.statusTip() for a in actions.values()) and not window.viewMenu.toolTipsVisible()
    assert actions["mapAB"].toolTip() != reason and actions["undo"].toolTip().startswith("Undo")


def test_the_lesson_steps_wait_for_a_lesson_on_every_page(qtbot, window):
    lesson = {"nextStep", "previousStep", "leaveLesson", "resumeLesson"}
    assert not any(window.actionMap[name].isEnabled() for name in lesson)
    open_game(window, "nim")
    assert not any(window.actionMap[name].isEnabled() for name in lesson)
    assert window.actionMap["openLesson"].isEnabled()


@pytest.mark.parametrize("key", TAKEAWAY_KEYS)
def test_copy_and_paste_work_in_the_games_notation(qtbot, window, no_dialogs, key):
    page, m = open_game(window, key)
    qtbot.keyClick(window, Qt.Key.Key_C, CTRL)  # Copy Position
    start = m.text()
    assert QGuiApplication.clipboard().text() == start and start in window.statusBar().currentMessage()
    after = m.moveInfos()[0].after
    QGuiApplication.clipboard().setText(m.text(after))
    qtbot.keyClick(window, Qt.Key.Key_V, CTRL)  # Paste Position: that position on the board
    assert m.heaps() == after and not no_dialogs
    QGuiApplication.clipboard().setText("not a position")
    qtbot.keyClick(window, Qt.Key.Key_V, CTRL)
    assert m.heaps() == after and [kind for kind, _text, _f in no_dialogs] == ["warning"]
    assert "does not hold a position" in no_dialogs[0][1]
    page.model.playBest()
    qtbot.keyClick(window, Qt.Key.Key_C, CTRL | Qt.KeyboardModifier.ShiftModifier)  # Copy Game
    record = TakeAwayRecord.from_json(json.loads(QGuiApplication.clipboard().text()))
    assert record.game == m.game() and record.start == after and record.heaps() == [after, m.heaps()]


@pytest.mark.parametrize("key", TAKEAWAY_KEYS)
def test_export_fit_exercises_and_reset_layout_work_on_the_page(qtbot, window, monkeypatch, tmp_path, key):
    page, _m = open_game(window, key)
    # File > Export > Heatmap as PNG: the take-away map
    target = tmp_path / "map.png"
    asked = []

    def save_name(_parent, _title, suggestion, _filter):
        asked.append(suggestion)
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    window.actionMap["exportPng"].trigger()
    assert target.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    suggested = Path(asked[0]).name
    assert suggested.startswith(f"{key}-") and suggested.endswith(".png")
    assert "Exported" in window.statusBar().currentMessage()
    # View > Fit Heatmap (Ctrl+0): the whole map again after a zoom
    box = page.heatmap._plot.getViewBox()

    def shown():
        return [end for axis in box.viewRange() for end in axis]

    fitted = shown()
    box.scaleBy((0.5, 0.5))
    assert shown() != pytest.approx(fitted, abs=0.01)
    qtbot.keyClick(window, Qt.Key.Key_0, CTRL)
    assert shown() == pytest.approx(fitted, abs=0.01)
    # View > Exercises (E): the exercises of every game, on this page too
    dock = window.docks["exercisesDock"]
    qtbot.keyClick(window, Qt.Key.Key_E)
    assert dock.isVisible() and window.panels["exercisesDock"].isVisible()
    qtbot.keyClick(window, Qt.Key.Key_E)
    assert not dock.isVisible()
    # View > Reset Layout: the page's board, map and tabs as they came (a lesson may hide the map)
    first = (page.splitter.sizes(), page.rightSplitter.sizes())
    total = sum(first[0])
    page.splitter.setSizes([total - 150, 150])
    page.rightSplitter.setSizes([50, sum(first[1]) - 50])
    page.heatmap.hide()
    window.actionMap["resetLayout"].trigger()
    assert page.heatmap.isVisible() and page.tabs.isVisible()
    (left, _right), (top, _bottom) = page.splitter.sizes(), page.rightSplitter.sizes()
    assert abs(left - first[0][0]) <= 2  # the board its first width
    assert top >= min(first[1][0], page.heatmap.maximumHeight()) - 2  # the map its height (not 50 px)
