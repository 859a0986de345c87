"""The quiz of every game, graded against the solved table on every position of a small game."""

from __future__ import annotations

import random

import numpy as np
import pytest

from quadace_gui.core import quiz as quadace
from quadace_gui.core.game_quiz import SLOT_KINDS, quadace_quiz, takeaway_quiz
from quadace_gui.core.games.plugin import PLUGINS
from quadace_gui.core.games.protocol import DRAW, LOSS, WIN
from quadace_gui.core.games.takeaway import make_game, solve_game
from quadace_gui.core.rules import Rules
from quadace_gui.core.solver import solve

TAKEAWAY_KEYS = sorted(key for key in PLUGINS if key != "quadace")
#: A small game of each kind (every position is graded).
SMALL = {
    "nim": {"heaps": (2, 3, 3)},
    "bash": {"target": 12, "most": 3},
    "wythoff": {"heaps": (5, 6)},
    "subtraction": {"heaps": (15,), "amounts": (1, 3, 4)},
}


@pytest.fixture(scope="module", params=TAKEAWAY_KEYS)
def solved(request):
    return solve_game(make_game(request.param, **SMALL.get(request.param, {})))


def open_slots(table):
    return [int(s) for s in np.flatnonzero(table.reachable & (table.distance != 0))]


def test_every_registered_game_lists_kinds_the_quiz_knows():
    for key in TAKEAWAY_KEYS:
        assert set(PLUGINS[key].quiz_categories) <= set(SLOT_KINDS), key


def test_the_grade_agrees_with_the_table_on_every_position(solved):
    quiz = takeaway_quiz(solved)
    game = solved.game
    kinds = {k.key: k for k in quiz.kinds()}
    assert set(kinds) == {"p_or_n", "winning_move"}
    slots = open_slots(solved)
    assert slots
    for slot in slots:
        heaps = game.heaps(slot)
        truth = solved.value_of(heaps)
        asked = quiz.asked_at(slot, kinds["p_or_n"])
        assert asked.text == game.format(heaps)
        assert asked.moves == tuple(game.move_text(heaps, m) for m, _ in game.moves(heaps))
        for said in (WIN, LOSS):
            marked = quiz.grade(asked, said, None)
            assert marked.value == truth and marked.value_right == (said == truth)
            assert marked.move_right is None
        # every move: right exactly when it leaves a P-position
        winning = {game.move_text(heaps, m) for m, _ in solved.winning_moves(heaps)}
        assert set(quiz.grade(asked, None, asked.moves[0]).keeping) == (
            winning if truth == WIN else set(asked.moves)
        )
        for move, after in game.moves(heaps):
            text = game.move_text(heaps, move)
            marked = quiz.grade(asked, None, text)
            leaves_p = solved.value_of(after) == LOSS
            assert marked.move == text and marked.move_after == game.format(after)
            assert marked.move_right == (leaves_p if truth == WIN else True)
            assert marked.move_value == (WIN if leaves_p else LOSS)
        marked = quiz.grade(asked, truth, None)
        if truth == WIN:  # the reason's move wins: it leaves a P-position
            assert marked.key_move in winning
            assert solved.value_of(game.parse(marked.key_after)) == LOSS


def test_questions_are_of_their_kind_and_both_p_and_n_are_asked(solved):
    quiz = takeaway_quiz(solved)
    rng = random.Random(5)
    values = set()
    for _ in range(60):
        asked = quiz.pick("p_or_n", rng)
        heaps = asked.position
        assert solved.is_reachable(heaps) and solved.distance_of(heaps) != 0
        values.add(solved.value_of(heaps))
        asked = quiz.pick("winning_move", rng, avoid=asked.slot)
        assert solved.value_of(asked.position) == WIN and asked.kind.move_required
    assert values == {WIN, LOSS}
    assert quiz.pick("traps", rng) is None  # not a kind of this game


def test_a_bad_move_text_is_refused(solved):
    quiz = takeaway_quiz(solved)
    asked = quiz.pick("winning_move", random.Random(1))
    with pytest.raises(ValueError):
        quiz.grade(asked, None, "9:99")


def test_quadace_is_graded_as_before():
    table = solve(Rules(5))
    quiz = quadace_quiz(table)
    assert quiz is quadace_quiz(table) and quiz.values == (WIN, DRAW, LOSS)
    assert [k.key for k in quiz.kinds()] == [k for k in quadace.CATEGORIES if quadace.available(table, k)]
    rng = random.Random(4)
    for _ in range(30):
        asked = quiz.pick("any", rng)
        position = quiz.position(asked.slot)
        assert position == asked.position and asked.text == position.text
        for said in (WIN, DRAW, LOSS):
            for move in (None, *asked.moves):
                mine = quiz.grade(asked, said, move)
                before = quadace.grade(
                    table,
                    position,
                    said,
                    None if move is None else position.legal_moves()[asked.moves.index(move)],
                )
                assert (mine.value, mine.distance, mine.value_right) == (
                    before.value,
                    before.distance,
                    before.value_right,
                )
                assert mine.move_right == before.move_right
                assert mine.keeping == tuple(m.text for m in before.keeping)


def test_each_table_keeps_its_quiz_while_others_are_asked():
    tables = [solve_game(make_game("nim", heaps=(1, n))) for n in (1, 2, 3)]
    quizzes = [takeaway_quiz(t) for t in tables]
    assert [takeaway_quiz(t) for t in reversed(tables)] == list(reversed(quizzes))
    assert all(q is takeaway_quiz(t) for q, t in zip(quizzes, tables, strict=True))
