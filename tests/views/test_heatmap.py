"""The outcome heatmap through its public API: cells, colours, marks, hover/click, axes, quadrants, exports.

Expected colours are stated here, not computed with the code under test: the colour-blind palette draws
wins blue, losses orange and draws grey; quicker results are stronger, slower ones paler.
"""

# mypy: disable-error-code="no-untyped-call"
# (pytest-qt's QtBot is untyped)

from __future__ import annotations

import itertools
import os
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from quadace_gui.core import DRAW, LOSS, WIN, Position, Rules, SolvedTable, solve
from quadace_gui.views.heatmap import OutcomeHeatmap, scaling_strokes, vector_runs

Pair = tuple[int, int]
Cell = tuple[Pair, Pair]

# The strongest colours, as the palettes define them (Okabe-Ito blue and vermillion; ColorBrewer green).
BLUE, ORANGE, GREY = (0, 114, 178), (213, 94, 0), (150, 150, 150)
GREEN = (26, 152, 80)


def base10_pairs() -> list[Pair]:
    """The heatmap's row order in base 10: one live hand first, then two, each low to high."""
    return [(0, a) for a in range(1, 10)] + [(a, c) for a in range(1, 10) for c in range(a, 10)]


@pytest.fixture(scope="module")
def table10() -> SolvedTable:
    return solve()


@pytest.fixture(scope="module")
def table40() -> SolvedTable:
    return solve(Rules(40))


def make_heatmap(qtbot: QtBot, table: SolvedTable, size: tuple[int, int] = (700, 700)) -> OutcomeHeatmap:
    w = OutcomeHeatmap()
    qtbot.addWidget(w)
    w.resize(*size)
    w.setTable(table)
    return w


@pytest.fixture
def heatmap(qtbot: QtBot, table10: SolvedTable) -> OutcomeHeatmap:
    return make_heatmap(qtbot, table10)


def fitted(qtbot: QtBot, w: OutcomeHeatmap) -> OutcomeHeatmap:
    w.show()
    qtbot.waitExposed(w)
    vb = w.plotItem.getViewBox()
    qtbot.waitUntil(lambda: vb.viewRange()[0][0] <= 0 and vb.viewRange()[0][1] >= w.cellCount())
    return w


@pytest.fixture
def shown(qtbot: QtBot, heatmap: OutcomeHeatmap) -> OutcomeHeatmap:
    return fitted(qtbot, heatmap)


@pytest.fixture
def shown40(qtbot: QtBot, table40: SolvedTable) -> OutcomeHeatmap:
    return fitted(qtbot, make_heatmap(qtbot, table40))


def cells_of(table: SolvedTable, value: int, reachable: bool | None = True) -> list[Cell]:
    """Every shown (mover, opponent) cell with that value (and reachability), by distance."""
    pairs = [(int(a), int(b)) for a, b in table.rules.pairs()]
    out: list[Cell] = [
        (m, o)
        for m in pairs[1:]
        for o in pairs
        if table.value_of(m, o) == value and (reachable is None or table.is_reachable(m, o) == reachable)
    ]
    return sorted(out, key=lambda c: table.distance_of(*c) or 0)


def rgb(w: OutcomeHeatmap, cell: Cell) -> tuple[int, int, int]:
    colour = w.colorAt(*cell)
    assert colour is not None
    return colour[:3]


def rgb_of(color: QColor) -> tuple[int, int, int]:
    return color.red(), color.green(), color.blue()


def point(w: OutcomeHeatmap, cell: Cell, dx: float = 0.5, dy: float = 0.5) -> QPoint:
    """Viewport coordinates of a point inside a cell (its centre by default)."""
    at = w.cellPoint(*cell, dx, dy)
    assert at is not None
    return at


def alpha(w: OutcomeHeatmap, cell: Cell) -> int:
    colour = w.colorAt(*cell)
    assert colour is not None
    return colour[3]


def pairs_of(cell: tuple[tuple[int, ...], tuple[int, ...]]) -> Cell:
    (a, b), (c, d) = cell
    return (a, b), (c, d)


def near(a: tuple[int, ...], b: tuple[int, ...], tolerance: int) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=True))


# -- cells ---------------------------------------------------------------------------------------------
def test_one_cell_per_position_in_row_order(heatmap: OutcomeHeatmap) -> None:
    """Rows: every pair that can be the side to move; columns: every pair, the finished 0 0 first."""
    rows, cols = base10_pairs(), [(0, 0), *base10_pairs()]
    assert heatmap.cellCount() == len(rows) == 54
    assert heatmap.cellShape() == (54, 55) and heatmap.image().shape == (54, 55, 4)  # 2,970 positions
    for k, pair in enumerate(rows):
        assert heatmap.cellAt(1.5, k + 0.5) == (pair, (0, 1))
    for k, pair in enumerate(cols):
        assert heatmap.cellAt(k + 0.2, 0.9) == ((0, 1), pair)
    assert heatmap.cellAt(55.0, 3) is None and heatmap.cellAt(-0.1, 3) is None
    assert heatmap.cellAt(3, 54.0) is None
    # Hands in any order; the column is the opponent's.
    assert heatmap.cellIndex((6, 1), (7, 3)) == (cols.index((3, 7)), rows.index((1, 6)))
    assert heatmap.cellIndex((0, 0), (1, 1)) is None  # nobody with every hand retired is to move
    assert heatmap.cellIndex((1, 10), (1, 1)) is None  # not a hand in base 10


def test_finished_positions_are_the_first_column(heatmap: OutcomeHeatmap) -> None:
    for mover in [(0, 1), (1, 1), (9, 9)]:
        assert heatmap.cellIndex(mover, (0, 0)) == (0, base10_pairs().index(mover))
        assert rgb(heatmap, (mover, (0, 0))) == ORANGE  # lost at once: the strongest loss colour


@pytest.mark.parametrize(
    ("name", "win", "loss"),
    [("colorblind", BLUE, ORANGE), ("classic", GREEN, (215, 48, 39))],
)
def test_values_have_their_palette_colours(
    heatmap: OutcomeHeatmap,
    table10: SolvedTable,
    name: str,
    win: tuple[int, int, int],
    loss: tuple[int, int, int],
) -> None:
    heatmap.setPaletteName(name)
    assert heatmap.paletteName() == name
    wins, losses, draws = (cells_of(table10, v) for v in (WIN, LOSS, DRAW))
    quickest_win, quickest_loss = wins[0], losses[0]
    assert table10.distance_of(*quickest_win) == 1 and table10.distance_of(*quickest_loss) == 0
    assert near(rgb(heatmap, quickest_win), win, 12)  # quick results in (almost) full strength
    assert rgb(heatmap, quickest_loss) == loss  # lost at once
    for cell in draws[::40]:
        assert rgb(heatmap, cell) == GREY
    for cell in wins:
        r, g, b = rgb(heatmap, cell)
        assert (b if name == "colorblind" else g) > r + 40  # blue or green, however pale
    for cell in losses:
        r, g, b = rgb(heatmap, cell)
        assert r > g + 40 and r > b + 40  # orange or red


def test_paler_means_longer(heatmap: OutcomeHeatmap, table10: SolvedTable) -> None:
    for value in (WIN, LOSS):
        cells = cells_of(table10, value)
        brightness = [sum(rgb(heatmap, c)) for c in cells]
        assert brightness == sorted(brightness)  # never darker for a longer distance
        assert brightness[-1] > brightness[0] + 150  # the longest clearly paler than the quickest
        assert max(rgb(heatmap, cells[-1])) < 255  # but never white


def test_unknown_palette_is_refused(heatmap: OutcomeHeatmap) -> None:
    with pytest.raises(ValueError, match="rainbow"):
        heatmap.setPaletteName("rainbow")


def test_other_base_changes_the_cells_and_keeps_the_marks(heatmap: OutcomeHeatmap) -> None:
    heatmap.setCurrent((1, 1), (1, 1))
    heatmap.setTable(solve(Rules(7)))
    assert heatmap.cellShape() == (27, 28) and heatmap.image().shape == (27, 28, 4)  # 6 + 21 pairs, + 0 0
    assert heatmap.cellAt(27.5, 26.5) == ((6, 6), (6, 6))
    assert heatmap.cellIndex((9, 9), (1, 1)) is None
    assert heatmap.markedCells("current") == [((1, 1), (1, 1))]


def test_unreachable_modes(heatmap: OutcomeHeatmap, table10: SolvedTable) -> None:
    reachable = cells_of(table10, WIN, reachable=True)[:5] + cells_of(table10, DRAW, reachable=True)[:5]
    unreachable = cells_of(table10, WIN, reachable=False)[:5] + cells_of(table10, LOSS, reachable=False)[:5]
    assert heatmap.unreachableMode() == "dim"  # the default: translucent over a hatch
    assert all(alpha(heatmap, c) == 255 for c in reachable)
    assert all(0 < alpha(heatmap, c) < 128 for c in unreachable)
    heatmap.setUnreachableMode("hide")
    assert all(alpha(heatmap, c) == 255 for c in reachable) and all(
        alpha(heatmap, c) == 0 for c in unreachable
    )
    heatmap.setUnreachableMode("show")
    assert all(alpha(heatmap, c) == 255 for c in reachable + unreachable)
    with pytest.raises(ValueError):
        heatmap.setUnreachableMode("blink")


# -- marks ---------------------------------------------------------------------------------------------
def test_marks_move_without_rebuilding_the_image(heatmap: OutcomeHeatmap) -> None:
    builds, image = heatmap.imageBuilds(), heatmap.image()
    start = Position.start()
    after = [start.play(m) for m in start.legal_moves()]
    assert [(p.mover, p.opponent) for p in after] == [((1, 1), (1, 2))]  # 1+1 is the only move
    heatmap.setCurrent(start.mover, start.opponent)
    heatmap.setMoveTargets([((1, 1), (1, 2))])
    heatmap.setPath([((1, 1), (1, 1)), ((1, 1), (1, 2))])
    heatmap.setPreview(((1, 1), (1, 2)))
    assert heatmap.imageBuilds() == builds and heatmap.image() is image
    assert heatmap.markedCells("current") == [((1, 1), (1, 1))]
    assert heatmap.markedCells("target") == [((1, 1), (1, 2))]
    assert heatmap.markedCells("preview") == [((1, 1), (1, 2))]
    assert heatmap.pathCells() == [((1, 1), (1, 1)), ((1, 1), (1, 2))]
    assert heatmap.isPathCell((1, 1), (1, 2)) and not heatmap.isPathCell((1, 2), (1, 1))
    heatmap.setCurrent((1, 1), (0, 0))  # a finished position: in the first column
    assert heatmap.markedCells("current") == [((1, 1), (0, 0))]
    heatmap.setCurrent((0, 0), (1, 1))  # not a position: no cell
    heatmap.setMoveTargets([])
    heatmap.setPath([])
    heatmap.setPreview(None)
    assert all(heatmap.markedCells(kind) == [] for kind in ("current", "target", "preview"))
    assert heatmap.pathCells() == []


def test_a_cycling_path_is_drawn_once(heatmap: OutcomeHeatmap) -> None:
    a, b = ((1, 1), (1, 2)), ((1, 2), (1, 3))
    heatmap.setPath([a, b, a, b, a])
    assert heatmap.pathCells() == [a, b]


# -- hover and click -----------------------------------------------------------------------------------
def test_describe_cell(heatmap: OutcomeHeatmap, table10: SolvedTable) -> None:
    mover, opponent = next(c for c in cells_of(table10, WIN) if (table10.distance_of(*c) or 0) >= 3)
    d = table10.distance_of(mover, opponent)
    text = heatmap.describeCell(mover, opponent)
    assert f"mover {mover[0]} {mover[1]} vs opponent {opponent[0]} {opponent[1]}" in text
    assert f"{mover[0]},{mover[1]}/{opponent[0]},{opponent[1]}:A" in text
    assert f"win in {d} plies" in text
    assert "reachable from the start" in text and "cannot" not in text
    lost = cells_of(table10, LOSS, reachable=False)[-1]
    assert f"loss in {table10.distance_of(*lost)} plies" in heatmap.describeCell(*lost)
    assert "cannot be reached from the start" in heatmap.describeCell(*lost)
    assert "draw" in heatmap.describeCell((1, 1), (1, 1))


def test_hover_emits_cell_and_sets_tooltip(qtbot: QtBot, shown: OutcomeHeatmap, table10: SolvedTable) -> None:
    mover, opponent = cells_of(table10, LOSS)[-1]
    with qtbot.waitSignal(shown.cellHovered) as blocker:
        qtbot.mouseMove(shown.graphicsView.viewport(), point(shown, (mover, opponent)))
    assert blocker.args == [(mover, opponent)]
    assert f"loss in {table10.distance_of(mover, opponent)} plies" in shown.hoverText()
    assert shown.hoverText() == shown.describeCell(mover, opponent, separator="\n")


def test_click_emits_the_clicked_position(qtbot: QtBot, shown: OutcomeHeatmap) -> None:
    viewport = shown.graphicsView.viewport()
    for mover, opponent in [((1, 6), (3, 7)), ((0, 4), (2, 9)), ((9, 9), (0, 1))]:
        with qtbot.waitSignal(shown.cellClicked) as blocker:
            at = point(shown, (mover, opponent), 0.3, 0.8)
            qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=at)
        assert blocker.args == [mover, opponent]


def test_drag_pans_and_is_not_a_click(qtbot: QtBot, shown: OutcomeHeatmap) -> None:
    viewport = shown.graphicsView.viewport()
    vb = shown.plotItem.getViewBox()
    before = vb.viewRange()
    start = point(shown, ((2, 2), (3, 3)))
    with qtbot.assertNotEmitted(shown.cellClicked):
        qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
        for step in range(1, 6):
            qtbot.mouseMove(viewport, start + QPoint(12 * step, 8 * step))
        qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=start + QPoint(60, 40))
    assert vb.viewRange() != before  # it panned
    shown.fitView()
    qtbot.waitUntil(lambda: np.allclose(vb.viewRange(), before))  # fitView restores the whole view


def test_hidden_cells_do_not_react(qtbot: QtBot, shown: OutcomeHeatmap, table10: SolvedTable) -> None:
    shown.setUnreachableMode("hide")
    hidden = cells_of(table10, DRAW, reachable=False)[0]
    with qtbot.assertNotEmitted(shown.cellClicked):
        qtbot.mouseClick(shown.graphicsView.viewport(), Qt.MouseButton.LeftButton, pos=point(shown, hidden))


# -- what the screen shows -----------------------------------------------------------------------------
def test_the_grabbed_widget_shows_the_cells_colours(
    qtbot: QtBot, shown: OutcomeHeatmap, table10: SolvedTable
) -> None:
    picture = shown.grab().toImage()
    ratio = picture.devicePixelRatio()

    def seen(cell: Cell) -> tuple[int, int, int]:
        at = shown.graphicsView.mapTo(shown, point(shown, cell))
        return rgb_of(picture.pixelColor(round(at.x() * ratio), round(at.y() * ratio)))

    assert near(seen(cells_of(table10, WIN)[0]), BLUE, 16)
    assert near(seen(cells_of(table10, LOSS)[0]), ORANGE, 25)
    assert seen(((1, 1), (1, 1))) == GREY  # the start: a draw


def test_zoomed_in_cells_spell_out_value_and_distance(
    qtbot: QtBot, shown: OutcomeHeatmap, table10: SolvedTable
) -> None:
    """Colour is not the only cue: big enough cells say W7 / L12 / D, matching the table."""
    qtbot.waitUntil(lambda: 0 < shown.cellPixels() < 26)
    assert shown.shownCellTexts() == []  # the whole table: cells too small for words
    shown.plotItem.getViewBox().setRange(QRectF(0, 0, 12, 12), padding=0)
    qtbot.waitUntil(lambda: shown.cellPixels() >= 26)
    seen = shown.shownCellTexts()
    assert 100 <= len(seen) <= 13 * 13
    assert not any(q.visible for q in shown.quadrantLabels())  # they would cover some words
    values = set()
    for shown_cell, label in seen:
        mover, opponent = pairs_of(shown_cell)
        value, distance = table10.value_of(mover, opponent), table10.distance_of(mover, opponent)
        assert label.text == {WIN: f"W{distance}", LOSS: f"L{distance}", DRAW: "D"}[value]
        assert label.strong is (value != DRAW)
        # Dark cells get light ink and light cells dark ink.
        back, ink = rgb(shown, (mover, opponent)), rgb_of(label.ink)
        assert abs(sum(back) - sum(ink)) > 200, (mover, opponent, back, ink)
        values.add(value)
    assert values == {WIN, LOSS, DRAW}
    shown.setUnreachableMode("hide")  # hidden cells say nothing either
    for cell, _ in seen:
        assert (shown.cellText(*cell) != "") == table10.is_reachable(*pairs_of(cell))


# -- axes ----------------------------------------------------------------------------------------------
def label_line_height() -> float:
    font = QFont()
    font.setPointSizeF(8.0)
    return QFontMetricsF(font).height()


def test_row_labels_of_base_10(shown: OutcomeHeatmap) -> None:
    labels = shown.rowLabels()
    texts = [t.replace("\u2002", " ") for _, t in labels]
    assert texts[0] == "0 1" and "1 1" in texts and ("9 9" in texts or "8 9" in texts)
    ys = [y for y, _ in labels]
    assert all(b - a >= label_line_height() for a, b in itertools.pairwise(ys))
    assert len(labels) >= 54 // 3  # most rows are named


def test_base_40_row_labels_do_not_crowd(shown40: OutcomeHeatmap) -> None:
    """Issue 11: labels such as "0 21 / 1 1 / 1 21" were stacked a line apart."""
    labels = shown40.rowLabels()
    texts = [t.replace("\u2002", " ") for _, t in labels]
    assert texts[:2] == ["0 1", "1 1"]  # the run starts stay; "0 21" steps aside
    ys = [y for y, _ in labels]
    assert all(b - a >= 1.15 * label_line_height() for a, b in itertools.pairwise(ys)), ys
    columns = [x for x, _ in shown40.columnLabels()]
    assert all(
        b - a >= QFontMetricsF(QFont()).horizontalAdvance("88") for a, b in itertools.pairwise(columns)
    )


# -- quadrants -----------------------------------------------------------------------------------------
def check_quadrant_labels(w: OutcomeHeatmap, texts: list[str]) -> None:
    labels = w.quadrantLabels()
    assert [q.text for q in labels] == texts
    assert all(q.visible for q in labels), labels
    box = w.plotItem.getViewBox().sceneBoundingRect()
    for q in labels:
        assert box.contains(q.rect), q  # not cut off by the plot's edge
    for a, b in itertools.combinations(labels, 2):
        assert not a.rect.intersects(b.rect), (a, b)


def test_quadrant_labels_of_base_10_sit_inside_their_quadrants(qtbot: QtBot, shown: OutcomeHeatmap) -> None:
    qtbot.waitUntil(lambda: all(q.visible for q in shown.quadrantLabels()))
    check_quadrant_labels(shown, ["1 v 1", "1 v 2", "2 v 1", "2 v 2"])
    assert [q.placing for q in shown.quadrantLabels()] == ["inside"] * 4


def test_quadrant_labels_stay_in_base_40(qtbot: QtBot, shown40: OutcomeHeatmap) -> None:
    """Issue 11: in base 40 the one-hand strips are a few pixels wide and "1 v 1" and "2 v 1" vanished."""
    qtbot.waitUntil(lambda: all(q.visible for q in shown40.quadrantLabels()))
    check_quadrant_labels(shown40, ["1 v 1", "1 v 2", "2 v 1", "2 v 2"])
    placing = {q.text: q.placing for q in shown40.quadrantLabels()}
    assert placing == {"1 v 1": "outside", "1 v 2": "inside", "2 v 1": "upright", "2 v 2": "inside"}


def test_quadrant_labels_stay_in_base_40_in_chinese(
    qtbot: QtBot, qapp: QApplication, shown40: OutcomeHeatmap
) -> None:
    from quadace_gui.app import install_translation

    try:
        assert install_translation(qapp, "zh_CN")
        shown40.retranslate()
        qtbot.waitUntil(lambda: all(q.visible for q in shown40.quadrantLabels()))
        check_quadrant_labels(shown40, ["1 对 1", "1 对 2", "2 对 1", "2 对 2"])
    finally:
        install_translation(qapp, "en")
    shown40.retranslate()
    assert shown40.quadrantLabels()[1].text == "1 v 2"


# -- legend --------------------------------------------------------------------------------------------
def test_legend_follows_mode_and_wraps(qtbot: QtBot, shown: OutcomeHeatmap) -> None:
    texts = [t for line in shown.legendLines() for t in line]
    assert {"Win", "Draw", "Loss"} <= set(texts)
    assert any("paler = longer" in t for t in texts) and any("cannot be reached" in t for t in texts)
    wide = len(shown.legendLines())
    shown.setUnreachableMode("hide")
    assert not any("cannot be reached" in t for line in shown.legendLines() for t in line)
    shown.resize(380, 500)
    qtbot.waitUntil(lambda: len(shown.legendLines()) > wide)  # narrow: more lines, nothing cut off


# -- the view stays square -----------------------------------------------------------------------------
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
def test_the_axes_stay_on_the_table_whatever_the_panel_shape(
    qtbot: QtBot, heatmap: OutcomeHeatmap, size: tuple[int, int]
) -> None:
    heatmap.resize(*size)
    heatmap.show()
    qtbot.waitExposed(heatmap)
    qtbot.waitUntil(lambda: _square_and_attached(heatmap))


def test_the_axes_stay_on_the_table_in_base_2(qtbot: QtBot) -> None:
    w = make_heatmap(qtbot, solve(Rules(2)), (500, 500))  # 2 cells a side: fewer than the closest zoom
    w.show()
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: _square_and_attached(w))


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
    script or the self-test may never run one, and a heatmap left to interpreter exit crashes."""
    from PySide6.QtWidgets import QApplication

    def heatmaps() -> int:
        return sum(isinstance(w, OutcomeHeatmap) for w in QApplication.topLevelWidgets())

    before = heatmaps()
    heatmap.exportPng(str(tmp_path / "map.png"))
    heatmap.exportSvg(str(tmp_path / "map.svg"))
    assert heatmaps() == before  # no event processed in between


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
    assert "<title>QuadAce outcome heatmap: base 10" in text  # exports name the rule set
    assert text.count("QuadAce outcome heatmap: base 10") == 2  # in the title and under the legend
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
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "OUT": str(tmp_path), "PYTHONPATH": str(root)}
    done = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "survived"


def test_cell_codes_pack_and_unpack_in_one_place() -> None:
    from quadace_gui.views.heatmap import codes

    value = np.array([WIN, LOSS, DRAW, WIN])
    distance = np.array([7, 12, -1, 1])
    reachable = np.array([True, False, True, False])
    packed = codes.pack(value, distance, reachable, span=13)
    assert len(set(packed.tolist())) == 4 and packed.max() < codes.code_count(13)
    assert [codes.unpack(int(c), 13) for c in packed] == [
        codes.CellCode(True, WIN, 7),
        codes.CellCode(False, LOSS, 12),
        codes.CellCode(True, DRAW, None),
        codes.CellCode(False, WIN, 1),
    ]


# -- rule axes: any number of hands, other goals ---------------------------------------------------------
def axes_rules(**axes: object) -> Rules:
    return Rules(**axes)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("axes", "shape"),
    [
        ({"hands": 1}, (9, 10)),
        ({"hands": 2}, (54, 55)),
        ({"hands": 3}, (219, 220)),
        ({"hands": 2, "goal": "misere"}, (54, 55)),
        ({"hands": 2, "goal": "equal"}, (45, 55)),  # a mover never shows equal hands: 10 sets fewer
        ({"hands": 3, "goal": "equal"}, (210, 220)),
    ],
)
def test_one_cell_per_position_for_every_rule_set(
    qtbot: QtBot, axes: dict[str, object], shape: tuple[int, int]
) -> None:
    rules = axes_rules(base=10, **axes)
    w = make_heatmap(qtbot, solve(rules))
    rows, cols = w.cellShape()
    assert (rows, cols) == shape and rows * cols == rules.position_count
    movers = [w.cellAt(0.5, k + 0.5)[0] for k in range(rows)]  # type: ignore[index]
    opponents = [w.cellAt(j + 0.5, 0.5)[1] for j in range(cols)]  # type: ignore[index]
    assert len(set(movers)) == rows and len(set(opponents)) == cols
    if axes.get("goal") != "equal":
        live = [sum(h != 0 for h in hands) for hands in opponents]
        retired = (0,) * rules.hands
        assert live == sorted(live) and opponents[0] == retired  # fewest live hands first
        assert retired not in movers
    else:
        assert not any(len(set(hands)) == 1 for hands in movers)  # equal hands have already won
        assert sum(len(set(hands)) == 1 for hands in opponents) == 10
        assert w.quadrantLabels() == []  # no retired hands: no quadrants
        assert not any("quadrants" in t for line in w.legendLines() for t in line)


def test_three_hands_have_nine_quadrants_and_comma_labels(qtbot: QtBot) -> None:
    w = fitted(qtbot, make_heatmap(qtbot, solve(axes_rules(base=10, hands=3))))
    texts = [f"{m} v {o}" for m in (1, 2, 3) for o in (1, 2, 3)]
    qtbot.waitUntil(lambda: all(q.visible for q in w.quadrantLabels()))
    assert [q.text for q in w.quadrantLabels()] == texts
    box = w.plotItem.getViewBox().sceneBoundingRect()
    assert all(box.contains(q.rect) for q in w.quadrantLabels())
    rows = [t for _, t in w.rowLabels()]
    assert rows[:2] == ["0,0,1", "0,1,1"]  # one live hand, then the run of two starts
    assert w.cellIndex((1, 1, 4), (1, 2, 3)) is not None


def test_exports_name_the_rule_set(qtbot: QtBot, tmp_path: Path) -> None:
    w = make_heatmap(qtbot, solve(axes_rules(base=10, hands=3, goal="misere")))
    w.exportSvg(str(tmp_path / "map.svg"))
    text = (tmp_path / "map.svg").read_text(encoding="utf-8")
    assert "<title>QuadAce outcome heatmap: base 10, 3 hands" in text and "misere" in text
