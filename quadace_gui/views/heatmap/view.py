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
        self._bottom = VIEW_MARGINS[3]  # under the x-axis title: grows with the text (see setBottomMargin)
        self._side = False  # the legend beside the plot (see setSideBySide)
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

    def setBottomMargin(self, pixels: float) -> None:
        """Room under the x-axis title (pyqtgraph draws the title a few pixels past its axis: a large
        one sat on the screen's edge). Set from the fonts, never from the layout: setting it again
        changes nothing, so it cannot start another round of squaring."""
        pixels = max(VIEW_MARGINS[3], float(pixels))
        if abs(pixels - self._bottom) >= 0.5:
            self._bottom = pixels
            self._applyMargins()

    def bottomMargin(self) -> float:
        return self._bottom

    def setSideBySide(self, side: bool) -> None:
        """Whether what sits beside the plot (the legend, in the plot's row) rather than under it: the
        spare height then pads the plot alone, so the row keeps the whole height for the legend."""
        if side != self._side:
            self._side = side
            self._applyMargins()

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

    def _overflows(self) -> bool:
        """Whether the plot and legend need more than the view (a legend on many lines in a small panel)."""
        have, room = self.ci.geometry(), self.range
        return bool(have.height() > room.height() + 0.5 or have.width() > room.width() + 0.5)

    def _squareOnce(self) -> bool:
        """One round of :meth:`squareUp`; False when the view box had the right shape already.

        The padding is worked out from the room the view box has without it, which is only known while
        everything fits the view: when it does not (the least sizes of the axes and the legend are more
        than the view), there is no padding at all. (Padding worked out from an overflowing layout grew
        without end, a round at a time: a test hung 300 s here.)"""
        vb = self.plot.getViewBox()
        if self.ci.geometry() != self.range:  # grown past the view (a legend on more lines): back in it
            self.ci.setGeometry(self.range)
            self.ci.layout.activate()
        old_dx, old_dy = self._spare
        if self._overflows():
            dx = dy = 0.0
        else:
            width, height = vb.width() + 2 * old_dx, vb.height() + 2 * old_dy  # the room with no padding
            if width <= 0 or height <= 0:
                return False
            box_w = min(width, height * self._ratio)
            box_h = box_w / self._ratio
            dx, dy = (width - box_w) / 2, (height - box_h) / 2
        if abs(dx - old_dx) < 0.5 and abs(dy - old_dy) < 0.5:
            return False
        self._spare = (dx, dy)
        self._applyMargins()
        return True

    def _applyMargins(self) -> None:
        """The padding (see :meth:`squareUp`) and the bottom margin, laid out at once."""
        dx, dy = self._spare
        m = PLOT_MARGIN
        left, top, right, _ = VIEW_MARGINS
        if self._side:  # the plot's row keeps the whole height (the legend beside may need it)
            self.plot.layout.setContentsMargins(m + dx, m + dy, m + dx, m + dy)
            self.ci.setContentsMargins(left, top, right, self._bottom)
        else:  # spare height above the plot and below what sits under it
            self.plot.layout.setContentsMargins(m + dx, m, m + dx, m)
            self.ci.setContentsMargins(left, top + dy, right, self._bottom + dy)
        self.ci.layout.activate()
        self.plot.layout.activate()
