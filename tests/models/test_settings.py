"""Settings: every stored key is checked on read; a corrupt file reads as the defaults and never raises."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings

from quadace_gui.models.settings import (
    ANIMATION_MS,
    AUTOPLAY_MS,
    DEFAULTS,
    FLIPPED,
    GEOMETRY,
    LANGUAGE,
    MAX_RECENT,
    PALETTE,
    RECENT_FILES,
    SCHEMA,
    TEXT_SCALE,
    UNREACHABLE,
    WINDOW_STATE,
    Invalid,
    Settings,
)

# Wrong values for each key, as they would stand in a hand-edited or damaged ini file.
GARBAGE = [
    "junk",
    "",
    "neon",
    "7",
    "-1",
    "1.5",
    "nan",
    "3000000000",
    "999999999999",
    "99999999999999999999999999999",
    "a, b, c",
    "@ByteArray(junk)",
    "@Invalid()",
    "@Rect(1 2 3 4)",
    "@Size(1 2)",
    "@Point(1 2)",
    "@DateTime(junk)",
    "@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x1cjunk)",
    "@Variant(\\0\\0\\0\\x2\\0\\0\\0\\x5)",  # an int 5, in Qt's own encoding
    "@Variant(garbage",
    '"quoted"',
    "true",
    "中文",
    "x" * 5000,
]
# Which of them are nevertheless allowed for a key, and what they read as.
VALID_AMONG_GARBAGE: dict[str, dict[str, object]] = {
    "flipped": {"true": True},
    "mapAB": {"true": True},
    "answersHidden": {"true": True},
    "animationMs": {"7": 7, "@Variant(\\0\\0\\0\\x2\\0\\0\\0\\x5)": 5},
    "recentFiles": {
        "junk": ["junk"],
        "neon": ["neon"],
        "7": ["7"],
        "-1": ["-1"],
        "1.5": ["1.5"],
        "nan": ["nan"],
        "3000000000": ["3000000000"],
        "999999999999": ["999999999999"],
        "99999999999999999999999999999": ["99999999999999999999999999999"],
        "a, b, c": ["a", "b", "c"],
        '"quoted"': ["quoted"],
        "true": ["true"],
        "中文": ["中文"],
        "@Variant(garbage": ["@Variant(garbage"],
    },
    "geometry": {"@ByteArray(junk)": QByteArray(b"junk")},
    "windowState": {"@ByteArray(junk)": QByteArray(b"junk")},
}


# Texts Qt itself reads as no value at all (nothing stored: the default, without a complaint).
READ_AS_NOTHING = {"@Invalid()", "@DateTime(junk)", "@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x1cjunk)"}


def ini_settings(path: Path, text: str) -> Settings:
    """Settings reading ``text`` as the whole ini file (a fresh QSettings, so nothing is cached)."""
    path.write_text("[General]\n" + text + "\n", encoding="utf-8")
    return Settings(store=QSettings(str(path), QSettings.Format.IniFormat))


def test_the_schema_declares_every_key_once_with_valid_defaults():
    assert set(SCHEMA) == {
        "language",
        "animationMs",
        "palette",
        "unreachable",
        "flipped",
        "autoplayMs",
        "answersHidden",
        "textScale",
        "matchPlayers",
        "geometry",
        "windowState",
        "recentFiles",
        "handSigns",
        "mapAB",
    }
    for key in SCHEMA.values():
        assert key.check(key.default) == key.default
    assert DEFAULTS == {
        "language": "system",
        "animationMs": 450,
        "palette": "colorblind",
        "unreachable": "dim",
        "flipped": False,
        "autoplayMs": 1000,
        "answersHidden": False,
        "textScale": 100,
        "matchPlayers": "person person",
        "handSigns": "chinese",
        "mapAB": False,
    }


@pytest.mark.parametrize("name", sorted(SCHEMA))
def test_every_wrong_value_of_every_key_reads_as_the_default(qapp, tmp_path, name, caplog):
    key = SCHEMA[name]
    allowed = VALID_AMONG_GARBAGE.get(name, {})
    for i, raw in enumerate(GARBAGE):
        settings = ini_settings(tmp_path / f"{i}.ini", f"{name}={raw}")
        caplog.clear()
        with caplog.at_level(logging.WARNING, logger="quadace_gui.models.settings"):
            got = settings.get(key)
            again = settings.get(key)
        expected = allowed.get(raw, key.default)
        assert got == expected == again, raw
        if raw in allowed or raw in READ_AS_NOTHING:
            continue  # a valid value, or one Qt itself reads as nothing: no complaint
        assert len(caplog.records) == 1, (raw, caplog.records)  # one line, not one per read
        assert name in caplog.records[0].getMessage()


def test_the_audited_corruptions_all_at_once_start_a_window(qtbot, tmp_path):
    """The file of the reliability audit: every key wrong at once. The window opens with the defaults."""
    from quadace_gui.models.game_model import GameModel
    from quadace_gui.views.main_window import MainWindow

    path = tmp_path / "QuadAce.conf"
    settings = ini_settings(
        path,
        "palette=neon\nunreachable=7\ngeometry=junk\nwindowState=junk\nautoplayMs=3000000000\n"
        "animationMs=999999999999\nrecentFiles=@Rect(1 2 3 4)\nflipped=maybe\nlanguage=klingon",
    )
    assert [settings.value(n) for n in DEFAULTS] == list(DEFAULTS.values())
    assert settings.geometry() is None and settings.windowState() is None and settings.recentFiles() == []
    window = MainWindow(GameModel(), settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    settings.addRecentFile(str(tmp_path / "g.json"))  # Save As used to raise on a non-list here
    assert settings.recentFiles() == [str(tmp_path / "g.json")]


def test_numbers_out_of_range_or_of_another_type_read_as_the_default(qapp, tmp_path):
    store = QSettings(str(tmp_path / "typed.ini"), QSettings.Format.IniFormat)
    settings = Settings(store=store)
    for key in (ANIMATION_MS, AUTOPLAY_MS):
        for raw in (2**31, 2**62, -(2**40), 1.5, float("nan"), True, [1, 2], "12abc"):
            store.setValue(key.name, raw)
            assert settings.get(key) == key.default, (key.name, raw)
    for raw in (0, 3000):
        store.setValue(ANIMATION_MS.name, raw)
        assert settings.get(ANIMATION_MS) == raw
    store.setValue(AUTOPLAY_MS.name, 199)
    assert settings.get(AUTOPLAY_MS) == AUTOPLAY_MS.default
    for raw, read in ((99, 100), (100, 100), (250, 250), (251, 100), ("175", 175)):
        store.setValue(TEXT_SCALE.name, raw)
        assert settings.get(TEXT_SCALE) == read, raw
    for raw in (2, "yes", 0.0, [True]):
        store.setValue(FLIPPED.name, raw)
        assert settings.get(FLIPPED) is False, raw


def test_values_written_by_the_app_read_back_the_same(qapp, tmp_path):
    path = tmp_path / "round.ini"
    settings = Settings(store=QSettings(str(path), QSettings.Format.IniFormat))
    settings.setValue("animationMs", 0)
    settings.set(PALETTE, "classic")
    settings.set(UNREACHABLE, "hide")
    settings.set(FLIPPED, True)
    settings.set(LANGUAGE, "zh_CN")
    settings.set(AUTOPLAY_MS, 400)
    settings.saveWindow(QByteArray(b"\x01geometry"), QByteArray(b"\x02state"))
    for i in range(MAX_RECENT + 3):
        settings.addRecentFile(f"/games/{i}.json")
    settings.addRecentFile("/games/5.json")
    settings.sync()
    fresh = Settings(store=QSettings(str(path), QSettings.Format.IniFormat))
    assert fresh.get(ANIMATION_MS) == 0 and fresh.get(PALETTE) == "classic"
    assert fresh.get(UNREACHABLE) == "hide" and fresh.get(FLIPPED) is True
    assert fresh.get(LANGUAGE) == "zh_CN" and fresh.get(AUTOPLAY_MS) == 400
    assert fresh.geometry() == QByteArray(b"\x01geometry")
    assert fresh.windowState() == QByteArray(b"\x02state")
    assert fresh.recentFiles() == ["/games/5.json", *(f"/games/{i}.json" for i in (10, 9, 8, 7, 6, 4, 3))]


def test_writing_a_value_the_schema_refuses_raises_and_stores_nothing(qapp, tmp_path):
    settings = Settings(store=QSettings(str(tmp_path / "w.ini"), QSettings.Format.IniFormat))
    for key, bad in ((PALETTE, "neon"), (ANIMATION_MS, 10**12), (FLIPPED, "maybe"), (GEOMETRY, "junk")):
        with pytest.raises(Invalid):
            settings.set(key, bad)
        assert settings.get(key) == key.default
    with pytest.raises(KeyError):
        settings.setValue("geometry", QByteArray())  # not a preference
    settings.addRecentFile("bad\0name")
    settings.addRecentFile("/ok.json")
    assert settings.recentFiles() == ["/ok.json"]


def test_changed_is_emitted_once_per_real_change_of_a_preference(qapp, tmp_path):
    settings = Settings(store=QSettings(str(tmp_path / "c.ini"), QSettings.Format.IniFormat))
    seen: list[str] = []
    settings.changed.connect(seen.append)
    settings.setValue("palette", "classic")
    settings.setValue("palette", "classic")
    settings.set(WINDOW_STATE, QByteArray(b"x"))
    settings.addRecentFile("/a.json")
    assert seen == ["palette"]


def test_recent_files_of_the_wrong_kind_read_as_none(qapp, tmp_path):
    store = QSettings(str(tmp_path / "r.ini"), QSettings.Format.IniFormat)
    settings = Settings(store=store)
    for raw in (5, 1.5, True, QByteArray(b"x"), ["/a.json", 3], ["x" * 5000]):
        store.setValue(RECENT_FILES.name, raw)
        assert settings.recentFiles() == [], raw
    store.setValue(RECENT_FILES.name, ["/a.json", "/a.json", "/b.json"])
    assert settings.recentFiles() == ["/a.json", "/b.json"]


OTHER_INSTANCE = """
import sys
from PySide6.QtCore import QSettings
from quadace_gui.models.settings import Settings
settings = Settings(store=QSettings(sys.argv[1], QSettings.Format.IniFormat))
settings.{call}(sys.argv[2])
settings.sync()
"""


def _other_instance(path: Path, call: str, game: str) -> None:
    """Another QuadAce process on the same settings file adds or removes a recent file."""
    import subprocess
    import sys

    subprocess.run(
        [sys.executable, "-c", OTHER_INSTANCE.format(call=call), str(path), game], check=True, timeout=60
    )


def test_two_instances_keep_each_others_recent_files(qapp, tmp_path):
    """Issue 23 item 8: each instance wrote its own list over the other's; now the list on disk is read
    again before a file is added or removed."""
    path = tmp_path / "shared.ini"
    mine = Settings(store=QSettings(str(path), QSettings.Format.IniFormat))
    mine.addRecentFile("/games/a.json")
    mine.sync()
    _other_instance(path, "addRecentFile", "/games/b.json")
    mine.addRecentFile("/games/c.json")
    mine.sync()
    assert mine.recentFiles() == ["/games/c.json", "/games/b.json", "/games/a.json"]
    _other_instance(path, "removeRecentFile", "/games/a.json")
    mine.removeRecentFile("/games/c.json")
    mine.sync()
    fresh = Settings(store=QSettings(str(path), QSettings.Format.IniFormat))
    assert fresh.recentFiles() == mine.recentFiles() == ["/games/b.json"]
