"""The lesson player in the window (issue 22): a whole built-in lesson driven through the panel, each
step setting what it says; questions hidden until checked or shown; the presentation strip and the
presenter's keys; leaving for free play and resuming; a broken lesson file shown as one line."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from quadace_gui.core.lessons import final_position, find_lesson
from quadace_gui.core.position import Move


@pytest.fixture
def lesson_window(qtbot, window, never_block_on_questions):
    window.showLessonPanel()
    return window


def _panel(window):
    return window.lessonPanel()


def _start(qtbot, window, name):
    panel = _panel(window)
    panel.lessonBox.setCurrentIndex(panel.lessonBox.findData(name))
    qtbot.mouseClick(panel.startButton, Qt.MouseButton.LeftButton)
    return panel


def test_the_whole_quadace_lesson_sets_every_step(qtbot, lesson_window):
    window = lesson_window
    panel = _start(qtbot, window, "2-quadace")
    lesson = find_lesson("2-quadace")
    for step in lesson.steps:
        assert panel.stepLabel.text() == f"Step {step.number} of {len(lesson.steps)}"
        window.lessonDriver.finishLine()
        assert window.model.rules == step.rules
        assert window.model.position() == final_position(step)
        if step.show.map is not None:
            assert window.heatmapDock.isVisible() == step.show.map
        if step.show.answers is not None:
            assert window.answers.switchedOff() == (not step.show.answers)
        induction = window.panels["inductionDock"]
        assert induction.step() == step.show.level
        if step.show.level is not None:
            assert window.heatmap.inductionLevel() == step.show.level
        assert panel.textLabel.text() == step.text["en"]
        if step.question is not None:
            assert panel.questionFrame.isVisible() and panel.shownAnswer() == ""
        if step.number < len(lesson.steps):
            qtbot.mouseClick(panel.nextButton, Qt.MouseButton.LeftButton)
    assert not panel.nextButton.isEnabled()


def test_a_line_of_moves_is_played_on_the_board(qtbot, lesson_window):
    window = lesson_window
    panel = _start(qtbot, window, "2-quadace")
    qtbot.mouseClick(panel.nextButton, Qt.MouseButton.LeftButton)  # step 2 plays 1+1, 1+2, 2+3
    qtbot.waitUntil(lambda: window.model.ply == 3, timeout=5000)
    assert [window.model.moveAt(p) for p in (1, 2, 3)] == [Move.parse(m) for m in ("1+1", "1+2", "2+3")]


def test_questions_are_hidden_until_checked_or_shown(qtbot, lesson_window):
    window = lesson_window
    panel = _start(qtbot, window, "3-traps")
    qtbot.mouseClick(panel.nextButton, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.nextButton, Qt.MouseButton.LeftButton)  # the trap 1,1/2,9:A
    assert panel.answerEdit.isVisible() and panel.shownAnswer() == ""
    qtbot.keyClicks(panel.answerEdit, "1+9")  # the greedy move
    qtbot.mouseClick(panel.checkButton, Qt.MouseButton.LeftButton)
    assert panel.resultLabel.text().startswith("✗") and panel.shownAnswer() == ""
    panel.answerEdit.clear()
    qtbot.keyClicks(panel.answerEdit, "1+2")
    qtbot.keyClick(panel.answerEdit, Qt.Key.Key_Return)
    assert panel.resultLabel.text().startswith("✓")
    assert panel.shownAnswer().startswith("Answer: 1+2")
    qtbot.mouseClick(panel.nextButton, Qt.MouseButton.LeftButton)  # a value question: a choice box
    assert panel.answerBox.isVisible() and panel.shownAnswer() == ""
    qtbot.mouseClick(panel.revealButton, Qt.MouseButton.LeftButton)
    assert panel.shownAnswer().startswith("Answer: win")
    qtbot.mouseClick(panel.backButton, Qt.MouseButton.LeftButton)
    assert panel.shownAnswer().startswith("Answer: 1+2")  # the place and its answers are kept


def test_leaving_returns_the_free_game_and_resume_keeps_the_place(qtbot, lesson_window):
    window = lesson_window
    window.model.playMove(Move.parse("1+1"))
    free = window.model.position()
    window.answers.setSwitchedOff(False)
    panel = _start(qtbot, window, "3-traps")
    for _ in range(3):
        qtbot.mouseClick(panel.nextButton, Qt.MouseButton.LeftButton)
    window.lessonDriver.finishLine()
    assert window.model.position() != free
    qtbot.mouseClick(panel.leaveButton, Qt.MouseButton.LeftButton)
    assert window.model.position() == free and not window.answers.switchedOff()
    assert panel.leaveButton.text() == "Resume Lesson"
    window.actionMap["resumeLesson"].trigger()
    assert window.lessonPlayer().index == 3 and panel.stepLabel.text() == "Step 4 of 9"


def test_presentation_strip_and_presenter_keys(qtbot, lesson_window):
    window = lesson_window
    _start(qtbot, window, "2-quadace")
    window.actionMap["presentation"].trigger()
    strip = window.lessonStrip
    qtbot.waitUntil(strip.lessonBar.isVisible)
    assert strip.stepText().startswith("Step 1 of 11")
    assert strip.lessonText.text() == find_lesson("2-quadace").steps[0].text["en"]  # for the class to read
    window.activateWindow()
    window.board.setFocus()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.board, Qt.Key.Key_PageDown)
    assert strip.stepText().startswith("Step 2 of 11")
    qtbot.keyClick(window.board, Qt.Key.Key_Right)
    assert strip.stepText().startswith("Step 3 of 11")
    qtbot.keyClick(window.board, Qt.Key.Key_Left)
    qtbot.keyClick(window.board, Qt.Key.Key_PageUp)
    assert strip.stepText().startswith("Step 1 of 11")
    qtbot.mouseClick(strip.lessonNext, Qt.MouseButton.LeftButton)
    assert window.lessonPlayer().index == 1
    window.leaveLesson()
    assert not strip.lessonBar.isVisible()
    window.actionMap["presentation"].trigger()


def test_take_away_steps_drive_the_take_away_window(qtbot, lesson_window):
    window = lesson_window
    _start(qtbot, window, "1-qiang30")
    takeaway = window.madePage()
    assert window.gameStack.currentWidget() is takeaway  # the same window, on the take-away page
    assert takeaway.model.heaps() == (30,) and takeaway.answers.switchedOff()
    window.nextLessonStep()
    assert takeaway.model.heaps() == (3,)
    window.lessonPlayer().goTo(8)  # 1000 matches, the last one loses
    assert takeaway.model.heaps() == (1000,) and takeaway.model.game().misere


def test_lessons_menu_lists_the_builtin_lessons(qtbot, lesson_window):
    menu = lesson_window.actionSet.menus["lessons"]
    menu.aboutToShow.emit()
    titles = [a.text() for a in menu.actions() if a.property("builtinLesson")]
    assert len(titles) == 4 and titles[0] == "抢30 and backward induction"
    next(a for a in menu.actions() if a.property("builtinLesson") == "4-nim").trigger()
    assert lesson_window.lessonPlayer().lesson.name == "4-nim"


def test_a_broken_lesson_file_is_one_line_and_loses_nothing(qtbot, lesson_window, no_dialogs, tmp_path: Path):
    window = lesson_window
    window.model.playMove(Move.parse("1+1"))
    before = window.model.position()
    bad = tmp_path / "mine.toml"
    bad.write_text(
        'version = 1\ntitle = "Mine"\n[[steps]]\ntext = "x"\nposition = "1,1/9,9:Z"\n', encoding="utf-8"
    )
    assert not window.openLessonPath(bad)
    ((kind, text, _format),) = no_dialogs
    assert kind == "warning" and text.startswith("mine.toml: step 1: position:") and "\n" not in text
    assert window.model.position() == before and window.lessonPlayer().lesson is None
    good = tmp_path / "good.json"
    good.write_text(
        '{"version": 1, "title": "Mine", "steps": [{"text": "x", "position": "1,1/2,9:A"}]}', "utf-8"
    )
    assert window.openLessonPath(good)
    assert window.model.position().text == "1,1/2,9:A"


def test_the_lesson_speaks_chinese(qtbot, lesson_window):
    window = lesson_window
    panel = _start(qtbot, window, "2-quadace")
    window.settings.setValue("language", "zh_CN")
    try:
        qtbot.waitUntil(lambda: panel.textLabel.text() == find_lesson("2-quadace").steps[0].text["zh"])
    finally:
        window.settings.setValue("language", "en")  # never leave Chinese to the next test of this worker


def test_a_step_picks_its_finding_and_the_list_shows_the_lesson(qtbot, lesson_window):
    window = lesson_window
    panel = _start(qtbot, window, "2-quadace")
    lesson = find_lesson("3-traps")
    window.lessonPlayer().open(lesson, 4)  # the 44 traps
    findings = window.panels["findingsDock"]
    assert findings._findings[findings.findingList.currentRow()].name == "simple_strategy_traps"
    assert panel.lessonBox.currentData() == "3-traps"


def test_the_app_opens_a_lesson_file_given_on_its_command_line(qtbot, lesson_window, tmp_path: Path):
    from quadace_gui.app import _open_in
    from quadace_gui.core.rules import Rules

    lesson = tmp_path / "mine.json"
    lesson.write_text(
        '{"version": 1, "title": "Mine", "steps": [{"text": "x", "position": "1,1/2,9:A"}]}', "utf-8"
    )
    _open_in(lesson_window, Rules(), lesson, None)
    assert lesson_window.lessonPlayer().lesson.name == "mine"
    assert lesson_window.model.position().text == "1,1/2,9:A"


def test_leaving_keeps_the_free_game_worth_saving(qtbot, lesson_window):
    window = lesson_window
    window.model.playMove(Move.parse("1+1"))
    assert window.model.hasUnsavedWork()
    window.lessonPlayer().open(find_lesson("3-traps"), 2)
    window.leaveLesson()
    assert window.model.ply == 1 and window.model.hasUnsavedWork()


def test_a_step_that_picks_a_finding_marks_its_positions_on_the_map(qtbot, lesson_window):
    from quadace_gui.core.position import Position

    window = lesson_window
    _start(qtbot, window, "3-traps")
    assert window.heatmap.markedCells("finding") == []  # step 1 picks no finding
    lesson = find_lesson("3-traps")
    findings = window.panels["findingsDock"]
    counts = {}
    for index in (4, 5, 6, 4):  # the 44 traps, the 48 forced concessions, the 8 that lose, the traps again
        window.lessonPlayer().open(lesson, index)
        window.lessonDriver.finishLine()
        step = lesson.steps[index]
        assert window.heatmapDock.isVisible() and not window.answers.switchedOff()
        finding = next(f for f in findings._findings if f.name == step.show.finding)
        expected = {
            (p.mover, p.opponent) for p in (Position.parse(t, window.model.rules) for t in finding.positions)
        }
        marked = window.heatmap.markedCells("finding")
        assert len(marked) == len(expected) and set(marked) == expected
        counts[step.show.finding] = len(marked)
    assert counts == {"simple_strategy_traps": 44, "forced_concessions": 48, "losing_concessions": 8}


def test_the_against_the_computer_step_chooses_the_players_and_plays(qtbot, lesson_window):
    from PySide6.QtTest import QTest

    from quadace_gui.core.position import Side
    from quadace_gui.models.match import PLAYING, MatchSetup

    window = lesson_window
    window.match.setPause(0)
    window.match.setSetup(MatchSetup.parse("person random"))  # the teacher's own choice before the lesson
    panel = _start(qtbot, window, "2-quadace")
    assert window.match.state() != PLAYING  # step 1 names no players
    qtbot.mouseClick(panel.nextButton, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.nextButton, Qt.MouseButton.LeftButton)  # step 3: against the computer
    step = find_lesson("2-quadace").steps[2]
    assert panel.stepLabel.text() == "Step 3 of 11" and step.players == ("person", "perfect")
    assert window.match.state() == PLAYING and window.match.setup() == MatchSetup.parse("person perfect")
    assert window.answers.switchedOff() and "Players" not in panel.textLabel.text()
    # the class plays A's move on the board (1+1), the computer answers for B
    board = window.board
    for side, number in ((Side.A, 1), (Side.B, 1)):
        place = board.shownHands(side).index(number)
        QTest.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.handRect(side, place).center().toPoint())
    qtbot.waitUntil(lambda: window.model.plyCount == 2, timeout=10000)
    assert window.model.position().to_move is Side.A and window.match.state() == PLAYING
    qtbot.mouseClick(panel.nextButton, Qt.MouseButton.LeftButton)  # the next step stops the match
    assert window.match.state() != PLAYING
    window.leaveLesson()
    assert window.match.setup() == MatchSetup.parse("person random")  # the players given back


def test_presentation_keeps_the_steps_induction_level(qtbot, lesson_window):
    window = lesson_window
    _start(qtbot, window, "2-quadace")
    window.lessonPlayer().goTo(3)  # step 4: the induction panel at level 0
    window.lessonDriver.finishLine()
    induction = window.panels["inductionDock"]
    assert induction.step() == 0
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.board, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: window.presentation.isActive() and window.lessonStrip.isVisible())
    qtbot.waitUntil(lambda: induction.step() == 0 and window.heatmap.inductionLevel() == 0)
    qtbot.keyClick(window.board, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.presentation.isActive())
    qtbot.waitUntil(lambda: induction.step() == 0 and window.heatmap.inductionLevel() == 0)


def _takeaway_in_front(qtbot, window):
    takeaway = window.madePage()
    assert window.gameStack.currentWidget() is takeaway
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return takeaway


@pytest.mark.parametrize("name", ["1-qiang30", "4-nim"])
def test_page_keys_step_the_lesson_in_the_take_away_window(qtbot, lesson_window, name):
    window = lesson_window
    _start(qtbot, window, name)
    takeaway = _takeaway_in_front(qtbot, window)
    seat = takeaway.seatBoxes["A"]
    seat.setFocus()
    qtbot.waitUntil(seat.hasFocus)
    chosen = seat.currentData()
    qtbot.keyClick(seat, Qt.Key.Key_PageDown)
    assert window.lessonPlayer().index == 1
    assert seat.currentData() == chosen and takeaway.match.kind("A") == chosen == "person"
    assert not takeaway.match.isThinking()
    qtbot.keyClick(seat, Qt.Key.Key_PageUp)
    assert window.lessonPlayer().index == 0 and seat.currentData() == chosen
    window.leaveLesson()
    qtbot.keyClick(takeaway.board, Qt.Key.Key_PageDown)  # out of the lesson: nothing steps
    assert not window.lessonPlayer().active


def test_the_take_away_window_shows_the_lesson_bar(qtbot, lesson_window):
    window = lesson_window
    _start(qtbot, window, "4-nim")
    takeaway = _takeaway_in_front(qtbot, window)
    lesson = find_lesson("4-nim")
    bar = takeaway.lessonBar
    qtbot.waitUntil(bar.isVisible)
    assert bar.stepText().startswith(f"Step 1 of {len(lesson.steps)}")
    assert bar.text.text().startswith(lesson.steps[0].text["en"])
    assert lesson.steps[0].show.map is False and not takeaway.heatmap.isVisible()  # the step's show
    qtbot.mouseClick(bar.next, Qt.MouseButton.LeftButton)
    assert window.lessonPlayer().index == 1 and bar.stepText().startswith("Step 2 of")
    assert takeaway.heatmap.isVisible() == lesson.steps[1].show.map
    qtbot.mouseClick(bar.back, Qt.MouseButton.LeftButton)
    assert window.lessonPlayer().index == 0 and not takeaway.heatmap.isVisible()
    # F11 on the take-away page: the bar stays, Right and Left step the lesson
    qtbot.keyClick(takeaway.board, Qt.Key.Key_F11)
    qtbot.waitUntil(window.presentation.isActive)
    assert bar.isVisible()
    qtbot.keyClick(takeaway.board, Qt.Key.Key_Right)
    assert window.lessonPlayer().index == 1 and bar.stepText().startswith("Step 2 of")
    qtbot.keyClick(takeaway.board, Qt.Key.Key_Left)
    assert window.lessonPlayer().index == 0
    qtbot.keyClick(takeaway.board, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.presentation.isActive())
    window.leaveLesson()  # back to the QuadAce game the lesson began on, the map shown again
    assert not bar.isVisible() and takeaway.heatmap.isVisibleTo(takeaway)
    assert window.gameStack.currentWidget() is window.quadaceArea and window.board.isVisible()


def test_the_take_away_bar_hides_on_a_quadace_step(qtbot, lesson_window):
    window = lesson_window
    _start(qtbot, window, "1-qiang30")
    takeaway = _takeaway_in_front(qtbot, window)
    qtbot.waitUntil(takeaway.lessonBar.isVisible)
    _start(qtbot, window, "2-quadace")  # a lesson on the main window's board
    assert window.lessonPlayer().active and not takeaway.lessonBar.isVisible()
