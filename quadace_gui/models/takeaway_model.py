"""The take-away game model (Nim, Bash/抢30, Wythoff): the game, its solved table, the moves played and
the undo stack, for one :class:`~quadace_gui.views.takeaway.TakeAwayWindow`.

Like the QuadAce :class:`~quadace_gui.models.game_model.GameModel`, every edit is a QUndoCommand on
:attr:`TakeAwayModel.undoStack` (take stones, set up a position, start another game), and moving
through the moves already played (:meth:`TakeAwayModel.setPly`) is not an edit. Views read every game
fact here (the moves, their values, the verdicts, whose turn it is, who won) and never work one out.

The game is a tree (:class:`~quadace_gui.core.games.game_files.TakeAwayRecord`, the same
:class:`~quadace_gui.core.variations.GameTree` as QuadAce's): a move played at an earlier ply that
differs from the line's next move starts a variation and keeps the moves after it; playing, going to
another line, promoting and deleting a variation are the commands QuadAce's model uses
(:mod:`.game_commands`). ``ply``, :meth:`TakeAwayModel.heaps` and :meth:`TakeAwayModel.moveAt` speak of
the *current line*: the path from the start to the current move and on along its main continuation.

Sides: A moves at even plies, B at odd plies (counted from the position the line began at).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import cast

import numpy as np
import numpy.typing as npt
from PySide6.QtCore import QCoreApplication, QObject, SignalInstance

from quadace_gui.core.game_quiz import TakeAwayQuiz, takeaway_quiz
from quadace_gui.core.games.game_files import TakeAwayPosition, TakeAwayRecord, TakeNode
from quadace_gui.core.games.heaps import BoolArray, HeapGraph, IntArray
from quadace_gui.core.games.plugin import PLUGINS
from quadace_gui.core.games.protocol import LOSS, WIN, GameGraph
from quadace_gui.core.games.takeaway import (
    GameTable,
    Heaps,
    MoveVerdict,
    TakeAwayGame,
    TakeMove,
    judge,
    rank,
    solve_game,
)
from quadace_gui.core.levels import Levels, explain, levels
from quadace_gui.core.players import GameView, Player
from quadace_gui.core.position import Side
from quadace_gui.core.why import (
    ProofLine,
    SlotProof,
    ValueHistory,
    WrittenProof,
    prove,
    value_history,
    write_proof,
)
from quadace_gui.texts import game_words

from .game_commands import DeleteVariationCommand, PlayMoveCommand, PromoteVariationCommand
from .induction_game import InductionWords, WrittenReason, write_reason
from .model_command import ReplaceStateCommand
from .move_list_game import MoveCells, MoveColumn, takeaway_cells, takeaway_columns
from .tree_model import TreeGameModel


@dataclass(frozen=True)
class TakePosition:
    """A position of the line being played: the heaps and the ply they were reached at."""

    heaps: Heaps
    ply: int
    is_over: bool = field(default=False, compare=False)


@dataclass(frozen=True)
class TakeMoveInfo:
    """A legal move and what it reaches: ``value`` is the mover's (WIN iff the opponent is then lost)
    and ``distance`` the plies to the end from ``after`` (None when unknown)."""

    move: TakeMove
    after: Heaps
    value: int
    distance: int | None


#: How good a move was (the core's judgement: :func:`~quadace_gui.core.games.takeaway.judge`).
TakeVerdict = MoveVerdict


def _rank(info: TakeMoveInfo) -> tuple[int, int, tuple[int, ...]]:
    """Sort key, best first (the core's :func:`~quadace_gui.core.games.takeaway.rank`), ties by the
    amounts taken as in the core's best line: Best Move and the optimal line (P) play the CLI's line."""
    return (*rank(info.value, info.distance), info.move.amounts)


@dataclass(frozen=True)
class TakeState:
    """What a command that replaces the whole line restores."""

    game: TakeAwayGame
    table: GameTable
    record: TakeAwayRecord
    ply: int


class LocalGraph:
    """The game graph as a computer player needs it at one position: only that position and its
    successors have moves (a player looks two plies ahead at most), so a player's view of Wythoff
    with heaps of 200 holds a few hundred thousand moves instead of twelve million. The ``gains`` hook
    marks the moves that really finish the game (take the last one), as a full view would."""

    def __init__(self, graph: HeapGraph, slot: int) -> None:
        self._graph = graph
        self._finished = graph.terminal()
        near = np.zeros(graph.size, dtype=bool)
        near[slot] = True
        near[graph.successors(np.array([slot], dtype=np.intp))] = True
        self._open = near & graph.valid() & ~self._finished

    @property
    def size(self) -> int:
        return self._graph.size

    @property
    def start(self) -> int:
        return self._graph.start

    def valid(self) -> BoolArray:
        return self._graph.valid()

    def terminal(self) -> BoolArray:
        return np.asarray(self._graph.valid() & ~self._open)

    def terminal_value(self, states: IntArray) -> npt.NDArray[np.int8]:
        return self._graph.terminal_value(states)

    def successor_counts(self) -> npt.NDArray[np.int8]:
        return np.asarray(np.where(self._open, self._graph.successor_counts(), 0), dtype=np.int8)

    def successors(self, states: IntArray) -> IntArray:
        return self._graph.successors(states)

    def predecessors(self, states: IntArray) -> IntArray:
        return self._graph.predecessors(states)

    def moves(self, states: IntArray) -> tuple[IntArray, IntArray, IntArray, IntArray]:
        return self._graph.moves(states)

    def successor_slots(self, states: IntArray) -> IntArray:
        return self._graph.successor_slots(states)

    def gains(self, slot_of: IntArray, after: IntArray) -> BoolArray:
        return np.asarray(self._finished[after])


class TakeAwayModel(TreeGameModel[TakeMove, TakeAwayPosition, TakeAwayRecord]):
    """One take-away game being played; the single source of truth of its window. The tree, the line,
    navigation, the tree edits and the signals are :class:`~.tree_model.TreeGameModel`'s
    (``tableChanged``: another game or table; the heatmap rebuilds)."""

    def __init__(self, game: TakeAwayGame, parent: QObject | None = None) -> None:
        super().__init__(TakeAwayRecord(game), parent)
        self._tables: dict[TakeAwayGame, GameTable] = {}
        self._game = game
        self._table = self.tableFor(game)
        self._infos: dict[Heaps, list[TakeMoveInfo]] = {}

    # -- reading -----------------------------------------------------------------------------------
    def game(self) -> TakeAwayGame:
        return self._game

    def table(self) -> GameTable:
        return self._table

    def hasTable(self, game: TakeAwayGame) -> bool:
        """Whether ``game`` is solved already (:meth:`tableFor` then returns at once)."""
        return game in self._tables

    def addTable(self, table: GameTable) -> None:
        """Remember a table solved elsewhere (a worker thread), for :meth:`tableFor`."""
        self._tables[table.game] = table

    def tableFor(self, game: TakeAwayGame) -> GameTable:
        """The solved table of ``game`` (solved once, then remembered)."""
        table = self._tables.get(game)
        if table is None:
            table = self._tables[game] = solve_game(game)
        return table

    def heaps(self, ply: int | None = None) -> Heaps:
        return self._record.positions[self._ply if ply is None else ply].heaps

    def position(self, ply: int | None = None) -> TakePosition:
        ply = self._ply if ply is None else ply
        heaps = self.heaps(ply)
        return TakePosition(heaps, ply, not self.moveInfos(heaps))

    # -- the tree (models/game_commands.py's TreeModel) ------------------------------------------------
    def nodeText(self, node: TakeNode) -> str:
        """The move of ``node`` as the move list writes it (抢30: the numbers said)."""
        assert node.move is not None and node.parent is not None
        return game_words(self._game.move_words(node.parent.position.heaps, node.move))

    # -- the move list (models/move_list_game.py) ---------------------------------------------------
    def moveColumns(self) -> tuple[MoveColumn, ...]:
        return takeaway_columns()

    def moveCells(self, node: TakeNode) -> MoveCells:
        return takeaway_cells(self, node)

    def earlierPly(self, ply: int | None = None) -> int | None:
        """None: a take-away game never comes back to a position (every move takes something)."""
        return None

    def repetitionText(self, first: int, repeat: int) -> str:
        return ""

    def moveText(self, move: TakeMove, heaps: Heaps | None = None) -> str:
        """A move from ``heaps`` (default: current) in the game's notation (``2:3``, ``both 2``; Bash
        ``say 1, 2``; the subtraction game ``-3``)."""
        return self._game.move_text(self.heaps() if heaps is None else heaps, move)

    def text(self, heaps: Heaps | None = None) -> str:
        """The position in the game's notation (what Set Up Position reads back)."""
        return self._game.format(self.heaps() if heaps is None else heaps)

    def moveInfos(self, heaps: Heaps | None = None) -> list[TakeMoveInfo]:
        """The legal moves of ``heaps`` (default: the current position), best first."""
        heaps = self.heaps() if heaps is None else heaps
        infos = self._infos.get(heaps)
        if infos is None:
            slot, value, distance = self._game.slot, self._table.value, self._table.distance
            infos = []
            for move, after in self._game.moves(heaps):
                at = slot(after)  # (once for both tables: a big Nim position has hundreds of moves)
                d = int(distance[at])
                infos.append(
                    TakeMoveInfo(move, after, LOSS if value[at] == WIN else WIN, d if d >= 0 else None)
                )
            infos.sort(key=_rank)
            if len(self._infos) > 4096:
                self._infos.clear()
            self._infos[heaps] = infos
        return infos

    def _dist(self, heaps: Heaps) -> int | None:
        d = int(self._table.distance_of(heaps))
        return d if d >= 0 else None

    def value(self, heaps: Heaps | None = None) -> int:
        """WIN or LOSS for the side to move in ``heaps`` (default: current)."""
        return int(self._table.value_of(self.heaps() if heaps is None else heaps))

    def distance(self, heaps: Heaps | None = None) -> int | None:
        return self._dist(self.heaps() if heaps is None else heaps)

    def isP(self, heaps: Heaps | None = None) -> bool:
        """Whether ``heaps`` is a P-position (the side to move loses with best play)."""
        return self.value(heaps) == LOSS

    def bestMove(self) -> TakeMoveInfo | None:
        infos = self.moveInfos()
        return infos[0] if infos else None

    def sideToMove(self, ply: int | None = None) -> str:
        """ "A" or "B": who moves at ``ply`` (default: current)."""
        return "A" if (self._ply if ply is None else ply) % 2 == 0 else "B"

    def winner(self) -> str | None:
        """Who won, when the current position is over: a finished position lost for the side to move
        is a win for the side that just moved (misère games say the other way round)."""
        if not self.position().is_over:
            return None
        to_move = self.sideToMove()
        other = "B" if to_move == "A" else "A"
        return other if self.value() == LOSS else to_move

    def verdict(self, ply: int) -> TakeVerdict:
        """The verdict on move ``ply`` (1-based)."""
        return self.verdictOf(self.heaps(ply - 1), self.moveAt(ply))

    def verdictOf(self, heaps: Heaps, move: TakeMove) -> TakeVerdict:
        infos = self.moveInfos(heaps)
        mine = next(i for i in infos if i.move == move)
        best = infos[0]
        return judge((mine.value, mine.distance), (best.value, best.distance))

    def playerView(self) -> GameView:
        """What a computer player sees of the current (unfinished) position: the solved values over a
        :class:`LocalGraph` of it (cheap at any size)."""
        graph = LocalGraph(self._game.graph(), self._game.slot(self.heaps()))
        return GameView(cast(GameGraph, graph), self._table.value, self._table.distance)

    def slot(self, heaps: Heaps | None = None) -> int:
        return self._game.slot(self.heaps() if heaps is None else heaps)

    def infoOf(self, move: TakeMove, heaps: Heaps | None = None) -> TakeMoveInfo | None:
        return next((i for i in self.moveInfos(heaps) if i.move == move), None)

    # -- the Why? and Value history panels (models/panel_game.py) ---------------------------------------
    def _side(self, ply: int | None = None) -> Side:
        return Side.A if self.sideToMove(ply) == "A" else Side.B

    def moveWords(self, heaps: Heaps, move: TakeMove) -> str:
        """``move`` from ``heaps`` as the panels write it: the plug-in's notation (``1:2``, ``-3``), 抢30
        the numbers said in the interface language."""
        game = self._game
        if game.counting:  # 抢30's move in a proof line: the numbers said (lower case, in a sentence)
            return game_words(game.move_words(heaps, move))
        return PLUGINS[game.key].format_move(game, heaps, move)

    def _step(self) -> SlotProof[TakeMoveInfo]:
        heaps, slot = self.heaps(), self._game.slot
        moves = [(info, slot(info.after)) for info in self.moveInfos(heaps)]
        return prove(self._table.value, self._table.distance, slot(heaps), moves, not moves)

    def whyProof(self) -> WrittenProof:
        """Why the current position has its value (:func:`~quadace_gui.core.why.prove`), written by the
        game's plug-in, in the words of P- and N-positions."""
        game, heaps = self._game, self.heaps()
        plugin = PLUGINS[game.key]
        return write_proof(
            self._step(),
            self._side(),
            plugin.format_position(game, heaps),
            lambda info: (self.moveWords(heaps, info.move), plugin.format_position(game, info.after)),
            pn=plugin.verdicts.p is not None,
        )

    def proofLineMove(self, line: ProofLine) -> TakeMove | None:
        """The move of ``line`` of the current :meth:`whyProof` (None for a line of another position)."""
        moves = self._step().moves
        if 0 <= line.index < len(moves):
            move = moves[line.index].move.move
            if self.moveWords(self.heaps(), move) == line.move_text:
                return move
        return None

    def playProofLine(self, line: ProofLine) -> None:
        move = self.proofLineMove(line)
        if move is None:
            raise ValueError(f"{line.move_text} is not a move of the proof of {self.text()}")
        self.play(move)

    def valueHistory(self) -> ValueHistory:
        """The value for A at every ply of the line (A moves at even plies), its mistakes and moves."""
        line, slot, moves = self._record.heaps(), self._game.slot, self._record.moves
        count = len(moves)
        return ValueHistory(
            tuple(
                value_history(
                    self._table.value,
                    self._table.distance,
                    [slot(h) for h in line],
                    [ply % 2 == 0 for ply in range(len(line))],
                )
            ),
            tuple(p for p in range(1, count + 1) if self.verdict(p) is MoveVerdict.MISTAKE),
            tuple(self.moveWords(line[p - 1], moves[p - 1]) for p in range(1, count + 1)),
            pn=PLUGINS[self._game.key].verdicts.p is not None,
        )

    # -- edits (undoable) --------------------------------------------------------------------------
    def play(self, move: TakeMove) -> None:
        """Play ``move`` at the current ply: the line's next move goes on along the line, another one
        starts a variation (or follows one already played); the later moves stay in the game. Raises
        ValueError if illegal."""
        if self.infoOf(move) is None:
            raise ValueError(f"{move.text()} is not a legal move in {self.text()}")
        game = self._game
        if game.counting:  # 抢30 names the numbers said
            said = game_words(game.move_words(self.heaps(), move))
            text = said[:1].upper() + said[1:]
        else:
            shown = game.move_text(self.heaps(), move)
            text = QCoreApplication.translate("TakeAwayModel", "Take %1").replace("%1", shown)
        self.undoStack.push(PlayMoveCommand(self, move, text))

    def playTo(self, after: Heaps) -> None:
        """Play the move that leads to ``after`` (a computer player names its move by where it goes)."""
        info = next((i for i in self.moveInfos() if i.after == after), None)
        if info is None:
            raise ValueError(f"no move leads from {self.text()} to {self.text(after)}")
        self.play(info.move)

    def playBest(self) -> TakeMoveInfo | None:
        best = self.bestMove()
        if best is not None:
            self.play(best.move)
        return best

    def jumpTo(self, heaps: Heaps) -> None:
        """Start a fresh line from ``heaps`` (a heatmap click, a typed position); A to move."""
        text = QCoreApplication.translate("TakeAwayModel", "Go to %1").replace("%1", self.text(heaps))
        self._replace(TakeState(self._game, self._table, TakeAwayRecord(self._game, tuple(heaps)), 0), text)

    def setUp(self, text: str) -> None:
        """Set up the position written ``text`` (raises the game's PositionError on bad input)."""
        self.jumpTo(self._game.parse(text))

    def newGame(self, game: TakeAwayGame) -> None:
        """Start ``game`` from its start position."""
        text = QCoreApplication.translate("TakeAwayModel", "New game")
        self._replace(TakeState(game, self.tableFor(game), TakeAwayRecord(game), 0), text, begins=True)

    def record(self) -> TakeAwayRecord:
        """The game as a game file holds it (a copy): the game, where it starts, its tree of moves."""
        return self._record.copy()

    def openRecord(self, record: TakeAwayRecord) -> None:
        """Play on from a saved game (undoable; a copy of ``record``): its game and tree, at the end
        of its main line."""
        text = QCoreApplication.translate("TakeAwayModel", "Open game")
        kept = record.copy()
        self._replace(TakeState(record.game, self.tableFor(record.game), kept, len(kept)), text, begins=True)

    def _replace(self, state: TakeState, text: str, begins: bool = False) -> None:
        """Push a command replacing the game; ``begins``: it begins another game (new game, open), so
        the moves before it are not this game's work."""
        command = ReplaceStateCommand(self, state, text)
        command.beginsGame = begins
        self.undoStack.push(command)

    def movesPlayed(self) -> bool:
        """Whether moves were played since this game began (its New game or Open), looking back
        through the undo history: moves a jump replaced (a quiz question, a map click, a set-up
        position) still count, since Undo brings them back. What an untitled game's "save changes?"
        question asks about."""
        stack = self.undoStack
        for i in range(stack.index() - 1, -1, -1):
            command = stack.command(i)
            if isinstance(command, PlayMoveCommand | PromoteVariationCommand | DeleteVariationCommand):
                return True
            if isinstance(command, ReplaceStateCommand) and command.beginsGame:
                return False
        return False

    # -- used by the undo commands -----------------------------------------------------------------
    def state(self) -> TakeState:
        return TakeState(self._game, self._table, self._record, self._ply)

    def restore(self, state: TakeState) -> None:
        new_game = state.game != self._game or state.table is not self._table
        self._game, self._table = state.game, state.table
        if new_game:
            self._infos.clear()
        self._show_game(state.record, state.ply, new_game)

    # -- the quiz (models/quizzing.py's QuizSource) ------------------------------------------------
    def quiz(self) -> TakeAwayQuiz:
        """The quiz of the game being played (:mod:`quadace_gui.core.game_quiz`)."""
        return takeaway_quiz(self._table)

    def quizGoTo(self, slot: int) -> None:
        self.jumpTo(self._game.heaps(slot))

    def quizSlot(self, back: int = 0) -> int | None:
        ply = self._ply - back
        return None if ply < 0 else self._game.slot(self.heaps(ply))

    def quizLastMove(self) -> str | None:
        if self._ply == 0:
            return None
        return self.moveText(self.moveAt(self._ply), self.heaps(self._ply - 1))

    # -- the Backward induction panel (models/induction_game.py) -------------------------------------
    _induction: Levels[GameTable] | None = None  # the levels of the table, worked out when first asked

    @property
    def inductionTableChanged(self) -> SignalInstance:
        return self.tableChanged

    def inductionLevels(self) -> Levels[GameTable]:
        if self._induction is None or self._induction.table is not self._table:
            self._induction = levels(self._table)
        return self._induction

    def inductionWords(self) -> InductionWords:
        return InductionWords(pn=PLUGINS[self._game.key].verdicts.p is not None, hands=False)

    def inductionWhy(self, slot: int) -> WrittenReason:
        """Why ``slot`` has its value, its positions in the game's notation (the plug-in's)."""
        game, table = self._game, self._table
        plugin = PLUGINS[game.key]

        def name(at: int) -> str:
            return plugin.format_position(game, game.heaps(at))

        return write_reason(explain(table, slot, table.graph), name, name)

    def countedDecided(self, level: int) -> frozenset[int]:
        """抢30's strip at induction level ``level``: the numbers n (0 .. the target) whose position, once
        n is said, the solver decided at levels 0 .. ``level`` (none for a game without a strip)."""
        game = self._game
        if not game.counting:
            return frozenset()
        decided = self.inductionLevels().decided_by(level)
        slots = {n: game.slot(at) for n in range(game.limits[0] + 1) if (at := game.heaps_at(n)) is not None}
        return frozenset(n for n, at in slots.items() if decided[at])

    # -- the computer players (models/match_game.py's MatchGame) ---------------------------------------
    def matchLine(self) -> object:
        return self._record  # a new tree for every replaced game (see restore)

    def matchTurn(self, ply: int | None = None) -> Side:
        return self._side(ply)

    def matchOver(self) -> bool:
        return self.position().is_over

    def matchWinner(self) -> Side | None:
        winner = self.winner()
        return None if winner is None else Side(winner)

    def matchPosition(self, ply: int) -> Heaps:
        return self.heaps(ply)

    def matchIsMove(self, index: int) -> bool:
        stack = self.undoStack
        return 0 <= index < stack.count() and isinstance(stack.command(index), PlayMoveCommand)

    def matchView(self) -> GameView:
        return self.playerView()

    def matchChoose(self, player: Player) -> TakeMove:
        choice = player.choose(self.playerView(), self.slot())
        after = self._game.heaps(choice.after)
        return next(i.move for i in self.moveInfos() if i.after == after)

    def matchPlay(self, move: object) -> None:
        if not isinstance(move, TakeMove):
            raise TypeError(f"not a take-away move: {move!r}")
        self.play(move)

    def matchScored(self, ply: int) -> tuple[Side, str, TakeVerdict]:
        return (
            self._side(ply - 1),
            self.moveText(self.moveAt(ply), self.heaps(ply - 1)),
            self.verdict(ply),
        )
