"""Small text helpers shared by the commands' text reports: outcomes, headings, aligned tables."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

#: How many example positions the text reports show for a long list.
EXAMPLES = 5


def plies(n: int) -> str:
    return counted(n, "ply", "plies")


def counted(n: int, one: str, many: str | None = None) -> str:
    """``counted(1, "base") == "1 base"``, ``counted(3, "base") == "3 bases"``, with separators."""
    return f"{n:,} {one if n == 1 else (many or one + 's')}"


def outcome(value: str, distance: int | None) -> str:
    """'win in 5 plies', 'loss in 12 plies', 'draw', 'lost (game over)' ('won (game over)' in misère)."""
    if value == "draw" or distance is None:
        return "draw"
    if distance == 0:
        return "won (game over)" if value == "win" else "lost (game over)"
    return f"{value} in {plies(distance)}"


def move_outcome(value: str, distance: int | None) -> str:
    """What a move leads to, counted from the position after it (the app's one convention: a distance
    counts plies from the position it belongs to): '→ loss in 11 plies' is a move after which the game
    ends in 11 plies (12 counting the move); 'wins at once' ends it."""
    if value == "draw" or distance is None:
        return "→ draw"
    after = distance - 1
    if after <= 0:
        return "wins at once" if value == "win" else "→ lost"
    return f"→ {value} in {plies(after)}"


def hands_text(hands: Sequence[int]) -> str:
    return " ".join(map(str, hands))


def heading(title: str, underline: str = "-") -> str:
    return f"{title}\n{underline * len(title)}"


def align(cells: Sequence[object], widths: Sequence[int], right: Iterable[int] = ()) -> str:
    """One row padded to ``widths``; columns whose index is in ``right`` (numbers) align right."""
    right = set(right)
    parts = [
        str(c).rjust(w) if i in right else str(c).ljust(w)
        for i, (c, w) in enumerate(zip(cells, widths, strict=False))
    ]
    return "  ".join(parts).rstrip()


def columns(headers: Sequence[str], rows: Iterable[Sequence[object]], right: Iterable[int] = ()) -> list[str]:
    """Rows aligned under ``headers`` (see :func:`align`)."""
    right = set(right)
    cells = [[str(c) for c in row] for row in rows]
    widths = [max([len(h)] + [len(r[i]) for r in cells]) for i, h in enumerate(headers)]
    return [align(headers, widths, right), *(align(r, widths, right) for r in cells)]


def examples(positions: Sequence[str], limit: int = EXAMPLES) -> str:
    shown = ", ".join(positions[:limit])
    more = len(positions) - limit
    return f"{shown}, ... ({more} more)" if more > 0 else shown
