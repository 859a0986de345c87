"""Painting the board, one small method per part: background, a player's zone and title, a hand card (glyph,
number, badge), the status line or result banner, the drag line and the move animation.

:class:`BoardPainter` takes every colour from a :class:`BoardColors` and every word already translated by the
widget, so a dark theme is another colour set and a subclass can restyle one part by overriding one method.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import replace

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from . import geometry, pixcache
from .animation import TOUCH, Flight, flight_rect
from .colors import BoardColors, ink_for
from .geometry import BoardGeometry, HandKey
from .glyph import draw_hand_glyph, star_path, triangle_path
from .looks import HandLook
from .signs import SIGNS, draw_sign_glyph


def _breakable(text: str) -> bool:
    """Whether a line may wrap inside ``text``: it has a space, or characters of a script written without
    spaces (CJK), where a line may break between any two of them."""
    return " " in text or any("\u2e80" <= ch <= "\u9fff" or "\uff00" <= ch <= "\uffef" for ch in text)


class BoardPainter:
    """Draws the parts of the board with ``colors`` and the widget's ``font``."""

    def __init__(self, colors: BoardColors, font: QFont, ratio: float = 1.0, signs: bool = True) -> None:
        self.colors = colors
        self.font = font
        self.ratio = ratio  # device pixel ratio, for the cached pixmaps of the cards
        self.signs = signs  # the Chinese one-hand number signs (else raised fingers and palm dots)

    def fitFont(self, text: str, width: float, pixel_size: float, bold: bool) -> QFont:
        """The base font at ``pixel_size`` (or smaller, so ``text`` fits ``width``)."""
        font = QFont(self.font)
        font.setBold(bold)
        size = max(6.0, pixel_size)
        font.setPixelSize(round(size))
        text_w = QFontMetricsF(font).horizontalAdvance(text)
        if text_w > width > 0:
            font.setPixelSize(max(6, math.floor(size * width / text_w)))
        return font

    # -- the frame ---------------------------------------------------------------------------------------
    def drawBackground(self, p: QPainter, rect: QRectF) -> None:
        p.fillRect(rect, self.colors.background)

    def drawZone(self, p: QPainter, zone: QRectF, highlighted: bool) -> None:
        """One player's area: a rounded panel, outlined and barred on the left when it is their turn."""
        radius = min(zone.height(), zone.width()) * 0.06
        if highlighted:
            pen = QPen(self.colors.accent, max(2.5, zone.height() * 0.016))
        else:
            pen = QPen(self.colors.zone_border, 1.2)
        p.setPen(pen)
        p.setBrush(self.colors.zone_active if highlighted else self.colors.zone)
        p.drawRoundedRect(zone, radius, radius)
        if highlighted:  # a thick bar on the left edge: seen from far away
            bar = QRectF(zone.left(), zone.top(), max(6.0, zone.width() * 0.008), zone.height())
            path = QPainterPath()
            path.addRoundedRect(zone, radius, radius)
            p.save()
            p.setClipPath(path)
            p.fillRect(bar, self.colors.accent)
            p.restore()

    def titleFont(self, rect: QRectF, name: str) -> tuple[QFont, float]:
        """The font of a player's name in its title ``rect`` and the height of the name's line."""
        beside = rect.width() > rect.height() * 2.5
        name_h = rect.height() * 0.8 if beside else min(rect.height() * 0.3, rect.width() * 0.32)
        name_w = rect.width() * (0.55 if beside else 1.0)
        return self.fitFont(name, name_w, name_h * 0.8, True), name_h

    def drawTitle(self, p: QPainter, rect: QRectF, name: str, badge: str, strong: bool, star: bool) -> None:
        """The player's name with a marker pill (``badge``: 'to move' or 'winner'), beside it in a flat
        strip or below it."""
        beside = rect.width() > rect.height() * 2.5
        font, name_h = self.titleFont(rect, name)
        fm = QFontMetricsF(font)
        badge_h = name_h * 0.72
        if beside:
            top = rect.center().y() - fm.height() / 2
            badge_at = QPointF(
                rect.left() + fm.horizontalAdvance(name) + badge_h * 0.5, rect.center().y() - badge_h / 2
            )
        else:
            top = rect.center().y() - (fm.height() + (badge_h * 1.25 if badge else 0)) / 2
            badge_at = QPointF(rect.left(), top + fm.height() + badge_h * 0.25)
        p.setFont(font)
        p.setPen(self.colors.text if strong else self.colors.muted)
        align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        p.drawText(QRectF(rect.left(), top, rect.width(), fm.height()), align, name)
        if badge:
            self.drawPill(p, badge_at, badge_h, badge, rect.right() - badge_at.x(), star)

    def drawPill(
        self, p: QPainter, top_left: QPointF, height: float, text: str, max_w: float, star: bool
    ) -> None:
        """A filled pill with a marker shape (triangle 'to move', star 'winner') and text."""
        font = self.fitFont(text, max_w - height * 1.3, height * 0.55, True)
        text_w = QFontMetricsF(font).horizontalAdvance(text)
        pill = QRectF(top_left.x(), top_left.y(), min(max_w, text_w + height * 1.35), height)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self.colors.accent)
        p.drawRoundedRect(pill, height / 2, height / 2)
        icon = QRectF(pill.left() + height * 0.25, pill.top() + height * 0.25, height * 0.5, height * 0.5)
        p.setBrush(self.colors.accent_text)
        p.drawPath(star_path(icon) if star else triangle_path(icon))
        p.setPen(self.colors.accent_text)
        p.setFont(font)
        text_rect = QRectF(icon.right() + height * 0.18, pill.top(), pill.right() - icon.right(), height)
        p.drawText(text_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)

    def statusFont(self, text: str, rect: QRectF, over: bool, pill: bool) -> tuple[QFont, bool]:
        """The font of the line between the players, and whether it wraps onto two lines.

        A text too long for one line at a readable size wraps: at word breaks, or between any two
        characters of a language written without spaces (Chinese), so both languages get the same size.
        """
        size = rect.height() * (0.5 if over else 0.36)
        font = self.fitFont(text, rect.width() * 0.96, size, over or pill)
        if pill or font.pixelSize() >= size or not _breakable(text):
            return font, False
        one_line = QFontMetricsF(font).horizontalAdvance(text) / font.pixelSize()  # width per pixel size
        two_lines = math.floor(min(size, rect.height() * 0.4, 1.6 * rect.width() / one_line))
        if two_lines <= font.pixelSize() * 1.1:  # two lines would not read much larger
            return font, False
        font.setPixelSize(two_lines)
        return font, True

    def drawStatus(self, p: QPainter, rect: QRectF, text: str, color: QColor | None, over: bool) -> None:
        """The line between the players; a previewed move is a pill in its value colour; a finished game's
        result is a larger banner."""
        font, wraps = self.statusFont(text, rect, over, color is not None)
        p.setFont(font)
        if color is not None:
            text_w = QFontMetricsF(font).horizontalAdvance(text)
            pill = QRectF(0, 0, min(rect.width(), text_w + rect.height() * 0.9), rect.height() * 0.8)
            pill.moveCenter(rect.center())
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(color)
            p.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
            p.setPen(ink_for(color))
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
            return
        p.setPen(self.colors.accent if over else self.colors.text)
        flags = Qt.AlignmentFlag.AlignCenter
        if wraps:
            flags |= Qt.TextFlag.TextWordWrap
        p.drawText(rect, flags, text)

    def drawDragLine(self, p: QPainter, start: QPointF, end: QPointF) -> None:
        pen = QPen(self.colors.accent, 4, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap)
        p.setPen(pen)
        p.drawLine(start, end)
        p.setBrush(self.colors.accent)
        p.drawEllipse(end, 7, 7)

    # -- the hands ---------------------------------------------------------------------------------------
    def drawHands(
        self,
        p: QPainter,
        geo: BoardGeometry,
        looks: Mapping[HandKey, HandLook],
        drag_line: tuple[QPointF, QPointF] | None,
        flight: Flight | None,
        t: float,
        retired_word: str,
    ) -> None:
        """Every hand in its place (a chosen one lifted), the drag line, then the moving hand on top."""
        for key, look in looks.items():
            if not look.flying:
                rect = geo.lifted(key) if look.selected else QRectF(geo.hands[key])
                self.drawHand(p, geometry.scaled(rect, look.scale), look, retired_word)
        if drag_line is not None:
            self.drawDragLine(p, *drag_line)
        if flight is not None:
            home, target = geo.hands[(flight.side, flight.own)], geo.hands[(flight.side.other, flight.target)]
            self.drawFlight(p, home, target, looks[(flight.side, flight.own)], flight, t, retired_word)

    # -- a hand --------------------------------------------------------------------------------------------
    def drawHand(self, p: QPainter, rect: QRectF, look: HandLook, retired_word: str) -> None:
        """One hand: a card with the finger glyph and the number (a retired hand is an empty grey place).
        The card is drawn once per look into a pixmap and copied after that (see :mod:`.pixcache`)."""
        p.save()
        p.setOpacity(look.opacity)
        if look.retired:
            face_key: tuple[object, ...] = ("retired", retired_word, self._styleKey())
            bounds = rect.adjusted(-3, -3, 3, 3)
            pixcache.blit(
                p, rect, bounds, face_key, lambda q, r: self.drawRetired(q, r, retired_word), self.ratio
            )
            p.restore()
            return
        if look.selected or look.scale != 1.0 or look.flying:
            self.drawShadow(p, rect)
        fill = self.colors.hover if look.hovered and not look.selected else self.colors.card
        pen = self.borderPen(look, rect)
        badge_color = look.badge_color or self.colors.accent
        bounds = rect.adjusted(-pen.widthF() - 2, -pen.widthF() - 2, pen.widthF() + 2, pen.widthF() + 2)
        if look.badge:
            bounds = bounds.united(self.badgePill(rect, look.badge)[0].adjusted(-3, -3, 3, 3))
        pen_key = (pen.color().rgba(), pen.widthF(), pen.style().value)
        key = ("hand", fill.rgba(), pen_key, look.value, look.badge, badge_color.rgba(), self._styleKey())

        def face(q: QPainter, r: QRectF) -> None:
            self.drawCard(q, r, fill, pen)
            self.drawHandGlyph(q, geometry.glyph_rect(r), look.value, retired=False)
            self.drawNumber(q, geometry.number_rect(r), str(look.value), self.colors.text)
            if look.badge:
                self.drawHandBadge(q, r, look.badge, badge_color)

        pixcache.blit(p, rect, bounds, key, face, self.ratio)
        p.restore()

    def _styleKey(self) -> tuple[object, ...]:
        """What every cached part's look depends on besides its own state: the colours and the font."""
        return (pixcache.colors_key(self.colors), self.font.key(), type(self), self.signs)

    def drawRetired(self, p: QPainter, rect: QRectF, retired_word: str) -> None:
        """A retired hand: a dashed empty place with a grey folded hand, "0" and the word 'retired'."""
        self.drawCard(
            p, rect, self.colors.background, QPen(self.colors.retired_line, 2, Qt.PenStyle.DashLine)
        )
        glyph = geometry.glyph_rect(rect)
        shrunk = QRectF(0, 0, glyph.width() * 0.7, glyph.height() * 0.7)
        shrunk.moveCenter(QPointF(glyph.center().x(), glyph.center().y() + glyph.height() * 0.12))
        self.drawHandGlyph(p, shrunk, 0, retired=True)
        number = geometry.number_rect(rect)
        upper = QRectF(number.left(), number.top(), number.width(), number.height() * 0.55)
        lower = QRectF(number.left(), upper.bottom(), number.width(), number.height() * 0.4)
        self.drawNumber(p, upper, "0", self.colors.retired_line)
        self.drawNumber(p, lower, retired_word, self.colors.muted, bold=False)

    def drawShadow(self, p: QPainter, rect: QRectF) -> None:
        radius = rect.width() * 0.1
        p.save()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self.colors.shadow)
        p.drawRoundedRect(rect.translated(0, rect.height() * 0.025), radius, radius)
        p.restore()

    def borderPen(self, look: HandLook, card: QRectF) -> QPen:
        """The card outline: value colour when previewed, thick when selected, dashed for targets."""
        unit = max(1.0, card.height() / 200)  # pens grow with the card (projector sizes)
        if look.preview is not None:
            return QPen(look.preview, 6 * unit)
        if look.selected:
            return QPen(self.colors.accent, 5 * unit)
        if look.target:
            return QPen(self.colors.accent, 3 * unit, Qt.PenStyle.DashLine)
        if look.choosable or look.hovered:
            return QPen(self.colors.accent if look.hovered else self.colors.card_border, 2.5 * unit)
        return QPen(self.colors.card_border, 1.5 * unit)

    def drawCard(self, p: QPainter, rect: QRectF, fill: QColor, pen: QPen) -> None:
        radius = rect.width() * 0.1
        p.setPen(pen)
        p.setBrush(fill)
        p.drawRoundedRect(rect, radius, radius)

    def drawHandGlyph(self, p: QPainter, rect: QRectF, value: int, retired: bool) -> None:
        """The Chinese one-hand sign of ``value`` (0–9), else the finger count with palm dots."""
        if self.signs and value in SIGNS:
            draw_sign_glyph(p, rect, value, retired, self.colors)
        else:
            draw_hand_glyph(p, rect, value, retired, self.colors)

    def drawNumber(self, p: QPainter, rect: QRectF, text: str, color: QColor, bold: bool = True) -> None:
        p.setFont(self.fitFont(text, rect.width() * 0.86, rect.height() * 0.9, bold))
        p.setPen(color)
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    def badgePill(self, card: QRectF, text: str) -> tuple[QRectF, QFont]:
        """Where the "→ n" badge of ``card`` goes, and its font."""
        h = card.height() * geometry.BADGE_HEIGHT
        font = self.fitFont(text, card.width(), h * 0.7, True)
        return geometry.badge_rect(card, QFontMetricsF(font).horizontalAdvance(text)), font

    def drawHandBadge(self, p: QPainter, card: QRectF, text: str, color: QColor) -> None:
        """The number a hand would get, in a value-coloured pill on the card's corner."""
        pill, font = self.badgePill(card, text)
        p.setPen(QPen(self.colors.card, 2))
        p.setBrush(color)
        p.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
        p.setPen(ink_for(color))
        p.setFont(font)
        p.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)

    def drawFlight(
        self,
        p: QPainter,
        home: QRectF,
        target: QRectF,
        look: HandLook,
        flight: Flight,
        t: float,
        retired: str,
    ) -> None:
        """The moving hand at progress ``t``: out to the opponent's hand, the number changes, back (fading
        into its retired place if it retires)."""
        rect = flight_rect(home, target, t)
        if flight.retires and t >= TOUCH:
            fade = (t - TOUCH) / (1 - TOUCH)
            self.drawHand(p, home, replace(look, retired=True, flying=False, opacity=fade), retired)
            look = replace(look, opacity=1 - fade, scale=1 - 0.3 * fade)
        self.drawHand(p, geometry.scaled(rect, look.scale), replace(look, scale=1.0), retired)
