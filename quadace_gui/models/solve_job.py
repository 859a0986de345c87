"""Solving a base off the GUI thread, with progress and cancellation."""

from __future__ import annotations

import contextlib
from collections.abc import Callable

from PySide6.QtCore import QObject, QThread, Signal

from quadace_gui.core.errors import QuadAceError
from quadace_gui.core.games.takeaway import GameTable, TakeAwayGame, solve_game
from quadace_gui.core.rules import Rules
from quadace_gui.core.solver import SolveCancelled, SolvedTable, solve
from quadace_gui.texts import error_text, game_words

#: Work done on a new table in the worker thread after the solve: a plain function of the table
#: (numpy arithmetic, say), never a widget's method or anything that touches a Qt object.
Prepare = Callable[[SolvedTable], object]


class SolveJob(QThread):
    """Solves ``rules`` in a worker thread. Emits ``progressed(percent)`` and then exactly one of
    ``solved(table)``, ``failed(message)`` or ``cancelled()`` (all delivered on the GUI thread).

    ``prepare``, if given, is a plain function called with the table in the worker thread before
    ``solved`` is sent, so that heavy work a new table needs (the heatmap's colour codes, say) is not
    done on the GUI thread either. The worker runs no view code: ``prepare`` gets only the table, and
    its result is kept in :attr:`prepared` for the GUI thread to hand to whoever needs it (None when
    there was nothing to prepare or it ran out of memory).
    """

    progressed = Signal(int)
    solved = Signal(object)
    failed = Signal(str)
    cancelled = Signal()

    def __init__(self, rules: Rules, parent: QObject | None = None, prepare: Prepare | None = None) -> None:
        super().__init__(parent)
        self.rules = rules
        self._prepare = prepare
        self._stop = False
        self._last = -1
        self.prepared: object = None

    def cancel(self) -> None:
        self._stop = True

    def isCancelled(self) -> bool:
        """Whether :meth:`cancel` was called (perhaps after ``solved`` was already sent)."""
        return self._stop

    def _progress(self, fraction: float, _phase: str) -> bool:
        # With something to prepare after the solve, solving fills 90 % of the bar and preparing the rest:
        # the dialog closes at 100 %, and the table is not there before the preparing is done.
        percent = int(fraction * (90 if self._prepare is not None else 100))
        if percent != self._last:
            self._last = percent
            self.progressed.emit(percent)
        return self._stop

    def run(self) -> None:
        try:
            table = solve(self.rules, progress=self._progress)
        except SolveCancelled:
            self.cancelled.emit()
        except QuadAceError as exc:
            self.failed.emit(error_text(exc))
        except MemoryError:
            self.failed.emit(
                self.tr("Not enough memory to solve base %1.").replace("%1", str(self.rules.base))
            )
        else:
            if self._prepare is not None and not self._stop:
                with contextlib.suppress(MemoryError):  # the view then does it as it shows the table
                    self.prepared = self._prepare(table)
                self.progressed.emit(100)
            if self._stop:  # cancelled while preparing: the user must not get the table after all
                self.cancelled.emit()
            else:
                self.solved.emit(table)


class GameSolveJob(QThread):
    """Solves a take-away ``game`` (Nim, 抢30, Wythoff) in a worker thread, like :class:`SolveJob`:
    ``progressed(percent)``, then exactly one of ``solved(table)``, ``failed(message)`` or
    ``cancelled()`` (all delivered on the GUI thread)."""

    progressed = Signal(int)
    solved = Signal(object)
    failed = Signal(str)
    cancelled = Signal()

    def __init__(self, game: TakeAwayGame, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self._stop = False
        self._last = -1

    def cancel(self) -> None:
        self._stop = True

    def _progress(self, fraction: float, _phase: str) -> bool:
        percent = int(fraction * 100)
        if percent != self._last:
            self._last = percent
            self.progressed.emit(percent)
        return self._stop

    def run(self) -> None:
        try:
            table: GameTable = solve_game(self.game, progress=self._progress)
        except SolveCancelled:
            self.cancelled.emit()
        except QuadAceError as exc:
            self.failed.emit(error_text(exc))
        except MemoryError:
            self.failed.emit(
                self.tr("Not enough memory to solve %1.").replace("%1", game_words(self.game.title_words()))
            )
        else:
            if self._stop:
                self.cancelled.emit()
            else:
                self.solved.emit(table)
