"""Exact retrograde analysis of a whole QuadAce game, vectorised with numpy.

:func:`solve` returns a :class:`SolvedTable` holding, for every position slot (see
:mod:`quadace_gui.core.rules` for the numbering):

``value`` (int8)
    :data:`WIN`, :data:`LOSS` or :data:`DRAW` for the side to move, :data:`INVALID` for slots whose
    mover holds ``0 0`` (not a position).
``distance`` (int32)
    Plies to the end with the winner playing fastest and the loser slowest; -1 for draws and invalid
    slots. Finished positions are losses at distance 0. Wins have odd distances, losses even ones.
``reachable`` (bool)
    Whether the position can arise from the start position (``1 1`` vs ``1 1``).

The algorithm works level by level. Level 0 is the finished positions. The predecessors of the
losses at level d that are not yet known are wins at level d + 1 (the fastest win, because levels
are visited in increasing order). Each position keeps a count of its distinct successors that are not
yet known to be wins; when the wins of level d bring that count to zero, every move loses and the
position is a loss at level d + 1 (the slowest loss, because the last successor to become a win was the
farthest). Positions never reached this way are draws. Each level touches only the predecessors of the
previous one, so the whole solve costs time proportional to the number of moves in the game.

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

from .graph import PairGraph
from .rules import Rules

WIN: int = 1
LOSS: int = -1
DRAW: int = 0
INVALID: int = -2

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

    def index(self, mover: tuple[int, int], opponent: tuple[int, int]) -> int:
        return self.rules.position_index(mover, opponent)

    def value_of(self, mover: tuple[int, int], opponent: tuple[int, int]) -> int:
        return int(self.value[self.index(mover, opponent)])

    def distance_of(self, mover: tuple[int, int], opponent: tuple[int, int]) -> int | None:
        d = int(self.distance[self.index(mover, opponent)])
        return None if d < 0 else d

    def is_reachable(self, mover: tuple[int, int], opponent: tuple[int, int]) -> bool:
        return bool(self.reachable[self.index(mover, opponent)])

    def grid(self, array: npt.NDArray[np.generic]) -> npt.NDArray[np.generic]:
        """View a flat table as a (mover pair, opponent pair) matrix."""
        p = self.rules.pair_count
        return array.reshape(p, p)

    @property
    def valid(self) -> npt.NDArray[np.bool_]:
        return np.asarray(self.value != INVALID)

    def counts(self, mask: npt.NDArray[np.bool_] | None = None) -> dict[str, int]:
        """Numbers of wins, losses and draws (over ``mask`` if given), and how many are finished."""
        v = self.value if mask is None else self.value[mask]
        d = self.distance if mask is None else self.distance[mask]
        return {
            "win": int(np.count_nonzero(v == WIN)),
            "loss": int(np.count_nonzero(v == LOSS)),
            "draw": int(np.count_nonzero(v == DRAW)),
            "finished": int(np.count_nonzero((v == LOSS) & (d == 0))),
        }


def _check(progress: ProgressCallback | None, fraction: float, phase: str) -> None:
    if progress is not None and progress(min(fraction, 1.0), phase):
        raise SolveCancelled(phase)


def retrograde(
    graph: PairGraph, progress: ProgressCallback | None = None
) -> tuple[npt.NDArray[np.int8], npt.NDArray[np.int32]]:
    """Values and distances of every slot of ``graph`` (see the module docstring)."""
    valid = graph.valid()
    value = np.full(graph.size, DRAW, dtype=np.int8)
    value[~valid] = INVALID
    distance = np.full(graph.size, -1, dtype=np.int32)
    remaining = graph.successor_counts()  # distinct successors not yet known to be wins
    known = ~valid
    total = max(int(np.count_nonzero(valid)), 1)
    done = 0

    frontier = np.flatnonzero(graph.terminal())
    value[frontier] = LOSS
    distance[frontier] = 0
    known[frontier] = True
    level = 0
    while frontier.size:
        done += frontier.size
        _check(progress, done / total, "solve")
        preds = graph.predecessors(frontier)
        if level % 2 == 0:  # frontier holds losses: new predecessors win
            preds = preds[~known[preds]]
            value[preds] = WIN
            new = np.unique(preds)
        else:  # frontier holds wins: predecessors lose once all their moves are wins
            preds = preds[~known[preds]]
            hit, times = np.unique(preds, return_counts=True)
            left = remaining[hit] - times.astype(np.int8)
            remaining[hit] = left
            new = hit[left == 0]
            value[new] = LOSS
        level += 1
        distance[new] = level
        known[new] = True
        frontier = new
    return value, distance


def reachability(graph: PairGraph, progress: ProgressCallback | None = None) -> npt.NDArray[np.bool_]:
    """Which slots can be reached from the start position by legal moves."""
    seen = np.zeros(graph.size, dtype=bool)
    # owner[s] remembers which entry of this level's successor list claimed slot s first, which
    # removes duplicates in time proportional to the list (np.unique would sort it).
    owner = np.empty(graph.size, dtype=np.int32)
    terminal = graph.terminal()
    frontier = np.array([graph.start], dtype=np.int64)
    seen[frontier] = True
    count = 1
    total = max(graph.rules.position_count, 1)
    while frontier.size:
        succ = graph.successors(frontier[~terminal[frontier]])
        succ = succ[~seen[succ]]
        seen[succ] = True
        order = np.arange(succ.size, dtype=np.int32)
        owner[succ] = order
        frontier = succ[owner[succ] == order]
        count += frontier.size
        _check(progress, count / total, "reachability")
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
    value, distance = retrograde(graph, None if progress is None else lambda f, p: progress(0.8 * f, p))
    t1 = time.perf_counter()
    reachable = reachability(graph, None if progress is None else lambda f, p: progress(0.8 + 0.2 * f, p))
    t2 = time.perf_counter()
    _check(progress, 1.0, "done")
    return SolvedTable(
        rules, value, distance, reachable, seconds=t2 - t0, timings={"values": t1 - t0, "reachability": t2 - t1}
    )
