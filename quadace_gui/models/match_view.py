"""What a computer player of the window looks at: a :class:`~quadace_gui.core.players.GameView` of the
solved table, made once per table, or around one position for big tables.

A whole view lists every move of every position: instant for base 10 (about 1 ms), seconds and
gigabytes at base 50 and beyond. Above :data:`FULL_VIEW_SLOTS` slots the window's player therefore
sees a small graph made of the position, the positions its moves reach and theirs (the players look
two plies ahead: the perfect player counts the opponent's losing replies, the simple strategy whether
the opponent can make 10), with the table's values; its choice is the same as on the whole graph.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from quadace_gui.core.games.protocol import GameGraph
from quadace_gui.core.players import GameView, Player
from quadace_gui.core.solver import SolvedTable

IntArray = npt.NDArray[np.intp]
BoolArray = npt.NDArray[np.bool_]

#: Tables up to this many slots get one whole view (base 20 with two hands: 44,100 slots, 25 ms).
FULL_VIEW_SLOTS = 60_000


class LocalGraph:
    """The part of ``graph`` two plies around ``centre``, renumbered ``0 .. size - 1`` (``slots`` holds
    the original slot of each). Only the centre and the unfinished positions one move away have moves;
    every other slot counts as finished (their values come from the solved table)."""

    def __init__(self, graph: GameGraph, distance: npt.NDArray[np.int32], centre: int) -> None:
        self._graph = graph
        first = self._successors(np.array([centre], dtype=np.intp))
        open_first = first[distance[first] != 0]  # finished positions (distance 0) have no moves
        second = self._successors(open_first)
        self.slots: IntArray = np.unique(np.concatenate([[centre], first, second]).astype(np.intp))
        expanded = np.unique(np.concatenate([[centre], open_first]).astype(np.intp))
        self._open: BoolArray = np.isin(self.slots, expanded)
        self._finished: BoolArray = np.asarray(distance[self.slots] == 0)
        self.centre = int(np.searchsorted(self.slots, centre))

    def _successors(self, states: IntArray) -> IntArray:
        if not states.size:
            return states
        return np.unique(self._graph.moves(states)[3]).astype(np.intp)

    def local(self, slots: IntArray) -> IntArray:
        return np.searchsorted(self.slots, slots).astype(np.intp)

    # -- what GameView asks of a graph -----------------------------------------------------------------
    @property
    def size(self) -> int:
        return int(self.slots.size)

    @property
    def start(self) -> int:
        return self.centre

    def valid(self) -> BoolArray:
        return np.ones(self.size, dtype=bool)

    def terminal(self) -> BoolArray:
        return ~self._open

    def moves(self, states: IntArray) -> tuple[IntArray, IntArray, IntArray, IntArray]:
        src, own, opp, after = self._graph.moves(self.slots[np.asarray(states, dtype=np.intp)])
        return src, own, opp, self.local(after)

    def gains(self, states: IntArray, afters: IntArray) -> BoolArray:
        hook = getattr(self._graph, "gains", None)
        if hook is None:  # a graph without the hook: the simple strategy's "gain" is finishing the game
            return np.asarray(self._finished[afters])
        return np.asarray(hook(self.slots[states], self.slots[afters]), dtype=bool)


class ChoiceSource:
    """Asks a player for its move in one slot of a solved table; keeps the view of the last table."""

    def __init__(self) -> None:
        self._table: SolvedTable | None = None
        self._view: GameView | None = None

    def view(self, table: SolvedTable) -> GameView | None:
        """The whole view of ``table`` (None for a table too big for one)."""
        if table is not self._table:
            self._table = table
            self._view = None
            if table.value.size <= FULL_VIEW_SLOTS:
                self._view = GameView.of_table(table)
        return self._view

    def choose(self, player: Player, table: SolvedTable, slot: int) -> tuple[int, int]:
        """(own, opponent) hand numbers of ``player``'s move in ``slot`` (an unfinished position)."""
        view = self.view(table)
        if view is None:
            local = LocalGraph(table.rules.graph(), table.distance, slot)
            view = GameView(local, table.value[local.slots], table.distance[local.slots])  # type: ignore[arg-type]
            slot = local.centre
        choice = player.choose(view, slot)
        return choice.own, choice.opp
