"""Qt colours for win / loss / draw: a thin layer over :mod:`quadace_gui.palette`, where the maths is.

Kept so the views (and, until they switch, the models) can keep importing from here.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

from quadace_gui.palette import (
    DEFAULT_PALETTE,
    FADE,
    PALETTES,
    RGB,
    base_rgb,
    contrast_ratio,
    is_dark,
    luminance,
    shade,
    shades,
)
from quadace_gui.palette import ink_for as ink_rgb

__all__ = [
    "DEFAULT_PALETTE",
    "FADE",
    "PALETTES",
    "RGB",
    "base_rgb",
    "contrast_ratio",
    "ink_for",
    "ink_rgb",
    "is_dark",
    "luminance",
    "qcolor",
    "rgb_of",
    "shade",
    "shades",
    "value_color",
]


def qcolor(rgb: RGB, alpha: int = 255) -> QColor:
    return QColor(rgb[0], rgb[1], rgb[2], alpha)


def rgb_of(color: QColor) -> RGB:
    return (color.red(), color.green(), color.blue())


def ink_for(background: QColor) -> QColor:
    """White or near-black text, whichever contrasts more with ``background`` (see palette.ink_for)."""
    return qcolor(ink_rgb(rgb_of(background)))


def value_color(
    value: int, distance: int | None = None, max_distance: int = 0, palette: str = DEFAULT_PALETTE
) -> QColor:
    """QColor of a value, shaded by distance when ``max_distance`` is given."""
    return qcolor(shade(base_rgb(value, palette), distance, max_distance))
