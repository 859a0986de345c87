"""The subtraction game against a plain memoised recursive solver, and its period (the rule the solver
finds) against the solver's table on long ranges."""

from __future__ import annotations

from functools import cache

import numpy as np
import pytest

from quadace_gui.core.errors import PositionError, RulesError
from quadace_gui.core.games.bash import Bash
from quadace_gui.core.games.protocol import LOSS, WIN, GameGraph
from quadace_gui.core.games.subtraction import Period, Subtraction, find_period, parse_amounts
from quadace_gui.core.games.takeaway import make_game, solve_game

SETS = [(1, 3, 4), (2, 3), (1, 4), (2, 5, 7), (3,), (1, 2, 3), (4, 7), (1, 5, 6, 11), (3, 5, 9)]


def plain(amounts: tuple[int, ...], misere: bool) -> object:
    """(value, distance) of a heap of n, by memoised recursion over the rules written out here."""

    @cache
    def solve(n: int) -> tuple[int, int]:
        children = [solve(n - s) for s in amounts if s <= n]
        if not children:
            return (WIN if misere else LOSS), 0
        lost = [d for v, d in children if v == LOSS]
        if lost:
            return WIN, 1 + min(lost)
        return LOSS, 1 + max(d for _v, d in children)

    return solve


@pytest.mark.parametrize("misere", [False, True])
@pytest.mark.parametrize("amounts", SETS)
def test_the_solver_agrees_with_a_plain_recursive_solver(amounts: tuple[int, ...], misere: bool) -> None:
    game = Subtraction(start=(150,), amounts=amounts, misere=misere)
    assert isinstance(game.graph(), GameGraph)
    table = solve_game(game)
    ref = plain(amounts, misere)
    for n in range(151):
        assert (table.value_of((n,)), table.distance_of((n,))) == ref(n), (amounts, n)  # type: ignore[operator]
    seen, todo = {150}, [150]
    while todo:
        n = todo.pop()
        for after in (n - s for s in amounts if s <= n):
            if after not in seen:
                seen.add(after)
                todo.append(after)
    assert set(np.flatnonzero(table.reachable).tolist()) == seen


@pytest.mark.parametrize("misere", [False, True])
@pytest.mark.parametrize("amounts", SETS)
def test_the_period_holds_on_a_long_range(amounts: tuple[int, ...], misere: bool) -> None:
    game = Subtraction(start=(3000,), amounts=amounts, misere=misere)
    table = solve_game(game)
    assert table.counterexamples().size == 0
    period = game.period
    p = table.p_mask
    # the period is exact: from its start on, shifting by one period changes nothing, and no shorter
    # period does the same
    assert np.array_equal(p[period.start + period.length :], p[period.start : -period.length])
    for shorter in range(1, period.length):
        assert not np.array_equal(p[period.start + shorter :], p[period.start : -shorter])


def test_the_textbook_set_and_its_statement() -> None:
    game = Subtraction()
    assert game.period == Period(0, 7, (0, 2), ())
    assert game.period.text() == "P exactly when n mod 7 is 0 or 2"
    assert game.rule_text.startswith("P exactly when n mod 7 is 0 or 2")
    assert game.title() == "Subtraction game S = {1,3,4}, heap ≤ 20"
    assert game.working((20,)).text() == "20 mod 7 = 6, not 0 or 2 → N"
    assert game.working((16,)).text() == "16 mod 7 = 2, one of 0 or 2 → P"
    table = solve_game(game)
    assert [n for n in range(21) if table.value_of((n,)) == LOSS] == [0, 2, 7, 9, 14, 16]
    assert [game.move_text((20,), m) for m, _after in game.moves((20,))] == ["-1", "-3", "-4"]


def test_a_pre_period_is_found_and_stated() -> None:
    period = find_period((2, 4, 7))  # 0 and 1 have no move: P; from 4 on every multiple of 3
    assert period == Period(4, 3, (0,), (1, 3))
    assert period.text() == "from n = 4 on, P exactly when n mod 3 is 0; below 4, P at 0, 1"
    game = Subtraction(start=(500,), amounts=(2, 4, 7))
    assert solve_game(game).counterexamples().size == 0
    assert game.working((3,)).text() == "3 is below the period's start 4 → N"
    assert game.working((9,)).text() == "9 mod 3 = 0, one of 0 → P"


def test_bash_is_the_subtraction_game_with_one_to_k() -> None:
    for most in range(1, 8):
        bash = solve_game(Bash(target=200, most=most))
        sub = solve_game(Subtraction(start=(200,), amounts=tuple(range(1, most + 1))))
        assert np.array_equal(bash.value, sub.value) and np.array_equal(bash.distance, sub.distance)
        assert f"S = {{1..{most}}}" in Bash(200, most).rule_text
        assert find_period(tuple(range(1, most + 1))) == Period(0, most + 1, (0,), ())


def test_make_game_and_bad_parameters() -> None:
    game = make_game("subtraction", amounts=(4, 1, 3, 3), limit=60)
    assert game == Subtraction(start=(20,), amounts=(1, 3, 4), limit=60) and game.limits == (60,)
    assert make_game("subtraction", heaps=(60,)).limits == (60,)
    for bad in [{"amounts": ()}, {"amounts": (0, 1)}, {"amounts": (17,)}, {"heaps": (3, 4)}]:
        with pytest.raises(RulesError) as caught:
            make_game("subtraction", **bad)
        assert "\n" not in str(caught.value)
    with pytest.raises(PositionError):
        Subtraction().parse("21")
    assert Subtraction().parse(" 7 ") == (7,)
    assert parse_amounts("{1, 3, 4}") == (1, 3, 4)
    with pytest.raises(RulesError):
        parse_amounts("1,x")
