"""Shared test set-up: offscreen Qt, and preferences kept in a temporary folder for every test."""

from __future__ import annotations

import os

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
