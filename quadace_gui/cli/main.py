"""The ``quadace`` entry points: top-level flags, the parser built from the command registry,
dispatch to a command or to the app, and the exit status of every way a run can end."""

from __future__ import annotations

import argparse
import os
import sys
from typing import NoReturn

from quadace_gui import __version__
from quadace_gui.core.errors import QuadAceError

from . import app_request
from .arguments import add_format
from .commands import COMMANDS
from .output import (
    EXIT_FAILURE,
    EXIT_INTERRUPTED,
    EXIT_OK,
    EXIT_USAGE,
    PROG,
    UsageError,
    note,
    silence_stdout,
)

#: Options understood before (or instead of) a subcommand.
TOP_LEVEL_FLAGS = ("-h", "--help", "--version", "--self-test")

TOP_EXAMPLES = """Examples:
  quadace                      open the app
  quadace game.json            open the app on a saved game
  quadace show 1136            a position and its moves, best first
  quadace sweep --bases 2-40   the start position's value in bases 2 to 40
  quadace --rules chopsticks   open the app on Chopsticks (touch other, splits, base 5)
  quadace --game nim 3,4,5     open the app on Nim with heaps 3, 4 and 5
  quadace lesson list          the built-in lessons (quadace 1-qiang30.toml opens one)

The app's rule options are those of 'quadace show --help'; the take-away games' options those of
'quadace show --game nim --help' (also --game bash, wythoff, subtraction).

Run 'quadace COMMAND --help' for a command's options and an example."""


class Parser(argparse.ArgumentParser):
    """An ArgumentParser whose errors become :class:`UsageError` (one line, exit status 2).

    Every parser of the command line is built with ``allow_abbrev=False``: an option is spelt in full,
    so a prefix of one option is never silently read as another (``--game`` as ``--games``)."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see '{self.prog} --help')")


def build_parser() -> Parser:
    parser = Parser(
        prog=PROG,
        allow_abbrev=False,
        usage=f"{PROG} [--version] [--self-test] [--rules PRESET] [--base B] [--hands N] [--op OP]\n"
        f"               [--goal GOAL] [--touch T] [--overflow O] [--split S] [--start POSITION]\n"
        f"               [POSITION | GAME_FILE | LESSON_FILE]\n"
        f"       {PROG} --game nim|bash|wythoff|subtraction [game options] [POSITION]\n"
        f"       {PROG} COMMAND [options]",
        description="Solve and teach QuadAce (一加一碰手), the two-hand finger-adding game. "
        "Without a command, opens the app (at POSITION or a saved GAME_FILE if given).",
        epilog=TOP_EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    parser.add_argument("--self-test", action="store_true", help="run the installed app's self-test and exit")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", title="commands")
    for command in COMMANDS:
        p = sub.add_parser(
            command.name,
            prog=f"{PROG} {command.name}",
            allow_abbrev=False,  # `match --game` must not be read as `--games`
            help=command.help,
            description=command.help[0].upper() + command.help[1:] + ".",
            epilog="Example:\n" + command.example,
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
        command.add_arguments(p)
        add_format(p, command.formats)
        p.set_defaults(run=command.run)
    return parser


def run_gui(argv: list[str]) -> int:
    try:
        from quadace_gui.app import run_app
    except ImportError as exc:
        note(f"error: cannot open the app: {exc}")
        return EXIT_FAILURE
    return int(run_app(argv) or 0)


def run_self_test() -> int:
    try:
        from quadace_gui.selftest import main as self_test
    except ImportError as exc:
        note(f"error: cannot run the self-test: {exc}")
        return EXIT_FAILURE
    return int(self_test() or 0)


def _names_a_file(text: str) -> bool:
    try:
        return os.path.lexists(text)
    except (OSError, ValueError):
        return False


def wants_gui(args: list[str]) -> int | None:
    """Where the app's own arguments start, or None when the line names a command (or is a typo)."""
    i = 0
    while i < len(args) and args[i] in TOP_LEVEL_FLAGS:
        i += 1
    if i == len(args):
        return i
    first = args[i]
    if first in {c.name for c in COMMANDS}:
        return None
    if first.isalpha() and not _names_a_file(first):
        return None  # a mistyped command: let the parser say so
    return i


def dispatch(args: list[str]) -> int:
    parser = build_parser()
    split = wants_gui(args)
    ns = parser.parse_args(args if split is None else args[:split])
    if ns.self_test:
        return run_self_test()
    if split is None:
        return int(ns.run(ns))
    if any(a in ("-h", "--help") for a in args[split:]):  # `quadace --game bash --help`
        parser.print_help()
        return EXIT_OK
    app_request.check(args[split:])
    return run_gui(args[split:])


def main(argv: list[str] | None = None) -> int:
    """The ``quadace`` command. Returns the exit status."""
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        code = dispatch(args)
        if sys.stdout is not None:
            sys.stdout.flush()
        return code
    except SystemExit as exc:  # --help and --version
        return exc.code if isinstance(exc.code, int) else EXIT_OK
    except (UsageError, QuadAceError) as exc:
        note(f"error: {exc}")
        return EXIT_USAGE
    except BrokenPipeError:  # the reader has gone (`quadace table | head`): stop quietly, as grep does
        silence_stdout()
        return EXIT_OK
    except OSError as exc:  # stdout closed, a full disk...
        silence_stdout()
        note(f"error: cannot write the output: {exc.strerror or exc}")
        return EXIT_FAILURE
    except KeyboardInterrupt:
        note("interrupted")
        return EXIT_INTERRUPTED


def gui_main(argv: list[str] | None = None) -> int:
    """The ``quadace-gui`` entry point: always the app, with any arguments passed on to it."""
    return run_gui(list(sys.argv[1:] if argv is None else argv))
