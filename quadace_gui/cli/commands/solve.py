"""``quadace solve``: solve every position and print a summary."""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from typing import Any

from quadace_gui.core.analysis import summary

from ..arguments import add_base
from ..command import Command
from ..output import render
from ..reports import counts_lines, longest_lines
from ..solving import solved
from ..text import heading, outcome


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_base(parser)


def text(s: Mapping[str, Any]) -> str:
    start = s["start"]
    lines = [
        heading(f"QuadAce, base {s['base']}", "="),
        f"Solved {s['positions']:,} positions in {s['seconds']:.3f} seconds.",
        "",
        heading("Start position"),
        f"{start['position']}: {outcome(start['value'], start['distance'])} for the player to move (A).",
        "",
        heading("How many positions are won, lost and drawn (for the player to move)"),
        *counts_lines(s["counts"]),
        "",
        heading("Longest games (perfect play)"),
        *longest_lines([("Longest win", s["longest_win"]), ("Longest loss", s["longest_loss"])]),
    ]
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    s = summary(solved(args.base))
    return render(args.format, lambda: s, lambda: text(s))


COMMAND = Command(
    "solve",
    "solve every position and print a summary",
    "  quadace solve\n  quadace solve --base 12 --format json",
    add_arguments,
    run,
)
