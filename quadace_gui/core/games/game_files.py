"""Game files of the take-away games: version 5 of the QuadAce game file, which names its game.

::

    {
      "format": "quadace-game",
      "version": 5,
      "game": "subtraction",
      "rules": {"heaps": [20], "amounts": [1, 3, 4], "limit": 20, "misere": false},
      "start": "20",
      "moves": ["-4", "-1"],
      "variations": [{"from": 0, "after": 1, "moves": ["-3"]}]
    }

``rules`` holds the game's parameters as ``make_game(game, **rules)`` takes them (each game's
``params()``); ``start`` and ``moves`` are in the game's notation (:mod:`.plugin`). ``moves`` is the
main line; ``variations`` (optional: files written before it are one line) holds the side lines as in
QuadAce's version 3 (:mod:`quadace_gui.core.game`): here ``-3`` is tried instead of ``-1`` at ply 2.
A record is a :class:`~quadace_gui.core.variations.GameTree` of :class:`TakeAwayPosition`, the same
tree as QuadAce's. QuadAce files
(versions 1 to 3, and any file without ``"game"``) are read by :class:`~quadace_gui.core.game.GameRecord`;
:func:`load_game` opens either kind. Reading checks everything, as for QuadAce files, and raises
:class:`~quadace_gui.core.errors.GameFileError` with a one-line reason; saving is atomic.

>>> record = TakeAwayRecord(make_game("subtraction"))
>>> record.push(parse_take_move(record.game, "-4", (20,))).heaps
(16,)
>>> TakeAwayRecord.loads(record.dumps()) == record
True
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import GameFileError, IllegalMoveError, QuadAceError
from ..files import write_atomic
from ..game import FORMAT_NAME, GAME_KEY, MAX_FILE_MOVES, MAX_TEXT_FIELD, NAMED_VERSION, GameRecord
from ..game import parse_json as _parse_json
from ..game import read_text as _read_text
from ..variations import GameTree, Node, lines_json, read_variations
from .heaps import Heaps, TakeAwayGame, TakeMove
from .plugin import parse_take_move
from .takeaway import GAMES, make_game

#: The most numbers a parameter list may hold (a game has at most four heaps; S at most 16 amounts).
MAX_PARAM_ITEMS = 16


@dataclass(frozen=True)
class TakeAwayPosition:
    """A position of a take-away game in its tree: the game and the heaps (it plays a move)."""

    game: TakeAwayGame
    heaps: Heaps

    @property
    def text(self) -> str:
        return self.game.format(self.heaps)

    def step(self, move: TakeMove) -> tuple[TakeMove, TakeAwayPosition]:
        """``move`` and the position after it; raises IllegalMoveError for a move not legal here."""
        after = next((a for m, a in self.game.moves(self.heaps) if m == move), None)
        if after is None:
            raise IllegalMoveError(
                "{move} is not a legal move in {position}", move=move.text(), position=self.text
            )
        return move, TakeAwayPosition(self.game, after)


#: A node of a take-away game's tree.
TakeNode = Node[TakeMove, TakeAwayPosition]


class TakeAwayRecord(GameTree[TakeMove, TakeAwayPosition]):
    """A take-away game: its parameters, where the record starts, and the tree of moves played from
    there (``moves``: the current line; a new record's line is its main line)."""

    def __init__(self, game: TakeAwayGame, start: Heaps = (), moves: Iterable[TakeMove] = ()) -> None:
        self.game = game
        self.start: Heaps = tuple(start) or game.start
        super().__init__(TakeAwayPosition(game, self.start), moves)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, TakeAwayRecord):
            return NotImplemented
        return self.game == other.game and self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]  # (a record changes: not a dict key)

    def __repr__(self) -> str:
        return f"TakeAwayRecord({self.game!r}, {self.start!r}, {self.moves!r})"

    def heaps(self) -> list[Heaps]:
        """The positions of the current line from the start, one more than the moves."""
        return [position.heaps for position in self.positions]

    # -- files ---------------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """The game as a JSON object: the main line in ``moves`` (whatever line is being looked at)
        and the side lines, if any, in ``variations``."""
        moves, variations = lines_json(self.root, _text)
        data: dict[str, Any] = {
            "format": FORMAT_NAME,
            "version": NAMED_VERSION,
            "game": self.game.key,
            "rules": self.game.params(),
            "start": self.game.format(self.start),
            "moves": moves,
        }
        if variations:
            data["variations"] = variations
        return data

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
            move = _read_move(text, ply, record.current)
            try:
                record.push(move)
            except QuadAceError as exc:
                raise GameFileError("bad move {ply}: {error}", ply=ply, error=exc) from None
        if read_variations(record.line[:], data.get("variations", []), MAX_FILE_MOVES, _read_move):
            record.revision += 1
        return record

    @classmethod
    def loads(cls, text: str) -> TakeAwayRecord:
        return cls.from_json(_parse_json(text))

    @classmethod
    def load(cls, path: str | Path) -> TakeAwayRecord:
        return cls.loads(_read_text(path))


def _text(node: TakeNode) -> str:
    """The move of ``node`` as the file writes it (from its parent's position)."""
    assert node.move is not None and node.parent is not None
    position = node.parent.position
    return position.game.move_text(position.heaps, node.move)


def _read_move(text: object, ply: int, before: TakeAwayPosition) -> TakeMove:
    """Move ``ply`` of a line in a file, played in ``before`` (its legality is checked by the tree)."""
    try:
        if not isinstance(text, str):
            raise GameFileError("a move is written as text")
        return parse_take_move(before.game, text, before.heaps)
    except QuadAceError as exc:
        raise GameFileError("bad move {ply}: {error}", ply=ply, error=exc) from None


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
