"""A tiny, obviously correct solver for every rule axis, written from GAME.md alone.

Nothing is shared with ``quadace_gui.core``: a player's hands are a sorted tuple, positions are
``(mover, opponent)`` tuples, successors are a Python ``set`` built by the plain rules, and values come
from iterating to a fixpoint one distance at a time (round k decides exactly the positions at distance k).
"""

from __future__ import annotations

import itertools
from collections import deque
from dataclasses import dataclass

from .reference import fixpoint

Hands = tuple[int, ...]
Pos = tuple[Hands, Hands]


@dataclass(frozen=True)
class Game:
    base: int
    hands: int
    op: str  # "add" or "mul"
    goal: str  # "retire", "misere" or "equal"

    def combine(self, own: int, opp: int) -> int:
        return (own + opp) % self.base if self.op == "add" else (own * opp) % self.base

    def live(self, hand: int) -> bool:
        return self.goal == "equal" or hand != 0

    def reached_goal(self, hands: Hands) -> bool:
        """The player showing ``hands`` after their move has ended the game."""
        if self.goal == "equal":
            return len(set(hands)) == 1
        return all(h == 0 for h in hands)

    def all_sets(self) -> list[Hands]:
        return list(itertools.combinations_with_replacement(range(self.base), self.hands))

    def positions(self) -> list[Pos]:
        """Every real position: the side to move has not already ended the game."""
        return [(m, o) for m in self.all_sets() if not self.reached_goal(m) for o in self.all_sets()]

    def finished(self, pos: Pos) -> bool:
        return self.reached_goal(pos[1])

    def finished_value(self) -> str:
        return "win" if self.goal == "misere" else "loss"

    def successors(self, pos: Pos) -> set[Pos]:
        mover, opponent = pos
        if self.finished(pos):
            return set()
        out = set()
        for i, mine in enumerate(mover):
            if not self.live(mine):
                continue
            for theirs in opponent:
                if not self.live(theirs):
                    continue
                new = list(mover)
                new[i] = self.combine(mine, theirs)
                out.add((opponent, tuple(sorted(new))))
        return out

    def solve(self) -> dict[Pos, tuple[str, int | None]]:
        positions = self.positions()
        succ = {p: self.successors(p) for p in positions}
        finished = {p: (self.finished_value(), 0) for p in positions if self.finished(p)}
        return fixpoint(positions, succ, finished)

    def reachable(self, start: Pos) -> set[Pos]:
        seen = {start}
        queue = deque([start])
        while queue:
            for s in self.successors(queue.popleft()):
                if s not in seen:
                    seen.add(s)
                    queue.append(s)
        return seen
