"""Hypothesis: any value stored under any key (by Qt or typed into the file) reads as an allowed one."""

from __future__ import annotations

import math
import re
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QByteArray, QSettings

from quadace_gui.models.settings import SCHEMA, Setting
from quadace_gui.models.settings import Settings as Prefs

FUZZ = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])

keys = st.sampled_from(sorted(SCHEMA))
# What a program (this one, an older one, another platform's backend) may have stored under a key.
stored_values = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**63), 2**63 - 1),  # what Qt can store at all
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=50),
    st.lists(st.text(max_size=20), max_size=12),
    st.lists(st.integers(-(2**31), 2**31 - 1), max_size=5),
    st.binary(max_size=30).map(QByteArray),
)
# What a hand edit may leave on the key's line of the file.
line_text = st.text(st.characters(blacklist_categories=["Cs"], blacklist_characters="\r\n"), max_size=80)


def allowed(key: Setting[object], value: object) -> bool:
    """Independent of the code under test: what each key may read as."""
    if key.name in ("animationMs", "autoplayMs", "textScale"):
        low, high = {"animationMs": (0, 3000), "autoplayMs": (200, 2000), "textScale": (100, 250)}[key.name]
        return type(value) is int and low <= value <= high
    if key.name in ("flipped", "answersHidden", "mapAB"):
        return type(value) is bool
    if key.name in ("language", "palette", "unreachable", "handSigns"):
        return (
            value
            in {
                "language": ("system", "en", "zh_CN"),
                "palette": ("colorblind", "classic"),
                "unreachable": ("show", "dim", "hide"),
                "handSigns": ("chinese", "count"),
            }[key.name]
        )
    if key.name == "matchPlayers":  # two players: person, or a key with optional @skill and +plain
        side = r"(person|[a-z]{1,20}(@(100|[0-9]{1,2}))?(\+plain)?)"
        return isinstance(value, str) and re.fullmatch(rf"{side} {side}", value) is not None
    if key.name in ("geometry", "windowState"):
        return value is None or isinstance(value, QByteArray)
    assert key.name == "recentFiles"
    return isinstance(value, list) and len(value) <= 8 and all(isinstance(p, str) and p for p in value)


@FUZZ
@given(name=keys, value=stored_values)
def test_any_stored_value_reads_as_an_allowed_one(qapp, name, value):
    key = SCHEMA[name]
    with tempfile.TemporaryDirectory() as folder:
        store = QSettings(str(Path(folder) / "fuzz.ini"), QSettings.Format.IniFormat)
        store.setValue(name, value)
        got = Prefs(store=store).get(key)
    assert allowed(key, got), (name, value, got)
    if isinstance(value, float) and not math.isfinite(value):
        assert got == key.default


@FUZZ
@given(name=keys, text=line_text)
def test_any_line_in_the_file_reads_as_an_allowed_value(qapp, name, text):
    key = SCHEMA[name]
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "fuzz.ini"
        path.write_text(f"[General]\n{name}={text}\n", encoding="utf-8")
        got = Prefs(store=QSettings(str(path), QSettings.Format.IniFormat)).get(key)
    assert allowed(key, got), (name, text, got)
