"""Shared test set-up: offscreen Qt, and preferences kept in a temporary folder for every test."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def _isolated_settings(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> None:
    """Point QSettings at a fresh folder so tests never read or write the user's preferences."""
    if "qapp" not in request.fixturenames and "qtbot" not in request.fixturenames:
        return
    from PySide6.QtCore import QCoreApplication, QSettings

    folder = tmp_path_factory.mktemp("settings")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    QCoreApplication.setOrganizationName("QuadAceTests")
    QCoreApplication.setApplicationName("QuadAceTests")


@pytest.fixture(autouse=True)
def _no_window_left_shown(request: pytest.FixtureRequest) -> Iterator[None]:
    """Hide every window a Qt test left shown (a dialog the window opened, such as the scorecard at the
    end of a game, outlives the window's close until the window is deleted, which may be many tests
    later). Under the offscreen platform a pointer move (``qtbot.mouseMove``) goes to the first shown
    window under the point, so a dialog left over from an earlier test of the same worker took the
    moves of a later test: its board saw no hover (the hidden-answers test of the take-away window
    failed whenever xdist had run the scorecard test before it in its worker)."""
    yield
    if "qapp" not in request.fixturenames and "qtbot" not in request.fixturenames:
        return
    from PySide6.QtWidgets import QApplication

    for widget in QApplication.topLevelWidgets():
        if widget.isVisible():
            widget.hide()  # (not close(): no "save changes?" question at the end of a test)
