"""Mistakes on the command line: exit status 2, one line on stderr, no traceback; help with examples."""

from __future__ import annotations

import os
import subprocess

import pytest

from quadace_gui.cli import COMMAND_NAMES

from .helpers import command, environment, run, run_real

BAD = [
    pytest.param(["show", "11x6"], "is not a position", id="bad-position"),
    pytest.param(["show", "1,1/1,9:A", "--base", "5"], "not a hand in base 5", id="hand-too-big"),
    pytest.param(["show", "12345"], "is not a position", id="five-digits"),
    pytest.param(["show", "1,1/0,0:B"], "already won", id="winner-to-move"),
    pytest.param(["line", "1,2/3,4:C"], "A or B", id="bad-side"),
    pytest.param(["solve", "--base", "0"], "at least 2", id="base-0"),
    pytest.param(["solve", "--base", "1"], "at least 2", id="base-1"),
    pytest.param(["solve", "--base", "-3"], "at least 2 (got -3)", id="base-minus-3"),
    pytest.param(["solve", "--base=-3"], "at least 2 (got -3)", id="base=-3"),
    pytest.param(["table", "--base", "ten"], "whole number", id="base-ten"),
    pytest.param(["analyze", "--base", "100000"], "memory", id="base-too-large"),
    pytest.param(["sweep", "--bases", "9-3"], "goes down", id="range-down"),
    pytest.param(["sweep", "--bases", "x"], "not a base or a range", id="range-x"),
    pytest.param(["sweep", "--bases", "2-5,1"], "at least 2", id="range-base-1"),
    pytest.param(["sweep", "--bases", "2-100000"], "memory", id="range-too-large"),
    pytest.param(["sweep", "--bases", "2--5"], "not a range of bases", id="range-negative-end"),
    pytest.param(["solve", "--base", str(10**80)], "about 10^", id="base-astronomical"),
    pytest.param(["sweep", "--bases", f"2-{10**300}"], "about 10^", id="range-astronomical"),
    pytest.param(["line", "--max-plies", "0"], "at least 1", id="plies-0"),
    pytest.param(["line", "--max-plies", "-4"], "at least 1", id="plies-negative"),
    pytest.param(["line", "--max-plies", "many"], "at least 1", id="plies-word"),
    pytest.param(["table", "--format", "xml"], "invalid choice", id="format"),
    pytest.param(["show"], "required", id="missing-position"),
    pytest.param(["slove"], "invalid choice", id="mistyped-command"),
    pytest.param(["solve", "--frobnicate"], "unrecognized", id="unknown-option"),
]


@pytest.mark.parametrize(("args", "message"), BAD)
def test_error_is_one_line_with_status_2(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    code, out, err = run(capsys, *args)
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1
    assert err.startswith("quadace: error: ")
    assert message in err
    assert "Traceback" not in err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["show", "11x6"], "is not a position"),
        (["solve", "--base", "-3"], "at least 2 (got -3)"),
        (["sweep", "--bases", "9-3"], "goes down"),
        (["line", "--max-plies", "x"], "at least 1"),
    ],
)
def test_real_command_errors(args: list[str], message: str) -> None:
    done = run_real(*args)
    assert done.returncode == 2
    assert done.stdout == ""
    assert len(done.stderr.splitlines()) == 1
    assert message in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize("name", COMMAND_NAMES)
def test_every_command_help_has_an_example(capsys: pytest.CaptureFixture[str], name: str) -> None:
    code, out, _ = run(capsys, name, "--help")
    assert code == 0
    assert f"usage: quadace {name} " in out
    assert "Example:\n  quadace " + name in out


def test_top_level_help_lists_commands_and_examples(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--help")
    assert code == 0
    assert all(name in out for name in COMMAND_NAMES)
    assert "Examples:" in out
    assert "--self-test" in out


def test_output_that_cannot_be_written_is_one_line_not_a_traceback() -> None:
    """A full disk (/dev/full) and a closed stdout: exit status 1 and one line saying why."""
    if not os.path.exists("/dev/full"):
        pytest.skip("no /dev/full here")
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [*command(), "table"],
            stdout=full,
            stderr=subprocess.PIPE,
            env=environment(),
            text=True,
            timeout=120,
        )
    assert done.returncode == 1
    assert done.stderr == "quadace: error: cannot write the output: No space left on device\n"
    closed = subprocess.run(
        [*command(), "solve"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=environment(),
        text=True, timeout=120, preexec_fn=lambda: os.close(1),
    )  # fmt: skip
    assert closed.returncode == 1
    assert closed.stderr == "quadace: error: cannot write the output: standard output is closed\n"


def test_a_memory_limit_refuses_a_base_up_front() -> None:
    """Under ``ulimit -v`` (1.5 GB) base 150 cannot be solved: refused before solving, with the need."""
    import resource

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (1_500_000_000, 1_500_000_000))

    done = subprocess.run(
        [*command(), "solve", "--base", "150"], capture_output=True, env=environment(), text=True,
        timeout=120, preexec_fn=limit,
    )  # fmt: skip
    assert done.returncode == 2, done.stderr
    assert "would need about" in done.stderr and len(done.stderr.splitlines()) == 1
