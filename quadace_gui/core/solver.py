"""Exact retrograde analysis of a whole QuadAce game, vectorised with numpy.

:func:`solve` returns a :class:`SolvedTable` holding, for every position slot (see
:mod:`quadace_gui.core.rules` for the numbering):

``value`` (int8)
    :data:`WIN`, :data:`LOSS` or :data:`DRAW` for the side to move, :data:`INVALID` for slots that are
    not positions (the mover would already have finished the game).
``distance`` (int16, or int32 for a game of more than 32,766 plies)
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
graph's table-driven ``successor_slots``, and a level that holds a large share of the table by whole
rows of it (:func:`_dense_level`, for graphs that offer ``dense_groups``).

>>> table = solve()
>>> table.value_of((1, 1), (1, 1)) == DRAW
True
"""

from __future__ import annotations

import contextlib
import os
import time
from collections import deque
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import numpy.typing as npt

from .games.protocol import DRAW as DRAW
from .games.protocol import INVALID as INVALID
from .games.protocol import LOSS as LOSS
from .games.protocol import WIN as WIN
from .games.protocol import DistanceArray, GameGraph
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
    distance: DistanceArray
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
    def level(self) -> DistanceArray:
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
) -> tuple[npt.NDArray[np.int8], DistanceArray]:
    """Values and distances of every slot of ``graph`` (see the module docstring).

    The distance of a decided position is also the level at which the solver decided it. Distances
    are int16 (two bytes a position), widened to int32 only if a game runs longer than 32,766 plies.
    Whether a position is known yet is read from the value table (a valid position is undecided exactly
    while its value is DRAW), so the only working table besides the results is the successor count.
    """
    valid = graph.valid()
    total = max(int(np.count_nonzero(valid)), 1)
    value = np.logical_not(valid).view(np.int8)  # 1 where invalid, else 0 (DRAW is 0)
    value *= np.int8(INVALID)
    del valid
    distance: DistanceArray = np.full(graph.size, -1, dtype=np.int16)
    remaining = graph.successor_counts()  # distinct successors not yet known to be wins
    done = 0
    # A graph whose states have many predecessors each may ask for smaller batches.
    chunk = int(getattr(graph, "solve_chunk", SOLVE_CHUNK))

    # A graph may list its finished slots itself (sorted), instead of a mask over every slot.
    terminal_slots: Callable[[], IntArray] | None = getattr(graph, "terminal_slots", None)
    finished = terminal_slots() if terminal_slots is not None else np.flatnonzero(graph.terminal())
    value[finished] = graph.terminal_value(finished)
    distance[finished] = 0
    losses = finished[value[finished] == LOSS]
    wins = finished[value[finished] == WIN]
    del finished
    level = 0
    while losses.size or wins.size:
        done += losses.size + wins.size
        _check(progress, done / total, "solve")
        level += 1
        if level > np.iinfo(distance.dtype).max:
            distance = distance.astype(np.int32)
        found: list[IntArray] = [np.empty(0, dtype=np.intp)]
        for part in _chunks(losses, chunk):  # a move to a loss wins; the first level to offer one is fastest
            preds = graph.predecessors(part)
            preds = preds[value[preds] == DRAW]
            won = _distinct_small(preds) if preds.size * 8 < graph.size else _distinct_marked(preds, value)
            value[won] = WIN
            distance[won] = level
            found.append(won)
        new_wins = np.concatenate(found)
        found = [np.empty(0, dtype=np.intp)]
        # A position loses once every move reaches a win; the last one to do so is the slowest.
        for part in _chunks(wins, chunk):
            preds = graph.predecessors(part)
            preds = preds[value[preds] == DRAW]
            if preds.size * 4 > graph.size:  # many edges (the take-away games): count by slot
                tally = np.bincount(preds, minlength=graph.size)
                hit = np.flatnonzero(tally)
                times = tally[hit]
                del tally
            else:  # few: count by sorting
                hit, times = np.unique(preds, return_counts=True)
            left = remaining[hit] - times.astype(remaining.dtype)
            remaining[hit] = left
            found.append(hit[left == 0])  # at most once per level: the count is exact
        new_losses = np.concatenate(found)
        value[new_losses] = LOSS
        distance[new_losses] = level
        losses, wins = new_losses, new_wins
    return value, distance


#: States whose predecessors are listed at once by :func:`retrograde` (bounds its working memory).
SOLVE_CHUNK = 1 << 19


def _chunks(states: IntArray, size: int = SOLVE_CHUNK) -> list[IntArray]:
    return [states[i : i + size] for i in range(0, states.size, size)]


#: States expanded at once by :func:`reachability`: large enough to amortise numpy's per-call cost,
#: small enough that the temporaries stay in the processor's cache.
SEARCH_CHUNK = 1 << 16


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
    return _distinct_small(values)


def _distinct_small(values: IntArray) -> IntArray:
    """The distinct entries of ``values``, sorted, by sorting."""
    out = np.sort(values)
    if out.size > 1:
        keep = np.empty(out.size, dtype=bool)
        keep[0] = True
        np.not_equal(out[1:], out[:-1], out=keep[1:])
        out = out[keep]
    return out


#: A code no position has, written for a moment into the value table to deduplicate slots.
_MARK = 2


def _distinct_marked(slots: IntArray, value: npt.NDArray[np.int8]) -> IntArray:
    """The distinct entries of a long list of undecided ``slots``, sorted: marked for a moment in the
    value table itself (no extra table), then read back between the lowest and highest of them."""
    value[slots] = _MARK
    low, high = int(slots.min()), int(slots.max()) + 1
    out = np.flatnonzero(value[low:high] == _MARK)
    out += low
    value[out] = DRAW
    return out


def reachability(graph: GameGraph, progress: ProgressCallback | None = None) -> npt.NDArray[np.bool_]:
    """Which slots can be reached from the start position by legal moves.

    A breadth-first search, one frontier (all positions at the same number of plies from the start) at
    a time. Invalid slots start out as "seen", which lets the graph return invalid slots for finished
    states and repeated successors instead of filtering them. A small frontier is a sorted list; a
    large one lives in a byte mask over the slots (1: this frontier, 2: the next one), read back a
    block at a time as it is expanded, so no list of its slots is ever made.

    A graph may number its slots in a *search order*: ``search_key(slots)`` gives the keys and
    ``search_successors(keys)`` the ``successor_slots`` of the states with those keys (both optional:
    the identity by default). States close together in that order should have their successors close
    together, so that the lookups in the "seen" mask stay in the processor's cache (QuadAce orders by
    the opponent's hands, which become the mover's: a run of states has its successors in one row).
    A graph with ``dense_groups`` has a frontier of more than :data:`DENSE_SHARE` of the table
    expanded by whole rows instead (:func:`_dense_level`).
    """
    size = graph.size
    seen = graph.valid()
    np.logical_not(seen, out=seen)
    index = np.int32 if size < 2**31 else np.intp
    to_key: Callable[[IntArray], IntArray] = getattr(graph, "search_key", lambda s: s)
    expand: Callable[[IntArray], IntArray] = getattr(graph, "search_successors", graph.successor_slots)
    start: IntArray = np.array([graph.start], dtype=index)
    seen[start] = True
    count = 1
    total = max(size - int(np.count_nonzero(seen)) + 1, 1)
    big = max(size // 64, SEARCH_CHUNK)  # a level with more new positions than this goes to the mask
    fronts = np.zeros(0, dtype=np.uint8)  # the mask, made when a level is first that large
    reached = np.zeros(0, dtype=np.uint8)  # the successors of a level expanded by whole rows
    keys: IntArray | None = to_key(start)  # None: the frontier is the 1s of ``fronts`` in ``span``
    span = (0, 0)
    last = 0  # new positions found at the last level

    def visit(part: IntArray, marking: bool) -> tuple[IntArray | None, int, int, int]:
        """Expand one chunk: mark its new successors seen and return their keys, or (``marking``) put
        them in the mask and return the range of their keys. Runs in the search's worker threads:
        every write is idempotent (a slot two threads both find new is only listed twice, and the
        level's list is deduplicated), and numpy does the work without holding the interpreter."""
        # numpy's fancy indexing is fastest with intp indices (int32 ones are converted inside, at
        # more cost than this one cast); the graph may compute in int32, which is cheaper there.
        succ = expand(part).astype(np.intp, copy=False)
        fresh: npt.NDArray[np.bool_] = np.take(seen, succ)
        np.logical_not(fresh, out=fresh)
        # np.compress, not succ[fresh]: boolean indexing is several times slower on a mask whose
        # True entries are scattered (a quarter of them here).
        succ = np.compress(fresh, succ)
        seen[succ] = True
        new = to_key(succ.astype(index, copy=False))
        if not marking or not new.size:
            return new, size, 0, new.size
        fronts[new.astype(np.intp)] = 2  # (scattering is faster with intp indices)
        return None, int(new.min()), int(new.max()) + 1, new.size

    dense_groups: Callable[[], tuple[int, DenseGroups] | None] | None = getattr(graph, "dense_groups", None)
    threads = SEARCH_THREADS if size >= PARALLEL_SIZE else 1
    with ThreadPoolExecutor(threads) if threads > 1 else contextlib.nullcontext() as pool:
        while keys is None or keys.size:
            dense = dense_groups() if keys is None and dense_groups and last > DENSE_SHARE * size else None
            if dense is not None:  # a large share of the table: the whole level by whole rows
                count += last
                if not reached.size:
                    reached = np.empty(size, dtype=np.uint8)
                last, low, high = _dense_level(*dense, fronts, seen, reached)
                _check(progress, count / total, "reachability")
                low, high = min(low, span[0]), max(high, span[1])
                np.right_shift(fronts[low:high], 1, out=fronts[low:high])  # 2 -> 1 (next), 1 -> 0
                span = (low, high)
                continue
            found: list[IntArray] = []
            held = 0
            low, high = size, 0
            done = 0
            # A large level most likely has a large next one.
            marking = keys is None and last > big // 4
            last = 0
            running: deque[tuple[int, Future[tuple[IntArray | None, int, int, int]] | None, Any]] = deque()
            parts = _frontier(keys, fronts, span, index)
            while True:
                part = next(parts, None)
                if part is not None:
                    if pool is None:
                        running.append((part.size, None, visit(part, marking)))
                    else:
                        running.append((part.size, pool.submit(visit, part, marking), None))
                if not running or (part is not None and len(running) < 2 * threads):
                    if part is None:
                        break
                    continue
                n, future, result = running.popleft()
                new, first, end, fresh_count = result if future is None else future.result()
                low, high = min(low, first), max(high, end)
                last += fresh_count
                if new is not None and new.size:
                    if marking:
                        fronts[new.astype(np.intp)] = 2
                        low, high = min(low, int(new.min())), max(high, int(new.max()) + 1)
                    else:
                        found.append(new)
                        held += new.size
                if held > big:  # too many to list: mark them in the mask instead
                    if not fronts.size:
                        fronts = np.zeros(size, dtype=np.uint8)
                    low, high = _mark(fronts, found, low, high)
                    found, held, marking = [], 0, True
                done += n
                _check(progress, (count + done) / total, "reachability")
            count += done
            if marking:
                if keys is None:
                    low, high = min(low, span[0]), max(high, span[1])
                np.right_shift(fronts[low:high], 1, out=fronts[low:high])  # 2 -> 1 (next), 1 -> 0
                keys, span = None, (low, high)
            else:
                if keys is None:
                    fronts[span[0] : span[1]] = 0
                keys = _distinct_small(np.concatenate(found)) if found else np.empty(0, dtype=index)
    fronts = reached = np.zeros(0, dtype=np.uint8)  # (released before the last step)
    seen &= graph.valid()  # (asked again rather than held: one table less at the search's peak)
    return seen


#: Rows of the search grid and, per row, the columns of the frontier to gather (see :func:`_dense_level`).
DenseGroups = list[tuple[IntArray, list[IntArray]]]

#: A frontier kept in the mask with more than this share of all slots is expanded by
#: :func:`_dense_level` when the graph offers ``dense_groups``.
DENSE_SHARE = 0.1


def _dense_level(
    side: int,
    groups: DenseGroups,
    fronts: npt.NDArray[np.uint8],
    seen: npt.NDArray[np.bool_],
    scratch: npt.NDArray[np.uint8],
) -> tuple[int, int, int]:
    """Expand a frontier that holds a large share of the table by whole rows, with no list of states.

    The graph's slots form a ``side`` x ``side`` grid whose search key is ``row * side + column`` and
    whose states in key row r move only into slot row r (QuadAce: the opponent O moves next, so the
    states (M, O) move into row O). ``fronts`` holds the frontier as 1s by key. For each group
    (rows, maps) of ``dense_groups()``, the successors in slot row r (r in rows) are the columns c
    with a frontier state at key (r, maps[q][c]) for some q: a gather along the rows, a few bytes a
    slot whatever the frontier's density. The new slots are marked seen and their keys marked 2 in
    ``fronts``. ``scratch`` is a table of ``side * side`` bytes to work in. Returns their number and
    the range of their keys."""
    size = side * side
    grid = fronts.reshape(side, side)
    scratch.fill(0)
    reached = scratch.reshape(side, side)  # successors, by slot
    for rows, maps in groups:
        block = grid[rows]
        got = np.take(block, maps[0], axis=1)
        for cols in maps[1:]:
            got |= np.take(block, cols, axis=1)
        reached[rows] |= got
    new = reached.view(np.bool_).reshape(size)  # 0/1 bytes
    np.greater(new, seen, out=new)
    seen |= new
    fresh, low, high = 0, size, 0
    step = max(1, MASK_BLOCK // side)
    for first in range(0, side, step):
        at = np.flatnonzero(new[first * side : (first + step) * side])  # (a bool mask: numpy's fast path)
        at += first * side
        if not at.size:
            continue
        rows_ = at // side
        at -= rows_ * side
        at *= side
        at += rows_  # the key: column * side + row
        fronts[at] = 2
        fresh += at.size
        low, high = min(low, int(at.min())), max(high, int(at.max()) + 1)
    return fresh, low, high


#: Worker threads of the reachability search (numpy releases the interpreter lock in its loops), and
#: the smallest table searched with more than one.
SEARCH_THREADS = max(1, min(2, os.cpu_count() or 1))
PARALLEL_SIZE = 1 << 20


def _mark(fronts: npt.NDArray[np.uint8], found: list[IntArray], low: int, high: int) -> tuple[int, int]:
    """Mark the keys ``found`` as the next frontier (2); the range of marked keys grows to hold them."""
    for block in found:
        if block.size:
            fronts[block.astype(np.intp)] = 2
            low, high = min(low, int(block.min())), max(high, int(block.max()) + 1)
    return low, high


#: Keys of a frontier mask read back at once by :func:`reachability`.
MASK_BLOCK = 1 << 18


def _frontier(
    keys: IntArray | None, fronts: npt.NDArray[np.uint8] | None, span: tuple[int, int], index: type
) -> Iterator[IntArray]:
    """The frontier's keys a chunk at a time: from the list, or read from the mask a block at a time."""
    if keys is not None:
        for first in range(0, keys.size, SEARCH_CHUNK):
            yield keys[first : first + SEARCH_CHUNK]
        return
    assert fronts is not None
    for first in range(span[0], span[1], MASK_BLOCK):
        part = np.flatnonzero(fronts[first : min(first + MASK_BLOCK, span[1])] == 1)
        if part.size:
            part = part.astype(index)
            part += first
            yield part


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
    # The search for reachable positions takes most of the time on large bases. It runs first: its
    # working tables are freed before the value and distance tables are made, so the process's peak
    # is lower (and fresh memory, slow to touch the first time, is needed less).
    reachable = reachability(graph, None if progress is None else lambda f, p: progress(0.8 * f, p))
    t1 = time.perf_counter()
    value, distance = retrograde(graph, None if progress is None else lambda f, p: progress(0.8 + 0.2 * f, p))
    t2 = time.perf_counter()
    _check(progress, 1.0, "done")
    timings = {"values": t2 - t1, "reachability": t1 - t0}
    return SolvedTable(rules, value, distance, reachable, seconds=t2 - t0, timings=timings)
