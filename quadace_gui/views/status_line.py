"""The status bar's line about the position: whole when the window has room, else its last parts left
out (the game's name, the ply), never cut; the whole line is its tooltip then.

At text size 200 % on a 1280x720 screen Wythoff's line ("Position 8,11 · N-position: win in 7 plies ·
ply 0 of 0 · Wythoff, …") had made the window 1524 px wide, past the screen's edge.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QSize, QTimer
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget

#: Between two parts of the line.
_PARTS = re.compile(r"\s+\u00b7\s+")
#: The line keeps at least this many characters' width (its first part, cut short only below it).
_LEAST_CHARS = 12


class StatusLine(QLabel):
    """A label for parts of a line joined by " · ": it asks for the whole line's width, takes less when
    the window has less, and then shows as many parts as fit."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self._tip = ""

    def setLine(self, text: str, tip: str = "") -> None:
        """The whole line and its own tooltip (the whole line is added to it when parts are left out)."""
        self._full, self._tip = text, tip
        # Whole at once; once the status bar has laid it out again, as many parts as its width holds
        QLabel.setText(self, text)
        self.setToolTip(tip)
        self.updateGeometry()
        QTimer.singleShot(0, self, self._fit)

    def line(self) -> str:
        return self._full

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        margins = self.contentsMargins()
        width = QFontMetrics(self.font()).horizontalAdvance(self._full) + margins.left() + margins.right()
        return QSize(width + 2 * self.margin() + 2, hint.height())

    def minimumSizeHint(self) -> QSize:
        hint = self.sizeHint()
        least = QFontMetrics(self.font()).averageCharWidth() * _LEAST_CHARS
        return QSize(min(hint.width(), least), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: object) -> None:
        super().changeEvent(event)  # type: ignore[arg-type]
        self._fit()

    def _fit(self) -> None:
        metrics = QFontMetrics(self.font())
        room = self.contentsRect().width() - 2 * self.margin() - 2
        parts = _PARTS.split(self._full) if self._full else [""]
        seps = _PARTS.findall(self._full)
        shown = len(parts)
        text = self._full
        while shown > 1 and metrics.horizontalAdvance(text) > room:
            shown -= 1
            text = "".join(p + s for p, s in zip(parts[: shown - 1], seps, strict=False)) + parts[shown - 1]
        whole = shown == len(parts)
        tip = self._tip if whole else "\n".join(t for t in (self._full, self._tip) if t)
        if text != self.text():
            QLabel.setText(self, text)
        if tip != self.toolTip():
            self.setToolTip(tip)
