"""Autosave and crash recovery: the game being played, kept in the application's data folder.

After every change (debounced with a timer) the game is written atomically to
``<AppDataLocation>/autosave/game-<pid>.quadace-autosave.json``, but only while it holds work a
"save changes?" question would ask about (see :meth:`GameModel.hasUnsavedWork`); otherwise the file
is removed. A clean exit removes it too, so a file left behind by a process that no longer runs is
a game lost to a crash or a kill: the next start offers it back (:func:`orphans`, :func:`read`).
The user's own game files are never written here.

The file holds the whole tree (the game file's JSON), the line being looked at (the child index of
each of its moves), the ply shown, the game's file and that file's size and time when the game was
written: a restore gives back the same tree, line and ply, and names the same file only while that
file is unchanged (else the game comes back untitled and Save asks where). An orphan is removed only
once the game restored from it is in this process's own autosave (:meth:`Autosave.claim`).
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QStandardPaths, QTimer, Signal

from quadace_gui.core.errors import GameFileError
from quadace_gui.core.files import write_atomic
from quadace_gui.core.game import GameRecord

from .game_model import GameModel

log = logging.getLogger(__name__)

#: How long the game must stay unchanged before it is written (ms): a burst of moves writes once.
DELAY_MS = 400
#: The most bytes an autosave file may have to be read back (a game file is far smaller).
MAX_BYTES = 4_000_000
_NAME = re.compile(r"game-(\d+)\.quadace-autosave\.json")


def default_folder() -> Path:
    """``autosave`` in the application's data folder (QStandardPaths.AppDataLocation)."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / "autosave"


@dataclass(frozen=True)
class Recovered:
    """A game read back from an autosave file."""

    record: GameRecord  # the tree, its current line being the one that was shown
    file: Path | None  # the game file the game belonged to, if any (and unchanged since)
    ply: int  # the ply that was shown, on the record's current line
    path: Path  # the autosave file itself
    saved: bool = False  # whether the game was saved as it is (nothing to ask about)
    when: float = 0.0  # when it was written (seconds since the epoch)


class Autosave(QObject):
    """Keeps ``model``'s game in ``folder`` while it has unsaved work (see the module's text)."""

    #: The game was written to the autosave file (its path).
    written = Signal(str)
    #: Writing failed (the reason); sent once until a write succeeds again: crash recovery is off.
    failed = Signal(str)

    def __init__(
        self,
        model: GameModel,
        folder: Path | None = None,
        parent: QObject | None = None,
        delay_ms: int = DELAY_MS,
    ) -> None:
        super().__init__(parent if parent is not None else model)  # never outlives the model it watches
        self.model = model
        self.folder = folder if folder is not None else default_folder()
        self.path = self.folder / f"game-{os.getpid()}.quadace-autosave.json"
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(delay_ms)
        self._timer.timeout.connect(self.writeNow)
        self._failing = False
        model.undoStack.indexChanged.connect(self._schedule)
        model.currentChanged.connect(self._schedule)
        model.fileChanged.connect(self._schedule)

    def _schedule(self, *_: object) -> None:
        self._timer.start()  # restarting it is the debounce

    def isPending(self) -> bool:
        return self._timer.isActive()

    def writeNow(self) -> bool:
        """Write the game now (or remove the file when there is nothing to keep). False on an error."""
        self._timer.stop()
        if not self.model.hasUnsavedWork():
            self.discard()
            return True
        data = snapshot(self.model)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(self.path, json.dumps(data, ensure_ascii=False).encode("utf-8"))
        except OSError as exc:  # a full disk must not disturb the game; the next change tries again
            if not self._failing:  # said once, not after every move
                self._failing = True
                reason = f"{self.path.parent}: {exc.strerror or exc}"
                log.warning("crash recovery is off: the game cannot be autosaved (%s)", reason)
                self.failed.emit(reason)
            return False
        self._failing = False
        self.written.emit(str(self.path))
        return True

    def claim(self, orphan: Path) -> bool:
        """Take over a restored orphan: write this game's own autosave now, and only once it is on disk
        remove ``orphan`` (a kill in between leaves one or the other). False: the orphan is kept."""
        if orphan == self.path:
            return True
        if not self.writeNow():
            return False
        if self.model.hasUnsavedWork() and not self.path.exists():
            return False
        remove([orphan])
        return True

    def discard(self) -> None:
        """Remove this process's autosave file (a clean exit, or nothing worth keeping)."""
        self._timer.stop()
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()


def _stamp(path: Path | None) -> list[int] | None:
    """The size and modification time (ns) of a game file, to tell later whether it changed."""
    if path is None:
        return None
    try:
        info = path.stat()
    except OSError:
        return None
    return [info.st_size, info.st_mtime_ns]


def snapshot(model: GameModel) -> dict[str, Any]:
    """What an autosave file holds for ``model``'s game (see the module's text)."""
    record = model.record
    line = [
        next(i for i, child in enumerate(node.parent.children) if child is node)
        for node in record.line[1:]
        if node.parent is not None
    ]
    path = model.path
    return {
        "autosave": 1,
        "time": time.time(),
        "file": None if path is None else str(path),
        "file_stamp": _stamp(path),
        "saved": not model.hasUnsavedWork(),
        "line": line,
        "ply": model.ply,
        "game": record.to_json(),
    }


def _running(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # exists, but belongs to someone else
        return True
    return True


def orphans(folder: Path | None = None) -> list[Path]:
    """Autosave files in ``folder`` whose process no longer runs, newest first."""
    folder = folder if folder is not None else default_folder()
    found = []
    with contextlib.suppress(OSError):
        for entry in folder.iterdir():
            match = _NAME.fullmatch(entry.name)
            if match and not _running(int(match.group(1))) and entry.is_file():
                found.append(entry)
    return sorted(found, key=lambda p: p.stat().st_mtime, reverse=True)


def read(path: Path) -> Recovered:
    """The game in an autosave file; raises GameFileError (or OSError) when it cannot be read."""
    with path.open("rb") as fh:
        raw = fh.read(MAX_BYTES + 1)
    if len(raw) > MAX_BYTES:
        raise GameFileError("{name} is not a regular file", name=path.name)
    try:
        data = json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError):
        raise GameFileError("not a game file: the JSON holds a value that cannot be read") from None
    if not isinstance(data, dict) or data.get("autosave") != 1:
        raise GameFileError("not a QuadAce game: the file must hold a JSON object")
    record = GameRecord.from_json(data.get("game"))
    _follow(record, data.get("line"))
    ply = data.get("ply")
    ply = (
        ply if isinstance(ply, int) and not isinstance(ply, bool) and 0 <= ply <= len(record) else len(record)
    )
    when = data.get("time")
    if isinstance(when, bool) or not isinstance(when, int | float):
        with contextlib.suppress(OSError):
            when = path.stat().st_mtime
    when = float(when) if isinstance(when, int | float) and not isinstance(when, bool) else 0.0
    saved = data.get("saved") is True
    return Recovered(record, _file(data), ply, path, saved, when)


def _follow(record: GameRecord, line: Any) -> None:
    """Make the line given by child indices the record's current line (a wrong entry: the main line)."""
    if not isinstance(line, list):
        return
    node = record.root
    for index in line:
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(node.children):
            return
        node = node.children[index]
    record.set_line(node)


def _file(data: dict[str, Any]) -> Path | None:
    """The game's file, only while it is the file the game was written against (same size and time):
    a restored game is never saved over a file changed since, or one the autosave merely names."""
    file = data.get("file")
    if not isinstance(file, str) or not file or "\0" in file:
        return None
    path = Path(file)
    stamp = data.get("file_stamp")
    if stamp is None or _stamp(path) != stamp:
        return None
    return path


def remove(paths: list[Path]) -> None:
    for path in paths:
        with contextlib.suppress(OSError):
            path.unlink()
