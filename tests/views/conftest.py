"""Fixtures shared by the window tests: the main window as a person meets it, animations off."""

from __future__ import annotations

from functools import partial

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from quadace_gui.app import install_translation
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
    w = MainWindow(GameModel(), settings, setLanguage=partial(install_translation, QApplication.instance()))
    # pytest-qt closes its widgets before fixtures tear down: a game changed by the test must be marked
    # clean before that close, or the "save changes?" box would block the run (a test that played a
    # move without the never_block_on_questions fixture hung at its end).
    qtbot.addWidget(w, before_close_func=lambda w: w.model.undoStack.setClean())
    w.resize(1400, 900)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.model.undoStack.setClean()  # no "save changes?" prompt when the test closes it
    page = w.madePage()
    if page is not None:  # nor for a take-away game shown in it
        page.model.undoStack.setClean()


@pytest.fixture
def no_dialogs(monkeypatch):
    """Record message boxes instead of showing them (a modal dialog would block the test): a list
    of (kind, text, text format) with kind "critical", "warning" or "information"."""
    shown: list[tuple[str, str, object]] = []
    kinds = {
        QMessageBox.Icon.Critical: "critical",
        QMessageBox.Icon.Warning: "warning",
        QMessageBox.Icon.Information: "information",
    }

    def exec_(box):
        shown.append((kinds.get(box.icon(), "other"), box.text(), box.textFormat()))
        return int(QMessageBox.StandardButton.Ok)

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    return shown


@pytest.fixture
def takeaway(qtbot):
    """The main window showing a take-away game (``make(game, size=None)`` returns the window; ``size``
    resizes it first); each left out of presentation, its game marked saved, closed at the end."""
    from quadace_gui.models.settings import Settings
    from quadace_gui.views.main_window import MainWindow

    made = []

    def make(game, size=None):
        settings = Settings()
        settings.setValue("animationMs", 0)
        w = MainWindow(settings=settings)
        w.show()
        qtbot.waitExposed(w)
        if size is not None:
            w.resize(*size)
        w.openTakeAway(game)
        made.append(w)
        return w

    yield make
    for w in made:
        w.presentation.leave()
        w.madePage().model.undoStack.setClean()
        w.close()
        w.deleteLater()
