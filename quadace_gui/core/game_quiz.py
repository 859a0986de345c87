"""The quiz for every game: a question drawn from a game's solved table by slot, and its grade.

One :class:`Quiz` protocol serves the quiz panel of every game. A question (:class:`Asked`) is a
reachable, unfinished position with the texts the panel shows (the position and its moves as the
game's plug-in writes them); its kind (:class:`QuizKind`) says whether the student names the value,
a move, or both. :meth:`Quiz.grade` compares the answer with the solved table and returns the facts
(:class:`Marked`) the panel words in one sentence, in the game's words (P/N-positions where the
plug-in's verdict words have them).

- QuadAce keeps its own categories and grading (:mod:`.quiz`): :class:`QuadAceQuiz` serves them.
- Any other game is asked by slot (:class:`SlotQuiz`) with the categories its plug-in lists in
  ``quiz_categories`` that :data:`SLOT_KINDS` knows: ``p_or_n`` (is this a P- or an N-position?)
  and ``winning_move`` (find a winning move of an N-position).

>>> from quadace_gui.core.games.takeaway import make_game, solve_game
>>> quiz = takeaway_quiz(solve_game(make_game("nim", heaps=(1, 2, 3))))
>>> [k.key for k in quiz.kinds()], quiz.values
(['p_or_n', 'winning_move'], (-1, 1))
>>> asked = quiz.pick("p_or_n", random.Random(1))
>>> quiz.grade(asked, quiz.value(asked.slot), None).value_right
True
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

import numpy as np
import numpy.typing as npt

from . import quiz as quadace
from .games.heaps import Heaps, TakeMove
from .games.plugin import PLUGINS, GamePlugin, VerdictWords
from .games.protocol import DRAW, LOSS, WIN
from .games.takeaway import GameTable, TakeAwayGame
from .position import Move, Position, Side
from .solver import SolvedTable

G = TypeVar("G")
P = TypeVar("P")
M = TypeVar("M")


@dataclass(frozen=True)
class QuizKind:
    """A kind of question: its key and English title, and what the student answers (the value, a
    move, or both; a move is optional when the value is asked too)."""

    key: str
    title: str
    asks_value: bool = True
    asks_move: bool = True

    @property
    def move_required(self) -> bool:
        return self.asks_move and not self.asks_value


@dataclass(frozen=True)
class Asked:
    """An open question: the position (slot, the game's own object, its text), who moves, the legal
    moves as written (the answer buttons), and what is asked."""

    slot: int
    #: The game's own position object (a QuadAce ``Position``, take-away heaps): for the game's code.
    position: object
    text: str
    mover: Side
    kind: QuizKind
    moves: tuple[str, ...]

    @property
    def category(self) -> str:
        return self.kind.key


@dataclass(frozen=True)
class Marked:
    """A graded answer: the truth, what the student said, and the facts of the one-sentence reason."""

    asked: Asked
    #: The value for the side to move (WIN, DRAW or LOSS) and the plies to the end (None in a draw).
    value: int
    distance: int | None
    #: What the student said (None when the value was not asked) and the move picked (its text).
    said: int | None
    move: str | None
    #: The moves that keep the value, best first.
    keeping: tuple[str, ...]
    #: What the student's move leads to: the position's text and the value for the mover.
    move_after: str | None = None
    move_value: int | None = None
    #: The move the reason rests on (the fastest win, a drawing move, or the slowest loss), the
    #: position it leaves and the plies to the end after playing it.
    key_move: str | None = None
    key_after: str | None = None
    key_distance: int | None = None

    @property
    def value_right(self) -> bool | None:
        """Whether the value said is right (None when it was not asked)."""
        return None if self.said is None else self.said == self.value

    @property
    def move_right(self) -> bool | None:
        """Whether the move keeps the value (None when no move was picked)."""
        return None if self.move is None else self.move in self.keeping

    @property
    def right(self) -> bool:
        """Every part answered is right."""
        return self.value_right is not False and self.move_right is not False


@dataclass
class Tally:
    """A session's score: values asked and right, moves asked and right."""

    asked: int = 0
    values_asked: int = 0
    values_right: int = 0
    moves_asked: int = 0
    moves_right: int = 0
    history: list[Marked] = field(default_factory=list)

    def add(self, result: Marked) -> None:
        self.asked += 1
        if result.value_right is not None:
            self.values_asked += 1
            self.values_right += result.value_right
        if result.move_right is not None:
            self.moves_asked += 1
            self.moves_right += result.move_right
        self.history.append(result)


class Quiz(Protocol):
    """The quiz of one game and its solved table (what the quiz panel asks of every game)."""

    @property
    def words(self) -> VerdictWords:
        """The game's verdict words (``p``/``n`` set where the game speaks of P- and N-positions)."""

    @property
    def values(self) -> tuple[int, ...]:
        """The values a student may say, in button order (WIN, DRAW, LOSS; or LOSS, WIN for P/N)."""

    def kinds(self) -> tuple[QuizKind, ...]:
        """The kinds of question this game and rule set can ask, in menu order."""

    def pick(self, key: str, rng: random.Random, avoid: int | None = None) -> Asked | None:
        """A random question of kind ``key`` (not at slot ``avoid`` when there is another), or None."""

    def grade(self, asked: Asked, said: int | None, move: str | None) -> Marked:
        """Grade the value ``said`` and the move ``move`` (its text) for ``asked``."""


# -- QuadAce: its own categories (core/quiz.py) ------------------------------------------------------------
class QuadAceQuiz:
    """QuadAce's categories and grading (:mod:`.quiz`) behind the :class:`Quiz` protocol."""

    words = VerdictWords()
    values = (WIN, DRAW, LOSS)

    def __init__(self, table: SolvedTable) -> None:
        self.table = table

    def kinds(self) -> tuple[QuizKind, ...]:
        return tuple(
            QuizKind(key, c.title)
            for key, c in quadace.CATEGORIES.items()
            if quadace.available(self.table, key)
        )

    def position(self, slot: int) -> Position:
        """The question's position of ``slot`` (A to move)."""
        rules = self.table.rules
        return Position.from_relative(*rules.position_of(slot), Side.A, rules)

    def pick(self, key: str, rng: random.Random, avoid: int | None = None) -> Asked | None:
        kind = next((k for k in self.kinds() if k.key == key), None)
        if kind is None:
            return None
        q = quadace.pick(self.table, key, rng, None if avoid is None else self.position(avoid))
        if q is None:
            return None
        moves = tuple(m.text for m in q.position.legal_moves())
        return Asked(q.position.index, q.position, q.position.text, q.position.to_move, kind, moves)

    def grade(self, asked: Asked, said: int | None, move: str | None) -> Marked:
        position = self.position(asked.slot)
        g = quadace.grade(self.table, position, DRAW if said is None else said, self._move(move))
        return Marked(
            asked,
            g.value,
            g.distance,
            said,
            move,
            tuple(m.text for m in g.keeping),
            None,
            g.move_value,
            None if g.key_move is None else g.key_move.text,
            None,
            g.key_distance,
        )

    @staticmethod
    def _move(text: str | None) -> Move | None:
        return None if text is None else Move.parse(text)


#: How many tables' quizzes are remembered (a window's QuadAce table and its take-away page's, and a few
#: more), each by the table's identity so a panel sees the same quiz while the table is the same.
REMEMBERED = 4
_quadace_quizzes: list[QuadAceQuiz] = []


def quadace_quiz(table: SolvedTable) -> QuadAceQuiz:
    """The quiz of ``table`` (the same object while the table is the same)."""
    quiz = next((q for q in _quadace_quizzes if q.table is table), None)
    if quiz is None:
        quiz = QuadAceQuiz(table)
        _quadace_quizzes[:] = [quiz, *_quadace_quizzes[: REMEMBERED - 1]]
    return quiz


# -- any game by slot --------------------------------------------------------------------------------------
#: The kinds a game is asked by slot, by key (a plug-in lists the keys that fit it): key -> kind.
SLOT_KINDS: dict[str, QuizKind] = {
    k.key: k
    for k in (
        QuizKind("p_or_n", "P- or N-position?", asks_value=True, asks_move=False),
        QuizKind("winning_move", "Find a winning move", asks_value=False, asks_move=True),
    )
}
#: How many random draws :meth:`SlotQuiz.pick` tries for a position with a handy number of moves.
TRIES = 400
#: The most moves a question prefers (its answer buttons fit the panel; any move may be played on the
#: board).
MAX_CHOICES = 12


def _rank(value: int, distance: int | None) -> tuple[int, int]:
    """Best first: wins fastest, then draws, then losses slowest."""
    d = distance or 0
    return (0, d) if value == WIN else (1, 0) if value == DRAW else (2, -d)


@dataclass(frozen=True)
class _MoveFact(Generic[M]):
    move: M
    text: str
    after: str
    value: int  # for the mover
    distance: int | None  # plies after the move to the end


class SlotQuiz(Generic[G, P, M]):
    """The quiz of a game by slot: its plug-in's texts and moves, its solved arrays (value for the
    side to move, distance, reachable), and how slots and positions map (``play`` a move)."""

    def __init__(
        self,
        plugin: GamePlugin[G, P, M],
        game: G,
        arrays: tuple[npt.NDArray[Any], npt.NDArray[Any], npt.NDArray[np.bool_]],
        position_of: Callable[[int], P],
        slot_of: Callable[[P], int],
        play: Callable[[P, M], P],
    ) -> None:
        self.plugin, self.game = plugin, game
        self.value_array, self.distance_array, self.reachable = arrays
        self.position_of, self.slot_of, self.play = position_of, slot_of, play
        has_draws = bool(np.any(self.value_array[self.reachable] == DRAW))
        self._values = (LOSS, DRAW, WIN) if has_draws else (LOSS, WIN)

    @property
    def words(self) -> VerdictWords:
        return self.plugin.verdicts

    @property
    def values(self) -> tuple[int, ...]:
        return self._values

    def kinds(self) -> tuple[QuizKind, ...]:
        return tuple(SLOT_KINDS[key] for key in self.plugin.quiz_categories if key in SLOT_KINDS)

    def value(self, slot: int) -> int:
        return int(self.value_array[slot])

    def distance(self, slot: int) -> int | None:
        d = int(self.distance_array[slot])
        return d if d >= 0 else None

    def _facts(self, position: P) -> list[_MoveFact[M]]:
        """The legal moves of ``position`` as written, with what they reach, best first."""
        out = []
        for move in self.plugin.moves(self.game, position):
            after = self.play(position, move)
            slot = self.slot_of(after)
            d = self.distance(slot)
            out.append(
                _MoveFact(
                    move,
                    self.plugin.format_move(self.game, position, move),
                    self.plugin.format_position(self.game, after),
                    -self.value(slot),
                    d,
                )
            )
        out.sort(key=lambda f: _rank(f.value, None if f.distance is None else f.distance + 1))
        return out

    def asked_at(self, slot: int, kind: QuizKind) -> Asked:
        """The question of kind ``kind`` at ``slot``."""
        position = self.position_of(slot)
        moves = tuple(
            self.plugin.format_move(self.game, position, m) for m in self.plugin.moves(self.game, position)
        )
        return Asked(slot, position, self.plugin.format_position(self.game, position), Side.A, kind, moves)

    def pick(self, key: str, rng: random.Random, avoid: int | None = None) -> Asked | None:
        kind = SLOT_KINDS.get(key)
        if kind is None or key not in self.plugin.quiz_categories:
            return None
        open_ = self.reachable & (self.distance_array != 0) & (self.value_array >= LOSS)
        if kind.key == "winning_move":
            pools = [np.flatnonzero(open_ & (self.value_array == WIN))]
        else:  # as many P- as N-positions asked (most positions are N)
            pools = [np.flatnonzero(open_ & (self.value_array == v)) for v in self.values]
        pools = [p for p in pools if p.size]
        if not pools:
            return None
        pool = rng.choice(pools)
        for _ in range(TRIES):
            slot = int(pool[rng.randrange(pool.size)])
            count = len(self.plugin.moves(self.game, self.position_of(slot)))
            if slot != avoid and 1 < count <= MAX_CHOICES:
                return self.asked_at(slot, kind)
        others = [int(s) for s in pool if int(s) != avoid] or [int(s) for s in pool]
        return self.asked_at(rng.choice(others), kind)

    def grade(self, asked: Asked, said: int | None, move: str | None) -> Marked:
        position = self.position_of(asked.slot)
        value = self.value(asked.slot)
        facts = self._facts(position)
        keeping = tuple(f.text for f in facts if f.value == value)
        chosen = None
        if move is not None:
            parsed = self.plugin.parse_move(self.game, position, move)
            chosen = next((f for f in facts if f.move == parsed), None)
            if chosen is None:
                raise ValueError(f"{move} is not a legal move in {asked.text}")
        key = max(facts, key=lambda f: f.distance or 0) if value == LOSS else facts[0]
        return Marked(
            asked,
            value,
            self.distance(asked.slot),
            said,
            None if chosen is None else chosen.text,
            keeping,
            None if chosen is None else chosen.after,
            None if chosen is None else chosen.value,
            key.text,
            key.after,
            key.distance,
        )


TakeAwayQuiz = SlotQuiz[TakeAwayGame, Heaps, TakeMove]

_takeaway_quizzes: list[tuple[GameTable, TakeAwayQuiz]] = []


def takeaway_quiz(table: GameTable) -> TakeAwayQuiz:
    """The quiz of a take-away game's table (the same object while the table is the same)."""
    found = next((q for t, q in _takeaway_quizzes if t is table), None)
    if found is None:
        game = table.game
        plugin: GamePlugin[TakeAwayGame, Heaps, TakeMove] = PLUGINS[game.key]

        def play(heaps: Heaps, move: TakeMove) -> Heaps:
            return tuple(h - a for h, a in zip(heaps, move.amounts, strict=True))

        quiz = SlotQuiz(
            plugin, game, (table.value, table.distance, table.reachable), game.heaps, game.slot, play
        )
        _takeaway_quizzes[:] = [(table, quiz), *_takeaway_quizzes[: REMEMBERED - 1]]
        found = quiz
    return found


__all__ = [
    "MAX_CHOICES",
    "SLOT_KINDS",
    "Asked",
    "Marked",
    "QuadAceQuiz",
    "Quiz",
    "QuizKind",
    "SlotQuiz",
    "TakeAwayQuiz",
    "Tally",
    "quadace_quiz",
    "takeaway_quiz",
]
