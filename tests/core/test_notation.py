"""Position and move notation: round trips, the compact and Chinese forms, and precise errors."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from quadace_gui.core import (
    IllegalMoveError,
    Move,
    NotationError,
    Position,
    QuadAceError,
    Rules,
    RulesError,
    Side,
)


@st.composite
def any_position(draw: st.DrawFn) -> Position:
    base = draw(st.integers(2, 40))
    hand = st.integers(0, base - 1)
    a = (draw(hand), draw(hand))
    b = (draw(hand), draw(hand))
    side = draw(st.sampled_from([Side.A, Side.B]))
    if a == (0, 0) and b == (0, 0):
        b = (0, 1)
    if (a if side is Side.A else b) == (0, 0):
        side = side.other
    return Position(a, b, side, Rules(base))


@settings(max_examples=200, deadline=None)
@given(any_position())
def test_parse_of_text_round_trips(position: Position) -> None:
    assert Position.parse(position.text, position.rules) == position
    assert Position.parse(str(position), position.rules).text == position.text
    chinese = position.text.replace(":A", ":甲").replace(":B", ":乙")
    assert Position.parse(chinese, position.rules) == position
    if position.compact is not None:
        assert Position.parse(position.compact, position.rules) == position
    # The repr can be pasted back.
    assert eval(repr(position), {"Position": Position, "Rules": Rules}) == position


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 10**6))
def test_move_text_round_trips(own: int, opp: int) -> None:
    move = Move(own, opp)
    assert Move.parse(move.text) == move
    assert eval(repr(move), {"Move": Move}) == move


def test_canonical_text_writes_pairs_low_high() -> None:
    p = Position((6, 3), (9, 1), Side.B)
    assert p.text == "3,6/1,9:B"
    assert p.mover == (1, 9) and p.opponent == (3, 6)


def test_compact_form() -> None:
    p = Position.parse("1136")
    assert p == Position((1, 1), (3, 6), Side.A)
    assert p.text == "1,1/3,6:A"
    assert p.compact == "1136"
    assert Position.parse("6311") == Position((3, 6), (1, 1))
    assert Position.parse(" 1136:B ") == Position((1, 1), (3, 6), Side.B)
    assert Position((1, 1), (3, 6), Side.B).compact is None
    assert Position.parse("0111", Rules(2)) == Position((0, 1), (1, 1), Side.A, Rules(2))


def test_general_form_variants() -> None:
    expected = Position((1, 2), (3, 4), Side.B)
    for text in ("1,2/3,4:B", "2,1/4,3:B", " 1 , 2 / 3 , 4 : B ", "1 2/3 4:b", "1,2/3,4:乙"):
        assert Position.parse(text) == expected, text
    assert Position.parse("1,2/3,4") == Position((1, 2), (3, 4), Side.A)
    assert Position.parse("1,2/3,4:甲").to_move is Side.A


def test_bases_above_10_use_the_general_form() -> None:
    rules = Rules(12)
    p = Position.parse("0,7/10,11:B", rules)
    assert p.a == (0, 7) and p.b == (10, 11) and p.to_move is Side.B
    assert p.text == "0,7/10,11:B"
    assert p.compact is None
    assert repr(p) == "Position.parse('0,7/10,11:B', Rules(base=12))"


@pytest.mark.parametrize(
    ("text", "rules", "words"),
    [
        ("", Rules(), "not a position"),
        ("hello", Rules(), "not a position"),
        ("1,1/1", Rules(), "B must have exactly 2 hands"),
        ("1,1,1/1,1", Rules(), "A must have exactly 2 hands"),
        ("11366", Rules(), "not a position"),
        ("1,1/1,1:C", Rules(), "A or B"),
        ("1,1/1,10", Rules(), "10 is not a hand in base 10"),
        ("1,1/1,5", Rules(5), "5 is not a hand in base 5"),
        ("1196", Rules(8), "9 is not a hand in base 8"),
        ("0,0/1,1:A", Rules(), "A has already won"),
        ("1,1/0,0:B", Rules(), "B has already won"),
        ("0000", Rules(), "both players"),
        ("0,0/0,0:B", Rules(), "both players"),
        ("1136", Rules(12), "only for bases up to 10"),
        ("9" * 5000 + ",1/1,1", Rules(), "too long to be a position"),
        ("9" * 50 + ",1/1,1", Rules(), "far too large"),
    ],
)
def test_bad_positions_raise_precise_errors(text: str, rules: Rules, words: str) -> None:
    with pytest.raises(NotationError) as info:
        Position.parse(text, rules)
    message = str(info.value)
    assert words in message
    assert "\n" not in message
    assert isinstance(info.value, ValueError) and isinstance(info.value, QuadAceError)


def test_non_text_position_is_refused() -> None:
    with pytest.raises(NotationError, match="must be text"):
        Position.parse(1136)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("a", "b"),
    [((1, 1, 1), (1, 1)), ((1, 10), (1, 1)), ((-1, 1), (1, 1)), ((1.0, 1), (1, 1)), ((True, 1), (1, 1))],
)
def test_bad_hands_in_constructor(a: tuple[int, ...], b: tuple[int, int]) -> None:
    with pytest.raises(NotationError):
        Position(a, b)


def test_moves_parse_and_format() -> None:
    assert Move.parse("1+6") == Move(1, 6)
    assert Move.parse(" 1 + 6 ").text == "1+6"
    assert str(Move(9, 9)) == "9+9"
    assert repr(Move(1, 6)) == "Move.parse('1+6')"
    assert Move.parse("10+11") == Move(10, 11)
    for bad in ("", "1", "1-6", "+", "1+", "a+b", "1+6+2", "1 6", "9" * 5000 + "+1"):
        with pytest.raises(NotationError):
            Move.parse(bad)


def test_play_and_retire() -> None:
    p = Position.parse("1136")
    assert [m.text for m in p.legal_moves()] == ["1+3", "1+6"]
    after = p.play(Move.parse("1+6"))
    assert after.text == "1,7/3,6:B"
    assert after.to_move is Side.B
    assert p.retires(Move(1, 9)) is True
    q = Position.parse("4,5/1,6:A")
    assert q.play(Move(4, 6)).text == "0,5/1,6:B"
    last = Position.parse("0,4/3,6:A")
    finished = last.play(Move(4, 6))
    assert finished.text == "0,0/3,6:B"
    assert finished.winner is Side.A and finished.is_over
    assert finished.legal_moves() == []


@pytest.mark.parametrize(
    ("position", "move", "words"),
    [
        ("1,1/1,1:A", Move(2, 1), "A holds 1 and 1; 2 is not one of them"),
        ("1,1/1,1:A", Move(1, 2), "B holds 1 and 1; 2 is not one of them"),
        ("0,3/1,1:A", Move(0, 1), "0 is retired"),
        ("1,2/0,3:A", Move(1, 0), "0 is retired"),
        ("1,1/1,1:B", Move(5, 1), "B holds 1 and 1"),
        ("0,0/1,2:B", Move(1, 1), "the game is over: A has won"),
    ],
)
def test_illegal_moves_are_explained(position: str, move: Move, words: str) -> None:
    p = Position.parse(position)
    with pytest.raises(IllegalMoveError) as info:
        p.play(move)
    assert words in str(info.value)
    assert "\n" not in str(info.value)


def test_rules_from_text() -> None:
    assert Rules.from_text(" 12 ") == Rules(12)
    for bad in ("", "ten", "1", "-3", "2.5", "9" * 5000):
        with pytest.raises(RulesError):
            Rules.from_text(bad)
    for bad_base in (1, 0, True, 2.0, "10"):
        with pytest.raises(RulesError):
            Rules(bad_base)  # type: ignore[arg-type]


def test_pair_numbering() -> None:
    rules = Rules()
    assert rules.pairs()[:3] == [(0, 0), (0, 1), (0, 2)]
    assert rules.pairs()[10] == (1, 1)
    assert rules.pairs()[-1] == (9, 9)
    for i, pair in enumerate(rules.pairs()):
        assert rules.pair_index(*pair) == i == rules.pair_index(pair[1], pair[0])
        assert rules.pair_of(i) == pair
    assert rules.position_index((1, 1), (1, 1)) == 10 * 55 + 10
    assert rules.position_of(10 * 55 + 10) == ((1, 1), (1, 1))


def test_sides_given_as_text_are_read_and_others_refused() -> None:
    position = Position((1, 2), (3, 4), "B")  # type: ignore[arg-type]
    assert position.to_move is Side.B and position.mover == (3, 4)
    for side in ("C", 3, None):
        with pytest.raises(NotationError, match="A or B"):
            Position((1, 2), (3, 4), side)  # type: ignore[arg-type]


def test_things_that_are_not_hands_or_moves_are_value_errors() -> None:
    with pytest.raises(NotationError, match="exactly two hands"):
        Position(5, (1, 1))  # type: ignore[arg-type]
    with pytest.raises(NotationError, match="is not a move"):
        Move.parse(None)  # type: ignore[arg-type]
    for own in (1.0, True, "1"):  # play() trusts a move's numbers, so they must be whole numbers
        with pytest.raises(NotationError, match="is not a move"):
            Move(own, 1)  # type: ignore[arg-type]


def test_a_number_the_opponent_does_not_hold_is_named_as_such() -> None:
    with pytest.raises(IllegalMoveError, match="B holds 3 and 6; 0 is not one of them"):
        Position.parse("1136").play(Move.parse("1+0"))
    with pytest.raises(IllegalMoveError, match="B holds 0 and 6; 0 is retired"):
        Position.parse("1106").play(Move.parse("1+0"))
