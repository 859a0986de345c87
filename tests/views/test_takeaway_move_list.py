"""The take-away page shows the one move list of every game (QuadAce's): a variation appears indented,
clicking a row shows that position on the board, the context menu promotes and deletes variations, and
hidden answers blank the value and verdict columns. Parametrised over the game registry."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from quadace_gui.core.games.plugin import PLUGINS
from quadace_gui.core.games.takeaway import make_game
from quadace_gui.models.move_list_model import COLUMNS, LEVEL_ROLE
from quadace_gui.models.settings import Settings
from quadace_gui.views.main_window import MainWindow
from quadace_gui.views.panels.move_list import MoveListPanel

TAKE_AWAY = [key for key in PLUGINS if key != "quadace"]


@pytest.fixture
def page(qtbot):
    made = []

    def make(key: str):
        settings = Settings()
        settings.setValue("animationMs", 0)
        window = MainWindow(settings=settings)
        window.resize(1280, 720)
        window.show()
        qtbot.waitExposed(window)
        w = window.openTakeAway(make_game(key))
        made.append(w)
        w.tabs.setCurrentWidget(w.moveList)
        return w

    yield make
    for w in made:
        w.model.undoStack.setClean()
        window = w.window()
        window.close()
        window.deleteLater()


def shown_position(w) -> tuple[int, ...]:
    """What the board shows: the heaps (the heaps board), or the numbers said (抢30's strip)."""
    game = w.model.game()
    if game.counting:
        return (game.limits[0] - w.strip._counted,)
    return w.board._heaps


def click_row(w, row: int) -> None:
    table = w.moveList.table
    rect = table.visualRect(w.moveList.model.index(row, COLUMNS.index("move")))
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def branch(w) -> None:
    """Two best moves, back one ply, another move: a variation at ply 2."""
    model = w.model
    model.playBest()
    model.playBest()
    click_row(w, 0)
    assert model.ply == 1
    model.play(next(i.move for i in model.moveInfos() if i.move != model.moveAt(2)))


@pytest.mark.parametrize("key", TAKE_AWAY)
def test_clicking_a_row_shows_its_position_and_a_variation_is_indented(qtbot, page, key: str) -> None:
    w = page(key)
    assert isinstance(w.moveList, MoveListPanel)
    model, rows = w.model, w.moveList.model
    branch(w)
    assert rows.rowCount() == 3
    assert [rows.index(r, 0).data(LEVEL_ROLE) for r in range(3)] == [0, 0, 1]
    assert rows.index(2, COLUMNS.index("move")).data().startswith("↳ ")
    assert shown_position(w) == model.heaps() and model.ply == 2
    click_row(w, 0)  # the first move: on the current line, so only navigation
    assert model.ply == 1 and shown_position(w) == model.heaps(1) == model.node(1).position.heaps
    main = rows.nodeAt(1)
    click_row(w, 1)  # the main line's second move: another line, an undoable switch
    assert model.node() is main and shown_position(w) == main.position.heaps
    w.window().actionMap["undo"].trigger()
    assert model.node(2) is rows.nodeAt(2) and model.ply == 1


@pytest.mark.parametrize("key", TAKE_AWAY)
def test_the_context_menu_promotes_and_deletes_a_variation(qtbot, page, key: str) -> None:
    w = page(key)
    model, rows = w.model, w.moveList.model
    branch(w)
    side = rows.nodeAt(2)
    actions = {text: (enabled, slot) for text, enabled, slot in w.moveList.contextActions(2)}
    assert actions["Promote to main line"][0] and actions["Delete variation"][0]
    assert [enabled for _text, enabled, _slot in w.moveList.contextActions(0)] == [True, False, False]
    actions["Promote to main line"][1]()
    assert rows.nodeAt(1) is side and rows.index(2, 0).data(LEVEL_ROLE) == 1
    w.window().actionMap["undo"].trigger()
    assert rows.nodeAt(2) is side
    actions["Delete variation"][1]()
    assert rows.rowCount() == 2 and model.ply == 1 and shown_position(w) == model.heaps(1)
    w.window().actionMap["undo"].trigger()
    assert rows.rowCount() == 3 and model.node() is side
    w.window().actionMap["redo"].trigger()
    assert rows.rowCount() == 2


@pytest.mark.parametrize("key", TAKE_AWAY)
def test_hidden_answers_blank_the_value_and_verdict_columns(qtbot, page, key: str) -> None:
    w = page(key)
    branch(w)
    rows = w.moveList.model
    value, verdict = COLUMNS.index("value"), COLUMNS.index("verdict")
    assert all(rows.index(r, value).data().endswith((", P", ", N")) for r in range(3))
    assert all(rows.index(r, verdict).data() in ("best", "kept the result", "mistake") for r in range(3))
    hide = w.window().actionMap["hideAnswers"]  # View > Hide Answers (Ctrl+H)
    hide.trigger()
    assert w.answers.hidden()
    assert [rows.index(r, value).data() for r in range(3)] == [""] * 3
    assert w.moveList.verdictTexts() == ["?"] * 3
    hide.trigger()
    assert not w.answers.hidden() and "?" not in w.moveList.verdictTexts()
