"""The fast solver against the tiny reference solver, position by position, for every base 2..12."""

from __future__ import annotations

import numpy as np
import pytest

from quadace_gui.core import Rules
from quadace_gui.core.solver import INVALID, LOSS, WIN

from .reference import all_pairs, all_positions, reachable_reference, solve_reference, successors
from .support import NAMES, solved

BASES = range(2, 13)


@pytest.mark.parametrize("base", BASES)
def test_values_and_distances_match_reference(base: int) -> None:
    table = solved(base)
    reference = solve_reference(base)
    got = {p: (NAMES[table.value_of(*p)], table.distance_of(*p)) for p in reference}
    wrong = {p: (got[p], reference[p]) for p in reference if got[p] != reference[p]}
    assert not wrong, f"{len(wrong)} positions differ, e.g. {next(iter(wrong.items()))}"
    assert len(reference) == Rules(base).position_count


@pytest.mark.parametrize("base", BASES)
def test_invalid_slots_are_exactly_mover_finished(base: int) -> None:
    table = solved(base)
    grid = table.grid(table.value)
    assert (grid[0] == INVALID).all()
    assert (grid[1:] != INVALID).all()
    assert (table.grid(table.distance)[0] == -1).all()
    assert not table.grid(table.reachable)[0].any()


@pytest.mark.parametrize("base", BASES)
def test_reachability_matches_plain_bfs(base: int) -> None:
    table = solved(base)
    reach = reachable_reference(base)
    expected = np.zeros(table.rules.slot_count, dtype=bool)
    for m, o in reach:
        expected[table.rules.position_index(m, o)] = True
    assert np.array_equal(table.reachable, expected)
    assert int(table.reachable.sum()) == len(reach)


def test_reference_base_2_by_hand() -> None:
    """Base 2 worked out on paper: the start is a win in 3 plies.

    I play 1+1 (my pair becomes 0 1); the opponent, holding 1 1, must play 1+1 and is left with 0 1;
    I play 1+1 again and my last hand is retired: I have won.
    """
    expected = {
        ((0, 1), (0, 0)): ("loss", 0),
        ((1, 1), (0, 0)): ("loss", 0),
        ((0, 1), (0, 1)): ("win", 1),
        ((0, 1), (1, 1)): ("win", 1),
        ((1, 1), (0, 1)): ("loss", 2),
        ((1, 1), (1, 1)): ("win", 3),
    }
    assert solve_reference(2) == expected
    table = solved(2)
    assert {p: (NAMES[table.value_of(*p)], table.distance_of(*p)) for p in expected} == expected


def test_reference_counts_successors_as_a_set() -> None:
    # 1 1 vs 3 3 (base 10): four ways to pick hands, one resulting position.
    assert successors(10, ((1, 1), (3, 3))) == {((3, 3), (1, 4))}
    assert successors(10, ((1, 2), (3, 3))) == {((3, 3), (2, 4)), ((3, 3), (1, 5))}
    assert successors(10, ((4, 5), (0, 0))) == set()
    assert len(all_pairs(10)) == 55
    assert len(all_positions(10)) == 2970


def test_known_facts_base_10() -> None:
    table = solved(10)
    assert table.value_of((1, 1), (1, 1)) == 0  # the standard start is a draw
    assert table.distance_of((1, 1), (1, 1)) is None
    assert table.rules.position_count == 2970
    valid = table.valid
    assert int(valid.sum()) == 2970
    counts = table.counts(valid)
    assert counts["finished"] == 54
    assert counts["win"] + counts["loss"] + counts["draw"] == 2970
    reference = solve_reference(10)
    assert counts["win"] == sum(v == "win" for v, _ in reference.values())
    assert counts["loss"] == sum(v == "loss" for v, _ in reference.values())


@pytest.mark.parametrize("base", BASES)
def test_win_distances_odd_loss_distances_even(base: int) -> None:
    table = solved(base)
    assert (table.distance[table.value == WIN] % 2 == 1).all()
    assert (table.distance[table.value == LOSS] % 2 == 0).all()
