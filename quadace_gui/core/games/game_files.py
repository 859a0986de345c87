"""Game files of the take-away games: version 5 of the QuadAce game file, which names its game.

::

    {
      "format": "quadace-game",
      "version": 5,
      "game": "subtraction",
      "rules": {"heaps": [20], "amounts": [1, 3, 4], "limit": 20, "misere": false},
      "start": "20",
      "moves": ["-4", "-1"]
    }

``rules`` holds the game's parameters as ``make_game(game, **rules)`` takes them (each game's
``params()``); ``start`` and ``moves`` are in the game's notation (:mod:`.plugin`). QuadAce files
(versions 1 to 3, and any file without ``"game"``) are read by :class:`~quadace_gui.core.game.GameRecord`;
:func:`load_game` opens either kind. Reading checks everything, as for QuadAce files, and raises
:class:`~quadace_gui.core.errors.GameFileError` with a one-line reason; saving is atomic.

>>> record = TakeAwayRecord(make_game("subtraction"))
>>> record.push(parse_take_move(record.game, "-4", (20,)))
(16,)
>>> TakeAwayRecord.loads(record.dumps()) == record
True
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import GameFileError, IllegalMoveError, QuadAceError
from ..files import write_atomic
from ..game import FORMAT_NAME, GAME_KEY, MAX_FILE_MOVES, MAX_TEXT_FIELD, NAMED_VERSION, GameRecord
from ..game import parse_json as _parse_json
from ..game import read_text as _read_text
from .heaps import Heaps, TakeAwayGame, TakeMove
from .plugin import parse_take_move
from .takeaway import GAMES, make_game

#: The most numbers a parameter list may hold (a game has at most four heaps; S at most 16 amounts).
MAX_PARAM_ITEMS = 16


@dataclass
class TakeAwayRecord:
    """A take-away game: its parameters, where the record starts, and the moves played from there."""

    game: TakeAwayGame
    start: Heaps = ()
    moves: list[TakeMove] = field(default_factory=list)

    _line: list[Heaps] = field(default_factory=list, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not self.start:
            self.start = self.game.start
        moves, self.moves = self.moves, []
        self._line = [self.start]
        for move in moves:
            self.push(move)

    def line(self) -> list[Heaps]:
        """The positions from the start, one more than the moves."""
        return list(self._line)

    def push(self, move: TakeMove) -> Heaps:
        """Play ``move`` at the end of the line (raises IllegalMoveError) and return the position."""
        heaps = self._line[-1]
        after = next((a for m, a in self.game.moves(heaps) if m == move), None)
        if after is None:
            raise IllegalMoveError(
                "{move} is not a legal move in {position}",
                move=move.text(),
                position=self.game.format(heaps),
            )
        self.moves.append(move)
        self._line.append(after)
        return after

    # -- files ---------------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT_NAME,
            "version": NAMED_VERSION,
            "game": self.game.key,
            "rules": self.game.params(),
            "start": self.game.format(self.start),
            "moves": [self.game.move_text(h, m) for h, m in zip(self._line, self.moves, strict=False)],
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=2) + "\n"

    def save(self, path: str | Path) -> None:
        write_atomic(path, self.dumps().encode("utf-8"))

    @classmethod
    def from_json(cls, data: Any) -> TakeAwayRecord:
        if not isinstance(data, dict) or data.get("format") != FORMAT_NAME:
            raise GameFileError('not a QuadAce game: expected "format": "{format}"', format=FORMAT_NAME)
        key = data.get("game")
        if data.get("version") != NAMED_VERSION or not isinstance(key, str) or key not in GAMES:
            raise GameFileError(
                "not a take-away game file: expected version {version} and a game of {names}",
                version=NAMED_VERSION,
                names=", ".join(GAMES),
            )
        game = _game_of(key, data.get("rules", {}))
        start_text = data.get("start", game.format(game.start))
        if not isinstance(start_text, str) or len(start_text) > MAX_TEXT_FIELD:
            raise GameFileError(
                "bad start position: it must be a short text, like {example}", example=game.example
            )
        try:
            record = cls(game, game.parse(start_text))
        except QuadAceError as exc:
            raise GameFileError("bad start position: {error}", error=exc) from None
        moves = data.get("moves", [])
        if not isinstance(moves, list) or len(moves) > MAX_FILE_MOVES:
            raise GameFileError(
                'bad moves: "moves" must be a list of at most {limit:,} moves', limit=MAX_FILE_MOVES
            )
        for ply, text in enumerate(moves, 1):
            try:
                if not isinstance(text, str):
                    raise GameFileError("a move is written as text")
                record.push(parse_take_move(game, text, record._line[-1]))
            except QuadAceError as exc:
                raise GameFileError("bad move {ply}: {error}", ply=ply, error=exc) from None
        return record

    @classmethod
    def loads(cls, text: str) -> TakeAwayRecord:
        return cls.from_json(_parse_json(text))

    @classmethod
    def load(cls, path: str | Path) -> TakeAwayRecord:
        return cls.loads(_read_text(path))


def _game_of(key: str, rules: Any) -> TakeAwayGame:
    """The game ``key`` with the parameters of a file's ``rules`` (only whole numbers, lists of them and
    true/false are taken)."""
    if not isinstance(rules, dict):
        raise GameFileError(
            "bad rules: an object of the game's parameters, like {example}", example='{"target": 30}'
        )
    params: dict[str, object] = {}
    for name, value in rules.items():
        plain = isinstance(value, bool) or (isinstance(value, int) and 0 <= value < 10**9)
        listed = (
            isinstance(value, list)
            and len(value) <= MAX_PARAM_ITEMS
            and all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 10**9 for v in value)
        )
        if not isinstance(name, str) or not (plain or listed):
            raise GameFileError(
                "bad rules: {name} must be a whole number or a list of them", name=str(name)[:40]
            )
        params[name] = tuple(value) if isinstance(value, list) else value
    try:
        return make_game(key, **params)
    except QuadAceError as exc:
        raise GameFileError("bad rules: {error}", error=exc) from None
    except TypeError:
        raise GameFileError("bad rules: a parameter of {game} has the wrong shape", game=key) from None


def load_game(path: str | Path) -> GameRecord | TakeAwayRecord:
    """Open a game file of any game: a QuadAce record, or a take-away game's (version 5 names it)."""
    data = _parse_json(_read_text(path))
    key = data.get("game", GAME_KEY) if isinstance(data, dict) else GAME_KEY
    if key == GAME_KEY:
        try:
            return GameRecord.from_json(data)
        except RecursionError:
            raise GameFileError("not a game file: the JSON is nested too deeply") from None
    return TakeAwayRecord.from_json(data)


def load_takeaway(path: str | Path) -> TakeAwayRecord:
    """Open a take-away game's file; a QuadAce game's file is refused with a one-line reason."""
    record = load_game(path)
    if not isinstance(record, TakeAwayRecord):
        raise GameFileError("this file holds a QuadAce game: open it in the QuadAce window")
    return record


#: The largest file :func:`file_game_key` reads (a take-away game's file is far smaller).
KEY_PEEK_BYTES = 256 * 1024


def file_game_key(path: str | Path) -> str:
    """The game a game file names (its ``"game"``; ``quadace`` for an older file, a larger one, or
    one that cannot be read: the QuadAce reader then names the problem)."""
    try:
        if Path(path).stat().st_size > KEY_PEEK_BYTES:
            return GAME_KEY
        data = _parse_json(_read_text(path))
    except (OSError, QuadAceError):
        return GAME_KEY
    key = data.get("game", GAME_KEY) if isinstance(data, dict) else GAME_KEY
    return key if isinstance(key, str) else GAME_KEY
