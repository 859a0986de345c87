"""The Chopsticks axes on the command line (issue 25)."""

from __future__ import annotations

import pytest

from quadace_gui.cli import COMMAND_NAMES
from quadace_gui.core.games.presets import PRESETS
from quadace_gui.core.solver import VALUE_NAMES, solve

from .helpers import run, run_json


def test_table_json_rows_for_chopsticks(capsys: pytest.CaptureFixture[str]) -> None:
    rows = run_json(capsys, "table", "--rules", "chopsticks")
    table = solve(PRESETS["chopsticks"].rules)
    assert len(rows) == PRESETS["chopsticks"].rules.position_count == 210
    for row in rows:
        assert VALUE_NAMES[table.value_of(tuple(row["mover"]), tuple(row["opponent"]))] == row["value"]
    assert {"mover": [0, 0], "opponent": [1, 1], "value": "loss", "distance": 0, "reachable": True} in rows


def test_axes_options_build_the_preset(capsys: pytest.CaptureFixture[str]) -> None:
    by_axes = run_json(
        capsys, "solve", "--base", "5", "--goal", "misere", "--touch", "other", "--split", "transfer"
    )
    by_name = run_json(capsys, "solve", "--rules", "chopsticks")
    assert by_axes["rules"] == by_name["rules"]
    assert by_name["rules"]["touch"] == "other" and by_name["rules"]["split"] == "transfer"


def test_sweep_over_the_new_axes(capsys: pytest.CaptureFixture[str]) -> None:
    rows = run_json(
        capsys,
        "sweep",
        "--rules",
        "chopsticks",
        "--bases",
        "5",
        "--overflow",
        "wrap,cutoff",
        "--split",
        "none,transfer,transfer-suicide",
    )
    got = {(r["rules"]["overflow"], r["rules"]["split"]): r["start"]["value"] for r in rows}
    assert got[("cutoff", "none")] == "loss" and got[("wrap", "transfer")] == "draw"
    assert len(got) == 6


def test_a_line_shows_splits(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "line", "--rules", "chopsticks-cutoff")
    assert code == 0 and err == ""
    assert ">" in out  # best play splits


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("--hands", "3", "--split", "transfer"), "splits need two hands a player, not 3"),
        (("--rules", "chopsticks", "--hands", "1"), "splits need two hands a player, not 1"),
        (("--touch", "both"), "argument --touch: choose from self, other"),
        (("--rules", "chopsticks", "--base", "40"), "solved up to 100,000"),
    ],
)
def test_bad_axes_are_one_line_errors(
    capsys: pytest.CaptureFixture[str], args: tuple[str, ...], words: str
) -> None:
    code, out, err = run(capsys, "solve", *args)
    assert code == 2 and out == ""
    assert words in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize("name", [n for n in COMMAND_NAMES if n not in ("check", "lesson")])  # games, lessons
def test_every_command_takes_the_chopsticks_axes(capsys: pytest.CaptureFixture[str], name: str) -> None:
    code, out, _ = run(capsys, name, "--help")
    assert code == 0
    assert all(option in out for option in ("--touch", "--overflow", "--split"))
