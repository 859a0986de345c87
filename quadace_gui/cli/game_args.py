"""``--game`` and the take-away games' parameters, for the commands that also solve them.

``--game nim|bash|wythoff|subtraction`` switches a command from QuadAce to a take-away game; ``--heaps``
(the start heaps, e.g. 12,9,6), ``--limit`` (the largest heap: one number, or one per heap), ``--target``
and ``--most`` (Bash: count to the target saying 1..most a turn), ``--moves`` (the subtraction game's set
S of amounts, e.g. 1,3,4) and ``--misere`` (the last to take loses) set its parameters: one option per
parameter spec of the registered games (``TakeAwayGame.PARAMS``), refused for a game without it. Without
``--game`` these options are refused, and with it the QuadAce rule options are, so a command line never
mixes the two.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping

from quadace_gui.core.errors import PositionError, QuadAceError
from quadace_gui.core.games.heaps import refuse_oversized, split_numbers
from quadace_gui.core.games.params import FLAG, HEAPS, LIMIT, NUMBER, ParamSpec
from quadace_gui.core.games.takeaway import GAMES, Heaps, TakeAwayGame, make_game

from .output import UsageError


def _specs() -> tuple[ParamSpec, ...]:
    """Every parameter of the registered games, each once, in the order the games list them."""
    specs: dict[str, ParamSpec] = {}
    for game in GAMES.values():
        for spec in game.PARAMS:
            specs.setdefault(spec.name, spec)
    return tuple(specs.values())


def _dest(spec: ParamSpec) -> str:
    return "game_" + spec.flag.removeprefix("--")


#: The parameters of every game (``TakeAwayGame.PARAMS``): each is one option.
SPECS = _specs()
#: The game options (dest, option) in the order of --help.
GAME_OPTIONS = tuple((_dest(spec), spec.flag) for spec in SPECS)
#: The game parameter each option sets.
OPTION_PARAMS = {spec.flag: spec.name for spec in SPECS}
#: The QuadAce rule options (see rules_args) that make no sense with --game.
QUADACE_OPTIONS = (
    ("rules", "--rules"),
    ("axis_base", "--base"),
    ("axis_hands", "--hands"),
    ("axis_op", "--op"),
    ("axis_goal", "--goal"),
    ("axis_start_position", "--start"),
)


def add_game_arguments(parser: argparse.ArgumentParser, *, helps: Mapping[str, str] | None = None) -> None:
    """``--game`` and one option per parameter spec; ``helps`` replaces the help of a spec by its name
    (``quadace check`` names the ranges it checks)."""
    group = parser.add_argument_group("take-away games (instead of QuadAce)")
    group.add_argument(
        "--game",
        choices=tuple(GAMES),
        default=None,
        help="solve Nim, Bash (抢30), Wythoff's game or a subtraction game",
    )
    for spec in SPECS:
        takers = ", ".join(key for key, game in GAMES.items() if spec in game.PARAMS)
        text = f"{takers}: {(helps or {}).get(spec.name, spec.help)}"
        if spec.kind == FLAG:
            group.add_argument(spec.flag, dest=_dest(spec), action="store_true", help=text)
        else:
            group.add_argument(spec.flag, dest=_dest(spec), metavar=spec.metavar, default=None, help=text)


def _numbers(option: str, text: str, example: str) -> Heaps:
    """Whole numbers like ``example`` (empty parts such as ``1,,2`` refused), else a UsageError."""
    numbers = split_numbers(text)
    if numbers is None:
        refuse_oversized(text)
        raise UsageError(f"argument {option}: {text!r} is not a list of whole numbers like {example}")
    return numbers


def _whole(option: str, text: str) -> int:
    numbers = split_numbers(text)
    if numbers is None or len(numbers) != 1:
        raise UsageError(f"argument {option}: {text!r} is not a whole number")
    return numbers[0]


def in_range(spec: ParamSpec, number: int) -> int:
    """``number`` if the New Game page's field for ``spec`` would take it, else a UsageError naming
    the range (the command line and the window take the same values)."""
    if not spec.low <= number <= spec.high:
        raise UsageError(
            f"argument {spec.flag}: {number} is out of range; it goes from {spec.low} to {spec.high}"
        )
    return number


def wants_game(args: argparse.Namespace) -> bool:
    """Whether the command line asks for a take-away game (and mixes in no QuadAce option)."""
    if getattr(args, "game", None) is None:
        for dest, option in GAME_OPTIONS:
            if getattr(args, dest, None) not in (None, False):
                raise UsageError(f"argument {option}: only with --game ({', '.join(GAMES)})")
        return False
    for dest, option in QUADACE_OPTIONS:
        if getattr(args, dest, None) is not None:
            raise UsageError(f"argument {option}: a QuadAce rule option; not with --game")
    return True


def game_from(args: argparse.Namespace, position: str | None = None) -> tuple[TakeAwayGame, Heaps]:
    """The game the options name and the position to look at (``position``, else the game's start).

    For Nim and Wythoff without ``--heaps`` the position given is also the start (so ``show --game nim
    12,9,6`` solves the heaps below 12, 9 and 6). Raises UsageError or the engine's one-line errors.
    """
    key = str(args.game)
    names = {spec.name for spec in GAMES[key].PARAMS}
    for dest, option in GAME_OPTIONS:  # an option of a parameter the game does not have
        name = OPTION_PARAMS[option]
        if getattr(args, dest, None) not in (None, False) and name not in names and name != "misere":
            takers = [k for k, game in GAMES.items() if name in {spec.name for spec in game.PARAMS}]
            raise UsageError(f"argument {option}: only for {', '.join(takers)}")
    params: dict[str, object] = {}
    if args.game_misere:
        params["misere"] = True  # (misère Wythoff is refused by the game itself, in its words)
    for spec in GAMES[key].PARAMS:  # the game's own parameters (the heaps and the limit: below)
        value = getattr(args, _dest(spec), None)
        if value is None or spec.kind == FLAG or spec in (HEAPS, LIMIT):
            continue
        if spec.kind == NUMBER:
            params[spec.name] = in_range(spec, _whole(spec.flag, value))
        else:
            try:
                params[spec.name] = GAMES[key].read_param(spec, value)
            except QuadAceError as exc:  # (the game's own words: not a set, an amount twice)
                raise UsageError(f"argument {spec.flag}: {exc}") from None
    if "heaps" in names:
        example = GAMES[key].example
        limit = None if args.game_limit is None else _numbers("--limit", args.game_limit, example)
        if limit is not None:
            params["limit"] = limit[0] if len(limit) == 1 else limit
        if args.game_heaps is not None:
            params["heaps"] = _numbers("--heaps", args.game_heaps, example)
        elif position is not None:
            params["heaps"] = _start_of(position, example)
        elif limit is not None:  # the whole box: every heap at its limit, as many heaps as the start
            count = len(GAMES[key]().start) if len(limit) == 1 else 1
            params["heaps"] = limit * count if len(limit) == 1 else limit
    game = make_game(key, **params)
    return game, (game.start if position is None else game.parse(position))


def _start_of(position: str, example: str) -> Heaps:
    """The heaps of a position given on the command line, before the game exists to read it."""
    heaps = split_numbers(position)
    if heaps is None:
        refuse_oversized(position)
        raise PositionError(
            "{text!r} is not a position; write the heap sizes like {example}",
            text=position[:60],
            example=example,
        )
    return heaps
