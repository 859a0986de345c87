"""A take-away game in the main window as a person meets it: click stones and numbers, press keys,
choose players. ``w`` is the take-away page, ``w.window()`` the one main window showing it."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialog,
    QInputDialog,
    QLabel,
    QLineEdit,
    QWidget,
)

from quadace_gui.core.games.protocol import LOSS
from quadace_gui.core.games.takeaway import make_game
from quadace_gui.models.settings import Settings
from quadace_gui.views import new_game_page as game_page
from quadace_gui.views.dialogs import NewGameDialog
from quadace_gui.views.main_window import MainWindow
from quadace_gui.views.takeaway.heaps_board import HIGHLIGHT

#: Words that would give a value or a verdict away ("winning moves" in an explanation is not one).
VALUE_WORDS = re.compile(r"\b(win|wins|loss|best|mistake|kept the result)\b|[PN]-position")


@pytest.fixture
def make_window(qtbot):
    def make(game, hidden=False):
        settings = Settings()
        settings.setValue("animationMs", 0)
        settings.setValue("answersHidden", hidden)
        window = MainWindow(settings=settings)
        window.resize(1280, 720)
        window.show()
        qtbot.waitExposed(window)
        w = window.openTakeAway(game)
        made.append(w)
        return w

    made = []
    yield make
    for w in made:  # no "save changes?" question when the window closes
        w.model.undoStack.setClean()
        window = w.window()
        window.close()
        window.deleteLater()


def click_stone(qtbot, w, heap, stone, shift=False):
    point = w.board.stoneCenter(heap, stone).toPoint()
    modifier = Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier
    qtbot.mouseMove(w.board, point)
    qtbot.mouseClick(w.board, Qt.MouseButton.LeftButton, modifier, point)


def accept_modal(act):
    """Let ``act`` work the modal dialog once it is up (it is opened right after this is queued)."""
    dialog = QApplication.activeModalWidget()
    if isinstance(dialog, QDialog):
        act(dialog)
    else:
        QTimer.singleShot(10, lambda: accept_modal(act))


def press(qtbot, w, key, modifier=Qt.KeyboardModifier.ControlModifier):
    qtbot.keyClick(w.window(), key, modifier)


def test_taking_stones_shrinks_the_heap_and_grows_the_move_list(qtbot, make_window):
    w = make_window(make_game("nim", heaps=(12, 9, 6)))
    assert w.moveList.model.rowCount() == 0  # the start
    click_stone(qtbot, w, 0, 9)  # the tenth stone from the bottom: it and the two above it
    assert w.model.heaps() == (9, 9, 6)
    assert w.moveList.model.rowCount() == 1
    assert w.moveList.model.index(0, 2).data() == "1:3" and w.moveList.model.index(0, 3).data() == "9,9,6"
    assert "B (乙)" in w.prompt.text()
    click_stone(qtbot, w, 2, 0)  # the bottom stone takes the whole heap
    assert w.model.heaps() == (9, 9, 0) and w.moveList.model.rowCount() == 2
    assert w.moveList.verdictTexts()[0] in ("best", "kept the result", "mistake")


def test_undo_and_redo_keys(qtbot, make_window):
    w = make_window(make_game("nim", heaps=(3, 4, 5)))
    click_stone(qtbot, w, 1, 2)
    assert w.model.heaps() == (3, 2, 5)
    press(qtbot, w, Qt.Key.Key_Z)
    assert w.model.heaps() == (3, 4, 5) and w.moveList.model.rowCount() == 0
    assert w.window().actionMap["redo"].isEnabled()
    press(qtbot, w, Qt.Key.Key_Y)
    assert w.model.heaps() == (3, 2, 5) and w.moveList.model.rowCount() == 1


def test_hover_previews_the_move_in_the_status_bar(qtbot, make_window):
    w = make_window(make_game("nim", heaps=(3, 4, 5)))
    qtbot.mouseMove(w.board, w.board.stoneCenter(0, 1).toPoint())
    assert w.board.hoveredMove().amounts == (2, 0, 0)
    message = w.window().statusBar().currentMessage()
    assert "1,4,5" in message and ("win" in message or "loss" in message)


def test_wythoff_takes_from_both_heaps_with_shift_or_the_switch(qtbot, make_window):
    w = make_window(make_game("wythoff", heaps=(8, 11)))
    assert w.bothBox.isVisible()
    click_stone(qtbot, w, 1, 8, shift=True)  # 3 from heap 2, so 3 from both
    assert w.model.heaps() == (5, 8)
    w.bothBox.setChecked(True)
    click_stone(qtbot, w, 0, 3)
    assert w.model.heaps() == (3, 6)
    assert w.moveList.model.index(1, 2).data() == "both 2"


def test_hidden_answers_show_no_value_or_verdict_anywhere(qtbot, make_window):
    w = make_window(make_game("nim", heaps=(3, 4, 5)), hidden=True)
    assert w.window().actionMap["hideAnswers"].isChecked()
    click_stone(qtbot, w, 0, 0)
    click_stone(qtbot, w, 1, 0)
    assert w.moveList.verdictTexts() == ["?", "?"]
    qtbot.mouseMove(w.board, w.board.stoneCenter(2, 1).toPoint())
    assert w.board.hoveredMove() is not None
    assert w.board._take_colour() == HIGHLIGHT  # the preview says what is taken, not what it is worth
    shown = [w.window().statusBar().currentMessage(), w.window().positionLabel.text(), w.prompt.text()]
    for widget in w.findChildren(QWidget):
        if widget.objectName().startswith("quizSay"):
            continue  # the quiz's answer buttons name the choices ("P-position"), not an answer
        if isinstance(widget, QLabel | QAbstractButton):
            shown.append(widget.text())
        shown.append(widget.toolTip())
    for r in range(w.moveList.model.rowCount()):
        shown += [w.moveList.model.index(r, c).data() for c in range(w.moveList.model.columnCount())]
    text = " ".join(shown)
    assert not VALUE_WORDS.findall(text.replace("Hide Answers", ""))
    # Switching the answers on shows them again.
    w.answers.setSwitchedOff(False)
    assert all(v for v in w.moveList.verdictTexts())
    assert "position:" in w.window().positionLabel.text()


def test_a_computer_player_answers_a_move(qtbot, make_window):
    w = make_window(make_game("nim", heaps=(3, 4, 5)))
    box = w.seatBoxes["B"]
    box.setCurrentIndex(box.findData("perfect"))
    box.activated.emit(box.currentIndex())
    assert w.match.kind("B") == "perfect"
    click_stone(qtbot, w, 0, 0)  # A takes heap 1: (0, 4, 5) is an N-position, B can win
    assert not w.board._interactive  # B is thinking: clicks do nothing
    qtbot.waitUntil(lambda: w.model.plyCount == 2, timeout=5000)
    assert w.model.value() == LOSS  # the perfect player left A in a P-position
    assert w.model.heaps() == (0, 4, 4)
    assert "A (甲)" in w.prompt.text() and w.board._interactive


def test_counting_strip_click_says_the_numbers_up_to_it(qtbot, make_window):
    w = make_window(make_game("bash", target=30, most=2))
    assert w.boards.currentWidget() is w.strip and not w.bothBox.isVisible()
    strip = w.strip
    assert strip.shownRange() == (1, 30)
    assert strip.markedNumbers() == list(range(3, 31, 3))  # the key numbers: multiples of 3
    w.answers.setSwitchedOff(True)
    assert strip.markedNumbers() == []
    w.answers.setSwitchedOff(False)
    qtbot.mouseClick(strip, Qt.MouseButton.LeftButton, pos=strip.cellRect(3).center().toPoint())
    assert w.model.heaps() == (30,)  # 3 is too far for a first move of 1-2
    qtbot.mouseMove(strip, strip.cellRect(2).center().toPoint())
    assert w.window().statusBar().currentMessage().startswith("Say 1, 2: ")
    qtbot.mouseClick(strip, Qt.MouseButton.LeftButton, pos=strip.cellRect(2).center().toPoint())
    assert w.model.heaps() == (28,) and w.moveList.model.index(0, 2).data() == "say 1, 2"
    assert w.moveList.model.index(0, 3).data() == "2"  # the position: the last number said
    assert w.window().positionLabel.text().startswith("Last number said: 2")
    assert w.model.undoStack.undoText() == "Say 1, 2"
    assert "B (乙)" in w.prompt.text()


def test_long_counts_show_the_neighbourhood(qtbot, make_window):
    w = make_window(make_game("bash", target=2008, most=5))
    assert w.strip.shownRange()[0] == 1 and w.strip.shownRange()[1] < 100
    w.model.jumpTo((1000,))
    first, last = w.strip.shownRange()
    assert first <= 1009 <= last and last - first < 100
    qtbot.mouseClick(w.strip, Qt.MouseButton.LeftButton, pos=w.strip.cellRect(1013).center().toPoint())
    assert w.model.heaps() == (995,)


def test_bad_position_input_shows_a_dialog_and_keeps_the_game(qtbot, make_window, no_dialogs, monkeypatch):
    w = make_window(make_game("nim", heaps=(12, 9, 6)))
    click_stone(qtbot, w, 0, 11)
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("12,9,x", True))
    w.window().actionMap["setup"].trigger()
    assert len(no_dialogs) == 1 and no_dialogs[0][0] == "warning"
    assert w.model.heaps() == (11, 9, 6) and w.model.plyCount == 1
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("1,2,3", True))
    w.window().actionMap["setup"].trigger()
    assert w.model.heaps() == (1, 2, 3) and len(no_dialogs) == 1


def test_new_game_dialog_offers_every_game(qtbot):
    dialog = NewGameDialog(10)
    qtbot.addWidget(dialog)
    assert dialog.takeAwayGame() is None and dialog.gameKey() == "quadace"
    for key in ("nim", "bash", "wythoff"):
        dialog.gameBox.setCurrentIndex(dialog.gameBox.findData(key))
        assert dialog.takeAwayPage.isVisibleTo(dialog) and not dialog.quadacePage.isVisibleTo(dialog)
        assert dialog.takeAwayGame().key == key
    page = dialog.takeAwayPage
    dialog.gameBox.setCurrentIndex(dialog.gameBox.findData("nim"))
    page.heapsEdit.setText("7,8,9")
    assert dialog.takeAwayGame().start == (7, 8, 9)
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    page.heapsEdit.setText("7,x")
    assert not ok.isEnabled() and "⚠" in page.note.text()
    page.heapsEdit.setText("7,8")
    assert ok.isEnabled()
    dialog.gameBox.setCurrentIndex(dialog.gameBox.findData("bash"))
    page.targetBox.setValue(100)
    page.mostBox.setValue(9)
    game = dialog.takeAwayGame()
    assert (game.target, game.most, game.misere) == (100, 9, False)


def test_new_game_dialog_opens_each_exercise_preset(qtbot):
    if not game_page.EXERCISES:
        pytest.skip("the exercise presets are not in this build")
    dialog = NewGameDialog(10, takeaway=make_game("nim"), quadace=False)
    qtbot.addWidget(dialog)
    assert dialog.gameBox.findData("quadace") == -1
    for exercise in game_page.EXERCISES:
        dialog.takeAwayPage.choosePreset(exercise.key)
        assert dialog.gameKey() == exercise.game.key
        assert dialog.takeAwayGame() == exercise.game


def test_main_window_new_game_switches_the_window_to_the_take_away_game(qtbot, window, monkeypatch):
    def choose_nim(dialog):
        dialog.gameBox.setCurrentIndex(dialog.gameBox.findData("nim"))
        dialog.takeAwayPage.heapsEdit.setText("1,2,3")
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", choose_nim)
    base = window.model.rules.base
    window.actionMap["new"].trigger()
    takeaway = window.madePage()
    assert takeaway.isVisible() and takeaway.model.heaps() == (1, 2, 3)
    assert window.gameStack.currentWidget() is takeaway and takeaway.window() is window
    assert not window.board.isVisible() and not any(d.isVisible() for d in window.docks.values())
    assert window.model.rules.base == base  # the QuadAce game is left as it was
    window.actionMap["new"].trigger()  # the same page is reused
    assert window.madePage() is takeaway and takeaway.model.undoStack.count() == 0  # a fresh history


def test_take_away_new_game_uses_the_game_page(qtbot, make_window, monkeypatch):
    w = make_window(make_game("nim", heaps=(3, 4, 5)))

    def choose_wythoff(dialog):
        assert dialog.gameKey() == "nim"
        dialog.gameBox.setCurrentIndex(dialog.gameBox.findData("wythoff"))
        editor = dialog.takeAwayPage.findChild(QLineEdit, "heapsEdit")
        editor.setText("4,7")
        assert isinstance(dialog.gameBox, QComboBox)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", choose_wythoff)
    w.window().actionMap["new"].trigger()
    assert w.model.game().key == "wythoff" and w.model.heaps() == (4, 7)
    assert w.bothBox.isVisible() and w.moveList.model.rowCount() == 0


def test_closing_the_window_stops_the_take_away_computer(qtbot, window):
    takeaway = window.openTakeAway(make_game("nim", heaps=(1, 2)))
    takeaway.match.setKind("A", "perfect")  # A is a computer: it waits to move
    assert takeaway.isVisible() and takeaway.match.isThinking()
    takeaway.model.undoStack.setClean()
    window.close()
    assert not window.isVisible() and not takeaway.isVisible() and not takeaway.match.isThinking()


SHOW_THE_WINDOW = """
import sys
from PySide6.QtWidgets import QApplication, QMainWindow
from quadace_gui.app import run_app

def exec_(_app=None):
    for w in QApplication.topLevelWidgets():
        if w.isVisible() and isinstance(w, QMainWindow):
            page = w.madePage()
            shown = w.gameStack.currentWidget() is page
            print(repr((w.objectName(), w.windowTitle(), page.model.heaps(), shown)))
    return 0

QApplication.exec = exec_
sys.exit(run_app(sys.argv[1:]))
"""


def test_the_app_opens_a_take_away_game_from_the_command_line(tmp_path):
    import os
    import subprocess
    import sys

    from quadace_gui.app import run_app
    from quadace_gui.cli import app_request
    from quadace_gui.cli.output import UsageError

    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
    )
    argv = ["--game", "wythoff", "--heaps", "3,5", "--limit", "20", "2,5"]
    done = subprocess.run(
        [sys.executable, "-c", SHOW_THE_WINDOW, *argv], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    # one window, the main one, on the Wythoff page
    assert done.stdout.strip().splitlines() == [
        repr(("mainWindow", "Wythoff ≤ 20[*] — QuadAce", (2, 5), True))
    ]
    app_request.check(["--game", "bash", "--target", "100", "--most", "9"])
    with pytest.raises(UsageError):
        app_request.check(["--game", "bash", "--heaps", "3"])
    assert run_app(["--game", "nim", "1,x"]) == 2


def test_after_an_undo_the_computer_waits_until_asked(qtbot, make_window):
    w = make_window(make_game("nim", heaps=(3, 4, 5)))
    w.match.setKind("B", "perfect")
    assert w.seatBoxes["B"].currentData() == "perfect"  # the box follows the seat
    click_stone(qtbot, w, 0, 0)
    qtbot.waitUntil(lambda: w.model.plyCount == 2, timeout=5000)
    press(qtbot, w, Qt.Key.Key_Z)  # takes back the computer's move: B to move, and B waits
    assert w.model.plyCount == 1 and not w.match.isThinking()
    assert "Ctrl+M" in w.prompt.text() and not w.board._interactive

    def ok(dialog):  # Game > Players… (Ctrl+M): the seats as they are, OK
        assert dialog.objectName() == "playersDialog"
        dialog.accept()

    QTimer.singleShot(0, lambda: accept_modal(ok))
    press(qtbot, w, Qt.Key.Key_M)
    qtbot.waitUntil(lambda: w.model.plyCount == 2, timeout=5000)
    assert w.model.heaps() == (0, 4, 4) and w.board._interactive
    assert "A (甲) to move" in w.prompt.text()


def test_a_computer_seated_at_a_to_plays_the_first_move(qtbot, make_window):
    w = make_window(make_game("bash", target=30, most=3))
    box = w.seatBoxes["A"]
    box.setCurrentIndex(box.findData("perfect"))
    box.activated.emit(box.currentIndex())
    assert "thinking" in w.prompt.text()
    qtbot.waitUntil(lambda: w.model.plyCount == 1, timeout=5000)
    assert w.model.heaps() == (28,)  # 30 mod 4 = 2: the perfect first player says 1, 2
    assert "B (乙) to count" in w.prompt.text()


def test_new_game_dialog_fits_each_games_page_without_a_gap(qtbot):
    dialog = NewGameDialog(10)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    page = dialog.takeAwayPage
    heights = {}
    for key in ("bash", "wythoff", "nim", "wythoff", "bash", "nim"):
        dialog.gameBox.setCurrentIndex(dialog.gameBox.findData(key))
        # the page starts right under the Game row, and the dialog is no taller than its contents
        qtbot.waitUntil(lambda: page.y() - dialog.gameBox.geometry().bottom() < 16)
        assert dialog.height() <= dialog.sizeHint().height() + 1
        heights.setdefault(key, dialog.height())
        assert dialog.height() == heights[key]  # the same game, the same size, whatever came before
    assert page.heapsEdit.placeholderText() == "12,9,6"
    page.heapsEdit.setText("1,,2")
    assert not page.isValid() and "like 12,9,6" in page.note.text()
    dialog.gameBox.setCurrentIndex(dialog.gameBox.findData("wythoff"))
    assert page.heapsEdit.placeholderText() == "3,5"
    page.heapsEdit.setText("3,,5")
    assert not page.isValid() and "like 3,5" in page.note.text()


def test_a_one_heap_strip_leaves_the_right_column_to_the_move_list(qtbot, make_window):
    w = make_window(make_game("bash", target=30, most=2))

    def gap() -> int:  # between the map's last line and the tabs below it
        bottom = w.heatmap.mapTo(w, w.heatmap.rect().bottomLeft()).y()
        return w.tabs.mapTo(w, w.tabs.rect().topLeft()).y() - bottom

    qtbot.waitUntil(lambda: gap() < 24)
    assert w.tabs.height() > w.heatmap.height()
    w.startGame(make_game("wythoff", heaps=(8, 11)))  # a square map takes its room back
    qtbot.waitUntil(lambda: w.heatmap.height() > w.tabs.height())
    w.startGame(make_game("bash", target=100, most=9))
    qtbot.waitUntil(lambda: gap() < 24)


def test_best_move_waits_for_reveal_while_answers_are_hidden(qtbot, make_window):
    w = make_window(make_game("nim", heaps=(12, 9, 6)), hidden=True)
    before = w.model.heaps()
    qtbot.keyClick(w.window(), Qt.Key.Key_Space)
    w.window().actionMap["best"].trigger()
    assert w.model.heaps() == before and w.model.plyCount == 0
    assert "Reveal" in w.window().statusBar().currentMessage()
    w.answers.reveal()
    w.window().actionMap["best"].trigger()
    assert w.model.heaps() == (12, 9, 5)  # the only winning move: 12 xor 9 xor 5 = 0


def test_backward_induction_on_30_runs_on_the_counting_strip(qtbot, make_window):
    """The article's 倒推法 on the strip itself, driven from the Backward induction tab: going back from 30
    level by level, the key numbers ringed only once reached, and no ring at all while the answers are
    hidden."""
    w = make_window(make_game("bash", target=30, most=2))
    strip, panel = w.strip, w.inductionPanel
    bar = w.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(w.tabs.indexOf(panel)).center())
    assert strip.markedNumbers() == list(range(3, 31, 3))
    qtbot.mouseClick(panel.startButton, Qt.MouseButton.LeftButton)  # level -1: nothing decided yet
    assert strip.inductionLevel() == -1 and strip.markedNumbers() == [] and strip.reachedNumbers() == []
    qtbot.mouseClick(panel.stepButton, Qt.MouseButton.LeftButton)  # level 0: 30 said, the game is over
    assert strip.reachedNumbers() == [30] and strip.markedNumbers() == [30]
    qtbot.mouseClick(panel.stepButton, Qt.MouseButton.LeftButton)  # level 1: 28, 29 say 30 next
    qtbot.mouseClick(panel.stepButton, Qt.MouseButton.LeftButton)  # level 2: 27, whatever is said
    assert strip.reachedNumbers() == [27, 28, 29, 30] and strip.markedNumbers() == [27, 30]
    for _ in range(4):
        qtbot.mouseClick(panel.stepButton, Qt.MouseButton.LeftButton)
    assert strip.markedNumbers() == [21, 24, 27, 30] and strip.inductionChain() == "30 ← 27 ← 24 ← 21"
    panel.jumpTo(panel.lastLevel())
    assert strip.markedNumbers() == list(range(3, 31, 3)) and strip.reachedNumbers() == list(range(1, 31))
    qtbot.mouseClick(panel.leaveButton, Qt.MouseButton.LeftButton)  # left: the strip plays again
    assert strip.inductionLevel() is None and strip.markedNumbers() == list(range(3, 31, 3))
    panel.jumpTo(3)
    w.answers.setSwitchedOff(True)  # hidden answers: the induction left, no ring, reached or not
    assert panel.step() is None and strip.inductionLevel() is None and strip.markedNumbers() == []
    strip.setInduction(3, w.model.countedDecided(3).__contains__)
    assert strip.markedNumbers() == []
