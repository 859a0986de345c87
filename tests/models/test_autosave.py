"""Autosave and crash recovery: written after changes, removed when clean, offered back after a kill."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
import shiboken6

from quadace_gui.core.game import GameRecord
from quadace_gui.core.position import Move, Position
from quadace_gui.models import autosave
from quadace_gui.models.autosave import Autosave
from quadace_gui.models.game_model import GameModel


@pytest.fixture
def model(qtbot):
    """A game model deleted at the end of the test, with the autosave it owns (no later signals)."""
    game = GameModel()
    yield game
    shiboken6.delete(game)


def test_written_after_a_burst_of_moves_and_removed_when_saved(qtbot, tmp_path, model):
    saver = Autosave(model, tmp_path / "auto", delay_ms=50)
    written: list[str] = []
    saver.written.connect(written.append)
    for move in ("1+1", "1+2", "2+3"):
        model.playMove(Move.parse(move))
    qtbot.waitUntil(lambda: bool(written), timeout=5000)
    assert written == [str(saver.path)]  # once, after the burst
    data = json.loads(saver.path.read_text(encoding="utf-8"))
    assert data["game"]["moves"] == ["1+1", "1+2", "2+3"] and data["ply"] == 3 and data["file"] is None
    assert [p.name for p in saver.folder.iterdir()] == [saver.path.name]  # no temporary files left
    model.record.save(tmp_path / "mine.json")
    model.markSaved(tmp_path / "mine.json")  # nothing unsaved: the autosave goes
    qtbot.waitUntil(lambda: not saver.path.exists() and not saver.isPending())
    assert (tmp_path / "mine.json").read_text(encoding="utf-8") == model.record.dumps()


def test_only_files_of_dead_processes_are_orphans(tmp_path):
    dead = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True
    )
    pid = int(dead.stdout)
    record = GameRecord(Position.start(), [Move(1, 1)])
    payload = json.dumps({"autosave": 1, "file": None, "ply": 1, "game": record.to_json()})
    orphan = tmp_path / f"game-{pid}.quadace-autosave.json"
    orphan.write_text(payload)
    mine = tmp_path / f"game-{os.getpid()}.quadace-autosave.json"
    mine.write_text(payload)
    (tmp_path / "game-x.quadace-autosave.json").write_text(payload)
    assert autosave.orphans(tmp_path) == [orphan]
    found = autosave.read(orphan)
    assert found.record.moves == [Move(1, 1)] and found.ply == 1 and found.file is None


PLAY_THEN_WAIT = """
import sys
from pathlib import Path
from quadace_gui.app import create_application, open_window
from quadace_gui.core.position import Move
from quadace_gui.core.rules import Rules
app = create_application()
window, saver = open_window(Rules(), autosave_folder=Path(sys.argv[1]))
saver.written.connect(lambda path: print("WRITTEN", path, flush=True))
for text in ("1+1", "1+2", "2+3"):
    window.model.playMove(Move.parse(text))
app.exec()
"""

RESTORE = """
import sys
from pathlib import Path
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox
from quadace_gui.app import close_window, create_application, open_window
from quadace_gui.core.rules import Rules
asked = []
def question(parent, title, text, *args, **kwargs):
    asked.append(text)
    return QMessageBox.StandardButton.Yes
QMessageBox.question = question
app = create_application()
window, saver = open_window(Rules(), autosave_folder=Path(sys.argv[1]))
def report():
    print("ASKED", len(asked), flush=True)
    print("GAME", window.model.record.text, flush=True)
    print("MODIFIED", window.model.hasUnsavedWork(), flush=True)
    app.exit(0)  # not quit(): that would close the window, which asks about the unsaved game
QTimer.singleShot(0, report)  # after the window's own first steps (queued before it)
app.exec()
window.model.undoStack.setClean()
close_window(window, saver)
"""


def test_a_killed_app_offers_its_game_back(tmp_path):
    folder = tmp_path / "auto"
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        HOME=str(tmp_path),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
    )
    first = subprocess.Popen(
        [sys.executable, "-c", PLAY_THEN_WAIT, str(folder)], env=env, stdout=subprocess.PIPE, text=True
    )
    try:
        line = first.stdout.readline()  # blocks until the autosave is written
        assert line.startswith("WRITTEN"), line
        first.send_signal(signal.SIGKILL)
        first.wait(timeout=60)
    finally:
        if first.poll() is None:
            first.kill()
    assert first.returncode == -signal.SIGKILL
    left = list(folder.iterdir())
    assert len(left) == 1 and left[0].name == f"game-{first.pid}.quadace-autosave.json"
    second = subprocess.run(
        [sys.executable, "-c", RESTORE, str(folder)], env=env, capture_output=True, text=True, timeout=120
    )
    assert second.returncode == 0, second.stderr
    out = second.stdout.splitlines()
    assert "ASKED 1" in out and "GAME 1,1/1,1:A 1+1 1+2 2+3" in out and "MODIFIED True" in out
    assert list(folder.iterdir()) == []  # the orphan is taken, and a clean exit leaves nothing
    assert not any(Path(tmp_path).glob("**/*.tmp"))


def test_clean_exit_leaves_no_autosave(qtbot, tmp_path, model):
    saver = Autosave(model, tmp_path, delay_ms=10)
    model.playMove(Move(1, 1))
    qtbot.waitUntil(saver.path.exists, timeout=5000)
    saver.discard()
    assert list(tmp_path.iterdir()) == []
