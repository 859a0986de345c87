"""Computer against computer: how a match ends, who won, and totals that add up."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from quadace_gui.core import Rules, solve
from quadace_gui.core.match import play_match, play_matches
from quadace_gui.core.players import PLAYERS, GameView, make_player

from .test_players import TRAPS, list_view, subtraction, view_of


def test_subtraction_game_first_player_wins_in_the_solved_length() -> None:
    view = list_view(subtraction(20), start=20)
    result = play_match(view, make_player("perfect", seed=1), make_player("perfect", seed=2))
    assert (result.winner, result.reason) == ("A", "won")
    assert result.plies == int(view.distance[20]) == len(result.moves)
    heaps = [20] + [c.after for c in result.moves]
    assert all(a - b in (1, 2) for a, b in itertools.pairwise(heaps)) and heaps[-1] == 0
    # From a multiple of three the side to move loses.
    assert play_match(view, make_player("perfect"), make_player("perfect"), start=18).winner == "B"


def test_repetition_and_ply_cap() -> None:
    view = list_view([[], [0], [1, 3], [2]], start=2)  # 2 <-> 3 is a draw; 2 -> 1 loses
    a, b = make_player("perfect"), make_player("perfect")
    result = play_match(view, a, b)  # 2(A) 3(B) 2(A) 3(B) 2(A): the third time A is to move at 2
    assert (result.winner, result.reason, result.plies) == (None, "repetition", 4)
    assert [c.after for c in result.moves] == [3, 2, 3, 2]
    assert play_match(view, a, b, repeats=2).plies == 2
    capped = play_match(view, a, b, repeats=1000, ply_cap=7)
    assert (capped.winner, capped.reason, capped.plies) == (None, "ply cap", 7)
    with pytest.raises(ValueError):
        play_match(view, a, b, repeats=0)


@pytest.mark.parametrize("rules", [Rules(10), Rules(7, goal="misere"), Rules(5, goal="equal")])
def test_winner_is_who_the_rules_say(rules: Rules) -> None:
    view = view_of(rules)
    a, b = make_player("random", seed=3), make_player("random", seed=4)
    decided = 0
    for _game in range(200):
        result = play_match(view, a, b)
        if result.reason != "won":
            continue
        decided += 1
        last_mover = "A" if result.plies % 2 else "B"
        to_move = "B" if last_mover == "A" else "A"
        # Retiring every hand (or showing equal hands) wins; under misère it loses.
        assert result.winner == (to_move if rules.goal == "misere" else last_mover)
    assert decided > 100


def test_perfect_punishes_simple_in_the_traps() -> None:
    table = solve(Rules(10))
    view = view_of(Rules(10))
    for trap in TRAPS[:10]:
        start = table.index((int(trap[0]), int(trap[1])), (int(trap[2]), int(trap[3])))
        result = play_match(view, make_player("simple"), make_player("perfect"), start=start)
        assert (result.winner, result.reason) == ("B", "won")
        # The perfect player wins at most in the solved distance (the simple one may lose faster).
        assert result.plies <= 1 + int(view.distance[result.moves[0].after])


def test_start_must_be_a_position() -> None:
    view = view_of(Rules(10))
    invalid = int(np.flatnonzero(~view.graph.valid())[0])
    with pytest.raises(ValueError, match="not a position"):
        play_match(view, make_player("random"), make_player("random"), start=invalid)


@pytest.mark.parametrize("a_key,b_key", [("perfect", "simple"), ("simple", "random"), ("skill", "random")])
def test_totals_add_up_and_repeat(a_key: str, b_key: str) -> None:
    view = view_of(Rules(10))
    totals = play_matches(view, a_key, b_key, 101, seed=5, skill_a=0.7)
    a, b = totals.a, totals.b
    assert a.wins + a.losses + a.draws == 101 == totals.games
    assert (a.wins, a.losses, a.draws) == (b.losses, b.wins, b.draws)
    assert a.wins == totals.a_first.wins + totals.a_second.wins
    assert a.draws == totals.a_first.draws + totals.a_second.draws
    assert sum(totals.a_first.__dict__.values()) == 51  # A moves first in games 0, 2, ..., 100
    assert totals.reasons["won"] == a.wins + a.losses
    assert totals.reasons["repetition"] + totals.reasons["ply cap"] == a.draws
    assert 0 < totals.average_plies <= 200
    again = play_matches(view, a_key, b_key, 101, seed=5, skill_a=0.7)
    assert {**again.as_dict(), "seconds": 0} == {**totals.as_dict(), "seconds": 0}


def test_perfect_never_loses_from_a_drawn_start() -> None:
    view = view_of(Rules(10))
    for opponent in PLAYERS:
        totals = play_matches(view, "perfect", opponent, 60, seed=1, skill_b=0.5)
        assert totals.a.losses == 0
    both = play_matches(view, "perfect", "perfect", 20, seed=1)
    assert both.a.draws == 20 and both.reasons["repetition"] == 20


def test_same_side_first_without_alternation() -> None:
    view = view_of(Rules(7))
    totals = play_matches(view, "random", "random", 30, seed=2, alternate=False)
    assert totals.a_second.wins == totals.a_second.losses == totals.a_second.draws == 0
    assert totals.a_first.wins + totals.a_first.losses + totals.a_first.draws == 30


def test_view_of_table_matches_the_table() -> None:
    table = solve(Rules(6))
    view = GameView.of_table(table)
    assert view.size == table.value.size and np.array_equal(view.value, table.value)
