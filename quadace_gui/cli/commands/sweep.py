"""``quadace sweep``: the start position's value and the counts in many bases, row by row."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from quadace_gui.core.analysis import start_summary
from quadace_gui.core.rules import Rules

from ..arguments import bases_type
from ..command import Command
from ..output import EXIT_INTERRUPTED, EXIT_OK, note, write, write_json
from ..progress import ProgressBar
from ..rules_args import add_sweep_arguments, rule_sets
from ..solving import solved
from ..text import align, counted, heading

#: Seconds a sweep runs before its progress bar appears.
PROGRESS_DELAY = 1.0

HEADERS = [
    "start value",
    "distance (plies)",
    "won positions",
    "lost positions",
    "drawn positions",
    "positions",
    "seconds",
]
RIGHT = [1, 2, 3, 4, 5, 6]  # after the rule columns
COUNT_COLUMNS = range(2, 6)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--bases",
        metavar="LIST",
        type=bases_type,
        default="2-40",
        help="bases to solve: ranges and/or a list, e.g. 2-40 or 2,5,10-12 (default 2-40)",
    )
    parser.add_argument(
        "--progress",
        choices=("auto", "always", "never"),
        default="auto",
        help="a progress bar on stderr once the run takes over a second; auto: only on a terminal",
    )
    add_sweep_arguments(parser)


@dataclass
class Row:
    """One solved base of the sweep."""

    rules: Rules
    start: dict[str, Any]
    counts: dict[str, int]
    positions: int
    seconds: float

    def data(self) -> dict[str, Any]:
        return {
            "base": self.rules.base,
            "rules": self.rules.to_json(),
            "start": self.start,
            "counts": self.counts,
            "positions": self.positions,
            "seconds": round(self.seconds, 6),
        }

    def cells(self, axes: Sequence[str]) -> list[object]:
        c, d = self.counts, self.start["distance"]
        return [
            *(getattr(self.rules, axis) for axis in axes),
            self.start["value"],
            "-" if d is None else d,
            f"{c['win']:,}",
            f"{c['loss']:,}",
            f"{c['draw']:,}",
            f"{self.positions:,}",
            f"{self.seconds:.3f}",
        ]


def sweep(rules_list: Sequence[Rules], bar: ProgressBar, on_row: Callable[[Row], None]) -> None:
    """Solve every base in turn, calling ``on_row`` as each finishes. KeyboardInterrupt passes through."""
    weights = [r.slot_count for r in rules_list]
    total = float(sum(weights))
    done = 0.0
    for rules, w in zip(rules_list, weights, strict=True):

        def progress(
            fraction: float, _phase: str, done: float = done, w: float = w, b: str = rules.name
        ) -> None:
            bar.update((done + fraction * w) / total, b)

        t0 = time.perf_counter()
        table = solved(rules, progress=progress)
        seconds = time.perf_counter() - t0
        done += w
        bar.update(done / total, rules.name)
        start = start_summary(table).to_json()  # a typed StartSummary; the row keeps its JSON
        on_row(Row(rules, start, table.counts(table.valid), rules.position_count, seconds))


def tally(rows: Sequence[Row], unit: str) -> str:
    """How many of the swept rule sets have the start won, lost and drawn, counted in ``unit``."""
    n = {v: sum(1 for r in rows if r.start["value"] == v) for v in ("win", "loss", "draw")}
    return (
        f"Of these {counted(len(rows), unit)}, the start position is won by the player to move in "
        f"{counted(n['win'], unit)}, lost in {counted(n['loss'], unit)} and drawn in "
        f"{counted(n['draw'], unit)}."
    )


def run(args: argparse.Namespace) -> int:
    rules_list, axes, skipped = rule_sets(args, [r.base for r in args.bases])
    unit = "base" if axes == ["base"] else "rule set"
    headers = [*axes, *HEADERS]
    right = [i for i, a in enumerate(axes) if a in ("base", "hands")] + [len(axes) + i for i in RIGHT]
    auto = args.progress == "auto" and sys.stderr is not None and sys.stderr.isatty()
    bar = ProgressBar(sys.stderr, delay=PROGRESS_DELAY, enabled=args.progress == "always" or auto)
    as_text = args.format == "text"
    finished: list[Row] = []
    # Rows are printed as they come, under fixed headers: make the count columns wide enough for the
    # largest base's position count (no count can exceed it).
    widest = len(str(max((r.position_count for r in rules_list), default=0)))
    widths = [len(str(getattr(rules_list[0], a))) if rules_list else 0 for a in axes]
    widths = [
        max(len(a), w, *(len(str(getattr(r, a))) for r in rules_list))
        for a, w in zip(axes, widths, strict=True)
    ]
    widths += [max(len(h), widest if i in COUNT_COLUMNS else 0) for i, h in enumerate(HEADERS)]

    def on_row(row: Row) -> None:
        finished.append(row)
        if as_text:
            bar.clear()
            write(align(row.cells(axes), widths, right))
            sys.stdout.flush()

    if as_text:
        write(heading(f"Value of the start position in each {unit}", "="))
        write(f"Position counts are over all positions of that {unit}, valued for the player to move.\n")
        write(align(headers, widths, right))
    interrupted = False
    try:
        sweep(rules_list, bar, on_row)
    except KeyboardInterrupt:
        interrupted = True
    bar.clear()
    if not as_text:
        write_json([r.data() for r in finished])
    elif finished:
        write("\n" + tally(finished, unit))
    for what, why in skipped:  # the combinations that cannot be played: one line each, after the rows
        note(f"skipped {what}: {why}")
    if interrupted:
        note(f"interrupted: {len(finished)} of {counted(len(rules_list), unit)} finished")
        return EXIT_INTERRUPTED
    return EXIT_OK


COMMAND = Command(
    "sweep",
    "the start position's value and the counts in many bases (or any rule axis)",
    "  quadace sweep --bases 2-40\n  quadace sweep --bases 2,5,10-12 --format json\n"
    "  quadace sweep --bases 2-30 --hands 3 --op mul\n  quadace sweep --bases 5-12 --goal retire,misere\n"
    "A combination that cannot be played (the equal goal with one hand, say) is skipped: the others run\n"
    "and each skipped one is named on stderr in one line ('quadace: skipped ...'); the exit status is 0\n"
    "when at least one ran, 2 (one line) when none can be played.",
    add_arguments,
    run,
)
