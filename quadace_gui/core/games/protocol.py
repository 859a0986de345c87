"""The game-graph protocol: what the retrograde solver needs to know about a game, and nothing more.

A game is a finite graph of numbered *slots*. Some slots are not positions at all (``valid()`` is
False); some positions are finished (``terminal()``) and carry their value for the side to move
(``terminal_value()``: WIN or LOSS, as data, so a misère goal is not a solver branch). Everything else
is asked of whole numpy arrays of slots at once: distinct successors, predecessors (each
(predecessor, state) pair once), and the distinct moves. ``successor_slots`` is a fast, over-complete
successor list for the reachability search.

>>> from quadace_gui.core.rules import Rules
>>> isinstance(Rules().graph(), GameGraph)
True
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

IntArray = npt.NDArray[np.intp]
BoolArray = npt.NDArray[np.bool_]
#: Distances (plies to the end, -1 for draws and invalid slots): int16 (two bytes a position) unless a
#: game runs longer than 32,766 plies, when the solver widens them to int32.
DistanceArray = npt.NDArray[np.signedinteger[Any]]

#: Values of a position for the side to move (and INVALID for slots that are not positions).
WIN: int = 1
LOSS: int = -1
DRAW: int = 0
INVALID: int = -2


@runtime_checkable
class GameGraph(Protocol):
    """A finite two-player game seen from the side to move (the rules are the same for both sides)."""

    @property
    def size(self) -> int:
        """Number of slots; slot numbers are ``0 .. size - 1``."""

    @property
    def start(self) -> int:
        """The slot of the start position."""

    def valid(self) -> BoolArray:
        """Slots that are real positions."""

    def terminal(self) -> BoolArray:
        """Real positions where the game is over (the side to move has no move)."""

    def terminal_value(self, states: IntArray) -> npt.NDArray[np.int8]:
        """The value (WIN or LOSS) for the side to move of each of the finished ``states``."""

    def successor_counts(self) -> npt.NDArray[np.signedinteger[Any]]:
        """Number of *distinct* successor positions of every slot (0 for finished and invalid ones);
        int8 for QuadAce, wider for games with many moves (the take-away games)."""

    def successors(self, states: IntArray) -> IntArray:
        """Distinct successors of each of the unfinished ``states``, concatenated."""

    def predecessors(self, states: IntArray) -> IntArray:
        """Unfinished positions that move to one of ``states``: each (predecessor, state) pair once,
        so a predecessor is repeated once per state of ``states`` it can move to."""

    def moves(self, states: IntArray) -> tuple[IntArray, IntArray, IntArray, IntArray]:
        """Distinct moves of unfinished ``states``: (index into ``states``, own number, opponent
        number, successor slot), one row per move."""

    def successor_slots(self, states: IntArray) -> IntArray:
        """A fast, over-complete successor list for searches that skip seen slots: every successor of
        every state appears at least once; repeats are allowed, and finished states (and padding) yield
        only invalid slots."""
