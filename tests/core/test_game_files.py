"""Game files of every rule set (version 2), version-1 files, hostile files and safe saving."""

from __future__ import annotations

import json
import os
import secrets
import stat
from pathlib import Path

import pytest

from quadace_gui.core import GameFileError, GameRecord, Move, Position, Rules
from quadace_gui.core.game import MAX_TEXT_FIELD
from quadace_gui.core.games.presets import PRESETS


@pytest.mark.parametrize("name", list(PRESETS))
def test_every_preset_round_trips_with_every_axis(name: str, tmp_path: Path) -> None:
    rules = PRESETS[name].rules
    game = GameRecord(Position.start(rules))
    for _ in range(4):
        moves = game.current.legal_moves()
        if not moves or game.current.is_over:
            break
        game.push(moves[-1])
    path = tmp_path / f"{name}.quadace.json"
    game.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == (4 if rules.is_chopsticks else 2)
    chopsticks = {"touch": rules.touch, "overflow": rules.overflow, "split": rules.split}
    assert data["rules"] == {
        "base": rules.base,
        "hands": rules.hands,
        "op": rules.op,
        "goal": rules.goal,
        "start": rules.start_spec.text,
        **(chopsticks if rules.is_chopsticks else {}),
    }
    loaded = GameRecord.load(path)
    assert loaded.rules == rules and loaded.moves == game.moves and loaded.positions == game.positions


def test_multiplication_moves_are_written_with_a_star_and_read_either_way() -> None:
    rules = Rules(op="mul", start_position="1,2/1,3:A")
    game = GameRecord(Position.start(rules))
    game.push(Move.parse("2*3"))
    assert game.current.text == "1,6/1,3:B" and json.loads(game.dumps())["moves"] == ["2*3"]
    data = json.loads(game.dumps())
    data["moves"] = ["2+3"]  # the sign does not decide what the move does: the rules do
    again = GameRecord.from_json(data)
    assert again.current == game.current and again.moves[0].text == "2*3"


def test_version_one_files_still_open() -> None:
    text = (
        '{"format": "quadace-game", "version": 1, "rules": {"base": 7}, '
        '"start": "1,1/1,1:A", "moves": ["1+1"]}'
    )
    game = GameRecord.loads(text)
    assert game.rules == Rules(7) and game.current.text == "1,2/1,1:B"


def test_three_hand_start_that_differs_from_the_rules_start() -> None:
    rules = Rules(hands=3, start_position="1,2,3/1,1,4:B")
    game = GameRecord.loads(
        json.dumps(
            {
                "format": "quadace-game",
                "version": 2,
                "rules": {"base": 10, "hands": 3, "op": "add", "goal": "retire", "start": "1,2,3/1,1,4:B"},
                "start": "1,2,3/1,1,4:B",
                "moves": ["1+1"],
            }
        )
    )
    assert game.rules == rules and game.current.text == "1,2,3/1,2,4:A"


@pytest.mark.parametrize(
    ("rules", "words"),
    [
        ({"base": 10, "hands": 4}, "4 hands"),
        ({"base": 10, "op": "sub"}, "the operation must be one of add, mul"),
        ({"base": 10, "goal": "draw"}, "the goal must be one of"),
        ({"base": 10, "hands": 1, "goal": "equal"}, "needs at least 2 hands"),
        ({"base": 10, "goal": "equal", "start": "1,1/1,2:A"}, "cannot start a game"),
        ({"base": 10, "start": "0,0/1,1:A"}, "cannot start a game"),
        ({"base": 10, "start": 7}, "is not a short text"),
    ],
)
def test_bad_axes_are_refused(rules: dict[str, object], words: str) -> None:
    text = json.dumps({"format": "quadace-game", "version": 2, "rules": rules})
    with pytest.raises(GameFileError, match=words) as info:
        GameRecord.loads(text)
    assert "\n" not in str(info.value)


@pytest.mark.parametrize(
    "data",
    [
        {"format": "quadace-game", "version": [0] * 1_000_000},
        {"format": "quadace-game", "version": 1, "start": "1" + " " * 4_000_000},
        {"format": "quadace-game", "version": 1, "moves": ["1+1", "x" * 1_000_000]},
        {"format": "quadace-game", "version": 1, "rules": {"base": "9" * 100_000}},
        {"format": "quadace-game", "version": 2, "rules": {"base": 10, "goal": "g" * 100_000}},
        {"format": "quadace-game", "version": 1, "moves": [["1+1"] * 100_000]},
    ],
)
def test_messages_quote_only_a_short_excerpt(data: dict[str, object]) -> None:
    with pytest.raises(GameFileError) as info:
        GameRecord.from_json(data)
    assert len(str(info.value)) < 200, str(info.value)[:300]


@pytest.mark.parametrize("where", ["base", "version", "start", "move"])
def test_deep_nesting_never_escapes_as_recursion_error(where: str) -> None:
    deep = "[" * 990 + "]" * 990  # parses, but is too deep to repr within the recursion limit
    fields = {"base": f'"rules": {{"base": {deep}}}', "version": f'"version": {deep}'}
    fields["start"] = f'"version": 1, "start": {deep}'
    fields["move"] = f'"version": 1, "moves": [{deep}]'
    head = '"format": "quadace-game", ' + ("" if where in ("version", "start", "move") else '"version": 1, ')
    text = "{" + head + fields[where] + "}"
    with pytest.raises(GameFileError) as info:
        GameRecord.loads(text)
    assert len(str(info.value)) < 200


def test_a_long_start_is_refused_at_once(tmp_path: Path) -> None:
    hostile = "1" + " " * 800 + "1/1" + " " * 800 + "1" + " " * 800 + "x"
    data = {"format": "quadace-game", "version": 1, "start": hostile}
    with pytest.raises(GameFileError, match="far too long") as info:
        GameRecord.from_json(data)
    assert len(hostile) > MAX_TEXT_FIELD and len(str(info.value)) < 200


# -- saving ----------------------------------------------------------------------------------------


def _leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def test_save_keeps_the_target_mode(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text("old")
    path.chmod(0o600)
    GameRecord().save(path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert GameRecord.load(path).moves == [] and _leftovers(tmp_path) == []


def test_save_writes_through_a_symlinked_target(tmp_path: Path) -> None:
    real = tmp_path / "real.json"
    real.write_text("old")
    link = tmp_path / "link.json"
    link.symlink_to(real)
    GameRecord(moves=[Move(1, 1)]).save(link)
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert GameRecord.load(real).moves == [Move(1, 1)]


def test_a_planted_temporary_symlink_is_not_followed(tmp_path: Path) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    path = tmp_path / "game.json"
    for name in ("game.json.tmp", ".game.json.tmp"):
        (tmp_path / name).symlink_to(victim)
    GameRecord().save(path)
    assert victim.read_text() == "precious"
    assert GameRecord.load(path).moves == []


def test_temporary_names_are_unique_and_never_reuse_an_existing_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tokens = iter(["aaaaaaaaaaaa", "aaaaaaaaaaaa", "bbbbbbbbbbbb"])
    monkeypatch.setattr(secrets, "token_hex", lambda _n: next(tokens))
    (tmp_path / ".game.json.aaaaaaaaaaaa.tmp").write_text("someone else's")
    GameRecord().save(tmp_path / "game.json")
    assert (tmp_path / ".game.json.aaaaaaaaaaaa.tmp").read_text() == "someone else's"
    assert (tmp_path / "game.json").exists()


def test_a_failed_save_removes_the_temporary_and_keeps_the_target(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.json"
    GameRecord(moves=[Move(1, 1)]).save(path)
    before = path.read_bytes()

    def full_disk(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    with pytest.raises(OSError, match="No space left"):
        GameRecord().save(path)
    assert path.read_bytes() == before and _leftovers(tmp_path) == []


def test_a_failed_rename_removes_the_temporary(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(src: object, dst: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(PermissionError):
        GameRecord().save(tmp_path / "game.json")
    assert list(tmp_path.iterdir()) == []


def test_save_flushes_the_file_and_its_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    synced: list[bool] = []
    real_fsync = os.fsync

    def spy(fd: int) -> None:
        synced.append(stat.S_ISDIR(os.fstat(fd).st_mode))
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", spy)
    GameRecord().save(tmp_path / "game.json")
    assert synced == [False, True]


def test_a_cycling_game_reads_the_same_as_played_and_a_late_bad_move_keeps_its_reason() -> None:
    """Issue 24: each (position, move) of a file is checked once and a repeat reuses the result; the
    record is the one playing the moves gives, and a bad move after many repeats keeps its reason."""
    from quadace_gui.core.analysis import best_move
    from quadace_gui.core.errors import IllegalMoveError
    from quadace_gui.core.solver import solve

    table = solve(Rules())
    played = GameRecord()
    while len(played) < 400:  # best play from the start is a draw: it cycles
        played.push(best_move(table, played.current).move)
    read = GameRecord.loads(played.dumps())
    assert [m.text for m in read.moves] == [m.text for m in played.moves]
    assert read.positions == played.positions and read.tip.ply == 400 and read.tip.parent is read.line[-2]
    data = played.to_json()
    data["moves"][389] = "9+9"
    with pytest.raises(GameFileError) as caught:
        GameRecord.from_json(data)
    with pytest.raises(IllegalMoveError) as direct:
        played.positions[389].play(Move.parse("9+9"))
    assert str(caught.value) == f"bad move 390: {direct.value}"
