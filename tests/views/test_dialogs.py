"""The dialogs, used through the menus the way a person does: type, pick, press OK or Cancel."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox

from quadace_gui.core.position import Move, Position
from quadace_gui.views.dialogs import NewGameDialog, SetUpPositionDialog


@pytest.fixture(autouse=True)
def _never_block(never_block_on_questions):
    """Every test here answers "Discard" to a question box."""


def with_dialog(qtbot, act: Callable[[QDialog], None], trigger: Callable[[], None]) -> list[QDialog]:
    """Run ``trigger`` (which opens a modal dialog) and let ``act`` work the dialog once it is up."""
    seen: list[QDialog] = []

    def work() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:  # not shown yet: look again on the next turn of the event loop
            QTimer.singleShot(0, work)
            return
        seen.append(dialog)
        act(dialog)

    QTimer.singleShot(0, work)
    trigger()
    return seen


def press(qtbot, dialog: QDialog, which: QDialogButtonBox.StandardButton) -> None:
    button = dialog.findChild(QDialogButtonBox).button(which)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


OK = QDialogButtonBox.StandardButton.Ok
CANCEL = QDialogButtonBox.StandardButton.Cancel


def test_set_up_dialog_checks_the_position_as_you_type(qtbot):
    dialog = SetUpPositionDialog(Position.start().rules, "")
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(OK)
    assert not ok.isEnabled()
    qtbot.keyClicks(dialog.edit, "1,1/3,X")
    assert not ok.isEnabled() and dialog.message.text().startswith("⚠")
    dialog.edit.clear()
    qtbot.keyClicks(dialog.edit, "1136")
    assert ok.isEnabled() and dialog.message.text() == "✓ 1,1/3,6:A"
    assert dialog.position() == Position.parse("1,1/3,6:A")
    dialog.baseBox.setValue(5)  # a 6 is not a hand in base 5
    assert not ok.isEnabled() and dialog.position() is None
    dialog.baseBox.setValue(12)
    dialog.edit.setText("0,7/10,11:B")
    assert ok.isEnabled() and dialog.position().text == "0,7/10,11:B"


def test_set_up_a_position_from_the_menu_and_undo_it(qtbot, window):
    window.model.playMove(Move(1, 1))

    def type_and_accept(dialog: QDialog) -> None:
        dialog.edit.selectAll()
        qtbot.keyClicks(dialog.edit, "2,3/1,7:A")
        press(qtbot, dialog, OK)

    with_dialog(qtbot, type_and_accept, window.actionMap["setup"].trigger)
    assert window.model.position().text == "2,3/1,7:A"
    assert window.board.position().text == "2,3/1,7:A"
    window.model.undoStack.undo()
    assert window.model.record.moves == [Move(1, 1)]


def test_cancel_leaves_the_game_alone(qtbot, window):
    window.model.playMove(Move(1, 1))
    before = window.model.record.text

    def type_and_cancel(dialog: QDialog) -> None:
        qtbot.keyClicks(dialog.edit, "9")
        press(qtbot, dialog, CANCEL)

    with_dialog(qtbot, type_and_cancel, window.actionMap["setup"].trigger)
    assert window.model.record.text == before
    with_dialog(qtbot, lambda d: press(qtbot, d, CANCEL), window.actionMap["new"].trigger)
    assert window.model.record.text == before


def test_new_game_in_another_base_from_the_menu(qtbot, window):
    notes = []

    def pick_base_7(dialog: QDialog) -> None:
        assert isinstance(dialog, NewGameDialog)
        dialog.baseBox.setValue(7)
        notes.append(dialog.note.text())
        press(qtbot, dialog, OK)

    with_dialog(qtbot, pick_base_7, window.actionMap["new"].trigger)
    qtbot.waitUntil(lambda: window.model.rules.base == 7, timeout=20000)
    assert notes == ["756 positions; the standard game is base 10."]
    assert window.model.position() == Position.start(window.model.rules)
    assert window.heatmap.cellCount() == 7 * 8 // 2 - 1
    assert "base 7" in window.positionLabel.text()


def test_preferences_change_the_palette_and_the_animation(qtbot, window):
    def choose(dialog: QDialog) -> None:
        dialog.paletteBox.setCurrentIndex(dialog.paletteBox.findData("classic"))
        dialog.unreachable.setCurrentIndex(dialog.unreachable.findData("hide"))
        dialog.animation.setValue(200)
        press(qtbot, dialog, OK)

    with_dialog(qtbot, choose, window.actionMap["preferences"].trigger)
    assert window.settings.value("palette") == "classic"
    assert window.settings.value("unreachable") == "hide"
    assert window.settings.value("animationMs") == 200
    assert not window.actionMap["colorblind"].isChecked()
    assert window.actionMap["unreachableHide"].isChecked()


def test_rules_and_shortcuts_open_and_close(qtbot, window):
    texts = []

    def read_and_close(dialog: QDialog) -> None:
        texts.append(dialog.browser.toPlainText())
        dialog.reject()

    with_dialog(qtbot, read_and_close, window.actionMap["rules"].trigger)
    # the shortcuts are on "?" too
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    with_dialog(qtbot, read_and_close, lambda: qtbot.keyClick(window, Qt.Key.Key_Question))
    assert "逆向归纳法" in texts[0]
    assert "Space" in texts[1] and "Undo" in texts[1]


def test_help_glossary_lists_every_term(qtbot, window):
    from quadace_gui.core.glossary import GLOSSARY

    texts = []

    def read_and_close(dialog: QDialog) -> None:
        texts.append(dialog.browser.toPlainText())
        dialog.reject()

    with_dialog(qtbot, read_and_close, window.actionMap["glossary"].trigger)
    assert all(t.zh in texts[0] and t.en in texts[0] for t in GLOSSARY)
    assert "关键因子" in texts[0] and "和棋" not in texts[0]
