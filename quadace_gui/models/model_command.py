"""The base of the undo commands of every game's model: a command holds its model weakly.

The model owns its undo stack and the stack its commands; a strong reference back from a command to the
model would make a cycle through Qt that only the garbage collector could break, tearing down C++ objects
in the middle of its sweep. QuadAce's commands (:mod:`.game_commands`) and the take-away games' (in
:mod:`.takeaway_model`) share this one base.
"""

from __future__ import annotations

import weakref
from typing import Generic, TypeVar

from PySide6.QtGui import QUndoCommand

M = TypeVar("M")


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
