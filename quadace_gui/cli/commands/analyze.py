"""``quadace analyze``: every finding of GAME.md's question list.

The engine's ``analyze`` answers with a typed :class:`~quadace_gui.core.records.Analysis`; this module
renders its attributes as text, and its ``to_json()`` as JSON.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from quadace_gui.core.analysis import Analysis, Blunder, NeverLose, OneVsOneCell, analyze
from quadace_gui.core.rules import Rules
from quadace_gui.core.solver import WIN

from ..command import Command
from ..output import render
from ..reports import counts_lines, longest_lines
from ..rules_args import add_rules_arguments, rules_from
from ..solving import solved
from ..text import columns, counted, examples, heading, outcome, plies

MARK = {"win": "W", "loss": "L", "draw": "D"}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_rules_arguments(parser)


def one_vs_one_grid(cells: Sequence[OneVsOneCell]) -> list[str]:
    """Rows: the mover's hand; columns: the opponent's hand; W13 = win in 13 plies, D = draw."""
    if not cells:
        return ["No such positions under these rules."]
    by = {(c.mover_hand, c.opponent_hand): c.record for c in cells}
    rows_hands = sorted({c.mover_hand for c in cells})
    col_hands = sorted({c.opponent_hand for c in cells})
    rows = []
    for x in rows_hands:
        row: list[object] = [x]
        for y in col_hands:
            c = by.get((x, y))
            if c is None:
                row.append("")
            else:
                row.append(MARK[c.value] + ("" if c.distance is None else str(c.distance)))
        rows.append(row)
    return columns(["mover\\opp", *map(str, col_hands)], rows, right=range(1, len(col_hands) + 1))


def never_lose_lines(nl: NeverLose) -> list[str]:
    rows = [
        [
            name,
            f"{q.counts.win:,}",
            f"{q.counts.loss:,}",
            f"{q.counts.draw:,}",
            "yes" if q.mover_never_loses else "no",
        ]
        for name, q in nl.quadrants.items()
    ]
    return [
        heading("Where the mover never loses (by live hands: mover v opponent)"),
        "Counts are positions not yet finished, by the number of hands each side still has.",
        *columns(
            ["hands", "won positions", "lost positions", "drawn positions", "never loses"],
            rows,
            right=[1, 2, 3],
        ),
        f"Mover never loses in: {', '.join(nl.mover_never_loses_in) or 'none'}",
    ]


def blunder_lines(blunders: Sequence[Blunder]) -> list[str]:
    where = len({b.record.position for b in blunders})
    lines = [
        heading(f"Retiring blunders: {counted(len(blunders), 'move')} in {counted(where, 'position')}"),
        "Retiring one of your two hands is possible here, but that move loses a position that was not lost.",
    ]
    rows = [
        [b.record.position, outcome(b.record.value, b.record.distance), b.move, plies(b.move_loses_in)]
        for b in blunders
    ]
    if rows:
        lines += columns(["position", "value", "retiring move", "loses in"], rows)
    return lines


def text(a: Analysis, rules: Rules) -> str:
    s = a.summary
    start = s.start
    concessions = a.forced_concessions
    lines = [
        heading(f"QuadAce analysis: {rules.name}", "="),
        "Values and distances are for the player to move; positions are written with A to move.",
        "",
        heading("Start position"),
        f"{start.position}: {outcome(start.value, start.distance)}.",
        "",
        heading("How many positions are won, lost and drawn (for the player to move)"),
        *counts_lines(s.counts, finished_are_wins=rules.finished_value == WIN),
        "",
        heading("Longest distances"),
        *longest_lines(
            [
                ("Longest win", s.longest_win),
                ("Longest loss", s.longest_loss),
                ("Longest reachable win", a.longest_reachable_win),
                ("Longest reachable loss", a.longest_reachable_loss),
            ]
        ),
        "",
        heading("One hand against one hand (every move is forced)"),
        "Rows: the mover's hand; columns: the opponent's hand; one cell per position.",
        "W13 = win in 13 plies, L4 = loss in 4 plies, D = draw.",
        *one_vs_one_grid(a.one_vs_one),
        "",
        *never_lose_lines(a.never_lose),
        "",
        *blunder_lines(a.retire_blunders),
        "",
        heading(f"Forced concessions: {counted(len(concessions), 'position')}"),
        "Every move that does not lose lets the opponent retire a hand.",
    ]
    if concessions:
        lines.append("For example: " + examples([c.position for c in concessions]))
    total = sum(u.count for u in a.unreachable)
    lines += ["", heading(f"Unreachable positions: {counted(total, 'position')}")]
    for u in a.unreachable:
        lines += [
            f"{u.kind.value} ({counted(u.count, 'position')}): {u.description}",
            "  for example: " + examples([p.position for p in u.positions]),
        ]
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    rules = rules_from(args)
    a = analyze(solved(rules))
    return render(args.format, a.to_json, lambda: text(a, rules))


COMMAND = Command(
    "analyze",
    "every finding: one hand against one, retiring blunders, unreachable positions...",
    "  quadace analyze\n  quadace analyze --base 7 --format json",
    add_arguments,
    run,
)
