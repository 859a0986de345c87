"""The quiz panel, used as a student would: new question, guess, pick a move, check, read the score."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from quadace_gui.core.analysis import evaluate_moves, position_info
from quadace_gui.core.solver import DRAW, LOSS, WIN
from quadace_gui.models.answers import Answers
from quadace_gui.models.autoplay import AutoPlayer
from quadace_gui.models.game_model import GameModel
from quadace_gui.models.settings import Settings
from quadace_gui.views.panels import PanelContext, PanelHub
from quadace_gui.views.panels.quiz import QuizPanel


@pytest.fixture
def panel(qtbot):
    model = GameModel()
    settings = Settings()
    ctx = PanelContext(model, settings, AutoPlayer(model), PanelHub(), Answers(model, settings))
    w = QuizPanel(ctx)
    qtbot.addWidget(w)
    w.resize(420, 600)
    w.show()
    qtbot.waitExposed(w)
    return w


def click(qtbot, button):
    assert button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def choose_category(panel, key):
    panel.category.setCurrentIndex(panel.category.findData(key))


def test_a_right_answer_with_the_best_move(qtbot, panel):
    choose_category(panel, "decided")
    assert not panel.checkButton.isEnabled()
    click(qtbot, panel.newButton)
    q = panel.question
    model = panel.game
    assert model.position() == q.position  # the board shows the question
    assert panel.ctx.answers.hidden()  # ...and nothing gives the answer away
    assert q.position.text in panel.prompt.text()
    truth = position_info(model.table, q.position)
    good = next(m.move for m in evaluate_moves(model.table, q.position) if m.value == truth.value)
    assert truth.value in (WIN, LOSS)
    click(qtbot, panel.valueButtons[truth.value])
    click(qtbot, next(b for b in panel.moveButtons() if b.text() == good.text))
    click(qtbot, panel.checkButton)
    text = panel.answer.text()
    assert text.startswith("✓") and "Why:" in text and f"✓ {good.text} keeps the result" in text
    assert not panel.ctx.answers.hidden()  # revealed
    assert panel.scoreLabel.text() == "Score: 1 of 1 values right, 1 of 1 moves right"
    assert not any(b.isEnabled() for b in panel.valueButtons.values())


def test_a_wrong_guess_and_a_move_played_on_the_board(qtbot, panel):
    choose_category(panel, "decided")
    click(qtbot, panel.newButton)
    q = panel.question
    model = panel.game
    truth = position_info(model.table, q.position).value
    wrong = DRAW
    bad = [m.move for m in evaluate_moves(model.table, q.position) if m.value != truth]
    click(qtbot, panel.valueButtons[wrong])
    move = bad[0] if bad else evaluate_moves(model.table, q.position)[0].move
    model.playMove(move)  # as the board does when the student clicks two hands
    checked = [b.text() for b in panel.moveButtons() if b.isChecked()]
    assert checked == [move.text]
    assert panel.ctx.answers.hidden()  # still hidden after the move: the question is open
    click(qtbot, panel.checkButton)
    assert panel.answer.text().startswith("✗ Not quite.")
    assert panel.scoreLabel.text().startswith("Score: 0 of 1 values right")


def test_going_elsewhere_drops_the_question_and_releases_the_answers(qtbot, panel):
    click(qtbot, panel.newButton)
    assert panel.ctx.answers.hidden()
    panel.game.newGame()
    assert panel.question is None and not panel.ctx.answers.hidden()
    assert not panel.checkButton.isEnabled()


def test_the_traps_category_asks_the_articles_positions(qtbot, panel):
    choose_category(panel, "traps")
    click(qtbot, panel.newButton)
    assert panel.question.category == "traps"
    assert not panel.question.position.is_over


def test_the_answer_buttons_stay_in_place_from_question_to_question(qtbot, panel):
    click(qtbot, panel.newButton)
    places = set()
    for _ in range(8):
        click(qtbot, panel.newButton)
        places.add(panel.valueButtons[WIN].geometry().top())
    assert len(places) == 1
