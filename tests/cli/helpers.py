"""Shared helpers of the CLI tests: run ``main`` in-process or the real command in a subprocess."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from quadace_gui.cli import main

REPO = Path(__file__).resolve().parents[2]


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """``main(args)`` with its exit status, stdout and stderr."""
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def run_json(capsys: pytest.CaptureFixture[str], *args: str) -> Any:
    code, out, err = run(capsys, *args, "--format", "json")
    assert (code, err) == (0, "")
    return json.loads(out)


def command() -> list[str]:
    """The installed console script if there is one, else ``python -m quadace_gui``."""
    script = Path(sys.executable).with_name("quadace")
    return [str(script)] if script.exists() else [sys.executable, "-m", "quadace_gui"]


def environment() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH")]))
    return env


def popen(*args: str, **kwargs: Any) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [*command(), *args], cwd=REPO, env=environment(), text=True, encoding="utf-8", **kwargs
    )


def run_real(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*command(), *args],
        cwd=REPO,
        env=environment(),
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=timeout,
        check=False,
    )
