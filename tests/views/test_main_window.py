"""The main window, used the way a person uses it: clicks, keys, menus, files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox

from quadace_gui.core.position import Move, Pair, Position, Side
from quadace_gui.core.rules import Rules
from quadace_gui.core.solver import DRAW
from quadace_gui.models.game_model import GameModel
from quadace_gui.models.settings import Settings
from quadace_gui.views.main_window import MainWindow


@pytest.fixture(autouse=True)
def _never_block(never_block_on_questions):
    """Every test here answers "Discard" to a question box."""


def click_hand(qtbot, w: MainWindow, side: Side, index: int) -> None:
    centre = w.board.handRect(side, index).center().toPoint()
    qtbot.mouseClick(w.board, Qt.MouseButton.LeftButton, pos=centre)


def hand_index(w: MainWindow, side: Side, value: int) -> int:
    return next(i for i in (0, 1) if w.board.handValue(side, i) == value)


def play_by_clicking(qtbot, w: MainWindow, move: str) -> None:
    m = Move.parse(move)
    position = w.model.position()
    me, them = position.to_move, position.to_move.other
    click_hand(qtbot, w, me, hand_index(w, me, m.own))
    click_hand(qtbot, w, them, hand_index(w, them, m.opp))


def heatmap_point(w: MainWindow, mover: Pair, opponent: Pair) -> QPoint:
    col, row = w.heatmap.cellIndex(mover, opponent)
    scene = w.heatmap.plotItem.getViewBox().mapViewToScene(QPointF(col + 0.5, row + 0.5))
    return w.heatmap.graphicsView.mapFromScene(scene)


def test_opens_on_the_start_position(window):
    assert window.board.position() == Position.start()
    assert "draw" in window.positionLabel.text()
    assert window.movesPanel.tree.topLevelItemCount() == 1
    assert [i.text(0) for i in window.movesPanel.moveItems()] == ["1+1"]


def test_play_a_game_by_clicking_hands(qtbot, window):
    for move in ("1+1", "1+2", "2+3"):
        play_by_clicking(qtbot, window, move)
    assert window.model.position().text == "1,5/1,3:B"
    # the move list shows the moves and highlights the last one
    table = window.moveList.table
    assert table.model().rowCount() == 3
    assert table.model().index(2, 2).data() == "2+3"
    assert table.selectionModel().isRowSelected(2)
    # the moves panel lists the moves of the new position (B to move)
    texts = [i.text(0) for i in window.movesPanel.moveItems()]
    assert sorted(texts) == sorted(m.move.text for m in window.model.moveInfos())
    # the heatmap marks the new position
    assert window.model.relativeHands() == ((1, 3), (1, 5))  # what the heatmap is given as the current cell
    assert window.board.position() == window.model.position()


def test_undo_redo_with_the_keyboard(qtbot, window):
    play_by_clicking(qtbot, window, "1+1")
    play_by_clicking(qtbot, window, "1+2")
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.model.plyCount == 1 and window.board.position().text == "1,2/1,1:B"
    assert window.isWindowModified()
    qtbot.keyClick(
        window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    assert window.model.plyCount == 2 and window.board.position().text == "1,2/1,3:A"


def test_keyboard_navigation_and_buttons(qtbot, window):
    for move in ("1+1", "1+2", "2+3"):
        window.model.playMove(Move.parse(move))
    buttons = window.moveList.buttons
    assert not buttons["forward"].isEnabled() and buttons["back"].isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Home)
    assert window.model.ply == 0 and window.board.position() == Position.start()
    assert not buttons["first"].isEnabled() and buttons["last"].isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Right)
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.model.ply == 2
    qtbot.keyClick(window, Qt.Key.Key_Left)
    assert window.model.ply == 1
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert window.model.ply == 3
    # clicking a row of the move list goes there
    table = window.moveList.table
    rect = table.visualRect(table.model().index(0, 2))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.model.ply == 1 and window.board.position().text == "1,2/1,1:B"


def test_space_plays_the_best_move(qtbot, window):
    window.model.jumpTo(Position.parse("0,1/0,9:A"))
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert window.model.position().is_over
    assert window.model.position().winner is Side.A


def test_moves_panel_click_plays_and_groups_by_value(qtbot, window):
    window.model.jumpTo(Position.parse("1136"))
    groups = [window.movesPanel.tree.topLevelItem(i).text(0) for i in range(2)]
    assert groups[0].startswith("Drawing") and groups[1].startswith("Losing")
    items = window.movesPanel.moveItems()
    assert [i.text(0) for i in items] == ["1+3", "1+6"]
    assert items[1].text(1) == "→ loss in 11 plies"  # the position it leads to: B wins in 11
    tree = window.movesPanel.tree
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=tree.visualItemRect(items[1]).center())
    assert window.model.record.moves == [Move(1, 6)]
    verdict = window.moveList.table.model().index(0, 5)
    assert verdict.data() == "✗ draw → loss"
    assert "mistake: draw → loss" in verdict.data(Qt.ItemDataRole.ToolTipRole)


def test_heatmap_click_jumps_and_undo_restores_the_game(qtbot, window):
    window.model.playMove(Move(1, 1))
    target = ((1, 6), (3, 7))  # B to move now, so B gets 1 6
    viewport = window.heatmap.graphicsView.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=heatmap_point(window, *target))
    assert window.model.position().mover == (1, 6) and window.model.position().opponent == (3, 7)
    assert window.board.position() == window.model.position()
    window.model.undoStack.undo()
    assert window.model.plyCount == 1 and window.model.position().text == "1,2/1,1:B"


def test_hover_on_a_heatmap_cell_shows_it_in_the_status_bar(qtbot, window):
    window.heatmap.cellHovered.emit(((1, 1), (1, 1)))
    assert "draw" in window.statusBar().currentMessage()


def test_hover_writes_the_cell_with_the_side_that_a_click_would_give(qtbot, window):
    window.model.playMove(Move(1, 1))  # B to move: rows are B's hands now
    viewport = window.heatmap.graphicsView.viewport()
    point = heatmap_point(window, (1, 6), (3, 7))
    with qtbot.waitSignal(window.heatmap.cellHovered) as blocker:
        qtbot.mouseMove(viewport, point)
    mover, opponent = blocker.args[0]
    written = Position.from_relative(mover, opponent, Side.B).text  # e.g. 3,7/1,6:B
    assert f"({written})" in window.statusBar().currentMessage()
    assert f"({written})" in window.heatmap._image.toolTip()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)
    assert window.model.position().to_move is Side.B and window.model.position().mover == mover


def test_save_and_open_round_trip(qtbot, window, tmp_path, monkeypatch):
    for move in ("1+1", "1+2"):
        window.model.playMove(Move.parse(move))
    path = tmp_path / "lesson.quadace.json"
    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getSaveFileName", lambda *a, **k: (str(path), ""))
    assert window.saveGameAs()
    assert not window.isWindowModified()
    assert json.loads(path.read_text())["moves"] == ["1+1", "1+2"]
    assert "lesson.quadace.json" in window.windowTitle()
    window.model.newGame()
    assert window.loadFile(path)
    assert [m.text for m in window.model.record.moves] == ["1+1", "1+2"]


def test_broken_file_shows_an_error_and_keeps_the_game(qtbot, window, tmp_path, no_dialogs):
    window.model.playMove(Move(1, 1))
    before = window.model.record.text
    bad = tmp_path / "broken.json"
    bad.write_text('{"format": "quadace-game", "version": 1, "moves": ["1+1", "7+7"]}')
    assert not window.loadFile(bad)
    assert no_dialogs and no_dialogs[0][0] == "critical" and "move 2" in no_dialogs[0][1]
    assert window.model.record.text == before
    garbage = tmp_path / "garbage.json"
    garbage.write_bytes(b"\x00\xff not json")
    assert not window.loadFile(garbage)
    assert window.model.record.text == before and len(no_dialogs) == 2
    big = tmp_path / "big.json"  # a valid game, in a base whose heatmap the window cannot hold
    big.write_text('{"format": "quadace-game", "version": 1, "rules": {"base": 101}}')
    assert not window.loadFile(big)
    assert "base 101" in no_dialogs[2][1] and "2 to 100" in no_dialogs[2][1]
    assert window.model.record.text == before and window.model.rules.base == 10


def test_copy_and_paste_position(qtbot, window, no_dialogs):
    window.model.playMove(Move(1, 1))
    window.copyPosition()
    assert QGuiApplication.clipboard().text() == "1,2/1,1:B"
    QGuiApplication.clipboard().setText("1136")
    window.pastePosition()
    assert window.model.position().text == "1,1/3,6:A"
    QGuiApplication.clipboard().setText("not a position")
    window.pastePosition()
    assert window.model.position().text == "1,1/3,6:A" and no_dialogs[0][0] == "warning"


def test_new_base_is_solved_in_the_background(qtbot, window):
    with qtbot.waitSignal(window.model.tableChanged, timeout=20000):
        window.withTable(Rules(13), window.model.newGame)
    assert window.model.rules.base == 13
    assert window.heatmap.cellCount() == 13 * 14 // 2 - 1
    qtbot.waitUntil(lambda: not window.isSolving())


def test_flip_with_f(qtbot, window):
    bottom = window.board.bottomSide()
    qtbot.keyClick(window, Qt.Key.Key_F)
    assert window.board.bottomSide() is bottom.other
    assert window.settings.value("flipped") is True


def test_optimal_line_autoplay_stops_at_a_repetition(qtbot, window):
    window.movesPanel.speed.setValue(10)
    window.autoplayer.setInterval(0)
    with qtbot.waitSignal(window.autoplayer.finished, timeout=20000):
        window.movesPanel.autoButton.click()
    assert "repeats" in window.statusBar().currentMessage()
    assert not window.movesPanel.autoButton.isChecked()
    assert window.model.positionInfo().value == DRAW


def test_switch_to_chinese_and_back(qtbot, window):
    from quadace_gui.app import install_translation

    app = QApplication.instance()
    window.settings.setValue("language", "zh_CN")
    try:
        qtbot.waitUntil(lambda: window.fileMenu.title() != "&File")
        assert any("\u4e00" <= ch <= "\u9fff" for ch in window.fileMenu.title())
        assert any("\u4e00" <= ch <= "\u9fff" for ch in window.movesPanel.bestButton.text())
    finally:
        window.settings.setValue("language", "en")
        install_translation(app, "en")
    qtbot.waitUntil(lambda: window.fileMenu.title() == "&File")


def test_window_geometry_and_docks_persist(qtbot, tmp_path):
    settings = Settings()
    w = MainWindow(GameModel(), settings)
    qtbot.addWidget(w)
    w.show()
    w.heatmapDock.hide()
    QApplication.processEvents()  # (the window's least size without the map's dock)
    # inside the offscreen screen (800x600) and above the window's least size, so nothing clamps it
    size = (761, max(523, w.minimumSizeHint().height() + 7))
    w.resize(*size)
    w.close()
    w2 = MainWindow(GameModel(), Settings())
    qtbot.addWidget(w2)
    w2.show()
    assert w2.heatmapDock.isHidden()
    assert (w2.width(), w2.height()) == size


def test_examples_of_rules_and_shortcuts_exist(window):
    assert "逆向归纳法" in window.rulesHtml()
    assert "mod 10;" in window.rulesHtml()
    assert "Space" in window.shortcutsHtml()


def test_the_rules_name_the_base_being_played(qtbot, window):
    from quadace_gui.core.rules import Rules

    window.withTable(Rules(7), window.model.newGame)
    qtbot.waitUntil(lambda: window.model.rules.base == 7, timeout=20000)
    rules = window.rulesHtml()
    assert "mod 7;" in rules and "mod 10" not in rules and "in base 7." in rules
    assert "standard base 10" in rules  # the worked examples say which base they are in


def test_game_file_path_is_not_lost_on_undo(window, tmp_path):
    record_path = tmp_path / "g.json"
    window.model.record.save(record_path)
    assert window.loadFile(Path(record_path))
    window.model.playMove(Move(1, 1))
    window.model.undoStack.undo()
    assert window.model.path == record_path


def test_a_new_base_is_solved_and_coloured_off_the_gui_thread(qtbot, window, monkeypatch):
    """The solve job also computes the heatmap's colour codes in its thread; showing the new
    table on the GUI thread then reuses them instead of doing that work again."""
    import threading

    from quadace_gui.core.rules import Rules
    from quadace_gui.views import heatmap as heatmap_module

    threads: list[bool] = []
    real = heatmap_module.cell_codes

    def spy(table, *order):
        threads.append(threading.current_thread() is threading.main_thread())
        return real(table, *order)

    monkeypatch.setattr(heatmap_module.codes, "cell_codes", spy)
    window.withTable(Rules(12), window.model.newGame)
    qtbot.waitUntil(lambda: window.model.rules.base == 12, timeout=20000)
    assert threads == [False]  # once, in the worker
    assert window.heatmap.cellCount() == len(Rules(12).pairs()) - 1
    window.model.undoStack.undo()  # back to base 10, then forward again: still no recomputing
    window.model.undoStack.redo()
    assert threads == [False]


def test_cancel_handled_after_the_result_still_cancels(qtbot, window):
    """The worker may send its table just before the Cancel click is handled: it is not used."""
    from quadace_gui.core.rules import Rules

    got: list[int] = []
    window.withTable(Rules(13), lambda table: got.append(table.rules.base))
    job = window.session.currentJob()
    job.wait()  # solved is queued for the GUI thread, not delivered yet
    job.cancel()  # what the progress dialog's Cancel does
    qtbot.waitUntil(lambda: not window.isSolving())
    assert got == [] and window.model.rules.base == 10


def test_a_second_solve_replaces_the_first(qtbot, window):
    from quadace_gui.core.rules import Rules

    got: list[int] = []
    window.withTable(Rules(13), lambda table: got.append(table.rules.base))
    window.withTable(Rules(14), lambda table: got.append(table.rules.base))
    qtbot.waitUntil(lambda: not window.isSolving(), timeout=20000)
    assert got == [14]
    from PySide6.QtWidgets import QProgressDialog

    qtbot.waitUntil(lambda: not window.findChildren(QProgressDialog))  # none left behind


def test_the_modified_mark_and_the_save_question_always_agree(qtbot, window, monkeypatch, tmp_path):
    """The title's modified mark shows exactly when closing would ask to save, through every kind
    of edit: heatmap jumps, moves, saving, New Game after a save, undoing past the save."""
    asked = []

    def question(*args, **kwargs):
        asked.append(args[2])
        return QMessageBox.StandardButton.Cancel  # keeps the window open and the game as it is

    monkeypatch.setattr(QMessageBox, "question", question)
    path = tmp_path / "lesson.json"
    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getSaveFileName", lambda *a, **k: (str(path), ""))
    m = window.model
    steps = [
        ("jump", lambda: m.jumpTo(Position.parse("1136")), False),  # looking around: nothing to save
        ("moves", lambda: (m.playMove(Move(1, 3)), m.playMove(Move(3, 4))), True),
        ("jump after moves", lambda: m.jumpTo(Position.parse("1137")), True),  # the moves would go
        ("save", window.saveGameAs, False),
        ("new game after save", m.newGame, False),  # the saved game is on disk
        ("undo back to the saved game", m.undoStack.undo, False),
        ("jump in a saved game", lambda: m.jumpTo(Position.parse("1136")), True),
        ("undo to the save", m.undoStack.undo, False),
        ("undo past the save", m.undoStack.undo, True),
        ("redo to the save", m.undoStack.redo, False),
        ("moves in the saved game", lambda: m.playMove(Move(1, 3)), True),
        ("new game, discarding them", m.newGame, False),  # those moves belonged to the file
        ("moves in the new game", lambda: (m.playMove(Move(1, 1)), m.playMove(Move(1, 2))), True),
        ("open the file over them", lambda: window.loadFile(path), False),
        ("undo the open: the unsaved moves are back", m.undoStack.undo, True),
    ]
    for name, act, modified in steps:
        act()
        asked.clear()
        assert window.isWindowModified() is modified, name
        assert window.maybeSave() is not modified and len(asked) == int(modified), name


def test_autoplay_speed_is_remembered(qtbot, window):
    window.movesPanel.speed.setValue(9)
    assert window.settings.value("autoplayMs") == window.autoplayer.timer.interval() == 400
    w2 = MainWindow(GameModel(), Settings())
    qtbot.addWidget(w2)
    assert w2.movesPanel.speed.value() == 9 and w2.autoplayer.timer.interval() == 400


def test_undo_during_autoplay_stops_it_and_keeps_redo(qtbot, window):
    window.autoplayer.setInterval(60_000)
    window.movesPanel.autoButton.click()
    assert window.autoplayer.running and window.model.plyCount == 1
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not window.autoplayer.running and not window.movesPanel.autoButton.isChecked()
    assert window.model.undoStack.canRedo()


def test_a_change_of_language_reaches_every_text(qtbot, window):
    from quadace_gui.app import install_translation

    window.model.playMove(Move(1, 1))
    app = QApplication.instance()
    install_translation(app, "zh_CN")
    try:
        qtbot.waitUntil(lambda: window.fileMenu.title() != "&File")

        def chinese(text: str) -> bool:
            return any("\u4e00" <= ch <= "\u9fff" for ch in text)

        assert chinese(window.actionMap["undo"].text())  # "撤销 走 1+1", not "Undo ..."
        assert chinese(window.moveList.buttons["first"].toolTip())
        assert chinese(window.moveList.table.model().headerData(5, Qt.Orientation.Horizontal))
        assert chinese(window.moveList.table.model().index(0, 5).data())
        assert chinese(window.heatmap.plotItem.getAxis("bottom").labelText)
        assert chinese(window._game_filter())
        assert chinese(window.movesPanel.speedLabel.toolTip())  # "... ms between moves"
        assert chinese(window.board.accessibleName())
    finally:
        install_translation(app, "en")
    qtbot.waitUntil(lambda: window.fileMenu.title() == "&File")
    assert window.actionMap["undo"].text() == "&Undo Play 1+1"


def test_unreachable_modes_are_one_of_three(qtbot, window):
    """View > Unreachable Positions works like radio buttons: always exactly one ticked."""
    actions = {mode: window.actionMap[f"unreachable{mode.title()}"] for mode in ("show", "dim", "hide")}

    def ticked() -> list[str]:
        return [mode for mode, action in actions.items() if action.isChecked()]

    actions["hide"].trigger()
    assert ticked() == ["hide"] and window.heatmap.unreachableMode() == "hide"
    actions["hide"].trigger()  # choosing the ticked one again leaves it ticked
    assert ticked() == ["hide"] and window.settings.value("unreachable") == "hide"
    actions["show"].trigger()
    assert ticked() == ["show"] and window.heatmap.unreachableMode() == "show"


def test_an_export_that_cannot_be_written_says_so(qtbot, window, tmp_path, monkeypatch, no_dialogs):
    from PySide6.QtWidgets import QFileDialog

    for kind in ("png", "svg"):
        target = tmp_path / "no such folder" / f"map.{kind}"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, t=target, **k: (str(t), ""))
        window.exportHeatmap(kind)
        assert no_dialogs[-1][0] == "critical" and "No such file or directory" in no_dialogs[-1][1]
        assert "Exported" not in window.statusBar().currentMessage()
        assert QApplication.overrideCursor() is None  # the wait cursor is gone
    good = tmp_path / "map.png"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(good), ""))
    window.exportHeatmap("png")
    assert good.stat().st_size > 10_000 and "Exported" in window.statusBar().currentMessage()


def test_a_table_solved_in_the_background_is_coloured_there_too(qtbot, window, monkeypatch):
    """The GUI thread only hands the worker's image to the plot (colouring base 100 takes ~0.1 s)."""
    import threading

    from quadace_gui.views.heatmap.colors import Prepared

    threads: list[bool] = []
    colour = Prepared.colour

    def spy(self, *args):
        threads.append(threading.current_thread() is threading.main_thread())
        return colour(self, *args)

    monkeypatch.setattr(Prepared, "colour", spy)
    with qtbot.waitSignal(window.model.tableChanged, timeout=20000):
        window.withTable(Rules(13), window.model.newGame)
    qtbot.waitUntil(lambda: not window.isSolving())
    assert threads == [False]  # coloured once, in the worker
    assert window.heatmap.cellCount() == 13 * 14 // 2 - 1
