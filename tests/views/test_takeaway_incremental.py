"""Issue 24: a move redraws only what it changed in the take-away views (the counting strip and the heaps
board redraw the numbers / heaps whose look changed, the move list fills the rows that changed, the rule
panel in a hidden tab waits until it shows); what they show is what a freshly built view shows."""

from __future__ import annotations

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QTabWidget, QWidget

from quadace_gui.core.games.protocol import LOSS, WIN
from quadace_gui.core.games.takeaway import TakeMove, make_game
from quadace_gui.models.answers import Answers
from quadace_gui.models.settings import Settings
from quadace_gui.models.takeaway_model import TakeAwayModel, TakeMoveInfo
from quadace_gui.views.panels.move_list import MoveListPanel
from quadace_gui.views.panels.rule import RulePanel
from quadace_gui.views.takeaway.counting_strip import CountingStrip
from quadace_gui.views.takeaway.heaps_board import HeapsBoard


def shown(qtbot, widget: QWidget, width: int, height: int) -> QWidget:
    qtbot.addWidget(widget)
    widget.resize(width, height)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def picture(widget: QWidget) -> QImage:
    return widget.grab().toImage()


def count_moves(counted: int, most: int = 2) -> list[TakeMoveInfo]:
    """Bash 30's moves from ``counted`` (key numbers: multiples of 3), as the model gives them."""
    return [
        TakeMoveInfo(TakeMove((k,)), (counted + k,), LOSS if (counted + k) % 3 else WIN, 1)
        for k in range(1, most + 1)
        if counted + k <= 30
    ]


def test_the_counting_strip_after_moves_is_the_strip_drawn_afresh(qtbot):
    def key(n: int) -> bool:
        return n % 3 == 0

    strip = shown(qtbot, CountingStrip(), 720, 360)
    strip.setAnimationDuration(0)
    for counted in (0, 2, 3, 5, 6, 8, 9):  # a move redraws a few numbers of the kept picture
        strip.setCount(30, counted, count_moves(counted), key)
        picture(strip)
    strip.setInduction(2, lambda n: n >= 24)
    before_hover = picture(strip)
    strip._set_hover(10)  # the pointer over a number: it and those before it light up
    fresh = shown(qtbot, CountingStrip(), 720, 360)
    fresh.setAnimationDuration(0)
    fresh.setCount(30, 9, count_moves(9), key)
    fresh.setInduction(2, lambda n: n >= 24)
    fresh._set_hover(10)
    assert picture(strip) == picture(fresh)
    assert picture(strip) != before_hover
    strip._set_hover(None)
    strip.setInduction(None)
    strip.resize(500, 300)  # a new size lays the strip out again
    fresh._set_hover(None)
    fresh.setInduction(None)
    fresh.resize(500, 300)
    assert picture(strip) == picture(fresh)


def test_the_heaps_board_after_moves_is_the_board_drawn_afresh(qtbot):
    model = TakeAwayModel(make_game("nim", heaps=(3, 4, 5)))
    board = shown(qtbot, HeapsBoard(), 800, 500)
    board.setAnimationDuration(0)
    board.setCapacity(5)
    board.setPosition(model.heaps(), model.moveInfos())
    picture(board)
    while model.moveInfos():
        model.playBest()
        board.setPosition(model.heaps(), model.moveInfos())
        picture(board)
        fresh = shown(qtbot, HeapsBoard(), 800, 500)
        fresh.setAnimationDuration(0)
        fresh.setCapacity(5)
        fresh.setPosition(model.heaps(), model.moveInfos())
        assert picture(board) == picture(fresh), model.heaps()
        fresh.close()


def test_the_move_list_fills_the_rows_that_changed_and_reads_as_a_new_list(qtbot):
    settings = Settings()
    model = TakeAwayModel(make_game("nim", heaps=(3, 4, 5)))
    answers = Answers(model, settings)
    moves = shown(qtbot, MoveListPanel(model, settings, answers), 400, 300)
    resets: list[int] = []
    moves.model.modelReset.connect(lambda: resets.append(1))

    def rows(panel: MoveListPanel) -> list[list[str]]:
        table = panel.model
        return [[table.index(r, c).data() for c in range(6)] for r in range(table.rowCount())]

    for _ in range(4):
        model.playBest()
    model.setPly(2)
    model.play(model.moveInfos()[-1].move)  # another move at ply 2: a variation, the rows after it kept
    assert moves.model.rowCount() == 5 and moves.model.level(3) == 1 and not resets  # rows inserted
    model.undoStack.undo()
    model.undoStack.undo()
    assert model.plyCount == 3 and model.ply == 3 and moves.model.rowCount() == 3 and not resets
    model.playBest()
    fresh = MoveListPanel(model, settings, answers)
    qtbot.addWidget(fresh)
    assert rows(moves) == rows(fresh) and moves.model.rowCount() == model.plyCount
    assert moves.table.currentIndex().row() in (-1, model.ply - 1)
    assert moves.table.selectionModel().selectedRows()[0].row() == model.ply - 1
    answers.setSwitchedOff(True)
    assert moves.verdictTexts() == ["?"] * model.plyCount
    answers.setSwitchedOff(False)
    assert rows(moves) == rows(fresh)
    model.newGame(make_game("wythoff", heaps=(3, 5)))  # a new game: every row again
    assert rows(moves) == [] and resets


def test_the_rule_panel_in_a_hidden_tab_writes_its_texts_when_shown(qtbot):
    settings = Settings()
    model = TakeAwayModel(make_game("nim", heaps=(3, 4, 5)))
    answers = Answers(model, settings)
    tabs = QTabWidget()
    tabs.addTab(QWidget(), "moves")
    panel = RulePanel(model, settings, answers)
    tabs.addTab(panel, "rule")
    shown(qtbot, tabs, 500, 400)
    model.playBest()
    assert "3,4,5" in panel.titleLabel.text()  # not written while its tab is hidden
    assert model.text() != "3,4,5" and model.text() in panel.text()  # read: written then
    model.playBest()
    tabs.setCurrentWidget(panel)  # shown: written at once
    assert model.text() in panel.titleLabel.text()
    assert "Solver:" in panel.solverLabel.text()
    model.playBest()  # while shown, every move writes it
    assert model.text() in panel.titleLabel.text()


def test_the_map_shows_the_right_colours_after_each_move(qtbot):
    """The three-heap map follows the game from slice to slice; every cell of the slice shown has its
    value's colour shaded by distance (the shading ramps are worked out once and shared)."""
    from quadace_gui import palette
    from quadace_gui.views.heatmap.takeaway_items import fade_span
    from quadace_gui.views.heatmap.takeaway_map import TakeAwayHeatmap

    settings = Settings()
    model = TakeAwayModel(make_game("nim", heaps=(3, 5, 6)))
    answers = Answers(model, settings)
    w = shown(qtbot, TakeAwayHeatmap(model, settings, answers), 700, 600)
    table = model.table()
    most = int(table.distance.max())
    slices = set()
    while model.moveInfos():
        model.playBest()
        heaps = model.heaps()
        fixed = w.sliceValues()[0]
        slices.add(fixed)
        assert fixed == heaps[2] and w.currentIndex() is not None
        for a in range(7):
            for b in range(7):
                cell = (a, b, fixed)
                value, distance = table.value_of(cell), table.distance_of(cell)
                rgb = palette.shade(palette.base_rgb(value), distance, fade_span(value, most))
                assert w.colorAt(cell) == (*rgb, 255), cell
    assert len(slices) > 1  # the moves changed the slice shown
