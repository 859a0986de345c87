"""The solver against the plain-Python Chopsticks solver, position by position, for every combination
of touch x overflow x split x goal (and both operations) in bases 2 to 7 (issue 25)."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from quadace_gui.core import Rules, solve
from quadace_gui.core.solver import INVALID

from .reference_chopsticks import Chop
from .support import NAMES

TOUCHES = ("self", "other")
OVERFLOWS = ("wrap", "cutoff")
SPLITS = ("none", "transfer", "transfer-suicide")
GOALS = ("retire", "misere", "equal")


def _cases() -> list[tuple[int, int, str, str, str, str, str]]:
    cases = []
    for base, op, goal, touch, overflow, split in itertools.product(
        range(2, 8), ("add", "mul"), GOALS, TOUCHES, OVERFLOWS, SPLITS
    ):
        cases.append((2, base, op, goal, touch, overflow, split))
    for hands, bases in ((1, range(2, 8)), (3, range(2, 6))):
        for base, goal, touch, overflow in itertools.product(bases, GOALS, TOUCHES, OVERFLOWS):
            if not (goal == "equal" and hands == 1):
                cases.append((hands, base, "add", goal, touch, overflow, "none"))
    return cases


def _start(game: Chop) -> tuple[tuple[int, ...], tuple[int, ...]]:
    if game.goal == "equal" or (game.op == "mul" and game.hands > 1):
        hands = tuple(min(i + 1, game.base - 1) for i in range(game.hands))
        if game.goal == "equal" and len(set(hands)) == 1:
            hands = (0,) * (game.hands - 1) + (1,)
        return hands, hands
    return (1,) * game.hands, (1,) * game.hands


@pytest.mark.parametrize(("hands", "base", "op", "goal", "touch", "overflow", "split"), _cases())
def test_every_position_matches_the_plain_solver(
    hands: int, base: int, op: str, goal: str, touch: str, overflow: str, split: str
) -> None:
    game = Chop(base, hands, op, goal, touch, overflow, split)
    start_a, start_b = _start(game)
    text = f"{','.join(map(str, start_a))}/{','.join(map(str, start_b))}:A"
    rules = Rules(base, hands, op, goal, text, touch=touch, overflow=overflow, split=split)
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
