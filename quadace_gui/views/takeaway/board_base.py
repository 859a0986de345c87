"""What the take-away boards (the heaps board, the counting strip) share: the move animation, the
palette, the answers switch, the picture they keep between paints and its background."""

from __future__ import annotations

from PySide6.QtCore import Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtWidgets import QWidget

from quadace_gui.views import palette

BACKGROUND = QColor(241, 243, 247)
HIGHLIGHT = QColor(253, 206, 96)  # the neutral "take these" colour (answers hidden)
TEXT = QColor(26, 31, 41)
MUTED = QColor(96, 104, 118)
SLOT = QColor(226, 230, 237)
#: The length of a move's animation (ms) until the window sets its own (0 turns it off).
ANIMATION_MS = 450


def blank_picture(widget: QWidget, ratio: float) -> QPixmap:
    """A picture of ``widget``'s size at the device pixel ``ratio``, filled with the board's background
    (the boards keep one and draw again only what changed: see their paint events)."""
    picture = QPixmap(round(widget.width() * ratio), round(widget.height() * ratio))
    picture.setDevicePixelRatio(ratio)
    picture.fill(BACKGROUND)
    return picture


class TakeBoard(QWidget):
    """A board of a take-away game: animates the last move over ``_anim`` (0 .. 1), paints from a kept
    picture, hides the answers' colours on request. A board says in ``_animation_done`` what is left
    to do when its animation ends or is cut short."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._hidden = False
        self._interactive = True
        self._palette = palette.DEFAULT_PALETTE
        self._text_scale = 1.0  # the text-size preference (1.0 = 100 %): the board's labels follow it
        self._picture: QPixmap | None = None  # the board as last painted, and what it was painted for
        self._pictureKey: tuple[object, ...] = ()
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setDuration(ANIMATION_MS)
        self._anim.valueChanged.connect(self.update)
        self._anim.finished.connect(self._animation_done)
        self.setMouseTracking(True)
        # Every paint covers the whole widget (its picture): nothing under it needs painting first.
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)

    def _animation_done(self) -> None:
        self.update()

    def setAnswersHidden(self, hidden: bool) -> None:
        self._hidden = hidden
        self.update()

    def setAnimationDuration(self, ms: int) -> None:
        self.finishAnimation()
        self._anim.setDuration(max(0, ms))

    def setPaletteName(self, name: str) -> None:
        self._palette = name
        self.update()

    def setTextScale(self, percent: int) -> None:
        """The text-size preference (100 = normal): the board's own labels grow with it."""
        if percent / 100 != self._text_scale:
            self._text_scale = percent / 100
            self._picture = None  # drawn again from scratch
            self.update()

    def finishAnimation(self) -> None:
        if self.isAnimating():
            self._anim.stop()
        self._animation_done()

    def isAnimating(self) -> bool:
        return self._anim.state() == QVariantAnimation.State.Running
