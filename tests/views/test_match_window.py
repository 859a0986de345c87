"""Playing against the computer in the window, as a person does: choose the players in Game > Players…,
click moves on the board, read the scorecard, undo, retry from the first mistake."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox
from pytestqt.qtbot import QtBot

from quadace_gui.core.position import Move, Side
from quadace_gui.models.game_model import GameModel
from quadace_gui.models.match import BEST, KEPT, MISTAKE, OVER, PLAYING, MatchSetup, SideSetup
from quadace_gui.views.dialogs import NewGameDialog
from quadace_gui.views.main_window import MainWindow
from quadace_gui.views.players_dialog import PlayersDialog
from quadace_gui.views.scorecard import ScorecardDialog


@pytest.fixture(autouse=True)
def _never_block(never_block_on_questions: None) -> None:
    """Every test here answers "Discard" to a question box."""


@pytest.fixture
def mwindow(window: MainWindow) -> Iterator[MainWindow]:
    """The window with a quick computer (no pause) that plays the same game every time."""
    window.match.setPause(0)
    window.match.setSeed(7)
    yield window
    window.match.stop()
    if window.matchUi.scorecard is not None:
        window.matchUi.scorecard.close()


def best(model: GameModel) -> Move:
    info = model.bestMove()
    assert info is not None
    return info.move


def wait_for_plies(qtbot: QtBot, model: GameModel, plies: int) -> None:
    qtbot.waitUntil(lambda: model.plyCount == plies)


def with_dialog(act: Callable[[QDialog], None], trigger: Callable[[], None]) -> None:
    """Run ``trigger`` (which opens a modal dialog) and let ``act`` work the dialog once it is up."""

    def work() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog):
            QTimer.singleShot(0, work)
            return
        act(dialog)

    QTimer.singleShot(0, work)
    trigger()


def choose_players(qtbot: QtBot, dialog: QDialog, a: str, b: str) -> None:
    assert isinstance(dialog, PlayersDialog)
    for side, kind in ((Side.A, a), (Side.B, b)):
        box = dialog.sides[side].kindBox
        box.setCurrentIndex(box.findData(kind))
    QTest.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)


def click_move(window: MainWindow, move: Move) -> None:
    """Click the mover's hand showing ``move.own``, then the opponent's hand showing ``move.opp``."""
    board = window.board
    mover = window.model.position().to_move
    for side, number in ((mover, move.own), (mover.other, move.opp)):
        place = board.shownHands(side).index(number)
        QTest.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.handRect(side, place).center().toPoint())


def players_from_menu(qtbot: QtBot, window: MainWindow, a: str, b: str) -> None:
    with_dialog(lambda d: choose_players(qtbot, d, a, b), window.actionMap["players"].trigger)


def test_b_perfect_answers_the_persons_click(qtbot: QtBot, mwindow: MainWindow) -> None:
    players_from_menu(qtbot, mwindow, "person", "perfect")
    assert mwindow.match.setup() == MatchSetup(SideSetup(), SideSetup("perfect"))
    assert mwindow.settings.value("matchPlayers") == "person perfect"
    assert mwindow.match.isPlaying() and mwindow.matchUi.label.isVisible()
    click_move(mwindow, Move(1, 1))
    qtbot.waitUntil(lambda: mwindow.model.plyCount == 2)
    assert mwindow.model.verdict(2).kind == "best"
    assert mwindow.model.position().to_move is Side.A and "A" in mwindow.matchUi.label.text()


def test_clicks_on_the_computers_turn_are_refused(qtbot: QtBot, mwindow: MainWindow) -> None:
    mwindow.match.setPause(60_000)  # the computer takes its time
    players_from_menu(qtbot, mwindow, "person", "perfect")
    click_move(mwindow, Move(1, 1))
    assert mwindow.model.plyCount == 1 and mwindow.match.computerSide() is Side.B
    click_move(mwindow, Move(1, 2))  # B's hands clicked by the person
    mwindow.actionMap["best"].trigger()
    assert mwindow.model.plyCount == 1 and "computer" in mwindow.statusBar().currentMessage()


def test_the_computer_waits_while_a_dialog_is_open(qtbot: QtBot, mwindow: MainWindow) -> None:
    players_from_menu(qtbot, mwindow, "person", "perfect")
    seen: list[int] = []

    def look(dialog: QDialog) -> None:
        match = mwindow.match
        qtbot.waitUntil(lambda: match.timer.isActive() and match.timer.interval() == 100)  # it looked
        seen.append(mwindow.model.plyCount)
        dialog.reject()

    click_move(mwindow, Move(1, 1))
    with_dialog(look, mwindow.actionMap["players"].trigger)
    assert seen == [1]  # nothing was played while the dialog was up
    qtbot.waitUntil(lambda: mwindow.model.plyCount == 2)


def test_undo_in_a_match_goes_back_to_the_persons_turn(qtbot: QtBot, mwindow: MainWindow) -> None:
    players_from_menu(qtbot, mwindow, "person", "perfect")
    for _ in range(2):
        click_move(mwindow, best(mwindow.model))
        wait_for_plies(qtbot, mwindow.model, mwindow.model.plyCount + 1)
    mwindow.actionMap["undo"].trigger()
    assert mwindow.model.ply == 2 and mwindow.model.position().to_move is Side.A
    assert mwindow.match.personMayMove() and not mwindow.match.timer.isActive()


def test_computer_against_computer_plays_to_the_end_by_itself(qtbot: QtBot, mwindow: MainWindow) -> None:
    with qtbot.waitSignal(mwindow.match.finished, timeout=30000):
        players_from_menu(qtbot, mwindow, "perfect", "simple")
    assert mwindow.match.state() == OVER and mwindow.model.plyCount > 0
    assert mwindow.matchUi.scorecard is None  # no person played: the result is in the status bar
    card_text = mwindow.matchUi.label.text()
    assert ("wins" in card_text or "Draw" in card_text) and mwindow.matchUi.label.isVisible()
    qtbot.waitUntil(lambda: mwindow.statusBar().currentMessage() not in ("", card_text))
    assert mwindow.statusBar().currentMessage() in card_text  # the result, in the status bar too


def play_a_match_with_one_mistake(qtbot: QtBot, window: MainWindow) -> int:
    """Person A against the simple strategy: best moves, except the worst move once it is a mistake.
    Returns the ply of the mistake."""
    model, blunder = window.model, 0
    players_from_menu(qtbot, window, "person", "simple")
    while window.match.state() == PLAYING:
        infos = model.moveInfos()
        worst = infos[-1].move
        if not blunder and model.verdictOf(model.position(), worst).is_mistake:
            blunder = model.ply + 1
            click_move(window, worst)
        else:
            click_move(window, infos[0].move)
        qtbot.waitUntil(lambda: window.match.state() == OVER or window.match.personMayMove())
    return blunder


def test_a_match_ends_with_a_scorecard_that_matches_the_verdicts(qtbot: QtBot, mwindow: MainWindow) -> None:
    blunder = play_a_match_with_one_mistake(qtbot, mwindow)
    qtbot.waitUntil(lambda: mwindow.matchUi.scorecard is not None and mwindow.matchUi.scorecard.isVisible())
    card = mwindow.matchUi.scorecard
    assert isinstance(card, ScorecardDialog)
    model = mwindow.model
    expected = {BEST: 0, KEPT: 0, MISTAKE: 0}
    for ply in range(1, model.plyCount + 1):
        if model.position(ply - 1).to_move is Side.A:
            verdict = model.verdict(ply)
            expected[MISTAKE if verdict.is_mistake else BEST if verdict.kind == "best" else KEPT] += 1
    assert card.counts(Side.A) == expected and expected[MISTAKE] >= 1
    assert list(card.trees) == [Side.A]  # only the person's moves are scored
    first = card.card.firstMistake()
    assert first is not None and first.ply == blunder
    assert card.resultLabel.text()


def test_retry_from_the_first_mistake(qtbot: QtBot, mwindow: MainWindow) -> None:
    blunder = play_a_match_with_one_mistake(qtbot, mwindow)
    qtbot.waitUntil(lambda: mwindow.matchUi.scorecard is not None and mwindow.matchUi.scorecard.isVisible())
    card = mwindow.matchUi.scorecard
    assert card is not None
    QTest.mouseClick(card.retryButton, Qt.MouseButton.LeftButton)
    model = mwindow.model
    assert not card.isVisible()
    assert model.ply == blunder - 1 and mwindow.match.isPlaying() and mwindow.match.personMayMove()
    click_move(mwindow, best(model))
    qtbot.waitUntil(lambda: model.plyCount == blunder + 1)  # the game went another way; B answered
    assert mwindow.match.setup().b.kind == "simple"


def test_new_game_offers_the_players(qtbot: QtBot, mwindow: MainWindow) -> None:
    def new_game(dialog: QDialog) -> None:
        assert isinstance(dialog, NewGameDialog)
        with_dialog(lambda d: choose_players(qtbot, d, "random", "person"), dialog.playersButton.click)
        dialog.accept()

    mwindow.model.playMove(Move(1, 1))
    with_dialog(new_game, mwindow.actionMap["new"].trigger)
    qtbot.waitUntil(lambda: mwindow.model.plyCount == 1)  # the new game: A (random) opened it
    assert mwindow.match.setup().a.kind == "random" and mwindow.match.personMayMove()


def test_a_jump_stops_the_match(qtbot: QtBot, mwindow: MainWindow) -> None:
    players_from_menu(qtbot, mwindow, "person", "perfect")
    mwindow.model.jumpTo(mwindow.model.position().parse("1,7/3,6:B"))
    assert not mwindow.match.isPlaying() and not mwindow.matchUi.label.isVisible()
    qtbot.waitUntil(lambda: "stopped" in mwindow.statusBar().currentMessage())


def test_the_optimal_line_stops_the_match(qtbot: QtBot, mwindow: MainWindow) -> None:
    players_from_menu(qtbot, mwindow, "person", "perfect")
    mwindow.actionMap["autoplay"].trigger()
    assert not mwindow.match.isPlaying() and mwindow.autoplayer.running
    mwindow.autoplayer.stop()


def test_changing_players_mid_match_goes_on_with_the_new_ones(qtbot: QtBot, mwindow: MainWindow) -> None:
    players_from_menu(qtbot, mwindow, "person", "perfect")
    click_move(mwindow, Move(1, 1))
    qtbot.waitUntil(lambda: mwindow.model.plyCount == 2)
    players_from_menu(qtbot, mwindow, "person", "random")
    assert mwindow.match.isPlaying() and mwindow.match.firstPly() == 0
    assert "Random" in mwindow.matchUi.label.text()


def test_the_computer_waits_until_the_board_has_animated_the_move(qtbot: QtBot, mwindow: MainWindow) -> None:
    mwindow.settings.setValue("animationMs", 400)
    players_from_menu(qtbot, mwindow, "person", "perfect")
    click_move(mwindow, Move(1, 1))
    if mwindow.board.isAnimating():  # (a platform asking for reduced motion animates nothing)
        assert not mwindow.matchUi.computerMayMove()
    wait_for_plies(qtbot, mwindow.model, 2)
    assert mwindow.model.verdict(2).kind == "best"


def test_the_result_sentence_counts_plies(qapp: QApplication) -> None:
    from quadace_gui.models.match import Scorecard
    from quadace_gui.views.scorecard import result_text

    setup = MatchSetup()
    assert result_text(Scorecard(Side.A, "won", 1, setup, ())) == "A (甲) wins after 1 ply."
    assert result_text(Scorecard(Side.B, "won", 5, setup, ())) == "B (乙) wins after 5 plies."
    assert result_text(Scorecard(None, "ply cap", 200, setup, ())) == "Draw after 200 plies."
    assert "third time" in result_text(Scorecard(None, "repetition", 12, setup, ()))


def test_the_players_button_is_offered_for_quadace_only(qtbot: QtBot) -> None:
    dialog = NewGameDialog(10)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.playersButton.isVisible()
    dialog.gameBox.setCurrentIndex(dialog.gameBox.findData("nim"))
    assert not dialog.playersButton.isVisible()
