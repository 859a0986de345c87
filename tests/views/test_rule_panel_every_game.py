"""The rule panel of every registered take-away game, in English and in Chinese.

The panel knows no game: each game's core module says its rule and works it out for a position as a
sheet (a line ending in the verdict, rows of cells with the numbers it turns on in bold). This suite runs
over the plug-in registry, so a new game is tested by adding its positions to ``CASES`` (a test fails
until it is).
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from quadace_gui.core.games.plugin import PLUGINS
from quadace_gui.core.games.takeaway import GAMES
from quadace_gui.views.panels.rule import RulePanel

from .test_takeaway_heatmap import real


@dataclass(frozen=True)
class Case:
    position: str
    line: str | dict[str, str]  # the working's line (one for both languages when it is only numbers)
    rows: dict[str, tuple[str, ...]]  # language -> the rows of the table, "label | value" ("*" bold)
    rule: dict[str, str]  # language -> a piece of the rule's sentences
    title: dict[str, str]  # language -> a piece of the panel's title


CASES: dict[str, list[Case]] = {
    "nim": [
        Case(
            "3,4,5",
            "3 \u2295 4 \u2295 5 = 2 \u2260 0 \u2192 N",
            {lang: ("3 | 011", "4 | 100", "5 | 101", "*\u2295 | *010") for lang in ("en", "zh_CN")},
            {
                "en": "Bouton's theorem: P exactly when the heap sizes xor to 0",
                "zh_CN": "各堆大小的异或为 0 时恰为 P 局面",
            },
            {"en": "Nim, 3 heaps \u2264 5", "zh_CN": "尼姆游戏，3 堆 \u2264 5"},
        ),
        Case(
            "1,2,3",
            "1 \u2295 2 \u2295 3 = 0 \u2192 P",
            {lang: ("1 | 01", "2 | 10", "3 | 11", "*\u2295 | *00") for lang in ("en", "zh_CN")},
            {"en": "xor to 0", "zh_CN": "Bouton 定理"},
            {"en": "Nim", "zh_CN": "尼姆游戏"},
        ),
    ],
    "bash": [
        Case(
            "27",
            "(30 \u2212 27) mod 3 = 0 \u2192 P",
            {
                "en": ("key factor k | *3", "(30 \u2212 27) mod 3 | *0"),
                "zh_CN": ("关键因子 k | *3", "(30 \u2212 27) mod 3 | *0"),
            },
            {"en": "The key factor k = 2 + 1 = 3", "zh_CN": "关键因子 k = 2 + 1 = 3"},
            {"en": "Count to 30, 1\u20132 a turn", "zh_CN": "报数到 30，每次 1\u20132 个"},
        ),
        Case(
            "28",
            "(30 \u2212 28) mod 3 = 2 \u2260 0 \u2192 N",
            {
                "en": ("key factor k | *3", "(30 \u2212 28) mod 3 | *2"),
                "zh_CN": ("关键因子 k | *3", "(30 \u2212 28) mod 3 | *2"),
            },
            {"en": "the subtraction game with S = {1, 2}", "zh_CN": "这就是 S = {1, 2} 的减法游戏"},
            {"en": "Count to 30", "zh_CN": "报数到 30"},
        ),
    ],
    "wythoff": [
        Case(
            "3,5",
            {
                "en": "(3, 5): b \u2212 a = 2; the pair of difference 2 is (3, 5) = (3, 5) \u2192 P",
                "zh_CN": "(3, 5)：b \u2212 a = 2；差为 2 的数对是 (3, 5) = (3, 5) \u2192 P",
            },
            {
                "en": ("b \u2212 a | 2", "the pair of difference 2 | *(3, 5)"),
                "zh_CN": ("b \u2212 a | 2", "差为 2 的数对 | *(3, 5)"),
            },
            {"en": "Wythoff: P exactly at the pairs", "zh_CN": "威佐夫游戏：P 局面恰为数对"},
            {"en": "Wythoff \u2264 11", "zh_CN": "威佐夫游戏 \u2264 11"},
        ),
        Case(
            "7,5",
            {
                "en": "(5, 7): b \u2212 a = 2; the pair of difference 2 is (3, 5) \u2260 (5, 7) \u2192 N",
                "zh_CN": "(5, 7)：b \u2212 a = 2；差为 2 的数对是 (3, 5) \u2260 (5, 7) \u2192 N",
            },
            {
                "en": ("b \u2212 a | 2", "the pair of difference 2 | *(3, 5)"),
                "zh_CN": ("b \u2212 a | 2", "差为 2 的数对 | *(3, 5)"),
            },
            {"en": "(0, 0), (1, 2), (3, 5)", "zh_CN": "(0, 0), (1, 2), (3, 5)"},
            {"en": "Wythoff", "zh_CN": "威佐夫游戏"},
        ),
    ],
    "subtraction": [
        Case(
            "20",
            "20 mod 7 = 6 \u2209 {0, 2} \u2192 N",
            {
                "en": ("period | 7", "P residues | {0, 2}", "20 mod 7 | *6"),
                "zh_CN": ("周期 | 7", "P 局面的余数 | {0, 2}", "20 mod 7 | *6"),
            },
            {
                "en": "P exactly when n mod 7 is one of 0, 2",
                "zh_CN": "当且仅当 n mod 7 是 0, 2 之一时为 P 局面",
            },
            {
                "en": "Subtraction game S = {1,3,4}, heap \u2264 20",
                "zh_CN": "减法游戏 S = {1,3,4}，堆 \u2264 20",
            },
        ),
        Case(
            "9",
            "9 mod 7 = 2 \u2208 {0, 2} \u2192 P",
            {
                "en": ("period | 7", "P residues | {0, 2}", "9 mod 7 | *2"),
                "zh_CN": ("周期 | 7", "P 局面的余数 | {0, 2}", "9 mod 7 | *2"),
            },
            {"en": "S = {1, 3, 4}", "zh_CN": "S = {1, 3, 4}"},
            {"en": "Subtraction game", "zh_CN": "减法游戏"},
        ),
    ],
}

TAKEAWAY = sorted(key for key in PLUGINS if key in GAMES)


def test_every_take_away_game_has_rule_panel_cases():
    assert TAKEAWAY and sorted(CASES) == TAKEAWAY


def table_rows(work_html: str) -> tuple[str, ...]:
    """The working's table as "label | value" rows, a bold cell marked with "*"."""

    def cell(text: str) -> str:
        bold = "<b>" in text
        plain = html.unescape(re.sub(r"<[^>]+>", "", text)).replace("\xa0", " ").strip()
        return ("*" if bold else "") + plain

    return tuple(
        " | ".join(cell(c) for c in re.findall(r"<td[^>]*>(.*?)</td>", row))
        for row in re.findall(r"<tr>(.*?)</tr>", work_html)
    )


def set_language(panel: RulePanel, language: str) -> None:
    from quadace_gui.app import install_translation

    assert install_translation(QApplication.instance(), language)
    QApplication.sendEvent(panel, QEvent(QEvent.Type.LanguageChange))


@pytest.mark.parametrize("key", TAKEAWAY)
def test_the_rule_panel_shows_each_games_working(qtbot, key):
    plugin = PLUGINS[key]
    w, model, _ = real(qtbot, plugin.default(), widget=RulePanel)
    try:
        for language in ("en", "zh_CN"):
            set_language(w, language)
            for case in CASES[key]:
                model.jumpTo(plugin.parse_position(model.game(), case.position))
                work = w.workLabel.text()
                line = case.line if isinstance(case.line, str) else case.line[language]
                assert line in html.unescape(work), (language, case.position, work)
                assert table_rows(work) == case.rows[language], (language, case.position)
                assert case.rule[language] in w.ruleText()
                assert case.title[language] in w.titleLabel.text()
                if language == "zh_CN":  # the panel's own words follow the language too
                    assert w.solverLabel.text().startswith("求解器：")
                    assert "和棋" not in w.text() and "着法" not in w.text() and "走棋" not in w.text()
    finally:
        set_language(w, "en")


def core_game_words() -> set[str]:
    """Every sentence the core marks in the context "GameWords" (literal QT_TRANSLATE_NOOP calls)."""
    import ast
    from pathlib import Path

    import quadace_gui.core

    found = set()
    for path in sorted(Path(quadace_gui.core.__file__).parent.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "id", None) == "QT_TRANSLATE_NOOP"
                and isinstance(node.args[0], ast.Constant)
                and node.args[0].value == "GameWords"
            ):
                found.add(ast.literal_eval(node.args[1]))
    return found


def test_every_game_sentence_has_its_chinese_with_the_same_fields():
    import string
    import xml.etree.ElementTree as ET

    from quadace_gui.resources import resource_path

    def fields(template: str) -> set[str]:
        return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}

    root = ET.parse(resource_path("translations", "quadace_zh_CN.ts")).getroot()
    chinese = {
        message.findtext("source") or "": message.find("translation")
        for context in root.iter("context")
        if context.findtext("name") == "GameWords"
        for message in context.iter("message")
    }
    marked = core_game_words()
    assert len(marked) > 30 and marked <= set(chinese)
    for source in marked:
        translation = chinese[source]
        text = translation.text or ""
        assert translation.get("type") != "unfinished" and text, source
        assert fields(text) == fields(source), (source, text)
        assert not any(word in text for word in ("和棋", "着法", "走棋")), text
