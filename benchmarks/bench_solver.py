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
sys.path.insert(0, sys.argv[3])
from quadace_gui.core import Rules, solve

def peak():
    with open('/proc/self/status') as fh:
        return int(re.search(r'VmHWM:\\s+(\\d+) kB', fh.read()).group(1)) * 1024

before = peak()
t0, c0 = time.perf_counter(), time.process_time()
table = solve(Rules(int(sys.argv[1]), int(sys.argv[2])))
seconds, cpu = time.perf_counter() - t0, time.process_time() - c0
print(json.dumps({"seconds": seconds, "cpu": cpu, "timings": table.timings, "before": before,
                  "after": peak(), "reachable": int(table.reachable.sum()),
                  "table_bytes": table.value.nbytes + table.distance.nbytes + table.reachable.nbytes}))
"""

#: The issue-24 targets: (base, hands) -> (seconds, bytes of peak memory).
TARGETS = {(100, 2): (0.8, 250e6), (30, 3): (2.0, 300e6)}


def times(run: Callable[[], object], repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        run()
        out.append(time.perf_counter() - t0)
    return out


def solve_in_child(base: int, hands: int = 2, checkout: Path = ROOT) -> dict[str, Any]:
    """Solve ``base`` in a fresh interpreter (with the code of ``checkout``); add its peak RSS as
    getrusage(RUSAGE_CHILDREN) sees it."""
    env = dict(
        os.environ,
        PYTHONPATH=os.pathsep.join(filter(None, [str(checkout), os.environ.get("PYTHONPATH")])),
    )
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(base), str(hands), str(checkout)],
        cwd=checkout,
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
    parser.add_argument("--big-runs", type=int, default=3, help="fresh-process solves of the big tables")
    parser.add_argument(
        "--against", type=Path, default=None, help="another checkout to solve the big tables with too"
    )
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

    # 3. Base 100 and three hands base 30, each in a fresh process that does nothing else (time and
    # peak memory), best of --big-runs; against another checkout with --against.
    big_rows: list[tuple[str, ...]] = []
    if not args.quick:
        for (base, hands), (target_s, target_b) in TARGETS.items():
            runs = [solve_in_child(base, hands) for _ in range(args.big_runs)]
            child = min(runs, key=lambda r: float(r["seconds"]))
            cpu = min(float(r["cpu"]) for r in runs)
            peak = min(r["after"] - r["before"] for r in runs)
            whole = min(r["after"] for r in runs)
            name = f"base {base}" if hands == 2 else f"three hands, base {base}"
            old = ""
            if args.against is not None:
                theirs = [solve_in_child(base, hands, args.against) for _ in range(args.big_runs)]
                their_s = min(float(r["seconds"]) for r in theirs)
                their_cpu = min(float(r["cpu"]) for r in theirs)
                their_peak = min(r["after"] - r["before"] for r in theirs)
                old = (
                    f"; {args.against.name}: {their_s:.2f} s ({their_cpu:.2f} s CPU), "
                    f"{format_bytes(their_peak)} = {child['seconds'] / their_s:.2f}x time, "
                    f"{cpu / their_cpu:.2f}x CPU, {peak / their_peak:.2f}x memory"
                )
            big_rows.append(
                (
                    name,
                    f"{Rules(base, hands).slot_count:,}",
                    f"{child['seconds']:.2f} s",
                    f"{cpu:.2f} s",
                    f"{target_s:.1f} s",
                    f"{child['seconds'] / target_s:.2f}",
                    format_bytes(peak),
                    format_bytes(whole),
                    format_bytes(int(target_b)),
                    f"{peak / target_b:.2f}",
                    f"values {child['timings']['values']:.2f} s, reachability "
                    f"{child['timings']['reachability']:.2f} s; {child['reachable']:,} reachable; "
                    f"tables {child['table_bytes'] / Rules(base, hands).slot_count:.0f} bytes a slot" + old,
                )
            )
        rows.append(
            (
                "  ru_maxrss(RUSAGE_CHILDREN)",
                format_bytes(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * 1024),
                "as getrusage reports it (the largest child so far)",
            )
        )
        rows.append(
            (
                "  Rules(100).estimated_bytes()",
                format_bytes(Rules(100).estimated_bytes()),
                "what check_fits assumes for base 100",
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

    if big_rows:
        print(
            "\nThe big tables, each in a fresh process (best of "
            f"{args.big_runs}; peak = VmHWM rise during the solve, whole = the child's VmHWM):\n"
        )
        print("| table | slots | solve | CPU | target | ratio | peak | whole | target | ratio | notes |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")
        for big in big_rows:
            print("| " + " | ".join(big) + " |")

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
