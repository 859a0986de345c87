"""Corrupted preference files: ``models.settings.Settings`` reads every preference as a valid value of its
type (the default when the stored one is wrong) and never raises, whatever the file holds.

Every key the app stores gets every wrong value below, one key at a time (issue 12 item 1 found 11 of 28
such corruptions stopping the app at start-up); then whole files of random lines.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.fuzz.support import Tally, budget, excerpt, survey

pytest.importorskip("PySide6")
from PySide6.QtCore import QByteArray, QCoreApplication, QSettings

from quadace_gui.models.settings import DEFAULTS, Settings

#: What each preference may be (the DEFAULTS comments and the Preferences dialog's ranges).
VALID: dict[str, Any] = {
    "language": {"system", "en", "zh_CN"},
    "animationMs": range(0, 3001),
    "palette": {"colorblind", "classic"},
    "unreachable": {"show", "dim", "hide"},
    "flipped": {True, False},
    "autoplayMs": range(200, 2001),
}
#: Keys the window stores besides DEFAULTS.
WINDOW_KEYS = ["geometry", "windowState", "recentFiles"]
#: Values as they appear in the ini file: wrong types, out of range, Qt's own @-forms, junk.
BAD_VALUES = [
    *("neon", "junk", "7", "-1", "0", "", "true", "false", "yes", "1.5", "nan", "inf", "1e400"),
    *("3000000000", "999999999999", "-99999999999999999999", "2147483648", "0x10", "١٠٠٠"),
    *("a, b", '"a, b"', "@ByteArray(junk)", "@ByteArray()", "@Invalid()", "@Rect(1 2 3 4)", "@Size(1 2)"),
    *("@Point(1 2)", "@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x10)", "@Variant(junk)", "@DateTime(x)", "[1, 2]"),
    *("{}", '"quoted"', "\\x1b[31m", "\\n\\n", "x" * 5000, "zh_CN", "classic", "hide", "200", "3000"),
]
ALL_KEYS = [*DEFAULTS, *WINDOW_KEYS, "unknownKey"]

_files = itertools.count()


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory, qapp: QCoreApplication) -> Iterator[Path]:
    path = tmp_path_factory.mktemp("settings-fuzz")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(path))
    yield path


def read_file(folder: Path, content: str) -> dict[str, Any]:
    """Write ``content`` as the preferences file (a new file each time: QSettings caches files) and
    read every preference through Settings. Returns what was read; raises what Settings raised."""
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    QCoreApplication.setOrganizationName("QuadAceFuzz")
    QCoreApplication.setApplicationName(f"settings{next(_files)}")
    path = Path(QSettings().fileName())
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content, encoding="utf-8")
    prefs = Settings()
    read: dict[str, Any] = {name: prefs.value(name) for name in DEFAULTS}
    read["recentFiles"] = prefs.recentFiles()
    read["geometry"], read["windowState"] = prefs.geometry(), prefs.windowState()
    return read


def problems(read: dict[str, Any]) -> list[str]:
    found = []
    for name, default in DEFAULTS.items():
        value = read[name]
        if type(value) is not type(default):
            found.append(f"{name} read as {type(value).__name__} {excerpt(value, 60)}")
        elif name in VALID and value not in VALID[name]:
            found.append(f"{name} read as {excerpt(value, 60)}, not a valid value")
    files = read["recentFiles"]
    if not isinstance(files, list) or not all(isinstance(f, str) for f in files):
        found.append(f"recentFiles read as {excerpt(files, 60)}")
    for key in ("geometry", "windowState"):
        if read[key] is not None and not isinstance(read[key], QByteArray | bytes):
            found.append(f"{key} read as {type(read[key]).__name__} {excerpt(read[key], 60)}")
    return found


def check(record: Tally, folder: Path, content: str, what: str) -> None:
    record.tried += 1
    try:
        read = read_file(folder, content)
    except Exception as exc:
        record.count("raised")
        record.problem(f"Settings raised {type(exc).__name__}", f"{what}: {excerpt(str(exc), 100)}")
        return
    wrong = problems(read)
    record.count("valid" if not wrong else "invalid value read")
    for problem in wrong:
        record.problem(problem.split(" read as ")[0] + " read wrong", f"{what}: {problem}")


@pytest.mark.parametrize("key", ALL_KEYS)
def test_every_key_with_every_wrong_value(folder: Path, key: str) -> None:
    with survey(
        "one key", "settings files, one key wrong: every preference read valid, nothing raised"
    ) as record:
        for value in BAD_VALUES:
            check(record, folder, f"[General]\n{key}={value}\n", f"{key}={excerpt(value, 40)}")


lines = st.one_of(
    st.builds(lambda k, v: f"{k}={v}", st.sampled_from(ALL_KEYS), st.sampled_from(BAD_VALUES)),
    st.builds(lambda k, v: f"{k}={v}", st.sampled_from(ALL_KEYS), st.text(max_size=12)),
    st.sampled_from(["[General]", "[General", "[Other]", "=x", "key", "\\", "\x00", ";comment", "%General"]),
    st.text(max_size=20),
)


def test_random_preference_files(folder: Path) -> None:
    with survey("random file", "settings files of random lines: every preference read valid") as record:

        @budget(quick=25, full=1000)
        @given(st.lists(lines, max_size=12))
        def each(content: list[str]) -> None:
            check(record, folder, "\n".join(["[General]", *content]), f"file {excerpt(content, 200)}")

        each()


def test_a_sound_file_reads_back_as_written(folder: Path) -> None:
    """The check itself: valid stored values come back as they are, missing ones as the defaults."""
    read = read_file(folder, "[General]\npalette=classic\nautoplayMs=400\nflipped=true\n")
    assert (read["palette"], read["autoplayMs"], read["flipped"]) == ("classic", 400, True)
    assert read["unreachable"] == DEFAULTS["unreachable"]
    assert problems(read) == []
