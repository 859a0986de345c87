"""Benchmark of the computer players: building a :class:`GameView`, the time per choice of each player,
and ``play_matches`` of 1,000 games, in base 10 (targets from issue 13: a choice <= 5 ms, 1,000 games
<= 5 s); also what the article's simple strategy achieves against the perfect player.

Run ``python benchmarks/bench_players.py`` (``--games N`` to change the match length). The output is
Markdown. Every figure is measured on this run; nothing is typed in.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
if str(ROOT) not in sys.path:  # run as a plain script from a checkout, package installed or not
    sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402

from quadace_gui.core import Rules, solve  # noqa: E402
from quadace_gui.core.match import MatchTotals, play_matches  # noqa: E402
from quadace_gui.core.players import PLAYERS, GameView, Player, make_player  # noqa: E402

CHOICE_TARGET = 5e-3  # seconds per choice
MATCH_TARGET = 5.0  # seconds per 1,000 games


def best_of(run: Callable[[], object], repeat: int) -> tuple[float, float]:
    """(median, best) seconds of ``repeat`` runs."""
    out = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        run()
        out.append(time.perf_counter() - t0)
    return statistics.median(out), min(out)


def build_view(rules: Rules) -> GameView:
    """A view with every player's policy data computed (what the first choice would otherwise pay)."""
    view = GameView.of_table(solve(rules))
    _ = view.best_rows, view.simple_rows
    return view


def choice_times(view: GameView, repeat: int) -> list[list[str]]:
    slots = [int(s) for s in np.flatnonzero(view.unfinished)]
    rows = []
    for key in PLAYERS:
        player = make_player(key, seed=1, skill=0.5)

        def every_slot(player: Player = player) -> None:
            for slot in slots:
                player.choose(view, slot)

        median, _best = best_of(every_slot, repeat)
        per = median / len(slots)
        rows.append([key, f"{per * 1e6:.2f} µs", f"{per / CHOICE_TARGET:.4f}"])
    return rows


def colours(t: MatchTotals) -> str:
    f, s = t.a_first, t.a_second
    return f"first {f.wins}/{f.losses}/{f.draws}, second {s.wins}/{s.losses}/{s.draws}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    rules = Rules(10)
    print(f"# Computer players, base 10 ({platform.python_version()}, {platform.machine()})\n")

    solve(rules)  # the solve is not part of the view's cost
    median, best = best_of(lambda: build_view(rules), args.repeat)
    view = build_view(rules)
    print(
        f"GameView with policy data: {median * 1e3:.2f} ms median ({best * 1e3:.2f} ms best), "
        f"{int(view.unfinished.sum()):,} unfinished positions, {view.own.size:,} moves.\n"
    )

    print("| player | time per choice (median over every position) | ratio to the 5 ms target |")
    print("|---|---|---|")
    for row in choice_times(view, args.repeat):
        print("| " + " | ".join(row) + " |")

    print(
        f"\n| match ({args.games:,} games, seed 7) | seconds | ratio to 5 s per 1,000 | A W/L/D | "
        "A by colour (W/L/D) | average plies | draws by repetition / ply cap |"
    )
    print("|---|---|---|---|---|---|---|")
    for a_key, b_key in (("perfect", "simple"), ("perfect", "perfect"), ("simple", "random")):
        t = play_matches(view, a_key, b_key, args.games, seed=7)
        ratio = t.seconds / (MATCH_TARGET * args.games / 1000)
        print(
            f"| {a_key} vs {b_key} | {t.seconds:.3f} | {ratio:.3f} | {t.a.wins}/{t.a.losses}/{t.a.draws} | "
            f"{colours(t)} | {t.average_plies:.1f} | {t.reasons['repetition']} / {t.reasons['ply cap']} |"
        )
    print(
        "\nDraws: a position (slot and side to move) occurring 3 times, or 200 plies. The first move "
        "alternates (A first in even-numbered games)."
    )


if __name__ == "__main__":
    main()
