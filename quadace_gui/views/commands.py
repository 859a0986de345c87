"""The main window's commands that only show things or ask the user (recent files, a lost game, export,
clipboard, help): a mixin of :class:`~quadace_gui.views.main_window.MainWindow`, kept apart so the window
module stays about building and wiring. ``self.tr`` still translates in the window's context.
"""

from __future__ import annotations

import html
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QFileDialog, QMainWindow, QMessageBox

from quadace_gui import __version__
from quadace_gui.core.glossary import ARTICLES, GLOSSARY
from quadace_gui.models import autosave

from .dialogs import PreferencesDialog, TextDialog, show_message


def glossary_html() -> str:
    """Help > Glossary: every term in English and Chinese with its meaning and the article it is from."""
    esc = html.escape
    headers = (
        QCoreApplication.translate("MainWindow", "English"),
        QCoreApplication.translate("MainWindow", "Chinese"),
        QCoreApplication.translate("MainWindow", "Meaning"),
        QCoreApplication.translate("MainWindow", "Article"),
    )
    head = "".join(f"<th align='left'>{esc(h)}</th>" for h in headers)
    rows = "".join(
        f"<tr><td>{esc(t.en)}</td><td><b>{esc(t.zh)}</b></td>"
        f"<td>{esc(t.meaning_en)}<br>{esc(t.meaning_zh)}</td><td>{esc(t.source or '—')}</td></tr>"
        for t in GLOSSARY
    )
    sources = "".join(f"<li>{esc(key)}: {esc(title)}</li>" for key, title in ARTICLES.items())
    intro = QCoreApplication.translate(
        "MainWindow",
        "The words QuadAce uses, in English and in Chinese. Where an article is named, the Chinese word "
        "is that article's own.",
    )
    return (
        f"<p>{esc(intro)}</p><table cellspacing='0' cellpadding='4' border='1'>"
        f"<tr>{head}</tr>{rows}</table><ul>{sources}</ul>"
    )


if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu

    from quadace_gui.models.autoplay import AutoPlayer
    from quadace_gui.models.game_model import GameModel
    from quadace_gui.models.session import Session
    from quadace_gui.models.settings import Settings

    from .actions import ActionSet
    from .game_view import GameView
    from .heatmap import OutcomeHeatmap


@contextmanager
def busy_cursor() -> Iterator[None]:
    """The wait cursor while a long step runs on the GUI thread, restored however it ends."""
    QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        yield
    finally:
        QApplication.restoreOverrideCursor()


if TYPE_CHECKING:
    _Window = QMainWindow
else:
    _Window = object  # a mixin: the app has one QMainWindow subclass, the main window


class WindowCommands(_Window):
    """Slots of the action table that show or ask (a mixin of the main window, which provides the
    attributes below)."""

    model: GameModel
    settings: Settings
    session: Session
    autoplayer: AutoPlayer
    actionSet: ActionSet
    recentMenu: QMenu
    game: GameView

    @property
    def heatmap(self) -> OutcomeHeatmap:
        raise NotImplementedError

    def maybeSave(self) -> bool:
        raise NotImplementedError

    def loadFile(self, path: Path) -> bool:
        raise NotImplementedError

    def _fill_recent(self) -> None:
        self.recentMenu.clear()
        files = self.session.recentFiles()
        for i, name in enumerate(files, 1):
            action = self.recentMenu.addAction(f"&{i} {Path(name).name}")
            action.setToolTip(name)
            action.triggered.connect(lambda _=False, n=name: self._open_recent(n))
        if not files:
            self.recentMenu.addAction(
                QCoreApplication.translate("MainWindow", "(no recent games)")
            ).setEnabled(False)

    def _open_recent(self, name: str) -> None:
        self.autoplayer.stop()
        if not self.maybeSave():
            return
        if not Path(name).exists():
            self.session.forgetRecent(name)
            show_message(
                self,
                QMessageBox.Icon.Warning,
                QCoreApplication.translate("MainWindow", "Cannot open game"),
                QCoreApplication.translate("MainWindow", "%1 no longer exists.").replace("%1", name),
            )
            return
        self.loadFile(Path(name))

    def offerRestore(
        self, found: list[autosave.Recovered]
    ) -> tuple[autosave.Recovered | None, list[autosave.Recovered]]:
        """Offer back the games earlier runs lost (a crash or a kill): which one to restore (None: none)
        and which the user discarded (the rest stay for next time)."""
        from .recovery_dialog import ask

        return ask(self, found)

    def exportPng(self) -> None:
        self.exportHeatmap("png")

    def exportSvg(self) -> None:
        self.exportHeatmap("svg")

    def exportHeatmap(self, kind: str) -> None:
        """File > Export: the map of the game shown (QuadAce's as PNG or SVG, a take-away game's as PNG)."""
        name = f"{self.game.exportName()}.{kind}"
        filters = {
            "png": QCoreApplication.translate("MainWindow", "PNG image (*.png)"),
            "svg": QCoreApplication.translate("MainWindow", "SVG image (*.svg)"),
        }
        path, _ = QFileDialog.getSaveFileName(
            self,
            QCoreApplication.translate("MainWindow", "Export heatmap"),
            str(self.session.lastFolder() / name),
            filters[kind],
        )
        if not path:
            return
        try:
            with busy_cursor():  # a big base takes a second to draw at slide size, on this thread
                self.game.exportMap(path, kind)
        except OSError as exc:
            show_message(
                self,
                QMessageBox.Icon.Critical,
                QCoreApplication.translate("MainWindow", "Export failed"),
                f"{path}: {exc.strerror or exc}",
            )
            return
        self.statusBar().showMessage(
            QCoreApplication.translate("MainWindow", "Exported %1").replace("%1", path), 5000
        )

    # -- clipboard (the game shown's notation) ---------------------------------------------------------
    def copyPosition(self) -> None:
        text = self.game.positionText()
        QGuiApplication.clipboard().setText(text)
        self.statusBar().showMessage(
            QCoreApplication.translate("MainWindow", "Copied %1").replace("%1", text),
            4000,
        )

    def copyGame(self) -> None:
        QGuiApplication.clipboard().setText(self.game.gameText())
        self.statusBar().showMessage(
            QCoreApplication.translate("MainWindow", "Copied the game as JSON"), 4000
        )

    def pastePosition(self) -> None:
        self.game.pastePosition(QGuiApplication.clipboard().text().strip())

    # -- help --------------------------------------------------------------------------------------
    def showPreferences(self) -> None:
        dialog = PreferencesDialog(self.settings, self)
        if dialog.exec() == PreferencesDialog.DialogCode.Accepted:
            dialog.apply()

    def showRules(self) -> None:
        TextDialog(
            QCoreApplication.translate("MainWindow", "Rules of the game"), self.rulesHtml(), self
        ).exec()

    def showGlossary(self) -> None:
        TextDialog(QCoreApplication.translate("MainWindow", "Glossary"), glossary_html(), self).exec()

    def showShortcuts(self) -> None:
        TextDialog(
            QCoreApplication.translate("MainWindow", "Keyboard shortcuts"), self.shortcutsHtml(), self
        ).exec()

    def showAbout(self) -> None:
        QMessageBox.about(
            self,
            QCoreApplication.translate("MainWindow", "About QuadAce"),
            QCoreApplication.translate(
                "MainWindow",
                "<h3>QuadAce %1</h3><p>Solves and teaches the finger game 一加一碰手 exactly, "
                "by backward induction (retrograde analysis) over every position.</p>"
                "<p>Built with Python, NumPy, Qt (PySide6) and pyqtgraph.</p>",
            ).replace("%1", __version__),
        )

    def rulesHtml(self) -> str:
        """The rules of the game shown (QuadAce's with the base being played)."""
        return self.game.rulesHtml()

    def shortcutsHtml(self) -> str:
        rows = "".join(
            f"<tr><td><b>{html.escape(keys)}</b></td><td>{html.escape(text)}</td></tr>"
            for keys, text in self.actionSet.listed()
        )
        intro = QCoreApplication.translate(
            "MainWindow",
            "<p>On the board, click one of your hands and then one of your opponent's hands to play. "
            "Escape cancels a choice.</p>",
        )
        title = QCoreApplication.translate("MainWindow", "Keyboard shortcuts")
        return f"<h2>{title}</h2>{intro}<table cellpadding='4'>{rows}</table>"
