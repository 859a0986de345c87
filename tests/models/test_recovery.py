"""Crash recovery gives back exactly what was lost (issue 23): the tree with its sibling order, the line
being looked at and its ply, the file (only while unchanged) and the unsaved state; several lost games
are all offered; an orphan is removed only once the restored game is in this process's own autosave;
a failing autosave is said once."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
import shiboken6

from quadace_gui.core.game import GameRecord
from quadace_gui.core.position import Move, Position
from quadace_gui.core.rules import Rules
from quadace_gui.core.variations import Node, display_order
from quadace_gui.models import autosave
from quadace_gui.models.autosave import Autosave
from quadace_gui.models.game_model import GameModel
from quadace_gui.models.session import Session
from quadace_gui.models.settings import Settings

GAMES = int(os.environ.get("QUADACE_RECOVERY_GAMES", "300"))


@pytest.fixture
def model(qtbot):
    game = GameModel()
    yield game
    shiboken6.delete(game)


def dead_pid() -> int:
    done = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True
    )
    return int(done.stdout)


_DEAD: list[int] = []


def one_dead_pid() -> int:
    """One ended process's id, found once."""
    if not _DEAD:
        _DEAD.append(dead_pid())
    return _DEAD[0]


def shape(model: GameModel) -> tuple[str, str, int, str]:
    """Everything a restore must keep: the tree in order, the line, the ply, and what Ctrl+S writes."""
    record = model.record
    return record.tree_text, record.text, model.ply, record.dumps()


def random_game(model: GameModel, rng: random.Random, steps: int) -> None:
    """Play, branch, switch lines, promote, delete, undo and look around at random."""
    for _ in range(steps):
        roll = rng.random()
        nodes = [node for node, _level in display_order(model.record.root)]
        if roll < 0.5:
            infos = model.moveInfos()
            if infos:
                model.playMove(rng.choice(infos).move)
        elif roll < 0.65 and model.plyCount:
            model.setPly(rng.randrange(model.plyCount + 1))
        elif roll < 0.78 and nodes:
            model.goTo(rng.choice(nodes))
        elif roll < 0.84 and nodes:
            model.promoteVariation(rng.choice(nodes))
        elif roll < 0.88 and nodes:
            model.deleteVariation(rng.choice(nodes))
        elif roll < 0.94 and model.undoStack.canUndo():
            model.undoStack.undo()
        elif model.undoStack.canRedo():
            model.undoStack.redo()


def written_then_read(model: GameModel, folder: Path) -> autosave.Recovered:
    saver = Autosave(model, folder)
    assert saver.writeNow()
    folder.mkdir(parents=True, exist_ok=True)
    orphan = folder / f"game-{one_dead_pid()}.quadace-autosave.json"
    if saver.path.exists():
        saver.path.rename(orphan)
    else:  # nothing worth keeping: the test writes it anyway
        orphan.write_text(json.dumps(autosave.snapshot(model)), encoding="utf-8")
    return autosave.read(orphan)


def test_the_issue_example_keeps_the_main_line_and_the_viewed_side_line(model, tmp_path):
    """Main line 1+1 1+2, side line 1+1 at ply 2; open, Home, Space into the side line, kill, restore."""
    record = GameRecord(Position.start(), [Move(1, 1), Move(1, 2)])
    record.set_line(record.line[1])
    record.push(Move(1, 1))
    file = tmp_path / "mine.quadace.json"
    record.save(file)
    model.loadGame(GameRecord.load(file), file)
    side = model.record.root.children[0].children[1]
    model.goTo(side)  # now looking at the side line
    model.setPly(1)
    before = shape(model)
    assert before[0] == "1,1/1,1:A 1+1 1+2 (1+1)" and before[1] == "1,1/1,1:A 1+1 1+1"
    found = written_then_read(model, tmp_path / "auto")
    fresh = GameModel()
    try:
        fresh.restoreGame(found.record, found.file, found.ply, saved=found.saved)
        assert shape(fresh) == before
        assert fresh.path == file and fresh.hasUnsavedWork()
        fresh.record.save(file)  # Ctrl+S writes the same tree
        assert json.loads(file.read_text())["moves"] == ["1+1", "1+2"]
        assert GameRecord.load(file).tree_text == before[0]
    finally:
        shiboken6.delete(fresh)


@pytest.mark.parametrize("seed", [3, *(pytest.param(s, marks=pytest.mark.slow) for s in range(3))])
def test_random_games_come_back_identical(qtbot, tmp_path, seed):
    """Hundreds of random games (with side lines), autosaved, read back and restored: tree, line, ply
    and the saved file's text are identical, and the game counts as unsaved."""
    rng = random.Random(seed)
    rules = [Rules(), Rules(5), Rules(10, hands=1), Rules(7, goal="misere")]
    for number in range(GAMES // 4):
        model = GameModel(rules[number % len(rules)])
        try:
            random_game(model, rng, rng.randrange(1, 60))
            before = shape(model)
            found = written_then_read(model, tmp_path / f"g{number}")
            fresh = GameModel(model.rules)
            try:
                fresh.restoreGame(found.record, found.file, found.ply, saved=found.saved)
                assert shape(fresh) == before, (seed, number)
                assert fresh.hasUnsavedWork() == model.hasUnsavedWork() or not found.saved
            finally:
                shiboken6.delete(fresh)
        finally:
            shiboken6.delete(model)


def test_a_changed_or_missing_file_is_not_named_again(model, tmp_path):
    file = tmp_path / "mine.quadace.json"
    model.playMove(Move(1, 1))
    model.record.save(file)
    model.markSaved(file)
    model.playMove(Move(1, 2))
    found = written_then_read(model, tmp_path / "auto")
    assert found.file == file
    file.write_text(file.read_text() + " ")  # changed since: Save must ask where
    assert autosave.read(found.path).file is None
    data = json.loads(found.path.read_text())
    data["file"], data["file_stamp"] = "/etc/passwd", None  # a file the autosave merely names
    found.path.write_text(json.dumps(data))
    assert autosave.read(found.path).file is None


def test_a_restored_untitled_game_is_unsaved_work(model):
    model.playMove(Move(1, 1))
    record = model.record.copy()
    fresh = GameModel()
    try:
        fresh.restoreGame(record, None, 1)
        assert fresh.hasUnsavedWork() and fresh.record.text == record.text
        fresh.undoStack.undo()  # Undo goes back to the game before the restore
        assert fresh.plyCount == 0
    finally:
        shiboken6.delete(fresh)


def orphan_file(folder: Path, moves: list[str], pid: int) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    record = GameRecord(Position.start(), [Move.parse(m) for m in moves])
    path = folder / f"game-{pid}.quadace-autosave.json"
    payload = {"autosave": 1, "file": None, "ply": len(moves), "game": record.to_json()}
    path.write_text(json.dumps(payload), encoding="utf-8")
    return path


def test_an_orphan_goes_only_once_the_restored_game_is_autosaved(qtbot, tmp_path):
    """A kill at any moment of a restore leaves the game on disk: while the restore's table is being
    solved the orphan stays; it goes after the new autosave is written."""
    folder = tmp_path / "auto"
    record = GameRecord(Position.start(Rules(23)), [Move(1, 1), Move(1, 2)])
    orphan = folder / f"game-{dead_pid()}.quadace-autosave.json"
    folder.mkdir()
    orphan.write_text(json.dumps({"autosave": 1, "file": None, "ply": 1, "game": record.to_json()}))
    model = GameModel()
    session = Session(model, Settings())
    saver = Autosave(model, folder)
    found = autosave.read(orphan)
    seen: list[tuple[bool, bool]] = []
    saver.written.connect(lambda _path: seen.append((orphan.exists(), saver.path.exists())))
    session.restore(found, lambda: saver.claim(found.path))
    assert session.isSolving() and orphan.exists()  # base 23 is solved in the worker meanwhile
    qtbot.waitUntil(lambda: not orphan.exists(), timeout=60000)
    assert seen and seen[0] == (True, True)  # the new file existed before the orphan went
    assert saver.path.exists() and model.record.text == record.text and model.ply == 1
    saver.discard()
    shiboken6.delete(model)


def test_a_cancelled_restore_keeps_the_orphan(qtbot, tmp_path):
    folder = tmp_path / "auto"
    record = GameRecord(Position.start(Rules(41)), [Move(1, 1)])
    orphan = folder / f"game-{dead_pid()}.quadace-autosave.json"
    folder.mkdir()
    orphan.write_text(json.dumps({"autosave": 1, "file": None, "ply": 1, "game": record.to_json()}))
    model = GameModel()
    session = Session(model, Settings())
    saver = Autosave(model, folder)
    with qtbot.waitSignal(session.solveEnded, timeout=60000):
        session.restore(autosave.read(orphan), lambda: saver.claim(orphan))
        session.cancelSolve()
    assert orphan.exists()
    shiboken6.delete(model)


def test_several_orphans_are_all_offered_and_none_is_deleted_unasked(qtbot, tmp_path, monkeypatch):
    from quadace_gui.app import _first_steps
    from quadace_gui.views.main_window import MainWindow

    folder = tmp_path / "auto"
    first = orphan_file(folder, ["1+1"], dead_pid())
    second = orphan_file(folder, ["1+1", "1+2"], dead_pid())
    window = MainWindow(settings=Settings())
    qtbot.addWidget(window)
    saver = Autosave(window.model, folder)
    offered: list[list[Path]] = []

    def offer(found):
        offered.append(sorted(item.path for item in found))
        return next(item for item in found if item.path == second), []

    monkeypatch.setattr(window, "offerRestore", offer)
    _first_steps(window, saver, Rules(), None, None)
    assert offered == [sorted([first, second])]
    assert window.model.record.text == "1,1/1,1:A 1+1 1+2"
    assert first.exists() and not second.exists() and saver.path.exists()
    saver.discard()
    window.model.undoStack.setClean()  # closing the window must not ask to save


def test_the_list_of_lost_games_restores_the_chosen_one(qtbot, tmp_path, monkeypatch):
    from quadace_gui.views import recovery_dialog

    folder = tmp_path / "auto"
    paths = [orphan_file(folder, ["1+1"], dead_pid()), orphan_file(folder, ["1+1", "1+2", "2+3"], dead_pid())]
    found = [autosave.read(path) for path in paths]
    dialog = recovery_dialog.RecoveryDialog(found)
    qtbot.addWidget(dialog)
    assert dialog.list.count() == 2 and "3 moves" in dialog.list.item(1).text()
    dialog.list.setCurrentRow(1)
    dialog.restoreButton.click()
    assert dialog.answer is recovery_dialog.Answer.RESTORE and dialog.chosen() is found[1]

    clicks = {"restore": "restoreButton", "discard": "discardButton", "keep": "keepButton"}
    for which, expected in (
        ("restore", (found[0], [])),
        ("discard", (None, found)),
        ("keep", (None, [])),
    ):

        def click(self, which=which):
            getattr(self, clicks[which]).click()
            return 0

        monkeypatch.setattr(recovery_dialog.RecoveryDialog, "exec", click)
        assert recovery_dialog.ask(None, found) == expected


def test_a_failing_autosave_is_said_once(qtbot, tmp_path, model):
    """A folder that cannot be written (here a file stands where the folder should be, which fails even
    for root, like a read-only or full disk): said once, and said again after it worked meanwhile."""
    folder = tmp_path / "auto"
    folder.write_text("not a folder")
    saver = Autosave(model, folder, delay_ms=10)
    said: list[str] = []
    saver.failed.connect(said.append)
    for move in ("1+1", "1+2", "2+3"):
        model.playMove(Move.parse(move))
        assert not saver.writeNow()
    assert len(said) == 1 and str(folder) in said[0]
    folder.unlink()
    assert saver.writeNow() and saver.path.exists()
    saver.discard()


def test_lines_given_by_wrong_indices_fall_back_to_the_main_line(tmp_path):
    path = orphan_file(tmp_path, ["1+1", "1+2"], dead_pid())
    for line in ([5], ["x"], [0, 0, 0, 0], "0", [True]):
        data = json.loads(path.read_text())
        data["line"] = line
        path.write_text(json.dumps(data))
        found = autosave.read(path)
        assert found.record.text == "1,1/1,1:A 1+1 1+2" and isinstance(found.record.tip, Node)
