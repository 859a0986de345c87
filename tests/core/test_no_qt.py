"""The engine never imports Qt or pyqtgraph: checked in the source and in a fresh interpreter."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import quadace_gui.core

CORE = Path(quadace_gui.core.__file__).parent
FORBIDDEN = ("PySide6", "PySide2", "PyQt5", "PyQt6", "shiboken6", "pyqtgraph", "qtpy")


def _imported_names(tree: ast.AST) -> list[str]:
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.append(node.module)
        elif isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) in (
            "import_module",
            "__import__",
        ):
            texts = [a.value for a in node.args if isinstance(a, ast.Constant)]
            names.extend(t for t in texts if isinstance(t, str))
    return names


def test_core_sources_do_not_import_qt() -> None:
    files = sorted(CORE.rglob("*.py"))
    assert len(files) >= 8
    offenders = [
        f"{path.name}: {name}"
        for path in files
        for name in _imported_names(ast.parse(path.read_text(encoding="utf-8"), str(path)))
        if name.split(".")[0] in FORBIDDEN
    ]
    assert not offenders


def test_the_scan_would_notice_a_qt_import() -> None:
    code = "import os\nfrom PySide6.QtCore import QObject\nimport pyqtgraph as pg\n__import__('shiboken6')\n"
    roots = [n.split(".")[0] for n in _imported_names(ast.parse(code))]
    assert roots == ["os", "PySide6", "pyqtgraph", "shiboken6"]


def test_importing_and_using_core_loads_no_qt() -> None:
    modules = sorted(f"quadace_gui.core.{p.stem}" for p in CORE.glob("*.py") if p.stem != "__init__")
    script = (
        "import importlib, json, sys\n"
        f"for name in {modules!r}: importlib.import_module(name)\n"
        "from quadace_gui.core import solve, analyze, Rules\n"
        "analyze(solve(Rules(5)))\n"
        "print(json.dumps(sorted(sys.modules)))\n"
    )
    root = CORE.parent.parent
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=root, capture_output=True, text=True, timeout=120, check=True
    )
    loaded = json.loads(done.stdout)
    assert "quadace_gui.core.solver" in loaded
    assert not [name for name in loaded if name.split(".")[0] in FORBIDDEN]
