"""Report pieces shared by ``solve`` and ``analyze``: the position counts and the longest games."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .text import columns, examples, plies

#: Row labels of the engine's ``counts`` mapping.
COUNT_ROWS = {"all": "all positions", "reachable": "reachable from the start"}

COUNTS_NOTE = [
    "Every number counts positions (both players' hands, valued for the player to move).",
    "A finished position (the game is over, lost for the player to move) is a loss at distance 0: the",
    "finished ones are counted among the losses, not beside them.",
]


def counts_lines(counts: Mapping[str, Mapping[str, int]]) -> list[str]:
    """Positions by value for the player to move; finished games shown inside the losses."""
    rows = [
        [
            COUNT_ROWS.get(label, label),
            f"{c['win'] + c['loss'] + c['draw']:,}",
            f"{c['win']:,}",
            f"{c['loss']:,}",
            f"{c['finished']:,}",
            f"{c['draw']:,}",
        ]
        for label, c in counts.items()
    ]
    headers = ["which positions", "total", "wins", "losses", "of which finished", "draws"]
    return [*columns(headers, rows, right=range(1, 6)), *COUNTS_NOTE]


def longest_lines(items: Sequence[tuple[str, Mapping[str, Any]]]) -> list[str]:
    """'Longest win: 17 plies (4 positions: ...)' for each (label, engine ``longest`` record)."""
    lines = []
    for label, found in items:
        if found["distance"] is None:
            lines.append(f"{label}: none")
        else:
            n = len(found["positions"])
            where = "1 position" if n == 1 else f"{n:,} positions"
            lines.append(f"{label}: {plies(found['distance'])} ({where}: {examples(found['positions'])})")
    return lines
