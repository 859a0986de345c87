"""Game > Play the Optimal Line (P) on every take-away game of the registry, in the one window, as a
person uses it: P plays the solved table's best line move by move to the end, P again stops it, a move
clicked on the board stops it, and with the answers hidden it asks to reveal them first. The window's
one AutoPlayer serves QuadAce and the take-away page alike. Parametrised over the registry: a new game
is tested here by adding its registry line."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from quadace_gui.core.games.plugin import PLUGINS
from quadace_gui.core.games.takeaway import make_game
from quadace_gui.models.autoplay import AutoPlayer

from .take_clicks import click_a_move

TAKEAWAY_KEYS = sorted(key for key in PLUGINS if key != "quadace")


@pytest.fixture(autouse=True)
def _never_block(never_block_on_questions):
    """Every test here answers "Discard" to a question box."""


def press(qtbot, window, key, modifier=Qt.KeyboardModifier.NoModifier):
    qtbot.keyClick(window, key, modifier)


def open_game(window, key):
    window.answers.setSwitchedOff(False)
    page = window.openTakeAway(make_game(key))
    return page, page.model


@pytest.mark.parametrize("key", TAKEAWAY_KEYS)
def test_p_plays_the_solved_tables_best_line_to_the_end(qtbot, window, key):
    page, m = open_game(window, key)
    start = m.heaps()
    best_line = [start, *(step.after for step in m.table().best_line(start))]
    assert window.actionMap["autoplay"].isEnabled()  # (it was greyed on the take-away page)
    window.autoplayer.setInterval(0)
    with qtbot.waitSignal(window.autoplayer.finished, timeout=20000):
        press(qtbot, window, Qt.Key.Key_P)
    assert [m.heaps(p) for p in range(m.plyCount + 1)] == best_line
    assert m.position().is_over and not window.autoplayer.running
    assert "has won" in window.statusBar().currentMessage()
    assert page.promptText().startswith("Game over")
    assert not window.actionMap["autoplay"].isEnabled()  # nothing left to play
    press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undoable move by move
    assert m.plyCount == len(best_line) - 2 and window.actionMap["autoplay"].isEnabled()


@pytest.mark.parametrize("key", TAKEAWAY_KEYS)
def test_p_again_stops_the_line_and_a_click_stops_it_too(qtbot, window, key):
    page, m = open_game(window, key)
    window.settings.setValue("autoplayMs", 2000)  # the window's interval setting serves every game
    assert window.autoplayer.timer.interval() == 2000
    window.autoplayer.setInterval(60_000)  # (one move now, the next a minute later)
    press(qtbot, window, Qt.Key.Key_P)
    assert window.autoplayer.running and m.plyCount == 1
    assert m.heaps(1) == m.table().best_line(m.heaps(0))[0].after
    press(qtbot, window, Qt.Key.Key_P)
    assert not window.autoplayer.running and m.plyCount == 1
    press(qtbot, window, Qt.Key.Key_P)
    assert window.autoplayer.running and m.plyCount == 2
    click_a_move(qtbot, page)  # the user's own move stops it
    assert not window.autoplayer.running and m.plyCount == 3


@pytest.mark.parametrize("key", TAKEAWAY_KEYS)
def test_with_the_answers_hidden_p_asks_to_reveal_first(qtbot, window, key):
    page, m = open_game(window, key)
    press(qtbot, window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    assert page.answers.hidden()
    press(qtbot, window, Qt.Key.Key_P)
    assert not window.autoplayer.running and m.plyCount == 0
    assert "Reveal" in window.statusBar().currentMessage()
    press(qtbot, window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)  # this position's answers
    window.autoplayer.setInterval(60_000)
    press(qtbot, window, Qt.Key.Key_P)  # one move: the next position's answers are hidden (as QuadAce's)
    assert not window.autoplayer.running and m.plyCount == 1
    qtbot.waitUntil(lambda: "optimal line stopped" in window.statusBar().currentMessage())
    press(qtbot, window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)  # every answer shown
    assert not page.answers.hidden()
    press(qtbot, window, Qt.Key.Key_P)
    assert window.autoplayer.running and m.plyCount == 2
    press(qtbot, window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)  # hiding stops it
    assert not window.autoplayer.running and m.plyCount == 2


def test_the_line_plays_both_sides_past_a_computer_seat(qtbot, window):
    """A computer seated at B does not answer the line's moves; stopped, it waits until asked."""
    page, m = open_game(window, "nim")
    page.match.setAnimationMs(0)
    page.match.setKind("B", "random")
    window.autoplayer.setInterval(0)
    with qtbot.waitSignal(window.autoplayer.finished, timeout=20000):
        press(qtbot, window, Qt.Key.Key_P)
    best_line = [m.heaps(0), *(step.after for step in m.table().best_line(m.heaps(0)))]
    assert [m.heaps(p) for p in range(m.plyCount + 1)] == best_line
    for _ in range(3):
        press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    window.autoplayer.setInterval(60_000)
    press(qtbot, window, Qt.Key.Key_P)  # from B's turn? then A's: one move of the line
    assert window.autoplayer.running
    press(qtbot, window, Qt.Key.Key_P)
    assert not window.autoplayer.running and not page.match.isThinking()


def test_one_autoplayer_follows_the_game_shown(qtbot, window):
    player = window.autoplayer
    assert isinstance(player, AutoPlayer) and player.game is window.model
    _page, m = open_game(window, "bash")
    assert player.game is m
    window.showQuadAce()
    assert player.game is window.model
    window.autoplayer.setInterval(60_000)
    press(qtbot, window, Qt.Key.Key_P)  # QuadAce's optimal line as before
    assert player.running and window.model.plyCount == 1 and m.plyCount == 0
    window.openTakeAway(make_game("bash"))  # another game shown: the line stops
    assert not player.running and window.model.plyCount == 1
