# Over 400 lines: one controller whose turn logic, undo and scorecard share the state of a match.
"""Playing against the computer in the window: who plays each side, the computer's moves, the scorecard.

:class:`MatchController` drives a match through the :class:`GameModel`: each side is a person or a
computer player of :mod:`quadace_gui.core.players`. When it is a computer's turn at the end of the game
it waits for the board's animation of the previous move and a short pause (a ``QTimer``, never a sleep),
and not while a modal dialog is open (the window's *gate*), then plays its move as an ordinary undoable
move. It never moves on a person's turn or while the user looks at an earlier ply. A match stops when
the game is replaced (New Game, Open, Set Up, a jump to another position) and ends when the game is
won, when a position comes back a third time, or after :data:`PLY_CAP` plies; it then reports a
:class:`Scorecard` of each person's moves by verdict (best / kept the result / mistakes).

The players are chosen by a :class:`MatchSetup`, remembered in the ``matchPlayers`` setting as text
(``"person perfect+plain"``, ``"skill@60 person"``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QGuiApplication

from quadace_gui.core.games.takeaway import MoveVerdict
from quadace_gui.core.players import PLAYERS, GameView, Player, make_player
from quadace_gui.core.position import Move, Side
from quadace_gui.core.verdict import Verdict

from .game_model import GameModel, PlayMoveCommand
from .settings import ANIMATION_MS, MATCH_PLAYERS, Settings

PERSON = "person"
#: The pause after a move's animation before the computer answers, so the class can follow.
PAUSE_MS = 600
#: How often a computer that waits for a dialog or an animation looks again.
RETRY_MS = 100
#: A match is a draw after this many plies, or when a position comes back this many times.
PLY_CAP = 200
REPEATS = 3

OFF, PLAYING, OVER = "off", "playing", "over"


@dataclass(frozen=True)
class SideSetup:
    """One side: a person, or the computer player ``kind`` (a PLAYERS key) with its options."""

    kind: str = PERSON
    skill: int = 100  # percent, for players whose spec uses a skill
    plain: bool = False  # the repeatable choice, for players whose spec offers it

    @property
    def isPerson(self) -> bool:
        return self.kind not in PLAYERS

    @property
    def text(self) -> str:
        if self.isPerson:
            return PERSON
        spec = PLAYERS[self.kind]
        skill = f"@{self.skill}" if spec.uses_skill else ""
        return f"{self.kind}{skill}{'+plain' if spec.uses_plain and self.plain else ''}"

    @classmethod
    def parse(cls, text: str) -> SideSetup:
        """The side a token of the setting names; an unknown player plays as a person."""
        plain = text.endswith("+plain")
        kind, _, skill = text.removesuffix("+plain").partition("@")
        if kind not in PLAYERS:
            return cls()
        return cls(kind, max(0, min(100, int(skill))) if skill.isdigit() else 100, plain)

    def player(self, seed: int | None) -> Player:
        return make_player(self.kind, seed=seed, skill=self.skill / 100, plain=self.plain)


@dataclass(frozen=True)
class MatchSetup:
    """Who plays A and who plays B."""

    a: SideSetup = field(default_factory=SideSetup)
    b: SideSetup = field(default_factory=SideSetup)

    def side(self, side: Side) -> SideSetup:
        return self.a if side is Side.A else self.b

    @property
    def hasComputer(self) -> bool:
        return not (self.a.isPerson and self.b.isPerson)

    @property
    def hasPerson(self) -> bool:
        return self.a.isPerson or self.b.isPerson

    @property
    def text(self) -> str:
        return f"{self.a.text} {self.b.text}"

    @classmethod
    def parse(cls, text: str) -> MatchSetup:
        parts = text.split()
        if len(parts) != 2:
            return cls()
        return cls(SideSetup.parse(parts[0]), SideSetup.parse(parts[1]))


#: How a person's move is counted on the scorecard.
BEST, KEPT, MISTAKE = "best", "kept", "mistake"


@dataclass(frozen=True)
class ScoredMove:
    """A person's move of the match, in any game: its ply (1-based), side, the move as written and its
    verdict's kind (``best``, ``keeps``, or what a mistake did: QuadAce's ``draw_to_loss``,
    ``win_to_draw``, ``win_to_loss``; a take-away game's ``mistake``, a win thrown away)."""

    ply: int
    side: Side
    text: str
    kind: str

    @classmethod
    def of(cls, ply: int, side: Side, text: str, verdict: Verdict | MoveVerdict) -> ScoredMove:
        """The move judged by ``verdict`` (QuadAce's :class:`Verdict`, a take-away :class:`MoveVerdict`)."""
        return cls(ply, side, text, str(verdict.kind if isinstance(verdict, Verdict) else verdict.value))

    @property
    def category(self) -> str:
        if self.kind not in ("best", "keeps"):
            return MISTAKE
        return BEST if self.kind == "best" else KEPT


@dataclass(frozen=True)
class Scorecard:
    """A match as it ended: the winner (None for a draw), why it ended ("won", "repetition",
    "ply cap"), its plies, the players, and every move a person made, by verdict."""

    winner: Side | None
    reason: str
    plies: int
    setup: MatchSetup
    moves: tuple[ScoredMove, ...]

    @classmethod
    def of_line(
        cls,
        plies: range,
        by_person: Callable[[int], bool],
        move: Callable[[int], tuple[Side, str, Verdict | MoveVerdict]],
        winner: Side | None,
        reason: str,
        setup: MatchSetup,
    ) -> Scorecard:
        """The scorecard of the moves ``plies`` of a line (QuadAce's match and a take-away game's seats
        alike): each move a person made (``by_person``), judged (``move``: its side, text and verdict)."""
        moves = tuple(ScoredMove.of(ply, *move(ply)) for ply in plies if by_person(ply))
        return cls(winner, reason, len(plies), setup, moves)

    def persons(self) -> list[Side]:
        """The sides a person played (in the setup, or by making a move of the match)."""
        played = {m.side for m in self.moves}
        return [s for s in Side if self.setup.side(s).isPerson or s in played]

    def of(self, side: Side, category: str | None = None) -> list[ScoredMove]:
        return [m for m in self.moves if m.side is side and category in (None, m.category)]

    def firstMistake(self) -> ScoredMove | None:
        return next((m for m in self.moves if m.category == MISTAKE), None)


class MatchController(QObject):
    """Runs matches on one :class:`GameModel` (see the module docstring)."""

    #: The players changed (arg: MatchSetup).
    setupChanged = Signal(object)
    #: The match started, stopped or ended (arg: "off", "playing" or "over").
    stateChanged = Signal(str)
    #: A computer is about to move (arg: the Side), or a person's turn came (arg: None).
    turnChanged = Signal(object)
    #: The match ended (arg: Scorecard).
    finished = Signal(object)
    #: The match stopped because the game was replaced (arg: an English-free reason key: "replaced").
    stopped = Signal(str)

    def __init__(self, model: GameModel, settings: Settings | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.model = model
        self._settings = settings
        self._setup = MatchSetup.parse(settings.get(MATCH_PLAYERS)) if settings is not None else MatchSetup()
        self._state = OFF
        self._players: dict[Side, Player] = {}
        self._view: GameView | None = None  # what the players see of the table (built when first asked)
        self._view_table: object = None
        self._who: dict[int, str] = {}  # ply -> PERSON or the key of the computer that played it
        self._first_ply = 0
        self._record = model.record
        self._stepping = False
        self._moving = PERSON  # the kind of computer player making the move being played
        self._replaying = False
        # A move was just played (not navigation): answer it even where the line goes on after it.
        self._edited = False
        self._answering = False
        self._seed: int | None = None
        self._pause = PAUSE_MS
        self._gate: Callable[[], bool] = lambda: QGuiApplication.modalWindow() is None
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._step)
        model.gameChanged.connect(self._on_game)
        model.currentChanged.connect(self._on_current)

    # -- configuration -------------------------------------------------------------------------------
    def setup(self) -> MatchSetup:
        return self._setup

    def setSetup(self, setup: MatchSetup) -> None:
        """Choose the players (remembered). A running match goes on with them at once."""
        if setup == self._setup:
            return
        self._setup = setup
        if self._settings is not None:
            self._settings.set(MATCH_PLAYERS, setup.text)
        self._players = {}
        self.setupChanged.emit(setup)
        if self._state == PLAYING and not setup.hasComputer:
            self._set_state(OFF)
        self._consider()

    def setGate(self, gate: Callable[[], bool]) -> None:
        """What must hold for the computer to move now (the window: no modal dialog, no animation)."""
        self._gate = gate

    def setPause(self, ms: int) -> None:
        self._pause = max(0, int(ms))

    def pause(self) -> int:
        return self._pause

    def setSeed(self, seed: int | None) -> None:
        """The seed of the computer players made from now on (None: a different game every time)."""
        self._seed = seed
        self._players = {}

    # -- state -----------------------------------------------------------------------------------------
    def state(self) -> str:
        return self._state

    def isPlaying(self) -> bool:
        return self._state == PLAYING

    def computerSide(self) -> Side | None:
        """The side to move if a computer plays it in the running match (it is about to move)."""
        if self._state != PLAYING:
            return None
        side = self.model.position().to_move
        return None if self._setup.side(side).isPerson else side

    def personMayMove(self) -> bool:
        """Whether a move from the board is a person's to play now (not the computer's turn)."""
        return self.computerSide() is None

    def firstPly(self) -> int:
        """The ply the match started from."""
        return self._first_ply

    # -- commands --------------------------------------------------------------------------------------
    def start(self) -> None:
        """Play a match from the current position with the chosen players (nothing if none is a
        computer or the game is over). The moves before it are not part of its scorecard."""
        self.timer.stop()
        self._first_ply = self.model.ply
        self._players = {}
        playable = self._setup.hasComputer and not self.model.position().is_over
        self._set_state(PLAYING if playable else OFF)
        self._consider()

    def stop(self) -> None:
        self.timer.stop()
        self._set_state(OFF)

    def undo(self) -> None:
        """Undo; in a match with a person, back to that person's previous turn (the computer's answer
        and the person's move both go). A computer-only match stops at the ply undone to."""
        stack = self.model.undoStack
        if self._state == OFF or not self._setup.hasPerson:
            self.stop()
            stack.undo()
            return
        self.timer.stop()
        self._replaying = True
        try:
            stack.undo()
            while self._state != OFF and self._can_step(stack.index() - 1) and self.computerSide():
                stack.undo()
        finally:
            self._replaying = False
        if self._state != OFF:
            self._first_ply = min(self._first_ply, self.model.ply)
            self._set_state(PLAYING)
            self._consider()

    def redo(self) -> None:
        """Redo; in a match, the computer's answer that was undone with the person's move comes back."""
        stack = self.model.undoStack
        self.timer.stop()
        self._replaying = True
        try:
            stack.redo()
            while self._state == PLAYING and self._can_step(stack.index()) and self.computerSide():
                stack.redo()
        finally:
            self._replaying = False
        self._consider()

    def retry(self, ply: int) -> None:
        """Go to the position before move ``ply`` (a person's mistake) and play on from there with the
        same players; the person's next move replaces the rest of the game."""
        self.timer.stop()
        self.model.setPly(ply - 1)
        self._first_ply = min(self._first_ply, ply - 1)
        self._set_state(PLAYING)
        self._consider()

    def chooseMove(self) -> Move:
        """The move the computer player of the side to move picks now (the position is unfinished)."""
        position = self.model.position()
        player = self._players.get(position.to_move)
        if player is None:
            setup = self._setup.side(position.to_move)
            if setup.isPerson:  # asked for a person's side (a hint): the perfect player's plain choice
                setup = SideSetup("perfect", plain=True)
            seed = None if self._seed is None else self._seed + (0 if position.to_move is Side.A else 1)
            player = self._players[position.to_move] = setup.player(seed)
        choice = player.choose(self.view(), position.index)
        return position.move_of(choice.own, choice.opp)

    def view(self) -> GameView:
        """The players' view of the current table (made once per table; a big table's slots are worked
        out when first asked)."""
        table = self.model.table
        if self._view is None or self._view_table is not table:
            self._view, self._view_table = GameView.of_table(table), table
        return self._view

    def scorecard(self) -> Scorecard:
        """The match so far: every person's move from its first ply to the current one."""
        model = self.model
        winner, reason = self._result()
        return Scorecard.of_line(
            range(self._first_ply + 1, model.ply + 1),
            lambda ply: self._who.get(ply, PERSON) == PERSON,
            lambda ply: (model.position(ply - 1).to_move, model.moveAt(ply).text, model.verdict(ply)),
            winner,
            reason or "",
            self._setup,
        )

    # -- the match -------------------------------------------------------------------------------------
    def _set_state(self, state: str) -> None:
        if state != self._state:
            self._state = state
            self.stateChanged.emit(state)

    def _can_step(self, index: int) -> bool:
        """Whether the command at ``index`` of the undo stack is a move (undo/redo stay inside a game)."""
        stack = self.model.undoStack
        return 0 <= index < stack.count() and isinstance(stack.command(index), PlayMoveCommand)

    def _on_game(self) -> None:
        self._edited = True  # a move's currentChanged comes next (navigation sends only that)
        if self.model.record is not self._record:  # New Game, Open, Set Up, a jump (or their undo)
            self._record = self.model.record
            self._who = {}
            self.timer.stop()
            if self._state != OFF:
                self._set_state(OFF)
                self.stopped.emit("replaced")

    def _on_current(self, played: Move | None) -> None:
        model = self.model
        moved, self._edited = played is not None and self._edited, False
        self._answering = moved and not self._replaying
        if self._answering:
            self._who[model.ply] = self._moving if self._stepping else PERSON
        self._consider(played is not None)

    def _result(self) -> tuple[Side | None, str | None]:
        """How the match has ended at the current ply: (winner, reason), reason None if it goes on."""
        model = self.model
        position = model.position()
        if position.is_over:
            return position.winner, "won"
        since = model.record.positions[self._first_ply : model.ply + 1]
        if since.count(position) >= REPEATS:
            return None, "repetition"
        if model.ply - self._first_ply >= PLY_CAP:
            return None, "ply cap"
        return None, None

    def _consider(self, after_move: bool = False) -> None:
        """Schedule the computer's move, or end the match, as the position now asks."""
        self.timer.stop()
        model = self.model
        if self._state != PLAYING or (model.ply != model.plyCount and not self._answering):
            return  # no match, or the user is looking back through the game
        if self._result()[1] is not None:
            self._set_state(OVER)
            self.finished.emit(self.scorecard())
            return
        side = self.computerSide()
        self.turnChanged.emit(side)
        if side is not None:
            animation = self._settings.get(ANIMATION_MS) if self._settings is not None and after_move else 0
            self.timer.start(animation + self._pause)

    def _step(self) -> None:
        model = self.model
        looking_back = model.ply != model.plyCount and not self._answering
        if self._state != PLAYING or looking_back or self.computerSide() is None:
            return
        if self._result()[1] is not None:
            self._consider()
            return
        if not self._gate():
            self.timer.start(RETRY_MS)  # a dialog is open or the board still animates: look again
            return
        move = self.chooseMove()
        self._moving = self._setup.side(model.position().to_move).kind
        self._stepping = True
        try:
            model.playMove(move)
        finally:
            self._stepping = False
