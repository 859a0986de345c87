"""Memory estimates: huge bases are refused up front, and the estimate covers what a solve really uses."""

from __future__ import annotations

import subprocess
import sys
import tracemalloc
from pathlib import Path

import pytest

from quadace_gui.core import Rules, TooLargeError, solve
from quadace_gui.core.rules import format_bytes

ROOT = Path(__file__).resolve().parents[2]


def test_huge_base_is_refused_without_allocating() -> None:
    rules = Rules(5000)
    tracemalloc.start()
    try:
        with pytest.raises(TooLargeError) as info:
            rules.check_fits()
        with pytest.raises(TooLargeError):
            solve(rules)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 1024 * 1024
    message = str(info.value)
    assert "base 5000" in message and format_bytes(rules.estimated_bytes()) in message
    assert "TiB" in message or "GiB" in message
    assert "\n" not in message


def test_check_fits_against_a_given_limit() -> None:
    rules = Rules(100)
    need = rules.estimated_bytes()
    rules.check_fits(limit=need)
    with pytest.raises(TooLargeError, match="would need about"):
        rules.check_fits(limit=need - 1)
    Rules(10).check_fits()


@pytest.mark.parametrize(
    ("rules", "analysis"), [(Rules(160), False), (Rules(90, 3), False), (Rules(160), True)]
)
def test_a_refusal_names_the_largest_base_that_fits(rules: Rules, analysis: bool) -> None:
    """Issue 23 item 5: the one line names the nearest size that fits, not only the memory there is."""
    limit = 2 * 1024**3
    with pytest.raises(TooLargeError) as info:
        rules.check_fits(limit=limit, analysis=analysis)
    fit = int(str(info.value).rsplit("a base up to ", 1)[1].split()[0])
    assert rules.with_base(fit).estimated_bytes(analysis) <= limit
    assert rules.with_base(fit + 1).estimated_bytes(analysis) > limit
    rules.with_base(fit).check_fits(limit=limit, analysis=analysis)
    with pytest.raises(TooLargeError, match="would need about") as tiny:
        rules.check_fits(limit=1, analysis=analysis)  # not even base 2 fits: no base is named
    assert "fits" not in str(tiny.value)


def test_large_three_hand_and_analysis_requests_are_refused_without_allocating() -> None:
    tracemalloc.start()
    try:
        with pytest.raises(TooLargeError) as info:
            Rules(400, 3).check_fits()
        with pytest.raises(TooLargeError, match="to analyse"):
            Rules(100).check_analysis_fits(limit=100 * 1024**2)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 1024 * 1024
    message = str(info.value)
    assert "base 400, 3 hands" in message and "about about" not in message


def test_astronomical_sizes_are_not_about_about() -> None:
    with pytest.raises(TooLargeError) as info:
        Rules(10**30).check_fits()
    message = str(info.value)
    assert "about 10^" in message and "about about" not in message


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads VmHWM from Linux /proc")
@pytest.mark.parametrize(
    ("base", "hands", "op", "goal"),
    [
        (60, 2, "add", "retire"),
        (20, 3, "add", "retire"),
        pytest.param(50, 2, "mul", "equal", marks=pytest.mark.slow),
        pytest.param(18, 3, "mul", "equal", marks=pytest.mark.slow),
    ],
)
def test_estimate_covers_a_real_solve(base: int, hands: int, op: str, goal: str) -> None:
    """Peak resident memory of a child solving (not counting the interpreter) stays below the
    estimate. VmHWM is read because ru_maxrss carries the parent's peak across fork and exec."""
    script = (
        "import re\n"
        "from quadace_gui.core import Rules, solve\n"
        "def peak():\n"
        "    text = open('/proc/self/status').read()\n"
        "    return int(re.search(r'VmHWM:\\s+(\\d+) kB', text).group(1)) * 1024\n"
        "before = peak()\n"
        f"solve(Rules({base}, {hands}, {op!r}, {goal!r}))\n"
        "print(peak() - before)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120, check=True
    )
    used = int(done.stdout)
    assert 10 * 1024**2 < used <= Rules(base, hands, op, goal).estimated_bytes()
