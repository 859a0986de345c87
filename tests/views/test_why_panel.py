"""The "Why?" panel: one line per move of the proof, hover previews, click plays."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication

from quadace_gui.core import Rules
from quadace_gui.core.position import Position
from quadace_gui.core.why import explain
from quadace_gui.models.answers import Answers
from quadace_gui.models.autoplay import AutoPlayer
from quadace_gui.models.game_model import GameModel
from quadace_gui.models.settings import Settings
from quadace_gui.views.panels import PANELS, PanelContext, PanelHub


@pytest.fixture
def ctx(qtbot):
    model = GameModel(Rules(5))
    settings = Settings()
    return PanelContext(model, settings, AutoPlayer(model), PanelHub(), Answers(model, settings))


@pytest.fixture
def panel(qtbot, ctx):
    spec = next(spec for spec in PANELS if spec.name == "whyDock")  # as the window makes it
    w = spec.create(ctx, None)
    qtbot.addWidget(w)
    w.resize(500, 600)
    w.show()
    qtbot.waitExposed(w)
    return w


def lines(panel):
    """(move, text) of every line shown: the model names the move of a proof line."""
    return [
        (panel.game.proofLineMove(line), item.text())
        for line, item in zip(panel.shownLines(), panel.lineItems(), strict=True)
    ]


def first_won_and_lost(model):
    """A won and a lost position of the model's game, found from the table."""
    found = {}
    table = model.table
    for slot in range(table.value.size):
        if table.value[slot] in (1, -1) and table.distance[slot] >= 3:
            mover, opponent = model.rules.position_of(slot)
            found.setdefault(
                int(table.value[slot]), Position.from_relative(mover, opponent, rules=model.rules)
            )
    return found[1], found[-1]


def test_lines_match_the_moves_of_the_proof_in_every_kind_of_position(panel):
    model = panel.game
    won, lost = first_won_and_lost(model)
    for position, kind in ((model.position(), "drawn"), (won, "won"), (lost, "lost")):
        model.jumpTo(position)
        proof = explain(model.table, position)
        assert proof.kind == kind
        shown = lines(panel)
        assert [move for move, _ in shown] == [m.move for m in proof.shown]
        for (move, text), reason in zip(shown, proof.shown, strict=True):
            assert text.startswith(move.text + " leads to " + reason.after.text)
        if kind == "won":
            assert len(shown) < len(model.moveInfos()) or all(m.value == 1 for m in model.moveInfos())
            assert all(text.endswith(("it wins.", "(fastest)")) for _, text in shown)
            assert "N-position" in panel.note.text()
        elif kind == "lost":
            assert len(shown) == len(model.moveInfos())
            assert "P-position" in panel.note.text()
        assert panel.claim.text()


def test_clicking_a_line_plays_its_move(panel, qtbot):
    model = panel.game
    item = panel.lineItems()[-1]
    move = model.proofLineMove(panel.shownLines()[-1])
    rect = panel.lines.visualItemRect(item)
    with qtbot.waitSignal(model.currentChanged):
        qtbot.mouseClick(panel.lines.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert model.ply == 1 and model.moveAt(1) == move
    # the panel follows the model: it now proves the new position
    assert [m for m, _ in lines(panel)] == [r.move for r in explain(model.table, model.position()).shown]


def test_hovering_a_line_previews_its_move_through_the_hub(panel, ctx, qtbot):
    item = panel.lineItems()[0]
    with qtbot.waitSignal(ctx.hub.previewMove) as blocker:
        panel.lines.itemEntered.emit(item)
    assert blocker.args == [lines(panel)[0][0]] and blocker.args[0] is not None


def test_finished_position_says_who_won(panel):
    model = panel.game
    position = model.position()
    for _ in range(500):  # the winner plays its best move, the other side its last legal one
        if position.is_over:
            break
        best = model.moveInfos(position)[0]
        position = position.play(best.move if best.value == 1 else position.legal_moves()[-1])
    assert position.is_over
    model.jumpTo(position)
    assert panel.lineItems() == []
    assert "over" in panel.claim.text()


def test_retranslates_on_language_change(panel):
    panel.claim.setText("stale")
    QApplication.sendEvent(panel, QEvent(QEvent.Type.LanguageChange))
    assert panel.claim.text() != "stale"
