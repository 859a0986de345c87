"""The rule axes: validation, presets, set numbering, positions and notation for 1 to 3 hands."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from quadace_gui.core import IllegalMoveError, Move, NotationError, Position, Rules, RulesError, Side
from quadace_gui.core.games.presets import PRESETS, names, preset, preset_of
from quadace_gui.core.notation import MAX_TEXT
from quadace_gui.core.solver import LOSS, WIN, solve


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"base": 1}, "at least 2"),
        ({"hands": 0}, "1 to 3 hands"),
        ({"hands": 4}, "1 to 3 hands"),
        ({"hands": True}, "1 to 3 hands"),
        ({"op": "sub"}, "one of add, mul"),
        ({"goal": "capture"}, "one of retire, misere, equal"),
        ({"hands": 1, "goal": "equal"}, "needs at least 2 hands"),
        ({"goal": "equal", "start_position": "1,1/2,3:A"}, "equal hands"),
        ({"goal": "equal", "start_position": "1,2/3,3:B"}, "equal hands"),
        ({"start_position": "0,0/1,1:A"}, "already over"),
        ({"start_position": "1,1/0,0:A"}, "already over"),
        ({"goal": "misere", "start_position": "1,1/0,0:A"}, "already over"),
        ({"hands": 3, "start_position": "1,1/1,1:A"}, "exactly 3 hands"),
        ({"start_position": "1,1/1,10:A"}, "not a hand in base 10"),
    ],
)
def test_rules_refuse_what_cannot_be_played(kwargs: dict[str, object], words: str) -> None:
    with pytest.raises(RulesError, match=words) as info:
        Rules(**kwargs)  # type: ignore[arg-type]
    assert "\n" not in str(info.value)


def test_default_start_is_stored_as_none_and_any_start_is_kept() -> None:
    assert Rules(start_position="1,1/1,1:A") == Rules()
    assert Rules(goal="equal", start_position="2,1/1,2:A") == Rules(goal="equal")
    r = Rules(hands=3, start_position="3,2,1/4,1,1:B")
    assert r.start_spec.text == "1,2,3/1,1,4:B" and r.start == ((1, 1, 4), (1, 2, 3))
    assert Position.start(r).text == "1,2,3/1,1,4:B"
    assert eval(repr(r), {"Rules": Rules}) == r
    assert Rules(goal="equal", hands=3).start_spec.text == "1,2,3/1,2,3:A"


def test_presets_are_listed_and_found_by_name() -> None:
    assert names()[0] == "standard" and preset("standard").rules == Rules()
    for required in ("misere", "multiplication", "three-hands", "one-hand", "equal-hands"):
        assert required in PRESETS
    assert preset("Three_Hands").rules == Rules(hands=3)
    assert preset_of(Rules(goal="misere")) == "misere" and preset_of(Rules(base=11)) is None
    with pytest.raises(RulesError, match="no rule set called 'chess'"):
        preset("chess")
    # Multiplication does not start from all 1s (nothing would ever change).
    mul = preset("multiplication").rules
    assert mul.op == "mul" and set(mul.start[0] + mul.start[1]) != {1}


@pytest.mark.parametrize(("base", "hands"), [(2, 1), (9, 1), (2, 2), (10, 2), (13, 2), (2, 3), (7, 3)])
def test_sets_are_numbered_fewest_live_hands_first_then_low_to_high(base: int, hands: int) -> None:
    rules = Rules(base, hands)
    sets = rules.pairs()
    assert sets == sorted(itertools.combinations_with_replacement(range(base), hands))
    assert [rules.set_index(s) for s in sets] == list(range(rules.set_count))
    live = [sum(1 for h in s if h) for s in sets]
    assert live == sorted(live, key=lambda n: -n)[::-1] or live == sorted(live)
    assert rules.sets_per_live_count == [live.count(n) for n in range(hands + 1)]
    assert np.array_equal(rules.live_counts, live)
    assert rules.hand_sets.shape == (rules.set_count, hands)


def test_two_hand_numbering_is_the_old_pair_numbering() -> None:
    rules = Rules(10)
    old = [(a, c) for a in range(10) for c in range(a, 10)]
    assert rules.pairs() == old
    assert all(rules.pair_index(a, c) == a * 10 - a * (a - 1) // 2 + (c - a) for a, c in old)
    assert rules.pair_table[6, 1] == rules.pair_index(1, 6) == 15


def test_equal_goal_has_every_hand_live() -> None:
    rules = Rules(goal="equal")
    assert rules.sets_per_live_count == [0, 0, 55]
    p = Position.parse("0,3/2,5:A", rules)
    assert [m.text for m in p.legal_moves()] == ["0+2", "0+5", "3+2", "3+5"]
    q = Position.parse("2,3/1,5:A", rules)
    assert q.play(Move(2, 1)).is_over and q.play(Move(2, 1)).winner is Side.A
    assert not p.retires(Move(0, 0)) and p.play(Move(0, 2)).text == "2,3/2,5:B"


def test_misere_winner_is_the_other_side() -> None:
    p = Position.parse("0,4/3,6:A", Rules(goal="misere"))
    after = p.play(Move(4, 6))
    assert after.is_over and after.winner is Side.B  # A retired every hand: A loses
    table = solve(Rules(goal="misere"))
    assert table.value[after.index] == WIN and table.distance[after.index] == 0
    assert table.value[p.index] != WIN or table.distance[p.index] > 1


def test_multiplication_moves_and_notation() -> None:
    rules = Rules(op="mul", start_position="2,3/1,4:A")
    p = Position.start(rules)
    assert [m.text for m in p.legal_moves()] == ["2*1", "2*4", "3*1", "3*4"]
    assert p.play(Move.parse("3*4")).text == "2,2/1,4:B"
    assert p.play(Move.parse("3+4")) == p.play(Move.parse("3x4"))
    assert Rules(op="mul").combine(5, 4) == 0 and Rules().combine(5, 5) == 0


def test_three_hands_play_and_checks() -> None:
    rules = Rules(hands=3)
    p = Position.parse("1,2,3/1,1,4:A", rules)
    assert p.mover == (1, 2, 3) and p.compact is None
    assert p.play(Move(3, 4)).text == "1,2,7/1,1,4:B"
    assert p.play(Move(1, 4)).text == "2,3,5/1,1,4:B"
    with pytest.raises(IllegalMoveError, match="A holds 1, 2 and 3; 5 is not one of them"):
        p.play(Move(5, 1))
    q = Position.parse("0,0,6/0,0,4:A", rules)
    assert q.play(Move(6, 4)).winner is Side.A
    with pytest.raises(NotationError, match="already won"):
        Position.parse("0,0,0/1,1,1:A", rules)


@pytest.mark.parametrize(
    ("text", "rules", "expected"),
    [
        ("3/7:B", Rules(hands=1), "3/7:B"),
        (" 3 , 2 , 1 / 4 1 1 : 乙 ", Rules(hands=3), "1,2,3/1,1,4:B"),
        ("1,2,3/1,1,4", Rules(hands=3), "1,2,3/1,1,4:A"),
        ("1136", Rules(), "1,1/3,6:A"),
    ],
)
def test_h_hand_notation(text: str, rules: Rules, expected: str) -> None:
    assert Position.parse(text, rules).text == expected


@pytest.mark.parametrize(
    ("text", "rules", "words"),
    [
        ("1136", Rules(hands=3), "only for two-hand games"),
        ("1,2/1,2", Rules(hands=3), "exactly 3 hands"),
        ("1,2,3/1,2", Rules(hands=3), "exactly 3 hands"),
        ("1/2/3", Rules(hands=1), "not a position"),
        ("1,2,3/1,1,4:C", Rules(hands=3), "A or B"),
        ("1,,2/1,2", Rules(), "not a position"),
        ("1,2/1,2:A:B", Rules(), "A or B"),
        ("１,2/1,2", Rules(), "not a position"),  # a full-width digit is not read as a number
    ],
)
def test_h_hand_notation_errors(text: str, rules: Rules, words: str) -> None:
    with pytest.raises(NotationError, match=words):
        Position.parse(text, rules)


HOSTILE = [
    "1" + " " * 800 + "1/1" + " " * 800 + "1" + " " * 800 + "x",  # cubic for the old regex
    "1" + " " * 100_000 + "1/1" + " " * 100_000 + "1" + " " * 100_000 + "x",
    "1," * 200_000 + "/1,1",
    " " * 1_000_000 + "1+1",
]


@pytest.mark.timeout(5)
@pytest.mark.parametrize("text", HOSTILE, ids=["issue-12", "large", "commas", "move"])
def test_hostile_text_is_refused_at_once(text: str) -> None:
    """Would time out (not assert on the clock) if parsing were super-linear again."""
    for _ in range(50):
        with pytest.raises(NotationError, match="too long") as info:
            Position.parse(text) if "+" not in text else Move.parse(text)
        assert len(str(info.value)) < 200


@pytest.mark.timeout(5)
def test_parsing_just_under_the_limit_is_linear() -> None:
    text = "1" + " " * (MAX_TEXT // 3) + ",1/1," + " " * (MAX_TEXT // 3 - 10) + "1x"
    assert len(text) <= MAX_TEXT
    for _ in range(2000):
        with pytest.raises(NotationError, match="not a position"):
            Position.parse(text)


def test_finished_values_follow_the_goal() -> None:
    for goal, value in (("retire", LOSS), ("misere", WIN), ("equal", LOSS)):
        table = solve(Rules(goal=goal))
        finished = table.distance == 0
        assert finished.any() and (table.value[finished] == value).all()


def test_every_small_rule_set_has_a_legal_default_start() -> None:
    for base, hands, op, goal in itertools.product(
        range(2, 6), range(1, 4), ("add", "mul"), ("retire", "misere", "equal")
    ):
        if goal == "equal" and hands == 1:
            continue
        rules = Rules(base, hands, op, goal)
        start = Position.start(rules)
        assert not start.is_over and start.index == rules.graph().start
        assert solve(rules).value[start.index] != -2
