"""Rule axes on the command line: --rules, --base, --hands, --op, --goal, --start on every command,
``starts``, and sweeps over any axis. Answers are checked against the engine's own tables."""

from __future__ import annotations

import json

import pytest

from quadace_gui.cli import COMMAND_NAMES
from quadace_gui.core.games.presets import PRESETS
from quadace_gui.core.position import Position
from quadace_gui.core.rules import Rules
from quadace_gui.core.solver import VALUE_NAMES, solve
from quadace_gui.core.starts import starts

from .helpers import run, run_json

AXIS_OPTIONS = ["--rules", "--base", "--hands", "--op", "--goal", "--start"]


@pytest.mark.parametrize(
    "name", [n for n in COMMAND_NAMES if n not in ("sweep", "check", "lesson")]
)  # check: games only; lesson: the lesson file sets the rules
def test_every_command_takes_every_axis(capsys: pytest.CaptureFixture[str], name: str) -> None:
    code, out, _ = run(capsys, name, "--help")
    assert code == 0
    expected = [o for o in AXIS_OPTIONS if not (name == "starts" and o == "--start")]
    assert all(option in out for option in expected)


@pytest.mark.parametrize(
    ("args", "rules"),
    [
        (["--hands", "3", "--base", "5"], Rules(5, hands=3)),
        (
            ["--op", "mul", "--base", "7", "--start", "1,2/1,3:A"],
            Rules(7, op="mul", start_position="1,2/1,3:A"),
        ),
        (["--goal", "misere", "--base", "6"], Rules(6, goal="misere")),
        (["--goal", "equal", "--base", "5"], Rules(5, goal="equal")),
        (["--rules", "three-hands", "--base", "4"], Rules(4, hands=3)),
        (["--rules", "multiplication"], PRESETS["multiplication"].rules),
    ],
)
def test_solve_json_reports_the_rule_set_and_its_start(
    capsys: pytest.CaptureFixture[str], args: list[str], rules: Rules
) -> None:
    s = run_json(capsys, "solve", *args)
    assert s["rules"] == rules.to_json()
    table = solve(rules)
    start = Position.start(rules)
    d = int(table.distance[start.index])
    assert s["start"]["value"] == VALUE_NAMES[int(table.value[start.index])]
    assert s["start"]["distance"] == (None if d < 0 else d)
    c = s["counts"]["all"]
    assert c["win"] + c["loss"] + c["draw"] == s["positions"] == rules.position_count


def test_table_rows_have_n_hands_low_to_high(capsys: pytest.CaptureFixture[str]) -> None:
    rows = run_json(capsys, "table", "--hands", "3", "--base", "4")
    rules = Rules(4, hands=3)
    table = solve(rules)
    assert len(rows) == rules.position_count
    for r in rows:
        assert set(r) == {"mover", "opponent", "value", "distance", "reachable"}
        assert len(r["mover"]) == len(r["opponent"]) == 3
        assert r["mover"] == sorted(r["mover"]) and r["opponent"] == sorted(r["opponent"])
        slot = rules.position_index(tuple(r["mover"]), tuple(r["opponent"]))
        assert r["value"] == VALUE_NAMES[int(table.value[slot])]
    one = run_json(capsys, "table", "--hands", "1", "--base", "5")
    assert all(len(r["mover"]) == 1 for r in one)


def test_table_csv_columns_for_three_hands(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "table", "--hands", "3", "--base", "3", "--format", "csv")
    assert code == 0
    header, first = out.splitlines()[:2]
    assert header.split(",")[:6] == [f"{s}_{i}" for s in ("mover", "opponent") for i in (1, 2, 3)]
    assert len(first.split(",")) == 9


def test_show_and_line_in_three_hands(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "show", "1,1,2/1,1,1:B", "--hands", "3")
    assert data["rules"]["hands"] == 3
    assert data["to_move"] == "B" and data["to_move_assumed"] is False
    _, out, _ = run(capsys, "show", "1,1,2/1,1,1:B", "--hands", "3")
    assert "B to move: B holds 1, 1 and 1; A holds 1, 1 and 2." in out
    line = run_json(capsys, "line", "--rules", "three-hands", "--base", "5", "--max-plies", "4")
    assert line["start"] == "1,1,1/1,1,1:A"
    assert len(line["plies"]) <= 4


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["solve", "--hands", "4"], "1 to 3 hands"),
        (["solve", "--op", "sub"], "choose from add, mul"),
        (["solve", "--goal", "win"], "choose from retire, misere, equal"),
        (["solve", "--rules", "nope"], "no rule set called 'nope'"),
        (["solve", "--goal", "equal", "--hands", "1"], "at least 2 hands"),
        (["solve", "--start", "0,0/1,1:A"], "cannot start a game"),
        (["show", "1,1/1,1:A", "--hands", "3"], "3 hands"),
        (["sweep", "--bases", "3", "--hands", "0,4"], "1 to 3 hands"),  # none playable (0-2 runs 1 and 2)
        (["sweep", "--bases", "3", "--hands", "3-1"], "goes down"),
        (["solve", "--hands", "3", "--base", "100000"], "memory"),
    ],
)
def test_bad_rules_are_one_line_with_status_2(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    code, out, err = run(capsys, *args)
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and err.startswith("quadace: error: ")
    assert message in err


def test_a_preset_start_that_does_not_fit_falls_back_to_the_default(
    capsys: pytest.CaptureFixture[str],
) -> None:
    s = run_json(capsys, "solve", "--rules", "multiplication", "--base", "3")  # 1,2/1,3 needs base 4+
    assert s["rules"]["op"] == "mul"
    assert s["rules"]["start"] == Rules(3, op="mul").start_spec.text


# -- starts ------------------------------------------------------------------------------------------


def test_starts_json_matches_the_engine(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "starts", "--base", "6")
    report = starts(solve(Rules(6)))
    assert data["count"] == report.count == len(data["starts"])
    assert data["wins"] + data["losses"] + data["draws"] == data["count"]
    assert data["start"] == {"position": "1,1/1,1:A", "value": "draw", "distance": None}
    assert [s["position"] for s in data["longest_wins"]] == [s.text for s in report.longest_wins]
    assert all(s["value"] == "draw" for s in data["fair"])
    assert all("0" not in s["position"].split(":")[0].replace("/", ",").split(",") for s in data["starts"])
    lengths = [s["distance"] for s in data["longest_wins"]]
    assert lengths == sorted(lengths, reverse=True)


def test_starts_text_summary(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "starts", "--summary-only")
    assert (code, err) == (0, "")
    assert "2,025 legal starts with A to move" in out
    assert "Fair starts" in out and "Longest forced wins for A: 1,2/9,9:A (win in 17 plies)" in out
    assert "Every start" not in out
    _, full, _ = run(capsys, "starts", "--base", "4")
    assert "Every start (A to move)" in full


def test_starts_for_multiplication(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "starts", "--op", "mul", "--base", "7", "--summary-only")
    assert "starts" not in data
    assert data["rules"]["op"] == "mul"
    report = starts(solve(Rules(7, op="mul")))
    assert [s["position"] for s in data["suggestions"]] == [s.text for s in report.suggestions()]


# -- sweeps over any axis ------------------------------------------------------------------------------


def test_sweep_over_hands_and_goals(capsys: pytest.CaptureFixture[str]) -> None:
    rows = run_json(capsys, "sweep", "--bases", "4-5", "--hands", "2-3", "--goal", "retire,misere")
    combos = [(r["rules"]["base"], r["rules"]["hands"], r["rules"]["goal"]) for r in rows]
    assert combos == [(b, h, g) for b in (4, 5) for h in (2, 3) for g in ("retire", "misere")]
    for r in rows:
        rules = Rules(r["rules"]["base"], hands=r["rules"]["hands"], goal=r["rules"]["goal"])
        table = solve(rules)
        start = Position.start(rules)
        assert r["start"]["value"] == VALUE_NAMES[int(table.value[start.index])]
        assert r["positions"] == rules.position_count
    code, out, _ = run(capsys, "sweep", "--bases", "4-5", "--hands", "2-3", "--goal", "retire,misere")
    assert code == 0
    header = next(line for line in out.splitlines() if line.startswith("base"))
    assert header.split()[:4] == ["base", "hands", "goal", "start"]
    assert "Of these 8 rule sets" in out


def test_a_sweep_runs_its_playable_combinations_and_names_the_others(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Issue 23 item 8: one combination that cannot be played (equal with one hand) refused the whole
    sweep; now the others run (exit 0) and each skipped one is one line on stderr."""
    args = ["sweep", "--bases", "2-3", "--hands", "1-3", "--goal", "retire,misere,equal", "--format", "json"]
    code, out, err = run(capsys, *args)
    assert code == 0
    rows = json.loads(out)
    combos = [(r["base"], r["rules"]["hands"], r["rules"]["goal"]) for r in rows]
    expected = [(b, h, g) for b in (2, 3) for h in (1, 2, 3) for g in ("retire", "misere", "equal")]
    assert combos == [c for c in expected if c[1:] != (1, "equal")]
    assert err.splitlines() == [
        f"quadace: skipped base {b}, hands 1, goal equal: the equal goal needs at least 2 hands a player"
        for b in (2, 3)
    ]
    # nothing playable: refused in one line, as before
    code, out, err = run(capsys, "sweep", "--bases", "2-3", "--hands", "1", "--goal", "equal")
    assert (code, out) == (
        2,
        "",
    ) and err == "quadace: error: the equal goal needs at least 2 hands a player\n"


def test_sweep_with_a_preset_and_an_operation(capsys: pytest.CaptureFixture[str]) -> None:
    rows = run_json(capsys, "sweep", "--bases", "3-4", "--rules", "three-hands", "--op", "mul")
    assert [(r["base"], r["rules"]["hands"], r["rules"]["op"]) for r in rows] == [
        (3, 3, "mul"),
        (4, 3, "mul"),
    ]


def test_misere_finished_positions_are_wins_in_words_and_in_the_count_table(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(capsys, "show", "1,1/0,0:A", "--rules", "misere")
    assert code == 0 and "Value for A: won (game over)" in out and "lost" not in out
    code, out, _ = run(capsys, "solve", "--rules", "misere")
    header = next(line for line in out.splitlines() if line.startswith("which positions"))
    # the finished column sits beside the wins it is part of, and the note says so
    assert header.split() == [
        "which",
        "positions",
        "total",
        "wins",
        "of",
        "which",
        "finished",
        "losses",
        "draws",
    ]
    assert "counted among the wins" in out
    code, out, _ = run(capsys, "solve")
    assert "counted among the losses" in out
