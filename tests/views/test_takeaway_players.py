"""Game > Players… (Ctrl+M) on every take-away game of the registry, as a person uses it: the key opens
the Players dialog QuadAce uses, a computer chosen there for B answers the person's move, and the seat
boxes under the board follow the dialog (one controller). Parametrised over the registry: a new game is
tested here by adding its registry line."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox

from quadace_gui.core.games.plugin import PLUGINS
from quadace_gui.core.games.takeaway import MoveVerdict, make_game
from quadace_gui.core.position import Side
from quadace_gui.models.match import SideSetup
from quadace_gui.views.players_dialog import PlayersDialog

from .take_clicks import click_a_move

TAKEAWAY_KEYS = sorted(key for key in PLUGINS if key != "quadace")
CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture(autouse=True)
def _never_block(never_block_on_questions):
    """Every test here answers "Discard" to a question box."""


def with_dialog(act, trigger):
    """Run ``trigger`` (which opens a modal dialog) and let ``act`` work the dialog once it is up."""
    seen = []

    def work():
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog):
            QTimer.singleShot(10, work)
            return
        seen.append(dialog)
        act(dialog)

    QTimer.singleShot(0, work)
    trigger()
    return seen


def click_button(dialog, which):
    QTest.mouseClick(dialog.buttons.button(which), Qt.MouseButton.LeftButton)


def choose(dialog, side, kind, skill=None):
    box = dialog.sides[side]
    box.kindBox.setCurrentIndex(box.kindBox.findData(kind))
    if skill is not None:
        box.skillSlider.setValue(skill)


def open_game(window, key):
    window.answers.setSwitchedOff(False)
    page = window.openTakeAway(make_game(key))
    page.match.setAnimationMs(0)
    page.match.setSeed(3)
    return page, page.model


@pytest.mark.parametrize("key", TAKEAWAY_KEYS)
def test_ctrl_m_opens_the_players_dialog_and_the_computer_answers(qtbot, window, key):
    page, m = open_game(window, key)
    assert window.actionMap["players"].isEnabled()

    def b_perfect(dialog):
        assert isinstance(dialog, PlayersDialog)  # QuadAce's dialog, on this page's seats
        assert [dialog.sides[s].kindBox.currentData() for s in Side] == ["person", "person"]
        kinds = dialog.sides[Side.B].kindBox
        texts = [kinds.itemText(i) for i in range(kinds.count())]
        assert not any("make 10" in text for text in texts)  # the simple strategy in this game's words
        assert "Undo takes back one move" in dialog.note.text()
        choose(dialog, Side.B, "perfect")
        click_button(dialog, QDialogButtonBox.StandardButton.Ok)

    seen = with_dialog(b_perfect, lambda: qtbot.keyClick(window, Qt.Key.Key_M, CTRL))
    assert len(seen) == 1 and not seen[0].isVisible()
    assert page.match.kind("B") == "perfect" and page.seatBoxes["B"].currentData() == "perfect"
    assert page.match.kind("A") == "person" and m.plyCount == 0  # A (a person) to move: nothing played
    click_a_move(qtbot, page)
    qtbot.waitUntil(lambda: m.plyCount == 2, timeout=10000)  # the computer answered
    assert m.verdict(2) is MoveVerdict.BEST and m.sideToMove() == "A"


@pytest.mark.parametrize("key", TAKEAWAY_KEYS)
def test_the_seat_boxes_and_the_dialog_agree(qtbot, window, key):
    page, m = open_game(window, key)
    page.match.setPause(60_000)  # (the computer seated below would wait a minute before moving)
    box = page.seatBoxes["A"]
    box.setCurrentIndex(box.findData("random"))
    box.activated.emit(box.currentIndex())  # chosen under the board

    def skill_for_b(dialog):
        assert dialog.sides[Side.A].kindBox.currentData() == "random"  # the dialog shows the seat
        choose(dialog, Side.B, "skill", 40)
        click_button(dialog, QDialogButtonBox.StandardButton.Ok)

    with_dialog(skill_for_b, window.actionMap["players"].trigger)
    assert page.match.setup().b == SideSetup("skill", 40)
    shown = page.seatBoxes["B"]
    assert shown.currentData() == "skill" and "40 %" in shown.currentText()  # the box names the skill

    def cancel(dialog):
        choose(dialog, Side.A, "perfect")
        click_button(dialog, QDialogButtonBox.StandardButton.Cancel)

    with_dialog(cancel, window.actionMap["players"].trigger)
    assert page.match.kind("A") == "random" and box.currentData() == "random"  # Cancel kept the seats
    # OK let the computer at A play at once; the skill player at B now takes its (minute's) pause
    assert m.plyCount == 1 and page.match.isThinking() and page.match.computerSide() is Side.B
