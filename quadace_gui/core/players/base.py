"""What a computer player sees and answers: a solved game graph and the moves of one slot.

:class:`GameView` is built once per solved table. It asks the graph for the moves of every unfinished
slot at once and keeps them as flat numpy arrays sorted by (slot, own, opp), with ``offsets`` giving
each slot's rows (``offsets[slot] : offsets[slot + 1]``), so a player's choice is a few array lookups.
Per-move policy data the players share (the perfect player's ranking, the simple strategy's "gains")
is computed lazily, once per view, with whole-array operations.

A player is anything with a ``key`` and ``choose(view, slot) -> Choice`` (:class:`Player`); the
registry in :mod:`quadace_gui.core.players` names them.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Protocol

import numpy as np
import numpy.typing as npt

from ..games.protocol import DRAW, LOSS, WIN, GameGraph

if TYPE_CHECKING:
    from ..solver import SolvedTable

IntArray = npt.NDArray[np.intp]
BoolArray = npt.NDArray[np.bool_]

#: Rank offsets of the perfect player's move ranking (see :attr:`GameView.rank`).
_WIN_RANK = 1 << 40
_DRAW_RANK = 1 << 36


@dataclass(frozen=True)
class Choice:
    """One move: for QuadAce, ``own``/``opp`` are the hand numbers of ``core.position.Move(own, opp)``;
    ``after`` is the slot reached (seen from the opponent, who moves next)."""

    own: int
    opp: int
    after: int


class GameView:
    """A solved graph with every unfinished slot's moves precomputed (see the module docstring)."""

    def __init__(
        self, graph: GameGraph, value: npt.NDArray[np.int8], distance: npt.NDArray[np.int32]
    ) -> None:
        self.graph = graph
        self.value = np.asarray(value, dtype=np.int8)
        self.distance = np.asarray(distance, dtype=np.int32)
        self.unfinished: BoolArray = np.asarray(graph.valid() & ~graph.terminal())
        states = np.flatnonzero(self.unfinished).astype(np.intp)
        if states.size:
            src, own, opp, after = graph.moves(states)
            slot = states[np.asarray(src, dtype=np.intp)]
            order = np.lexsort((np.asarray(opp), np.asarray(own), slot))
            slot = slot[order]
            self.own: IntArray = np.asarray(own, dtype=np.intp)[order]
            self.opp: IntArray = np.asarray(opp, dtype=np.intp)[order]
            self.after: IntArray = np.asarray(after, dtype=np.intp)[order]
        else:
            slot = np.zeros(0, dtype=np.intp)
            self.own = self.opp = self.after = slot
        #: The slot each move row belongs to, and each slot's first row (``size + 1`` entries).
        self.slot_of: IntArray = slot
        counts = np.bincount(slot, minlength=graph.size)
        self.offsets: IntArray = np.concatenate([[0], np.cumsum(counts)]).astype(np.intp)
        # Python lists: indexing one element of a list is several times faster than of an array.
        self._offsets: list[int] = self.offsets.tolist()
        self._own: list[int] = self.own.tolist()
        self._opp: list[int] = self.opp.tolist()
        self._after: list[int] = self.after.tolist()

    @classmethod
    def of_table(cls, table: SolvedTable) -> GameView:
        """The view of a solved QuadAce table (its rules' graph)."""
        return cls(table.rules.graph(), table.value, table.distance)

    @property
    def size(self) -> int:
        return int(self.graph.size)

    # -- moves ---------------------------------------------------------------------------------------
    def span(self, slot: int) -> tuple[int, int]:
        """The rows ``[first, stop)`` of ``slot``'s moves (empty for finished and invalid slots)."""
        return self._offsets[slot], self._offsets[slot + 1]

    def choice(self, row: int) -> Choice:
        """The move of one row."""
        return Choice(self._own[row], self._opp[row], self._after[row])

    def choices(self, slot: int) -> list[Choice]:
        """The distinct moves of ``slot`` in (own, opp) order; empty if it is finished or invalid."""
        first, stop = self.span(slot)
        return [self.choice(row) for row in range(first, stop)]

    def is_over(self, slot: int) -> bool:
        """Whether ``slot`` has no move (finished, or not a position)."""
        return self._offsets[slot] == self._offsets[slot + 1]

    # -- shared policy data --------------------------------------------------------------------------
    @cached_property
    def losing_replies(self) -> IntArray:
        """Per slot: how many of its moves reach a position that is a WIN for the side to move there,
        i.e. moves that lose for the one who plays them."""
        bad = (self.value[self.after] == WIN).astype(np.intp)
        return np.bincount(self.slot_of, weights=bad, minlength=self.size).astype(np.intp)

    @cached_property
    def rank(self) -> npt.NDArray[np.int64]:
        """Per move, the perfect player's preference (higher is better): a win beats a draw beats a
        loss; among wins the shortest, among losses the longest, among draws the one that leaves the
        opponent the most losing replies."""
        v = self.value[self.after]
        d = self.distance[self.after].astype(np.int64)
        rank = d.copy()  # the opponent wins: the farther, the better
        won = v == LOSS
        rank[won] = _WIN_RANK - d[won]
        drawn = v == DRAW
        rank[drawn] = _DRAW_RANK + self.losing_replies[self.after[drawn]]
        return rank

    @cached_property
    def best(self) -> BoolArray:
        """Per move: whether it has the best :attr:`rank` of its slot."""
        return _best_of_segments(self.rank, self.slot_of, self.offsets)

    @cached_property
    def best_rows(self) -> tuple[list[int], list[int]]:
        """The best rows of every slot in (own, opp) order: (rows, per-slot offsets into rows)."""
        return _rows_where(self.best, self.slot_of, self.size)

    @cached_property
    def gains(self) -> BoolArray:
        """Per move: whether it "makes 10" (the graph's ``gains`` hook: QuadAce counts a retired
        hand) or, for graphs without the hook, whether it finishes the game."""
        hook = getattr(self.graph, "gains", None)
        if hook is not None:
            return np.asarray(hook(self.slot_of, self.after), dtype=bool)
        return np.asarray(~self.unfinished[self.after] & self.graph.valid()[self.after])

    @cached_property
    def simple_rows(self) -> tuple[list[int], list[int]]:
        """The moves the article's simple strategy may pick in every slot: the gaining moves if any;
        else the moves after which the opponent cannot gain; else all of them."""
        gains = self.gains
        can_gain = np.bincount(self.slot_of, weights=gains, minlength=self.size) > 0
        safe = ~can_gain[self.after]
        slot_gains = can_gain[self.slot_of]
        slot_safe = np.bincount(self.slot_of, weights=safe, minlength=self.size) > 0
        pick = np.where(slot_gains, gains, np.where(slot_safe[self.slot_of], safe, True))
        return _rows_where(pick, self.slot_of, self.size)


def _best_of_segments(rank: npt.NDArray[np.int64], slot_of: IntArray, offsets: IntArray) -> BoolArray:
    """Whether each entry equals the largest ``rank`` of its slot's segment."""
    if not rank.size:
        return np.zeros(0, dtype=bool)
    starts = offsets[:-1][offsets[1:] > offsets[:-1]]
    top = np.maximum.reduceat(rank, starts)
    per_slot = np.zeros(offsets.size - 1, dtype=np.int64)
    per_slot[slot_of[starts]] = top
    return np.asarray(rank == per_slot[slot_of])


def _rows_where(pick: BoolArray, slot_of: IntArray, size: int) -> tuple[list[int], list[int]]:
    """The picked rows (kept in row order) and each slot's offsets into them, as Python lists."""
    rows = np.flatnonzero(pick)
    counts = np.bincount(slot_of[rows], minlength=size)
    offsets = np.concatenate([[0], np.cumsum(counts)])
    return rows.tolist(), offsets.tolist()


class Player(Protocol):
    """A computer player: picks one move of an unfinished slot. Seeded players repeat their choices."""

    key: str

    def choose(self, view: GameView, slot: int) -> Choice: ...


@dataclass(frozen=True)
class PlayerSpec:
    """A registry entry: the key, an English title (views translate it) and which options apply."""

    key: str
    title: str
    uses_skill: bool = False
    uses_plain: bool = False
