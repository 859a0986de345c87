"""The board's colours: the colour set it paints with, and text contrast on a colour for QColors (the maths
is the shared, Qt-free :mod:`quadace_gui.palette`; nothing is computed twice).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtGui import QColor

from quadace_gui import palette
from quadace_gui.views.palette import qcolor, rgb_of


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


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio of two colours (1 to 21), by :func:`quadace_gui.palette.contrast_ratio`."""
    return palette.contrast_ratio(rgb_of(a), rgb_of(b))


def ink_for(background: QColor) -> QColor:
    """Near-black or white text, whichever contrasts more with ``background`` (see palette.ink_for)."""
    return qcolor(palette.ink_for(rgb_of(background)))
