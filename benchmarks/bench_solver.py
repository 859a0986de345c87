"""Benchmark of the QuadAce solver: speed on the standard game, against the textbook solver, and on
large bases (time, time per position, peak memory).

Run ``python benchmarks/bench_solver.py`` (``make bench``); ``--quick`` skips base 100. The output is
a Markdown table. Every figure is measured on this run; nothing is typed in.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
for folder in (ROOT, HERE):  # run as a plain script from a checkout, package installed or not
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))

import numpy as np  # noqa: E402
from textbook import solve_textbook  # noqa: E402

from quadace_gui.core import Rules, solve  # noqa: E402
from quadace_gui.core.rules import format_bytes  # noqa: E402
from tests.core.reference_rules import Game  # noqa: E402

#: Solves only ``base`` and prints JSON: seconds, phase timings, peak resident memory of this process
#: before and after the solve (VmHWM; ru_maxrss would carry the parent's peak across fork and exec).
CHILD = """
import json, re, sys, time
from quadace_gui.core import Rules, solve

def peak():
    with open('/proc/self/status') as fh:
        return int(re.search(r'VmHWM:\\s+(\\d+) kB', fh.read()).group(1)) * 1024

before = peak()
t0 = time.perf_counter()
table = solve(Rules(int(sys.argv[1]), int(sys.argv[2])))
seconds = time.perf_counter() - t0
print(json.dumps({"seconds": seconds, "timings": table.timings, "before": before, "after": peak(),
                  "reachable": int(table.reachable.sum())}))
"""


def times(run: Callable[[], object], repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        run()
        out.append(time.perf_counter() - t0)
    return out


def solve_in_child(base: int, hands: int = 2) -> dict[str, Any]:
    """Solve ``base`` in a fresh interpreter; add its peak RSS as getrusage(RUSAGE_CHILDREN) sees it."""
    env = dict(
        os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    )
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(base), str(hands)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    result: dict[str, Any] = json.loads(done.stdout)
    result["ru_maxrss_children"] = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * 1024
    return result


def agree_with_textbook(base: int) -> tuple[float, bool]:
    rules = Rules(base)
    t0 = time.perf_counter()
    values, reachable = solve_textbook(rules)
    seconds = time.perf_counter() - t0
    table = solve(rules)
    same = all((table.value_of(*p), table.distance_of(*p)) == v for p, v in values.items())
    same &= len(values) == int(table.valid.sum())
    same &= all(table.is_reachable(*p) == (p in reachable) for p in values)
    return seconds, same


def agree_with_reference(rules: Rules) -> tuple[float, bool]:
    game = Game(rules.base, rules.hands, rules.op, rules.goal)
    t0 = time.perf_counter()
    values = game.solve()
    seconds = time.perf_counter() - t0
    table = solve(rules)
    names = {1: "win", -1: "loss", 0: "draw"}
    same = all((names[table.value_of(*p)], table.distance_of(*p)) == v for p, v in values.items())
    return seconds, same and len(values) == int(table.valid.sum())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="skip base 100")
    parser.add_argument("--runs", type=int, default=200, help="solves of base 10 to take the median of")
    args = parser.parse_args(argv)

    print(
        f"QuadAce solver benchmark — Python {platform.python_version()}, numpy {np.__version__}, "
        f"{os.cpu_count()} CPUs, {platform.machine()}\n"
    )

    # 1. The standard game, many times.
    solve(Rules(10))  # warm up imports and caches
    base10 = times(lambda: solve(Rules(10)), args.runs)
    median10 = statistics.median(base10)
    rows = [
        (
            "base 10 full solve incl. reachability, median",
            f"{median10 * 1e3:.2f} ms",
            f"{args.runs} runs, min {min(base10) * 1e3:.2f} ms, max {max(base10) * 1e3:.2f} ms; "
            "target <= 2 ms",
        )
    ]

    # 1b. Three hands, base 10 (48,180 positions), and the plain-Python reference solver on it.
    three = Rules(10, 3)
    solve(three)
    three10 = times(lambda: solve(Rules(10, 3)), max(args.runs // 10, 5))
    median3 = statistics.median(three10)
    rows.append(
        (
            "three hands, base 10: full solve, median",
            f"{median3 * 1e3:.1f} ms",
            f"{three.position_count:,} positions; {len(three10)} runs, min {min(three10) * 1e3:.1f} ms; "
            "target <= 20 ms",
        )
    )
    reference_seconds, reference_same = agree_with_reference(three)
    rows.append(
        (
            "plain-Python reference, three hands base 10",
            f"{reference_seconds:.1f} s",
            f"fixpoint over successor sets (tests/core/reference_rules.py); agrees: "
            f"{'yes' if reference_same else 'NO'}; {reference_seconds / median3:,.0f}x the fast solve",
        )
    )

    # 2. Against the textbook solver.
    textbook_seconds, same = agree_with_textbook(10)
    rows.append(
        (
            "textbook solver, base 10",
            f"{textbook_seconds * 1e3:.0f} ms",
            "queue + scan of all positions per dequeued position, plus BFS reachability",
        )
    )
    rows.append(
        (
            "textbook / solve()",
            f"{textbook_seconds / median10:.0f}x",
            f"agrees position by position: {'yes' if same else 'NO'}; target >= 100x",
        )
    )

    # 3. Base 100 in a fresh process that does nothing else (time and peak memory).
    if not args.quick:
        child = solve_in_child(100)
        peak = child["after"] - child["before"]
        rows.append(
            (
                "base 100 solve (fresh process)",
                f"{child['seconds']:.2f} s",
                f"values {child['timings']['values']:.2f} s, reachability "
                f"{child['timings']['reachability']:.2f} s; {child['reachable']:,} reachable; target <= 3 s",
            )
        )
        rows.append(
            (
                "base 100 peak memory of the solve",
                format_bytes(peak),
                f"VmHWM of the child minus its {format_bytes(child['before'])} before solving; "
                f"whole child {format_bytes(child['after'])}; target <= 600 MB",
            )
        )
        rows.append(
            (
                "  ru_maxrss(RUSAGE_CHILDREN)",
                format_bytes(child["ru_maxrss_children"]),
                "as getrusage reports it (the largest child so far)",
            )
        )
        rows.append(
            (
                "  Rules(100).estimated_bytes()",
                format_bytes(Rules(100).estimated_bytes()),
                f"what check_fits assumes: {peak / Rules(100).slot_count:.1f} bytes/slot measured",
            )
        )

        # Three hands, base 20, in a fresh process.
        child3 = solve_in_child(20, 3)
        rows.append(
            (
                "three hands, base 20 solve (fresh process)",
                f"{child3['seconds']:.2f} s",
                f"{Rules(20, 3).position_count:,} positions; peak "
                f"{format_bytes(child3['after'] - child3['before'])} (VmHWM rise); "
                f"estimate {format_bytes(Rules(20, 3).estimated_bytes())}",
            )
        )
        rows.append(
            (
                "textbook / solve(), base 100",
                "not run",
                "the textbook scan would visit about 10^14 (position, position) pairs",
            )
        )

    # 4. Growth with the base: time per position slot, every base solved in this (warm) process.
    growth = []
    bases = [(10, 50), (30, 20), (60, 5)] + ([] if args.quick else [(100, 3)])
    for base, repeat in bases:
        rules = Rules(base)
        runs = [solve(rules) for _ in range(repeat)]
        seconds = statistics.median(t.seconds for t in runs)
        timings = {k: statistics.median(t.timings[k] for t in runs) for k in runs[0].timings}
        growth.append((base, rules.slot_count, seconds, timings))
        del runs

    print("| measure | result | notes |")
    print("|---|---|---|")
    for row in rows:
        print("| " + " | ".join(row) + " |")

    print("\nSolve time by base (median of repeated solves in one process; table.seconds):\n")
    print("| base | slots (P*P) | solve | values | reachability | per slot |")
    print("|---:|---:|---:|---:|---:|---:|")
    for base, slots, seconds, timings in growth:
        print(
            f"| {base} | {slots:,} | {seconds * 1e3:.1f} ms | {timings['values'] * 1e3:.1f} ms | "
            f"{timings['reachability'] * 1e3:.1f} ms | {seconds / slots * 1e9:.0f} ns |"
        )
    return 0 if same and reference_same else 1


if __name__ == "__main__":
    sys.exit(main())
