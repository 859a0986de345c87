"""The take-away games of the Nim articles (Nim, Bash / 抢30, Wythoff), solved by the generic engine.

Each game (:mod:`.nim`, :mod:`.bash`, :mod:`.wythoff`) is a frozen :class:`TakeAwayGame` whose
:meth:`~TakeAwayGame.graph` is a :class:`~.protocol.GameGraph` over its heap tuples (:mod:`.heaps`).
:func:`solve_game` runs the unchanged retrograde solver and reachability search of
:mod:`quadace_gui.core.solver` on it; the game also states its closed form (:meth:`~TakeAwayGame.rule_mask`),
which the tests and ``quadace check`` compare with the solver.

>>> table = solve_game(make_game("nim", heaps=(12, 9, 6)))
>>> table.value_of((12, 9, 6)) == WIN, table.value_of((12, 9, 5)) == LOSS
(True, True)
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property
from typing import Any

import numpy as np
import numpy.typing as npt

from ..errors import RulesError
from ..levels import decided_mask, level_counts  # (once here; the levels of every game's table)
from ..solver import ProgressCallback, reachability, retrograde
from .bash import Bash
from .heaps import MAX_SLOTS, HeapGraph, Heaps, TakeAwayGame, TakeMove
from .nim import Nim
from .protocol import LOSS, WIN, DistanceArray
from .subtraction import DEFAULT_AMOUNTS, Subtraction
from .wythoff import Wythoff, golden_floor, wythoff_pairs

__all__ = [
    "GAMES",
    "LOSS",
    "MAX_SLOTS",
    "WIN",
    "Bash",
    "GameMove",
    "GameTable",
    "HeapGraph",
    "Heaps",
    "MoveVerdict",
    "Nim",
    "Subtraction",
    "TakeAwayGame",
    "TakeMove",
    "Wythoff",
    "decided_mask",
    "golden_floor",
    "judge",
    "level_counts",
    "make_game",
    "p_name",
    "rank",
    "solve_game",
    "wythoff_pairs",
]

#: The games by key, in menu order.
GAMES: dict[str, type[TakeAwayGame]] = {
    "nim": Nim,
    "bash": Bash,
    "wythoff": Wythoff,
    "subtraction": Subtraction,
}


def make_game(key: str, **params: Any) -> TakeAwayGame:
    """A game by key with its parameters.

    nim: ``heaps`` (the start, default (3, 4, 5)), ``limit`` (the largest heap, an int for every heap
    or a tuple per heap; default the largest start heap), ``misere``; bash: ``target`` (30), ``most``
    (2), ``misere``; wythoff: ``heaps`` (the start, two heaps), ``limit``; subtraction: ``heaps`` (the
    start, one heap, default 20), ``limit``, ``amounts`` (the set S, default (1, 3, 4)), ``misere``.
    Raises :class:`~quadace_gui.core.errors.RulesError` for an unknown key or bad parameters.
    """
    if key not in GAMES:
        raise RulesError("the game must be one of {names}, not {game}", names=", ".join(GAMES), game=key)
    if key == "bash":
        return Bash(
            target=int(params.get("target", 30)),
            most=int(params.get("most", 2)),
            misere=bool(params.get("misere", False)),
        )
    defaults = {"nim": (3, 4, 5), "wythoff": (8, 11), "subtraction": (20,)}
    start = tuple(int(h) for h in params.get("heaps", defaults[key]))
    limit = params.get("limit")
    if key == "subtraction":
        if isinstance(limit, tuple | list):
            limit = max(limit)
        return Subtraction(
            start=start,
            amounts=tuple(int(a) for a in params.get("amounts", DEFAULT_AMOUNTS)),
            limit=int(limit or 0),
            misere=bool(params.get("misere", False)),
        )
    if key == "wythoff":
        if isinstance(limit, tuple):
            limit = max(limit)
        return Wythoff(start=start, limit=int(limit or 0), misere=bool(params.get("misere", False)))
    if limit is None:
        limits: Heaps = ()
    elif isinstance(limit, tuple | list):
        limits = tuple(int(n) for n in limit)
    else:
        limits = (int(limit),) * len(start)
    return Nim(start=start, heap_limits=limits, misere=bool(params.get("misere", False)))


class MoveVerdict(StrEnum):
    """How good a move was, judged against the best move of its position."""

    BEST = "best"  # reaches what the best move reaches (same value, same distance)
    KEEPS = "keeps"  # keeps the result, but wins slower or loses faster
    MISTAKE = "mistake"  # threw a win away


def rank(value: int, distance: int | None) -> tuple[int, int]:
    """Sort key of a move by its value for the mover and its distance, best first: wins (fastest
    first), then losses (slowest first)."""
    d = distance if distance is not None else 0
    return (0, d) if value == WIN else (1, -d)


def judge(mine: tuple[int, int | None], best: tuple[int, int | None]) -> MoveVerdict:
    """The verdict on a move reaching (value, distance) ``mine`` where the best move reaches ``best``."""
    if mine == best:
        return MoveVerdict.BEST
    return MoveVerdict.KEEPS if mine[0] == best[0] else MoveVerdict.MISTAKE


def p_name(value: int) -> str:
    """The P/N name of a value for the side to move: a loss is a P-position, a win an N-position."""
    return "P" if value == LOSS else "N"


@dataclass(frozen=True)
class GameMove:
    """A legal move and what it leads to, seen by the player who makes it (as QuadAce's ``MoveInfo``)."""

    move: TakeMove
    after: Heaps
    value: int  # WIN or LOSS for the mover: the move wins exactly when ``after`` is a P-position
    distance: int  # plies from before the move to the end of the game (the move counts)

    def sort_key(self) -> tuple[int, int, tuple[int, ...]]:
        """Best first: fastest wins, then slowest losses; ties by the amounts taken."""
        if self.value == WIN:
            return (0, self.distance, self.move.amounts)
        return (1, -self.distance, self.move.amounts)


@dataclass
class GameTable:
    """The value, distance and reachability of every position of one take-away game."""

    game: TakeAwayGame
    value: npt.NDArray[np.int8]
    distance: DistanceArray
    reachable: npt.NDArray[np.bool_]
    seconds: float = 0.0

    @cached_property
    def graph(self) -> HeapGraph:
        return self.game.graph()

    def value_of(self, heaps: Heaps) -> int:
        """WIN or LOSS for the side to move (these games have no draws)."""
        return int(self.value[self.game.slot(heaps)])

    def distance_of(self, heaps: Heaps) -> int:
        """Plies to the end, the winner fastest and the loser slowest."""
        return int(self.distance[self.game.slot(heaps)])

    def is_reachable(self, heaps: Heaps) -> bool:
        return bool(self.reachable[self.game.slot(heaps)])

    def grid(self, array: npt.NDArray[np.generic]) -> npt.NDArray[np.generic]:
        """View a flat table with one axis per heap: ``grid(value)[a, b]`` is the value of heaps (a, b)
        (slots are row-major over the heaps; a heatmap of a two-heap game is this matrix)."""
        return array.reshape(tuple(n + 1 for n in self.game.limits))

    @property
    def level(self) -> DistanceArray:
        """The solver level at which each position was decided (the same numbers as the distance)."""
        return self.distance

    @property
    def valid(self) -> npt.NDArray[np.bool_]:
        return np.ones(self.value.size, dtype=bool)

    @property
    def p_mask(self) -> npt.NDArray[np.bool_]:
        """The P-positions the solver found (losses for the side to move)."""
        return np.asarray(self.value == LOSS)

    def counterexamples(self) -> npt.NDArray[np.intp]:
        """Slots where the game's closed form and the solver disagree (none, if the rule is right)."""
        return np.flatnonzero(self.game.rule_mask() != self.p_mask)

    def move_infos(self, heaps: Heaps) -> list[GameMove]:
        """Every legal move of ``heaps`` with its value for the mover, best first."""
        out = []
        for move, after in self.game.moves(heaps):
            slot = self.game.slot(after)
            out.append(GameMove(move, after, -int(self.value[slot]), int(self.distance[slot]) + 1))
        out.sort(key=GameMove.sort_key)
        return out

    def best_line(self, heaps: Heaps, max_plies: int | None = None) -> list[GameMove]:
        """Perfect play from ``heaps`` (the winner fastest, the loser slowest) to the end or ``max_plies``."""
        line: list[GameMove] = []
        graph, game = self.graph, self.game
        slot = game.slot(heaps)
        while max_plies is None or len(line) < max_plies:
            _src, direction, amount, after = graph.moves(np.array([slot], dtype=np.intp))
            if not after.size:
                break
            mover = -self.value[after].astype(np.int32)  # WIN (1) or LOSS (-1) for the mover
            distance = self.distance[after].astype(np.int64) + 1
            # best first, as GameMove.sort_key: wins fastest, then losses slowest; ties by the amounts
            key = np.where(mover == WIN, distance, -distance)
            best = np.flatnonzero((mover == mover.max()) & (key == key[mover == mover.max()].min()))
            amounts = [game.move_of(int(direction[i]), int(amount[i])).amounts for i in best]
            i = int(best[min(range(len(best)), key=amounts.__getitem__)])
            slot = int(after[i])
            move = game.move_of(int(direction[i]), int(amount[i]))
            line.append(GameMove(move, game.heaps(slot), int(mover[i]), int(distance[i])))
        return line

    def winning_moves(self, heaps: Heaps) -> list[tuple[TakeMove, Heaps]]:
        """The moves of ``heaps`` into a P-position."""
        return [(m, after) for m, after in self.game.moves(heaps) if self.value_of(after) == LOSS]


def solve_game(game: TakeAwayGame, progress: ProgressCallback | None = None) -> GameTable:
    """Every position of ``game`` solved by the generic retrograde solver, with reachability from its
    start. ``progress`` is called now and then with (fraction done, phase); returning True cancels
    (:class:`~quadace_gui.core.solver.SolveCancelled`)."""
    game.check()
    t0 = time.perf_counter()
    graph = game.graph()
    value, distance = retrograde(graph, None if progress is None else lambda f, p: progress(0.8 * f, p))
    reachable = reachability(graph, None if progress is None else lambda f, p: progress(0.8 + 0.2 * f, p))
    return GameTable(game, value, distance, reachable, seconds=time.perf_counter() - t0)
