"""The undo commands that edit a game's tree: the same ones for every game.

:class:`~quadace_gui.models.game_model.GameModel` (QuadAce) and
:class:`~quadace_gui.models.takeaway_model.TakeAwayModel` (the take-away games) both hold their game as
a :class:`~quadace_gui.core.variations.GameTree` and satisfy :class:`TreeModel`; playing a move, going
to another line, promoting and deleting a variation are these commands for both (the models' entry
points call :func:`go_to`, :func:`promote_variation` and :func:`delete_variation`).

Each holds only what changed: a move's command the move, the ply it was played at, the node it went
to (made by the command, or already in the game) and the line it left; a switch of line the two
lines' ends; a promotion the siblings it reordered; a deletion the variation it cut and its place.
Nodes are kept by identity, so a redo puts back the very node its undo took out, and the commands
after it on the stack still find theirs.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Generic, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoStack

from quadace_gui.core.variations import GameTree, M, Node, P

from .model_command import ModelCommand, ReplaceStateCommand

if TYPE_CHECKING:
    from quadace_gui.core.games.game_files import TakeAwayPosition
    from quadace_gui.core.games.heaps import TakeMove
    from quadace_gui.core.position import Move, Position

    from .game_model import GameModel, GameState
    from .takeaway_model import TakeAwayModel


class TreeModel(Protocol[M, P]):
    """A game model holding its game as a tree, as the tree commands edit it."""

    @property
    def undoStack(self) -> QUndoStack: ...

    def currentPly(self) -> int:
        """The ply shown (0: the start of the line)."""

    def gameTree(self) -> GameTree[M, P]:
        """The game (read it; every change goes through the model's edits)."""

    def node(self, ply: int | None = None) -> Node[M, P]:
        """The node of position ``ply`` (default: current) on the current line."""

    def onLine(self, node: Node[M, P]) -> bool:
        """Whether ``node`` is on the current line."""

    def setPly(self, ply: int) -> None:
        """Go to ply ``ply`` of the current line (navigation, not an edit)."""

    def nodeText(self, node: Node[M, P]) -> str:
        """The move of ``node`` as the game writes it (in the commands' names)."""

    def attachNode(self, node: Node[M, P], index: int | None = None) -> None:
        """Put ``node`` (and what follows it) into the tree (sends ``nodeAdded``)."""

    def detachNode(self, node: Node[M, P]) -> int:
        """Cut ``node`` (and what follows it) from the tree, leaving the current line first if it goes
        through it; returns its place among its siblings, for :meth:`attachNode`."""

    def showLine(self, tip: Node[M, P], ply: int, forward: M | None = None) -> None:
        """Make the path to ``tip`` the current line at ``ply`` and tell the views."""

    def reorder(
        self, promote: Node[M, P] | None, moved: list[tuple[Node[M, P], int]] | None = None
    ) -> list[tuple[Node[M, P], int]]:
        """Promote the line through ``promote`` to the main line, or (``promote=None``) undo the
        promotion that ``moved``."""


def go_to(model: TreeModel[M, P], node: Node[M, P]) -> None:
    """Show ``node``: on the current line that is navigation; in another line, an undoable switch
    to that line (its path and main continuation)."""
    if model.onLine(node):
        model.setPly(node.ply)
    else:
        model.undoStack.push(SwitchLineCommand(model, node))


def promote_variation(model: TreeModel[M, P], node: Node[M, P]) -> bool:
    """Make the line through ``node`` the main line (undoable); False when it already is."""
    if node.variation_start() is None:
        return False
    model.undoStack.push(PromoteVariationCommand(model, node))
    return True


def delete_variation(model: TreeModel[M, P], node: Node[M, P]) -> bool:
    """Remove the innermost variation holding ``node``, all of it (undoable); False on the main line.
    If the current move was in it, the current move becomes the one it branched from."""
    start = node.variation_start()
    if start is None:
        return False
    model.undoStack.push(DeleteVariationCommand(model, start))
    return True


class _TreeCommand(ModelCommand[TreeModel[M, P]], Generic[M, P]):
    """A command on a tree model's stack (it refers to the model weakly: see :mod:`.model_command`)."""


class PlayMoveCommand(_TreeCommand[M, P]):
    """Play one move at the current ply: along the line, into a variation already played, or as a new
    variation (undo removes a variation the move made). ``text`` names it in the Edit menu.

    Moves just undone are not lost when another move is played instead: the stack would drop their
    commands, so this one puts their nodes back into the tree first (:func:`undone_line`), where they
    stood, and the new move becomes a variation of them (the same move follows them instead). Its undo
    takes them out again, leaving the tree as it was before the move."""

    def __init__(self, model: TreeModel[M, P], move: M, text: str) -> None:
        super().__init__(model, text)
        self.move = move
        self.at_ply = model.currentPly()
        self.before = model.gameTree().tip  # the line the move leaves (its end)
        self.node: Node[M, P] | None = None  # the move's node, found or made on the first redo
        self.after: Node[M, P] | None = None  # the end of the line it goes to
        self.created = False
        #: The undone moves' nodes it puts back (each below the one before it or the tree), and where.
        self.kept: tuple[Node[M, P], ...] = undone_line(model)
        self._kept_at: tuple[int | None, ...] = (None,) * len(self.kept)  # () shared when none

    def redo(self) -> None:
        model = self.model
        for kept, index in zip(self.kept, self._kept_at, strict=True):
            model.attachNode(kept, index)
        if self.node is None:
            parent = model.node(self.at_ply)
            node = parent.child(self.move)
            if node is None:
                node = parent.make_child(self.move)
                self.created = True
            self.node = node
            # the same move as the line's next: the line stays; another: its main continuation
            self.after = self.before if model.onLine(node) else node.main_tip()
        assert self.after is not None and self.node.move is not None
        if self.created:
            model.attachNode(self.node)
        model.showLine(self.after, self.at_ply + 1, self.node.move)

    def undo(self) -> None:
        model = self.model
        assert self.node is not None
        if self.created:
            model.detachNode(self.node)
        if self.kept:
            self._kept_at = tuple(reversed([model.detachNode(node) for node in reversed(self.kept)]))
        model.showLine(self.before, self.at_ply)


def undone_line(model: TreeModel[M, P]) -> tuple[Node[M, P], ...]:
    """The nodes that the moves on the redo side of the stack took out of the tree when undone, as far
    as they go on from the current line one after another (the line the user just undid): pushing a
    new command drops those moves, so it must keep their nodes. Empty when nothing can be redone."""
    stack = model.undoStack
    kept: list[Node[M, P]] = []
    parent: Node[M, P] | None = None
    for index in range(stack.index(), stack.count()):
        command = stack.command(index)
        if not isinstance(command, PlayMoveCommand) or command.node is None:
            break
        node = command.node
        if parent is None:  # the first one goes on from a position of the current line
            start = node.parent
            if start is None or start.ply != command.at_ply or not model.onLine(start):
                break
        elif node.parent is not parent:
            break
        kept.extend(command.kept)  # what it had put back itself, taken out again by its undo
        if command.created:
            kept.append(node)
        parent = node
    return tuple(kept)


class SwitchLineCommand(_TreeCommand[M, P]):
    """Go to a move of another line: that line (with its main continuation) becomes the current one."""

    def __init__(self, model: TreeModel[M, P], node: Node[M, P]) -> None:
        text = model.nodeText(node)
        super().__init__(
            model, QCoreApplication.translate("GameModel", "Go to variation %1").replace("%1", text)
        )
        self.before, self.before_ply = model.gameTree().tip, model.currentPly()
        self.after, self.after_ply = node.main_tip(), node.ply

    def redo(self) -> None:
        self.model.showLine(self.after, self.after_ply)

    def undo(self) -> None:
        self.model.showLine(self.before, self.before_ply)


class PromoteVariationCommand(_TreeCommand[M, P]):
    """Make the line through a node the main line (the current line and ply stay)."""

    def __init__(self, model: TreeModel[M, P], node: Node[M, P]) -> None:
        text = model.nodeText(node)
        super().__init__(
            model, QCoreApplication.translate("GameModel", "Promote variation %1").replace("%1", text)
        )
        self.node = node
        self.moved: list[tuple[Node[M, P], int]] = []

    def redo(self) -> None:
        self.moved = self.model.reorder(self.node)

    def undo(self) -> None:
        self.model.reorder(None, self.moved)


class DeleteVariationCommand(_TreeCommand[M, P]):
    """Cut a variation (from its first move on) out of the game; undo puts it back in its place."""

    def __init__(self, model: TreeModel[M, P], start: Node[M, P]) -> None:
        text = model.nodeText(start)
        super().__init__(
            model, QCoreApplication.translate("GameModel", "Delete variation %1").replace("%1", text)
        )
        self.start = start
        self.before, self.before_ply = model.gameTree().tip, model.currentPly()
        self.index = 0

    def redo(self) -> None:
        model = self.model
        self.index = model.detachNode(self.start)
        model.showLine(model.gameTree().tip.main_tip(), model.currentPly())

    def undo(self) -> None:
        model = self.model
        model.attachNode(self.start, self.index)
        model.showLine(self.before, self.before_ply)


class ReplaceGameCommand(ReplaceStateCommand["GameState"]):
    """Replace QuadAce's whole game (new game, set up, jump, open): undo brings the old one back, and
    the file name it replaced when it names the game's file."""

    #: Whether the new game is work to save by itself (a game restored after a crash).
    isWork = False

    def __init__(self, model: GameModel, after: GameState, text: str) -> None:
        super().__init__(model, after, text)
        self._changes_path = False
        self._path: Path | None = None
        self._path_before: Path | None = None

    @property
    def changesPath(self) -> bool:
        """Whether the command names the game's file (open, new game): it begins another game."""
        return self._changes_path

    def setPath(self, path: Path | None) -> None:
        """Make the command name the game's file too (open, new game); undo restores the old name."""
        self._changes_path = True
        self._path = path

    def _game_model(self) -> GameModel:
        from .game_model import GameModel  # (game_model imports this module)

        model = self.model
        assert isinstance(model, GameModel)
        return model

    def redo(self) -> None:
        if self._changes_path:
            model = self._game_model()
            self._path_before = model.path  # the name as it is now, saves included
            model.setPath(self._path)
        super().redo()

    def undo(self) -> None:
        if self._changes_path:
            self._game_model().setPath(self._path_before)
        super().undo()


if TYPE_CHECKING:  # mypy checks here that both models are tree models

    def _both_models_are_tree_models(
        quadace: GameModel, takeaway: TakeAwayModel
    ) -> tuple[TreeModel[Move, Position], TreeModel[TakeMove, TakeAwayPosition]]:
        return quadace, takeaway
