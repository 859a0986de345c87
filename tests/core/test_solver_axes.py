"""The fast solver (packed tables, the frontier search with its byte masks, the graph's own list of
finished slots) agrees with the plain unpacked solver on every position, for every combination of the
QuadAce axes: operation, goal and two or three hands, on bases 2 to 12 here and on bases 13 and 14 under
the ``slow`` marker."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from quadace_gui.core import solver
from quadace_gui.core.errors import RulesError
from quadace_gui.core.games.ops import OPS
from quadace_gui.core.games.presets import PRESETS
from quadace_gui.core.rules import Rules
from quadace_gui.core.solver import reachability, solve

from .unpacked_solver import unpacked_reachability, unpacked_retrograde

GOALS = ("retire", "misere", "equal")


def _axes(bases: range) -> list[Rules]:
    out = []
    for base, hands, op, goal in itertools.product(bases, (2, 3), OPS, GOALS):
        try:
            out.append(Rules(base, hands, op=op, goal=goal))
        except RulesError:  # e.g. no legal default start
            continue
    return out


def _agree(rules: Rules) -> None:
    graph = rules.graph()
    table = solve(rules)
    value, distance = unpacked_retrograde(graph)
    np.testing.assert_array_equal(table.value, value)
    np.testing.assert_array_equal(table.distance.astype(np.int32), distance)
    np.testing.assert_array_equal(table.reachable, unpacked_reachability(graph))
    terminal_slots = getattr(graph, "terminal_slots", None)
    if terminal_slots is not None:
        np.testing.assert_array_equal(terminal_slots(), np.flatnonzero(graph.terminal()))


@pytest.mark.parametrize("rules", _axes(range(2, 13)), ids=str)
def test_every_axis_on_small_bases(rules: Rules) -> None:
    _agree(rules)


@pytest.mark.slow
@pytest.mark.parametrize("rules", _axes(range(13, 15)), ids=str)
def test_every_axis_on_bases_13_and_14(rules: Rules) -> None:
    _agree(rules)


@pytest.mark.parametrize("name", list(PRESETS))
def test_every_preset_from_other_starts(name: str) -> None:
    # The search from a start other than the default (and, for most presets, the other side to move).
    rules = PRESETS[name].rules
    for start in ("2,3/1,4:B", "1,1/2,2:A", "0,1/1,1:A"):
        try:
            moved = rules.with_start(start)
        except RulesError:
            continue
        graph = moved.graph()
        np.testing.assert_array_equal(reachability(graph), unpacked_reachability(graph))


@pytest.mark.parametrize("rules", [Rules(9, 3, op="mul", goal="equal"), Rules(14, goal="misere")], ids=str)
def test_large_levels_listed_then_marked_on_every_axis(monkeypatch: pytest.MonkeyPatch, rules: Rules) -> None:
    # Tiny chunks and mask blocks: levels switch from a list to the byte mask half way, and large
    # levels are marked straight into it, under the operations and goals the default sizes never
    # push that far on small bases.
    monkeypatch.setattr(solver, "SEARCH_CHUNK", 32)
    monkeypatch.setattr(solver, "MASK_BLOCK", 128)
    monkeypatch.setattr(solver, "PARALLEL_SIZE", 0)
    graph = rules.graph()
    np.testing.assert_array_equal(reachability(graph), unpacked_reachability(graph))


@pytest.mark.parametrize("rules", _axes(range(5, 12, 3)), ids=str)
def test_whole_row_expansion_on_every_axis(monkeypatch: pytest.MonkeyPatch, rules: Rules) -> None:
    # Every level kept in the mask is expanded by whole rows (solver._dense_level) where the graph
    # offers it (addition: one inverse); multiplication keeps the list of moves.
    calls = []
    dense_level = solver._dense_level

    def counted(*args: object) -> tuple[int, int, int]:
        calls.append(1)
        return dense_level(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(solver, "_dense_level", counted)
    monkeypatch.setattr(solver, "DENSE_SHARE", 0.0)
    monkeypatch.setattr(solver, "SEARCH_CHUNK", 16)
    monkeypatch.setattr(solver, "MASK_BLOCK", 64)
    graph = rules.graph()
    np.testing.assert_array_equal(reachability(graph), unpacked_reachability(graph))
    assert (len(calls) > 0) == (rules.op == "add")
