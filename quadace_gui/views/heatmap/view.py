"""The graphics view of the heatmap: a plot whose view box stays square, with room for a legend."""

from __future__ import annotations

import pyqtgraph as pg

from .axes import HandsAxis
from .colors import INK, PAPER
from .marks import make_pen

PLOT_MARGIN = 1.0  # around the plot's axes and view box, before squaring adds to it
VIEW_MARGINS = (4.0, 4.0, 10.0, 4.0)  # around plot and legend (left, top, right, bottom)


class SquareView(pg.GraphicsLayoutWidget):  # type: ignore[misc]
    """A plot of cells (row 0) that keeps its view box the table's shape (columns : rows, square cells),
    so the fitted table fills it and the axes stay on the table's edges (a locked aspect alone would
    leave bands between them). Spare width pads the plot's sides; spare height goes above the plot and
    below what sits under it (row 1). Tables are about square, except under the ``equal`` goal (45 x 55
    in base 10)."""

    def __init__(self, rows: HandsAxis, columns: HandsAxis) -> None:
        super().__init__()
        self.setBackground(PAPER)
        self.ci.setContentsMargins(*VIEW_MARGINS)
        self._spare = (0.0, 0.0)  # padding that keeps the view box square
        self._squaring = False
        self._ratio = 1.0  # width : height of the table shown
        self.plot: pg.PlotItem = self.addPlot(row=0, col=0, axisItems={"left": rows, "bottom": columns})
        plot = self.plot
        plot.setMenuEnabled(False)
        plot.hideButtons()
        for name in ("left", "bottom"):
            axis = plot.getAxis(name)
            axis.setPen(make_pen(INK, 1))
            axis.setTextPen(INK)
        vb = plot.getViewBox()
        vb.invertY(True)
        vb.setAspectLocked(True, ratio=1.0)
        vb.setMenuEnabled(False)
        vb.setDefaultPadding(0.01)
        vb.sigResized.connect(self.squareUp)

    def setShape(self, columns: int, rows: int) -> None:
        """The table's size in cells: the view box takes its shape."""
        ratio = columns / rows if columns > 0 and rows > 0 else 1.0
        if ratio != self._ratio:
            self._ratio = ratio
            self.squareUp()

    def squareUp(self, *_args: object) -> None:
        """Give the view box the table's shape again (after any resize)."""
        if self._squaring:
            return
        self._squaring = True
        try:
            for _ in range(4):  # the axes may change size with the room: settle in a few rounds
                if not self._squareOnce():
                    break
        finally:
            self._squaring = False

    def _squareOnce(self) -> bool:
        """One round of :meth:`squareUp`; False when the view box had the right shape already."""
        vb = self.plot.getViewBox()
        if self.ci.geometry() != self.range:  # grown past the view (a legend on more lines): back in it
            self.ci.setGeometry(self.range)
            self.ci.layout.activate()
        old_dx, old_dy = self._spare
        width, height = vb.width() + 2 * old_dx, vb.height() + 2 * old_dy  # the room with no padding
        if width <= 0 or height <= 0:
            return False
        box_w = min(width, height * self._ratio)
        box_h = box_w / self._ratio
        dx, dy = (width - box_w) / 2, (height - box_h) / 2
        if abs(dx - old_dx) < 0.5 and abs(dy - old_dy) < 0.5:
            return False
        self._spare = (dx, dy)
        m = PLOT_MARGIN
        self.plot.layout.setContentsMargins(m + dx, m, m + dx, m)
        left, top, right, bottom = VIEW_MARGINS
        self.ci.setContentsMargins(left, top + dy, right, bottom + dy)
        self.ci.layout.activate()
        self.plot.layout.activate()
        return True
