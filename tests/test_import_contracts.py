"""The import contracts of ``pyproject.toml`` ([tool.importlinter], run by ``lint-imports`` in ``make
test``) hold, and each one fails when a breach is planted in a copy of the package: a core -> Qt import, a
models -> views import, and a transitive core -> texts -> PySide6 import (core may read texts no more than
Qt once texts needs Qt)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import quadace_gui

PACKAGE = Path(quadace_gui.__file__).parent
ROOT = PACKAGE.parent
LINT = Path(sys.executable).with_name("lint-imports")

pytestmark = pytest.mark.skipif(not LINT.exists(), reason="import-linter is not installed")


def lint(root: Path) -> tuple[int, str]:
    """``lint-imports`` on the package copy under ``root`` (its own pyproject.toml): status and output."""
    env = dict(os.environ, PYTHONPATH=str(root), PYTHONDONTWRITEBYTECODE="1")
    done = subprocess.run(
        [str(LINT), "--no-cache", "--config", str(root / "pyproject.toml")],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=240,
        check=False,
    )
    return done.returncode, done.stdout + done.stderr


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    shutil.copytree(PACKAGE, tmp_path / "quadace_gui", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    return tmp_path


def plant(root: Path, module: str, line: str) -> None:
    path = root / (module.replace(".", "/") + ".py")
    path.write_text(path.read_text(encoding="utf-8") + "\n" + line + "\n", encoding="utf-8")


def broken(output: str) -> set[str]:
    return {line.removesuffix(" BROKEN") for line in output.splitlines() if line.endswith(" BROKEN")}


CORE = "core imports no Qt and no upper layer"
MODELS = "models import no views, not the app and not the command line"
SHARED = "texts.py and palette.py are Qt-free and import no upper layer"


def test_the_package_keeps_every_contract(copy: Path) -> None:
    code, out = lint(copy)
    assert code == 0, out
    assert "4 kept, 0 broken" in out and str(copy) not in out  # the copy was the one analysed quietly


def test_a_core_to_qt_import_breaks_the_core_contract(copy: Path) -> None:
    plant(copy, "quadace_gui.core.solver", "import PySide6.QtCore  # planted")
    code, out = lint(copy)
    assert code != 0 and broken(out) == {CORE, SHARED}  # texts reads core.solver, so texts breaks too
    assert "quadace_gui.core.solver -> PySide6" in out


def test_a_models_to_views_import_breaks_the_models_contract(copy: Path) -> None:
    plant(copy, "quadace_gui.models.answers", "from quadace_gui.views import palette  # planted")
    code, out = lint(copy)
    assert code != 0 and broken(out) == {MODELS}
    assert "quadace_gui.models.answers -> quadace_gui.views.palette" in out


def test_a_transitive_core_texts_qt_import_breaks_the_core_contract(copy: Path) -> None:
    plant(copy, "quadace_gui.texts", "from PySide6.QtCore import QCoreApplication  # planted")
    plant(copy, "quadace_gui.core.games.bash", "from quadace_gui import texts  # planted")
    code, out = lint(copy)
    assert code != 0 and broken(out) == {CORE, SHARED}
    assert "quadace_gui.core.games.bash -> quadace_gui.texts" in out
    assert "quadace_gui.texts -> PySide6" in out
