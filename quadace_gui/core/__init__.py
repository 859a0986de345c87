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
from .games.presets import PRESETS, Preset, preset
from .games.protocol import GameGraph
from .position import Hands, Move, Pair, Position, Side
from .rules import Rules, Start
from .solver import DRAW, INVALID, LOSS, WIN, SolveCancelled, SolvedTable, solve
from .starts import StartInfo, StartsReport, starts

__all__ = [
    "DRAW",
    "INVALID",
    "LOSS",
    "PRESETS",
    "WIN",
    "GameFileError",
    "GameGraph",
    "GameRecord",
    "Hands",
    "IllegalMoveError",
    "Move",
    "MoveInfo",
    "NotationError",
    "OptimalLine",
    "Pair",
    "Position",
    "PositionInfo",
    "Preset",
    "QuadAceError",
    "Rules",
    "RulesError",
    "Side",
    "SolveCancelled",
    "SolvedTable",
    "Start",
    "StartInfo",
    "StartsReport",
    "TooLargeError",
    "analyze",
    "best_move",
    "evaluate_moves",
    "optimal_line",
    "position_info",
    "preset",
    "solve",
    "starts",
    "summary",
    "table_rows",
]
