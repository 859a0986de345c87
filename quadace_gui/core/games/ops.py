"""The operation axis: what a move does to the moving hand. One registry, found by name.

A new operation is one :class:`Op` and one line in :data:`OPS`.

>>> OPS["add"].apply(7, 5, 10), OPS["mul"].apply(7, 5, 10), OPS["mul"].sign
(2, 5, '*')
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

import numpy as np
import numpy.typing as npt

IntArray = npt.NDArray[np.int64]
N = TypeVar("N", int, IntArray)


@dataclass(frozen=True)
class Op:
    """A binary operation mod the base: ``own <sign> opponent``."""

    name: str
    sign: str
    description: str
    function: Callable[[IntArray, IntArray], IntArray]

    def apply(self, own: int, opp: int, base: int) -> int:
        """The new number of the moving hand (one move)."""
        return int(self.function(np.int64(own), np.int64(opp)) % base)  # type: ignore[arg-type]

    def apply_array(self, own: IntArray, opp: IntArray, base: int) -> IntArray:
        """The new numbers for whole arrays of moves."""
        out: IntArray = self.function(own, opp) % base
        return out


OPS: dict[str, Op] = {
    "add": Op("add", "+", "the moving hand becomes own + opponent's, mod the base", lambda x, z: x + z),
    "mul": Op("mul", "*", "the moving hand becomes own x opponent's, mod the base", lambda x, z: x * z),
}
