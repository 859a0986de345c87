"""The one controller of computer players (models/match.py) on every registered game: a person plays A
against the perfect computer at B through the :class:`MatchGame` protocol both models satisfy. The
computer answers the person's move, not an undo (in a match the undo goes back to the person's turn,
at a take-away page's seats one move goes and the computer waits until asked), and the scorecard at
the end judges exactly the person's moves with the model's verdicts."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from quadace_gui.core.games.plugin import PLUGINS
from quadace_gui.core.games.takeaway import make_game
from quadace_gui.core.players import make_player
from quadace_gui.core.position import Side
from quadace_gui.models.game_model import GameModel
from quadace_gui.models.match import (
    BEST,
    KEPT,
    MISTAKE,
    OVER,
    PLAYING,
    RETRY_MS,
    MatchController,
    MatchSetup,
    ScoredMove,
    SideSetup,
)
from quadace_gui.models.match_game import MatchGame
from quadace_gui.models.settings import ANIMATION_MS, Settings
from quadace_gui.models.takeaway_model import TakeAwayModel

PERSON_A = MatchSetup(SideSetup(), SideSetup("perfect"))


def make_model(key: str) -> MatchGame:
    if key == "quadace":
        return GameModel()
    small = {"nim": {"heaps": (2, 3, 4)}, "bash": {"target": 12, "most": 2}, "subtraction": {"heaps": (12,)}}
    return TakeAwayModel(make_game(key, **small.get(key, {})))


@pytest.fixture(params=list(PLUGINS))
def key(request: pytest.FixtureRequest) -> str:
    return str(request.param)


def controller(model: MatchGame, seats: bool = False) -> Iterator[MatchController]:
    settings = Settings()
    settings.set(ANIMATION_MS, 0)
    match = MatchController(model, settings, seats=seats)
    match.setPause(0)
    match.setSeed(7)
    yield match
    match.stop()


@pytest.fixture
def match(qapp: QApplication, key: str) -> Iterator[MatchController]:
    yield from controller(make_model(key))


@pytest.fixture
def seats(qapp: QApplication, key: str) -> Iterator[MatchController]:
    yield from controller(make_model(key), seats=True)


def person_plays(model: MatchGame, seed: int) -> None:
    """The person plays some legal move (a random player's), through the protocol."""
    model.matchPlay(model.matchChoose(make_player("random", seed=seed)))


def test_the_computer_answers_the_person_not_the_undo_and_the_scorecard_ends_it(
    qtbot: QtBot, match: MatchController
) -> None:
    model = match.model
    match.setSetup(PERSON_A)
    match.start()
    assert match.state() == PLAYING and match.personMayMove() and not match.isThinking()
    person_plays(model, 1)
    assert model.lastPly() == 1 and match.computerSide() is Side.B and match.isThinking()
    qtbot.waitUntil(lambda: model.lastPly() == 2)  # the computer answered the person's move
    assert match.computerAt(2) == "perfect" and match.computerAt(1) is None and match.personMayMove()

    match.undo()  # back to the person's turn: the answer and the person's move both go
    assert model.currentPly() == 0 and model.matchTurn() is Side.A
    assert match.personMayMove() and not match.isThinking()  # nothing to answer
    match.redo()  # both come back, and still nobody moves
    assert model.currentPly() == 2 and not match.isThinking()
    model.setPly(1)  # looking back at the computer's turn: it does not play over the game
    assert not match.isThinking() and model.lastPly() == 2
    model.setPly(2)

    cards = []
    match.finished.connect(cards.append)
    seed = 2
    while match.state() == PLAYING:
        if model.matchTurn() is Side.A and not match.isThinking():
            before = model.lastPly()
            person_plays(model, seed)
            seed += 1
            qtbot.waitUntil(lambda b=before: match.state() == OVER or model.lastPly() == b + 2)
        else:
            qtbot.waitUntil(lambda: match.state() == OVER or model.matchTurn() is Side.A)
    (card,) = cards
    assert card == match.scorecard()
    plies = range(1, model.currentPly() + 1)
    assert card.plies == len(plies) and [m.ply for m in card.moves] == [p for p in plies if p % 2 == 1]
    expected = {BEST: 0, KEPT: 0, MISTAKE: 0}
    for ply in plies:
        side, text, verdict = model.matchScored(ply)
        assert (side is Side.A) == (match.computerAt(ply) is None)
        if side is Side.A:
            expected[ScoredMove.of(ply, side, text, verdict).category] += 1
            assert card.moves[(ply - 1) // 2].text == text
    assert {c: len(card.of(Side.A, c)) for c in expected} == expected
    assert card.persons() == [Side.A] and card.of(Side.B) == []
    if card.reason == "won":
        assert card.winner == model.matchWinner() and model.matchOver()
    else:  # QuadAce can be drawn
        assert card.winner is None and card.reason in ("repetition", "ply cap")


def test_at_the_seats_undo_takes_one_move_and_the_computer_waits_until_asked(
    qtbot: QtBot, seats: MatchController
) -> None:
    model = seats.model
    seats.setKind("B", "perfect")
    assert seats.isPlaying() and seats.personToMove() and not seats.isThinking()
    person_plays(model, 1)
    qtbot.waitUntil(lambda: model.lastPly() == 2)
    seats.undo()  # the computer's move goes: B to move, and B waits
    assert model.currentPly() == 1 and model.matchTurn() is Side.B and not seats.isThinking()
    seats.moveNow()  # Ctrl+M on the take-away page
    qtbot.waitUntil(lambda: model.lastPly() == 2 and model.currentPly() == 2)
    assert seats.computerAt(2) == "perfect" and seats.personToMove()


def test_a_dialog_or_a_quiz_question_holds_the_computer(qtbot: QtBot, match: MatchController) -> None:
    model = match.model
    shut, held = [True], [False]
    match.setGate(lambda: not shut[0])  # a dialog is open
    match.setSetup(PERSON_A)
    match.start()
    person_plays(model, 1)
    qtbot.waitUntil(lambda: match.timer.isActive() and match.timer.interval() == RETRY_MS)  # looking again
    assert model.lastPly() == 1
    shut[0] = False
    qtbot.waitUntil(lambda: model.lastPly() == 2)
    match.setHold(lambda: held[0])  # a quiz question is open: the person's move is its answer
    held[0] = True
    if not model.matchOver():
        person_plays(model, 2)
        assert model.lastPly() == 3 and not match.isThinking()  # nobody answers an answer
