"""The hands board: what it shows, how a move is picked with the mouse and keys, where each hand keeps its
place, flipping, the badge and the titles, animation. Everything is asked through the board's public API."""

# Over 400 lines on purpose: every behaviour of the board, sharing one set of fixtures and event helpers.

from __future__ import annotations

import os
from collections.abc import Callable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from quadace_gui.core.analysis import evaluate_moves
from quadace_gui.core.position import Move, Position, Side
from quadace_gui.core.rules import Rules
from quadace_gui.core.solver import SolvedTable, solve
from quadace_gui.models.game_model import GameModel
from quadace_gui.views import palette
from quadace_gui.views.board import HandsBoard, contrast_ratio, ink_for

MakeBoard = Callable[..., HandsBoard]
Game = tuple[HandsBoard, GameModel]


@pytest.fixture(scope="module")
def table() -> SolvedTable:
    return solve(Rules())


@pytest.fixture
def make_board(qtbot: QtBot, table: SolvedTable) -> MakeBoard:
    """Build a shown 900x600 board (no animation) showing a position given as text."""

    def make(
        text: str, flipped: bool = False, rules: Rules | None = None, size: tuple[int, int] = (900, 600)
    ) -> HandsBoard:
        board = HandsBoard()
        qtbot.addWidget(board)
        board.resize(*size)
        board.setAnimationDuration(0)
        board.setFlipped(flipped)
        show(board, text, table if rules is None else solve(rules), rules)
        board.show()
        qtbot.waitExposed(board)
        return board

    return make


def show(
    board: HandsBoard, text: str, table: SolvedTable, rules: Rules | None = None, played: Move | None = None
) -> Position:
    pos = Position.parse(text, rules or Rules())
    board.setPosition(pos, evaluate_moves(table, pos), played)
    return pos


def centre(board: HandsBoard, side: Side, index: int) -> QPoint:
    return board.handRect(side, index).center().toPoint()


def click(qtbot: QtBot, board: HandsBoard, side: Side, index: int) -> None:
    QTest.mouseClick(board, Qt.MouseButton.LeftButton, pos=centre(board, side, index))


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


def progress(board: HandsBoard) -> float:
    """The board's ``animationProgress`` Qt property."""
    return float(board.property("animationProgress"))


def slot_of(board: HandsBoard, side: Side, value: int) -> int:
    return board.shownHands(side).index(value)


def played_on(qtbot: QtBot, board: HandsBoard, own: tuple[Side, int], target: tuple[Side, int]) -> Move:
    """Click the hand ``own`` then ``target``; the move the board asked for."""
    with qtbot.waitSignal(board.moveRequested, timeout=1000) as blocker:
        click(qtbot, board, *own)
        click(qtbot, board, *target)
    assert blocker.args is not None and isinstance(blocker.args[0], Move)
    return blocker.args[0]


# -- what the board shows -----------------------------------------------------------------------------------


def test_shows_both_players_hands_and_whose_turn(make_board: MakeBoard) -> None:
    board = make_board("1,7/3,6:A")
    assert sorted(board.shownHands(Side.A)) == [1, 7]
    assert sorted(board.shownHands(Side.B)) == [3, 6]
    assert board.handCount(Side.A) == board.handCount(Side.B) == 2
    assert board.statusText() == "A (甲) to move: pick one of your hands, then one of B (乙)'s"
    assert board.previewText() == ""


def test_default_layout_has_a_at_the_bottom_and_hands_inside_the_widget(make_board: MakeBoard) -> None:
    board = make_board("1,1/1,1:A")
    widget = board.rect()
    for side in Side:
        for i in range(2):
            rect = board.handRect(side, i)
            assert widget.contains(rect.toRect())
            assert rect.width() > 100 and rect.height() > 150  # large: readable from afar at 900x600
            assert board.zoneRect(side).contains(rect)
    assert board.handRect(Side.A, 0).top() > board.statusRect().bottom() > board.handRect(Side.B, 0).bottom()
    assert board.handRect(Side.A, 0).right() < board.handRect(Side.A, 1).left()


def test_flipped_board_swaps_the_rows(make_board: MakeBoard) -> None:
    board = make_board("1,7/3,6:A")
    before = {(side, i): board.handRect(side, i) for side in Side for i in range(2)}
    board.setFlipped(True)
    assert board.isFlipped() and board.bottomSide() is Side.B
    assert board.handRect(Side.B, 0).top() > board.handRect(Side.A, 0).bottom()
    for i in range(2):
        assert board.handRect(Side.A, i) == before[(Side.B, i)]
        assert board.handRect(Side.B, i) == before[(Side.A, i)]


def test_game_over_text_names_the_winner(make_board: MakeBoard) -> None:
    board = make_board("0,0/2,5:B")
    assert board.statusText() == "A (甲) wins!"
    assert board.shownHands(Side.A) == (0, 0)
    assert "retired" in board.handToolTip(Side.A, 0)


def test_tooltips_say_what_a_click_does(qtbot: QtBot, make_board: MakeBoard) -> None:
    board = make_board("1,7/3,6:A")
    seven = slot_of(board, Side.A, 7)
    assert board.handToolTip(Side.A, seven) == "A (甲)'s hand showing 7 — click to choose it"
    assert board.handToolTip(Side.B, slot_of(board, Side.B, 3)) == "B (乙)'s hand showing 3"
    click(qtbot, board, Side.A, seven)
    assert "click it again to cancel" in board.handToolTip(Side.A, seven)
    assert board.handToolTip(Side.B, 0).endswith("click to add it to your 7")


def test_large_base_numbers_are_shown(make_board: MakeBoard) -> None:
    board = make_board("6,9/8,13:A", rules=Rules(16))
    assert sorted(board.shownHands(Side.B)) == [8, 13]
    board.setPreviewMove(Move(9, 13))
    assert board.previewText().startswith("9 + 13 → 6 · ")


# -- picking a move -----------------------------------------------------------------------------------------


def test_click_own_hand_then_opponent_hand_requests_the_move(qtbot: QtBot, make_board: MakeBoard) -> None:
    board = make_board("1,7/3,6:A")
    seven, six = slot_of(board, Side.A, 7), slot_of(board, Side.B, 6)
    click(qtbot, board, Side.A, seven)
    assert board.selectedHand() == seven
    with qtbot.waitSignal(board.moveRequested, timeout=1000) as blocker:
        click(qtbot, board, Side.B, six)
    assert blocker.args == [Move(7, 6)]
    assert board.selectedHand() is None


def test_every_pair_of_hands_asks_for_its_own_move(qtbot: QtBot, make_board: MakeBoard) -> None:
    board = make_board("2,5/4,9:A")
    asked = {
        played_on(qtbot, board, (Side.A, own), (Side.B, target)) for own in range(2) for target in range(2)
    }
    assert asked == {Move(2, 4), Move(2, 9), Move(5, 4), Move(5, 9)}


def test_b_to_move_picks_b_hands(qtbot: QtBot, make_board: MakeBoard) -> None:
    board = make_board("4,7/3,6:B")
    move = played_on(qtbot, board, (Side.B, slot_of(board, Side.B, 3)), (Side.A, slot_of(board, Side.A, 4)))
    assert move == Move(3, 4)


def test_opponent_hand_without_a_chosen_hand_does_nothing(qtbot: QtBot, make_board: MakeBoard) -> None:
    board = make_board("1,7/3,6:A")
    with qtbot.assertNotEmitted(board.moveRequested):
        click(qtbot, board, Side.B, 0)
    assert board.selectedHand() is None


def test_one_distinct_number_is_chosen_implicitly(qtbot: QtBot, make_board: MakeBoard) -> None:
    board = make_board("0,7/3,6:A")
    assert board.statusText() == "A (甲) to move: pick one of B (乙)'s hands"
    with qtbot.waitSignal(board.moveRequested, timeout=1000) as blocker:
        click(qtbot, board, Side.B, slot_of(board, Side.B, 3))
    assert blocker.args == [Move(7, 3)]


def test_drag_from_own_hand_to_opponent_hand(qtbot: QtBot, make_board: MakeBoard) -> None:
    board = make_board("1,7/3,6:A")
    start = centre(board, Side.A, slot_of(board, Side.A, 1))
    end = centre(board, Side.B, slot_of(board, Side.B, 3))
    with qtbot.waitSignal(board.moveRequested, timeout=1000) as blocker:
        drag(board, start, end)
    assert blocker.args == [Move(1, 3)]


def test_hover_previews_result_and_value(qtbot: QtBot, make_board: MakeBoard) -> None:
    board = make_board("1,7/3,6:A")
    click(qtbot, board, Side.A, slot_of(board, Side.A, 1))
    with qtbot.waitSignal(board.moveHovered, timeout=1000) as blocker:
        hover(board, centre(board, Side.B, slot_of(board, Side.B, 6)))
    assert blocker.args == [Move(1, 6)]
    assert board.previewText() == "1 + 6 → 7 · loss in 18 plies"  # 7,7/3,6:B is won by B in 17
    assert board.statusText() == board.previewText()
    with qtbot.waitSignal(board.moveHovered, timeout=1000) as blocker:
        hover(board, QPoint(3, 3))
    assert blocker.args == [None]
    assert board.previewText() == ""
    assert board.badgeRect() is None


def test_preview_of_a_retiring_move_says_so(qtbot: QtBot, make_board: MakeBoard) -> None:
    board = make_board("1,7/3,6:A")
    click(qtbot, board, Side.A, slot_of(board, Side.A, 7))
    hover(board, centre(board, Side.B, slot_of(board, Side.B, 3)))
    assert board.previewText() == "7 + 3 → 0, the hand retires · draw"


def test_set_preview_move_from_elsewhere(make_board: MakeBoard) -> None:
    board = make_board("1,7/3,6:A")
    board.setPreviewMove(Move(7, 6))
    assert board.previewMove() == Move(7, 6)
    assert board.previewText() == "7 + 6 → 3 · draw"
    board.setPreviewMove(Move(5, 5))  # not legal here: ignored
    assert board.previewMove() is None


def test_a_move_without_an_evaluation_still_shows_its_result(qtbot: QtBot) -> None:
    board = HandsBoard()
    qtbot.addWidget(board)
    board.setPosition(Position.parse("1,7/3,6:A"), [])  # the result comes from the core, no value known
    board.setPreviewMove(Move(7, 6))
    assert board.previewText() == "7 + 6 → 3"
    board.setPreviewMove(Move(7, 3))
    assert board.previewText() == "7 + 3 → 0, the hand retires"


def test_escape_and_second_click_cancel_the_choice(qtbot: QtBot, make_board: MakeBoard) -> None:
    board = make_board("1,7/3,6:A")
    one = slot_of(board, Side.A, 1)
    click(qtbot, board, Side.A, one)
    assert board.selectedHand() == one
    QTest.keyClick(board, Qt.Key.Key_Escape)
    assert board.selectedHand() is None
    click(qtbot, board, Side.A, one)
    click(qtbot, board, Side.A, one)
    assert board.selectedHand() is None
    with qtbot.assertNotEmitted(board.moveRequested):
        click(qtbot, board, Side.B, 0)


def test_retired_hands_cannot_be_chosen_or_targeted(qtbot: QtBot, make_board: MakeBoard) -> None:
    board = make_board("0,7/0,6:A")
    zero_a, zero_b = slot_of(board, Side.A, 0), slot_of(board, Side.B, 0)
    with qtbot.assertNotEmitted(board.moveRequested):
        click(qtbot, board, Side.A, zero_a)
        click(qtbot, board, Side.B, zero_b)
    assert board.selectedHand() is None
    assert "retired" in board.handToolTip(Side.B, zero_b)


def test_finished_games_do_not_react(qtbot: QtBot, make_board: MakeBoard) -> None:
    board = make_board("0,0/2,5:B")
    with qtbot.assertNotEmitted(board.moveRequested):
        for side in Side:
            for i in range(2):
                click(qtbot, board, side, i)
    assert board.selectedHand() is None


def test_keys_one_and_two_pick_hands_left_to_right(qtbot: QtBot, make_board: MakeBoard) -> None:
    board = make_board("1,7/3,6:A")  # a fresh board places each side low to high
    assert board.shownHands(Side.A) == (1, 7) and board.shownHands(Side.B) == (3, 6)
    QTest.keyClick(board, Qt.Key.Key_2)
    assert board.selectedHand() == 1
    with qtbot.waitSignal(board.moveRequested, timeout=1000) as blocker:
        QTest.keyClick(board, Qt.Key.Key_1)
    assert blocker.args == [Move(7, 3)]


# -- every hand keeps its place (issue 11, item 2) ----------------------------------------------------------


def test_played_hand_keeps_its_place(qtbot: QtBot, make_board: MakeBoard, table: SolvedTable) -> None:
    board = make_board("1,7/3,6:A")
    move = played_on(qtbot, board, (Side.A, 1), (Side.B, 0))  # the 7 on the right touches the 3
    show(board, "0,1/3,6:B", table, played=move)
    assert board.shownHands(Side.A) == (1, 0)  # the retired hand stays where the 7 was


def test_a_changed_position_changes_as_few_places_as_it_can(
    make_board: MakeBoard, table: SolvedTable
) -> None:
    board = make_board("1,7/3,6:A")
    show(board, "2,7/3,6:B", table)  # e.g. a jump: only the 1 became a 2
    assert board.shownHands(Side.A) == (2, 7)
    show(board, "7,9/3,6:B", table)
    assert board.shownHands(Side.A) == (9, 7)  # the 7 stays on the right
    show(board, "4,5/6,3:A", table)  # nothing in common: low to high
    assert board.shownHands(Side.A) == (4, 5) and board.shownHands(Side.B) == (3, 6)


@pytest.fixture
def game(qtbot: QtBot) -> Game:
    """A board wired to a game model the way the window wires them (no animation)."""
    model = GameModel()
    board = HandsBoard()
    qtbot.addWidget(board)
    board.resize(900, 600)
    board.setAnimationDuration(0)
    board.moveRequested.connect(model.playMove)

    def on_current(played: Move | None) -> None:
        board.setPosition(model.position(), model.moveInfos(), played)

    model.currentChanged.connect(on_current)
    on_current(None)
    board.show()
    qtbot.waitExposed(board)
    return board, model


def places(board: HandsBoard) -> tuple[tuple[int, ...], tuple[int, ...]]:
    return board.shownHands(Side.A), board.shownHands(Side.B)


def test_hands_keep_their_places_through_play_navigation_and_replay(qtbot: QtBot, game: Game) -> None:
    board, model = game
    clicks = [  # (mover's place, opponent's place), chosen so that right-hand places move too
        ((Side.A, 1), (Side.B, 0)),  # A 1,1 -> 1,2
        ((Side.B, 1), (Side.A, 1)),  # B 1,1 -> 1,3
        ((Side.A, 1), (Side.B, 1)),  # A 1,2 -> 1,5
        ((Side.B, 0), (Side.A, 0)),  # B 1,3 -> 2,3
    ]
    seen = [places(board)]
    for own, target in clicks:
        played_on(qtbot, board, own, target)
        seen.append(places(board))
    assert seen[1:] == [((1, 2), (1, 1)), ((1, 2), (1, 3)), ((1, 5), (1, 3)), ((1, 5), (2, 3))]
    moves = [model.moveAt(ply) for ply in range(1, model.plyCount + 1)]
    for ply in range(model.plyCount - 1, -1, -1):  # step back ...
        model.back()
        assert places(board) == seen[ply]
    for ply in range(1, model.plyCount + 1):  # ... and forward again
        model.forward()
        assert places(board) == seen[ply]
    model.first()
    assert places(board) == seen[0]
    model.last()
    assert places(board) == seen[-1]
    model.newGame()  # replay the same moves, not clicked this time
    assert places(board) == seen[0]
    for ply, move in enumerate(moves, start=1):
        model.playMove(move)
        assert places(board) == seen[ply]


def test_replays_of_the_optimal_line_show_the_same_places(game: Game) -> None:
    board, model = game
    runs = []
    for _ in range(2):
        model.newGame()
        run = [places(board)]
        for _ply in range(14):
            model.playBest()
            run.append(places(board))
        runs.append(run)
    assert runs[0] == runs[1]
    for (a_before, b_before), (a_after, b_after) in zip(runs[0], runs[0][1:], strict=False):
        changed = sum(x != y for x, y in zip(a_before + b_before, a_after + b_after, strict=True))
        assert changed == 1  # one hand changes per move, the others stay put


# -- the badge and the titles (issue 11, item 7) ----------------------------------------------------------


@pytest.mark.parametrize("size", [(345, 640), (560, 720), (900, 600), (1280, 420), (1920, 1080)])
@pytest.mark.parametrize("flipped", [False, True])
@pytest.mark.parametrize("text", ["1,7/3,6:A", "4,8/3,6:B"])
def test_the_badge_of_a_chosen_hand_keeps_clear_of_the_titles(
    qtbot: QtBot, make_board: MakeBoard, size: tuple[int, int], flipped: bool, text: str
) -> None:
    board = make_board(text, flipped=flipped, size=size)
    position = board.position()
    assert position is not None
    mover = position.to_move
    for own in range(2):
        for target in range(2):
            click(qtbot, board, mover, own)
            hover(board, centre(board, mover.other, target))
            badge = board.badgeRect()
            assert badge is not None and board.previewText().startswith(f"{board.handValue(mover, own)} + ")
            for side in Side:
                assert not badge.intersects(board.titleRect(side)), (own, target, side)
            assert board.rect().toRectF().contains(badge)
            QTest.keyClick(board, Qt.Key.Key_Escape)


def test_titles_and_hands_do_not_overlap(make_board: MakeBoard) -> None:
    for size in ((345, 640), (900, 600), (1600, 500)):
        board = make_board("1,7/3,6:A", size=size)
        for side in Side:
            assert board.zoneRect(side).contains(board.titleRect(side))
            for other in Side:
                for i in range(2):
                    assert not board.handRect(other, i).intersects(board.titleRect(side))


# -- animation, palette ------------------------------------------------------------------------------


def test_new_played_move_finishes_the_running_animation_first(
    qtbot: QtBot, make_board: MakeBoard, table: SolvedTable
) -> None:
    board = make_board("1,7/3,6:A")
    board.setAnimationDuration(10_000)
    show(board, "4,7/3,6:B", table, played=Move(1, 3))
    assert board.isAnimating()
    qtbot.waitUntil(lambda: progress(board) > 0.0, timeout=3000)
    show(board, "4,7/0,3:A", table, played=Move(6, 4))
    assert board.isAnimating()  # the new move's animation, from its start
    assert progress(board) < 0.5
    assert sorted(board.shownHands(Side.B)) == [0, 3]
    board.finishAnimation()
    assert not board.isAnimating()
    assert progress(board) == 1.0


def test_set_position_while_animating_stops_it(make_board: MakeBoard, table: SolvedTable) -> None:
    board = make_board("1,7/3,6:A")
    board.setAnimationDuration(10_000)
    show(board, "4,7/3,6:B", table, played=Move(1, 3))
    assert board.isAnimating()
    show(board, "1,7/3,6:A", table)  # no move: e.g. undo
    assert not board.isAnimating()
    assert board.shownHands(Side.A) == (1, 7)


def test_a_move_that_does_not_lead_here_is_not_animated(make_board: MakeBoard, table: SolvedTable) -> None:
    board = make_board("1,7/3,6:A")
    board.setAnimationDuration(10_000)
    show(board, "4,7/3,6:B", table, played=Move(7, 6))  # 7+6 leads to 1,3/3,6:B, not here
    assert not board.isAnimating()


def test_click_finishes_animation(qtbot: QtBot, make_board: MakeBoard, table: SolvedTable) -> None:
    board = make_board("1,7/3,6:A")
    board.setAnimationDuration(10_000)
    show(board, "4,7/3,6:B", table, played=Move(1, 3))
    click(qtbot, board, Side.B, 0)
    assert not board.isAnimating()
    assert board.selectedHand() == 0


def test_animation_runs_to_its_end(qtbot: QtBot, make_board: MakeBoard, table: SolvedTable) -> None:
    board = make_board("1,7/3,6:A")
    board.setAnimationDuration(50)
    show(board, "0,1/3,6:B", table, played=Move(7, 3))
    assert board.isAnimating()
    qtbot.waitUntil(lambda: not board.isAnimating(), timeout=3000)
    assert progress(board) == 1.0


def test_zero_duration_does_not_animate(make_board: MakeBoard, table: SolvedTable) -> None:
    board = make_board("1,7/3,6:A")
    show(board, "4,7/3,6:B", table, played=Move(1, 3))
    assert not board.isAnimating()
    assert board.animationDuration() == 0


class _Hints:
    """Stands in for QStyleHints on a Qt that has QAccessibilityHints.motionPreference (6.12+)."""

    def __init__(self, reduced: bool) -> None:
        self._reduced = reduced

    def accessibility(self) -> object:
        reduced = self._reduced

        class _A11y:
            def motionPreference(self) -> str:
                return "reduced" if reduced else "no preference"

        return _A11y()


@pytest.mark.parametrize("reduced", [True, False])
def test_the_system_reduced_motion_preference_is_honoured(
    monkeypatch: pytest.MonkeyPatch, make_board: MakeBoard, table: SolvedTable, reduced: bool
) -> None:
    from types import SimpleNamespace

    from PySide6.QtCore import Qt as QtNamespace
    from PySide6.QtGui import QGuiApplication

    from quadace_gui.views.board import reduced_motion

    monkeypatch.setattr(QGuiApplication, "styleHints", staticmethod(lambda: _Hints(reduced)))
    motion = SimpleNamespace(ReducedMotion="reduced", NoPreference="no preference")
    monkeypatch.setattr(QtNamespace, "MotionPreference", motion, raising=False)
    assert reduced_motion() is reduced
    board = make_board("1,7/3,6:A")
    board.setAnimationDuration(10_000)
    show(board, "4,7/3,6:B", table, played=Move(1, 3))
    assert board.isAnimating() is not reduced
    assert sorted(board.shownHands(Side.A)) == [4, 7]


def test_a_qt_without_a_motion_preference_means_no_preference() -> None:
    from PySide6 import QtCore

    from quadace_gui.views.board import reduced_motion

    if hasattr(QtCore.Qt, "MotionPreference"):
        pytest.skip("this Qt reports the system's motion preference")
    assert reduced_motion() is False


def test_palette_name(make_board: MakeBoard) -> None:
    board = make_board("1,7/3,6:A")
    assert board.paletteName() == palette.DEFAULT_PALETTE
    board.setPaletteName("classic")
    assert board.paletteName() == "classic"
    board.setPaletteName("no such palette")
    assert board.paletteName() == palette.DEFAULT_PALETTE


def test_contrast_of_known_colours() -> None:
    white, black = QColor(255, 255, 255), QColor(0, 0, 0)
    assert contrast_ratio(white, black) == pytest.approx(21.0)
    assert contrast_ratio(black, white) == pytest.approx(21.0)
    assert contrast_ratio(QColor(118, 118, 118), white) == pytest.approx(4.54, abs=0.01)  # WCAG's AA grey
    assert ink_for(white).lightness() < 40 and ink_for(QColor(255, 230, 0)).lightness() < 40
    assert ink_for(black) == white and ink_for(QColor(0, 0, 139)) == white


def test_text_on_value_colours_is_readable() -> None:
    for name, colours in palette.PALETTES.items():
        for value in colours:
            bg = palette.value_color(value, palette=name)
            assert contrast_ratio(ink_for(bg), bg) >= 4.3  # the pill text is large and bold: AA asks for 3


def test_layout_fits_small_and_large_sizes(make_board: MakeBoard) -> None:
    board = make_board("0,7/3,6:A")
    assert board.minimumSizeHint().width() <= 360
    for w, h in ((360, 300), (1920, 1080)):
        board.resize(w, h)
        rects = [board.handRect(side, i) for side in Side for i in range(2)]
        assert all(board.rect().contains(r.toRect()) for r in rects)
        assert not any(a.intersects(b) for k, a in enumerate(rects) for b in rects[k + 1 :])


def test_places_change_as_little_as_possible_for_any_number_of_hands() -> None:
    from quadace_gui.views.board.slots import arrange

    assert arrange(None, (3, 1, 2)) == (1, 2, 3)  # nothing shown yet: low to high
    assert arrange((5, 1, 3), (1, 3, 7)) == (7, 1, 3)  # only the 5 became a 7
    assert arrange((1, 1, 4), (1, 4, 6), moved_slot=1) == (1, 6, 4)  # the hand played from changes
    assert arrange((1, 1, 4), (1, 4, 6)) == (1, 6, 4)  # without one: the smaller reading wins the tie
    assert arrange((1, 1, 4), (1, 4, 6), remembered=(6, 1, 4)) == (6, 1, 4)  # as shown before
    assert arrange((2,), (9,)) == (9,)
    assert arrange((9, 2), (2, 9)) == (9, 2)  # the same hands: nothing moves


# -- one to three hands, multiplication, equal hands (issue 10) ----------------------------------------------


@pytest.mark.parametrize(
    ("rules", "text", "own", "target", "expected"),
    [
        (Rules(hands=1), "3/7:A", 3, 7, Move(3, 7)),
        (Rules(hands=1), "4/6:B", 6, 4, Move(6, 4)),
        (Rules(hands=3), "1,2,5/3,4,8:A", 5, 4, Move(5, 4)),
        (Rules(hands=3), "0,2,5/3,4,8:B", 8, 2, Move(8, 2)),
    ],
)
def test_one_and_three_hands_click_a_hand_then_an_opponents(
    qtbot: QtBot, make_board: MakeBoard, rules: Rules, text: str, own: int, target: int, expected: Move
) -> None:
    board = make_board(text, rules=rules)
    position = board.position()
    assert position is not None
    mover = position.to_move
    assert board.handCount(mover) == board.handCount(mover.other) == rules.hands
    move = played_on(
        qtbot, board, (mover, slot_of(board, mover, own)), (mover.other, slot_of(board, mover.other, target))
    )
    assert move == expected


def test_three_hands_each_pair_asks_for_its_move_and_key_three_picks_the_third(
    qtbot: QtBot, make_board: MakeBoard
) -> None:
    board = make_board("1,2,5/3,4,8:A", rules=Rules(hands=3))
    assert board.shownHands(Side.A) == (1, 2, 5) and board.shownHands(Side.B) == (3, 4, 8)
    asked = {played_on(qtbot, board, (Side.A, o), (Side.B, t)) for o in range(3) for t in range(3)}
    assert asked == {Move(a, b) for a in (1, 2, 5) for b in (3, 4, 8)}
    QTest.keyClick(board, Qt.Key.Key_3)
    assert board.selectedHand() == 2
    with qtbot.waitSignal(board.moveRequested, timeout=1000) as blocker:
        QTest.keyClick(board, Qt.Key.Key_3)
    assert blocker.args == [Move(5, 8)]


@pytest.mark.parametrize("hands", [1, 3])
@pytest.mark.parametrize("size", [(345, 640), (900, 600), (1920, 1080)])
def test_one_and_three_hands_fit_and_read_from_afar(
    make_board: MakeBoard, hands: int, size: tuple[int, int]
) -> None:
    text = "3/7:A" if hands == 1 else "1,2,5/3,4,8:A"
    two = make_board("1,2/3,4:A", size=size).handRect(Side.A, 0)
    board = make_board(text, rules=Rules(hands=hands), size=size)
    rects = [board.handRect(side, i) for side in Side for i in range(hands)]
    assert all(board.rect().contains(r.toRect()) for r in rects)
    assert not any(a.intersects(b) for k, a in enumerate(rects) for b in rects[k + 1 :])
    for side in Side:
        assert not any(r.intersects(board.titleRect(side)) for r in rects)
    assert all(r.height() >= two.height() * 0.95 for r in rects)  # numbers as large as with two hands


def test_multiplication_shows_its_sign_and_result(qtbot: QtBot, make_board: MakeBoard) -> None:
    rules = Rules(op="mul")
    board = make_board("2,3/3,4:A", rules=rules)
    click(qtbot, board, Side.A, slot_of(board, Side.A, 3))
    hover(board, centre(board, Side.B, slot_of(board, Side.B, 4)))
    assert board.previewText().startswith("3 × 4 → 2 · ")
    assert board.handToolTip(Side.B, slot_of(board, Side.B, 4)).endswith("click to multiply your 3 by it")
    assert board.badgeRect() is not None


def test_equal_hands_zero_is_a_live_number(qtbot: QtBot, make_board: MakeBoard) -> None:
    rules = Rules(goal="equal")
    board = make_board("0,3/2,5:A", rules=rules)
    zero = slot_of(board, Side.A, 0)
    assert "retired" not in board.handToolTip(Side.A, zero)
    move = played_on(qtbot, board, (Side.A, zero), (Side.B, slot_of(board, Side.B, 5)))
    assert move == Move(0, 5)
    board = make_board("1,4/0,6:A", rules=rules)  # the opponent's 0 can be added too
    move = played_on(qtbot, board, (Side.A, slot_of(board, Side.A, 4)), (Side.B, slot_of(board, Side.B, 0)))
    assert move == Move(4, 0)


@pytest.mark.parametrize(
    ("rules", "text", "winner", "retired"),
    [
        (Rules(goal="equal"), "3,5/4,4:A", "B (乙) wins!", False),  # B has just shown equal hands
        (Rules(goal="misere"), "0,0/2,5:B", "B (乙) wins!", True),  # A retired every hand: A loses
        (Rules(), "0,0/2,5:B", "A (甲) wins!", True),
    ],
)
def test_the_finished_game_names_the_winner_the_rules_give(
    qtbot: QtBot, make_board: MakeBoard, rules: Rules, text: str, winner: str, retired: bool
) -> None:
    board = make_board(text, rules=rules)
    assert board.statusText() == winner
    assert ("retired" in board.handToolTip(Side.A, 0)) is retired
    with qtbot.assertNotEmitted(board.moveRequested):
        for side in Side:
            for i in range(2):
                click(qtbot, board, side, i)
