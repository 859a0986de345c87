"""The session: solving new rules off the GUI thread, and opening and saving game files.

The window only shows what the session reports: it asks for a table (:meth:`Session.withTable`), a file
(:meth:`Session.loadFile`, :meth:`Session.saveTo`) and shows the signals' texts in dialogs, a progress
bar and the status bar. Nothing here touches a widget.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import QObject, QThread, Signal

from quadace_gui.core.errors import QuadAceError
from quadace_gui.core.game import GameRecord
from quadace_gui.core.rules import Rules
from quadace_gui.core.solver import SolvedTable
from quadace_gui.texts import cannot_open_text, error_text, solved_text

from .autosave import Recovered
from .game_model import MAX_APP_BASE, GameModel
from .settings import Settings
from .solve_job import SolveJob

#: Work on a new table done in the solve worker after the solve: a plain function of the table that
#: touches no Qt object (numpy arithmetic). Its result comes back with :attr:`Session.prepared`.
Prepare = Callable[[SolvedTable], object]


def _keep(prepare: Prepare, results: list[object], table: SolvedTable) -> object:
    """Run ``prepare`` (in the worker thread) and keep its result for the GUI thread."""
    result = prepare(table)
    results.append(result)
    return result


#: Game files larger than this are read in a worker thread (a 10,000-move file is about 100 KB and takes
#: tens of milliseconds to check; a small one is read at once, as before).
THREAD_FILE_BYTES = 32 * 1024


class LoadJob(QThread):
    """Reads and checks a game file in a worker thread (plain core code, no Qt object touched) and
    sends ``read(result)`` on the GUI thread: the :class:`GameRecord`, or the :class:`QuadAceError`
    that says what is wrong with the file."""

    read = Signal(object)

    def __init__(self, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path

    def run(self) -> None:
        result: GameRecord | QuadAceError
        try:
            result = GameRecord.load(self.path)
        except QuadAceError as exc:
            result = exc
        self.read.emit(result)


class Session(QObject):
    """Solve jobs, progress, cancellation, and game files, for one :class:`GameModel`."""

    #: A solve started: (rules). The window shows a progress bar.
    solveStarted = Signal(object)
    #: Percent of the running solve.
    progressed = Signal(int)
    #: The running solve ended, however (the progress bar goes).
    solveEnded = Signal()
    #: A table prepared in the worker: (table, what ``prepare`` returned).
    prepared = Signal(object, object)
    #: Something went wrong that the user must read: (kind, text); kind is "solve", "open" or "save".
    failed = Signal(str, str)
    #: A short note for the status bar: (text, milliseconds).
    note = Signal(str, int)

    def __init__(
        self,
        model: GameModel,
        settings: Settings,
        parent: QObject | None = None,
        prepare: Prepare | None = None,
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.settings = settings
        self._prepare = prepare
        self._job: SolveJob | None = None
        self._pending: dict[SolveJob, tuple[Callable[[SolvedTable], object], list[object]]] = {}
        self._loads: list[LoadJob] = []

    # -- solving -----------------------------------------------------------------------------------
    def withTable(self, rules: Rules, then: Callable[[SolvedTable], object]) -> None:
        """Call ``then`` with the solved table of ``rules``, solving it off the GUI thread if needed."""
        table = self.model.tableFor(rules)
        if table is not None:
            then(table)
            return
        try:
            rules.check_fits()
        except QuadAceError as exc:
            self.failed.emit("solve", error_text(exc))
            return
        self.stopSolving()
        results: list[object] = []  # what ``prepare`` returned, filled in the worker thread
        prepare = None if self._prepare is None else partial(_keep, self._prepare, results)
        job = SolveJob(rules, self, prepare=prepare)
        self._job = job
        self._pending[job] = (then, results)
        # Bound methods of this QObject: delivered on the GUI thread (a functools.partial would be
        # called in the worker thread that emits). Every result is tied to its own job (sender()).
        job.progressed.connect(self._progressed)
        job.solved.connect(self._solved)
        job.failed.connect(self._failed)
        job.cancelled.connect(self._cancelled)
        job.finished.connect(self._done)
        self.solveStarted.emit(rules)
        job.start()

    def cancelSolve(self) -> None:
        """Ask the running solve to stop (what the progress dialog's Cancel does)."""
        if self._job is not None:
            self._job.cancel()

    def stopSolving(self) -> None:
        """Cancel a solve in progress and wait until its thread has ended (a QThread must never be
        destroyed while it runs); a game file being read is waited for too (it takes milliseconds)."""
        if self._job is not None:
            self._job.cancel()
            self._job.wait()
        self.stopLoading()

    def isSolving(self) -> bool:
        return self._job is not None

    def currentJob(self) -> SolveJob | None:
        """The running solve job, if any."""
        return self._job

    def _sender_job(self) -> SolveJob | None:
        job = self.sender()
        return job if isinstance(job, SolveJob) else None

    def _progressed(self, percent: int) -> None:
        if self._sender_job() is self._job:
            self.progressed.emit(percent)

    def _solved(self, table: SolvedTable) -> None:
        job = self._sender_job()
        if job is None or job is not self._job or job.isCancelled():  # Cancel may come after the result
            return
        then, results = self._pending[job]
        if results:
            self.prepared.emit(table, results[0])
        then(table)
        self.note.emit(solved_text(table.rules, table.seconds), 6000)

    def _failed(self, text: str) -> None:
        if self._sender_job() is self._job:
            self.failed.emit("solve", text)

    def _cancelled(self) -> None:
        if self._sender_job() is self._job:
            self.note.emit(self.tr("Solving cancelled."), 5000)

    def _done(self) -> None:
        job = self._sender_job()
        if job is None:
            return
        self._pending.pop(job, None)
        job.deleteLater()
        if job is self._job:
            self._job = None
            self.solveEnded.emit()

    # -- files -------------------------------------------------------------------------------------
    def loadFile(self, path: Path) -> bool:
        """Open a saved game. A broken file reports ``failed("open", ...)`` and leaves the game as it
        was. True when the file was read (the game shows once its table is solved). A large file is read
        in a worker thread while the status bar says so (the window keeps reacting): True then means
        it is being read, and a problem found in it is reported as for a small file."""
        try:
            size = path.stat().st_size
        except OSError:
            size = 0  # read at once: the reader names the problem
        if size <= THREAD_FILE_BYTES:
            try:
                record = GameRecord.load(path)
            except QuadAceError as exc:
                self.failed.emit("open", cannot_open_text(path.name, exc))  # names the file once
                return False
            return self._open(path, record)
        job = LoadJob(path, self)
        self._loads.append(job)
        job.read.connect(self._read)
        job.finished.connect(self._load_done)
        self.note.emit(self.tr("Opening %1\u2026").replace("%1", path.name), 0)
        job.start()
        return True

    def isLoading(self) -> bool:
        """Whether a game file is being read in a worker thread."""
        return bool(self._loads)

    def stopLoading(self) -> None:
        """Wait for the files being read (a QThread must never be destroyed while it runs)."""
        for job in list(self._loads):
            job.wait()

    def _read(self, result: object) -> None:
        job = self.sender()
        if not isinstance(job, LoadJob):
            return
        self.note.emit("", 0)
        if isinstance(result, QuadAceError):
            self.failed.emit("open", cannot_open_text(job.path.name, result))
        elif isinstance(result, GameRecord):
            self._open(job.path, result)

    def _load_done(self) -> None:
        job = self.sender()
        if isinstance(job, LoadJob) and job in self._loads:
            self._loads.remove(job)
            job.deleteLater()

    def _open(self, path: Path, record: GameRecord) -> bool:
        """Show a game read from ``path`` (once its table is solved), unless the app cannot play it."""
        try:
            if record.rules.base > MAX_APP_BASE:
                reason = (
                    self.tr("it is a game in base %1, and the app plays bases 2 to %2")
                    .replace("%1", str(record.rules.base))
                    .replace("%2", str(MAX_APP_BASE))
                )
                return self._cannot_open(path, reason)
            record.rules.check_fits()
        except QuadAceError as exc:
            self.failed.emit("open", cannot_open_text(path.name, exc))  # names the file once
            return False
        self.settings.addRecentFile(str(path))
        self.withTable(record.rules, lambda table: self.model.loadGame(record, path, table, owned=True))
        return True

    def _cannot_open(self, path: Path, reason: str) -> bool:
        self.failed.emit(
            "open", self.tr("%1 could not be opened: %2").replace("%1", path.name).replace("%2", reason)
        )
        return False

    def saveTo(self, path: Path) -> bool:
        """Write the game to ``path``; on success the game belongs to that file."""
        try:
            self.model.record.save(path)
        except OSError as exc:
            self.failed.emit("save", f"{path}: {exc.strerror or exc}")
            return False
        self.model.markSaved(path)
        self.settings.addRecentFile(str(path))
        self.note.emit(self.tr("Saved %1").replace("%1", str(path)), 5000)
        return True

    def restore(self, found: Recovered, then: Callable[[], object] | None = None) -> None:
        """Bring back a game an earlier run lost (see :mod:`.autosave`) exactly as it was: the same
        tree, line and ply, the same file (if unchanged since) and unsaved unless it was saved. ``then``
        runs once the game shows (not when its solve fails or is cancelled)."""

        def show(table: SolvedTable) -> None:
            self.model.restoreGame(found.record, found.file, found.ply, table, saved=found.saved)
            if then is not None:
                then()

        self.withTable(found.record.rules, show)

    def recentFiles(self) -> list[str]:
        return self.settings.recentFiles()

    def forgetRecent(self, name: str) -> None:
        self.settings.removeRecentFile(name)

    def lastFolder(self) -> Path:
        """Where file dialogs open: the folder of the last game opened or saved, else home."""
        recent = self.settings.recentFiles()
        return Path(recent[0]).parent if recent else Path.home()
