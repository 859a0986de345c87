"""The take-away heatmap: cell colours, clicks, slices, backward induction, the rule overlay, hidden
answers and the PNG export, on small games solved here by a plain loop (a stand-in of the model)."""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from math import sqrt

import numpy as np
import pytest
from PySide6.QtCore import QObject, Qt, Signal

from quadace_gui import palette
from quadace_gui.core.games.protocol import INVALID, LOSS, WIN
from quadace_gui.core.games.takeaway import TakeAwayGame, make_game
from quadace_gui.models.answers import Answers
from quadace_gui.models.settings import Settings
from quadace_gui.views.heatmap.induction import UNDECIDED
from quadace_gui.views.heatmap.takeaway_items import P_FADE_SHARE
from quadace_gui.views.heatmap.takeaway_map import HIDDEN, STRIP_CELL_PX, STRIP_WINDOW, TakeAwayHeatmap

Heaps = tuple[int, ...]
PHI = (1 + sqrt(5)) / 2


# -- a stand-in of the take-away engine and model (interfaces C and D) -------------------------------
@dataclass(frozen=True)
class FakeMove:
    amounts: tuple[int, ...]

    def text(self) -> str:
        taken = [(i, a) for i, a in enumerate(self.amounts) if a]
        if len(taken) == 2:
            return f"both {taken[0][1]}"
        i, a = taken[0]
        return f"+{a}" if len(self.amounts) == 1 else f"{i + 1}:{a}"


def FakeGame(key: str, start: Heaps, limit: int, *, most: int = 2, misere: bool = False) -> TakeAwayGame:
    """Nim, Bash or Wythoff with every heap 0 .. limit (Bash: count to ``limit``)."""
    if key == "bash":
        return make_game("bash", target=limit, most=most, misere=misere)
    if key == "wythoff":
        return make_game("wythoff", heaps=tuple(start), limit=limit)
    return make_game("nim", heaps=tuple(start), limit=limit, misere=misere)


@dataclass
class FakeTable:
    game: TakeAwayGame
    value: np.ndarray
    distance: np.ndarray
    reachable: np.ndarray

    def value_of(self, heaps: Heaps) -> int:
        return int(self.value[self.game.slot(heaps)])

    def distance_of(self, heaps: Heaps) -> int:
        return int(self.distance[self.game.slot(heaps)])


def plain_solve(game: TakeAwayGame) -> FakeTable:
    """Every move makes the slot smaller: one pass in slot order decides every position."""
    value = np.full(game.size, INVALID, dtype=np.int8)
    distance = np.full(game.size, -1, dtype=np.int32)
    for slot in range(game.size):
        after = [game.slot(h) for _, h in game.moves(game.heaps(slot))]
        if not after:
            value[slot], distance[slot] = (WIN if game.misere else LOSS), 0
        elif losing := [int(distance[s]) for s in after if value[s] == LOSS]:
            value[slot], distance[slot] = WIN, 1 + min(losing)
        else:
            value[slot], distance[slot] = LOSS, 1 + max(int(distance[s]) for s in after)
    return FakeTable(game, value, distance, np.ones(game.size, dtype=bool))


@dataclass(frozen=True)
class FakePosition:
    heaps: Heaps
    ply: int
    is_over: bool


class FakeModel(QObject):
    tableChanged = Signal()
    currentChanged = Signal(object)

    def __init__(self, game: TakeAwayGame) -> None:
        super().__init__()
        self._game, self._table = game, plain_solve(game)
        self._heaps, self._ply = game.start, 0
        self.jumps: list[Heaps] = []

    def game(self) -> TakeAwayGame:
        return self._game

    def table(self) -> FakeTable:
        return self._table

    def heaps(self) -> Heaps:
        return self._heaps

    def position(self) -> FakePosition:
        return FakePosition(self._heaps, self._ply, not self._game.moves(self._heaps))

    def jumpTo(self, heaps: Heaps) -> None:
        self.jumps.append(tuple(heaps))
        self._heaps, self._ply = tuple(heaps), self._ply + 1
        self.currentChanged.emit(self.position())

    def newGame(self, game: TakeAwayGame) -> None:
        self._game, self._table, self._heaps, self._ply = game, plain_solve(game), game.start, 0
        self.tableChanged.emit()
        self.currentChanged.emit(self.position())


def make(qtbot, game: TakeAwayGame, widget=None):
    settings = Settings()
    model = FakeModel(game)
    answers = Answers(model, settings)  # type: ignore[arg-type]
    w = (widget or TakeAwayHeatmap)(model, settings, answers)
    qtbot.addWidget(w)
    w.resize(900, 700)
    w.show()
    qtbot.waitExposed(w)
    return w, model, answers


def expected_rgb(table: FakeTable, heaps: Heaps) -> tuple[int, int, int]:
    """The QuadAce shading of the cell's value by distance (P cells fade P_FADE_SHARE as much)."""
    value, most = table.value_of(heaps), int(table.distance.max())
    span = round(most / P_FADE_SHARE) if value == LOSS else most
    return palette.shade(palette.base_rgb(value), table.distance_of(heaps), span)


# -- tests -------------------------------------------------------------------------------------------
def test_wythoff_cells_take_the_value_colours_of_their_positions(qtbot):
    w, model, _ = make(qtbot, FakeGame("wythoff", (9, 12), 20))
    table = model.table()
    assert w.image().shape == (21, 21, 4)
    for heaps in ((0, 0), (1, 2), (2, 1), (3, 5), (4, 7), (7, 4)):  # Wythoff's P positions
        assert table.value_of(heaps) == LOSS
        assert w.colorAt(heaps) == (*expected_rgb(table, heaps), 255)
    for heaps in ((1, 1), (0, 5), (2, 2), (3, 4)):
        assert table.value_of(heaps) == WIN
        assert w.colorAt(heaps) == (*expected_rgb(table, heaps), 255)
    # The finished position is a loss at distance 0: the palette's full-strength P colour.
    assert w.colorAt((0, 0))[:3] == palette.base_rgb(LOSS)
    assert w.currentIndex() == (9, 12)


def test_clicking_a_cell_jumps_to_its_position_and_hover_describes_it(qtbot):
    w, model, _ = make(qtbot, FakeGame("wythoff", (9, 12), 12))
    at = w.cellPoint((3, 5))
    qtbot.mouseMove(w.view.viewport(), at)
    qtbot.waitUntil(lambda: w.hoverText() != "")
    assert "3,5" in w.hoverText() and "P:" in w.hoverText()
    assert f"distance {model.table().distance_of((3, 5))}" in w.hoverText()
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    assert model.jumps == [(3, 5)]
    assert w.currentIndex() == (3, 5)


def test_three_heap_nim_shows_a_slice_that_the_spin_box_and_the_game_move(qtbot):
    w, model, _ = make(qtbot, FakeGame("nim", (1, 2, 3), 7))
    assert len(w.sliceBoxes) == 1 and w.sliceValues() == (3,)
    assert not w.scrollBar.isVisibleTo(w)  # only a long strip scrolls
    table = model.table()

    def p_cells() -> set[tuple[int, int]]:  # cells drawn in a shade of the P colour
        span = round(int(table.distance.max()) / P_FADE_SHARE)
        ramp = {palette.shade(palette.base_rgb(LOSS), d, span) for d in range(99)}
        c = w.sliceValues()[0]
        return {(r, k) for r, k in itertools.product(range(8), repeat=2) if w.colorAt((r, k, c))[:3] in ramp}

    w.sliceBoxes[0].setValue(5)
    assert w.grid().fixed == (5,)
    assert w.currentIndex() is None  # (1, 2, 3) is on another slice
    for r, c in itertools.product(range(8), repeat=2):
        heaps = (r, c, 5)
        assert w.colorAt(heaps) == (*expected_rgb(table, heaps), 255)
        assert (table.value_of(heaps) == LOSS) == (r ^ c ^ 5 == 0)
    assert p_cells() == {(r, r ^ 5) for r in range(8)}
    model.jumpTo((6, 1, 2))
    assert w.sliceValues() == (2,) and w.currentIndex() == (6, 1)


def test_induction_level_k_colours_exactly_the_positions_decided_by_level_k(qtbot):
    """The map at the level the Backward induction panel chooses (tests/views/test_takeaway_induction.py
    clicks the panel itself): levels 0 .. k coloured, the rest grey."""
    w, model, _ = make(qtbot, FakeGame("wythoff", (5, 8), 10))
    table = model.table()
    w.setInductionLevel(-1)
    assert w.inductionLevel() == -1
    assert all(
        w.colorAt(h) == tuple(int(v) for v in UNDECIDED) for h in itertools.product(range(11), repeat=2)
    )
    for k in (0, 1, 2, 3):
        w.setInductionLevel(k)
        assert w.inductionLevel() == k
        for heaps in itertools.product(range(11), repeat=2):
            d = table.distance_of(heaps)
            colour = w.colorAt(heaps)
            if d <= k:
                assert colour == (*expected_rgb(table, heaps), 255)
            else:
                assert colour == tuple(int(v) for v in UNDECIDED)
        assert w.pDotCount() == int(np.count_nonzero((table.value == LOSS) & (table.distance <= k)))
    w.setInductionLevel(None)
    assert w.inductionLevel() is None
    assert w.colorAt((1, 1)) == (*expected_rgb(table, (1, 1)), 255)


def test_the_rule_overlay_marks_exactly_the_rule_mask(qtbot):
    game = FakeGame("wythoff", (5, 8), 30)
    w, _, _ = make(qtbot, game)
    assert w.overlayCells() == []
    w.overlayBox.setChecked(True)
    mask = game.rule_mask()
    expected = {h for h in itertools.product(range(31), repeat=2) if mask[game.slot(h)]}
    assert set(w.overlayCells()) == expected
    assert {(0, 0), (1, 2), (2, 1), (3, 5), (5, 3), (17, 28)} <= expected
    assert w._layers.rule.path().elementCount() == 5 * len(expected)


def test_hidden_answers_grey_the_map_turn_the_overlay_off_and_hover_tells_only_the_position(qtbot):
    w, model, answers = make(qtbot, FakeGame("nim", (3, 4), 9))
    w.overlayBox.setChecked(True)
    answers.setSwitchedOff(True)
    assert answers.hidden()
    assert all(w.colorAt(h) == tuple(int(v) for v in HIDDEN) for h in itertools.product(range(10), repeat=2))
    assert w.overlayCells() == [] and not w.overlayBox.isEnabled()
    assert w.pDotCount() == 0
    assert w.describe((2, 2)) == "Position 2,2"
    answers.reveal()
    assert w.colorAt((2, 2)) == (*expected_rgb(model.table(), (2, 2)), 255)
    assert "P:" in w.describe((2, 2)) and len(w.overlayCells()) == 10


def test_bash_is_a_strip_with_a_readable_window_around_the_current_position(qtbot):
    w, model, _ = make(qtbot, FakeGame("bash", (500,), 500, most=8, misere=True))
    assert w.image().shape == (1, 501, 4)
    assert w.scrollBar.isVisibleTo(w)
    left, right = w._plot.getViewBox().viewRange()[0]
    # 抢30's strip counts the numbers said: the start (500 to go, 0 said) is column 0
    assert right - left == pytest.approx(w.stripWindow(), abs=1) and left <= w.grid().index((500,))[1] < right
    assert w.stripWindow() == min(STRIP_WINDOW, w.view.width() // STRIP_CELL_PX)
    for heaps in ((1,), (10,), (19,), (500,), (2,)):
        p = heaps[0] % 9 == 1  # misère: the side to move loses on 1, 10, 19, ...
        assert (model.table().value_of(heaps) == LOSS) == p
        assert w.colorAt(heaps) == (*expected_rgb(model.table(), heaps), 255)
    model.jumpTo((40,))
    left, right = w._plot.getViewBox().viewRange()[0]
    assert left <= w.grid().index((40,))[1] == 460 < right
    w.scrollBar.setValue(200)
    assert w._plot.getViewBox().viewRange()[0][0] == pytest.approx(200, abs=0.5)
    w.resize(320, 300)  # a narrow dock: fewer, still readable cells
    qtbot.waitUntil(lambda: w.stripWindow() < 25)
    left, right = w._plot.getViewBox().viewRange()[0]
    assert right - left == pytest.approx(w.stripWindow(), abs=1) and left == pytest.approx(200, abs=1)


def test_the_map_exports_as_png(qtbot, tmp_path, monkeypatch):
    import pyqtgraph.exporters as pg_exporters

    w, _, _ = make(qtbot, FakeGame("wythoff", (3, 4), 20))
    out = tmp_path / "map.png"
    drawn = []
    export = pg_exporters.ImageExporter.export

    def seen(exporter, *args, **kwargs):  # the slide's title as it is drawn: whole (it had been cut)
        label = exporter.item.getItem(0, 0).titleLabel  # (the off-screen slide's plot)
        room, text = label.geometry(), label.item.boundingRect()
        drawn.append((room.height() >= text.height() - 1, room.width() >= text.width() - 1, label.text))
        return export(exporter, *args, **kwargs)

    monkeypatch.setattr(pg_exporters.ImageExporter, "export", seen)
    w.exportPng(str(out), width=800)
    assert len(drawn) == 1 and drawn[0][:2] == (True, True) and "P: side to move loses" in drawn[0][2]
    data = out.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert int.from_bytes(data[16:20], "big") == 800
    assert w.exportTitle().endswith("position 3,4")  # the slide's title: the game and the position
    title = w.slideTitleHtml()  # ... and under it the key of the colours
    loss = "#{:02x}{:02x}{:02x}".format(*palette.base_rgb(LOSS, palette.DEFAULT_PALETTE))
    assert "position 3,4<br>" in title and loss in title and "P: side to move loses" in title
    assert not w._plot.titleLabel.isVisible()  # on screen, no title


def test_a_new_game_rebuilds_the_map(qtbot):
    w, model, _ = make(qtbot, FakeGame("nim", (2, 3), 5))
    assert w.image().shape == (6, 6, 4) and not w.sliceBoxes
    model.newGame(FakeGame("nim", (1, 2, 3, 4), 4))
    assert w.image().shape == (5, 5, 4) and w.sliceValues() == (3, 4)
    assert (model.table().value_of((1, 2, 3, 4)) == LOSS) == (1 ^ 2 ^ 3 ^ 4 == 0)
    assert w.colorAt((1, 2, 3, 4)) == (*expected_rgb(model.table(), (1, 2, 3, 4)), 255)


# -- with the real engine and model ------------------------------------------------------------------
def real(qtbot, game, widget=None):
    from quadace_gui.models.takeaway_model import TakeAwayModel

    settings = Settings()
    model = TakeAwayModel(game)
    answers = Answers(model, settings)  # type: ignore[arg-type]
    w = (widget or TakeAwayHeatmap)(model, settings, answers)
    qtbot.addWidget(w)
    w.resize(900, 700)
    w.show()
    qtbot.waitExposed(w)
    return w, model, answers


def test_wythoff_200_shows_its_p_positions_on_the_golden_rays(qtbot):
    from quadace_gui.core.games.takeaway import make_game, wythoff_pairs

    game = make_game("wythoff", heaps=(8, 11), limit=200)
    w, model, _ = real(qtbot, game)
    assert w.image().shape == (201, 201, 4)
    loss = palette.base_rgb(LOSS)
    table = model.table()
    most = int(table.distance.max())
    ramp = {palette.shade(loss, d, round(most / P_FADE_SHARE)) for d in range(most + 1)}
    p_cells = {
        (r, c) for r, c in itertools.product(range(201), repeat=2) if tuple(w.image()[r, c, :3]) in ramp
    }
    pairs = {(a, b) for a, b in wythoff_pairs(200) if b <= 200}
    assert p_cells == pairs | {(b, a) for a, b in pairs}
    assert (119, 193) in p_cells and abs(193 / 119 - PHI) < 0.01  # on the ray of slope φ
    # Cells of a pixel or two: the image would drop some; the P cells are drawn again as dots.
    w.resize(300, 380)
    qtbot.waitUntil(lambda: w.cellPixels() < 2)
    assert w.pDotsShown() and w.pDotCount() == len(p_cells)
    w.resize(1400, 1000)
    w._plot.getViewBox().setRange(xRange=(0, 20), yRange=(0, 20), padding=0)
    qtbot.waitUntil(lambda: w.cellPixels() > 10)
    assert not w.pDotsShown()


def test_a_click_on_the_real_model_sets_up_the_position_as_an_undoable_step(qtbot):
    from quadace_gui.core.games.takeaway import make_game

    w, model, _ = real(qtbot, make_game("nim", heaps=(12, 9, 6), limit=15))
    assert w.sliceValues() == (6,)
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=w.cellPoint((3, 5, 6)))
    assert model.heaps() == (3, 5, 6) and w.currentIndex() == (3, 5)
    model.undoStack.undo()
    assert model.heaps() == (12, 9, 6) and w.currentIndex() == (12, 9)


def test_the_palette_setting_recolours_the_map(qtbot):
    from quadace_gui.models.settings import PALETTE

    w, model, _ = make(qtbot, FakeGame("nim", (3, 4), 6))
    assert w.colorAt((0, 0))[:3] == palette.base_rgb(LOSS, "colorblind")
    w._settings.set(PALETTE, "classic")
    assert w.colorAt((0, 0))[:3] == palette.base_rgb(LOSS, "classic")
    most = int(model.table().distance.max())
    assert w.colorAt((0, 1))[:3] == palette.shade(palette.base_rgb(WIN, "classic"), 1, most)
    w._settings.set(PALETTE, "colorblind")


@pytest.mark.parametrize(("key", "heaps", "top"), [("nim", (12, 9, 6), 12), ("wythoff", (8, 11), 11)])
def test_heap_axes_stop_at_the_data_with_labels_that_do_not_touch(qtbot, key, heaps, top):
    from quadace_gui.core.games.takeaway import make_game

    w, _, _ = real(qtbot, make_game(key, heaps=heaps))
    for width, height in ((375, 330), (900, 700), (600, 450)):
        width = max(width, w.minimumSizeHint().width())
        w.resize(width, height)
        qtbot.waitUntil(lambda width=width: w.width() == width)
        vb = w._plot.getViewBox()
        for name, view_range in (("bottom", vb.viewRange()[0]), ("left", vb.viewRange()[1])):
            axis = w._plot.getAxis(name)
            assert axis.top() == top
            length = axis.width() if name == "bottom" else axis.height()
            lo, hi = view_range
            assert lo < 0 and hi > top + 1  # the view is wider than the data (square cells) ...
            (step, labelled), (_, edges) = axis.tickValues(lo, hi, length)
            labels = axis.tickStrings(labelled, 1.0, step)
            numbers = [int(t) for t in labels]
            assert numbers[0] == 0 and numbers[-1] <= top  # ... but no label runs past it
            assert numbers == list(range(0, numbers[-1] + 1, int(step)))
            assert step * length / (hi - lo) >= axis.labelRoom()  # neighbours do not touch
            assert edges == [0.0, float(top + 1)]  # the axis line stops at the outer cell edges
            assert axis.tickStrings(edges, 1.0, top + 1) == ["", ""]


def test_a_strip_takes_no_more_height_than_it_needs(qtbot):
    w, _, _ = make(qtbot, FakeGame("bash", (30,), 30))
    assert w.maximumHeight() <= w.sizeHint().height() < 400
    w._model.newGame(FakeGame("wythoff", (5, 8), 10))
    assert w.maximumHeight() > 10_000


def test_the_map_has_a_key_of_its_colours(qtbot):
    """The map said nowhere which colour is P (必败) and which N (必胜)."""
    from quadace_gui.models.settings import PALETTE

    w, _, answers = real(qtbot, make_game("nim", heaps=(3, 4)))
    assert w.key.isVisible()
    assert [t.split(":")[0] for t in w.key.entries()] == ["P", "N"]
    loss, win = (
        palette.base_rgb(LOSS, palette.DEFAULT_PALETTE),
        palette.base_rgb(WIN, palette.DEFAULT_PALETTE),
    )
    assert w.key.colours() == [[loss], [win]]
    assert w.colorAt((0, 0))[:3] == loss  # the key's P colour is the map's: (0, 0) is P
    w._settings.set(PALETTE, "classic")
    assert w.key.colours()[0] == [palette.base_rgb(LOSS, "classic")]
    w._settings.set(PALETTE, palette.DEFAULT_PALETTE)
    answers.setSwitchedOff(True)  # the answers hidden: the key tells no value
    assert answers.hidden() and len(w.key.entries()) == 1 and "Reveal" in w.key.entries()[0]
    answers.setSwitchedOff(False)
    assert len(w.key.entries()) == 2


def test_a_short_strip_is_shown_whole_in_a_narrow_column(qtbot):
    """抢30 in the window's right column (about 340 px): 0 to 30 all in view, no scroll bar (the audit saw
    0-20 and had to scroll to find the target)."""
    w, _, _ = make(qtbot, FakeGame("bash", (30,), 30, most=2, misere=False))
    w.resize(340, 400)  # as narrow as it goes (its top bar's least width)
    qtbot.waitUntil(lambda: w.view.width() < 500)
    assert w.view.width() // STRIP_CELL_PX < 31  # at 16 px a cell the strip had scrolled
    qtbot.waitUntil(lambda: w.stripWindow() == 31)
    left, right = w._plot.getViewBox().viewRange()[0]
    assert left <= 0 and right >= 30 and not w.scrollBar.isVisible()
