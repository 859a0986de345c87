"""What a new user tripped on (issue 11) and hostile file contents in dialogs (issue 12)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from quadace_gui.core.position import Move, Position
from quadace_gui.core.solver import DRAW
from quadace_gui.views.dialogs import NewGameDialog
from quadace_gui.views.panels import PANELS


@pytest.fixture(autouse=True)
def _never_block(never_block_on_questions):
    """Every test here answers "Discard" to a question box."""


def test_the_draw_by_repetition_stays_in_the_move_list_and_the_moves_panel(qtbot, window):
    window.autoplayer.setInterval(0)
    with qtbot.waitSignal(window.autoplayer.finished, timeout=20000):
        window.movesPanel.autoButton.click()
    assert window.model.positionInfo().value == DRAW
    model = window.moveList.model
    first, repeat = model.cycle()
    assert window.model.position(first) == window.model.position(repeat) and repeat == window.model.plyCount
    note = window.moveList.cycleNote.text()
    assert window.moveList.cycleNote.isVisible() and window.model.position(first).text in note
    assert f"ply {first}" in note and f"ply {repeat}" in note
    assert window.movesPanel.cycleNote.isVisible() and window.movesPanel.cycleNote.text() == note
    # the rows: the cycle's first ply marked, its return marked, tooltips say it in words
    if first >= 1:
        assert model.index(first - 1, 0).data().startswith("↻")
    assert model.index(repeat - 1, 0).data().startswith("=")
    assert model.index(repeat - 1, 0).data(Qt.ItemDataRole.ToolTipRole) == note
    window.statusBar().clearMessage()  # the status bar may forget it; the panels do not
    assert window.moveList.cycleNote.text() == note
    # taking moves back before the repetition removes the note
    window.model.undoStack.undo()
    assert model.cycle() is None and not window.moveList.cycleNote.isVisible()


def test_move_distances_count_from_the_position_they_lead_to(window):
    """Issue 11.4: one convention. A move 'loss in 11' leads to a position the opponent wins in 11."""
    window.model.jumpTo(Position.parse("1136"))
    item = next(i for i in window.movesPanel.moveItems() if i.text(0) == "1+6")
    shown = item.text(1)
    after = window.model.position().play(Move(1, 6))
    info = window.model.positionInfo(after)
    assert item.text(1) == f"→ loss in {info.distance} plies"
    assert (
        f"{info.distance} plies after this move ({info.distance + 1} plies counting this move)"
        in item.toolTip(1)
    )
    assert "counted from the position it belongs to" in window.movesPanel.tree.headerItem().toolTip(1)
    assert "One convention for distances" in window.rulesHtml()
    window.model.playMove(Move(1, 6))
    assert window.moveList.model.index(0, 4).data() == shown


@pytest.mark.parametrize("size", [(1280, 720), (1024, 768)])
def test_move_list_columns_stay_in_view(qtbot, window, size):
    """Issue 11.6: Result and Verdict never hide behind a scrollbar, also after growing back."""
    window.model.jumpTo(Position.parse("1136"))
    for _ in range(12):
        window.model.playBest()
    window.resize(*size)
    window.resetLayout()
    qtbot.waitUntil(window.moveList.columnsInView)
    window.resize(size[0] - 300, size[1])  # squeezed: the dock keeps what the columns need
    qtbot.waitUntil(window.moveList.columnsInView)
    window.resize(*size)
    qtbot.waitUntil(window.moveList.columnsInView)
    assert window.moveList.table.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff


def test_reset_layout_brings_every_panel_back(qtbot, window):
    window.heatmapDock.hide()
    window.movesDock.setFloating(True)
    window.actionMap["resetLayout"].trigger()
    assert all(not d.isFloating() for d in window.docks.values())
    # every panel shown at the first start comes back; the lesson panel waits for a lesson
    assert all(window.docks[spec.name].isVisible() == spec.shown_at_start for spec in PANELS)


def test_a_move_clears_the_hover_text(qtbot, window):
    window.heatmap.cellHovered.emit(((1, 1), (1, 1)))
    assert window.statusBar().currentMessage()
    window.model.playMove(Move(1, 1))
    assert window.statusBar().currentMessage() == ""


def test_no_optimal_line_once_the_game_is_over(window):
    window.model.jumpTo(Position.parse("0,1/0,9:A"))
    assert window.actionMap["autoplay"].isEnabled() and window.actionMap["best"].isEnabled()
    window.model.playBest()
    assert window.model.position().is_over
    assert not window.actionMap["autoplay"].isEnabled() and not window.actionMap["best"].isEnabled()
    assert not window.movesPanel.autoButton.isEnabled()
    window.model.undoStack.undo()
    assert window.actionMap["autoplay"].isEnabled()


@pytest.mark.parametrize("confirm", [False, True])
def test_new_game_asks_to_save_only_once_confirmed(window, monkeypatch, confirm):
    asked: list[str] = []
    order: list[str] = []

    def question(*args, **kwargs):
        asked.append(args[2])
        order.append("question")
        return QMessageBox.StandardButton.Discard

    def exec_(dialog):
        order.append("dialog")
        return NewGameDialog.DialogCode.Accepted if confirm else NewGameDialog.DialogCode.Rejected

    monkeypatch.setattr(QMessageBox, "question", question)
    monkeypatch.setattr(NewGameDialog, "exec", exec_)
    window.model.playMove(Move(1, 1))
    window.newGame()
    if confirm:
        assert order == ["dialog", "question"] and window.model.plyCount == 0
    else:
        assert order == ["dialog"] and window.model.plyCount == 1


def test_new_game_dialog_shows_its_whole_note_at_base_100(qtbot):
    dialog = NewGameDialog(10)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.baseBox.setValue(100)
    qtbot.waitUntil(dialog.noteFits)
    assert "memory" in dialog.note.text()
    assert dialog.note.geometry().bottom() < dialog.height()


def test_a_huge_bad_value_makes_a_short_plain_dialog(qtbot, window, tmp_path, no_dialogs):
    """Issue 12.4: a 4 MB start string is quoted as a short excerpt; file text is never HTML. A large
    file is read in a worker thread (issue 24): its dialog comes a moment later, the game unchanged."""
    before = window.model.record.text

    def refused(path):
        count = len(no_dialogs)
        window.loadFile(path)
        qtbot.waitUntil(lambda: len(no_dialogs) > count and not window.session.isLoading())
        assert window.model.record.text == before
        return no_dialogs[-1]

    huge = tmp_path / "huge.json"
    huge.write_text(json.dumps({"format": "quadace-game", "version": 1, "start": "1" + "x" * 4_000_000}))
    kind, text, fmt = refused(huge)
    assert kind == "critical" and len(text) < 400 and "huge.json" in text
    assert fmt == Qt.TextFormat.PlainText
    html = tmp_path / "html.json"
    html.write_text(json.dumps({"format": "quadace-game", "version": 1, "start": "<h1>big</h1><img src=x>"}))
    assert not window.loadFile(html)  # a small file is read at once
    kind, text, fmt = no_dialogs[-1]
    assert "<h1>big</h1>" in text and fmt == Qt.TextFormat.PlainText
    versions = tmp_path / "versions.json"
    versions.write_text(json.dumps({"format": "quadace-game", "version": [0] * 1_000_000}))
    assert len(refused(versions)[1]) < 400


def test_new_game_offers_the_rule_axes_and_good_starts(qtbot, window, monkeypatch):
    """Issue 10: choose multiplication like a person; the dull all-1s start is not what is offered."""
    chosen: list[str] = []

    def exec_(dialog):
        dialog.presetBox.setCurrentIndex(dialog.presetBox.findData("standard"))
        dialog.opBox.setCurrentIndex(dialog.opBox.findData("mul"))
        assert dialog.startBox.count() > 2  # suggestions from the solved table
        start = dialog.rules().start_spec
        assert set(start.a + start.b) != {1}  # not the start where nothing ever changes
        chosen.append(start.text)
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", exec_)
    window.newGame()
    qtbot.waitUntil(lambda: window.model.rules.op == "mul", timeout=20000)
    assert window.model.position().text == chosen[0]
    assert "mul" in window.windowTitle() and "mul" in window.rulesHtml()
    assert "mul" in window.positionLabel.text()


def test_equal_hands_default_start_is_flagged_dull(qtbot):
    dialog = NewGameDialog(10)
    qtbot.addWidget(dialog)
    dialog.goalBox.setCurrentIndex(dialog.goalBox.findData("equal"))
    assert dialog.rules().start_spec.text != "1,2/1,2:A"
    dialog.startBox.setCurrentIndex(0)  # the default: won in one move
    assert "dull" in dialog.note.text()
