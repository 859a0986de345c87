"""What a command is: a name, its help and example, its arguments and its run.

A command lives in one module of :mod:`quadace_gui.cli.commands` that defines ``COMMAND``; the
registry there lists it once. Nothing else names the command.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Command:
    """One ``quadace`` subcommand."""

    name: str
    help: str
    example: str
    #: Adds the command's own arguments (and the shared ones it takes) to its parser.
    add_arguments: Callable[[argparse.ArgumentParser], None]
    #: Runs the command on the parsed arguments and returns the exit status.
    run: Callable[[argparse.Namespace], int]
    formats: tuple[str, ...] = ("text", "json")
