"""A player of some skill p (GamesmanClassic's "smartness"): each move is the perfect player's with
probability p, else a uniformly random one. One seeded generator drives the coin and both players."""

from __future__ import annotations

import random

from .base import Choice, GameView, PlayerSpec, pick

SPEC = PlayerSpec("skill", "Perfect with probability p, else random", uses_skill=True, uses_plain=True)


class SkillPlayer:
    key = "skill"

    def __init__(self, seed: int | None = 0, skill: float = 1.0, plain: bool = False) -> None:
        if not 0.0 <= skill <= 1.0:
            raise ValueError(f"skill must be between 0 and 1, not {skill}")
        self.rng = random.Random(seed)
        self.skill = skill
        self.plain = plain

    def choose(self, view: GameView, slot: int) -> Choice:
        options = view.options(slot)
        if self.rng.random() < self.skill:
            return pick(options.best, self.rng, slot, self.plain)
        return pick(options.all, self.rng, slot)
