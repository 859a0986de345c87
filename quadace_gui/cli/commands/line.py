"""``quadace line``: the optimal line from a position (the start by default)."""

from __future__ import annotations

import argparse

from quadace_gui.core.analysis import OptimalLine, PositionInfo, optimal_line, position_info
from quadace_gui.core.position import Position

from .. import takeaway_render
from ..arguments import POSITION_HELP, assumed_note, count_type, read_position
from ..command import Command
from ..game_args import add_game_arguments, wants_game
from ..output import render
from ..rules_args import add_rules_arguments, rules_from
from ..solving import solved
from ..text import columns, heading, outcome, plies


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "position", metavar="POSITION", nargs="?", help=POSITION_HELP + " (default: the start)"
    )
    parser.add_argument(
        "--max-plies",
        metavar="N",
        type=count_type,
        default=None,
        help="stop after N plies (default: no limit)",
    )
    add_rules_arguments(parser)
    add_game_arguments(parser)


def data(line: OptimalLine, assumed: bool, info: PositionInfo) -> dict[str, object]:
    winner = line.final.winner
    return {
        "start": line.start.text,
        "base": line.start.rules.base,
        "rules": line.start.rules.to_json(),
        "to_move_assumed": assumed,
        "value": info.value_name,
        "distance": info.distance,
        "end": line.end,
        "cycle_start": line.cycle_start,
        "winner": None if winner is None else str(winner),
        "plies": [
            {"ply": k, "side": str(before.to_move), "move": move.text, "position": after.text}
            for k, (before, move, after) in enumerate(
                zip(line.positions, line.moves, line.positions[1:], strict=False), start=1
            )
        ],
    }


def ending(line: OptimalLine) -> str:
    n = len(line.moves)
    if line.end == "finished":
        if n == 0:
            return f"The game is already over: {line.final.winner} has won."
        return f"After ply {n} the game is over: {line.final.winner} wins."
    if line.end == "limit":
        return f"Stopped after {plies(n)} (--max-plies); the game goes on."
    cycle = line.cycle_start or 0
    first = "the start position" if cycle == 0 else f"the position after ply {cycle}"
    return (
        f"Ply {n} repeats {first}: the line cycles from ply {cycle} on, "
        "so with best play the game never ends (a draw)."
    )


def text(line: OptimalLine, assumed: bool, info: PositionInfo) -> str:
    start = line.start
    lines = [heading(f"Optimal line from {start.text} ({start.rules.name})", "=")]
    if assumed:
        lines.append(assumed_note(start))
    lines += [
        f"Value for the player to move: {outcome(info.value_name, info.distance)}",
        "Both sides play perfectly: the winner as fast as possible, the loser as slowly as possible.",
        "",
    ]
    rows = [
        [k, before.to_move, move.text, after.text]
        for k, (before, move, after) in enumerate(
            zip(line.positions, line.moves, line.positions[1:], strict=False), start=1
        )
    ]
    if rows:
        lines += columns(["ply", "side", "move", "position after"], rows, right=[0])
        lines.append("")
    lines.append(ending(line))
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    if wants_game(args):
        return takeaway_render.line(args)
    rules = rules_from(args)
    if args.position is None:
        pos, assumed = Position.start(rules), False
    else:
        pos, assumed = read_position(args.position, rules)
    table = solved(rules)
    line, info = optimal_line(table, pos, args.max_plies), position_info(table, pos)
    return render(args.format, lambda: data(line, assumed, info), lambda: text(line, assumed, info))


COMMAND = Command(
    "line",
    "the optimal line from a position (the start by default)",
    "  quadace line\n  quadace line 1136 --max-plies 20\n  quadace line --game bash --target 30 --most 3",
    add_arguments,
    run,
)
