"""The base of the undo commands of every game's model: a command holds its model weakly.

The model owns its undo stack and the stack its commands; a strong reference back from a command to the
model would make a cycle through Qt that only the garbage collector could break, tearing down C++ objects
in the middle of its sweep. Every game's commands (:mod:`.game_commands`) share this one base;
:class:`ReplaceStateCommand`, the command that replaces a model's whole game, is here too.
"""

from __future__ import annotations

import weakref
from typing import Generic, Protocol, TypeVar

from PySide6.QtGui import QUndoCommand

M = TypeVar("M")
S = TypeVar("S")


class ModelCommand(QUndoCommand, Generic[M]):
    """A command on the undo stack of ``model`` (kept weakly: see the module's text)."""

    def __init__(self, model: M, text: str) -> None:
        super().__init__(text)
        self._model = weakref.ref(model)

    @property
    def model(self) -> M:
        model = self._model()
        if model is None:
            raise RuntimeError("the model of this command is gone")
        return model


class StateModel(Protocol[S]):
    """A model whose whole game is a state ``S`` (the game, its table, its tree, the ply)."""

    def state(self) -> S:
        """The whole game as it is."""

    def restore(self, state: S) -> None:
        """Show ``state`` (sends the signals of a new game)."""


class ReplaceStateCommand(ModelCommand[StateModel[S]], Generic[S]):
    """Replace the whole game (new game, set up, jump, open): undo brings the old one back."""

    #: Whether the command begins another game (new game, open) rather than jumping within one.
    beginsGame = False

    def __init__(self, model: StateModel[S], after: S, text: str) -> None:
        super().__init__(model, text)
        self.before = model.state()
        self.after = after

    def redo(self) -> None:
        self.model.restore(self.after)

    def undo(self) -> None:
        self.model.restore(self.before)
