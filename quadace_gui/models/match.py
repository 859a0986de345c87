# Over 400 lines: one controller whose turn logic, undo and scorecard share the state of a match.
"""Playing against the computer, in every game: who plays each side, the computer's moves, the scorecard.

:class:`MatchController` drives a match through any game's model (the :class:`~.match_game.MatchGame`
protocol: QuadAce's :class:`~.game_model.GameModel`, a take-away game's
:class:`~.takeaway_model.TakeAwayModel`): each side is a person or a computer player of
:mod:`quadace_gui.core.players`. When it is a computer's turn at the end of the game it waits for the
board's animation of the previous move and a short pause (a ``QTimer``, never a sleep), and not while a
modal dialog is open (the window's *gate*), then plays its move as an ordinary undoable move. It never
moves on a person's turn or while the user looks at an earlier ply. A match stops when the game is
replaced (New Game, Open, Set Up, a jump to another position) and ends when the game is won, when a
position comes back a third time, or after :data:`PLY_CAP` plies; it then reports a :class:`Scorecard` of
each person's moves by verdict (best / kept the result / mistakes).

The players are chosen by a :class:`MatchSetup`, remembered in the ``matchPlayers`` setting as text
(``"person perfect+plain"``, ``"skill@60 person"``).

The take-away page seats its players with the same controller made with ``seats=True``: its seats
are not remembered, they play as soon as a computer is seated (a new game goes on with them, a
computer at A begins), Undo takes back one move and a computer to move then waits until asked
(:meth:`MatchController.moveNow`, Ctrl+M), and only a person's game against a computer ends with a
scorecard.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QGuiApplication

from quadace_gui.core.games.takeaway import MoveVerdict
from quadace_gui.core.players import PLAYERS, GameView, Player, make_player
from quadace_gui.core.position import Side
from quadace_gui.core.verdict import Verdict

from .match_game import MatchGame
from .settings import ANIMATION_MS, MATCH_PLAYERS, Settings

PERSON = "person"
#: The pause after a move's animation before the computer answers, so the class can follow.
PAUSE_MS = 600
#: How often a computer that waits for a dialog or an animation looks again.
RETRY_MS = 100
#: A match is a draw after this many plies, or when a position comes back this many times.
PLY_CAP = 200
REPEATS = 3
#: The seats of a take-away page: the pause after a move's animation before a computer answers it (ms),
#: and the skill of the "skill" computer player there (percent).
THINK_MS = 350
SKILL = 70

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
    """Runs matches on one game model, any game's (see the module docstring)."""

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
    #: A computer played a move (arg: the move as written).
    computerMoved = Signal(str)
    #: A computer started or stopped waiting to move (:meth:`isThinking`).
    thinkingChanged = Signal()

    def __init__(
        self,
        model: MatchGame,
        settings: Settings | None = None,
        parent: QObject | None = None,
        *,
        seats: bool = False,
    ) -> None:
        super().__init__(parent)
        self.model = model
        self._seats = seats
        self._settings = settings
        remembered = settings is not None and not seats
        self._setup = (
            MatchSetup.parse(settings.get(MATCH_PLAYERS)) if remembered and settings else MatchSetup()
        )
        if seats:  # two persons; a computer seated there plays with the seats' skill
            self._setup = MatchSetup(SideSetup(skill=SKILL), SideSetup(skill=SKILL))
        self._state = OFF
        self._players: dict[Side, Player] = {}
        self._who: dict[int, str] = {}  # ply -> PERSON or the key of the computer that played it
        self._first_ply = 0
        self._line = model.matchLine()
        self._seen = model.currentPly()  # the ply shown last (a move goes one further)
        self._stepping = False
        self._moving = PERSON  # the kind of computer player making the move being played
        self._replaying = False
        # A move was just played (not navigation): answer it even where the line goes on after it.
        self._edited = False
        self._answering = False
        self._held = False  # seats: the computer waits until asked (after an undo, a quiz answer)
        self._seed: int | None = None
        self._pause = THINK_MS if seats else PAUSE_MS
        self._animation: int | None = None  # None: the animationMs setting
        self._gate: Callable[[], bool] = lambda: QGuiApplication.modalWindow() is None
        self._hold: Callable[[], bool] = lambda: False
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._step)
        model.historyChanged.connect(self._on_history)
        model.currentChanged.connect(self._on_current)

    # -- configuration -------------------------------------------------------------------------------
    def setup(self) -> MatchSetup:
        return self._setup

    def setSetup(self, setup: MatchSetup) -> None:
        """Choose the players (remembered in a match). A running match goes on with them at once; the
        seats of a take-away page play from now on (a computer at the side to move moves)."""
        if setup == self._setup:
            return
        self._setup = setup
        if self._settings is not None and not self._seats:
            self._settings.set(MATCH_PLAYERS, setup.text)
        self._players = {}
        self.setupChanged.emit(setup)
        self._held = False
        if self._seats and self._state == OFF:
            self.start()
            return
        if self._state == PLAYING and not setup.hasComputer:
            self._set_state(OFF)
        self._consider()

    def kind(self, side: Side | str) -> str:
        """The kind of player at ``side`` (PERSON or a PLAYERS key)."""
        return self._setup.side(Side(side)).kind

    def setKind(self, side: Side | str, kind: str) -> None:
        """Seat ``kind`` (PERSON or a PLAYERS key) at ``side``; a computer's skill is :data:`SKILL`."""
        if kind != PERSON and kind not in PLAYERS:
            raise ValueError(f"unknown player {kind!r}")
        seat = SideSetup(kind, skill=SKILL)
        a, b = (seat, self._setup.b) if Side(side) is Side.A else (self._setup.a, seat)
        if MatchSetup(a, b) == self._setup:
            self.setupChanged.emit(self._setup)  # (the seat's box follows it even when nothing changed)
        self.setSetup(MatchSetup(a, b))

    @staticmethod
    def kinds() -> list[str]:
        """The players in menu order: a person, then the computer players' keys."""
        return [PERSON, *PLAYERS]

    def setGate(self, gate: Callable[[], bool]) -> None:
        """What must hold for the computer to move now (the window: no modal dialog, no animation)."""
        self._gate = gate

    def setHold(self, hold: Callable[[], bool]) -> None:
        """What makes a move played now not a move of the match (a quiz question open: the move is its
        answer); the computer does not answer it and waits until asked (:meth:`moveNow`)."""
        self._hold = hold

    def setPause(self, ms: int) -> None:
        self._pause = max(0, int(ms))

    def pause(self) -> int:
        return self._pause

    def setAnimationMs(self, ms: int) -> None:
        """How long the board animates a move (instead of the animationMs setting); the seats of a
        take-away page then pause :data:`THINK_MS` after it, none without an animation."""
        self._animation = max(0, int(ms))
        if self._seats:
            self._pause = THINK_MS if ms > 0 else 0

    def setSeed(self, seed: int | None) -> None:
        """The seed of the computer players made from now on (None: a different game every time)."""
        self._seed = seed
        self._players = {}

    # -- state -----------------------------------------------------------------------------------------
    def state(self) -> str:
        return self._state

    def isPlaying(self) -> bool:
        return self._state == PLAYING

    def isThinking(self) -> bool:
        """Whether a computer waits to move (its timer runs)."""
        return self.timer.isActive()

    def sideToMove(self) -> Side:
        return self.model.matchTurn()

    def computerSide(self) -> Side | None:
        """The side to move if a computer plays it in the running match (it is about to move)."""
        if self._state != PLAYING:
            return None
        side = self.model.matchTurn()
        return None if self._setup.side(side).isPerson else side

    def personMayMove(self) -> bool:
        """Whether a move from the board is a person's to play now (not the computer's turn)."""
        return self.computerSide() is None

    def personToMove(self) -> bool:
        """Whether a person is seated at the side to move (whatever the state of the match)."""
        return self._setup.side(self.model.matchTurn()).isPerson

    def firstPly(self) -> int:
        """The ply the match started from."""
        return self._first_ply

    def computerAt(self, ply: int) -> str | None:
        """The kind of computer player that played move ``ply`` of the line (None: a person did)."""
        who = self._who.get(ply, PERSON) if ply <= self.model.lastPly() else PERSON
        return None if who == PERSON else who

    # -- commands --------------------------------------------------------------------------------------
    def start(self) -> None:
        """Play a match from the current position with the chosen players (nothing if none is a
        computer or the game is over). The moves before it are not part of its scorecard."""
        self._held = False
        self._begin()

    def _begin(self) -> None:
        self._stop_timer()
        self._first_ply = self.model.currentPly()
        self._players = {}
        playable = self._setup.hasComputer and not self.model.matchOver()
        self._set_state(PLAYING if playable else OFF)
        self._consider()

    def stop(self) -> None:
        """Stop the match (the seats of a take-away page stay, and a computer waits until asked or
        until the next move or game)."""
        self._stop_timer()
        if self._seats:
            self._held = True
        else:
            self._set_state(OFF)

    def moveNow(self) -> None:
        """The computer seated at the side to move plays now (also after an undo, or in the middle of
        the line: its move replaces the rest)."""
        self._held = False
        if self._state != PLAYING:
            self._begin()
        if self.computerSide() is None or self.model.matchOver():
            return
        self._answering = True  # (a move is owed here even in the middle of the line)
        self._stop_timer()
        self._start_timer(0)

    def undo(self) -> None:
        """Undo. In a match with a person, back to that person's previous turn (the computer's answer
        and the person's move both go); a computer-only match stops at the ply undone to. At a take-away
        page's seats one move goes, and a computer to move then waits until asked (:meth:`moveNow`)."""
        stack = self.model.undoStack
        if self._seats:
            self._stop_timer()
            self._held = True
            self._replaying = True
            try:
                stack.undo()
            finally:
                self._replaying = False
            if self._state == OVER:
                self._set_state(PLAYING)
            return
        if self._state == OFF or not self._setup.hasPerson:
            self.stop()
            stack.undo()
            return
        self._stop_timer()
        self._replaying = True
        try:
            stack.undo()
            while self._state != OFF and self.model.matchIsMove(stack.index() - 1) and self.computerSide():
                stack.undo()
        finally:
            self._replaying = False
        if self._state != OFF:
            self._first_ply = min(self._first_ply, self.model.currentPly())
            self._set_state(PLAYING)
            self._consider()

    def redo(self) -> None:
        """Redo; in a match, the computer's answer that was undone with the person's move comes back
        (at a take-away page's seats one move comes back and a computer to move waits)."""
        stack = self.model.undoStack
        self._stop_timer()
        self._replaying = True
        try:
            stack.redo()
            if self._seats:
                self._held = True
            else:
                while (
                    self._state == PLAYING and self.model.matchIsMove(stack.index()) and self.computerSide()
                ):
                    stack.redo()
        finally:
            self._replaying = False
        self._consider()

    def retry(self, ply: int) -> None:
        """Go to the position before move ``ply`` (a person's mistake) and play on from there with the
        same players; the person's next move replaces the rest of the game."""
        self._stop_timer()
        self._held = False
        self.model.setPly(ply - 1)
        self._first_ply = min(self._first_ply, ply - 1)
        self._set_state(PLAYING)
        self._consider()

    def _player(self, side: Side) -> Player:
        player = self._players.get(side)
        if player is None:
            setup = self._setup.side(side)
            if setup.isPerson:  # asked for a person's side (a hint): the perfect player's plain choice
                setup = SideSetup("perfect", plain=True)
            seed = None if self._seed is None else self._seed + (0 if side is Side.A else 1)
            player = self._players[side] = setup.player(seed)
        return player

    def chooseMove(self) -> object:
        """The move the computer player of the side to move picks now (the position is unfinished)."""
        return self.model.matchChoose(self._player(self.model.matchTurn()))

    def view(self) -> GameView:
        """The players' view of the game (QuadAce's is made once per table)."""
        return self.model.matchView()

    def scorecard(self) -> Scorecard:
        """The match so far: every person's move from its first ply to the current one."""
        model = self.model
        winner, reason = self._result()
        return Scorecard.of_line(
            range(self._first_ply + 1, model.currentPly() + 1),
            lambda ply: self._who.get(ply, PERSON) == PERSON,
            model.matchScored,
            winner,
            reason or "",
            self._setup,
        )

    # -- the match -------------------------------------------------------------------------------------
    def _set_state(self, state: str) -> None:
        if state != self._state:
            self._state = state
            self.stateChanged.emit(state)

    def _start_timer(self, ms: int) -> None:
        was = self.timer.isActive()
        self.timer.start(ms)
        if not was:
            self.thinkingChanged.emit()

    def _stop_timer(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
            self.thinkingChanged.emit()

    def _on_history(self) -> None:
        line = self.model.matchLine()
        self._edited = line is self._line  # a move's currentChanged comes next (navigation sends only that)
        if line is not self._line:  # New Game, Open, Set Up, a jump (or their undo)
            self._line = line
            self._who = {}
            self._stop_timer()
            if self._seats:  # the seats play on in the new game (a computer at its side to move begins)
                self._seen = self.model.currentPly()
                self.start()
            elif self._state != OFF:
                self._set_state(OFF)
                self.stopped.emit("replaced")

    def _on_current(self, _position: object = None) -> None:
        model = self.model
        ply, seen = model.currentPly(), self._seen
        self._seen = ply
        moved, self._edited = self._edited and ply == seen + 1, False
        self._answering = moved and not self._replaying
        if self._answering:
            self._who[ply] = self._moving if self._stepping else PERSON
            if not self._stepping:
                self._held = self._hold()  # a quiz question's answer is no move of the match
        self._consider(moved)

    def _result(self) -> tuple[Side | None, str | None]:
        """How the match has ended at the current ply: (winner, reason), reason None if it goes on."""
        model = self.model
        if model.matchOver():
            return model.matchWinner(), "won"
        ply = model.currentPly()
        here = model.matchPosition(ply)
        if sum(model.matchPosition(p) == here for p in range(self._first_ply, ply + 1)) >= REPEATS:
            return None, "repetition"
        if ply - self._first_ply >= PLY_CAP:
            return None, "ply cap"
        return None, None

    def _looking_back(self) -> bool:
        return self.model.currentPly() != self.model.lastPly() and not self._answering

    def _consider(self, after_move: bool = False) -> None:
        """Schedule the computer's move, or end the match, as the position now asks."""
        self._stop_timer()
        if self._state != PLAYING or self._looking_back():
            return  # no match, or the user is looking back through the game
        if self._result()[1] is not None:
            self._set_state(OVER)
            card = self.scorecard()
            # (the seats of a take-away page: only a person's game against a computer has a scorecard)
            if not self._seats or 0 < len(card.moves) < card.plies:
                self.finished.emit(card)
            return
        side = self.computerSide()
        self.turnChanged.emit(side)
        if side is not None and not self._held:
            self._start_timer((self._animation_ms() if after_move else 0) + self._pause)

    def _animation_ms(self) -> int:
        if self._animation is not None:
            return self._animation
        return self._settings.get(ANIMATION_MS) if self._settings is not None else 0

    def _step(self) -> None:
        model = self.model
        if self._state != PLAYING or self._looking_back() or self.computerSide() is None:
            self.thinkingChanged.emit()
            return
        if self._result()[1] is not None:
            self._consider()
            return
        if not self._gate():
            self._start_timer(RETRY_MS)  # a dialog is open or the board still animates: look again
            return
        side = model.matchTurn()
        move = model.matchChoose(self._player(side))
        self._moving = self._setup.side(side).kind
        self._stepping = True
        try:
            model.matchPlay(move)
        finally:
            self._stepping = False
        self.thinkingChanged.emit()
        self.computerMoved.emit(model.matchScored(model.currentPly())[1])
