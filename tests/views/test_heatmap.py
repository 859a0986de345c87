"""The outcome heatmap: image built from the table, colours, marks, hover/click, modes and exports."""

from __future__ import annotations

import itertools
import os

import numpy as np
import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from quadace_gui.core import DRAW, LOSS, WIN, Position, Rules, SolvedTable, solve
from quadace_gui.views import palette
from quadace_gui.views.heatmap import DIM_ALPHA, OutcomeHeatmap, scaling_strokes, shade_ramp

Pair = tuple[int, int]


@pytest.fixture(scope="module")
def table10() -> SolvedTable:
    return solve()


@pytest.fixture(scope="module")
def table7() -> SolvedTable:
    return solve(Rules(7))


@pytest.fixture
def heatmap(qtbot, table10: SolvedTable) -> OutcomeHeatmap:
    w = OutcomeHeatmap()
    qtbot.addWidget(w)
    w.resize(700, 700)
    w.setTable(table10)
    return w


@pytest.fixture
def shown(qtbot, heatmap: OutcomeHeatmap) -> OutcomeHeatmap:
    heatmap.show()
    qtbot.waitExposed(heatmap)
    vb = heatmap.plotItem.getViewBox()
    # Fitted: the whole table is inside the view.
    qtbot.waitUntil(lambda: vb.viewRange()[0][0] <= 0 and vb.viewRange()[0][1] >= heatmap.cellCount())
    return heatmap


def cell_point(w: OutcomeHeatmap, mover: Pair, opponent: Pair, dx: float = 0.5, dy: float = 0.5) -> QPoint:
    """Viewport coordinates of a point inside the cell of (mover, opponent) (its centre by default)."""
    index = w.cellIndex(mover, opponent)
    assert index is not None
    col, row = index
    scene = w.plotItem.getViewBox().mapViewToScene(QPointF(col + dx, row + dy))
    return w.graphicsView.mapFromScene(scene)


def find_cell(
    table: SolvedTable, value: int, reachable: bool | None = True, min_distance: int = 1
) -> tuple[Pair, Pair]:
    """Some shown (mover, opponent) cell with that value (and reachability), opponent not 0 0."""
    pairs = table.rules.pairs()
    for m in pairs[1:]:
        for o in pairs[1:]:
            if table.value_of(m, o) != value:
                continue
            if reachable is not None and table.is_reachable(m, o) != reachable:
                continue
            d = table.distance_of(m, o)
            if value != DRAW and (d is None or d < min_distance):
                continue
            return m, o
    raise AssertionError("no such cell")


def pixel(w: OutcomeHeatmap, mover: Pair, opponent: Pair) -> tuple[int, int, int, int]:
    col, row = w.cellIndex(mover, opponent)
    return tuple(int(c) for c in w.image()[row, col])


def expected_rgb(
    table: SolvedTable, mover: Pair, opponent: Pair, name: str = "colorblind"
) -> tuple[int, ...]:
    max_d = int(table.distance[table.valid].max())
    value = table.value_of(mover, opponent)
    return palette.shade(palette.base_rgb(value, name), table.distance_of(mover, opponent), max_d)


# -- the image -----------------------------------------------------------------------------------------
def test_image_has_one_cell_per_unfinished_position(heatmap: OutcomeHeatmap, table10: SolvedTable) -> None:
    assert heatmap.image().shape == (54, 54, 4)
    assert heatmap.cellCount() == 54
    # Row k / column j is pair k+1 / j+1 in the engine's numbering: one-hand pairs first, 0 0 left out.
    assert heatmap.cellAt(0.2, 0.7) == ((0, 1), (0, 1))
    assert heatmap.cellAt(9.5, 0.5) == ((0, 1), (1, 1))
    assert heatmap.cellAt(53.9, 53.9) == ((9, 9), (9, 9))
    assert heatmap.cellAt(54.0, 3) is None and heatmap.cellAt(-0.1, 3) is None
    assert heatmap.cellIndex((6, 1), (7, 3)) == (
        table10.rules.pair_index(3, 7) - 1,
        table10.rules.pair_index(1, 6) - 1,
    )
    assert heatmap.cellIndex((1, 1), (0, 0)) is None  # finished positions are not shown


@pytest.mark.parametrize("value", [WIN, LOSS, DRAW])
def test_cell_colour_follows_palette_and_distance(
    heatmap: OutcomeHeatmap, table10: SolvedTable, value: int
) -> None:
    mover, opponent = find_cell(table10, value, reachable=True, min_distance=3)
    assert pixel(heatmap, mover, opponent) == (*expected_rgb(table10, mover, opponent), 255)


def test_quick_results_are_stronger_than_slow_ones(heatmap: OutcomeHeatmap, table10: SolvedTable) -> None:
    wins = [
        (m, o)
        for m in table10.rules.pairs()[1:]
        for o in table10.rules.pairs()[1:]
        if table10.value_of(m, o) == WIN and table10.is_reachable(m, o)
    ]
    quick = min(wins, key=lambda c: table10.distance_of(*c))
    slow = max(wins, key=lambda c: table10.distance_of(*c))
    assert table10.distance_of(*quick) < table10.distance_of(*slow)
    assert sum(pixel(heatmap, *quick)[:3]) < sum(pixel(heatmap, *slow)[:3])  # paler = longer


def test_whole_image_matches_palette_shade(heatmap: OutcomeHeatmap, table10: SolvedTable) -> None:
    heatmap.setUnreachableMode("show")
    pairs = table10.rules.pairs()[1:]
    for mover in pairs[::5]:
        for opponent in pairs[::3]:
            assert pixel(heatmap, mover, opponent) == (*expected_rgb(table10, mover, opponent), 255)


def test_classic_palette(heatmap: OutcomeHeatmap, table10: SolvedTable) -> None:
    cells = [find_cell(table10, v) for v in (WIN, LOSS, DRAW)]
    before = [pixel(heatmap, *c) for c in cells]
    heatmap.setPaletteName("classic")
    assert heatmap.paletteName() == "classic"
    for cell, old in zip(cells, before, strict=True):
        assert pixel(heatmap, *cell) == (*expected_rgb(table10, *cell, name="classic"), 255)
        if table10.value_of(*cell) != DRAW:
            assert pixel(heatmap, *cell) != old
    with pytest.raises(ValueError):
        heatmap.setPaletteName("rainbow")


@pytest.mark.parametrize("max_distance", [0, 1, 7, 17, 33])
def test_vectorised_shading_is_palette_shade(max_distance: int) -> None:
    rgb = palette.base_rgb(LOSS)
    ramp = shade_ramp(rgb, max_distance)
    assert [tuple(int(c) for c in row) for row in ramp] == [
        palette.shade(rgb, d, max_distance) for d in range(max_distance + 1)
    ]


def test_other_base_changes_the_image(heatmap: OutcomeHeatmap, table7: SolvedTable) -> None:
    heatmap.setCurrent((1, 1), (1, 1))
    heatmap.setTable(table7)
    assert heatmap.image().shape == (27, 27, 4)  # 7 * 8 / 2 - 1 pairs
    assert heatmap.cellAt(26.5, 26.5) == ((6, 6), (6, 6))
    assert heatmap.cellIndex((9, 9), (1, 1)) is None
    mover, opponent = find_cell(table7, WIN)
    assert pixel(heatmap, mover, opponent) == (*expected_rgb(table7, mover, opponent), 255)
    assert heatmap._currentMark.cells() == [heatmap.cellIndex((1, 1), (1, 1))]  # marks survive a new table


# -- unreachable positions ---------------------------------------------------------------------------------
def test_unreachable_modes(heatmap: OutcomeHeatmap, table10: SolvedTable) -> None:
    reach = table10.grid(table10.reachable)[1:, 1:]
    assert heatmap.unreachableMode() == "dim"  # the default
    assert (heatmap.image()[~reach][:, 3] == DIM_ALPHA).all()
    assert (heatmap.image()[reach][:, 3] == 255).all()
    heatmap.setUnreachableMode("hide")
    assert (heatmap.image()[~reach][:, 3] == 0).all()
    assert (heatmap.image()[reach][:, 3] == 255).all()
    heatmap.setUnreachableMode("show")
    assert (heatmap.image()[:, :, 3] == 255).all()
    with pytest.raises(ValueError):
        heatmap.setUnreachableMode("blink")


# -- marks ---------------------------------------------------------------------------------------------
def test_marks_move_without_rebuilding_the_image(heatmap: OutcomeHeatmap, monkeypatch) -> None:
    image = heatmap.image()
    calls: list[object] = []
    monkeypatch.setattr(heatmap._image, "setImage", lambda *a, **k: calls.append(a))
    start = Position.start()
    after = [start.play(m) for m in start.legal_moves()]
    heatmap.setCurrent(start.mover, start.opponent)
    heatmap.setMoveTargets([(p.mover, p.opponent) for p in after])
    heatmap.setPath([(start.mover, start.opponent), (after[0].mover, after[0].opponent)])
    heatmap.setPreview((after[0].mover, after[0].opponent))
    assert heatmap.image() is image
    assert calls == []
    col, row = heatmap.cellIndex((1, 1), (1, 1))
    assert heatmap._currentMark.cells() == [(col, row)]
    assert heatmap._targetMarks.cells() == [heatmap.cellIndex((1, 1), (1, 2))]  # 1+1 is the only move
    xs, ys = heatmap._pathLine.getData()
    assert list(xs) == [col + 0.5, heatmap.cellIndex((1, 1), (1, 2))[0] + 0.5]
    assert list(ys) == [row + 0.5, heatmap.cellIndex((1, 1), (1, 2))[1] + 0.5]
    assert heatmap._previewMark.cells() == [heatmap.cellIndex((1, 1), (1, 2))]
    heatmap.setCurrent((1, 1), (0, 0))  # a finished position has no cell
    heatmap.setMoveTargets([])
    heatmap.setPath([])
    heatmap.setPreview(None)
    assert heatmap._currentMark.cells() == [] and heatmap._targetMarks.cells() == []
    assert heatmap._previewMark.cells() == [] and heatmap._pathLine.getData()[0] is None


# -- hover and click -----------------------------------------------------------------------------------
def test_describe_cell(heatmap: OutcomeHeatmap, table10: SolvedTable) -> None:
    mover, opponent = find_cell(table10, WIN, reachable=True, min_distance=3)
    d = table10.distance_of(mover, opponent)
    text = heatmap.describeCell(mover, opponent)
    assert f"mover {mover[0]} {mover[1]} vs opponent {opponent[0]} {opponent[1]}" in text
    assert f"{mover[0]},{mover[1]}/{opponent[0]},{opponent[1]}:A" in text
    assert f"win in {d} plies" in text
    assert "reachable from the start" in text and "cannot" not in text
    lost = find_cell(table10, LOSS, reachable=False, min_distance=2)
    assert f"loss in {table10.distance_of(*lost)} plies" in heatmap.describeCell(*lost)
    assert "cannot be reached from the start" in heatmap.describeCell(*lost)
    assert "draw" in heatmap.describeCell((1, 1), (1, 1))


def test_hover_emits_cell_and_sets_tooltip(qtbot, shown: OutcomeHeatmap, table10: SolvedTable) -> None:
    mover, opponent = find_cell(table10, LOSS, reachable=True, min_distance=2)
    viewport = shown.graphicsView.viewport()
    with qtbot.waitSignal(shown.cellHovered) as blocker:
        qtbot.mouseMove(viewport, cell_point(shown, mover, opponent))
    assert blocker.args == [(mover, opponent)]
    tip = shown._image.toolTip()
    assert f"loss in {table10.distance_of(mover, opponent)} plies" in tip
    assert tip == shown.describeCell(mover, opponent, separator="\n")


def test_click_emits_the_clicked_position(qtbot, shown: OutcomeHeatmap) -> None:
    viewport = shown.graphicsView.viewport()
    for mover, opponent in [((1, 6), (3, 7)), ((0, 4), (2, 9)), ((9, 9), (0, 1))]:
        with qtbot.waitSignal(shown.cellClicked) as blocker:
            qtbot.mouseClick(
                viewport, Qt.MouseButton.LeftButton, pos=cell_point(shown, mover, opponent, 0.3, 0.8)
            )
        assert blocker.args == [mover, opponent]


def test_drag_pans_and_is_not_a_click(qtbot, shown: OutcomeHeatmap) -> None:
    viewport = shown.graphicsView.viewport()
    vb = shown.plotItem.getViewBox()
    before = vb.viewRange()
    start = cell_point(shown, (2, 2), (3, 3))
    with qtbot.assertNotEmitted(shown.cellClicked):
        qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
        for step in range(1, 6):
            qtbot.mouseMove(viewport, start + QPoint(12 * step, 8 * step))
        qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=start + QPoint(60, 40))
    assert vb.viewRange() != before  # it panned
    shown.fitView()
    qtbot.waitUntil(lambda: np.allclose(vb.viewRange(), before))  # fitView restores the whole view


def test_hidden_cells_do_not_react(qtbot, shown: OutcomeHeatmap, table10: SolvedTable) -> None:
    shown.setUnreachableMode("hide")
    hidden = find_cell(table10, DRAW, reachable=False)
    with qtbot.assertNotEmitted(shown.cellClicked):
        qtbot.mouseClick(
            shown.graphicsView.viewport(), Qt.MouseButton.LeftButton, pos=cell_point(shown, *hidden)
        )


# -- axes ----------------------------------------------------------------------------------------------
def test_tick_labels_every_pair_for_base_10(heatmap: OutcomeHeatmap) -> None:
    step, cells = heatmap._rowAxis.labelledCells(0, 54, 54 * 14)
    assert step == 1 and cells == list(range(54))
    assert heatmap._rowAxis.tickStrings([3.5, 9.5], 1, 1) == ["0\u20024", "1\u20021"]


def test_tick_labels_thin_out_for_big_bases(qtbot) -> None:
    w = OutcomeHeatmap()
    qtbot.addWidget(w)
    w.setTable(solve(Rules(40)))
    axis = w._rowAxis
    n = w.cellCount()
    step, cells = axis.labelledCells(n, 0, 700)  # inverted range, as the axis gets it
    gap = axis._extent() / (700 / n)
    assert step > 1 and len(cells) < n / 5
    assert all(b - a >= gap for a, b in itertools.pairwise(cells))  # never overlapping
    assert axis.tickStrings([cells[0] + 0.5], 1, step) == ["0\u20021"]
    assert "1\u20021" in axis.tickStrings([c + 0.5 for c in cells], 1, step)  # run starts are kept


# -- exports -------------------------------------------------------------------------------------------
def _square_and_attached(w: OutcomeHeatmap) -> None:
    """The fitted table fills a square view box, so the axes sit on its edges."""
    vb = w.plotItem.getViewBox()
    box = vb.sceneBoundingRect()
    assert abs(box.width() - box.height()) <= 1.5
    table = vb.mapViewToScene(QRectF(0, 0, w.cellCount(), w.cellCount())).boundingRect()
    assert table.height() >= 0.95 * box.height() and table.width() >= 0.95 * box.width()
    bottom_axis = w.plotItem.getAxis("bottom").sceneBoundingRect()
    assert abs(bottom_axis.top() - box.bottom()) <= 6  # the ticks overlap the box by a few pixels


@pytest.mark.parametrize("size", [(500, 900), (1100, 500)], ids=["tall", "wide"])
def test_the_axes_stay_on_the_table_whatever_the_panel_shape(qtbot, heatmap: OutcomeHeatmap, size) -> None:
    heatmap.resize(*size)
    heatmap.show()
    qtbot.waitExposed(heatmap)
    qtbot.waitUntil(lambda: _square_and_attached(heatmap) is None)


def test_the_axes_stay_on_the_table_in_base_2(qtbot) -> None:
    w = OutcomeHeatmap()  # 2 cells a side: fewer than the closest zoom allows elsewhere
    qtbot.addWidget(w)
    w.resize(500, 500)
    w.setTable(solve(Rules(2)))
    w.show()
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: _square_and_attached(w) is None)


@pytest.mark.parametrize("panel", [(500, 900), (1100, 500)], ids=["tall", "wide"])
def test_export_png_is_slide_shaped_whatever_the_panel(
    qtbot, heatmap: OutcomeHeatmap, tmp_path, panel
) -> None:
    heatmap.resize(*panel)
    heatmap.show()
    qtbot.waitExposed(heatmap)
    path = tmp_path / "map.png"
    heatmap.exportPng(str(path), width=1920)
    image = QImage(str(path))
    assert (image.width(), image.height()) == (1920, 1080)
    # The picture is the heatmap: the palette's win colour is in it, and the middle row of pixels
    # crosses the table rather than a blank band.
    win = palette.base_rgb(WIN)
    colours = {image.pixelColor(x, y).getRgb()[:3] for x in range(0, 1920, 5) for y in range(0, 1080, 5)}
    assert win in colours
    middle = {image.pixelColor(x, 540).getRgb()[:3] for x in range(0, 1920, 3)}
    assert len(middle) > 3
    heatmap.exportPng(str(path), width=960)
    assert (QImage(str(path)).width(), QImage(str(path)).height()) == (960, 540)


def test_exports_leave_no_off_screen_heatmap_behind(heatmap: OutcomeHeatmap, tmp_path) -> None:
    """The slide-sized twin an export draws is destroyed at once, not at the next event loop: a
    script or the self-test may never run one, and a heatmap left to interpreter exit crashes."""
    from PySide6.QtWidgets import QApplication

    def heatmaps() -> int:
        return sum(isinstance(w, OutcomeHeatmap) for w in QApplication.topLevelWidgets())

    before = heatmaps()
    heatmap.exportPng(str(tmp_path / "map.png"))
    heatmap.exportSvg(str(tmp_path / "map.svg"))
    assert heatmaps() == before  # no event processed in between


def test_export_svg_is_vector_and_scales_as_a_whole(heatmap: OutcomeHeatmap, tmp_path) -> None:
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
    renderer = QSvgRenderer(str(path))
    assert renderer.isValid()
    picture = QImage(1280, 720, QImage.Format.Format_RGB32)
    picture.fill(Qt.GlobalColor.white)
    painter = QPainter(picture)
    renderer.render(painter)
    painter.end()
    win = palette.base_rgb(WIN)
    pixels = ((x, y) for x in range(0, 1280, 3) for y in range(0, 720, 3))
    assert any(picture.pixelColor(x, y).getRgb()[:3] == win for x, y in pixels)


def test_export_svg_of_a_big_base_embeds_a_sharp_bitmap(qtbot, tmp_path) -> None:
    w = OutcomeHeatmap()
    qtbot.addWidget(w)
    w.setTable(solve(Rules(40)))  # 819 cells a side: too many rectangles
    path = tmp_path / "map.svg"
    w.exportSvg(str(path))
    text = path.read_text(encoding="utf-8")
    assert "<image" in text and "image-rendering:pixelated" in text


def test_vector_cells_overlap_only_opaque_neighbours_inside_the_table() -> None:
    from quadace_gui.views.heatmap import _VectorCells

    blue, grey = (0, 0, 255, 255), (128, 128, 128, 255)
    pale = (0, 0, 255, 70)  # a dimmed cell: seen over the hatching
    rgba = np.array([[blue, grey, grey], [pale, blue, blue]], dtype=np.uint8)
    cells = _VectorCells()
    cells.setImage(rgba)
    rects = [(r.x(), r.y(), round(r.width(), 2), round(r.height(), 2)) for r, _ in cells._runs]
    seam = _VectorCells.SEAM
    assert rects == [
        (0, 0, round(1 + seam, 2), 1.0),  # into the grey run; not down onto the pale cell
        (1, 0, 2.0, round(1 + seam, 2)),  # down onto opaque cells; not past the right edge
        (0, 1, 1.0, 1.0),  # translucent: no overlap at all
        (1, 1, 2.0, 1.0),  # last row, last column: nothing beyond the table
    ]
    red, green = (255, 0, 0, 255), (0, 255, 0, 255)
    cells.setImage(np.array([[red, blue], [green, pale]], dtype=np.uint8))
    red_run = cells._runs[0][0]
    assert (round(red_run.width(), 2), red_run.height()) == (round(1 + seam, 2), 1.0)  # corner is pale


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


def test_image_build_is_vectorised(heatmap: OutcomeHeatmap) -> None:
    table = solve(Rules(40))
    heatmap.setTable(table)
    assert heatmap.image().shape == (819, 819, 4)
    assert heatmap.image().dtype == np.uint8


def test_legend_follows_mode_and_wraps(qtbot, shown: OutcomeHeatmap) -> None:
    texts = [t for line in shown._legend.lines() for t in line]
    assert {"Win", "Draw", "Loss"} <= set(texts)
    assert any("paler = longer" in t for t in texts) and any("cannot be reached" in t for t in texts)
    wide = len(shown._legend.lines())
    shown.setUnreachableMode("hide")
    assert not any("cannot be reached" in t for line in shown._legend.lines() for t in line)
    shown.resize(380, 500)
    qtbot.waitUntil(lambda: len(shown._legend.lines()) > wide)  # narrow: more lines, nothing cut off


def test_quadrant_labels_only_where_they_fit(qtbot) -> None:
    w = OutcomeHeatmap()
    qtbot.addWidget(w)
    w.resize(700, 700)
    w.setTable(solve(Rules(40)))
    w.show()
    qtbot.waitExposed(w)
    labels = w._quadrantLabels
    qtbot.waitUntil(lambda: labels[3].isVisible())  # 2 v 2 is big
    assert not labels[0].isVisible()  # 1 v 1 is 39 cells of 819: too small for its label


def test_zoomed_in_cells_spell_out_value_and_distance(qtbot, shown: OutcomeHeatmap, table10) -> None:
    """Colour is not the only cue: big enough cells say W7 / L12 / D, matching the table."""
    labels = shown._cellLabels
    shown.resize(700, 700)
    shown.fitView()
    qtbot.waitUntil(lambda: 0 < labels.cellPixels() < labels.MIN_CELL_PX)
    assert labels.shown() == []  # the whole table: cells too small for words
    shown.plotItem.getViewBox().setRange(QRectF(0, 0, 12, 12), padding=0)
    qtbot.waitUntil(lambda: labels.cellPixels() >= labels.MIN_CELL_PX)
    seen = labels.shown()
    assert 100 <= len(seen) <= 13 * 13
    assert not any(q.isVisible() for q in shown._quadrantLabels)  # they would cover some words
    pairs = table10.rules.pairs()[1:]
    values = set()
    for col, row, label in seen:
        mover, opponent = pairs[row], pairs[col]
        value, distance = table10.value_of(mover, opponent), table10.distance_of(mover, opponent)
        expected = {WIN: f"W{distance}", LOSS: f"L{distance}", DRAW: "D"}[value]
        assert label.text == expected, (mover, opponent)
        assert label.strong is (value != DRAW)
        values.add(value)
    assert values == {WIN, LOSS, DRAW}
    shown.setUnreachableMode("hide")  # hidden cells say nothing either
    hidden = {(c, r) for c, r, _ in labels.shown()}
    for col, row, _ in seen:
        assert ((col, row) in hidden) == table10.is_reachable(pairs[row], pairs[col])


def test_a_heatmap_freed_by_the_garbage_collector_does_not_crash(tmp_path) -> None:
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
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "OUT": str(tmp_path), "PYTHONPATH": str(root)}
    done = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "survived"
