"""Why a position has its value: the backward-induction step behind one entry of the solved table.

A position's value follows from the values of the positions its moves lead to (GAME.md, the solver):

* **won** in ``d`` plies: some move leads to a position *lost* for the opponent in ``d - 1`` plies
  (an N-position: the Next player to move wins);
* **lost** in ``d`` plies: *every* move leads to a position *won* for the opponent, the slowest of
  them in ``d - 1`` plies (a P-position: the Previous player, the one who just moved, wins);
* **drawn**: no move leads to a position lost for the opponent, and at least one move leads to a
  drawn one, so the side to move keeps the draw;
* **finished**: the game is over and the rules say who won.

:func:`explain` returns that step as data (:class:`Proof`); views turn it into sentences.

>>> from quadace_gui.core.solver import solve
>>> proof = explain(solve(), Position.parse("1,1/1,1:A"))
>>> proof.kind, [m.move.text for m in proof.keys]
('drawn', ['1+1'])
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from .analysis import evaluate_moves
from .position import Move, Position, Side
from .solver import DRAW, LOSS, WIN, SolvedTable

ProofKind = Literal["won", "lost", "drawn", "finished"]


@dataclass(frozen=True)
class MoveReason:
    """One move of the proof and the position it leads to, seen from that position's side to move."""

    move: Move
    after: Position
    #: The value of ``after`` for the opponent (the side to move there): LOSS, WIN or DRAW.
    opponent_value: int
    #: Plies from ``after`` to the end with perfect play (None in a draw).
    opponent_distance: int | None
    #: Whether this move carries the proof: a winning move of a won position, a draw-keeping move
    #: of a drawn one, and for a lost position the slowest loss (the one that fixes the distance).
    key: bool
    #: For a won position: the move wins in exactly the position's distance (the fastest win).
    fastest: bool = False

    @property
    def mover_value(self) -> int:
        """The move's value for the player making it."""
        return -self.opponent_value


@dataclass(frozen=True)
class Proof:
    """Why ``position`` has ``value`` (for the side to move) in ``distance`` plies."""

    position: Position
    kind: ProofKind
    value: int
    distance: int | None
    #: Every legal move with what it leads to, best first (empty once the game is over).
    moves: tuple[MoveReason, ...]
    #: Who has won, for a finished position.
    winner: Side | None = None

    @property
    def keys(self) -> tuple[MoveReason, ...]:
        """The moves the argument rests on (see :attr:`MoveReason.key`)."""
        return tuple(m for m in self.moves if m.key)

    @property
    def shown(self) -> tuple[MoveReason, ...]:
        """The moves a one-screen proof lists: the winning moves of a won position, every move of a
        lost or drawn one (a loss and a draw are claims about all moves)."""
        return self.keys if self.kind == "won" else self.moves

    @property
    def to_move(self) -> Side:
        return self.position.to_move


def explain(table: SolvedTable, position: Position) -> Proof:
    """The backward-induction step that gives ``position`` its value in ``table``."""
    i = position.index
    value = int(table.value[i])
    raw = int(table.distance[i])
    distance = None if raw < 0 else raw
    if position.is_over:
        return Proof(position, "finished", value, distance, (), position.winner)
    infos = evaluate_moves(table, position)
    kind: ProofKind = "won" if value == WIN else "lost" if value == LOSS else "drawn"
    slowest = max((m.distance or 0) for m in infos) if kind == "lost" else None
    reasons = []
    for m in infos:
        after = None if m.distance is None else m.distance - 1
        if kind == "won":
            key, fastest = m.value == WIN, m.value == WIN and m.distance == distance
        elif kind == "drawn":
            key, fastest = m.value == DRAW, False
        else:
            key, fastest = m.distance == slowest, False
        reasons.append(MoveReason(m.move, m.after, -m.value, after, key, fastest))
    return Proof(position, kind, value, distance, tuple(reasons))


@dataclass(frozen=True)
class HistoryPoint:
    """One ply of a game on the value history chart."""

    #: WIN, DRAW or LOSS for player A (whoever is to move).
    value_for_a: int
    #: Plies to the end with perfect play (None in a draw).
    distance: int | None
    #: From -1 (B has won) through 0 (a draw) to 1 (A has won): ``sign * (1 + K - distance) / (1 + K)``
    #: with ``K`` the longest distance of the table, so a point climbs as the end nears.
    height: float


def history_heights(table: SolvedTable, positions: Sequence[Position]) -> list[HistoryPoint]:
    """The value for A of each of ``positions`` (a game's, start first) and its chart height."""
    finite = table.distance[table.distance >= 0]
    longest = int(finite.max()) if finite.size else 0
    out = []
    for position in positions:
        i = position.index
        value, raw = int(table.value[i]), int(table.distance[i])
        for_a = value if position.to_move is Side.A else -value
        if for_a == DRAW or raw < 0:
            out.append(HistoryPoint(DRAW, None, 0.0))
        else:
            sign = 1 if for_a == WIN else -1
            out.append(HistoryPoint(for_a, raw, sign * (1 + longest - raw) / (1 + longest)))
    return out


__all__ = ["HistoryPoint", "MoveReason", "Proof", "ProofKind", "explain", "history_heights"]
