"""The subtraction game in the take-away window, as a person meets it: chosen in New Game, played on the
heap board (only the amounts of S can be taken), its rule tab stating the period the solver found, and
opened from the command line."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog

from quadace_gui.core.games.subtraction import Subtraction
from quadace_gui.core.games.takeaway import make_game
from quadace_gui.views.dialogs import NewGameDialog

from .test_takeaway_window import click_stone, make_window  # noqa: F401  (the fixture)


def test_new_game_dialog_offers_the_subtraction_game(qtbot):
    dialog = NewGameDialog(10)
    qtbot.addWidget(dialog)
    dialog.gameBox.setCurrentIndex(dialog.gameBox.findData("subtraction"))
    page = dialog.takeAwayPage
    assert page.amountsEdit.isVisibleTo(dialog) and not page.targetBox.isVisibleTo(dialog)
    assert dialog.takeAwayGame() == Subtraction()
    page.amountsEdit.setText("2,5,7")
    page.heapsEdit.setText("40")
    assert dialog.takeAwayGame() == Subtraction(start=(40,), amounts=(2, 5, 7))
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    page.amountsEdit.setText("2,,5")
    assert not ok.isEnabled() and "⚠" in page.note.text() and "1,3,4" in page.note.text()
    page.amountsEdit.setText("0")
    assert not ok.isEnabled() and "from 1 to 16" in page.note.text()
    page.amountsEdit.setText("1,3,1")  # an amount typed twice: said, not quietly dropped
    assert not ok.isEnabled() and "S lists the amount 1 twice" in page.note.text()
    page.amountsEdit.setText("1 3 4")
    assert ok.isEnabled()


def test_only_the_amounts_of_s_can_be_taken(qtbot, make_window):  # noqa: F811
    w = make_window(make_game("subtraction", heaps=(20,)))
    assert w.boards.currentWidget() is w.board and not w.bothBox.isVisible()
    assert "S = {1, 3, 4}" in w.prompt.text()
    click_stone(qtbot, w, 0, 18)  # the 19th stone and the one above it: two, not in S
    assert w.model.heaps() == (20,) and w.moveList.model.rowCount() == 0
    click_stone(qtbot, w, 0, 16)  # four stones
    assert w.model.heaps() == (16,) and w.moveList.model.index(0, 3).data() == "16"
    assert w.model.isP() and w.moveList.verdictTexts()[0] == "best"  # 16 mod 7 = 2: P


def test_the_rule_tab_states_the_period(qtbot, make_window):  # noqa: F811
    w = make_window(make_game("subtraction", heaps=(20,)))
    w.tabs.setCurrentWidget(w.rulePanel)
    text = w.rulePanel.text()
    assert "P exactly when n mod 7 is one of 0, 2" in text
    assert "20 mod 7 = 6 \u2209 {0, 2} \u2192 N" in text
    assert "21 of 21 positions" in text
    w.model.jumpTo((9,))
    assert "9 mod 7 = 2 \u2208 {0, 2} \u2192 P" in w.rulePanel.text()
    bash = make_window(make_game("bash", target=30, most=3))
    assert "subtraction game with S = {1, 2, 3}" in bash.rulePanel.text()
    assert "S = {1, 2, \u2026, 9}" in make_window(make_game("bash", target=100, most=9)).rulePanel.text()


def test_the_command_line_opens_the_subtraction_game(tmp_path):
    import os
    import subprocess
    import sys

    from quadace_gui.app import run_app

    from .test_takeaway_window import SHOW_THE_WINDOW

    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
    )
    argv = ["--game", "subtraction", "--moves", "2,5,7", "--limit", "40", "33"]
    done = subprocess.run(
        [sys.executable, "-c", SHOW_THE_WINDOW, *argv], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    title = "Subtraction game S = {2,5,7}, heap \u2264 40[*] \u2014 QuadAce"
    assert done.stdout.strip().splitlines() == [repr(("mainWindow", title, (33,), True))]
    assert run_app(["--game", "subtraction", "--moves", "1,x"]) == 2


@pytest.mark.parametrize("key", ["subtraction"])
def test_take_away_new_game_switches_to_the_subtraction_game(qtbot, make_window, monkeypatch, key):  # noqa: F811
    w = make_window(make_game("nim", heaps=(3, 4, 5)))

    def choose(dialog):
        dialog.gameBox.setCurrentIndex(dialog.gameBox.findData(key))
        dialog.takeAwayPage.amountsEdit.setText("2,3")
        dialog.takeAwayPage.heapsEdit.setText("12")
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", choose)
    w.window().actionMap["new"].trigger()
    assert w.model.game() == Subtraction(start=(12,), amounts=(2, 3)) and w.model.heaps() == (12,)
    assert w.boards.currentWidget() is w.board


def test_save_and_open_a_take_away_game(qtbot, make_window, tmp_path, no_dialogs, monkeypatch):  # noqa: F811
    from PySide6.QtWidgets import QFileDialog

    w = make_window(make_game("subtraction", heaps=(20,)))
    click_stone(qtbot, w, 0, 16)  # take four
    path = tmp_path / "lesson.quadace.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    w.window().actionMap["save"].trigger()
    assert path.exists() and '"game": "subtraction"' in path.read_text(encoding="utf-8")
    other = make_window(make_game("nim", heaps=(3, 4, 5)))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    other.window().actionMap["open"].trigger()
    assert other.model.game() == w.model.game() and other.model.heaps() == (16,)
    assert other.moveList.model.rowCount() == 1
    assert other.window().gameStack.currentWidget() is other
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "quadace-game", "version": 2, "moves": []}', encoding="utf-8")
    assert not other.openGame(str(broken))  # the page opens take-away games only
    assert no_dialogs and "QuadAce game" in str(no_dialogs[-1])
    bad = tmp_path / "bad.json"
    bad.write_text(path.read_text(encoding="utf-8").replace('"-4"', '"-2"'), encoding="utf-8")
    assert not other.window().openGame(bad)  # the window reads it as a subtraction game: -2 is not in S
    assert len(no_dialogs) == 2 and "bad move 1" in str(no_dialogs[-1])
    assert other.model.heaps() == (16,)  # nothing lost
    assert other.window().gameStack.currentWidget() is other


def test_moves_are_written_as_the_game_writes_them(qtbot, make_window):  # noqa: F811
    w = make_window(make_game("subtraction", heaps=(20,)))
    qtbot.mouseMove(w.board, w.board.stoneCenter(0, 17).toPoint())
    assert "-3" in w.window().statusBar().currentMessage()
    click_stone(qtbot, w, 0, 16)
    assert w.moveList.model.index(0, 2).data() == "-4" and w.model.moveText(w.model.moveAt(1), (20,)) == "-4"
    w.model.jumpTo((20,))
    assert "-4 (\u2192 16)" in w.rulePanel.text()  # (written when read, as the panel's tab is hidden)
