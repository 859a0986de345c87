"""The "why?" proof agrees with the solved table and evaluate_moves on every position of small games."""

from __future__ import annotations

import pytest

from quadace_gui.core import Rules, solve
from quadace_gui.core.analysis import evaluate_moves
from quadace_gui.core.position import Position, Side
from quadace_gui.core.solver import DRAW, INVALID, LOSS, WIN
from quadace_gui.core.why import explain, history_heights

RULE_SETS = [
    Rules(5),
    Rules(7),
    Rules(6, 2, "mul"),
    Rules(5, 2, "add", "misere"),
    Rules(5, 2, "add", "equal"),
    Rules(4, 3),
]


def every_position(rules: Rules):
    table = solve(rules)
    for slot in range(table.value.size):
        if table.value[slot] != INVALID:
            mover, opponent = rules.position_of(slot)
            yield table, Position.from_relative(mover, opponent, Side.A, rules)


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: r.name)
def test_proof_matches_the_table_everywhere(rules):
    counts = {"won": 0, "lost": 0, "drawn": 0, "finished": 0}
    for table, position in every_position(rules):
        proof = explain(table, position)
        counts[proof.kind] += 1
        value, d = int(table.value[position.index]), int(table.distance[position.index])
        assert proof.value == value
        if position.is_over:
            assert proof.kind == "finished" and proof.moves == () and proof.winner == position.winner
            continue
        infos = evaluate_moves(table, position)
        assert [m.move for m in proof.moves] == [i.move for i in infos]
        for reason, info in zip(proof.moves, infos, strict=True):
            assert reason.after == info.after
            assert reason.mover_value == info.value
            after = int(table.distance[info.after.index])
            assert reason.opponent_distance == (None if after < 0 else after)
        if value == WIN:
            assert proof.kind == "won" and proof.distance == d
            keys = proof.keys
            assert keys and all(k.opponent_value == LOSS for k in keys)
            assert [k.move for k in keys] == [i.move for i in infos if i.value == WIN]
            assert all(k.opponent_distance is not None and k.opponent_distance >= d - 1 for k in keys)
            assert (
                {k.move for k in keys if k.fastest}
                == {k.move for k in keys if k.opponent_distance == d - 1}
                != set()
            )
            assert proof.shown == keys
        elif value == LOSS:
            assert proof.kind == "lost"
            assert proof.moves and all(m.opponent_value == WIN for m in proof.moves)
            assert max(m.opponent_distance for m in proof.moves) == d - 1
            assert all(k.opponent_distance == d - 1 for k in proof.keys) and proof.keys
            assert proof.shown == proof.moves
        else:
            assert value == DRAW and proof.kind == "drawn" and proof.distance is None
            assert all(m.opponent_value != LOSS for m in proof.moves)
            assert proof.keys and all(k.opponent_value == DRAW for k in proof.keys)
            assert [k.move for k in proof.keys] == [i.move for i in infos if i.value == DRAW]
    assert counts["won"] and counts["lost"] and counts["finished"]


def test_start_of_the_standard_game_is_a_draw_kept_by_one_move():
    proof = explain(solve(), Position.start())
    assert proof.kind == "drawn"
    assert [m.move.text for m in proof.keys] == ["1+1"]


def test_history_heights_follow_the_value_for_a():
    table = solve(Rules(5))
    line = [Position.start(table.rules)]
    while len(line) < 12 and not line[-1].is_over:  # always the last legal move: leaves the draw
        line.append(line[-1].play(line[-1].legal_moves()[-1]))
    points = history_heights(table, line)
    longest = int(table.distance.max())
    assert len(points) == len(line)
    for position, point in zip(line, points, strict=True):
        value, d = int(table.value[position.index]), int(table.distance[position.index])
        for_a = value if position.to_move is Side.A else -value
        assert point.value_for_a == (DRAW if d < 0 else for_a)
        if d < 0:
            assert point.height == 0.0
        else:
            assert point.height == pytest.approx(
                (1 if for_a == WIN else -1) * (1 + longest - d) / (1 + longest)
            )
            assert 0 < abs(point.height) <= 1
    assert {p.value_for_a for p in points} - {DRAW}, "the line should leave the draw"
