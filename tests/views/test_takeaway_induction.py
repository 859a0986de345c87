"""The Backward induction tab of every take-away game in the one window (issue 19): the one
InductionPanel QuadAce docks, driven like a person (click the tab, Start, Step, Back, the slider, Play,
Leave, a cell of the map) while the map, 抢30's strip and the panel's caption and counts follow the solved
table level by level. Parametrised over the registry: a new game is tested here by adding its line to
PLUGINS."""

from __future__ import annotations

import re

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from quadace_gui.app import install_translation
from quadace_gui.core.games.plugin import PLUGINS
from quadace_gui.core.games.protocol import LOSS
from quadace_gui.core.games.takeaway import Bash, make_game
from quadace_gui.views.heatmap.induction import UNDECIDED

TAKEAWAY_KEYS = sorted(key for key in PLUGINS if key != "quadace")
CTRL = Qt.KeyboardModifier.ControlModifier
GREY = tuple(int(v) for v in UNDECIDED)


@pytest.fixture(autouse=True)
def _never_block(never_block_on_questions):
    """Every test here answers "Discard" to a question box."""


def click(qtbot, button):
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def click_tab(qtbot, page, widget):
    bar = page.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(page.tabs.indexOf(widget)).center())
    assert page.tabs.currentWidget() is widget


def open_induction(qtbot, window, game):
    window.answers.setSwitchedOff(False)
    page = window.openTakeAway(game)
    click_tab(qtbot, page, page.inductionPanel)
    return page, page.inductionPanel


def map_cells(page):
    """Per cell of the map shown (the slice of a game of three or four heaps): its slot (-1: none) and
    whether it is painted the induction's undecided grey."""
    grid = page.heatmap.grid()
    grey = np.all(page.heatmap.image() == np.array(GREY, dtype=np.uint8), axis=-1)
    return grid.slots, grey


def test_the_tab_sits_beside_the_others(qtbot, window):
    page = window.openTakeAway(make_game("nim", heaps=(3, 4, 5)))
    titles = [page.tabs.tabText(i) for i in range(page.tabs.count())]
    assert titles == ["Move list", "Rule", "Why?", "Value history", "Quiz", "Backward induction"]


@pytest.mark.parametrize("key", TAKEAWAY_KEYS)
def test_stepping_the_induction_colours_exactly_the_levels_decided(qtbot, window, key):
    page, panel = open_induction(qtbot, window, PLUGINS[key].default())
    model, heatmap = page.model, page.heatmap
    table = model.table()
    report = model.inductionLevels()
    last, n = report.last, report.last + 1
    assert last == int(table.distance.max())
    assert panel.step() is None and heatmap.inductionLevel() is None
    slots, grey = map_cells(page)
    assert not grey[slots >= 0].any()  # the normal map: nothing grey

    click(qtbot, panel.startButton)  # nothing decided yet: the whole map grey
    assert panel.step() == -1 and heatmap.inductionLevel() == -1
    slots, grey = map_cells(page)
    assert grey[slots >= 0].all()
    assert panel.countLabel.text() == f"{report.positions} positions to decide."
    for k in range(min(n, 6)):
        click(qtbot, panel.stepButton)
        assert panel.step() == k and heatmap.inductionLevel() == k
        assert panel.titleLabel.text() == f"<b>Step {k + 1} of {n}: level {k}</b>"
        count = int(np.count_nonzero(table.distance == k))  # the solved table's own count
        done = int(np.count_nonzero((table.distance >= 0) & (table.distance <= k)))
        noun = "position" if count == 1 else "positions"
        text = panel.countLabel.text()
        assert text.startswith(f"{count} {noun} decided at this level") and text.endswith(f"({done} so far).")
        slots, grey = map_cells(page)
        have = slots >= 0
        decided = np.asarray(table.distance)[np.where(have, slots, 0)] <= k
        assert np.array_equal(grey[have], ~decided[have])  # coloured exactly where level <= k
        shown = int(np.count_nonzero(have & (np.asarray(table.distance)[np.where(have, slots, 0)] == k)))
        if len(model.game().start) > 2:  # a slice: how many of the level it shows
            assert ("none in this slice" in text) == (shown == 0 and count > 0)
        assert heatmap.pDotCount() == int(np.count_nonzero(have & decided & (table.value[slots] == LOSS)))
        if isinstance(model.game(), Bash):  # 抢30: the strip rings the numbers reached so far
            game = model.game()
            reached = [
                s
                for s in range(1, game.target + 1)
                if 0 <= table.distance_of(game.heaps_at(s)) <= k  # (the test may count: the view may not)
            ]
            assert page.strip.reachedNumbers() == reached
    rule = panel.ruleLabel.text()
    assert "P-position" in rule or "finished" in rule  # the rule in the words of P/N-positions
    click(qtbot, panel.backButton)
    assert panel.step() == min(n, 6) - 2 and heatmap.inductionLevel() == panel.step()
    panel.slider.setValue(last)  # the slider to the end: every position decided, and said so
    assert panel.step() == last and panel.endLabel.text() == (
        "Every position was decided: each is a P- or an N-position."
    )
    slots, grey = map_cells(page)
    assert not grey[slots >= 0].any() and not panel.stepButton.isEnabled()
    click(qtbot, panel.leaveButton)
    assert panel.step() is None and heatmap.inductionLevel() is None
    if isinstance(model.game(), Bash):
        assert page.strip.inductionLevel() is None


@pytest.mark.parametrize("key", TAKEAWAY_KEYS)
def test_a_cell_clicked_is_explained_and_hiding_the_answers_covers_the_panel(qtbot, window, key):
    page, panel = open_induction(qtbot, window, PLUGINS[key].default())
    model, heatmap = page.model, page.heatmap
    click(qtbot, panel.startButton)
    panel.jumpTo(2)
    heaps = model.heaps()
    at = heatmap.cellPoint(heaps)
    assert at is not None
    qtbot.mouseClick(heatmap.view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    why = panel.whyLabel.text()
    written = PLUGINS[key].format_position(model.game(), heaps)
    level = model.table().distance_of(heaps)
    kind = "an N-position" if model.isP(heaps) is False else "a P-position"
    assert why.startswith(f"Why? {written} is {kind} (level {level})"), why
    assert ("Not decided yet" in why) == (level > 2)
    assert "hands" not in why  # (QuadAce's note on its notation is QuadAce's)

    qtbot.keyClick(window, Qt.Key.Key_H, CTRL)  # hidden answers: a Reveal button, the normal map (grey)
    assert page.answers.hidden() and panel.cover.isCovering()
    assert panel.step() is None and heatmap.inductionLevel() is None
    qtbot.keyClick(window, Qt.Key.Key_R, CTRL)
    assert not panel.cover.isCovering() and panel.step() is None
    qtbot.keyClick(window, Qt.Key.Key_H, CTRL)  # after Reveal: this position hidden again
    assert page.answers.hidden() and window.actionMap["hideAnswers"].isChecked()
    qtbot.keyClick(window, Qt.Key.Key_H, CTRL)  # then the switch off
    assert not window.answers.switchedOff()


def test_play_runs_to_the_last_level_and_another_game_starts_over(qtbot, window):
    page, panel = open_induction(qtbot, window, make_game("bash", target=12, most=3))
    panel.speedBox.setCurrentIndex(2)  # fast
    click(qtbot, panel.playButton)
    assert panel.isPlaying() and page.heatmap.inductionLevel() is not None
    qtbot.waitUntil(lambda: not panel.isPlaying(), timeout=20000)
    last = int(page.model.table().distance.max())
    assert panel.step() == last == page.heatmap.inductionLevel() and not panel.playButton.isChecked()
    assert page.strip.reachedNumbers() == list(range(1, 13))
    click(qtbot, panel.backButton)
    assert page.heatmap.inductionLevel() == last - 1
    page.startGame(make_game("wythoff", heaps=(5, 8)))  # another game: the induction starts over
    assert panel.step() is None and page.heatmap.inductionLevel() is None


def test_the_buttons_stay_under_the_pointer_and_the_slice_is_counted(qtbot, window):
    """Nim 12,9,6: the map shows the slice of heap 3 = 6; each level says how many of its positions
    the slice holds (often none at the first levels), and Step never moves away from the pointer."""
    page, panel = open_induction(qtbot, window, make_game("nim", heaps=(12, 9, 6)))
    step = panel.stepButton
    click(qtbot, panel.startButton)
    place = step.mapTo(page, step.rect().topLeft())
    grid = page.heatmap.grid()
    assert grid is not None and grid.fixed == (6,)
    distance = np.asarray(page.model.table().distance)
    in_slice = distance[grid.slots]
    for k in range(6):
        click(qtbot, step)
        assert panel.step() == k
        assert step.mapTo(page, step.rect().topLeft()) == place  # a second click lands on Step again
        shown, total = int(np.count_nonzero(in_slice == k)), int(np.count_nonzero(distance == k))
        text = panel.countLabel.text()
        assert text.startswith(f"{total} position")
        if shown == 0:
            assert ", none in this slice" in text
        elif shown < total:
            assert f", {shown} in this slice" in text
    panel.jumpTo(0)
    assert panel.countLabel.text() == "1 position decided at this level, none in this slice (1 so far)."
    panel.slider.setValue(panel.lastLevel())
    assert step.mapTo(page, step.rect().topLeft()) == place


@pytest.fixture
def chinese():
    yield install_translation(QApplication.instance(), "zh_CN")
    install_translation(QApplication.instance(), "en")


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_every_tab_title_is_whole_at_1280_by_720(qtbot, window, language):
    install_translation(QApplication.instance(), language)
    try:
        window.resize(1280, 720)
        page = window.openTakeAway(make_game("nim", heaps=(3, 4, 5)))
        qtbot.waitUntil(lambda: window.width() == 1280)
        QApplication.processEvents()
        bar = page.tabs.tabBar()
        metrics = bar.fontMetrics()
        for i in range(bar.count()):  # no title elided: each tab as wide as its text at least
            assert bar.tabRect(i).width() >= metrics.horizontalAdvance(bar.tabText(i)), bar.tabText(i)
        right = page.tabs.mapTo(window, page.tabs.rect().topRight()).x()
        assert right <= window.width()  # and the tabs within the window
    finally:
        install_translation(QApplication.instance(), "en")


def test_the_panel_speaks_chinese(qtbot, window, chinese):
    assert chinese
    page, panel = open_induction(qtbot, window, make_game("bash", target=30, most=2))
    assert page.tabs.tabText(page.tabs.indexOf(panel)) in ("倒推法", "逆向归纳")
    click(qtbot, panel.startButton)
    for _ in range(3):
        click(qtbot, panel.stepButton)
    assert "P 局面" in panel.ruleLabel.text() or "N 局面" in panel.ruleLabel.text()
    for label in (panel.titleLabel, panel.countLabel, panel.ruleLabel):  # no English left (P, N are words)
        text = label.text().replace("<b>", "").replace("</b>", "")
        assert not re.search("[A-MOQ-Za-z]", text), text
