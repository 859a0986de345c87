"""Teaching verdicts: how good was a move, judged against the solved table.

A move is **best** when it reaches what the best move reaches (same value, same distance); it **keeps
the result** when it keeps the position's theoretical value but is slower to win or quicker to lose (or
another drawing move); otherwise it is a **mistake** that changed the theoretical result: a draw thrown
into a loss, a win let slip to a draw, or a win thrown into a loss.

>>> from quadace_gui.core.solver import solve
>>> from quadace_gui.core.position import Position, Move
>>> judge(solve(), Position.parse("1136"), Move.parse("1+6")).kind is VerdictKind.DRAW_TO_LOSS
True
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .analysis import evaluate_moves
from .position import Move, Position
from .solver import DRAW, LOSS, WIN, SolvedTable


class VerdictKind(StrEnum):
    """The kinds of verdict (their values are the names used in files and tests)."""

    BEST = "best"
    KEEPS = "keeps"
    DRAW_TO_LOSS = "draw_to_loss"
    WIN_TO_DRAW = "win_to_draw"
    WIN_TO_LOSS = "win_to_loss"


KINDS = tuple(VerdictKind)


@dataclass(frozen=True)
class Verdict:
    """What ``move`` did to the mover's theoretical result."""

    kind: VerdictKind
    before: int  # value of the position for the mover
    after: int  # value the move reaches for the mover
    distance: int | None  # plies to the end after the move, counted from before it

    @property
    def is_mistake(self) -> bool:
        return self.kind not in (VerdictKind.BEST, VerdictKind.KEEPS)


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
        kind = VerdictKind.BEST
    elif after == before:
        kind = VerdictKind.KEEPS
    elif before == DRAW and after == LOSS:
        kind = VerdictKind.DRAW_TO_LOSS
    elif before == WIN and after == DRAW:
        kind = VerdictKind.WIN_TO_DRAW
    else:
        kind = VerdictKind.WIN_TO_LOSS
    return Verdict(kind, before, after, mine.distance)
