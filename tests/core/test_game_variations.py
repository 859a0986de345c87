"""The game record's tree of moves: side lines, switching lines, promoting, and version-3 files."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from quadace_gui.core import GameFileError, GameRecord, Move, Position, Rules
from quadace_gui.core.game import MAX_FILE_MOVES
from quadace_gui.core.variations import Node, count_nodes, display_order, variation_lines


def line(*texts: str) -> GameRecord:
    return GameRecord(Position.start(), [Move.parse(t) for t in texts])


def branch(record: GameRecord, ply: int, *texts: str) -> Node:
    """Play ``texts`` from ply ``ply`` of the current line (a side line where they differ)."""
    record.set_line(record.line[ply])
    for text in texts:
        record.push(Move.parse(text))
    return record.tip


def test_a_different_move_at_an_earlier_ply_is_a_side_line_and_the_main_line_stays():
    game = line("1+1", "1+2", "2+3")
    side = branch(game, 1, "1+1", "2+2")
    assert [m.text for m in game.moves] == ["1+1", "1+1", "2+2"]  # the current line is the side line
    assert game.tree_text == "1,1/1,1:A 1+1 1+2 (1+1 2+2) 2+3"
    assert side.variation_start() is game.line[2] and game.root.main_tip().ply == 3
    # the same move as the line's next one is followed, not repeated
    game.set_line(game.line[1])
    game.push(Move.parse("1+2"))
    assert count_nodes(game.root) == 5 and game.tree_text.count("1+2") == 1


def test_switching_lines_keeps_what_the_lines_share():
    game = line("1+1", "1+2", "2+3", "1+5")
    side = branch(game, 2, "2+1")
    assert game.common_ply(game.root.main_tip()) == 2
    assert game.set_line(game.root.main_tip()) == 2
    assert [m.text for m in game.moves] == ["1+1", "1+2", "2+3", "1+5"]
    assert game.positions == [n.position for n in game.line]
    assert not game.on_line(side) and game.on_line(game.line[4])


def test_nested_and_sibling_variations_show_in_order():
    game = line("1+1", "1+2", "2+3", "1+5")
    branch(game, 2, "1+1", "1+2", "2+3")
    branch(game, 3, "3+2")  # inside the first variation: instead of its 1+2
    game.set_line(game.root.main_tip())
    branch(game, 2, "2+1")  # a second variation at the same ply
    assert game.tree_text == "1,1/1,1:A 1+1 1+2 2+3 (1+1 1+2 (3+2) 2+3) (2+1) 1+5"
    levels = [(n.move.text, level) for n, level in display_order(game.root)]
    assert levels == [
        ("1+1", 0), ("1+2", 0), ("2+3", 0), ("1+1", 1), ("1+2", 1), ("3+2", 2), ("2+3", 1),
        ("2+1", 1), ("1+5", 0),
    ]  # fmt: skip
    main, variations = variation_lines(game.root)
    assert [n.move.text for n in main] == ["1+1", "1+2", "2+3", "1+5"]
    assert [(f, a, [n.move.text for n in nodes]) for f, a, nodes in variations] == [
        (0, 2, ["1+1", "1+2", "2+3"]),
        (1, 3, ["3+2"]),
        (0, 2, ["2+1"]),
    ]
    assert GameRecord.loads(game.dumps()).tree_text == game.tree_text


def test_promote_makes_the_line_main_and_demote_undoes_it():
    game = line("1+1", "1+2", "2+3")
    inner = branch(game, 1, "1+1", "2+2")
    branch(game, 2, "1+2")
    deep = game.tip
    before = game.tree_text
    moved = game.promote(deep)
    assert [n.move.text for n in game.root.main_tip().path()[1:]] == ["1+1", "1+1", "1+2"]
    assert deep.variation_start() is None and inner.variation_start() is not None
    assert game.tree_text == "1,1/1,1:A 1+1 1+1 (1+2 2+3) 1+2 (2+2)"
    game.demote(moved)
    assert game.tree_text == before


def test_detach_and_attach_put_a_variation_back_in_its_place():
    game = line("1+1", "1+2", "2+3")
    first = branch(game, 2, "1+1")
    branch(game, 2, "2+1")
    game.set_line(game.root.main_tip())
    before = game.tree_text
    index = game.detach(first)
    assert index == 1 and "(1+1)" not in game.tree_text
    game.attach(first, index)
    assert game.tree_text == before


def test_a_copy_is_independent():
    game = line("1+1", "1+2")
    branch(game, 1, "1+1")
    twin = game.copy()
    assert twin.tree_text == game.tree_text and twin.text == game.text
    twin.set_line(twin.root.main_tip())
    twin.push(Move.parse("2+3"))
    assert "2+3" not in game.tree_text and game.text == "1,1/1,1:A 1+1 1+1"


def test_files_keep_variations_and_a_game_without_them_stays_version_2(tmp_path):
    plain = line("1+1", "1+2")
    assert plain.to_json()["version"] == 2 and "variations" not in plain.to_json()
    game = line("1+1", "1+2", "2+3")
    branch(game, 1, "1+1", "2+2")
    branch(game, 2, "1+2")  # the current line is a nested variation when saved
    data = json.loads(game.dumps())
    assert data["version"] == 3 and data["moves"] == ["1+1", "1+2", "2+3"]
    assert data["variations"] == [
        {"from": 0, "after": 1, "moves": ["1+1", "2+2"]},
        {"from": 1, "after": 2, "moves": ["1+2"]},
    ]
    path = tmp_path / "variations.quadace.json"
    game.save(path)
    loaded = GameRecord.load(path)
    assert loaded.tree_text == game.tree_text
    assert [m.text for m in loaded.moves] == ["1+1", "1+2", "2+3"]  # opens on the main line
    assert loaded.revision > 0


def test_a_version_2_file_ignores_a_variations_field():
    text = json.dumps(
        {"format": "quadace-game", "version": 2, "moves": ["1+1"], "variations": [{"after": 0, "moves": [5]}]}
    )
    assert GameRecord.loads(text).tree_text == "1,1/1,1:A 1+1"


def test_variations_count_towards_the_file_limit():
    main = ["1+1", "1+2"]
    data = {"format": "quadace-game", "version": 3, "moves": main}
    data["variations"] = [{"from": 0, "after": 1, "moves": ["1+1"] + ["x"] * (MAX_FILE_MOVES - 2)}]
    with pytest.raises(GameFileError, match="10,001 moves; a game file holds at most 10,000"):
        GameRecord.from_json(data)
    data["variations"] = [{"from": 0, "after": 0, "moves": ["1+1"]}] * (MAX_FILE_MOVES)
    with pytest.raises(GameFileError, match="10,002 moves; a game file holds at most 10,000"):
        GameRecord.from_json(data)


def test_a_variation_repeating_moves_already_played_goes_on_from_them():
    data = {"format": "quadace-game", "version": 3, "moves": ["1+1", "1+2", "2+3"]}
    data["variations"] = [{"from": 0, "after": 0, "moves": ["1+1", "1+2", "1+3"]}]
    assert GameRecord.from_json(data).tree_text == "1,1/1,1:A 1+1 1+2 2+3 (1+3)"


def _live(position: Position) -> bool:
    return not position.is_over and 0 not in (*position.mover, *position.opponent)


def _branching(position: Position) -> bool:
    """Two moves or more that keep every hand in play (so play can branch again after them)."""
    return _live(position) and sum(_live(position.play(m)) for m in position.legal_moves()) > 1


def test_a_variation_deeper_than_json_nests_is_flat_in_the_file():
    """Variations inside variations 1,500 deep: no recursion when saving, reading or showing."""
    game = GameRecord(Position.start(Rules(10)))
    rng = random.Random(3)
    depth = 0
    for _ in range(3000):
        here = game.tip
        moves = [m for m in here.position.legal_moves() if _branching(here.position.play(m))]
        moves = moves or [m for m in here.position.legal_moves() if _live(here.position.play(m))]
        rng.shuffle(moves)
        game.push(moves[0])
        if len(moves) > 1:  # and a variation instead of it, where play goes on
            game.set_line(here)
            game.push(moves[1])
            depth += 1
            if depth == 1500:
                break
    assert max(level for _node, level in display_order(game.root)) == depth == 1500
    text = game.dumps()
    assert json.loads(text)["variations"][-1]["from"] == 1499
    again = GameRecord.loads(text)
    assert again.tree_text == game.tree_text and again.copy().tree_text == game.tree_text


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 30), st.integers(0, 5)), min_size=1, max_size=40))
def test_any_tree_survives_a_file_round_trip(script):
    """Moves played at random plies of the current line (side lines wherever they differ)."""
    game = GameRecord(Position.start(Rules(7)))
    for at, pick in script:
        game.set_line(game.line[at % len(game.line)])
        moves = game.current.legal_moves()
        if moves:
            game.push(moves[pick % len(moves)])
    again = GameRecord.loads(game.dumps())
    assert again.tree_text == game.tree_text
    assert count_nodes(again.root) == count_nodes(game.root)
