"""The solver's building blocks: the search's successor lists, deduplication, progress and cancelling."""

from __future__ import annotations

import numpy as np
import pytest

from quadace_gui.core import Rules, SolveCancelled, solve
from quadace_gui.core.solver import distinct, reachability

from .reference import all_positions, successors
from .reference_rules import Game, Pos
from .support import solved


@pytest.mark.parametrize("base", [2, 3, 7, 10])
def test_graph_successor_lists_match_the_plain_rules(base: int) -> None:
    rules = Rules(base)
    graph = rules.graph()
    positions = all_positions(base)
    slots = np.array([rules.position_index(*p) for p in positions])
    fast = graph.successor_slots(slots).reshape(4, -1)
    valid = graph.valid()
    for k, p in enumerate(positions):
        expected = {rules.position_index(*s) for s in successors(base, p)}
        listed = set(fast[:, k].tolist())
        assert {s for s in listed if valid[s]} == expected
        assert all(not valid[s] for s in listed - expected)
        assert int(graph.successor_counts()[slots[k]]) == len(expected)
    # moves() and successors() list each distinct successor of each unfinished state exactly once.
    unfinished = [p for p in positions if p[1] != (0, 0)]
    states = np.array([rules.position_index(*p) for p in unfinished])
    src, own, opp, succ = graph.moves(states)
    listed_moves = sorted(zip(src.tolist(), succ.tolist(), strict=True))
    expected_moves = sorted(
        (k, rules.position_index(*s)) for k, p in enumerate(unfinished) for s in successors(base, p)
    )
    assert listed_moves == expected_moves
    assert sorted(graph.successors(states).tolist()) == sorted(s for _, s in expected_moves)
    assert ((own > 0) & (opp > 0)).all()


@pytest.mark.parametrize("base", [3, 10])
def test_predecessors_invert_successors(base: int) -> None:
    rules = Rules(base)
    graph = rules.graph()
    pairs: set[tuple[int, int]] = set()
    for p in all_positions(base):
        for s in successors(base, p):
            pairs.add((rules.position_index(*p), rules.position_index(*s)))
    for target in {b for _, b in pairs}:
        got = graph.predecessors(np.array([target])).tolist()
        assert sorted(got) == sorted(a for a, b in pairs if b == target)


def test_distinct_long_and_short_lists() -> None:
    scratch = np.zeros(1000, dtype=bool)
    rng = np.random.default_rng(7)
    for n in (0, 1, 5, 50, 5000):
        values = rng.integers(0, 1000, n)
        assert np.array_equal(distinct(values, scratch), np.unique(values))
        assert not scratch.any()


def test_progress_reports_and_cancels() -> None:
    seen: list[tuple[float, str]] = []

    def record(fraction: float, phase: str) -> bool:
        seen.append((fraction, phase))
        return False

    table = solve(Rules(12), progress=record)
    fractions = [f for f, _ in seen]
    assert fractions == sorted(fractions) and fractions[-1] == 1.0
    assert {p for _, p in seen} >= {"solve", "reachability", "done"}
    assert np.array_equal(table.value, solved(12).value)
    with pytest.raises(SolveCancelled):
        solve(Rules(12), progress=lambda f, phase: phase == "reachability")
    with pytest.raises(SolveCancelled):
        solve(Rules(12), progress=lambda f, phase: True)


@pytest.mark.parametrize(
    ("rules", "game", "start"),
    [
        (Rules(9, 3, "add", "retire", "1,2,2/1,1,3:B"), Game(9, 3, "add", "retire"), ((1, 1, 3), (1, 2, 2))),
        (Rules(8, 2, "mul", "misere", "3,5/1,7:A"), Game(8, 2, "mul", "misere"), ((3, 5), (1, 7))),
    ],
)
def test_reachability_from_any_start_matches_a_plain_search(rules: Rules, game: Game, start: Pos) -> None:
    """The chunked table-driven search against a breadth-first search over the plain rules."""
    found = reachability(rules.graph())
    expected = np.zeros(rules.slot_count, dtype=bool)
    for m, o in game.reachable(start):
        expected[rules.position_index(m, o)] = True
    assert np.array_equal(found, expected) and found[rules.graph().start]


def test_reachable_set_is_closed_and_every_member_is_reached_from_another() -> None:
    table = solved(11)
    graph = table.rules.graph()
    reach = np.flatnonzero(table.reachable)
    unfinished = reach[table.distance[reach] != 0]
    assert table.reachable[graph.successors(unfinished)].all()  # closed under moves
    has_reached_pred = np.zeros(table.value.size, dtype=bool)
    has_reached_pred[graph.successors(unfinished)] = True
    assert (has_reached_pred[reach] | (reach == graph.start)).all()
