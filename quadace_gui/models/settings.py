"""Preferences and window state, stored with QSettings, validated on every read.

One schema (:data:`SCHEMA`) declares every stored key once: its name, its type, its default and the
values it allows. Every read checks the stored value against it; a value of the wrong type, out of range
or not among the choices (a hand-edited or corrupt settings file) reads as the default and is reported
once with a one-line log message. Nothing read from the settings file can raise.

Typed access: ``settings.get(ANIMATION_MS)`` is an ``int``, ``settings.get(PALETTE)`` a ``str``; the
older ``settings.value("animationMs")`` is typed per name too. The app sets the organisation and
application names once, so ``QSettings()`` finds the file.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Literal, TypeVar, cast, overload

from PySide6.QtCore import QByteArray, QObject, QSettings, Signal

log = logging.getLogger(__name__)

T = TypeVar("T")


class Invalid(ValueError):
    """A stored or given value that the schema does not allow (the reason is the message)."""


@dataclass(frozen=True)
class Setting(Generic[T]):
    """One stored key: ``name`` in the file, ``default``, and how a stored value is checked.

    ``convert`` turns what QSettings gives back (an ini file gives text for numbers and booleans, the
    Windows registry gives the type written) into the key's type, or raises :class:`Invalid`.
    ``preference`` keys are the ones the Preferences dialog and menus change: setting one emits
    :attr:`Settings.changed`; the window state and the recent files emit nothing.
    """

    name: str
    default: T
    convert: Callable[[object], T]
    description: str
    preference: bool = True
    choices: tuple[T, ...] = ()
    low: int | None = None
    high: int | None = None

    def check(self, raw: object) -> T:
        """``raw`` as this key's type if it is allowed, else raises :class:`Invalid`."""
        value = self.convert(raw)
        if self.choices and value not in self.choices:
            raise Invalid(f"not one of {', '.join(map(str, self.choices))}")
        if isinstance(value, int) and not isinstance(value, bool):
            if self.low is not None and value < self.low:
                raise Invalid(f"below {self.low}")
            if self.high is not None and value > self.high:
                raise Invalid(f"above {self.high}")
        return value


# -- converters: what QSettings may give back -> the key's type, or Invalid -------------------------------
_INT_TEXT = re.compile(r"[+-]?[0-9]{1,18}")


def _to_int(raw: object) -> int:
    if isinstance(raw, bool):
        raise Invalid("a truth value, not a number")
    if isinstance(raw, int):
        return raw
    if isinstance(raw, str) and _INT_TEXT.fullmatch(raw.strip()):
        return int(raw.strip())
    raise Invalid("not a whole number")


def _to_bool(raw: object) -> bool:
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, int) and raw in (0, 1):
        return bool(raw)
    if isinstance(raw, str) and raw.strip().lower() in ("true", "1", "false", "0"):
        return raw.strip().lower() in ("true", "1")
    raise Invalid("not true or false")


def _to_str(raw: object) -> str:
    if isinstance(raw, str):
        return raw
    raise Invalid("not text")


def _to_bytes(raw: object) -> QByteArray | None:
    # Qt writes window geometry and state as @ByteArray(...); anything else (text, a number) is not one.
    if raw is None:
        return None
    if isinstance(raw, QByteArray):
        return raw
    if isinstance(raw, bytes):
        return QByteArray(raw)
    raise Invalid("not saved window data")


MAX_RECENT = 8
MAX_PATH_CHARS = 4096


def _to_paths(raw: object) -> list[str]:
    if isinstance(raw, str):  # an ini file gives a one-item list back as plain text
        raw = [raw]
    if not isinstance(raw, list | tuple):
        raise Invalid("not a list of file names")
    paths = [p for p in raw if isinstance(p, str) and p and "\0" not in p and len(p) <= MAX_PATH_CHARS]
    if len(paths) != len(raw):
        raise Invalid("holds something that is not a file name")
    return list(dict.fromkeys(paths))[:MAX_RECENT]


# A side of a match: "person", or a computer player's key with an optional skill in percent and "+plain"
# (models/match.py reads it; an unknown key there plays as a person).
_PLAYER = r"(?:person|[a-z]{1,20}(?:@(?:100|[0-9]{1,2}))?(?:\+plain)?)"
_PLAYERS_TEXT = re.compile(rf"{_PLAYER} {_PLAYER}")


def _to_players(raw: object) -> str:
    text = _to_str(raw)
    if not _PLAYERS_TEXT.fullmatch(text):
        raise Invalid("not two players (person, or a player key like perfect+plain or skill@60)")
    return text


# -- the schema: every stored key, declared once ------------------------------------------------------
LANGUAGE: Setting[str] = Setting(
    "language", "system", _to_str, "language of the interface", choices=("system", "en", "zh_CN")
)
ANIMATION_MS: Setting[int] = Setting(
    "animationMs", 450, _to_int, "duration of a move animation in ms; 0 turns it off", low=0, high=3000
)
PALETTE: Setting[str] = Setting(
    "palette", "colorblind", _to_str, "colours of values", choices=("colorblind", "classic")
)
UNREACHABLE: Setting[str] = Setting(
    "unreachable", "dim", _to_str, "how unreachable positions are drawn", choices=("show", "dim", "hide")
)
FLIPPED: Setting[bool] = Setting("flipped", False, _to_bool, "B at the bottom of the board")
AUTOPLAY_MS: Setting[int] = Setting(
    "autoplayMs", 1000, _to_int, "pause between moves of the optimal line in ms", low=200, high=2000
)
ANSWERS_HIDDEN: Setting[bool] = Setting(
    "answersHidden", False, _to_bool, "hide every value and verdict until asked (for a class guessing)"
)
MATCH_PLAYERS: Setting[str] = Setting(
    "matchPlayers",
    "person person",
    _to_players,
    "who plays A and B: person, or a computer player key with @skill percent and +plain",
)
TEXT_SCALE: Setting[int] = Setting(
    "textScale", 100, _to_int, "size of every text in percent (for a projector)", low=100, high=250
)
#: The step of the autoplay speed slider (AUTOPLAY_MS.low to AUTOPLAY_MS.high).
AUTOPLAY_STEP_MS = 200
GEOMETRY: Setting[QByteArray | None] = Setting(
    "geometry", None, _to_bytes, "the main window's place and size", preference=False
)
WINDOW_STATE: Setting[QByteArray | None] = Setting(
    "windowState", None, _to_bytes, "the main window's docks and toolbars", preference=False
)
RECENT_FILES: Setting[list[str]] = Setting(
    "recentFiles", [], _to_paths, "recently opened or saved games, newest first", preference=False
)

_KEYS: tuple[Setting[Any], ...] = (LANGUAGE, ANIMATION_MS, PALETTE, UNREACHABLE, FLIPPED, AUTOPLAY_MS)
_KEYS += (ANSWERS_HIDDEN, TEXT_SCALE, MATCH_PLAYERS)
_KEYS += (GEOMETRY, WINDOW_STATE, RECENT_FILES)
HAND_SIGNS: Setting[str] = Setting(
    "handSigns",
    "chinese",
    _to_str,
    "how a hand card shows its number: the Chinese one-hand signs or a finger count with palm dots",
    choices=("chinese", "count"),
)
_KEYS += (HAND_SIGNS,)
MAP_AB: Setting[bool] = Setting(
    "mapAB",
    False,
    _to_bool,
    "the map's rows are always A's hands and its columns B's (else the side to move's)",
)
_KEYS += (MAP_AB,)
SCHEMA: dict[str, Setting[Any]] = {s.name: s for s in _KEYS}
#: Preference name -> default (the preferences only; kept for older callers).
DEFAULTS: dict[str, object] = {name: s.default for name, s in SCHEMA.items() if s.preference}

IntName = Literal["animationMs", "autoplayMs", "textScale"]
StrName = Literal["language", "palette", "unreachable", "matchPlayers", "handSigns"]
BoolName = Literal["flipped", "answersHidden"]


def _short(raw: object) -> str:
    text = repr(raw)
    return text if len(text) <= 60 else text[:57] + "..."


class Settings(QObject):
    """Typed, validated access to the stored settings; emits ``changed(name)`` when a preference is set.

    The recent-files list and the window state are kept here too but emit nothing: the menu reads the
    list when it opens, and the window reads its state once at start.
    """

    changed = Signal(str)

    def __init__(self, parent: QObject | None = None, store: QSettings | None = None) -> None:
        super().__init__(parent)
        self._store = store if store is not None else QSettings()
        self._reported: set[tuple[str, str]] = set()

    # -- typed access ----------------------------------------------------------------------------------
    def get(self, key: Setting[T]) -> T:
        """The stored value of ``key``, or its default when nothing valid is stored."""
        try:
            raw = self._store.value(key.name)
        except Exception as exc:  # a value Qt itself cannot read back
            self._report(key, f"<unreadable: {type(exc).__name__}>", "cannot be read")
            return self._default(key)
        if raw is None:
            return self._default(key)
        try:
            return key.check(raw)
        except Invalid as exc:
            self._report(key, _short(raw), str(exc))
            return self._default(key)

    def set(self, key: Setting[T], value: T) -> None:
        """Store ``value`` (raises :class:`Invalid` if the schema does not allow it: a bug in the
        caller, never the user's file); a preference that changes emits ``changed``."""
        checked = key.check(value)
        if key.preference and self.get(key) == checked:
            return
        self._store.setValue(key.name, checked)
        if key.preference:
            self.changed.emit(key.name)

    @staticmethod
    def _default(key: Setting[T]) -> T:
        default = key.default
        return cast(T, list(default)) if isinstance(default, list) else default  # never the shared list

    def _report(self, key: Setting[Any], raw: str, reason: str) -> None:
        if (key.name, raw) not in self._reported:
            self._reported.add((key.name, raw))
            log.warning("settings: %s=%s is %s; using %r", key.name, raw, reason, key.default)

    # -- by name (older callers; typed per name) ---------------------------------------------------------
    @overload
    def value(self, name: IntName) -> int: ...
    @overload
    def value(self, name: StrName) -> str: ...
    @overload
    def value(self, name: BoolName) -> bool: ...
    @overload
    def value(self, name: str) -> object: ...
    def value(self, name: str) -> object:
        """The validated value of preference ``name`` (raises KeyError for a name not in the schema)."""
        return self.get(SCHEMA[name])

    def setValue(self, name: str, value: object) -> None:
        if name not in DEFAULTS:
            raise KeyError(name)
        self.set(SCHEMA[name], value)

    # -- window state and recent files -----------------------------------------------------------------
    def geometry(self) -> QByteArray | None:
        return self.get(GEOMETRY)

    def windowState(self) -> QByteArray | None:
        return self.get(WINDOW_STATE)

    def saveWindow(self, geometry: QByteArray, state: QByteArray) -> None:
        self.set(GEOMETRY, geometry)
        self.set(WINDOW_STATE, state)

    def recentFiles(self) -> list[str]:
        return self.get(RECENT_FILES)

    def addRecentFile(self, path: str) -> None:
        self._store.sync()  # another instance may have changed the list: add to the list on disk
        self._set_recent([path, *(f for f in self.recentFiles() if f != path)])
        self._store.sync()

    def removeRecentFile(self, path: str) -> None:
        self._store.sync()
        self._set_recent([f for f in self.recentFiles() if f != path])
        self._store.sync()

    def _set_recent(self, paths: Sequence[str]) -> None:
        try:
            self.set(RECENT_FILES, list(paths)[:MAX_RECENT])
        except Invalid as exc:  # a file name no list may hold (too long, a NUL): keep the others
            log.warning("settings: recent file not kept: %s", exc)
            self.set(RECENT_FILES, _to_paths([p for p in paths if _valid_path(p)]))

    def sync(self) -> None:
        self._store.sync()


def _valid_path(path: str) -> bool:
    return bool(path) and "\0" not in path and len(path) <= MAX_PATH_CHARS
