"""The legend under the plot: swatches and words for values, shading, unreachable cells and marks."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from quadace_gui import palette
from quadace_gui.core.solver import DRAW, LOSS, WIN
from quadace_gui.texts import value_letter, value_title

from .colors import DIM_ALPHA, INK, QUIET_INK, cell_is_dark
from .hidden import HIDDEN_RGB
from .items import paint_hatch
from .marks import MARKS, PATH_DOT, PATH_PEN, MarkStyle, make_pen, paint_outline, restyled

Swatch = Callable[[QPainter, QRectF], None]
LegendEntry = tuple[Swatch, float, str]  # painter of the swatch, its width in swatch heights, text

translate = QCoreApplication.translate


def _frame(p: QPainter, r: QRectF) -> None:
    p.setPen(restyled(make_pen(INK, 0.8), cosmetic=False))
    p.setBrush(Qt.BrushStyle.NoBrush)  # (an earlier swatch's brush would fill the frame)
    p.drawRect(r)


def _fill(rgb: palette.RGB) -> Swatch:
    def draw(p: QPainter, r: QRectF) -> None:
        p.fillRect(r, QColor(*rgb))
        _frame(p, r)

    return draw


def _ramp(scheme: str) -> Swatch:
    def draw(p: QPainter, r: QRectF) -> None:
        half = r.height() / 2
        for i, value in enumerate((WIN, LOSS)):
            rgb = palette.base_rgb(value, scheme)
            grad = QLinearGradient(r.left(), 0, r.right(), 0)
            grad.setColorAt(0, QColor(*rgb))
            grad.setColorAt(1, QColor(*palette.shade(rgb, 1, 1)))
            p.fillRect(QRectF(r.left(), r.top() + i * half, r.width(), half), grad)
        _frame(p, r)

    return draw


def _hatch(scheme: str, fill: palette.RGB | None = None) -> Swatch:
    def draw(p: QPainter, r: QRectF) -> None:
        paint_hatch(p, r)
        c = QColor(*(fill or palette.base_rgb(WIN, scheme)))
        c.setAlpha(DIM_ALPHA)
        p.fillRect(r, c)
        _frame(p, r)

    return draw


class LetteredSwatch:
    """A cell's swatch with the letter cells of that colour carry ("D" on a draw's grey)."""

    def __init__(self, rgb: palette.RGB, letter: str) -> None:
        self.rgb, self.letter = rgb, letter

    def __call__(self, p: QPainter, r: QRectF) -> None:
        p.fillRect(r, QColor(*self.rgb))
        _frame(p, r)
        font = QFont(p.font())
        font.setPixelSize(max(6, round(r.height() * 0.8)))
        p.save()
        p.setFont(font)
        p.setPen(QUIET_INK[cell_is_dark((*self.rgb, 255))])
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, self.letter)
        p.restore()


def _mark(style: MarkStyle, scheme: str, fill: palette.RGB | None = None) -> Swatch:

    def draw(p: QPainter, r: QRectF) -> None:
        p.fillRect(r, QColor(*(fill or palette.base_rgb(DRAW, scheme))))
        side = r.width() * min(style.scale, 0.85)  # a mark larger than its swatch would hide the text
        box = QRectF(r.center().x() - side / 2, r.center().y() - side / 2, side, side)
        paint_outline(p, style, box, cosmetic=False)

    return draw


def _line(p: QPainter, r: QRectF) -> None:
    p.setPen(restyled(PATH_PEN, cosmetic=False))
    ends = (QPointF(r.left() + 2, r.bottom() - 2), QPointF(r.right() - 2, r.top() + 2))
    p.drawLine(*ends)
    p.setBrush(PATH_DOT)
    p.setPen(Qt.PenStyle.NoPen)
    for pt in ends:
        p.drawEllipse(pt, 3, 3)


def _nothing(p: QPainter, r: QRectF) -> None:
    pass


def legend_groups(
    scheme: str,
    unreachable: str,
    caption: str = "",
    quadrants: bool = True,
    pointer: bool = True,
    hidden: bool = False,
    draws: bool = False,
) -> list[list[LegendEntry]]:
    """The legend's entries in the current language: values, then marks, then ``caption`` if any (a
    line each of its lines).
    Without ``pointer`` (a slide has no mouse) the pointer-only entry is left out. With ``hidden`` (the
    answers are hidden) one neutral swatch says so instead of the values, and no swatch shows a value
    colour. With ``draws`` (a slide of the last induction level, where the draws turn grey) the draw's
    swatch carries the draws' letter: grey "D" = draw, however small the cells (and their letters) are.

    The swatch painters live in the legend, a scene item: they hold only plain values (the palette's
    name), never the heatmap widget (see :func:`.items.weak_callback`).
    """
    neutral: palette.RGB = (int(HIDDEN_RGB[0]), int(HIDDEN_RGB[1]), int(HIDDEN_RGB[2]))
    if hidden:
        values: list[LegendEntry] = [
            (_fill(neutral), 1.0, translate("OutcomeHeatmap", "answers hidden: Reveal colours the map"))
        ]
    else:
        values = [(_fill(palette.base_rgb(v, scheme)), 1.0, value_title(v)) for v in (WIN, DRAW, LOSS)]
        if draws:  # grey with its "D", as the draws' cells (or, too small for it, as they would be)
            values[1] = (
                LetteredSwatch(palette.base_rgb(DRAW, scheme), value_letter(DRAW)),
                1.0,
                values[1][2],
            )
        values.append((_ramp(scheme), 2.5, translate("OutcomeHeatmap", "darker = quicker, paler = longer")))
    if unreachable == "dim":
        hatch = _hatch(scheme, neutral if hidden else None)
        values.append((hatch, 1.0, translate("OutcomeHeatmap", "hatched = cannot be reached from the start")))
    elif unreachable == "hide":
        values.append((_nothing, 0.0, translate("OutcomeHeatmap", "(unreachable positions hidden)")))
    ground = neutral if hidden else None
    marks: list[LegendEntry] = [
        (_mark(MARKS["current"], scheme, ground), 1.0, translate("OutcomeHeatmap", "current position")),
        (_mark(MARKS["target"], scheme, ground), 1.0, translate("OutcomeHeatmap", "after a legal move")),
        (
            _mark(MARKS["preview"], scheme, ground),
            1.0,
            translate("OutcomeHeatmap", "move under the pointer"),
        ),
        (_line, 1.6, translate("OutcomeHeatmap", "game so far")),
    ]
    if not pointer:
        del marks[2]
    if quadrants:
        quadrant_help = translate("OutcomeHeatmap", "quadrants: 1 v 2 = side to move has 1 hand, opponent 2")
        marks.append((_nothing, 0.0, quadrant_help))
    notes: list[list[LegendEntry]] = [[(_nothing, 0.0, line)] for line in caption.split("\n") if line]
    return [values, marks, *notes]


def _break_points(text: str) -> list[str]:
    """``text`` in the pieces a line may break before: words with the space before them, and each
    Chinese character with what follows it up to the next (Chinese has no spaces between words; its
    punctuation stays with the character before it)."""
    pieces: list[str] = []
    for ch in text:
        ideograph = "\u3400" <= ch <= "\u9fff"
        if not pieces or ((ch == " " or ideograph) and pieces[-1].strip() and pieces[-1][-1] not in "（《“("):
            pieces.append(ch)
        else:
            pieces[-1] += ch
    return pieces


#: The legend's size, in points at the normal text size (the text-size preference scales it).
LEGEND_POINTS = 8.5


class Legend(pg.GraphicsWidget):  # type: ignore[misc]
    """Swatches and words under the plot (part of the scene, so exports include it).

    Entries come in groups (values, marks); a group that does not fit the width wraps onto more lines.
    """

    PAD = 6.0
    SWATCH = 14.0
    GAP = 18.0

    def __init__(self) -> None:
        super().__init__()
        # Kept by Qt as a pixmap on screen until it changes: a move repaints the plot, not this.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        font = QFont()
        font.setPointSizeF(LEGEND_POINTS)
        self._font = font
        self._metrics = QFontMetricsF(font)
        self._normal_line = self._metrics.height()  # swatches and gaps are sized for this line
        self._groups: list[list[LegendEntry]] = []
        self._lines: list[list[LegendEntry]] = []
        self.setSizePolicy(pg.QtWidgets.QSizePolicy.Policy.Preferred, pg.QtWidgets.QSizePolicy.Policy.Fixed)

    def setTextFont(self, font: QFont) -> None:
        """The legend's font (the heatmap's text size): swatches and gaps grow with it."""
        self._font = QFont(font)
        self._metrics = QFontMetricsF(font)
        scale = self._metrics.height() / self._normal_line
        self.PAD, self.SWATCH, self.GAP = 6.0 * scale, 14.0 * scale, 18.0 * scale
        self._relayout()
        self.updateGeometry()
        self.update()

    def textFont(self) -> QFont:
        """The font the legend draws in."""
        return QFont(self._font)

    def setGroups(self, groups: list[list[LegendEntry]]) -> None:
        self._groups = [g for g in groups if g]
        self._relayout()
        self.update()

    def widestEntry(self) -> float:
        """The width of the widest single entry with the legend's padding (in one line)."""
        entries = [e for g in self._groups for e in g]
        return max((self._entryWidth(e) for e in entries), default=0.0) + 2 * self.PAD + 2

    def lines(self) -> list[list[str]]:
        """The texts on each line, as laid out for the current width."""
        return [[text for _, _, text in line] for line in self._lines]

    def _entryWidth(self, entry: LegendEntry) -> float:
        return entry[1] * self.SWATCH + 5 + self._metrics.horizontalAdvance(entry[2])

    def _lineWidth(self, line: list[LegendEntry]) -> float:
        return sum(self._entryWidth(e) for e in line) + self.GAP * (len(line) - 1)

    def _linesFor(self, width: float) -> list[list[LegendEntry]]:
        """The entries on each line when the legend is ``width`` pixels wide."""
        room = max(width - 2 * self.PAD, 1.0)
        lines: list[list[LegendEntry]] = []
        for group in self._groups:
            line: list[LegendEntry] = []
            for entry in self._wrapped(group, room):
                if line and self._lineWidth([*line, entry]) > room:
                    lines.append(line)
                    line = []
                line.append(entry)
            lines.append(line)
        return lines

    def heightFor(self, width: float) -> float:
        """The legend's height when it is ``width`` pixels wide (its lines wrapped to that width)."""
        return len(self._linesFor(width)) * (self.SWATCH + self.PAD) + self.PAD

    def _relayout(self) -> None:
        lines = self._linesFor(self.size().width())
        self._lines = lines
        height = len(lines) * (self.SWATCH + self.PAD) + self.PAD
        if height != self.maximumHeight():
            self.setMinimumHeight(height)
            self.setMaximumHeight(height)
            self.updateGeometry()

    def _wrapped(self, group: list[LegendEntry], room: float) -> list[LegendEntry]:
        """``group`` with each entry too wide for ``room`` alone cut at spaces into entries that fit
        (the first piece keeps the swatch; the words go on under it). CJK text without spaces may
        also break between characters."""
        out: list[LegendEntry] = []
        for draw, width, text in group:
            if self._entryWidth((draw, width, text)) <= room:
                out.append((draw, width, text))
                continue
            piece, first = "", True
            for word in _break_points(text):
                entry = (draw if first else _nothing, width if first else 0.0, piece + word)
                if piece and self._entryWidth(entry) > room:
                    out.append((draw, width, piece.rstrip()) if first else (_nothing, 0.0, piece.rstrip()))
                    piece, first = word.lstrip(), False
                else:
                    piece += word
            out.append((draw, width, piece) if first else (_nothing, 0.0, piece))
        return out

    def entryRects(self) -> list[tuple[QRectF, str, str]]:
        """Each entry as drawn now, swatch and text, in scene coordinates, with its text and the letter
        on its swatch ("" for most; "D" on a last level's draw) (for tests)."""
        out = []
        y = self.PAD
        width = self.size().width()
        for line in self._lines:
            x = max(self.PAD, (width - self._lineWidth(line)) / 2)
            for entry in line:
                rect = QRectF(x, y - 2, self._entryWidth(entry), self.SWATCH + 4)
                letter = entry[0].letter if isinstance(entry[0], LetteredSwatch) else ""
                out.append((self.mapRectToScene(rect), entry[2], letter))
                x += self._entryWidth(entry) + self.GAP
            y += self.SWATCH + self.PAD
        return out

    def cutLines(self) -> list[str]:
        """The lines wider than the legend (drawn past its edge; none when all is well)."""
        room = self.size().width() - 2 * self.PAD + 1
        return [" ".join(t for _, _, t in line) for line in self._lines if self._lineWidth(line) > room]

    def resizeEvent(self, ev: Any) -> None:
        super().resizeEvent(ev)
        self._relayout()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setFont(self._font)
        width = self.size().width()
        y = self.PAD
        for line in self._lines:
            x = max(self.PAD, (width - self._lineWidth(line)) / 2)
            for draw, w, text in line:
                swatch = QRectF(x, y, w * self.SWATCH, self.SWATCH)
                draw(painter, swatch)
                x = swatch.right() + 5
                painter.setPen(INK)
                tw = self._metrics.horizontalAdvance(text)
                painter.drawText(
                    QRectF(x, y - 2, tw + 2, self.SWATCH + 4), Qt.AlignmentFlag.AlignVCenter, text
                )
                x += tw + self.GAP
            y += self.SWATCH + self.PAD

    def sizeHint(self, which: Qt.SizeHint, constraint: QSizeF = QSizeF()) -> QSizeF:  # noqa: B008
        height = len(self._lines) * (self.SWATCH + self.PAD) + self.PAD
        if which == Qt.SizeHint.PreferredSize:
            return QSizeF(max((self._lineWidth(g) for g in self._groups), default=0.0), height)
        if which == Qt.SizeHint.MinimumSize:
            return QSizeF(0, height)
        return super().sizeHint(which, constraint)  # type: ignore[no-any-return]
