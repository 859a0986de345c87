"""The ``quadace`` command: the app without a subcommand, the engine's answers with one.

``quadace`` alone opens the app; any further arguments (``quadace game.json``, a saved game) are passed
on to it. The subcommands answer from the solved table, for people (``--format text``, the default)
or for programs (``--format json``)::

    quadace solve                 summary: counts, the start position's value, longest wins and losses
    quadace table --format csv    every position with its value, distance and reachability
    quadace show 1136             one position and every legal move, best first
    quadace line                  the optimal line from the start (or from a position)
    quadace analyze               every finding: one hand against one, retiring blunders, unreachable...
    quadace sweep --bases 2-40    the start position's value in many bases

Layout: :mod:`.main` (entry points, dispatch, the app hand-off), :mod:`.commands` (one module per
command and the registry), :mod:`.arguments` (shared argument types), :mod:`.output` (writing, safe
one-line refusals), :mod:`.text` (tables and headings). Qt is imported only when the app opens, so the
subcommands start fast. Mistakes in the input end with exit status 2 and one line on stderr.
"""

from __future__ import annotations

from .commands import COMMAND_NAMES, COMMANDS
from .main import build_parser, gui_main, main
from .progress import ProgressBar

__all__ = ["COMMANDS", "COMMAND_NAMES", "ProgressBar", "build_parser", "gui_main", "main"]
