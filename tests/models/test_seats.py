"""The seats of a take-away game (models/match.py's one controller, made with ``seats=True``): who plays
each side, the computer's answer and the scorecard of a person's game against it, with no window."""

from __future__ import annotations

from quadace_gui.core.games.takeaway import LOSS, make_game
from quadace_gui.models.match import PERSON, MatchController, SideSetup
from quadace_gui.models.takeaway_model import TakeAwayModel


def test_a_perfect_computer_answers_a_person_and_the_scorecard_judges_the_person(qtbot):
    model = TakeAwayModel(make_game("bash", target=10, most=2))
    seats = MatchController(model, seats=True)
    seats.setAnimationMs(0)
    said: list[str] = []
    seats.computerMoved.connect(said.append)
    seats.setKind("B", "perfect")
    assert seats.kind("A") == PERSON and seats.personToMove() and not seats.isThinking()
    cards = []
    seats.finished.connect(cards.append)
    while not model.position().is_over:
        assert seats.personToMove()
        most = max(model.moveInfos(), key=lambda info: info.move.amounts[0])
        model.play(most.move)  # A says as many numbers as it may, each turn (the seats answer it)
        if not model.position().is_over:
            with qtbot.waitSignal(seats.computerMoved, timeout=5000):
                pass
        # every answer of the perfect player leaves the person a P-position (a loss to move) when it can
        if not model.position().is_over and model.table().value_of(model.heaps(model.ply - 1)) != LOSS:
            assert model.value() == LOSS
    assert said and all(text.startswith("say ") for text in said)
    assert model.winner() == "B"  # 10 mod 3 = 1: A wins by saying 1 first, but it said 1, 2
    (card,) = cards
    assert card.setup.a == SideSetup(PERSON, skill=70) and card.setup.b == SideSetup("perfect", skill=70)
    assert card.moves and all(m.side.value == "A" for m in card.moves)
    assert seats.computerAt(2) == "perfect" and seats.computerAt(1) is None
