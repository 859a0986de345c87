"""Budgets and tallies shared by the fuzz tests.

``make test`` runs every fuzz test with a small, fixed (derandomised) budget; ``make fuzz`` sets
``QUADACE_FUZZ=full`` for the large random run (10,000 command lines, 5,000 game files...). Each test
tallies what it tried and what came out (a failing example counts once per problem, and again for each
step hypothesis takes to shrink it); the fuzz conftest prints the tallies at the end of the run.
"""

from __future__ import annotations

import os
import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from typing import NoReturn

from hypothesis import HealthCheck, Phase, settings

FULL = os.environ.get("QUADACE_FUZZ", "").lower() == "full"


def budget(quick: int, full: int) -> settings:
    """Hypothesis settings: ``quick`` examples (same ones every run, a failure reported as found) in
    ``make test``, ``full`` random ones (a failure shrunk to a small example) under ``QUADACE_FUZZ=full``."""
    return settings(
        phases=list(Phase) if FULL else [Phase.explicit, Phase.generate],
        max_examples=full if FULL else quick,
        deadline=None,
        derandomize=not FULL,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
    )


@dataclass
class Tally:
    """What one fuzz test tried: inputs, outcomes by kind, and the shortest problem seen."""

    title: str
    tried: int = 0
    outcomes: Counter[str] = field(default_factory=Counter)
    problem: str = ""

    def count(self, outcome: str) -> None:
        self.tried += 1
        self.outcomes[outcome] += 1

    def fail(self, message: str) -> NoReturn:
        """Note the problem (the shortest seen: hypothesis shrinks towards it) and fail the example."""
        self.outcomes["problems"] += 1
        if not self.problem or len(message) < len(self.problem):
            self.problem = message
        raise AssertionError(message)

    def line(self) -> str:
        parts = ", ".join(f"{kind} {n:,}" for kind, n in sorted(self.outcomes.items()))
        text = f"{self.title}: {self.tried:,} inputs ({parts or 'none'})"
        if self.problem:
            text += f"\n    shortest problem: {self.problem}"
        return text


TALLIES: dict[str, Tally] = {}


def tally(key: str, title: str) -> Tally:
    if key not in TALLIES:
        TALLIES[key] = Tally(title)
    return TALLIES[key]


def raw_controls(text: str, allowed: str = "\n") -> list[str]:
    """The control characters (Unicode category Cc) in ``text`` other than ``allowed``, as escapes."""
    return [repr(ch) for ch in dict.fromkeys(text) if unicodedata.category(ch) == "Cc" and ch not in allowed]


def excerpt(value: object, limit: int = 160) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + f"... ({len(text):,} characters)"
