"""The exercise cards: the article's question in both languages, answers hidden until Reveal, Reveal
shows the article's answer beside the solver's, Open shows the game in the take-away window."""

from __future__ import annotations

from PySide6.QtCore import Qt

from quadace_gui.core.games.exercises import BY_KEY, EXERCISES, article_question


def _panel(window):
    window.docks["exercisesDock"].show()
    window.docks["exercisesDock"].raise_()
    return window.panels["exercisesDock"]


def test_every_card_shows_its_question_in_both_languages_with_answers_hidden(qtbot, window):
    panel = _panel(window)
    assert panel.exerciseList.count() == len(EXERCISES) == 17
    for row, exercise in enumerate(EXERCISES):
        panel.exerciseList.setCurrentRow(row)
        assert article_question(exercise) in panel.chinese.text()
        assert exercise.question in panel.english.text()
        assert exercise.game.format(exercise.game.start) in panel.position.text()
        assert not panel.articleBox.isVisibleTo(panel) and not panel.solverBox.isVisibleTo(panel)
        assert panel.articleAnswer.text() == "" and panel.solverAnswer.text() == ""


def test_reveal_shows_the_articles_answer_beside_the_solvers(qtbot, window):
    panel = _panel(window)
    row = EXERCISES.index(BY_KEY["qiang30-3"])
    panel.exerciseList.setCurrentRow(row)
    qtbot.mouseClick(panel.revealButton, Qt.MouseButton.LeftButton)
    assert panel.articleBox.isVisibleTo(panel) and panel.solverBox.isVisibleTo(panel)
    assert panel.articleAnswer.text() == BY_KEY["qiang30-3"].article_answer
    assert panel.solverAnswer.text().startswith("The first player wins")
    assert "say 1, 2" in panel.solverAnswer.text()
    assert "agrees" in panel.agreement.text()
    assert panel.articleBox.geometry().top() == panel.solverBox.geometry().top()  # side by side
    panel.exerciseList.setCurrentRow(row + 1)  # the next card starts hidden again
    assert not panel.articleBox.isVisibleTo(panel) and panel.articleAnswer.text() == ""


def test_reveal_is_refused_while_a_quiz_question_holds_the_answers(qtbot, window):
    panel = _panel(window)
    window.answers.setHeld(True)
    assert not panel.revealButton.isEnabled()
    panel.reveal()
    assert panel.articleAnswer.text() == ""
    window.answers.setHeld(False)
    assert panel.revealButton.isEnabled()


def test_open_shows_the_exercise_in_the_take_away_window(qtbot, window):
    panel = _panel(window)
    window.answers.setSwitchedOff(True)
    panel.exerciseList.setCurrentRow(EXERCISES.index(BY_KEY["nim-7-8-9"]))
    qtbot.mouseClick(panel.openButton, Qt.MouseButton.LeftButton)
    takeaway = window.madePage()
    assert window.gameStack.currentWidget() is takeaway
    qtbot.waitUntil(lambda: takeaway.model.heaps() == (7, 8, 9))
    assert takeaway.answers.switchedOff()  # the teacher's switch is kept
    panel.exerciseList.setCurrentRow(EXERCISES.index(BY_KEY["matches1000"]))
    qtbot.mouseClick(panel.openButton, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: takeaway.model.heaps() == (1000,))
    assert takeaway.model.game().misere
