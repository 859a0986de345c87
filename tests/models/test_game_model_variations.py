"""Side lines in the game model: playing, following, switching, promoting and deleting, all undoable,
with the move list's rows following the tree."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from quadace_gui.core.position import Move, Position
from quadace_gui.core.rules import Rules
from quadace_gui.core.solver import solve
from quadace_gui.core.variations import display_order
from quadace_gui.models.game_model import GameModel, PlayMoveCommand, SwitchLineCommand
from quadace_gui.models.move_list_model import LEVEL_ROLE, MoveListModel

TABLE7 = solve(Rules(7))


@pytest.fixture
def model(qtbot):
    return GameModel()


def play(model: GameModel, *moves: str) -> None:
    for m in moves:
        model.playMove(Move.parse(m))


def snapshot(model: GameModel) -> tuple[str, str]:
    """The tree and the current line (the ply may differ: navigating between edits is not one)."""
    return model.record.tree_text, model.record.text


def test_the_next_move_of_the_line_is_followed_and_undo_goes_back(model):
    play(model, "1+1", "1+2", "2+3")
    model.setPly(1)
    play(model, "1+2")  # the move already played there
    assert model.ply == 2 and model.plyCount == 3
    assert model.record.tree_text == "1,1/1,1:A 1+1 1+2 2+3"
    command = model.undoStack.command(model.undoStack.index() - 1)
    assert isinstance(command, PlayMoveCommand) and not command.created
    model.undoStack.undo()
    assert (model.ply, model.plyCount) == (1, 3)


def test_a_move_of_an_existing_side_line_goes_into_it(model):
    play(model, "1+1", "1+2", "2+3")
    model.setPly(1)
    play(model, "1+1", "2+2")  # a side line of two moves
    model.undoStack.push  # noqa: B018  (the stack is the one undo mechanism)
    model.goTo(model.record.root.main_tip())  # back to the main line's end
    model.setPly(1)
    play(model, "1+1")  # goes into the side line, to its main continuation
    assert [m.text for m in model.record.moves] == ["1+1", "1+1", "2+2"] and model.ply == 2
    assert model.record.tree_text == "1,1/1,1:A 1+1 1+2 (1+1 2+2) 2+3"
    model.undoStack.undo()
    assert [m.text for m in model.record.moves] == ["1+1", "1+2", "2+3"] and model.ply == 1


def test_going_to_a_move_of_another_line_is_an_undoable_switch(model, qtbot):
    play(model, "1+1", "1+2", "2+3")
    model.setPly(1)
    play(model, "1+1", "2+2")
    side_end = model.node()
    main_move = model.record.root.children[0].children[0]  # 1+2 at ply 2, on the main line
    count = model.undoStack.count()
    with qtbot.waitSignal(model.historyChanged):
        model.goTo(main_move)
    assert isinstance(model.undoStack.command(count), SwitchLineCommand)
    assert [m.text for m in model.record.moves] == ["1+1", "1+2", "2+3"] and model.ply == 2
    model.goTo(model.node(1))  # on the line: navigation only
    assert model.ply == 1 and model.undoStack.count() == count + 1
    model.undoStack.undo()
    assert model.node() is side_end and model.ply == 3


def test_promote_and_delete_are_undoable_and_keep_the_current_move(model):
    play(model, "1+1", "1+2", "2+3")
    model.setPly(1)
    play(model, "1+1", "2+2")
    here = model.node()
    assert model.promoteVariation(here)
    assert model.record.tree_text == "1,1/1,1:A 1+1 1+1 (1+2 2+3) 2+2"
    assert model.node() is here and model.ply == 3
    assert not model.promoteVariation(here)  # already the main line
    model.undoStack.undo()
    assert model.record.tree_text == "1,1/1,1:A 1+1 1+2 (1+1 2+2) 2+3" and model.node() is here
    # deleting the variation the current move is in goes to the move it branched from
    assert model.deleteVariation(here)
    assert model.record.tree_text == "1,1/1,1:A 1+1 1+2 2+3"
    assert model.ply == 1 and model.plyCount == 3
    assert not model.deleteVariation(model.node(2))  # the main line is not a variation
    model.undoStack.undo()
    assert model.node() is here and model.record.tree_text == "1,1/1,1:A 1+1 1+2 (1+1 2+2) 2+3"
    assert model.hasUnsavedWork()


def test_a_saved_game_with_variations_opens_with_them(model, tmp_path):
    from quadace_gui.core.game import GameRecord

    play(model, "1+1", "1+2", "2+3")
    model.setPly(1)
    play(model, "1+1")
    path = tmp_path / "lines.json"
    model.record.save(path)
    other = GameModel()
    other.loadGame(GameRecord.load(path), path)
    assert other.record.tree_text == model.record.tree_text
    assert other.ply == other.plyCount == 3  # on the main line, at its end


def test_the_move_list_rows_follow_the_tree_without_resets_for_moves(model, qtmodeltester):
    lst = MoveListModel(model)
    qtmodeltester.check(lst)
    resets: list[bool] = []
    lst.modelReset.connect(lambda: resets.append(True))
    play(model, "1+1", "1+2", "2+3", "1+5")
    model.setPly(2)
    play(model, "1+1", "1+2")  # a variation at ply 3, two moves
    model.setPly(3)
    play(model, "3+2")  # nested inside it
    model.goTo(model.record.root.main_tip())
    model.setPly(2)
    play(model, "2+1")  # a second variation at ply 3
    assert not resets
    shown = [(lst.index(r, 2).data(), lst.index(r, 0).data(LEVEL_ROLE)) for r in range(lst.rowCount())]
    assert shown == [
        ("1+1", 0), ("1+2", 0), ("2+3", 0), ("↳ 1+1", 1), ("\u20031+2", 1), ("\u2003↳ 3+2", 2),
        ("↳ 2+1", 1), ("1+5", 0),
    ]  # fmt: skip
    assert lst.rowOf(model.node()) == 6 and lst.nodeAt(6) is model.node()
    model.undoStack.undo()  # the second variation goes
    assert lst.rowCount() == 7 and not resets


actions = st.lists(
    st.one_of(
        st.tuples(st.just("play"), st.integers(0, 30), st.integers(0, 10)),
        st.tuples(st.just("undo"), st.integers(1, 4), st.just(0)),
        st.tuples(st.just("redo"), st.integers(1, 4), st.just(0)),
        st.tuples(st.just("goto"), st.integers(0, 60), st.just(0)),
        st.tuples(st.just("promote"), st.integers(0, 60), st.just(0)),
        st.tuples(st.just("delete"), st.integers(0, 60), st.just(0)),
        st.tuples(st.just("jump"), st.just(0), st.just(0)),
    ),
    min_size=1,
    max_size=50,
)


def check_indexes(model: GameModel, lst: MoveListModel) -> None:
    positions = model.record.positions
    for ply in range(model.plyCount + 1):
        earlier = positions[:ply]
        expected = earlier.index(positions[ply]) if positions[ply] in earlier else None
        assert model.earlierPly(ply) == expected
    assert model.pathHands() == [(p.mover, p.opponent) for p in model.pathPositions()]
    assert [n.position for n in model.record.line] == positions
    rows = [(lst.nodeAt(r), lst.level(r)) for r in range(lst.rowCount())]
    assert rows == list(display_order(model.record.root))


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(script=actions)
def test_every_edit_of_the_tree_undoes_and_redoes_exactly(qapp, qtmodeltester, script):
    model = GameModel(table=TABLE7)
    lst = MoveListModel(model)
    qtmodeltester.check(lst)
    stack = model.undoStack
    seen = {0: snapshot(model)}
    for kind, a, b in script:
        rows = lst.rowCount()
        if kind == "play":
            model.setPly(a % (model.plyCount + 1))
            moves = model.position().legal_moves()
            if not moves:
                continue
            model.playMove(moves[b % len(moves)])
        elif kind == "undo":
            for _ in range(a):
                stack.undo()
        elif kind == "redo":
            for _ in range(a):
                stack.redo()
        elif kind == "jump":
            model.jumpTo(Position.parse("1,2/3,4:A", TABLE7.rules))
        elif rows:
            node = lst.nodeAt(a % rows)
            {"goto": model.goTo, "promote": model.promoteVariation, "delete": model.deleteVariation}[kind](
                node
            )
        if kind not in ("undo", "redo"):
            seen = {i: s for i, s in seen.items() if i < stack.index()}
        seen[stack.index()] = snapshot(model)
        check_indexes(model, lst)
    top = stack.index()
    for index in [*range(top, -1, -1), *range(stack.count() + 1)]:
        stack.setIndex(index)
        if index in seen:
            assert snapshot(model) == seen[index], index
        check_indexes(model, lst)


# -- a move played after Undo keeps the undone moves ---------------------------------------------------
def test_a_different_move_after_undo_keeps_the_undone_moves_as_the_main_line(model):
    play(model, "1+1", "1+2", "2+3", "3+5")
    model.undoStack.undo()
    model.undoStack.undo()
    before = snapshot(model)
    assert before == ("1,1/1,1:A 1+1 1+2", "1,1/1,1:A 1+1 1+2") and model.undoStack.canRedo()
    play(model, "1+1")
    # the undone moves are the main line again; the new move is a variation, and the current line
    assert model.record.tree_text == "1,1/1,1:A 1+1 1+2 2+3 (1+1) 3+5"
    assert [m.text for m in model.record.moves] == ["1+1", "1+2", "1+1"] and model.ply == 3
    assert not model.undoStack.canRedo()
    model.undoStack.undo()
    assert snapshot(model) == before and model.ply == 2
    model.undoStack.redo()
    assert model.record.tree_text == "1,1/1,1:A 1+1 1+2 2+3 (1+1) 3+5" and model.ply == 3
    # undo it again and try a third move there: the first try and the undone line both stay
    model.undoStack.undo()
    play(model, "1+3")
    assert model.record.tree_text == "1,1/1,1:A 1+1 1+2 2+3 (1+1) (1+3) 3+5"
    model.undoStack.undo()
    assert snapshot(model) == before


def test_the_undone_move_played_again_follows_the_undone_line(model):
    play(model, "1+1", "1+2", "2+3", "3+5")
    model.undoStack.undo()
    model.undoStack.undo()
    play(model, "2+3")
    assert model.record.tree_text == "1,1/1,1:A 1+1 1+2 2+3 3+5"
    assert model.ply == 3 and model.plyCount == 4 and model.moveAt(4).text == "3+5"
    model.undoStack.undo()
    assert snapshot(model) == ("1,1/1,1:A 1+1 1+2", "1,1/1,1:A 1+1 1+2") and model.ply == 2


def test_undo_and_redo_alone_still_remove_and_bring_back_the_moves(model):
    play(model, "1+1", "1+2", "2+3")
    for _ in range(2):
        model.undoStack.undo()
    assert model.record.tree_text == "1,1/1,1:A 1+1" and model.ply == 1
    for _ in range(2):
        model.undoStack.redo()
    assert model.record.tree_text == "1,1/1,1:A 1+1 1+2 2+3" and model.ply == 3


def test_undone_moves_of_a_side_line_come_back_in_that_side_line(model):
    play(model, "1+1", "1+2", "2+3")
    model.setPly(1)
    play(model, "1+1", "2+2")  # a side line: 1+1 (1+1 2+2) ...
    model.undoStack.undo()  # 2+2 goes
    play(model, "1+2")  # another answer in the side line
    assert model.record.tree_text == "1,1/1,1:A 1+1 1+2 (1+1 2+2 (1+2)) 2+3"
    assert [m.text for m in model.record.moves] == ["1+1", "1+1", "1+2"]
    model.undoStack.undo()
    assert model.record.tree_text == "1,1/1,1:A 1+1 1+2 (1+1) 2+3"


def test_a_move_at_an_earlier_ply_after_undo_keeps_the_undone_moves_too(model):
    play(model, "1+1", "1+2", "2+3")
    model.undoStack.undo()  # 2+3 goes; looking back one more ply is navigation
    model.setPly(1)
    play(model, "1+1")
    assert model.record.tree_text == "1,1/1,1:A 1+1 1+2 (1+1) 2+3"
    model.undoStack.undo()
    assert model.record.tree_text == "1,1/1,1:A 1+1 1+2"
