"""Hostile input to ``quadace lesson`` and the app's help (found by the audit): a pipe or a folder as a
lesson, a lesson whose rules no machine could solve, a handout written onto a folder or a device, and
``--help`` after the app's own options."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from .helpers import run


def _one_line_error(code: int, err: str) -> str:
    assert code == 2 and len(err.strip().splitlines()) == 1 and "Traceback" not in err
    return err


def test_a_pipe_or_a_folder_is_not_read_as_a_lesson(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    fifo = tmp_path / "lesson.toml"
    os.mkfifo(fifo)  # reading it would wait for ever
    code, _out, err = run(capsys, "lesson", "check", str(fifo))
    assert "not a regular file" in _one_line_error(code, err)
    code, _out, err = run(capsys, "lesson", "check", str(tmp_path))
    assert "not a regular file" in _one_line_error(code, err)


def test_a_missing_lesson_names_its_whole_path(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    missing = tmp_path / "no" / "such.toml"
    code, _out, err = run(capsys, "lesson", "check", str(missing))
    assert str(missing) in _one_line_error(code, err)


def test_a_lesson_too_large_to_solve_is_refused_when_checked(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    lesson = tmp_path / "huge.toml"
    lesson.write_text(
        'version = 1\ntitle = "x"\n[[steps]]\ntext = "hi"\nrules = { base = 100000 }\n', "utf-8"
    )
    code, _out, err = run(capsys, "lesson", "check", str(lesson))
    assert "step 1" in _one_line_error(code, err) and "memory" in err


def test_a_handout_is_not_written_onto_a_folder(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, err = run(capsys, "lesson", "export", "1-qiang30", "--pdf", str(tmp_path), "--force")
    assert "not a regular file" in _one_line_error(code, err) and "Wrote" not in out
    assert tmp_path.is_dir()


def test_help_after_the_apps_options_shows_the_help(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "--game", "bash", "--help")
    assert code == 0 and err == ""
    assert "--game nim|bash|wythoff|subtraction" in out and "--touch" in out
