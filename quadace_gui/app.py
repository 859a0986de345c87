"""QApplication set-up: names, icon, style, translations; and ``run_app``, the GUI entry point."""

from __future__ import annotations

import argparse
import sys
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTimer, QTranslator
from PySide6.QtWidgets import QApplication, QWidget

from quadace_gui import __version__
from quadace_gui.core.errors import QuadAceError, RulesError
from quadace_gui.core.position import Position
from quadace_gui.core.rules import Rules
from quadace_gui.core.solver import SolvedTable
from quadace_gui.models import autosave
from quadace_gui.models.autosave import Autosave
from quadace_gui.models.game_model import MAX_APP_BASE
from quadace_gui.resources import app_icon, resource_path
from quadace_gui.texts import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from quadace_gui.views.main_window import MainWindow

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


# Texts of Qt's own file dialog that Qt's translation (qtbase_zh_CN.qm) misses: Qt 6 wrote them with
# shortcut marks (&Look in:) its translation does not have, or moved them to a new context. They are
# translated in the app's own file, searched first (audit item 12: Look in, Folder in English).
QT_DIALOG_TEXTS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File Folder"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "%1 File"),
)


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


def _open_request(argv: list[str]) -> tuple[Rules, Path | None, Position | None]:
    """What the command line asks the app to open: ``[RULE OPTIONS] [GAME_FILE | POSITION]``, the rule
    options being the commands' own (``--rules PRESET``, ``--base``, ``--hands``, ``--op``, ``--goal``,
    ``--start``).

    Raises QuadAceError (bad rules or position) or SystemExit (argparse usage error).
    """
    from quadace_gui.cli.output import UsageError
    from quadace_gui.cli.rules_args import add_rules_arguments, rules_from

    parser = argparse.ArgumentParser(prog="quadace", description="Open the QuadAce app.")
    add_rules_arguments(parser)
    parser.add_argument(
        "target", nargs="?", help="a saved game (.json), a lesson (.toml) or a position such as 1136"
    )
    args = parser.parse_args(argv)
    try:
        rules = rules_from(args)
    except UsageError as exc:
        raise RulesError("{problem}", problem=str(exc)) from None
    if rules.base > MAX_APP_BASE:
        raise RulesError(
            "the app plays bases 2 to {limit}; analyse base {base} with the command line,"
            " for example: quadace solve --base {base}",
            limit=MAX_APP_BASE,
            base=rules.base,
        )
    if args.target is None:
        return rules, None, None
    if args.target.endswith(".json") or Path(args.target).is_file():
        return rules, Path(args.target), None
    return rules, None, Position.parse(args.target, rules)


def _open_in(window: MainWindow, rules: Rules, path: Path | None, position: Position | None) -> None:
    """Open what the command line asked for, once the window is up (errors show as dialogs)."""
    from quadace_gui.views.lesson_driver import is_lesson_file

    if path is not None and is_lesson_file(path):
        window.openLessonPath(path)  # a lesson file given on the command line
    elif path is not None:
        window.loadFile(path)
    elif position is not None:
        window.withTable(position.rules, partial(_start_fresh, window, position))
    elif rules != window.model.rules:
        window.withTable(rules, partial(_start_fresh, window, None))


def _start_fresh(window: MainWindow, position: Position | None, table: SolvedTable) -> None:
    """Start at ``position`` (None: the start of ``table``'s rules) as if the app had opened there:
    Undo does not lead back to the default game."""
    if position is None:
        window.model.newGame(table)
    else:
        window.model.setUpPosition(position, table)
    window.model.undoStack.clear()


def delete_now(window: QWidget) -> None:
    """Tear ``window`` down while the application still exists. ``deleteLater`` alone waits for an
    event loop that has ended (or, in the self-test, never ran), and a window left to interpreter
    exit is destroyed in an order that can crash PySide."""
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


def open_window(
    rules: Rules,
    path: Path | None = None,
    position: Position | None = None,
    autosave_folder: Path | None = None,
) -> tuple[MainWindow, Autosave]:
    """Show the main window with autosave on; once the event loop runs, offer back a game a crash or
    a kill lost, else open what the command line asked for."""
    from quadace_gui.models.settings import Settings
    from quadace_gui.views.main_window import MainWindow

    app = QCoreApplication.instance()
    assert app is not None
    settings = Settings()
    window = MainWindow(settings=settings, setLanguage=partial(install_translation, app))
    saver = Autosave(window.model, autosave_folder, window)
    saver.failed.connect(partial(_recovery_off, window))
    window.show()
    QTimer.singleShot(0, partial(_first_steps, window, saver, rules, path, position))
    return window, saver


def _recovery_off(window: MainWindow, reason: str) -> None:
    """Say once (the status bar; the log has it too) that a crash would lose the game."""
    text = QCoreApplication.translate(
        "MainWindow", "Crash recovery is off: the game cannot be autosaved (%1)."
    ).replace("%1", reason)
    window.statusBar().showMessage(text, 15000)


def _first_steps(
    window: MainWindow, saver: Autosave, rules: Rules, path: Path | None, position: Position | None
) -> None:
    found = []
    for candidate in autosave.orphans(saver.folder):  # newest first
        try:
            found.append(autosave.read(candidate))
        except (QuadAceError, OSError):
            continue  # kept: nothing is deleted that was not offered
    chosen, discarded = window.offerRestore(found)
    autosave.remove([item.path for item in discarded])
    if chosen is None:
        _open_in(window, rules, path, position)
        return
    # The orphan goes only once the restored game is in this process's own autosave.
    window.showQuadAce()
    window.session.restore(chosen, partial(saver.claim, chosen.path))


def close_window(window: MainWindow, saver: Autosave) -> None:
    """A clean end: no solve left running, the autosave removed, the window torn down."""
    # A solve may have started after the window closed (a command-line base opened just as it closed).
    window.stopSolving()
    saver.discard()
    delete_now(window)


def run_app(argv: list[str] | None = None) -> int:
    """Open the main window (optionally on a game file or a position) and run the event loop."""
    argv = list(argv or [])
    if "--game" in argv or any(a.startswith("--game=") for a in argv):
        return _run_takeaway(argv)
    try:
        rules, path, position = _open_request(argv)
    except QuadAceError as exc:
        print(f"quadace: error: {exc}", file=sys.stderr)
        return 2
    app = create_application()
    window, saver = open_window(rules, path, position)
    code = app.exec()
    close_window(window, saver)
    del window, saver
    return int(code)


def _run_takeaway(argv: list[str]) -> int:
    """``quadace --game nim|bash|wythoff|subtraction [game options] [POSITION]``: the main window on
    that game's page."""
    from quadace_gui.cli.app_request import _parser
    from quadace_gui.cli.game_args import game_from, wants_game
    from quadace_gui.cli.output import UsageError

    try:
        ns = _parser().parse_args(argv)
        wants_game(ns)
        game, heaps = game_from(ns, ns.target)
    except (QuadAceError, UsageError) as exc:
        print(f"quadace: error: {exc}", file=sys.stderr)
        return 2
    app = create_application()
    window, saver = open_window(Rules())
    page = window.openTakeAway(game)
    if heaps != game.start:
        page.model.jumpTo(heaps)
        page.model.undoStack.clear()
    code = app.exec()
    close_window(window, saver)
    del window, saver, page
    return int(code)
