"""A plain-Python solver for the Chopsticks axes (touch, overflow, split), written from issue 25's
rules alone; nothing is shared with ``quadace_gui.core``.

A position is ``(mover, opponent)``, each a sorted tuple of hands. The player whose hands a move
changed may reach the goal: under retire they win with every hand at 0, under misere they lose, under
equal they win with every hand the same. Values come from :func:`.reference.fixpoint`.
"""

from __future__ import annotations

import itertools
from collections import deque
from dataclasses import dataclass

from .reference import fixpoint

Hands = tuple[int, ...]
Pos = tuple[Hands, Hands]


@dataclass(frozen=True)
class Chop:
    base: int
    hands: int
    op: str
    goal: str
    touch: str  # "self" or "other"
    overflow: str  # "wrap" or "cutoff"
    split: str  # "none", "transfer" or "transfer-suicide"

    def combine(self, changed: int, other: int) -> int:
        raw = changed + other if self.op == "add" else changed * other
        if self.overflow == "wrap":
            return raw % self.base
        return raw if raw < self.base else 0

    def live(self, hand: int) -> bool:
        return self.goal == "equal" or hand != 0

    def at_goal(self, hands: Hands) -> bool:
        if self.goal == "equal":
            return len(set(hands)) == 1
        return all(h == 0 for h in hands)

    def goal_value(self) -> str:
        """The result for the player who reached the goal."""
        return "loss" if self.goal == "misere" else "win"

    def positions(self) -> list[Pos]:
        """Every pair of hand sets but those that cannot come up: both at the goal, or the side at
        the goal could not have been changed by the last move."""
        sets = list(itertools.combinations_with_replacement(range(self.base), self.hands))
        mover_can = self.touch == "other"  # the attacked player's hands changed
        opponent_can = self.touch == "self" or (self.split != "none" and self.goal == "equal")
        out = []
        for m in sets:
            for o in sets:
                gm, go = self.at_goal(m), self.at_goal(o)
                if (gm and go) or (gm and not mover_can) or (go and not opponent_can):
                    continue
                out.append((m, o))
        return out

    def result(self, pos: Pos) -> str | None:
        """The finished position's result for the side to move."""
        mover, opponent = pos
        if self.at_goal(opponent):
            return "win" if self.goal_value() == "loss" else "loss"
        if self.at_goal(mover):
            return self.goal_value()
        return None

    def successors(self, pos: Pos) -> set[Pos]:
        if self.result(pos) is not None:
            return set()
        mover, opponent = pos
        out: set[Pos] = set()
        for i, mine in enumerate(mover):
            for j, theirs in enumerate(opponent):
                if not (self.live(mine) and self.live(theirs)):
                    continue
                if self.touch == "self":
                    new = list(mover)
                    new[i] = self.combine(mine, theirs)
                    out.add((opponent, tuple(sorted(new))))
                else:
                    new = list(opponent)
                    new[j] = self.combine(theirs, mine)
                    out.add((tuple(sorted(new)), mover))
        if self.split != "none":
            total = sum(mover)
            for a in range(self.base):
                b = total - a
                if not a <= b < self.base or (a, b) == mover:
                    continue
                puts_out = self.goal != "equal" and a == 0 and mover[0] != 0
                if puts_out and self.split == "transfer":
                    continue
                out.add((opponent, (a, b)))
        return out

    def solve(self) -> dict[Pos, tuple[str, int | None]]:
        positions = self.positions()
        succ = {p: self.successors(p) for p in positions}
        finished = {p: (r, 0) for p in positions if (r := self.result(p)) is not None}
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
