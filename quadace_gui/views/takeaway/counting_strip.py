"""The counting strip of Bash / 抢30: the numbers 1 .. target, the ones said so far filled in.

Click one of the next ``most`` numbers to say every number up to it. Up to :data:`WRAP_LIMIT` numbers
wrap into rows; longer counts (1000 matches, 2008 cells, 5000 matches) show the neighbourhood of the
count, with the numbers before it summed up at the start of the strip. The "key numbers" (saying one
leaves the opponent in a P-position) are marked only when the window says the answers may be shown;
whether a number is one is the model's fact, given by the window as a callable.

Backward induction runs on the strip itself (the article's 倒推法: to say 30 one must say 27, to say 27 one
must say 24, …): while the map's induction shows level k, only the numbers whose position (that number
said last) is decided at levels 0 .. k are coloured, going back from the target level by level, and only
the key numbers reached so far are ringed; a line above the numbers chains them, "30 ← 27 ← 24".
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontInfo, QFontMetricsF, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from quadace_gui.core.games.protocol import LOSS, WIN
from quadace_gui.core.games.takeaway import TakeMove
from quadace_gui.models.takeaway_model import TakeMoveInfo
from quadace_gui.views import palette

from .board_base import BACKGROUND, HIGHLIGHT, MUTED, SLOT, TEXT, TakeBoard, blank_picture

WRAP_LIMIT = 120  # up to this many numbers the whole strip is shown
WINDOW = 40  # numbers shown around the count beyond that
SAID = QColor(88, 98, 118)
SAID_TEXT = QColor(255, 255, 255)
#: The line above the numbers: this many pixels, or this many times the widget's text when larger.
SUMMARY_PX = 20
SUMMARY_EM = 1.45


class CountingStrip(TakeBoard):
    """The numbers of a counting game; the side to move clicks how far to count."""

    moveRequested = Signal(object)  # the TakeMove (how many numbers to say)
    moveHovered = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._target = 30
        self._counted = 0
        self._moves: dict[int, TakeMoveInfo] = {}  # number reached -> the move saying up to it
        self._is_key: Callable[[int], bool] = lambda _n: False
        self._hover: int | None = None
        self._level: int | None = None  # the induction level shown (None: no induction)
        self._decided: Callable[[int], bool] = lambda _n: True  # the position "n said" decided by then
        self._from = 0  # numbers animated as just said: from+1 .. counted
        self._gridKey: tuple[object, ...] = ()  # what the cached grid was laid out for
        self._gridCache: tuple[int, float, QRectF] = (1, 0.0, QRectF())
        self._looks: dict[int, tuple[int, int, int | None]] = {}
        self.setMinimumSize(360, 200)

    # -- what the window sets --------------------------------------------------------------------------
    def setCount(
        self,
        target: int,
        counted: int,
        infos: list[TakeMoveInfo],
        is_key: Callable[[int], bool],
        previous: int | None = None,
    ) -> None:
        """``counted`` of ``target`` numbers said; ``infos`` the legal moves (amounts = (k,));
        ``is_key(n)`` whether saying n leaves the opponent lost; ``previous`` animates the last move."""
        self.finishAnimation()
        self._target, self._counted = target, counted
        self._moves = {counted + info.move.amounts[0]: info for info in infos}
        self._is_key = is_key
        if previous is not None and previous < counted and self._anim.duration() > 0:
            self._from = previous
            self._anim.start()
        if self._hover not in self._moves:
            self._set_hover(None)
        self.update()

    def setInduction(self, level: int | None, decided: Callable[[int], bool] | None = None) -> None:
        """Show backward induction at ``level`` (None: off): ``decided(n)`` whether the position with n
        said last is decided at levels 0 .. level (the model's fact, given by the window)."""
        self._level = level
        self._decided = decided if decided is not None and level is not None else (lambda _n: True)
        self.update()

    def inductionLevel(self) -> int | None:
        return self._level

    def reachedNumbers(self) -> list[int]:
        """The numbers whose positions the induction has decided (all of them outside the induction)."""
        first, last = self.shownRange()
        return [n for n in range(first, last + 1) if self._decided(n)]

    def inductionChain(self) -> str:
        """The key numbers reached by the induction, from the target back: ``30 ← 27 ← 24``."""
        keys = [n for n in range(self._target, -1, -1) if self._decided(n) and self._is_key(n)]
        return " \u2190 ".join(map(str, keys))

    def setInteractive(self, interactive: bool) -> None:
        self._interactive = interactive
        if not interactive:
            self._set_hover(None)
        self.update()

    def _animation_done(self) -> None:
        self._from = self._counted
        self.update()

    def markedNumbers(self) -> list[int]:
        """The numbers on the strip marked as key numbers: none while the answers are hidden, during the
        induction only those it has reached."""
        if self._hidden:
            return []
        first, last = self.shownRange()
        return [n for n in range(first, last + 1) if self._is_key(n) and self._decided(n)]

    def hoveredMove(self) -> TakeMove | None:
        return self._moves[self._hover].move if self._hover in self._moves else None

    # -- geometry --------------------------------------------------------------------------------------
    def shownRange(self) -> tuple[int, int]:
        """The first and last number on the strip."""
        if self._target <= WRAP_LIMIT:
            return 1, self._target
        first = max(1, min(self._counted - WINDOW // 4, self._target - WINDOW + 1))
        return first, min(self._target, first + WINDOW - 1)

    def _grid(self) -> tuple[int, float, QRectF]:
        """(cells per row, cell size, the area the cells fill), laid out once for each size and range."""
        first, last = self.shownRange()
        lines = self._summaryLines(self._summaryText(first)) if first > 1 or self._level is not None else 0
        key = (self.width(), self.height(), first, last, lines, self.font().key())
        if key != self._gridKey:
            self._gridKey, self._gridCache = key, self._layOut(first, last)
        per_row, size, used = self._gridCache
        return per_row, size, QRectF(used)

    def _layOut(self, first: int, last: int) -> tuple[int, float, QRectF]:
        """The grid of the numbers ``first`` .. ``last`` at the current size."""
        count = last - first + 1
        margin = 14.0
        top = margin  # (and room for the line above, on as many lines as it needs)
        if first > 1 or self._level is not None:
            top = self._summaryRect(self._summaryText(first)).bottom() + 10.0
        area = QRectF(margin, top, self.width() - 2 * margin, self.height() - top - margin)
        best = (1, 0.0)
        for per_row in range(1, count + 1):
            rows = math.ceil(count / per_row)
            size = min(area.width() / per_row, area.height() / rows, 96.0)
            if size > best[1] * 1.001 or (size >= best[1] * 0.97 and per_row % 10 == 0):
                best = (per_row, size)  # rows of ten read best, when they cost little room
        per_row, size = best
        rows = math.ceil(count / per_row)
        used = QRectF(0, 0, per_row * size, rows * size)
        used.moveCenter(area.center())
        used.moveTop(area.top())
        return per_row, size, used

    def cellRect(self, number: int) -> QRectF:
        first, _last = self.shownRange()
        return self._cellRect(number, first, self._grid())

    @staticmethod
    def _cellRect(number: int, first: int, grid: tuple[int, float, QRectF]) -> QRectF:
        per_row, size, area = grid
        row, col = divmod(number - first, per_row)
        pad = size * 0.06
        return QRectF(
            area.left() + col * size + pad, area.top() + row * size + pad, size - 2 * pad, size - 2 * pad
        )

    def numberAt(self, point: QPointF) -> int | None:
        first, last = self.shownRange()
        grid = self._grid()
        for n in range(first, last + 1):
            if self._cellRect(n, first, grid).contains(point):
                return n
        return None

    def sizeHint(self) -> QSize:
        return QSize(720, 360)

    # -- input -----------------------------------------------------------------------------------------
    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        n = self.numberAt(event.position())
        self._set_hover(n if self._interactive and n in self._moves else None)

    def leaveEvent(self, event: object) -> None:
        self._set_hover(None)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or not self._interactive:
            return
        n = self.numberAt(event.position())
        if n in self._moves:
            self.finishAnimation()
            self.moveRequested.emit(self._moves[n].move)

    def _set_hover(self, n: int | None) -> None:
        if n != self._hover:
            self._hover = n
            self.moveHovered.emit(self._moves[n].move if n in self._moves else None)
            self.setCursor(Qt.CursorShape.PointingHandCursor if n else Qt.CursorShape.ArrowCursor)
            self.update()

    # -- painting --------------------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.FontChange, QEvent.Type.PaletteChange):
            self._picture = None  # drawn again from scratch
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        """The strip is kept as a picture: a paint draws again only the numbers whose look changed (a
        move changes a few), then shows the picture (issue 24: a move reaches every view in a frame)."""
        first, last = self.shownRange()
        grid = self._grid()
        size = grid[1]
        font = QFont(self.font())
        font.setPixelSize(int(max(11, size * (0.42 if last < 1000 else 0.32))))
        font.setBold(True)
        ratio = self.devicePixelRatioF()
        summary = self._summaryText(first)
        key = (self.width(), self.height(), ratio, first, last, font.key(), summary)
        picture = self._picture
        if picture is None or key != self._pictureKey:
            picture = blank_picture(self, ratio)
            self._picture, self._pictureKey, self._looks = picture, key, {}
            if summary:
                p = QPainter(picture)
                self._summary(p, summary)
                p.end()
        looks = self._cellLooks(first, last)
        changed = [n for n, look in looks.items() if self._looks.get(n) != look]
        if changed:
            p = QPainter(picture)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setFont(font)
            for n in changed:
                self._paintCell(p, n, self._cellRect(n, first, grid), size, looks[n])
            p.end()
            self._looks = looks
        QPainter(self).drawPixmap(0, 0, picture)

    def _cellLooks(self, first: int, last: int) -> dict[int, tuple[int, int, int | None]]:
        """How each number on the strip looks: (fill, ink, ring or None) as RGBA values."""
        t = float(self._anim.currentValue() or 1.0) if self.isAnimating() else 1.0
        hover_fill = HIGHLIGHT
        if self._hover is not None and not self._hidden:
            hover_fill = palette.value_color(self._moves[self._hover].value, palette=self._palette)
        marked = set(self.markedNumbers())
        looks: dict[int, tuple[int, int, int | None]] = {}
        for n in range(first, last + 1):
            said = n <= self._counted
            fresh = said and n > self._from
            if said:
                colour = QColor(SAID)
                if fresh:
                    colour.setAlphaF(0.25 + 0.75 * t)
                ink = SAID_TEXT
            elif self._hover is not None and n <= self._hover:
                colour, ink = hover_fill, palette.ink_for(hover_fill)
            elif self._level is not None and not self._hidden:
                if self._decided(n):  # decided by the induction: its value colour (P: a key number)
                    value = LOSS if self._is_key(n) else WIN
                    colour = palette.value_color(value, palette=self._palette)
                    ink = palette.ink_for(colour)
                else:
                    colour, ink = SLOT, MUTED
            elif n in self._moves:
                colour, ink = QColor(255, 255, 255), TEXT
            else:
                colour, ink = SLOT, MUTED
            ring = None
            if n in marked:
                key = palette.value_color(LOSS, palette=self._palette)
                ring = (ink if key == colour else key).rgba()  # a key number the induction coloured: its ink
            looks[n] = (colour.rgba(), ink.rgba(), ring)
        return looks

    @staticmethod
    def _paintCell(p: QPainter, n: int, rect: QRectF, size: float, look: tuple[int, int, int | None]) -> None:
        fill, ink, ring = look
        square = rect.adjusted(-size * 0.06, -size * 0.06, size * 0.06, size * 0.06)  # its place in the grid
        p.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
        p.fillRect(square, BACKGROUND)
        p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
        colour = QColor.fromRgba(fill)
        p.setPen(QPen(colour.darker(125), 1.5))
        p.setBrush(colour)
        p.drawRoundedRect(rect, size * 0.12, size * 0.12)
        if ring is not None:
            p.setPen(QPen(QColor.fromRgba(ring), max(2.0, size * 0.08)))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(rect.adjusted(size * 0.1, size * 0.1, -size * 0.1, -size * 0.1))
        p.setPen(QColor.fromRgba(ink))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(n))

    def _summaryText(self, first: int) -> str:
        """The line above the numbers: those said before the ones shown, the induction's chain."""
        text = ""
        if first > 1:
            text = self.tr("1 … %1 of %2").replace("%1", str(first - 1)).replace("%2", str(self._target))
        if self._level is not None and not self._hidden:
            chain = self.inductionChain()
            going = self.tr("Going back from %1: %2").replace("%1", str(self._target))
            text = (text + "   \u00b7   " if text else "") + going.replace("%2", chain or "\u2026")
        return text

    def labelFont(self) -> QFont:
        """The font of the line above the numbers: 20 px times the text-size preference (at 200 % it had
        stayed 20 px), and never below :data:`SUMMARY_EM` of the widget's text."""
        font = QFont(self.font())
        em = QFontInfo(self.font()).pixelSize()
        font.setPixelSize(round(max(SUMMARY_PX * self._text_scale, em * SUMMARY_EM)))
        return font

    def _summaryLines(self, text: str) -> int:
        """How many lines the line above the numbers takes at the widget's width (it wraps)."""
        if not text:
            return 1
        metrics = QFontMetricsF(self.labelFont())
        rect = metrics.boundingRect(
            QRectF(0, 0, max(1.0, self.width() - 28.0), 1e6), int(Qt.TextFlag.TextWordWrap), text
        )
        return max(1, round(rect.height() / metrics.lineSpacing()))

    def _summaryRect(self, text: str) -> QRectF:
        """Where the line above the numbers goes (as high as its wrapped lines, at least 44 px)."""
        line = QFontMetricsF(self.labelFont()).lineSpacing()
        return QRectF(14, 10, self.width() - 28, max(44.0, self._summaryLines(text) * line + 4))

    def cutTexts(self) -> list[str]:
        """The line above the numbers when it does not fit over them (none, when all is well)."""
        first, _last = self.shownRange()
        text = self._summaryText(first)
        if not text:
            return []
        need = self._summaryLines(text) * QFontMetricsF(self.labelFont()).lineSpacing()
        return [text] if need > self._summaryRect(text).height() + 1 else []

    def _summary(self, p: QPainter, text: str) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setFont(self.labelFont())
        p.setPen(MUTED)
        flags = int(Qt.AlignmentFlag.AlignVCenter) | int(Qt.TextFlag.TextWordWrap)
        p.drawText(self._summaryRect(text), flags, text)
