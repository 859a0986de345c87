"""The heatmap with the answers hidden: every cell one neutral colour, so the map gives no value away.

The cells keep their alpha (a dimmed or hidden unreachable cell stays so: reachability is no answer), and
the marks, axes and clicks work as ever. Numpy only, no Qt.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

#: The colour of every cell while the answers are hidden (RGB): a warm pale grey, unlike every palette's
#: win, loss and draw colours and unlike the induction mode's undecided grey.
HIDDEN_RGB = np.array([222, 216, 204], dtype=np.uint8)


def greyed(rgba: npt.NDArray[np.uint8]) -> npt.NDArray[np.uint8]:
    """A copy of ``rgba`` (rows, columns, 4) with every cell's colour :data:`HIDDEN_RGB`, alpha kept."""
    out = rgba.copy()
    out[..., :3] = HIDDEN_RGB
    return out
