"""Preferences, stored with QSettings (the app sets organisation and application names once)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QSettings, Signal

# Preference name -> default. Values are stored as these types.
DEFAULTS: dict[str, Any] = {
    "language": "system",  # "system", "en" or "zh_CN"
    "animationMs": 450,  # duration of a move animation; 0 turns animation off
    "palette": "colorblind",  # "colorblind" or "classic"
    "unreachable": "dim",  # "show", "dim" or "hide"
    "flipped": False,  # B at the bottom of the board
    "autoplayMs": 1000,  # pause between moves of the optimal line (200 to 2000, steps of 200)
}
MAX_RECENT = 8


class Settings(QObject):
    """Typed access to the preferences; emits ``changed(name)`` when one of DEFAULTS is set.

    The recent-files list is kept here too but emits nothing: the menu reads it when it opens.
    """

    changed = Signal(str)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._store = QSettings()

    def value(self, name: str) -> Any:
        default = DEFAULTS[name]
        raw = self._store.value(name, default)
        try:
            if isinstance(default, bool):
                return raw if isinstance(raw, bool) else str(raw).lower() in ("1", "true", "yes")
            return type(default)(raw)
        except (TypeError, ValueError):
            return default

    def setValue(self, name: str, value: Any) -> None:
        if name not in DEFAULTS:
            raise KeyError(name)
        if self.value(name) != value:
            self._store.setValue(name, value)
            self.changed.emit(name)

    # -- window state and recent files -------------------------------------------------------------
    def raw(self, key: str) -> Any:
        return self._store.value(key)

    def setRaw(self, key: str, value: Any) -> None:
        self._store.setValue(key, value)

    def recentFiles(self) -> list[str]:
        files = self._store.value("recentFiles", [])
        if isinstance(files, str):
            files = [files]
        return [str(f) for f in files or []][:MAX_RECENT]

    def addRecentFile(self, path: str) -> None:
        files = [path] + [f for f in self.recentFiles() if f != path]
        self._store.setValue("recentFiles", files[:MAX_RECENT])

    def removeRecentFile(self, path: str) -> None:
        self._store.setValue("recentFiles", [f for f in self.recentFiles() if f != path])

    def sync(self) -> None:
        self._store.sync()
