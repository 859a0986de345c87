"""Prints the fuzz tallies at the end of the run: inputs tried and outcomes, and under ``make fuzz`` each
kind of problem with its shortest example (in ``make test`` a failing test shows them)."""

from __future__ import annotations

import pytest

from tests.fuzz.support import FULL, TALLIES


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if not TALLIES:
        return
    mode = "full (QUADACE_FUZZ=full)" if FULL else "quick (make test; QUADACE_FUZZ=full for make fuzz)"
    terminalreporter.section(f"fuzz tallies, {mode}")
    for key in sorted(TALLIES):
        text = TALLIES[key].line()
        terminalreporter.write_line(text if FULL else text.splitlines()[0])  # make test: counts only
    surveys = [t for key, t in TALLIES.items() if not key.startswith("per command ")]  # not twice
    total = sum(t.tried for t in surveys)
    problems = sum(len(t.found) for t in surveys)
    terminalreporter.write_line(
        f"total: {total:,} inputs, {problems:,} problems (each fails its test; the known ones are xfail)"
    )
