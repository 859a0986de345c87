"""A table model of the moves played, one row per ply, for the move list view."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from quadace_gui.core.game import GameRecord
from quadace_gui.core.position import Position, Side
from quadace_gui.core.solver import SolvedTable
from quadace_gui.core.verdict import Verdict
from quadace_gui.texts import cycle_text, hands_text, move_outcome_text, side_letter, side_name

from .game_model import GameModel

#: The colour of a value (WIN, LOSS, DRAW) for the Result and Verdict texts; given by the view.
ValueColour = Callable[[int], QColor]


def first_repetition(positions: Sequence[Position]) -> tuple[int, int] | None:
    """(first, repeat): the earliest ply ``repeat`` whose position already stood at ply ``first``
    (the line's cycle runs from ``first`` to ``repeat``), or None when no position repeats."""
    seen: dict[Position, int] = {}
    for ply, position in enumerate(positions):
        if position in seen:
            return seen[position], ply
        seen[position] = ply
    return None


Index = QModelIndex | QPersistentModelIndex

COLUMNS = ("ply", "player", "move", "hands", "value", "verdict")
# The roles the rows answer; every other one is None at once.
_ROLES = frozenset(
    int(role)
    for role in (
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.FontRole,
        Qt.ItemDataRole.ForegroundRole,
        Qt.ItemDataRole.ToolTipRole,
        Qt.ItemDataRole.TextAlignmentRole,
    )
)


class MoveListModel(QAbstractTableModel):
    """Rows are plies 1..n of the game model's record; the current ply's row is shown in bold.

    The rows are drawn from a copy of the record and table they were made for, not from the live
    game: when the game changes, Qt asks for the rows being removed between ``beginRemoveRows`` and
    ``endRemoveRows``, and by then the game no longer has them.
    """

    def __init__(self, game: GameModel, parent: QObject | None = None, colour: ValueColour | None = None):
        super().__init__(parent)
        self.game = game
        self._colour = colour
        self._cycle: tuple[int, int] | None = None
        # What the rows show now (compared with the game on every change of it).
        self._table: SolvedTable = game.table
        self._record: GameRecord = game.record.copy()
        game.gameChanged.connect(self._game_changed)  # also sent after every change of table
        game.currentChanged.connect(self._current_changed)
        self._shown_ply = game.ply
        self._cycle = first_repetition(self._record.positions)

    def setColour(self, colour: ValueColour | None) -> None:
        """How values are coloured (None: not at all); the view passes its palette's colours."""
        self._colour = colour
        self._emit_all()

    def cycle(self) -> tuple[int, int] | None:
        """(first, repeat) of the game's first repeated position (see :func:`first_repetition`)."""
        return self._cycle

    def cycleMark(self, ply: int) -> str:
        """The mark of ``ply`` in the cycle: '↻' where the repeated position first stood, '=' where it
        comes back, '' elsewhere."""
        if self._cycle is None:
            return ""
        first, repeat = self._cycle
        return "↻" if ply == first else "=" if ply == repeat else ""

    def _game_changed(self) -> None:
        """Update only the rows that changed: a move played appends one row, replacing the moves after
        an earlier ply removes rows; a new start or table resets everything (verdicts depend on both)."""
        table, record = self.game.table, self.game.record
        if table is not self._table or record.start != self._record.start:
            self.beginResetModel()
            self._table, self._record = table, record.copy()
            self._shown_ply = self.game.ply
            self._cycle = first_repetition(self._record.positions)
            self.endResetModel()
            return
        old_moves, moves = self._record.moves, record.moves
        keep = 0
        for a, b in zip(old_moves, moves, strict=False):
            if a != b:
                break
            keep += 1
        if keep < len(old_moves):
            self.beginRemoveRows(QModelIndex(), keep, len(old_moves) - 1)
            self._record.truncate(keep)
            self.endRemoveRows()
        if keep < len(moves):
            self.beginInsertRows(QModelIndex(), keep, len(moves) - 1)
            self._record = record.copy()  # the same first ``keep`` moves, and the new ones
            self.endInsertRows()
        self._update_cycle(keep)

    def _update_cycle(self, kept: int) -> None:
        old = self._cycle
        if old is not None and old[1] <= kept:
            return  # the first repetition is among the moves kept (later moves cannot move it)
        self._cycle = first_repetition(self._record.positions)
        for ply in {*(old or ()), *(self._cycle or ())}:
            if 1 <= ply <= self.rowCount():
                self.dataChanged.emit(self.index(ply - 1, 0), self.index(ply - 1, 0))

    def _current_changed(self, _move: object) -> None:
        old, self._shown_ply = self._shown_ply, self.game.ply
        for ply in {old, self._shown_ply}:
            if 1 <= ply <= self.rowCount():
                row = ply - 1
                self.dataChanged.emit(self.index(row, 0), self.index(row, len(COLUMNS) - 1))

    def retranslate(self) -> None:
        """Headers and cells speak the current language (call after a change of language)."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)
        self._emit_all()

    def _emit_all(self) -> None:
        if self.rowCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, len(COLUMNS) - 1))

    def verdict(self, ply: int) -> Verdict:
        """The verdict on the move of row ``ply`` (the game model judges and remembers it; the row's own
        copy of the move is used, so rows the game has just dropped can still be drawn)."""
        return self.game.verdictOf(self._record.positions[ply - 1], self._record.moves[ply - 1])

    def cycleText(self) -> str:
        """The draw by repetition in words ('' when no position repeats)."""
        if self._cycle is None:
            return ""
        first, repeat = self._cycle
        return cycle_text(self._record.positions[first].text, first, repeat)

    def verdictText(self, verdict: Verdict) -> str:
        return {
            "best": self.tr("best"),
            "keeps": self.tr("keeps the result"),
            "draw_to_loss": self.tr("mistake: draw → loss"),
            "win_to_draw": self.tr("mistake: win → draw"),
            "win_to_loss": self.tr("mistake: win → loss"),
        }[verdict.kind]

    def verdictLabel(self, verdict: Verdict) -> str:
        """The short form shown in the Verdict column (the tooltip has :meth:`verdictText`)."""
        if not verdict.is_mistake:
            return self.verdictText(verdict)
        return {
            "draw_to_loss": self.tr("✗ draw → loss"),
            "win_to_draw": self.tr("✗ win → draw"),
            "win_to_loss": self.tr("✗ win → loss"),
        }[verdict.kind]

    # -- Qt model interface ------------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._record)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(COLUMNS):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return (
                self.tr("#"),
                self.tr("Player"),
                self.tr("Move"),
                self.tr("Hands"),
                self.tr("Result"),
                self.tr("Verdict"),
            )[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return (
                self.tr("Ply number (one move by one player)"),
                self.tr("Who moved"),
                self.tr("own hand + opponent's hand"),
                self.tr("The mover's hands after the move"),
                self.tr("What the move leads to for the player who made it, with perfect play"),
                self.tr("Best move, a move that keeps the theoretical result, or a mistake that changes it"),
            )[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role not in _ROLES:  # the view asks for a dozen roles per cell each time it paints
            return None
        if not index.isValid() or index.parent().isValid():
            return None
        row, col = index.row(), index.column()
        if not 0 <= row < self.rowCount() or not 0 <= col < len(COLUMNS):
            return None
        ply = row + 1
        before = self._record.positions[ply - 1]
        move = self._record.moves[ply - 1]
        mover: Side = before.to_move
        if role == Qt.ItemDataRole.DisplayRole:
            if col == 0:
                mark = self.cycleMark(ply)
                return f"{mark} {ply}" if mark else str(ply)
            if col == 1:
                return side_letter(mover)
            if col == 2:
                return move.text
            if col == 3:
                return hands_text(self._record.positions[ply].hands(mover))
            v = self.verdict(ply)
            if col == 4:
                return move_outcome_text(v.after, v.distance)
            return self.verdictLabel(v)
        if role == Qt.ItemDataRole.FontRole and ply == self.game.ply:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and col in (4, 5) and self._colour is not None:
            v = self.verdict(ply)
            if col == 4 or v.is_mistake:
                return QBrush(self._colour(v.after))
        if role == Qt.ItemDataRole.ToolTipRole:
            v = self.verdict(ply)
            if col == 0 and self.cycleMark(ply) and self._cycle is not None:
                return self.cycleText()
            return (
                self.tr("%1 played %2 in %3: %4")
                .replace("%1", side_name(mover))
                .replace("%2", move.text)
                .replace("%3", before.text)
                .replace("%4", self.verdictText(v))
            )
        if role == Qt.ItemDataRole.TextAlignmentRole and col in (0, 2, 3):
            return int(Qt.AlignmentFlag.AlignCenter)
        return None
