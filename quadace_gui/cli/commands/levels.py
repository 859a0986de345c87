"""``quadace levels``: backward induction level by level, as the solver decided it.

Level 0 is the finished positions; a position with a move into a position lost at level d - 1 is won at
level d; a position whose every move leads to a won position is lost at the level after its slowest one.
For each level: its number, the value(s) decided, how many positions, and with ``--positions`` which.
"""

from __future__ import annotations

import argparse

from quadace_gui.core.levels import Level, Levels, levels, slot_text
from quadace_gui.core.solver import SolvedTable

from .. import takeaway_render
from ..command import Command
from ..game_args import add_game_arguments, wants_game
from ..output import EXIT_OK, stdout, write_json
from ..rules_args import add_rules_arguments, rules_from
from ..solving import solved
from ..text import columns, counted, heading


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--positions", action="store_true", help="list the positions decided at each level")
    add_rules_arguments(parser)
    add_game_arguments(parser)


def level_data(report: Levels[SolvedTable], level: Level, positions: bool) -> dict[str, object]:
    out: dict[str, object] = {
        "level": level.number,
        "values": list(level.values),
        "count": level.count,
        "wins": int(level.wins.size),
        "losses": int(level.losses.size),
    }
    if positions:
        out["positions"] = [slot_text(report.table, int(s)) for s in level.slots]
    return out


def data(report: Levels[SolvedTable], positions: bool) -> dict[str, object]:
    return {
        "rules": report.table.rules.to_json(),
        "positions": report.positions,
        "decided": report.decided,
        "draws": report.draws,
        "levels": [level_data(report, level, positions) for level in report.levels],
    }


def rule_of(level: Level) -> str:
    if level.number == 0:
        return "finished games"
    if level.values == ("win",):
        return "a move into a lost position"
    if level.values == ("loss",):
        return "every move leads to a won position"
    return "both rules"


def run(args: argparse.Namespace) -> int:
    if wants_game(args):
        return takeaway_render.levels(args)
    report = levels(solved(rules_from(args)))
    if args.format == "json":
        write_json(data(report, args.positions))
        return EXIT_OK
    out = stdout()
    out.write(heading(f"Backward induction: {report.table.rules.name}", "=") + "\n")
    rows = [[str(lv.number), "+".join(lv.values), f"{lv.count:,}", rule_of(lv)] for lv in report.levels]
    out.write("\n".join(columns(["level", "value", "positions", "decided by"], rows)) + "\n")
    out.write(
        f"\n{counted(report.decided, 'position')} decided in {counted(len(report.levels), 'level')}; "
        f"{report.draws:,} never decided (the draws); {counted(report.positions, 'position')} in all.\n"
    )
    if args.positions:
        for lv in report.levels:
            texts = " ".join(slot_text(report.table, int(s)) for s in lv.slots)
            out.write(f"\nlevel {lv.number} ({'+'.join(lv.values)}): {texts}\n")
    return EXIT_OK


COMMAND = Command(
    "levels",
    "backward induction level by level: the positions the solver decided at each level",
    "  quadace levels --base 5\n  quadace levels --base 3 --positions --format json\n"
    "  quadace levels --game wythoff --limit 20",
    add_arguments,
    run,
)
