"""The board's colours: the colour set it paints with and the contrast helpers for text on a colour.

The helpers are kept together here (and only here on the board side) so they can be swapped for the shared,
Qt-free palette module in one place.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtGui import QColor


@dataclass
class BoardColors:
    """Every colour the board paints with (a dark theme replaces this object)."""

    background: QColor = field(default_factory=lambda: QColor(241, 243, 247))
    zone: QColor = field(default_factory=lambda: QColor(250, 251, 252))
    zone_active: QColor = field(default_factory=lambda: QColor(255, 255, 255))
    zone_border: QColor = field(default_factory=lambda: QColor(212, 217, 226))
    card: QColor = field(default_factory=lambda: QColor(255, 255, 255))
    card_border: QColor = field(default_factory=lambda: QColor(196, 203, 214))
    text: QColor = field(default_factory=lambda: QColor(26, 31, 41))
    muted: QColor = field(default_factory=lambda: QColor(96, 104, 118))
    accent: QColor = field(default_factory=lambda: QColor(40, 54, 82))
    accent_text: QColor = field(default_factory=lambda: QColor(255, 255, 255))
    hover: QColor = field(default_factory=lambda: QColor(234, 239, 248))
    skin: QColor = field(default_factory=lambda: QColor(253, 206, 96))
    skin_folded: QColor = field(default_factory=lambda: QColor(232, 172, 62))
    skin_line: QColor = field(default_factory=lambda: QColor(150, 100, 20))
    retired: QColor = field(default_factory=lambda: QColor(214, 218, 225))
    retired_line: QColor = field(default_factory=lambda: QColor(150, 157, 170))
    shadow: QColor = field(default_factory=lambda: QColor(20, 30, 50, 40))


def _luminance(c: QColor) -> float:
    """WCAG relative luminance of ``c`` (0 for black, 1 for white)."""

    def lin(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF())


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio of two colours (1 to 21)."""
    la, lb = sorted((_luminance(a), _luminance(b)))
    return (lb + 0.05) / (la + 0.05)


def ink_for(background: QColor) -> QColor:
    """Near-black or white text, whichever contrasts more with ``background``."""
    white, black = QColor(255, 255, 255), QColor(20, 20, 20)
    return white if contrast_ratio(white, background) >= contrast_ratio(black, background) else black
