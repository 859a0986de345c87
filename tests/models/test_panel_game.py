"""Both game models are panel games (models/panel_game.py): the proof of the current position in the game's
notation, the value history with its mistakes, and a proof line's move played, for every registered game."""

from __future__ import annotations

import pytest

from quadace_gui.core import Rules
from quadace_gui.core.games.plugin import PLUGINS
from quadace_gui.core.games.protocol import LOSS, WIN
from quadace_gui.core.games.takeaway import MoveVerdict, make_game
from quadace_gui.core.position import Side
from quadace_gui.core.why import explain
from quadace_gui.models.game_model import GameModel
from quadace_gui.models.takeaway_model import TakeAwayModel

TAKEAWAY_KEYS = sorted(key for key in PLUGINS if key != "quadace")


def test_nim_345_proof_is_the_one_winning_move_into_the_p_position_145(qtbot):
    model = TakeAwayModel(make_game("nim", heaps=(3, 4, 5)))
    proof = model.whyProof()
    assert (proof.kind, proof.to_move, proof.position_text, proof.pn) == ("won", Side.A, "3,4,5", True)
    assert [(line.move_text, line.after_text) for line in proof.shown] == [("1:2", "1,4,5")]
    assert proof.shown[0].opponent_value == LOSS and proof.shown[0].fastest
    assert len(proof.lines) == 3 + 4 + 5  # every move, the winning one first
    model.playProofLine(proof.shown[0])
    assert model.heaps() == (1, 4, 5) and model.currentPly() == model.lastPly() == 1
    after = model.whyProof()
    assert (after.kind, after.to_move) == ("lost", Side.B)
    with pytest.raises(ValueError):
        model.playProofLine(proof.shown[0])  # a line of the position before


@pytest.mark.parametrize("key", TAKEAWAY_KEYS)
def test_take_away_proof_and_history_follow_the_table(qtbot, key):
    model = TakeAwayModel(PLUGINS[key].default())
    plugin = PLUGINS[key]
    for _ply in range(6):
        proof = model.whyProof()
        assert proof.value == model.value() and proof.distance == model.distance()
        infos = {plugin.format_position(model.game(), i.after): i for i in model.moveInfos()}
        assert {line.after_text for line in proof.lines} == set(infos)
        for line in proof.lines:
            assert line.mover_value == infos[line.after_text].value
        over = model.position().is_over
        assert proof.kind == ("finished" if over else "won" if model.value() == WIN else "lost")
        if model.position().is_over:
            break
        worst = model.moveInfos()[-1]  # the worst move: a mistake whenever the position was won
        model.play(worst.move)
    history = model.valueHistory()
    assert len(history.points) == model.lastPly() + 1 == len(history.move_texts) + 1
    for ply, point in enumerate(history.points):
        value = model.value(model.heaps(ply))
        assert point.value_for_a == (value if ply % 2 == 0 else -value)
    assert list(history.mistakes) == [
        p for p in range(1, model.lastPly() + 1) if model.verdict(p) is MoveVerdict.MISTAKE
    ]
    model.setPly(1)
    assert model.currentPly() == 1 and model.valueHistory() == history  # navigation keeps the points


def test_quadace_model_writes_the_explain_proof(qtbot):
    model = GameModel(Rules(5))
    proof = model.whyProof()
    old = explain(model.table, model.position())
    assert proof.kind == old.kind == "drawn" and not proof.pn
    assert [(line.move_text, line.after_text) for line in proof.lines] == [
        (r.move.text, r.after.text) for r in old.moves
    ]
    line = proof.lines[-1]
    model.playProofLine(line)
    assert model.currentPly() == 1 and model.moveAt(1) == old.moves[-1].move
    history = model.valueHistory()
    assert len(history.points) == 2 and history.move_texts == (old.moves[-1].move.text,)
