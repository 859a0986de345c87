"""Hostile position and move texts: ``Position.parse`` and ``Move.parse`` either read them (and what they
read writes back to the same thing) or raise a QuadAceError, nothing else; playing a parsed move in a
parsed position is legal or an IllegalMoveError.

Texts stay short (at most about 80 characters): the time a long text takes is issue 12 item 2's own test.
"""

from __future__ import annotations

from hypothesis import example, given
from hypothesis import strategies as st

from quadace_gui.core import Move, Position, QuadAceError, Rules
from tests.fuzz.support import Tally, budget, excerpt, survey

NOTATION = "0123456789,/:+ AB甲乙abC\t\n"

INSERTS = st.one_of(st.sampled_from([*NOTATION, "\x00", "\u3000", "٣", "-", "1" * 10]), st.characters())


@st.composite
def mutated(draw: st.DrawFn, text: str) -> str:
    """``text`` as written, or with a few characters deleted, inserted or replaced."""
    for _ in range(draw(st.sampled_from([0, 0, 1, 1, 2, 3]))):
        at = draw(st.integers(0, len(text)))
        kind = draw(st.sampled_from(["delete", "insert", "replace"]))
        new = "" if kind == "delete" else draw(INSERTS)
        text = text[:at] + new + text[at + (kind != "insert") :]
    return text


@st.composite
def near_position(draw: st.DrawFn, base: int) -> str:
    """A position of ``base`` written in one of the accepted ways, perhaps mutated."""
    h = [draw(st.integers(0, base - 1)) for _ in range(4)]
    comma, slash, colon = (draw(st.sampled_from(c)) for c in ([",", ", ", " "], ["/", " / "], [":", " : "]))
    side = draw(st.sampled_from(["A", "B", "甲", "乙", "a", ""]))
    if base <= 10 and draw(st.booleans()):
        text = "".join(map(str, h))
    else:
        text = f"{h[0]}{comma}{h[1]}{slash}{h[2]}{comma}{h[3]}"
    if side:
        text += colon + side
    pad = st.sampled_from(["", "", "", " ", "\t", "\n", "\u3000", "\x00"])
    return draw(pad) + draw(mutated(text)) + draw(pad)


@st.composite
def near_move(draw: st.DrawFn) -> str:
    own, opp = draw(st.integers(0, 12)), draw(st.integers(0, 12))
    return draw(mutated(f"{own}{draw(st.sampled_from(['+', ' + ']))}{opp}"))


texts = st.one_of(
    st.text(alphabet=NOTATION, max_size=24),
    st.text(max_size=24),
    st.text(st.characters(codec="utf-8"), max_size=12),
)
rules = st.integers(2, 12).map(Rules)
not_text = st.one_of(
    st.none(), st.integers(), st.floats(), st.binary(max_size=8), st.lists(st.integers(), max_size=3)
)


@st.composite
def texts_and_rules(draw: st.DrawFn) -> tuple[str, Rules, str]:
    rule = draw(rules)
    position = draw(st.one_of(near_position(rule.base), near_position(rule.base), texts))
    return position, rule, draw(st.one_of(near_move(), near_move(), texts))


def check_texts(record: Tally, text: str, rule: Rules, move_text: str) -> None:
    position: Position | None = None
    try:
        parsed = Position.parse(text, rule)
    except QuadAceError:
        record.count("position refused")
    except Exception as exc:
        record.count("position raised")
        record.problem(f"Position.parse raised {type(exc).__name__}", f"{excerpt(text)}, {rule!r}: {exc}")
    else:
        record.count("position read")
        again = Position.parse(parsed.text, rule)
        if again != parsed or parsed.rules != rule:
            record.problem("position does not read back", f"{excerpt(text)} -> {parsed!r} -> {again!r}")
        position = parsed
    try:
        move = Move.parse(move_text)
    except QuadAceError:
        record.count("move refused")
        return
    except Exception as exc:
        record.count("move raised")
        record.problem(f"Move.parse raised {type(exc).__name__}", f"{excerpt(move_text)}: {exc}")
        return
    record.count("move read")
    if Move.parse(move.text) != move:
        record.problem("move does not read back", f"{excerpt(move_text)} -> {move!r}")
    if position is None:
        return
    try:
        after = position.play(move)
    except QuadAceError:
        record.count("move illegal")
    except Exception as exc:
        record.problem(f"play raised {type(exc).__name__}", f"{position.text} {move.text}: {exc}")
    else:
        record.count("move played")
        if after.to_move is not position.to_move.other or move not in position.legal_moves():
            record.problem("play accepted an illegal move", f"{position.text} {move.text}")


def test_position_and_move_texts() -> None:
    with survey("notation", "position and move texts: read and written back, or a QuadAceError") as record:

        @budget(quick=150, full=5000)
        @given(texts_and_rules())
        @example(("1,1/1,1:A", Rules(10), "1+1"))
        @example(("1136", Rules(12), "1+1"))
        @example(("0,0/0,0:B", Rules(5), "0+0"))
        def each(case: tuple[str, Rules, str]) -> None:
            record.tried += 1
            check_texts(record, *case)

        each()


def check_not_text(record: Tally, value: object, rule: Rules | None) -> None:
    attempts = (
        ("Position.parse", lambda: Position.parse(value, rule)),  # type: ignore[arg-type]
        ("Move.parse", lambda: Move.parse(value)),  # type: ignore[arg-type]
    )
    for name, parse in attempts:
        try:
            parse()
        except QuadAceError:
            record.count("refused")
        except Exception as exc:
            record.count("raised")
            record.problem(f"{name} raised {type(exc).__name__}", f"{excerpt(value)}: {exc}")
        else:
            record.count("accepted")
            record.problem(f"{name} accepted a value that is not text", excerpt(value))


def test_values_that_are_not_text_are_refused() -> None:
    with survey("notation not text", "positions and moves given as non-text: a QuadAceError") as record:

        @budget(quick=30, full=500)
        @given(not_text, st.one_of(st.none(), rules))
        def each(value: object, rule: Rules | None) -> None:
            record.tried += 1
            check_not_text(record, value, rule)

        each()
