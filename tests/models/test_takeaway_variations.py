"""Every take-away game keeps its moves as a tree, as QuadAce does: playing another move at an earlier
ply starts a variation; promote, delete, undo and redo are QuadAce's commands (parametrised over the
game registry: a new game is tested by registering it)."""

from __future__ import annotations

import pytest

from quadace_gui.core.games.plugin import PLUGINS
from quadace_gui.core.games.takeaway import make_game
from quadace_gui.core.variations import display_order, tree_text
from quadace_gui.models.game_commands import PlayMoveCommand
from quadace_gui.models.takeaway_model import TakeAwayModel

TAKE_AWAY = [key for key in PLUGINS if key != "quadace"]


def shape(model: TakeAwayModel) -> str:
    """The tree in one line, moves as the move list writes them."""
    return tree_text(model.gameTree().root, lambda p: p.text, lambda m: m.text())


def branched(key: str) -> tuple[TakeAwayModel, str]:
    """A model with two moves played, then back one ply and another move: a variation at ply 2."""
    model = TakeAwayModel(make_game(key))
    model.playBest()
    model.playBest()
    main = shape(model)
    model.setPly(1)
    other = next(i.move for i in model.moveInfos() if i.move != model.moveAt(2))
    model.play(other)
    return model, main


@pytest.mark.parametrize("key", TAKE_AWAY)
def test_another_move_at_an_earlier_ply_starts_a_variation(qapp, key: str) -> None:
    model, main = branched(key)
    root = model.gameTree().root
    rows = [(node.ply, level) for node, level in display_order(root)]
    assert rows == [(1, 0), (2, 0), (2, 1)]  # the new move indented under the one it replaces
    assert model.ply == 2 and model.plyCount == 2 and model.node().is_variation_start
    assert shape(model) != main and "(" in shape(model)
    assert isinstance(model.undoStack.command(model.undoStack.index() - 1), PlayMoveCommand)
    model.undoStack.undo()
    assert [(n.ply, lv) for n, lv in display_order(root)] == [(1, 0), (2, 0)] and model.ply == 1
    assert shape(model) == main
    model.undoStack.redo()
    assert [(n.ply, lv) for n, lv in display_order(root)] == rows and model.node().is_variation_start


@pytest.mark.parametrize("key", TAKE_AWAY)
def test_promote_and_delete_a_variation_undoably(qapp, key: str) -> None:
    model, _main = branched(key)
    side = model.node()
    old_main = model.gameTree().line[1].children[0]
    assert model.promoteVariation(side)
    assert not side.is_variation_start and old_main.is_variation_start
    assert not model.promoteVariation(side)  # already the main line
    model.undoStack.undo()
    assert side.is_variation_start and model.gameTree().line[1].children[0] is old_main
    assert model.deleteVariation(side)
    assert [n.ply for n, _ in display_order(model.gameTree().root)] == [1, 2]
    assert model.ply == 1 and model.node(2) is old_main  # the current move was in it: back to ply 1
    model.undoStack.undo()
    assert side in model.gameTree().line[1].children and model.node() is side
    assert not model.deleteVariation(old_main)  # the main line is no variation


@pytest.mark.parametrize("key", TAKE_AWAY)
def test_going_to_a_move_of_another_line_switches_lines_undoably(qapp, key: str) -> None:
    model, _main = branched(key)
    side, old_main = model.node(), model.gameTree().line[1].children[0]
    model.goTo(old_main)
    assert model.node() is old_main and model.heaps() == old_main.position.heaps
    model.undoStack.undo()
    assert model.node() is side
    model.goTo(model.node(1))  # on the current line: navigation, no command
    count = model.undoStack.count()
    assert model.ply == 1 and model.undoStack.count() == count


@pytest.mark.parametrize("key", TAKE_AWAY)
def test_the_record_saves_and_opens_the_tree(qapp, key: str, tmp_path) -> None:
    model, _main = branched(key)
    path = tmp_path / "game.json"
    model.record().save(path)
    from quadace_gui.core.games.game_files import load_takeaway

    other = TakeAwayModel(make_game(key))
    other.openRecord(load_takeaway(path))
    assert shape(other) == shape(model)
    assert other.plyCount == 2 and not other.node().is_variation_start  # at the end of the main line
