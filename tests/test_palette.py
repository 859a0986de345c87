"""Colour maths without Qt: value colours, the one shading rule, the one contrast test."""

from __future__ import annotations

import subprocess
import sys

import pytest

from quadace_gui import palette
from quadace_gui.core.solver import DRAW, LOSS, WIN


def test_value_colours() -> None:
    assert palette.base_rgb(WIN) == (0, 114, 178)  # Okabe-Ito blue: the colour-blind safe default
    assert palette.base_rgb(LOSS) == (213, 94, 0)
    assert palette.base_rgb(DRAW) == (150, 150, 150)
    assert palette.base_rgb(WIN, "classic") == (26, 152, 80)
    assert palette.base_rgb(WIN, "no such palette") == (0, 114, 178)


def test_shading_goes_from_the_full_colour_to_sixty_percent_white() -> None:
    black = (0, 0, 0)
    assert palette.shade(black, 0, 10) == black
    assert palette.shade(black, 4, 10) == (61, 61, 61)  # 24 % of the way to white
    assert palette.shade(black, 10, 10) == (153, 153, 153)
    assert palette.shade(black, 99, 10) == (153, 153, 153)  # never past the longest
    assert palette.shade(black, None, 10) == black and palette.shade(black, 3, 0) == black
    assert palette.shades((100, 0, 200), 1) == [(100, 0, 200), (193, 153, 233)]
    assert palette.shades((1, 2, 3), 0) == [(1, 2, 3)]


def test_contrast() -> None:
    assert palette.luminance((255, 255, 255)) == pytest.approx(1.0)
    assert palette.luminance((0, 0, 0)) == 0.0
    assert palette.contrast_ratio((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert palette.contrast_ratio((90, 90, 90), (90, 90, 90)) == pytest.approx(1.0)
    # WCAG's own example figures: #777 on white is 4.48:1.
    assert palette.contrast_ratio((0x77, 0x77, 0x77), (255, 255, 255)) == pytest.approx(4.48, abs=0.01)


@pytest.mark.parametrize(
    ("rgb", "dark"),
    [
        ((0, 0, 0), True),
        ((255, 255, 255), False),
        ((0, 114, 178), True),
        ((150, 150, 150), False),
        ((255, 225, 60), False),
        ((213, 94, 0), False),
    ],
)
def test_one_dark_test_and_its_ink(rgb: tuple[int, int, int], dark: bool) -> None:
    assert palette.is_dark(rgb) is dark
    assert palette.ink_for(rgb) == ((255, 255, 255) if dark else palette.NEAR_BLACK)


def test_translucent_colours_are_seen_over_white() -> None:
    assert palette.seen_over_white((0, 0, 0), 255) == (0, 0, 0)
    assert palette.seen_over_white((0, 0, 0), 0) == (255, 255, 255)
    assert palette.seen_over_white((0, 100, 200), 51) == (204, 224, 244)


def test_no_qt() -> None:
    code = "import sys, quadace_gui.palette; print(any(m.startswith('PySide6') for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
