"""The heaps board of Nim and Wythoff: each heap a block of stones, drawn large enough for a classroom.

Point at a stone and it lights up with every stone above it in its heap: that is what a click takes.
In Wythoff, holding Shift (or switching on "both heaps") takes the same number from both heaps. The
board never works out a game fact: the window gives it the heaps and the legal moves with their values
(:class:`~quadace_gui.models.takeaway_model.TakeMoveInfo`, from the model); a hovered or clicked
stone only names a candidate move, which counts only when it is one of the given moves. Stones taken
by the last move fade upwards over the animation length (``ANIMATION_MS``; 0 turns it off).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontInfo,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QWidget

from quadace_gui.core.games.takeaway import Heaps, TakeMove
from quadace_gui.models.takeaway_model import TakeMoveInfo
from quadace_gui.views import palette

from .board_base import BACKGROUND, HIGHLIGHT, TEXT, TakeBoard, blank_picture

STONE = QColor(120, 128, 142)
STONE_LINE = QColor(70, 76, 88)
PLATE = QColor(196, 203, 214)
#: The share of its column a heap's stones may fill (the rest is the gap between heaps; at 0.82 the
#: stones of Wythoff in presentation mode's narrower board had been 64 px against 78 in the window).
HEAP_FILL = 0.92
#: A heap label's text fills this share of its line's height (30 px at most) ...
LABEL_FILL = 0.6
#: ... and is at least this many times the widget's text (presentation mode: as large as in the window).
LABEL_EM = 1.45
#: A label too wide for its column is made smaller down to this share of its size, then goes on two lines.
LABEL_SHRINK = 0.85

#: How a heap looks: its stones, the first a click takes, their colour (RGBA), the number taken, its
#: name, and the stones fading away ((first, end), progress) while the last move is animated.
HeapLook = tuple[int, int, int | None, int, str, tuple[tuple[int, int], float] | None]


@dataclass(frozen=True)
class HeapLayout:
    """Where heap ``index`` draws: its area, the stone size and stones per row (filled bottom-up)."""

    area: QRectF
    label: QRectF
    size: float
    per_row: int
    lines: int = 1  # the label's lines (its name above its count when one line is too wide)
    px: int = 14  # the label's text size

    def stone(self, i: int) -> QRectF:
        row, col = divmod(i, self.per_row)
        width = self.per_row * self.size
        left = self.area.center().x() - width / 2
        bottom = self.area.bottom()
        pad = self.size * 0.08
        return QRectF(
            left + col * self.size + pad,
            bottom - (row + 1) * self.size + pad,
            self.size - 2 * pad,
            self.size - 2 * pad,
        )


def fit_stones(capacity: int, width: float, height: float) -> tuple[float, int]:
    """The largest stone size (and stones per row) that fits ``capacity`` stones in ``width`` x ``height``."""
    best = (0.0, 1)
    for per_row in range(1, max(1, capacity) + 1):
        rows = math.ceil(max(1, capacity) / per_row)
        size = min(width / per_row, height / rows)
        if size > best[0] * 1.001:
            best = (size, per_row)
    size, per_row = best
    if per_row > 2:  # rows of five (or ten) are counted at a glance: take them when they cost little
        for fives in (5, 10):
            rows = math.ceil(max(1, capacity) / fives)
            fitted = min(width / fives, height / rows)
            if fitted >= size * 0.8:
                return fitted, fives
    return best


class HeapsBoard(TakeBoard):
    """Heaps of stones; the side to move takes by clicking a stone (it and all above it)."""

    moveRequested = Signal(object)  # the TakeMove the user asked to play
    moveHovered = Signal(object)  # the TakeMove under the pointer, or None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._heaps: Heaps = ()
        self._moves: dict[TakeMove, TakeMoveInfo] = {}
        self._capacity = 1
        self._both_allowed = False
        self._both = False
        self._shift = False
        self._pointer: tuple[int, int] | None = None  # (heap, stone) under the pointer
        self._hover: TakeMove | None = None
        self._gone: dict[int, tuple[int, int]] = {}  # heap -> (first, end) of stones being taken away
        self._names: list[str] = []
        self._looks: dict[int, HeapLook] = {}
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(360, 200)  # (a one heap over its map: 720 px at 200 % with two toolbar rows)

    # -- what the window sets --------------------------------------------------------------------------
    def setPosition(self, heaps: Heaps, infos: list[TakeMoveInfo], previous: Heaps | None = None) -> None:
        """Show ``heaps`` with their legal moves; ``previous`` (the heaps one move before) animates the
        stones that move took away."""
        self.finishAnimation()
        self._heaps = tuple(heaps)
        self._moves = {info.move: info for info in infos}
        self._capacity = max(self._capacity, *self._heaps, 1)
        if previous is not None and len(previous) == len(heaps) and self._anim.duration() > 0:
            self._gone = {h: (heaps[h], previous[h]) for h in range(len(heaps)) if previous[h] > heaps[h]}
            if self._gone:
                self._anim.start()
        self._refresh_hover()
        self.update()

    def setCapacity(self, stones: int) -> None:
        """The most stones a heap of this game holds (keeps the stone size steady through a game)."""
        self._capacity = max(1, stones)
        self.update()

    def setHeapNames(self, names: list[str]) -> None:
        self._names = names
        self.update()

    def setBothAllowed(self, allowed: bool) -> None:
        """Whether taking from both heaps at once is a kind of move here (Wythoff)."""
        self._both_allowed = allowed
        self._refresh_hover()

    def setBoth(self, both: bool) -> None:
        """The "both heaps" switch: a click takes the same number from both heaps."""
        self._both = both
        self._refresh_hover()

    def setInteractive(self, interactive: bool) -> None:
        """Off while a computer player is to move (clicks do nothing)."""
        self._interactive = interactive
        self._refresh_hover()

    def hoveredMove(self) -> TakeMove | None:
        return self._hover

    # -- geometry (also what tests click) --------------------------------------------------------------
    def layouts(self) -> list[HeapLayout]:
        count = max(1, len(self._heaps))
        margin = max(12.0, self.width() * 0.03)
        column = (self.width() - 2 * margin) / count
        one = max(28.0, self.height() * 0.09)  # a label's line at the normal text size
        px = self._label_px(one - 4)
        # A label too wide for its column at the text size goes on two lines, its name above its count
        # (at 200 % "Heap 1: 3" had run into "Heap 2: 4").
        lines = 1
        widest = self._widest_label(px)
        room = column * HEAP_FILL  # (the gap between heaps keeps their labels apart too)
        if widest > room:  # a little smaller on one line, else on two (and smaller if need be)
            if room / widest >= LABEL_SHRINK:
                px = math.floor(px * room / widest)
            else:
                lines, px = 2, self._fitted_px(column, px)
        label_h = max(one, lines * px / LABEL_FILL + 4)
        height = self.height() - 2 * margin - label_h
        size, per_row = fit_stones(self._capacity, column * HEAP_FILL, height)
        size = min(size, 90.0)
        out = []
        for h in range(count):
            left = margin + h * column
            area = QRectF(left, margin, column, height)
            label = QRectF(left, margin + height + 4, column, label_h - 4)
            out.append(HeapLayout(area, label, size, per_row, lines, px))
        return out

    def stoneCenter(self, heap: int, stone: int) -> QPointF:
        """The centre of stone ``stone`` (0 = bottom) of heap ``heap``, in widget pixels."""
        return self.layouts()[heap].stone(stone).center()

    def stoneAt(self, point: QPointF) -> tuple[int, int] | None:
        for h, layout in enumerate(self.layouts()):
            if h >= len(self._heaps):
                break
            for i in range(self._heaps[h]):
                if layout.stone(i).adjusted(-2, -2, 2, 2).contains(point):
                    return h, i
        return None

    def candidate(self, heap: int, stone: int) -> TakeMove | None:
        """The legal move a click on ``stone`` of ``heap`` asks for, or None."""
        if not self._heaps or stone >= self._heaps[heap]:
            return None
        k = self._heaps[heap] - stone
        if self._both_allowed and (self._both or self._shift):
            move = TakeMove(tuple(k for _ in self._heaps))
        else:
            move = TakeMove(tuple(k if h == heap else 0 for h in range(len(self._heaps))))
        return move if move in self._moves else None

    def sizeHint(self) -> QSize:
        return QSize(720, 520)

    # -- input -----------------------------------------------------------------------------------------
    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self._shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        self._pointer = self.stoneAt(event.position())
        self._refresh_hover()

    def leaveEvent(self, event: object) -> None:
        self._pointer = None
        self._refresh_hover()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or not self._interactive:
            return
        self._shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        self._pointer = self.stoneAt(event.position())
        self._refresh_hover()
        if self._hover is not None:
            move = self._hover
            self.finishAnimation()
            self.moveRequested.emit(move)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Shift:
            self._shift = True
            self._refresh_hover()
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Shift:
            self._shift = False
            self._refresh_hover()
        super().keyReleaseEvent(event)

    def _refresh_hover(self) -> None:
        move = None
        if self._interactive and self._pointer is not None and self._pointer[0] < len(self._heaps):
            move = self.candidate(*self._pointer)
        if move != self._hover:
            self._hover = move
            self.moveHovered.emit(move)
        self.setCursor(Qt.CursorShape.PointingHandCursor if move else Qt.CursorShape.ArrowCursor)
        self.update()

    def _animation_done(self) -> None:
        self._gone = {}
        self.update()

    # -- painting --------------------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.FontChange, QEvent.Type.PaletteChange):
            self._picture = None  # drawn again from scratch
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        """The board is kept as a picture: a paint draws again only the heaps whose look changed (a move
        changes one or two), then shows the picture (issue 24: a move reaches every view in a frame)."""
        layouts = self.layouts()
        ratio = self.devicePixelRatioF()
        key = (self.width(), self.height(), ratio, self._capacity, len(self._heaps), self.font().key())
        picture = self._picture
        if picture is None or key != self._pictureKey:
            picture = blank_picture(self, ratio)
            self._picture, self._pictureKey, self._looks = picture, key, {}
        take = self._hover.amounts if self._hover is not None else ()
        fill = self._take_colour().rgba()
        t = float(self._anim.currentValue() or 0.0) if self._gone else 1.0
        looks: dict[int, HeapLook] = {}
        for h in range(min(len(layouts), len(self._heaps))):
            n = self._heaps[h]
            first_taken = n - take[h] if take else n
            name = self._names[h] if h < len(self._names) else str(h + 1)
            gone = (self._gone[h], t) if h in self._gone else None
            looks[h] = (n, first_taken, fill if first_taken < n else None, take[h] if take else 0, name, gone)
        changed = [h for h, look in looks.items() if self._looks.get(h) != look]
        if changed:
            p = QPainter(picture)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            for h in changed:
                self._paintHeap(p, h, layouts[h], looks[h], t)
            p.end()
            self._looks = looks
        QPainter(self).drawPixmap(0, 0, picture)

    def _paintHeap(self, p: QPainter, h: int, layout: HeapLayout, look: HeapLook, t: float) -> None:
        """Heap ``h`` in its column: its plate, stones (those a click takes in ``fill``), label."""
        n, first_taken, fill, taking, _name, _gone = look
        column = QRectF(layout.area.left(), 0, layout.area.width(), self.height())
        p.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
        p.fillRect(column, BACKGROUND)
        p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
        taken = STONE if fill is None else QColor.fromRgba(fill)
        plate = QRectF(0, 0, layout.per_row * layout.size + 12, 6)
        plate.moveCenter(QPointF(layout.area.center().x(), layout.area.bottom() + 4))
        p.fillRect(plate, PLATE)  # where the heap stands, seen even when it is empty
        for i in range(n):
            self._stone(p, layout.stone(i), taken if i >= first_taken else STONE)
        if h in self._gone:
            start, end = self._gone[h]
            for i in range(start, end):
                rect = layout.stone(i).translated(0, -layout.size * 0.8 * t)
                p.setOpacity(max(0.0, 1 - t))
                self._stone(p, rect, STONE)
            p.setOpacity(1.0)
        self._label(p, h, layout, taking)

    def _take_colour(self) -> QColor:
        if self._hover is None or self._hidden:
            return HIGHLIGHT
        return palette.value_color(self._moves[self._hover].value, palette=self._palette)

    @staticmethod
    def _stone(p: QPainter, rect: QRectF, colour: QColor) -> None:
        p.setPen(QPen(STONE_LINE if colour == STONE else colour.darker(140), max(1.0, rect.width() * 0.05)))
        p.setBrush(colour)
        p.drawEllipse(rect)

    def _label_px(self, height: float = 0.0) -> int:
        """The heap labels' text size: from the label's line ``height`` at the normal text size, times
        the text-size preference (at 200 % they had stayed as at 100 %), and never below
        :data:`LABEL_EM` of the widget's text (presentation mode: as large as in the window)."""
        em = QFontInfo(self.font()).pixelSize()
        return int(max(14 * self._text_scale, min(30, height * LABEL_FILL) * self._text_scale, em * LABEL_EM))

    def labelFont(self, px: int | None = None) -> QFont:
        """The heap labels' font (at ``px`` pixels; by default as laid out now)."""
        if px is None:
            layouts = self.layouts()
            px = layouts[0].px if layouts else self._label_px()
        font = QFont(self.font())
        font.setPixelSize(px)
        font.setBold(True)
        return font

    def labelText(self, h: int, taking: int = 0) -> str:
        """Heap ``h``'s label: its name and its stones (and how many the pointer takes)."""
        name = self._names[h] if h < len(self._names) else str(h + 1)
        text = f"{name}: {self._heaps[h] if h < len(self._heaps) else 0}"
        return text + (f"  (−{taking})" if taking else "")

    def _widest_label(self, px: int) -> float:
        """The widest heap label on one line at ``px``."""
        metrics = QFontMetricsF(self.labelFont(px))
        texts = [self.labelText(h) for h in range(len(self._heaps))]
        return max((metrics.horizontalAdvance(text) for text in texts), default=0.0)

    def _fitted_px(self, column: float, px: int) -> int:
        """``px``, or less so that each line of each label on two lines fits its column."""
        room = column * HEAP_FILL
        texts = [self.labelText(h).split(": ", 1) for h in range(len(self._heaps))]
        widest = max(
            (QFontMetricsF(self.labelFont(px)).horizontalAdvance(t) for ts in texts for t in ts), default=0
        )
        if widest <= room or widest <= 0:
            return px
        return max(8, math.floor(px * room / widest))

    def cutTexts(self) -> list[str]:
        """The heap labels wider than their column (none, when all is well: for the readability check)."""
        out = []
        for h, layout in enumerate(self.layouts()[: len(self._heaps)]):
            font = self.labelFont(layout.px)
            text = self.labelText(h)
            metrics = QFontMetricsF(font)
            lines = text.split(": ", 1) if layout.lines == 2 else [text]
            wide = max(metrics.horizontalAdvance(line) for line in lines)
            if wide > layout.label.width() + 1 or metrics.height() * len(lines) > layout.label.height() + 1:
                out.append(text)
        return out

    def _label(self, p: QPainter, h: int, layout: HeapLayout, taking: int) -> None:
        font = self.labelFont(layout.px)
        text = self.labelText(h, taking)
        lines = text.split(": ", 1) if layout.lines == 2 else [text]
        wide = max(QFontMetricsF(font).horizontalAdvance(line) for line in lines)
        if wide > layout.label.width():  # the "(−n)" the pointer adds: a little smaller, never cut
            font.setPixelSize(max(8, math.floor(layout.px * layout.label.width() / wide)))
        p.setFont(font)
        p.setPen(TEXT)
        text = text.replace(": ", ":\n", 1) if layout.lines == 2 else text
        p.drawText(layout.label, Qt.AlignmentFlag.AlignCenter, text)
