"""``quadace match``: computer against computer from the rules' start, with totals per side.

Each game starts from the start position of the rules; with the default alternation A moves first in
the first, third, ... game and B in the others. A game is drawn when a position (hands and side to
move) occurs ``--repeats`` times, or after ``--ply-cap`` plies; the report says which rule ended how
many games.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable

from quadace_gui.core.match import MatchTotals, SideTotals, play_matches
from quadace_gui.core.players import PLAYERS, GameView
from quadace_gui.core.rules import Rules

from ..command import Command
from ..output import EXIT_OK, UsageError, stdout, write_json
from ..rules_args import add_rules_arguments, rules_from
from ..solving import solved
from ..text import columns, heading

#: The most games one command plays (a typo such as 10**9 is refused instead of running for hours).
MAX_GAMES = 10_000_000


def _whole(option: str, least: int, most: int | None = None) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            n = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{option} takes a whole number, not {text!r}") from None
        if n < least or (most is not None and n > most):
            upper = f" and at most {most:,}" if most is not None else ""
            raise argparse.ArgumentTypeError(f"{option} must be at least {least}{upper}, not {n}")
        return n

    return parse


def _probability(text: str) -> float:
    try:
        p = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a skill is a number from 0 to 1, not {text!r}") from None
    if not 0.0 <= p <= 1.0:
        raise argparse.ArgumentTypeError(f"a skill is a number from 0 to 1, not {text!r}")
    return p


def add_arguments(parser: argparse.ArgumentParser) -> None:
    keys = list(PLAYERS)
    titles = "; ".join(f"{key}: {spec.title}" for key, spec in PLAYERS.items())
    parser.add_argument("--a", choices=keys, default="perfect", help=f"player A (default perfect). {titles}")
    parser.add_argument("--b", choices=keys, default="simple", help="player B (default simple)")
    parser.add_argument(
        "--games", type=_whole("--games", 1, MAX_GAMES), default=1000, help="games to play (default 1000)"
    )
    parser.add_argument("--seed", type=_whole("--seed", 0), default=0, help="random seed (default 0)")
    parser.add_argument(
        "--ply-cap",
        type=_whole("--ply-cap", 1, 1_000_000),
        default=200,
        help="a game still going after this many plies is a draw (default 200)",
    )
    parser.add_argument(
        "--repeats",
        type=_whole("--repeats", 2, 1000),
        default=3,
        help="a game is a draw when a position occurs this many times (default 3)",
    )
    parser.add_argument("--skill-a", type=_probability, default=None, help="A's skill p (the skill player)")
    parser.add_argument("--skill-b", type=_probability, default=None, help="B's skill p (the skill player)")
    parser.add_argument("--plain", action="store_true", help="perfect moves without random tie-breaks")
    parser.add_argument(
        "--a-first", action="store_true", help="A moves first in every game (default: alternate)"
    )
    add_rules_arguments(parser)


def _check(args: argparse.Namespace) -> None:
    for side in ("a", "b"):
        if getattr(args, f"skill_{side}") is not None and not PLAYERS[getattr(args, side)].uses_skill:
            raise UsageError(f"--skill-{side} applies to the skill player only, not {getattr(args, side)!r}")
    if args.plain and not (PLAYERS[args.a].uses_plain or PLAYERS[args.b].uses_plain):
        raise UsageError("--plain applies to the perfect and skill players only")


def _name(key: str, skill: float | None) -> str:
    return f"{key} {skill:g}" if skill is not None else key


def _side(t: SideTotals) -> dict[str, int]:
    return {"wins": t.wins, "losses": t.losses, "draws": t.draws}


def _flip(t: SideTotals) -> SideTotals:
    return SideTotals(t.losses, t.wins, t.draws)


def draw_rule(totals: MatchTotals) -> str:
    return (
        f"a game is a draw when a position (the hands and the side to move) occurs {totals.repeats} times "
        f"or after {totals.ply_cap} plies"
    )


def data(args: argparse.Namespace, rules: Rules, totals: MatchTotals) -> dict[str, object]:
    def player(side: str, results: SideTotals, first: SideTotals, second: SideTotals) -> dict[str, object]:
        key = getattr(args, side)
        return {
            "player": key,
            "skill": getattr(args, f"skill_{side}"),
            **_side(results),
            "moving_first": _side(first),
            "moving_second": _side(second),
        }

    return {
        "rules": rules.to_json(),
        "games": totals.games,
        "seed": args.seed,
        "plain": args.plain,
        "alternate": totals.alternate,
        "a": player("a", totals.a, totals.a_first, totals.a_second),
        "b": player("b", totals.b, _flip(totals.a_second), _flip(totals.a_first)),
        "draws": totals.a.draws,
        "average_plies": round(totals.average_plies, 3),
        "ended_by": dict(totals.reasons),
        "draw_rule": {"repeats": totals.repeats, "ply_cap": totals.ply_cap, "text": draw_rule(totals)},
        "seconds": round(totals.seconds, 3),
    }


def text(args: argparse.Namespace, rules: Rules, totals: MatchTotals) -> str:
    a, b = _name(args.a, args.skill_a), _name(args.b, args.skill_b)
    rows = []
    for label, t in (
        (f"A {a}", totals.a),
        ("  moving first", totals.a_first),
        ("  moving second", totals.a_second),
        (f"B {b}", totals.b),
        ("  moving first", _flip(totals.a_second)),
        ("  moving second", _flip(totals.a_first)),
    ):
        rows.append([label, f"{t.wins:,}", f"{t.losses:,}", f"{t.draws:,}"])
    order = "A moves first in every game" if not totals.alternate else "the first move alternates, A first"
    reasons = totals.reasons
    lines = [
        heading(f"Match: {a} (A) against {b} (B), {rules.name}", "="),
        f"{totals.games:,} games from the rules' start; {order}; seed {args.seed}"
        + ("; plain (no random tie-breaks)" if args.plain else "")
        + ".",
        "",
        *columns(["side", "wins", "losses", "draws"], rows),
        "",
        f"Average length: {totals.average_plies:.1f} plies.",
        f"Draws: {draw_rule(totals)}; {reasons['repetition']:,} by repetition, "
        f"{reasons['ply cap']:,} at the ply cap.",
    ]
    return "\n".join(lines) + "\n"


def run(args: argparse.Namespace) -> int:
    _check(args)
    rules = rules_from(args)
    view = GameView.of_table(solved(rules))
    totals = play_matches(
        view,
        args.a,
        args.b,
        args.games,
        args.seed,
        skill_a=1.0 if args.skill_a is None else args.skill_a,
        skill_b=1.0 if args.skill_b is None else args.skill_b,
        plain=args.plain,
        ply_cap=args.ply_cap,
        repeats=args.repeats,
        alternate=not args.a_first,
    )
    if args.format == "json":
        write_json(data(args, rules, totals))
    else:
        stdout().write(text(args, rules, totals))
    return EXIT_OK


COMMAND = Command(
    "match",
    "computer against computer from the start: wins, losses and draws per side, average length",
    "  quadace match --a perfect --b simple --games 1000 --seed 7\n"
    "  quadace match --a skill --skill-a 0.8 --b random --base 7 --format json",
    add_arguments,
    run,
)
