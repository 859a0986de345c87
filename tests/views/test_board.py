"""The hands board: what it shows, how a move is picked with the mouse and keys, flipping, animation."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QMouseEvent
from PySide6.QtWidgets import QApplication

from quadace_gui import texts
from quadace_gui.core.analysis import evaluate_moves
from quadace_gui.core.position import Move, Position, Side
from quadace_gui.core.rules import Rules
from quadace_gui.core.solver import LOSS, SolvedTable, solve
from quadace_gui.views import palette
from quadace_gui.views.board import HandsBoard, contrast_ratio, ink_for


@pytest.fixture(scope="module")
def table() -> SolvedTable:
    return solve(Rules())


@pytest.fixture
def make_board(qtbot, table):
    """Build a shown 900x600 board (no animation) showing a position given as text."""

    def make(text: str, flipped: bool = False, rules: Rules | None = None) -> HandsBoard:
        board = HandsBoard()
        qtbot.addWidget(board)
        board.resize(900, 600)
        board.setAnimationDuration(0)
        board.setFlipped(flipped)
        show(board, text, table if rules is None else solve(rules), rules)
        board.show()
        qtbot.waitExposed(board)
        return board

    return make


def show(
    board: HandsBoard, text: str, table: SolvedTable, rules: Rules | None = None, played: Move | None = None
):
    pos = Position.parse(text, rules or Rules())
    board.setPosition(pos, evaluate_moves(table, pos), played)
    return pos


def centre(board: HandsBoard, side: Side, index: int) -> QPoint:
    return board.handRect(side, index).center().toPoint()


def hover(board: HandsBoard, point: QPoint) -> None:
    """Move the pointer (no button) to ``point``; qtbot.mouseMove is unreliable offscreen."""
    p = QPointF(point)
    event = QMouseEvent(
        QEvent.Type.MouseMove,
        p,
        board.mapToGlobal(p),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(board, event)


def drag(board: HandsBoard, start: QPoint, end: QPoint) -> None:
    """Press at ``start``, move with the button held through the middle, release at ``end``."""
    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    steps = [
        (QEvent.Type.MouseButtonPress, start, left, left),
        (QEvent.Type.MouseMove, (start + end) / 2, none, left),
        (QEvent.Type.MouseMove, end, none, left),
        (QEvent.Type.MouseButtonRelease, end, left, none),
    ]
    for kind, point, button, buttons in steps:
        p = QPointF(point)
        event = QMouseEvent(kind, p, board.mapToGlobal(p), button, buttons, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(board, event)


def slot_of(board: HandsBoard, side: Side, value: int) -> int:
    return [board.handValue(side, i) for i in range(2)].index(value)


# -- what the board shows -----------------------------------------------------------------------------------


def test_shows_both_players_hands_and_whose_turn(make_board):
    board = make_board("1,7/3,6:A")
    assert sorted(board.handValue(Side.A, i) for i in range(2)) == [1, 7]
    assert sorted(board.handValue(Side.B, i) for i in range(2)) == [3, 6]
    assert texts.side_name(Side.A) in board.statusText()
    assert "to move" in board.statusText()
    assert board.previewText() == ""


def test_default_layout_has_a_at_the_bottom_and_hands_inside_the_widget(make_board):
    board = make_board("1,1/1,1:A")
    widget = board.rect()
    for side in Side:
        for i in range(2):
            rect = board.handRect(side, i)
            assert widget.contains(rect.toRect())
            assert rect.width() > 100 and rect.height() > 150  # large: readable from afar at 900x600
    assert board.handRect(Side.A, 0).top() > board.handRect(Side.B, 0).bottom()
    assert board.handRect(Side.A, 0).right() < board.handRect(Side.A, 1).left()


def test_flipped_board_swaps_the_rows(make_board):
    board = make_board("1,7/3,6:A")
    before = {(side, i): board.handRect(side, i) for side in Side for i in range(2)}
    board.setFlipped(True)
    assert board.isFlipped()
    assert board.handRect(Side.B, 0).top() > board.handRect(Side.A, 0).bottom()
    for i in range(2):
        assert board.handRect(Side.A, i) == before[(Side.B, i)]
        assert board.handRect(Side.B, i) == before[(Side.A, i)]


def test_game_over_text_names_the_winner(make_board):
    board = make_board("0,0/2,5:B")
    assert board.statusText() == "A (甲) wins!"
    assert board.handValue(Side.A, 0) == board.handValue(Side.A, 1) == 0
    assert "retired" in board.handToolTip(Side.A, 0)


def test_tooltips_say_what_a_click_does(qtbot, make_board):
    board = make_board("1,7/3,6:A")
    seven = slot_of(board, Side.A, 7)
    assert board.handToolTip(Side.A, seven) == "A (甲)'s hand showing 7 — click to choose it"
    assert board.handToolTip(Side.B, 0) == "B (乙)'s hand showing 3"
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=centre(board, Side.A, seven))
    assert "click it again to cancel" in board.handToolTip(Side.A, seven)
    assert board.handToolTip(Side.B, 0).endswith("click to add it to your 7")


def test_large_base_numbers_are_shown(make_board):
    board = make_board("6,9/8,13:A", rules=Rules(16))
    assert sorted(board.handValue(Side.B, i) for i in range(2)) == [8, 13]
    assert not board.grab().isNull()


# -- picking a move -----------------------------------------------------------------------------------------


def test_click_own_hand_then_opponent_hand_requests_the_move(qtbot, make_board):
    board = make_board("1,7/3,6:A")
    seven, six = slot_of(board, Side.A, 7), slot_of(board, Side.B, 6)
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=centre(board, Side.A, seven))
    assert board.selectedHand() == seven
    with qtbot.waitSignal(board.moveRequested, timeout=1000) as blocker:
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=centre(board, Side.B, six))
    assert blocker.args == [Move(7, 6)]
    assert board.selectedHand() is None


def test_b_to_move_picks_b_hands(qtbot, make_board):
    board = make_board("4,7/3,6:B")
    three, four = slot_of(board, Side.B, 3), slot_of(board, Side.A, 4)
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=centre(board, Side.B, three))
    with qtbot.waitSignal(board.moveRequested, timeout=1000) as blocker:
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=centre(board, Side.A, four))
    assert blocker.args == [Move(3, 4)]


def test_opponent_hand_without_a_chosen_hand_does_nothing(qtbot, make_board):
    board = make_board("1,7/3,6:A")
    with qtbot.assertNotEmitted(board.moveRequested):
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=centre(board, Side.B, 0))
    assert board.selectedHand() is None


def test_one_distinct_number_is_chosen_implicitly(qtbot, make_board):
    board = make_board("0,7/3,6:A")
    assert "pick one of B (乙)'s hands" in board.statusText()
    with qtbot.waitSignal(board.moveRequested, timeout=1000) as blocker:
        qtbot.mouseClick(
            board, Qt.MouseButton.LeftButton, pos=centre(board, Side.B, slot_of(board, Side.B, 3))
        )
    assert blocker.args == [Move(7, 3)]


def test_drag_from_own_hand_to_opponent_hand(qtbot, make_board):
    board = make_board("1,7/3,6:A")
    start, end = (
        centre(board, Side.A, slot_of(board, Side.A, 1)),
        centre(board, Side.B, slot_of(board, Side.B, 3)),
    )
    with qtbot.waitSignal(board.moveRequested, timeout=1000) as blocker:
        drag(board, start, end)
    assert blocker.args == [Move(1, 3)]


def test_hover_previews_result_and_value(qtbot, make_board, table):
    board = make_board("1,7/3,6:A")
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=centre(board, Side.A, slot_of(board, Side.A, 1)))
    with qtbot.waitSignal(board.moveHovered, timeout=1000) as blocker:
        hover(board, centre(board, Side.B, slot_of(board, Side.B, 6)))
    assert blocker.args == [Move(1, 6)]
    info = {i.move: i for i in evaluate_moves(table, Position.parse("1,7/3,6:A"))}[Move(1, 6)]
    assert info.value == LOSS and info.distance is not None
    expected = f"1 + 6 → 7 · loss in {info.distance} plies"
    assert board.previewText() == expected
    assert board.statusText() == expected
    with qtbot.waitSignal(board.moveHovered, timeout=1000) as blocker:
        hover(board, QPoint(3, 3))
    assert blocker.args == [None]
    assert board.previewText() == ""


def test_preview_of_a_retiring_move_says_so(qtbot, make_board):
    board = make_board("1,7/3,6:A")
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=centre(board, Side.A, slot_of(board, Side.A, 7)))
    hover(board, centre(board, Side.B, slot_of(board, Side.B, 3)))
    assert board.previewText() == "7 + 3 → 0, the hand retires · draw"


def test_set_preview_move_from_elsewhere(make_board):
    board = make_board("1,7/3,6:A")
    board.setPreviewMove(Move(7, 6))
    assert board.previewMove() == Move(7, 6)
    assert board.previewText().startswith("7 + 6 → 3")
    board.setPreviewMove(Move(5, 5))  # not legal here: ignored
    assert board.previewMove() is None


def test_escape_and_second_click_cancel_the_choice(qtbot, make_board):
    board = make_board("1,7/3,6:A")
    one = centre(board, Side.A, slot_of(board, Side.A, 1))
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=one)
    assert board.selectedHand() is not None
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    assert board.selectedHand() is None
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=one)
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=one)
    assert board.selectedHand() is None
    with qtbot.assertNotEmitted(board.moveRequested):
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=centre(board, Side.B, 0))


def test_retired_hands_cannot_be_chosen_or_targeted(qtbot, make_board):
    board = make_board("0,7/0,6:A")
    zero_a, zero_b = slot_of(board, Side.A, 0), slot_of(board, Side.B, 0)
    with qtbot.assertNotEmitted(board.moveRequested):
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=centre(board, Side.A, zero_a))
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=centre(board, Side.B, zero_b))
    assert board.selectedHand() is None
    assert "retired" in board.handToolTip(Side.B, zero_b)


def test_opponent_and_finished_games_do_not_react(qtbot, make_board):
    board = make_board("0,0/2,5:B")
    with qtbot.assertNotEmitted(board.moveRequested):
        for side in Side:
            for i in range(2):
                qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=centre(board, side, i))
    assert board.selectedHand() is None


def test_keys_one_and_two_pick_hands(qtbot, make_board):
    board = make_board("1,7/3,6:A")
    a_right, b_left = board.handValue(Side.A, 1), board.handValue(Side.B, 0)
    qtbot.keyClick(board, Qt.Key.Key_2)
    assert board.selectedHand() == 1
    with qtbot.waitSignal(board.moveRequested, timeout=1000) as blocker:
        qtbot.keyClick(board, Qt.Key.Key_1)
    assert blocker.args == [Move(a_right, b_left)]


def test_played_hand_keeps_its_place(qtbot, make_board, table):
    board = make_board("1,7/3,6:A")
    seven, three = slot_of(board, Side.A, 7), slot_of(board, Side.B, 3)
    with qtbot.waitSignal(board.moveRequested, timeout=1000) as blocker:
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=centre(board, Side.A, seven))
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=centre(board, Side.B, three))
    show(board, "0,1/3,6:B", table, played=blocker.args[0])
    assert board.handValue(Side.A, seven) == 0  # the retired hand stays where the 7 was
    assert board.handValue(Side.A, 1 - seven) == 1


# -- animation, palette ------------------------------------------------------------------------------


def test_new_played_move_finishes_the_running_animation_first(qtbot, make_board, table):
    board = make_board("1,7/3,6:A")
    board.setAnimationDuration(10_000)
    show(board, "4,7/3,6:B", table, played=Move(1, 3))
    assert board.isAnimating()
    qtbot.waitUntil(lambda: board.animationProgress > 0.0, timeout=3000)
    show(board, "4,7/0,3:A", table, played=Move(6, 4))
    assert board.isAnimating()  # the new move's animation, from its start
    assert board.animationProgress < 0.5
    assert sorted(board.handValue(Side.B, i) for i in range(2)) == [0, 3]
    board.finishAnimation()
    assert not board.isAnimating()
    assert board.animationProgress == 1.0


def test_set_position_while_animating_stops_it(qtbot, make_board, table):
    board = make_board("1,7/3,6:A")
    board.setAnimationDuration(10_000)
    show(board, "4,7/3,6:B", table, played=Move(1, 3))
    assert board.isAnimating()
    show(board, "1,7/3,6:A", table)  # no move: e.g. undo
    assert not board.isAnimating()
    assert sorted(board.handValue(Side.A, i) for i in range(2)) == [1, 7]


def test_click_finishes_animation(qtbot, make_board, table):
    board = make_board("1,7/3,6:A")
    board.setAnimationDuration(10_000)
    show(board, "4,7/3,6:B", table, played=Move(1, 3))
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=centre(board, Side.B, 0))
    assert not board.isAnimating()
    assert board.selectedHand() == 0


def test_animation_runs_to_its_end(qtbot, make_board, table):
    board = make_board("1,7/3,6:A")
    board.setAnimationDuration(50)
    show(board, "0,1/3,6:B", table, played=Move(7, 3))
    assert board.isAnimating()
    qtbot.waitUntil(lambda: not board.isAnimating(), timeout=3000)
    assert board.animationProgress == 1.0


def test_zero_duration_does_not_animate(make_board, table):
    board = make_board("1,7/3,6:A")
    show(board, "4,7/3,6:B", table, played=Move(1, 3))
    assert not board.isAnimating()


class _Hints:
    """Stands in for QStyleHints on a Qt that has QAccessibilityHints.motionPreference (6.12+)."""

    def __init__(self, reduced: bool) -> None:
        self._reduced = reduced

    def accessibility(self):
        reduced = self._reduced

        class _A11y:
            def motionPreference(self):
                return "reduced" if reduced else "no preference"

        return _A11y()


@pytest.mark.parametrize("reduced", [True, False])
def test_the_system_reduced_motion_preference_is_honoured(monkeypatch, make_board, table, reduced):
    from types import SimpleNamespace

    from quadace_gui.views import board as board_module

    monkeypatch.setattr(board_module.QGuiApplication, "styleHints", staticmethod(lambda: _Hints(reduced)))
    motion = SimpleNamespace(ReducedMotion="reduced", NoPreference="no preference")
    monkeypatch.setattr(board_module.Qt, "MotionPreference", motion, raising=False)
    assert board_module.reduced_motion() is reduced
    board = make_board("1,7/3,6:A")
    board.setAnimationDuration(10_000)
    show(board, "4,7/3,6:B", table, played=Move(1, 3))
    assert board.isAnimating() is not reduced
    assert sorted(board.handValue(Side.A, i) for i in range(2)) == [4, 7]


def test_a_qt_without_a_motion_preference_means_no_preference():
    from PySide6 import QtCore

    from quadace_gui.views.board import reduced_motion

    if hasattr(QtCore.Qt, "MotionPreference"):
        pytest.skip("this Qt reports the system's motion preference")
    assert reduced_motion() is False


def test_palette_name(make_board):
    board = make_board("1,7/3,6:A")
    assert board.paletteName() == palette.DEFAULT_PALETTE
    board.setPaletteName("classic")
    assert board.paletteName() == "classic"
    board.setPaletteName("no such palette")
    assert board.paletteName() == palette.DEFAULT_PALETTE


def test_text_on_value_colours_has_enough_contrast():
    white, black = QColor(255, 255, 255), QColor(20, 20, 20)
    for name, colours in palette.PALETTES.items():
        for value in colours:
            bg = palette.value_color(value, palette=name)
            ink = ink_for(bg)
            assert contrast_ratio(ink, bg) == max(contrast_ratio(white, bg), contrast_ratio(black, bg))
            assert contrast_ratio(ink, bg) >= 4.3  # the pill text is large and bold: AA asks for 3


def test_renders_at_small_and_large_sizes(make_board):
    board = make_board("0,7/3,6:A")
    for w, h in ((360, 300), (1920, 1080)):
        board.resize(w, h)
        assert board.minimumSizeHint().width() <= 360
        rects = [board.handRect(side, i) for side in Side for i in range(2)]
        assert all(board.rect().contains(r.toRect()) for r in rects)
        assert not board.grab().isNull()
