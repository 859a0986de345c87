"""Argument types shared by the commands: bases, ranges of bases, counts, positions, ``--format``."""

from __future__ import annotations

import argparse

from quadace_gui.core.errors import QuadAceError
from quadace_gui.core.position import Position
from quadace_gui.core.rules import Rules

from .output import UsageError

POSITION_HELP = (
    "a position: A's hands/B's hands:side to move, e.g. 1,1/3,6:A; for base 10 and below also four digits "
    "with A to move, e.g. 1136; without a side, A moves"
)


def base_type(text: str) -> Rules:
    """``--base``: a whole number of at least 2 whose tables fit in memory."""
    try:
        rules = Rules.from_text(text)
        rules.check_fits()
    except QuadAceError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    return rules


def bases_type(text: str) -> list[Rules]:
    """``--bases``: ranges and lists such as ``2-40`` or ``2,5,10-12``, sorted, without repeats."""
    found: set[int] = set()
    for part in text.split(","):
        part = part.strip()
        low, dash, high = part.partition("-")
        try:
            lo = int(low)
            hi = int(high) if dash else lo
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"{part!r} is not a base or a range of bases; write for example 2-40 or 2,5,10-12"
            ) from None
        if lo < 0 or hi < 0 or high.strip().startswith(("-", "+")):
            raise argparse.ArgumentTypeError(
                f"{part!r} is not a range of bases: bases are whole numbers of at least 2; "
                "write for example 2-40"
            )
        if hi < lo:
            raise argparse.ArgumentTypeError(f"the range {part!r} goes down; write the smaller base first")
        base_type(str(lo))  # is it a base at all?
        base_type(str(hi))  # does the largest fit in memory?
        found.update(range(lo, hi + 1))
    return [Rules(b) for b in sorted(found)]


def count_type(text: str) -> int:
    """``--max-plies``: a whole number of at least 1."""
    try:
        n = int(text)
    except ValueError:
        n = 0
    if n < 1:
        raise argparse.ArgumentTypeError(
            f"the number of plies must be a whole number of at least 1, not {text!r}"
        )
    return n


def add_base(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--base",
        metavar="B",
        type=base_type,
        default="10",
        help="the modulus; hands go from 0 to B-1 (default 10)",
    )


def add_format(parser: argparse.ArgumentParser, formats: tuple[str, ...]) -> None:
    parser.add_argument(
        "--format",
        choices=formats,
        default="text",
        help="text for people (default), " + " or ".join(formats[1:]) + " for programs",
    )


def side_given(text: str) -> bool:
    """Whether a position's text names the side to move (``1,1/3,6:B``) or leaves it to the default A."""
    return ":" in text


#: Longest text read as a position: the longest real one (three-digit hands, spaces) is far shorter,
#: and an absurd length is refused before the parser sees it.
MAX_POSITION_TEXT = 200


def parse_position(text: str, rules: Rules) -> Position:
    """``Position.parse`` with absurdly long text refused at once (as a :class:`UsageError`)."""
    if len(text) > MAX_POSITION_TEXT:
        raise UsageError(
            f"{text!r} is too long to be a position (at most {MAX_POSITION_TEXT} characters); "
            "write A's hands/B's hands:side, for example 1,1/3,6:A"
        )
    return Position.parse(text, rules)


def read_position(text: str, rules: Rules) -> tuple[Position, bool]:
    """The position ``text`` names and whether its side to move was assumed (A) rather than written."""
    return parse_position(text, rules), not side_given(text)


def assumed_note(pos: Position) -> str:
    """The line a text report shows when the side to move was not written."""
    return f"No side to move was given, so {pos.to_move} is assumed to move (write {pos.text} to say so)."
