"""Where everything on the board is drawn: the two players' zones, their titles, each hand's card, the line
between the players, and the small rectangles inside a card (glyph, number, the "→ n" badge).

Pure layout from the widget's size, the side drawn at the bottom and the number of hands each side holds
(1 to 3); nothing here paints or knows the game.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QRectF

from quadace_gui.core.position import Side

# A hand on the board: the player and the place (0 = leftmost).
HandKey = tuple[Side, int]

# Card proportions: width / height, and the gap between cards as a fraction of a card's width. Three cards
# in a row are narrower; they grow taller and closer instead, so their numbers stay large.
CARD_ASPECT = 0.6
CARD_GAP = 0.3
CARD_ASPECT_3 = 0.5
CARD_GAP_3 = 0.2
# The "→ n" badge: its height as a fraction of the card's, and how far it sticks out above the card's top
# (as a fraction of its own height). A selected card is lifted by LIFT of its height toward the middle line.
BADGE_HEIGHT = 0.17
BADGE_RAISE = 0.4
LIFT = 0.05
# Room kept free above every card, so a lifted card's badge never reaches the player's title.
HEADROOM = BADGE_HEIGHT * BADGE_RAISE + LIFT + 0.02


@dataclass(frozen=True)
class BoardGeometry:
    """The layout for one widget size (all rectangles in widget coordinates)."""

    bottom: Side
    zones: dict[Side, QRectF]
    titles: dict[Side, QRectF]
    hands: dict[HandKey, QRectF]
    status: QRectF

    def handAt(self, x: float, y: float) -> HandKey | None:
        """The hand whose card contains the point, if any."""
        for key, rect in self.hands.items():
            if rect.contains(x, y):
                return key
        return None

    def lifted(self, key: HandKey) -> QRectF:
        """The card of a selected hand: lifted toward the line between the players."""
        rect = QRectF(self.hands[key])
        lift = rect.height() * LIFT
        rect.translate(0, -lift if key[0] is self.bottom else lift)
        return rect


def layout(
    width: float, height: float, bottom: Side, counts: Mapping[Side, int], text_scale: float = 1.0
) -> BoardGeometry:
    """The board's layout: ``bottom``'s zone below the status line, the other above; ``counts`` hands each.
    ``text_scale`` (the text-size preference, 1.0 = 100 %) makes the status line taller, up to a third."""
    w, h = max(width, 1.0), max(height, 1.0)
    margin = max(8.0, min(w, h) * 0.025)
    gap = margin * 0.6
    # (the line's font is bound by the board's width above 150 %: more height would only take the hands')
    status_h = min(max(40.0 * text_scale, h * 0.13 * min(text_scale, 1.5)), max(40.0, h / 3))
    zone_h = max(40.0, (h - 2 * margin - status_h - 2 * gap) / 2)
    top = bottom.other
    zones = {
        top: QRectF(margin, margin, w - 2 * margin, zone_h),
        bottom: QRectF(margin, margin + zone_h + 2 * gap + status_h, w - 2 * margin, zone_h),
    }
    status = QRectF(margin, margin + zone_h + gap, w - 2 * margin, status_h)
    titles: dict[Side, QRectF] = {}
    hands: dict[HandKey, QRectF] = {}
    for side, zone in zones.items():
        pad = max(6.0, min(zone.height(), zone.width()) * 0.06)
        inner = zone.adjusted(pad, pad, -pad, -pad)
        # The player's name grows with the text size (it had stayed at its 100 % size at 200 %), up to
        # a share of the zone: the hands keep the rest.
        if zone.width() >= zone.height() * 1.9:  # wide: the title on the left of the hands
            title_w = min(max(inner.width() * 0.22, 92.0), 320.0)
            title_w = min(title_w * text_scale, max(title_w, inner.width() * 0.4))
            titles[side] = QRectF(inner.left(), inner.top(), title_w, inner.height())
            area = inner.adjusted(title_w + pad, 0, 0, 0)
        else:  # narrow (a tall central widget): the title above the hands
            title_h = min(max(inner.height() * 0.16, 26.0), 90.0)
            title_h = min(title_h * text_scale, max(title_h, inner.height() * 0.34))
            titles[side] = QRectF(inner.left(), inner.top(), inner.width(), title_h)
            area = inner.adjusted(0, title_h + pad * 0.5, 0, 0)
        for index, rect in enumerate(_cards(area, counts.get(side, 2))):
            hands[(side, index)] = rect
    return BoardGeometry(bottom, zones, titles, hands, status)


def _cards(area: QRectF, n: int) -> list[QRectF]:
    """``n`` cards side by side, centred in ``area`` with HEADROOM kept free above them."""
    n = max(1, n)
    aspect, gap = (CARD_ASPECT, CARD_GAP) if n < 3 else (CARD_ASPECT_3, CARD_GAP_3)
    span = n + gap * (n - 1)  # the row's width in card widths
    usable_h = area.height() / (1 + HEADROOM)
    card_w = min(usable_h * 0.8, area.width() / max(span, 1.3))
    card_h = min(usable_h, card_w / aspect)
    between = min(card_w * gap, (area.width() - n * card_w) / (n - 1)) if n > 1 else 0.0
    left = area.center().x() - (n * card_w + (n - 1) * between) / 2
    top = area.top() + HEADROOM * card_h + (area.height() - (1 + HEADROOM) * card_h) / 2
    return [QRectF(left + i * (card_w + between), top, card_w, card_h) for i in range(n)]


def glyph_rect(card: QRectF) -> QRectF:
    """The finger glyph's box in the card's upper half."""
    return QRectF(
        card.left() + card.width() * 0.06,
        card.top() + card.height() * 0.05,
        card.width() * 0.88,
        card.height() * 0.5,
    )


def number_rect(card: QRectF) -> QRectF:
    """The big number's box in the card's lower part."""
    return QRectF(card.left(), card.top() + card.height() * 0.56, card.width(), card.height() * 0.41)


def badge_rect(card: QRectF, text_width: float) -> QRectF:
    """The "→ n" pill on the card's top right corner, for a text ``text_width`` wide at badge size."""
    h = card.height() * BADGE_HEIGHT
    w = text_width + h * 0.8
    return QRectF(card.right() - w * 0.75, card.top() - h * BADGE_RAISE, w, h)


def scaled(rect: QRectF, scale: float) -> QRectF:
    """``rect`` grown or shrunk about its centre."""
    if scale == 1.0:
        return QRectF(rect)
    out = QRectF(0, 0, rect.width() * scale, rect.height() * scale)
    out.moveCenter(rect.center())
    return out
