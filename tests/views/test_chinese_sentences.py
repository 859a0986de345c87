"""Sentences joined in code read right in Chinese: no space after a Chinese full stop (audit: the
Wythoff prompt said "…以上的所有石子。 Shift+点击…"). English keeps its space between sentences."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication

from quadace_gui.app import install_translation
from quadace_gui.core import Rules
from quadace_gui.core.games.takeaway import make_game
from quadace_gui.models.match import PERSON
from quadace_gui.models.takeaway_model import TakeAwayModel
from quadace_gui.texts import rules_differences
from quadace_gui.views.game_texts import prompt_text

#: A Chinese full stop (or the like) with a space after it.
SPACED = re.compile(r"[。！？：；，] ")


@pytest.fixture
def chinese(qapp: QApplication):
    assert install_translation(qapp, "zh_CN")
    yield
    install_translation(qapp, "en")


@pytest.mark.parametrize(
    ("game", "both"),
    [
        (make_game("wythoff", heaps=(8, 11)), True),
        (make_game("nim", heaps=(3, 4, 5)), False),
        (make_game("bash", target=30, most=2), False),
        (make_game("subtraction", heaps=(20,)), False),
        (make_game("nim", heaps=(3, 4, 5), misere=True), False),
    ],
    ids=["wythoff", "nim", "bash", "subtraction", "misere-nim"],
)
def test_a_prompt_has_no_space_after_a_chinese_full_stop(qtbot, chinese, game, both) -> None:
    model = TakeAwayModel(game)
    text = prompt_text(model, PERSON, both_heaps=both)
    assert not SPACED.search(text), text
    if both:
        assert "。Shift+点击" in text


def test_the_english_wythoff_prompt_keeps_its_space(qtbot) -> None:
    text = prompt_text(TakeAwayModel(make_game("wythoff", heaps=(8, 11))), PERSON, both_heaps=True)
    assert "above it. Shift-click" in text


@pytest.mark.parametrize("split", ["transfer", "transfer-suicide"])
def test_the_rules_of_splits_are_joined_without_a_space_in_chinese(chinese, split) -> None:
    said = rules_differences(Rules(10, split=split))
    assert said and all(not SPACED.search(line) for line in said), said
