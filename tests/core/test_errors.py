"""Engine errors carry a template and named parameters besides their English message."""

from __future__ import annotations

import pickle

import pytest

from quadace_gui.core import GameFileError, NotationError, Position, QuadAceError, Side
from quadace_gui.core.game import GameRecord


def test_message_is_the_template_filled_in() -> None:
    with pytest.raises(NotationError) as info:
        Position.parse("1,1/1,1:X")
    exc = info.value
    assert exc.template == "the side to move must be A or B, not {text!r}"
    assert exc.params == {"text": "X"}
    assert str(exc) == exc.template.format(**exc.params) == "the side to move must be A or B, not 'X'"
    assert exc.args == (str(exc),)


def test_sides_and_nested_errors_are_kept_as_parameters() -> None:
    with pytest.raises(GameFileError) as info:
        GameRecord.from_json({"format": "quadace-game", "version": 1, "moves": ["1+1", "1+2", "5+5"]})
    exc = info.value
    assert exc.template == "bad move {ply}: {error}"
    inner = exc.params["error"]
    assert isinstance(inner, QuadAceError) and inner.params["side"] is Side.A
    assert str(exc) == "bad move 3: 5+5: A holds 1 and 2; 5 is not one of them"


def test_a_template_without_parameters_is_not_formatted() -> None:
    assert str(QuadAceError("braces {stay} as written")) == "braces {stay} as written"


def test_errors_survive_pickling() -> None:
    exc = NotationError("player {side} must have exactly two hands", side=Side.B)
    twin = pickle.loads(pickle.dumps(exc))
    assert type(twin) is NotationError
    assert (str(twin), twin.template, twin.params) == (str(exc), exc.template, exc.params)
