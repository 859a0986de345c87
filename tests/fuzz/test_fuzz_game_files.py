"""Hostile game files: ``GameRecord.loads`` and ``GameRecord.load`` read a game (which saves and reads
back the same) or raise a GameFileError, nothing else, whatever the document holds.

The documents start as real games (random legal moves from a random start, any base up to 12), then
get a few mutations: a field deleted, given another JSON value of any type (huge numbers, deep lists,
long strings, objects), a move or the start rewritten, the text cut short or spliced, bytes that are not
UTF-8, a byte order mark.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from quadace_gui.core import GameFileError, GameRecord, Position, Rules
from tests.fuzz.support import Tally, budget, excerpt, survey

json_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**30), 10**30),
    st.sampled_from([0, 1, 2, 10, -1, 10**9, 10**400, 1.5, float("inf"), float("nan"), -0.0]),
    st.text(max_size=20),
    st.sampled_from(["1,1/1,1:A", "1+1", "quadace-game", "", "10", "0,0/0,0:A", "x" * 5000]),
)
json_values = st.recursive(
    json_scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=12,
)
FIELDS = ["format", "version", "rules", "start", "moves", "variations", "extra"]
VARIATION_FIELDS = ["from", "after", "moves", "extra"]


@st.composite
def real_game(draw: st.DrawFn) -> dict[str, Any]:
    """The JSON of a game: a random start in a random base, then random legal moves."""
    rules = Rules(draw(st.sampled_from([10, 10, 2, 3, 5, 7, 12])))
    top = rules.base - 1
    start = Position.start(rules)
    if draw(st.booleans()):
        hands = [draw(st.integers(0, top)) for _ in range(4)]
        if hands[:2] != [0, 0]:
            start = Position((hands[0], hands[1]), (hands[2], hands[3]), rules=rules)
    game = GameRecord(start)
    for _ in range(draw(st.integers(0, 30))):
        moves = game.current.legal_moves()
        if not moves:
            break
        game.push(draw(st.sampled_from(moves)))
    for _ in range(draw(st.sampled_from([0, 0, 1, 2, 4]))):  # side lines (a version-3 file)
        line = game.line
        node = line[draw(st.integers(0, len(line) - 1))]
        for _ in range(draw(st.integers(1, 6))):
            moves = node.position.legal_moves()
            if not moves:
                break
            node = node.add(draw(st.sampled_from(moves)))
    return game.to_json()


@st.composite
def mutated_document(draw: st.DrawFn) -> dict[str, Any] | Any:
    doc: Any = draw(real_game())
    for _ in range(draw(st.sampled_from([0, 1, 1, 2, 3]))):
        kind = draw(
            st.sampled_from(["delete", "replace", "base", "move", "start", "nest", "whole", "variation"])
        )
        key = draw(st.sampled_from(FIELDS))
        if not isinstance(doc, dict):
            break
        if kind == "delete":
            doc.pop(key, None)
        elif kind == "replace":
            doc[key] = draw(json_values)
        elif kind == "base":
            doc["rules"] = {"base": draw(json_values)} if draw(st.booleans()) else draw(json_values)
        elif kind == "move" and isinstance(doc.get("moves"), list) and doc["moves"]:
            at = draw(st.integers(0, len(doc["moves"]) - 1))
            doc["moves"][at] = draw(st.one_of(json_values, st.text(alphabet="0123456789+ ", max_size=6)))
        elif kind == "variation" and isinstance(doc.get("variations"), list) and doc["variations"]:
            at = draw(st.integers(0, len(doc["variations"]) - 1))
            entry = doc["variations"][at]
            field = draw(st.sampled_from(VARIATION_FIELDS))
            if not isinstance(entry, dict) or draw(st.integers(0, 5)) == 0:
                doc["variations"][at] = draw(json_values)  # the whole entry
            elif draw(st.booleans()):
                entry.pop(field, None)
            elif field == "moves" and isinstance(entry.get("moves"), list) and entry["moves"]:
                moves = entry["moves"]
                moves[draw(st.integers(0, len(moves) - 1))] = draw(
                    st.one_of(json_values, st.text(alphabet="0123456789+>, ", max_size=6))
                )
            else:
                entry[field] = draw(st.one_of(json_values, st.integers(-2, 40)))
        elif kind == "start":
            doc["start"] = draw(st.one_of(st.text(alphabet="0123456789,/: AB甲乙", max_size=14), json_values))
        elif kind == "nest":
            depth = draw(st.integers(1, 60))
            value: Any = doc.get(key)
            for _ in range(depth):
                value = [value]
            doc[key] = value
        else:
            doc = draw(json_values)
    return doc


@st.composite
def game_text(draw: st.DrawFn) -> str:
    """A mutated document written as JSON, sometimes also mangled as text."""
    text = json.dumps(
        draw(mutated_document()), ensure_ascii=draw(st.booleans()), indent=draw(st.sampled_from([None, 2]))
    )
    for _ in range(draw(st.sampled_from([0, 0, 0, 1, 2]))):
        at = draw(st.integers(0, len(text)))
        kind = draw(st.sampled_from(["cut", "insert", "delete"]))
        if kind == "cut":
            text = text[:at]
        elif kind == "insert":
            text = (
                text[:at]
                + draw(st.text(alphabet='{}[]",:0123456789-eE.\\ntrufalsn\x00', max_size=4))
                + text[at:]
            )
        else:
            text = text[:at] + text[at + draw(st.integers(1, 5)) :]
    return text


@st.composite
def game_bytes(draw: st.DrawFn) -> bytes:
    data = draw(game_text()).encode("utf-8", "surrogatepass")
    if draw(st.booleans()):
        at = draw(st.integers(0, len(data)))
        data = (
            data[:at]
            + draw(st.sampled_from([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x00", b"\xef\xbb\xbf"]))
            + data[at:]
        )
    if draw(st.booleans()):
        data = b"\xef\xbb\xbf" + data  # a byte order mark, as some editors write
    return data


def check_read(record: Tally, read: Callable[[], GameRecord], shown: str) -> None:
    record.tried += 1
    try:
        game = read()
    except GameFileError:
        record.count("refused")
        return
    except Exception as exc:
        record.count("raised")
        record.problem(f"raised {type(exc).__name__}", f"{shown}: {excerpt(str(exc))}")
        return
    record.count("read with side lines" if game.has_variations() else "read")
    again = GameRecord.loads(game.dumps())
    if again.tree_text != game.tree_text:
        record.problem(
            "saves differently",
            f"{shown} read as {excerpt(game.tree_text)}, saves as {excerpt(again.tree_text)}",
        )


def test_game_texts() -> None:
    with survey("loads", "game files (GameRecord.loads): a game or a GameFileError") as record:

        @budget(quick=120, full=3000)
        @given(game_text())
        @example(
            '{"format": "quadace-game", "version": 1, "rules": {"base": 10}, "start": "1,1/1,1:A", '
            '"moves": ["1+1"]}'
        )
        @example('{"format": "quadace-game", "version": 1, "rules": {"base": 1e999}}')
        @example('{"format": "quadace-game", "version": 1, "moves": {"0": "1+1"}}')
        @example(
            '{"format": "quadace-game", "version": 3, "start": "1,1/1,1:A", "moves": ["1+1", "1+2"], '
            '"variations": [{"from": 0, "after": 1, "moves": ["1+1"]}, '
            '{"from": 1, "after": 2, "moves": ["1+2"]}]}'
        )
        @example('{"format": "quadace-game", "version": 3, "moves": ["1+1"], "variations": [{"from": 9e99}]}')
        def each(text: str) -> None:
            check_read(record, lambda: GameRecord.loads(text), excerpt(text))

        each()


def test_game_files(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    with survey("load", "game files (GameRecord.load of bytes): a game or a GameFileError") as record:

        @budget(quick=60, full=2000)
        @given(game_bytes())
        def each(data: bytes) -> None:
            path.write_bytes(data)
            check_read(record, lambda: GameRecord.load(path), excerpt(data))

        each()


#: The longest reason a refusal may give (it quotes a short excerpt of a bad value, not all of it).
MESSAGE_LIMIT = 300


def test_refusals_are_short_single_lines() -> None:
    title = f"game files refused: the reason is one line of at most {MESSAGE_LIMIT} characters"
    with survey("reasons", title) as record:

        @budget(quick=40, full=1000)
        @given(game_text())
        @example('{"format": "quadace-game", "version": 1, "start": "%s"}' % ("1" * 5000))
        def each(text: str) -> None:
            record.tried += 1
            try:
                GameRecord.loads(text)
            except GameFileError as exc:
                reason = str(exc)
                record.count("refused")
                if "\n" in reason or len(reason) > MESSAGE_LIMIT:
                    record.problem("long or several lines", f"{len(reason):,} characters: {excerpt(reason)}")
            except Exception:
                record.count("raised (see test_game_texts)")
            else:
                record.count("read")

        each()


DEPTHS = [*range(1, 60), *range(60, 900, 20), *range(900, 1100), *range(1100, 3001, 100)]
NESTED_FIELDS = ["rules.base", "start", "moves", "version", "format", "moves[0]"]


def nested(field: str, depth: int) -> str:
    value = "[" * depth + "1" + "]" * depth
    docs = {
        "rules.base": '{"format": "quadace-game", "version": 1, "rules": {"base": %s}}',
        "start": '{"format": "quadace-game", "version": 1, "start": %s}',
        "moves": '{"format": "quadace-game", "version": 1, "moves": %s}',
        "version": '{"format": "quadace-game", "version": %s}',
        "format": '{"format": %s}',
        "moves[0]": '{"format": "quadace-game", "version": 1, "moves": [%s]}',
    }
    return docs[field] % value


@pytest.mark.parametrize("field", NESTED_FIELDS)
def test_deeply_nested_values(field: str) -> None:
    """Every depth around the interpreter's recursion limit is read or refused with a GameFileError."""
    title = "game files nested deeply (6 fields; depths 1-3000, every one from 900 to 1100)"
    with survey("nested", title) as record:
        for depth in DEPTHS:
            text = nested(field, depth)
            check_read(record, partial(GameRecord.loads, text), f"{field} nested {depth} deep")
    assert record.tried > 0
