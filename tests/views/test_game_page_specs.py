"""The New Game page builds its fields from each game's parameter specs (``TakeAwayGame.PARAMS``): every
registered take-away game shows exactly its own fields, in its order, with labels in the interface
language, and reads back the game it shows."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QCheckBox, QLineEdit, QSpinBox

from quadace_gui.core.games.params import FLAG, NUMBER, NUMBERS
from quadace_gui.core.games.takeaway import GAMES, make_game
from quadace_gui.views.new_game_page import TakeAwayGamePage

#: The Chinese label of each parameter (the articles' words).
CHINESE = {
    "heaps": "开始时各堆：",
    "limit": "最大堆（0：开始时最大的堆）：",
    "misere": "反常规则：",
    "target": "报数到：",
    "most": "每次报数个数（1 到）：",
    "amounts": "每次可取的数量 (S)：",
}


def shown_rows(page: TakeAwayGamePage) -> list[tuple[str, object]]:
    """The (label, field) rows the page shows under the exercise row."""
    rows = []
    for row in range(1, page.form.rowCount()):
        label = page.form.itemAt(row, page.form.ItemRole.LabelRole).widget()
        field = page.form.itemAt(row, page.form.ItemRole.FieldRole).widget()
        if field.isVisibleTo(page):
            rows.append((label.text(), field))
    return rows


@pytest.mark.parametrize("key", sorted(GAMES))
def test_each_game_shows_its_own_fields_and_reads_its_game_back(qtbot, key):
    page = TakeAwayGamePage()
    qtbot.addWidget(page)
    page.show()
    page.setGame(key)
    specs = GAMES[key].PARAMS
    rows = shown_rows(page)
    assert [field.objectName() for _, field in rows] == [spec.field for spec in specs]
    kinds = {NUMBERS: QLineEdit, NUMBER: QSpinBox, FLAG: QCheckBox}
    assert all(isinstance(field, kinds[spec.kind]) for (_, field), spec in zip(rows, specs, strict=True))
    assert page.game() == make_game(key)  # the default game, shown and read back
    # A game with other values is shown and read back the same
    other = {
        "nim": make_game("nim", heaps=(7, 8, 9), limit=12, misere=True),
        "bash": make_game("bash", target=21, most=3, misere=True),
        "wythoff": make_game("wythoff", heaps=(3, 5), limit=9),
        "subtraction": make_game("subtraction", heaps=(30,), amounts=(2, 5), misere=True),
    }[key]
    page.setGame(key, other)
    assert page.game() == other and page.isValid()


@pytest.mark.parametrize("key", sorted(GAMES))
def test_the_labels_follow_the_language(qtbot, key):
    from quadace_gui.app import install_translation

    page = TakeAwayGamePage()
    qtbot.addWidget(page)
    page.show()
    page.setGame(key)
    english = [label for label, _ in shown_rows(page)]
    assert "Misère:" in english or key == "wythoff"
    assert install_translation(QApplication.instance(), "zh_CN")
    try:
        QApplication.sendEvent(page, QEvent(QEvent.Type.LanguageChange))
        page.retranslate()
        assert [label for label, _ in shown_rows(page)] == [CHINESE[spec.name] for spec in GAMES[key].PARAMS]
    finally:
        install_translation(QApplication.instance(), "en")
