"""Presentation mode (issue 13): F11 full screen and back, the text-size preference, texts a class can
read at 1280x720, the lesson strip, and the board's prompt as large in Chinese as in English."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QFontInfo, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDockWidget,
    QHeaderView,
    QLabel,
    QTabBar,
    QToolTip,
    QWidget,
)

from quadace_gui.app import install_translation
from quadace_gui.core.position import Move, Position, Side
from quadace_gui.models.settings import TEXT_SCALE
from quadace_gui.texts import side_name
from quadace_gui.views.board.colors import BoardColors
from quadace_gui.views.board.painting import BoardPainter
from quadace_gui.views.dialogs import PreferencesDialog
from quadace_gui.views.panels import PANELS
from quadace_gui.views.presentation import MIN_EM_PX, MIN_TEXT_PX, base_font, font_size


@pytest.fixture(autouse=True)
def _english_afterwards(never_block_on_questions):
    """A test that switches to Chinese leaves the application in English for the next one."""
    yield
    install_translation(QApplication.instance(), "en")


def _active(qtbot, window):
    window.activateWindow()
    window.board.setFocus()
    qtbot.waitUntil(window.isActiveWindow)


def _set_language(qtbot, window, code):
    window.settings.setValue("language", code)
    file_menu = QCoreApplication.translate("MainWindow", "&File")  # the new language, once installed
    qtbot.waitUntil(lambda: window.fileMenu.title() == file_menu)


def _visible_texts(window):
    """Every widget shown in the window that shows text: labels, headers, tabs, buttons, docks, the
    tree and table views, the menu bar and the status bar."""
    kinds = (QLabel, QHeaderView, QTabBar, QAbstractButton, QDockWidget)
    found = [w for w in window.findChildren(QWidget) if w.isVisible() and w.width() > 0 and w.height() > 0]
    texts = [
        w
        for w in found
        if isinstance(w, kinds) or w.metaObject().className() in ("QTreeWidget", "QTableView")
    ]
    return [*texts, window.menuBar(), window.statusBar()]


def test_f11_goes_full_screen_and_back_with_geometry_and_docks_restored(qtbot, window):
    _active(qtbot, window)
    before = window.geometry()
    assert window.heatmapDock.isVisible() and not window.lessonStrip.isVisible()
    qtbot.keyClick(window.board, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    assert window.presentation.isActive() and window.actionMap["presentation"].isChecked()
    assert window.lessonStrip.isVisible()
    assert not window.heatmapDock.isVisible()  # the class sees the board, the moves and the move list
    assert window.movesDock.isVisible() and window.historyDock.isVisible()
    qtbot.keyClick(window.board, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not window.presentation.isActive() and not window.actionMap["presentation"].isChecked()
    qtbot.waitUntil(lambda: window.geometry() == before)
    assert window.heatmapDock.isVisible() and not window.lessonStrip.isVisible()


def test_esc_leaves_presentation_after_cancelling_a_chosen_hand(qtbot, window):
    window.model.jumpTo(Position.parse("1236"))
    _active(qtbot, window)
    window.actionMap["presentation"].trigger()
    qtbot.waitUntil(window.isFullScreen)
    qtbot.keyClick(window.board, Qt.Key.Key_1)  # one of A's hands chosen
    assert window.board.selectedHand() == 0
    qtbot.keyClick(window.board, Qt.Key.Key_Escape)  # the first Esc is the board's: the choice undone
    assert window.board.selectedHand() is None and window.presentation.isActive()
    qtbot.keyClick(window.board, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not window.presentation.isActive()


def test_the_text_size_preference_scales_the_application_font_and_the_board(qtbot, window):
    base = font_size(base_font())
    assert font_size(QApplication.font()) == pytest.approx(base)
    heading = window.movesPanel.heading  # a font the panel set for itself (1.15 times its parent's)
    heading_before = font_size(heading.font())
    prompt_before = window.board.statusFont().pixelSize()
    dialog = PreferencesDialog(window.settings, window)
    qtbot.addWidget(dialog)
    assert dialog.textScale.value() == 100
    dialog.textScale.setValue(200)
    dialog.apply()
    assert window.settings.get(TEXT_SCALE) == 200
    assert font_size(QApplication.font()) == pytest.approx(2 * base)
    assert font_size(window.movesPanel.font()) == pytest.approx(2 * base)  # the panels follow
    assert font_size(heading.font()) == pytest.approx(2 * heading_before, rel=0.02)  # in proportion
    assert QFontMetrics(QToolTip.font()).height() > QFontMetrics(base_font()).height()
    assert window.presentation.textScale() == 200
    # the board's prompt grows too (a little less than the text: the docks grew to keep their tab titles)
    assert window.board.statusFont().pixelSize() > prompt_before * 1.2
    window.settings.set(TEXT_SCALE, 100)
    assert font_size(QApplication.font()) == pytest.approx(base)
    assert font_size(heading.font()) == pytest.approx(heading_before, rel=0.02)
    # (once the toolbar's second row, which 200 % needed, has gone: the board has its height back)
    qtbot.waitUntil(lambda: window.board.statusFont().pixelSize() == prompt_before)


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_every_text_is_large_enough_in_presentation_at_1280x720(qtbot, window, language):
    _set_language(qtbot, window, language)
    window.model.jumpTo(Position.parse("1136"))
    for _ in range(6):
        window.model.playBest()
    window.presentation.enter()
    window.setGeometry(0, 0, 1280, 720)  # the projector's size, whatever the test screen is
    qtbot.waitUntil(lambda: window.size().width() == 1280)
    texts = _visible_texts(window)
    assert len(texts) > 20 and window.lessonStrip in [w.parentWidget() for w in texts]
    small = [
        (type(w).__name__, w.objectName(), QFontMetrics(w.font()).height())
        for w in texts
        if QFontMetrics(w.font()).height() < MIN_TEXT_PX or QFontInfo(w.font()).pixelSize() < MIN_EM_PX
    ]
    assert not small
    assert QFontMetrics(QToolTip.font()).height() >= MIN_TEXT_PX
    assert window.board.statusFont().pixelSize() >= MIN_TEXT_PX
    assert QFontMetrics(window.lessonStrip.valueFont()).height() >= 1.2 * MIN_TEXT_PX
    window.presentation.leave()
    assert window.presentation.textScale() == 100


def test_the_chinese_prompt_is_as_large_as_the_english_one(qtbot, window):
    """It was about 40 % smaller: a line without spaces was never wrapped, only shrunk to fit."""
    window.model.jumpTo(Position.parse("1236"))  # "A to move: pick one of your hands, then one of B's"
    window.resize(1280, 720)
    sizes = {}
    for language in ("en", "zh_CN"):
        _set_language(qtbot, window, language)
        sizes[language] = window.board.statusFont().pixelSize()
    assert sizes["zh_CN"] >= 0.9 * sizes["en"], sizes
    # and at every width of the board, for the three prompts
    painter = BoardPainter(BoardColors(), QApplication.font())
    prompts = {
        "en": [
            "A (甲) to move: pick one of your hands, then one of B (乙)'s",
            "A (甲) to move: pick one of B (乙)'s hands",
            "A (甲): now pick one of B (乙)'s hands (Esc cancels)",
        ],
        "zh_CN": [
            "轮到甲（A）走：先选自己的一只手，再选乙（B）的一只手",
            "轮到甲（A）走：选择乙（B）的一只手",
            "甲（A）：现在选择乙（B）的一只手（Esc 取消）",
        ],
    }
    for width in (360, 500, 700, 900):
        rect = QRectF(0, 0, width, 90)
        for english, chinese in zip(prompts["en"], prompts["zh_CN"], strict=True):
            en = painter.statusFont(english, rect, False, False)[0].pixelSize()
            zh = painter.statusFont(chinese, rect, False, False)[0].pixelSize()
            assert zh >= 0.85 * en, (width, english, en, zh)


def test_the_strip_shows_the_last_move_its_verdict_and_the_turn(qtbot, window):
    strip = window.lessonStrip
    assert strip.moveText.text() == "—" and strip.shownVerdict() == "—"
    assert strip.turnText.text() == f"{side_name(Side.A)} to move"
    window.model.jumpTo(Position.parse("1136"))
    window.model.playMove(Move(1, 6))  # throws the draw away
    assert strip.moveText.text() == f"{side_name(Side.A)}: 1+6"
    assert strip.shownVerdict() == "✗ draw → loss"
    assert strip.turnText.text() == f"{side_name(Side.B)} to move"
    window.answers.setSwitchedOff(True)  # the class guesses first
    assert strip.shownVerdict() == "?"
    assert all("loss" not in label.text() for label in strip.findChildren(QLabel))
    assert "loss" not in strip.verdictText.toolTip()
    window.answers.reveal()
    assert strip.shownVerdict() == "✗ draw → loss"
    window.model.playBest()  # a new position: hidden again
    assert strip.shownVerdict() == "?"
    while not window.model.position().is_over:
        window.model.playBest()
    assert strip.shownVerdict() == "✓ best"  # a finished game shows its verdicts
    winner = window.model.position().winner
    assert winner is not None and strip.turnText.text() == f"{side_name(winner)} wins!"


def test_the_strip_speaks_the_language_chosen(qtbot, window):
    window.model.jumpTo(Position.parse("1136"))
    window.model.playMove(Move(1, 6))
    _set_language(qtbot, window, "zh_CN")
    strip = window.lessonStrip
    qtbot.waitUntil(lambda: strip.verdictCaption.text() == "评价")
    assert strip.moveCaption.text() == "走法"
    assert strip.turnText.text() == "乙（B） 该走"
    assert strip.shownVerdict() == "✗ 平局 → 负"


def test_the_strip_fits_its_values_to_a_narrow_window(qtbot, window):
    window.model.jumpTo(Position.parse("1136"))
    window.model.playMove(Move(1, 6))
    strip = window.lessonStrip
    strip.show()
    wide = QFontMetrics(strip.valueFont()).height()
    strip.resize(420, strip.height())
    small = QFontMetrics(strip.valueFont()).height()
    assert small < wide and small >= QFontMetrics(strip.font()).height()


def test_reset_layout_in_presentation_keeps_the_presentation_layout(qtbot, window):
    _active(qtbot, window)
    window.presentation.enter()
    window.movesDock.hide()
    window.historyDock.setFloating(True)
    window.actionMap["resetLayout"].trigger()
    assert window.isFullScreen() and window.presentation.isActive()
    assert window.movesDock.isVisible() and window.historyDock.isVisible()
    assert not window.historyDock.isFloating() and not window.heatmapDock.isVisible()
    assert window.board.width() > 0.4 * window.width()  # the board keeps a good part of the screen
    window.presentation.leave()
    assert window.heatmapDock.isVisible() and window.movesDock.isVisible()
    window.actionMap["resetLayout"].trigger()  # and out of presentation: every panel back
    assert all(window.docks[spec.name].isVisible() == spec.shown_at_start for spec in PANELS)
    assert not window.docks["lessonDock"].isVisible()  # the lesson panel shows when a lesson is open


def test_closing_in_presentation_saves_the_window_as_it_was(qtbot, window):
    window.presentation.enter()
    assert window.isFullScreen()
    window.close()
    assert not window.presentation.isActive() and not window.isFullScreen()
    restored = QWidget()
    qtbot.addWidget(restored)
    assert restored.restoreGeometry(window.settings.geometry())
    assert not restored.isFullScreen() and restored.windowState() != Qt.WindowState.WindowFullScreen


def test_presentation_keeps_the_quiz_in_front_and_the_tabs_beside_moves(qtbot, window):
    """A quiz under way stays in view in presentation mode, with the column to itself (the heatmap and
    the Move list put away; the Move list back with the Moves tab)."""
    window.docks["quizDock"].raise_()
    qtbot.waitUntil(lambda: window.docks["quizDock"].isVisible())
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: window.presentation.isActive())
    assert window.docks["quizDock"].isVisible() and not window.heatmapDock.isVisible()
    for name in ("whyDock", "inductionDock", "movesDock"):  # still tabs beside the quiz
        dock = window.docks[name]
        assert not dock.isHidden() and not dock.isFloating()
    qtbot.waitUntil(lambda: not window.historyDock.isVisible())
    window.docks["movesDock"].raise_()
    qtbot.waitUntil(lambda: window.historyDock.isVisible())
