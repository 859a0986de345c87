"""Take-away games on heaps: the shared game graph and the base class of Nim, Bash and Wythoff.

A position is a tuple of heap sizes, each from 0 to its limit. Slots are the mixed-radix numbers of
those tuples (the last heap varies fastest), so every tuple in the box is a slot and every slot is a
position. A move takes ``t >= 1`` along one *direction*: a direction is a 0/1 vector over the heaps
(Nim: one heap; Wythoff also both heaps at once), and a game may cap ``t`` (Bash: at most ``most``).

Two different (direction, t) pairs always remove different vectors, so they reach different positions:
the distinct successors of a position are exactly its moves, and their number has a closed form, the
sum over the directions of ``min(cap, smallest heap the direction touches)``. Predecessors are the same
vectors added instead of removed, bounded by the room left under the limits. Both are generated for a
whole array of slots at once as ragged ranges (one ``np.repeat`` and one ``np.arange`` per direction),
so the cost is a few numpy passes per edge and no Python loop over positions.

The only finished position is the empty one (every heap 0): the side to move has no move and has lost,
or, under misère, has won (the opponent took the last one).
"""

from __future__ import annotations

import math
import re
from abc import ABC, abstractmethod
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType
from typing import ClassVar, Protocol

import numpy as np
import numpy.typing as npt

from ..errors import PositionError, TooLargeError
from ..memory import format_count
from .params import HEAPS, LIMIT, MISERE, ParamSpec, Sweep
from .protocol import LOSS, WIN
from .words import QT_TRANSLATE_NOOP, Sheet, Titled, Words, verdict_letter

IntArray = npt.NDArray[np.intp]
BoolArray = npt.NDArray[np.bool_]
Heaps = tuple[int, ...]

#: The most slots a take-away game may have (the solver keeps a few bytes per slot and per edge).
MAX_SLOTS = 2_000_000
#: The most moves (edges) a take-away game may have: the solve's time and memory grow with them, not
#: only with the positions (Nim with one heap of 1,999,999 has 2 * 10^12). 10^8 edges solve in a few
#: seconds within a few hundred MiB (the article's Nim 55,81,121 has 7.2 * 10^7: 2 s on a free core).
MAX_MOVES = 100_000_000
#: Edges generated at once by the solver's predecessor calls (bounds the working memory).
EDGES_PER_CALL = 1 << 22


def count_moves(limits: Heaps, directions: tuple[tuple[int, ...], ...], cap: int | None) -> int:
    """How many moves (edges) the whole game has, in closed form: for each direction, the sum over the
    positions of ``min(cap, smallest heap it touches)`` (see the module's text)."""
    total = 0
    for dv in directions:
        touched = [n for n, d in zip(limits, dv, strict=True) if d]
        others = math.prod(n + 1 for n, d in zip(limits, dv, strict=True) if not d)
        top = min(touched)
        if cap is not None:
            top = min(top, cap)
        t1 = top * (top + 1) // 2
        if len(touched) == 1:  # sum of (n + 1 - m) for m = 1..top
            total += others * (top * (touched[0] + 1) - t1)
        elif len(touched) == 2:  # sum of (A - m)(B - m)
            a, b = touched[0] + 1, touched[1] + 1
            t2 = top * (top + 1) * (2 * top + 1) // 6
            total += others * (top * a * b - (a + b) * t1 + t2)
        else:
            total += others * sum(math.prod(n + 1 - m for n in touched) for m in range(1, top + 1))
    return total


def largest_fit(limits: Heaps, directions: tuple[tuple[int, ...], ...], cap: int | None) -> int:
    """The largest ``m`` such that the game with every heap cut to at most ``m`` fits both budgets
    (0 when not even that does)."""
    low, high = 0, max(limits)
    while low < high:
        mid = (low + high + 1) // 2
        cut = tuple(min(n, mid) for n in limits)
        if math.prod(n + 1 for n in cut) <= MAX_SLOTS and count_moves(cut, directions, cap) <= MAX_MOVES:
            low = mid
        else:
            high = mid - 1
    return low


@dataclass(frozen=True)
class TakeMove:
    """How many are taken from each heap (Wythoff's diagonal move takes the same from both)."""

    amounts: tuple[int, ...]

    def text(self) -> str:
        """Short notation: ``2:3`` (3 from heap 2), ``both 2`` (2 from each of two heaps), ``+3``
        for a one-heap game (say three numbers, take three)."""
        taken = [(i, a) for i, a in enumerate(self.amounts) if a]
        if len(self.amounts) == 1:
            return f"+{self.amounts[0]}"
        if len(taken) == 1:
            i, a = taken[0]
            return f"{i + 1}:{a}"
        if taken and all(a == taken[0][1] for _, a in taken):
            return f"both {taken[0][1]}" if len(taken) == 2 else f"all {taken[0][1]}"
        return "-" + ",".join(str(a) for a in self.amounts)


class Working(Protocol):
    """A closed form worked out for one position: the numbers it uses (fields of each game's own
    dataclass, for a view to lay out in its words) and the verdict it reaches."""

    @property
    def p(self) -> bool:
        """Whether the rule says P (the side to move loses)."""

    def text(self) -> str:
        """The working in one English line, ending ``→ P`` or ``→ N``."""

    def sheet(self) -> Sheet:
        """The working as a panel lays it out in any language: a line and rows of cells."""


@dataclass(frozen=True)
class RuleVerdict:
    """The working of a game that shows only the rule's verdict."""

    p: bool

    def text(self) -> str:
        return f"the rule says {'P' if self.p else 'N'}"

    def sheet(self) -> Sheet:
        return Sheet(Words.of(QT_TRANSLATE_NOOP("GameWords", "The rule says {v}."), v=verdict_letter(self.p)))


class HeapGraph:
    """The :class:`~.protocol.GameGraph` of one take-away game (see the module docstring)."""

    def __init__(
        self,
        limits: Heaps,
        directions: tuple[tuple[int, ...], ...],
        cap: int | None,
        misere: bool,
        start: Heaps,
    ) -> None:
        self.limits = limits
        self.k = len(limits)
        self.directions = directions
        self.cap = cap
        self.misere = misere
        strides = [1] * self.k
        for i in range(self.k - 2, -1, -1):
            strides[i] = strides[i + 1] * (limits[i + 1] + 1)
        self.strides = tuple(strides)
        self.size = math.prod(n + 1 for n in limits)
        self.start = sum(h * s for h, s in zip(start, strides, strict=True))
        #: The heap sizes of every slot, one array per heap.
        slots = np.arange(self.size, dtype=np.intp)
        self.columns = [(slots // s) % (n + 1) for s, n in zip(strides, limits, strict=True)]
        self.steps = [sum(d * s for d, s in zip(dv, strides, strict=True)) for dv in directions]
        self._touched = [[i for i, d in enumerate(dv) if d] for dv in directions]
        biggest = sum(min(cap or n, n) for n in limits) + (min(limits) if len(directions) > self.k else 0)
        self.solve_chunk = max(1 << 6, EDGES_PER_CALL // max(biggest, 1))

    # -- room along each direction ------------------------------------------------------------------
    def _room(self, j: int, states: IntArray, down: bool) -> IntArray:
        """How far direction ``j`` can go from each state: down (moves) or up (predecessors)."""
        touched = self._touched[j]
        if len(touched) == 1 and self.k == 1:  # one heap: the slot is the heap
            room = states if down else self.limits[0] - states
        else:
            room = self.columns[touched[0]][states]
            if not down:
                room = self.limits[touched[0]] - room
            for i in touched[1:]:
                h = self.columns[i][states]
                room = np.minimum(room, h if down else self.limits[i] - h)
        if self.cap is not None:
            room = np.minimum(room, self.cap)
        return room

    def _ragged(self, states: IntArray, down: bool) -> tuple[IntArray, IntArray, IntArray, IntArray]:
        """(index into ``states``, direction, amount t, slot reached) for every t of every direction."""
        states = np.asarray(states, dtype=np.intp)
        parts = []
        for j, step in enumerate(self.steps):
            room = self._room(j, states, down)
            total = int(room.sum())
            src = np.repeat(np.arange(states.size, dtype=np.intp), room)
            first = np.cumsum(room) - room
            t = np.arange(1, total + 1, dtype=np.intp) - np.repeat(first, room)
            reached = states[src] + (-step if down else step) * t
            parts.append((src, np.full(total, j, dtype=np.intp), t, reached))
        src, direction, t, reached = (np.concatenate(col) for col in zip(*parts, strict=True))
        return src, direction, t, reached

    def _reached(self, states: IntArray, down: bool) -> IntArray:
        """Only the slots reached by :meth:`_ragged` (one repeat and one arange per direction)."""
        states = np.asarray(states, dtype=np.intp)
        parts = []
        for j, step in enumerate(self.steps):
            room = self._room(j, states, down)
            d = -step if down else step
            first = np.cumsum(room) - room
            # states[src] + d * t with t = (global index + 1) - first[src]
            out = np.repeat(states - d * first, room)
            out += d * np.arange(1, out.size + 1, dtype=np.intp)
            parts.append(out)
        return parts[0] if len(parts) == 1 else np.concatenate(parts)

    # -- the protocol --------------------------------------------------------------------------------
    def valid(self) -> BoolArray:
        return np.ones(self.size, dtype=bool)

    def terminal(self) -> BoolArray:
        out = np.zeros(self.size, dtype=bool)
        out[0] = True  # every heap empty
        return out

    def terminal_value(self, states: IntArray) -> npt.NDArray[np.int8]:
        return np.full(np.asarray(states).shape, WIN if self.misere else LOSS, dtype=np.int8)

    def successor_counts(self) -> npt.NDArray[np.int32]:
        """Closed form: the sum over the directions of the room to go down (see the module docstring)."""
        every = np.arange(self.size, dtype=np.intp)
        total = np.zeros(self.size, dtype=np.int32)
        for j in range(len(self.directions)):
            total += self._room(j, every, down=True).astype(np.int32)
        return total

    def successors(self, states: IntArray) -> IntArray:
        return self._reached(states, down=True)

    def successor_slots(self, states: IntArray) -> IntArray:
        """Every successor of ``states``, each once: without a cap, the moves of all the states on one
        line of a direction reach exactly the slots below the highest of them, so each line is listed
        once from its top (the reachability search then costs the positions, not the edges)."""
        if self.cap is not None:
            return self._reached(states, down=True)
        states = np.asarray(states, dtype=np.intp)
        width = max(self.limits) + 2
        parts = []
        for j, step in enumerate(self.steps):
            along = self._room(j, states, down=True)
            key = np.sort((states - along * step) * width + along)  # (bottom of the line, height)
            last = np.ones(key.size, dtype=bool)
            last[:-1] = key[1:] // width != key[:-1] // width
            bottom, top = np.divmod(key[last], width)
            first = np.cumsum(top) - top
            t = np.arange(int(top.sum()), dtype=np.intp) - np.repeat(first, top)
            parts.append(np.repeat(bottom, top) + t * step)
        return np.concatenate(parts)

    def predecessors(self, states: IntArray) -> IntArray:
        return self._reached(states, down=False)

    def moves(self, states: IntArray) -> tuple[IntArray, IntArray, IntArray, IntArray]:
        """(index into ``states``, direction, amount, slot after): the direction is the heap index
        for a one-heap move, and ``heaps`` (= 2) for Wythoff's move on both heaps."""
        return self._ragged(states, down=True)


@lru_cache(maxsize=4)
def _graph_of(game: TakeAwayGame) -> HeapGraph:
    return HeapGraph(game.limits, game.directions, game.cap, game.misere, game.start)


#: One separator between two heap sizes: a comma (or ; or /) with any spaces around it, or spaces alone.
_SEPARATOR = re.compile(r"\s*[,;/]\s*|\s+")


def split_numbers(text: str) -> tuple[int, ...] | None:
    """Whole numbers written like ``12,9,6``, ``12, 9, 6``, ``12 9 6`` or ``(12,9,6)``; None when the
    text is anything else, an empty part included (``1,,2``, ``1,`` and ``,1`` are refused, not read
    as ``1,2`` or ``1``)."""
    body = text.strip()
    if body[:1] in ("(", "[") and body[-1:] in (")", "]"):
        body = body[1:-1].strip()
    words = _SEPARATOR.split(body)
    if not all(w.isascii() and w.isdigit() and len(w) <= HEAP_DIGITS for w in words):
        return None
    return tuple(int(w) for w in words)


#: Digits a heap size may have: longer numbers are far past any heap that can be solved (and would
#: overflow the tables' integers), so they are not read.
HEAP_DIGITS = 18


@dataclass(frozen=True)
class Oversized:
    """A number too long to read as a heap: its place in the list, the number as a message quotes it
    (long ones shortened), and how many numbers the list has."""

    index: int
    number: str
    count: int


def oversized(text: str) -> Oversized | None:
    """When ``text`` is whole numbers but one is too long to read (more than :data:`HEAP_DIGITS`
    digits): which one (see :class:`Oversized`); else None. A huge heap is too large, not "not a
    position"."""
    body = text.strip()
    if body[:1] in ("(", "[") and body[-1:] in (")", "]"):
        body = body[1:-1].strip()
    words = _SEPARATOR.split(body)
    if not all(w.isascii() and w.isdigit() for w in words):
        return None
    for index, word in enumerate(words):
        if len(word) > HEAP_DIGITS:
            shown = word if len(word) <= 30 else f"{word[:24]}\u2026 ({len(word)} digits)"
            return Oversized(index, shown, len(words))
    return None


def refuse_oversized(text: str) -> None:
    """Raise PositionError when ``text`` holds a number far too large for any heap (see :func:`oversized`)."""
    big = oversized(text)
    if big is not None:
        raise PositionError("a heap of {heap} is far more than any game here can solve", heap=big.number)


class TakeAwayGame(ABC):
    """One take-away game with its parameters (subclasses are frozen dataclasses, so hashable)."""

    key: ClassVar[str]
    #: A position of the game as the user writes it, for the error messages.
    example: ClassVar[str]
    start: Heaps
    misere: bool

    #: A counting game (one number said, not heaps): its refusals name the count that fits.
    counting: ClassVar[bool] = False
    #: The game's name in the New Game page's list (English, marked for translation).
    menu_name: ClassVar[str]
    #: The parameters the New Game page offers, in order (see :mod:`.params`).
    PARAMS: ClassVar[tuple[ParamSpec, ...]] = (HEAPS, LIMIT, MISERE)
    #: Where ``quadace check`` compares the closed form with the solver when no option says: a value for
    #: some of :attr:`PARAMS`, wider than the game's defaults (``limit``: every heap up to it, as many
    #: heaps as the default start, or a tuple: one per heap); for another number parameter a tuple checks
    #: one game per value. Empty: the game's own defaults.
    SWEEP: ClassVar[Sweep] = MappingProxyType({})

    # -- the parameters as the New Game page shows them -------------------------------------------------
    def param_values(self) -> dict[str, object]:
        """The value of each of :attr:`PARAMS` for this game: the start heaps, the largest heap (0 when it
        is the largest start heap, the default), the switches; a game's own ones from :meth:`params`."""
        limit = max(self.limits)
        shared: dict[str, object] = {
            "heaps": tuple(self.start),
            "limit": 0 if limit == max(self.start) else limit,
            "misere": self.misere,
        }
        own = {**self.params(), **shared}
        return {spec.name: own[spec.name] for spec in self.PARAMS}

    @classmethod
    def read_param(cls, spec: ParamSpec, text: str) -> tuple[int, ...]:
        """A list of whole numbers typed in the field of ``spec`` (``3,4,5``); raises PositionError."""
        numbers = split_numbers(text)
        if numbers is None:
            refuse_oversized(text)
            raise PositionError(
                "{text!r} is not a position; write the heap sizes like {example}",
                text=text[:60],
                example=cls.example,
            )
        return numbers

    # -- what each game says -------------------------------------------------------------------------
    @property
    @abstractmethod
    def directions(self) -> tuple[tuple[int, ...], ...]:
        """Each direction a move may take: a 0/1 vector over the heaps."""

    @property
    @abstractmethod
    def limits(self) -> Heaps:
        """The largest size of each heap."""

    @property
    def cap(self) -> int | None:
        """The most one move may take (None: no limit)."""
        return None

    @property
    @abstractmethod
    def rule_text(self) -> str:
        """The closed form in one English sentence."""

    @abstractmethod
    def title(self) -> str:
        """A short English name with the parameters."""

    @abstractmethod
    def params(self) -> dict[str, object]:
        """The parameters as ``make_game(key, **params)`` takes them (JSON values: a game file's
        ``rules``)."""

    @abstractmethod
    def rule_on(self, columns: list[IntArray]) -> BoolArray:
        """The closed form on arrays of heap sizes (one array per heap): True where P."""

    # -- shared ----------------------------------------------------------------------------------------
    def check(self) -> None:
        """Raise :class:`TooLargeError` when the game has too many positions or moves to solve here
        (sized from the limits alone, before anything is allocated), naming the largest heap that fits."""
        size = math.prod(n + 1 for n in self.limits)
        moves = count_moves(self.limits, self.directions, self.cap) if size <= MAX_SLOTS else 0
        if size <= MAX_SLOTS and moves <= MAX_MOVES:
            return
        fit = largest_fit(self.limits, self.directions, self.cap)
        game, most = self.titled(), MAX_SLOTS if size > MAX_SLOTS else MAX_MOVES
        if size > MAX_SLOTS and self.counting:
            raise TooLargeError(
                "{game} has {positions} positions; at most {most:,} can be solved here "
                "(counting up to {fit:,} fits)",
                game=game,
                positions=format_count(size),
                most=most,
                fit=fit,
            )
        if size > MAX_SLOTS:
            raise TooLargeError(
                "{game} has {positions} positions; at most {most:,} can be solved here "
                "(heaps up to {fit:,} fit)",
                game=game,
                positions=format_count(size),
                most=most,
                fit=fit,
            )
        if self.counting:
            raise TooLargeError(
                "{game} has {moves} moves; at most {most:,} can be solved here (counting up to {fit:,} fits)",
                game=game,
                moves=format_count(moves),
                most=most,
                fit=fit,
            )
        raise TooLargeError(
            "{game} has {moves} moves; at most {most:,} can be solved here (heaps up to {fit:,} fit)",
            game=game,
            moves=format_count(moves),
            most=most,
            fit=fit,
        )

    def graph(self) -> HeapGraph:
        return _graph_of(self)

    @property
    def size(self) -> int:
        return math.prod(n + 1 for n in self.limits)

    def slot(self, heaps: Heaps) -> int:
        self._check_heaps(heaps)
        strides = self.graph().strides
        return sum(h * s for h, s in zip(heaps, strides, strict=True))

    def heaps(self, slot: int) -> Heaps:
        out = []
        for n in reversed(self.limits):
            slot, h = divmod(slot, n + 1)
            out.append(h)
        return tuple(reversed(out))

    def _check_heaps(self, heaps: Heaps) -> None:
        if len(heaps) != len(self.limits):
            raise PositionError(
                "{game} has {count} heaps, not {given}",
                game=self.titled(),
                count=len(self.limits),
                given=len(heaps),
            )
        for h, n in zip(heaps, self.limits, strict=True):
            if not 0 <= h <= n:
                raise PositionError("a heap of {heap} does not fit: heaps go from 0 to {top}", heap=h, top=n)

    def parse(self, text: str) -> Heaps:
        """Heap sizes written like ``12,9,6`` (see :func:`split_numbers`); raises PositionError."""
        heaps = split_numbers(text)
        big = oversized(text) if heaps is None else None
        if big is not None:  # a heap far too large: that, not "not a position"
            tops = self.limits
            raise PositionError(
                "a heap of {heap} does not fit: heaps go from 0 to {top}",
                heap=big.number,
                top=tops[big.index] if big.count == len(tops) else max(tops),
            )
        if heaps is None:
            raise PositionError(
                "{text!r} is not a position; write the heap sizes like {example}",
                text=text[:60],
                example=self.example,
            )
        self._check_heaps(heaps)
        return heaps

    def format(self, heaps: Heaps) -> str:
        return ",".join(str(h) for h in heaps)

    def json_params(self) -> dict[str, object]:
        """The parameters as the commands' JSON gives them after the key, the title and misère: the start
        and the limits of the heaps (抢30: its target and most; the subtraction game adds its set S and
        the period the solver found)."""
        return {"start": list(self.start), "limits": list(self.limits)}

    def move_text(self, heaps: Heaps, move: TakeMove) -> str:
        """``move`` played from ``heaps`` as a player says it (``2:3``, ``both 2``; Bash: the numbers said;
        the subtraction game ``-3``)."""
        return move.text()

    def move_of(self, direction: int, amount: int) -> TakeMove:
        dv = self.directions[direction]
        return TakeMove(tuple(amount * d for d in dv))

    def moves(self, heaps: Heaps) -> list[tuple[TakeMove, Heaps]]:
        """Every legal move of ``heaps`` and the heaps after it, heap by heap, smallest first."""
        graph = self.graph()
        _src, direction, amount, after = graph.moves(np.array([self.slot(heaps)], dtype=np.intp))
        directions = graph.directions  # (as :meth:`move_of`, the directions worked out once)
        return [
            (TakeMove(tuple(t * d for d in directions[j])), self.heaps(s))
            for j, t, s in zip(direction.tolist(), amount.tolist(), after.tolist(), strict=True)
        ]

    def is_p_by_rule(self, heaps: Heaps) -> bool:
        self._check_heaps(heaps)
        return bool(self.rule_on([np.array([h], dtype=np.intp) for h in heaps])[0])

    def rule_mask(self) -> BoolArray:
        return self.rule_on(self.graph().columns)

    def working(self, heaps: Heaps) -> Working:
        """The closed form worked out for ``heaps`` (each game shows its own numbers)."""
        return RuleVerdict(self.is_p_by_rule(heaps))

    # -- the game's words, for any language (see :mod:`.words`) ------------------------------------------
    def title_words(self) -> Words:
        """The game's name with its numbers (the translated :meth:`title`)."""
        return Words.literal(self.title())

    def titled(self) -> Titled:
        """:meth:`title` carrying :meth:`title_words`: the game's name in an error's parameters (the
        app shows it in the interface language)."""
        return Titled(self.title(), self.title_words())

    def rule_words(self) -> tuple[Words, ...]:
        """The closed form with the game's numbers, sentence by sentence (the rule panel's text)."""
        return (Words.literal(self.rule_text),)

    def move_words(self, heaps: Heaps, move: TakeMove) -> Words:
        """``move`` from ``heaps`` as the move list and the rule write it: the short notation (``3:1``),
        the same number from two heaps or from every heap in words (``both 4``)."""
        taken = [a for a in move.amounts if a]
        if len(move.amounts) > 1 and len(taken) > 1 and all(a == taken[0] for a in taken):
            if len(taken) == 2:
                return Words.of(QT_TRANSLATE_NOOP("GameWords", "both {n}"), n=taken[0])
            return Words.of(QT_TRANSLATE_NOOP("GameWords", "all {n}"), n=taken[0])
        return Words.literal(self.move_text(heaps, move))

    def prompt_words(self) -> tuple[Words, ...]:
        """What the prompt adds to the board's own instruction (the end of the game, allowed moves)."""
        if self.misere:
            return (Words.of(QT_TRANSLATE_NOOP("GameWords", "Whoever takes the last one loses.")),)
        return ()

    def how_words(self) -> tuple[Words, ...]:
        """How the game is played, in a sentence or two (Help > Rules of the Game)."""
        text = Words.of(
            QT_TRANSLATE_NOOP(
                "GameWords",
                "Two players, A (甲) and B (乙), take turns. A move takes one or more stones from one heap. "
                "Whoever takes the last stone wins.",
            )
        )
        return (text, *self.misere_words())

    def misere_words(self) -> tuple[Words, ...]:
        if not self.misere:
            return ()
        return (Words.of(QT_TRANSLATE_NOOP("GameWords", "Misère: whoever takes the last stone loses.")),)

    # -- counting games (one heap, written as the numbers said so far) -----------------------------------
    def counted(self, heaps: Heaps) -> int:
        """The last number said: how many were taken from the one heap so far."""
        return self.limits[0] - heaps[0]

    def heaps_at(self, counted: int) -> Heaps | None:
        """The position once ``counted`` numbers are said (None past the end)."""
        top = self.limits[0]
        return (top - counted,) if 0 <= counted <= top else None

    def says(self, heaps: Heaps, move: TakeMove) -> tuple[int, ...]:
        """The numbers said by ``move`` from ``heaps``: the next ``amount`` after the last one said."""
        last = self.counted(heaps)
        return tuple(range(last + 1, last + move.amounts[0] + 1))
