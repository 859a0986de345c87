"""Budgets and tallies shared by the fuzz tests.

``make test`` runs every fuzz test with a small, fixed (derandomised) budget; ``make fuzz`` sets
``QUADACE_FUZZ=full`` for the large random run (10,000 command lines, 5,000 game files...). The tests
are surveys: every input runs, whatever the earlier ones found; each tallies what it tried, what came
out and every problem, fails at the end if there was one, and the fuzz conftest prints the tallies.
"""

from __future__ import annotations

import os
import unicodedata
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from hypothesis import HealthCheck, Phase, settings

FULL = os.environ.get("QUADACE_FUZZ", "").lower() == "full"


def budget(quick: int, full: int) -> settings:
    """Hypothesis settings: ``quick`` examples (the same ones every run) in ``make test``, ``full``
    random ones under ``QUADACE_FUZZ=full``."""
    return settings(
        phases=[Phase.explicit, Phase.generate],
        max_examples=full if FULL else quick,
        deadline=None,
        derandomize=not FULL,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
    )


@dataclass
class Tally:
    """What fuzz tests tried: inputs, outcomes by kind, and the problems found with the shortest example
    of each kind."""

    title: str
    tried: int = 0
    outcomes: Counter[str] = field(default_factory=Counter)
    found: list[tuple[str, str]] = field(default_factory=list)

    def count(self, outcome: str) -> None:
        """Count an outcome (an input can have several: a position read, then its move refused)."""
        self.outcomes[outcome] += 1

    def problem(self, kind: str, example: str) -> None:
        """Note a problem (the input keeps running: a survey counts them all)."""
        self.found.append((kind, example))

    def line(self) -> str:
        parts = ", ".join(f"{kind} {n:,}" for kind, n in sorted(self.outcomes.items()))
        text = f"{self.title}: {self.tried:,} inputs ({parts or 'no outcome'}), {len(self.found):,} problems"
        return "\n".join([text, *describe(self.found)])


def describe(found: list[tuple[str, str]]) -> list[str]:
    """One line per kind of problem: how many, and the shortest example."""
    kinds = Counter(kind for kind, _ in found)
    shortest: dict[str, str] = {}
    for kind, example in found:
        if kind not in shortest or len(example) < len(shortest[kind]):
            shortest[kind] = example
    return [f"    {kind} ({kinds[kind]:,}), e.g. {shortest[kind]}" for kind in sorted(kinds)]


@contextmanager
def survey(key: str, title: str) -> Iterator[Tally]:
    """Run the inputs of a test against ``tally(key, title)``; fail at the end, listing every kind of
    problem that turned up (so one bad input does not hide how many others there are)."""
    record = tally(key, title)
    start = len(record.found)
    yield record
    new = record.found[start:]
    if new:
        raise AssertionError(f"{title}: {len(new):,} problems\n" + "\n".join(describe(new)))


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
