"""The starts analysis: every legal start position, its value, and the interesting ones."""

from __future__ import annotations

import itertools

import pytest

from quadace_gui.core import Position, Rules, Side, solve
from quadace_gui.core.analysis import position_info
from quadace_gui.core.solver import DRAW, LOSS, WIN
from quadace_gui.core.starts import StartInfo, dull_start, starts, suggested_starts


@pytest.mark.parametrize(
    "rules",
    [
        Rules(7),
        Rules(6, 3),
        Rules(9, 1),
        Rules(8, 2, "mul", "misere", "2,3/2,3:A"),
        Rules(7, 3, "add", "equal"),
    ],
    ids=str,
)
def test_every_legal_start_is_listed_once_with_its_value(rules: Rules) -> None:
    table = solve(rules)
    report = starts(table)
    goal = rules.goal_rule
    expected = set()
    for a, b in itertools.product(
        itertools.combinations_with_replacement(range(1, rules.base), rules.hands), repeat=2
    ):
        if goal.start_problem(a, b) is None and not goal.finished(b):
            expected.add(Position(a, b, Side.A, rules).text)
    infos = [report.info(k) for k in range(report.count)]
    assert [i.text for i in infos] == sorted({i.text for i in infos}, key=[i.text for i in infos].index)
    assert {i.text for i in infos} == expected and report.count == len(expected)
    for info in infos:
        here = position_info(table, info.position)
        assert (info.value, info.distance) == (here.value, here.distance)
        assert 0 not in info.position.a + info.position.b and info.position.to_move is Side.A
    assert report.wins + report.losses + report.draws == report.count


def test_summary_lists_are_what_they_say() -> None:
    report = starts(solve(Rules()))
    assert report.start == StartInfo(Position.start(), DRAW, None)
    wins = [report.info(k) for k in range(report.count) if report.info(k).value == WIN]
    assert report.longest_wins and report.longest_wins[0].distance == max(w.distance or 0 for w in wins)
    distances = [w.distance or 0 for w in report.longest_wins]
    assert distances == sorted(distances, reverse=True)
    assert all(s.value == LOSS for s in report.longest_losses)
    assert report.fair and all(s.value == DRAW and s.position.a == s.position.b for s in report.fair)
    assert report.suggestions(3)[0] == report.longest_wins[0]


def test_equal_hands_default_start_is_won_at_once_and_better_starts_exist() -> None:
    report = starts(solve(Rules(goal="equal")))
    assert (report.start.value, report.start.distance) == (WIN, 1)
    assert max(s.distance or 0 for s in report.suggestions(5)) > 1


def test_the_rules_start_is_given_for_a() -> None:
    rules = Rules(hands=1, start_position="1/1:B")
    report = starts(solve(rules))
    a_view = starts(solve(Rules(hands=1))).start
    assert report.start.position.to_move is Side.B
    assert report.start.value == -a_view.value and report.start.distance == a_view.distance


def test_dull_defaults_are_the_ones_where_nothing_happens_or_the_first_move_wins() -> None:
    assert dull_start(Rules(op="mul"))  # 1s multiplied stay 1s
    assert dull_start(Rules(goal="equal"))  # 1,2 / 1,2: A wins in one move
    assert not dull_start(Rules())
    assert not dull_start(Rules(hands=3))


def test_suggested_starts_can_change_and_carry_their_values() -> None:
    rules = Rules(op="mul")
    table = solve(rules.with_start(None))
    suggestions = suggested_starts(rules)
    assert {s.kind for s in suggestions} >= {"fair", "a_wins"}
    for s in suggestions:
        assert set(s.info.position.a + s.info.position.b) != {1}
        value = table.value_of(s.info.position.a, s.info.position.b)
        assert value == {"fair": DRAW, "a_wins": WIN, "b_wins": LOSS}[s.kind]
    assert suggested_starts(Rules(base=60, hands=3)) == []  # too big to solve on the spot
