"""The one base of every game's model (:class:`~quadace_gui.models.tree_model.TreeGameModel`), tested for
every game of the registry: QuadAce and each take-away game play three moves, go back and forward, go
to a variation, promote and delete it, undo and redo, and send the same signals in the same order."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from quadace_gui.core.games.plugin import PLUGINS
from quadace_gui.core.games.takeaway import make_game
from quadace_gui.core.rules import Rules
from quadace_gui.models.game_model import GameModel
from quadace_gui.models.takeaway_model import TakeAwayModel
from quadace_gui.models.tree_model import TreeGameModel

Model = GameModel | TakeAwayModel


def make(key: str) -> Model:
    return GameModel(Rules(base=5)) if key == "quadace" else TakeAwayModel(make_game(key))


class Recorder:
    """The signals a model sends, in order, with the argument of ``currentChanged``."""

    def __init__(self, model: Model) -> None:
        self.events: list[str] = []
        self.forward: list[object] = []
        signals = {
            "historyChanged": model.historyChanged,
            "nodeAdded": model.nodeAdded,
            "nodeRemoved": model.nodeRemoved,
            "tableChanged": model.tableChanged,
        }
        for name, signal in signals.items():
            signal.connect(self._note(name))
        model.currentChanged.connect(self._current)

    def _note(self, name: str) -> Callable[..., None]:
        return lambda *_: self.events.append(name)

    def _current(self, forward: object) -> None:
        self.events.append("currentChanged")
        self.forward.append(forward)

    def take(self) -> list[str]:
        events, self.events = self.events, []
        return events


EDIT = ["nodeAdded", "historyChanged", "currentChanged"]  # a new move
LINE = ["historyChanged", "currentChanged"]  # another line, a promotion, a replaced game
STEP = ["currentChanged"]  # navigation


@pytest.mark.parametrize("key", list(PLUGINS))
def test_every_model_shares_the_tree_navigation_and_undo(qapp, key: str) -> None:
    model = make(key)
    assert isinstance(model, TreeGameModel)
    seen = Recorder(model)

    for ply in (1, 2, 3):  # three moves along the main line
        assert model.playBest() is not None
        assert seen.take() == EDIT and seen.forward[-1] == model.moveAt(ply)
        assert model.currentPly() == model.lastPly() == ply
    line = list(model.gameTree().line)
    positions = [node.position for node in line]
    assert [model.node(ply) for ply in range(4)] == line

    model.back()
    assert model.currentPly() == 2 and model.node().position == positions[2]
    assert seen.take() == STEP and seen.forward[-1] is None
    model.forward()
    assert model.currentPly() == 3 and seen.take() == STEP and seen.forward[-1] == model.moveAt(3)
    model.first()
    assert model.currentPly() == 0 and model.node().position == positions[0] and seen.take() == STEP
    model.first()  # already there: nothing sent
    assert seen.take() == []
    model.last()
    assert model.currentPly() == 3 and model.node() is line[3] and seen.take() == STEP
    model.setPly(99)  # clamped to the line
    assert model.currentPly() == 3 and seen.take() == []

    # another move at ply 1 starts a variation of move 2; the main line keeps its moves
    model.setPly(1)
    seen.take()
    other = next(info.move for info in model.moveInfos() if info.move != model.moveAt(2))
    model.matchPlay(other)
    assert seen.take() == EDIT
    side = model.node()
    assert side.is_variation_start and model.currentPly() == model.lastPly() == 2
    assert not model.onLine(line[3]) and model.onLine(line[1])

    # go to the main line's third move (an undoable switch of line), then back to the variation
    model.goTo(line[3])
    assert seen.take() == LINE and model.onLine(line[3]) and model.currentPly() == 3
    model.goTo(side)
    assert seen.take() == LINE and model.node() is side
    model.goTo(line[1])  # on the current line: navigation
    assert seen.take() == STEP and model.currentPly() == 1
    model.goTo(side)
    seen.take()

    # promote the variation to the main line; undo and redo the promotion
    assert model.promoteVariation(side)
    assert seen.take() == LINE and not side.is_variation_start and line[2].is_variation_start
    assert not model.promoteVariation(side)  # already the main line
    model.undoStack.undo()
    assert seen.take() == LINE and side.is_variation_start and model.node() is side
    model.undoStack.redo()
    assert seen.take() == LINE and not side.is_variation_start

    # delete the old main line (now a variation) while standing in it; undo puts it back
    model.goTo(line[3])
    seen.take()
    assert model.deleteVariation(line[3])
    assert seen.take() == ["nodeRemoved", *LINE]
    assert model.node() is line[1] and model.lastPly() == 2 and line[2] not in line[1].children
    assert not model.deleteVariation(side)  # the main line
    model.undoStack.undo()
    assert seen.take() == ["nodeAdded", *LINE]
    assert model.node() is line[3] and line[2].is_variation_start

    # a replaced game (the quiz's jump) is undoable too: the same tree comes back
    tree = model.gameTree()
    slot = model.quizSlot()
    assert slot is not None
    model.quizGoTo(slot)
    assert seen.take() == LINE and model.currentPly() == model.lastPly() == 0 and model.gameTree() is not tree
    model.undoStack.undo()
    assert seen.take() == LINE and model.gameTree() is tree and model.node() is line[3]
    before_jump = model.undoStack.index()

    # undo everything: back to the start, the tree empty; redo up to the jump: the same nodes again
    while model.undoStack.canUndo():
        model.undoStack.undo()
    assert model.currentPly() == model.lastPly() == 0 and not model.gameTree().root.children
    assert model.node().position == positions[0]
    while model.undoStack.index() < before_jump:
        model.undoStack.redo()
    assert model.node() is line[3] and model.gameTree().root.children[0] is line[1]
