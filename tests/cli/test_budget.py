"""Outputs sized before they are built (issue 23, item 5): too large a listing is refused in one line,
exit 2, naming the limit and the nearest base that fits; that base itself is accepted."""

from __future__ import annotations

import pytest

from quadace_gui.cli.budget import MAX_GRID_CELLS, MAX_ROWS, grid_cells, start_rows
from quadace_gui.core.rules import Rules

from .helpers import run


@pytest.mark.parametrize(
    "args",
    [
        ["starts", "--base", "80", "--format", "json"],
        ["starts", "--base", "160"],
        ["analyze", "--hands", "1", "--base", "2000", "--format", "json"],
        ["analyze", "--hands", "1", "--base", "3000"],
    ],
)
def test_too_large_outputs_are_refused_in_one_line(capsys, args):
    code, out, err = run(capsys, *args)
    assert code == 2 and out == "" and err.count("\n") == 1 and "at most" in err and "base up to" in err


def test_the_named_bases_are_the_largest_that_fit(capsys):
    _code, _out, err = run(capsys, "starts", "--base", "80")
    fit = int(err.rstrip().rstrip(")").rsplit(" ", 1)[1])
    assert start_rows(Rules(fit)) <= MAX_ROWS < start_rows(Rules(fit + 1))
    _code, _out, err = run(capsys, "analyze", "--hands", "1", "--base", "2000")
    fit = int(err.rstrip().rstrip(")").rsplit(" ", 1)[1])
    assert grid_cells(Rules(fit, hands=1)) <= MAX_GRID_CELLS < grid_cells(Rules(fit + 1, hands=1))


def test_the_summary_alone_is_not_refused(capsys):
    code, out, err = run(capsys, "starts", "--base", "50", "--summary-only")
    assert code == 0 and err == "" and "Start positions" in out


def test_starts_that_would_not_fit_in_memory_with_the_solve_are_refused(capsys, monkeypatch):
    """Under 2 GB the solve of base 132 fits but valuing its 74,753,316 starts did not: a MemoryError
    traceback after 14 s. Now it is refused in one line naming the largest base whose starts fit."""
    import quadace_gui.cli.budget as budget

    limit = 2 * 1024**3
    monkeypatch.setattr(budget, "memory_limit", lambda: limit)
    code, out, err = run(capsys, "starts", "--base", "132", "--summary-only")
    assert code == 2 and out == "" and err.count("\n") == 1 and "74,753,316 starts" in err
    fit = int(err.rstrip().rstrip(")").rsplit("a base up to ", 1)[1].split()[0])
    assert budget.starts_bytes(Rules(fit)) <= limit < budget.starts_bytes(Rules(fit + 1))
