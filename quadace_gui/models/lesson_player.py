"""The lesson player's state: which lesson, which step, whether the lesson is on, and each step's
question (asked, answered, revealed). Views show it and the window's driver applies each step.

Leaving a lesson keeps its place: :meth:`resume` returns to the same step. The player holds no game: the
driver (``views/lesson_driver.py``) sets the board and panels on :attr:`stepEntered` and gives the free
game back on :attr:`left`.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from quadace_gui.core.lessons import Lesson, Step, is_correct


class LessonPlayer(QObject):
    #: Anything shown changed (the lesson, the step, an answer, on/off).
    changed = Signal()
    #: A step is to be set up (the Step): entering a lesson, Next, Back, a jump, Resume.
    stepEntered = Signal(object)
    #: The lesson was left for free play (its place is kept).
    left = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lesson: Lesson | None = None
        self._index = 0
        self._active = False
        self._revealed: set[int] = set()
        self._answers: dict[int, tuple[str, bool]] = {}

    # -- state ---------------------------------------------------------------------------------------
    @property
    def lesson(self) -> Lesson | None:
        return self._lesson

    @property
    def index(self) -> int:
        """The current step, from 0."""
        return self._index

    @property
    def active(self) -> bool:
        return self._active and self._lesson is not None

    def step(self) -> Step | None:
        return None if self._lesson is None else self._lesson.steps[self._index]

    def count(self) -> int:
        return 0 if self._lesson is None else len(self._lesson.steps)

    def revealed(self) -> bool:
        """Whether the current step's answer is shown."""
        return self._index in self._revealed

    def answered(self) -> tuple[str, bool] | None:
        """The current step's last answer given and whether it was right."""
        return self._answers.get(self._index)

    # -- acting ---------------------------------------------------------------------------------------
    def open(self, lesson: Lesson, index: int = 0) -> None:
        """Start ``lesson`` at step ``index`` (answers given to another lesson are forgotten)."""
        self._lesson = lesson
        self._revealed.clear()
        self._answers.clear()
        self._index = max(0, min(index, len(lesson.steps) - 1))
        self._active = True
        self._enter()

    def goTo(self, index: int) -> None:
        if self._lesson is None or not 0 <= index < len(self._lesson.steps):
            return
        self._index = index
        self._active = True
        self._enter()

    def next(self) -> bool:
        """The next step (False at the last one)."""
        if self._lesson is None or self._index + 1 >= len(self._lesson.steps):
            return False
        self.goTo(self._index + 1)
        return True

    def back(self) -> bool:
        if self._lesson is None or self._index == 0:
            return False
        self.goTo(self._index - 1)
        return True

    def resume(self) -> None:
        """Back into the lesson at the step it was left on."""
        if self._lesson is not None:
            self.goTo(self._index)

    def leave(self) -> None:
        """Free play; the lesson and its place stay for :meth:`resume`."""
        if self._active:
            self._active = False
            self.left.emit()
            self.changed.emit()

    def reveal(self) -> None:
        if self._lesson is not None:
            self._revealed.add(self._index)
            self.changed.emit()

    def answer(self, given: str) -> bool:
        """Check ``given`` against the solver; remembered for the step."""
        step = self.step()
        if step is None or step.question is None:
            return False
        right = is_correct(step, given)
        self._answers[self._index] = (given, right)
        self.changed.emit()
        return right

    def _enter(self) -> None:
        step = self.step()
        if step is not None:
            self.stepEntered.emit(step)
        self.changed.emit()
