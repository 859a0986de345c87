"""The graphics view of the heatmap: a plot whose view box stays square, with room for a legend."""

from __future__ import annotations

import pyqtgraph as pg

from .axes import HandsAxis
from .colors import INK, PAPER
from .marks import make_pen

PLOT_MARGIN = 1.0  # around the plot's axes and view box, before squaring adds to it
VIEW_MARGINS = (4.0, 4.0, 10.0, 4.0)  # around plot and legend (left, top, right, bottom)


class SquareView(pg.GraphicsLayoutWidget):  # type: ignore[misc]
    """A plot of cells (row 0) that keeps its view box square, so the fitted table fills it and the
    axes stay on the table's edges (a locked aspect alone would leave bands between them). Spare width
    pads the plot's sides; spare height goes above the plot and below what sits under it (row 1)."""

    def __init__(self, rows: HandsAxis, columns: HandsAxis) -> None:
        super().__init__()
        self.setBackground(PAPER)
        self.ci.setContentsMargins(*VIEW_MARGINS)
        self._spare = (0.0, 0.0)  # padding that keeps the view box square
        self._squaring = False
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

    def squareUp(self, *_args: object) -> None:
        """Make the view box square again (after any resize)."""
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
        """One round of :meth:`squareUp`; False when the view box was square already."""
        vb = self.plot.getViewBox()
        old_dx, old_dy = self._spare
        width, height = vb.width() + 2 * old_dx, vb.height() + 2 * old_dy  # the room with no padding
        if width <= 0 or height <= 0:
            return False
        side = min(width, height)
        dx, dy = (width - side) / 2, (height - side) / 2
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
