"""Computer against computer: one match (:func:`play_match`) or a series with totals
(:func:`play_matches`), on any solved game graph (a :class:`~.players.GameView`).

A match starts from the graph's start (or a given slot) with player A to move; the sides alternate.
It ends when the side to move has no move (the graph's value of that slot says who won: a loss for
the side to move under the usual goal, a win under misère), or in a draw when a position (slot and
side to move) occurs ``repeats`` times, or after ``ply_cap`` plies.

>>> from quadace_gui.core.solver import solve
>>> from quadace_gui.core.players import GameView, make_player
>>> view = GameView.of_table(solve())
>>> play_match(view, make_player("perfect"), make_player("perfect")).winner is None
True
"""

from __future__ import annotations

import random
import time
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

from .games.protocol import LOSS, WIN
from .players import Choice, GameView, Player, make_player

Side = Literal["A", "B"]
Reason = Literal["won", "repetition", "ply cap"]
REASONS: tuple[Reason, ...] = ("won", "repetition", "ply cap")


@dataclass(frozen=True)
class MatchResult:
    """How one match ended: the winner (None for a draw), its length in plies, why it ended and the
    moves played (the first by the side that started)."""

    winner: Side | None
    plies: int
    reason: Reason
    moves: tuple[Choice, ...]


def play_match(
    view: GameView,
    a: Player,
    b: Player,
    *,
    start: int | None = None,
    ply_cap: int = 200,
    repeats: int = 3,
) -> MatchResult:
    """One match, A to move first from ``start`` (the graph's start if None)."""
    if ply_cap < 0 or repeats < 1:
        raise ValueError("ply_cap must be >= 0 and repeats >= 1")
    slot = view.graph.start if start is None else int(start)
    if not 0 <= slot < view.size or int(view.value[slot]) not in (WIN, LOSS, 0):
        raise ValueError(f"slot {slot} is not a position")
    players = (a, b)
    sides: tuple[Side, Side] = ("A", "B")
    seen: dict[tuple[int, int], int] = {}
    moves: list[Choice] = []
    turn = 0  # 0: A to move, 1: B
    while True:
        if view.is_over(slot):
            mover_wins = int(view.value[slot]) == WIN
            winner = sides[turn] if mover_wins else sides[1 - turn]
            return MatchResult(winner, len(moves), "won", tuple(moves))
        key = (slot, turn)
        count = seen.get(key, 0) + 1
        if count >= repeats:
            return MatchResult(None, len(moves), "repetition", tuple(moves))
        seen[key] = count
        if len(moves) >= ply_cap:
            return MatchResult(None, len(moves), "ply cap", tuple(moves))
        choice = players[turn].choose(view, slot)
        moves.append(choice)
        slot = choice.after
        turn = 1 - turn


@dataclass
class SideTotals:
    """One side's results over a series."""

    wins: int = 0
    losses: int = 0
    draws: int = 0

    def add(self, result: int) -> None:
        """Count one game: +1 won, -1 lost, 0 drawn."""
        if result > 0:
            self.wins += 1
        elif result < 0:
            self.losses += 1
        else:
            self.draws += 1


@dataclass
class MatchTotals:
    """Totals of a series of matches between players ``a_key`` and ``b_key``.

    ``a`` and ``b`` are each side's results; ``a_first`` and ``a_second`` split A's results by whether
    A moved first. ``reasons`` counts how games ended (see :data:`REASONS`)."""

    a_key: str
    b_key: str
    games: int
    ply_cap: int
    repeats: int
    alternate: bool
    a: SideTotals = field(default_factory=SideTotals)
    b: SideTotals = field(default_factory=SideTotals)
    a_first: SideTotals = field(default_factory=SideTotals)
    a_second: SideTotals = field(default_factory=SideTotals)
    total_plies: int = 0
    reasons: dict[str, int] = field(default_factory=lambda: dict.fromkeys(REASONS, 0))
    seconds: float = 0.0

    @property
    def average_plies(self) -> float:
        return self.total_plies / self.games if self.games else 0.0

    def as_dict(self) -> dict[str, Any]:
        out = asdict(self)
        out["average_plies"] = round(self.average_plies, 3)
        return out


def play_matches(
    view: GameView,
    a_key: str,
    b_key: str,
    games: int,
    seed: int | None = 0,
    *,
    skill_a: float = 1.0,
    skill_b: float = 1.0,
    plain: bool = False,
    start: int | None = None,
    ply_cap: int = 200,
    repeats: int = 3,
    alternate: bool = True,
) -> MatchTotals:
    """``games`` matches between new players of kinds ``a_key`` and ``b_key`` (seeded from ``seed``:
    the same seed gives the same totals). With ``alternate`` the side that moves first alternates,
    A first in even-numbered games; otherwise A always moves first."""
    if games < 0:
        raise ValueError("games must be >= 0")
    seeds = random.Random(seed)
    a = make_player(a_key, seed=seeds.getrandbits(63), skill=skill_a, plain=plain)
    b = make_player(b_key, seed=seeds.getrandbits(63), skill=skill_b, plain=plain)
    totals = MatchTotals(a_key, b_key, games, ply_cap, repeats, alternate)
    began = time.perf_counter()
    for game in range(games):
        a_first = not alternate or game % 2 == 0
        if a_first:
            result = play_match(view, a, b, start=start, ply_cap=ply_cap, repeats=repeats)
            score = {"A": 1, "B": -1, None: 0}[result.winner]
        else:
            result = play_match(view, b, a, start=start, ply_cap=ply_cap, repeats=repeats)
            score = {"A": -1, "B": 1, None: 0}[result.winner]
        totals.a.add(score)
        totals.b.add(-score)
        (totals.a_first if a_first else totals.a_second).add(score)
        totals.total_plies += result.plies
        totals.reasons[result.reason] += 1
    totals.seconds = time.perf_counter() - began
    return totals
