"""The value history chart: one point per ply at the game's value for A, mistakes marked, click to go."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from quadace_gui.core import Rules
from quadace_gui.core.position import Side
from quadace_gui.core.solver import DRAW
from quadace_gui.models.answers import Answers
from quadace_gui.models.autoplay import AutoPlayer
from quadace_gui.models.game_model import GameModel
from quadace_gui.models.settings import Settings
from quadace_gui.views.panels import PanelContext, PanelHub
from quadace_gui.views.panels.value_history import ValueHistoryPanel


@pytest.fixture
def panel(qtbot):
    model = GameModel(Rules(5))
    settings = Settings()
    ctx = PanelContext(model, settings, AutoPlayer(model), PanelHub(), Answers(model, settings))
    w = ValueHistoryPanel(ctx.model, ctx.settings, ctx.answers)
    qtbot.addWidget(w)
    w.resize(600, 400)
    w.show()
    qtbot.waitExposed(w)
    return w


def play_a_game(model, plies=10):
    """The last legal move each time (leaves the draw early in base 5), then navigate to ply 2."""
    for _ in range(plies):
        if model.position().is_over:
            break
        model.playMove(model.position().legal_moves()[-1])


def test_points_match_the_values_of_the_game(panel):
    model = panel.game
    play_a_game(model)
    assert model.plyCount >= 4
    xs, ys = panel.points.getData()
    assert list(xs) == list(range(model.plyCount + 1))
    longest = int(model.table.distance.max())
    for ply, y in enumerate(ys):
        position = model.position(ply)
        info = model.positionInfo(position)
        for_a = info.value if position.to_move is Side.A else -info.value
        if info.value == DRAW:
            assert y == 0
        else:
            assert y == pytest.approx(for_a * (1 + longest - info.distance) / (1 + longest))
    assert any(y != 0 for y in ys)
    mistakes = [p for p in range(1, model.plyCount + 1) if model.verdict(p).is_mistake]
    assert mistakes, "this line throws the draw away at least once"
    assert list(panel.mistakeMarks.getData()[0]) == mistakes
    assert list(panel.current.getData()[0]) == [model.ply]


def test_clicking_a_point_goes_to_its_ply(panel, qtbot):
    model = panel.game
    play_a_game(model)
    assert model.ply == model.plyCount
    target = 2
    at = panel.pointAt(target).toPoint()
    viewport = panel.plot.viewport()
    with qtbot.waitSignal(model.currentChanged):
        qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=viewport.mapFrom(panel.plot, at))
    assert model.ply == target
    assert model.plyCount > target  # navigation, not an edit
    assert list(panel.current.getData()[0]) == [target]


def test_the_chart_follows_a_new_game(panel):
    model = panel.game
    play_a_game(model)
    model.newGame()
    xs, ys = panel.points.getData()
    assert list(xs) == [0] and list(ys) == [0]


def test_navigation_moves_the_ring_and_an_edit_redraws_the_points(panel):
    model = panel.game
    play_a_game(model)
    before = list(panel.points.getData()[1])
    model.setPly(1)
    assert list(panel.current.getData()[0]) == [1]
    assert list(panel.points.getData()[1]) == before
    model.playMove(model.position().legal_moves()[0])  # replaces the moves after ply 1
    assert len(panel.points.getData()[0]) == model.plyCount + 1 == 3
    assert list(panel.current.getData()[0]) == [2]


def test_retranslates_on_language_change(panel):
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    panel.caption.setText("stale")
    QApplication.sendEvent(panel, QEvent(QEvent.Type.LanguageChange))
    assert panel.caption.text() != "stale" and panel.caption.toolTip()


def test_a_point_tells_who_wins_and_names_the_mistake(panel):
    model = panel.game
    play_a_game(model)
    assert panel.tipText(0) == "Ply 0: a draw"
    ply = panel.mistakes[0]
    tip = panel.tipText(ply)
    assert f"Ply {ply}: " in tip and " wins in " in tip
    assert f"Move {model.moveAt(ply).text} was a mistake" in tip


def test_behind_another_tab_the_chart_waits_until_it_is_shown(panel):
    model = panel.game
    panel.setShown(False)  # what its dock says when another tab is in front
    play_a_game(model, plies=6)
    assert len(panel.points.getData()[0]) == 1  # still the start only: nothing redrawn per move
    panel.setShown(True)
    assert list(panel.points.getData()[0]) == list(range(model.plyCount + 1))
