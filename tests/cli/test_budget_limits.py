"""Issue 23 items 4 and 5: every case ends with exit 0 or 2 and at most one line on stderr, no
traceback, as its own process under a 2 GB address-space limit. The times are printed (``-s``, or
``python benchmarks/bench_budget.py`` for the table), never asserted."""

from __future__ import annotations

import pytest

from benchmarks.bench_budget import CASES, run_case

#: The case the quick run keeps (a process each: the others go to ``make slow``).
QUICK = ["show", "--game", "nim", "1999999"]


@pytest.mark.parametrize(
    "args", [pytest.param(c, id=" ".join(c), marks=() if c == QUICK else pytest.mark.slow) for c in CASES]
)
def test_each_case_ends_within_2_gb_in_one_line(args: list[str]) -> None:
    result = run_case(args)
    print(f"quadace {' '.join(args)}: exit {result.code}, {result.seconds:.2f} s")
    assert result.code in (0, 2), result.err
    assert "Traceback" not in result.err and "MemoryError" not in result.err
    if result.code == 2:
        assert len(result.err.splitlines()) == 1 and result.err.startswith("quadace: error: ")
        # it names the size that fits (or, for a value the game never takes, its range: --most 1 to 16)
        assert "up to " in result.err or "it goes from" in result.err
    else:
        assert result.err == "" and result.out_bytes > 0
