"""The move list of a take-away game: ply, side, move, the position after it and the verdict.

A row per position of the line (row 0 is the start); clicking a row goes to that ply. Verdicts are
the model's, and are left blank while the answers are hidden.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QSize
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from quadace_gui.core.position import Side
from quadace_gui.models.answers import Answers
from quadace_gui.models.takeaway_model import TakeAwayModel, TakeVerdict
from quadace_gui.texts import side_letter
from quadace_gui.views.game_texts import move_words

VERDICT_COLOURS = {
    TakeVerdict.BEST: QColor(214, 234, 248),
    TakeVerdict.KEEPS: QColor(238, 238, 238),
    TakeVerdict.MISTAKE: QColor(250, 219, 200),
}


def verdict_text(verdict: TakeVerdict) -> str:
    texts = {
        TakeVerdict.BEST: QCoreApplication.translate("TakeAwayMoveList", "best"),
        TakeVerdict.KEEPS: QCoreApplication.translate("TakeAwayMoveList", "kept the result"),
        TakeVerdict.MISTAKE: QCoreApplication.translate("TakeAwayMoveList", "mistake"),
    }
    return texts[verdict]


class TakeAwayMoveList(QTableWidget):
    """Every move of the line; the current ply is selected."""

    def __init__(self, model: TakeAwayModel, answers: Answers, parent: QWidget | None = None) -> None:
        super().__init__(0, 5, parent)
        self.takeAway = model
        self.answers = answers
        self._filling = False
        # What each row shows: (game, position before, move, position after); a move then fills only the
        # rows of the line that changed (issue 24: a move reaches every view within a frame).
        self._rows: list[tuple[object, ...]] = []
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.verticalHeader().setVisible(False)
        header = self.horizontalHeader()
        for column in range(4):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        font = QFont(self.font())
        font.setPointSizeF(max(font.pointSizeF(), 12.0))
        self.setFont(font)
        # The headers in the table's font, from the start: in the platform's header font at first, they
        # had taken the table's after presentation mode (or any text size) and kept it (larger) after.
        header.setFont(font)
        model.lineChanged.connect(self._lineChanged)
        model.gameChanged.connect(self.rebuild)
        model.currentChanged.connect(self._select)
        answers.changed.connect(self._fill_verdicts)
        self.itemSelectionChanged.connect(self._chosen)
        self.retranslate()
        self.rebuild()

    def retranslate(self) -> None:
        self.setHorizontalHeaderLabels(
            [self.tr("Ply"), self.tr("Side"), self.tr("Move"), self.tr("Position"), self.tr("Verdict")]
        )
        self.rebuild()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def rebuild(self) -> None:
        """Fill every row again (a new game, a new language)."""
        self._rows = []
        self._lineChanged()

    def _lineChanged(self) -> None:
        """Fill the rows from the first one whose position or move changed, and drop those past the line."""
        m = self.takeAway
        game = m.game()
        rows: list[tuple[object, ...]] = [(game, None, None, m.heaps(0))] + [
            (game, m.heaps(ply - 1), m.moveAt(ply), m.heaps(ply)) for ply in range(1, m.plyCount() + 1)
        ]
        first = 0
        while first < min(len(rows), len(self._rows)) and rows[first] == self._rows[first]:
            first += 1
        self._filling = True
        self.setRowCount(len(rows))
        for ply in range(first, len(rows)):
            if ply == 0:
                cells = ["0", "", self.tr("start"), m.text(m.heaps(0))]
            else:
                side = side_letter(Side.A if m.sideToMove(ply - 1) == "A" else Side.B)
                said = move_words(game, m.heaps(ply - 1), m.moveAt(ply))
                cells = [str(ply), side, said, m.text(m.heaps(ply))]
            for column, text in enumerate(cells):
                self.setItem(ply, column, QTableWidgetItem(text))
            self.setItem(ply, 4, QTableWidgetItem(""))
        self._rows = rows
        self._filling = False
        self._fill_verdicts(first)
        self._select()

    def _fill_verdicts(self, first: int = 1) -> None:
        hidden = self.answers.hidden()
        for ply in range(max(first, 1), self.rowCount()):
            item = self.item(ply, 4)
            if item is None:
                continue
            if hidden:
                item.setText("")
                item.setBackground(QColor(0, 0, 0, 0))
            else:
                verdict = self.takeAway.verdict(ply)
                item.setText(verdict_text(verdict))
                item.setBackground(VERDICT_COLOURS[verdict])

    def verdictTexts(self) -> list[str]:
        """The verdict column as shown (for tests and the hidden-answers check)."""
        items = [self.item(r, 4) for r in range(1, self.rowCount())]
        return [item.text() for item in items if item is not None]

    def _select(self, *_: object) -> None:
        ply = self.takeAway.ply()
        if 0 <= ply < self.rowCount():
            self._filling = True
            self.selectRow(ply)
            self._filling = False
            item = self.item(ply, 0)
            if item is not None:
                self.scrollToItem(item)

    def _chosen(self) -> None:
        if self._filling:
            return
        rows = {index.row() for index in self.selectedIndexes()}
        if len(rows) == 1:
            self.takeAway.setPly(rows.pop())

    def sizeHint(self) -> QSize:  # a narrow column beside the board
        hint = super().sizeHint()
        hint.setWidth(360)
        return hint
