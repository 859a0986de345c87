"""The game model: rules, the solved table, the game record, the current ply and the undo stack.

Every edit of the game goes through a QUndoCommand pushed on :attr:`GameModel.undoStack` (play a move,
jump to a position, set up a position, new game, load a game). Navigating through the moves already
played only moves :attr:`GameModel.ply` and is not an edit. Views read everything from here and redraw
on the signals; they never compute game facts themselves.

Undo stores what changed, not copies of the game: a move's command holds the move, the ply it was
played at and the moves it replaced (none when it was played at the end), so a game of 10,000 moves
costs a few MB of history and every move is as fast as the first. Only the commands that replace the
whole game (new game, open, set up, jump) keep the game they replaced.

(A little over 400 lines: the model and the two undo commands that edit it are kept together.)
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from quadace_gui.core.analysis import MoveInfo, PositionInfo, best_move, evaluate_moves, position_info
from quadace_gui.core.game import GameRecord
from quadace_gui.core.position import Move, Pair, Position
from quadace_gui.core.rules import Rules
from quadace_gui.core.solver import SolvedTable, solve
from quadace_gui.core.verdict import Verdict, judge

# The largest base the window plays. Its heatmap has 25 million cells (about 100 MB of image);
# larger bases would take seconds to draw and gigabytes to hold, so they are left to the
# command line, which analyses any base that fits in memory.
MAX_APP_BASE = 100
# How many positions' move lists and verdicts are remembered (a long game revisits few positions).
MAX_CACHED = 4096

K = TypeVar("K")
V = TypeVar("V")


def _remember(cache: dict[K, V], key: K, value: V) -> V:
    if len(cache) >= MAX_CACHED:
        del cache[next(iter(cache))]  # the oldest entry
    cache[key] = value
    return value


@dataclass(frozen=True)
class GameState:
    """What a command that replaces the whole game restores: the table, the record and the ply.

    The file name is not part of it: saving does not make a step in the history, so undo and redo
    must not bring back an older name. Only opening a game or starting a new one changes the name,
    and those commands remember the name they replaced (see :class:`ReplaceGameCommand`).
    """

    table: SolvedTable
    record: GameRecord
    ply: int


class GameModel(QObject):
    """Holds the game and the solved table; the single source of truth for every view."""

    # The rules and table changed (new base): views rebuild everything.
    tableChanged = Signal()
    # The record changed (moves added or removed, new start): the move list resets.
    gameChanged = Signal()
    # The current ply changed; the argument is the move just played forward by one ply, or None.
    # It is also the last signal of every edit and change of table, so a view may listen to it alone.
    currentChanged = Signal(object)
    # The file the game belongs to changed (path or None).
    fileChanged = Signal(object)

    def __init__(
        self, rules: Rules | None = None, table: SolvedTable | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        rules = rules or (table.rules if table is not None else Rules())
        self._tables: dict[Rules, SolvedTable] = {}
        self._table = table if table is not None else solve(rules)
        self._tables[rules] = self._table
        self._record = GameRecord(Position.start(rules))
        self._ply = 0
        self._path: Path | None = None
        self._cache: dict[Position, list[MoveInfo]] = {}
        self._verdicts: dict[tuple[Position, Move], Verdict] = {}
        self._first: dict[Position, int] = {}  # the first ply of each position of the record
        self._hands: list[tuple[Pair, Pair]] = []  # relativeHands of each position of the record
        self._reindex()
        self.undoStack = QUndoStack(self)

    # -- reading -----------------------------------------------------------------------------------
    @property
    def rules(self) -> Rules:
        return self._table.rules

    @property
    def table(self) -> SolvedTable:
        return self._table

    @property
    def record(self) -> GameRecord:
        """The game (read it; every change goes through the model's edits)."""
        return self._record

    @property
    def ply(self) -> int:
        return self._ply

    @property
    def plyCount(self) -> int:
        return len(self._record)

    @property
    def path(self) -> Path | None:
        return self._path

    def position(self, ply: int | None = None) -> Position:
        return self._record.positions[self._ply if ply is None else ply]

    def moveAt(self, ply: int) -> Move:
        """The move that led to position ``ply`` (1-based: move 1 leads from the start to ply 1)."""
        return self._record.moves[ply - 1]

    def positionInfo(self, position: Position | None = None) -> PositionInfo:
        return position_info(self._table, position or self.position())

    def moveInfos(self, position: Position | None = None) -> list[MoveInfo]:
        """The legal moves of ``position`` (default: current) with their values, best first."""
        position = position or self.position()
        infos = self._cache.get(position)
        if infos is None:
            infos = _remember(self._cache, position, evaluate_moves(self._table, position))
        return infos

    def bestMove(self) -> MoveInfo | None:
        return best_move(self._table, self.position())

    def verdict(self, ply: int) -> Verdict:
        """The teaching verdict on move ``ply`` (1-based). The one place verdicts come from."""
        return self.verdictOf(self.position(ply - 1), self.moveAt(ply))

    def verdictOf(self, position: Position, move: Move) -> Verdict:
        """The verdict on ``move`` played in ``position`` (for a view that still shows rows the game
        has just dropped)."""
        verdict = self._verdicts.get((position, move))
        if verdict is None:
            verdict = _remember(self._verdicts, (position, move), judge(self._table, position, move))
        return verdict

    def relativeHands(self, position: Position | None = None) -> tuple[Pair, Pair]:
        """The mover's and the opponent's hands in ``position`` (default: current)."""
        position = position or self.position()
        return position.mover, position.opponent

    def pathPositions(self) -> list[Position]:
        """The positions along the game path, from the start up to the current ply."""
        return self._record.positions[: self._ply + 1]

    def pathHands(self) -> list[tuple[Pair, Pair]]:
        """:meth:`relativeHands` of each of :meth:`pathPositions` (kept as the game grows: a long game
        does not make each move slower)."""
        return self._hands[: self._ply + 1]

    def earlierPly(self, ply: int | None = None) -> int | None:
        """The first ply before ``ply`` (default: current) with the same position, or None."""
        ply = self._ply if ply is None else ply
        first = self._first.get(self.position(ply))
        return first if first is not None and first < ply else None

    def tableFor(self, rules: Rules) -> SolvedTable | None:
        """A table solved earlier for ``rules``, if any."""
        return self._tables.get(rules)

    # -- navigation (not an edit) ------------------------------------------------------------------
    def setPly(self, ply: int) -> None:
        ply = max(0, min(ply, self.plyCount))
        if ply != self._ply:
            forward = self.moveAt(ply) if ply == self._ply + 1 else None
            self._ply = ply
            self.currentChanged.emit(forward)

    def first(self) -> None:
        self.setPly(0)

    def back(self) -> None:
        self.setPly(self._ply - 1)

    def forward(self) -> None:
        self.setPly(self._ply + 1)

    def last(self) -> None:
        self.setPly(self.plyCount)

    # -- edits (undoable) --------------------------------------------------------------------------
    def playMove(self, move: Move) -> None:
        """Play ``move`` at the current ply; later moves are replaced. Raises IllegalMoveError."""
        self.position().check_move(move)
        self.undoStack.push(PlayMoveCommand(self, move))

    def playBest(self) -> MoveInfo | None:
        best = self.bestMove()
        if best is not None:
            self.playMove(best.move)
        return best

    def jumpTo(self, position: Position) -> None:
        """Start a fresh line from ``position`` (a heatmap click or a pasted position)."""
        self._replace(
            GameRecord(self._with_rules(position)), self.tr("Go to %1").replace("%1", position.text)
        )

    def jumpToHands(self, mover: Pair, opponent: Pair) -> None:
        """Start a fresh line where the side to move holds ``mover`` and the other side ``opponent``
        (the side to move stays). Raises QuadAceError for hands that are not a position (e.g. a
        mover who has already won)."""
        self.jumpTo(Position.from_relative(mover, opponent, self.position().to_move, self.rules))

    def setUpPosition(self, position: Position, table: SolvedTable | None = None) -> None:
        self._replace(GameRecord(position), self.tr("Set up position"), table)

    def newGame(self, table: SolvedTable | None = None) -> None:
        """A new game from the start, with ``table``'s rules (default: the current rules)."""
        rules = table.rules if table is not None else self.rules
        self._replace(GameRecord(Position.start(rules)), self.tr("New game"), table, path=None)

    def loadGame(self, record: GameRecord, path: Path | None, table: SolvedTable | None = None) -> None:
        self._replace(record, self.tr("Open game"), table, ply=len(record), path=path)
        self.undoStack.setClean()

    def markSaved(self, path: Path) -> None:
        self.setPath(path)
        self.undoStack.setClean()

    def setPath(self, path: Path | None) -> None:
        """Name the file the game belongs to (None: not saved yet). Not an edit of the game."""
        if path != self._path:
            self._path = path
            self.fileChanged.emit(path)

    def hasUnsavedWork(self) -> bool:
        """Whether the game differs from its file in a way worth a "save changes?" question; the
        window's modified mark shows exactly this. A saved game counts as changed by any edit since
        the save (the undo stack is not clean). An untitled game counts once moves were played in it:
        looking back through the history that led to it, a move comes before the New Game or Open
        that began it (moves of a file discarded by New Game do not count; looking around the
        heatmap is not work to save)."""
        stack = self.undoStack
        if stack.isClean():
            return False
        if self._path is not None:
            return True
        for i in range(stack.index() - 1, -1, -1):
            command = stack.command(i)
            if isinstance(command, PlayMoveCommand):
                return True
            if isinstance(command, ReplaceGameCommand) and command.changesPath:
                return False
        return False

    def _with_rules(self, position: Position) -> Position:
        if position.rules == self.rules:
            return position
        return Position(position.a, position.b, position.to_move, self.rules)

    def _replace(
        self,
        record: GameRecord,
        text: str,
        table: SolvedTable | None = None,
        ply: int = 0,
        path: Path | bool | None = True,
    ) -> None:
        """Push a command replacing the game; ``path=True`` keeps the current file name."""
        if table is None:
            table = self._tables.get(record.rules) or solve(record.rules)
        if table.rules != record.rules:
            raise ValueError("the table and the game have different rules")
        command = ReplaceGameCommand(self, GameState(table, record.copy(), ply), text)
        if path is not True:
            command.setPath(path if isinstance(path, Path) else None)
        self.undoStack.push(command)

    # -- used by the undo commands -----------------------------------------------------------------
    def state(self) -> GameState:
        """A copy of the whole game (for the commands that replace it)."""
        return GameState(self._table, self._record.copy(), self._ply)

    def restore(self, state: GameState) -> None:
        new_table = state.table is not self._table
        self._table = state.table
        self._tables.setdefault(state.table.rules, state.table)
        if new_table:
            self._cache.clear()
            self._verdicts.clear()
        self._record = state.record.copy()
        self._reindex()
        self._ply = state.ply
        if new_table:
            self.tableChanged.emit()
        self.gameChanged.emit()
        self.currentChanged.emit(None)

    def applyMove(self, at_ply: int, move: Move) -> tuple[Move, ...]:
        """Play ``move`` after ply ``at_ply``, dropping the moves after it; returns the dropped moves."""
        dropped = self._truncate(at_ply)
        self._push(move)
        self._ply = at_ply + 1
        self.gameChanged.emit()
        self.currentChanged.emit(move)
        return dropped

    def takeBack(self, at_ply: int, dropped: tuple[Move, ...]) -> None:
        """Undo :meth:`applyMove`: remove the move after ``at_ply`` and replay the ``dropped`` ones."""
        self._truncate(at_ply)
        for move in dropped:
            self._push(move)
        self._ply = at_ply
        self.gameChanged.emit()
        self.currentChanged.emit(None)

    def _truncate(self, plies: int) -> tuple[Move, ...]:
        positions = self._record.positions
        for ply in range(len(positions) - 1, plies, -1):
            if self._first.get(positions[ply]) == ply:
                del self._first[positions[ply]]
        del self._hands[plies + 1 :]
        dropped = tuple(self._record.moves[plies:])
        self._record.truncate(plies)
        return dropped

    def _push(self, move: Move) -> None:
        position = self._record.push(move)
        self._first.setdefault(position, len(self._record))
        self._hands.append((position.mover, position.opponent))

    def _reindex(self) -> None:
        self._first = {}
        for ply, position in enumerate(self._record.positions):
            self._first.setdefault(position, ply)
        self._hands = [(p.mover, p.opponent) for p in self._record.positions]


class _Command(QUndoCommand):
    """A command on a game model's stack. It refers to the model weakly: the model owns the stack and
    the stack its commands, and a strong reference back would make a cycle through Qt that only the
    garbage collector could break, tearing down C++ objects in the middle of its sweep."""

    def __init__(self, model: GameModel, text: str) -> None:
        super().__init__(text)
        self._model = weakref.ref(model)

    @property
    def model(self) -> GameModel:
        model = self._model()
        if model is None:
            raise RuntimeError("the game model of this command is gone")
        return model


class PlayMoveCommand(_Command):
    """Play one move at the current ply (replacing any moves after it).

    It holds only what changed: the move, the ply it follows and the moves it replaced.
    """

    def __init__(self, model: GameModel, move: Move) -> None:
        super().__init__(model, QCoreApplication.translate("GameModel", "Play %1").replace("%1", move.text))
        self.move = move
        self.at_ply = model.ply
        self.dropped: tuple[Move, ...] = ()

    def redo(self) -> None:
        # The record is the one this command was made on (undo restored it; navigation never changes it).
        self.dropped = self.model.applyMove(self.at_ply, self.move)

    def undo(self) -> None:
        self.model.takeBack(self.at_ply, self.dropped)


class ReplaceGameCommand(_Command):
    """Replace the whole game (new game, set up, jump, open): undo brings the old one back."""

    def __init__(self, model: GameModel, after: GameState, text: str) -> None:
        super().__init__(model, text)
        self.before = model.state()
        self.after = after
        self._changes_path = False
        self._path: Path | None = None
        self._path_before: Path | None = None

    @property
    def changesPath(self) -> bool:
        """Whether the command names the game's file (open, new game): it begins another game."""
        return self._changes_path

    def setPath(self, path: Path | None) -> None:
        """Make the command name the game's file too (open, new game); undo restores the old name."""
        self._changes_path = True
        self._path = path

    def redo(self) -> None:
        if self._changes_path:
            self._path_before = self.model.path  # the name as it is now, saves included
            self.model.setPath(self._path)
        self.model.restore(self.after)

    def undo(self) -> None:
        if self._changes_path:
            self.model.setPath(self._path_before)
        self.model.restore(self.before)
