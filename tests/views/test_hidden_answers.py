"""Answers hidden until asked (issue 13), tried as a teacher would: switch the answers off with the
shortcut, look at every widget of the window, hover moves on the board and cells on the heatmap, press
Space; then Reveal, and finish a game.

The move list (engineer "variations" hides its verdicts) is left out of the walk.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import numpy as np
import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QMouseEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QLabel,
    QListWidget,
    QTreeWidget,
    QTreeWidgetItemIterator,
    QWidget,
)

from quadace_gui import palette as qa_palette
from quadace_gui.core.position import Move, Position, Side
from quadace_gui.core.solver import DRAW, LOSS, WIN
from quadace_gui.models.settings import ANSWERS_HIDDEN
from quadace_gui.views.heatmap.hidden import HIDDEN_RGB
from quadace_gui.views.main_window import MainWindow
from quadace_gui.views.palette import value_color

CTRL = Qt.KeyboardModifier.ControlModifier
#: A position with winning, drawing and losing moves (1+6 loses, 7+3 draws, ...).
MIXED = "1,7/3,6:A"
#: Words and marks that give a value away, in English and Chinese.
VALUE_WORDS = re.compile(
    r"\b(wins?|won|winning|loss|lose[sd]?|losing|lost|draws?|drawn|drawing)\b"
    r"|\d+\s*pl(y|ies)\b|[✓✗]|赢|输|胜|负|和棋|平局",
    re.IGNORECASE,
)
#: Panels left out of the walk (none: every panel hides its answers).
SKIPPED_DOCKS: set[str] = set()
#: The quiz's guess buttons name values as a question ("Wins", "Draw", "Loses"), not as an answer;
#: an exercise card's question states its rule ("whoever says 30 wins").
QUESTION_WIDGETS = {
    "quizSayWin",
    "quizSayDraw",
    "quizSayLoss",
    "exerciseChinese",
    "exerciseEnglish",
    "exerciseList",
}


@pytest.fixture(autouse=True)
def _discard(never_block_on_questions):
    """Every test here answers "Discard" to a question box."""


def value_colours() -> set[tuple[int, int, int]]:
    """Every palette's colours for win, loss and draw, at full strength and as the views darken them."""
    out: set[tuple[int, int, int]] = set()
    for name in qa_palette.PALETTES:
        for value in (WIN, DRAW, LOSS):
            base = value_color(value, palette=name)
            for colour in (base, base.darker(115), base.darker(120), base.darker(135)):
                out.add((colour.red(), colour.green(), colour.blue()))
    return out


def rgb(colour: QColor) -> tuple[int, int, int]:
    return colour.red(), colour.green(), colour.blue()


def shown_widgets(window: MainWindow) -> Iterator[QWidget]:
    """Every widget a person can see, bringing each tabbed dock to the front in turn."""
    for name, dock in window.docks.items():
        if name in SKIPPED_DOCKS:
            continue
        dock.show()
        dock.raise_()
        QApplication.processEvents()
        yield from (w for w in dock.findChildren(QWidget) if w.isVisible())
    yield from (w for w in window.statusBar().findChildren(QWidget) if w.isVisible())
    yield window.board


def texts_of(widget: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) of everything ``widget`` shows: its text, tooltip and its items' texts and tips."""
    where = widget.objectName() or type(widget).__name__
    yield where, widget.toolTip()
    yield where, widget.accessibleDescription()
    if isinstance(widget, QLabel | QAbstractButton):
        yield where, widget.text()
    if isinstance(widget, QTreeWidget):
        header = widget.headerItem()
        for col in range(widget.columnCount()):
            if not widget.isColumnHidden(col):
                yield where, header.text(col)
        it = QTreeWidgetItemIterator(widget)
        while (item := it.value()) is not None:
            for col in range(widget.columnCount()):
                if not widget.isColumnHidden(col):
                    yield where, item.text(col)
                    yield where, item.toolTip(col)
            it += 1
    if isinstance(widget, QListWidget):
        for i in range(widget.count()):
            item = widget.item(i)
            yield where, item.text()
            yield where, item.toolTip()


def item_colours(widget: QWidget) -> Iterator[tuple[int, int, int]]:
    """The text colours set on a list's or tree's items (none when left at the default)."""
    if isinstance(widget, QTreeWidget):
        it = QTreeWidgetItemIterator(widget)
        while (item := it.value()) is not None:
            for col in range(widget.columnCount()):
                brush = item.foreground(col)
                if brush.style() != Qt.BrushStyle.NoBrush:
                    yield rgb(brush.color())
            it += 1
    if isinstance(widget, QListWidget):
        for i in range(widget.count()):
            brush = widget.item(i).foreground()
            if brush.style() != Qt.BrushStyle.NoBrush:
                yield rgb(brush.color())


def board_facts(window: MainWindow) -> Iterator[tuple[str, str]]:
    """What the board says through its query API: status line, preview, every hand's tooltip."""
    board = window.board
    yield "board status", board.statusText()
    yield "board preview", board.previewText()
    for side in Side:
        for i in range(board.handCount(side)):
            yield "board hand", board.handToolTip(side, i)


def hover(widget: QWidget, point: QPoint) -> None:
    """Move the pointer (no button) to ``point``; qtbot.mouseMove is unreliable offscreen."""
    p = QPointF(point)
    event = QMouseEvent(
        QEvent.Type.MouseMove,
        p,
        widget.mapToGlobal(p),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(widget, event)


def slot_of(window: MainWindow, side: Side, value: int) -> int:
    return window.board.shownHands(side).index(value)


def hover_a_move(qtbot, window: MainWindow, own: int, opp: int) -> None:
    """Choose the mover's hand ``own`` on the board, then point at the opponent's hand ``opp``."""
    board = window.board
    mover = board.position().to_move
    centre = board.handRect(mover, slot_of(window, mover, own)).center().toPoint()
    hover(board, QPoint(3, 3))  # away from every hand first
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=centre)
    target = board.handRect(mover.other, slot_of(window, mover.other, opp)).center().toPoint()
    hover(board, target)
    assert board.previewMove() == Move(own, opp)


def hover_heatmap(qtbot, window: MainWindow, mover: tuple[int, ...], opponent: tuple[int, ...]) -> None:
    heatmap = window.heatmap
    heatmap.fitView()
    col, row = heatmap.cellIndex(mover, opponent)
    scene = heatmap.plotItem.getViewBox().mapViewToScene(QPointF(col + 0.5, row + 0.5))
    point = heatmap.graphicsView.mapFromScene(scene)
    with qtbot.waitSignal(heatmap.cellHovered, timeout=2000):
        qtbot.mouseMove(heatmap.graphicsView.viewport(), point)


def giveaways(qtbot, window: MainWindow) -> list[str]:
    """Every text on screen that names a value, and every value colour drawn, as readable lines."""
    found: list[str] = []
    colours = value_colours()
    for widget in shown_widgets(window):
        if widget.objectName() in QUESTION_WIDGETS:
            continue
        for where, text in texts_of(widget):
            if text and VALUE_WORDS.search(text):
                found.append(f"{where}: {text!r}")
        found.extend(f"{widget.objectName()}: colour {c}" for c in item_colours(widget) if c in colours)
    for where, text in board_facts(window):
        if VALUE_WORDS.search(text):
            found.append(f"{where}: {text!r}")
    found.extend(f"window title: {t!r}" for t in [window.windowTitle()] if VALUE_WORDS.search(t))
    # The board's hover preview: pointing at a move lights its target without a value colour.
    position = window.model.position()
    if not position.is_over:
        move = position.legal_moves()[0]
        hover_a_move(qtbot, window, move.own, move.opp)
        assert window.board.previewMove() is not None, "the preview itself must still show"
        for where, text in board_facts(window):
            if VALUE_WORDS.search(text):
                found.append(f"hovered {where}: {text!r}")
        if window.board.statusColor() is not None:
            found.append("board status pill in a value colour")
        for key, look in window.board.handLooks().items():
            for colour in (look.preview, look.badge_color):
                if colour is not None and rgb(colour) in colours:
                    found.append(f"board hand {key}: colour {rgb(colour)}")
        message = window.statusBar().currentMessage()
        if VALUE_WORDS.search(message):
            found.append(f"status bar on hover: {message!r}")
        qtbot.keyClick(window.board, Qt.Key.Key_Escape)
    # The heatmap: one neutral colour, no words on cells, none in the legend or the hover text.
    heatmap = window.heatmap
    image = heatmap.image()
    if image.size and not np.all(image[..., :3] == HIDDEN_RGB):
        found.append("heatmap cells in value colours")
    current = heatmap.currentCell()
    if current is not None and heatmap.cellText(*current):
        found.append(f"heatmap cell text {heatmap.cellText(*current)!r}")
    found.extend(
        f"heatmap legend: {t!r}" for line in heatmap.legendLines() for t in line if VALUE_WORDS.search(t)
    )
    hover_heatmap(qtbot, window, (1, 1), (1, 1))  # the start: a draw
    for where, text in (
        ("heatmap tip", heatmap.hoverText()),
        ("status", window.statusBar().currentMessage()),
    ):
        if VALUE_WORDS.search(text):
            found.append(f"{where} on a heatmap hover: {text!r}")
    return found


def hide_with_the_shortcut(qtbot, window: MainWindow) -> None:
    with qtbot.waitSignal(window.answers.changed, timeout=2000):
        qtbot.keyClick(window, Qt.Key.Key_H, CTRL)


def test_hide_answers_is_in_the_view_menu_and_the_toolbar_and_remembered(qtbot, window):
    hide, reveal = window.actionMap["hideAnswers"], window.actionMap["reveal"]
    assert hide in window.viewMenu.actions() and reveal in window.viewMenu.actions()
    toolbar = window.actionSet.toolbar
    assert toolbar.isVisible() and hide in toolbar.actions() and reveal in toolbar.actions()
    assert hide.isCheckable() and not hide.isChecked() and not reveal.isEnabled()
    assert not window.findChild(QLabel, "answersLabel").isVisible()

    hide_with_the_shortcut(qtbot, window)
    assert hide.isChecked() and reveal.isEnabled()
    assert window.settings.get(ANSWERS_HIDDEN) is True  # remembered for the next start
    assert toolbar.widgetForAction(hide).isChecked()
    label = window.findChild(QLabel, "answersLabel")
    assert label.isVisible() and label.text() == "Answers hidden"

    with qtbot.waitSignal(window.answers.changed, timeout=2000):
        hide.trigger()  # the menu item switches it back
    assert not hide.isChecked() and window.settings.get(ANSWERS_HIDDEN) is False


def test_a_new_window_starts_with_the_remembered_switch(qtbot, window):
    hide_with_the_shortcut(qtbot, window)
    again = MainWindow(settings=window.settings)
    qtbot.addWidget(again)
    assert again.actionMap["hideAnswers"].isChecked() and again.answers.hidden()
    assert again.heatmap.answersHidden() and again.board.answersHidden()


def test_no_widget_gives_an_answer_away_until_revealed(qtbot, window):
    window.model.jumpTo(Position.parse(MIXED))
    assert giveaways(qtbot, window), "the walk must see the answers while they are shown"
    hide_with_the_shortcut(qtbot, window)
    assert giveaways(qtbot, window) == []

    # The moves panel still lists every move, in plain order, without results or groups.
    panel = window.movesPanel
    moves = [item.data(0, Qt.ItemDataRole.UserRole + 1) for item in panel.moveItems()]
    assert sorted(moves, key=lambda m: (m.own, m.opp)) == moves
    assert set(moves) == set(window.model.position().legal_moves())
    assert panel.tree.isColumnHidden(1) and panel.revealButton.isVisible()
    assert not panel.bestButton.isEnabled() and not panel.autoButton.isEnabled()
    # The answer panels stand behind a Reveal button.
    for name in ("whyDock", "inductionDock", "valueHistoryDock", "findingsDock"):
        window.docks[name].raise_()
        QApplication.processEvents()
        assert window.panels[name].cover.isCovering(), name

    # Reveal (the toolbar's one click) shows them for this position.
    with qtbot.waitSignal(window.answers.changed, timeout=2000):
        qtbot.keyClick(window, Qt.Key.Key_R, CTRL)
    found = giveaways(qtbot, window)
    assert any("movesTree" in line for line in found)
    assert any(line.startswith("heatmap cells") for line in found)
    assert any("board" in line for line in found)
    assert not window.panels["whyDock"].cover.isCovering()
    assert window.panels["whyDock"].lineItems()
    assert window.heatmap.cellText(*window.heatmap.currentCell()) != ""

    # The next position is hidden again.
    window.model.playMove(Move(7, 3))
    assert window.answers.hidden() and giveaways(qtbot, window) == []


def test_reveal_button_of_a_panel_shows_the_answers(qtbot, window):
    hide_with_the_shortcut(qtbot, window)
    dock = window.docks["whyDock"]
    dock.raise_()
    panel = window.panels["whyDock"]
    assert panel.cover.isVisible() and not panel.lineItems()
    with qtbot.waitSignal(window.answers.changed, timeout=2000):
        qtbot.mouseClick(panel.cover.revealButton, Qt.MouseButton.LeftButton)
    assert not panel.cover.isCovering() and panel.lineItems()
    assert "draw" in panel.claim.text().lower()  # the start is a draw


def test_best_move_and_the_optimal_line_ask_to_reveal_first(qtbot, window):
    hide_with_the_shortcut(qtbot, window)
    start = window.model.position()
    window.actionMap["best"].trigger()
    assert window.model.position() == start
    assert "Reveal" in window.statusBar().currentMessage()
    window.actionMap["autoplay"].trigger()
    assert not window.autoplayer.running and window.model.position() == start
    window.revealAnswers()
    window.actionMap["best"].trigger()
    assert window.model.position() != start  # revealed: Space plays


def test_hiding_stops_the_optimal_line(qtbot, window):
    window.autoplayer.setInterval(10_000)
    window.actionMap["autoplay"].trigger()
    assert window.autoplayer.running
    hide_with_the_shortcut(qtbot, window)
    assert not window.autoplayer.running
    assert "optimal line stopped" in window.statusBar().currentMessage()


def test_a_finished_game_shows_its_answers(qtbot, window):
    hide_with_the_shortcut(qtbot, window)
    window.model.jumpTo(Position.parse("0,9/0,1:A"))  # 9+1 retires A's last hand: A wins
    assert window.answers.hidden()
    winning = next(m for m in window.model.moveInfos() if m.after.is_over)
    window.model.playMove(winning.move)
    assert window.model.position().is_over and not window.answers.hidden()
    assert not window.heatmap.answersHidden()
    assert "wins" in window.positionLabel.text()
    label = window.findChild(QLabel, "answersLabel")
    assert label.text() == "Answers shown: the game is over"
    assert window.actionMap["hideAnswers"].isChecked()  # the switch stays on for the next game
    assert not window.panels["whyDock"].cover.isCovering()


def test_chinese_shows_no_answer_either(qtbot, window):
    window.model.jumpTo(Position.parse(MIXED))
    hide_with_the_shortcut(qtbot, window)
    try:
        window.settings.setValue("language", "zh_CN")
        qtbot.waitUntil(lambda: window.docks["movesDock"].windowTitle() != "Moves")  # Chinese is in
        assert giveaways(qtbot, window) == []
    finally:
        window.settings.setValue("language", "en")


def test_toolbar_buttons_keep_their_places_while_undo_names_the_move(qtbot, window):
    """The Undo item names the move ("Undo Play 1+1"); its toolbar button does not, so the buttons
    after it stay under the pointer."""
    toolbar = window.actionSet.toolbar
    hide = toolbar.widgetForAction(window.actionMap["hideAnswers"])
    undo = toolbar.widgetForAction(window.actionMap["undo"])
    x = hide.mapTo(window, hide.rect().topLeft()).x()
    window.model.playMove(window.model.position().legal_moves()[0])
    qtbot.waitUntil(lambda: window.actionMap["undo"].isEnabled())
    assert window.actionMap["undo"].text().startswith("&Undo ")  # the menu names the move
    assert undo.text() == "Undo"
    toolbar.layout().activate()
    assert hide.mapTo(window, hide.rect().topLeft()).x() == x
