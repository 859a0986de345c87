"""QApplication set-up: names, icon, style, translations; and ``run_app``, the GUI entry point."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTimer, QTranslator
from PySide6.QtWidgets import QApplication

from quadace_gui import __version__
from quadace_gui.resources import app_icon, resource_path

ORGANIZATION = "QuadAce"
APPLICATION = "QuadAce"
#: Languages with a translation shipped in resources/translations (English is the source language).
LANGUAGES = ("en", "zh_CN")

_translators: list[QTranslator] = []


def create_application(argv: list[str] | None = None) -> QApplication:
    """The QApplication with organisation/app names set (so ``QSettings()`` works everywhere)."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication([sys.argv[0], *(argv or [])])
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)
    QCoreApplication.setApplicationVersion(__version__)
    app.setApplicationDisplayName("QuadAce")
    app.setDesktopFileName("quadace")
    app.setWindowIcon(app_icon())
    from quadace_gui.models.settings import Settings

    install_translation(app, Settings().value("language"))
    return app


def resolve_language(language: str) -> str:
    """``"system"`` becomes the system language if we ship it, else English."""
    if language != "system":
        return language if language in LANGUAGES else "en"
    for name in QLocale.system().uiLanguages():
        code = name.replace("-", "_")
        if code.startswith("zh") and not any(t in code for t in ("TW", "HK", "Hant")):
            return "zh_CN"
        if code.startswith("en"):
            return "en"
    return "en"


def install_translation(app: QCoreApplication, language: str) -> bool:
    """Load the app's (and Qt's own) translation for ``language``; returns whether one was loaded.

    English needs no file. Any previously installed QuadAce translation is removed first, so switching
    languages at run time works (widgets get a LanguageChange event and retranslate).
    """
    for old in _translators:
        app.removeTranslator(old)
    _translators.clear()
    code = resolve_language(language)
    if code == "en":
        return True
    ours = QTranslator(app)
    if not ours.load(str(resource_path("translations", f"quadace_{code}.qm"))):
        return False
    qt = QTranslator(app)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt.load(f"qtbase_{code}", qt_dir) or qt.load(str(resource_path("translations", f"qtbase_{code}.qm"))):
        app.installTranslator(qt)
        _translators.append(qt)
    app.installTranslator(ours)
    _translators.append(ours)
    return True


def run_app(argv: list[str] | None = None) -> int:
    """Open the main window (optionally on a game file given in ``argv``) and run the event loop."""
    argv = list(argv or [])
    app = create_application(argv)
    from quadace_gui.views.main_window import MainWindow

    window = MainWindow()
    window.show()
    files = [a for a in argv if not a.startswith("-") and Path(a).suffix == ".json"]
    if files:
        QTimer.singleShot(0, lambda: window.loadFile(Path(files[0])))
    code = app.exec()
    # Tear the window down while the application still exists (avoids crashes at interpreter exit).
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, 0)
    del window
    return int(code)
