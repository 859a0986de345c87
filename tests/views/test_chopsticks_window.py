"""Chopsticks in the window (issue 25): the New Game dialog's axes and presets, a split played by dragging
one hand onto the other and choosing the amounts, and an attack animating toward the opponent's hand."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from quadace_gui.core.analysis import evaluate_moves
from quadace_gui.core.games.presets import PRESETS
from quadace_gui.core.position import Move, Position, Side
from quadace_gui.core.solver import solve
from quadace_gui.views.board import HandsBoard
from quadace_gui.views.dialogs import NewGameDialog

from .test_dialogs import OK, press, with_dialog

CHOP = PRESETS["chopsticks"].rules


def drag(board: HandsBoard, start: QPoint, end: QPoint) -> None:
    """Press at ``start``, move with the button held through the middle, release at ``end``."""
    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    for kind, point, button, buttons in (
        (QEvent.Type.MouseButtonPress, start, left, left),
        (QEvent.Type.MouseMove, (start + end) / 2, none, left),
        (QEvent.Type.MouseMove, end, none, left),
        (QEvent.Type.MouseButtonRelease, end, left, none),
    ):
        p = QPointF(point)
        event = QMouseEvent(kind, p, board.mapToGlobal(p), button, buttons, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(board, event)


def centre(board: HandsBoard, side: Side, value: int) -> QPoint:
    return board.handRect(side, board.shownHands(side).index(value)).center().toPoint()


def test_the_new_game_dialog_offers_the_axes_and_the_presets(qtbot: QtBot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.presetBox.setCurrentIndex(dialog.presetBox.findData("chopsticks-cutoff"))
    assert dialog.touchBox.currentData() == "other" and dialog.overflowBox.currentData() == "cutoff"
    assert dialog.rules() == PRESETS["chopsticks-cutoff"].rules
    dialog.splitBox.setCurrentIndex(dialog.splitBox.findData("none"))
    assert dialog.presetBox.currentData() == "chopsticks-cutoff-bare"
    dialog.splitBox.setCurrentIndex(dialog.splitBox.findData("transfer"))
    dialog.handsBox.setValue(3)
    assert "splits need two hands" in dialog.note.text()
    assert not dialog.buttons.button(OK).isEnabled()


def test_a_split_is_played_by_dragging_one_hand_onto_the_other(
    qtbot: QtBot, window, never_block_on_questions
) -> None:
    def pick_chopsticks(dialog: QDialog) -> None:
        assert isinstance(dialog, NewGameDialog)
        dialog.presetBox.setCurrentIndex(dialog.presetBox.findData("chopsticks"))
        press(qtbot, dialog, OK)

    with_dialog(qtbot, pick_chopsticks, window.actionMap["new"].trigger)
    qtbot.waitUntil(lambda: window.model.rules == CHOP, timeout=20000)
    for move in ("1+1", "2+1"):  # to 1,3/1,2:A, where A may split 1,3 into 2,2
        window.model.playMove(Move.parse(move))
    board = window.board
    qtbot.waitUntil(lambda: board.position() == Position.parse("1,3/1,2:A", CHOP), timeout=5000)
    drag(board, centre(board, Side.A, 1), centre(board, Side.A, 3))
    qtbot.waitUntil(lambda: board.splitMenu() is not None, timeout=3000)
    menu = board.splitMenu()
    assert menu is not None
    [action] = menu.actions()
    assert action.text().startswith("split into 2 and 2")
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())
    qtbot.waitUntil(lambda: window.model.position().text == "2,2/1,2:B", timeout=5000)
    assert window.model.record.moves[-1].text == "1,3>2,2"
    assert sorted(board.shownHands(Side.A)) == [2, 2]
    window.model.undoStack.setClean()


def test_an_attack_reaches_toward_the_opponent_whose_hand_changes(qtbot: QtBot) -> None:
    board = HandsBoard()
    qtbot.addWidget(board)
    board.resize(900, 600)
    board.show()
    qtbot.waitExposed(board)
    table = solve(CHOP)
    before = Position.parse("1,3/1,2:A", CHOP)
    board.setPosition(before, evaluate_moves(table, before))
    board.setAnimationDuration(10_000)
    after = before.play(Move.parse("3+2"))
    assert after.text == "1,3/0,1:B"
    board.setPosition(after, evaluate_moves(table, after), Move.parse("3+2"))
    assert board.isAnimating()
    flight = board.currentFlight()
    assert flight is not None and flight.attack and flight.side is Side.A
    assert board.shownHands(Side.A)[flight.own] == 3
    assert (flight.old, flight.new) == (2, 0) and board.shownHands(Side.B)[flight.target] == 0
    board.finishAnimation()
    assert sorted(board.shownHands(Side.B)) == [0, 1]


def test_the_heatmap_has_a_row_for_the_knocked_out_mover_and_no_invalid_cell() -> None:
    from quadace_gui.views.heatmap.codes import cell_codes
    from quadace_gui.views.heatmap.layout import CellLayout

    layout = CellLayout.for_rules(CHOP)
    assert (0, 0) in layout.rows.sets and (0, 0) not in layout.cols.sets
    assert len(layout.rows.sets) * len(layout.cols.sets) == CHOP.position_count
    codes, _ = cell_codes(solve(CHOP))
    assert codes.shape == (15, 14)


def test_the_rules_text_states_the_chopsticks_rules() -> None:
    from quadace_gui.texts import rules_differences, rules_name

    said = " ".join(rules_differences(CHOP))
    assert "opponent's touched hand becomes" in said and "knock out both of your opponent's hands" in said
    assert rules_name(CHOP).startswith("Chopsticks (base 5")
