"""Positions, moves and their text notation.

Notation
--------
A **position** is written ``a,b/c,d:S``: player A's two hands, a slash, player B's two hands, a colon and
the side to move (``A`` or ``B``; ``甲`` and ``乙`` are read too). Hands may be written in either order
and spaces are ignored; the canonical form writes each pair low-high::

    1,1/3,6:A      A holds 1 and 1, B holds 3 and 6, A to move
    0,7/10,11:B    a base-12 position, B to move

For base 10 and below the compact form of the literature is read too: four digits, A's two hands then
B's, with A to move (``1136``); a side may follow (``1136:B``). The side may also be left off the
general form, meaning A.

A **move** is written ``own+opp``: the number on the mover's hand that changes, a plus sign, and the
number on the opponent's hand that is added to it (``1+6`` turns the mover's 1 into a 7). Hands are
unordered, so the two numbers name the move exactly.

>>> p = Position.parse("1136")
>>> p
Position.parse('1,1/3,6:A')
>>> [m.text for m in p.legal_moves()]
['1+3', '1+6']
>>> str(p.play(Move.parse("1+6")))
'1,7/3,6:B'
"""

from __future__ import annotations

import functools
import numbers
import re
from dataclasses import dataclass, field
from enum import StrEnum

from .errors import IllegalMoveError, NotationError
from .rules import Rules

Pair = tuple[int, int]


class Side(StrEnum):
    """A player. A (甲) moves first."""

    A = "A"
    B = "B"

    @property
    def other(self) -> Side:
        return Side.B if self is Side.A else Side.A

    @classmethod
    def parse(cls, text: str) -> Side:
        t = text.strip().upper()
        if t in ("A", "甲"):
            return cls.A
        if t in ("B", "乙"):
            return cls.B
        raise NotationError("the side to move must be A or B, not {text!r}", text=text)

    def __str__(self) -> str:
        return self.value


#: Longest number read in notation; anything longer cannot be a hand (and int() would refuse it).
MAX_DIGITS = 9


def _number(digits: str) -> int:
    if len(digits) > MAX_DIGITS:
        raise NotationError("{digits}... is far too large to be a hand", digits=digits[:MAX_DIGITS])
    return int(digits)


def make_pair(a: int, b: int) -> Pair:
    return (a, b) if a <= b else (b, a)


@dataclass(frozen=True, order=True)
class Move:
    """A move: the mover's hand showing ``own`` adds the opponent's hand showing ``opp``."""

    own: int
    opp: int

    def __post_init__(self) -> None:
        # Positions made by play() trust their hands, so a move holds plain whole numbers.
        for name in ("own", "opp"):
            hand = getattr(self, name)
            if isinstance(hand, bool) or not isinstance(hand, numbers.Integral):
                raise NotationError(
                    "{text!r} is not a move; write it as own+opponent, for example 1+6",
                    text=f"{self.own!r}+{self.opp!r}",
                )
            if not isinstance(hand, int):  # numpy integers and the like
                object.__setattr__(self, name, int(hand))

    @classmethod
    def parse(cls, text: str) -> Move:
        if not isinstance(text, str):
            raise NotationError(
                "{text!r} is not a move; write it as own+opponent, for example 1+6", text=text
            )
        return _parse_move(str(text))  # remembered: a game repeats a few moves thousands of times

    @property
    def text(self) -> str:
        return f"{self.own}+{self.opp}"

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Move.parse({self.text!r})"


@functools.lru_cache(maxsize=4096)
def _parse_move(text: str) -> Move:
    """:meth:`Move.parse` of a string (moves are immutable, so they can be shared)."""
    m = re.fullmatch(r"\s*(\d+)\s*\+\s*(\d+)\s*", text)
    if not m:
        raise NotationError("{text!r} is not a move; write it as own+opponent, for example 1+6", text=text)
    return Move(_number(m.group(1)), _number(m.group(2)))


_GENERAL = re.compile(
    r"\s*(\d+)\s*[, ]\s*(\d+)\s*/\s*(\d+)\s*[, ]\s*(\d+)\s*(?::\s*(\S+)\s*)?",
)
_COMPACT = re.compile(r"\s*(\d)(\d)(\d)(\d)\s*(?::\s*(\S+)\s*)?")


@dataclass(frozen=True)
class Position:
    """A position of the game: both players' hands and the side to move. Immutable."""

    a: Pair
    b: Pair
    to_move: Side = Side.A
    rules: Rules = field(default_factory=Rules)

    def __post_init__(self) -> None:
        base = self.rules.base
        if not isinstance(self.to_move, Side):  # "A" or "乙" given as plain text: read it as a side
            if not isinstance(self.to_move, str):
                raise NotationError("the side to move must be A or B, not {text!r}", text=self.to_move)
            object.__setattr__(self, "to_move", Side.parse(self.to_move))
        for side, pair in ((Side.A, self.a), (Side.B, self.b)):
            if not isinstance(pair, tuple | list) or len(pair) != 2:
                raise NotationError("player {side} must have exactly two hands", side=side)
            for h in pair:
                if isinstance(h, bool) or not isinstance(h, int) or not 0 <= h < base:
                    raise NotationError(
                        "player {side}'s hand {hand!r} is not a number from 0 to {top}",
                        side=side,
                        hand=h,
                        top=base - 1,
                    )
        object.__setattr__(self, "a", make_pair(*self.a))
        object.__setattr__(self, "b", make_pair(*self.b))
        if self.a == (0, 0) and self.b == (0, 0):
            raise NotationError("both players have retired both hands; at most one player can have won")
        if self.hands(self.to_move) == (0, 0):
            raise NotationError(
                "{side} cannot be the side to move: both of {side}'s hands are retired, "
                "so {side} has already won",
                side=self.to_move,
            )

    # -- construction ------------------------------------------------------------------------------
    @classmethod
    def start(cls, rules: Rules | None = None) -> Position:
        rules = rules or Rules()
        mover, opponent = rules.start
        return cls(mover, opponent, Side.A, rules)

    @classmethod
    def from_relative(
        cls, mover: Pair, opponent: Pair, to_move: Side = Side.A, rules: Rules | None = None
    ) -> Position:
        """The position where ``to_move`` holds ``mover`` and the other side ``opponent``."""
        rules = rules or Rules()
        if to_move is Side.A:
            return cls(mover, opponent, to_move, rules)
        return cls(opponent, mover, to_move, rules)

    @classmethod
    def parse(cls, text: str, rules: Rules | None = None) -> Position:
        """Read a position in general or compact notation (see the module docstring)."""
        rules = rules or Rules()
        if not isinstance(text, str):
            raise NotationError("a position must be text, not {kind}", kind=type(text).__name__)
        m = _GENERAL.fullmatch(text)
        if m is None:
            m = _COMPACT.fullmatch(text)
            if m is not None and rules.base > 10:
                raise NotationError(
                    "the four-digit form {text!r} is only for bases up to 10; "
                    "in base {base} write it like 1,1/3,6:A",
                    text=text.strip(),
                    base=rules.base,
                )
        if m is None:
            raise NotationError(
                "{text!r} is not a position; write A's hands/B's hands:side, for example 1,1/3,6:A "
                "(or four digits such as 1136 with A to move)",
                text=text.strip(),
            )
        hands = [_number(g) for g in m.groups()[:4]]
        side = Side.parse(m.group(5)) if m.group(5) else Side.A
        for h in hands:
            if h >= rules.base:
                raise NotationError(
                    "{hand} is not a hand in base {base}: hands go from 0 to {top}",
                    hand=h,
                    base=rules.base,
                    top=rules.base - 1,
                )
        return cls((hands[0], hands[1]), (hands[2], hands[3]), side, rules)

    # -- text --------------------------------------------------------------------------------------
    @property
    def text(self) -> str:
        """Canonical notation, ``a,b/c,d:S``."""
        return f"{self.a[0]},{self.a[1]}/{self.b[0]},{self.b[1]}:{self.to_move}"

    @property
    def compact(self) -> str | None:
        """The four-digit literature form, when there is one (base <= 10, A to move)."""
        if self.rules.base > 10 or self.to_move is not Side.A:
            return None
        return f"{self.a[0]}{self.a[1]}{self.b[0]}{self.b[1]}"

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        extra = "" if self.rules.is_standard else f", {self.rules!r}"
        return f"Position.parse({self.text!r}{extra})"

    # -- views -------------------------------------------------------------------------------------
    def hands(self, side: Side) -> Pair:
        return self.a if side is Side.A else self.b

    @property
    def mover(self) -> Pair:
        """Hands of the side to move."""
        return self.a if self.to_move is Side.A else self.b

    @property
    def opponent(self) -> Pair:
        """Hands of the side not to move."""
        return self.b if self.to_move is Side.A else self.a

    @property
    def index(self) -> int:
        """Slot of this position in the solver's tables."""
        return self.rules.position_index(self.mover, self.opponent)

    @property
    def winner(self) -> Side | None:
        """The side that has retired both hands, if any: the game is over."""
        if self.opponent == (0, 0):
            return self.to_move.other
        return None

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    # -- moves -------------------------------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        """The distinct legal moves, in (own, opp) order; none once the game is over."""
        if self.is_over:
            return []
        own = sorted({h for h in self.mover if h})
        opp = sorted({h for h in self.opponent if h})
        return [Move(x, z) for x in own for z in opp]

    def check_move(self, move: Move) -> None:
        """Raise :class:`IllegalMoveError` with the reason if ``move`` is not legal here."""
        if self.is_over:
            raise IllegalMoveError("the game is over: {side} has won", side=self.winner)
        for side, pair, hand in (
            (self.to_move, self.mover, move.own),
            (self.to_move.other, self.opponent, move.opp),
        ):
            low, high = pair
            if hand not in pair:
                raise IllegalMoveError(
                    "{move}: {side} holds {low} and {high}; {hand} is not one of them",
                    move=move.text,
                    side=side,
                    low=low,
                    high=high,
                    hand=hand,
                )
            if hand == 0:  # one of the pair, but put away
                raise IllegalMoveError(
                    "{move}: {side} holds {low} and {high}; {hand} is retired",
                    move=move.text,
                    side=side,
                    low=low,
                    high=high,
                    hand=hand,
                )

    def play(self, move: Move) -> Position:
        """The position after ``move`` (checked for legality)."""
        self.check_move(move)
        x, y = self.mover
        other = y if x == move.own else x
        new = make_pair((move.own + move.opp) % self.rules.base, other)
        if self.to_move is Side.A:
            return self._trusted(new, self.b, Side.B)
        return self._trusted(self.a, new, Side.A)

    def _trusted(self, a: Pair, b: Pair, to_move: Side) -> Position:
        """A position in these rules from hands known to be valid, without checking them again
        (replaying a long game spends most of its time in those checks otherwise)."""
        out = object.__new__(Position)
        for name, value in (("a", a), ("b", b), ("to_move", to_move), ("rules", self.rules)):
            object.__setattr__(out, name, value)
        return out

    def retires(self, move: Move) -> bool:
        """Whether ``move`` puts one of the mover's hands away (makes it 0)."""
        return (move.own + move.opp) % self.rules.base == 0
