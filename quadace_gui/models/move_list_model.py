"""(Near 400 lines: the rows, their incremental upkeep and the cells they answer belong together.)

A table model of the game's moves for the move list view, the same for every game (a
:class:`~.move_list_game.MoveListGame`: QuadAce's model and the take-away games'): the main line one
row per ply, and each variation's moves right under the move they replace, one indent level deeper (see
:func:`~quadace_gui.core.variations.display_order`). The words of each row are the game's
(:meth:`~.move_list_game.MoveListGame.moveCells`); this model lays them out.

Rows follow the game cheaply: a move played appends a row (or inserts one in a variation), an undo
removes it; only a change of the tree's shape other than one move (promote, delete, a new game)
rebuilds the rows. A row keeps its node, and a node keeps its move and positions even once cut
from the game, so rows being removed can still be drawn while Qt removes them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Generic, Protocol, TypeVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication, QPalette

from quadace_gui.core.variations import GameTree, M, Node, P, display_order

from .answers import Answers
from .move_list_game import MoveCells, MoveListGame

#: The colour of a value (WIN, LOSS, DRAW) for the Result and Verdict texts; given by the view.
ValueColour = Callable[[int], QColor]


class _Hashable(Protocol):
    def __hash__(self) -> int: ...


H = TypeVar("H", bound=_Hashable)


def first_repetition(positions: Sequence[H]) -> tuple[int, int] | None:
    """(first, repeat): the earliest ply ``repeat`` whose position already stood at ply ``first``
    (the line's cycle runs from ``first`` to ``repeat``), or None when no position repeats."""
    seen: dict[H, int] = {}
    for ply, position in enumerate(positions):
        if position in seen:
            return seen[position], ply
        seen[position] = ply
    return None


Index = QModelIndex | QPersistentModelIndex

# The columns of every game (the position column: QuadAce the hands the move changed, a take-away game
# the position it leaves; the titles are the game's: :meth:`~.move_list_game.MoveListGame.moveColumns`).
COLUMNS = ("ply", "player", "move", "position", "value", "verdict")
#: The indent level of a row (0: the main line; 1: a variation of it; ...).
LEVEL_ROLE = int(Qt.ItemDataRole.UserRole) + 1
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
) | {LEVEL_ROLE}
#: One indent level in the Move column.
INDENT = "\u2003"


class MoveListModel(QAbstractTableModel, Generic[M, P]):
    """Rows are the moves of the game's tree; the current move is bold, moves off the current line
    are greyed, variations are italic and indented. Values and verdicts are blank while ``answers``
    hides them."""

    def __init__(
        self,
        game: MoveListGame[M, P],
        parent: QObject | None = None,
        colour: ValueColour | None = None,
        answers: Answers | None = None,
    ):
        super().__init__(parent)
        self.game = game
        self._colour = colour
        self._answers = answers
        self._hidden = answers.hidden() if answers is not None else False
        self._rows: list[Node[M, P]] = []
        self._levels: list[int] = []
        self._starts: set[Node[M, P]] = set()  # the rows that begin a variation
        self._stale = False
        # What data() answered, by row node, column and role: a view paints each cell asking a dozen
        # roles, every paint. A row's answers are forgotten whenever dataChanged names it.
        self._memo: dict[Node[M, P], dict[tuple[int, int], Any]] = {}
        self._cells: dict[Node[M, P], MoveCells] = {}  # the game's words of each row (with the memo)
        #: The column headers in the current language, by role (cleared by retranslate).
        self._headers: dict[int, tuple[str, ...]] = {}
        self.dataChanged.connect(self._forget)
        self.modelReset.connect(self._memo.clear)
        self.modelReset.connect(self._cells.clear)
        self._build()
        game.nodeAdded.connect(self._node_added)
        game.nodeRemoved.connect(self._node_removed)
        game.historyChanged.connect(self._game_changed)  # also sent after every new game
        game.currentChanged.connect(self._current_changed)
        if answers is not None:
            answers.changed.connect(self._answers_changed)

    def _build(self) -> None:
        game = self.game
        self._tree: GameTree[M, P] = game.gameTree()
        self._revision = self._tree.revision
        self._tip = self._tree.tip
        self._current = game.node()
        self._headers.clear()  # (another game may name its columns otherwise)
        self._rows, self._levels, self._starts = [], [], set()
        for node, level in display_order(self._tree.root):
            self._rows.append(node)
            self._levels.append(level)
            if node.is_variation_start:
                self._starts.add(node)
        self._stale = False
        self._cycle = self._find_cycle(0)

    def _forget(self, top: QModelIndex, bottom: QModelIndex, *_: object) -> None:
        rows = range(max(0, top.row()), min(len(self._rows), bottom.row() + 1))
        if len(rows) >= len(self._memo) or len(self._memo) > 2 * len(self._rows) + 64:
            self._memo.clear()
            self._cells.clear()
            return
        for row in rows:
            self._memo.pop(self._rows[row], None)
            self._cells.pop(self._rows[row], None)

    def setColour(self, colour: ValueColour | None) -> None:
        """How values are coloured (None: not at all); the view passes its palette's colours."""
        self._colour = colour
        self._emit_all()

    # -- rows and nodes ----------------------------------------------------------------------------
    def nodeAt(self, row: int) -> Node[M, P]:
        return self._rows[row]

    def level(self, row: int) -> int:
        """The indent level of ``row``: 0 on the main line, 1 in a variation of it, and so on."""
        return self._levels[row]

    def hasVariations(self) -> bool:
        return bool(self._starts)

    def rowOf(self, node: Node[M, P]) -> int:
        """The row showing ``node`` (-1 for none: the start, or a node no longer in the game)."""
        rows = self._rows
        for row in range(len(rows) - 1, max(len(rows) - 3, -1), -1):  # where moves are played
            if rows[row] is node:
                return row
        try:
            return rows.index(node)
        except ValueError:
            return -1

    def _node_added(self, node: Node[M, P]) -> None:
        parent = node.parent
        if (
            self._stale
            or self.game.gameTree() is not self._tree
            or self._tree.revision != self._revision + 1
            or parent is None
            or node.children
            or parent.children[-1] is not node
        ):
            self._stale = True  # not one new move at the end of its siblings: rebuild on historyChanged
            return
        start = node is not parent.children[0]
        anchor = self.rowOf(parent.children[0] if start else parent)
        if anchor < 0 and not (parent.parent is None and not start):
            self._stale = True
            return
        levels = self._levels
        level = 0 if anchor < 0 else levels[anchor] + start
        row = anchor + 1
        if anchor >= 0:
            while row < len(levels) and levels[row] > levels[anchor]:
                row += 1
        self.beginInsertRows(QModelIndex(), row, row)
        self._rows.insert(row, node)
        levels.insert(row, level)
        if start:
            self._starts.add(node)
        self.endInsertRows()
        self._revision += 1

    def _node_removed(self, node: Node[M, P]) -> None:
        row = -1 if self._stale or self.game.gameTree() is not self._tree else self.rowOf(node)
        parent = node.parent
        alone = parent is not None and (node in self._starts or not parent.children)
        if row < 0 or node.children or not alone or self._tree.revision != self._revision + 1:
            self._stale = True
            return
        self.beginRemoveRows(QModelIndex(), row, row)
        del self._rows[row]
        del self._levels[row]
        self._starts.discard(node)
        self.endRemoveRows()
        self._revision += 1

    def _game_changed(self) -> None:
        """A new game or tree shape rebuilds the rows; another line re-greys them."""
        record = self.game.gameTree()
        if self._stale or record is not self._tree or record.revision != self._revision:
            self.beginResetModel()
            self._build()
            self.endResetModel()
            return
        if record.tip is self._tip:
            return
        kept = record.common_ply(self._tip)
        self._tip = record.tip
        if self._starts:  # which rows are on the current line changed
            self._emit_all()
        old = self._cycle
        if old is None or old[1] > kept:  # the first repetition is not among the moves kept
            self._cycle = self._find_cycle(kept + 1)
            if self._cycle != old and self._rows:
                self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, 0))

    def _find_cycle(self, since: int) -> tuple[int, int] | None:
        """The line's first repetition, knowing there is none before ply ``since``."""
        game = self.game
        for ply in range(max(since, 1), game.lastPly() + 1):
            earlier = game.earlierPly(ply)
            if earlier is not None:
                return earlier, ply
        return None

    def _current_changed(self, _move: object) -> None:
        old, self._current = self._current, self.game.node()
        for node in {old, self._current}:
            row = self.rowOf(node)
            if row >= 0:
                self.dataChanged.emit(self.index(row, 0), self.index(row, len(COLUMNS) - 1))

    def _answers_changed(self) -> None:
        assert self._answers is not None
        hidden = self._answers.hidden()
        if hidden != self._hidden:
            self._hidden = hidden
            if self._rows:
                self.dataChanged.emit(self.index(0, 4), self.index(len(self._rows) - 1, 5))

    def answersHidden(self) -> bool:
        return self._hidden

    # -- the draw by repetition ----------------------------------------------------------------------
    def cycle(self) -> tuple[int, int] | None:
        """(first, repeat) of the current line's first repeated position (see :func:`first_repetition`)."""
        return self._cycle

    def cycleMark(self, ply: int) -> str:
        """The mark of ``ply`` of the current line in the cycle: '↻' where the repeated position first
        stood, '=' where it comes back, '' elsewhere."""
        if self._cycle is None:
            return ""
        first, repeat = self._cycle
        return "↻" if ply == first else "=" if ply == repeat else ""

    def cycleText(self) -> str:
        """The draw by repetition in words ('' when no position repeats)."""
        if self._cycle is None:
            return ""
        first, repeat = self._cycle
        return self.game.repetitionText(first, repeat)

    def retranslate(self) -> None:
        """Headers and cells speak the current language (call after a change of language)."""
        self._headers.clear()
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)
        self._emit_all()

    def _emit_all(self) -> None:
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, len(COLUMNS) - 1))

    # -- Qt model interface ------------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(COLUMNS):
            return None
        texts = self._headers.get(role)
        if texts is None and role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            texts = self._headers[role] = self._header_texts(role)  # asked ~100 times a move: kept
        return None if texts is None else texts[section]

    def _header_texts(self, role: int) -> tuple[str, ...]:
        columns = self.game.moveColumns()
        if role == Qt.ItemDataRole.DisplayRole:
            return tuple(column.title for column in columns)
        return tuple(column.tip for column in columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role not in _ROLES:  # the view asks for a dozen roles per cell each time it paints
            return None
        if not index.isValid() or index.parent().isValid():
            return None
        row, col = index.row(), index.column()
        if not 0 <= row < len(self._rows) or not 0 <= col < len(COLUMNS):
            return None
        if self.game.gameTree() is not self._tree:  # another game, its rows reset on historyChanged:
            return None  # (a view asking meanwhile gets nothing: the old rows are not the game's)
        node = self._rows[row]
        if role == Qt.ItemDataRole.TextAlignmentRole:  # follows whether the game has variations at all
            if col not in (0, 2, 3):
                return None
            if col == 2 and self._starts:
                return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignCenter)
        memo = self._memo.setdefault(node, {})
        key = (col, role)
        if key not in memo:
            memo[key] = self._data(row, node, col, role)
        return memo[key]

    def _cells_of(self, node: Node[M, P]) -> MoveCells:
        cells = self._cells.get(node)
        if cells is None:
            cells = self._cells[node] = self.game.moveCells(node)
        return cells

    def cells(self, row: int) -> MoveCells:
        """The game's words of ``row`` (what its cells show while the answers are shown)."""
        return self._cells_of(self._rows[row])

    def _data(self, row: int, node: Node[M, P], col: int, role: int) -> Any:
        ply, level = node.ply, self._levels[row]
        if node.parent is None or node.move is None:
            return None
        on_line = self.game.onLine(node)
        if role == Qt.ItemDataRole.DisplayRole:
            if col == 0:
                mark = self.cycleMark(ply) if on_line else ""
                return f"{mark} {ply}" if mark else str(ply)
            cells = self._cells_of(node)
            if col == 1:
                return cells.player
            if col == 2:
                if not level:
                    return cells.move
                return INDENT * (level - 1) + ("↳ " if node in self._starts else INDENT) + cells.move
            if col == 3:
                return cells.position
            if self._hidden:
                return "" if col == 4 else "?"
            return cells.value if col == 4 else cells.verdict
        if role == LEVEL_ROLE:
            return level
        if role == Qt.ItemDataRole.FontRole and (node is self._current or level):
            font = QFont()
            font.setBold(node is self._current)
            font.setItalic(bool(level))
            return font
        if role == Qt.ItemDataRole.ForegroundRole:
            if not on_line:
                return QGuiApplication.palette().brush(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
            if col in (4, 5) and self._colour is not None and not self._hidden:
                cells = self._cells_of(node)
                if col == 4 or cells.mistake:
                    return QBrush(self._colour(cells.colour))
            return None
        if role == Qt.ItemDataRole.ToolTipRole:
            if col == 0 and on_line and self.cycleMark(ply) and self._cycle is not None:
                return self.cycleText()
            cells = self._cells_of(node)
            played = (
                self.tr("%1 played %2 in %3")
                .replace("%1", cells.mover)
                .replace("%2", cells.move)
                .replace("%3", cells.before)
            )
            if self._hidden:
                return played
            return (
                self.tr("%1 played %2 in %3: %4")
                .replace("%1", cells.mover)
                .replace("%2", cells.move)
                .replace("%3", cells.before)
                .replace("%4", cells.verdict_text)
            )
        return None
