"""After Reveal (Ctrl+R) the Hide Answers button, the status bar and the Exercises panel say the same
thing (the audit at 1280x720); in presentation mode the Quiz tab clicked last is the panel shown."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QTabBar

from quadace_gui.core.position import Move

from .test_readable import _present

CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture(autouse=True)
def _never_block(never_block_on_questions):
    """Every test here answers "Discard" to a question box."""


def _settle(qtbot):
    for _ in range(3):
        qtbot.wait(20)


def _key(qtbot, window, key):
    with qtbot.waitSignal(window.answers.changed, timeout=2000):
        qtbot.keyClick(window, key, CTRL)


def test_reveal_unpresses_hide_answers_as_the_status_bar_says(qtbot, window):
    hide, label = window.actionMap["hideAnswers"], window.findChild(QLabel, "answersLabel")
    toolbar_button = window.actionSet.toolbar.widgetForAction(hide)
    _key(qtbot, window, Qt.Key.Key_H)
    assert hide.isChecked() and label.text() == "Answers hidden"
    _key(qtbot, window, Qt.Key.Key_R)
    assert label.text() == "Answers shown for this position"
    assert not hide.isChecked() and not toolbar_button.isChecked()  # it had stayed pressed
    # Hide Answers now hides this position's answers again; the switch was on all along.
    with qtbot.waitSignal(window.answers.changed, timeout=2000):
        hide.trigger()
    assert hide.isChecked() and window.answers.hidden() and label.text() == "Answers hidden"
    # Revealed, then the next position: hidden again, and the button pressed again.
    _key(qtbot, window, Qt.Key.Key_R)
    assert not hide.isChecked()
    window.model.playMove(Move(1, 1))
    assert window.answers.hidden() and hide.isChecked() and label.text() == "Answers hidden"
    with qtbot.waitSignal(window.answers.changed, timeout=2000):
        hide.trigger()  # and pressed, it switches the answers back on
    assert not hide.isChecked() and not window.answers.hidden() and not label.isVisible()


def test_reveal_shows_the_exercise_card_shown(qtbot, window):
    _key(qtbot, window, Qt.Key.Key_H)
    qtbot.keyClick(window, Qt.Key.Key_E)
    panel = window.panels["exercisesDock"]
    qtbot.waitUntil(panel.isVisible)
    assert panel.hiddenNote.isVisible() and not panel.articleBox.isVisible()
    _key(qtbot, window, Qt.Key.Key_R)
    assert window.findChild(QLabel, "answersLabel").text() == "Answers shown for this position"
    qtbot.waitUntil(panel.articleBox.isVisible)
    assert not panel.hiddenNote.isVisible() and panel.solverAnswer.text()


def test_the_quiz_clicked_last_is_the_panel_presentation_shows(qtbot, window):
    """The findings left in front below the Quiz tab just clicked had taken the column in F11."""
    window.resize(1280, 720)
    window.resetLayout()
    findings, quiz = window.docks["findingsDock"], window.docks["quizDock"]
    findings.raise_()
    qtbot.waitUntil(lambda: not findings.visibleRegion().isEmpty())
    _settle(qtbot)  # (the tab bars laid out)
    bar = next(
        b
        for b in window.findChildren(QTabBar)
        if b.isVisible() and "Quiz" in [b.tabText(i) for i in range(b.count())]
    )
    index = [bar.tabText(i) for i in range(bar.count())].index("Quiz")
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())  # clicked last
    qtbot.waitUntil(lambda: not quiz.visibleRegion().isEmpty())
    _present(qtbot, window, "panel")
    _settle(qtbot)
    assert quiz.isVisible() and not quiz.visibleRegion().isEmpty()
    assert not findings.isVisible() or findings.visibleRegion().isEmpty()
    window.presentation.leave()


def test_the_card_revealed_hides_again_with_the_next_position(qtbot, window):
    _key(qtbot, window, Qt.Key.Key_H)
    qtbot.keyClick(window, Qt.Key.Key_E)
    panel = window.panels["exercisesDock"]
    qtbot.waitUntil(panel.isVisible)
    _key(qtbot, window, Qt.Key.Key_R)
    qtbot.waitUntil(panel.articleBox.isVisible)
    window.model.playMove(Move(1, 1))  # "Answers hidden" again: the card's too
    assert window.answers.hidden() and not panel.articleBox.isVisible() and panel.hiddenNote.isVisible()
