"""A tiny, obviously correct QuadAce solver, written from GAME.md alone, to check the fast one against.

Nothing here is clever and nothing is shared with ``quadace_gui.core``: positions are plain tuples
``(mover_pair, opponent_pair)`` with each pair written low-high, successors are a Python ``set`` built
by the plain rules, and values come from iterating to a fixpoint one distance at a time.
"""

from __future__ import annotations

from collections import deque

Pair = tuple[int, int]
Pos = tuple[Pair, Pair]

FINISHED: Pair = (0, 0)


def pair(a: int, b: int) -> Pair:
    """Hands are unordered: write them low-high."""
    return (a, b) if a <= b else (b, a)


def all_pairs(base: int) -> list[Pair]:
    return [(a, c) for a in range(base) for c in range(a, base)]


def all_positions(base: int) -> list[Pos]:
    """Every real position: the mover still has a live hand (else the mover has already won)."""
    return [(m, o) for m in all_pairs(base) if m != FINISHED for o in all_pairs(base)]


def is_finished(pos: Pos) -> bool:
    """The opponent has retired both hands: the opponent has won, the side to move has lost."""
    return pos[1] == FINISHED


def successors(base: int, pos: Pos) -> set[Pos]:
    """The set of positions one move away, seen from the new side to move."""
    mover, opponent = pos
    if is_finished(pos):
        return set()
    result = set()
    for i in (0, 1):  # which of my hands I move
        mine, kept = mover[i], mover[1 - i]
        if mine == 0:
            continue
        for theirs in opponent:
            if theirs == 0:
                continue
            result.add((opponent, pair((mine + theirs) % base, kept)))
    return result


def legal_move_pairs(base: int, pos: Pos) -> set[tuple[int, int]]:
    """Moves as (my number, their number): the hand numbers a player names when moving."""
    mover, opponent = pos
    if is_finished(pos):
        return set()
    return {(x, z) for x in mover if x != 0 for z in opponent if z != 0}


def solve_reference(base: int) -> dict[Pos, tuple[str, int | None]]:
    """Value ("win"/"loss"/"draw") and distance of every real position of base ``base``."""
    positions = all_positions(base)
    succ = {p: successors(base, p) for p in positions}
    return fixpoint(positions, succ, {p: ("loss", 0) for p in positions if is_finished(p)})


def fixpoint(
    positions: list[Pos], succ: dict[Pos, set[Pos]], finished: dict[Pos, tuple[str, int]]
) -> dict[Pos, tuple[str, int | None]]:
    """Backward induction round by round, from the ``finished`` positions and their values.

    Round k: an unassigned position is a win at k if some successor is a loss at k - 1; it is a loss
    at k if every successor is a win at distance at most k - 1 and some successor is a win at exactly
    k - 1. What is never assigned is a draw.
    """
    known = dict(finished)
    k = 0
    while True:
        k += 1
        found: dict[Pos, tuple[str, int]] = {}
        for p in positions:
            if p in known:
                continue
            results = [known.get(s) for s in succ[p]]
            if any(r == ("loss", k - 1) for r in results):
                found[p] = ("win", k)
            elif all(r is not None and r[0] == "win" for r in results) and any(
                r == ("win", k - 1) for r in results
            ):
                found[p] = ("loss", k)
        if not found:
            break
        known.update(found)
    out: dict[Pos, tuple[str, int | None]] = {p: ("draw", None) for p in positions}
    out.update(known)
    return out


def reachable_reference(base: int, start: Pos = ((1, 1), (1, 1))) -> set[Pos]:
    """Positions reachable from ``start`` by legal moves (plain breadth-first search)."""
    seen = {start}
    queue = deque([start])
    while queue:
        for s in successors(base, queue.popleft()):
            if s not in seen:
                seen.add(s)
                queue.append(s)
    return seen
