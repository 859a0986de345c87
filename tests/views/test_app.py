"""What ``quadace [--base B] [GAME_FILE | POSITION]`` opens, and how bad arguments are refused."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from quadace_gui.app import _open_in, _open_request, run_app
from quadace_gui.core.errors import QuadAceError
from quadace_gui.core.game import GameRecord
from quadace_gui.core.position import Move, Position
from quadace_gui.models.game_model import GameModel
from quadace_gui.models.settings import Settings
from quadace_gui.views.main_window import MainWindow


@pytest.fixture
def window(qtbot):
    w = MainWindow(GameModel(), Settings())
    qtbot.addWidget(w)
    yield w
    w.model.undoStack.setClean()


def test_open_request_reads_base_file_and_position(tmp_path):
    rules, path, position = _open_request([])
    assert rules.base == 10 and path is None and position is None
    rules, path, position = _open_request(["--base", "7", "1,2/3,4:B"])
    assert rules.base == 7 and position == Position.parse("1,2/3,4:B", rules)
    saved = tmp_path / "g.json"
    saved.write_text("{}")
    assert _open_request([str(saved)])[1] == saved


@pytest.mark.parametrize(
    "argv",
    [["--base", "1"], ["--base", "ten"], ["--base", "101"], ["1,1/1,9:A", "--base", "8"], ["12345"]],
)
def test_bad_arguments_are_refused_with_one_line(argv, capsys):
    with pytest.raises(QuadAceError):
        _open_request(argv)
    assert run_app(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("quadace: error: ") and err.count("\n") == 1


def test_base_option_starts_a_fresh_game_in_that_base(qtbot, window):
    rules = _open_request(["--base", "7"])[0]
    with qtbot.waitSignal(window.model.tableChanged, timeout=20000):
        _open_in(window, rules, None, None)
    assert window.model.rules.base == 7
    assert window.model.position() == Position.start(rules)
    assert not window.model.undoStack.canUndo()  # Undo does not go back to the default game


def test_position_argument_sets_the_board_up(qtbot, window):
    position = Position.parse("1136")
    _open_in(window, position.rules, None, position)
    qtbot.waitUntil(lambda: window.model.position() == position)
    assert window.board.position() == position
    assert not window.model.undoStack.canUndo()


def test_game_file_argument_opens_the_game(qtbot, window, tmp_path):
    record = GameRecord(Position.start(), [Move(1, 1), Move(1, 2)])
    path = tmp_path / "lesson.json"
    record.save(path)
    _open_in(window, record.rules, path, None)
    assert [m.text for m in window.model.record.moves] == ["1+1", "1+2"]
    assert window.model.path == path


CLOSE_AT_ONCE = """
import sys
from PySide6.QtCore import QTimer
from quadace_gui.app import create_application, run_app
app = create_application()
QTimer.singleShot(0, app.closeAllWindows)  # runs once the event loop starts, after the window is shown
sys.exit(run_app(sys.argv[1:]))
"""


@pytest.mark.parametrize("argv", [[], ["1136"], ["--base", "7"]])
def test_the_real_app_closes_with_status_zero(argv, tmp_path):
    """A crash while Qt and pyqtgraph objects are torn down would show here as a signal or a traceback."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path))
    done = subprocess.run(
        [sys.executable, "-c", CLOSE_AT_ONCE, *argv], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr and "Error" not in done.stderr


def test_the_app_opens_any_rule_set_from_the_command_line() -> None:
    rules, path, position = _open_request(["--rules", "three-hands", "1,1,2/1,1,1:B"])
    assert (rules.hands, path) == (3, None)
    assert position is not None and position.text == "1,1,2/1,1,1:B"
    rules = _open_request(["--op", "mul", "--goal", "misere", "--start", "1,2/1,3:A"])[0]
    assert (rules.op, rules.goal, rules.start_spec.text) == ("mul", "misere", "1,2/1,3:A")


@pytest.mark.parametrize("argv", [["--hands", "4"], ["--rules", "nope"], ["--goal", "equal", "--hands", "1"]])
def test_bad_rules_for_the_app_are_one_line(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert run_app(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("quadace: error: ") and err.count("\n") == 1
