"""Teaching verdicts: how good was a move, judged against the solved table.

A move is **best** when it reaches what the best move reaches (same value, same distance); it **keeps
the result** when it keeps the position's theoretical value but is slower to win or quicker to lose (or
another drawing move); otherwise it is a **mistake** that changed the theoretical result: a draw thrown
into a loss, a win let slip to a draw, or a win thrown into a loss.

>>> from quadace_gui.core.solver import solve
>>> from quadace_gui.core.position import Position, Move
>>> judge(solve(), Position.parse("1136"), Move.parse("1+6")).kind
'draw_to_loss'
"""

from __future__ import annotations

from dataclasses import dataclass

from .analysis import evaluate_moves
from .position import Move, Position
from .solver import DRAW, LOSS, WIN, SolvedTable

KINDS = ("best", "keeps", "draw_to_loss", "win_to_draw", "win_to_loss")


@dataclass(frozen=True)
class Verdict:
    """What ``move`` did to the mover's theoretical result."""

    kind: str  # one of KINDS
    before: int  # value of the position for the mover
    after: int  # value the move reaches for the mover
    distance: int | None  # plies to the end after the move, counted from before it

    @property
    def is_mistake(self) -> bool:
        return self.kind not in ("best", "keeps")


def judge(table: SolvedTable, position: Position, move: Move) -> Verdict:
    """Judge ``move`` (legal in ``position``) against the best move there."""
    infos = evaluate_moves(table, position)
    best = infos[0]
    mine = next((i for i in infos if i.move == move), None)
    if mine is None:
        position.check_move(move)  # raises the precise reason
        raise AssertionError("a legal move is missing from evaluate_moves")
    before, after = best.value, mine.value
    if (after, mine.distance) == (before, best.distance):
        kind = "best"
    elif after == before:
        kind = "keeps"
    elif before == DRAW and after == LOSS:
        kind = "draw_to_loss"
    elif before == WIN and after == DRAW:
        kind = "win_to_draw"
    else:
        kind = "win_to_loss"
    return Verdict(kind, before, after, mine.distance)
