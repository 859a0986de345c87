"""Readable from the back row (issue 20), measured as a teacher would: at 1280x720 in presentation mode,
in English and Chinese, in each layout, with a quiz question open, every text shown is at least 20 px a
line and none is cut; at text size 200 % outside presentation nothing is cut and the map's labels grew."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFontInfo, QFontMetricsF
from PySide6.QtWidgets import QApplication, QTabBar

from quadace_gui import palette
from quadace_gui.app import install_translation
from quadace_gui.core.games.protocol import LOSS
from quadace_gui.core.position import Position, Side
from quadace_gui.models.settings import TEXT_SCALE
from quadace_gui.views.heatmap.axes import tick_labels
from quadace_gui.views.heatmap.takeaway_map import TakeAwayHeatmap
from quadace_gui.views.presentation import LAYOUTS, MIN_TEXT_PX

from .readable import problems


@pytest.fixture(autouse=True)
def _english_afterwards(never_block_on_questions):
    yield
    install_translation(QApplication.instance(), "en")


def _set_language(qtbot, window, code):
    window.settings.setValue("language", code)
    file_menu = QCoreApplication.translate("MainWindow", "&File")
    qtbot.waitUntil(lambda: window.fileMenu.title() == file_menu)


def _present(qtbot, window, layout):
    window.presentation.setLayout(layout)
    window.presentation.enter()
    window.setGeometry(0, 0, 1280, 720)  # the projector's size, whatever the test screen is
    qtbot.waitUntil(lambda: window.size().width() == 1280 and window.size().height() == 720)
    window.presentation.setLayout(layout)  # arranged again at that size
    QApplication.processEvents()


def _card_width(window):
    return window.board.handRect(Side.A, 0).width()


def _titles_clear(heatmap):
    """No axis title over a tick label (at 200 % the column title lay over the labels' last line)."""
    rects = heatmap.axisLabelRects()
    for axis in ("left", "bottom"):
        title = rects[axis + "Title"][0][0]
        assert not title.isEmpty()
        assert [text for rect, text in rects[axis] if rect.intersects(title)] == [], axis


def _check_map_edges(heatmap):
    """The audit at 1280x720: the rows had stopped at "8 8" (the last row not named), the x-axis title
    sat on the screen's bottom edge, the quadrants line of the legend was cut at "opponent", and the
    "2 v 1" label was turned upright."""
    assert heatmap.rowLabels()[-1][1] == "9\u20029" and heatmap.columnLabels()[-1][1] == "9\n9"
    drawn = [text for _, text in heatmap.axisLabelRects()["left"]]
    assert drawn[-1] == "9\u20029"  # drawn, not only chosen
    view = heatmap.graphicsView
    bottom = view.mapToScene(view.viewport().rect()).boundingRect().bottom()
    title = heatmap.axisLabelRects()["bottomTitle"][0][0]
    assert bottom - title.bottom() >= 0.3 * QFontMetricsF(heatmap.tickFont()).height()
    assert heatmap.legendCutLines() == []
    _titles_clear(heatmap)
    quadrants = [q for q in heatmap.quadrantLabels() if q.visible]
    assert len(quadrants) >= 3 and all(q.rect.width() > q.rect.height() for q in quadrants), quadrants


@pytest.mark.parametrize("language", ["en", "zh_CN"])
@pytest.mark.parametrize("layout", LAYOUTS)
def test_every_text_is_large_and_whole_in_presentation_at_1280x720(qtbot, window, language, layout):
    _set_language(qtbot, window, language)
    window.model.jumpTo(Position.parse("1136"))
    window.model.playBest()
    window.resize(1280, 720)
    window.resetLayout()  # the window as it first opens on a 1280x720 screen
    QApplication.processEvents()
    normal_card = _card_width(window)
    if layout == "panel":  # a quiz question open, as in a lesson
        window.docks["quizDock"].raise_()
        window.panels["quizDock"].ask()
    _present(qtbot, window, layout)
    shown = {name for name, dock in window.docks.items() if dock.isVisible()}
    if layout == "panel":  # the quiz in front has the column (the Move list comes back after it)
        assert {"movesDock", "quizDock"} <= shown and not shown & {"heatmapDock", "historyDock"}
        assert window.panels["quizDock"].moveButtons()
    else:
        assert shown == {"heatmapDock"}
        assert window.board.isVisible() == (layout == "boardMap")
        assert window.heatmap.textLinePx() >= MIN_TEXT_PX
        assert QFontMetricsF(window.heatmap.tickFont()).height() >= MIN_TEXT_PX
        _check_map_edges(window.heatmap)
        if layout == "map":  # the legend beside the map, which takes the whole height
            assert window.heatmap.legendBeside()
            assert window.heatmap.plotItem.getViewBox().height() >= 0.75 * window.heatmap.height()
    if window.board.isVisible():
        assert _card_width(window) >= normal_card  # the hands at least as large as in the window
    found = problems(window, MIN_TEXT_PX)
    assert found == []
    window.presentation.leave()
    assert window.statusBar().isVisible() and window.menuBar().isVisible()


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_at_200_percent_nothing_is_cut_and_the_map_grew(qtbot, window, language):
    """At 200 % on a 1280x720 screen every text whole: the map's dock title had read "Outcome of every
    po…", its row title "hands of the side to r" (longer than the plot is high), and the board's own
    labels ("B (乙)", "to move") had stayed at their 100 % size."""
    _set_language(qtbot, window, language)
    window.resize(1280, 720)
    window.resetLayout()  # the window as it first opens on a 1280x720 screen
    QApplication.processEvents()
    tick = QFontMetricsF(window.heatmap.tickFont()).height()
    legend = QFontMetricsF(window.heatmap.legendFont()).height()
    board_title = window.board.titleFont(Side.A).pixelSize()
    card = _card_width(window)
    window.settings.set(TEXT_SCALE, 200)
    try:
        window.resize(1280, 720)
        for _ in range(3):
            QApplication.processEvents()  # (the toolbar's rows are fitted once the texts are laid out)
        assert window.width() == 1280 and window.height() == 720
        assert QFontMetricsF(window.heatmap.tickFont()).height() >= 1.7 * tick
        assert QFontMetricsF(window.heatmap.legendFont()).height() >= 1.7 * legend
        # the players' names grew (1.58 times: the rest of their zone keeps the hands readable)
        assert window.board.titleFont(Side.A).pixelSize() >= 1.5 * board_title
        assert _card_width(window) >= 0.6 * card  # and the cards stay readable (134 px at 100 %, 88 here)
        _titles_clear(window.heatmap)
        title = window.heatmap.axisLabelRects()["leftTitle"][0][0]
        box = window.heatmap.plotItem.getViewBox().sceneBoundingRect()
        assert title.top() >= box.top() - 2 and title.bottom() <= box.bottom() + 2  # along the plot, whole
        quadrants = [q for q in window.heatmap.quadrantLabels() if q.visible]
        assert quadrants  # and no quadrant's name on another's ("2 v 2 v 2" on the small map)
        for i, a in enumerate(quadrants):
            assert not any(a.rect.intersects(b.rect) for b in quadrants[i + 1 :]), quadrants
        found = problems(window, 0)
    finally:
        window.settings.set(TEXT_SCALE, 100)
    assert found == []


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_at_200_percent_the_window_fits_a_1280x720_screen(qtbot, window, language):
    """Audit item 1 (scale200_en/01_qa.png): at 200 % on a 1280x720 screen the panels' least heights
    pushed the window past the screen (status bar gone, A's cards cut), the map was squeezed to its
    axis labels and legend, and Hide/Reveal Answers were behind the toolbar's "»"."""
    _set_language(qtbot, window, language)
    window.resize(1280, 720)
    window.resetLayout()  # the window as it first opens on a 1280x720 screen
    window.settings.set(TEXT_SCALE, 200)
    try:
        window.resize(1280, 720)
        for _ in range(3):
            QApplication.processEvents()  # (the toolbar's rows are fitted once the texts are laid out)
        if language == "en":  # the English buttons need two rows at 1280 px (the Chinese ones one)
            qtbot.waitUntil(lambda: window.toolbarWrap.second.isVisible())
        assert window.minimumSizeHint().height() <= 720 and window.height() == 720
        status = window.statusBar()
        assert status.isVisible() and status.geometry().bottom() < 720
        assert window.board.geometry().bottom() <= window.centralWidget().height()
        for name in ("hideAnswers", "reveal"):  # every toolbar button on a row, none behind "»"
            action = window.actionMap[name]
            button = next(
                b.widgetForAction(action) for b in window.toolbarWrap.rows() if action in b.actions()
            )
            assert button.isVisible() and not button.visibleRegion().isEmpty(), name
        box = window.heatmap.plotItem.getViewBox()
        assert min(box.width(), box.height()) >= 150  # the map, not only its labels and legend
        _titles_clear(window.heatmap)
        for bar in window.findChildren(QTabBar):  # the docks' tab titles whole (the bar scrolls instead)
            if bar.parentWidget() is window and bar.isVisible():
                for i in range(bar.count()):
                    text = bar.tabText(i)
                    assert bar.tabRect(i).width() >= bar.fontMetrics().horizontalAdvance(text), text
    finally:
        window.settings.set(TEXT_SCALE, 100)
    QApplication.processEvents()
    qtbot.waitUntil(lambda: not window.toolbarWrap.second.isVisible())  # one row again at 100 %


# -- the take-away games -------------------------------------------------------------------------------
def _drawn_labels(axis):
    """The tick labels ``axis`` draws now, in order (pyqtgraph leaves out those it finds no room for)."""
    return [text for _, text in sorted((rect.center().x(), text) for rect, text in tick_labels(axis))]


@pytest.mark.parametrize("language", ["en", "zh_CN"])
@pytest.mark.parametrize(
    "key, params", [("nim", {"heaps": (3, 4, 5)}), ("bash", {}), ("wythoff", {"heaps": (8, 11)})]
)
def test_the_take_away_games_are_readable_in_presentation(qtbot, takeaway, language, key, params):
    from quadace_gui.core.games.takeaway import make_game

    assert install_translation(QApplication.instance(), language)
    w = takeaway(make_game(key, **params))
    w.actionMap["presentation"].trigger()  # F11
    w.setGeometry(0, 0, 1280, 720)
    qtbot.waitUntil(lambda: w.size().width() == 1280 and w.size().height() == 720)
    assert w.presentation.isActive() and w.actionMap["presentation"].isChecked()
    QApplication.processEvents()
    page = w.madePage()
    assert not any(d.isVisible() for d in w.docks.values())  # no QuadAce panel on the take-away page
    heatmap = page.findChild(TakeAwayHeatmap)
    key_texts = heatmap.key.entries()  # the map's key says which colour is P (必败) and which N (必胜)
    assert heatmap.key.isVisible() and [t[0] for t in key_texts[:2]] == ["P", "N"]
    assert heatmap.key.colours()[0] == [palette.base_rgb(LOSS, palette.DEFAULT_PALETTE)]
    if key == "bash":  # the end cell's label, "30", had been left out: it reached past the axis
        labels = _drawn_labels(heatmap._colAxis)
        assert "30" in (labels[0], labels[-1]) and {labels[0], labels[-1]} & {"0", "1"}, labels
    for tab in range(page.tabs.count()):  # the Moves and the Rule tab
        page.tabs.setCurrentIndex(tab)
        QApplication.processEvents()
        assert problems(w, MIN_TEXT_PX) == []
    w.actionMap["presentation"].trigger()
    assert not w.presentation.isActive() and w.menuBar().isVisible()


@pytest.mark.parametrize("language", ["en", "zh_CN"])
@pytest.mark.parametrize(
    "key, params", [("nim", {"heaps": (3, 4, 5)}), ("bash", {}), ("wythoff", {"heaps": (8, 11)})]
)
def test_the_take_away_games_at_200_percent_cut_nothing(qtbot, takeaway, language, key, params):
    from quadace_gui.core.games.takeaway import make_game

    assert install_translation(QApplication.instance(), language)
    w = takeaway(make_game(key, **params), size=(1280, 720))
    heatmap = w.findChild(TakeAwayHeatmap)
    tick = heatmap.textLinePx()
    page = w.madePage()
    board = page.boards.currentWidget()
    w.settings.set(TEXT_SCALE, 200)
    try:
        w.resize(1280, 720)
        for _ in range(3):
            QApplication.processEvents()
        # The window fits the screen (Wythoff's had been 1500 px wide: its map and tabs out of sight).
        assert w.minimumSizeHint().width() <= 1280 and w.minimumSizeHint().height() <= 720
        assert w.width() == 1280 and w.height() == 720
        assert heatmap.textLinePx() >= 1.7 * tick  # the map's tick labels grew with the rest
        # The board's labels larger than the other texts (which doubled): at 100 % they had stayed 20 px
        assert board.labelFont().pixelSize() >= 1.2 * QFontInfo(board.font()).pixelSize()
        for tab in range(page.tabs.count()):  # the Moves and the Rule tab
            page.tabs.setCurrentIndex(tab)
            QApplication.processEvents()
            assert problems(w, 0) == []
    finally:
        w.settings.set(TEXT_SCALE, 100)


def test_the_findings_tab_shows_the_whole_explanation_and_its_positions(qtbot, window):
    """The traps' explanation was cut at top and bottom and their list showed two rows."""
    window.resize(1280, 720)
    window.resetLayout()
    window.docks["findingsDock"].raise_()
    panel = window.panels["findingsDock"]
    qtbot.waitUntil(lambda: panel.findingList.count() > 3)
    texts = [panel.findingList.item(i).text() for i in range(panel.findingList.count())]
    panel.findingList.setCurrentRow(next(i for i, t in enumerate(texts) if "trap" in t.lower()))
    QApplication.processEvents()
    assert problems(window, 0) == []
    assert panel.note.height() >= panel.note.heightForWidth(panel.note.width())  # whole, not cut
    rows = panel.positionList.height() // panel.positionList.sizeHintForRow(0)
    assert rows >= 3 and panel.positionList.count() > rows  # more than two rows of the 44 traps
    _present(qtbot, window, "panel")
    assert problems(window, MIN_TEXT_PX) == []
    # In presentation (the audit at 1280x720: a row of findings, the explanation a third shown and
    # scrolled, three positions) the findings' side takes the height and width it needs.
    for _ in range(3):
        QApplication.processEvents()  # (the tab's side is fitted once it is laid out)
    qtbot.waitUntil(lambda: window.docks["findingsDock"].width() >= 0.44 * window.width())
    assert panel._note_area.viewport().height() >= panel.note.heightForWidth(panel.note.width())
    assert panel.findingList.height() >= 2 * panel.findingList.sizeHintForRow(0)
    view = panel.positionList
    seen = [
        i for i in range(view.count()) if view.viewport().rect().contains(view.visualItemRect(view.item(i)))
    ]
    assert len(seen) >= 8  # side by side, in rows as wide as the panel
    assert problems(window, MIN_TEXT_PX) == []
    window.docks["historyDock"].raise_()  # the Move list in front: the side as it was (or as wide as
    history = window.docks["historyDock"]  # its tab titles at 20 px need), the Moves panel back
    qtbot.waitUntil(lambda: history.width() <= max(history.minimumWidth(), 0.44 * window.width()))
    qtbot.waitUntil(lambda: not window.docks["movesDock"].visibleRegion().isEmpty())
    window.presentation.leave()


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_presentation_keeps_the_whole_two_heap_map_and_its_mark(qtbot, takeaway, language):
    """F11 on Nim 3,3 had cropped the map to a band of rows 1-2 ("2, 2, 1, 1" up the side), the
    current position's cell (3, 3) out of sight."""
    from quadace_gui.core.games.takeaway import make_game
    from quadace_gui.views.heatmap.takeaway_map import TakeAwayHeatmap

    assert install_translation(QApplication.instance(), language)
    w = takeaway(make_game("nim", heaps=(3, 3)))
    heatmap = w.findChild(TakeAwayHeatmap)
    w.actionMap["presentation"].trigger()  # F11
    w.setGeometry(0, 0, 1280, 720)
    qtbot.waitUntil(lambda: w.size().width() == 1280 and w.size().height() == 720)
    QApplication.processEvents()
    vb = heatmap._plot.getViewBox()
    (x0, x1), (y0, y1) = vb.viewRange()
    assert x0 <= 0 and x1 >= 4 and y0 <= 0 and y1 >= 4  # every cell of the 4 x 4 map
    axis = heatmap._rowAxis
    values = [v for _, vs in axis.tickValues(y0, y1, vb.height()) for v in vs]
    labels = [t for t in axis.tickStrings(values, 1.0, 1.0) if t]
    assert labels == ["0", "1", "2", "3"]
    assert axis.tickStrings([1.2266, 2.7734], 1.0, 4.0) == ["", ""]  # a view's edge is no heap size
    assert heatmap.currentIndex() == (3, 3)
    mark = heatmap._layers.current.path().boundingRect()
    assert mark.width() > 0 and vb.viewRect().contains(mark)  # the current cell's mark in view
    assert len({tuple(c) for c in heatmap.image().reshape(-1, 4)}) > 1  # colours, not one grey


@pytest.mark.parametrize("kind", ["heaps", "strip"])
def test_the_take_away_boards_labels_follow_the_text_size(qtbot, kind):
    """At the same size a board's own labels (the heap labels, the counting strip's line above the
    numbers) are twice as large at 200 %; a heap label too wide for its column goes on two lines."""
    from quadace_gui.views.presentation import scaled_base
    from quadace_gui.views.takeaway.counting_strip import CountingStrip
    from quadace_gui.views.takeaway.heaps_board import HeapsBoard

    board = HeapsBoard() if kind == "heaps" else CountingStrip()
    qtbot.addWidget(board)
    board.resize(720, 460)
    if kind == "heaps":
        board.setHeapNames(["Heap 1", "Heap 2", "Heap 3"])
        board.setPosition((3, 4, 5), [])
    else:
        board.setCount(30, 12, [], lambda n: n % 3 == 0)
        board.setInduction(3)
    normal = board.labelFont().pixelSize()
    board.setFont(scaled_base(200))
    board.setTextScale(200)
    assert board.labelFont().pixelSize() >= 1.65 * normal  # (a label a little too wide: 0.85 of it)
    assert board.cutTexts() == []
    if kind == "heaps":  # narrower: "Heap 1:" above "3", whole
        board.resize(480, 460)
        assert [layout.lines for layout in board.layouts()] == [2, 2, 2]
        assert board.labelFont().pixelSize() >= 1.5 * normal and board.cutTexts() == []
        assert all(layout.size >= 40 for layout in board.layouts())  # the stones still large


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_the_map_row_title_is_never_cut(qtbot, language):
    """The row title along a short plot goes on two lines, or, beyond two, its short form with the
    whole title as its tooltip; always within the plot's height, clear of the tick labels."""
    from quadace_gui.core.rules import Rules
    from quadace_gui.core.solver import solve
    from quadace_gui.views.heatmap import OutcomeHeatmap
    from quadace_gui.views.presentation import scaled_base

    assert install_translation(QApplication.instance(), language)
    full = QCoreApplication.translate("OutcomeHeatmap", "hands of the side to move")
    short = QCoreApplication.translate("OutcomeHeatmap", "side to move")
    w = OutcomeHeatmap()
    qtbot.addWidget(w)
    w.setTable(solve(Rules(10)))
    w.setFont(scaled_base(200))
    seen = set()
    for size in (700, 330, 280):
        w.resize(size, w.leastHeightFor(size) + 40)  # (as the panel gives it: the map over its legend)
        w.show()
        qtbot.waitExposed(w)
        box = w.plotItem.getViewBox()
        least = size / 4
        qtbot.waitUntil(lambda b=box, n=least: b.height() > n)  # (the plot squared up again)
        for _ in range(3):
            QApplication.processEvents()
        axis = w._rowAxis
        shown = axis.titleText()
        assert shown.replace(" ", "") in (full.replace(" ", ""), short.replace(" ", "")), shown
        assert axis.label.toolTip() == ("" if shown.replace(" ", "") == full.replace(" ", "") else full)
        title = w.axisLabelRects()["leftTitle"][0][0]
        plot = box.sceneBoundingRect()
        assert title.top() >= plot.top() - 2 and title.bottom() <= plot.bottom() + 2, size
        _titles_clear(w)
        seen.add(shown)
    assert len(seen) >= 2 if language == "en" else True  # the English title changed with the room
