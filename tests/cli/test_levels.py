"""``quadace levels``: per level its number, values and count; the counts add up to the table's."""

from __future__ import annotations

import numpy as np

from quadace_gui.core import Rules, solve
from quadace_gui.core.position import Position

from .helpers import run, run_json


def test_json_counts_add_up_to_the_table(capsys):
    data = run_json(capsys, "levels", "--base", "6")
    table = solve(Rules(6))
    counts = table.counts(table.valid)
    assert [lv["level"] for lv in data["levels"]] == list(range(len(data["levels"])))
    assert sum(lv["wins"] for lv in data["levels"]) == counts["win"]
    assert sum(lv["losses"] for lv in data["levels"]) == counts["loss"]
    assert all(lv["count"] == lv["wins"] + lv["losses"] for lv in data["levels"])
    assert data["draws"] == counts["draw"]
    assert data["decided"] + data["draws"] == data["positions"] == int(np.count_nonzero(table.valid))
    assert data["levels"][0]["values"] == ["loss"]
    assert "positions" not in data["levels"][0]


def test_positions_are_listed_in_notation_at_their_distance(capsys):
    data = run_json(capsys, "levels", "--base", "4", "--positions")
    table = solve(Rules(4))
    for lv in data["levels"]:
        assert len(lv["positions"]) == lv["count"]
        for text in lv["positions"]:
            a, b = text.removesuffix(":A").split("/")
            mover = tuple(int(h) for h in a.split(","))
            opponent = tuple(int(h) for h in b.split(","))
            assert table.distance_of(mover, opponent) == lv["level"]
    assert "1,1/1,1:A" in {t for lv in data["levels"] for t in lv["positions"]} or data["draws"]


def test_misere_level_zero_holds_wins(capsys):
    data = run_json(capsys, "levels", "--base", "5", "--goal", "misere")
    assert data["levels"][0]["values"] == ["win"]
    assert data["levels"][0]["losses"] == 0


def test_text_names_levels_rules_and_draws(capsys):
    code, out, err = run(capsys, "levels", "--base", "10", "--positions")
    assert (code, err) == (0, "")
    table = solve(Rules(10))
    draws = table.counts(table.valid)["draw"]
    assert f"{draws:,} never decided (the draws)" in out
    assert "finished games" in out and "every move leads to a won position" in out
    start = Position.parse("1,1/1,1:A", Rules(10))
    assert table.value[start.index] == 0  # the standard start is a draw: not on any level line
    level_lines = [line for line in out.splitlines() if line.startswith("level ") and ":" in line]
    assert len(level_lines) == int(table.distance.max()) + 1
    assert all(" 1,1/1,1:A" not in line for line in level_lines)
