"""What a computer player sees and answers: a solved game graph and the moves of one slot.

:class:`GameView` wraps a solved graph. :meth:`GameView.options` gives a slot's moves as
:class:`Choice` tuples: all of them, the perfect player's best, and those the article's simple strategy
may pick (:mod:`.policy` computes them). On a game of up to :data:`EAGER_LIMIT` slots (base 10 has
3,025 with two hands, 48,400 with three) the view computes every slot's moves and policy data at once
with numpy when it is built (milliseconds) and makes a slot's :class:`Options` from them when first
asked (microseconds); on a larger game it computes one slot and its destinations when first asked
(well under a millisecond). Either way it remembers the slot, so a choice is then a dictionary lookup
and a random index.

A player is anything with a ``key`` and ``choose(view, slot) -> Choice`` (:class:`Player`); the
registry in :mod:`quadace_gui.core.players` names them.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import numpy as np
import numpy.typing as npt

from ..games.protocol import GameGraph
from .policy import Rows, policy_masks

if TYPE_CHECKING:
    from ..solver import SolvedTable

#: Largest graph (in slots) whose moves a view computes all at once when it is built.
EAGER_LIMIT = 1 << 16
#: Slots a lazy view remembers before it starts over.
CACHE_LIMIT = 1 << 17


@dataclass(frozen=True)
class Choice:
    """One move: for QuadAce, ``own``/``opp`` are the hand numbers of ``core.position.Move(own, opp)``;
    ``after`` is the slot reached (seen from the opponent, who moves next)."""

    own: int
    opp: int
    after: int


@dataclass(frozen=True)
class Options:
    """A slot's moves in (own, opp) order: all, the perfect player's best, the simple strategy's."""

    all: tuple[Choice, ...]
    best: tuple[Choice, ...]
    simple: tuple[Choice, ...]


NO_OPTIONS = Options((), (), ())


class GameView:
    """A solved graph as the players see it (see the module docstring)."""

    def __init__(
        self,
        graph: GameGraph,
        value: npt.NDArray[np.int8],
        distance: npt.NDArray[np.int32],
        *,
        eager: bool | None = None,
    ) -> None:
        self.graph = graph
        self.value = np.asarray(value, dtype=np.int8)
        self.distance = np.asarray(distance, dtype=np.int32)
        #: Real positions that are not over.
        self.unfinished: npt.NDArray[np.bool_] = np.asarray(graph.valid() & ~graph.terminal())
        self.eager = graph.size <= EAGER_LIMIT if eager is None else eager
        self._cache: dict[int, Options] = {}
        #: Number of distinct moves of the whole game (known once computed all at once).
        self.move_count: int | None = None
        if self.eager:
            self._build_all()

    @classmethod
    def of_table(cls, table: SolvedTable, *, eager: bool | None = None) -> GameView:
        """The view of a solved QuadAce table (its rules' graph); ``eager`` as for the constructor."""
        return cls(table.rules.graph(), table.value, table.distance, eager=eager)

    @property
    def size(self) -> int:
        return int(self.graph.size)

    def _masks(
        self, rows: Rows, replies: Rows, size: int | None = None
    ) -> tuple[npt.NDArray[np.bool_], npt.NDArray[np.bool_]]:
        return policy_masks(self.graph, self.value, self.distance, self.unfinished, rows, replies, size)

    def _keep(self, rows: Rows, best: npt.NDArray[np.bool_], simple: npt.NDArray[np.bool_]) -> None:
        """Keep ``rows``, their policy flags and each slot's first row, for :meth:`_from_rows`."""
        counts = np.bincount(rows.slot_of, minlength=self.size)
        self._first = np.concatenate([[0], np.cumsum(counts)]).astype(np.intp)
        self._rows, self._best, self._simple = rows, best, simple

    def _from_rows(self, slot: int) -> Options:
        """The options of ``slot`` from the kept rows (see :meth:`_keep`)."""
        if not 0 <= slot < self.size:
            return NO_OPTIONS
        first, stop = int(self._first[slot]), int(self._first[slot + 1])
        if first == stop:
            return NO_OPTIONS
        rows = self._rows
        own, opp = rows.own[first:stop].tolist(), rows.opp[first:stop].tolist()
        every = tuple(map(Choice, own, opp, rows.after[first:stop].tolist()))
        best, simple = self._best[first:stop].tolist(), self._simple[first:stop].tolist()
        found = Options(
            every,
            tuple(c for c, keep in zip(every, best, strict=True) if keep),
            tuple(c for c, keep in zip(every, simple, strict=True) if keep),
        )
        self._cache[slot] = found
        return found

    def _build_all(self) -> None:
        rows = Rows.of(self.graph, np.flatnonzero(self.unfinished))
        self.move_count = int(rows.after.size)
        self._keep(rows, *self._masks(rows, rows, self.size))

    def _build_one(self, slot: int) -> Options:
        if not (0 <= slot < self.size and self.unfinished[slot]):
            return NO_OPTIONS
        rows = Rows.of(self.graph, np.array([slot], dtype=np.intp))
        afters = np.unique(rows.after)
        replies = Rows.of(self.graph, afters[self.unfinished[afters]])
        best, simple = self._masks(rows, replies)
        every = tuple(
            Choice(own, opp, after)
            for own, opp, after in zip(rows.own.tolist(), rows.opp.tolist(), rows.after.tolist(), strict=True)
        )
        found = Options(
            every,
            tuple(c for c, keep in zip(every, best.tolist(), strict=True) if keep),
            tuple(c for c, keep in zip(every, simple.tolist(), strict=True) if keep),
        )
        if len(self._cache) >= CACHE_LIMIT:
            self._cache.clear()
        self._cache[slot] = found
        return found

    # -- what players ask ----------------------------------------------------------------------------
    def options(self, slot: int) -> Options:
        """The moves of ``slot`` for each policy; all empty if it is finished or not a position."""
        found = self._cache.get(slot)
        if found is not None:
            return found
        return self._from_rows(slot) if self.eager else self._build_one(slot)

    def choices(self, slot: int) -> list[Choice]:
        """The distinct moves of ``slot`` in (own, opp) order; empty if it is finished or invalid."""
        return list(self.options(slot).all)

    def is_over(self, slot: int) -> bool:
        """Whether ``slot`` has no move (finished, or not a position)."""
        return not self.options(slot).all


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


def pick(pool: tuple[Choice, ...], rng: random.Random, slot: int, first: bool = False) -> Choice:
    """One of ``pool``: the first if ``first`` (or the only one), else one drawn by ``rng``
    Raises ValueError for an empty pool (a slot without moves)."""
    n = len(pool)
    if n == 1 or (first and n):
        return pool[0]
    if not n:
        raise ValueError(f"slot {slot} has no move")
    return pool[rng.randrange(n)]
