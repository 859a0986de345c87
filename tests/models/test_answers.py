"""The answers gate: one switch, a finished game shows its verdicts, a reveal lasts one position."""

from __future__ import annotations

from quadace_gui.core.position import Move, Position
from quadace_gui.models.answers import Answers
from quadace_gui.models.game_model import GameModel
from quadace_gui.models.settings import ANSWERS_HIDDEN, Settings


def test_switch_reveal_and_finished_game(qtbot, tmp_path):
    from PySide6.QtCore import QSettings

    settings = Settings(store=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    model = GameModel()
    answers = Answers(model, settings)
    assert not answers.hidden()
    with qtbot.waitSignal(answers.changed):
        answers.setSwitchedOff(True)
    assert answers.hidden() and settings.get(ANSWERS_HIDDEN)
    answers.reveal()
    assert not answers.hidden()
    model.playMove(Move(1, 1))  # another position: hidden again
    assert answers.hidden()
    # A finished position shows its answers even with the switch on.
    model.jumpTo(Position.parse("0,0/1,2:B"))
    assert model.position().is_over
    assert not answers.hidden()
    answers.setSwitchedOff(False)
    assert not answers.hidden()


def test_a_held_quiz_hides_whatever_the_switch_says(qtbot, tmp_path):
    from PySide6.QtCore import QSettings

    settings = Settings(store=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    model = GameModel()
    answers = Answers(model, settings)
    with qtbot.waitSignal(answers.changed):
        answers.setHeld(True)
    assert answers.hidden() and not answers.switchedOff()
    model.jumpTo(Position.parse("0,0/1,2:B"))  # even a finished game stays hidden while held
    assert answers.hidden()
    answers.setHeld(False)
    assert not answers.hidden()
