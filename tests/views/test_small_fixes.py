"""Small fixes the audit of issue 20 saw: Wythoff's "both" move in Chinese, the Chopsticks status line at
1280x720, and Undo right after New Game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from quadace_gui.app import install_translation
from quadace_gui.core.games.takeaway import make_game

from .test_takeaway_window import click_stone, make_window  # noqa: F401 (a fixture)


@pytest.fixture(autouse=True)
def _english_afterwards():
    yield
    install_translation(QApplication.instance(), "en")


def test_wythoffs_move_on_both_heaps_is_written_in_chinese(qtbot, make_window):  # noqa: F811
    """The Chinese move list had said "both 4" in English."""
    assert install_translation(QApplication.instance(), "zh_CN")
    w = make_window(make_game("wythoff", heaps=(8, 11)))
    click_stone(qtbot, w, 1, 7, shift=True)  # 4 from heap 2, so 4 from both
    assert w.model.heaps() == (4, 7)
    assert w.moveList.model.index(0, 2).data() == "两堆各 4"
    assert w.moveList.model.index(0, 4).data().endswith("，留下 P 局面")  # (4, 7) is a P-position
    header = w.moveList.model.headerData(3, Qt.Orientation.Horizontal)
    assert header == "局面"  # the take-away game's position column
    qtbot.mouseMove(w.board, w.board.stoneCenter(0, 2).toPoint())  # (hover, no Shift: one heap)
    w.bothBox.setChecked(True)
    qtbot.mouseMove(w.board, w.board.stoneCenter(0, 1).toPoint())
    qtbot.mouseMove(w.board, w.board.stoneCenter(0, 2).toPoint())
    message = w.window().statusBar().currentMessage()
    assert "两堆各 2" in message and "both" not in message, message


def _accept_new_game(monkeypatch, game_key=None, heaps=None):
    """File > New Game answered with OK (QuadAce's rules, or a take-away game), its changes discarded."""
    from PySide6.QtWidgets import QMessageBox

    from quadace_gui.views.dialogs import NewGameDialog

    def exec_(dialog):
        if game_key is not None:
            dialog.gameBox.setCurrentIndex(dialog.gameBox.findData(game_key))
            if heaps is not None:
                dialog.takeAwayPage.heapsEdit.setText(heaps)
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", exec_)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)


def test_new_game_starts_a_fresh_history_in_quadace(qtbot, window, monkeypatch):
    """Undo right after New Game went back to the game before, at its start: it looked like nothing."""
    from quadace_gui.core.position import Move

    _accept_new_game(monkeypatch)
    window.model.playMove(Move(1, 1))
    assert window.actionMap["undo"].isEnabled()
    window.actionMap["new"].trigger()
    qtbot.waitUntil(lambda: window.model.plyCount == 0)
    undo = window.actionMap["undo"]
    assert not undo.isEnabled() and undo.text().replace("&", "") == "Undo"
    assert not window.isWindowModified()
    window.model.playMove(Move(1, 1))  # the new game's own moves are undone as before
    assert undo.isEnabled()
    undo.trigger()
    assert window.model.plyCount == 0 and not undo.isEnabled()


def test_new_game_starts_a_fresh_history_on_the_take_away_page(qtbot, make_window, monkeypatch):  # noqa: F811
    w = make_window(make_game("nim", heaps=(3, 4, 5)))
    window = w.window()
    click_stone(qtbot, w, 1, 2)
    assert window.actionMap["undo"].isEnabled()
    _accept_new_game(monkeypatch, "nim", "2,3")
    window.actionMap["new"].trigger()
    assert w.model.heaps() == (2, 3)
    assert not window.actionMap["undo"].isEnabled() and w.model.undoStack.count() == 0
    _accept_new_game(monkeypatch, "wythoff", "4,7")  # another game on the same page
    window.actionMap["new"].trigger()
    assert w.model.game().key == "wythoff" and not window.actionMap["undo"].isEnabled()
    QApplication.processEvents()  # (the board laid out for the new heaps)
    click_stone(qtbot, w, 0, 3)
    assert w.model.heaps() == (3, 7) and window.actionMap["undo"].isEnabled()


@pytest.mark.parametrize("language", ["en", "zh_CN"])
@pytest.mark.parametrize("preset", ["chopsticks", "chopsticks-cutoff-bare"])
def test_the_chopsticks_status_line_fits_a_1280_px_window(qtbot, window, language, preset):
    """The status line named the whole rule set: at 1280x720 it ran into the "Solved ..." note, which
    was cut ("misère: retire to lo"). It names the preset; the tooltip has the whole rule set."""
    from PySide6.QtGui import QFontMetrics

    from quadace_gui.core.games.presets import PRESETS
    from quadace_gui.core.solver import solve
    from quadace_gui.texts import rules_name, solved_text

    assert install_translation(QApplication.instance(), language)
    rules = PRESETS[preset].rules
    window.resize(1280, 720)
    window.model.newGame(solve(rules))
    bar, label = window.statusBar(), window.positionLabel
    note = solved_text(rules, 0.12)
    bar.showMessage(note, 6000)
    QApplication.processEvents()
    metrics = QFontMetrics(bar.font())
    assert label.width() >= QFontMetrics(label.font()).horizontalAdvance(label.text())  # whole
    assert metrics.horizontalAdvance(note) + 20 <= bar.width() - label.width(), (note, label.text())
    assert rules_name(rules) == label.toolTip() and rules_name(rules) not in label.text()
