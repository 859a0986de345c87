"""A quiz question never loses the game silently: after moves were played, New question leaves the
window marked modified (closing asks the save question), the status bar says Undo brings the moves
back, and Ctrl+Z does; the same in QuadAce and in a take-away game (audit 2, finding 4)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from quadace_gui.app import install_translation
from quadace_gui.core.games.takeaway import make_game
from quadace_gui.models.move_list_model import COLUMNS
from quadace_gui.views.panels.quiz import QuizPanel

from .test_main_window import play_by_clicking


def _take_a_stone(qtbot, page):
    heaps = page.model.heaps()
    heap = next(i for i, h in enumerate(heaps) if h)
    point = page.board.stoneCenter(heap, heaps[heap] - 1).toPoint()
    qtbot.mouseMove(page.board, point)
    qtbot.mouseClick(page.board, Qt.MouseButton.LeftButton, pos=point)


def _closing_asks(window, monkeypatch) -> list[str]:
    asked: list[str] = []

    def cancel(*args, **kwargs):
        asked.append(args[2])
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "question", cancel)
    window.close()
    return asked


def test_a_nim_question_keeps_the_game_for_the_save_question_and_undo(qtbot, window, monkeypatch):
    page = window.openTakeAway(make_game("nim", heaps=(3, 4, 5)))
    _take_a_stone(qtbot, page)
    _take_a_stone(qtbot, page)
    played = page.model.heaps()
    assert page.model.plyCount == 2 and window.isWindowModified()
    page.tabs.setCurrentWidget(page.quizTab)
    qtbot.waitUntil(page.quizPanel.newButton.isVisible)
    qtbot.mouseClick(page.quizPanel.newButton, Qt.MouseButton.LeftButton)
    assert page.quizPanel.question is not None and page.model.plyCount == 0  # the question's position
    assert window.isWindowModified()  # the moves still count: the "*" stays
    assert "Undo (Ctrl+Z) brings them back" in window.statusBar().currentMessage()
    asked = _closing_asks(window, monkeypatch)
    assert asked == ["The game has changes that are not saved. Save them first?"]
    assert window.isVisible()  # Cancel: nothing closed
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert page.model.plyCount == 2 and page.model.heaps() == played  # the game is back
    assert window.isWindowModified()


def test_a_question_in_a_game_just_begun_asks_nothing(qtbot, window, monkeypatch):
    page = window.openTakeAway(make_game("wythoff"))
    page.tabs.setCurrentWidget(page.quizTab)
    qtbot.waitUntil(page.quizPanel.newButton.isVisible)
    qtbot.mouseClick(page.quizPanel.newButton, Qt.MouseButton.LeftButton)
    assert not window.isWindowModified()
    assert "Undo" not in window.statusBar().currentMessage()  # no moves were put aside


def test_quadace_and_nim_say_the_same(qtbot, window, monkeypatch):
    for move in ("1+1", "1+2"):
        play_by_clicking(qtbot, window, move)
    assert window.isWindowModified()
    window.docks["quizDock"].raise_()
    panel = window.docks["quizDock"].findChild(QuizPanel)
    qtbot.waitUntil(panel.newButton.isVisible)
    qtbot.mouseClick(panel.newButton, Qt.MouseButton.LeftButton)
    assert panel.question is not None and window.model.plyCount == 0
    assert window.isWindowModified()
    assert "Undo (Ctrl+Z) brings them back" in window.statusBar().currentMessage()
    assert len(_closing_asks(window, monkeypatch)) == 1
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.model.plyCount == 2


@pytest.mark.parametrize(("language", "key"), [("en", "wythoff"), ("zh_CN", "nim"), ("en", "bash")])
def test_the_result_column_is_whole_at_1280_by_720(qtbot, window, language, key):
    """The take-away move list's Result column and its header are not elided at 1280x720 at 100 %
    (audit 2, finding 5: "→ lo…" and "Re…" in Wythoff, "→9 步负，留…" in Chinese Nim)."""
    install_translation(QApplication.instance(), language)
    try:
        window.resize(1280, 720)
        page = window.openTakeAway(make_game(key))
        qtbot.waitUntil(lambda: window.width() == 1280)
        for _ in range(3):
            page.model.playBest()
        panel = page.moveList
        result = COLUMNS.index("value")
        header = panel.table.horizontalHeader()

        def whole() -> bool:
            panel.fitColumns()
            want = panel._qtColumnWidthsWanted()
            return (
                all(header.sectionSize(c) >= want[c] for c in range(len(COLUMNS))) and panel.columnsInView()
            )

        qtbot.waitUntil(whole)
        assert header.sectionSize(result) >= panel._qtColumnWidthsWanted()[result]
        page.model.undoStack.setClean()
    finally:
        install_translation(QApplication.instance(), "en")
