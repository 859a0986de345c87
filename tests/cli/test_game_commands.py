"""The take-away games on the command line: ``check``, and ``--game`` for show, table, line, levels."""

from __future__ import annotations

import csv
import inspect
import io
import json
import re

import numpy as np
import pytest

from quadace_gui.cli import takeaway_render
from quadace_gui.cli.commands import check as check_command
from quadace_gui.cli.commands.check import games
from quadace_gui.cli.main import build_parser
from quadace_gui.core.games.bash import Bash
from quadace_gui.core.games.exercises import EXERCISES
from quadace_gui.core.games.takeaway import GAMES, LOSS, WIN, Wythoff, make_game, solve_game

from .helpers import run, run_json


def test_show_nim_json_has_the_quadace_shape_and_the_solver_values(
    capsys: pytest.CaptureFixture[str],
) -> None:
    data = run_json(capsys, "show", "--game", "nim", "12,9,6")
    quadace = run_json(capsys, "show", "1136")
    assert {"position", "value", "distance", "moves"} <= set(data) & set(quadace)
    assert {"move", "after", "value", "distance"} <= set(data["moves"][0]) & set(quadace["moves"][0])
    table = solve_game(make_game("nim", heaps=(12, 9, 6)))
    assert data["position"] == "12,9,6"
    assert (data["value"], data["p_n"], data["distance"]) == ("win", "N", table.distance_of((12, 9, 6)))
    assert data["rule"]["p"] is False and data["rule"]["agrees"] is True
    assert data["moves"][0]["move"] == "3:1" and data["moves"][0]["after"] == "12,9,5"
    assert len(data["moves"]) == 12 + 9 + 6
    for m in data["moves"]:
        after = tuple(int(h) for h in m["after"].split(","))
        assert m["value"] == ("win" if table.value_of(after) == LOSS else "loss")
        assert m["distance"] == table.distance_of(after) + 1
    assert [m["value"] for m in data["moves"]].count("win") == 1


def test_show_bash_and_wythoff(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "show", "--game", "bash", "--target", "30", "--most", "3", "0")
    first = data["moves"][0]
    assert data["value"] == "win" and first["move"] == "say 1, 2" and first["says"] == [1, 2]
    assert first["after"] == "2"  # the position is the last number said
    assert data["rules"] == {
        "game": "bash",
        "title": Bash(30, 3).title(),
        "misere": False,
        "target": 30,
        "most": 3,
    }
    code, out, err = run(capsys, "show", "--game", "wythoff", "3,5")
    assert (code, err) == (0, "")
    assert "loss in 4 plies, a P-position" in out and "both 1" in out and "agrees" in out
    data = run_json(capsys, "show", "--game", "wythoff", "0,0", "--limit", "4")
    assert (data["value"], data["distance"], data["moves"]) == ("loss", 0, [])
    misere = run_json(capsys, "show", "--game", "nim", "0,0", "--limit", "3", "--misere")
    assert (misere["value"], misere["p_n"]) == ("win", "N")


def test_table_lists_every_position_in_each_format(capsys: pytest.CaptureFixture[str]) -> None:
    game = make_game("wythoff", heaps=(6, 6))
    table = solve_game(game)
    rows = run_json(capsys, "table", "--game", "wythoff", "--limit", "6")
    assert len(rows) == 49 and rows[0] == {
        "heaps": [0, 0],
        "value": "loss",
        "p_n": "P",
        "distance": 0,
        "reachable": True,
        "rule_p": True,
    }
    for r in rows:
        assert (r["value"] == "loss") == (table.value_of(tuple(r["heaps"])) == LOSS) == r["rule_p"]
    code, out, _ = run(capsys, "table", "--game", "bash", "--target", "12", "--most", "3", "--format", "csv")
    parsed = list(csv.DictReader(io.StringIO(out)))
    assert code == 0 and len(parsed) == 13
    assert sorted(int(r["said"]) for r in parsed if r["p_n"] == "P") == [0, 4, 8, 12]
    code, out, _ = run(capsys, "table", "--game", "nim", "--heaps", "2,2")
    assert code == 0 and out.count("\n") == 2 + 9 and "2,2    loss   P" in out


def test_line_plays_perfectly_to_the_end(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "line", "--game", "bash", "--target", "30", "--most", "2")
    assert data["value"] == "loss" and data["end"] == "finished" and data["winner"] == "B"
    assert len(data["plies"]) == data["distance"] == 20
    assert [p["side"] for p in data["plies"][:3]] == ["A", "B", "A"] and data["plies"][-1]["position"] == "30"
    said = [int(p["position"]) for p in data["plies"][1::2]]
    assert said == list(range(3, 31, 3))  # B reaches every key number
    last = 0
    for p in data["plies"]:  # each move says the next numbers, written as said
        assert p["says"] == list(range(last + 1, int(p["position"]) + 1)) and 1 <= len(p["says"]) <= 2
        assert p["move"] == "say " + ", ".join(map(str, p["says"]))
        last = int(p["position"])
    misere = run_json(capsys, "line", "--game", "bash", "--target", "1000", "--most", "7", "--misere")
    assert misere["plies"][0]["move"] == "say 1–7" and misere["plies"][0]["says"] == list(range(1, 8))
    assert misere["winner"] == "A"
    cut = run_json(capsys, "line", "--game", "nim", "7,8,9", "--max-plies", "3")
    assert cut["end"] == "limit" and cut["plies"][0]["position"] == "1,8,9"
    code, out, _ = run(capsys, "line", "--game", "wythoff", "--heaps", "4,4")
    assert code == 0 and "both 4" in out and "After ply 1 the game is over: A wins." in out


def test_levels_add_up_to_every_position(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "levels", "--game", "nim", "--limit", "3", "--positions")
    table = solve_game(make_game("nim", heaps=(3, 3, 3)))
    assert data["positions"] == data["decided"] == 64 and data["draws"] == 0
    assert sum(lv["count"] for lv in data["levels"]) == 64
    assert data["levels"][0] == {
        "level": 0,
        "values": ["loss"],
        "count": 1,
        "wins": 1 - 1,
        "losses": 1,
        "positions": ["0,0,0"],
    }
    for lv in data["levels"]:
        for text in lv["positions"]:
            heaps = tuple(int(h) for h in text.split(","))
            assert table.distance_of(heaps) == lv["level"]
            assert lv["values"] == (["win"] if table.value_of(heaps) == WIN else ["loss"])
    code, out, _ = run(capsys, "levels", "--game", "bash", "--target", "9", "--most", "2")
    assert code == 0 and "10 positions decided in 7 levels; no draws." in out
    code, out, _ = run(capsys, "levels", "--game", "nim", "--limit", "0")  # the one finished position
    assert code == 0 and "\n1 position decided in 1 level; no draws." in out


def test_check_verifies_each_rule_on_its_range(capsys: pytest.CaptureFixture[str]) -> None:
    nim = run_json(capsys, "check", "--game", "nim")
    assert (nim["checked"], nim["counterexamples"]) == (31**3, 0)
    bash = run_json(capsys, "check", "--game", "bash", "--misere")
    assert bash["checked"] == 10 * 1001 and bash["counterexamples"] == 0 and len(bash["games"]) == 10
    code, out, _ = run(capsys, "check", "--game", "wythoff", "--limit", "60")
    assert code == 0 and "all 3,721 positions" in out and "no counterexample" in out
    four = run_json(capsys, "check", "--game", "nim", "--heaps", "6,6,6,6", "--misere")
    assert (four["checked"], four["counterexamples"]) == (7**4, 0)


@pytest.mark.parametrize("key", list(GAMES))
def test_check_sweeps_the_range_the_game_names(key: str) -> None:
    """With no option, ``check`` checks the values of the game's SWEEP: a tuple is one game per value,
    ``limit`` every heap up to it, as many heaps as the game's default start."""
    game_class = GAMES[key]
    swept = games(build_parser().parse_args(["check", "--game", key]))
    assert swept and all(type(g) is game_class for g in swept)
    for name, value in game_class.SWEEP.items():
        values = value if isinstance(value, tuple) else (value,)
        if name == "limit":
            assert {g.limits for g in swept} == {values * len(game_class().start)}
        else:
            assert {g.params()[name] for g in swept} == set(values)


def test_check_takes_its_range_from_the_game(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(Wythoff, "SWEEP", {"limit": 9})
    assert run_json(capsys, "check", "--game", "wythoff")["checked"] == 10 * 10
    monkeypatch.setattr(Bash, "SWEEP", {"target": 12, "most": (2, 5)})
    data = run_json(capsys, "check", "--game", "bash")
    assert [g["game"] for g in data["games"]] == ["Count to 12, 1–2 a turn", "Count to 12, 1–5 a turn"]
    # A number option with a list or a range checks one game per value, whatever the parameter.
    data = run_json(capsys, "check", "--game", "bash", "--target", "5-7", "--most", "2")
    assert data["checked"] == 6 + 7 + 8 and len(data["games"]) == 3


def test_check_and_the_take_away_renderers_name_no_game() -> None:
    """A new game needs no line in ``check`` or the renderers: they ask the game (its SWEEP, its
    parameter specs, ``counting``, ``json_params``), never test its key or class."""
    for module in (check_command, takeaway_render):
        code = inspect.getsource(module)
        assert not re.findall(r"""["'](nim|bash|wythoff|subtraction)["']""", code), module.__name__
        assert not re.findall(r"\b(Nim|Bash|Wythoff|Subtraction)\b(?!'s)(?= *[,)\n])", code), module.__name__


def test_check_reports_a_wrong_rule_and_exits_1(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def wrong(self: Bash, columns: list[np.ndarray]) -> np.ndarray:  # "multiples of most" instead
        return np.asarray(columns[0] % self.most == 0)

    monkeypatch.setattr(Bash, "rule_on", wrong)
    code, out, err = run(capsys, "check", "--game", "bash", "--target", "20", "--most", "3")
    assert (code, err) == (1, "")
    assert "counterexamples among 21 positions" in out and "17: the solver says N" in out
    code, out, _ = run(capsys, "check", "--game", "bash", "--target", "20", "--most", "3", "--format", "json")
    data = json.loads(out)
    assert code == 1 and data["counterexamples"] == 9  # 3, 4, 6, 8, 9, 15, 16, 18, 20
    assert data["games"][0]["examples"][0] == {"position": "17", "solver": "N", "rule": "P"}


def test_check_exercises_sets_the_article_beside_the_solver(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "check", "--exercises")
    assert data["disagreements"] == 0 and len(data["exercises"]) == len(EXERCISES)
    by_key = {e["key"]: e for e in data["exercises"]}
    assert (
        by_key["matches1000"]["article"].startswith("7") and "say 1–7 → 7" in by_key["matches1000"]["solver"]
    )
    assert all(e["agrees"] for e in data["exercises"])
    code, out, _ = run(capsys, "check", "--exercises")
    assert code == 0 and "the solver agrees with every one" in out and "article:  " in out


@pytest.mark.parametrize(
    "args",
    [
        ["show", "--game", "nim", "31,1,1", "--limit", "30"],
        ["show", "--game", "nim", "1,2,3,4,5"],
        ["show", "--game", "nim", "abc"],
        ["show", "--game", "bash", "31"],
        ["show", "--game", "wythoff", "1,2,3"],
        ["show", "--game", "nim", "1,2", "--base", "5"],
        ["show", "1136", "--heaps", "3,3"],
        ["show", "--game", "nim", "1,2", "--most", "3"],
        ["table", "--game", "bash", "--heaps", "3"],
        ["check"],
        ["check", "--game", "nim", "--limit", "x"],
        ["check", "--game", "nim", "--heaps", "60,60,60,60"],
        ["show", "--game", "chess", "1"],
        ["check", "--exercises", "--game", "nim"],
    ],
)
def test_bad_input_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str], args: list[str]) -> None:
    code, out, err = run(capsys, *args)
    assert code == 2 and out == ""
    assert err.startswith("quadace: error: ") and err.count("\n") == 1


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["show", "--game", "nim", "1,,2"], "'1,,2' is not a position; write the heap sizes like 12,9,6"),
        (["show", "--game", "nim", "1,2,"], "'1,2,' is not a position"),
        (["show", "--game", "nim", ",1,2"], "',1,2' is not a position"),
        (["show", "--game", "wythoff", "x"], "write the heap sizes like 3,5"),
        (["show", "--game", "wythoff", "--heaps", "1,,2", "1,2"], "--heaps: '1,,2' is not a list"),
        (["show", "--game", "bash", "x"], "write the last number said, one number like 27"),
        (["show", "--game", "bash", "1,2"], "'1,2' is not a position; write the last number said"),
        (["show", "--game", "bash", "31"], "31 cannot be the last number said: the count goes from 0 to 30"),
        (["show", "--game", "bash", "--target", "3,,0", "3"], "--target: '3,,0' is not a whole number"),
        # without a position: the --heaps are the position, and what is wrong with them is said (it had
        # said only "the following arguments are required: POSITION")
        (["show", "--game", "nim", "--heaps", "3,x"], "--heaps: '3,x' is not a list of whole numbers"),
        (["show", "--game", "wythoff", "--heaps", "3,x"], "'3,x' is not a list of whole numbers like 3,5"),
        (["show"], "the following arguments are required: POSITION"),
        (["show", "--base", "5"], "the following arguments are required: POSITION"),
    ],
)
def test_bad_game_input_is_one_line_with_each_games_own_example(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    code, out, err = run(capsys, *args)
    assert code == 2 and out == ""
    assert message in err and err.count("\n") == 1
    assert "12,9,6" not in err or args[2] == "nim"


def test_show_without_a_position_shows_the_games_start(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_json(capsys, "show", "--game", "nim", "--heaps", "3,4")["position"] == "3,4"
    assert run_json(capsys, "show", "--game", "bash")["position"] == "0"


def test_commas_with_spaces_and_brackets_still_read(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_json(capsys, "show", "--game", "nim", "(12, 9, 6)")["position"] == "12,9,6"
    assert run_json(capsys, "show", "--game", "bash", "--target", " 30 ", "29")["position"] == "29"


@pytest.mark.parametrize(
    "args",
    [
        ["match", "--game", "nim"],  # was read as --games
        ["show", "--bas", "10", "1136"],
        ["show", "--game", "nim", "--heap", "3,4", "3,4"],
        ["--gam", "nim"],
        ["--self"],
    ],
)
def test_no_option_is_read_from_an_abbreviation(capsys: pytest.CaptureFixture[str], args: list[str]) -> None:
    code, out, err = run(capsys, *args)
    assert code == 2 and out == ""
    assert "unrecognized arguments" in err and err.count("\n") == 1
