"""The question after a crash: which of the games that earlier runs lost to bring back.

One lost game is one Yes/No question; several (two windows killed together, say) are a list, each row
with when it was written, its rules, its moves and its file. Restore brings back the chosen one; the
others stay on disk and are offered again next time. Discard removes every game listed. Closing the
dialog keeps them all.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from quadace_gui.models.autosave import Recovered
from quadace_gui.texts import rules_name


class Answer(Enum):
    RESTORE = "restore"
    DISCARD = "discard"
    KEEP = "keep"


def describe(found: Recovered) -> str:
    """One lost game in a line: its time, rules, moves and file."""
    moment = QDateTime.fromSecsSinceEpoch(int(found.when))
    when = QLocale().toString(moment, QLocale.FormatType.ShortFormat)
    text = (
        QCoreApplication.translate("Recovery", "%1: %2, %3 moves")
        .replace("%1", when)
        .replace("%2", rules_name(found.record.rules))
        .replace("%3", str(len(found.record)))
    )
    if found.file is not None:
        text += " " + QCoreApplication.translate("Recovery", "(%1)").replace("%1", found.file.name)
    return text


def ask_one(parent: QWidget | None, found: Recovered) -> Answer:
    """The Yes/No question for one lost game (No discards it)."""
    answer = QMessageBox.question(
        parent,
        QCoreApplication.translate("MainWindow", "Restore game"),
        QCoreApplication.translate(
            "MainWindow",
            "QuadAce did not close properly last time. Restore the game that was being played (%1 moves)?",
        ).replace("%1", str(len(found.record)))
        + "\n\n"
        + describe(found),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.Yes,
    )
    return Answer.RESTORE if answer == QMessageBox.StandardButton.Yes else Answer.DISCARD


class RecoveryDialog(QDialog):
    """The list of several lost games (see the module's text)."""

    def __init__(self, found: list[Recovered], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.found = found
        self.answer = Answer.KEEP
        self.setWindowTitle(QCoreApplication.translate("Recovery", "Restore a game"))
        layout = QVBoxLayout(self)
        label = QLabel(
            QCoreApplication.translate(
                "Recovery",
                "QuadAce did not close properly; %1 games were being played. Restore one of them? "
                "The others are kept and offered again next time.",
            ).replace("%1", str(len(found)))
        )
        label.setWordWrap(True)
        layout.addWidget(label)
        self.list = QListWidget()
        for item in found:
            row = QListWidgetItem(describe(item))
            row.setData(Qt.ItemDataRole.UserRole, str(item.path))
            self.list.addItem(row)
        self.list.setCurrentRow(0)
        self.list.itemDoubleClicked.connect(lambda _item: self._finish(Answer.RESTORE))
        layout.addWidget(self.list)
        buttons = QDialogButtonBox()
        self.restoreButton = QPushButton(QCoreApplication.translate("Recovery", "Restore"))
        self.discardButton = QPushButton(QCoreApplication.translate("Recovery", "Discard All"))
        self.keepButton = QPushButton(QCoreApplication.translate("Recovery", "Not Now"))
        buttons.addButton(self.restoreButton, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.discardButton, QDialogButtonBox.ButtonRole.DestructiveRole)
        buttons.addButton(self.keepButton, QDialogButtonBox.ButtonRole.RejectRole)
        self.restoreButton.clicked.connect(lambda: self._finish(Answer.RESTORE))
        self.discardButton.clicked.connect(lambda: self._finish(Answer.DISCARD))
        self.keepButton.clicked.connect(lambda: self._finish(Answer.KEEP))
        self.restoreButton.setDefault(True)
        layout.addWidget(buttons)

    def _finish(self, answer: Answer) -> None:
        self.answer = answer
        self.accept() if answer is not Answer.KEEP else self.reject()

    def chosen(self) -> Recovered | None:
        row = self.list.currentRow()
        return self.found[row] if 0 <= row < len(self.found) else None


def ask(parent: QWidget | None, found: list[Recovered]) -> tuple[Recovered | None, list[Recovered]]:
    """Which lost game to restore (or None) and which to discard; the rest is kept for next time."""
    if not found:
        return None, []
    if len(found) == 1:
        answer = ask_one(parent, found[0])
        return (found[0], []) if answer is Answer.RESTORE else (None, list(found))
    dialog = RecoveryDialog(found, parent)
    dialog.exec()
    if dialog.answer is Answer.DISCARD:
        return None, list(found)
    if dialog.answer is Answer.RESTORE:
        return dialog.chosen(), []
    return None, []
