"""``quadace check``: a take-away game's closed form against the solver on every position of a range.

The range is the game's: each game names it (``TakeAwayGame.SWEEP``: Nim three heaps up to 30, which also
covers every position of one and two heaps; Wythoff both heaps up to 200; Bash every count up to 1000 for
each most a turn from 1 to 10; the subtraction game every heap up to 1000), and the options of its
parameters narrow or widen it: ``--heaps`` checks the box below those heaps, ``--limit`` every heap up to
it, a number option (``--target``, ``--most``) takes a list or a range like ``1-10`` and checks one game
per value. Adding a game needs nothing here. Exit status 1 when a counterexample is found.
``--exercises`` instead checks every exercise of the articles: the article's answer beside the
solver's (exit status 1 if one disagrees).
"""

from __future__ import annotations

import argparse
import re
import time
from dataclasses import dataclass
from itertools import product

from quadace_gui.core.errors import QuadAceError
from quadace_gui.core.games.exercises import EXERCISES
from quadace_gui.core.games.params import FLAG, HEAPS, LIMIT, NUMBER
from quadace_gui.core.games.takeaway import GAMES, TakeAwayGame, make_game, solve_game

from ..command import Command
from ..game_args import GAME_OPTIONS, OPTION_PARAMS, SPECS, add_game_arguments, in_range
from ..output import EXIT_FAILURE, EXIT_OK, UsageError, render

#: Counterexamples shown at most (the count is always given).
SHOWN = 20


def _written(value: int | tuple[int, ...]) -> str:
    """A sweep's value as typed: ``1000``, ``1-10`` (a tuple of consecutive numbers) or ``1,3``."""
    if isinstance(value, int):
        return str(value)
    if len(value) > 2 and list(value) == list(range(value[0], value[-1] + 1)):
        return f"{value[0]}-{value[-1]}"
    return ",".join(map(str, value))


def _helps() -> dict[str, str]:
    """Each option's help with the ranges checked by default, from the games' sweeps."""
    helps = {}
    for spec in SPECS:
        checked = [
            f"{key} {_written(game.SWEEP[spec.name])}"
            for key, game in GAMES.items()
            if spec.name in game.SWEEP
        ]
        if not checked:
            continue
        what = re.sub(r"\s*\(default[^)]*\)", "", spec.help)
        if spec is LIMIT:
            what += "; with --heaps, those heaps"
        elif spec.kind == NUMBER:
            what += "; a list or range like 1-10 checks each"
        helps[spec.name] = f"{what} (default: {', '.join(checked)})"
    return helps


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--exercises",
        action="store_true",
        help="instead: every exercise of the Nim articles, the article's answer beside the solver's",
    )
    add_game_arguments(parser, helps=_helps())


def _list(option: str, text: str | None, default: list[int]) -> list[int]:
    """``3``, ``1,3`` or ``1-10``."""
    if text is None:
        return default
    found: list[int] = []
    for part in text.split(","):
        low, dash, high = part.strip().partition("-")
        if not (low.isdigit() and (not dash or high.isdigit())) or len(part) > 12:
            raise UsageError(f"argument {option}: {text!r} is not a number, a list or a range like 1-10")
        lo, hi = int(low), int(high) if dash else int(low)
        if hi < lo:
            raise UsageError(f"argument {option}: the range {part.strip()!r} goes down")
        found += [n for n in range(lo, min(hi, lo + 100) + 1) if n not in found]
    return found


def _sizes(option: str, text: str) -> list[int]:
    """Heap sizes in order, repeats kept: ``30,30,30``."""
    words = [w.strip() for w in text.split(",")]
    if not all(w.isdigit() and len(w) < 10 for w in words):
        raise UsageError(f"argument {option}: {text!r} is not a list of heap sizes like 30,30,30")
    return [int(w) for w in words]


def _box(game: type[TakeAwayGame], args: argparse.Namespace) -> dict[str, object]:
    """The heaps and their limits: the box below ``--heaps`` (or up to ``--limit``), else every heap up to
    ``--limit`` or the game's sweep (as many heaps as its default start), else the game's defaults."""
    if args.game_heaps is not None:
        heaps = _sizes("--heaps", args.game_heaps)
        limit = heaps if args.game_limit is None else _sizes("--limit", args.game_limit)
    elif args.game_limit is not None or "limit" in game.SWEEP:
        swept = game.SWEEP.get("limit", ())
        limit = [swept] if isinstance(swept, int) else list(swept)  # (a tuple: one limit per heap)
        if args.game_limit is not None:
            limit = _sizes("--limit", args.game_limit)
        heaps = limit * len(game().start) if len(limit) == 1 else limit
    else:
        return {}
    if len(limit) == 1:
        limit = limit * len(heaps)
    return {"heaps": tuple(heaps), "limit": tuple(limit)}


def games(args: argparse.Namespace) -> list[TakeAwayGame]:
    """The games whose every position is checked: the options given, the rest from the game's sweep
    (``TakeAwayGame.SWEEP``); a number option (or a sweep) with several values checks one game each."""
    if args.game is None:
        keys = list(GAMES)
        raise UsageError(f"argument --game: required ({', '.join(keys[:-1])} or {keys[-1]})")
    key = str(args.game)
    game = GAMES[key]
    for dest, option in GAME_OPTIONS:  # an option of a parameter the game does not have
        name = OPTION_PARAMS[option]
        if getattr(args, dest, None) not in (None, False) and name not in {s.name for s in game.PARAMS}:
            takers = [k for k, g in GAMES.items() if name in {s.name for s in g.PARAMS}]
            raise UsageError(f"argument {option}: only for {', '.join(takers)}, not for {key}")
    params: dict[str, object] = {}
    each: dict[str, list[int]] = {}  # a game per value
    for spec in game.PARAMS:
        text = getattr(args, "game_" + spec.flag.removeprefix("--"))
        if spec in (HEAPS, LIMIT):
            continue
        if spec.kind == FLAG:
            if text:
                params[spec.name] = True
        elif spec.kind == NUMBER:
            swept = game.SWEEP.get(spec.name)
            if text is not None or swept is not None:
                default = [swept] if isinstance(swept, int) else list(swept or ())
                each[spec.name] = [in_range(spec, n) for n in _list(spec.flag, text, default)]
        elif text is not None:
            try:
                params[spec.name] = game.read_param(spec, text)
            except QuadAceError as exc:  # (the game's own words: not a set, an amount twice)
                raise UsageError(f"argument {spec.flag}: {exc}") from None
    if HEAPS in game.PARAMS:
        params.update(_box(game, args))
    return [
        make_game(key, **params, **dict(zip(each, values, strict=True))) for values in product(*each.values())
    ]


@dataclass(frozen=True)
class Checked:
    """One game checked: how many positions, and where the rule and the solver disagree."""

    game: TakeAwayGame
    checked: int
    bad: list[tuple[str, str]]  # (position, the solver's P/N) of the first counterexamples
    count: int
    seconds: float

    def data(self) -> dict[str, object]:
        return {
            "game": self.game.title(),
            "rule": self.game.rule_text,
            "checked": self.checked,
            "counterexamples": self.count,
            "examples": [{"position": p, "solver": v, "rule": "N" if v == "P" else "P"} for p, v in self.bad],
            "seconds": round(self.seconds, 4),
        }


def check(game: TakeAwayGame) -> Checked:
    t0 = time.perf_counter()
    table = solve_game(game)
    bad = table.counterexamples()
    shown = [(game.format(game.heaps(int(s))), "P" if table.p_mask[s] else "N") for s in bad[:SHOWN]]
    return Checked(game, game.size, shown, int(bad.size), time.perf_counter() - t0)


def exercises(args: argparse.Namespace) -> int:
    """Each exercise: its question, the article's answer, the solver's, and whether they agree."""
    rows = [(e, e.solver_answer(), e.agrees()) for e in EXERCISES]
    wrong = sum(not ok for _e, _answer, ok in rows)

    def data() -> dict[str, object]:
        items = [
            {
                "key": e.key,
                "title": e.title,
                "game": e.game.title(),
                "question": e.question,
                "article": e.article_answer,
                "solver": answer,
                "agrees": ok,
            }
            for e, answer, ok in rows
        ]
        return {"exercises": items, "disagreements": wrong}

    def text() -> str:
        lines = []
        for e, answer, ok in rows:
            lines += [
                f"{e.key}: {e.title} ({e.game.title()})",
                f"  question: {e.question}",
                f"  article:  {e.article_answer}",
                f"  solver:   {answer}",
                f"  {'agrees' if ok else 'DISAGREES'}",
                "",
            ]
        lines.append(
            f"{len(rows)} exercises: "
            + (f"{wrong} disagree." if wrong else "the solver agrees with every one.")
        )
        return "\n".join(lines)

    render(args.format, data, text)
    return EXIT_FAILURE if wrong else EXIT_OK


def run(args: argparse.Namespace) -> int:
    if args.exercises:
        if args.game is not None:
            raise UsageError("argument --exercises: not with --game (the exercises name their games)")
        return exercises(args)
    results = [check(game) for game in games(args)]
    total = sum(r.checked for r in results)
    failed = sum(r.count for r in results)

    def text() -> str:
        lines = []
        for r in results:
            lines.append(f"{r.game.title()}: {r.game.rule_text}")
            if r.count:
                lines.append(f"  {r.count:,} counterexamples among {r.checked:,} positions:")
                lines += [f"  {p}: the solver says {v}, the rule says the opposite" for p, v in r.bad]
            else:
                lines.append(f"  agrees with the solver on all {r.checked:,} positions ({r.seconds:.3f} s).")
        end = f"{failed:,} counterexamples." if failed else "no counterexample."
        lines.append(f"Checked {total:,} positions: {end}")
        return "\n".join(lines)

    def data() -> dict[str, object]:
        return {"checked": total, "counterexamples": failed, "games": [r.data() for r in results]}

    render(args.format, data, text)
    return EXIT_FAILURE if failed else EXIT_OK


COMMAND = Command(
    "check",
    "check a take-away game's closed form (xor, multiples, Wythoff pairs) against the solver on a range",
    "  quadace check --game nim\n  quadace check --game wythoff --limit 200\n"
    "  quadace check --game bash --target 1000 --most 1-10 --misere\n"
    "  quadace check --game subtraction --moves 1,3,4 --limit 1000\n  quadace check --exercises",
    add_arguments,
    run,
)
