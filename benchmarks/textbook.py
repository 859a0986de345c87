"""The textbook retrograde solver, in plain Python, to measure the fast solver against.

A FIFO queue of decided positions, starting with the finished ones. For each position taken off the
queue, *every* position is scanned to find those that have it as a successor (no predecessor
generator): a loss makes its undecided predecessors wins, a win takes one off each predecessor's count
of undecided successors and makes it a loss when the count reaches zero. Because the queue holds
positions in order of distance, wins get their fastest and losses their slowest distance. Positions
never decided are draws. Reachability is a plain breadth-first search over the same successor sets.

Moves come from the engine's :class:`~quadace_gui.core.position.Position` (the rules are not
restated here); the algorithm is the point of comparison.
"""

from __future__ import annotations

from collections import deque

from quadace_gui.core import Position, Rules, Side
from quadace_gui.core.solver import DRAW, LOSS, WIN

Hands = tuple[int, ...]
Pos = tuple[Hands, Hands]


def successor_sets(rules: Rules) -> dict[Pos, frozenset[Pos]]:
    """Every real position (mover, opponent) and the set of positions one move away."""
    out = {}
    goal = rules.goal_rule
    for mover in rules.pairs():
        if not goal.can_move(mover):
            continue
        for opponent in rules.pairs():
            here = Position.from_relative(mover, opponent, Side.A, rules)
            out[(mover, opponent)] = frozenset(
                (after.mover, after.opponent) for after in (here.play(m) for m in here.legal_moves())
            )
    return out


def solve_textbook(rules: Rules) -> tuple[dict[Pos, tuple[int, int | None]], set[Pos]]:
    """(value and distance of every position, the set of positions reachable from the start)."""
    succ = successor_sets(rules)
    positions = list(succ)
    result: dict[Pos, tuple[int, int]] = {}
    undecided_successors = {p: len(s) for p, s in succ.items()}
    queue: deque[Pos] = deque()
    finished_value = rules.goal_rule.finished_value
    for p in positions:
        if not succ[p]:  # the opponent has just reached the goal: the game is over
            result[p] = (finished_value, 0)
            queue.append(p)
    while queue:
        x = queue.popleft()
        x_value, x_distance = result[x]
        for p in positions:  # the textbook scan: who can move to x?
            if p in result or x not in succ[p]:
                continue
            if x_value == LOSS:
                result[p] = (WIN, x_distance + 1)
                queue.append(p)
            else:
                undecided_successors[p] -= 1
                if undecided_successors[p] == 0:
                    result[p] = (LOSS, x_distance + 1)
                    queue.append(p)
    values: dict[Pos, tuple[int, int | None]] = {p: (DRAW, None) for p in positions}
    values.update(result)

    start = rules.start
    reachable = {start}
    frontier = deque([start])
    while frontier:
        for s in succ[frontier.popleft()]:
            if s not in reachable:
                reachable.add(s)
                frontier.append(s)
    return values, reachable
