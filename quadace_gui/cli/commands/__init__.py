"""The registry of ``quadace`` commands, in the order ``--help`` lists them.

Adding a command: write ``commands/<name>.py`` defining ``COMMAND`` (its arguments, its run, its
rendering) and add one line below.
"""

from __future__ import annotations

from ..command import Command
from . import analyze, check, findings, lesson, levels, line, match, show, solve, starts, sweep, table

COMMANDS: list[Command] = [
    solve.COMMAND,
    table.COMMAND,
    show.COMMAND,
    line.COMMAND,
    analyze.COMMAND,
    sweep.COMMAND,
    starts.COMMAND,
    levels.COMMAND,
    findings.COMMAND,
    match.COMMAND,
    check.COMMAND,
    lesson.COMMAND,
]

COMMAND_NAMES = [c.name for c in COMMANDS]
