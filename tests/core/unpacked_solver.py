"""The solver as it was before its tables were packed: int32 distances, a separate "known" mask, a
plain breadth-first search in slot order with ``np.unique``. Kept only to guard the packed solver
(:mod:`quadace_gui.core.solver`) position by position (``tests/core/test_packed_tables.py``)."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from quadace_gui.core.games.protocol import DRAW, INVALID, LOSS, WIN, GameGraph


def unpacked_retrograde(graph: GameGraph) -> tuple[npt.NDArray[np.int8], npt.NDArray[np.int32]]:
    valid = graph.valid()
    value = np.full(graph.size, DRAW, dtype=np.int8)
    value[~valid] = INVALID
    distance = np.full(graph.size, -1, dtype=np.int32)
    remaining = graph.successor_counts().astype(np.int64)
    known = ~valid
    finished = np.flatnonzero(graph.terminal())
    value[finished] = graph.terminal_value(finished)
    distance[finished] = 0
    known[finished] = True
    losses = finished[value[finished] == LOSS]
    wins = finished[value[finished] == WIN]
    level = 0
    while losses.size or wins.size:
        level += 1
        preds = graph.predecessors(losses) if losses.size else np.empty(0, dtype=np.intp)
        won = np.unique(preds[~known[preds]])
        value[won] = WIN
        distance[won] = level
        known[won] = True
        preds = graph.predecessors(wins) if wins.size else np.empty(0, dtype=np.intp)
        hit, times = np.unique(preds[~known[preds]], return_counts=True)
        remaining[hit] -= times
        lost = hit[remaining[hit] == 0]
        value[lost] = LOSS
        distance[lost] = level
        known[lost] = True
        losses, wins = lost, won
    return value, distance


def unpacked_reachability(graph: GameGraph) -> npt.NDArray[np.bool_]:
    valid = graph.valid()
    seen = np.zeros(graph.size, dtype=bool)
    frontier = np.array([graph.start], dtype=np.intp)
    seen[frontier] = True
    while frontier.size:
        succ = np.unique(graph.successor_slots(frontier))
        succ = succ[valid[succ] & ~seen[succ]]
        seen[succ] = True
        frontier = succ
    return seen
