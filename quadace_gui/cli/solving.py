"""The one place the commands ask the engine for a solved table (tests replace :data:`solve` here)."""

from __future__ import annotations

from quadace_gui.core.rules import Rules
from quadace_gui.core.solver import ProgressCallback, SolvedTable, solve


def solved(rules: Rules, progress: ProgressCallback | None = None) -> SolvedTable:
    """Every position of ``rules`` solved."""
    return solve(rules, progress=progress)
