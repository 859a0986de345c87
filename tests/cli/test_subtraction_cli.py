"""The subtraction game on the command line: ``--game subtraction --moves S`` in table, show, line,
levels and check, and its bad input (one line, exit status 2)."""

from __future__ import annotations

import csv
import io

import pytest

from quadace_gui.core.games.takeaway import LOSS, make_game, solve_game

from .helpers import run, run_json


def test_table_csv_of_the_textbook_set(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(
        capsys, "table", "--game", "subtraction", "--moves", "1,3,4", "--limit", "60", "--format", "csv"
    )
    assert (code, err) == (0, "")
    rows = list(csv.DictReader(io.StringIO(out)))
    assert len(rows) == 61 and list(rows[0]) == ["heap_1", "value", "p_n", "distance", "reachable", "rule_p"]
    p = [int(r["heap_1"]) for r in rows if r["p_n"] == "P"]
    assert p == [n for n in range(61) if n % 7 in (0, 2)]
    assert all(r["p_n"] == r["rule_p"] for r in rows)
    table = solve_game(make_game("subtraction", limit=60, heaps=(60,)))
    assert [int(r["distance"]) for r in rows] == [table.distance_of((n,)) for n in range(61)]


def test_show_line_and_levels(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "show", "--game", "subtraction", "--moves", "1,3,4", "20")
    assert (data["value"], data["p_n"], data["rule"]["agrees"]) == ("win", "N", True)
    assert data["rules"]["moves"] == [1, 3, 4]
    assert data["rules"]["period"] == {"start": 0, "length": 7, "p_residues": [0, 2]}
    assert data["moves"][0]["move"] == "-4" and data["moves"][0]["after"] == "16"
    assert data["rule"]["text"].startswith("P exactly when n mod 7 is 0 or 2")
    line = run_json(capsys, "line", "--game", "subtraction", "--moves", "2,3", "--limit", "30")
    assert line["start"] == "30" and line["end"] == "finished"
    after = [int(p["position"]) for p in line["plies"]]
    assert all(n % 5 in (0, 1) for n in after[1::2])  # B moves to P (30 mod 5 = 0 is P: B wins)
    assert line["winner"] == "B"
    levels = run_json(capsys, "levels", "--game", "subtraction", "--limit", "20")
    assert levels["positions"] == 21 and levels["levels"][0]["count"] == 1
    assert sum(lv["losses"] for lv in levels["levels"]) == len([n for n in range(21) if n % 7 in (0, 2)])


def test_check_states_the_period_and_finds_no_counterexample(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "check", "--game", "subtraction", "--moves", "2,5,7", "--limit", "3000")
    assert data["checked"] == 3001 and data["counterexamples"] == 0
    assert data["games"][0]["rule"].startswith("P exactly when n mod 22 is 0, 1, 4, 10, 13 or 14")
    code, out, _ = run(capsys, "check", "--game", "subtraction")
    assert code == 0 and "n mod 7 is 0 or 2" in out and "1,001 positions" in out


def test_the_solver_and_the_rule_agree_for_the_defaults() -> None:
    game = make_game("subtraction", heaps=(60,))
    table = solve_game(game)
    assert all((table.value_of((n,)) == LOSS) == game.is_p_by_rule((n,)) for n in range(61))


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (
            ["table", "--game", "subtraction", "--moves", "1,x"],
            "--moves: '1,x' is not a set of amounts; write whole numbers like 1,3,4",
        ),
        (["table", "--game", "subtraction", "--moves", "0,3"], "an amount goes from 1 to 16, not 0"),
        (["show", "--game", "subtraction", "--moves", "1,99", "5"], "an amount goes from 1 to 16, not 99"),
        (["line", "--game", "subtraction", "--moves", ""], "is not a set of amounts"),
        (["check", "--game", "subtraction", "--moves", "1,,2"], "is not a set of amounts"),
        (["check", "--game", "nim", "--moves", "1,2"], "--moves: only for subtraction"),
        (["table", "--game", "bash", "--moves", "1,2"], "--moves: only for subtraction"),
        (["table", "--moves", "1,2"], "--moves: only with --game"),
        (["show", "--game", "subtraction", "3,4"], "one heap"),
        (["check", "--game", "subtraction", "--most", "3"], "not for subtraction"),
        # 抢30 is the subtraction game with S = {1..k}: k has the subtraction game's limit (16), as on the
        # New Game page; its rule no longer speaks of S = {1..99999999}
        (
            ["show", "--game", "bash", "--most", "99999999"],
            "--most: 99999999 is out of range; it goes from 1 to 16",
        ),
        (["line", "--game", "bash", "--most", "17"], "--most: 17 is out of range; it goes from 1 to 16"),
        (["table", "--game", "bash", "--most", "0"], "--most: 0 is out of range; it goes from 1 to 16"),
        (["check", "--game", "bash", "--most", "1-20"], "--most: 17 is out of range; it goes from 1 to 16"),
        # an amount typed twice is a slip, not the set {1}
        (["line", "--game", "subtraction", "--moves", "1,1"], "--moves: S lists the amount 1 twice"),
        (["table", "--game", "subtraction", "--moves", "{4,1,4}"], "--moves: S lists the amount 4 twice"),
        (["check", "--game", "subtraction", "--moves", "1,3,3"], "--moves: S lists the amount 3 twice"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], args: list[str], words: str
) -> None:
    code, out, err = run(capsys, *args)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and words in err and "Traceback" not in err


@pytest.mark.parametrize(
    ("args", "title"),
    [
        (["--game", "subtraction", "--heaps", "0"], "(Subtraction game S = {1,3,4}, heap ≤ 0)"),
        (["--game", "nim", "--heaps", "0,0"], "(Nim 2 heaps ≤ 0)"),
        (["--game", "wythoff", "--heaps", "0,0"], "(Wythoff ≤ 0)"),
        (
            ["--game", "subtraction", "--heaps", "0", "--limit", "5"],
            "(Subtraction game S = {1,3,4}, heap ≤ 5)",
        ),
    ],
)
def test_a_heap_of_0_is_the_game_of_heap_0(
    capsys: pytest.CaptureFixture[str], args: list[str], title: str
) -> None:
    """``line --game subtraction --heaps 0`` said "heap ≤ 1": the game is the heap asked for, 0 (one
    position, lost for the player to move), unless a limit says more."""
    code, out, err = run(capsys, "line", *args)
    assert (code, err) == (0, "")
    assert out.splitlines()[0].endswith(title), out.splitlines()[0]
    assert "game is over" in out
    code, out, err = run(capsys, "table", *args)
    rows = out.strip().splitlines()[2:]
    assert code == 0 and len(rows) == (6 if "--limit" in args else 1)
