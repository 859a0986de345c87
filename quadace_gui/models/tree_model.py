"""The base of every game's model: the tree of moves, the current line and ply, the undo stack, the signals.

:class:`TreeGameModel` holds what QuadAce's :class:`~.game_model.GameModel` and the take-away games'
:class:`~.takeaway_model.TakeAwayModel` do alike: the game as a
:class:`~quadace_gui.core.variations.GameTree`, the ply shown on its current line, navigation along
that line (not an edit), the undoable tree edits of :mod:`.game_commands` (play, go to another line,
promote, delete a variation), the command that replaces the whole game
(:class:`~.model_command.ReplaceStateCommand`)
and the signals every panel listens to. A subclass adds only its game's own parts (QuadAce's rules,
table and paths; a take-away game and its table) and two small hooks: :meth:`TreeGameModel._line_to`
(QuadAce keeps an index of the line's positions) and :meth:`TreeGameModel.restore` (what a game's
state holds).

The signals, the same for every game:

- ``historyChanged``: the tree or the current line changed (a move, an undo, another line, a new
  game); sent before the edit's ``currentChanged``, never by navigation.
- ``nodeAdded`` / ``nodeRemoved`` (the node): a move, with what follows it, was put into the tree or cut
  from it; sent before the ``historyChanged`` of the same edit (the move list inserts or removes rows).
- ``tableChanged``: the game or its solved table changed (a new game, another base): views rebuild.
- ``currentChanged`` (the move just played forward by one ply, or None): the current position
  changed; the last signal of every edit and change of table, so a view may listen to it alone.
"""

from __future__ import annotations

from typing import Any, Generic, TypeVar

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from quadace_gui.core.variations import GameTree, M, Node, P

from .game_commands import delete_variation, go_to, promote_variation

# The game's tree type (QuadAce's GameRecord, a TakeAwayRecord). A type variable's bound cannot name
# the other type variables, so the bound leaves the move and position open.
R = TypeVar("R", bound=GameTree[Any, Any])


class TreeGameModel(QObject, Generic[M, P, R]):
    """A game's model: its tree of moves ``R`` (of moves ``M`` between positions ``P``), the ply shown
    on the current line and the undo stack every edit goes through."""

    historyChanged = Signal()
    nodeAdded = Signal(object)
    nodeRemoved = Signal(object)
    tableChanged = Signal()
    currentChanged = Signal(object)

    def __init__(self, record: R, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._record: R = record
        self._ply = 0
        self.undoStack = QUndoStack(self)

    # -- reading the line (:class:`~.game_commands.TreeModel`) -------------------------------------
    def gameTree(self) -> R:
        """The game's tree (read it; every change goes through the model's edits)."""
        return self._record

    @property
    def ply(self) -> int:
        """The ply shown (0: the start of the line)."""
        return self._ply

    @property
    def plyCount(self) -> int:
        """The number of moves of the current line."""
        return len(self._record)

    def currentPly(self) -> int:
        """The ply shown (0: the start of the line)."""
        return self._ply

    def lastPly(self) -> int:
        """The number of moves of the current line."""
        return len(self._record)

    def node(self, ply: int | None = None) -> Node[M, P]:
        """The node of position ``ply`` (default: current) on the current line."""
        node: Node[M, P] = self._record.line[self._ply if ply is None else ply]
        return node

    def onLine(self, node: Node[M, P]) -> bool:
        """Whether ``node`` is on the current line."""
        return self._record.on_line(node)

    def moveAt(self, ply: int) -> M:
        """The move that led to position ``ply`` of the current line (1-based: move 1 leads from the
        start to ply 1)."""
        move: M = self._record.moves[ply - 1]
        return move

    def nodeText(self, node: Node[M, P]) -> str:
        """The move of ``node`` as the game writes it (in the undo commands' names)."""
        raise NotImplementedError

    # -- navigation (not an edit) ------------------------------------------------------------------
    def setPly(self, ply: int) -> None:
        """Go to ply ``ply`` of the current line (clamped to it)."""
        ply = max(0, min(ply, self.lastPly()))
        if ply != self._ply:
            forward = self.moveAt(ply) if ply == self._ply + 1 else None
            self._ply = ply
            self.currentChanged.emit(forward)

    def first(self) -> None:
        self.setPly(0)

    def back(self) -> None:
        self.setPly(self._ply - 1)

    def forward(self) -> None:
        self.setPly(self._ply + 1)

    def last(self) -> None:
        self.setPly(self.lastPly())

    # -- edits of the tree (undoable: :mod:`.game_commands`) ------------------------------------------
    def goTo(self, node: Node[M, P]) -> None:
        """Show ``node`` (:func:`~.game_commands.go_to`: another line's node is an undoable switch)."""
        go_to(self, node)

    def promoteVariation(self, node: Node[M, P]) -> bool:
        """Make the line through ``node`` the main line (undoable); False when it already is."""
        return promote_variation(self, node)

    def deleteVariation(self, node: Node[M, P]) -> bool:
        """Remove the innermost variation holding ``node`` (undoable); False on the main line."""
        return delete_variation(self, node)

    # -- used by the undo commands -----------------------------------------------------------------
    def attachNode(self, node: Node[M, P], index: int | None = None) -> None:
        """Put ``node`` (and what follows it) into the tree; the move list inserts its rows."""
        self._record.attach(node, index)
        self.nodeAdded.emit(node)

    def detachNode(self, node: Node[M, P]) -> int:
        """Cut ``node`` (and what follows it) from the tree, leaving the current line first if it
        goes through it; returns its place among its siblings, for :meth:`attachNode`."""
        if self._record.on_line(node):
            parent = node.parent
            assert parent is not None
            self._line_to(parent, min(self._ply, parent.ply))
        index = self._record.detach(node)
        self.nodeRemoved.emit(node)
        return index

    def showLine(self, tip: Node[M, P], ply: int, forward: M | None = None) -> None:
        """Make the path to ``tip`` the current line at ``ply`` and tell the views."""
        self._line_to(tip, ply)
        self.historyChanged.emit()
        self.currentChanged.emit(forward)

    def reorder(
        self, promote: Node[M, P] | None, moved: list[tuple[Node[M, P], int]] | None = None
    ) -> list[tuple[Node[M, P], int]]:
        """Promote the line through ``promote`` to the main line, or (``promote=None``) undo the
        promotion that ``moved``; the move list rebuilds its rows."""
        if promote is not None:
            moved = self._record.promote(promote)
        elif moved:
            self._record.demote(moved)
        self.historyChanged.emit()
        self.currentChanged.emit(None)
        return moved or []

    def _line_to(self, tip: Node[M, P], ply: int) -> None:
        """Make the path to ``tip`` the current line at ``ply`` (a hook: QuadAce's model also keeps its
        index of the line's positions)."""
        self._record.set_line(tip)
        self._ply = ply

    def _show_game(self, record: R, ply: int, new_table: bool) -> None:
        """Show a whole other game (a state restored by :class:`~.model_command.ReplaceStateCommand`):
        its tree at ``ply``; ``new_table``: the game or its table changed too."""
        self._record = record
        self._reindex()
        self._ply = ply
        if new_table:
            self.tableChanged.emit()
        self.historyChanged.emit()
        self.currentChanged.emit(None)

    def _reindex(self) -> None:
        """Index the whole current line after the tree was replaced (a hook; none by default)."""
