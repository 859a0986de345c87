"""Who plays each side of a take-away game: a person, or one of the computer players of
:mod:`quadace_gui.core.players` (perfect, simple, random, ...).

:class:`Seats` owns the turn order. After a move is played (by a person or a computer), after a new
game and after a seat changes, it looks at the side to move: a computer there moves after a pause (the
move animation plus a beat, so the class sees each move), on a single-shot QTimer; a person is never
interrupted. Undo, redo and moving through the line do not wake a computer (otherwise undoing its
move would make it play again at once); the next move played, choosing the seat again, or asking
it (Game > Computer Moves) does.

When a game a person played against a computer seat ends, :attr:`Seats.finished` sends its
:class:`~quadace_gui.models.match.Scorecard` (the person's moves judged by the model's verdicts), the
same scorecard a QuadAce match ends with. A seat is the :class:`~quadace_gui.models.match.SideSetup` a
QuadAce match uses (its kind, its skill), so both build their players and their scorecards one way.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from quadace_gui.core.games.heaps import Heaps, TakeMove
from quadace_gui.core.players import PLAYERS, Player
from quadace_gui.core.position import Side
from quadace_gui.models.match import PERSON, MatchSetup, Scorecard, SideSetup
from quadace_gui.models.takeaway_model import TakeAwayModel
from quadace_gui.texts import game_words

__all__ = ["PERSON", "THINK_MS", "Seats"]
#: The skill of the "skill" computer player at a take-away game (percent).
SKILL = 70
#: The pause after a move's animation before a computer answers it (ms).
THINK_MS = 350


class Seats(QObject):
    """The players of sides A and B, and the timer that lets a computer move."""

    seatsChanged = Signal()
    computerMoved = Signal(str)  # the text of the move a computer played
    thinkingChanged = Signal()  # a computer started or stopped waiting to move
    finished = Signal(object)  # a person's game against a computer ended (arg: the Scorecard)

    def __init__(self, model: TakeAwayModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self._kinds = {"A": PERSON, "B": PERSON}
        self._players: dict[str, Player] = {}
        self._delay = 450 + THINK_MS
        self._forced = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._computer_moves)
        # The moves a computer played: ply -> (the position before, the move, the player's kind).
        self._auto: dict[int, tuple[Heaps, TakeMove, str]] = {}
        self._reported: object = None  # the line whose scorecard was sent last
        model.gameChanged.connect(self.wake)

    @staticmethod
    def kinds() -> list[str]:
        """The seat kinds in menu order: a person, then the computer players' keys."""
        return [PERSON, *PLAYERS]

    def kind(self, side: str) -> str:
        return self._kinds[side]

    def setKind(self, side: str, kind: str) -> None:
        if kind != PERSON and kind not in PLAYERS:
            raise ValueError(f"unknown player {kind!r}")
        self._kinds[side] = kind
        if kind == PERSON:
            self._players.pop(side, None)
        else:  # unseeded: a class sees different games from the random and 70 % players
            self._players[side] = self._setup(side).player(seed=None)
        self.seatsChanged.emit()
        self.wake()

    def _setup(self, side: str) -> SideSetup:
        """The seat as a QuadAce match's side: its kind and the skill of the 70 % player."""
        return SideSetup(self._kinds[side], skill=SKILL)

    def setAnimationMs(self, ms: int) -> None:
        self._delay = max(0, ms) + (THINK_MS if ms > 0 else 0)

    def personToMove(self) -> bool:
        """Whether the side to move is played by a person (the board takes clicks then)."""
        return self._kinds[self.model.sideToMove()] == PERSON

    def isThinking(self) -> bool:
        return self._timer.isActive()

    def stop(self) -> None:
        if self._timer.isActive():
            self._timer.stop()
            self.thinkingChanged.emit()

    def wake(self, now: bool = False) -> None:
        """A move was just played (or the game or a seat changed): let a computer to move answer.
        ``now``: the user asked it to move (Computer Moves), also in the middle of the line."""
        was = self._timer.isActive()
        self._timer.stop()
        model = self.model
        at_end = now or model.ply() == model.plyCount()
        if at_end and not model.position().is_over and not self.personToMove():
            self._forced = now
            self._timer.start(0 if now else self._delay)
        if was or self._timer.isActive():
            self.thinkingChanged.emit()
        self._finish_if_over()

    def _computer_moves(self) -> None:
        model = self.model
        side = model.sideToMove()
        player = self._players.get(side)
        if player is None or model.position().is_over:
            return
        if not self._forced and model.ply() != model.plyCount():
            return
        self._forced = False
        game = model.game()
        choice = player.choose(model.playerView(), model.slot())
        after = game.heaps(choice.after)
        info = next(i for i in model.moveInfos() if i.after == after)
        said = game_words(game.move_words(model.heaps(), info.move))
        self._auto[model.ply() + 1] = (model.heaps(), info.move, self._kinds[side])
        model.play(info.move)
        self.computerMoved.emit(said)
        self.wake()
        self.thinkingChanged.emit()

    # -- the scorecard ---------------------------------------------------------------------------------
    def computerAt(self, ply: int) -> str | None:
        """The kind of computer player that played move ``ply`` of the line (None: a person did)."""
        model = self.model
        auto = self._auto.get(ply)
        if auto is None or ply > model.plyCount() or auto[:2] != (model.heaps(ply - 1), model.moveAt(ply)):
            return None
        return auto[2]

    def scorecard(self) -> Scorecard:
        """The line up to the current ply as a match: its winner and each person's move, judged."""
        model = self.model
        winner = model.winner()
        return Scorecard.of_line(
            range(1, model.ply() + 1),
            lambda ply: self.computerAt(ply) is None,
            lambda ply: (
                Side(model.sideToMove(ply - 1)),
                model.moveText(model.moveAt(ply), model.heaps(ply - 1)),
                model.verdict(ply),
            ),
            None if winner is None else Side(winner),
            "won",
            MatchSetup(*(self._setup(side) for side in "AB")),
        )

    def _finish_if_over(self) -> None:
        """Send the scorecard once when a game with a person and a computer has just ended."""
        model = self.model
        if not model.position().is_over or model.ply() != model.plyCount():
            return
        line = model.record()
        key = (line.game, line.start, tuple(line.moves))
        if key == self._reported:
            return
        computers = [p for p in range(1, model.ply() + 1) if self.computerAt(p) is not None]
        if computers and len(computers) < model.ply():
            self._reported = key
            self.finished.emit(self.scorecard())
