"""Fast checks of the packaging inputs (no PyInstaller build: `make smoke` does that).

The resource resolver finds files from source and in a (simulated) frozen bundle; the icon files are what
they claim to be; the PyInstaller spec parses and names the entry script; the desktop entry is complete;
and the app's code uses none of the modules the spec leaves out of the bundle.
"""

from __future__ import annotations

import ast
import configparser
import os
import re
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from quadace_gui import resources
from quadace_gui.resources import ICON_SIZES, icon_png_path, resource_path, resource_root

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
SPEC = PACKAGING / "quadace.spec"
ICONS = ROOT / "resources" / "icons"


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path.name} is not a PNG"
    return struct.unpack(">II", data[16:24])


# -- the resource resolver ------------------------------------------------------------------------------


def test_resource_root_from_source_is_the_repository_resources_folder() -> None:
    assert resource_root() == ROOT / "resources"
    assert resource_path("icons", "quadace.svg") == ICONS / "quadace.svg"
    assert resource_path("icons", "quadace.svg").is_file()


def test_resource_path_when_frozen_looks_in_the_bundle(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.is_frozen()
    assert resource_path("icons", "quadace.svg") == tmp_path / "resources" / "icons" / "quadace.svg"


def test_every_icon_size_is_rendered_at_its_size() -> None:
    for size in ICON_SIZES:
        assert png_size(icon_png_path(size)) == (size, size)


def test_windows_icon_holds_png_entries_up_to_256() -> None:
    data = (ICONS / "quadace.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    sizes = []
    for i in range(count):
        width, _h, _c, _r, _planes, _bits, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i : 22 + 16 * i]
        )
        assert data[offset : offset + 8] == b"\x89PNG\r\n\x1a\n"
        assert offset + length <= len(data)
        sizes.append(width or 256)
    assert sizes == [16, 24, 32, 48, 64, 128, 256]


def test_macos_icon_elements_fill_the_file() -> None:
    data = (ICONS / "quadace.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    kinds, pos = [], 8
    while pos < len(data):
        kind, length = data[pos : pos + 4], struct.unpack(">I", data[pos + 4 : pos + 8])[0]
        assert data[pos + 8 : pos + 16] == b"\x89PNG\r\n\x1a\n"
        kinds.append(kind)
        pos += length
    assert pos == len(data)
    assert {b"icp4", b"ic07", b"ic09", b"ic10"} <= set(kinds)


# -- the spec, the entry script and the desktop entry ----------------------------------------------------


def spec_tree() -> ast.Module:
    return ast.parse(SPEC.read_text(encoding="utf-8"), filename=str(SPEC))


def test_spec_parses_and_names_the_entry_script() -> None:
    tree = spec_tree()
    strings = {node.value for node in ast.walk(tree) if isinstance(node, ast.Constant)}
    assert "quadace_entry.py" in strings
    calls = {
        node.func.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
    }
    assert {"Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE"} <= calls
    entry = ast.parse((PACKAGING / "quadace_entry.py").read_text(encoding="utf-8"))
    imports = [node for node in ast.walk(entry) if isinstance(node, ast.ImportFrom)]
    assert any(node.module == "quadace_gui.cli" and node.names[0].name == "main" for node in imports)


def test_desktop_entry_names_the_app_command_and_icon() -> None:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(ROOT / "resources" / "quadace.desktop", encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Name"] == "QuadAce"
    assert entry["Exec"].split()[0] == "quadace"
    assert entry["Icon"] == "quadace"
    assert entry["Categories"].endswith(";")


# -- nothing in the app needs what the bundle leaves out -------------------------------------------------


def excluded_modules() -> set[str]:
    """The spec's EXCLUDED_MODULES, with the PySide6 names built from QT_MODULES_UNUSED."""
    lists: dict[str, ast.List] = {}
    for node in spec_tree().body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.List):
            lists[getattr(node.targets[0], "id", "")] = node.value

    def strings(node: ast.List) -> set[str]:
        return {e.value for e in node.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)}

    qt = {f"PySide6.{name}" for name in strings(lists["QT_MODULES_UNUSED"])}
    return strings(lists["EXCLUDED_MODULES"]) | qt


def used_modules(path: Path) -> set[str]:
    """Modules a source file imports, and numpy submodules it reaches as attributes (``np.random``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    used: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            used.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            used.add(node.module)
            used.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id in ("np", "numpy")
        ):
            used.add(f"numpy.{node.attr}")
    return used


def test_the_app_uses_no_module_the_bundle_leaves_out() -> None:
    excluded = excluded_modules()
    assert {"PySide6.QtOpenGL", "numpy.random", "tkinter"} <= excluded
    offenders = []
    for path in sorted((ROOT / "quadace_gui").rglob("*.py")):
        for module in used_modules(path):
            hit = next((x for x in excluded if module == x or module.startswith(x + ".")), None)
            if hit:
                offenders.append(f"{path.relative_to(ROOT)} uses {module}")
    assert not offenders, "left out of the packaged app (packaging/quadace.spec): " + "; ".join(offenders)


# -- the self-test ---------------------------------------------------------------------------------------


def test_timing_line_is_the_one_smoke_sh_reads(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from quadace_gui import selftest

    ctx = selftest.Context(tmp=tmp_path)
    ctx.timings.update(shown=selftest.IMPORTED_AT + 0.5, solve=0.01, model=0.02, heatmap=0.03)
    monkeypatch.setattr(selftest, "AGE_AT_IMPORT", 0.25)
    line = selftest.timing_line(ctx)
    smoke = (PACKAGING / "smoke.sh").read_text(encoding="utf-8")
    pattern = re.search(r"s/\.\*(window shown .*? s after process start)\.\*/", smoke)
    assert pattern, "smoke.sh no longer reads the timing line"
    found = re.search(pattern.group(1), line)
    assert found and float(found.group(1)) == pytest.approx(0.75)


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="process start time comes from /proc")
def test_process_age_is_the_time_since_this_process_started() -> None:
    from quadace_gui.selftest import process_age

    age = process_age()
    assert age is not None
    uptime = float(Path("/proc/uptime").read_text().split()[0])
    assert 0.0 <= age <= uptime


def test_self_test_from_source_passes() -> None:
    """``quadace --self-test`` from the checkout (the smoke test runs the same in the frozen app)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-m", "quadace_gui", "--self-test"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert lines[-1] == "SELF-TEST OK"
    assert any(line.startswith("timings: window shown ") for line in lines)
    assert "Traceback" not in done.stderr
