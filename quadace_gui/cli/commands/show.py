"""``quadace show``: one position's value and every legal move, best first."""

from __future__ import annotations

import argparse

from quadace_gui.core.analysis import MoveInfo, PositionInfo, evaluate_moves, position_info
from quadace_gui.core.position import Position, Side

from .. import takeaway_render
from ..arguments import POSITION_HELP, assumed_note, read_position
from ..command import Command
from ..game_args import add_game_arguments, wants_game
from ..output import UsageError, render
from ..rules_args import add_rules_arguments, rules_from
from ..solving import solved
from ..text import columns, heading, move_outcome, outcome


def add_arguments(parser: argparse.ArgumentParser) -> None:
    # Optional for the parser: with --game the position defaults to the game's start (--heaps), so a
    # wrong --heaps is named ("'3,x' is not a list of whole numbers") rather than "POSITION required".
    parser.add_argument(
        "position", metavar="POSITION", nargs="?", help=POSITION_HELP + " (with --game: default the start)"
    )
    add_rules_arguments(parser)
    add_game_arguments(parser)


def listed(numbers: list[int]) -> str:
    words = [str(n) for n in numbers]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def describe_hands(pos: Position) -> str:
    retires = pos.rules.goal_rule.retires

    def one(side: Side) -> str:
        hands = list(pos.hands(side))
        live = [h for h in hands if h != 0] if retires else hands
        gone = len(hands) - len(live)
        if not live:
            return f"{side} has retired every hand"
        note = "" if gone == 0 else f" ({gone} hand{'s' if gone > 1 else ''} retired)"
        return f"{side} holds {listed(live)}{note}"

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
        "rules": pos.rules.to_json(),
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
    lines = [heading(f"Position {pos.text} ({pos.rules.name})", "=")]
    if assumed:
        lines.append(assumed_note(pos))
    lines += [
        f"{me} to move: {describe_hands(pos)}",
        f"Value for {me}: {outcome(info.value_name, info.distance)}",
        f"Reachable from the start: {'yes' if info.reachable else 'no'}",
        "",
    ]
    if pos.winner is not None:
        lines.append(f"The game is over: {pos.winner} has won. No legal moves.")
    else:
        lines.append(heading(f"Legal moves for {me}, best first (values for {me})"))
        rows = [
            [
                m.move.text,
                move_outcome(m.value_name, m.distance),
                m.after.text,
                "retires a hand" if m.retires else "",
            ]
            for m in moves
        ]
        lines += columns(["move", "leads to", "position after", "note"], rows)
        lines.append(
            "A move's distance counts the plies after it: '→ loss in 11 plies' ends the game 12 plies "
            "from now (JSON 'distance' counts the move too)."
        )
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    if wants_game(args):
        return takeaway_render.show(args)
    if args.position is None:
        raise UsageError("the following arguments are required: POSITION (see 'quadace show --help')")
    rules = rules_from(args)
    pos, assumed = read_position(args.position, rules)
    table = solved(rules)
    info, moves = position_info(table, pos), evaluate_moves(table, pos)
    return render(
        args.format, lambda: data(pos, assumed, info, moves), lambda: text(pos, assumed, info, moves)
    )


COMMAND = Command(
    "show",
    "one position's value and every legal move, best first",
    "  quadace show 1136\n  quadace show 1,1/3,6:B\n  quadace show 0,7/10,11:A --base 12 --format json\n"
    "  quadace show --game nim 12,9,6 --format json",
    add_arguments,
    run,
)
