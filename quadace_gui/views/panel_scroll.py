"""A panel in its dock, scrolled when the dock is lower than the panel (audit item 1: at text size 200 %
on a 1280x720 screen the panels' least heights summed past the screen, and the window grew taller than
it: the status bar and the bottom of A's hands were gone).

Outside presentation mode the panel keeps its least width and the dock may be lower than its least
height: it scrolls rather than cut. In presentation mode (``whole`` says so) the dock asks for the
panel's whole least height again, as the panel alone did: the panel in use is shown whole there.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

#: The least height of a scrolled panel, in lines of its font (a heading and a row or two).
LEAST_LINES = 4


class PanelScroll(QScrollArea):
    """``panel`` in a frameless scroll area (see the module docstring)."""

    def __init__(self, panel: QWidget, whole: Callable[[], bool], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"{panel.objectName() or 'panel'}Scroll")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidget(panel)
        self._whole = whole

    def panel(self) -> QWidget:
        widget = self.widget()
        assert widget is not None
        return widget

    def _fit_panel(self) -> None:
        """A panel that says how high it must be at a width (the map: its square over its legend) is
        made that high, and scrolls; in presentation mode the panel's own layout decides again."""
        least = getattr(self.panel(), "leastHeightFor", None)
        if not callable(least):
            return
        height = 0 if self._whole() else int(least(self.viewport().width()))
        if self.panel().minimumHeight() != height:
            self.panel().setMinimumHeight(height)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._fit_panel()
        super().resizeEvent(event)

    def minimumSizeHint(self) -> QSize:
        self._fit_panel()
        need = self.panel().minimumSizeHint().expandedTo(self.panel().minimumSize())
        if self._whole():
            return need
        bar = self.verticalScrollBar().sizeHint().width()
        return QSize(need.width() + bar, min(need.height(), self.fontMetrics().height() * LEAST_LINES))

    def sizeHint(self) -> QSize:
        return self.panel().sizeHint().expandedTo(self.minimumSizeHint())
