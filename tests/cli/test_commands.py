"""The answers of each subcommand, in JSON (checked against the engine's numbers) and as text."""

from __future__ import annotations

import csv
import io

import pytest

from quadace_gui.core.rules import Rules
from quadace_gui.core.solver import VALUE_NAMES, solve

from .helpers import run, run_json

VALUE_KEYS = {"mover", "opponent", "value", "distance", "reachable"}


# -- solve ----------------------------------------------------------------------------------------


def test_solve_json_base_10(capsys: pytest.CaptureFixture[str]) -> None:
    s = run_json(capsys, "solve")
    assert s["base"] == 10
    assert s["start"] == {"position": "1,1/1,1:A", "value": "draw", "distance": None}
    assert s["counts"]["all"] == {"win": 391, "loss": 179, "draw": 2400, "finished": 54}
    assert sum(s["counts"]["all"][k] for k in ("win", "loss", "draw")) == 2970
    assert s["longest_win"]["distance"] == 17
    assert s["longest_loss"]["distance"] == 16
    assert s["seconds"] >= 0


def test_solve_text_has_headings_and_words(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "solve")
    assert (code, err) == (0, "")
    assert "QuadAce: base 10, 2 hands, add, retire\n" in out
    assert "1,1/1,1:A: draw" in out
    assert "Longest win: 17 plies" in out
    assert "Longest loss: 16 plies" in out
    all_row = next(line for line in out.splitlines() if line.startswith("all positions"))
    assert all_row.split() == ["all", "positions", "2,970", "391", "179", "54", "2,400"]


def test_solve_other_base(capsys: pytest.CaptureFixture[str]) -> None:
    s = run_json(capsys, "solve", "--base", "3")
    assert s["base"] == 3
    assert s["start"]["value"] == "loss"
    assert s["positions"] == Rules(3).position_count


# -- table ----------------------------------------------------------------------------------------


def test_table_json_rows(capsys: pytest.CaptureFixture[str]) -> None:
    rows = run_json(capsys, "table")
    assert len(rows) == 2970
    assert all(set(r) == VALUE_KEYS for r in rows)
    assert all(r["mover"][0] <= r["mover"][1] and r["opponent"][0] <= r["opponent"][1] for r in rows)
    assert all(r["mover"] != [0, 0] for r in rows)
    assert {r["value"] for r in rows} == {"win", "loss", "draw"}
    assert all((r["distance"] is None) == (r["value"] == "draw") for r in rows)
    start = next(r for r in rows if r["mover"] == [1, 1] and r["opponent"] == [1, 1])
    assert start == {
        "mover": [1, 1],
        "opponent": [1, 1],
        "value": "draw",
        "distance": None,
        "reachable": True,
    }
    lost = next(r for r in rows if r["mover"] == [1, 1] and r["opponent"] == [0, 8])
    assert (lost["value"], lost["distance"]) == ("loss", 16)


@pytest.mark.parametrize("base", [2, 3, 12])
def test_table_json_is_every_position_of_the_table_in_slot_order(
    capsys: pytest.CaptureFixture[str], base: int
) -> None:
    """The streamed JSON (written row by row) holds exactly what the solved table says, and nothing else."""
    table = solve(Rules(base))
    rows = run_json(capsys, "table", "--base", str(base))
    assert len(rows) == Rules(base).position_count
    for r in rows:
        slot = Rules(base).position_index(tuple(r["mover"]), tuple(r["opponent"]))
        assert r["value"] == VALUE_NAMES[int(table.value[slot])]
        assert r["distance"] == (None if table.distance[slot] < 0 else int(table.distance[slot]))
        assert r["reachable"] == bool(table.reachable[slot])
    assert [r["mover"] + r["opponent"] for r in rows] == sorted(r["mover"] + r["opponent"] for r in rows)


def test_table_csv(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "table", "--format", "csv")
    assert (code, err) == (0, "")
    rows = list(csv.DictReader(io.StringIO(out)))
    assert len(rows) == 2970
    assert list(rows[0]) == [
        "mover_low",
        "mover_high",
        "opponent_low",
        "opponent_high",
        "value",
        "distance",
        "reachable",
    ]
    assert rows[0] == {
        "mover_low": "0",
        "mover_high": "1",
        "opponent_low": "0",
        "opponent_high": "0",
        "value": "loss",
        "distance": "0",
        "reachable": "yes",
    }
    assert sum(r["value"] == "draw" and r["distance"] == "" for r in rows) == 2400


def test_table_text_is_aligned(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "table", "--base", "4")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    head = lines.index(next(line for line in lines if line.startswith("mover")))
    body = lines[head + 1 :]
    assert len(body) == Rules(4).position_count
    assert "distance (plies)" in lines[head]
    column = lines[head].index("value")
    assert all(line[column:].split()[0] in ("win", "loss", "draw") for line in body)


# -- show -----------------------------------------------------------------------------------------


def test_show_1136_json(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "show", "1136")
    assert data["position"] == "1,1/3,6:A"
    assert (data["value"], data["distance"], data["reachable"]) == ("draw", None, True)
    moves = [(m["move"], m["value"], m["distance"]) for m in data["moves"]]
    assert moves == [("1+3", "draw", None), ("1+6", "loss", 12)]
    assert data["moves"][1]["after"] == "1,7/3,6:B"


def test_show_1136_text_best_first(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "show", "1136")
    assert (code, err) == (0, "")
    assert "Value for A: draw" in out
    assert "Reachable from the start: yes" in out
    draw_line = next(line for line in out.splitlines() if line.startswith("1+3"))
    loss_line = next(line for line in out.splitlines() if line.startswith("1+6"))
    assert out.index(draw_line) < out.index(loss_line)
    assert "draw" in draw_line
    # one convention with the app: a move's distance counts the plies after it (12 counting the move)
    assert "→ loss in 11 plies" in loss_line and "1,7/3,6:B" in loss_line


def test_show_general_notation_other_base_and_retiring_move(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "show", "0,7/10,11:B", "--base", "12")
    assert data["to_move"] == "B"
    assert data["base"] == 12
    retiring = {m["move"]: m["retires"] for m in data["moves"]}
    assert retiring == {"10+7": False, "11+7": False}
    data = run_json(capsys, "show", "1,2/8,9:A")
    assert {m["move"] for m in data["moves"] if m["retires"]} == {"1+9", "2+8"}


def test_show_finished_position(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "show", "1,2/0,0:A")
    assert (data["value"], data["distance"], data["winner"], data["moves"]) == ("loss", 0, "B", [])
    code, out, _ = run(capsys, "show", "1,2/0,0:A")
    assert code == 0
    assert "lost (game over)" in out
    assert "The game is over: B has won" in out


# -- line -----------------------------------------------------------------------------------------


def test_line_from_start_ends_in_repetition(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "line")
    assert data["start"] == "1,1/1,1:A"
    assert data["end"] == "repetition"
    plies = data["plies"]
    assert [p["ply"] for p in plies] == list(range(1, len(plies) + 1))
    assert [p["side"] for p in plies[:3]] == ["A", "B", "A"]
    positions = [data["start"]] + [p["position"] for p in plies]
    assert len(set(positions[:-1])) == len(positions) - 1  # nothing repeats before the last ply
    assert positions[-1] == positions[data["cycle_start"]]


def test_line_text_numbers_plies_and_names_the_cycle(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "line")
    code, out, err = run(capsys, "line")
    assert (code, err) == (0, "")
    n, cycle = len(data["plies"]), data["cycle_start"]
    assert f"Ply {n} repeats the position after ply {cycle}" in out
    assert "the line cycles from ply" in out
    first = next(line for line in out.splitlines() if line.strip().startswith("1 "))
    assert first.split() == ["1", "A", "1+1", "1,2/1,1:B"]
    assert "position after" in out


def test_line_to_the_end_of_a_won_position(capsys: pytest.CaptureFixture[str]) -> None:
    show = run_json(capsys, "show", "1,7/3,6:B")
    assert show["value"] == "win"
    data = run_json(capsys, "line", "1,7/3,6:B")
    assert data["end"] == "finished"
    assert len(data["plies"]) == show["distance"] == 11
    assert data["winner"] == "B"
    assert data["plies"][0]["side"] == "B"
    _, out, _ = run(capsys, "line", "1,7/3,6:B")
    assert "After ply 11 the game is over: B wins." in out


def test_line_max_plies(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "line", "--max-plies", "5")
    assert (data["end"], len(data["plies"])) == ("limit", 5)
    _, out, _ = run(capsys, "line", "--max-plies", "5")
    assert "Stopped after 5 plies" in out


# -- analyze --------------------------------------------------------------------------------------


def test_analyze_json(capsys: pytest.CaptureFixture[str]) -> None:
    a = run_json(capsys, "analyze")
    assert {"start", "counts", "one_vs_one", "retire_blunders", "never_lose", "unreachable"} <= set(a)
    assert a["start"]["value"] == "draw"
    assert len(a["one_vs_one"]) == 81
    assert a["never_lose"]["mover_never_loses_in"] == ["2v2"]
    assert a["retire_blunders"]
    assert all({"position", "move"} <= set(b) for b in a["retire_blunders"])
    assert all({"class", "description", "count", "positions"} <= set(u) for u in a["unreachable"])
    assert all(u["count"] == len(u["positions"]) for u in a["unreachable"])
    unreachable = sum(u["count"] for u in a["unreachable"])
    reachable = a["counts"]["reachable"]
    assert unreachable + reachable["win"] + reachable["loss"] + reachable["draw"] == 2970


def test_analyze_text_report(capsys: pytest.CaptureFixture[str]) -> None:
    a = run_json(capsys, "analyze")
    code, out, err = run(capsys, "analyze")
    assert (code, err) == (0, "")
    for title in (
        "QuadAce analysis: base 10, 2 hands, add, retire",
        "Start position",
        "One hand against one hand",
        "Where the mover never loses",
        f"Retiring blunders: {len(a['retire_blunders'])} moves in "
        f"{len({b['position'] for b in a['retire_blunders']})} positions",
        "Unreachable positions",
        "Longest distances",
    ):
        assert title in out
    assert "Mover never loses in: 2v2" in out
    # The one-vs-one grid: a header row 1..9 and nine rows; 1 against 1 is a win in 13 plies.
    lines = out.splitlines()
    grid = lines.index(next(line for line in lines if line.startswith("mover\\opp")))
    assert lines[grid].split()[1:] == [str(h) for h in range(1, 10)]
    assert lines[grid + 1].split()[:2] == ["1", "W13"]
    assert [line.split()[0] for line in lines[grid + 1 : grid + 10]] == [str(h) for h in range(1, 10)]
    for u in a["unreachable"]:
        assert f"{u['class']} ({u['count']} positions): {u['description']}" in out
        assert u["positions"][0]["position"] in out
    first = a["retire_blunders"][0]
    row = next(line for line in lines if line.startswith(first["position"]) and first["move"] in line)
    assert f"{first['move_loses_in']} plies" in row


@pytest.mark.parametrize("base", [2, 3, 7])
def test_analyze_small_bases(capsys: pytest.CaptureFixture[str], base: int) -> None:
    code, out, err = run(capsys, "analyze", "--base", str(base))
    assert (code, err) == (0, "")
    assert f"QuadAce analysis: base {base}, 2 hands" in out


# -- sweep ----------------------------------------------------------------------------------------


def test_sweep_json_2_to_6(capsys: pytest.CaptureFixture[str]) -> None:
    rows = run_json(capsys, "sweep", "--bases", "2-6")
    assert [r["base"] for r in rows] == [2, 3, 4, 5, 6]
    for r in rows:
        c = r["counts"]
        assert c["win"] + c["loss"] + c["draw"] == r["positions"] == Rules(r["base"]).position_count
        assert r["seconds"] >= 0
        assert set(r["start"]) == {"position", "value", "distance"}
    assert [r["start"]["value"] for r in rows] == ["win", "loss", "win", "draw", "draw"]


def test_sweep_list_syntax(capsys: pytest.CaptureFixture[str]) -> None:
    rows = run_json(capsys, "sweep", "--bases", "2,5,10-12,5")
    assert [r["base"] for r in rows] == [2, 5, 10, 11, 12]
    ten = rows[2]
    assert ten["start"]["value"] == "draw"
    assert ten["counts"]["draw"] == 2400


def test_sweep_text(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "sweep", "--bases", "2-6")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    head = lines.index(next(line for line in lines if line.startswith("base")))
    assert [line.split()[:3] for line in lines[head + 1 : head + 6]] == [
        ["2", "win", "3"],
        ["3", "loss", "6"],
        ["4", "win", "7"],
        ["5", "draw", "-"],
        ["6", "draw", "-"],
    ]
    assert (
        "Of these 5 bases, the start position is won by the player to move in 2 bases, "
        "lost in 1 base and drawn in 2 bases." in out
    )
