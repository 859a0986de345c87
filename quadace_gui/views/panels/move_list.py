"""The move list: one row per ply, with first / previous / next / last buttons."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QEvent, QItemSelectionModel, QModelIndex, QSize, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QStyle,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from quadace_gui.models.move_list_model import COLUMNS, MoveListModel
from quadace_gui.views.palette import value_color

from . import PanelContext

#: The column that takes the spare width, and gives it up first when the panel is narrow (its text is
#: then elided; the tooltip has it whole): the Result column.
_ELASTIC = COLUMNS.index("value")
#: The least width of that column, in characters.
_ELASTIC_CHARS = 6


def _colour(palette: str, value: int) -> QColor:
    return value_color(value, palette=palette).darker(115)


class MoveListPanel(QWidget):
    """Shows the game's moves; clicking a row goes to that ply. Navigation is not an edit.

    Every column stays in view however narrow the dock gets (no horizontal scrolling): the panel
    cannot be made narrower than its columns need, and the Hands column gives up width first.
    """

    def __init__(self, ctx: PanelContext, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("moveListPanel")
        self.ctx = ctx
        self.game = game = ctx.model
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
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(_ELASTIC, QHeaderView.ResizeMode.Stretch)
        header.setResizeContentsPrecision(0)  # size columns by the visible rows: long games stay fast
        header.setStretchLastSection(False)
        header.setMinimumSectionSize(24)
        header.sectionResized.connect(self._columns_resized)
        self.table.clicked.connect(self._row_clicked)

        # The draw by repetition of the game, if any: stays in view (the status bar forgets it).
        self.cycleNote = QLabel(self)
        self.cycleNote.setObjectName("moveListCycle")
        self.cycleNote.setWordWrap(True)
        self.cycleNote.setTextFormat(Qt.TextFormat.PlainText)
        self.cycleNote.hide()

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
        layout.addWidget(self.cycleNote)
        layout.addLayout(row)

        self.retranslate()
        game.currentChanged.connect(self._sync)
        game.gameChanged.connect(self._sync)
        ctx.settings.changed.connect(self._setting_changed)
        self._setting_changed("palette")
        self._sync()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _setting_changed(self, name: str) -> None:
        if name == "palette":
            self.model.setColour(partial(_colour, self.ctx.settings.value("palette")))

    def _columns_resized(self, column: int, _old: int, _new: int) -> None:
        """The panel's least width follows what the columns sized to their contents need."""
        if column == _ELASTIC:
            return
        header = self.table.horizontalHeader()
        need = sum(header.sectionSize(c) for c in range(len(COLUMNS)) if c != _ELASTIC)
        need += self.table.fontMetrics().averageCharWidth() * _ELASTIC_CHARS + self.table.frameWidth() * 2
        need += self.table.verticalScrollBar().sizeHint().width()
        if need != self.table.minimumWidth():
            self.table.setMinimumWidth(need)

    def columnsInView(self) -> bool:
        """Whether every column is wholly inside the table's viewport (nothing hidden to the right)."""
        header = self.table.horizontalHeader()
        last = len(COLUMNS) - 1
        return (
            header.sectionViewportPosition(last) + header.sectionSize(last) <= self.table.viewport().width()
        )

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
        self.cycleNote.setText(self.model.cycleText())

    def _row_clicked(self, index: QModelIndex) -> None:
        self.game.setPly(index.row() + 1)

    def _sync(self, *_: object) -> None:
        text = self.model.cycleText()
        self.cycleNote.setText(text)
        self.cycleNote.setVisible(bool(text))
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
