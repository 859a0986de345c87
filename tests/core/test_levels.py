"""Backward induction level by level (core/levels.py): levels are distances, counts add up, and every
explanation agrees with the moves of the game."""

from __future__ import annotations

from functools import cache

import numpy as np
import pytest

from quadace_gui.core import Rules, SolvedTable, solve
from quadace_gui.core.levels import explain, levels, slot_text
from quadace_gui.core.solver import DRAW, LOSS, WIN

RULE_SETS = [
    Rules(3),
    Rules(5),
    Rules(10),
    Rules(7, op="mul"),
    Rules(5, goal="misere"),
    Rules(6, goal="equal"),
    Rules(4, hands=3),
]


@cache
def solved(rules: Rules) -> SolvedTable:
    return solve(rules)


@pytest.mark.parametrize("rules", RULE_SETS, ids=repr)
def test_every_position_sits_at_its_distance_and_counts_add_up(rules):
    table = solved(rules)
    report = levels(table)
    seen = np.zeros(table.value.size, dtype=int)
    for k, level in enumerate(report.levels):
        assert level.number == k
        assert level.count > 0  # the solver never skips a level
        assert np.all(table.distance[level.slots] == k)
        assert np.all(table.value[level.wins] == WIN)
        assert np.all(table.value[level.losses] == LOSS)
        seen[level.slots] += 1
    counts = table.counts(table.valid)
    assert sum(lv.wins.size for lv in report.levels) == counts["win"]
    assert sum(lv.losses.size for lv in report.levels) == counts["loss"]
    assert report.draws == counts["draw"]
    assert report.positions == int(np.count_nonzero(table.valid))
    decided = table.valid & (table.value != DRAW)
    assert np.all(seen[decided] == 1) and np.all(seen[~decided] == 0)
    assert report.decided_up_to(report.last) == report.decided
    assert report.decided_up_to(-1) == 0


def test_misere_level_zero_holds_wins_and_standard_level_zero_losses():
    assert levels(solved(Rules(5, goal="misere"))).levels[0].values == ("win",)
    assert levels(solved(Rules(5))).levels[0].values == ("loss",)
    odd = levels(solved(Rules(5))).levels[1]
    assert odd.values == ("win",)


@pytest.mark.parametrize("rules", RULE_SETS, ids=repr)
def test_explanations_agree_with_the_moves(rules):
    table = solved(rules)
    graph = rules.graph()
    rng = np.random.default_rng(14)
    valid = np.flatnonzero(table.valid)
    for slot in rng.choice(valid, size=min(150, valid.size), replace=False):
        slot = int(slot)
        reason = explain(table, slot)
        level = int(table.distance[slot])
        moves = set(graph.successors(np.array([slot], dtype=np.intp)).tolist()) if level != 0 else set()
        if table.value[slot] == DRAW:
            assert reason.kind == "draw" and reason.level is None and reason.steps == ()
        elif level == 0:
            assert reason.kind == "finished" and bool(graph.terminal()[slot])
        elif table.value[slot] == WIN:
            (step,) = reason.steps
            assert step.slot in moves and step.value == "loss" and step.level == level - 1
        else:
            assert reason.kind == "loss"
            assert {s.slot for s in reason.steps} == moves
            assert all(s.value == "win" for s in reason.steps)
            assert max(s.level for s in reason.steps) == level - 1


def test_explain_refuses_slots_that_are_not_positions_and_writes_positions():
    table = solved(Rules(5))
    invalid = int(np.flatnonzero(~table.valid)[0])
    with pytest.raises(ValueError):
        explain(table, invalid)
    start = table.index((1, 1), (1, 1))
    assert slot_text(table, start) == "1,1/1,1:A"


@pytest.mark.parametrize("key", ["nim", "bash", "wythoff", "subtraction"])
def test_one_implementation_levels_every_take_away_game(key):
    """The same levels and explanations over a take-away game's table (issue 19): level k holds exactly
    the positions at distance k, level 0 is the finished position, and every explanation agrees with
    the moves of the game's graph."""
    from quadace_gui.core.games.plugin import PLUGINS
    from quadace_gui.core.games.takeaway import solve_game
    from quadace_gui.core.levels import LevelRule

    table = solve_game(PLUGINS[key].default())
    report = levels(table)
    assert report.draws == 0 and report.positions == table.value.size
    assert list(report.counts()) == list(np.bincount(table.distance))
    assert report.levels[0].rule is LevelRule.FINISHED and report.levels[0].values == ("loss",)
    assert all(lv.rule in (LevelRule.WIN, LevelRule.LOSS, LevelRule.BOTH) for lv in report.levels[1:])
    for k in (0, 1, report.last):
        assert np.array_equal(report.decided_by(k), table.distance <= k)
    graph = table.graph
    for slot in range(0, table.value.size, max(1, table.value.size // 60)):
        reason = explain(table, slot, graph)
        moves = set(graph.successors(np.array([slot], dtype=np.intp)).tolist())
        if reason.kind == "win":
            (step,) = reason.steps
            assert step.slot in moves and step.value == "loss" and step.level == reason.level - 1
        elif reason.kind == "loss":
            assert {s.slot for s in reason.steps} == moves
    with pytest.raises(TypeError):
        explain(table, 1)  # a take-away table does not know its graph: it is given
