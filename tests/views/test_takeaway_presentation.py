"""Presentation mode on the take-away page at 1280x720 (issue 20, the audit's items 4, 5, 9, 10, 13)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontInfo, QFontMetricsF
from PySide6.QtWidgets import QApplication

from quadace_gui.core.games.takeaway import make_game
from quadace_gui.models.settings import TEXT_SCALE
from quadace_gui.views.presentation import LAYOUTS, MIN_EM_PX


@pytest.fixture
def takeaway(takeaway):
    """The main window showing a take-away game at 1280x720 (``make`` returns the window)."""
    return lambda game: takeaway(game, size=(1280, 720))


def _present(qtbot, w, layout="panel"):
    w.actionMap["presentation"].trigger()  # F11
    w.setGeometry(0, 0, 1280, 720)
    qtbot.waitUntil(lambda: w.size().width() == 1280 and w.size().height() == 720)
    w.presentation.setLayout(layout)
    for _ in range(4):
        QApplication.processEvents()


def _settle():
    for _ in range(4):
        QApplication.processEvents()


def test_the_move_list_headers_come_back_to_their_size_after_presentation(qtbot, takeaway):
    # A desktop's theme gives headers a font of their own (as X11's does): after any change of the
    # application's font they had taken the table's, larger, and kept it after presentation mode.
    QApplication.setFont(QApplication.font(), "QHeaderView")
    w = takeaway(make_game("subtraction"))
    page = w.madePage()
    header = page.moveList.table.horizontalHeader()
    before = QFontInfo(header.font()).pixelSize()
    prompt = QFontInfo(page.prompt.font()).pixelSize()
    _present(qtbot, w)
    assert QFontInfo(header.font()).pixelSize() > before
    w.presentation.leave()
    _settle()
    assert QFontInfo(header.font()).pixelSize() == before
    assert QFontInfo(page.prompt.font()).pixelSize() == prompt  # (the prompt had come back at 13 px)


def test_wythoff_fits_the_screen_in_presentation(qtbot, takeaway):
    w = takeaway(make_game("wythoff", heaps=(8, 11)))
    _present(qtbot, w)
    page = w.madePage()
    assert page.minimumSizeHint().width() <= 1280
    seats = page.seatBoxes["A"]  # the "both heaps" switch on a line of its own above the seats
    assert page.bothBox.isVisible() and page.bothBox.y() + page.bothBox.height() <= seats.y()
    assert w.width() == 1280
    button = page.heatmap.exportButton
    assert button.mapTo(w, button.rect().bottomRight()).x() <= 1280  # "Export PNG…" whole
    for box in page.seatBoxes.values():  # "Person" whole, not "Perso"
        metrics = box.fontMetrics()
        assert box.minimumSizeHint().width() >= metrics.horizontalAdvance(box.currentText()) + 20
        assert box.width() >= metrics.horizontalAdvance(box.currentText()) + 20


def test_the_quiz_and_the_induction_are_whole_in_presentation(qtbot, takeaway):
    w = takeaway(make_game("nim", heaps=(3, 4, 5)))
    _present(qtbot, w)
    page = w.madePage()
    page.tabs.setCurrentWidget(page.inductionPanel)
    panel = page.inductionPanel
    panel.startButton.click()
    panel.stepButton.click()
    panel.stepButton.click()
    qtbot.waitUntil(lambda: panel.textArea.verticalScrollBar().maximum() == 0)
    _settle()
    for label in (panel.countLabel, panel.ruleLabel):
        assert label.isVisible() and label.text()
        bottom = label.mapTo(panel.textArea.viewport(), label.rect().bottomLeft()).y()
        assert bottom <= panel.textArea.viewport().height()
    page.tabs.setCurrentWidget(page.quizTab)
    page.quizPanel.newButton.click()  # a question open, its answer buttons shown
    qtbot.waitUntil(lambda: page.quizTab.verticalScrollBar().maximum() == 0)
    _settle()
    assert page.quizTab.verticalScrollBar().maximum() == 0  # the answer buttons without scrolling
    assert page.heatmap.isVisible()  # the map beside them, smaller


def test_the_board_is_as_large_in_presentation_and_the_ticks_readable(qtbot, takeaway):
    w = takeaway(make_game("nim", heaps=(3, 4, 5)))
    page = w.madePage()
    _settle()
    size, label = page.board.layouts()[0].size, page.board._label_px(page.board.layouts()[0].label.height())
    _present(qtbot, w)
    # the prompt in two lines at most (at 1.4 times the other texts it took three of the board's height)
    assert page.prompt.height() <= 2.5 * page.prompt.fontMetrics().lineSpacing()
    layout = page.board.layouts()[0]
    assert layout.size >= size * 0.97
    assert page.board._label_px(layout.label.height()) >= label
    tick = page.heatmap._colAxis.style["tickFont"]
    assert QFontInfo(tick).pixelSize() >= MIN_EM_PX and QFontMetricsF(tick).height() >= 20


@pytest.mark.parametrize("key", ["bash", "subtraction"])
def test_a_one_heap_map_alone_runs_the_screen_width(qtbot, takeaway, key):
    w = takeaway(make_game(key))
    _present(qtbot, w, "map")
    page = w.madePage()
    qtbot.waitUntil(lambda: page.heatmap.width() >= 0.9 * w.width())
    assert page.heatmap.isVisible() and not page.boards.isVisible()  # the map alone (L's 2nd layout)
    w.presentation.setLayout("boardMap")
    qtbot.waitUntil(lambda: page.boards.isVisible())  # the board over the map (the 3rd)
    assert page.heatmap.width() >= 0.9 * w.width()
    w.presentation.leave()
    _settle()
    assert page.tabs.isVisible() and page.heatmap.width() < 0.6 * w.width()


@pytest.mark.parametrize(
    "key, params",
    [("nim", {"heaps": (3, 4, 5)}), ("bash", {}), ("subtraction", {}), ("wythoff", {"heaps": (8, 11)})],
)
def test_at_200_percent_every_layout_fits_the_screen(qtbot, takeaway, key, params):
    """At 200 % 抢30's presentation had been 1360 px wide on a 1280x720 screen (the tabs' titles whole
    beside the seats): the toolbar, the tabs, the strip's and the map's last columns cut."""
    w = takeaway(make_game(key, **params))
    w.settings.set(TEXT_SCALE, 200)
    try:
        _present(qtbot, w)
        page = w.madePage()
        for layout in LAYOUTS:
            w.presentation.setLayout(layout)
            _settle()
            qtbot.waitUntil(lambda: w.width() == 1280)
            _settle()
            assert w.minimumSizeHint().width() <= 1280 and w.minimumSizeHint().height() <= 720, layout
            assert w.frameGeometry().width() <= 1280 and w.frameGeometry().height() <= 720, layout
            assert page.width() <= 1280
            shown = [page.heatmap] if layout == "map" else [page.heatmap, page.boards.currentWidget()]
            if layout == "panel" and not page.heatmap.isVisible():
                shown = shown[1:]
            for widget in shown:  # the strip's, the board's and the map's right edge on the screen
                assert widget.isVisible(), (layout, widget)
                right = widget.mapTo(w, widget.rect().topRight()).x()
                assert 0 < right < 1280, (layout, widget, right)
            if key == "bash":
                strip = page.strip
                if layout != "map":
                    cell = strip.cellRect(30)
                    assert strip.rect().contains(cell.toRect()), layout  # 30, the last number, whole
                else:
                    assert not strip.isVisible()
            for name in ("hideAnswers", "reveal"):  # every toolbar button on a row, none behind "»"
                action = w.actionMap[name]
                button = next(
                    b.widgetForAction(action) for b in w.toolbarWrap.rows() if action in b.actions()
                )
                assert button.isVisible() and not button.visibleRegion().isEmpty(), (layout, name)
                assert button.mapTo(w, button.rect().topRight()).x() < 1280
    finally:
        w.settings.set(TEXT_SCALE, 100)
