"""Exact retrograde analysis of a whole QuadAce game, vectorised with numpy.

:func:`solve` returns a :class:`SolvedTable` holding, for every position slot (see
:mod:`quadace_gui.core.rules` for the numbering):

``value`` (int8)
    :data:`WIN`, :data:`LOSS` or :data:`DRAW` for the side to move, :data:`INVALID` for slots that are
    not positions (the mover would already have finished the game).
``distance`` (int32)
    Plies to the end with the winner playing fastest and the loser slowest; -1 for draws and invalid
    slots. Finished positions are at distance 0 (losses, or wins under misère).
``reachable`` (bool)
    Whether the position can arise from the rules' start position.

The solver sees only the game-graph protocol (:mod:`quadace_gui.core.games.protocol`): it knows
nothing of hands. It works level by level. Level 0 is the finished positions, each a loss or a win for
the side to move as the graph says (a misère goal makes them wins). The predecessors of the losses at
level d that are not yet known are wins at level d + 1 (the fastest win, because levels are visited in
increasing order). Each position keeps a count of its distinct successors that are not yet known to be
wins; when the wins of level d bring that count to zero, every move loses and the position is a loss at
level d + 1 (the slowest loss, because the last successor to become a win was the farthest). Positions
never reached this way are draws. The level at which a position is decided is its distance, so the
table keeps one array for both (:attr:`SolvedTable.level` is :attr:`SolvedTable.distance`).

Reachability is a breadth-first search from the start (:func:`reachability`). On large bases it visits
nearly every position and is most of the work, so it expands states in cache-sized chunks with the
graph's table-driven ``successor_slots``.

>>> table = solve()
>>> table.value_of((1, 1), (1, 1)) == DRAW
True
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

from .games.protocol import DRAW as DRAW
from .games.protocol import INVALID as INVALID
from .games.protocol import LOSS as LOSS
from .games.protocol import WIN as WIN
from .games.protocol import GameGraph
from .rules import Rules

IntArray = npt.NDArray[np.intp]

VALUE_NAMES = {WIN: "win", LOSS: "loss", DRAW: "draw"}

#: Called now and then with (fraction done, phase name) while solving. Returning True cancels.
ProgressCallback = Callable[[float, str], "bool | None"]


class SolveCancelled(Exception):
    """Raised by :func:`solve` when its progress callback asks to stop."""


@dataclass
class SolvedTable:
    """The value, distance and reachability of every position of one game variant."""

    rules: Rules
    value: npt.NDArray[np.int8]
    distance: npt.NDArray[np.int32]
    reachable: npt.NDArray[np.bool_]
    seconds: float = 0.0
    timings: dict[str, float] = field(default_factory=dict)

    def index(self, mover: tuple[int, ...], opponent: tuple[int, ...]) -> int:
        return self.rules.position_index(mover, opponent)

    def value_of(self, mover: tuple[int, ...], opponent: tuple[int, ...]) -> int:
        return int(self.value[self.index(mover, opponent)])

    def distance_of(self, mover: tuple[int, ...], opponent: tuple[int, ...]) -> int | None:
        d = int(self.distance[self.index(mover, opponent)])
        return None if d < 0 else d

    def is_reachable(self, mover: tuple[int, ...], opponent: tuple[int, ...]) -> bool:
        return bool(self.reachable[self.index(mover, opponent)])

    def grid(self, array: npt.NDArray[np.generic]) -> npt.NDArray[np.generic]:
        """View a flat table as a (mover pair, opponent pair) matrix."""
        p = self.rules.pair_count
        return array.reshape(p, p)

    @property
    def level(self) -> npt.NDArray[np.int32]:
        """The solver level at which each position was decided: the same numbers as :attr:`distance`."""
        return self.distance

    @property
    def valid(self) -> npt.NDArray[np.bool_]:
        return np.asarray(self.value != INVALID)

    def counts(self, mask: npt.NDArray[np.bool_] | None = None) -> dict[str, int]:
        """Numbers of wins, losses and draws (over ``mask`` if given), and how many are finished
        (distance 0: losses, or wins under misère)."""
        v = self.value if mask is None else self.value[mask]
        d = self.distance if mask is None else self.distance[mask]
        return {
            "win": int(np.count_nonzero(v == WIN)),
            "loss": int(np.count_nonzero(v == LOSS)),
            "draw": int(np.count_nonzero(v == DRAW)),
            "finished": int(np.count_nonzero(d == 0)),
        }


def _check(progress: ProgressCallback | None, fraction: float, phase: str) -> None:
    if progress is not None and progress(min(fraction, 1.0), phase):
        raise SolveCancelled(phase)


def retrograde(
    graph: GameGraph, progress: ProgressCallback | None = None
) -> tuple[npt.NDArray[np.int8], npt.NDArray[np.int32]]:
    """Values and distances of every slot of ``graph`` (see the module docstring).

    The distance of a decided position is also the level at which the solver decided it.
    """
    valid = graph.valid()
    value = np.full(graph.size, DRAW, dtype=np.int8)
    value[~valid] = INVALID
    distance = np.full(graph.size, -1, dtype=np.int32)
    remaining = graph.successor_counts()  # distinct successors not yet known to be wins
    known = ~valid
    total = max(int(np.count_nonzero(valid)), 1)
    done = 0
    scratch = np.zeros(graph.size, dtype=bool)
    # A graph whose states have many predecessors each may ask for smaller batches.
    chunk = int(getattr(graph, "solve_chunk", SOLVE_CHUNK))

    finished = np.flatnonzero(graph.terminal())
    value[finished] = graph.terminal_value(finished)
    distance[finished] = 0
    known[finished] = True
    losses = finished[value[finished] == LOSS]
    wins = finished[value[finished] == WIN]
    level = 0
    while losses.size or wins.size:
        done += losses.size + wins.size
        _check(progress, done / total, "solve")
        level += 1
        found: list[IntArray] = [np.empty(0, dtype=np.intp)]
        for part in _chunks(losses, chunk):  # a move to a loss wins; the first level to offer one is fastest
            preds = graph.predecessors(part)
            won = distinct(preds[~known[preds]], scratch)
            value[won] = WIN
            distance[won] = level
            known[won] = True
            found.append(won)
        new_wins = np.concatenate(found)
        found = [np.empty(0, dtype=np.intp)]
        # A position loses once every move reaches a win; the last one to do so is the slowest.
        for part in _chunks(wins, chunk):
            preds = graph.predecessors(part)
            preds = preds[~known[preds]]
            hit, times = np.unique(preds, return_counts=True)
            left = remaining[hit] - times.astype(remaining.dtype)
            remaining[hit] = left
            found.append(hit[left == 0])  # at most once per level: the count is exact
        new_losses = np.concatenate(found)
        value[new_losses] = LOSS
        distance[new_losses] = level
        known[new_losses] = True
        losses, wins = new_losses, new_wins
    return value, distance


#: States whose predecessors are listed at once by :func:`retrograde` (bounds its working memory).
SOLVE_CHUNK = 1 << 19


def _chunks(states: IntArray, size: int = SOLVE_CHUNK) -> list[IntArray]:
    return [states[i : i + size] for i in range(0, states.size, size)]


#: States expanded at once by :func:`reachability`: large enough to amortise numpy's per-call cost,
#: small enough that the temporaries stay in the processor's cache.
SEARCH_CHUNK = 1 << 17


def distinct(values: IntArray, scratch: npt.NDArray[np.bool_]) -> IntArray:
    """The distinct entries of ``values`` (slots), sorted.

    ``scratch`` is an all-False mask over every slot and is left all-False. A long list is deduplicated
    by marking it in the mask and reading the marks back (time proportional to the table); a short one
    by sorting (``np.unique`` is avoided: some numpy versions make it very slow for plain integer arrays).
    """
    if values.size * 16 > scratch.size:
        scratch[values] = True
        out = np.flatnonzero(scratch)
        scratch[out] = False
        return out
    out = np.sort(values)
    if out.size > 1:
        keep = np.empty(out.size, dtype=bool)
        keep[0] = True
        np.not_equal(out[1:], out[:-1], out=keep[1:])
        out = out[keep]
    return out


def reachability(graph: GameGraph, progress: ProgressCallback | None = None) -> npt.NDArray[np.bool_]:
    """Which slots can be reached from the start position by legal moves.

    A breadth-first search, level by level. Invalid slots start out as "seen", which lets the graph
    return invalid slots for finished states and repeated successors instead of filtering them.
    """
    valid = graph.valid()
    seen = ~valid
    scratch = np.zeros(graph.size, dtype=bool)
    frontier = np.array([graph.start], dtype=np.intp)
    seen[frontier] = True
    count = 1
    total = max(int(np.count_nonzero(valid)), 1)
    while frontier.size:
        found = []
        for first in range(0, frontier.size, SEARCH_CHUNK):
            succ = graph.successor_slots(frontier[first : first + SEARCH_CHUNK])
            succ = succ[~seen[succ]]
            seen[succ] = True
            found.append(succ)
            _check(progress, (count + first) / total, "reachability")
        frontier = distinct(np.concatenate(found), scratch)
        count += frontier.size
    seen &= valid
    return seen


def solve(
    rules: Rules | None = None,
    *,
    progress: ProgressCallback | None = None,
    check_memory: bool = True,
) -> SolvedTable:
    """Solve every position of ``rules`` (the standard game by default).

    Raises :class:`~quadace_gui.core.errors.TooLargeError` before doing any work if the tables would
    not fit in memory, and :class:`SolveCancelled` if ``progress`` returns True.
    """
    rules = rules or Rules()
    if check_memory:
        rules.check_fits()
    t0 = time.perf_counter()
    graph = rules.graph()
    # The search for reachable positions takes most of the time on large bases.
    value, distance = retrograde(graph, None if progress is None else lambda f, p: progress(0.2 * f, p))
    t1 = time.perf_counter()
    reachable = reachability(graph, None if progress is None else lambda f, p: progress(0.2 + 0.8 * f, p))
    t2 = time.perf_counter()
    _check(progress, 1.0, "done")
    timings = {"values": t1 - t0, "reachability": t2 - t1}
    return SolvedTable(rules, value, distance, reachable, seconds=t2 - t0, timings=timings)
