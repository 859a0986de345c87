"""The Chopsticks axes in the engine: moves and their notation, splits, files, refusals (issue 25)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from quadace_gui.core import Rules, solve
from quadace_gui.core.errors import IllegalMoveError, NotationError, RulesError, TooLargeError
from quadace_gui.core.game import GameRecord
from quadace_gui.core.games.presets import PRESETS
from quadace_gui.core.position import Move, Position, Side

CHOP = Rules(5, goal="misere", touch="other", split="transfer")


def test_an_attack_grows_the_opponents_hand() -> None:
    after = Position.parse("1,3/1,1:A", CHOP).play(Move.parse("3+1"))
    assert after.text == "1,3/1,4:B"


def test_cutoff_puts_a_hand_out_and_wrap_rolls_over() -> None:
    cut = Rules(5, goal="misere", touch="other", overflow="cutoff")
    assert Position.parse("3,4/1,2:A", cut).play(Move.parse("4+2")).text == "3,4/0,1:B"
    wrap = Rules(5, goal="misere", touch="other")
    assert Position.parse("3,4/1,2:A", wrap).play(Move.parse("4+2")).text == "3,4/1,1:B"


def test_splits_share_the_total_anew_and_a_swap_is_no_move() -> None:
    position = Position.parse("1,3/1,1:A", CHOP)
    assert [m.text for m in position.legal_moves() if m.split] == ["1,3>2,2"]
    assert Position.parse("0,4/1,1:A", CHOP).splits() == [(1, 3), (2, 2)]  # a hand at 0 revives
    suicide = Rules(5, goal="misere", touch="other", split="transfer-suicide")
    assert Position.parse("1,3/1,1:A", suicide).splits() == [(0, 4), (2, 2)]
    with pytest.raises(IllegalMoveError, match="not a split here"):
        position.play(Move.parse("1,3>0,4"))
    with pytest.raises(IllegalMoveError, match="A holds 1 and 3, not 2 and 2"):
        position.play(Move.parse("2,2>1,3"))
    with pytest.raises(IllegalMoveError, match="not allowed"):
        Position.parse("1,3/1,1:A", Rules(5)).play(Move.parse("1,3>2,2"))


@pytest.mark.parametrize("text", ["1,3>2,2", "3,1>2,2", " 1 , 3 > 2 , 2 "])
def test_split_notation_round_trips(text: str) -> None:
    move = Move.parse(text)
    assert move.split and move.text == "1,3>2,2" and Move.parse(move.text) == move
    assert move != Move.parse("2+2")


@pytest.mark.parametrize("text", ["1,3>2", ">2,2", "1,3>2,2,1", "1,x>2,2"])
def test_bad_splits_are_refused_in_one_line(text: str) -> None:
    with pytest.raises(NotationError, match="write it like 1,3>2,2"):
        Move.parse(text)


def test_the_attacked_player_reaches_the_goal() -> None:
    done = Position.parse("0,0/1,2:A", CHOP)  # A was knocked out: under misere A has lost
    assert done.is_over and done.winner is Side.B and done.legal_moves() == []
    retire = Rules(5, touch="other")
    assert Position.parse("0,0/1,2:A", retire).winner is Side.A
    with pytest.raises(NotationError, match="cannot arise"):
        Position.parse("1,2/0,0:A", CHOP)


def test_a_game_with_splits_round_trips_through_a_file(tmp_path: Path) -> None:
    game = GameRecord(Position.start(CHOP))
    for text in ("1+1", "2+1", "1,3>2,2", "1+2"):
        game.push(Move.parse(text))
    path = tmp_path / "chop.quadace.json"
    game.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == 4 and data["rules"]["split"] == "transfer"
    assert data["moves"] == ["1+1", "2+1", "1,3>2,2", "1+2"]
    loaded = GameRecord.load(path)
    assert loaded.rules == CHOP and loaded.moves == game.moves and loaded.positions == game.positions


def test_quadace_files_keep_their_old_version() -> None:
    game = GameRecord(Position.start(Rules()))
    game.push(Move.parse("1+1"))
    data = game.to_json()
    assert data["version"] == 2 and "touch" not in data["rules"]


def test_splits_need_two_hands_and_large_boards_are_refused() -> None:
    with pytest.raises(RulesError, match="splits need two hands a player, not 3") as caught:
        Rules(5, hands=3, split="transfer")
    assert "3 hands" not in str(caught.value)  # not "with 1 hands" when one hand is asked for
    with pytest.raises(RulesError, match="touch rule must be one of self, other"):
        Rules(5, touch="both")
    with pytest.raises(TooLargeError, match="solved up to 100,000"):
        Rules(30, touch="other").check_fits()


def test_the_presets_say_chopsticks_in_its_words_and_solve() -> None:
    assert "knock out both of your opponent's hands" in PRESETS["chopsticks"].description
    values = {name: solve(PRESETS[name].rules) for name in PRESETS if name.startswith("chopsticks")}
    start = {name: t.value_of((1, 1), (1, 1)) for name, t in values.items()}
    assert start == {
        "chopsticks": 0,
        "chopsticks-cutoff": 0,
        "chopsticks-bare": 0,
        "chopsticks-cutoff-bare": -1,
    }


def test_players_choose_splits_as_moves_of_the_position() -> None:
    from quadace_gui.core.players.base import GameView

    table = solve(CHOP)
    view = GameView.of_table(table)
    position = Position.parse("1,3/1,2:A", CHOP)
    options = view.options(position.index)
    moves = sorted(position.move_of(c.own, c.opp).text for c in options.all)
    assert moves == sorted(m.text for m in position.legal_moves())
    assert "1,3>2,2" in moves


def test_findings_count_the_knocked_out_positions() -> None:
    from quadace_gui.core.findings import analyze

    report = analyze(solve(CHOP))
    assert report.summary.counts_all.finished == 14


def test_a_move_changes_the_touched_hands_and_a_split_the_movers() -> None:
    chop = PRESETS["chopsticks"].rules
    start = Position.start(chop)
    touch = Move.parse("1+1")
    after = start.play(touch)
    assert touch.changes(Side.A, chop) is Side.B  # the touched hand of B grew: 1,1 -> 2,1
    assert sorted(after.hands(touch.changes(Side.A, chop))) == [1, 2]
    assert sorted(after.hands(Side.A)) == [1, 1]  # the mover's hands did not change
    assert Move.parse("1,3>2,2").changes(Side.A, chop) is Side.A
    assert touch.changes(Side.A, Rules()) is Side.A  # QuadAce: your own hand grows
