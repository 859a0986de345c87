"""The hands board: both players' hands, large enough to read from the back of a classroom.

A package of small modules, one job each (see :mod:`.widget` for the map); the names other parts import
are re-exported here.
"""

from .animation import DEFAULT_DURATION_MS, Flight, MoveAnimation, reduced_motion
from .colors import BoardColors, contrast_ratio, ink_for
from .geometry import BoardGeometry, HandKey
from .looks import HandLook
from .painting import BoardPainter
from .widget import HandsBoard

__all__ = [
    "DEFAULT_DURATION_MS",
    "BoardColors",
    "BoardGeometry",
    "BoardPainter",
    "Flight",
    "HandKey",
    "HandLook",
    "HandsBoard",
    "MoveAnimation",
    "contrast_ratio",
    "ink_for",
    "reduced_motion",
]
