"""A dock's title bar that never cuts its title: the title wraps onto more lines when the dock is
narrower than it (the style's own bar had elided the map's title at 200 %: "Outcome of every po…"),
with the bar's usual undock and close buttons beside it.

Mouse presses on the title are left to the dock (dragging it, a double click undocks it), as Qt asks
of a title bar widget.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QDockWidget, QHBoxLayout, QLabel, QSizePolicy, QStyle, QToolButton, QWidget


class DockTitle(QWidget):
    """The title bar of ``dock``: its title (wrapped when needed), its undock and close buttons."""

    def __init__(self, dock: QDockWidget) -> None:
        super().__init__(dock)
        self._dock = dock
        self.setObjectName("dockTitle")
        self.label = QLabel(dock.windowTitle(), self)
        self.label.setObjectName("dockTitleText")
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)  # the dock drags
        style = self.style()
        self.floatButton = QToolButton(self)
        self.floatButton.setObjectName("dockFloatButton")
        self.floatButton.setIcon(style.standardIcon(QStyle.StandardPixmap.SP_TitleBarNormalButton))
        self.floatButton.clicked.connect(lambda: dock.setFloating(not dock.isFloating()))
        self.closeButton = QToolButton(self)
        self.closeButton.setObjectName("dockCloseButton")
        self.closeButton.setIcon(style.standardIcon(QStyle.StandardPixmap.SP_TitleBarCloseButton))
        self.closeButton.clicked.connect(dock.close)
        # As the style's own title bar sizes its buttons: the small icon and a margin around it
        icon = style.pixelMetric(QStyle.PixelMetric.PM_SmallIconSize, None, self)
        margin = style.pixelMetric(QStyle.PixelMetric.PM_DockWidgetTitleBarButtonMargin, None, self)
        for button in (self.floatButton, self.closeButton):
            button.setAutoRaise(True)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setIconSize(QSize(icon, icon))
            button.setFixedSize(icon + 2 * margin, icon + 2 * margin)
        row = self._row = QHBoxLayout(self)
        row.setContentsMargins(4, 1, 2, 1)
        row.setSpacing(2)
        row.addWidget(self.label, 1)
        row.addWidget(self.floatButton, 0, Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.closeButton, 0, Qt.AlignmentFlag.AlignTop)
        dock.windowTitleChanged.connect(self._retitle)
        dock.featuresChanged.connect(self._sync_buttons)
        dock.visibilityChanged.connect(lambda _shown: self.updateGeometry())  # (see _settled)
        self._sync_buttons()
        self._retranslate()

    def _retitle(self, title: str) -> None:
        self.label.setText(title)
        self.updateGeometry()

    def _sync_buttons(self, *_: object) -> None:
        features = self._dock.features()
        self.floatButton.setVisible(bool(features & QDockWidget.DockWidgetFeature.DockWidgetFloatable))
        self.closeButton.setVisible(bool(features & QDockWidget.DockWidgetFeature.DockWidgetClosable))

    def _retranslate(self) -> None:
        self.floatButton.setToolTip(self.tr("Undock or dock again"))
        self.closeButton.setToolTip(self.tr("Close"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        elif event.type() == QEvent.Type.FontChange:
            self.updateGeometry()
        super().changeEvent(event)

    def _buttons_width(self) -> int:
        layout = self._row
        margins = layout.contentsMargins()
        width = margins.left() + margins.right()
        for button in (self.floatButton, self.closeButton):
            if not button.isHidden():
                width += button.sizeHint().width() + layout.spacing()
        return width

    def _height_at(self, width: int) -> int:
        margins = self._row.contentsMargins()
        room = max(1, width - self._buttons_width())
        text = self.label.heightForWidth(room) if self.label.text() else self.label.sizeHint().height()
        buttons = max(b.sizeHint().height() for b in (self.floatButton, self.closeButton))
        return max(text, buttons) + margins.top() + margins.bottom()

    def _settled(self) -> bool:
        """Whether the bar is shown at the width the window gave its dock: a dock behind another's tab
        or not laid out yet keeps one line (its passing narrow widths had made the window grow past a
        1280x720 screen)."""
        return self.isVisible() and self.width() > 1 and not self._dock.visibleRegion().isEmpty()

    def sizeHint(self) -> QSize:
        # The dock asks its title bar only for a size hint: the height the title needs at this width.
        one_line = self.label.fontMetrics().horizontalAdvance(self.label.text()) + self._buttons_width() + 8
        return QSize(one_line, self._height_at(self.width() if self._settled() else one_line))

    def minimumSizeHint(self) -> QSize:
        """As narrow as the title's longest word (the rest wraps onto more lines)."""
        metrics = self.label.fontMetrics()
        text = self.label.text()
        words = text.split() if " " in text.strip() else list(text)
        longest = max((metrics.horizontalAdvance(w) for w in words), default=0)
        least = self._buttons_width() + int(max(longest, metrics.averageCharWidth() * 4)) + 4
        return QSize(least, self.sizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        wider = event.oldSize().width() != event.size().width()
        if wider and self._height_at(event.size().width()) != self.height():
            self.updateGeometry()  # the title wraps onto more (or fewer) lines
