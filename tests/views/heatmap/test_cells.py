"""The outcome heatmap through its public API: cells, colours, marks, hover and click, cell words.

Expected colours are stated here, not computed with the code under test: the colour-blind palette draws
wins blue, losses orange and draws grey; quicker results are stronger, slower ones paler.
"""

# mypy: disable-error-code="no-untyped-call"
# (pytest-qt's QtBot is untyped)

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from pytestqt.qtbot import QtBot

from quadace_gui.core import DRAW, LOSS, WIN, Position, Rules, SolvedTable, solve
from quadace_gui.views.heatmap import OutcomeHeatmap

from .support import (
    BLUE,
    GREEN,
    GREY,
    ORANGE,
    Cell,
    alpha,
    base10_pairs,
    cells_of,
    near,
    pairs_of,
    point,
    rgb,
    rgb_of,
)


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
    # fitView restores the whole view (to a pixel's rounding: the view box takes the table's 55 x 54 shape
    # in whole pixels, so the fitted range may differ by a few thousandths of a cell)
    qtbot.waitUntil(lambda: np.allclose(vb.viewRange(), before, atol=0.02))


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
