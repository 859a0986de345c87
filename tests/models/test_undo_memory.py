"""Undo stores what changed: long games cost little history, and undo/redo restore the exact game."""

from __future__ import annotations

import gc
import tracemalloc

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from quadace_gui.core.game import GameRecord
from quadace_gui.core.position import Move, Position
from quadace_gui.core.rules import Rules
from quadace_gui.core.solver import solve
from quadace_gui.models.game_model import GameModel, GameState, PlayMoveCommand

TABLE7 = solve(Rules(7))


def holds_a_game(obj: object) -> bool:
    """Whether ``obj`` or any of its attributes (one level down, and inside tuples/lists) is a copy
    of the game or a long list."""
    values = list(vars(obj).values())
    for value in list(values):
        if isinstance(value, tuple | list):
            values.extend(value)
    return any(isinstance(v, GameRecord | GameState) or (isinstance(v, list) and len(v) > 4) for v in values)


def test_move_commands_hold_the_move_and_its_ply_not_the_game(qapp):
    model = GameModel()
    for _ in range(300):
        model.playBest()
    at = next(p for p in range(300) if model.position(p).legal_moves() != [model.moveAt(p + 1)])
    model.setPly(at)
    other = next(m for m in model.position().legal_moves() if m != model.moveAt(at + 1))
    model.playMove(other)  # a side line at ply at + 1; the 300 moves stay
    stack = model.undoStack
    commands = [stack.command(i) for i in range(stack.count())]
    assert len(commands) == 301 and all(isinstance(c, PlayMoveCommand) for c in commands)
    assert not any(holds_a_game(c) for c in commands)
    assert [c.at_ply for c in commands] == [*range(300), at]
    assert all(c.created for c in commands) and commands[-1].node.is_variation_start
    assert model.record.root.main_tip().ply == 300  # the moves after ply 100 are still in the game


def test_history_memory_grows_linearly_with_the_game(qapp):
    """Each move's command costs the same few hundred bytes however long the game already is
    (copying the record made the 2,000th move cost about 30 times the first)."""
    model = GameModel()
    for _ in range(50):  # warm the caches of the drawn line's positions
        model.playBest()
    gc.collect()
    tracemalloc.start()
    try:
        growth = []
        for _ in range(2):
            before = tracemalloc.get_traced_memory()[0]
            for _ in range(1000):
                model.playBest()
            gc.collect()
            growth.append(tracemalloc.get_traced_memory()[0] - before)
    finally:
        tracemalloc.stop()
    per_move = [g / 1000 for g in growth]
    assert per_move[1] < 1.5 * per_move[0] + 200, per_move
    assert max(per_move) < 2000, per_move  # bytes of Python objects per move, history included


def brute_earlier(record: GameRecord, ply: int) -> int | None:
    earlier = record.positions[:ply]
    position = record.positions[ply]
    return earlier.index(position) if position in earlier else None


JUMPS = ("1136", "1,1/1,1:B", "2,3/4,5:A", "0,1/1,6:B", "1,2/3,3:A")
actions = st.lists(
    st.one_of(
        st.tuples(st.just("play"), st.integers(0, 200), st.integers(0, 10)),
        st.tuples(st.just("undo"), st.integers(1, 4), st.just(0)),
        st.tuples(st.just("redo"), st.integers(1, 4), st.just(0)),
        st.tuples(st.just("jump"), st.integers(0, 200), st.just(0)),
        st.tuples(st.just("new"), st.just(0), st.just(0)),
    ),
    min_size=1,
    max_size=60,
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(script=actions)
def test_undo_and_redo_restore_the_exact_game_at_every_step(qapp, script):
    model = GameModel(table=TABLE7)
    stack = model.undoStack
    seen: dict[int, str] = {0: model.record.text}  # the game at each index of the undo stack
    for kind, a, b in script:
        if kind == "play":
            model.setPly(a % (model.plyCount + 1))
            moves = model.position().legal_moves()
            if not moves:
                continue
            model.playMove(moves[b % len(moves)])
            seen = {i: s for i, s in seen.items() if i < stack.index()}
        elif kind == "undo":
            for _ in range(a):
                stack.undo()
        elif kind == "redo":
            for _ in range(a):
                stack.redo()
        elif kind == "jump":
            model.jumpTo(Position.parse(JUMPS[a % len(JUMPS)], TABLE7.rules))
            seen = {i: s for i, s in seen.items() if i < stack.index()}
        else:
            model.newGame()
            seen = {i: s for i, s in seen.items() if i < stack.index()}
        seen[stack.index()] = model.record.text
        for ply in range(model.plyCount + 1):
            assert model.earlierPly(ply) == brute_earlier(model.record, ply)
        assert model.pathHands() == [(p.mover, p.opponent) for p in model.pathPositions()]
    top = stack.index()
    stack.setIndex(0)
    for index in range(stack.count() + 1):
        stack.setIndex(index)
        if index in seen:
            assert model.record.text == seen[index], index
        for ply in range(model.plyCount + 1):
            assert model.earlierPly(ply) == brute_earlier(model.record, ply)
        model.last()
        assert model.pathHands() == [(p.mover, p.opponent) for p in model.record.positions]
    stack.setIndex(top)
    assert model.record.text == seen[top]


def test_undoing_a_replacing_move_brings_back_the_moves_it_replaced(qapp):
    model = GameModel()
    for text in ("1+1", "1+2", "2+3", "1+5"):
        model.playMove(Move.parse(text))
    model.setPly(1)
    model.playMove(Move.parse("1+1"))
    assert [m.text for m in model.record.moves] == ["1+1", "1+1"] and model.ply == 2
    model.undoStack.undo()
    assert [m.text for m in model.record.moves] == ["1+1", "1+2", "2+3", "1+5"] and model.ply == 1
    model.undoStack.redo()
    assert [m.text for m in model.record.moves] == ["1+1", "1+1"] and model.ply == 2
