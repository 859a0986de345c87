"""Whether the answers (values, verdicts, best moves) may be shown: one switch for every view.

A teacher hides the answers so the class can guess first. The switch is a remembered setting; a
quiz holds the answers hidden while its question is open; a finished game shows its verdicts anyway;
and :meth:`Answers.reveal` shows them for the current position until the position changes (the
"show me" click).

Every view that would show a value, a verdict, a best move or a colour that gives one away asks
:meth:`Answers.hidden` and redraws on :attr:`Answers.changed`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from .settings import ANSWERS_HIDDEN, Settings

if TYPE_CHECKING:
    from .game_model import GameModel
    from .takeaway_model import TakeAwayModel


class Answers(QObject):
    """The answers gate of one window."""

    #: Emitted when :meth:`hidden` may have changed (the switch, a reveal, or the game ending).
    changed = Signal()

    def __init__(
        self, model: GameModel | TakeAwayModel, settings: Settings, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._model = model
        self._settings = settings
        self._revealed_at: object = None  # the position shown by reveal(), until it changes
        self._held = False  # a quiz question is open: hidden whatever the switch says
        self._last = self.hidden()
        settings.changed.connect(self._on_setting)
        model.currentChanged.connect(self._on_position)
        model.tableChanged.connect(self._on_position)

    def switchedOff(self) -> bool:
        """Whether the teacher's switch hides answers (whatever the position)."""
        return bool(self._settings.get(ANSWERS_HIDDEN))

    def setSwitchedOff(self, hidden: bool) -> None:
        self._settings.set(ANSWERS_HIDDEN, bool(hidden))

    def setHeld(self, held: bool) -> None:
        """Hide the answers whatever the switch says while ``held`` (a quiz question is open)."""
        if held != self._held:
            self._held = held
            self._revealed_at = None
            self._emit_if_changed(force=True)

    def held(self) -> bool:
        return self._held

    def hidden(self) -> bool:
        """Whether views must not show answers now: a quiz question is open, or the switch is on, the
        game is not over, and the current position was not revealed."""
        if self._held:
            return True
        if not self.switchedOff():
            return False
        position = self._model.position()
        if position.is_over:
            return False
        return self._revealed_at != position

    def reveal(self) -> None:
        """Show the answers for the current position (until the position changes)."""
        self._revealed_at = self._model.position()
        self._emit_if_changed(force=True)

    def revealed(self) -> bool:
        """Whether :meth:`reveal` shows the answers of the current position (the switch hides the others)."""
        return self._revealed_at is not None and self._revealed_at == self._model.position()

    def hideAgain(self) -> None:
        """Hide the answers :meth:`reveal` showed for the current position (the switch stays on)."""
        if self._revealed_at is not None:
            self._revealed_at = None
            self._emit_if_changed(force=True)

    def _on_setting(self, name: str) -> None:
        if name == ANSWERS_HIDDEN.name:
            self._revealed_at = None
            self._emit_if_changed(force=True)

    def _on_position(self, *_: object) -> None:
        if self._revealed_at is not None and self._revealed_at != self._model.position():
            self._revealed_at = None
        self._emit_if_changed()

    def _emit_if_changed(self, force: bool = False) -> None:
        now = self.hidden()
        if force or now != self._last:
            self._last = now
            self.changed.emit()
