"""The main toolbar on two rows when one is too narrow for its buttons (audit item 1: at text size 200 %
on a 1280x720 screen Hide Answers and Reveal Answers were behind the toolbar's "»").

The buttons that do not fit on the first row go to a second toolbar under it, in the same order; they
come back when the window is wide enough again (or the text smaller). Presentation mode keeps one row
(``one_row`` says when) while the buttons fit on it, to the pixel (its layouts are made for the whole
height); a second row only when they do not (at 200 % Hide Answers and Reveal Answers had been behind "»")."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QStyle, QToolBar, QWidget

#: Room kept free on a row, in pixels: the toolbar's handle and margins and the extension button.
ROW_MARGIN = 40


class ToolbarWrap(QObject):
    """Keeps ``toolbar``'s buttons on as many rows (one or two) as ``window``'s width needs."""

    def __init__(self, window: QMainWindow, toolbar: QToolBar, one_row: Callable[[], bool]) -> None:
        super().__init__(window)
        self._window = window
        self._first = toolbar
        self._actions = list(toolbar.actions())
        self._one_row = one_row
        self.second = QToolBar(window)
        self.second.setObjectName("mainToolBarRow2")
        self.second.setToolButtonStyle(toolbar.toolButtonStyle())
        self.second.setMovable(False)
        window.addToolBarBreak(Qt.ToolBarArea.TopToolBarArea)
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.second)
        self.second.hide()
        self._pending = False
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self.fit()  # at once: the buttons stay where they are found (the size is known)
        elif watched is self._window and event.type() in (
            QEvent.Type.FontChange,
            QEvent.Type.ApplicationFontChange,
            QEvent.Type.LanguageChange,
        ):
            self.later()
        return False

    def later(self) -> None:
        """:meth:`fit` once the event loop is back (the buttons have their new texts and fonts)."""
        if not self._pending:
            self._pending = True
            QTimer.singleShot(0, self, self.fit)

    def _width(self, action: QAction) -> int:
        for bar in (self._first, self.second):
            button = bar.widgetForAction(action)
            if button is not None:
                layout = bar.layout()
                return button.sizeHint().width() + (max(0, layout.spacing()) if layout is not None else 0)
        return 0

    def fit(self) -> None:
        """Split the buttons between the rows (see the module docstring)."""
        self._pending = False
        if not self._first.isVisibleTo(self._window):
            return
        room = self._window.width() - (self._frame() if self._one_row() else ROW_MARGIN)
        first: list[QAction] = []
        used = 0
        for action in self._actions:
            used += self._width(action)
            if used > room:
                break
            first.append(action)
        second = [a for a in self._actions if a not in first]
        if self._first.actions() == first:
            self.second.setVisible(bool(second))
            return
        for action in self._actions:
            self._first.removeAction(action)
            self.second.removeAction(action)
        for action in first:
            self._first.addAction(action)
        for action in second:
            self.second.addAction(action)
        self.second.setVisible(bool(second))

    def _frame(self) -> int:
        """The toolbar's own room around its buttons: its handle, frame and margins, in pixels."""
        style, bar = self._first.style(), self._first
        metric = QStyle.PixelMetric
        handle = style.pixelMetric(metric.PM_ToolBarHandleExtent, None, bar) if bar.isMovable() else 0
        frame = style.pixelMetric(metric.PM_ToolBarFrameWidth, None, bar)
        margin = style.pixelMetric(metric.PM_ToolBarItemMargin, None, bar)
        layout = bar.layout()
        margins = layout.contentsMargins() if layout is not None else None
        sides = margins.left() + margins.right() if margins is not None else 0
        return handle + 2 * (frame + margin) + sides + 4

    def rows(self) -> list[QWidget]:
        """The toolbars holding buttons now."""
        return [bar for bar in (self._first, self.second) if bar.isVisible() and bar.actions()]
