"""The command line's edges: closed pipes, hostile arguments, what each number and note says,
and that the command registry alone defines the commands."""

from __future__ import annotations

import argparse
import errno
import importlib
import os
import subprocess
import sys
import types
import unicodedata

import pytest

from quadace_gui.cli.command import Command
from quadace_gui.cli.output import escaped, excerpt, one_line

from .helpers import popen, run, run_json, run_real


def assert_one_safe_line(err: str) -> None:
    """One line on stderr, starting with the program's name, with no control character in it."""
    assert err.startswith("quadace: error: ")
    assert err.endswith("\n") and err.count("\n") == 1
    body = err[:-1]
    assert all(unicodedata.category(ch)[0] != "C" for ch in body), repr(body)
    assert "Traceback" not in err


# -- a closed pipe ----------------------------------------------------------------------------------


@pytest.mark.parametrize("fmt", ["csv", "text", "json"])
def test_closed_pipe_ends_quietly_with_status_0(fmt: str) -> None:
    """`quadace table --format csv | head`: when the reader goes, stop with status 0 and say nothing."""
    proc = popen("table", "--base", "30", "--format", fmt, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    first = [proc.stdout.readline() for _ in range(3)]
    assert all(line.endswith("\n") for line in first)
    proc.stdout.close()
    err = proc.stderr.read()
    proc.stderr.close()
    assert proc.wait(timeout=120) == 0
    assert err == ""


def test_shell_pipe_into_head() -> None:
    script = '"$0" "$@" | head -n 2; echo "status ${PIPESTATUS[0]}" >&2'
    done = subprocess.run(
        ["bash", "-c", script, *popen_command(), "table", "--base", "30", "--format", "csv"],
        capture_output=True,
        text=True,
        timeout=120,
        env=environment_for_real(),
        check=False,
    )
    assert done.stdout.splitlines()[0].startswith("mover_low,")
    assert len(done.stdout.splitlines()) == 2
    assert done.stderr == "status 0\n"


def popen_command() -> list[str]:
    from .helpers import command

    return command()


def environment_for_real() -> dict[str, str]:
    from .helpers import environment

    return environment()


# -- what the reports say ---------------------------------------------------------------------------


def test_counts_put_finished_games_inside_the_losses(capsys: pytest.CaptureFixture[str]) -> None:
    s = run_json(capsys, "solve")
    code, out, _ = run(capsys, "solve")
    assert code == 0
    lines = out.splitlines()
    header = next(line for line in lines if line.startswith("which positions"))
    assert header.split()[2:] == ["total", "wins", "losses", "of", "which", "finished", "draws"]
    for label, key in (("all positions", "all"), ("reachable from the start", "reachable")):
        row = next(line for line in lines if line.startswith(label))
        total, win, loss, finished, draw = (int(x.replace(",", "")) for x in row[len(label) :].split())
        c = s["counts"][key]
        assert (win, loss, finished, draw) == (c["win"], c["loss"], c["finished"], c["draw"])
        assert total == win + loss + draw  # the finished games are not added a second time
        assert finished <= loss
    assert s["counts"]["all"]["win"] + s["counts"]["all"]["loss"] + s["counts"]["all"]["draw"] == 2970
    assert "counted among the losses" in out


def test_analyze_counts_say_what_they_count(capsys: pytest.CaptureFixture[str]) -> None:
    a = run_json(capsys, "analyze")
    _, out, _ = run(capsys, "analyze")
    moves = len(a["retire_blunders"])
    where = len({b["position"] for b in a["retire_blunders"]})
    assert (moves, where) == (76, 72)  # 76 retiring moves lose, in 72 positions
    assert "Retiring blunders: 76 moves in 72 positions" in out
    assert f"Forced concessions: {len(a['forced_concessions'])} positions" in out
    total = sum(u["count"] for u in a["unreachable"])
    assert f"Unreachable positions: {total} positions" in out
    assert "won positions  lost positions  drawn positions" in out


def test_sweep_tally_counts_bases(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "sweep", "--bases", "3")
    assert "Of these 1 base, the start position is won by the player to move in 0 bases, " in out
    assert "lost in 1 base and drawn in 0 bases." in out


@pytest.mark.parametrize("command", ["show", "line"])
@pytest.mark.parametrize(
    ("position", "assumed"), [("1,1/3,6", True), ("1136", True), ("1,1/3,6:A", False), ("1,1/3,6:B", False)]
)
def test_a_missing_side_is_said_to_be_assumed(
    capsys: pytest.CaptureFixture[str], command: str, position: str, assumed: bool
) -> None:
    data = run_json(capsys, command, position)
    assert data["to_move_assumed"] is assumed
    code, out, err = run(capsys, command, position)
    assert (code, err) == (0, "")
    note = "No side to move was given, so A is assumed to move (write 1,1/3,6:A to say so)."
    assert (note in out) is assumed


def test_line_from_the_default_start_assumes_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_json(capsys, "line", "--max-plies", "2")["to_move_assumed"] is False


# -- hostile arguments -------------------------------------------------------------------------------


def test_huge_sizes_say_about_once(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "solve", "--base", "10000000000")
    assert (code, out) == (2, "")
    assert_one_safe_line(err)
    assert "about 10^22 EiB" in err
    assert "about about" not in err


@pytest.fixture
def app_calls(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """A stand-in for the app: these tests must never open a window."""
    calls: list[object] = []

    def run_app(*args: object) -> int:
        calls.append(args)
        return 99

    module = types.ModuleType("quadace_gui.app")
    module.run_app = run_app  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "quadace_gui.app", module)
    return calls


@pytest.mark.parametrize("arg", ["1" * 300, "ab." * 100, "y" * 300 + ".json", "1,1/1,1:A" + " " * 300])
def test_an_overlong_argument_is_named_with_status_2(
    capsys: pytest.CaptureFixture[str], app_calls: list[object], arg: str
) -> None:
    code, out, err = run(capsys, arg)
    assert app_calls == []
    assert (code, out) == (2, "")
    assert_one_safe_line(err)
    assert "too long" in err
    assert ("file name too long" in err) is ("/" not in arg)
    assert "cannot write the output" not in err
    assert f"({len(arg)} characters)" in err
    assert len(err) < 300


def test_an_overlong_argument_real_command() -> None:
    done = run_real("1" * 300)
    assert (done.returncode, done.stdout) == (2, "")
    assert_one_safe_line(done.stderr)
    assert "file name too long" in done.stderr


def test_a_file_in_an_unreadable_folder(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], app_calls: list[object]
) -> None:
    """Root reads any folder, so the folder's refusal is simulated where stat is asked."""
    real_stat = os.stat

    def stat(path: str, *args: object, **kwargs: object) -> os.stat_result:
        if str(path).startswith("/locked/"):
            raise PermissionError(errno.EACCES, "Permission denied", path)
        return real_stat(path)

    monkeypatch.setattr(os, "stat", stat)
    for target in ("/locked/game.json", "/locked/game"):
        code, out, err = run(capsys, target)
        assert (code, out) == (2, "")
        assert_one_safe_line(err)
        assert f"cannot open '{target}': permission denied" in err
    assert app_calls == []


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads every folder")
def test_a_file_in_an_unreadable_folder_real(tmp_path: os.PathLike[str]) -> None:
    locked = os.path.join(tmp_path, "locked")
    os.mkdir(locked)
    os.chmod(locked, 0)
    try:
        done = run_real(os.path.join(locked, "game.json"))
    finally:
        os.chmod(locked, 0o700)
    assert done.returncode == 2
    assert "permission denied" in done.stderr


def test_an_unreadable_game_file(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: os.PathLike[str],
    app_calls: list[object],
) -> None:
    path = os.path.join(tmp_path, "game.json")
    with open(path, "w") as f:
        f.write("{}")
    real_open = open

    def refusing_open(file: str, *args: object, **kwargs: object) -> object:
        if file == path:
            raise PermissionError(errno.EACCES, "Permission denied", file)
        return real_open(file, *args, **kwargs)  # type: ignore[call-overload]

    monkeypatch.setattr("builtins.open", refusing_open)
    code, out, err = run(capsys, path)
    assert (code, out) == (2, "")
    assert_one_safe_line(err)
    assert "permission denied" in err


HOSTILE = [
    "\x1b[2J\x1b[31mred",
    "a\nb",
    "a\rb",
    "\u202eevil",
    "\x07bell",
    "tab\there",
    "\x9b31m",
    "\u2028line",
]


@pytest.mark.parametrize("bad", HOSTILE)
@pytest.mark.parametrize(
    "template",
    [
        ["show", "{}"],
        ["solve", "{}"],
        ["{}"],
        ["solve", "--base", "{}"],
        ["sweep", "--bases", "{}"],
        ["line", "--max-plies", "{}"],
        ["table", "--format", "{}"],
        ["show", "1,1/1,1:{}"],
        ["{}.json", "extra"],
        ["--base", "{}", "1136"],
        ["solve", "--{}"],
    ],
)
def test_control_characters_are_shown_escaped(
    capsys: pytest.CaptureFixture[str], app_calls: list[object], bad: str, template: list[str]
) -> None:
    args = [part.replace("{}", bad) for part in template]
    code, out, err = run(capsys, *args)
    assert app_calls == []
    assert (code, out) == (2, "")
    assert_one_safe_line(err)


def test_a_hostile_real_command_line() -> None:
    done = run_real("show", "1\x1b[2J\n1/1,1")
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1
    assert "\x1b" not in done.stderr
    assert "\\x1b[2J\\n1/1,1" in done.stderr


def test_escape_helpers() -> None:
    assert escaped("甲 1,1/3,6\x1b[0m\n") == "甲 1,1/3,6\\x1b[0m\\n"
    assert excerpt("x" * 100, 10) == "xxxxxxxxxx... (100 characters)"
    assert excerpt("short") == "short"
    long = one_line("bad: '" + "y" * 5000 + "' and more")
    assert long.startswith("bad: 'yyy") and long.endswith("' (5,000 characters) and more")
    assert len(one_line("z" * 100_000)) < 1100


# -- the registry ----------------------------------------------------------------------------------------


def test_one_registry_line_adds_a_command(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A command is its module's ``COMMAND`` in the registry: nothing else needs to know its name."""
    seen: list[argparse.Namespace] = []

    def add_arguments(parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--times", type=int, default=1)

    def run_hello(args: argparse.Namespace) -> int:
        seen.append(args)
        print("hello " * args.times)
        return 0

    hello = Command("hello", "say hello", "  quadace hello --times 2", add_arguments, run_hello)
    entry = importlib.import_module("quadace_gui.cli.main")  # the package's ``main`` is the function
    monkeypatch.setattr(entry, "COMMANDS", [*entry.COMMANDS, hello])
    code, out, err = run(capsys, "hello", "--times", "2", "--format", "json")
    assert (code, err) == (0, "")
    assert out.split() == ["hello", "hello"]
    assert seen[0].format == "json"
    code, out, _ = run(capsys, "--help")
    assert "say hello" in out
