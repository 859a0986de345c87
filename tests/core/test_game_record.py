"""Game records: push/pop, text, JSON files, and a precise GameFileError for every broken file."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from quadace_gui.core import GameFileError, GameRecord, IllegalMoveError, Move, Position, Rules
from quadace_gui.core.analysis import best_move
from quadace_gui.core.game import MAX_FILE_BYTES, MAX_FILE_MOVES
from quadace_gui.core.solver import solve


def test_push_and_pop() -> None:
    game = GameRecord()
    assert game.current == Position.start() and len(game) == 0
    after = game.push(Move.parse("1+1"))
    assert after.text == "1,2/1,1:B"
    game.push(Move.parse("1+2"))
    assert len(game) == 2 and len(game.positions) == 3
    assert game.text == "1,1/1,1:A 1+1 1+2"
    assert game.pop() == Move(1, 2)
    assert game.current.text == "1,2/1,1:B"
    assert game.pop() == Move(1, 1)
    assert game.current == game.start
    with pytest.raises(IndexError):
        game.pop()


def test_illegal_push_changes_nothing() -> None:
    game = GameRecord()
    with pytest.raises(IllegalMoveError):
        game.push(Move(3, 1))
    assert len(game) == 0 and game.positions == [game.start]


def test_copy_is_independent() -> None:
    game = GameRecord(moves=[Move(1, 1)])
    twin = game.copy()
    twin.push(Move(1, 2))
    assert len(game) == 1 and len(twin) == 2


def test_json_round_trip(tmp_path: Path) -> None:
    rules = Rules(12)
    game = GameRecord(Position.parse("1,1/1,1:A", rules))
    for text in ("1+1", "1+2", "2+1", "1+3"):
        game.push(Move.parse(text))
    again = GameRecord.loads(game.dumps())
    assert again.start == game.start and again.moves == game.moves and again.rules == rules
    assert again.positions == game.positions
    path = tmp_path / "game.quadace"
    game.save(path)
    loaded = GameRecord.load(path)
    assert loaded.text == game.text
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data == {
        "format": "quadace-game",
        "game": "quadace",
        "version": 2,
        "rules": {"base": 12, "hands": 2, "op": "add", "goal": "retire", "start": "1,1/1,1:A"},
        "start": "1,1/1,1:A",
        "moves": ["1+1", "1+2", "2+1", "1+3"],
    }
    assert not list(tmp_path.glob("*.tmp"))


def test_defaults_when_fields_are_missing() -> None:
    game = GameRecord.loads('{"format": "quadace-game", "version": 1}')
    assert game.start == Position.start() and game.moves == []


GOOD = {"format": "quadace-game", "version": 1, "rules": {"base": 10}, "start": "1,1/1,1:A", "moves": ["1+1"]}


def _with(**changes: object) -> str:
    data = dict(GOOD)
    data.update(changes)
    return json.dumps(data)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("{", "broken JSON at line 1"),
        ("", "broken JSON"),
        ("[]", "JSON object"),
        ('"game"', "JSON object"),
        (_with(format="chess"), 'expected "format"'),
        (_with(version=6), "unsupported game file version 6"),
        (_with(version=5), 'version 5 names its game, like "game": "quadace"'),
        (_with(version=5, game="nim"), "holds a nim game, not QuadAce"),
        (_with(version=3, variations={}), "bad variations"),
        (_with(version=3, variations=[7]), 'bad variation 1: 7 is not a variation like {"from": 0'),
        # issue 23 item 8: the field that is wrong is named
        (_with(version=3, variations=[{"from": 1, "after": 0, "moves": ["1+1"]}]), '"from" is 1: not a line'),
        (_with(version=3, variations=[{"from": "x", "after": 0, "moves": ["1+1"]}]), "\"from\" is 'x'"),
        (_with(version=3, variations=[{"after": 1, "moves": ["1+1"]}]), '"after" is 1: not a ply of line 0'),
        (_with(version=3, variations=[{"after": [1, 2], "moves": ["1+1"]}]), '"after" is'),
        (_with(version=3, variations=[{"after": 0, "moves": []}]), '"moves" must be a list'),
        (_with(version=3, variations=[{"after": 0, "moves": ["1+2"]}]), "bad variation 1: bad move 1"),
        (_with(version=3, variations=[{"after": 0, "moves": [5]}]), "bad variation 1: bad move 1: 5"),
        (_with(version="1"), "unsupported game file version"),
        (_with(version=True), "unsupported game file version"),
        (_with(version=1.0), "unsupported game file version"),
        (_with(rules={"base": "ten"}), "bad rules"),
        (_with(rules={"base": 1}), "bad rules"),
        (_with(rules={"base": 10**9}), "larger than"),
        (_with(rules=[10]), "bad rules"),
        (_with(start=5), "bad start position"),
        (_with(start="1,1/1,1:X"), "bad start position"),
        (_with(start="0,0/0,0"), "bad start position"),
        (_with(start="1,1/1,12"), "bad start position"),
        (_with(moves="1+1"), "bad moves"),
        (_with(moves=["1+1", 7]), "bad move 2"),
        (_with(moves=["1+1", "1+2", "5+5"]), "bad move 3"),
        (_with(moves=["1+1", "1-2"]), "bad move 2"),
        (_with(moves=["1+1", "1+2"] * 5001), "10,002 moves; a game file holds at most 10,000"),
        ('{"format": "quadace-game", "version": 1' + "1" * 5000 + "}", "cannot be read"),
        ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    ],
)
def test_broken_games_raise_game_file_error(text: str, words: str) -> None:
    with pytest.raises(GameFileError) as info:
        GameRecord.loads(text)
    assert words in str(info.value)
    assert "\n" not in str(info.value)


def test_a_game_of_the_most_moves_allowed_loads() -> None:
    table = solve()
    record = GameRecord(Position.start())
    while len(record) < MAX_FILE_MOVES:  # optimal play from the start is a draw: it never ends
        best = best_move(table, record.current)
        assert best is not None
        record.push(best.move)
    assert len(GameRecord.loads(record.dumps())) == MAX_FILE_MOVES


def test_illegal_move_names_its_number() -> None:
    with pytest.raises(GameFileError, match=r"bad move 3: 5\+5: A holds 1 and 2"):
        GameRecord.loads(_with(moves=["1+1", "1+2", "5+5"]))


def test_broken_files(tmp_path: Path) -> None:
    binary = tmp_path / "binary.quadace"
    binary.write_bytes(b"\xff\xfe\x00garbage\x80")
    with pytest.raises(GameFileError, match="not UTF-8"):
        GameRecord.load(binary)

    huge = tmp_path / "huge.quadace"
    with huge.open("wb") as fh:
        fh.truncate(MAX_FILE_BYTES + 1)  # sparse: no need to write 4 MiB
    with pytest.raises(GameFileError, match="at most"):
        GameRecord.load(huge)

    with pytest.raises(GameFileError, match="cannot read"):
        GameRecord.load(tmp_path / "missing.quadace")
    with pytest.raises(GameFileError, match="cannot read"):
        GameRecord.load(tmp_path)

    bom = tmp_path / "bom.json"  # some Windows editors write UTF-8 with a byte order mark
    bom.write_bytes(b"\xef\xbb\xbf" + _with(moves=["1+1"]).encode("utf-8"))
    assert [m.text for m in GameRecord.load(bom).moves] == ["1+1"]

    wrong = tmp_path / "wrong.quadace"
    wrong.write_text(_with(moves=["1+1", "9+9"]), encoding="utf-8")
    with pytest.raises(GameFileError, match="bad move 2"):
        GameRecord.load(wrong)

    deep = tmp_path / "deep.quadace"
    deep.write_text("{" + '"a":{' * 50_000 + "}" * 50_001, encoding="utf-8")
    with pytest.raises(GameFileError, match="nested too deeply"):
        GameRecord.load(deep)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_pipes_and_devices_are_refused_without_blocking(tmp_path: Path) -> None:
    """A FIFO named like a game would block a plain read forever; /dev/zero would never end."""
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    with pytest.raises(GameFileError, match=r"fifo\.json is not a regular file"):
        GameRecord.load(fifo)
    if Path("/dev/zero").exists():
        zero = tmp_path / "zero.json"
        zero.symlink_to("/dev/zero")
        with pytest.raises(GameFileError, match=r"zero\.json is not a regular file"):
            GameRecord.load(zero)
