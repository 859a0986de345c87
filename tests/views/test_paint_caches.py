"""What is kept to make a move quick must never show something stale: the move list's remembered cell
widths equal Qt's own measure, a board card copied from a pixmap looks as if drawn, and the heatmap's
path (drawn through a layer) ends where the game went."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from quadace_gui.core.position import Side
from quadace_gui.models.move_list_model import _ROLES, COLUMNS
from quadace_gui.views.board import pixcache
from quadace_gui.views.board.colors import BoardColors
from quadace_gui.views.board.looks import HandLook
from quadace_gui.views.board.painting import BoardPainter

from .test_variations import board_play, click_row


@pytest.fixture(autouse=True)
def _never_block(never_block_on_questions):
    """Every test here answers "Discard" to a question box."""


def test_move_list_widths_follow_every_change_as_qt_measures_them(qtbot, window):
    panel = window.moveList
    for text in ("1+1", "1+2", "2+3"):
        board_play(qtbot, window, text)
        assert panel.columnWidthsWanted() == panel._qtColumnWidthsWanted()
    click_row(window, 0)  # the bold current row moves
    assert panel.columnWidthsWanted() == panel._qtColumnWidthsWanted()
    for text in ("1+1", "2+2"):  # a side line: indented, italic rows
        board_play(qtbot, window, text)
    assert panel.columnWidthsWanted() == panel._qtColumnWidthsWanted()
    window.actionMap["hideAnswers"].trigger()  # the Result and Verdict columns blank
    assert panel.model.answersHidden()
    assert panel.columnWidthsWanted() == panel._qtColumnWidthsWanted()
    window.model.newGame()
    assert panel.columnWidthsWanted() == panel._qtColumnWidthsWanted()


def _fresh_answers_match(model) -> bool:
    """Every cell's remembered answer to every role equals the one worked out now."""
    for row in range(model.rowCount()):
        for col in range(len(COLUMNS)):
            index = model.index(row, col)
            for role in _ROLES:
                if role == Qt.ItemDataRole.TextAlignmentRole:
                    continue
                if model.data(index, role) != model._data(row, model.nodeAt(row), col, role):
                    return False
    return True


def test_move_list_remembered_cells_follow_every_change(qtbot, window):
    model = window.moveList.model
    for text in ("1+1", "1+2", "2+3"):
        board_play(qtbot, window, text)
        assert _fresh_answers_match(model)
    click_row(window, 0)
    assert _fresh_answers_match(model)
    for text in ("1+1", "2+2"):
        board_play(qtbot, window, text)
        assert _fresh_answers_match(model)
    click_row(window, 2)  # the other line: rows grey and ungrey
    assert _fresh_answers_match(model)
    window.actionMap["hideAnswers"].trigger()
    assert _fresh_answers_match(model)
    window.model.undoStack.undo()
    assert _fresh_answers_match(model)


def _hands(painter: BoardPainter, looks: list[HandLook]) -> QImage:
    image = QImage(620, 260, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(250, 251, 252))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    for i, look in enumerate(looks):
        painter.drawHand(p, QRectF(10.3 + 150 * i, 40.6, 120.2, 160.7), look, "retired")
    p.end()
    return image


def _largest_difference(a: QImage, b: QImage) -> int:
    worst = 0
    for y in range(0, a.height(), 2):
        for x in range(0, a.width(), 2):
            ca, cb = a.pixelColor(x, y), b.pixelColor(x, y)
            worst = max(
                worst, abs(ca.red() - cb.red()), abs(ca.green() - cb.green()), abs(ca.blue() - cb.blue())
            )
    return worst


def test_a_cached_card_looks_as_drawn_and_changes_with_its_look(qapp, monkeypatch):
    pixcache.clear()
    painter = BoardPainter(BoardColors(), qapp.font())
    looks = [
        HandLook(Side.A, 0, 3, hovered=True),
        HandLook(Side.A, 1, 7, badge="→ 8", target=True),
        HandLook(Side.B, 0, 0, retired=True),
        HandLook(Side.B, 1, 5, selected=True),
    ]
    cached = _hands(painter, looks)
    assert pixcache.cached_count() == len(looks)
    again = _hands(painter, looks)  # from the pixmaps
    assert again == cached
    monkeypatch.setattr(pixcache, "blit", lambda p, rect, bounds, key, draw, ratio: draw(p, rect))
    drawn = _hands(painter, looks)
    assert _largest_difference(cached, drawn) <= 2
    monkeypatch.undo()
    # another value, another hover state or another palette is another picture
    other = _hands(painter, [HandLook(Side.A, 0, 4, hovered=True), *looks[1:]])
    assert _largest_difference(other, cached) > 50
    unhovered = _hands(painter, [HandLook(Side.A, 0, 3), *looks[1:]])
    assert _largest_difference(unhovered, cached) > 5
    dark = BoardColors(card=QColor(40, 40, 48))
    assert _largest_difference(_hands(BoardPainter(dark, qapp.font()), looks), cached) > 100


def test_heatmap_path_ends_where_the_game_went(qtbot, window):
    for text in ("1+1", "1+2", "2+3"):
        board_play(qtbot, window, text)
    heatmap = window.heatmap
    drawn = heatmap._marks.drawnPath()
    assert len(drawn) == 2 * 3  # three steps, each a pair of ends
    model = window.model
    want = [heatmap.cellIndex(*cell) for cell in model.pathHands()]
    assert drawn == [want[0], want[1], want[1], want[2], want[2], want[3]]
    window.model.newGame()  # the start alone: a dot
    assert heatmap._marks.drawnPath() == [want[0], want[0]]
