"""The packed tables (int8 values, int16 distances, the frontier search in the graph's search order)
agree with the unpacked solver on every position of bases 2-12 and of every variant preset."""

from __future__ import annotations

import numpy as np
import pytest

from quadace_gui.core import solver
from quadace_gui.core.games.exercises import EXERCISES
from quadace_gui.core.games.presets import PRESETS
from quadace_gui.core.rules import Rules
from quadace_gui.core.solver import reachability, retrograde, solve

from .unpacked_solver import unpacked_reachability, unpacked_retrograde


def _agree(rules: Rules) -> None:
    table = solve(rules)
    value, distance = unpacked_retrograde(rules.graph())
    assert table.value.dtype == np.int8 and table.distance.dtype == np.int16
    assert table.value.nbytes + table.distance.nbytes + table.reachable.nbytes == 4 * rules.slot_count
    np.testing.assert_array_equal(table.value, value)
    np.testing.assert_array_equal(table.distance.astype(np.int32), distance)
    np.testing.assert_array_equal(table.reachable, unpacked_reachability(rules.graph()))


@pytest.mark.parametrize("base", range(2, 13))
@pytest.mark.parametrize("hands", [1, 2, 3])
def test_every_base_from_2_to_12(base: int, hands: int) -> None:
    _agree(Rules(base, hands))


@pytest.mark.parametrize("name", list(PRESETS))
def test_every_variant_preset(name: str) -> None:
    _agree(PRESETS[name].rules)


@pytest.mark.parametrize("name", list(PRESETS))
def test_every_variant_preset_on_base_12(name: str) -> None:
    _agree(PRESETS[name].rules.with_base(12))


def test_the_take_away_exercises() -> None:
    for exercise in EXERCISES:
        graph = exercise.game.graph()
        if graph.size > 100_000:
            continue
        value, distance = retrograde(graph)
        old_value, old_distance = unpacked_retrograde(graph)
        np.testing.assert_array_equal(value, old_value)
        np.testing.assert_array_equal(distance.astype(np.int32), old_distance)
        np.testing.assert_array_equal(reachability(graph), unpacked_reachability(graph))


@pytest.mark.slow
def test_a_search_with_a_large_frontier_kept_as_a_mask() -> None:
    # Base 40 has levels of more than 65,536 new positions: the byte-mask path of the search.
    rules = Rules(40)
    np.testing.assert_array_equal(solve(rules).reachable, unpacked_reachability(rules.graph()))


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize(
    "rules", [pytest.param(Rules(30), marks=pytest.mark.slow), Rules(12, 3), Rules(20, op="mul")], ids=str
)
def test_the_search_in_small_chunks_and_threads(
    monkeypatch: pytest.MonkeyPatch, threads: int, rules: Rules
) -> None:
    # Small chunks make levels switch from a list to the mask half way; two threads share the work.
    monkeypatch.setattr(solver, "SEARCH_CHUNK", 64)
    monkeypatch.setattr(solver, "MASK_BLOCK", 256)
    monkeypatch.setattr(solver, "SEARCH_THREADS", threads)
    monkeypatch.setattr(solver, "PARALLEL_SIZE", 0)
    graph = rules.graph()
    np.testing.assert_array_equal(reachability(graph), unpacked_reachability(graph))
