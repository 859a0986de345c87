"""``quadace table``: every position with its value, distance and reachability, streamed."""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from typing import Any

from quadace_gui.core.analysis import iter_table_rows

from .. import takeaway_render
from ..command import Command
from ..game_args import add_game_arguments, wants_game
from ..output import EXIT_OK, stdout
from ..rules_args import add_rules_arguments, rules_from
from ..solving import solved
from ..text import align, hands_text


def csv_header(hands: int) -> list[str]:
    """Hand columns low to high: ``mover_low, mover_high`` for two hands, ``mover_1 ...`` otherwise."""
    names = ["low", "high"] if hands == 2 else [str(i) for i in range(1, hands + 1)]
    sides = [f"{side}_{n}" for side in ("mover", "opponent") for n in names]
    return [*sides, "value", "distance", "reachable"]


TEXT_HEADERS = ["mover", "opponent", "value", "distance (plies)", "reachable"]


def json_line(r: Mapping[str, Any]) -> str:
    """One row of ``table --format json``, the same as ``json.dumps(r)`` but several times faster."""
    mover = ", ".join(map(str, r["mover"]))
    opponent = ", ".join(map(str, r["opponent"]))
    dist = "null" if r["distance"] is None else r["distance"]
    reach = "true" if r["reachable"] else "false"
    return (
        f'{{"mover": [{mover}], "opponent": [{opponent}], "value": "{r["value"]}", '
        f'"distance": {dist}, "reachable": {reach}}}'
    )


def csv_line(r: Mapping[str, Any]) -> str:
    d = "" if r["distance"] is None else r["distance"]
    return ",".join(map(str, [*r["mover"], *r["opponent"], r["value"], d, "yes" if r["reachable"] else "no"]))


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_rules_arguments(parser)
    add_game_arguments(parser)


def run(args: argparse.Namespace) -> int:
    """Every position, written out as it is made (a base-100 table is 25 million rows)."""
    if wants_game(args):
        return takeaway_render.table(args)
    rules = rules_from(args)
    table = solved(rules)
    rows = iter_table_rows(table)
    out = stdout()
    if args.format == "json":  # a JSON list, one position per line (every base has positions)
        out.write("[")
        for i, r in enumerate(rows):
            out.write((",\n  " if i else "\n  ") + json_line(r))
        out.write("\n]\n")
    elif args.format == "csv":
        out.write(",".join(csv_header(table.rules.hands)) + "\n")
        for r in rows:
            out.write(csv_line(r) + "\n")
    else:
        hands_width = table.rules.hands * (len(str(table.rules.base - 1)) + 1) - 1
        h = TEXT_HEADERS
        widths = [max(len(h[0]), hands_width), max(len(h[1]), hands_width), 5, len(h[3]), 9]
        out.write(
            f"Every position of {table.rules.name}, seen by the player to move (the mover).\n"
            "Values are for the mover; distances count plies to the end with perfect play.\n"
        )
        out.write(align(h, widths, right=[3]) + "\n")
        for r in rows:
            cells = [
                hands_text(r["mover"]),
                hands_text(r["opponent"]),
                r["value"],
                "-" if r["distance"] is None else r["distance"],
                "yes" if r["reachable"] else "no",
            ]
            out.write(align(cells, widths, right=[3]) + "\n")
    return EXIT_OK


COMMAND = Command(
    "table",
    "print every position with its value, distance and reachability",
    "  quadace table\n  quadace table --format csv > base10.csv\n  quadace table --base 7 --format json\n"
    "  quadace table --game wythoff --limit 30 --format csv",
    add_arguments=add_arguments,
    run=run,
    formats=("text", "json", "csv"),
)
