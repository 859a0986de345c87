"""Benchmark of the take-away games on the generic solver: every exercise preset, the issue's size
targets, and how the time grows with the heap size (Wythoff and three-heap Nim), with the fitted
exponent of time against n.

Run ``python benchmarks/bench_takeaway.py`` (``--repeats N``, best of N, default 3). The output is
Markdown; every figure is measured on this run.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a plain script from a checkout
    sys.path.insert(0, str(ROOT))

from quadace_gui.core.games.exercises import EXERCISES  # noqa: E402
from quadace_gui.core.games.takeaway import TakeAwayGame, make_game, solve_game  # noqa: E402

#: The issue's targets, in seconds.
PRESET_TARGET = 0.1
LARGE_TARGET = 1.0


def best_time(game: TakeAwayGame, repeats: int) -> float:
    """The fastest of ``repeats`` full solves (values, distances, reachability)."""
    best = math.inf
    for _ in range(repeats):
        t0 = time.perf_counter()
        solve_game(game)
        best = min(best, time.perf_counter() - t0)
    return best


def edges(game: TakeAwayGame) -> int:
    return int(game.graph().successor_counts().sum())


def fit_exponent(sizes: list[int], seconds: list[float]) -> float:
    """The slope of log(time) against log(n), least squares."""
    xs = [math.log(n) for n in sizes]
    ys = [math.log(max(s, 1e-9)) for s in seconds]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / sum((x - mx) ** 2 for x in xs)


def presets(repeats: int) -> None:
    print(f"## Exercise presets (target < {PRESET_TARGET} s each)\n")
    print("| preset | game | positions | edges | seconds | ratio to target |")
    print("|---|---|---:|---:|---:|---:|")
    for e in EXERCISES:
        s = best_time(e.game, repeats)
        print(
            f"| {e.key} | {e.game.title()} | {e.game.size:,} | {edges(e.game):,} | {s:.4f} | "
            f"{s / PRESET_TARGET:.2f} |"
        )
    print()


def growth(title: str, key: str, sizes: list[int], repeats: int, **params: object) -> None:
    print(f"## {title}\n")
    print("| n | positions | edges | seconds | µs per edge |")
    print("|---:|---:|---:|---:|---:|")
    times = []
    for n in sizes:
        count = 2 if key == "wythoff" else 3
        game = make_game(key, heaps=(n,) * count, **params)
        s = best_time(game, repeats)
        e = edges(game)
        times.append(s)
        print(f"| {n} | {game.size:,} | {e:,} | {s:.4f} | {1e6 * s / e:.4f} |")
    slope = fit_exponent(sizes, times)
    print(f"\nTime grows as n^{slope:.2f} (fitted over n = {', '.join(map(str, sizes))}).\n")


def targets(repeats: int) -> None:
    print(f"## Size targets (< {LARGE_TARGET} s)\n")
    print("| game | positions | seconds | ratio to target |")
    print("|---|---:|---:|---:|")
    for game in (make_game("wythoff", heaps=(200, 200)), make_game("nim", heaps=(30, 30, 30))):
        s = best_time(game, repeats)
        print(f"| {game.title()} | {game.size:,} | {s:.4f} | {s / LARGE_TARGET:.2f} |")
    print()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3, help="best of N solves (default 3)")
    args = parser.parse_args(argv)
    print("# Take-away games: solve times (values, distances and reachability)\n")
    targets(args.repeats)
    presets(args.repeats)
    growth("Wythoff, heaps up to n", "wythoff", [25, 50, 100, 200], args.repeats)
    growth("Nim, three heaps up to n", "nim", [10, 20, 30, 40], args.repeats)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
