"""The fast solver against the plain-Python one, position by position, for every combination of axes
at small bases (GAME.md: "check the fast solver against a tiny, obviously correct one")."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from quadace_gui.core import Rules, solve
from quadace_gui.core.solver import INVALID

from .reference_rules import Game
from .support import NAMES

OPS = ("add", "mul")
GOALS = ("retire", "misere", "equal")


def _cases() -> list[tuple[int, int, str, str]]:
    cases = []
    for hands, bases in ((1, range(2, 8)), (2, range(2, 8)), (3, range(2, 6))):
        for base, op, goal in itertools.product(bases, OPS, GOALS):
            if not (goal == "equal" and hands == 1):
                cases.append((hands, base, op, goal))
    return cases


def _start(game: Game) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """A start that is legal for the goal and not dull: the goal's default, or 1,2.. for mul."""
    if game.goal == "equal" or (game.op == "mul" and game.hands > 1):
        hands = tuple(min(i + 1, game.base - 1) for i in range(game.hands))
        if game.goal == "equal" and len(set(hands)) == 1:
            hands = (0,) * (game.hands - 1) + (1,)
        return hands, hands
    return (1,) * game.hands, (1,) * game.hands


@pytest.mark.parametrize(("hands", "base", "op", "goal"), _cases())
def test_every_position_matches_the_plain_solver(hands: int, base: int, op: str, goal: str) -> None:
    game = Game(base, hands, op, goal)
    start_a, start_b = _start(game)
    if game.reached_goal(start_a):
        pytest.skip("no legal start of this shape")  # never for the bases above
    text = f"{','.join(map(str, start_a))}/{','.join(map(str, start_b))}:A"
    rules = Rules(base, hands, op, goal, text)
    table = solve(rules)
    reference = game.solve()
    got = {p: (NAMES[table.value_of(*p)], table.distance_of(*p)) for p in reference}
    wrong = {p: (got[p], reference[p]) for p in reference if got[p] != reference[p]}
    assert not wrong, f"{len(wrong)} positions differ, e.g. {next(iter(wrong.items()))}"
    assert int(np.count_nonzero(table.value != INVALID)) == len(reference) == rules.position_count
    counts = rules.graph().successor_counts()
    wrong_counts = [p for p in reference if counts[rules.position_index(*p)] != len(game.successors(p))]
    assert not wrong_counts, f"distinct successor counts differ at {wrong_counts[:3]}"
    expected = np.zeros(rules.slot_count, dtype=bool)
    for m, o in game.reachable((start_a, start_b)):
        expected[rules.position_index(m, o)] = True
    assert np.array_equal(table.reachable, expected)


def _larger_cases() -> list[tuple[int, int, str, str]]:
    cases = []
    for hands, bases in ((1, (11, 16)), (2, (8, 10, 12)), (3, (6, 7))):
        for base, op, goal in itertools.product(bases, OPS, GOALS):
            if not (goal == "equal" and hands == 1):
                cases.append((hands, base, op, goal))
    return cases


@pytest.mark.slow
@pytest.mark.parametrize(("hands", "base", "op", "goal"), _larger_cases())
def test_larger_bases_match_the_plain_solver(hands: int, base: int, op: str, goal: str) -> None:
    test_every_position_matches_the_plain_solver(hands, base, op, goal)


def test_level_is_distance() -> None:
    table = solve(Rules(7, 3, "mul", "misere", "1,2,3/1,2,3:A"))
    assert table.level is table.distance
