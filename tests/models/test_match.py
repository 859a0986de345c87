"""The match controller: the computer answers a person, waits for the gate, undoes to the person's turn,
stops when the game is replaced, ends with a scorecard that matches the verdicts."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from quadace_gui.core.position import Move, Position, Side
from quadace_gui.core.rules import Rules
from quadace_gui.core.solver import solve
from quadace_gui.models.game_model import GameModel
from quadace_gui.models.match import (
    BEST,
    KEPT,
    MISTAKE,
    OFF,
    OVER,
    PLAYING,
    MatchController,
    MatchSetup,
    Scorecard,
    SideSetup,
)
from quadace_gui.models.settings import ANIMATION_MS, MATCH_PLAYERS, Settings

PERFECT_B = MatchSetup(SideSetup(), SideSetup("perfect"))


def best(model: GameModel) -> Move:
    info = model.bestMove()
    assert info is not None
    return info.move


def wait_for_plies(qtbot: QtBot, model: GameModel, plies: int) -> None:
    qtbot.waitUntil(lambda: model.plyCount == plies)


@pytest.fixture
def match(qapp: QApplication) -> Iterator[MatchController]:
    settings = Settings()
    settings.set(ANIMATION_MS, 0)
    model = GameModel()
    controller = MatchController(model, settings)
    controller.setPause(0)
    controller.setSeed(7)
    yield controller
    controller.stop()


def test_setup_text_round_trips_and_unknown_players_are_persons() -> None:
    setup = MatchSetup(SideSetup("skill", 60, True), SideSetup("perfect", plain=True))
    assert setup.text == "skill@60+plain perfect+plain"
    assert MatchSetup.parse(setup.text) == setup
    assert MatchSetup.parse("simple@40+plain random").text == "simple random"  # options it has not
    assert MatchSetup.parse("wizard perfect") == MatchSetup(SideSetup(), SideSetup("perfect"))
    assert MatchSetup.parse("nonsense") == MatchSetup()
    assert not MatchSetup().hasComputer and PERFECT_B.hasComputer and PERFECT_B.hasPerson


def test_the_players_are_remembered(qapp: QApplication) -> None:
    settings = Settings()
    MatchController(GameModel(), settings).setSetup(PERFECT_B)
    assert settings.get(MATCH_PLAYERS) == "person perfect"
    assert MatchController(GameModel(), settings).setup() == PERFECT_B


def test_the_computer_answers_a_person_with_a_perfect_move(qtbot: QtBot, match: MatchController) -> None:
    match.setSetup(PERFECT_B)
    match.start()
    assert match.isPlaying() and match.personMayMove() and not match.timer.isActive()
    match.model.playMove(Move(1, 1))
    assert not match.personMayMove() and match.computerSide() is Side.B
    qtbot.waitUntil(lambda: match.model.plyCount == 2)
    assert match.model.verdict(2).kind == "best" and match.personMayMove()
    assert [m.ply for m in match.scorecard().moves] == [1]  # only the person's move is scored


def test_the_computer_waits_while_the_gate_is_shut(qtbot: QtBot, match: MatchController) -> None:
    shut = [True]
    match.setGate(lambda: not shut[0])
    match.setSetup(PERFECT_B)
    match.start()
    match.model.playMove(Move(1, 1))
    qtbot.waitUntil(lambda: match.timer.isActive() and match.timer.interval() == 100)  # looking again
    assert match.model.plyCount == 1
    shut[0] = False
    qtbot.waitUntil(lambda: match.model.plyCount == 2)


def test_the_computer_never_moves_on_a_persons_turn_or_while_looking_back(
    qtbot: QtBot, match: MatchController
) -> None:
    match.setSetup(MatchSetup(SideSetup(), SideSetup("random")))
    match.start()
    assert not match.timer.isActive()
    match.model.playMove(Move(1, 1))
    qtbot.waitUntil(lambda: match.model.plyCount == 2)
    match.model.setPly(1)  # looking back at B's turn: nobody plays over the game
    assert not match.timer.isActive() and match.model.plyCount == 2
    match.model.setPly(2)
    assert not match.timer.isActive() and match.personMayMove()


def test_undo_in_a_match_returns_to_the_persons_turn_and_redo_brings_both_back(
    qtbot: QtBot, match: MatchController
) -> None:
    match.setSetup(PERFECT_B)
    match.start()
    for _ in range(2):
        match.model.playMove(best(match.model))
        wait_for_plies(qtbot, match.model, match.model.plyCount + 1)
    assert match.model.ply == 4
    match.undo()
    assert match.model.ply == 2 and match.model.position().to_move is Side.A and match.personMayMove()
    match.undo()
    assert match.model.ply == 0
    match.redo()
    assert match.model.ply == 2 and not match.timer.isActive()


def test_a_person_who_just_moved_takes_it_back_before_the_answer(
    qtbot: QtBot, match: MatchController
) -> None:
    match.setSetup(PERFECT_B)
    match.setPause(60_000)
    match.start()
    match.model.playMove(Move(1, 1))
    assert match.timer.isActive()
    match.undo()
    assert match.model.ply == 0 and not match.timer.isActive()


def test_computer_against_computer_plays_to_the_end(qtbot: QtBot, match: MatchController) -> None:
    match.setSetup(MatchSetup(SideSetup("perfect"), SideSetup("random")))
    with qtbot.waitSignal(match.finished, timeout=20000) as ended:
        match.start()
    card = ended.args[0]
    assert match.state() == OVER and card.moves == () and card.persons() == []
    position = match.model.position()
    if card.reason == "won":
        assert position.is_over and card.winner is position.winner is Side.A  # random never beats perfect
    else:
        assert card.reason in ("repetition", "ply cap") and card.winner is None
    assert card.plies == match.model.plyCount


def test_a_jump_or_a_new_game_stops_the_match(qtbot: QtBot, match: MatchController) -> None:
    stops: list[str] = []
    match.stopped.connect(stops.append)
    match.setSetup(PERFECT_B)
    match.start()
    match.model.jumpTo(Position.parse("1,7/3,6:B"))
    assert match.state() == OFF and stops == ["replaced"] and not match.timer.isActive()
    match.start()
    match.model.newGame()
    assert match.state() == OFF


def test_scorecard_counts_match_the_verdicts_and_retry_goes_before_the_first_mistake(
    qtbot: QtBot, match: MatchController
) -> None:
    model = match.model
    match.setSetup(MatchSetup(SideSetup(), SideSetup("simple")))
    match.start()
    ended: list[Scorecard] = []
    match.finished.connect(ended.append)
    person_plies, blunder = 0, None
    while not ended:
        infos = model.moveInfos()
        # the person plays the best moves, but once the worst one (the first time it is a mistake)
        worst = infos[-1].move
        if blunder is None and model.verdictOf(model.position(), worst).is_mistake:
            blunder = model.ply + 1
            model.playMove(worst)
        else:
            model.playMove(infos[0].move)
        person_plies += 1
        qtbot.waitUntil(lambda: bool(ended) or model.position().to_move is Side.A, timeout=5000)
    card = ended[0]
    assert len(card.moves) == person_plies and all(m.side is Side.A for m in card.moves)
    for m in card.moves:
        verdict = model.verdict(m.ply)
        expected = MISTAKE if verdict.is_mistake else BEST if verdict.kind == "best" else KEPT
        assert m.category == expected
    counts = {c: len(card.of(Side.A, c)) for c in (BEST, KEPT, MISTAKE)}
    assert sum(counts.values()) == person_plies
    first = card.firstMistake()
    assert first is not None and first.ply == blunder and counts[MISTAKE] >= 1
    match.retry(first.ply)
    assert match.state() == PLAYING and model.ply == blunder - 1 and match.personMayMove()
    model.playMove(best(model))
    qtbot.waitUntil(lambda: model.plyCount == blunder + 1)  # the game from the mistake on was replaced


def test_the_players_view_is_made_once_per_table(match: MatchController) -> None:
    view = match.view()
    assert match.view() is view and view.value is match.model.table.value
    match.model.newGame(solve(Rules(7)))
    assert match.view() is not view and match.view().size == match.model.table.value.size
    match.setSetup(MatchSetup(SideSetup("perfect", plain=True), SideSetup()))
    move = match.chooseMove()  # the plain perfect move of base 7's start keeps its value
    assert match.model.verdictOf(match.model.position(), move).kind == "best"


def test_the_stored_players_are_checked(qapp: QApplication, tmp_path: Path) -> None:
    from PySide6.QtCore import QSettings

    store = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings = Settings(store=store)
    for raw, read in (
        ("person skill@60+plain", "person skill@60+plain"),
        ("perfect+plain random", "perfect+plain random"),
        ("person skill@101", "person person"),
        ("person", "person person"),
        ("Person Perfect", "person person"),
        ("person perfect extra", "person person"),
    ):
        store.setValue(MATCH_PLAYERS.name, raw)
        assert settings.get(MATCH_PLAYERS) == read, raw


def test_no_match_starts_on_a_finished_game(qtbot: QtBot, match: MatchController) -> None:
    match.setSetup(PERFECT_B)
    match.model.jumpTo(Position.parse("0,0/1,2:B"))
    assert match.model.position().is_over
    match.start()
    assert match.state() == OFF and not match.timer.isActive()


def test_new_players_in_the_middle_of_a_match_keep_its_scorecard(
    qtbot: QtBot, match: MatchController
) -> None:
    match.setSetup(PERFECT_B)
    match.start()
    match.model.playMove(Move(1, 1))
    qtbot.waitUntil(lambda: match.model.plyCount == 2)
    match.setSetup(MatchSetup(SideSetup(), SideSetup("random")))
    assert match.isPlaying() and match.firstPly() == 0
    match.model.playMove(best(match.model))
    qtbot.waitUntil(lambda: match.model.plyCount == 4)
    assert [m.ply for m in match.scorecard().moves] == [1, 3]


def test_the_computer_waits_for_the_animation_and_the_pause(qtbot: QtBot, match: MatchController) -> None:
    assert match._settings is not None
    match._settings.set(ANIMATION_MS, 300)
    match.setPause(200)
    match.setSetup(PERFECT_B)
    match.start()
    match.model.playMove(Move(1, 1))
    assert match.timer.isActive() and match.timer.interval() == 500 and match.model.plyCount == 1
    wait_for_plies(qtbot, match.model, 2)


def test_undo_then_another_move_keeps_the_refuted_line_and_the_same_move_is_answered(
    qtbot: QtBot, match: MatchController
) -> None:
    model = match.model
    model.jumpTo(Position.parse("1,1/4,9:A", model.rules))
    match.setSetup(MatchSetup(SideSetup(), SideSetup("perfect", plain=True)))
    match.start()
    model.playMove(Move.parse("1+9"))  # a losing move; B refutes it
    wait_for_plies(qtbot, model, 2)
    refuted = model.record.text
    reply = model.moveAt(2).text
    match.undo()
    assert model.ply == 0 and match.personMayMove()
    model.playMove(Move.parse("1+4"))  # the drawing move: a variation; the refutation stays main
    wait_for_plies(qtbot, model, 2)
    answer = model.moveAt(2).text
    assert model.record.tree_text == f"1,1/4,9:A 1+9 (1+4 {answer}) {reply}"
    assert [s.text for s in match.scorecard().moves] == ["1+4"]
    match.undo()
    assert model.record.tree_text == "1,1/4,9:A" and model.ply == 0
    # the same mistake again follows the kept line, and the computer still answers it (there)
    model.playMove(Move.parse("1+9"))
    assert model.ply == 1 and model.plyCount == 2 and match.computerSide() is Side.B
    qtbot.waitUntil(lambda: model.ply == 2)
    assert model.record.text == refuted and match.personMayMove()
