"""The Chinese one-hand number signs the game is played with, drawn on a hand card.

The QuadAce article notes that few countries show 1 to 10 on one hand, which is why this game works: 1–5
are that many raised fingers, 六 (6) the thumb and the little finger, 七 (7) the thumb, index and middle
fingertips pinched together, 八 (8) the thumb and the index finger, 九 (9) a hooked index finger, and 0 (or
10) a fist, the hand put away.

:data:`SIGNS` is the fact table of each sign (which fingers are out, pinched or hooked); :data:`BASES`,
:data:`STRAIGHT` and the bends place each finger of each sign in the glyph's unit square; :func:`draw_sign`
paints them with QPainter paths. A finger is a round-capped stroke from its base to its tip (two strokes:
the outline, then the skin), so the fingertip is the round end of the stroke.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from .colors import BoardColors

THUMB, INDEX, MIDDLE, RING, LITTLE = "thumb", "index", "middle", "ring", "little"
FINGERS = (THUMB, INDEX, MIDDLE, RING, LITTLE)


@dataclass(frozen=True)
class Sign:
    """One number's sign: the fingers held out, whether their tips are pinched together (七) and whether
    the one finger out is hooked (九)."""

    number: int
    name: str  # the Chinese numeral
    raised: frozenset[str]
    pinched: bool = False
    hooked: bool = False


def _sign(number: int, name: str, *raised: str, pinched: bool = False, hooked: bool = False) -> Sign:
    return Sign(number, name, frozenset(raised), pinched, hooked)


#: The sign of each number 0–9 (0 is also 10: the fist, the hand put away).
SIGNS: dict[int, Sign] = {
    0: _sign(0, "零"),
    1: _sign(1, "一", INDEX),
    2: _sign(2, "二", INDEX, MIDDLE),
    3: _sign(3, "三", INDEX, MIDDLE, RING),
    4: _sign(4, "四", INDEX, MIDDLE, RING, LITTLE),
    5: _sign(5, "五", *FINGERS),
    6: _sign(6, "六", THUMB, LITTLE),
    7: _sign(7, "七", THUMB, INDEX, MIDDLE, pinched=True),
    8: _sign(8, "八", THUMB, INDEX),
    9: _sign(9, "九", INDEX, hooked=True),
}

Point = tuple[float, float]

#: Where each finger starts (inside the palm) and its width, in units of the glyph's size.
BASES: dict[str, tuple[Point, float]] = {
    THUMB: ((0.36, 0.80), 0.13),
    INDEX: ((0.35, 0.60), 0.14),
    MIDDLE: ((0.50, 0.60), 0.14),
    RING: ((0.645, 0.60), 0.135),
    LITTLE: ((0.785, 0.60), 0.12),
}
#: A finger held straight up (the thumb out to the upper left, as for 5): its tip.
STRAIGHT: dict[str, Point] = {
    THUMB: (0.08, 0.55),
    INDEX: (0.35, 0.17),
    MIDDLE: (0.50, 0.10),
    RING: (0.645, 0.15),
    LITTLE: (0.785, 0.26),
}
#: Where a finger of a sign bends from the straight one: its points after the base (the last is the tip).
_BENT: dict[int, dict[str, tuple[Point, ...]]] = {
    6: {THUMB: ((0.05, 0.66),), LITTLE: ((0.90, 0.24),)},
    7: {THUMB: ((0.14, 0.52), (0.38, 0.24)), INDEX: ((0.42, 0.19),), MIDDLE: ((0.47, 0.21),)},
    8: {THUMB: ((0.04, 0.58),), INDEX: ((0.33, 0.13),)},
    9: {INDEX: ((0.35, 0.17), (0.45, 0.20), (0.47, 0.30))},
}
#: A folded finger: the knuckle showing above the palm.
KNUCKLE_TOP = 0.40
PALM = (0.26, 0.46, 0.86, 0.96)


def finger_points(number: int, finger: str) -> tuple[Point, ...]:
    """The points of ``finger`` (base first, tip last) in the sign of ``number`` if it is out, else ()."""
    sign = SIGNS[number]
    if finger not in sign.raised:
        return ()
    base = BASES[finger][0]
    return (base, *_BENT.get(number, {}).get(finger, (STRAIGHT[finger],)))


def tip(number: int, finger: str) -> Point | None:
    """The fingertip of ``finger`` in the sign of ``number`` (None when the finger is folded)."""
    points = finger_points(number, finger)
    return points[-1] if points else None


def draw_sign(p: QPainter, rect: QRectF, number: int, skin: QColor, folded: QColor, line: QColor) -> None:
    """The sign of ``number`` (0–9) in the square centred in ``rect``."""
    s = min(rect.width(), rect.height())
    ox, oy = rect.center().x() - s / 2, rect.center().y() - s / 2

    def at(x: float, y: float) -> QPointF:
        return QPointF(ox + x * s, oy + y * s)

    lw = max(1.0, s * 0.018)
    sign = SIGNS[number]
    p.save()
    # folded fingers: knuckles above the palm's top edge
    p.setPen(QPen(line, lw))
    p.setBrush(folded)
    for finger in (INDEX, MIDDLE, RING, LITTLE):
        if finger not in sign.raised:
            (x, _y), w = BASES[finger]
            top_left = at(x - w / 2, KNUCKLE_TOP)
            r = QRectF(top_left.x(), top_left.y(), w * s, (0.62 - KNUCKLE_TOP) * s)
            p.drawRoundedRect(r, w * s / 2, w * s / 2)
    # fingers held out, behind the palm: every outline first, then the skin over them (pinched
    # fingertips merge into one bunch, side-by-side fingers keep a thin line between them)
    out = [(finger, finger_points(number, finger)) for finger in FINGERS if finger in sign.raised]
    cap, join = Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin
    p.setBrush(Qt.BrushStyle.NoBrush)
    for extra, color in ((2 * lw, line), (0.0, skin)):
        for finger, points in out:
            path = QPainterPath(at(*points[0]))
            for point in points[1:]:
                path.lineTo(at(*point))
            p.setPen(QPen(color, BASES[finger][1] * s + extra, Qt.PenStyle.SolidLine, cap, join))
            p.drawPath(path)
    # the palm, then a folded thumb across it
    p.setPen(QPen(line, lw))
    p.setBrush(skin)
    x0, y0, x1, y1 = PALM
    p.drawRoundedRect(QRectF(at(x0, y0), at(x1, y1)), 0.12 * s, 0.12 * s)
    if THUMB not in sign.raised:
        p.setBrush(folded)
        p.drawRoundedRect(QRectF(at(0.20, 0.64), at(0.62, 0.77)), 0.065 * s, 0.065 * s)
    p.restore()


def draw_sign_glyph(p: QPainter, rect: QRectF, number: int, retired: bool, colors: BoardColors) -> None:
    """The sign of ``number`` in the board's colours (a retired hand greyed)."""
    skin = colors.retired if retired else colors.skin
    folded = colors.retired if retired else colors.skin_folded
    line = colors.retired_line if retired else colors.skin_line
    draw_sign(p, rect, number, skin, folded, line)
