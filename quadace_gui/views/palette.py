"""Colours for win / loss / draw, shared by every view so the board, panels and heatmap agree.

Two palettes: ``colorblind`` (the default; blue / vermillion / grey from the Okabe-Ito set, which
people with the common colour-vision deficiencies can tell apart) and ``classic`` (green / red / grey).
Colour is never the only cue: every coloured thing also carries text (a label or a tooltip).
Quick results are drawn strongest; the longer the distance, the paler the shade.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

from quadace_gui.core.solver import DRAW, LOSS, WIN

RGB = tuple[int, int, int]

PALETTES: dict[str, dict[int, RGB]] = {
    "colorblind": {WIN: (0, 114, 178), LOSS: (213, 94, 0), DRAW: (150, 150, 150)},
    "classic": {WIN: (26, 152, 80), LOSS: (215, 48, 39), DRAW: (150, 150, 150)},
}
DEFAULT_PALETTE = "colorblind"
# How pale the longest distance gets (0 = no shading, 1 = white).
FADE = 0.6


def base_rgb(value: int, palette: str = DEFAULT_PALETTE) -> RGB:
    """The full-strength colour of ``value`` (WIN, LOSS or DRAW) in ``palette``."""
    return PALETTES.get(palette, PALETTES[DEFAULT_PALETTE])[value]


def shade(rgb: RGB, distance: int | None, max_distance: int) -> RGB:
    """``rgb`` mixed towards white in proportion to ``distance / max_distance`` (draws stay as they are)."""
    if distance is None or max_distance <= 0:
        return rgb
    t = FADE * min(distance, max_distance) / max_distance
    r, g, b = rgb
    return (round(r + (255 - r) * t), round(g + (255 - g) * t), round(b + (255 - b) * t))


def value_color(
    value: int, distance: int | None = None, max_distance: int = 0, palette: str = DEFAULT_PALETTE
) -> QColor:
    """QColor of a value, shaded by distance when ``max_distance`` is given."""
    return QColor(*shade(base_rgb(value, palette), distance, max_distance))
