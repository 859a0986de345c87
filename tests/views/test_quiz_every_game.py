"""The quiz of every take-away game in the one window, used as a student would: open the game, open
the Quiz tab, press New question, answer with the buttons or on the board, read the answer and the
score; the answers stay hidden on the whole page while a question is open. Parametrised over the
registry: a new game is tested here by adding its registry line."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from quadace_gui.core.games.plugin import PLUGINS
from quadace_gui.core.games.protocol import LOSS, WIN
from quadace_gui.core.games.takeaway import make_game

TAKEAWAY_KEYS = sorted(key for key in PLUGINS if key != "quadace")


def click(qtbot, button):
    qtbot.waitUntil(button.isVisible)  # (a button just laid out is shown on the next event loop pass)
    assert button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def open_quiz(qtbot, window, key, kind):
    window.answers.setSwitchedOff(False)
    page = window.openTakeAway(make_game(key))
    page.tabs.setCurrentWidget(page.quizTab)
    panel = page.quizPanel
    qtbot.waitUntil(panel.isVisible)
    assert page.tabs.tabText(page.tabs.currentIndex()) == "Quiz"
    panel.category.setCurrentIndex(panel.category.findData(kind))
    assert panel.category.currentData() == kind
    return page, panel


def new_question(qtbot, page, panel):
    click(qtbot, panel.newButton)
    q = panel.question
    assert q is not None and page.model.heaps() == q.position  # the board shows the question
    assert page.model.text() in panel.prompt.text()
    # ...and nothing on the page gives the answer away
    assert page.answers.hidden() and page.ruleTab.currentWidget() is page.ruleHidden
    assert not panel.checkButton.isEnabled()
    return q


@pytest.mark.parametrize("key", TAKEAWAY_KEYS)
def test_p_or_n_answered_with_the_buttons(qtbot, window, never_block_on_questions, key):
    page, panel = open_quiz(qtbot, window, key, "p_or_n")
    assert not panel.moveBox.isVisible()  # only the value is asked
    assert not panel.valueButtons[0].isVisible()  # no draw in a take-away game
    q = new_question(qtbot, page, panel)
    truth = page.model.value()
    click(qtbot, panel.valueButtons[truth])
    click(qtbot, panel.checkButton)
    name = "a P-position" if truth == LOSS else "an N-position"
    assert panel.answer.text().startswith(f"✓ Right! {q.text} is {name}")
    assert "\nWhy: " in panel.answer.text()
    assert panel.scoreLabel.text() == "Score: 1 of 1 P or N right, 0 of 0 winning moves found"
    assert not page.answers.hidden() and page.ruleTab.currentWidget() is page.rulePanel  # shown again

    q = new_question(qtbot, page, panel)
    wrong = WIN if page.model.value() == LOSS else LOSS
    click(qtbot, panel.valueButtons[wrong])
    click(qtbot, panel.checkButton)
    assert panel.answer.text().startswith(f"✗ Not quite. {q.text} is ")
    assert panel.scoreLabel.text() == "Score: 1 of 2 P or N right, 0 of 0 winning moves found"


@pytest.mark.parametrize("key", TAKEAWAY_KEYS)
def test_a_winning_move_picked_with_a_button(qtbot, window, never_block_on_questions, key):
    page, panel = open_quiz(qtbot, window, key, "winning_move")
    new_question(qtbot, page, panel)
    m = page.model
    assert m.value() == WIN  # an N-position
    assert not any(b.isVisible() for b in panel.valueButtons.values())
    buttons = {b.text(): b for b in panel.moveButtons()}
    assert set(buttons) == {m.moveText(i.move) for i in m.moveInfos()}
    winning = next(m.moveText(i.move) for i in m.moveInfos() if i.value == WIN)
    click(qtbot, buttons[winning])
    click(qtbot, panel.checkButton)
    assert f"✓ {winning} wins: it leaves " in panel.answer.text()
    assert "N-position" in panel.answer.text().splitlines()[0]
    assert panel.scoreLabel.text() == "Score: 0 of 0 P or N right, 1 of 1 winning moves found"
    assert not page.answers.hidden()


def _play_on_the_board(qtbot, page):
    """Take the top stone of the first heap that has one, or say the next number on the strip."""
    heaps = page.model.heaps()
    if page.boards.currentWidget() is page.strip:
        said = page.model.game().counted(heaps)
        cell = page.strip.cellRect(said + 1).center().toPoint()
        qtbot.mouseClick(page.strip, Qt.MouseButton.LeftButton, pos=cell)
    else:
        heap = next(i for i, h in enumerate(heaps) if h)
        point = page.board.stoneCenter(heap, heaps[heap] - 1).toPoint()
        qtbot.mouseMove(page.board, point)
        qtbot.mouseClick(page.board, Qt.MouseButton.LeftButton, pos=point)


@pytest.mark.parametrize("key", TAKEAWAY_KEYS)
def test_a_move_played_on_the_board_is_the_answer_and_the_moves_list_hides_its_verdict(
    qtbot, window, never_block_on_questions, key
):
    page, panel = open_quiz(qtbot, window, key, "winning_move")
    q = new_question(qtbot, page, panel)
    _play_on_the_board(qtbot, page)
    m = page.model
    assert m.ply == 1 and m.heaps(0) == q.position
    played = m.moveText(m.moveAt(1), q.position)
    assert [b.text() for b in panel.moveButtons() if b.isChecked()] == [played]
    # the question is open: the moves list shows no verdict, the rule tab its note only
    assert page.answers.hidden() and page.moveList.verdictTexts() == ["?"]
    assert page.ruleTab.currentWidget() is page.ruleHidden
    click(qtbot, panel.checkButton)
    won = m.value() == LOSS  # the opponent is left a P-position
    assert panel.answer.text().splitlines()[-1].startswith(f"{'✓' if won else '✗'} {played} ")
    assert panel.scoreLabel.text().endswith(f"{int(won)} of 1 winning moves found")
    assert page.moveList.verdictTexts() != ["?"]  # answers shown again


def test_going_to_another_game_drops_the_question(qtbot, window, never_block_on_questions):
    page, panel = open_quiz(qtbot, window, "nim", "p_or_n")
    new_question(qtbot, page, panel)
    page.startGame(make_game("subtraction"))
    assert panel.question is None and not page.answers.hidden()
    assert [panel.category.itemData(i) for i in range(panel.category.count())] == ["p_or_n", "winning_move"]


def test_the_quiz_speaks_the_articles_chinese(qtbot, window, never_block_on_questions):
    page, panel = open_quiz(qtbot, window, "nim", "p_or_n")
    window.settings.setValue("language", "zh_CN")
    try:
        qtbot.waitUntil(lambda: page.tabs.tabText(page.tabs.indexOf(page.quizTab)) == "测验")
        assert panel.category.currentText() == "P 局面还是 N 局面？"
        assert {panel.valueButtons[WIN].text(), panel.valueButtons[LOSS].text()} == {"N 局面", "P 局面"}
        q = new_question(qtbot, page, panel)
        assert "这是 P 局面还是 N 局面" in panel.prompt.text()
        truth = page.model.value()
        click(qtbot, panel.valueButtons[truth])
        click(qtbot, panel.checkButton)
        first, why = panel.answer.text().splitlines()[:2]
        word = "P 局面：轮到的一方必败" if truth == LOSS else "N 局面：轮到的一方必胜"
        assert first == f"✓ 正确！ {q.text} 是 {word}。" and why.startswith("原因：")
        assert not any(bad in panel.answer.text() for bad in ("和棋", "着法", "走棋"))
        assert panel.scoreLabel.text() == "得分：P/N 判断答对 1 / 1，找到必胜的一步 0 / 0"
    finally:
        window.settings.setValue("language", "en")  # never leave Chinese to the next test of this worker


def test_a_computer_seat_waits_while_a_question_is_open(qtbot, window, never_block_on_questions):
    page, panel = open_quiz(qtbot, window, "nim", "winning_move")
    page.match.setAnimationMs(0)
    box = page.seatBoxes["B"]
    box.setCurrentIndex(box.findData("perfect"))
    box.activated.emit(box.currentIndex())
    q = new_question(qtbot, page, panel)
    _play_on_the_board(qtbot, page)
    assert not page.match.isThinking()  # B does not answer: the student's move is the answer
    assert panel.question is q and panel.picked == page.model.quizLastMove()
    click(qtbot, panel.checkButton)
    assert panel.result is not None
