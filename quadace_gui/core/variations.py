"""The tree of moves behind a game record: the main line and its side lines (variations), for every game.

Every position of a game is a :class:`Node`; its ``children`` are the moves tried from there, the
first one being the main continuation and the others variations, in the order they were first played.
A *line* is a path from the root; following first children from a node gives its *main continuation*.
A :class:`GameTree` is such a tree with the line being looked at (QuadAce's
:class:`~quadace_gui.core.game.GameRecord` and the take-away games'
:class:`~quadace_gui.core.games.game_files.TakeAwayRecord` are ones).

The tree is generic over the game's move ``M`` and position ``P``: a position only has to play a move
(:class:`Playable`), giving the move as the game writes it and the position after it.

The move list shows the tree as rows (:func:`display_order`): a line's moves one after another, and
right after a move its alternatives (the other children of the same position), each one indented one
level deeper than the move it replaces, with its own alternatives nested further in.

Nothing here recurses: a line of 10,000 moves, or variations nested thousands deep, walk in loops.

>>> from quadace_gui.core.position import Move, Position
>>> root = Node(None, Position.start(), None)
>>> a = root.add(Move(1, 1)); b = a.add(Move(1, 2)); c = a.add(Move(1, 1))
>>> [(n.move.text, level) for n, level in display_order(root)]
[('1+1', 0), ('1+2', 0), ('1+1', 1)]
>>> c.is_variation_start, b.is_variation_start, c.main_tip() is c
(True, False, True)
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable, Iterator
from typing import Any, Generic, Protocol, Self, TypeVar

from .errors import GameFileError, QuadAceError, short

M = TypeVar("M")


class Playable(Protocol[M]):
    """A position of some game, as the tree needs it: it plays a move."""

    def step(self, move: M) -> tuple[M, Self]:
        """The move as this game writes it here and the position after it; raises a QuadAceError
        (an IllegalMoveError) for a move that is not legal here."""


# (The bound cannot name ``M``: a type variable's bound holds no other type variable.)
P = TypeVar("P", bound=Playable[Any])

#: Reads move ``ply`` of a line in a file: (JSON value, ply, the position it is played in) -> move, or
#: raises GameFileError (a take-away game's move is written relative to its position: ``-3``).
ReadMove = Callable[[object, int, P], M]


class Node(Generic[M, P]):
    """One position of the game tree and the move that led to it (None at the root)."""

    __slots__ = ("children", "move", "parent", "ply", "position")

    def __init__(self, move: M | None, position: P, parent: Node[M, P] | None) -> None:
        self.move = move
        self.position = position
        #: Kept when the node is cut from the tree, so an undo can put it back where it was.
        self.parent = parent
        self.children: list[Node[M, P]] = []
        self.ply: int = 0 if parent is None else parent.ply + 1

    def __repr__(self) -> str:
        return f"Node({'start' if self.move is None else self.move} at ply {self.ply})"

    def child(self, move: M) -> Node[M, P] | None:
        """The child reached by ``move``, if that move was already played here."""
        for node in self.children:
            if node.move == move:
                return node
        return None

    def make_child(self, move: M) -> Node[M, P]:
        """A new node for ``move`` (checked) below this one, not yet attached (see :meth:`add`)."""
        written, after = self.position.step(move)
        return Node(written, after, self)

    def add(self, move: M) -> Node[M, P]:
        """The child for ``move``: the existing one, or a new one appended as the last variation."""
        node = self.child(move)
        if node is None:
            node = self.make_child(move)
            self.children.append(node)
        return node

    @property
    def is_variation_start(self) -> bool:
        """Whether this node is an alternative (not the main continuation) of its parent's position."""
        parent = self.parent
        return parent is not None and bool(parent.children) and parent.children[0] is not self

    def variation_start(self) -> Node[M, P] | None:
        """The first move of the innermost variation holding this node (None on the main line)."""
        node: Node[M, P] | None = self
        while node is not None and node.parent is not None:
            if node.is_variation_start:
                return node
            node = node.parent
        return None

    def main_tip(self) -> Node[M, P]:
        """The end of this node's main continuation (itself when nothing follows)."""
        node = self
        while node.children:
            node = node.children[0]
        return node

    def path(self) -> list[Node[M, P]]:
        """The nodes from the root down to this one."""
        nodes = []
        node: Node[M, P] | None = self
        while node is not None:
            nodes.append(node)
            node = node.parent
        nodes.reverse()
        return nodes


def display_order(root: Node[M, P]) -> Iterator[tuple[Node[M, P], int]]:
    """Every node but the root with its indent level, in the order the move list shows them: the main
    line at level 0; after each move, its alternatives' lines one level deeper, in order."""
    stack: list[tuple[Node[M, P], int]] = [(root.children[0], 0)] if root.children else []
    while stack:
        node, level = stack.pop()
        yield node, level
        if node.children:  # the line goes on after this move's alternatives
            stack.append((node.children[0], level))
        parent = node.parent
        if parent is not None and parent.children[0] is node:
            for alternative in reversed(parent.children[1:]):
                stack.append((alternative, level + 1))


def count_nodes(root: Node[M, P]) -> int:
    """How many moves the tree holds (every node but the root)."""
    count, stack = 0, list(root.children)
    while stack:
        node = stack.pop()
        count += 1
        stack.extend(node.children)
    return count


def has_variations(root: Node[M, P]) -> bool:
    stack = [root]
    while stack:
        node = stack.pop()
        if len(node.children) > 1:
            return True
        stack.extend(node.children)
    return False


def copy_tree(root: Node[M, P]) -> tuple[Node[M, P], dict[Node[M, P], Node[M, P]]]:
    """A copy of the tree (positions and moves are immutable and shared) and the old -> new map."""
    twin: Node[M, P] = Node(None, root.position, None)
    mapping = {root: twin}
    stack = [root]
    while stack:
        node = stack.pop()
        twin_node = mapping[node]
        for child in node.children:
            new = Node(child.move, child.position, twin_node)
            twin_node.children.append(new)
            mapping[child] = new
            stack.append(child)
    return twin, mapping


def variation_lines(
    root: Node[M, P],
) -> tuple[list[Node[M, P]], list[tuple[int, int, list[Node[M, P]]]]]:
    """The main line (its nodes, root excluded) and the variations as (from, after, nodes): ``from``
    numbers the line a variation branches off (0: the main line, k: the k-th variation), ``after``
    is the ply of the position it starts from. Variations come in the move list's order, each after
    the line it branches off."""
    line_of: dict[Node[M, P], int] = {root: 0}
    main: list[Node[M, P]] = []
    variations: list[tuple[int, int, list[Node[M, P]]]] = []
    lines: list[list[Node[M, P]]] = [main]
    for node, _level in display_order(root):
        parent = node.parent
        assert parent is not None
        if node.is_variation_start:
            lines.append([])
            variations.append((line_of[parent], parent.ply, lines[-1]))
            line_of[node] = len(lines) - 1
        else:
            line_of[node] = line_of[parent]
        lines[line_of[node]].append(node)
    return main, variations


def lines_json(
    root: Node[M, P], move_text: Callable[[Node[M, P]], str]
) -> tuple[list[str], list[dict[str, Any]]]:
    """A game file's ``moves`` (the main line's move texts) and ``variations`` (each as ``from``,
    ``after`` and its ``moves``: see :func:`variation_lines`), for every game's files."""
    main, variations = variation_lines(root)
    sides = [
        {"from": line, "after": after, "moves": [move_text(node) for node in nodes]}
        for line, after, nodes in variations
    ]
    return [move_text(node) for node in main], sides


def tree_text(root: Node[M, P], position_text: Callable[[P], str], move_text: Callable[[M], str]) -> str:
    """The whole tree in one line, variations in brackets after the move they replace:
    ``1,1/1,1:A 1+1 1+2 (1+1 2+2) 2+3``."""
    words = [position_text(root.position)]
    depth = 0
    for node, level in display_order(root):
        assert node.move is not None
        closing = depth - level + (1 if node.is_variation_start and level <= depth else 0)
        if closing > 0:
            words[-1] += ")" * closing
        words.append(("(" if node.is_variation_start else "") + move_text(node.move))
        depth = level
    if depth:
        words[-1] += ")" * depth
    return " ".join(words)


def read_variations(main: list[Node[M, P]], data: object, limit: int, read_move: ReadMove[P, M]) -> bool:
    """Grow the tree of the ``main`` line (its nodes from the root) by the ``variations`` of a
    version-3 file, checked as strictly as the main line (every move legal where it is played; at
    most ``limit`` moves in the file, the main line's included). A variation whose first moves were
    already played there goes on from them. Raises :class:`GameFileError`; returns whether any
    variation was read. ``read_move(text, ply, position)`` reads one move."""
    if not isinstance(data, list):
        raise GameFileError('bad variations: "variations" must be a list')
    count = len(main) - 1 + len(data)
    if count > limit:  # each variation holds a move at least
        raise GameFileError(
            "bad moves: {count:,} moves; a game file holds at most {limit:,}", count=count, limit=limit
        )
    lines: list[list[Node[M, P]]] = [main]  # each line's nodes, from the position it branches off
    for number, entry in enumerate(data, 1):
        moves = entry.get("moves") if isinstance(entry, dict) else None
        count += len(moves) - 1 if isinstance(moves, list) and moves else 0  # its other moves
        if count > limit:
            raise GameFileError(
                "bad moves: {count:,} moves; a game file holds at most {limit:,}", count=count, limit=limit
            )
        try:
            lines.append(_read_variation(lines, entry, read_move))
        except QuadAceError as exc:
            raise GameFileError("bad variation {number}: {error}", number=number, error=exc) from None
    return bool(data)


def _read_variation(
    lines: list[list[Node[M, P]]], entry: object, read_move: ReadMove[P, M]
) -> list[Node[M, P]]:
    """One variation of a file: its nodes, from the position it branches off."""
    if not isinstance(entry, dict):
        raise GameFileError(
            '{value!r} is not a variation like {{"from": 0, "after": 1, "moves": ["1+1"]}}',
            value=short(entry),
        )
    line = entry.get("from", 0)
    if isinstance(line, bool) or not isinstance(line, int) or not 0 <= line < len(lines):
        raise GameFileError(
            '"from" is {value!r}: not a line to branch off (0, the main line, to {last})',
            value=short(line),
            last=len(lines) - 1,
        )
    nodes, after = lines[line], entry.get("after")
    first = nodes[0].ply
    if isinstance(after, bool) or not isinstance(after, int) or not first <= after < nodes[-1].ply:
        raise GameFileError(
            '"after" is {value!r}: not a ply of line {line} to branch off ({first} to {last})',
            value=short(after),
            line=line,
            first=first,
            last=max(first, nodes[-1].ply - 1),
        )
    moves = entry.get("moves")
    if not isinstance(moves, list) or not moves:
        raise GameFileError('bad moves: "moves" must be a list like ["1+1", "1+2"]')
    node = nodes[after - first]
    branch = [node]
    for ply, text in enumerate(moves, after + 1):
        move = read_move(text, ply, node.position)
        try:
            node = node.add(move)
        except QuadAceError as exc:
            raise GameFileError("bad move {ply}: {error}", ply=ply, error=exc) from None
        branch.append(node)
    return branch


class GameTree(Generic[M, P]):
    """A tree of moves from a start position and the line being looked at.

    ``moves`` and ``positions`` are the *current line*: ``positions[i]`` is the position after ``i``
    moves of it, ``line[i]`` its node. A new tree's line is its main line. Changing the line costs what
    changes, not the game's length. Every game's record is one (the models edit it through their undo
    commands, :mod:`quadace_gui.models.game_commands`).
    """

    def __init__(self, start: P, moves: Iterable[M] = ()) -> None:
        self.root: Node[M, P] = Node(None, start, None)
        self.line: list[Node[M, P]] = [self.root]
        self.positions: list[P] = [start]
        self.moves: list[M] = []
        #: Counts the changes of the tree's shape (a view compares it to know whether to rebuild).
        self.revision = 0
        for move in moves:
            self.push(move)

    @property
    def current(self) -> P:
        return self.positions[-1]

    @property
    def tip(self) -> Node[M, P]:
        """The last node of the current line (the line is the path from the root to it)."""
        return self.line[-1]

    def __len__(self) -> int:
        return len(self.moves)

    def on_line(self, node: Node[M, P]) -> bool:
        """Whether ``node`` is on the current line."""
        line = self.line
        return node.ply < len(line) and line[node.ply] is node

    def push(self, move: M) -> P:
        """Play ``move`` (checked) at the end of the line and return the new position (a move already
        played there is followed, not repeated)."""
        tip = self.tip
        node = tip.child(move)
        if node is None:
            node = tip.make_child(move)
            self.attach(node)
        self._extend(node)
        return node.position

    def pop(self) -> M:
        """Take back the last move of the line (and remove it, with anything after it) and return it."""
        if not self.moves:
            raise IndexError("no move to take back")
        node = self.tip
        self.line.pop()
        self.positions.pop()
        self.moves.pop()
        self.detach(node)
        assert node.move is not None
        return node.move

    def truncate(self, plies: int) -> None:
        """Keep only the first ``plies`` moves of the line; what followed them there is removed."""
        if plies < len(self.moves):
            node = self.line[plies + 1]
            self._cut(plies)
            self.detach(node)

    def common_ply(self, tip: Node[M, P]) -> int:
        """The ply of the last node the line shares with the path to ``tip``."""
        node: Node[M, P] | None = tip
        while node is not None and not self.on_line(node):
            node = node.parent
        return 0 if node is None else node.ply

    def set_line(self, tip: Node[M, P]) -> int:
        """Make the path to ``tip`` the current line; returns the ply up to which the line is kept."""
        kept = self.common_ply(tip)
        new: list[Node[M, P]] = []
        node: Node[M, P] | None = tip
        while node is not None and node.ply > kept:
            new.append(node)
            node = node.parent
        self._cut(kept)
        for node in reversed(new):
            self._extend(node)
        return kept

    def attach(self, node: Node[M, P], index: int | None = None) -> None:
        """Put ``node`` (and what follows it) back below its parent, at ``index`` (default: last)."""
        assert node.parent is not None
        children = node.parent.children
        children.insert(len(children) if index is None else index, node)
        self.revision += 1

    def detach(self, node: Node[M, P]) -> int:
        """Cut ``node`` and what follows it from the tree; returns where it stood among its siblings.
        The line must not go through it (see :meth:`set_line`)."""
        assert node.parent is not None
        children = node.parent.children
        index = next(i for i, child in enumerate(children) if child is node)
        del children[index]
        self.revision += 1
        return index

    def promote(self, node: Node[M, P]) -> list[tuple[Node[M, P], int]]:
        """Make the line through ``node`` the main line: each variation on its way becomes the main
        continuation of its position. Returns what moved, for :meth:`demote`."""
        moved: list[tuple[Node[M, P], int]] = []
        child: Node[M, P] | None = node
        while child is not None and child.parent is not None:
            children = child.parent.children
            if children[0] is not child:
                index = next(i for i, c in enumerate(children) if c is child)
                del children[index]
                children.insert(0, child)
                moved.append((child, index))
            child = child.parent
        if moved:
            self.revision += 1
        return moved

    def demote(self, moved: list[tuple[Node[M, P], int]]) -> None:
        """Undo :meth:`promote`."""
        for child, index in reversed(moved):
            assert child.parent is not None
            children = child.parent.children
            del children[0]
            children.insert(index, child)
        if moved:
            self.revision += 1

    def has_variations(self) -> bool:
        return has_variations(self.root)

    def _cut(self, plies: int) -> None:
        del self.line[plies + 1 :]
        del self.moves[plies:]
        del self.positions[plies + 1 :]

    def _extend(self, node: Node[M, P]) -> None:
        assert node.move is not None
        self.line.append(node)
        self.moves.append(node.move)
        self.positions.append(node.position)

    def copy(self) -> Self:
        """An independent tree with the same moves and line (positions and moves are immutable, so
        shared; any other attribute of a subclass is shared too)."""
        twin = copy.copy(self)
        root, mapping = copy_tree(self.root)
        twin.root = root
        twin.line = [mapping[node] for node in self.line]
        twin.moves = list(self.moves)
        twin.positions = list(self.positions)
        return twin
