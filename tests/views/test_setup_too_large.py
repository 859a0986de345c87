"""A number far too large for a heap is refused for that reason (audit): Set Up Position in Nim with
"9999999999999999999,1,1" said "not a position"; it says the heap does not fit, in one line, in a
dialog, and the game is untouched. The New Game page says the same of such a start heap."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QInputDialog

from quadace_gui.app import install_translation
from quadace_gui.core.games.takeaway import make_game
from quadace_gui.views.dialogs import NewGameDialog

from .test_takeaway_window import make_window  # noqa: F401  (the fixture)

HUGE = "9999999999999999999"  # 19 digits: more than a heap size is read with


@pytest.mark.parametrize(
    ("game", "text", "words"),
    [
        (
            make_game("nim", heaps=(12, 9, 6)),
            f"{HUGE},1,1",
            f"a heap of {HUGE} does not fit: heaps go from 0 to 12",
        ),
        (
            make_game("wythoff", heaps=(8, 11)),
            f"3,{HUGE}0",
            f"a heap of {HUGE}0 does not fit: heaps go from 0 to 11",
        ),
        (make_game("bash", target=30, most=2), HUGE, f"{HUGE} cannot be the last number said"),
        (
            make_game("nim", heaps=(12, 9, 6)),
            "1," + "9" * 99 + ",1",
            "a heap of 999999999999999999999999\u2026",
        ),
    ],
    ids=["nim", "wythoff", "bash", "nim-99-digits"],
)
def test_set_up_with_a_huge_number_says_it_does_not_fit(
    qtbot,
    make_window,  # noqa: F811
    no_dialogs,
    monkeypatch,
    game,
    text,
    words,
):
    w = make_window(game)
    before = (w.model.heaps(), w.model.plyCount, w.model.game())
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: (text, True))
    w.window().actionMap["setup"].trigger()
    assert len(no_dialogs) == 1 and no_dialogs[0][0] == "warning"
    message = no_dialogs[0][1]
    assert words in message and "not a position" not in message and "\n" not in message
    assert (w.model.heaps(), w.model.plyCount, w.model.game()) == before


def test_the_chinese_dialog_says_it_too(qtbot, make_window, no_dialogs, monkeypatch, qapp: QApplication):  # noqa: F811
    assert install_translation(qapp, "zh_CN")
    try:
        w = make_window(make_game("nim", heaps=(12, 9, 6)))
        monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: (f"{HUGE},1,1", True))
        w.window().actionMap["setup"].trigger()
        assert no_dialogs and no_dialogs[0][1] == f"放不下 {HUGE} 个的堆：每堆从 0 到 12"
        assert w.model.heaps() == (12, 9, 6)
    finally:
        install_translation(qapp, "en")


def test_the_new_game_page_says_a_huge_start_heap_is_too_large(qtbot):
    dialog = NewGameDialog(10)
    qtbot.addWidget(dialog)
    dialog.gameBox.setCurrentIndex(dialog.gameBox.findData("nim"))
    page = dialog.takeAwayPage
    page.heapsEdit.setText(f"3,{HUGE},5")
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    assert not ok.isEnabled()
    assert f"a heap of {HUGE} is far more than any game here can solve" in page.note.text()
    page.heapsEdit.setText("3,4,5")
    assert ok.isEnabled()
