"""What the quiz panel asks of a game's model: one typed protocol that every game's model satisfies.

:class:`QuizSource` is met by QuadAce's :class:`~quadace_gui.models.game_model.GameModel` and by
:class:`~quadace_gui.models.takeaway_model.TakeAwayModel` (their ``quiz*`` methods), so one
:class:`~quadace_gui.views.panels.quiz.QuizPanel` serves every game. The questions, the grading and
every game fact come from the core quiz (:mod:`quadace_gui.core.game_quiz`); the model only goes to a
question's position and says where the game stands, by slot.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import SignalInstance

from quadace_gui.core.game_quiz import Quiz

from .answers import Answers


class QuizSource(Protocol):
    """A game being played, as the quiz sees it."""

    @property
    def currentChanged(self) -> SignalInstance:
        """The current position changed (also the last signal of a new game or table)."""

    def quiz(self) -> Quiz:
        """The quiz of the current game and table (the same object while the table is the same)."""

    def quizGoTo(self, slot: int) -> None:
        """Go to the position of ``slot`` (a question's), A to move, as a fresh line (undoable: Undo
        brings back the game it replaced, and the game's moves still count as unsaved work)."""

    def lastPly(self) -> int:
        """The number of moves of the current line (a question's fresh line replaces them)."""

    def quizSlot(self, back: int = 0) -> int | None:
        """The slot of the position ``back`` plies before the current one (None before the line)."""

    def quizLastMove(self) -> str | None:
        """The move that led to the current position, as written (None at the line's start)."""


class QuizContext(Protocol):
    """What a quiz panel is given: the game's model and the answers gate of its window or page."""

    @property
    def model(self) -> QuizSource: ...

    @property
    def answers(self) -> Answers: ...


@dataclass(frozen=True)
class QuizPlace:
    """A :class:`QuizContext` for a page without the main window's panel context (the take-away page)."""

    model: QuizSource
    answers: Answers
