"""Property tests: the solved tables obey the definitions of GAME.md on random bases and positions.

Successors come from the reference module (the plain rules), not from the engine.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from quadace_gui.core import Position, Rules, Side, SolvedTable
from quadace_gui.core.solver import DRAW, INVALID, LOSS, WIN

from .reference import Pos, legal_move_pairs, pair, successors
from .support import solved

Case = tuple[int, Pos]
PROPERTY_SETTINGS = settings(max_examples=300, deadline=None)


@st.composite
def positions(draw: st.DrawFn, max_base: int = 30) -> Case:
    """(base, (mover pair, opponent pair)) for a real position (mover not 0 0) of a random base."""
    base = draw(st.integers(2, max_base))
    hand = st.integers(0, base - 1)
    mover = pair(draw(hand), draw(hand))
    if mover == (0, 0):
        mover = (0, draw(st.integers(1, base - 1)))
    return base, (mover, pair(draw(hand), draw(hand)))


def _look(table: SolvedTable, pos: Pos) -> tuple[int, int | None]:
    return table.value_of(*pos), table.distance_of(*pos)


@PROPERTY_SETTINGS
@given(positions())
def test_value_follows_from_successors(case: Case) -> None:
    base, pos = case
    table = solved(base)
    value, distance = _look(table, pos)
    assert value != INVALID
    after = [_look(table, s) for s in successors(base, pos)]
    if pos[1] == (0, 0):
        assert (value, distance) == (LOSS, 0)
        assert after == []
        return
    assert after, "an unfinished position always has a move"
    losing = [d for v, d in after if v == LOSS and d is not None]
    if value == WIN:
        assert losing
        assert distance == 1 + min(losing)
    elif value == LOSS:
        assert all(v == WIN for v, _ in after)
        assert distance == 1 + max(d for _, d in after if d is not None)
    else:
        assert value == DRAW and distance is None
        assert not losing
        assert any(v == DRAW for v, _ in after)


@PROPERTY_SETTINGS
@given(positions())
def test_win_iff_some_move_reaches_a_loss(case: Case) -> None:
    base, pos = case
    table = solved(base)
    values = {table.value_of(*s) for s in successors(base, pos)}
    assert (table.value_of(*pos) == WIN) == (LOSS in values)
    assert (table.value_of(*pos) == LOSS) == (values <= {WIN})  # a finished position: the empty set


@PROPERTY_SETTINGS
@given(positions())
def test_parity_of_distances(case: Case) -> None:
    base, pos = case
    value, distance = _look(solved(base), pos)
    if value == WIN:
        assert distance is not None and distance % 2 == 1
    elif value == LOSS:
        assert distance is not None and distance % 2 == 0


@PROPERTY_SETTINGS
@given(positions())
def test_successors_of_reachable_positions_are_reachable(case: Case) -> None:
    base, pos = case
    table = solved(base)
    if table.is_reachable(*pos):
        assert all(table.is_reachable(*s) for s in successors(base, pos))
    if pos == Rules(base).start:
        assert table.is_reachable(*pos)


@PROPERTY_SETTINGS
@given(positions(), st.sampled_from([Side.A, Side.B]))
def test_engine_moves_match_the_plain_rules(case: Case, side: Side) -> None:
    base, (mover, opponent) = case
    rules = Rules(base)
    if mover == (0, 0) and opponent == (0, 0):
        return
    position = Position.from_relative(mover, opponent, side, rules)
    assert position.mover == mover and position.opponent == opponent
    assert {(m.own, m.opp) for m in position.legal_moves()} == legal_move_pairs(base, (mover, opponent))
    reached = {(p.mover, p.opponent) for p in (position.play(m) for m in position.legal_moves())}
    assert reached == successors(base, (mover, opponent))
    for move in position.legal_moves():
        after = position.play(move)
        assert after.to_move is side.other
        assert position.retires(move) == ((move.own + move.opp) % base == 0)
    assert position.is_over == (opponent == (0, 0))
    assert position.index == rules.position_index(mover, opponent)
    assert rules.position_of(position.index) == (mover, opponent)
