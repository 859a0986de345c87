"""Analyses computed from the solved table, checked against brute force over the plain rules."""

from __future__ import annotations

import json
import math

import pytest

from quadace_gui.core import (
    PRESETS,
    Move,
    Position,
    Rules,
    Side,
    TooLargeError,
    analyze,
    solve,
    summary,
    table_rows,
)
from quadace_gui.core import rules as rules_module
from quadace_gui.core.analysis import (
    best_move,
    evaluate_moves,
    forced_concessions,
    longest,
    never_lose,
    one_vs_one,
    optimal_line,
    position_info,
    retire_blunders,
    unreachable_classes,
)
from quadace_gui.core.records import StartSummary, UnreachableKind
from quadace_gui.core.solver import DRAW, INVALID, LOSS, WIN

from .reference import all_positions, successors
from .support import solved


def _every_position(base: int) -> list[Position]:
    rules = Rules(base)
    return [Position.from_relative(m, o, Side.A, rules) for m, o in all_positions(base)]


@pytest.mark.parametrize("base", [5, 10])
def test_evaluate_moves_order_and_consistency(base: int) -> None:
    table = solved(base)
    rank = {WIN: 0, DRAW: 1, LOSS: 2}
    for position in _every_position(base):
        infos = evaluate_moves(table, position)
        assert {i.move for i in infos} == set(position.legal_moves())
        keys = [(rank[i.value], i.distance if i.value == WIN else -(i.distance or 0)) for i in infos]
        assert keys == sorted(keys), position
        for info in infos:
            after = position_info(table, info.after)
            assert info.value == -after.value
            assert info.distance == (None if after.distance is None else after.distance + 1)
            assert info.retires == ((info.move.own + info.move.opp) % base == 0)
        here = position_info(table, position)
        best = best_move(table, position)
        if best is None:
            assert position.is_over and (here.value, here.distance) == (LOSS, 0)
        else:
            assert (best.value, best.distance) == (here.value, here.distance)


def test_evaluate_moves_fastest_win_first_fastest_loss_last() -> None:
    """Best first: the fastest win leads; losses come last, the slowest (best) loss first among them
    and the fastest loss at the very end."""
    table = solved(10)
    mixed = [
        infos
        for infos in (evaluate_moves(table, p) for p in _every_position(10))
        if len({i.value for i in infos}) == 3
    ]
    assert mixed, "base 10 has positions with winning, drawing and losing moves"
    for infos in mixed:
        wins = [i.distance for i in infos if i.value == WIN and i.distance is not None]
        losses = [i.distance for i in infos if i.value == LOSS and i.distance is not None]
        assert infos[0].value == WIN and infos[0].distance == min(wins)
        assert infos[-1].value == LOSS and infos[-1].distance == min(losses)
        assert [i.distance for i in infos if i.value == LOSS] == sorted(losses, reverse=True)


@pytest.mark.parametrize("base", [4, 6, 7])
def test_optimal_line_of_decided_positions_is_exact(base: int) -> None:
    """From every won or lost position the line has exactly `distance` moves and the right winner."""
    table = solved(base)
    for position in _every_position(base):
        info = position_info(table, position)
        if info.value == DRAW:
            continue
        line = optimal_line(table, position)
        assert line.end == "finished"
        assert len(line.moves) == info.distance
        assert len(line.positions) == len(line.moves) + 1 and line.final.is_over
        winner = position.to_move if info.value == WIN else position.to_move.other
        assert line.final.winner is winner
        for before, move, after in zip(line.positions, line.moves, line.positions[1:], strict=False):
            assert before.play(move) == after


def test_optimal_line_from_the_start_repeats() -> None:
    table = solved(10)
    line = optimal_line(table, Position.start())
    assert line.end == "repetition"
    assert line.cycle_start is not None and 0 <= line.cycle_start < len(line.moves)
    assert line.positions[line.cycle_start] == line.final
    assert len(set(line.positions)) == len(line.positions) - 1
    assert all(position_info(table, p).value == DRAW for p in line.positions)
    assert optimal_line(table, Position.start()) == line  # deterministic
    limited = optimal_line(table, Position.start(), max_plies=3)
    assert limited.end == "limit" and limited.moves == line.moves[:3]


def test_optimal_line_of_a_won_position() -> None:
    table = solved(10)
    position = Position.parse("0,4/3,6:A")  # 4+6 retires the last hand at once
    line = optimal_line(table, position)
    assert line.end == "finished" and line.moves == (Move(4, 6),)
    assert line.final.winner is Side.A


def test_retire_blunders_really_retire_and_really_lose() -> None:
    table = solved(10)
    blunders = retire_blunders(table)
    assert blunders
    found = set()
    for record in blunders:
        position = Position.parse(record.record.position)
        move = Move.parse(record.move)
        assert position.retires(move)
        assert 0 not in position.mover  # one of two live hands goes away
        info = next(i for i in evaluate_moves(table, position) if i.move == move)
        assert info.value == LOSS and info.distance == record.move_loses_in
        assert table.value[position.index] != LOSS  # a real mistake: the position was not lost
        found.add((position, move))
    # Brute force: every retiring move from two live hands that loses a position that was not lost.
    expected = {
        (p, i.move)
        for p in _every_position(10)
        if 0 not in p.mover and table.value[p.index] != LOSS
        for i in evaluate_moves(table, p)
        if i.retires and i.value == LOSS
    }
    assert found == expected


def test_forced_concessions_by_brute_force() -> None:
    table = solved(10)

    def can_retire(p: Position) -> bool:
        return not p.is_over and any(p.retires(m) for m in p.legal_moves())

    expected = set()
    for p in _every_position(10):
        if position_info(table, p).value == LOSS:
            continue
        keeping = [i.after for i in evaluate_moves(table, p) if i.value != LOSS]
        if keeping and all(can_retire(a) for a in keeping):
            expected.add(p.text)
    assert {r.position for r in forced_concessions(table)} == expected


def test_unreachable_classes_partition_the_unreachable_positions() -> None:
    table = solved(10)
    rules = table.rules
    predecessors: dict[object, set[object]] = {p: set() for p in all_positions(10)}
    for p in all_positions(10):
        for s in successors(10, p):
            predecessors[s].add(p)
    unreachable = {p for p in all_positions(10) if not table.is_reachable(*p)}
    listed: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
    for group in unreachable_classes(table):
        assert group.count == len(group.positions) > 0
        for record in group.positions:
            pair = (record.mover, record.opponent)
            listed.append(pair)
            assert record.reachable is False
            if group.kind is UnreachableKind.COMMON_FACTOR:
                assert math.gcd(*pair[0], *pair[1], rules.base) > 1
            elif group.kind is UnreachableKind.NO_PREDECESSOR:
                assert not predecessors[pair]
            else:
                assert group.kind is UnreachableKind.FROM_UNREACHABLE
                assert predecessors[pair] and all(q in unreachable for q in predecessors[pair])
    assert len(listed) == len(set(listed)) == len(unreachable)
    assert set(listed) == unreachable


def test_never_lose_is_two_hands_each_in_base_10() -> None:
    result = never_lose(solved(10))
    assert result.mover_never_loses_in == ("2v2",)
    quadrants = result.quadrants
    assert sum(q.counts.total for q in quadrants.values()) == 2970 - 54
    assert quadrants["2v2"].counts.loss == 0 and quadrants["1v2"].counts.loss > 0
    assert quadrants["2v2"].mover_never_loses and not quadrants["1v2"].mover_never_loses
    assert result.to_json()["mover_never_loses_in"] == ["2v2"]


def test_one_vs_one_table() -> None:
    table = solved(10)
    rows = one_vs_one(table)
    assert len(rows) == 81
    for row in rows:
        position = Position.from_relative((0, row.mover_hand), (0, row.opponent_hand))
        assert len(position.legal_moves()) == 1  # forced
        info = position_info(table, position)
        assert row.record.value == info.value_name and row.record.distance == info.distance
        assert row.record.position == position.text


def test_summary_longest_and_json() -> None:
    table = solved(10)
    data = summary(table)
    assert data.start == StartSummary("1,1/1,1:A", "draw", None)
    assert data.counts_all.finished == 54 and data.counts["all"] is data.counts_all
    assert data.to_json()["start"] == {"position": "1,1/1,1:A", "value": "draw", "distance": None}
    assert data.to_json()["counts"] == {
        "all": data.counts_all.to_json(),
        "reachable": data.counts_reachable.to_json(),
    }
    top = longest(table, WIN)
    assert top.distance == int(table.distance[table.value == WIN].max())
    assert top.positions
    for text in top.positions:
        assert position_info(table, Position.parse(text)).distance == top.distance
    assert top.to_json() == {"distance": top.distance, "positions": list(top.positions)}
    rows = table_rows(table)
    assert len(rows) == 2970
    assert rows[0]["mover"] == [0, 1] and rows[0]["opponent"] == [0, 0] and rows[0]["value"] == "loss"


@pytest.mark.parametrize("name", list(PRESETS))
def test_analyze_every_preset(name: str) -> None:
    table = solve(PRESETS[name].rules)
    result = analyze(table)
    data = json.loads(json.dumps(result.to_json()))  # JSON-ready
    h = table.rules.hands
    assert (
        set(result.never_lose.quadrants)
        == set(data["never_lose"]["quadrants"])
        == {f"{a}v{b}" for a in range(1, h + 1) for b in range(1, h + 1)}
    )
    assert data["rules"] == table.rules.to_json()
    total = sum(u.count for u in result.unreachable)
    assert total == sum(u["count"] for u in data["unreachable"])
    assert total == int(((table.value != INVALID) & ~table.reachable).sum())
    if table.rules.goal == "equal":
        assert result.one_vs_one == () and result.retire_blunders == ()
        assert data["one_vs_one"] == [] and data["retire_blunders"] == []
    for blunder, record in zip(result.retire_blunders, data["retire_blunders"], strict=True):
        assert record == {
            **blunder.record.to_json(),
            "move": blunder.move,
            "move_loses_in": blunder.move_loses_in,
        }
        position = Position.parse(blunder.record.position, table.rules)
        info = next(i for i in evaluate_moves(table, position) if i.move == Move.parse(blunder.move))
        assert info.retires and info.value == LOSS


def test_analyze_is_sized_before_it_allocates(monkeypatch: pytest.MonkeyPatch) -> None:
    table = solved(10)
    monkeypatch.setattr(rules_module, "memory_limit", lambda: 1024)
    with pytest.raises(TooLargeError, match="to analyse"):
        analyze(table)


def test_json_shape_of_the_analysis() -> None:
    """The keys (and their order) that ``quadace analyze --format json`` has always printed."""
    data = json.loads(json.dumps(analyze(solved(10)).to_json()))
    assert list(data) == [
        "base",
        "rules",
        "positions",
        "start",
        "counts",
        "longest_win",
        "longest_loss",
        "seconds",
        "one_vs_one",
        "retire_blunders",
        "forced_concessions",
        "never_lose",
        "unreachable",
        "longest_reachable_win",
        "longest_reachable_loss",
    ]
    record = ["position", "mover", "opponent", "value", "distance", "reachable"]
    cell = data["one_vs_one"][0]
    assert list(cell) == ["mover_hand", "opponent_hand", *record]
    blunder = data["retire_blunders"][0]
    assert list(blunder) == [*record, "move", "move_loses_in"]
    group = data["unreachable"][0]
    assert list(group) == ["class", "description", "count", "positions"]
    assert group["class"] == "common_factor"
    quadrants = data["never_lose"]["quadrants"]
    assert list(quadrants["2v2"]) == ["win", "loss", "draw", "finished", "mover_never_loses"]
