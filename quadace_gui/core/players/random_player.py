"""The random player: every distinct move of the position equally likely (seeded)."""

from __future__ import annotations

import random

from .base import Choice, GameView, PlayerSpec, pick

SPEC = PlayerSpec("random", "Random")


class RandomPlayer:
    key = "random"

    def __init__(self, seed: int | None = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: GameView, slot: int) -> Choice:
        return pick(view.options(slot).all, self.rng, slot)
