"""Property tests on random rule sets: solved values obey GAME.md's definitions.

Successors come from the plain-Python rules in ``reference_rules``, not from the engine.
"""

from __future__ import annotations

from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st

from quadace_gui.core import Rules, SolvedTable, solve
from quadace_gui.core.solver import DRAW, INVALID, LOSS, WIN

from .reference_rules import Game, Pos

MAX_BASE = {1: 25, 2: 12, 3: 7}


@cache
def solved(base: int, hands: int, op: str, goal: str) -> SolvedTable:
    start = "1,2,3"[: 2 * hands - 1] if goal == "equal" else ",".join("1" * hands)
    if goal == "equal" and base == 2:
        start = ",".join(["0"] * (hands - 1) + ["1"])
    if goal == "equal" and hands == 3 and base == 3:
        start = "0,1,2"
    return solve(Rules(base, hands, op, goal, f"{start}/{start}:A"))


@st.composite
def cases(draw: st.DrawFn) -> tuple[Game, Pos]:
    hands = draw(st.integers(1, 3))
    base = draw(st.integers(2, MAX_BASE[hands]))
    op = draw(st.sampled_from(["add", "mul"]))
    goal = draw(st.sampled_from(["retire", "misere"] + (["equal"] if hands > 1 else [])))
    game = Game(base, hands, op, goal)
    hand = st.integers(0, base - 1)
    mover = tuple(sorted(draw(st.lists(hand, min_size=hands, max_size=hands))))
    opponent = tuple(sorted(draw(st.lists(hand, min_size=hands, max_size=hands))))
    if game.reached_goal(mover):
        mover = tuple(sorted([1] + [0] * (hands - 1))) if goal != "equal" else (0,) * (hands - 1) + (1,)
    return game, (mover, opponent)


@settings(max_examples=400, deadline=None)
@given(cases())
def test_values_obey_the_definitions(case: tuple[Game, Pos]) -> None:
    game, pos = case
    table = solved(game.base, game.hands, game.op, game.goal)
    rules = table.rules
    value, distance = table.value_of(*pos), table.distance_of(*pos)
    assert value != INVALID
    after = [(table.value_of(*s), table.distance_of(*s)) for s in game.successors(pos)]
    if game.finished(pos):
        assert not after and distance == 0
        assert value == (WIN if game.goal == "misere" else LOSS)
        return
    assert after, "an unfinished position always has a move"
    assert rules.position_index(*pos) == rules.set_index(pos[0]) * rules.set_count + rules.set_index(pos[1])
    if value == WIN:
        assert distance is not None
        assert (LOSS, distance - 1) in after
        assert all(d is None or d >= distance - 1 for v, d in after if v == LOSS)
    elif value == LOSS:
        assert distance is not None and distance > 0
        assert all(v == WIN for v, _ in after)
        assert max(d for _, d in after if d is not None) == distance - 1
    else:
        assert value == DRAW and distance is None
        assert all(v != LOSS for v, _ in after)
        assert any(v == DRAW for v, _ in after)
