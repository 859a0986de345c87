"""The move list: the game's moves with their variations indented, and first / previous / next / last
buttons. Clicking a move goes there (into its line); the context menu promotes or deletes a variation.
The one move list of every game: it takes any :class:`~quadace_gui.models.move_list_game.MoveListGame`
(QuadAce's main window and the take-away page both show it); the words of its rows are the game's.

The columns are fitted to the panel's width by the panel itself, so the ones that matter stay whole
at any width, however the window was resized before: the ply, the move and the verdict get what
their text needs first; the player and the hands columns come next and the Result column takes what
is left. A page may have the panel ask to be wide enough for every column whole (up to a share of
the window, :attr:`MoveListPanel.wholeShare`), so at the usual text sizes nothing is elided; when it
is narrower, the tooltip has the Result whole.
"""

from __future__ import annotations

from functools import partial
from typing import Generic

from PySide6.QtCore import QEvent, QItemSelectionModel, QModelIndex, QObject, QPoint, QSize, Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QStyle,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from quadace_gui.core.variations import M, P
from quadace_gui.models.answers import Answers
from quadace_gui.models.move_list_game import MoveListGame
from quadace_gui.models.move_list_model import COLUMNS, MoveListModel
from quadace_gui.models.settings import Settings
from quadace_gui.views.palette import value_color

#: The columns that always get the width their text needs, in the order they get it.
_WHOLE = (COLUMNS.index("verdict"), COLUMNS.index("move"), COLUMNS.index("ply"))
#: The columns that come next, and give up width (down to a few characters) when the panel is narrow.
_SOFT = (COLUMNS.index("player"), COLUMNS.index("position"))
#: The column that takes the rest: the Result column.
_ELASTIC = COLUMNS.index("value")
#: The least width of the soft and elastic columns, in characters.
_LEAST_CHARS = 3


def _colour(palette: str, value: int) -> QColor:
    return value_color(value, palette=palette).darker(115)


class MoveListPanel(QWidget, Generic[M, P]):
    """Shows the game's moves; clicking a row goes to that move. Navigation is not an edit; going to
    a move of another line is (undoable), like promoting or deleting a variation."""

    #: The most of the window's width the panel asks for to show every column whole (0: it asks only
    #: for the ply, move and verdict columns and the least of the others; the take-away page sets it).
    wholeShare = 0.0

    def __init__(
        self, game: MoveListGame[M, P], settings: Settings, answers: Answers, parent: QWidget | None = None
    ):
        super().__init__(parent)
        self.setObjectName("moveListPanel")
        self.settings = settings
        self.game = game
        self.model = MoveListModel(game, self, answers=answers)
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
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._context_menu)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setStretchLastSection(False)
        header.setMinimumSectionSize(4)
        header.setResizeContentsPrecision(0)  # size columns by the visible rows: long games stay fast
        header.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.clicked.connect(self._row_clicked)
        # Fitting the columns reads the visible rows: once per turn of the event loop, however many
        # rows changed in it.
        self._fit_timer = QTimer(self)
        self._fit_timer.setSingleShot(True)
        self._fit_timer.setInterval(0)
        self._fit_timer.timeout.connect(self.fitColumns)
        self.table.viewport().installEventFilter(self)
        for signal in (
            self.model.rowsInserted,
            self.model.rowsRemoved,
            self.model.modelReset,
            self.model.dataChanged,
            self.model.headerDataChanged,
        ):
            signal.connect(self._fit_soon)
        self.table.verticalScrollBar().valueChanged.connect(self._fit_soon)
        # What each row's cells need, kept until the row changes: a move re-measures the rows it
        # touched, not every row in view (each cell asks the model a dozen questions).
        self._cell_widths: dict[object, tuple[int, ...]] = {}
        self.model.dataChanged.connect(self._forget_widths)
        for signal in (self.model.modelReset, self.model.headerDataChanged, self.model.layoutChanged):
            signal.connect(self._cell_widths.clear)

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
        game.historyChanged.connect(self._sync)
        settings.changed.connect(self._setting_changed)
        self._setting_changed("palette")
        self._sync()
        self.fitColumns()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.FontChange):
            self.retranslate()
        super().changeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self.fitColumns()  # at once: the columns never show a frame at the old widths
        return super().eventFilter(watched, event)

    def _setting_changed(self, name: str) -> None:
        if name == "palette":
            self.model.setColour(partial(_colour, self.settings.value("palette")))

    # -- columns -----------------------------------------------------------------------------------
    def _fit_soon(self, *_: object) -> None:
        self._fit_timer.start()

    def _forget_widths(self, top: QModelIndex, bottom: QModelIndex, *_: object) -> None:
        rows = range(top.row(), bottom.row() + 1)
        if len(rows) >= len(self._cell_widths):
            self._cell_widths.clear()
            return
        for row in rows:
            self._cell_widths.pop(self.model.nodeAt(row), None)

    def _rowWidths(self, row: int) -> tuple[int, ...]:
        node = self.model.nodeAt(row)
        widths = self._cell_widths.get(node)
        if widths is None:
            hint = self.table.sizeHintForIndex
            widths = tuple(hint(self.model.index(row, c)).width() for c in range(len(COLUMNS)))
            self._cell_widths[node] = widths
        return widths

    def columnWidthsWanted(self) -> list[int]:
        """What each column's text needs: its header and the rows in view (as the table's
        ``sizeHintForColumn`` works it out: the widest cell, one more for the grid)."""
        header, vertical = self.table.horizontalHeader(), self.table.verticalHeader()
        count = self.model.rowCount()
        if len(self._cell_widths) > 2 * count + 64:  # rows gone since
            self._cell_widths.clear()
        top = max(0, vertical.visualIndexAt(0))
        bottom = vertical.visualIndexAt(self.table.viewport().height())
        if not self.table.isVisible() or bottom < 0:
            bottom = count - 1
        want = [0] * len(COLUMNS)
        for row in range(top, bottom + 1):
            want = [max(a, b) for a, b in zip(want, self._rowWidths(row), strict=True)]
        grid = 1 if self.table.showGrid() else 0
        return [max(header.sectionSizeHint(c), want[c] + grid) for c in range(len(COLUMNS))]

    def _qtColumnWidthsWanted(self) -> list[int]:
        """The same, asked of Qt (every cell in view measured again): what tests compare with."""
        header = self.table.horizontalHeader()
        return [max(header.sectionSizeHint(c), self.table.sizeHintForColumn(c)) for c in range(len(COLUMNS))]

    def fitColumns(self) -> None:
        """Share the viewport's width out: the whole columns first, then the soft ones, the Result
        column the rest; when that is not enough, the Result and then the soft columns shrink."""
        self._fit_timer.stop()
        want = self.columnWidthsWanted()
        least = self.table.fontMetrics().averageCharWidth() * _LEAST_CHARS
        room = self.table.viewport().width() - sum(want[c] for c in _WHOLE)
        widths = {c: want[c] for c in _WHOLE}
        soft_least = {c: min(want[c], least) for c in _SOFT}
        elastic = room - sum(want[c] for c in _SOFT)
        if elastic >= least:
            widths.update({c: want[c] for c in _SOFT})
            widths[_ELASTIC] = elastic
        else:  # the Result column at its least; the soft columns share what is left, as wide as it goes
            spare = max(0, room - min(least, max(room, 0)) - sum(soft_least.values()))
            extra = sum(want[c] - soft_least[c] for c in _SOFT) or 1
            for c in _SOFT:
                widths[c] = soft_least[c] + spare * (want[c] - soft_least[c]) // extra
            widths[_ELASTIC] = max(0, room - sum(widths[c] for c in _SOFT))
        header = self.table.horizontalHeader()
        for column, width in widths.items():
            if header.sectionSize(column) != width:
                header.resizeSection(column, width)
        # the panel is never made narrower than the whole columns and the least of the others; it asks
        # for every column whole (the Result column's text too) while that takes at most
        # ``wholeShare`` of the window's width (at a large text size the Result column is elided)
        edges = self.table.frameWidth() * 2 + self.table.verticalScrollBar().sizeHint().width()
        need = sum(want[c] for c in _WHOLE) + sum(soft_least.values()) + least + edges
        if self.wholeShare > 0:
            whole = sum(want) + edges
            need = max(need, min(whole, int(self.window().width() * self.wholeShare)))
        if need != self.table.minimumWidth():
            self.table.setMinimumWidth(need)

    def columnsInView(self) -> bool:
        """Whether the ply, move and verdict columns are whole and every column is inside the table's
        viewport (nothing hidden to the right)."""
        header = self.table.horizontalHeader()
        want = self.columnWidthsWanted()
        last = len(COLUMNS) - 1
        whole = all(header.sectionSize(c) >= want[c] for c in _WHOLE)
        return whole and (
            header.sectionViewportPosition(last) + header.sectionSize(last) <= self.table.viewport().width()
        )

    def retranslate(self) -> None:
        """Button tooltips, column headers and cell texts in the current language."""
        for name, tip in (
            ("first", self.tr("Go to the start (Home)")),
            ("back", self.tr("One ply back (Left)")),
            ("forward", self.tr("One ply forward (Right)")),
            ("last", self.tr("Go to the last move of the line (End)")),
        ):
            self.buttons[name].setToolTip(tip)
            self.buttons[name].setAccessibleName(tip)
        self.model.retranslate()
        self.cycleNote.setText(self.model.cycleText())
        self._fit_soon()

    def verdictTexts(self) -> list[str]:
        """The Verdict column as shown, row by row ('?' while the answers are hidden)."""
        column = COLUMNS.index("verdict")
        return [str(self.model.index(row, column).data()) for row in range(self.model.rowCount())]

    # -- going to moves, promoting and deleting variations -----------------------------------------
    def _row_clicked(self, index: QModelIndex) -> None:
        if index.isValid():
            self.game.goTo(self.model.nodeAt(index.row()))

    def contextActions(self, row: int) -> list[tuple[str, bool, object]]:
        """The context menu of ``row``: (text, enabled, slot) of each entry."""
        node = self.model.nodeAt(row)
        in_variation = node.variation_start() is not None
        return [
            (self.tr("Go to this move"), True, partial(self.game.goTo, node)),
            (self.tr("Promote to main line"), in_variation, partial(self.game.promoteVariation, node)),
            (self.tr("Delete variation"), in_variation, partial(self.game.deleteVariation, node)),
        ]

    def _context_menu(self, point: QPoint) -> None:
        index = self.table.indexAt(point)
        if not index.isValid():
            return
        menu = QMenu(self)
        for text, enabled, slot in self.contextActions(index.row()):
            action = menu.addAction(text)
            action.setEnabled(enabled)
            action.triggered.connect(slot)
        menu.exec(self.table.viewport().mapToGlobal(point))

    def _sync(self, *_: object) -> None:
        text = self.model.cycleText()
        self.cycleNote.setText(text)
        self.cycleNote.setVisible(bool(text))
        ply, count = self.game.currentPly(), self.game.lastPly()
        self.buttons["first"].setEnabled(ply > 0)
        self.buttons["back"].setEnabled(ply > 0)
        self.buttons["forward"].setEnabled(ply < count)
        self.buttons["last"].setEnabled(ply < count)
        selection = self.table.selectionModel()
        row = self.model.rowOf(self.game.node()) if ply else -1
        if row < 0:
            selection.clearSelection()
            if ply == 0:
                self.table.scrollToTop()
        else:
            index = self.model.index(row, 0)
            selection.select(
                index,
                QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
            )
            self.table.scrollTo(index)
