"""Positions, moves and their text notation, for any rules (1 to 3 hands a player, any goal).

Notation
--------
A **position** is written ``a,b/c,d:S``: player A's hands, a slash, player B's hands, a colon and the
side to move (``A`` or ``B``; ``甲`` and ``乙`` are read too). Hands may be written in any order and
spaces are ignored; the canonical form writes each player's hands low to high. With three hands a
player: ``1,2,3/1,1,4:A``; with one: ``3/7:B``. Parsing (:mod:`.notation`) is linear and refuses absurd
lengths at once::

    1,1/3,6:A      A holds 1 and 1, B holds 3 and 6, A to move
    0,7/10,11:B    a base-12 position, B to move

For two hands and bases up to 10 the compact form of the literature is read too: four digits, A's two
hands then B's, with A to move (``1136``); a side may follow (``1136:B``).

A **move** is written ``own+opp`` (``own*opp`` under multiplication; either sign is read): the number
on the mover's hand that changes and the number on the opponent's hand it combines with. Hands are
unordered, so the two numbers name the move exactly. Under ``--touch other`` the same two numbers name
an attack: the opponent's hand showing ``opp`` grows by ``own``.

A **split** (``--split transfer`` or ``transfer-suicide``) is written ``1,3>2,2``: the mover's two
hands, then the two numbers they are shared out as.

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
from dataclasses import dataclass, field
from enum import StrEnum

from .errors import IllegalMoveError, NotationError, clip, excerpt, short
from .games.protocol import LOSS
from .notation import MAX_DIGITS, read_move, read_position, read_side, read_split
from .rules import Hands, Rules

#: A player's hands, low to high (the name is from the two-hand days; any number of hands).
Pair = Hands

__all__ = ["MAX_DIGITS", "Hands", "Move", "Pair", "Position", "Side", "make_pair"]


class Side(StrEnum):
    """A player. A (甲) moves first."""

    A = "A"
    B = "B"

    @property
    def other(self) -> Side:
        return Side.B if self is Side.A else Side.A

    @classmethod
    def parse(cls, text: str) -> Side:
        if not isinstance(text, str):
            raise NotationError("the side to move must be A or B, not {text!r}", text=text)
        return cls(read_side(text))

    def __str__(self) -> str:
        return self.value


def make_pair(*hands: int) -> Hands:
    """Hands low to high: ``make_pair(6, 1) == (1, 6)``."""
    return tuple(sorted(hands))


@dataclass(frozen=True, order=True)
class Move:
    """A move: the mover's hand showing ``own`` combines with the opponent's hand showing ``opp``.

    ``sign`` is how the move is written (``+`` or ``*``); it is not part of the move's identity.
    """

    own: int
    opp: int
    sign: str = field(default="+", compare=False)
    #: A split: the mover's two hands become ``own`` and ``opp`` (low, high) instead of touching.
    split: bool = False
    #: For a split, the mover's two hands before it (for writing it; not part of its identity).
    before: tuple[int, int] | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        # Positions made by play() trust their hands, so a move holds plain whole numbers.
        for name in ("own", "opp"):
            hand = getattr(self, name)
            if isinstance(hand, bool) or not isinstance(hand, numbers.Integral):
                raise NotationError(
                    "{text!r} is not a move; write it as own+opponent, for example 1+6",
                    text=clip(f"{self.own!r}+{self.opp!r}"),
                )
            if not isinstance(hand, int):  # numpy integers and the like
                object.__setattr__(self, name, int(hand))
        if self.split:
            if self.before is None or len(self.before) != 2:
                raise NotationError("a split needs the two hands before it, as in 1,3>2,2")
            object.__setattr__(self, "sign", ">")
            return
        if self.sign not in ("+", "*"):
            raise NotationError(
                "{text!r} is not a move; write it as own+opponent, for example 1+6",
                text=clip(f"{self.own}{self.sign!r}{self.opp}"),
            )

    @classmethod
    def parse(cls, text: str) -> Move:
        if not isinstance(text, str):
            raise NotationError(
                "{text!r} is not a move; write it as own+opponent, for example 1+6", text=excerpt(text)
            )
        return _parse_move(str(text))  # remembered: a game repeats a few moves thousands of times

    @classmethod
    def make_split(cls, before: Hands, after: Hands) -> Move:
        """The split of the two hands ``before`` into ``after``."""
        low, high = sorted(before)
        new_low, new_high = sorted(after)
        return cls(new_low, new_high, ">", True, (low, high))

    @property
    def text(self) -> str:
        if self.split and self.before is not None:
            return f"{self.before[0]},{self.before[1]}>{self.own},{self.opp}"
        return f"{self.own}{self.sign}{self.opp}"

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Move.parse({self.text!r})"

    def changes(self, mover: Side, rules: Rules) -> Side:
        """Whose hands this move changes: the mover's (QuadAce's touch, or a split), or the opponent's
        when the touched hand grows (``--touch other``, Chopsticks)."""
        return mover.other if rules.touch_rule.other and not self.split else mover


@functools.lru_cache(maxsize=4096)
def _parse_move(text: str) -> Move:
    """:meth:`Move.parse` of a string (moves are immutable, so they can be shared)."""
    if ">" in text:
        before, after = read_split(text)
        return Move.make_split(before, after)
    own, opp, sign = read_move(text)
    return Move(own, opp, sign)


def _spoken(hands: Hands) -> str:
    """Hands for a message: ``5``, ``1 and 2``, ``1, 2 and 3``."""
    words = [str(h) for h in hands]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _hand_problem(hand: object, base: int) -> bool:
    return isinstance(hand, bool) or not isinstance(hand, int) or not 0 <= hand < base


@dataclass(frozen=True)
class Position:
    """A position of the game: both players' hands and the side to move. Immutable."""

    a: Hands
    b: Hands
    to_move: Side = Side.A
    rules: Rules = field(default_factory=Rules)

    def __post_init__(self) -> None:
        rules = self.rules
        if not isinstance(rules, Rules):
            raise TypeError(f"a position needs rules, not {type(rules).__name__}")
        base, count = rules.base, rules.hands
        if not isinstance(self.to_move, Side):  # "A" or "乙" given as plain text: read it as a side
            object.__setattr__(self, "to_move", Side.parse(self.to_move))
        for side, hands in ((Side.A, self.a), (Side.B, self.b)):
            if count == 2 and (not isinstance(hands, tuple | list) or len(hands) != count):
                raise NotationError("player {side} must have exactly two hands", side=side)
            if not isinstance(hands, tuple | list) or len(hands) != count:
                raise NotationError(
                    "player {side} must have exactly {hands} hands in this game, not {given}",
                    side=side,
                    hands=count,
                    given=len(hands) if isinstance(hands, tuple | list) else excerpt(hands),
                )
            for h in hands:
                if _hand_problem(h, base):
                    raise NotationError(
                        "player {side}'s hand {hand!r} is not a number from 0 to {top}",
                        side=side,
                        hand=short(h),
                        top=base - 1,
                    )
        object.__setattr__(self, "a", make_pair(*self.a))
        object.__setattr__(self, "b", make_pair(*self.b))
        goal = rules.goal_rule
        if rules.is_chopsticks:
            if rules.position_problem(self.mover, self.opponent):
                raise NotationError(
                    "{text} cannot arise in a game under these rules: the game ended before it",
                    text=self.text,
                )
            return
        if not goal.can_move(self.mover):
            if goal.retires and goal.finished(self.opponent) and count == 2:
                raise NotationError("both players have retired both hands; at most one player can have won")
            if goal.retires and goal.finished(self.opponent):
                raise NotationError(
                    "both players have retired every hand; at most one player can have finished"
                )
            if not goal.retires:
                raise NotationError(
                    "{side} cannot be the side to move: {side} shows the same number on every hand, "
                    "so {side} has already won",
                    side=self.to_move,
                )
            if goal.finished_value == LOSS and count == 2:
                raise NotationError(
                    "{side} cannot be the side to move: both of {side}'s hands are retired, "
                    "so {side} has already won",
                    side=self.to_move,
                )
            if goal.finished_value == LOSS:
                raise NotationError(
                    "{side} cannot be the side to move: every hand of {side} is retired, "
                    "so {side} has already won",
                    side=self.to_move,
                )
            raise NotationError(
                "{side} cannot be the side to move: every hand of {side} is retired, "
                "so {side} has already lost",
                side=self.to_move,
            )

    # -- construction ------------------------------------------------------------------------------
    @classmethod
    def start(cls, rules: Rules | None = None) -> Position:
        """The rules' start position (by default every hand 1, A to move)."""
        rules = rules or Rules()
        spec = rules.start_spec
        return cls(spec.a, spec.b, Side(spec.to_move), rules)

    @classmethod
    def from_relative(
        cls, mover: Hands, opponent: Hands, to_move: Side = Side.A, rules: Rules | None = None
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
        a, b, side = read_position(text, rules.hands, rules.base)
        return cls(a, b, Side(side), rules)

    # -- text --------------------------------------------------------------------------------------
    @property
    def text(self) -> str:
        """Canonical notation, ``a,b/c,d:S``."""
        return f"{','.join(map(str, self.a))}/{','.join(map(str, self.b))}:{self.to_move}"

    @property
    def compact(self) -> str | None:
        """The four-digit literature form, when there is one (two hands, base <= 10, A to move)."""
        if self.rules.base > 10 or self.rules.hands != 2 or self.to_move is not Side.A:
            return None
        return f"{self.a[0]}{self.a[1]}{self.b[0]}{self.b[1]}"

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        extra = "" if self.rules.is_standard else f", {self.rules!r}"
        return f"Position.parse({self.text!r}{extra})"

    # -- views -------------------------------------------------------------------------------------
    def hands(self, side: Side) -> Hands:
        return self.a if side is Side.A else self.b

    @property
    def mover(self) -> Hands:
        """Hands of the side to move."""
        return self.a if self.to_move is Side.A else self.b

    @property
    def opponent(self) -> Hands:
        """Hands of the side not to move."""
        return self.b if self.to_move is Side.A else self.a

    @property
    def index(self) -> int:
        """Slot of this position in the solver's tables."""
        return self.rules.position_index(self.mover, self.opponent)

    @property
    def winner(self) -> Side | None:
        """The side that has won, if the game is over: the player who just moved reached the goal
        (under misère, retiring every hand makes that player lose)."""
        value = self.rules.outcome(self.mover, self.opponent)
        if value is None:
            return None
        return self.to_move.other if value == LOSS else self.to_move

    @property
    def is_over(self) -> bool:
        if self.rules.is_chopsticks:
            return self.rules.outcome(self.mover, self.opponent) is not None
        return self.rules.goal_rule.finished(self.opponent)

    # -- moves -------------------------------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        """The distinct legal moves, in (own, opp) order; none once the game is over."""
        if self.is_over:
            return []
        live = self.rules.is_live
        sign = self.rules.operation.sign
        own = sorted({h for h in self.mover if live(h)})
        opp = sorted({h for h in self.opponent if live(h)})
        moves = [Move(x, z, sign) for x in own for z in opp]
        return moves + [Move.make_split(self.mover, after) for after in self.splits()]

    def splits(self) -> list[Hands]:
        """The pairs the mover's two hands may be split into (none unless the rules allow splits)."""
        from .games.chopsticks import split_targets

        rules = self.rules
        if not rules.split_rule.allowed:
            return []
        return list(split_targets(self.mover, rules.base, rules.split_rule.suicide, rules.goal_rule.retires))

    def move_of(self, own: int, opp: int) -> Move:
        """The move the game graph writes as (own, opp): a split is own = base + new low hand."""
        if own >= self.rules.base:
            return Move.make_split(self.mover, (own - self.rules.base, opp))
        return Move(own, opp, self.rules.operation.sign)

    def changed(self, move: Move) -> tuple[Side, int, int]:
        """For a touch: the side whose hand changes, the number it showed and the number it shows."""
        if self.rules.touch_rule.other:
            return self.to_move.other, move.opp, self.rules.combine(move.opp, move.own)
        return self.to_move, move.own, self.rules.combine(move.own, move.opp)

    def check_move(self, move: Move) -> None:
        """Raise :class:`IllegalMoveError` with the reason if ``move`` is not legal here."""
        if self.is_over:
            raise IllegalMoveError("the game is over: {side} has won", side=self.winner)
        if move.split:
            if not self.rules.split_rule.allowed:
                raise IllegalMoveError("{move}: splits are not allowed under these rules", move=move.text)
            if move.before is not None and tuple(move.before) != tuple(self.mover):
                raise IllegalMoveError(
                    "{move}: {side} holds {hands}, not {before}",
                    move=move.text,
                    side=self.to_move,
                    hands=_spoken(self.mover),
                    before=_spoken(tuple(move.before)),
                )
            if (move.own, move.opp) not in self.splits():
                raise IllegalMoveError(
                    "{move}: not a split here; a split shares the same total anew, each hand below {base}, "
                    "not just a swap",
                    move=move.text,
                    base=self.rules.base,
                )
            return
        for side, hands, hand in (
            (self.to_move, self.mover, move.own),
            (self.to_move.other, self.opponent, move.opp),
        ):
            if len(hands) == 2:
                self._check_pair_hand(move, side, hands, hand)
                continue
            shown = _spoken(hands)
            if hand not in hands:
                raise IllegalMoveError(
                    "{move}: {side} holds {hands}; {hand} is not one of them",
                    move=move.text,
                    side=side,
                    hands=shown,
                    hand=hand,
                )
            if not self.rules.is_live(hand):  # one of the hands, but put away
                raise IllegalMoveError(
                    "{move}: {side} holds {hands}; {hand} is retired",
                    move=move.text,
                    side=side,
                    hands=shown,
                    hand=hand,
                )

    def _check_pair_hand(self, move: Move, side: Side, hands: Hands, hand: int) -> None:
        low, high = hands
        if hand not in hands:
            raise IllegalMoveError(
                "{move}: {side} holds {low} and {high}; {hand} is not one of them",
                move=move.text,
                side=side,
                low=low,
                high=high,
                hand=hand,
            )
        if not self.rules.is_live(hand):
            raise IllegalMoveError(
                "{move}: {side} holds {low} and {high}; {hand} is retired",
                move=move.text,
                side=side,
                low=low,
                high=high,
                hand=hand,
            )

    def step(self, move: Move) -> tuple[Move, Position]:
        """``move`` written as these rules write it (their sign) and the position after it (checked):
        a game tree's step (:class:`~quadace_gui.core.variations.Playable`)."""
        after = self.play(move)
        sign = self.rules.operation.sign
        if move.sign != sign and not move.split:
            move = Move(move.own, move.opp, sign)
        return move, after

    def play(self, move: Move) -> Position:
        """The position after ``move`` (checked for legality)."""
        self.check_move(move)
        if move.split:
            mine, theirs = make_pair(move.own, move.opp), self.opponent
        elif self.rules.touch_rule.other:
            hit = list(self.opponent)
            hit[hit.index(move.opp)] = self.rules.combine(move.opp, move.own)
            mine, theirs = self.mover, make_pair(*hit)
        else:
            own = list(self.mover)
            own[own.index(move.own)] = self.rules.combine(move.own, move.opp)
            mine, theirs = make_pair(*own), self.opponent
        if self.to_move is Side.A:
            return self._trusted(mine, theirs, Side.B)
        return self._trusted(theirs, mine, Side.A)

    def _trusted(self, a: Hands, b: Hands, to_move: Side) -> Position:
        """A position in these rules from hands known to be valid, without checking them again
        (replaying a long game spends most of its time in those checks otherwise)."""
        out = object.__new__(Position)
        for name, value in (("a", a), ("b", b), ("to_move", to_move), ("rules", self.rules)):
            object.__setattr__(out, name, value)
        return out

    def retires(self, move: Move) -> bool:
        """Whether ``move`` puts a hand away (makes it 0 under a retiring goal): the mover's own, or
        under ``touch other`` the opponent's; a split that puts a hand away counts too."""
        if not self.rules.goal_rule.retires:
            return False
        if move.split:
            return move.own == 0 and 0 not in self.mover
        return (
            self.rules.combine(
                *((move.opp, move.own) if self.rules.touch_rule.other else (move.own, move.opp))
            )
            == 0
        )
