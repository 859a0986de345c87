"""Shared helpers of the engine tests: solved tables cached per base, value names."""

from __future__ import annotations

from functools import cache

from quadace_gui.core import Rules, SolvedTable, solve
from quadace_gui.core.solver import DRAW, LOSS, WIN

NAMES = {WIN: "win", LOSS: "loss", DRAW: "draw"}


@cache
def solved(base: int) -> SolvedTable:
    """The solved table of ``base`` (solved once per test run)."""
    return solve(Rules(base))
