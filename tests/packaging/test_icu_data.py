"""The smaller ICU data library of the Linux bundle (packaging/icu_data.py): which items stay, that the
rebuilt package is a well-formed ICU common data package, and that Qt still collates Chinese, names
time zones in English and Chinese and upper-cases Turkish with the smaller library in place of the full.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def load_icu_data() -> ModuleType:
    spec = importlib.util.spec_from_file_location("icu_data", ROOT / "packaging" / "icu_data.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


icu_data = load_icu_data()


def package(items: dict[str, bytes]) -> bytes:
    """A minimal ICU common data package holding ``items`` (names sorted, data 16-byte aligned)."""
    header = struct.pack("<HBB", 32, 0xDA, 0x27) + bytes(8) + b"CmnD" + bytes(16)
    names = sorted(items)
    names_at = 4 + 8 * len(names)
    blob = b"".join(n.encode() + b"\0" for n in names)
    data_at = names_at + len(blob)
    data_at += -data_at % 16
    toc, body, name_at = struct.pack("<I", len(names)), b"", names_at
    for name in names:
        toc += struct.pack("<II", name_at, data_at + len(body))
        name_at += len(name) + 1
        body += items[name] + bytes(-len(items[name]) % 16)
    toc += blob + bytes(-len(toc + blob) % 16)
    return header + toc + body


@pytest.mark.parametrize(
    ("name", "kept"),
    [
        ("coll/zh.res", True),
        ("coll/de.res", False),
        ("coll/ucadata.icu", True),
        ("zone/en_GB.res", True),
        ("zone/zh_Hant_TW.res", True),
        ("zone/fr.res", False),
        ("zone/pool.res", True),
        ("zone/res_index.res", True),
        ("root.res", True),
        ("en.res", True),
        ("yue.res", False),
        ("sr_Latn_BA.res", False),
        ("res_index.res", True),
        ("supplementalData.res", True),
        ("zoneinfo64.res", True),
        ("metaZones.res", True),
        ("brkitr/cjdict.dict", False),
        ("translit/root.res", False),
        ("gb18030.cnv", True),
        ("ibm-37_P100-1995.cnv", False),
        ("cnvalias.icu", True),
        ("uprops.icu", True),
    ],
)
def test_which_items_stay(name: str, kept: bool) -> None:
    assert icu_data.kept(name) is kept


def test_the_filtered_package_holds_the_kept_items_unchanged() -> None:
    items = {
        "icudt73l/brkitr/cjdict.dict": b"dictionary" * 50,
        "icudt73l/coll/de.res": b"german",
        "icudt73l/coll/zh.res": b"chinese collation" * 3,
        "icudt73l/root.res": b"root",
        "icudt73l/zoneinfo64.res": bytes(range(40)),
    }
    smaller, before, after = icu_data.filtered(package(items))
    assert (before, after) == (5, 3)
    header, found = icu_data.items(smaller)
    read = dict(found)
    assert header == package(items)[:32]
    assert list(read) == ["icudt73l/coll/zh.res", "icudt73l/root.res", "icudt73l/zoneinfo64.res"]
    for name, data in read.items():
        assert data.rstrip(b"\0") == items[name].rstrip(b"\0")
    count = struct.unpack_from("<I", smaller, 32)[0]
    offsets = [struct.unpack_from("<II", smaller, 36 + 8 * i)[1] for i in range(count)]
    assert all(offset % 16 == 0 for offset in offsets)


def test_only_an_icu_package_is_read() -> None:
    with pytest.raises(ValueError, match="not an ICU common data package"):
        icu_data.filtered(bytes(64))


def pyside_icu_data() -> Path | None:
    try:
        import PySide6
    except ImportError:
        return None
    found = sorted((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicudata.so.*"))
    return found[0] if found else None


CHECK = """
from PySide6.QtCore import QCollator, QLocale, QTimeZone
names = sorted(["张", "阿", "李"], key=QCollator(QLocale("zh_CN")).sortKey)
zone = QTimeZone(b"Asia/Shanghai")
long = QTimeZone.NameType.LongName
standard = QTimeZone.TimeType.StandardTime
print(" ".join(names))
print(zone.displayName(standard, long, QLocale("zh_CN")))
print(zone.displayName(standard, long, QLocale("en_US")))
print(QLocale("tr_TR").toUpper("istanbul"))
"""


@pytest.mark.skipif(
    not (
        sys.platform.startswith("linux")
        and shutil.which("objcopy")
        and shutil.which("cc")
        and pyside_icu_data()
    ),
    reason="Linux with objcopy, a C compiler and PySide6's bundled ICU only",
)
def test_qt_works_with_the_smaller_library(tmp_path: Path) -> None:
    library = pyside_icu_data()
    assert library is not None
    smaller = icu_data.smaller_library(library, tmp_path)
    assert smaller is not None and smaller.name == library.name
    assert smaller.stat().st_size < 8_000_000 < library.stat().st_size
    env = {**os.environ, "LD_PRELOAD": str(smaller), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", CHECK], env=env, capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["阿 李 张", "中国标准时间", "China Standard Time", "İSTANBUL"]


#: Qt classes whose answers come from the ICU data cut down above: names of other encodings, collation
#: and time-zone names in other languages. The app uses none; one that starts to should check the cut.
ICU_USERS = ("QStringConverter", "QStringDecoder", "QStringEncoder", "QCollator", "QTimeZone")


def test_the_app_uses_no_qt_class_that_needs_the_dropped_icu_data() -> None:
    offenders = [
        f"{path.relative_to(ROOT)} uses {name}"
        for path in sorted((ROOT / "quadace_gui").rglob("*.py"))
        for name in ICU_USERS
        if name in path.read_text(encoding="utf-8")
    ]
    assert not offenders, "see packaging/icu_data.py: " + "; ".join(offenders)
