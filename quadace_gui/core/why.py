"""Why a position has its value: the backward-induction step behind one entry of the solved table.

A position's value follows from the values of the positions its moves lead to (GAME.md, the solver):

* **won** in ``d`` plies: some move leads to a position *lost* for the opponent in ``d - 1`` plies
  (an N-position: the Next player to move wins);
* **lost** in ``d`` plies: *every* move leads to a position *won* for the opponent, the slowest of
  them in ``d - 1`` plies (a P-position: the Previous player, the one who just moved, wins);
* **drawn**: no move leads to a position lost for the opponent, and at least one move leads to a
  drawn one, so the side to move keeps the draw;
* **finished**: the game is over and the rules say who won.

The rule is written once, for any game, over slots: :func:`prove` takes a solved table's value and
distance arrays, a slot and its moves (anything that names a move, with the slot it leads to) and
returns a :class:`SlotProof`; :func:`prove_slot` lists the moves from a
:class:`~quadace_gui.core.games.protocol.GameGraph`. :func:`write_proof` puts the move and position
texts of a game's notation on a proof (:class:`WrittenProof`, what the Why? panel shows for every
game), and :func:`value_history` gives the chart heights of a game's positions. QuadAce's
:func:`explain` (a :class:`Proof` over :class:`Position` and :class:`Move`) and :func:`history_heights`
run through them.

>>> from quadace_gui.core.solver import solve
>>> proof = explain(solve(), Position.parse("1,1/1,1:A"))
>>> proof.kind, [m.move.text for m in proof.keys]
('drawn', ['1+1'])
>>> from quadace_gui.core.games.takeaway import make_game, solve_game
>>> nim = make_game("nim", heaps=(3, 4, 5))
>>> table = solve_game(nim)
>>> step = prove(table.value, table.distance, nim.slot((3, 4, 5)),
...              [(m.text(), nim.slot(after)) for m, after in nim.moves((3, 4, 5))], False)
>>> step.kind, [(r.move, nim.heaps(r.after)) for r in step.keys]
('won', [('1:2', (1, 4, 5))])
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Literal, TypeVar

import numpy as np
import numpy.typing as npt

from .games.protocol import DRAW, LOSS, WIN, GameGraph
from .position import Move, Position, Side
from .solver import SolvedTable

ProofKind = Literal["won", "lost", "drawn", "finished"]
#: A solved table's values (for the side to move) and distances, one entry a slot.
Values = npt.NDArray[np.integer[Any]]

M = TypeVar("M")
#: Where a move leads: a slot (:class:`SlotProof`) or a QuadAce position (:class:`Proof`).
A = TypeVar("A")


# -- the rule, over slots ------------------------------------------------------------------------------
@dataclass(frozen=True)
class StepReason(Generic[M, A]):
    """One move of a proof: ``move`` (as the caller names it) leads to ``after`` (a slot, or for
    QuadAce's :class:`Proof` the position)."""

    move: M
    after: A
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
class SlotProof(Generic[M]):
    """Why slot ``slot`` has ``value`` (for the side to move) in ``distance`` plies."""

    slot: int
    kind: ProofKind
    value: int
    distance: int | None
    #: Every move with what it leads to, best first (fastest wins, draws, slowest losses; ties in the
    #: order the moves were given). Empty once the game is over.
    moves: tuple[StepReason[M, int], ...]

    @property
    def keys(self) -> tuple[StepReason[M, int], ...]:
        """The moves the argument rests on (see :attr:`StepReason.key`)."""
        return tuple(m for m in self.moves if m.key)

    @property
    def shown(self) -> tuple[StepReason[M, int], ...]:
        """The moves a one-screen proof lists: the winning moves of a won position, every move of a
        lost or drawn one (a loss and a draw are claims about all moves)."""
        return self.keys if self.kind == "won" else self.moves

    @property
    def mover_has_won(self) -> bool:
        """For a finished position: whether the side to move has won (a misère goal), else the side
        that just moved has."""
        return self.value == WIN


def _distance(raw: int) -> int | None:
    return None if raw < 0 else raw


def _rank(value: int, distance: int | None) -> tuple[int, int]:
    """Best first for the mover: fastest wins, then draws, then slowest losses."""
    d = distance or 0
    return (0, d) if value == WIN else (1, 0) if value == DRAW else (2, -d)


def prove(
    value: Values, distance: Values, slot: int, moves: Iterable[tuple[M, int]], finished: bool
) -> SlotProof[M]:
    """The backward-induction step that gives ``slot`` its value: ``moves`` are its moves, each with
    the slot it leads to; ``finished`` says the game is over there (no move is then considered)."""
    own, raw = int(value[slot]), int(distance[slot])
    if finished:
        return SlotProof(slot, "finished", own, _distance(raw), ())
    kind: ProofKind = "won" if own == WIN else "lost" if own == LOSS else "drawn"
    seen = [(move, after, int(value[after]), _distance(int(distance[after]))) for move, after in moves]
    seen.sort(key=lambda s: _rank(-s[2], s[3]))  # stable: ties keep the caller's order
    slowest = max((s[3] or 0) for s in seen) if kind == "lost" and seen else None
    reasons = []
    for move, after, theirs, d in seen:
        if kind == "won":
            key = theirs == LOSS
            fastest = key and d is not None and d + 1 == raw
        elif kind == "drawn":
            key, fastest = theirs == DRAW, False
        else:
            key, fastest = (d or 0) == slowest, False
        reasons.append(StepReason(move, after, theirs, d, key, fastest))
    return SlotProof(slot, kind, own, _distance(raw), tuple(reasons))


def prove_slot(graph: GameGraph, value: Values, distance: Values, slot: int) -> SlotProof[int]:
    """:func:`prove` for a slot of ``graph``, its moves named by the slots they lead to (asks the graph
    which slots are finished: a pass over every slot)."""
    finished = bool(graph.terminal()[slot])
    after = [] if finished else graph.successors(np.array([slot], dtype=np.intp)).tolist()
    return prove(value, distance, slot, ((int(s), int(s)) for s in after), finished)


# -- the proof written in a game's notation --------------------------------------------------------------
@dataclass(frozen=True)
class ProofLine:
    """One move of a :class:`WrittenProof`, in the game's words."""

    #: Its place in :attr:`WrittenProof.lines` (the proof's moves, best first).
    index: int
    move_text: str
    after_text: str
    opponent_value: int
    opponent_distance: int | None
    key: bool
    fastest: bool
    #: The move ends the game: who has won then (else None).
    winner: Side | None

    @property
    def mover_value(self) -> int:
        return -self.opponent_value


@dataclass(frozen=True)
class WrittenProof:
    """A :class:`SlotProof` with the texts of the game's notation, for a position where ``to_move``
    moves; ``pn`` says whether the game speaks of P- and N-positions (the take-away games)."""

    kind: ProofKind
    value: int
    distance: int | None
    to_move: Side
    position_text: str
    lines: tuple[ProofLine, ...]
    #: For a finished position: who has won.
    winner: Side | None = None
    pn: bool = False

    @property
    def shown(self) -> tuple[ProofLine, ...]:
        """The lines of a one-screen proof (see :attr:`SlotProof.shown`)."""
        return tuple(line for line in self.lines if line.key) if self.kind == "won" else self.lines


def write_proof(
    proof: SlotProof[M],
    to_move: Side,
    position_text: str,
    describe: Callable[[M], tuple[str, str]],
    pn: bool = False,
) -> WrittenProof:
    """``proof`` of a position where ``to_move`` moves, written in the game's notation: ``describe``
    gives a move's text and the text of the position it leads to (the game's plug-in writes them)."""
    them = to_move.other
    lines = []
    for i, r in enumerate(proof.moves):
        move_text, after_text = describe(r.move)
        ends = r.opponent_distance == 0  # who has won there: the side to move if it is WIN there (misère)
        winner = (them if r.opponent_value == WIN else to_move) if ends else None
        lines.append(
            ProofLine(
                i, move_text, after_text, r.opponent_value, r.opponent_distance, r.key, r.fastest, winner
            )
        )
    winner = (to_move if proof.mover_has_won else them) if proof.kind == "finished" else None
    return WrittenProof(
        proof.kind, proof.value, proof.distance, to_move, position_text, tuple(lines), winner, pn
    )


# -- QuadAce -----------------------------------------------------------------------------------------------
#: One move of a QuadAce proof and the position it leads to, seen from that position's side to move.
MoveReason = StepReason[Move, Position]


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
        """The moves the argument rests on (see :attr:`StepReason.key`)."""
        return tuple(m for m in self.moves if m.key)

    @property
    def shown(self) -> tuple[MoveReason, ...]:
        """The moves a one-screen proof lists: the winning moves of a won position, every move of a
        lost or drawn one (a loss and a draw are claims about all moves)."""
        return self.keys if self.kind == "won" else self.moves

    @property
    def to_move(self) -> Side:
        return self.position.to_move


def quadace_step(table: SolvedTable, position: Position) -> SlotProof[tuple[Move, Position]]:
    """:func:`prove` for a QuadAce position, its moves named by the move and the position reached
    (in move order, so ties stay in move order as in :func:`~.analysis.evaluate_moves`)."""
    moves = [] if position.is_over else sorted(position.legal_moves())
    played = [((move, after), after.index) for move in moves for after in (position.play(move),)]
    return prove(table.value, table.distance, position.index, played, position.is_over)


def explain(table: SolvedTable, position: Position) -> Proof:
    """The backward-induction step that gives ``position`` its value in ``table``."""
    step = quadace_step(table, position)
    if step.kind == "finished":
        return Proof(position, "finished", step.value, step.distance, (), position.winner)
    reasons = tuple(
        MoveReason(r.move[0], r.move[1], r.opponent_value, r.opponent_distance, r.key, r.fastest)
        for r in step.moves
    )
    return Proof(position, step.kind, step.value, step.distance, reasons)


# -- the value history --------------------------------------------------------------------------------
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


@dataclass(frozen=True)
class ValueHistory:
    """A game's value history as the chart shows it: a point per ply, the plies whose move was a
    mistake (it changed the result), and the text of every move (``move_texts[p - 1]`` led to ply p)."""

    points: tuple[HistoryPoint, ...]
    mistakes: tuple[int, ...]
    move_texts: tuple[str, ...]
    #: The game speaks of P- and N-positions and has no draws (the take-away games).
    pn: bool = False


def value_history(
    value: Values, distance: Values, slots: Sequence[int], a_to_move: Sequence[bool]
) -> list[HistoryPoint]:
    """The value for A of the positions at ``slots`` (a game's, start first; ``a_to_move[i]`` says A
    moves at the i-th) and their chart heights."""
    finite = distance[distance >= 0]
    longest = int(finite.max()) if finite.size else 0
    out = []
    for slot, a_moves in zip(slots, a_to_move, strict=True):
        v, raw = int(value[slot]), int(distance[slot])
        for_a = v if a_moves else -v
        if for_a == DRAW or raw < 0:
            out.append(HistoryPoint(DRAW, None, 0.0))
        else:
            sign = 1 if for_a == WIN else -1
            out.append(HistoryPoint(for_a, raw, sign * (1 + longest - raw) / (1 + longest)))
    return out


def history_heights(table: SolvedTable, positions: Sequence[Position]) -> list[HistoryPoint]:
    """The value for A of each of ``positions`` (a game's, start first) and its chart height."""
    slots = [p.index for p in positions]
    return value_history(table.value, table.distance, slots, [p.to_move is Side.A for p in positions])


__all__ = [
    "HistoryPoint",
    "MoveReason",
    "Proof",
    "ProofKind",
    "ProofLine",
    "SlotProof",
    "StepReason",
    "ValueHistory",
    "WrittenProof",
    "explain",
    "history_heights",
    "prove",
    "prove_slot",
    "quadace_step",
    "value_history",
    "write_proof",
]
