"""The generic Why? proof and value history (core/why.py) against a brute-force recursive check, on every
position of a small game of each kind: every plug-in of the registry (a new game is checked by adding its
line to PLUGINS), misère variants, and QuadAce with its draws."""

from __future__ import annotations

from functools import cache
from typing import Any

import numpy as np
import pytest

from quadace_gui.core import Rules, solve
from quadace_gui.core.games.plugin import PLUGINS
from quadace_gui.core.games.protocol import DRAW, LOSS, WIN, GameGraph
from quadace_gui.core.games.takeaway import make_game
from quadace_gui.core.position import Position, Side
from quadace_gui.core.solver import retrograde
from quadace_gui.core.why import explain, prove_slot, quadace_step, value_history, write_proof

#: A small game of each registered kind: the plug-in's default unless it is too large to brute-force.
SMALL: dict[str, Any] = {"quadace": Rules(5)}
GRAPHS: list[tuple[str, GameGraph]] = [
    (key, PLUGINS[key].graph(SMALL.get(key, PLUGINS[key].default()))) for key in PLUGINS
] + [
    ("quadace-misere", Rules(5, 2, "add", "misere").graph()),
    ("nim-misere", make_game("nim", heaps=(2, 3, 3), misere=True).graph()),
    ("bash-misere", make_game("bash", target=13, most=3, misere=True).graph()),
    ("subtraction-misere", make_game("subtraction", heaps=(15,), amounts=(1, 2, 5), misere=True).graph()),
]


RANK = {WIN: lambda d: (0, d), DRAW: lambda d: (1, 0), LOSS: lambda d: (2, -d)}


def brute_force(graph: GameGraph) -> tuple[dict[int, int], dict[int, int | None]]:
    """Value and distance of every position by plain recursion on the rules: won within k plies when
    some move leads to a position lost within k - 1; lost within k when the game is over and lost, or
    every move leads to a position won within k - 1; drawn when neither holds for any k (a game of N
    positions is decided within N plies if at all). The distance is the first such k."""
    valid = np.flatnonzero(graph.valid()).tolist()
    terminal = graph.terminal()
    moves = {
        s: [] if terminal[s] else sorted(set(graph.successors(np.array([s], dtype=np.intp)).tolist()))
        for s in valid
    }
    ends = {s: int(graph.terminal_value(np.array([s], dtype=np.intp))[0]) for s in valid if terminal[s]}

    @cache
    def won(s: int, k: int) -> bool:
        if s in ends:
            return ends[s] == WIN
        return k > 0 and any(lost(t, k - 1) for t in moves[s])

    @cache
    def lost(s: int, k: int) -> bool:
        if s in ends:
            return ends[s] == LOSS
        return k > 0 and all(won(t, k - 1) for t in moves[s])

    value: dict[int, int] = {}
    distance: dict[int, int | None] = {}
    for k in range(len(valid) + 1):  # level by level: the recursion stays one level deep
        for s in valid:
            if s not in value and (won(s, k) or lost(s, k)):
                value[s], distance[s] = (WIN if won(s, k) else LOSS), k
    for s in valid:
        value.setdefault(s, DRAW)
        distance.setdefault(s, None)
    return value, distance


@pytest.mark.parametrize(("name", "graph"), GRAPHS, ids=[name for name, _ in GRAPHS])
def test_the_proof_of_every_slot_is_the_brute_force_step(name: str, graph: GameGraph) -> None:
    value, distance = retrograde(graph)
    brute_value, brute_distance = brute_force(graph)
    terminal = graph.terminal()
    kinds = set()
    for slot in brute_value:
        proof = prove_slot(graph, value, distance, slot)
        mine, d = brute_value[slot], brute_distance[slot]
        assert (proof.value, proof.distance) == (mine, d), slot
        kinds.add(proof.kind)
        if terminal[slot]:
            assert proof.kind == "finished" and proof.moves == () and proof.mover_has_won == (mine == WIN)
            continue
        after = [r.after for r in proof.moves]
        assert sorted(after) == sorted(set(graph.successors(np.array([slot], dtype=np.intp)).tolist()))
        for r in proof.moves:  # each move's successor with the opponent's value and distance
            assert (r.opponent_value, r.opponent_distance) == (brute_value[r.after], brute_distance[r.after])
        ranks = [RANK[r.mover_value](r.opponent_distance or 0) for r in proof.moves]
        assert ranks == sorted(ranks), "best first: fastest wins, draws, slowest losses"
        if mine == WIN:
            winning = {t for t in after if brute_value[t] == LOSS}
            assert proof.kind == "won" and winning
            assert {r.after for r in proof.keys} == winning == {r.after for r in proof.shown}
            assert {r.after for r in proof.moves if r.fastest} == {
                t for t in winning if brute_distance[t] == d - 1
            }
            assert any(r.fastest for r in proof.moves)
        elif mine == LOSS:
            assert proof.kind == "lost" and all(brute_value[t] == WIN for t in after)
            slowest = max(brute_distance[t] for t in after)
            assert slowest == d - 1
            assert {r.after for r in proof.keys} == {t for t in after if brute_distance[t] == slowest}
            assert proof.shown == proof.moves
        else:
            assert proof.kind == "drawn" and not any(brute_value[t] == LOSS for t in after)
            assert {r.after for r in proof.keys} == {t for t in after if brute_value[t] == DRAW} != set()
    assert {"won", "lost", "finished"} <= kinds
    assert ("drawn" in kinds) == (DRAW in brute_value.values()) == name.startswith("quadace")


@pytest.mark.parametrize(("name", "graph"), GRAPHS, ids=[name for name, _ in GRAPHS])
def test_the_value_history_follows_the_brute_force_values(name: str, graph: GameGraph) -> None:
    value, distance = retrograde(graph)
    brute_value, brute_distance = brute_force(graph)
    longest = max(d for d in brute_distance.values() if d is not None)
    slots = list(brute_value)[:40]
    a_to_move = [i % 3 != 1 for i in range(len(slots))]
    points = value_history(value, distance, slots, a_to_move)
    for slot, a_moves, point in zip(slots, a_to_move, points, strict=True):
        v, d = brute_value[slot], brute_distance[slot]
        for_a = v if a_moves else -v
        assert (point.value_for_a, point.distance) == (for_a, d)
        expected = 0.0 if d is None else (1 if for_a == WIN else -1) * (1 + longest - d) / (1 + longest)
        assert point.height == pytest.approx(expected)


def test_quadace_explain_runs_through_the_generic_step_and_its_winners_are_the_rules() -> None:
    table = solve(Rules(5, 2, "add", "misere"))
    rules = table.rules
    for slot in np.flatnonzero(table.value != -2).tolist():
        mover, opponent = rules.position_of(slot)
        position = Position.from_relative(mover, opponent, Side.B, rules)
        step = quadace_step(table, position)
        proof = explain(table, position)
        assert [(r.move[0], r.key, r.fastest) for r in step.moves] == [
            (r.move, r.key, r.fastest) for r in proof.moves
        ]
        written = write_proof(step, position.to_move, position.text, lambda m: (m[0].text, m[1].text))
        assert written.winner == (position.winner if position.is_over else None)
        for line, reason in zip(written.lines, proof.moves, strict=True):
            assert (line.move_text, line.after_text) == (reason.move.text, reason.after.text)
            assert line.winner == (reason.after.winner if reason.opponent_distance == 0 else None)


def test_nim_345_is_won_by_the_one_move_into_the_p_position_145() -> None:
    nim = PLUGINS["nim"]
    game = make_game("nim", heaps=(3, 4, 5))
    value, distance = retrograde(game.graph())
    proof = prove_slot(game.graph(), value, distance, game.slot((3, 4, 5)))
    assert proof.kind == "won"
    assert [game.heaps(r.after) for r in proof.keys] == [(1, 4, 5)]
    move = next(m for m, after in game.moves((3, 4, 5)) if after == (1, 4, 5))
    assert nim.format_move(game, (3, 4, 5), move) == "1:2"
