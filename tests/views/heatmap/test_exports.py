"""Heatmap exports: slide-shaped PNG and SVG, vector cells, and widgets that go away cleanly."""

# mypy: disable-error-code="no-untyped-call"
# (pytest-qt's QtBot is untyped)

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from quadace_gui.core import SolvedTable
from quadace_gui.views.heatmap import OutcomeHeatmap, scaling_strokes, vector_runs

from .support import (
    BLUE,
    GREY,
    make_heatmap,
    near,
    rgb_of,
)


# -- exports -------------------------------------------------------------------------------------------
def colours_of(image: QImage, step: int) -> set[tuple[int, int, int]]:
    return {
        rgb_of(image.pixelColor(x, y))
        for x in range(0, image.width(), step)
        for y in range(0, image.height(), step)
    }


@pytest.mark.parametrize("panel", [(500, 900), (1100, 500)], ids=["tall", "wide"])
def test_export_png_is_slide_shaped_whatever_the_panel(
    qtbot: QtBot, heatmap: OutcomeHeatmap, tmp_path: Path, panel: tuple[int, int]
) -> None:
    heatmap.resize(*panel)
    heatmap.show()
    qtbot.waitExposed(heatmap)
    path = tmp_path / "map.png"
    heatmap.exportPng(str(path), width=1920)
    image = QImage(str(path))
    assert (image.width(), image.height()) == (1920, 1080)
    # The picture is the heatmap: strong blue wins and grey draws are in it, and the middle row of
    # pixels crosses the table rather than a blank band.
    colours = colours_of(image, 5)
    assert any(near(c, BLUE, 12) for c in colours) and GREY in colours
    middle = {rgb_of(image.pixelColor(x, 540)) for x in range(0, 1920, 3)}
    assert len(middle) > 3
    heatmap.exportPng(str(path), width=960)
    assert (QImage(str(path)).width(), QImage(str(path)).height()) == (960, 540)


def test_exports_leave_no_off_screen_heatmap_behind(heatmap: OutcomeHeatmap, tmp_path: Path) -> None:
    """The slide-sized twin an export draws is destroyed at once, not at the next event loop: a
    script or the self-test may never run one, and a heatmap left to interpreter exit crashes.
    (The export runs its steps in a local event loop, where other tests' leftovers may go.)"""

    def twins() -> int:
        return sum(
            isinstance(w, OutcomeHeatmap) and bool(w.slideTitle()) for w in QApplication.topLevelWidgets()
        )

    heatmap.exportPng(str(tmp_path / "map.png"))
    heatmap.exportSvg(str(tmp_path / "map.svg"))
    assert twins() == 0


def test_export_svg_is_vector_and_scales_as_a_whole(heatmap: OutcomeHeatmap, tmp_path: Path) -> None:
    from PySide6.QtSvg import QSvgRenderer

    heatmap.setCurrent((1, 1), (1, 1))
    heatmap.setPath([((1, 1), (1, 1)), ((1, 2), (1, 1)), ((1, 2), (1, 3))])  # dots are symbols
    path = tmp_path / "map.svg"
    heatmap.exportSvg(str(path))
    text = path.read_text(encoding="utf-8")
    assert 'viewBox="0 0 1280 720"' in text  # a 16:9 slide
    assert "<image" not in text and text.count("<rect") > 500  # cells (and dots) are vector shapes
    assert "non-scaling-stroke" not in text  # lines grow with the picture
    assert "opponent" in text and "Draw" in text  # axis title and legend are vector text
    assert "<title>QuadAce outcome heatmap: standard (base 10" in text  # exports name the rule set
    assert text.count("QuadAce outcome heatmap: standard (base 10") == 2  # in the title and under the legend
    assert heatmap.legendLines()[-1] != [heatmap.exportTitle()]  # on screen: no caption
    renderer = QSvgRenderer(str(path))
    assert renderer.isValid()
    picture = QImage(1280, 720, QImage.Format.Format_RGB32)
    picture.fill(Qt.GlobalColor.white)
    painter = QPainter(picture)
    renderer.render(painter)
    painter.end()
    assert any(near(c, BLUE, 12) for c in colours_of(picture, 3))


def test_export_svg_of_a_big_base_embeds_a_sharp_bitmap(
    qtbot: QtBot, table40: SolvedTable, tmp_path: Path
) -> None:
    w = make_heatmap(qtbot, table40)  # 819 cells a side: too many rectangles
    assert w.cellCount() == 819
    path = tmp_path / "map.svg"
    w.exportSvg(str(path))
    text = path.read_text(encoding="utf-8")
    assert "<image" in text and "image-rendering:pixelated" in text
    # Issue 24: the bitmap is encoded in the worker in place of a one-pixel stand-in: it is the cells'
    # image, one pixel a cell, as Qt's SVG writer would have put it there.
    import base64
    import re

    (payload,) = re.findall(r'xlink:href="data:image/png;base64,([^"]+)"', text)
    bitmap = QImage.fromData(base64.b64decode(payload), "PNG")
    rgba = w.image()
    assert (bitmap.height(), bitmap.width()) == rgba.shape[:2] == (819, 820)
    for row, col in ((0, 0), (400, 300), (818, 819)):
        r, g, b, a = (int(v) for v in rgba[row, col])
        colour = bitmap.pixelColor(col, row)
        assert (colour.red(), colour.green(), colour.blue(), colour.alpha()) == (r, g, b, a)


def test_vector_runs_overlap_only_opaque_neighbours_inside_the_table() -> None:
    blue, grey = (0, 0, 255, 255), (128, 128, 128, 255)
    pale = (0, 0, 255, 70)  # a dimmed cell: seen over the hatching
    rgba = np.array([[blue, grey, grey], [pale, blue, blue]], dtype=np.uint8)
    runs = [(x, y, round(w, 2), round(h, 2), c) for x, y, w, h, c in vector_runs(rgba)]
    assert runs == [
        (0, 0, 1.04, 1.0, blue),  # into the grey run; not down onto the pale cell
        (1, 0, 2.0, 1.04, grey),  # down onto opaque cells; not past the right edge
        (0, 1, 1.0, 1.0, pale),  # translucent: no overlap at all
        (1, 1, 2.0, 1.0, blue),  # last row, last column: nothing beyond the table
    ]
    red, green = (255, 0, 0, 255), (0, 255, 0, 255)
    _x, _y, w, h, _ = vector_runs(np.array([[red, blue], [green, pale]], dtype=np.uint8))[0]
    assert (round(w, 2), h) == (1.04, 1.0)  # the corner below-right is pale: no overlap down
    assert vector_runs(np.zeros((2, 2, 4), dtype=np.uint8)) == []  # hidden cells draw nothing


def test_cosmetic_strokes_become_ordinary_ones() -> None:
    svg = (
        '<g stroke="#000" stroke-width="2" transform="matrix(4,0,0,4,10,10)">'
        '<path vector-effect="non-scaling-stroke" d="M0,0 L1,1"/></g>'
        '<g stroke="#000" stroke-width="3" transform="matrix(1,0,0,1,0,0)">'
        '<path vector-effect="non-scaling-stroke" d="M0,0 L9,9"/></g>'
    )
    out = scaling_strokes(svg)
    assert 'stroke-width="0.5"' in out and 'stroke-width="3"' in out
    assert "vector-effect" not in out


def test_a_heatmap_freed_by_the_garbage_collector_does_not_crash(tmp_path: Path) -> None:
    """Scene items must not keep the widget alive: when the last reference to a shown heatmap went
    away, Python freed it from inside an item's destructor while Qt was clearing the scene, and the
    process died (a slide export made such a heatmap). Run in a child process: a crash kills it."""
    import subprocess
    import sys
    from pathlib import Path

    script = """
import gc, os
from PySide6.QtWidgets import QApplication
app = QApplication([])
from quadace_gui.core import solve
from quadace_gui.views.heatmap import OutcomeHeatmap
table = solve()
kept = OutcomeHeatmap()
kept.resize(700, 700)
kept.show()
kept.setTable(table)
app.processEvents()
kept.exportPng(os.path.join(os.environ["OUT"], "map.png"))
dropped = OutcomeHeatmap()
dropped.resize(900, 500)
dropped.show()
dropped.setTable(table)
del dropped
gc.collect()
print("survived", flush=True)
os._exit(0)  # skip interpreter teardown with a widget still shown (the app deletes its window first)
"""
    root = Path(__file__).resolve().parents[3]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "OUT": str(tmp_path), "PYTHONPATH": str(root)}
    done = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "survived"


def test_slides_name_the_position_and_leave_out_pointer_only_entries(
    heatmap: OutcomeHeatmap, tmp_path: Path
) -> None:
    heatmap.setCurrent((1, 3), (1, 5))
    assert heatmap.exportTitle().endswith(", position 1,3/1,5:A")
    heatmap.exportSvg(str(tmp_path / "map.svg"))
    text = (tmp_path / "map.svg").read_text(encoding="utf-8")
    assert "position 1,3/1,5:A" in text  # in the title and the caption
    assert "move under the pointer" not in text and "current position" in text
    assert "move under the pointer" in str(heatmap.legendLines())  # the screen keeps it


def test_exports_let_the_window_react_and_draw_the_slide_built_in_one_go(
    heatmap: OutcomeHeatmap, tmp_path: Path
) -> None:
    """Issue 24: File ▸ Export builds and draws the slide in steps, and encodes and writes it in a
    worker, so timers (and input) get their turn meanwhile; the picture is the one drawn in one go."""
    from PySide6.QtCore import QTimer

    from quadace_gui.views.heatmap.export import svg_text

    heatmap.setCurrent((1, 1), (1, 1))
    ticks: list[int] = []
    timer = QTimer()
    timer.setInterval(0)
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start()
    try:
        heatmap.exportPng(str(tmp_path / "map.png"), title="A title", notes=["a note"])
        png_ticks = len(ticks)
        heatmap.exportSvg(str(tmp_path / "map.svg"))
    finally:
        timer.stop()
    assert png_ticks > 0 and len(ticks) > png_ticks
    twin = heatmap.exportTwin(title="A title", notes=["a note"])
    try:
        assert QImage(str(tmp_path / "map.png")) == twin.slideImage()
    finally:
        twin.dispose()
    twin = heatmap._exportTwin(vector=True)
    try:
        at_once = svg_text(twin.graphicsView, heatmap.exportTitle())
    finally:
        twin.dispose()
    assert (tmp_path / "map.svg").read_text(encoding="utf-8") == at_once


def test_a_failing_export_raises_its_reason_and_writes_nothing(
    heatmap: OutcomeHeatmap, tmp_path: Path
) -> None:
    missing = tmp_path / "missing" / "map.png"
    with pytest.raises(OSError):
        heatmap.exportPng(str(missing))
    with pytest.raises(OSError):
        heatmap.exportSvg(str(missing.with_suffix(".svg")))
    assert not missing.parent.exists()
