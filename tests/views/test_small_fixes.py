"""Small fixes the audit of issue 20 saw: Wythoff's "both" move in Chinese, the Chopsticks status line at
1280x720, and Undo right after New Game."""

from __future__ import annotations

import pytest
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
    assert w.moveList.item(1, 2).text() == "两堆各 4"
    qtbot.mouseMove(w.board, w.board.stoneCenter(0, 2).toPoint())  # (hover, no Shift: one heap)
    w.bothBox.setChecked(True)
    qtbot.mouseMove(w.board, w.board.stoneCenter(0, 1).toPoint())
    qtbot.mouseMove(w.board, w.board.stoneCenter(0, 2).toPoint())
    message = w.window().statusBar().currentMessage()
    assert "两堆各 2" in message and "both" not in message, message
