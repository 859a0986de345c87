"""The command lines of issue 23 items 4 and 5, each run as its own process under a 2 GB address-space
limit (``RLIMIT_AS``): its exit status, wall-clock seconds, peak memory and the line it printed on
stderr. Every case must end with exit 0 or 2 (one line, no traceback) within the limit; the issue's
target is under 10 s each.

Run ``python benchmarks/bench_budget.py``. The output is Markdown; every figure is measured on this run.
``tests/cli/test_budget_limits.py`` (marked ``slow``) runs the same cases and checks the outcome, never
the time.
"""

from __future__ import annotations

import resource
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: The address-space limit of every case.
LIMIT = 2 * 1024**3
#: The issue's target per case, in seconds (reported, never asserted).
TARGET = 10.0

CASES: list[list[str]] = [
    # item 4: take-away games sized by their moves
    ["show", "--game", "nim", "1999999"],
    ["show", "--game", "nim", "--limit", "1999999", "1"],
    ["show", "--game", "bash", "--target", "1999999", "--most", "2000000", "1"],
    ["line", "--game", "nim", "1999999"],
    ["check", "--game", "nim", "--limit", "1999999"],
    ["table", "--game", "bash", "--target", "100000", "--most", "100000"],
    ["show", "--game", "wythoff", "1413,1413"],
    ["show", "--game", "nim", "1413,1413"],
    ["show", "--game", "nim", "200000"],
    ["show", "--game", "nim", "1000000000"],
    # item 5: outputs sized before they are built, solves sized before they start
    ["starts", "--base", "60", "--format", "json"],
    ["starts", "--base", "80", "--format", "json"],
    ["starts", "--base", "80", "--summary-only"],
    ["starts", "--base", "160"],
    ["starts", "--base", "132", "--summary-only"],  # the solve fits, valuing its 74,753,316 starts does not
    ["analyze", "--hands", "1", "--base", "2000", "--format", "json"],
    ["analyze", "--hands", "1", "--base", "3000"],
]


@dataclass
class Result:
    args: list[str]
    code: int
    seconds: float
    peak_kib: int
    out_bytes: int
    err: str


def _limit_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (LIMIT, LIMIT))


def run_case(args: list[str], timeout: float = 300.0) -> Result:
    """``quadace ARGS`` in a child process under the 2 GB limit (``timeout`` only guards a hang)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "quadace_gui", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        preexec_fn=_limit_memory,
        cwd=ROOT,
    )
    seconds = time.perf_counter() - start
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss  # the largest child so far (KiB)
    return Result(args, done.returncode, seconds, peak if peak > before else 0, len(done.stdout), done.stderr)


def main() -> int:
    print(f"# Every case of issue 23 items 4 and 5 under a {LIMIT / 1024**3:.0f} GiB address-space limit\n")
    print("| command | exit | seconds | peak MiB | stdout bytes | stderr |")
    print("|---|---|---|---|---|---|")
    worst = 0.0
    for args in CASES:
        r = run_case(args)
        worst = max(worst, r.seconds)
        peak = f"{r.peak_kib / 1024:.0f}" if r.peak_kib else "(below an earlier case)"
        err = r.err.strip().replace("|", "\\|")
        print(
            f"| `quadace {' '.join(args)}` | {r.code} | {r.seconds:.2f} | {peak} | {r.out_bytes:,} | {err} |"
        )
    print(f"\nSlowest case: {worst:.2f} s (target: under {TARGET:.0f} s each).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
