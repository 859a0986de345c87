"""The quiz's questions and grading, against the table and a plain restatement of the categories."""

from __future__ import annotations

import random

import pytest

from quadace_gui.core.analysis import evaluate_moves, position_info
from quadace_gui.core.article import article_findings
from quadace_gui.core.position import Move, Position, Side
from quadace_gui.core.quiz import CATEGORIES, Score, available, grade, pick
from quadace_gui.core.rules import Rules
from quadace_gui.core.solver import DRAW, LOSS, WIN, solve


@pytest.fixture(scope="module")
def table():
    return solve()


def live(hands):
    return sum(h != 0 for h in hands)


# What each category means, stated on its own (hands of the side to move, of the other, its value).
MEANING = {
    "any": lambda m, o, v: True,
    "decided": lambda m, o, v: v in (WIN, LOSS),
    "full": lambda m, o, v: live(m) == 2 and live(o) == 2,
    "one_vs_more": lambda m, o, v: sorted((live(m), live(o))) == [1, 2],
    "one_each": lambda m, o, v: live(m) == 1 and live(o) == 1,
}


@pytest.mark.parametrize("key", sorted(MEANING))
def test_questions_are_reachable_unfinished_and_of_their_category(table, key):
    rng = random.Random(11)
    seen = set()
    for _ in range(40):
        q = pick(table, key, rng)
        p = q.position
        assert p.to_move is Side.A and not p.is_over
        info = position_info(table, p)
        assert info.reachable
        assert MEANING[key](p.mover, p.opponent, info.value)
        seen.add(p)
    assert len(seen) > 5  # random, not one fixed position


def test_trap_questions_are_the_articles_traps(table):
    traps = next(f for f in article_findings(table) if f.name == "simple_strategy_traps")
    expected = {Position.parse(t) for t in traps.positions}
    rng = random.Random(2)
    asked = {pick(table, "traps", rng).position for _ in range(200)}
    assert asked <= expected and len(asked) > 20
    # Not offered outside the standard game.
    small = solve(Rules(7))
    assert not available(small, "traps") and pick(small, "traps", rng) is None
    assert available(small, "any")


def test_a_category_with_no_position_gives_none():
    one_hand = solve(Rules(7, hands=1))
    assert pick(one_hand, "one_vs_more", random.Random(0)) is None
    assert pick(one_hand, "one_each", random.Random(0)) is not None


def test_same_seed_same_questions(table):
    a = [pick(table, "any", random.Random(5)).position for _ in range(3)]
    b = [pick(table, "any", random.Random(5)).position for _ in range(3)]
    assert a == b


def test_grading_every_guess_and_move_of_some_positions(table):
    rng = random.Random(4)
    for _ in range(30):
        p = pick(table, "any", rng).position
        truth = position_info(table, p)
        moves = evaluate_moves(table, p)
        for said in (WIN, DRAW, LOSS):
            for m in moves:
                g = grade(table, p, said, m.move)
                assert g.value_right == (said == truth.value)
                assert g.move_right == (m.value == truth.value)
                assert g.move_value == m.value
        g = grade(table, p, truth.value, None)
        assert g.move_right is None and g.value_right
        assert set(g.keeping) == {m.move for m in moves if m.value == truth.value}
        assert g.key_move in g.keeping or truth.value == LOSS


def test_reason_names_the_move_that_proves_the_value(table):
    won = Position.parse("0,1/0,9:A")  # 1+9 retires A's last hand
    g = grade(table, won, WIN, Move(1, 9))
    assert g.value == WIN and g.key_move == Move(1, 9) and g.move_right
    assert "1+9 wins" in g.reason
    drawn = Position.parse("1,1/1,1:A")
    g = grade(table, drawn, LOSS, None)
    assert not g.value_right and g.value == DRAW and "keeps the draw" in g.reason


def test_bad_guesses_are_refused(table):
    p = Position.parse("1,1/1,1:A")
    with pytest.raises(ValueError):
        grade(table, p, 7, None)
    with pytest.raises(ValueError):
        grade(table, p, DRAW, Move(5, 5))


def test_score_adds_up(table):
    score = Score()
    p = Position.parse("1,1/1,1:A")
    score.add(grade(table, p, DRAW, Move(1, 1)))
    score.add(grade(table, p, WIN, None))
    assert (score.asked, score.values_right, score.moves_asked, score.moves_right) == (2, 1, 1, 1)


def test_every_category_has_a_title():
    assert all(c.title for c in CATEGORIES.values())


def test_questions_offer_a_choice_of_moves(table):
    """(One hand each always has a single move: there the question is only the value.)"""
    rng = random.Random(9)
    for key in ("any", "decided", "full", "one_vs_more"):
        for _ in range(30):
            assert len(pick(table, key, rng).position.legal_moves()) > 1
