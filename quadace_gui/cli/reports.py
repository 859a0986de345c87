"""Report pieces shared by ``solve`` and ``analyze``: the position counts and the longest games."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from quadace_gui.core.records import Counts, Longest

from .text import columns, examples, plies

#: Row labels of the engine's ``counts`` rows.
COUNT_ROWS = {"all": "all positions", "reachable": "reachable from the start"}


def counts_note(finished_are_wins: bool) -> list[str]:
    """What the count table counts, and where the finished games are in it."""
    value, side = ("win", "wins") if finished_are_wins else ("loss", "losses")
    return [
        "Every number counts positions (both players' hands, valued for the player to move).",
        f"A finished position (the game is over, a {value} for the player to move) is a {value} at "
        f"distance 0: the finished ones are counted among the {side}, not beside them.",
    ]


def counts_lines(counts: Mapping[str, Counts], finished_are_wins: bool = False) -> list[str]:
    """Positions by value for the player to move; finished games shown inside the losses (inside the
    wins under a misère goal, where the player who retired every hand has lost)."""
    headers = ["which positions", "total", "wins", "losses", "draws"]
    headers.insert(3 if finished_are_wins else 4, "of which finished")
    rows = []
    for label, c in counts.items():
        row = [COUNT_ROWS.get(label, label), *(f"{n:,}" for n in (c.win, c.loss, c.draw))]
        row.insert(1, f"{c.total:,}")
        row.insert(3 if finished_are_wins else 4, f"{c.finished:,}")
        rows.append(row)
    return [*columns(headers, rows, right=range(1, 6)), *counts_note(finished_are_wins)]


def longest_lines(items: Sequence[tuple[str, Longest]]) -> list[str]:
    """'Longest win: 17 plies (4 positions: ...)' for each (label, engine ``longest`` record)."""
    lines = []
    for label, found in items:
        if found.distance is None:
            lines.append(f"{label}: none")
        else:
            n = len(found.positions)
            where = "1 position" if n == 1 else f"{n:,} positions"
            lines.append(f"{label}: {plies(found.distance)} ({where}: {examples(found.positions)})")
    return lines
