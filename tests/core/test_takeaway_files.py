"""Game files that name their game: every take-away game saves and opens again (version 5), QuadAce
files name theirs and older ones still open, and a bad file is refused with one line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from quadace_gui.core.errors import GameFileError, IllegalMoveError
from quadace_gui.core.game import GameRecord
from quadace_gui.core.games.game_files import TakeAwayRecord, load_game, load_takeaway
from quadace_gui.core.games.plugin import PLUGINS
from quadace_gui.core.games.takeaway import GAMES, make_game, solve_game
from quadace_gui.core.position import Move

GAME_PARAMS = {
    "nim": {"heaps": (7, 8, 9), "limit": (9, 9, 12), "misere": True},
    "bash": {"target": 100, "most": 9},
    "wythoff": {"heaps": (5, 8), "limit": 20},
    "subtraction": {"heaps": (40,), "amounts": (2, 5, 7), "limit": 60, "misere": True},
}


@pytest.mark.parametrize("key", list(GAMES))
def test_every_take_away_game_saves_and_opens_again(key: str, tmp_path: Path) -> None:
    game = make_game(key, **GAME_PARAMS[key])
    record = TakeAwayRecord(game)
    table = solve_game(game)
    for _ in range(3):  # the best line's first moves
        best = table.move_infos(record.heaps()[-1])[0]
        assert record.push(best.move).heaps == best.after
    path = tmp_path / f"{key}.json"
    record.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert (data["version"], data["game"]) == (5, key)
    line = record.heaps()
    assert data["moves"] == [PLUGINS[key].format_move(game, line[k], m) for k, m in enumerate(record.moves)]
    again = load_game(path)
    assert isinstance(again, TakeAwayRecord) and again == record and again.game == game


def test_quadace_files_name_their_game_and_old_ones_still_open(tmp_path: Path) -> None:
    record = GameRecord()
    record.push(Move.parse("1+1"))
    data = record.to_json()
    assert data["game"] == "quadace" and data["version"] == 2  # earlier QuadAce versions still read it
    old = {"format": "quadace-game", "version": 1, "rules": {"base": 10}, "moves": ["1+1"]}
    path = tmp_path / "old.json"
    path.write_text(json.dumps(old), encoding="utf-8")
    opened = load_game(path)
    assert isinstance(opened, GameRecord) and opened.current == record.current
    named = dict(old, version=5, game="quadace")
    assert GameRecord.from_json(named).current == record.current


@pytest.mark.parametrize(
    ("data", "words"),
    [
        ({"format": "quadace-game", "version": 5, "game": "chess"}, "not a take-away game file"),
        ({"format": "quadace-game", "version": 5}, 'version 5 names its game, like "game": "quadace"'),
        ({"format": "quadace-game", "version": 5, "game": "nim", "rules": {"heaps": "3"}}, "bad rules"),
        ({"format": "quadace-game", "version": 5, "game": "nim", "rules": {"heaps": 5}}, "wrong shape"),
        ({"format": "quadace-game", "version": 5, "game": "bash", "rules": {"most": 0}}, "at least 1"),
        ({"format": "quadace-game", "version": 5, "game": "bash", "start": "31"}, "bad start position"),
        ({"format": "quadace-game", "version": 5, "game": "bash", "moves": ["+3"]}, "bad move 1"),
        ({"format": "quadace-game", "version": 5, "game": "bash", "moves": [3]}, "bad move 1"),
        ({"format": "quadace-game", "version": 5, "game": "nim", "rules": {"heaps": [60] * 4}}, "positions"),
        ({"format": "quadace-game", "version": 6, "game": "nim"}, "not a take-away game file"),
    ],
)
def test_a_bad_file_is_refused_with_one_line(data: dict[str, object], words: str, tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(GameFileError) as caught:
        load_game(path)
    assert words in str(caught.value) and "\n" not in str(caught.value)


def test_a_take_away_file_opened_as_quadace_names_its_game() -> None:
    text = TakeAwayRecord(make_game("wythoff")).dumps()
    with pytest.raises(GameFileError, match="holds a wythoff game, not QuadAce"):
        GameRecord.loads(text)


def test_a_file_of_an_unknown_game_says_the_game_is_unknown() -> None:
    """Audit item 7: "chess" is no game of this app: no window to send the teacher to."""
    data = json.loads(TakeAwayRecord(make_game("subtraction", heaps=(5,))).dumps())
    data["game"] = "chess"
    with pytest.raises(GameFileError) as caught:
        GameRecord.loads(json.dumps(data))
    message = str(caught.value)
    assert "unknown game 'chess'" in message and "nim" in message
    assert "window" not in message and "not QuadAce" not in message


@pytest.mark.parametrize("cut", [1, 40, -3])
def test_a_truncated_take_away_file_does_not_call_itself_a_quadace_game(tmp_path: Path, cut: int) -> None:
    """Audit item 7: a broken Nim file opened from Nim is not "not a QuadAce game"."""
    text = TakeAwayRecord(make_game("nim")).dumps()
    path = tmp_path / "nim.json"
    path.write_text(text[:cut], encoding="utf-8")
    with pytest.raises(GameFileError) as caught:
        load_takeaway(path)
    assert "QuadAce" not in str(caught.value) and "broken JSON" in str(caught.value)


def test_an_illegal_move_is_not_recorded() -> None:
    record = TakeAwayRecord(make_game("subtraction", heaps=(5,)))
    with pytest.raises(IllegalMoveError):
        record.push(PLUGINS["subtraction"].parse_move(record.game, (5,), "-2"))
    assert record.moves == [] and record.heaps() == [(5,)]


@pytest.mark.parametrize("key", list(GAMES))
def test_every_take_away_game_saves_and_opens_its_variations(key: str, tmp_path: Path) -> None:
    game = make_game(key, **GAME_PARAMS[key])
    record = TakeAwayRecord(game)
    table = solve_game(game)
    for _ in range(2):
        record.push(table.move_infos(record.heaps()[-1])[0].move)
    after_one = record.line[1]
    other = next(i.move for i in table.move_infos(after_one.position.heaps) if i.move != record.moves[1])
    side = after_one.add(other)  # another move at ply 2: a variation, the main line kept
    assert side.is_variation_start and record.moves[1] != other and len(record) == 2
    path = tmp_path / f"{key}.json"
    record.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    text = PLUGINS[key].format_move(game, after_one.position.heaps, other)
    assert data["variations"] == [{"from": 0, "after": 1, "moves": [text]}]
    again = load_game(path)
    assert isinstance(again, TakeAwayRecord) and again == record
    assert [n.move for n in again.line[1].children] == [record.moves[1], other]
    data["variations"] = [{"from": 0, "after": 1, "moves": ["nonsense"]}]
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(GameFileError, match=r"^bad variation 1: bad move 2") as caught:
        load_game(path)
    assert "\n" not in str(caught.value)


def test_a_file_written_before_variations_opens_and_saves_the_same(tmp_path: Path) -> None:
    old = (
        '{"format": "quadace-game", "version": 5, "game": "subtraction",\n'
        ' "rules": {"heaps": [20], "amounts": [1, 3, 4], "limit": 20, "misere": false},\n'
        ' "start": "20", "moves": ["-4", "-1"]}\n'
    )
    path = tmp_path / "old.json"
    path.write_text(old, encoding="utf-8")
    record = load_takeaway(path)
    assert record.heaps() == [(20,), (16,), (15,)] and not record.has_variations()
    data = record.to_json()
    assert "variations" not in data and data == json.loads(old)
