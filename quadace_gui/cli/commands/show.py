"""``quadace show``: one position's value and every legal move, best first."""

from __future__ import annotations

import argparse

from quadace_gui.core.analysis import MoveInfo, PositionInfo, evaluate_moves, position_info
from quadace_gui.core.position import Position, Side

from ..arguments import POSITION_HELP, add_base, assumed_note, read_position
from ..command import Command
from ..output import render
from ..solving import solved
from ..text import columns, heading, outcome


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("position", metavar="POSITION", help=POSITION_HELP)
    add_base(parser)


def describe_hands(pos: Position) -> str:
    def one(side: Side) -> str:
        lo, hi = pos.hands(side)
        if lo == 0 and hi == 0:
            return f"{side} has retired both hands"
        if lo == 0:
            return f"{side} holds {hi} (one hand retired)"
        return f"{side} holds {lo} and {hi}"

    return f"{one(pos.to_move)}; {one(pos.to_move.other)}."


def move_data(m: MoveInfo) -> dict[str, object]:
    return {
        "move": m.move.text,
        "after": m.after.text,
        "value": m.value_name,
        "distance": m.distance,
        "retires": m.retires,
    }


def data(pos: Position, assumed: bool, info: PositionInfo, moves: list[MoveInfo]) -> dict[str, object]:
    return {
        "position": pos.text,
        "base": pos.rules.base,
        "to_move": str(pos.to_move),
        "to_move_assumed": assumed,
        "winner": None if pos.winner is None else str(pos.winner),
        "value": info.value_name,
        "distance": info.distance,
        "reachable": info.reachable,
        "moves": [move_data(m) for m in moves],
    }


def text(pos: Position, assumed: bool, info: PositionInfo, moves: list[MoveInfo]) -> str:
    me = pos.to_move
    lines = [heading(f"Position {pos.text} (base {pos.rules.base})", "=")]
    if assumed:
        lines.append(assumed_note(pos))
    lines += [
        f"{me} to move: {describe_hands(pos)}",
        f"Value for {me}: {outcome(info.value_name, info.distance)}",
        f"Reachable from the start: {'yes' if info.reachable else 'no'}",
        "",
    ]
    if pos.winner is not None:
        lines.append(f"The game is over: {pos.winner} has retired both hands and won. No legal moves.")
    else:
        lines.append(heading(f"Legal moves for {me}, best first (values for {me})"))
        rows = [
            [
                m.move.text,
                outcome(m.value_name, m.distance),
                m.after.text,
                "retires a hand" if m.retires else "",
            ]
            for m in moves
        ]
        lines += columns(["move", "value", "position after", "note"], rows)
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    pos, assumed = read_position(args.position, args.base)
    table = solved(args.base)
    info, moves = position_info(table, pos), evaluate_moves(table, pos)
    return render(
        args.format, lambda: data(pos, assumed, info, moves), lambda: text(pos, assumed, info, moves)
    )


COMMAND = Command(
    "show",
    "one position's value and every legal move, best first",
    "  quadace show 1136\n  quadace show 1,1/3,6:B\n  quadace show 0,7/10,11:A --base 12 --format json",
    add_arguments,
    run,
)
