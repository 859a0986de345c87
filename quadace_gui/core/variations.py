"""The tree of moves behind a game record: the main line and its side lines (variations).

Every position of a game is a :class:`Node`; its ``children`` are the moves tried from there, the
first one being the main continuation and the others variations, in the order they were first played.
A *line* is a path from the root; following first children from a node gives its *main continuation*.

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

from collections.abc import Callable, Iterator
from typing import Any

from .errors import GameFileError, QuadAceError, short
from .position import Move, Position

#: Reads move ``ply`` of a line in a file: (value, ply) -> Move, or raises GameFileError.
ReadMove = Callable[[Any, int], Move]


class Node:
    """One position of the game tree and the move that led to it (None at the root)."""

    __slots__ = ("children", "move", "parent", "ply", "position")

    def __init__(self, move: Move | None, position: Position, parent: Node | None) -> None:
        self.move = move
        self.position = position
        #: Kept when the node is cut from the tree, so an undo can put it back where it was.
        self.parent = parent
        self.children: list[Node] = []
        self.ply: int = 0 if parent is None else parent.ply + 1

    def __repr__(self) -> str:
        return f"Node({self.move.text if self.move else 'start'} at ply {self.ply})"

    def child(self, move: Move) -> Node | None:
        """The child reached by ``move``, if that move was already played here."""
        for node in self.children:
            if node.move == move:
                return node
        return None

    def make_child(self, move: Move) -> Node:
        """A new node for ``move`` (checked) below this one, not yet attached (see :meth:`add`)."""
        after = self.position.play(move)
        sign = self.position.rules.operation.sign
        if move.sign != sign and not move.split:  # written the way these rules write moves
            move = Move(move.own, move.opp, sign)
        return Node(move, after, self)

    def add(self, move: Move) -> Node:
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

    def variation_start(self) -> Node | None:
        """The first move of the innermost variation holding this node (None on the main line)."""
        node: Node | None = self
        while node is not None and node.parent is not None:
            if node.is_variation_start:
                return node
            node = node.parent
        return None

    def main_tip(self) -> Node:
        """The end of this node's main continuation (itself when nothing follows)."""
        node = self
        while node.children:
            node = node.children[0]
        return node

    def path(self) -> list[Node]:
        """The nodes from the root down to this one."""
        nodes = []
        node: Node | None = self
        while node is not None:
            nodes.append(node)
            node = node.parent
        nodes.reverse()
        return nodes


def display_order(root: Node) -> Iterator[tuple[Node, int]]:
    """Every node but the root with its indent level, in the order the move list shows them: the main
    line at level 0; after each move, its alternatives' lines one level deeper, in order."""
    stack: list[tuple[Node, int]] = [(root.children[0], 0)] if root.children else []
    while stack:
        node, level = stack.pop()
        yield node, level
        if node.children:  # the line goes on after this move's alternatives
            stack.append((node.children[0], level))
        parent = node.parent
        if parent is not None and parent.children[0] is node:
            for alternative in reversed(parent.children[1:]):
                stack.append((alternative, level + 1))


def count_nodes(root: Node) -> int:
    """How many moves the tree holds (every node but the root)."""
    count, stack = 0, list(root.children)
    while stack:
        node = stack.pop()
        count += 1
        stack.extend(node.children)
    return count


def has_variations(root: Node) -> bool:
    stack = [root]
    while stack:
        node = stack.pop()
        if len(node.children) > 1:
            return True
        stack.extend(node.children)
    return False


def copy_tree(root: Node) -> tuple[Node, dict[Node, Node]]:
    """A copy of the tree (positions and moves are immutable and shared) and the old -> new map."""
    twin = Node(None, root.position, None)
    mapping = {root: twin}
    stack = [root]
    while stack:
        node = stack.pop()
        copy = mapping[node]
        for child in node.children:
            new = Node(child.move, child.position, copy)
            copy.children.append(new)
            mapping[child] = new
            stack.append(child)
    return twin, mapping


def variation_lines(root: Node) -> tuple[list[Node], list[tuple[int, int, list[Node]]]]:
    """The main line (its nodes, root excluded) and the variations as (from, after, nodes): ``from``
    numbers the line a variation branches off (0: the main line, k: the k-th variation), ``after``
    is the ply of the position it starts from. Variations come in the move list's order, each after
    the line it branches off."""
    line_of: dict[Node, int] = {root: 0}
    main: list[Node] = []
    variations: list[tuple[int, int, list[Node]]] = []
    lines: list[list[Node]] = [main]
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


def tree_text(root: Node) -> str:
    """The whole tree in one line, variations in brackets after the move they replace:
    ``1,1/1,1:A 1+1 1+2 (1+1 2+2) 2+3``."""
    words = [root.position.text]
    depth = 0
    for node, level in display_order(root):
        assert node.move is not None
        closing = depth - level + (1 if node.is_variation_start and level <= depth else 0)
        if closing > 0:
            words[-1] += ")" * closing
        words.append(("(" if node.is_variation_start else "") + node.move.text)
        depth = level
    if depth:
        words[-1] += ")" * depth
    return " ".join(words)


def read_variations(main: list[Node], data: Any, limit: int, read_move: ReadMove) -> bool:
    """Grow the tree of the ``main`` line (its nodes from the root) by the ``variations`` of a
    version-3 file, checked as strictly as the main line (every move legal where it is played; at
    most ``limit`` moves in the file, the main line's included). A variation whose first moves were
    already played there goes on from them. Raises :class:`GameFileError`; returns whether any
    variation was read. ``read_move(text, ply)`` reads one move."""
    if not isinstance(data, list):
        raise GameFileError('bad variations: "variations" must be a list')
    count = len(main) - 1 + len(data)
    if count > limit:  # each variation holds a move at least
        raise GameFileError(
            "bad moves: {count:,} moves; a game file holds at most {limit:,}", count=count, limit=limit
        )
    lines: list[list[Node]] = [main]  # each line's nodes, from the position it branches off
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


def _read_variation(lines: list[list[Node]], entry: Any, read_move: ReadMove) -> list[Node]:
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
        move = read_move(text, ply)
        try:
            node = node.add(move)
        except QuadAceError as exc:
            raise GameFileError("bad move {ply}: {error}", ply=ply, error=exc) from None
        branch.append(node)
    return branch
