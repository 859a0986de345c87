"""The perfect player: never changes the theoretical result of the position it moves from.

It wins fastest, loses slowest, and in a draw keeps the draw while leaving the opponent the most
losing replies (see :func:`.policy.policy_masks`). Ties are broken by its seeded generator; ``plain``
takes the first of the best moves in (own, opp) order, for repeatable lessons.
"""

from __future__ import annotations

import random

from .base import Choice, GameView, PlayerSpec, pick

SPEC = PlayerSpec("perfect", "Perfect", uses_skill=False, uses_plain=True)


class PerfectPlayer:
    key = "perfect"

    def __init__(self, seed: int | None = 0, plain: bool = False) -> None:
        self.rng = random.Random(seed)
        self.plain = plain

    def choose(self, view: GameView, slot: int) -> Choice:
        return pick(view.options(slot).best, self.rng, slot, self.plain)
