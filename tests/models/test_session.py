"""The session: solving off the GUI thread (with a plain prepare function), opening and saving files."""

from __future__ import annotations

import threading

from quadace_gui.core.position import Move
from quadace_gui.core.rules import Rules
from quadace_gui.models.game_model import GameModel
from quadace_gui.models.session import Session
from quadace_gui.models.settings import Settings


def make(qtbot, prepare=None):
    model = GameModel()
    session = Session(model, Settings(), prepare=prepare)
    return model, session


def test_a_new_base_is_solved_in_a_worker_and_prepared_there(qtbot):
    threads: list[bool] = []

    def prepare(table):
        threads.append(threading.current_thread() is threading.main_thread())
        return table.rules.base * 2

    model, session = make(qtbot, prepare)
    got = []
    session.prepared.connect(lambda table, result: got.append((table.rules.base, result)))
    with qtbot.waitSignal(session.solveEnded, timeout=20000):
        session.withTable(Rules(9), model.newGame)
    assert model.rules.base == 9 and threads == [False] and got == [(9, 18)]
    assert not session.isSolving()
    # a table solved before is used at once, with no job
    session.withTable(Rules(9), model.newGame)
    assert not session.isSolving()


def test_a_broken_file_reports_and_keeps_the_game(qtbot, tmp_path):
    model, session = make(qtbot)
    model.playMove(Move(1, 1))
    failures: list[tuple[str, str]] = []
    session.failed.connect(lambda kind, text: failures.append((kind, text)))
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "quadace-game", "version": 1, "moves": ["1+1", "7+7"]}')
    assert not session.loadFile(bad)
    assert failures[0][0] == "open" and "bad.json" in failures[0][1] and "move 2" in failures[0][1]
    assert model.plyCount == 1


def test_save_then_open(qtbot, tmp_path):
    model, session = make(qtbot)
    model.playMove(Move(1, 1))
    path = tmp_path / "g.quadace.json"
    notes: list[str] = []
    session.note.connect(lambda text, _ms: notes.append(text))
    assert session.saveTo(path)
    assert model.path == path and not model.hasUnsavedWork() and "Saved" in notes[-1]
    assert session.recentFiles()[0] == str(path) and session.lastFolder() == tmp_path
    model.newGame()
    assert session.loadFile(path) and [m.text for m in model.record.moves] == ["1+1"]
    failures: list[str] = []
    session.failed.connect(lambda kind, text: failures.append(kind))
    assert not session.saveTo(tmp_path / "no such folder" / "g.json")
    assert failures == ["save"]


def long_game_file(path, bad_at=None):
    """A 10,000-move game (best play from the start cycles: a draw) written to ``path``; with ``bad_at``,
    that move is replaced by one the position does not allow."""
    import json

    from quadace_gui.core.analysis import best_move
    from quadace_gui.core.game import MAX_FILE_MOVES, GameRecord
    from quadace_gui.core.solver import solve

    table = solve(Rules())
    record = GameRecord()
    while len(record) < MAX_FILE_MOVES:
        record.push(best_move(table, record.current).move)
    data = record.to_json()
    if bad_at is not None:
        data["moves"][bad_at - 1] = "7+7"
    path.write_text(json.dumps(data))
    return record


def test_a_long_file_is_read_in_a_worker_with_a_note(qtbot, tmp_path):
    """Issue 24: a 10,000-move file is read off the GUI thread; the status bar says so meanwhile."""
    model, session = make(qtbot)
    path = tmp_path / "long.quadace.json"
    record = long_game_file(path)
    notes: list[str] = []
    session.note.connect(lambda text, _ms: notes.append(text))
    assert session.loadFile(path) and session.isLoading()
    qtbot.waitUntil(lambda: model.plyCount == 10_000, timeout=20000)
    assert model.record.text == record.text and model.path == path and not model.hasUnsavedWork()
    assert notes[0] == "Opening long.quadace.json\u2026"
    qtbot.waitUntil(lambda: not session.isLoading())


def test_a_long_broken_file_reports_one_line_and_keeps_the_game(qtbot, tmp_path):
    model, session = make(qtbot)
    model.playMove(Move(1, 1))
    path = tmp_path / "bad.json"
    long_game_file(path, bad_at=9_999)
    failures: list[tuple[str, str]] = []
    session.failed.connect(lambda kind, text: failures.append((kind, text)))
    session.loadFile(path)
    qtbot.waitUntil(lambda: bool(failures) and not session.isLoading(), timeout=20000)
    kind, text = failures[0]
    assert kind == "open" and "bad.json" in text and "bad move 9999: 7+7: " in text and "\n" not in text
    assert model.plyCount == 1 and len(failures) == 1
