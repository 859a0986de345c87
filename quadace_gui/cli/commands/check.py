"""``quadace check``: a take-away game's closed form against the solver on every position of a range.

Nim: every position with the heaps of ``--heaps`` up to ``--limit`` (default three heaps up to 30, which
also covers every position of one and two heaps: those with empty heaps). Wythoff: both heaps up to
``--limit`` (default 200). Bash: every count still to go up to ``--target`` (default 1000) for each
``--most`` of a list or range (default 1-10). Subtraction: every heap up to ``--limit`` (default 1000)
with the set ``--moves`` (default 1,3,4), the period the solver found against the solver on the range.
Exit status 1 when a counterexample is found.
``--exercises`` instead checks every exercise of the articles: the article's answer beside the
solver's (exit status 1 if one disagrees).
"""

from __future__ import annotations

import argparse
import time
from dataclasses import dataclass

from quadace_gui.core.games.exercises import EXERCISES
from quadace_gui.core.games.takeaway import TakeAwayGame, make_game, solve_game

from ..command import Command
from ..game_args import add_game_arguments, amounts_option
from ..output import EXIT_FAILURE, EXIT_OK, UsageError, render

#: Counterexamples shown at most (the count is always given).
SHOWN = 20


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--exercises",
        action="store_true",
        help="instead: every exercise of the Nim articles, the article's answer beside the solver's",
    )
    add_game_arguments(
        parser, most_help="bash: the largest amounts a turn to check, e.g. 2 or 1-10 (default 1-10)"
    )


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


def games(args: argparse.Namespace) -> list[TakeAwayGame]:
    """The games whose every position is checked."""
    if args.game is None:
        raise UsageError("argument --game: required (nim, bash, wythoff or subtraction)")
    misere = bool(args.game_misere)
    if args.game_moves is not None and args.game != "subtraction":
        raise UsageError("argument --moves: only for subtraction")
    if args.game == "subtraction":
        if args.game_heaps is not None or args.game_target is not None or args.game_most is not None:
            raise UsageError(
                "argument --heaps/--target/--most: not for subtraction (use --limit and --moves)"
            )
        limit = _sizes("--limit", args.game_limit) if args.game_limit is not None else [1000]
        params: dict[str, object] = {"heaps": (max(limit),), "misere": misere}
        if args.game_moves is not None:
            params["amounts"] = amounts_option(args.game_moves)
        return [make_game("subtraction", **params)]
    if args.game == "bash":
        if args.game_heaps is not None or args.game_limit is not None:
            raise UsageError("argument --heaps/--limit: not for bash (use --target and --most)")
        (target,) = _list("--target", args.game_target, [1000])[:1]
        return [
            make_game("bash", target=target, most=m, misere=misere)
            for m in _list("--most", args.game_most, list(range(1, 11)))
        ]
    if args.game_target is not None or args.game_most is not None:
        raise UsageError("argument --target/--most: only for bash")
    count = 3 if args.game == "nim" else 2
    if args.game_heaps is not None:  # the box below these heaps (or up to --limit)
        heaps = tuple(_sizes("--heaps", args.game_heaps))
        limit = list(heaps) if args.game_limit is None else _sizes("--limit", args.game_limit)
        if len(limit) == 1:
            limit = limit * len(heaps)
    else:
        limit = [30 if args.game == "nim" else 200]
        if args.game_limit is not None:
            limit = _sizes("--limit", args.game_limit)
        if len(limit) == 1:
            limit = limit * count
        heaps = tuple(limit)
    if args.game == "wythoff":
        return [make_game("wythoff", heaps=heaps, limit=max(limit))]
    return [make_game("nim", heaps=heaps, limit=tuple(limit), misere=misere)]


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
