"""The undo commands that edit a :class:`~quadace_gui.models.game_model.GameModel`'s game.

Each holds only what changed: a move's command the move, the ply it was played at, the node it went
to (made by the command, or already in the game) and the line it left; a switch of line the two
lines' ends; a promotion the siblings it reordered; a deletion the variation it cut and its place.
Nodes are kept by identity, so a redo puts back the very node its undo took out, and the commands
after it on the stack still find theirs.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from quadace_gui.core.game import GameNode as Node
from quadace_gui.core.position import Move

from .model_command import ModelCommand

if TYPE_CHECKING:
    from .game_model import GameModel, GameState


class _Command(ModelCommand["GameModel"]):
    """A command on a game model's stack (it refers to the model weakly: see :mod:`.model_command`)."""


class PlayMoveCommand(_Command):
    """Play one move at the current ply: along the line, into a variation already played, or as a new
    variation (undo removes a variation the move made).

    Moves just undone are not lost when another move is played instead: the stack would drop their
    commands, so this one puts their nodes back into the tree first (:func:`undone_line`), where they
    stood, and the new move becomes a variation of them (the same move follows them instead). Its undo
    takes them out again, leaving the tree as it was before the move."""

    def __init__(self, model: GameModel, move: Move) -> None:
        super().__init__(model, QCoreApplication.translate("GameModel", "Play %1").replace("%1", move.text))
        self.move = move
        self.at_ply = model.ply
        self.before = model.record.tip  # the line the move leaves (its end)
        self.node: Node | None = None  # the move's node, found or made on the first redo
        self.after: Node | None = None  # the end of the line it goes to
        self.created = False
        #: The undone moves' nodes it puts back (each below the one before it or the tree), and where.
        self.kept: tuple[Node, ...] = undone_line(model)
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


def undone_line(model: GameModel) -> tuple[Node, ...]:
    """The nodes that the moves on the redo side of the stack took out of the tree when undone, as far
    as they go on from the current line one after another (the line the user just undid): pushing a
    new command drops those moves, so it must keep their nodes. Empty when nothing can be redone."""
    stack = model.undoStack
    kept: list[Node] = []
    parent: Node | None = None
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


class SwitchLineCommand(_Command):
    """Go to a move of another line: that line (with its main continuation) becomes the current one."""

    def __init__(self, model: GameModel, node: Node) -> None:
        assert node.move is not None
        super().__init__(
            model, QCoreApplication.translate("GameModel", "Go to variation %1").replace("%1", node.move.text)
        )
        self.before, self.before_ply = model.record.tip, model.ply
        self.after, self.after_ply = node.main_tip(), node.ply

    def redo(self) -> None:
        self.model.showLine(self.after, self.after_ply)

    def undo(self) -> None:
        self.model.showLine(self.before, self.before_ply)


class PromoteVariationCommand(_Command):
    """Make the line through a node the main line (the current line and ply stay)."""

    def __init__(self, model: GameModel, node: Node) -> None:
        assert node.move is not None
        super().__init__(
            model,
            QCoreApplication.translate("GameModel", "Promote variation %1").replace("%1", node.move.text),
        )
        self.node = node
        self.moved: list[tuple[Node, int]] = []

    def redo(self) -> None:
        self.moved = self.model.reorder(self.node)

    def undo(self) -> None:
        self.model.reorder(None, self.moved)


class DeleteVariationCommand(_Command):
    """Cut a variation (from its first move on) out of the game; undo puts it back in its place."""

    def __init__(self, model: GameModel, start: Node) -> None:
        assert start.move is not None
        super().__init__(
            model,
            QCoreApplication.translate("GameModel", "Delete variation %1").replace("%1", start.move.text),
        )
        self.start = start
        self.before, self.before_ply = model.record.tip, model.ply
        self.index = 0

    def redo(self) -> None:
        model = self.model
        self.index = model.detachNode(self.start)
        model.showLine(model.record.tip.main_tip(), model.ply)

    def undo(self) -> None:
        model = self.model
        model.attachNode(self.start, self.index)
        model.showLine(self.before, self.before_ply)


class ReplaceGameCommand(_Command):
    """Replace the whole game (new game, set up, jump, open): undo brings the old one back."""

    #: Whether the new game is work to save by itself (a game restored after a crash).
    isWork = False

    def __init__(self, model: GameModel, after: GameState, text: str) -> None:
        super().__init__(model, text)
        self.before = model.state()
        self.after = after
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

    def redo(self) -> None:
        if self._changes_path:
            self._path_before = self.model.path  # the name as it is now, saves included
            self.model.setPath(self._path)
        self.model.restore(self.after)

    def undo(self) -> None:
        if self._changes_path:
            self.model.setPath(self._path_before)
        self.model.restore(self.before)
