"""Checking what ``quadace [RULE OPTIONS] [GAME_FILE | POSITION]`` asks the app to open, before Qt starts.

A target the app could not use (a position that is not one, a file that cannot be read, a name the
system refuses as too long) is refused here in one line with exit status 2, like any other mistake on
the command line. A missing ``.json`` file is left to the app, which says so in its window.
"""

from __future__ import annotations

import argparse
import errno
import os
import stat

from quadace_gui.core.errors import QuadAceError

from .arguments import parse_position
from .game_args import add_game_arguments, game_from, wants_game
from .output import PROG, UsageError
from .rules_args import add_rules_arguments, rules_from

#: Errors meaning "there is no such file" rather than "this name cannot be used".
_ABSENT = (errno.ENOENT, errno.ENOTDIR)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(f"{message} (see '{PROG} --help')")


def _parser() -> _Parser:
    p = _Parser(prog=PROG, add_help=False, allow_abbrev=False)
    add_rules_arguments(p)
    add_game_arguments(p)
    p.add_argument("target", nargs="?")
    return p


def _file_problem(path: str) -> str | None:
    """Why ``path`` cannot be read as a file (None: it can, or there is nothing by that name)."""
    try:
        info = os.stat(path)
    except OSError as exc:
        return None if exc.errno in _ABSENT else exc.strerror or str(exc)
    except ValueError as exc:  # an embedded NUL
        return str(exc)
    if stat.S_ISDIR(info.st_mode):
        return None if not path.endswith(".json") else "it is a folder"
    try:
        with open(path, "rb"):
            pass
    except OSError as exc:
        return exc.strerror or str(exc)
    return None


def check(argv: list[str]) -> None:
    """Raise :class:`UsageError` if the app could not open what ``argv`` names."""
    ns = _parser().parse_args(argv)
    if wants_game(ns):  # a take-away game opens in its own window
        game_from(ns, ns.target)
        return
    rules = rules_from(ns)
    target: str | None = ns.target
    if target is None:
        return
    problem = _file_problem(target)
    if problem is None:
        if not (target.endswith(".json") or os.path.isfile(target)):
            parse_position(target, rules)  # not a file: it must be a position (its own error if not)
        return  # a readable game file, or a missing .json the app reports in its window
    if not target.endswith(".json"):
        try:
            parse_position(target, rules)
            return  # a position, though the system refuses it as a file name
        except (QuadAceError, UsageError):
            pass
    raise UsageError(
        f"cannot open {target!r}: {problem[0].lower() + problem[1:]}; "
        "give a saved game (.json) or a position such as 1136"
    )
