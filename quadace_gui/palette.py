"""Colour maths shared by every layer: value colours, distance shading and text contrast (no Qt).

Colours are plain ``(r, g, b)`` tuples of 0..255 so models, views and the command line can all use
them; views turn them into ``QColor`` (see :mod:`quadace_gui.views.palette`).

Two palettes: ``colorblind`` (the default; blue / vermillion / grey from the Okabe-Ito set, which
people with the common colour-vision deficiencies can tell apart) and ``classic`` (green / red / grey).
Colour is never the only cue: every coloured thing also carries text (a label or a tooltip).
Quick results are drawn strongest; the longer the distance, the paler the shade.
"""

from __future__ import annotations

from quadace_gui.core.solver import DRAW, LOSS, WIN

RGB = tuple[int, int, int]

PALETTES: dict[str, dict[int, RGB]] = {
    "colorblind": {WIN: (0, 114, 178), LOSS: (213, 94, 0), DRAW: (150, 150, 150)},
    "classic": {WIN: (26, 152, 80), LOSS: (215, 48, 39), DRAW: (150, 150, 150)},
}
DEFAULT_PALETTE = "colorblind"
# How pale the longest distance gets (0 = no shading, 1 = white).
FADE = 0.6

WHITE: RGB = (255, 255, 255)
# The dark ink of text on light colours: near-black, softer than pure black.
NEAR_BLACK: RGB = (20, 20, 20)


def base_rgb(value: int, palette: str = DEFAULT_PALETTE) -> RGB:
    """The full-strength colour of ``value`` (WIN, LOSS or DRAW) in ``palette``."""
    return PALETTES.get(palette, PALETTES[DEFAULT_PALETTE])[value]


def shade(rgb: RGB, distance: int | None, max_distance: int) -> RGB:
    """``rgb`` mixed towards white in proportion to ``distance / max_distance`` (draws stay as they are).

    The only shading rule of the app: the heatmap's vectorised colour table is built from it.
    """
    if distance is None or max_distance <= 0:
        return rgb
    t = FADE * min(distance, max_distance) / max_distance
    r, g, b = rgb
    return (round(r + (255 - r) * t), round(g + (255 - g) * t), round(b + (255 - b) * t))


def shades(rgb: RGB, max_distance: int) -> list[RGB]:
    """:func:`shade` of ``rgb`` for every distance 0..max_distance (one entry when max_distance <= 0)."""
    return [shade(rgb, d, max_distance) for d in range(max(max_distance, 0) + 1)]


def seen_over_white(rgb: RGB, alpha: int) -> RGB:
    """The colour a translucent ``rgb`` (alpha 0..255) shows when drawn over white paper."""
    a = alpha / 255
    r, g, b = rgb
    return (round(r * a + 255 * (1 - a)), round(g * a + 255 * (1 - a)), round(b * a + 255 * (1 - a)))


def luminance(rgb: RGB) -> float:
    """Relative luminance (WCAG 2), 0 for black to 1 for white."""

    def linear(channel: int) -> float:
        v = channel / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = rgb
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)


def contrast_ratio(a: RGB, b: RGB) -> float:
    """WCAG contrast ratio of two colours (1 to 21)."""
    low, high = sorted((luminance(a), luminance(b)))
    return (high + 0.05) / (low + 0.05)


def is_dark(rgb: RGB) -> bool:
    """Whether white text reads better on ``rgb`` than near-black text (the one "is it dark" test)."""
    return contrast_ratio(WHITE, rgb) >= contrast_ratio(NEAR_BLACK, rgb)


def ink_for(background: RGB) -> RGB:
    """White or near-black text, whichever contrasts more with ``background``."""
    return WHITE if is_dark(background) else NEAR_BLACK
