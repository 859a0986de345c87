"""The Simplified Chinese translation: complete, placeholders kept, .qm compiled from the .ts, in sync with
the code, and loadable at run time.

When a test here fails because someone added or changed a string, refresh and translate:
``make translations``, then fill in every ``type="unfinished"`` message of the .ts and run it again.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from quadace_gui.resources import resource_path

LANGUAGE = "zh_CN"
TS_PATH = resource_path("translations", f"quadace_{LANGUAGE}.ts")
QM_PATH = TS_PATH.with_suffix(".qm")
PACKAGE = Path(__file__).resolve().parents[2] / "quadace_gui"
REFRESH = (
    f"run `make translations`, translate every new (unfinished) message in {TS_PATH.name}, "
    "then run `make translations` again to rebuild the .qm"
)

#: %1..%99, %n, and str.format fields such as {mover}.
PLACEHOLDER = re.compile(r"%\d+|%n|\{[A-Za-z_]\w*\}")
#: A keyboard accelerator: '&' before a letter ('&&' is a literal ampersand).
ACCELERATOR = re.compile(r"(?<!&)&([A-Za-z0-9])")
HTML_TAG = re.compile(r"</?([A-Za-z][A-Za-z0-9]*)")
CJK = re.compile(r"[\u4e00-\u9fff]")


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    forms: tuple[str, ...]  # one text, or the numerus forms
    unfinished: bool

    def where(self) -> str:
        return f"[{self.context}] {self.source!r}"


def read_ts(path: Path) -> list[Message]:
    root = ET.parse(path).getroot()
    out = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None, f"{name}: a message without <translation>"
            if translation.get("type") in ("obsolete", "vanished"):
                continue
            if message.get("numerus") == "yes":
                forms = tuple(form.text or "" for form in translation.iter("numerusform"))
            else:
                forms = (translation.text or "",)
            unfinished = translation.get("type") == "unfinished"
            out.append(Message(name, message.findtext("source") or "", forms, unfinished))
    return out


def qt_tool(name: str) -> str | None:
    """A PySide6 tool (pyside6-lrelease, pyside6-lupdate): next to this Python, else on PATH."""
    beside = Path(sys.executable).with_name(name)
    if beside.is_file():
        return str(beside)
    return shutil.which(name)


def python_sources() -> list[str]:
    return sorted(str(p) for p in PACKAGE.rglob("*.py"))


@pytest.fixture(scope="module")
def messages() -> list[Message]:
    assert TS_PATH.is_file(), f"{TS_PATH} is missing: {REFRESH}"
    return read_ts(TS_PATH)


def test_every_message_is_translated(messages: list[Message]) -> None:
    assert len(messages) > 100
    bad = [m.where() for m in messages if m.unfinished or not m.forms or not all(f.strip() for f in m.forms)]
    assert not bad, f"{len(bad)} unfinished or empty translation(s); {REFRESH}:\n" + "\n".join(bad)


def test_translations_keep_placeholders_accelerators_and_tags(messages: list[Message]) -> None:
    problems = []
    for m in messages:
        wanted = Counter(PLACEHOLDER.findall(m.source))
        keys = {a.lower() for a in ACCELERATOR.findall(m.source)}
        tags = Counter(t.lower() for t in HTML_TAG.findall(m.source))
        for form in m.forms:
            got = Counter(PLACEHOLDER.findall(form))
            if set(got) != set(wanted):
                problems.append(f"{m.where()}: placeholders {sorted(wanted)} but translation {form!r}")
            if {a.lower() for a in ACCELERATOR.findall(form)} != keys:
                problems.append(f"{m.where()}: accelerator {sorted(keys)} but translation {form!r}")
            if Counter(t.lower() for t in HTML_TAG.findall(form)) != tags:
                problems.append(f"{m.where()}: HTML tags differ in translation {form!r}")
    assert not problems, "\n".join(problems)


def test_chinese_terms_are_consistent(messages: list[Message]) -> None:
    """The shared words the other texts are built from use the agreed terms."""
    texts = {m.source: m.forms[0] for m in messages if m.context == "Texts"}
    assert texts["win"] == "胜"
    assert texts["loss"] == "负"
    assert texts["draw"] == "平局"
    assert texts["%n ply(s)"] == "%n 步"
    assert "甲" in texts["A (甲)"] and "乙" in texts["B (乙)"]


#: Chess words the articles never use: a draw is 平局, a move 走法 / 一步, the side to move 轮到的一方.
BANNED_CHINESE = ("和棋", "着法", "走棋")
ROOT = PACKAGE.parent


def test_chinese_texts_use_the_articles_words(messages: list[Message]) -> None:
    """No Chinese text of the app (translations, Chinese written in the code, the docs) uses a chess word."""
    found = [f"{m.where()}: {f!r}" for m in messages for f in m.forms for w in BANNED_CHINESE if w in f]
    files = [*PACKAGE.rglob("*.py"), ROOT / "README.md", *(ROOT / "docs").rglob("*.md")]
    for path in files:
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            found += [f"{path.name}:{n}: {w}" for w in BANNED_CHINESE if w in line]
    assert not found, "\n".join(found)


def test_compiled_qm_matches_the_ts(tmp_path: Path) -> None:
    lrelease = qt_tool("pyside6-lrelease")
    if lrelease is None:
        pytest.skip("pyside6-lrelease not found next to sys.executable or on PATH: cannot rebuild the .qm")
    assert QM_PATH.is_file(), f"{QM_PATH} is missing: {REFRESH}"
    fresh = tmp_path / QM_PATH.name
    subprocess.run([lrelease, "-silent", str(TS_PATH), "-qm", str(fresh)], check=True, timeout=120)
    assert fresh.read_bytes() == QM_PATH.read_bytes(), (
        f"{QM_PATH.name} is not the compiled {TS_PATH.name} (the .ts changed after the .qm was built): "
        "run `make translations`"
    )


def test_ts_holds_every_string_of_the_code(tmp_path: Path, messages: list[Message]) -> None:
    lupdate = qt_tool("pyside6-lupdate")
    if lupdate is None:
        pytest.skip("pyside6-lupdate not found next to sys.executable or on PATH: cannot collect the strings")
    fresh = tmp_path / "fresh.ts"
    subprocess.run([lupdate, "-silent", *python_sources(), "-ts", str(fresh)], check=True, timeout=300)
    in_code = {(m.context, m.source) for m in read_ts(fresh)}
    in_ts = {(m.context, m.source) for m in messages}
    assert in_code, "lupdate found no translatable string in quadace_gui"
    new = sorted(in_code - in_ts)
    gone = sorted(in_ts - in_code)
    lines = [f"  new in the code: [{c}] {s!r}" for c, s in new]
    lines += [f"  no longer in the code: [{c}] {s!r}" for c, s in gone]
    assert not lines, f"{TS_PATH.name} is out of date with the code; {REFRESH}:\n" + "\n".join(lines)


def test_install_translation_switches_to_chinese_and_back(qapp) -> None:
    from quadace_gui import texts
    from quadace_gui.app import install_translation
    from quadace_gui.core.solver import DRAW, WIN

    try:
        assert install_translation(qapp, LANGUAGE) is True
        assert QCoreApplication.translate("Texts", "win") == "胜"
        assert CJK.search(QCoreApplication.translate("MainWindow", "&File"))
        assert texts.plies_text(5) == "5 步"
        assert texts.outcome_text(WIN, 7) == "7 步胜"
        assert texts.outcome_text(DRAW, None) == "平局"
    finally:
        assert install_translation(qapp, "en") is True
    assert QCoreApplication.translate("Texts", "win") == "win"
    assert texts.plies_text(1) == "1 ply"


def test_exercise_texts_list_every_title_and_question_of_the_exercises() -> None:
    """texts.EXERCISE_TEXTS (what lupdate collects) is exactly what the New Game dialog translates."""
    from quadace_gui import texts
    from quadace_gui.core.games.exercises import EXERCISES

    wanted = {e.title for e in EXERCISES} | {e.question for e in EXERCISES}
    assert len(wanted) == 2 * len(EXERCISES)
    assert set(texts.EXERCISE_TEXTS) == wanted
    assert len(texts.EXERCISE_TEXTS) == len(wanted)  # no duplicates


def test_exercises_show_in_chinese(qapp, messages: list[Message]) -> None:
    from quadace_gui.app import install_translation
    from quadace_gui.core.games.exercises import EXERCISES

    in_ts = {m.source for m in messages if m.context == "Exercises"}
    assert {e.title for e in EXERCISES} <= in_ts
    try:
        assert install_translation(qapp, LANGUAGE) is True
        english = [
            e.key for e in EXERCISES if not CJK.search(QCoreApplication.translate("Exercises", e.question))
        ]
        assert not english, f"exercise questions shown in English: {english}"
    finally:
        assert install_translation(qapp, "en") is True
