"""A game record: rules, a start position and the moves played (a tree with side lines), and JSON files.

File format (UTF-8 JSON, never pickle). Version 3 adds side lines to version 2::

    {
      "format": "quadace-game",
      "version": 3,
      "rules": {"base": 10, "hands": 2, "op": "add", "goal": "retire", "start": "1,1/1,1:A"},
      "start": "1,1/1,1:A",
      "moves": ["1+1", "1+2", "2+3"],
      "variations": [
        {"from": 0, "after": 1, "moves": ["1+1", "2+2"]},
        {"from": 1, "after": 2, "moves": ["1+2"]}
      ]
    }

``moves`` is the main line. Each variation replaces the move after ply ``after`` of the line it
branches ``from`` (0: the main line, k: the k-th variation, always an earlier one); here ``1+1`` is
tried instead of ``1+2`` at ply 2, and ``1+2`` instead of that line's ``2+2`` at ply 3. A game without
side lines is written as version 2 (no ``variations``), which earlier QuadAce versions read. Every file
names its game in ``"game"`` (``"quadace"`` here; earlier readers ignore the key); version 5 is a file
of another game (a take-away game: :mod:`quadace_gui.core.games.game_files`), which must name it, and a
file without ``"game"`` is a QuadAce game.
(A little over 400 lines: the record, its tree edits and its file format belong together.)
Version-1 files (``"rules": {"base": 10}``) still open: the missing axes take their defaults.
Version 4 is written only for rules using the Chopsticks axes: ``rules`` then also holds ``touch``,
``overflow`` and ``split``, and moves may be splits (``1,3>2,2``); every other game keeps version 2 or 3.
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
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from .errors import GameFileError, QuadAceError, RulesError, clip, excerpt
from .files import write_atomic
from .position import Hands, Move, Position, Side
from .rules import MAX_HANDS, Rules
from .variations import GameTree, Node, lines_json, read_variations, tree_text

#: A node of a QuadAce game's tree.
GameNode = Node[Move, Position]

FORMAT_NAME = "quadace-game"
FORMAT_VERSION = 4
#: The version whose files must name their game in ``"game"`` (the take-away games write it; QuadAce
#: files name it too but keep versions 2 to 4, which earlier QuadAce versions read).
NAMED_VERSION = 5
#: The ``"game"`` of a QuadAce file (files before version 5 without one are QuadAce games).
GAME_KEY = "quadace"
MAX_FILE_BYTES = 4 * 1024 * 1024
#: The largest base a saved game may name (far beyond what anyone plays; keeps hostile files cheap).
MAX_FILE_BASE = 1000
#: The most moves a saved game may hold (a long game is a few hundred; 10,000 read in a few ms).
MAX_FILE_MOVES = 10_000


class GameRecord(GameTree[Move, Position]):
    """A QuadAce game: its rules and start position, and the tree of moves played from there.

    ``moves`` and ``positions`` are the *current line* (see :class:`~.variations.GameTree`); the tree
    behind it also holds the side lines. A new record's line is its main line.
    """

    def __init__(self, start: Position | None = None, moves: Iterable[Move] = ()) -> None:
        self.start = Position.start() if start is None else start
        super().__init__(self.start, moves)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameRecord):
            return NotImplemented
        return (self.start, self.moves) == (other.start, other.moves)

    __hash__ = None  # type: ignore[assignment]  # (a record changes: not a dict key)

    def __repr__(self) -> str:
        return f"GameRecord(start={self.start!r}, moves={self.moves!r})"

    @property
    def rules(self) -> Rules:
        return self.start.rules

    # -- text and files ----------------------------------------------------------------------------
    @property
    def text(self) -> str:
        """The game in one line: ``start moves...``, e.g. ``1,1/1,1:A 1+1 1+2``."""
        return " ".join([self.start.text, *(m.text for m in self.moves)])

    @property
    def tree_text(self) -> str:
        """The whole game in one line, variations in brackets: ``1,1/1,1:A 1+1 1+2 (1+1) 2+3``."""
        return tree_text(self.root, _position_text, _move_text)

    def to_json(self) -> dict[str, Any]:
        """The game as a JSON object: the main line in ``moves`` (whatever line is being looked at)
        and the side lines in ``variations``. A game without side lines is written as version 2,
        which earlier QuadAce versions read too."""
        moves, variations = lines_json(self.root, _text)
        data: dict[str, Any] = {
            "format": FORMAT_NAME,
            "version": 4 if self.rules.is_chopsticks else 3 if variations else 2,
            "game": GAME_KEY,
            "rules": self.rules.to_json(),
            "start": self.start.text,
            "moves": moves,
        }
        if variations:
            data["variations"] = variations
        return data

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
        if isinstance(version, bool) or not isinstance(version, int) or not 1 <= version <= NAMED_VERSION:
            raise GameFileError(
                "unsupported game file version {version!r} (this QuadAce reads version {supported})",
                version=_short(version),
                supported=NAMED_VERSION,
            )
        game_key = data.get("game", GAME_KEY if version < NAMED_VERSION else None)
        if game_key is None:
            raise GameFileError(
                'bad game file: version {version} names its game, like "game": "{game}"',
                version=version,
                game=GAME_KEY,
            )
        if game_key != GAME_KEY:
            from .games.takeaway import GAMES  # (here: the take-away games' module imports this one)

            if not isinstance(game_key, str) or game_key not in GAMES:
                raise GameFileError(
                    "unknown game {game!r}: a game file holds one of {names}",
                    game=_short(game_key),
                    names=", ".join([GAME_KEY, *GAMES]),
                )
            raise GameFileError(
                "this file holds a {game} game, not QuadAce: open it in that game's window",
                game=_short(game_key),
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
        game._replay(moves)
        variations = data.get("variations", []) if version >= 3 else []
        if read_variations(game.line[:], variations, MAX_FILE_MOVES, _read_move):
            game.revision += 1
        return game

    def _replay(self, moves: list[Any]) -> None:
        """Play the main line of a file from the start, checking every move. A long game repeats a few
        positions over and over (optimal play in a draw cycles), so each (position, move) pair is
        checked once with its full reason (:meth:`Node.make_child`), and a pair met again reuses the
        checked result: a 10,000-move file reads in a few milliseconds instead of a tenth of a second."""
        checked: dict[tuple[Hands, Hands, Side, Move, Any], tuple[Move, Position]] = {}
        tip = self.tip
        for ply, text in enumerate(moves, 1):
            move = _read_move(text, ply)
            here = tip.position
            key = (here.a, here.b, here.to_move, move, move.before)
            known = checked.get(key)
            if known is None:
                try:
                    node = tip.make_child(move)
                except QuadAceError as exc:
                    raise GameFileError("bad move {ply}: {error}", ply=ply, error=exc) from None
                assert node.move is not None
                checked[key] = (node.move, node.position)
            else:
                node = Node(known[0], known[1], tip)
            tip.children.append(node)
            self._extend(node)
            tip = node
        if moves:
            self.revision += 1

    @classmethod
    def loads(cls, text: str) -> GameRecord:
        data = parse_json(text)
        try:
            return cls.from_json(data)
        except RecursionError:  # a value nested too deeply to even describe
            raise GameFileError("not a game file: the JSON is nested too deeply") from None

    @classmethod
    def load(cls, path: str | Path) -> GameRecord:
        """Read a game file; any problem raises :class:`GameFileError` with the reason."""
        return cls.loads(read_text(path))


def parse_json(text: str) -> Any:
    """The JSON of a game file; broken or hostile JSON raises :class:`GameFileError` (one line)."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise GameFileError(
            "not a game file: broken JSON at line {line}, column {column}",
            line=exc.lineno,
            column=exc.colno,
        ) from None
    except RecursionError:
        raise GameFileError("not a game file: the JSON is nested too deeply") from None
    except ValueError:  # a number too long to convert, for example
        raise GameFileError("not a game file: the JSON holds a value that cannot be read") from None


def read_text(path: str | Path) -> str:
    """The text of a game file, read boundedly; any problem raises :class:`GameFileError`."""
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
    return text


#: Longest text field read from a file (a position is a few dozen characters).
MAX_TEXT_FIELD = 200


def _text(node: Node[Move, Position]) -> str:
    assert node.move is not None
    return node.move.text


def _position_text(position: Position) -> str:
    return position.text


def _move_text(move: Move) -> str:
    return move.text


def _read_move(text: object, ply: int, _before: Position | None = None) -> Move:
    """Move ``ply`` of a line in a file (not yet checked for legality)."""
    if not isinstance(text, str):
        raise GameFileError('bad move {ply}: {value!r} is not text like "1+6"', ply=ply, value=_short(text))
    try:
        return Move.parse(text)
    except QuadAceError as exc:
        raise GameFileError("bad move {ply}: {error}", ply=ply, error=exc) from None


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
    for name in ("op", "goal", "start", "touch", "overflow", "split"):
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
            touch=data.get("touch", "self"),
            overflow=data.get("overflow", "wrap"),
            split=data.get("split", "none"),
        )
    except RulesError as exc:
        raise GameFileError("bad rules: {error}", error=exc) from None
