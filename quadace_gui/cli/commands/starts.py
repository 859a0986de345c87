"""``quadace starts``: every legal start position with its value and distance, and the interesting ones.

Answers the article's "choose your own starting numbers": which starts are fair (drawn mirror
starts) and which give the longest forced wins, from the engine's starts analysis.
"""

from __future__ import annotations

import argparse

from quadace_gui.core.starts import StartInfo, StartsReport, starts

from ..budget import check_starts
from ..command import Command
from ..output import EXIT_OK, stdout, write_json
from ..rules_args import add_rules_arguments, rules_from
from ..solving import solved
from ..text import columns, counted, heading, outcome


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--summary-only", action="store_true", help="print only the summary, not every start")
    add_rules_arguments(parser, skip=("--start",))


def info_data(s: StartInfo) -> dict[str, object]:
    return {"position": s.text, "value": s.value_name, "distance": s.distance}


def data(report: StartsReport, every: bool) -> dict[str, object]:
    out: dict[str, object] = {
        "rules": report.rules.to_json(),
        "count": report.count,
        "wins": report.wins,
        "losses": report.losses,
        "draws": report.draws,
        "start": info_data(report.start),
        "fair": [info_data(s) for s in report.fair],
        "longest_wins": [info_data(s) for s in report.longest_wins],
        "longest_losses": [info_data(s) for s in report.longest_losses],
        "suggestions": [info_data(s) for s in report.suggestions()],
    }
    if every:
        out["starts"] = [info_data(report.info(k)) for k in range(report.count)]
    return out


def summary_lines(report: StartsReport) -> list[str]:
    def listing(items: tuple[StartInfo, ...]) -> str:
        return ", ".join(f"{s.text} ({outcome(s.value_name, s.distance)})" for s in items) or "none"

    return [
        heading(f"Start positions: {report.rules.name}", "="),
        f"{counted(report.count, 'legal start')} with A to move (no hand at 0, game not over); values for A:",
        f"A wins from {counted(report.wins, 'start')}, loses from {counted(report.losses, 'start')} "
        f"and draws from {counted(report.draws, 'start')}.",
        f"The rules' own start {report.start.text}: "
        f"{outcome(report.start.value_name, report.start.distance)} for A.",
        "",
        heading("Most interesting starts"),
        "Fair starts (both hold the same hands; drawn): "
        + (", ".join(s.text for s in report.fair) or "none"),
        "Longest forced wins for A: " + listing(report.longest_wins),
        "Longest forced wins for B (A loses): " + listing(report.longest_losses),
    ]


def run(args: argparse.Namespace) -> int:
    rules = rules_from(args)
    check_starts(rules, not args.summary_only)  # sized before solving or listing
    report = starts(solved(rules))
    if args.format == "json":
        write_json(data(report, not args.summary_only))
        return EXIT_OK
    out = stdout()
    out.write("\n".join(summary_lines(report)) + "\n")
    if not args.summary_only:
        rows = [
            [s.text, outcome(s.value_name, s.distance)] for s in (report.info(k) for k in range(report.count))
        ]
        out.write("\n" + heading("Every start (A to move)") + "\n")
        out.write("\n".join(columns(["start", "value for A"], rows)) + "\n")
    return EXIT_OK


COMMAND = Command(
    "starts",
    "every legal start position with its value, and the most interesting starts",
    "  quadace starts --summary-only\n  quadace starts --rules multiplication --format json",
    add_arguments,
    run,
)
