"""``--game`` and the take-away games' parameters, for the commands that also solve them.

``--game nim|bash|wythoff|subtraction`` switches a command from QuadAce to a take-away game; ``--heaps``
(the start heaps, e.g. 12,9,6), ``--limit`` (the largest heap: one number, or one per heap), ``--target``
and ``--most`` (Bash: count to the target saying 1..most a turn), ``--moves`` (the subtraction game's set
S of amounts, e.g. 1,3,4) and ``--misere`` (the last to take loses) set its parameters. Without
``--game`` these options are refused, and with it the QuadAce rule options are, so a command line never
mixes the two.
"""

from __future__ import annotations

import argparse

from quadace_gui.core.errors import PositionError, QuadAceError
from quadace_gui.core.games.heaps import split_numbers
from quadace_gui.core.games.subtraction import parse_amounts
from quadace_gui.core.games.takeaway import GAMES, Heaps, TakeAwayGame, make_game

from .output import UsageError

#: The game options (dest, option) in the order of --help.
GAME_OPTIONS = (
    ("game_heaps", "--heaps"),
    ("game_limit", "--limit"),
    ("game_target", "--target"),
    ("game_most", "--most"),
    ("game_moves", "--moves"),
    ("game_misere", "--misere"),
)
#: The game parameter (``TakeAwayGame.PARAMS``) each option sets.
OPTION_PARAMS = {
    "--heaps": "heaps",
    "--limit": "limit",
    "--target": "target",
    "--most": "most",
    "--moves": "amounts",
    "--misere": "misere",
}
#: The QuadAce rule options (see rules_args) that make no sense with --game.
QUADACE_OPTIONS = (
    ("rules", "--rules"),
    ("axis_base", "--base"),
    ("axis_hands", "--hands"),
    ("axis_op", "--op"),
    ("axis_goal", "--goal"),
    ("axis_start_position", "--start"),
)


def add_game_arguments(parser: argparse.ArgumentParser, *, most_help: str | None = None) -> None:
    group = parser.add_argument_group("take-away games (instead of QuadAce)")
    group.add_argument(
        "--game",
        choices=tuple(GAMES),
        default=None,
        help="solve Nim, Bash (抢30), Wythoff's game or a subtraction game",
    )
    group.add_argument(
        "--heaps", dest="game_heaps", metavar="H,H,...", default=None, help="the start heaps (nim, wythoff)"
    )
    group.add_argument(
        "--limit",
        dest="game_limit",
        metavar="N",
        default=None,
        help="the largest heap: one number, or one per heap like 55,81,121 (default: the largest start heap)",
    )
    group.add_argument(
        "--target", dest="game_target", metavar="T", default=None, help="bash: count to T (default 30)"
    )
    group.add_argument(
        "--most",
        dest="game_most",
        metavar="K",
        default=None,
        help=most_help or "bash: say 1 to K a turn (default 2)",
    )
    group.add_argument(
        "--moves",
        dest="game_moves",
        metavar="S",
        default=None,
        help="subtraction: the amounts a move may take, like 1,3,4 (the default)",
    )
    group.add_argument(
        "--misere",
        dest="game_misere",
        action="store_true",
        help="nim, bash: the player who takes the last one loses",
    )


def _numbers(option: str, text: str, example: str) -> Heaps:
    """Whole numbers like ``example`` (empty parts such as ``1,,2`` refused), else a UsageError."""
    numbers = split_numbers(text)
    if numbers is None:
        raise UsageError(f"argument {option}: {text!r} is not a list of whole numbers like {example}")
    return numbers


def amounts_option(text: str) -> tuple[int, ...]:
    """The subtraction game's set S, like ``1,3,4``, else a UsageError."""
    try:
        return parse_amounts(text)
    except QuadAceError:
        raise UsageError(f"argument --moves: {text!r} is not a set of amounts like 1,3,4") from None


def _whole(option: str, text: str) -> int:
    numbers = split_numbers(text)
    if numbers is None or len(numbers) != 1:
        raise UsageError(f"argument {option}: {text!r} is not a whole number")
    return numbers[0]


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
    if getattr(args, "game_moves", None) is not None:
        params["amounts"] = amounts_option(args.game_moves)
    for name, dest, option in (("target", "game_target", "--target"), ("most", "game_most", "--most")):
        if getattr(args, dest, None) is not None:
            params[name] = _whole(option, getattr(args, dest))
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
        raise PositionError(
            "{text!r} is not a position; write the heap sizes like {example}",
            text=position[:60],
            example=example,
        )
    return heaps
