"""Autosave and crash recovery: the game being played, kept in the application's data folder.

After every change (debounced with a timer) the game is written atomically to
``<AppDataLocation>/autosave/game-<pid>.quadace-autosave.json``, but only while it holds work a
"save changes?" question would ask about (see :meth:`GameModel.hasUnsavedWork`); otherwise the file
is removed. A clean exit removes it too, so a file left behind by a process that no longer runs is
a game lost to a crash or a kill: the next start offers it back (:func:`orphans`, :func:`read`).
The user's own game files are never written here.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QStandardPaths, QTimer, Signal

from quadace_gui.core.errors import GameFileError
from quadace_gui.core.files import write_atomic
from quadace_gui.core.game import GameRecord

from .game_model import GameModel

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

    record: GameRecord
    file: Path | None  # the game file the game belonged to, if any
    ply: int  # the ply that was shown
    path: Path  # the autosave file itself


class Autosave(QObject):
    """Keeps ``model``'s game in ``folder`` while it has unsaved work (see the module's text)."""

    #: The game was written to the autosave file (its path).
    written = Signal(str)

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
        path = self.model.path
        data: dict[str, Any] = {
            "autosave": 1,
            "file": None if path is None else str(path),
            "ply": self.model.ply,
            "game": self.model.record.to_json(),
        }
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(self.path, json.dumps(data, ensure_ascii=False).encode("utf-8"))
        except OSError:
            return False  # a full disk must not disturb the game; the next change tries again
        self.written.emit(str(self.path))
        return True

    def discard(self) -> None:
        """Remove this process's autosave file (a clean exit, or nothing worth keeping)."""
        self._timer.stop()
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()


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
        raise GameFileError("not a QuadAce game: the JSON holds a value that cannot be read") from None
    if not isinstance(data, dict) or data.get("autosave") != 1:
        raise GameFileError("not a QuadAce game: the file must hold a JSON object")
    record = GameRecord.from_json(data.get("game"))
    file = data.get("file")
    ply = data.get("ply")
    ply = (
        ply if isinstance(ply, int) and not isinstance(ply, bool) and 0 <= ply <= len(record) else len(record)
    )
    return Recovered(record, Path(file) if isinstance(file, str) and file else None, ply, path)


def remove(paths: list[Path]) -> None:
    for path in paths:
        with contextlib.suppress(OSError):
            path.unlink()
