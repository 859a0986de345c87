"""Moves played on a take-away page the way a person plays them: a click on the board."""

from __future__ import annotations

from PySide6.QtCore import Qt


def click_a_move(qtbot, page, last: bool = False) -> None:
    """Take the top stone of the first non-empty heap (``last``: of the last one), or say the next
    number on the counting strip."""
    if page.boards.currentWidget() is page.strip:
        said = page.model.game().counted(page.model.heaps())
        point = page.strip.cellRect(said + 1).center().toPoint()
        qtbot.mouseClick(page.strip, Qt.MouseButton.LeftButton, pos=point)
        return
    heaps = page.model.heaps()
    filled = [i for i, n in enumerate(heaps) if n]
    heap = filled[-1] if last else filled[0]
    point = page.board.stoneCenter(heap, heaps[heap] - 1).toPoint()
    qtbot.mouseMove(page.board, point)
    qtbot.mouseClick(page.board, Qt.MouseButton.LeftButton, pos=point)
