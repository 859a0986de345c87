"""Fixtures shared by the window tests: the main window as a person meets it, animations off."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from quadace_gui.models.game_model import GameModel
from quadace_gui.models.settings import Settings
from quadace_gui.views.main_window import MainWindow


@pytest.fixture
def never_block_on_questions(monkeypatch):
    """A question box left open would block the test run: answer "Discard" to every one."""
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)


@pytest.fixture
def window(qtbot):
    """The main window on the standard game, shown at a desktop size, with animations off."""
    settings = Settings()
    settings.setValue("animationMs", 0)
    w = MainWindow(GameModel(), settings)
    qtbot.addWidget(w)
    w.resize(1400, 900)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.model.undoStack.setClean()  # no "save changes?" prompt when the test closes it
