"""The Qt-free engine of QuadAce: rules, positions, the solver, analyses and game records.

Nothing in this package imports Qt or pyqtgraph (a test enforces it), so it can be used from scripts,
the command line and the GUI alike.
"""

from .analysis import (
    MoveInfo,
    OptimalLine,
    PositionInfo,
    analyze,
    best_move,
    evaluate_moves,
    optimal_line,
    position_info,
    summary,
    table_rows,
)
from .errors import GameFileError, IllegalMoveError, NotationError, QuadAceError, RulesError, TooLargeError
from .game import GameRecord
from .position import Move, Pair, Position, Side
from .rules import Rules
from .solver import DRAW, INVALID, LOSS, WIN, SolveCancelled, SolvedTable, solve

__all__ = [
    "DRAW",
    "INVALID",
    "LOSS",
    "WIN",
    "GameFileError",
    "GameRecord",
    "IllegalMoveError",
    "Move",
    "MoveInfo",
    "NotationError",
    "OptimalLine",
    "Pair",
    "Position",
    "PositionInfo",
    "QuadAceError",
    "Rules",
    "RulesError",
    "Side",
    "SolveCancelled",
    "SolvedTable",
    "TooLargeError",
    "analyze",
    "best_move",
    "evaluate_moves",
    "optimal_line",
    "position_info",
    "solve",
    "summary",
    "table_rows",
]
