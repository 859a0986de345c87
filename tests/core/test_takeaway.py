"""The take-away games (Nim, Bash, Wythoff) against a plain memoised recursive solver, written here
without the engine's graph, and their closed forms against the engine's tables."""

from __future__ import annotations

import itertools
import sys
from collections.abc import Callable, Iterator
from functools import cache

import numpy as np
import pytest

from quadace_gui.core.errors import PositionError, QuadAceError, RulesError, TooLargeError
from quadace_gui.core.games.protocol import LOSS, WIN, GameGraph
from quadace_gui.core.games.takeaway import (
    GAMES,
    Bash,
    Nim,
    TakeAwayGame,
    TakeMove,
    Wythoff,
    make_game,
    solve_game,
)

Heaps = tuple[int, ...]


# -- an independent reference: the rules as plain Python, solved by memoised recursion ------------------
def nim_moves(heaps: Heaps) -> Iterator[Heaps]:
    for i, h in enumerate(heaps):
        for after in range(h):
            yield (*heaps[:i], after, *heaps[i + 1 :])


def bash_moves(most: int) -> Callable[[Heaps], Iterator[Heaps]]:
    def moves(heaps: Heaps) -> Iterator[Heaps]:
        for t in range(1, min(most, heaps[0]) + 1):
            yield (heaps[0] - t,)

    return moves


def wythoff_moves(heaps: Heaps) -> Iterator[Heaps]:
    a, b = heaps
    yield from ((x, b) for x in range(a))
    yield from ((a, y) for y in range(b))
    yield from ((a - t, b - t) for t in range(1, min(a, b) + 1))


def reference(moves: Callable[[Heaps], Iterator[Heaps]], misere: bool) -> Callable[[Heaps], tuple[int, int]]:
    """(value for the side to move, distance): a position without moves is lost (won under misère) at
    distance 0; a win is one more than its fastest losing child, a loss one more than its slowest child."""

    @cache
    def solve(heaps: Heaps) -> tuple[int, int]:
        children = [solve(c) for c in set(moves(heaps))]
        if not children:
            return (WIN if misere else LOSS), 0
        lost = [d for v, d in children if v == LOSS]
        if lost:
            return WIN, 1 + min(lost)
        return LOSS, 1 + max(d for _v, d in children)

    return solve


def check_against_reference(game: TakeAwayGame, moves: Callable[[Heaps], Iterator[Heaps]]) -> int:
    table = solve_game(game)
    ref = reference(moves, game.misere)
    for slot in range(game.size):
        heaps = game.heaps(slot)
        assert (table.value_of(heaps), table.distance_of(heaps)) == ref(heaps), (game, heaps)
    return game.size


@pytest.fixture(autouse=True, scope="module")
def deep_recursion() -> Iterator[None]:
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, 10_000))
    yield
    sys.setrecursionlimit(old)


@pytest.mark.parametrize("misere", [False, True])
@pytest.mark.parametrize("limits", [(9,), (6, 7), (4, 3, 5), (3, 2, 3, 2)])
def test_nim_matches_the_plain_solver(limits: Heaps, misere: bool) -> None:
    game = Nim(start=limits, heap_limits=limits, misere=misere)
    assert check_against_reference(game, nim_moves) == np.prod([n + 1 for n in limits])


@pytest.mark.parametrize("misere", [False, True])
@pytest.mark.parametrize("most", [1, 2, 3, 5, 9])
def test_bash_matches_the_plain_solver(most: int, misere: bool) -> None:
    check_against_reference(Bash(target=40, most=most, misere=misere), bash_moves(most))


def test_wythoff_matches_the_plain_solver() -> None:
    check_against_reference(Wythoff(start=(14, 14)), wythoff_moves)
    check_against_reference(Wythoff(start=(3, 9), limit=9), wythoff_moves)


# -- the graph protocol ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("game", "moves"),
    [
        (Nim(start=(3, 4, 5)), nim_moves),
        (Nim(start=(2, 3), heap_limits=(2, 6), misere=True), nim_moves),
        (Bash(target=17, most=4), bash_moves(4)),
        (Wythoff(start=(7, 9)), wythoff_moves),
    ],
)
def test_graph_successors_predecessors_and_counts_are_exact(
    game: TakeAwayGame, moves: Callable[[Heaps], Iterator[Heaps]]
) -> None:
    graph = game.graph()
    assert isinstance(graph, GameGraph)
    every = np.arange(graph.size, dtype=np.intp)
    counts = graph.successor_counts()
    expected_preds: dict[int, list[int]] = {s: [] for s in range(graph.size)}
    for slot in range(graph.size):
        heaps = game.heaps(slot)
        expected = sorted(game.slot(c) for c in set(moves(heaps)))
        got = graph.successors(np.array([slot], dtype=np.intp))
        assert sorted(got.tolist()) == expected
        assert int(counts[slot]) == len(expected)
        for s in expected:
            expected_preds[s].append(slot)
    preds = graph.predecessors(every)
    per_state = np.repeat(every, [len(expected_preds[s]) for s in range(graph.size)])
    assert sorted(preds.tolist()) == sorted(p for ps in expected_preds.values() for p in ps)
    for s in (0, graph.size // 2, graph.size - 1):
        assert sorted(graph.predecessors(np.array([s], dtype=np.intp)).tolist()) == sorted(expected_preds[s])
    assert per_state.size == preds.size
    # The reachability list covers every successor of a batch (each at most once per direction).
    batch = every[:: max(1, graph.size // 7)]
    union = set(graph.successors(batch).tolist())
    fast = graph.successor_slots(batch).tolist()
    assert set(fast) == union
    if game.cap is None:  # listed line by line: no repeats within a direction
        assert len(fast) <= len(union) * len(game.directions)
    assert graph.terminal().tolist() == [s == 0 for s in range(graph.size)]
    src, direction, amount, after = graph.moves(batch)
    for i, j, t, s in zip(src, direction, amount, after, strict=True):
        heaps = game.heaps(int(batch[i]))
        taken = game.move_of(int(j), int(t)).amounts
        assert game.heaps(int(s)) == tuple(h - a for h, a in zip(heaps, taken, strict=True))


@pytest.mark.parametrize(
    "game", [Nim(start=(5, 0, 7), heap_limits=(9, 9, 9)), Wythoff(start=(40, 90), limit=120)]
)
def test_reachable_positions_are_those_below_the_start(game: TakeAwayGame) -> None:
    table = solve_game(game)
    below = np.ones(game.size, dtype=bool)
    for column, h in zip(game.graph().columns, game.start, strict=True):
        below &= column <= h
    assert np.array_equal(table.reachable, below)


# -- the closed forms -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "game",
    [
        Nim(start=(30, 30, 30)),
        Nim(start=(30, 30, 30), misere=True),
        Nim(start=(7, 7, 7, 7)),
        Nim(start=(7, 7, 7, 7), misere=True),
        Nim(start=(60,)),
        Nim(start=(40, 40), misere=True),
        Wythoff(start=(200, 200)),
        *(Bash(target=500, most=m, misere=x) for m in (1, 2, 3, 7, 10) for x in (False, True)),
    ],
    ids=lambda g: g.title(),
)
def test_the_closed_form_is_the_solver_on_every_position(game: TakeAwayGame) -> None:
    table = solve_game(game)
    assert table.counterexamples().size == 0
    assert np.array_equal(game.rule_mask(), table.value == LOSS)
    assert set(np.unique(table.value).tolist()) <= {WIN, LOSS}  # no draws in these games
    for slot in (1, game.size // 3, game.size - 1):
        heaps = game.heaps(slot)
        assert game.is_p_by_rule(heaps) == (table.value_of(heaps) == LOSS)


def test_rules_by_hand() -> None:
    nim = Nim(start=(5, 5, 5))
    assert nim.is_p_by_rule((1, 2, 3)) and nim.is_p_by_rule((0, 4, 4)) and not nim.is_p_by_rule((1, 1, 1))
    misere = Nim(start=(5, 5, 5), misere=True)
    assert (
        misere.is_p_by_rule((1, 1, 1))
        and misere.is_p_by_rule((1, 0, 0))
        and not misere.is_p_by_rule((0, 0, 0))
    )
    assert misere.is_p_by_rule((2, 2, 0)) and not misere.is_p_by_rule((1, 1, 0))
    assert Bash(30, 2).is_p_by_rule((27,)) and not Bash(30, 2).is_p_by_rule((28,))
    assert Bash(1000, 7, misere=True).is_p_by_rule((993,))
    assert "xor" in nim.rule_text and "4" in Bash(30, 3).rule_text and "φ" in Wythoff().rule_text


def mex_pairs(count: int) -> list[tuple[int, int]]:
    """Wythoff's pairs by their definition: a_k is the least number not yet used, b_k = a_k + k."""
    used: set[int] = set()
    pairs = []
    for k in range(count):
        a = next(n for n in itertools.count() if n not in used)
        used.update((a, a + k))
        pairs.append((a, a + k))
    return pairs


def test_wythoff_pairs_are_exact_integers() -> None:
    from quadace_gui.core.games.wythoff import golden_floor, wythoff_pairs

    pairs = mex_pairs(700)
    assert wythoff_pairs(pairs[-1][0]) == pairs
    assert pairs[:9] == [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13), (9, 15), (11, 18), (12, 20)]
    # Far beyond float precision, against exact integers: floor(k * phi) = floor((k + k*sqrt 5) / 2).
    scale = 10**60
    sqrt5 = __import__("math").isqrt(5 * scale * scale)  # sqrt(5) * 10**60, rounded down
    for k in (10**6 + 7, 3 * 10**15 + 1, 10**20 + 3):
        assert golden_floor(k) == (k * scale + k * sqrt5) // (2 * scale)


# -- positions, moves, parameters -----------------------------------------------------------------------
def test_slots_heaps_parse_and_format() -> None:
    game = make_game("nim", heaps=(12, 9, 6))
    assert game.limits == (12, 12, 12)
    assert all(game.slot(game.heaps(s)) == s for s in range(game.size))
    assert game.parse(" 12, 9 6 ") == (12, 9, 6) and game.format((12, 9, 6)) == "12,9,6"
    for bad in ("abc", "13,1,1", "1,2", "1,2,3,4", "", "-1,2,3", "1.5,2,3"):
        with pytest.raises(PositionError) as caught:
            game.parse(bad)
        assert "\n" not in str(caught.value)
    bash = Bash(target=30, most=3)
    assert bash.format((28,)) == "2" and bash.counted((28,)) == 2 and bash.parse("2") == (28,)
    assert bash.parse("0") == (30,) and bash.parse("30") == (0,)  # the last number said
    assert (
        bash.says((28,), TakeMove((3,))) == (3, 4, 5)
        and bash.move_text((28,), TakeMove((3,))) == "say 3, 4, 5"
    )
    assert bash.key_numbers()[:3] == (30, 26, 22) and bash.key_numbers()[-1] == 2
    assert bash.imbalance == 2 and bash.key_factor == 4


def test_moves_and_their_notation() -> None:
    nim = make_game("nim", heaps=(1, 2))
    assert [(m.text(), after) for m, after in nim.moves((1, 2))] == [
        ("1:1", (0, 2)),
        ("2:1", (1, 1)),
        ("2:2", (1, 0)),
    ]
    wythoff = make_game("wythoff", heaps=(2, 1))
    texts = [m.text() for m, _ in wythoff.moves((2, 1))]
    assert texts == ["1:1", "1:2", "2:1", "both 1"]
    bash = make_game("bash", target=5, most=3)
    assert [(m.text(), a) for m, a in bash.moves((2,))] == [("+1", (1,)), ("+2", (0,))]
    assert TakeMove((2, 2)).amounts == (2, 2)


def test_tables_answer_by_heaps() -> None:
    table = solve_game(make_game("nim", heaps=(12, 9, 6)))
    assert table.value_of((12, 9, 6)) == WIN and table.value_of((12, 9, 5)) == LOSS
    assert table.distance_of((0, 0, 0)) == 0 and table.distance_of((0, 0, 3)) == 1
    assert [m.text() for m, _ in table.winning_moves((12, 9, 6))] == ["3:1"]
    assert table.level is table.distance and table.valid.all() and table.seconds > 0
    assert table.is_reachable((1, 1, 1)) and not table.is_reachable((12, 12, 12))
    grid = table.grid(table.value)
    assert grid.shape == (13, 13, 13) and grid[12, 9, 5] == LOSS and grid[1, 2, 3] == LOSS


def test_bad_parameters_are_refused_with_one_line() -> None:
    cases: list[tuple[str, dict[str, object]]] = [
        ("nim", {"heaps": (1, 2, 3, 4, 5)}),
        ("nim", {"heaps": ()}),
        ("nim", {"heaps": (5,), "limit": 3}),
        ("nim", {"heaps": (-1, 2)}),
        ("bash", {"target": 0}),
        ("bash", {"most": 0}),
        ("wythoff", {"heaps": (1, 2, 3)}),
        ("chess", {}),
    ]
    for key, params in cases:
        with pytest.raises(QuadAceError) as caught:
            make_game(key, **params)
        assert "\n" not in str(caught.value)
    with pytest.raises(TooLargeError):
        make_game("nim", heaps=(60, 60, 60, 60))
    with pytest.raises(RulesError):
        make_game("wythoff", heaps=(1, 2), misere=True)


def test_registry_games_are_frozen_and_hashable() -> None:
    assert list(GAMES) == ["nim", "bash", "wythoff", "subtraction"]
    for key in GAMES:
        game = make_game(key)
        assert game.key == key and game == make_game(key) and hash(game) == hash(make_game(key))
        assert game.title() and game.rule_text.endswith((")", ".", "…"))
        with pytest.raises(AttributeError):
            game.misere = True
    assert make_game("nim", heaps=(3, 4), limit=(5, 9)).limits == (5, 9)
    assert make_game("wythoff", heaps=(3, 4), limit=50).limits == (50, 50)
    assert Nim(start=(3, 4, 5)).title() == "Nim 3 heaps ≤ 5"


def test_parse_refuses_empty_parts_and_names_each_games_example() -> None:
    nim, wythoff, bash = make_game("nim", heaps=(3, 4)), make_game("wythoff"), Bash(target=30)
    assert nim.parse("[3, 4]") == (3, 4) and nim.parse("3 4") == (3, 4) and nim.parse("3;4") == (3, 4)
    for game, example in ((nim, "12,9,6"), (wythoff, "3,5"), (bash, "27")):
        for bad in ("1,,2", "1,", ",1", "1, ,2", "", "٣"):
            with pytest.raises(PositionError) as caught:
                game.parse(bad)
            assert str(caught.value).endswith("like " + example)
    with pytest.raises(PositionError, match="the last number said, one number like 27"):
        bash.parse("1,2")
    with pytest.raises(PositionError, match="31 cannot be the last number said"):
        bash.parse("31")


@pytest.mark.parametrize(
    "game",
    [
        Nim(start=(3, 4, 5)),
        Nim(start=(2, 3), heap_limits=(2, 6), misere=True),
        Bash(target=17, most=4),
        Wythoff(start=(7, 9)),
        make_game("subtraction", heaps=(12,)),
    ],
)
def test_the_moves_of_a_position_are_the_graphs_moves_taken_from_its_heaps(game: TakeAwayGame) -> None:
    """Issue 24: ``moves`` works the directions out once a position; each move is ``move_of`` its
    direction and amount, and leads to the heaps the move takes from."""
    graph = game.graph()
    for slot in range(graph.size):
        heaps = game.heaps(slot)
        _src, direction, amount, after = graph.moves(np.array([slot], dtype=np.intp))
        expected = [
            (game.move_of(int(j), int(t)), game.heaps(int(s)))
            for j, t, s in zip(direction, amount, after, strict=True)
        ]
        got = game.moves(heaps)
        assert got == expected
        assert all(isinstance(a, int) for move, _ in got for a in move.amounts)
        assert all(
            after == tuple(h - a for h, a in zip(heaps, move.amounts, strict=True)) for move, after in got
        )
