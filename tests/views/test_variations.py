"""Side lines as a person meets them: moves played on the board at an earlier ply make a variation,
the move list shows it indented and switches lines on a click, the context menu promotes and deletes,
hidden answers blank the verdicts, files keep the variations, and the columns stay whole."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from quadace_gui.core.position import Move
from quadace_gui.models.move_list_model import COLUMNS, LEVEL_ROLE

VERDICT = COLUMNS.index("verdict")
RESULT = COLUMNS.index("value")


@pytest.fixture(autouse=True)
def _never_block(never_block_on_questions):
    """Every test here answers "Discard" to a question box."""


def board_play(qtbot, window, text: str) -> None:
    """Play ``text`` as a person does: click one's own hand, then the opponent's."""
    move, position, board = Move.parse(text), window.model.position(), window.board
    mover, other = position.to_move, position.to_move.other
    before = window.model.undoStack.index()
    for side, hand in ((mover, move.own), (other, move.opp)):
        point = board.handRect(side, board.shownHands(side).index(hand)).center().toPoint()
        QTest.mouseClick(board, Qt.MouseButton.LeftButton, pos=point)
    qtbot.waitUntil(lambda: window.model.undoStack.index() == before + 1)


def click_row(window, row: int) -> None:
    table = window.moveList.table
    rect = table.visualRect(window.moveList.model.index(row, 2))
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def shown_moves(window) -> list[str]:
    model = window.moveList.model
    return [model.index(r, 2).data() for r in range(model.rowCount())]


def make_side_line(qtbot, window) -> None:
    """Main line 1+1 1+2 2+3; back to ply 1 with a click; then B tries 1+1 and A answers 2+2."""
    for text in ("1+1", "1+2", "2+3"):
        board_play(qtbot, window, text)
    click_row(window, 0)
    assert window.model.ply == 1
    for text in ("1+1", "2+2"):
        board_play(qtbot, window, text)


def test_a_side_line_played_on_the_board_is_indented_and_a_click_switches_lines(qtbot, window):
    make_side_line(qtbot, window)
    assert shown_moves(window) == ["1+1", "1+2", "↳ 1+1", "\u20032+2", "2+3"]
    model = window.moveList.model
    assert [model.index(r, 0).data(LEVEL_ROLE) for r in range(5)] == [0, 0, 1, 1, 0]
    assert model.index(3, 0).data(Qt.ItemDataRole.FontRole).bold()  # the current move
    assert window.moveList.table.selectionModel().isRowSelected(3)
    assert [m.text for m in window.model.record.moves] == ["1+1", "1+1", "2+2"]
    # a click on the main line's last move: that line again (one undoable step)
    click_row(window, 4)
    assert [m.text for m in window.model.record.moves] == ["1+1", "1+2", "2+3"] and window.model.ply == 3
    assert window.moveList.table.selectionModel().isRowSelected(4)
    window.actionMap["undo"].trigger()
    assert window.model.ply == 3 and window.model.moveAt(3).text == "2+2"
    # undoing the two moves of the side line removes it; the main line is whole
    window.actionMap["undo"].trigger()
    window.actionMap["undo"].trigger()
    assert shown_moves(window) == ["1+1", "1+2", "2+3"] and window.model.ply == 1


def test_the_context_menu_promotes_and_deletes_a_variation(qtbot, window):
    make_side_line(qtbot, window)
    panel = window.moveList
    entries = {text: (enabled, slot) for text, enabled, slot in panel.contextActions(1)}
    assert not entries["Promote to main line"][0] and not entries["Delete variation"][0]
    entries = {text: (enabled, slot) for text, enabled, slot in panel.contextActions(3)}
    assert entries["Promote to main line"][0] and entries["Delete variation"][0]
    entries["Promote to main line"][1]()
    assert shown_moves(window) == ["1+1", "1+1", "↳ 1+2", "\u20032+3", "2+2"]
    assert window.model.record.tree_text == "1,1/1,1:A 1+1 1+1 (1+2 2+3) 2+2"
    entries = {text: (enabled, slot) for text, enabled, slot in panel.contextActions(3)}
    entries["Delete variation"][1]()
    assert shown_moves(window) == ["1+1", "1+1", "2+2"]
    window.actionMap["undo"].trigger()
    window.actionMap["undo"].trigger()
    assert shown_moves(window) == ["1+1", "1+2", "↳ 1+1", "\u20032+2", "2+3"]
    assert window.model.ply == 3 and window.isWindowModified()


def test_hidden_answers_blank_the_results_and_verdicts(qtbot, window):
    make_side_line(qtbot, window)
    model = window.moveList.model
    rows = range(model.rowCount())
    assert all(model.index(r, VERDICT).data() not in ("", "?") for r in rows)
    window.answers.setSwitchedOff(True)
    assert all(model.index(r, VERDICT).data() == "?" for r in rows)
    assert all(model.index(r, RESULT).data() == "" for r in rows)
    assert all(model.index(r, RESULT).data(Qt.ItemDataRole.ForegroundRole) is None for r in (0, 3))
    verdicts = ("best", "keeps the result", "mistake")
    assert not any(v in model.index(r, 2).data(Qt.ItemDataRole.ToolTipRole) for r in rows for v in verdicts)
    window.answers.reveal()
    assert model.index(0, VERDICT).data() == window.model.moveCells(window.model.node(1)).verdict
    window.answers.setSwitchedOff(False)
    assert model.index(0, RESULT).data().startswith("→")


def test_a_game_with_variations_is_saved_and_opened_again(qtbot, window, tmp_path, no_dialogs):
    make_side_line(qtbot, window)
    path = tmp_path / "lesson.quadace.json"
    assert window.session.saveTo(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == 3 and data["variations"] == [{"from": 0, "after": 1, "moves": ["1+1", "2+2"]}]
    tree = window.model.record.tree_text
    window.model.newGame()
    assert shown_moves(window) == []
    assert window.loadFile(path)
    qtbot.waitUntil(lambda: window.model.record.tree_text == tree)
    assert shown_moves(window) == ["1+1", "1+2", "↳ 1+1", "\u20032+2", "2+3"]
    # a broken version-3 file: the clear error, and the game stays as it was
    data["variations"][0]["moves"] = ["1+1", "9+9"]
    broken = tmp_path / "broken.quadace.json"
    broken.write_text(json.dumps(data), encoding="utf-8")
    assert not window.loadFile(broken)
    assert window.model.record.tree_text == tree
    assert no_dialogs and "bad variation 1: bad move 3" in no_dialogs[-1][1]


def play_a_mistake_line(window) -> None:
    """A line whose verdicts include a long one (a mistake), so the Verdict column is wide."""
    model = window.model
    for _ in range(6):
        model.playBest()
    mistakes = [i.move for i in model.moveInfos() if model.verdictOf(model.position(), i.move).is_mistake]
    model.playMove(mistakes[0] if mistakes else model.moveInfos()[-1].move)
    model.setPly(2)
    model.playMove(next(i.move for i in model.moveInfos() if i.move != model.moveAt(3)))


def whole(window) -> bool:
    panel = window.moveList
    header = panel.table.horizontalHeader()
    want = panel.columnWidthsWanted()
    right = header.sectionViewportPosition(VERDICT) + header.sectionSize(VERDICT)
    return (
        panel.columnsInView()
        and header.sectionSize(VERDICT) >= want[VERDICT]
        and header.sectionSize(COLUMNS.index("move")) >= want[COLUMNS.index("move")]
        and right <= panel.table.viewport().width()
    )


def test_the_verdict_and_move_columns_stay_whole_at_300_px_and_after_growing_back(qtbot, window):
    play_a_mistake_line(window)
    window.resize(1280, 720)
    window.resetLayout()
    qtbot.waitUntil(lambda: whole(window))
    window.resizeDocks([window.historyDock], [300], Qt.Orientation.Horizontal)
    # (the column of docks is no narrower than the tab titles of the Moves or Move list group)
    least = max(window.historyDock.minimumWidth(), window.movesDock.minimumWidth())
    qtbot.waitUntil(lambda: window.historyDock.width() <= max(320, least + 20))
    qtbot.waitUntil(lambda: whole(window))
    window.resize(900, 600)  # squeezed
    qtbot.waitUntil(lambda: whole(window))
    window.resize(1280, 720)  # and grown back
    qtbot.waitUntil(lambda: whole(window))
    window.resizeDocks([window.historyDock], [520], Qt.Orientation.Horizontal)
    qtbot.waitUntil(
        lambda: whole(window) and window.moveList.table.horizontalHeader().sectionSize(RESULT) > 60
    )
    assert window.moveList.table.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff


def press_undo(qtbot, window) -> None:
    """Ctrl+Z on the keyboard, as a teacher does."""
    before = window.model.undoStack.index()
    qtbot.keyClick(window.board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.model.undoStack.index() < before)


def test_a_different_move_after_two_undos_keeps_the_undone_moves(qtbot, window):
    window.activateWindow()
    for text in ("1+1", "1+2", "2+3", "3+5"):
        board_play(qtbot, window, text)
    press_undo(qtbot, window)
    press_undo(qtbot, window)
    assert shown_moves(window) == ["1+1", "1+2"] and window.model.ply == 2
    board_play(qtbot, window, "1+1")  # A tries another third move
    # moves 3 and 4 stay the main line; the new move is a variation of move 3, and the current move
    assert shown_moves(window) == ["1+1", "1+2", "2+3", "↳ 1+1", "3+5"]
    model = window.moveList.model
    assert [model.index(r, 0).data(LEVEL_ROLE) for r in range(5)] == [0, 0, 0, 1, 0]
    assert model.index(3, 0).data(Qt.ItemDataRole.FontRole).bold()
    assert window.model.ply == 3 and window.model.moveAt(3).text == "1+1"
    # Ctrl+Z: the game as it was after the two undos
    press_undo(qtbot, window)
    assert shown_moves(window) == ["1+1", "1+2"] and window.model.ply == 2
    assert window.model.record.tree_text == "1,1/1,1:A 1+1 1+2"


def test_in_a_match_undo_and_another_move_keep_the_computers_refutation(qtbot, window):
    """A plays a losing move against the perfect player (B), who refutes it; two Ctrl+Z go back to
    A's first turn; the drawing move played then is a variation and the refuted line stays."""
    from quadace_gui.core.position import Position
    from quadace_gui.models.match import MatchSetup, SideSetup

    window.activateWindow()
    match, game = window.match, window.model
    game.jumpTo(Position.parse("1,1/4,9:A", game.rules))
    match.setPause(0)
    match.setSetup(MatchSetup(SideSetup(), SideSetup("perfect", plain=True)))
    match.start()
    board_play(qtbot, window, "1+9")  # a mistake: A now loses
    qtbot.waitUntil(lambda: game.plyCount == 2)
    board_play(qtbot, window, game.moveInfos()[0].move.text)
    qtbot.waitUntil(lambda: game.plyCount == 4)
    refuted = [m.text for m in game.record.moves]
    press_undo(qtbot, window)  # back to A's turn: A's move and B's answer both go
    assert game.ply == 2 and match.personMayMove()
    press_undo(qtbot, window)
    assert game.ply == 0 and match.personMayMove() and shown_moves(window) == []
    board_play(qtbot, window, "1+4")  # the drawing move
    qtbot.waitUntil(lambda: game.plyCount == 2)
    answer = game.moveAt(2).text
    assert shown_moves(window) == [refuted[0], "↳ 1+4", f"\u2003{answer}", *refuted[1:]]
    assert [m.text for m in game.record.moves] == ["1+4", answer] and match.isPlaying()
    # Ctrl+Z: back to A's turn with the refuted line only, as after the two undos
    press_undo(qtbot, window)
    assert game.ply == 0 and shown_moves(window) == [] and game.record.tree_text == "1,1/4,9:A"
    match.stop()
