"""Drawn shapes of the board: the hand glyph (raised fingers and palm dots) and the small marker shapes."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen

from .colors import BoardColors

# index, middle, ring, little finger: (left edge, top when raised, width), in units of the glyph's size
_FINGERS = ((0.28, 0.10, 0.14), (0.43, 0.03, 0.14), (0.58, 0.08, 0.135), (0.725, 0.19, 0.12))


def draw_hand_glyph(p: QPainter, rect: QRectF, value: int, retired: bool, colors: BoardColors) -> None:
    """A hand showing ``value``: up to five raised fingers (index first, thumb for 5), and for more than
    five all fingers up plus one dot on the palm per extra unit (dots only while they fit)."""
    s = min(rect.width(), rect.height())
    ox, oy = rect.center().x() - s / 2, rect.center().y() - s / 2

    def box(x0: float, y0: float, x1: float, y1: float) -> QRectF:
        return QRectF(ox + x0 * s, oy + y0 * s, (x1 - x0) * s, (y1 - y0) * s)

    skin = colors.retired if retired else colors.skin
    folded = colors.retired if retired else colors.skin_folded
    line = QPen(colors.retired_line if retired else colors.skin_line, max(1.0, s * 0.018))
    raised = min(value, 5)
    p.save()
    p.setPen(line)
    for i, (x, top, width) in enumerate(_FINGERS):
        up = i < raised
        p.setBrush(skin if up else folded)
        r = box(x, top if up else 0.37, x + width, 0.62)
        p.drawRoundedRect(r, width * s / 2, width * s / 2)
    palm = box(0.26, 0.46, 0.86, 0.96)
    thumb_up = raised >= 5
    if thumb_up:  # the thumb sticks out to the left, tilted
        p.save()
        p.translate(ox + 0.33 * s, oy + 0.78 * s)
        p.rotate(-50)
        p.setBrush(skin)
        p.drawRoundedRect(QRectF(-0.065 * s, -0.42 * s, 0.13 * s, 0.46 * s), 0.065 * s, 0.065 * s)
        p.restore()
    p.setBrush(skin)
    p.drawRoundedRect(palm, 0.12 * s, 0.12 * s)
    if not thumb_up:  # folded across the palm
        p.setBrush(folded)
        p.drawRoundedRect(box(0.20, 0.64, 0.62, 0.77), 0.065 * s, 0.065 * s)
    if value > 5:
        draw_palm_dots(p, box(0.29, 0.50, 0.83, 0.93), value - 5, colors)
    p.restore()


def draw_palm_dots(p: QPainter, area: QRectF, count: int, colors: BoardColors) -> None:
    """``count`` dots laid out like dice pips (none beyond 16: the big number says it)."""
    if count > 16:
        return
    cols = 2 if count <= 4 else (3 if count <= 9 else math.ceil(math.sqrt(count)))
    rows = math.ceil(count / cols)
    cell = min(area.width() / max(cols, 2), area.height() / max(rows, 2))
    r = cell * 0.36
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colors.skin_line)
    top = area.center().y() - rows * cell / 2
    for k in range(count):
        row, col = divmod(k, cols)
        in_row = min(cols, count - row * cols)
        left = area.center().x() - in_row * cell / 2
        p.drawEllipse(QPointF(left + (col + 0.5) * cell, top + (row + 0.5) * cell), r, r)


def triangle_path(r: QRectF) -> QPainterPath:
    """A play-button triangle pointing right ("to move")."""
    path = QPainterPath(QPointF(r.left() + r.width() * 0.1, r.top()))
    path.lineTo(r.right(), r.center().y())
    path.lineTo(r.left() + r.width() * 0.1, r.bottom())
    path.closeSubpath()
    return path


def star_path(r: QRectF) -> QPainterPath:
    """A five-pointed star ("winner")."""
    c, outer = r.center(), r.width() / 2
    path = QPainterPath()
    for i in range(10):
        radius = outer if i % 2 == 0 else outer * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        point = QPointF(c.x() + radius * math.cos(angle), c.y() + radius * math.sin(angle))
        if i == 0:
            path.moveTo(point)
        else:
            path.lineTo(point)
    path.closeSubpath()
    return path
