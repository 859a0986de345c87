"""The move list: one row per ply, with first / previous / next / last buttons."""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, QModelIndex, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QStyle,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from quadace_gui.models.game_model import GameModel
from quadace_gui.models.move_list_model import MoveListModel


class MoveListPanel(QWidget):
    """Shows the game's moves; clicking a row goes to that ply. Navigation is not an edit."""

    def __init__(self, game: GameModel, parent: QWidget | None = None):
        super().__init__(parent)
        self.game = game
        self.model = MoveListModel(game, self)
        self.table = QTableView(self)
        self.table.setObjectName("moveTable")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # arrow keys belong to the window's navigation
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setResizeContentsPrecision(0)  # size columns by the visible rows: long games stay fast
        header.setStretchLastSection(True)
        self.table.clicked.connect(self._row_clicked)

        self.buttons: dict[str, QToolButton] = {}
        row = QHBoxLayout()
        row.addStretch(1)
        style = self.style()
        icons = QStyle.StandardPixmap
        for name, icon, slot in (
            ("first", icons.SP_MediaSkipBackward, game.first),
            ("back", icons.SP_MediaSeekBackward, game.back),
            ("forward", icons.SP_MediaSeekForward, game.forward),
            ("last", icons.SP_MediaSkipForward, game.last),
        ):
            b = QToolButton(self)
            b.setObjectName(f"nav_{name}")
            b.setIcon(style.standardIcon(icon))
            b.setIconSize(QSize(22, 22))
            b.setAutoRaise(True)
            b.setMinimumSize(36, 30)
            b.clicked.connect(slot)
            row.addWidget(b)
            self.buttons[name] = b
        row.addStretch(1)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.table, 1)
        layout.addLayout(row)

        self.retranslate()
        game.currentChanged.connect(self._sync)
        game.gameChanged.connect(self._sync)
        self._sync()

    def retranslate(self) -> None:
        """Button tooltips, column headers and cell texts in the current language."""
        for name, tip in (
            ("first", self.tr("Go to the start (Home)")),
            ("back", self.tr("One ply back (Left)")),
            ("forward", self.tr("One ply forward (Right)")),
            ("last", self.tr("Go to the last move played (End)")),
        ):
            self.buttons[name].setToolTip(tip)
            self.buttons[name].setAccessibleName(tip)
        self.model.retranslate()

    def _row_clicked(self, index: QModelIndex) -> None:
        self.game.setPly(index.row() + 1)

    def _sync(self, *_: object) -> None:
        ply, count = self.game.ply, self.game.plyCount
        self.buttons["first"].setEnabled(ply > 0)
        self.buttons["back"].setEnabled(ply > 0)
        self.buttons["forward"].setEnabled(ply < count)
        self.buttons["last"].setEnabled(ply < count)
        selection = self.table.selectionModel()
        if ply == 0:
            selection.clearSelection()
            self.table.scrollToTop()
        else:
            index = self.model.index(ply - 1, 0)
            selection.select(
                index,
                QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
            )
            self.table.scrollTo(index)
