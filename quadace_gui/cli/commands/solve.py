"""``quadace solve``: solve every position and print a summary."""

from __future__ import annotations

import argparse

from quadace_gui.core.analysis import Summary, summary
from quadace_gui.core.rules import Rules
from quadace_gui.core.solver import WIN

from ..command import Command
from ..output import render
from ..reports import counts_lines, longest_lines
from ..rules_args import add_rules_arguments, rules_from
from ..solving import solved
from ..text import heading, outcome


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_rules_arguments(parser)


def text(s: Summary, rules: Rules) -> str:
    start = s.start
    lines = [
        heading(f"QuadAce: {rules.name}", "="),
        f"Solved {s.positions:,} positions in {s.seconds:.3f} seconds.",
        "",
        heading("Start position"),
        f"{start.position}: {outcome(start.value, start.distance)} for the player to move "
        f"({start.position.rpartition(':')[2]}).",
        "",
        heading("How many positions are won, lost and drawn (for the player to move)"),
        *counts_lines(s.counts, finished_are_wins=rules.finished_value == WIN),
        "",
        heading("Longest games (perfect play)"),
        *longest_lines([("Longest win", s.longest_win), ("Longest loss", s.longest_loss)]),
    ]
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    rules = rules_from(args)
    s = summary(solved(rules))
    return render(args.format, s.to_json, lambda: text(s, rules))


COMMAND = Command(
    "solve",
    "solve every position and print a summary",
    "  quadace solve\n  quadace solve --base 12 --format json\n  quadace solve --rules misere\n"
    "  quadace solve --hands 3 --op mul --goal equal",
    add_arguments,
    run,
)
