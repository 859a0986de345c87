"""The article's simple strategy: make 10 (retire a hand) whenever it can; otherwise never make a move
that lets the opponent make 10 next turn; otherwise any move, picked by its seeded generator.

"Make 10" is the graph's ``gains`` hook (see :attr:`GameView.gains`); on graphs without it, a move
that finishes the game (see :mod:`.policy`).
"""

from __future__ import annotations

import random

from .base import Choice, GameView, PlayerSpec, pick

SPEC = PlayerSpec("simple", "Simple strategy (make 10; never let the opponent make 10)")


class SimplePlayer:
    key = "simple"

    def __init__(self, seed: int | None = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: GameView, slot: int) -> Choice:
        return pick(view.options(slot).simple, self.rng, slot)
