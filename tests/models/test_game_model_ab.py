"""The model's A/B frame for the map (issue 21): each position's hands of the side to move now first."""

from __future__ import annotations

from quadace_gui.core.position import Move, Side
from quadace_gui.models.game_model import GameModel


def test_the_path_and_a_moves_target_in_the_frame_of_the_side_to_move_now(qapp):
    model = GameModel()
    for text in ("1+1", "1+2", "2+1"):
        model.playMove(Move.parse(text))
    assert model.position().to_move == Side.B
    path = model.pathHandsAB()
    assert path == [(p.b, p.a) for p in model.pathPositions()]  # B's hands first at every ply
    assert model.pathHands() != path  # the side-to-move frame flips every ply
    for info in model.moveInfos():
        assert info.after.to_move == Side.A and model.frameHands(info.after) == (info.after.b, info.after.a)
    model.playMove(Move.parse("1+1"))
    assert model.pathHandsAB() == [(p.a, p.b) for p in model.pathPositions()]
