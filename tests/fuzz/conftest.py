"""Prints the fuzz tallies (inputs tried, outcomes, first problem) at the end of the run."""

from __future__ import annotations

import pytest

from tests.fuzz.support import FULL, TALLIES


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if not TALLIES:
        return
    mode = "full (QUADACE_FUZZ=full)" if FULL else "quick (make test; QUADACE_FUZZ=full for make fuzz)"
    terminalreporter.section(f"fuzz tallies, {mode}")
    for key in sorted(TALLIES):
        terminalreporter.write_line(TALLIES[key].line())
    total = sum(t.tried for t in TALLIES.values())
    problems = sum(len(t.found) for t in TALLIES.values())
    terminalreporter.write_line(f"total: {total:,} inputs, {problems:,} problems")
