"""The random player: every distinct move of the position equally likely (seeded)."""

from __future__ import annotations

import random

from .base import Choice, GameView, PlayerSpec

SPEC = PlayerSpec("random", "Random")


class RandomPlayer:
    key = "random"

    def __init__(self, seed: int | None = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: GameView, slot: int) -> Choice:
        first, stop = view.span(slot)
        if first == stop:
            raise ValueError(f"slot {slot} has no move")
        return view.choice(first + self.rng.randrange(stop - first))
