"""The quiz: a position from a chosen category, the student's guess, and the graded answer.

A question is a reachable, unfinished position (A to move, so the board reads the same way every
time) drawn with a seeded generator from one of :data:`CATEGORIES`. The student says whether the side
to move wins, draws or loses, and picks a move; :func:`grade` compares both with the solved table and
returns the facts a one-sentence reason is built from (:class:`Grade`; the view words it).

>>> from quadace_gui.core.solver import solve
>>> table = solve()
>>> q = pick(table, "any", random.Random(3))
>>> g = grade(table, q.position, position_info(table, q.position).value, None)
>>> g.value_right
True
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from .analysis import evaluate_moves, position_info
from .article import article_findings
from .position import Move, Position, Side
from .solver import DRAW, LOSS, WIN, SolvedTable

Hands = tuple[int, ...]


def _live(hands: Hands) -> int:
    return sum(1 for h in hands if h != 0)


@dataclass(frozen=True)
class Category:
    """A kind of question: ``accepts(mover, opponent, value)`` on an unfinished position's hands and
    its value for the side to move."""

    key: str
    #: English title (the view translates it).
    title: str
    accepts: Callable[[Hands, Hands, int], bool]
    #: Only for the standard game (its positions come from the articles).
    standard_only: bool = False


def _any(m: Hands, o: Hands, value: int) -> bool:
    return True


def _full(m: Hands, o: Hands, value: int) -> bool:
    return _live(m) == len(m) and _live(o) == len(o)


def _one_vs_more(m: Hands, o: Hands, value: int) -> bool:
    return sorted((_live(m), _live(o))) == [1, 2]


def _decided(m: Hands, o: Hands, value: int) -> bool:
    return value != DRAW


def _one_each(m: Hands, o: Hands, value: int) -> bool:
    return _live(m) == 1 and _live(o) == 1


#: Question categories in menu order: key -> Category. A new category is one line.
CATEGORIES: dict[str, Category] = {
    c.key: c
    for c in (
        Category("any", "Any position", _any),
        Category("decided", "A win or a loss (no draw)", _decided),
        Category("full", "Every hand still in play", _full),
        Category("one_vs_more", "One hand against two", _one_vs_more),
        Category("one_each", "One hand each", _one_each),
        Category("traps", "The article's traps for the simple strategy", _any, standard_only=True),
    )
}

#: How many random draws :func:`pick` tries before it scans the whole table for a rare category.
TRIES = 400


@dataclass(frozen=True)
class Question:
    position: Position
    category: str


def _candidates(table: SolvedTable) -> np.ndarray:
    """Slots of reachable unfinished positions (the mover may still move)."""
    return np.flatnonzero(table.reachable & (table.distance != 0) & (table.value >= LOSS))


#: The last table's trap positions (the findings take a moment; a quiz asks many questions).
_traps_of: list[tuple[SolvedTable, list[Position]]] = []


def _trap_positions(table: SolvedTable) -> list[Position]:
    if _traps_of and _traps_of[0][0] is table:
        return _traps_of[0][1]
    found: list[Position] = []
    for finding in article_findings(table):
        if finding.name == "simple_strategy_traps":
            found = [Position.parse(text, table.rules) for text in finding.positions]
    _traps_of[:] = [(table, found)]
    return found


def available(table: SolvedTable, key: str) -> bool:
    """Whether category ``key`` can ask anything in this rule set."""
    category = CATEGORIES[key]
    return not category.standard_only or table.rules.is_standard


def pick(table: SolvedTable, key: str, rng: random.Random, avoid: Position | None = None) -> Question | None:
    """A random question of category ``key``, or None when the rule set has no such position."""
    category = CATEGORIES[key]
    if category.standard_only:
        if not table.rules.is_standard:
            return None
        traps = _trap_positions(table)
        pool = [p for p in traps if p != avoid] or traps
        return Question(rng.choice(pool), key) if pool else None
    slots = _candidates(table)
    if slots.size == 0:
        return None
    rules = table.rules

    def position(slot: int) -> Position:
        mover, opponent = rules.position_of(slot)
        return Position.from_relative(mover, opponent, Side.A, rules)

    for _ in range(TRIES):
        slot = int(slots[rng.randrange(slots.size)])
        if category.accepts(*rules.position_of(slot), int(table.value[slot])):
            found = position(slot)
            # A question wants a choice: a position with one legal move is asked only as a last resort.
            if found != avoid and len(found.legal_moves()) > 1:
                return Question(found, key)
    # A rare category: look at every candidate once (bounded by the table, which fits in memory).
    matching = [int(s) for s in slots if category.accepts(*rules.position_of(int(s)), int(table.value[s]))]
    if not matching:
        return None
    choices = [s for s in matching if len(position(s).legal_moves()) > 1] or matching
    return Question(position(rng.choice(choices)), key)


@dataclass(frozen=True)
class Grade:
    """The answer to one question and how the student's guess compares."""

    position: Position
    #: The value for the side to move (WIN, DRAW or LOSS) and the plies to the end (None in a draw).
    value: int
    distance: int | None
    said: int
    move: Move | None
    #: The moves that keep the position's value, best first; ``best`` is the first of them.
    keeping: tuple[Move, ...]
    #: What the student's move leads to for the mover (None without a move), and its distance.
    move_value: int | None = None
    move_distance: int | None = None
    #: The move the reason sentence rests on: the fastest win, a drawing move, or the slowest loss.
    key_move: Move | None = None
    key_distance: int | None = None

    @property
    def value_right(self) -> bool:
        return self.said == self.value

    @property
    def move_right(self) -> bool | None:
        """Whether the move keeps the value (None when no move was picked)."""
        if self.move is None:
            return None
        return self.move in self.keeping

    @property
    def reason(self) -> str:
        """The reason in English (the window words the same facts in the chosen language)."""
        k, d = self.key_move, self.key_distance
        if self.value == WIN:
            return f"{k} wins: it leaves a position lost for the opponent, the game ends in {d} plies."
        if self.value == LOSS:
            return f"Every move loses; the slowest, {k}, still loses in {d} plies."
        return f"No move wins, and {k} keeps the draw."


def grade(table: SolvedTable, position: Position, said: int, move: Move | None) -> Grade:
    """Grade the guess ``said`` (WIN, DRAW or LOSS for the side to move) and the move ``move``."""
    if said not in (WIN, DRAW, LOSS):
        raise ValueError("said must be WIN, DRAW or LOSS")
    info = position_info(table, position)
    infos = evaluate_moves(table, position)  # best first
    keeping = tuple(m.move for m in infos if m.value == info.value)
    chosen = next((m for m in infos if m.move == move), None)
    if move is not None and chosen is None:
        raise ValueError(f"{move} is not a legal move in {position}")
    # The move the reason rests on: the slowest loss, or the best move (infos are best first).
    key = max(infos, key=lambda m: m.distance or 0) if info.value == LOSS else infos[0]
    return Grade(
        position,
        info.value,
        info.distance,
        said,
        move,
        keeping,
        None if chosen is None else chosen.value,
        None if chosen is None else chosen.distance,
        key.move,
        key.distance,
    )


@dataclass
class Score:
    """A session's tally."""

    asked: int = 0
    values_right: int = 0
    moves_right: int = 0
    moves_asked: int = 0
    history: list[Grade] = field(default_factory=list)

    def add(self, result: Grade) -> None:
        self.asked += 1
        self.values_right += result.value_right
        if result.move is not None:
            self.moves_asked += 1
            self.moves_right += bool(result.move_right)
        self.history.append(result)


__all__ = ["CATEGORIES", "Category", "Grade", "Question", "Score", "available", "grade", "pick"]
