"""A game record: rules, a start position and the moves played, with push/pop undo and JSON files.

File format (UTF-8 JSON, never pickle), version 2 records every rule axis::

    {
      "format": "quadace-game",
      "version": 2,
      "rules": {"base": 10, "hands": 2, "op": "add", "goal": "retire", "start": "1,1/1,1:A"},
      "start": "1,1/1,1:A",
      "moves": ["1+1", "1+2"]
    }

Version-1 files (``"rules": {"base": 10}``) still open: the missing axes take their defaults.
``rules.start`` is the start of the rule set; ``start`` is where this record begins (a set-up
position may differ from the rules' start).

Reading checks everything (size, types, notation, the legality of each move in turn) and raises
:class:`~quadace_gui.core.errors.GameFileError` with a one-line reason that quotes at most a short
excerpt of a bad value; nothing is half-loaded, and no RecursionError escapes, however deep the JSON.
Saving is atomic and durable (:func:`~quadace_gui.core.files.write_atomic`).

>>> g = GameRecord()
>>> g.push(Move.parse("1+1")).text
'1,2/1,1:B'
>>> g.pop().text, len(g)
('1+1', 0)
"""

from __future__ import annotations

import json
import os
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import GameFileError, QuadAceError, RulesError, clip, excerpt
from .files import write_atomic
from .position import Move, Position
from .rules import MAX_HANDS, Rules

FORMAT_NAME = "quadace-game"
FORMAT_VERSION = 2
MAX_FILE_BYTES = 4 * 1024 * 1024
#: The largest base a saved game may name (far beyond what anyone plays; keeps hostile files cheap).
MAX_FILE_BASE = 1000
#: The most moves a saved game may hold (a long game is a few hundred; reading 10,000 takes ~0.1 s).
MAX_FILE_MOVES = 10_000


@dataclass
class GameRecord:
    """The moves played from a start position. ``positions[i]`` is the position after ``i`` moves."""

    start: Position = field(default_factory=Position.start)
    moves: list[Move] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.positions: list[Position] = [self.start]
        played, self.moves = self.moves, []
        for move in played:
            self.push(move)

    @property
    def rules(self) -> Rules:
        return self.start.rules

    @property
    def current(self) -> Position:
        return self.positions[-1]

    def __len__(self) -> int:
        return len(self.moves)

    def push(self, move: Move) -> Position:
        """Play ``move`` (checked) and return the new position."""
        after = self.current.play(move)
        sign = self.rules.operation.sign
        if move.sign != sign:  # written the way these rules write moves (the numbers decide the move)
            move = Move(move.own, move.opp, sign)
        self.moves.append(move)
        self.positions.append(after)
        return after

    def pop(self) -> Move:
        """Take back the last move and return it."""
        if not self.moves:
            raise IndexError("no move to take back")
        self.positions.pop()
        return self.moves.pop()

    def truncate(self, plies: int) -> None:
        """Keep only the first ``plies`` moves."""
        del self.moves[plies:]
        del self.positions[plies + 1 :]

    def copy(self) -> GameRecord:
        """An independent record with the same moves (positions are immutable, so they are shared)."""
        twin = GameRecord(self.start)
        twin.moves = list(self.moves)
        twin.positions = list(self.positions)
        return twin

    # -- text and files ----------------------------------------------------------------------------
    @property
    def text(self) -> str:
        """The game in one line: ``start moves...``, e.g. ``1,1/1,1:A 1+1 1+2``."""
        return " ".join([self.start.text, *(m.text for m in self.moves)])

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT_NAME,
            "version": FORMAT_VERSION,
            "rules": self.rules.to_json(),
            "start": self.start.text,
            "moves": [m.text for m in self.moves],
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=2) + "\n"

    def save(self, path: str | Path) -> None:
        """Write the game to ``path`` atomically and durably (see :func:`.files.write_atomic`)."""
        write_atomic(path, self.dumps().encode("utf-8"))

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        """Build a game from parsed JSON, checking every field."""
        if not isinstance(data, dict):
            raise GameFileError("not a QuadAce game: the file must hold a JSON object")
        if data.get("format") != FORMAT_NAME:
            raise GameFileError('not a QuadAce game: expected "format": "{format}"', format=FORMAT_NAME)
        version = data.get("version")
        if isinstance(version, bool) or not isinstance(version, int) or not 1 <= version <= FORMAT_VERSION:
            raise GameFileError(
                "unsupported game file version {version!r} (this QuadAce reads version {supported})",
                version=_short(version),
                supported=FORMAT_VERSION,
            )
        rules = rules_from_json(data.get("rules", {}))
        start_text = data.get("start", Position.start(rules).text)
        if not isinstance(start_text, str):
            raise GameFileError("bad start position: it must be written as text, like 1,1/1,1:A")
        if len(start_text) > MAX_TEXT_FIELD:
            raise GameFileError(
                "bad start position: {text!r} is far too long ({length:,} characters)",
                text=clip(start_text),
                length=len(start_text),
            )
        try:
            start = Position.parse(start_text, rules)
        except QuadAceError as exc:
            raise GameFileError("bad start position: {error}", error=exc) from None
        moves = data.get("moves", [])
        if not isinstance(moves, list):
            raise GameFileError('bad moves: "moves" must be a list like ["1+1", "1+2"]')
        if len(moves) > MAX_FILE_MOVES:
            raise GameFileError(
                "bad moves: {count:,} moves; a game file holds at most {limit:,}",
                count=len(moves),
                limit=MAX_FILE_MOVES,
            )
        game = cls(start)
        for ply, text in enumerate(moves, 1):
            if not isinstance(text, str):
                raise GameFileError(
                    'bad move {ply}: {value!r} is not text like "1+6"', ply=ply, value=_short(text)
                )
            try:
                game.push(Move.parse(text))
            except QuadAceError as exc:
                raise GameFileError("bad move {ply}: {error}", ply=ply, error=exc) from None
        return game

    @classmethod
    def loads(cls, text: str) -> GameRecord:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise GameFileError(
                "not a QuadAce game: broken JSON at line {line}, column {column}",
                line=exc.lineno,
                column=exc.colno,
            ) from None
        except RecursionError:
            raise GameFileError("not a QuadAce game: the JSON is nested too deeply") from None
        except ValueError:  # a number too long to convert, for example
            raise GameFileError("not a QuadAce game: the JSON holds a value that cannot be read") from None
        try:
            return cls.from_json(data)
        except RecursionError:  # a value nested too deeply to even describe
            raise GameFileError("not a QuadAce game: the JSON is nested too deeply") from None

    @classmethod
    def load(cls, path: str | Path) -> GameRecord:
        """Read a game file; any problem raises :class:`GameFileError` with the reason."""
        path = Path(path)
        # Opened without blocking and checked on the open file: a FIFO or a device named .json
        # would otherwise hang the reader or never end.
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
        try:
            with os.fdopen(os.open(path, flags), "rb") as fh:
                info = os.fstat(fh.fileno())
                if not stat.S_ISREG(info.st_mode):
                    raise GameFileError("{name} is not a regular file", name=path.name)
                raw = b""
                if info.st_size <= MAX_FILE_BYTES:
                    raw = fh.read(MAX_FILE_BYTES + 1)  # bounded, even if the file grows meanwhile
        except OSError as exc:
            raise GameFileError(
                "cannot read {name}: {reason}", name=path.name, reason=exc.strerror or str(exc)
            ) from None
        size = max(info.st_size, len(raw))
        if size > MAX_FILE_BYTES:
            raise GameFileError(
                "{name} is {size:,} bytes; a game file is at most {limit:,}",
                name=path.name,
                size=size,
                limit=MAX_FILE_BYTES,
            )
        try:
            text = raw.decode("utf-8-sig")  # some editors start UTF-8 files with a byte order mark
        except UnicodeDecodeError:
            raise GameFileError("{name} is not a text file (not UTF-8)", name=path.name) from None
        return cls.loads(text)


#: Longest text field read from a file (a position is a few dozen characters).
MAX_TEXT_FIELD = 200


def _short(value: Any) -> Any:
    """A value for a ``{value!r}`` field in a message: itself when small, else a short excerpt."""
    if isinstance(value, str):
        return clip(value)
    if isinstance(value, bool | float) or value is None or (isinstance(value, int) and abs(value) < 10**40):
        return value
    return excerpt(value)


def rules_from_json(data: Any) -> Rules:
    """The rule set of a ``rules`` object as :meth:`Rules.to_json` writes it (version-1 files hold only
    a base; missing axes take their defaults). Raises :class:`GameFileError` quoting short excerpts."""
    if not isinstance(data, dict):
        raise GameFileError('bad rules: "rules" must be a JSON object')
    base = data.get("base", 10)
    if isinstance(base, int) and not isinstance(base, bool) and base > MAX_FILE_BASE:
        raise GameFileError(
            "bad rules: base {base} is larger than {limit}", base=_short(base), limit=MAX_FILE_BASE
        )
    hands = data.get("hands", 2)
    if isinstance(hands, int) and not isinstance(hands, bool) and not 1 <= hands <= MAX_HANDS:
        raise GameFileError(
            "bad rules: {hands!r} hands; a player has 1 to {most}", hands=_short(hands), most=MAX_HANDS
        )
    for name in ("op", "goal", "start"):
        value = data.get(name)
        if value is not None and (not isinstance(value, str) or len(value) > MAX_TEXT_FIELD):
            raise GameFileError(
                "bad rules: {name} {value!r} is not a short text", name=name, value=_short(value)
            )
    try:
        return Rules(
            base,
            hands,
            data.get("op", "add"),
            data.get("goal", "retire"),
            data.get("start"),
        )
    except RulesError as exc:
        raise GameFileError("bad rules: {error}", error=exc) from None
