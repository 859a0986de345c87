"""The layers stay apart: the engine knows no Qt, models know no views, views know neither the app nor
the game's arithmetic.

The rules are read from the source (imports as the parser sees them, not as text), so a new module is
checked the day it is added. Each rule also has a test showing that the scan would notice a breach.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import quadace_gui

PACKAGE = Path(quadace_gui.__file__).parent
QT = ("PySide6", "PySide2", "PyQt5", "PyQt6", "shiboken6", "pyqtgraph", "qtpy")


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(source: str, module: str, is_package: bool = False) -> list[str]:
    """Absolute names of every module imported by ``source`` (relative imports resolved against
    ``module``)."""
    names: list[str] = []
    here = module.split(".") if is_package else module.split(".")[:-1]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                anchor = here[: len(here) - (node.level - 1)] if node.level > 1 else here
                base = ".".join([*anchor, node.module] if node.module else anchor)
            else:
                base = node.module or ""
            names.append(base)
            names.extend(f"{base}.{alias.name}" for alias in node.names)
    return names


def _sources(layer: str) -> list[tuple[str, str, bool]]:
    root = PACKAGE / layer
    files = sorted(root.rglob("*.py")) if root.is_dir() else []
    return [(_module_name(p), p.read_text(encoding="utf-8"), p.name == "__init__.py") for p in files]


def breaches(layer: str, forbidden: tuple[str, ...]) -> list[str]:
    found = []
    for module, source, is_package in _sources(layer):
        for name in imports_of(source, module, is_package):
            if any(name == f or name.startswith(f + ".") for f in forbidden):
                found.append(f"{module} imports {name}")
    return sorted(set(found))


def test_core_imports_no_qt_and_no_upper_layer() -> None:
    assert len(_sources("core")) >= 8
    assert breaches("core", (*QT, "quadace_gui.models", "quadace_gui.views", "quadace_gui.app")) == []


def test_models_import_no_views_and_not_the_app() -> None:
    assert _sources("models")
    assert breaches("models", ("quadace_gui.views", "quadace_gui.app", "quadace_gui.cli")) == []


def test_views_do_not_import_the_app_or_the_command_line() -> None:
    assert _sources("views")
    assert breaches("views", ("quadace_gui.app", "quadace_gui.cli")) == []


#: A move's arithmetic: something taken modulo the base. Only the core may do it.
MOVE_ARITHMETIC = re.compile(r"%\s*\(?\s*[\w.]*\bbase\b")


def arithmetic_lines(source: str) -> list[str]:
    return [line.strip() for line in source.splitlines() if MOVE_ARITHMETIC.search(line.split("#")[0])]


def test_views_and_models_do_not_compute_move_results() -> None:
    offenders = [
        f"{module}: {line}"
        for layer in ("views", "models")
        for module, source, _ in _sources(layer)
        for line in arithmetic_lines(source)
    ]
    assert offenders == []


@pytest.mark.parametrize(
    ("source", "module", "expected"),
    [
        (
            "from ..views.palette import x\n",
            "quadace_gui.models.move_list_model",
            "quadace_gui.views.palette",
        ),
        ("from quadace_gui.app import install\n", "quadace_gui.views.main_window", "quadace_gui.app"),
        ("import PySide6.QtCore\n", "quadace_gui.core.solver", "PySide6.QtCore"),
        ("from . import board\n", "quadace_gui.views", "quadace_gui.views.board"),
    ],
)
def test_the_scan_resolves_imports(source: str, module: str, expected: str) -> None:
    assert expected in imports_of(source, module, is_package=module == "quadace_gui.views")


def test_the_scan_notices_move_arithmetic() -> None:
    code = "total = (own + opp) % self.base\nlabel = '%d' % count\nx = (a * b) % rules.base  # move\n"
    assert arithmetic_lines(code) == ["total = (own + opp) % self.base", "x = (a * b) % rules.base  # move"]
