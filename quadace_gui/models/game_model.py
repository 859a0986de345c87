"""The game model: rules, the solved table, the game record, the current ply and the undo stack.

Every edit of the game goes through a QUndoCommand pushed on :attr:`GameModel.undoStack` (play a move,
switch to another line, promote or delete a variation, jump to a position, set up a position, new
game, load a game). Navigating along the current line only moves :attr:`GameModel.ply` and is not an
edit. Views read everything from here and redraw on the signals; they never compute game facts.

The game is a tree (:mod:`quadace_gui.core.variations`): a move played at an earlier ply that differs
from the line's next move starts a side line and keeps the moves after it; the same move just follows
the line. ``ply``, :meth:`GameModel.position`, :meth:`GameModel.moveAt` and the path methods speak of
the *current line*: the path from the start to the current move and on along its main continuation.

Undo stores what changed, not copies of the game: a move's command holds the move, the ply it was
played at and the nodes it added or went to, so a game of 10,000 moves costs a few MB of history and
every move is as fast as the first. Only the commands that replace the whole game (new game, open,
set up, jump) keep the game they replaced (the record object itself, which nothing changes meanwhile).
The commands live in :mod:`.game_commands`.

(A little over 400 lines: the model's reading, navigation and edit entry points are kept together.)
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Signal, SignalInstance

from quadace_gui.core.analysis import MoveInfo, PositionInfo, best_move, evaluate_moves, position_info
from quadace_gui.core.errors import QuadAceError
from quadace_gui.core.game import GameNode as Node
from quadace_gui.core.game import GameRecord
from quadace_gui.core.game_quiz import QuadAceQuiz, quadace_quiz
from quadace_gui.core.games.plugin import PLUGINS
from quadace_gui.core.levels import Levels, explain, levels
from quadace_gui.core.players import GameView, Player
from quadace_gui.core.position import Move, Pair, Position, Side
from quadace_gui.core.rules import Rules
from quadace_gui.core.solver import SolvedTable, solve
from quadace_gui.core.verdict import Verdict, judge
from quadace_gui.core.why import (
    ProofLine,
    ValueHistory,
    WrittenProof,
    history_heights,
    quadace_step,
    write_proof,
)
from quadace_gui.texts import cycle_text

from .induction_game import InductionWords, WrittenReason, write_reason
from .move_list_game import MoveCells, MoveColumn, quadace_cells, quadace_columns
from .tree_model import TreeGameModel

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


class GameModel(TreeGameModel[Move, Position, GameRecord]):
    """Holds the game and the solved table; the single source of truth for every view. The tree, the
    line, navigation, the tree edits and the signals are :class:`~.tree_model.TreeGameModel`'s;
    ``currentChanged`` carries the move just played forward by one ply, or None."""

    # The file the game belongs to changed (path or None).
    fileChanged = Signal(object)

    def __init__(
        self, rules: Rules | None = None, table: SolvedTable | None = None, parent: QObject | None = None
    ) -> None:
        rules = rules or (table.rules if table is not None else Rules())
        super().__init__(GameRecord(Position.start(rules)), parent)
        self._tables: dict[Rules, SolvedTable] = {}
        self._table = table if table is not None else solve(rules)
        self._tables[rules] = self._table
        self._path: Path | None = None
        self._cache: dict[Position, list[MoveInfo]] = {}
        self._verdicts: dict[tuple[Position, Move], Verdict] = {}
        self._first: dict[Position, int] = {}  # the first ply of each position of the record
        self._hands: list[tuple[Pair, Pair]] = []  # relativeHands of each position of the record
        self._reindex()

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
    def path(self) -> Path | None:
        return self._path

    def position(self, ply: int | None = None) -> Position:
        return self._record.positions[self._ply if ply is None else ply]

    def nodeText(self, node: Node) -> str:
        """The move of ``node`` as QuadAce writes it."""
        assert node.move is not None
        return node.move.text

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

    def pathHandsAB(self) -> list[tuple[Pair, Pair]]:
        """The game path as on the A/B map: each position's hands of the side to move *now*, then the
        other side's (rows stay one player's hands along the whole path: no zig-zag)."""
        now = self.position().to_move
        return [
            (p.mover, p.opponent) if p.to_move == now else (p.opponent, p.mover) for p in self.pathPositions()
        ]

    def frameHands(self, position: Position) -> tuple[Pair, Pair]:
        """``position``'s hands of the side to move now, then the other side's (a move's target on the
        A/B map, where the cells keep the current side to move)."""
        if position.to_move == self.position().to_move:
            return position.mover, position.opponent
        return position.opponent, position.mover

    def earlierPly(self, ply: int | None = None) -> int | None:
        """The first ply before ``ply`` (default: current) with the same position, or None."""
        ply = self._ply if ply is None else ply
        first = self._first.get(self.position(ply))
        return first if first is not None and first < ply else None

    # -- the move list (models/move_list_game.py) ---------------------------------------------------
    def moveColumns(self) -> tuple[MoveColumn, ...]:
        return quadace_columns()

    def moveCells(self, node: Node) -> MoveCells:
        return quadace_cells(self, node)

    def repetitionText(self, first: int, repeat: int) -> str:
        """The draw by repetition: position ``first`` of the current line comes back at ``repeat``."""
        return cycle_text(self.position(first).text, first, repeat)

    def tableFor(self, rules: Rules) -> SolvedTable | None:
        """A table solved earlier for ``rules``, if any."""
        return self._tables.get(rules)

    # -- the Why? and Value history panels (models/panel_game.py) ---------------------------------------
    def _proof_moves(self) -> tuple[Position, list[Move]]:
        position = self.position()
        return position, [r.move[0] for r in quadace_step(self._table, position).moves]

    def whyProof(self) -> WrittenProof:
        """Why the current position has its value (:func:`~quadace_gui.core.why.prove`), written in
        QuadAce's notation by its plug-in."""
        position, plugin = self.position(), PLUGINS["quadace"]
        rules = self.rules
        return write_proof(
            quadace_step(self._table, position),
            position.to_move,
            plugin.format_position(rules, position),
            lambda m: (plugin.format_move(rules, position, m[0]), plugin.format_position(rules, m[1])),
        )

    def proofLineMove(self, line: ProofLine) -> Move | None:
        """The move of ``line`` of the current :meth:`whyProof` (None for a line of another position)."""
        position, moves = self._proof_moves()
        if 0 <= line.index < len(moves):
            move = moves[line.index]
            if PLUGINS["quadace"].format_move(self.rules, position, move) == line.move_text:
                return move
        return None

    def playProofLine(self, line: ProofLine) -> None:
        move = self.proofLineMove(line)
        if move is None:
            raise ValueError(f"{line.move_text} is not a move of the proof of {self.position().text}")
        self.playMove(move)

    def valueHistory(self) -> ValueHistory:
        """The value for A at every ply of the current line, its mistakes and its moves."""
        count = self.plyCount
        return ValueHistory(
            tuple(history_heights(self._table, self._record.positions)),
            tuple(p for p in range(1, count + 1) if self.verdict(p).is_mistake),
            tuple(self.moveAt(p).text for p in range(1, count + 1)),
        )

    # -- edits (undoable) --------------------------------------------------------------------------
    def playMove(self, move: Move) -> None:
        """Play ``move`` at the current ply. The line's next move just goes on along the line; another
        move starts a side line (or follows one already played), and the later moves stay in the game;
        so do moves just undone (the new move's command puts them back). Raises IllegalMoveError."""
        self.position().check_move(move)
        text = QCoreApplication.translate("GameModel", "Play %1").replace("%1", move.text)
        self.undoStack.push(PlayMoveCommand(self, move, text))

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

    def loadGame(
        self, record: GameRecord, path: Path | None, table: SolvedTable | None = None, owned: bool = False
    ) -> None:
        """Show a game read from ``path``. ``owned``: nobody else keeps ``record`` (a file just read), so
        it is taken as it is instead of copied (a 10,000-move tree takes a while to copy)."""
        self._replace(record, self.tr("Open game"), table, ply=len(record), path=path, owned=owned)
        self.undoStack.setClean()

    def restoreGame(
        self,
        record: GameRecord,
        path: Path | None,
        ply: int,
        table: SolvedTable | None = None,
        saved: bool = False,
    ) -> None:
        """Bring back a game a crash lost, exactly: its tree, its current line at ``ply`` and its file.
        Unless it was ``saved``, it comes back as unsaved work (Undo returns to the game before)."""
        self._replace(record, self.tr("Restore game"), table, ply=max(0, min(ply, len(record))), path=path)
        command = self.undoStack.command(self.undoStack.index() - 1)
        if isinstance(command, ReplaceGameCommand):
            command.isWork = not saved
        if saved:
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
            if isinstance(command, PlayMoveCommand | PromoteVariationCommand | DeleteVariationCommand):
                return True
            if isinstance(command, ReplaceGameCommand) and command.isWork:  # a restored game
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
        owned: bool = False,
    ) -> None:
        """Push a command replacing the game; ``path=True`` keeps the current file name; ``owned``: the
        record is the model's to keep (else a copy is kept)."""
        if table is None:
            table = self._tables.get(record.rules) or solve(record.rules)
        if table.rules != record.rules:
            raise ValueError("the table and the game have different rules")
        # A copy: the caller keeps its record, and this one changes only through the undo stack.
        kept = record if owned else record.copy()
        command = ReplaceGameCommand(self, GameState(table, kept, ply), text)
        if path is not True:
            command.setPath(path if isinstance(path, Path) else None)
        self.undoStack.push(command)

    # -- used by the undo commands -----------------------------------------------------------------
    def state(self) -> GameState:
        """The whole game as it is (for the commands that replace it). The record is not copied: once
        replaced, nothing changes it until an undo brings it back, exactly as it was left."""
        return GameState(self._table, self._record, self._ply)

    def restore(self, state: GameState) -> None:
        new_table = state.table is not self._table
        self._table = state.table
        self._tables.setdefault(state.table.rules, state.table)
        if new_table:
            self._cache.clear()
            self._verdicts.clear()
        self._show_game(state.record, state.ply, new_table)

    def _line_to(self, tip: Node, ply: int) -> None:
        record = self._record
        kept = record.common_ply(tip)
        positions = record.positions
        for at in range(len(positions) - 1, kept, -1):
            if self._first.get(positions[at]) == at:
                del self._first[positions[at]]
        del self._hands[kept + 1 :]
        record.set_line(tip)
        for at in range(kept + 1, len(positions)):
            position = positions[at]
            self._first.setdefault(position, at)
            self._hands.append((position.mover, position.opponent))
        self._ply = ply

    def _reindex(self) -> None:
        self._first = {}
        seen: set[int] = set()  # a long game shares a few position objects: hash each one once
        for ply, position in enumerate(self._record.positions):
            if id(position) not in seen:
                seen.add(id(position))
                self._first.setdefault(position, ply)
        self._hands = [(p.mover, p.opponent) for p in self._record.positions]

    # -- the quiz (models/quizzing.py's QuizSource) ------------------------------------------------
    def quiz(self) -> QuadAceQuiz:
        """The quiz of the rules being played (:mod:`quadace_gui.core.game_quiz`)."""
        return quadace_quiz(self._table)

    def quizGoTo(self, slot: int) -> None:
        self.jumpTo(self.quiz().position(slot))

    def quizSlot(self, back: int = 0) -> int | None:
        ply = self._ply - back
        return None if ply < 0 else self.position(ply).index

    def quizLastMove(self) -> str | None:
        return None if self._ply == 0 else self.moveAt(self._ply).text

    # -- the Backward induction panel (models/induction_game.py) -------------------------------------
    _induction: Levels[SolvedTable] | None = None  # the levels of the table, worked out when first asked

    @property
    def inductionTableChanged(self) -> SignalInstance:
        return self.tableChanged

    def inductionLevels(self) -> Levels[SolvedTable]:
        if self._induction is None or self._induction.table is not self._table:
            self._induction = levels(self._table)
        return self._induction

    def inductionWords(self) -> InductionWords:
        return InductionWords(pn=False, hands=True)

    def inductionWhy(self, slot: int) -> WrittenReason:
        """Why ``slot`` has its value, its positions written as the status bar writes them: the heatmap's
        rows are the side to move of the game shown, the positions after its moves the other side's."""
        table = self._table
        rules, side = table.rules, self.position().to_move

        def name(at: int, to_move: Side) -> str:
            mover, opponent = rules.position_of(at)
            try:
                return Position.from_relative(mover, opponent, to_move, rules).text
            except QuadAceError:  # a finished game no side can be to move in: the hands as they are
                return f"{','.join(map(str, mover))}/{','.join(map(str, opponent))}"

        reason = explain(table, slot)
        return write_reason(reason, lambda at: name(at, side), lambda at: name(at, side.other))

    # -- the computer players (models/match_game.py's MatchGame) ---------------------------------------
    _match_view: GameView | None = None  # the players' view of _match_view_table (made when first asked)
    _match_view_table: SolvedTable | None = None

    def matchLine(self) -> object:
        return self._record

    def matchTurn(self, ply: int | None = None) -> Side:
        return self.position(ply).to_move

    def matchOver(self) -> bool:
        return self.position().is_over

    def matchWinner(self) -> Side | None:
        return self.position().winner

    def matchPosition(self, ply: int) -> Position:
        return self._record.positions[ply]

    def matchIsMove(self, index: int) -> bool:
        stack = self.undoStack
        return 0 <= index < stack.count() and isinstance(stack.command(index), PlayMoveCommand)

    def matchView(self) -> GameView:
        """The players' view of the current table (made once per table; a big table's slots are worked
        out when first asked)."""
        if self._match_view is None or self._match_view_table is not self._table:
            self._match_view, self._match_view_table = GameView.of_table(self._table), self._table
        return self._match_view

    def matchChoose(self, player: Player) -> Move:
        position = self.position()
        choice = player.choose(self.matchView(), position.index)
        return position.move_of(choice.own, choice.opp)

    def matchPlay(self, move: object) -> None:
        if not isinstance(move, Move):
            raise TypeError(f"not a QuadAce move: {move!r}")
        self.playMove(move)

    def matchScored(self, ply: int) -> tuple[Side, str, Verdict]:
        return self.position(ply - 1).to_move, self.moveAt(ply).text, self.verdict(ply)


from .game_commands import (  # noqa: E402  (the commands need the model class defined first)
    DeleteVariationCommand,
    PlayMoveCommand,
    PromoteVariationCommand,
    ReplaceGameCommand,
    SwitchLineCommand,
)

__all__ = [
    "MAX_APP_BASE",
    "DeleteVariationCommand",
    "GameModel",
    "GameState",
    "PlayMoveCommand",
    "PromoteVariationCommand",
    "ReplaceGameCommand",
    "SwitchLineCommand",
]
