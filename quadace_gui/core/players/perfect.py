"""The perfect player: never changes the theoretical result of the position it moves from.

It wins fastest, loses slowest, and in a draw keeps the draw while leaving the opponent the most
losing replies (see :attr:`GameView.rank`). Ties are broken by its seeded generator; ``plain`` takes
the first of the best moves in (own, opp) order, for repeatable lessons.
"""

from __future__ import annotations

import random

from .base import Choice, GameView, PlayerSpec

SPEC = PlayerSpec("perfect", "Perfect", uses_skill=False, uses_plain=True)


class PerfectPlayer:
    key = "perfect"

    def __init__(self, seed: int | None = 0, plain: bool = False) -> None:
        self.rng = random.Random(seed)
        self.plain = plain

    def choose(self, view: GameView, slot: int) -> Choice:
        rows, offsets = view.best_rows
        first, stop = offsets[slot], offsets[slot + 1]
        if first == stop:
            raise ValueError(f"slot {slot} has no move")
        pick = first if self.plain or stop - first == 1 else first + self.rng.randrange(stop - first)
        return view.choice(rows[pick])
