"""The take-away games are sized by their moves as well as their positions (issue 23, item 4): the
closed-form move count matches the graph, games over the budget are refused in one line before anything
is allocated (naming the heap size that fits), and the perfect line is the moves ranked best first."""

from __future__ import annotations

import random

import numpy as np
import pytest

from quadace_gui.cli import main
from quadace_gui.core.errors import TooLargeError
from quadace_gui.core.games.heaps import MAX_MOVES, MAX_SLOTS, count_moves, largest_fit
from quadace_gui.core.games.takeaway import make_game, solve_game

SMALL = [
    ("nim", {"heaps": (3, 4, 5)}),
    ("nim", {"heaps": (7,)}),
    ("nim", {"heaps": (2, 9), "limit": (4, 9)}),
    ("bash", {"target": 30, "most": 2}),
    ("bash", {"target": 17, "most": 40}),
    ("wythoff", {"heaps": (8, 11)}),
    ("wythoff", {"heaps": (5, 13), "limit": 20}),
]


@pytest.mark.parametrize(("key", "params"), SMALL)
def test_the_move_count_is_the_sum_of_the_successor_counts(key, params):
    game = make_game(key, **params)
    graph = game.graph()
    assert count_moves(game.limits, game.directions, game.cap) == int(graph.successor_counts().sum())


@pytest.mark.parametrize(
    ("key", "params"),
    [
        ("nim", {"heaps": (1_999_999,)}),
        ("nim", {"heaps": (1413, 1413)}),
        ("nim", {"heaps": (200_000,)}),
        ("bash", {"target": 1_999_999, "most": 2_000_000}),
        ("bash", {"target": 100_000, "most": 100_000}),
        ("wythoff", {"heaps": (1413, 1413)}),
        ("nim", {"heaps": (1_000_000_000,)}),
    ],
)
def test_games_over_the_budget_are_refused_before_solving(key, params):
    with pytest.raises(TooLargeError) as caught:
        make_game(key, **params)
    text = str(caught.value)
    assert "at most" in text and "fit" in text and "\n" not in text


def test_a_counting_game_names_the_count_that_fits_not_heaps():
    with pytest.raises(TooLargeError) as caught:
        make_game("bash", target=100_000_000, most=5000)
    text = str(caught.value)
    assert "heaps" not in text
    fit = int(text.rsplit("counting up to ", 1)[1].split()[0].replace(",", ""))
    make_game("bash", target=fit, most=5000)  # fits
    with pytest.raises(TooLargeError):
        make_game("bash", target=fit + 1, most=5000)


@pytest.mark.parametrize(
    ("key", "params"), [("nim", {"heaps": (5000, 5000)}), ("wythoff", {"heaps": (900, 900)})]
)
def test_the_named_fit_is_the_largest_that_fits(key, params):
    with pytest.raises(TooLargeError) as caught:
        make_game(key, **params)
    fit = int(str(caught.value).rsplit("heaps up to ", 1)[1].split()[0].replace(",", ""))
    limits = tuple(min(n, fit) for n in params["heaps"])
    game = make_game(key, heaps=limits)  # fits
    assert count_moves(game.limits, game.directions, game.cap) <= MAX_MOVES and game.size <= MAX_SLOTS
    bigger = tuple(min(n, fit + 1) for n in params["heaps"])
    with pytest.raises(TooLargeError):
        make_game(key, heaps=bigger)
    assert largest_fit(game.limits, game.directions, game.cap) == fit


@pytest.mark.parametrize(("key", "params"), SMALL)
def test_the_perfect_line_is_the_best_ranked_move_each_ply(key, params):
    table = solve_game(make_game(key, **params))
    rng = random.Random(7)
    for _ in range(20):
        heaps = table.game.heaps(rng.randrange(table.game.size))
        line = table.best_line(heaps)
        here = heaps
        for step in line:
            assert step == table.move_infos(here)[0]
            here = step.after
        assert not table.move_infos(here)
        assert np.all(table.value >= -1)


@pytest.mark.parametrize(
    "args",
    [
        ["show", "--game", "nim", "1999999"],
        ["show", "--game", "nim", "--limit", "1999999", "5"],
        ["line", "--game", "bash", "--target", "1999999", "--most", "2000000"],
        ["table", "--game", "bash", "--target", "100000", "--most", "100000"],
        ["check", "--game", "nim", "--limit", "1999999"],
        ["show", "--game", "wythoff", "1413,1413"],
        ["show", "--game", "nim", "1413,1413"],
        ["show", "--game", "nim", "200000"],
        ["show", "--game", "nim", "1000000000"],
    ],
)
def test_the_command_line_refuses_in_one_line(capsys, args):
    code = main(args)
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("quadace: error:")
    most = "--most: " in err and "out of range; it goes from 1 to 16" in err  # (抢30: k ≤ 16)
    assert "fit" in err or most
