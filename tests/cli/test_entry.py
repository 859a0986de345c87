"""Entry points: the app and self-test hand-off, --version, the sweep's progress bar and Ctrl-C,
broken pipes, and that the subcommands never import Qt."""

from __future__ import annotations

import io
import json
import signal
import subprocess
import sys
import types
from collections.abc import Callable

import pytest

import quadace_gui
from quadace_gui import cli
from quadace_gui.cli import solving
from quadace_gui.cli.commands import sweep
from quadace_gui.core.rules import Rules
from quadace_gui.core.solver import ProgressCallback, SolvedTable, solve

from .helpers import REPO, environment, popen, run, run_real


def fake_module(monkeypatch: pytest.MonkeyPatch, name: str, attr: str, result: int) -> list[object]:
    """Install a stand-in for a lazily imported module; returns the list of calls it receives."""
    calls: list[object] = []

    def entry(*args: object) -> int:
        calls.append(args)
        return result

    module = types.ModuleType(name)
    setattr(module, attr, entry)
    monkeypatch.setitem(sys.modules, name, module)
    return calls


# -- the app and the self-test --------------------------------------------------------------------


@pytest.mark.parametrize(
    "argv",
    [[], ["1136"], ["--base", "12", "0,7/10,11:B"], ["saved game.json"]],
)
def test_no_subcommand_opens_the_app_with_the_rest(monkeypatch: pytest.MonkeyPatch, argv: list[str]) -> None:
    calls = fake_module(monkeypatch, "quadace_gui.app", "run_app", 7)
    assert cli.main(argv) == 7
    assert calls == [(argv,)]


def test_gui_main_passes_everything_to_the_app(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = fake_module(monkeypatch, "quadace_gui.app", "run_app", 0)
    monkeypatch.setattr(sys, "argv", ["quadace-gui", "show"])
    assert cli.gui_main() == 0
    assert calls == [(["show"],)]


def test_self_test_flag(monkeypatch: pytest.MonkeyPatch) -> None:
    app = fake_module(monkeypatch, "quadace_gui.app", "run_app", 0)
    calls = fake_module(monkeypatch, "quadace_gui.selftest", "main", 3)
    assert cli.main(["--self-test"]) == 3
    assert calls == [()]
    assert app == []


def test_missing_app_is_one_line(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setitem(sys.modules, "quadace_gui.app", None)
    code, out, err = run(capsys, "1136")
    assert code == 1
    assert out == ""
    assert err.startswith("quadace: error: cannot open the app")
    assert err.count("\n") == 1


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--version")
    assert (code, out) == (0, f"quadace {quadace_gui.__version__}\n")


def test_subcommands_do_not_import_qt() -> None:
    script = (
        "import json, sys\n"
        "from quadace_gui.cli import main\n"
        "code = main(['show', '1136', '--format', 'json'])\n"
        "qt = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'pyqtgraph'))\n"
        "print(json.dumps({'code': code, 'qt': qt}))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        cwd=REPO,
        env=environment(),
        capture_output=True,
        text=True,
        check=True,
    )
    result = json.loads(done.stdout[done.stdout.rindex("{") :])
    assert result == {"code": 0, "qt": []}


def test_real_command_solves() -> None:
    done = run_real("solve", "--format", "json")
    assert (done.returncode, done.stderr) == (0, "")
    assert json.loads(done.stdout)["start"]["value"] == "draw"


# -- progress bar ---------------------------------------------------------------------------------


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_progress_bar_waits_then_draws_and_clears() -> None:
    stream, clock = io.StringIO(), Clock()
    bar = cli.ProgressBar(stream, delay=1.0, clock=clock, width=10)
    bar.update(0.3, "base 5")
    assert stream.getvalue() == ""  # not yet a second
    clock.now = 1.5
    bar.update(0.5, "base 7")
    assert stream.getvalue() == "\r[#####.....]  50%  base 7"
    clock.now = 1.55
    bar.update(0.6, "base 8")  # too soon to redraw
    assert stream.getvalue().count("\r") == 1
    bar.clear()
    assert stream.getvalue().endswith("\r" + " " * len("[#####.....]  50%  base 7") + "\r")
    clock.now = 1.6
    bar.update(1.0, "base 9")  # a cleared bar redraws at once
    assert stream.getvalue().endswith("\r[##########] 100%  base 9")


def test_progress_bar_disabled_writes_nothing() -> None:
    stream, clock = io.StringIO(), Clock()
    bar = cli.ProgressBar(stream, enabled=False, clock=clock)
    clock.now = 5.0
    bar.update(0.5, "base 3")
    bar.clear()
    assert stream.getvalue() == ""


@pytest.mark.parametrize(("progress", "shown"), [("always", True), ("never", False), ("auto", False)])
def test_sweep_progress_option(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], progress: str, shown: bool
) -> None:
    monkeypatch.setattr(sweep, "PROGRESS_DELAY", 0.0)
    code, out, err = run(capsys, "sweep", "--bases", "2-5", "--format", "json", "--progress", progress)
    assert code == 0
    assert len(json.loads(out)) == 4  # the bar never reaches stdout
    assert ("%  base " in err) is shown


# -- Ctrl-C ---------------------------------------------------------------------------------------


def interrupt_at(base: int) -> Callable[..., SolvedTable]:
    def interrupting_solve(rules: Rules, progress: ProgressCallback | None = None) -> SolvedTable:
        if rules.base == base:
            raise KeyboardInterrupt
        return solve(rules, progress=progress)

    return interrupting_solve


@pytest.mark.parametrize("fmt", ["text", "json"])
def test_sweep_interrupted_prints_what_finished(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], fmt: str
) -> None:
    monkeypatch.setattr(solving, "solve", interrupt_at(5))
    code, out, err = run(capsys, "sweep", "--bases", "2-8", "--format", fmt)
    assert code == 130
    assert err == "quadace: interrupted: 3 of 7 bases finished\n"
    if fmt == "json":
        assert [r["base"] for r in json.loads(out)] == [2, 3, 4]
    else:
        rows = [line.split()[0] for line in out.splitlines() if line[:4].strip().isdigit()]
        assert rows == ["2", "3", "4"]
        assert "Of these 3 bases" in out


def test_interrupt_in_other_commands(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(solving, "solve", interrupt_at(10))
    code, out, err = run(capsys, "analyze")
    assert (code, out, err) == (130, "", "quadace: interrupted\n")


def _default_ctrl_c() -> None:
    """In the child: Ctrl+C does what it does in a terminal. A test run started in the background of a
    shell (``make test &``, a CI runner) inherits SIGINT *ignored*, and Python then installs no handler,
    so the sweep would run to its end and exit 0: the flakiness this test once had."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_real_ctrl_c_stops_a_sweep() -> None:
    proc = popen(
        "sweep", "--bases", "2-80", stdout=subprocess.PIPE, stderr=subprocess.PIPE, preexec_fn=_default_ctrl_c
    )
    assert proc.stdout is not None and proc.stderr is not None
    try:
        seen = []
        for line in proc.stdout:  # rows appear as each base finishes: wait until the work is under way
            seen.append(line)
            if line.split()[:1] == ["12"]:
                break
        assert proc.poll() is None, "the sweep ended before Ctrl+C"  # 68 bases are left to solve
        proc.send_signal(signal.SIGINT)
        rest, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 130, err
    assert "Traceback" not in err
    assert len(err.splitlines()) == 1
    assert err.startswith("quadace: interrupted: ")
    assert "of 79 bases finished" in err
    assert "the start position is won by the player to move in" in rest


# -- pipes ----------------------------------------------------------------------------------------


def test_broken_pipe_is_quiet() -> None:
    proc = popen("table", "--format", "json", stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    assert proc.stdout.readline() == "[\n"
    proc.stdout.close()  # like `quadace table | head -1`
    err = proc.stderr.read()
    proc.stderr.close()
    assert proc.wait(timeout=60) == 0  # a closed pipe ends the run quietly, as with grep or sort
    assert err == ""
