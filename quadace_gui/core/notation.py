"""Reading positions and moves written as text, in linear time, with one clear :class:`NotationError`.

A position is ``A's hands/B's hands:side`` with the hands of a player separated by commas (or spaces),
for example ``1,2,3/1,1,4:A``; the side may be left off (A). Two-hand games in bases up to 10 also take
the four-digit form of the literature, ``1136`` (A holds 1 and 1, B holds 3 and 6).

Parsing is a single left-to-right split (no backtracking regular expression), and any text longer than
:data:`MAX_TEXT` characters is refused before it is looked at.

>>> read_position("1, 2 ,3 / 1 1 4 : B", hands=3, base=10)
((1, 2, 3), (1, 1, 4), 'B')
>>> read_position("1136", hands=2, base=10)
((1, 1), (3, 6), 'A')
>>> read_move("2*3")
(2, 3, '*')
>>> read_split("1,3>2,2")
((1, 3), (2, 2))
"""

from __future__ import annotations

from .errors import NotationError, clip, excerpt

#: Longest text read as a position or a move; anything longer is refused at once.
MAX_TEXT = 120
#: Longest number read in notation; anything longer cannot be a hand (and int() would refuse it).
MAX_DIGITS = 9
#: The signs that may join the two numbers of a move.
MOVE_SIGNS = ("+", "*", "x", "×")

_DIGITS = frozenset("0123456789")
_SIDES = {"A": "A", "甲": "A", "B": "B", "乙": "B"}


def number(digits: str) -> int:
    """A hand written in ASCII digits."""
    if len(digits) > MAX_DIGITS:
        raise NotationError("{digits}... is far too large to be a hand", digits=digits[:MAX_DIGITS])
    return int(digits)


def _is_number(text: str) -> bool:
    return bool(text) and all(c in _DIGITS for c in text)


def read_side(text: str) -> str:
    """``"A"`` or ``"B"`` from a side written A, B, 甲 or 乙."""
    side = _SIDES.get(text.strip().upper()) if len(text) <= MAX_TEXT else None
    if side is None:
        raise NotationError("the side to move must be A or B, not {text!r}", text=clip(text))
    return side


def _check_length(text: str, what: str) -> None:
    if len(text) > MAX_TEXT:
        raise NotationError(
            "{text!r} is too long to be a {what} ({length:,} characters; at most {limit})",
            text=clip(text),
            what=what,
            length=len(text),
            limit=MAX_TEXT,
        )


def _read_hands(text: str, whole: str) -> tuple[int, ...]:
    parts = text.split(",") if "," in text else text.split()
    hands = []
    for part in parts:
        part = part.strip()
        if not _is_number(part):
            raise NotationError(
                "{text!r} is not a position; write A's hands/B's hands:side, for example 1,1/3,6:A "
                "(or four digits such as 1136 with A to move)",
                text=clip(whole.strip()),
            )
        hands.append(number(part))
    return tuple(hands)


def read_position(text: str, hands: int, base: int) -> tuple[tuple[int, ...], tuple[int, ...], str]:
    """(A's hands, B's hands, side to move) as written; the count and range of the hands are checked
    against ``hands`` and ``base`` here, everything else by the position itself."""
    if not isinstance(text, str):
        raise NotationError("a position must be text, not {kind}", kind=type(text).__name__)
    _check_length(text, "position")
    head, colon, tail = text.partition(":")
    side = read_side(tail) if colon else "A"
    if "/" in head:
        left, _, right = head.partition("/")
        if "/" in right:
            raise NotationError(
                "{text!r} is not a position; write A's hands/B's hands:side, for example 1,1/3,6:A "
                "(or four digits such as 1136 with A to move)",
                text=clip(text.strip()),
            )
        a, b = _read_hands(left, text), _read_hands(right, text)
    else:
        compact = head.strip()
        if not (_is_number(compact) and len(compact) == 4):
            raise NotationError(
                "{text!r} is not a position; write A's hands/B's hands:side, for example 1,1/3,6:A "
                "(or four digits such as 1136 with A to move)",
                text=clip(text.strip()),
            )
        if hands != 2:
            raise NotationError(
                "the four-digit form {text!r} is only for two-hand games; write it like 1,2,3/1,1,4:A",
                text=clip(text.strip()),
            )
        if base > 10:
            raise NotationError(
                "the four-digit form {text!r} is only for bases up to 10; "
                "in base {base} write it like 1,1/3,6:A",
                text=clip(text.strip()),
                base=base,
            )
        a, b = (int(compact[0]), int(compact[1])), (int(compact[2]), int(compact[3]))
    for side_name, side_hands in (("A", a), ("B", b)):
        if len(side_hands) != hands:
            raise NotationError(
                "player {side} must have exactly {hands} hands in this game, not {given}",
                side=side_name,
                hands=hands,
                given=len(side_hands),
            )
        for h in side_hands:
            if h >= base:
                raise NotationError(
                    "{hand} is not a hand in base {base}: hands go from 0 to {top}",
                    hand=h,
                    base=base,
                    top=base - 1,
                )
    return a, b, side


def read_move(text: str) -> tuple[int, int, str]:
    """(own number, opponent number, sign) of a move written ``own+opp`` or ``own*opp``."""
    if not isinstance(text, str):
        raise NotationError(
            "{text!r} is not a move; write it as own+opponent, for example 1+6", text=excerpt(text)
        )
    _check_length(text, "move")
    for sign in MOVE_SIGNS:
        own, found, opp = text.partition(sign)
        if found:
            own, opp = own.strip(), opp.strip()
            if _is_number(own) and _is_number(opp):
                return number(own), number(opp), "+" if sign == "+" else "*"
            break
    raise NotationError("{text!r} is not a move; write it as own+opponent, for example 1+6", text=clip(text))


def read_split(text: str) -> tuple[tuple[int, int], tuple[int, int]]:
    """(hands before, hands after) of a split written ``1,3>2,2``: the mover's two hands, then the
    two numbers they are shared out as (each written low to high in the result)."""
    if not isinstance(text, str):
        raise NotationError("{text!r} is not a split; write it like 1,3>2,2", text=excerpt(text))
    _check_length(text, "move")
    before, found, after = text.partition(">")
    pairs = []
    for part in (before, after):
        numbers = [p.strip() for p in part.split(",")]
        if not found or len(numbers) != 2 or not all(_is_number(n) for n in numbers):
            raise NotationError("{text!r} is not a split; write it like 1,3>2,2", text=clip(text))
        low, high = sorted(number(n) for n in numbers)
        pairs.append((low, high))
    return pairs[0], pairs[1]
