"""``quadace match``: per-side totals in JSON and text, the draw rule stated, bad input refused."""

from __future__ import annotations

import pytest

from .helpers import run, run_json


def test_json_shape_and_totals(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "match", "--a", "perfect", "--b", "simple", "--games", "200", "--seed", "7")
    assert data["games"] == 200 and data["seed"] == 7 and data["alternate"] is True
    assert data["rules"]["base"] == 10
    a, b = data["a"], data["b"]
    assert (a["player"], b["player"]) == ("perfect", "simple")
    assert a["wins"] + a["losses"] + a["draws"] == 200
    assert (a["wins"], a["losses"]) == (b["losses"], b["wins"]) and a["draws"] == b["draws"] == data["draws"]
    assert a["losses"] == 0 and a["wins"] > 0  # the simple strategy falls into traps
    for side in (a, b):
        both = [side["moving_first"][k] + side["moving_second"][k] for k in ("wins", "losses", "draws")]
        assert both == [side["wins"], side["losses"], side["draws"]]
    assert a["moving_first"]["wins"] == b["moving_second"]["losses"]
    assert sum(data["ended_by"].values()) == 200
    assert data["ended_by"]["repetition"] + data["ended_by"]["ply cap"] == data["draws"]
    assert data["draw_rule"]["repeats"] == 3 and data["draw_rule"]["ply_cap"] == 200
    assert data["average_plies"] > 0
    again = run_json(capsys, "match", "--a", "perfect", "--b", "simple", "--games", "200", "--seed", "7")
    assert {**again, "seconds": 0} == {**data, "seconds": 0}


def test_options_reach_the_match(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(
        capsys, "match", "--a", "skill", "--skill-a", "0.25", "--b", "random", "--games", "40",
        "--base", "7", "--ply-cap", "30", "--repeats", "2", "--a-first",
    )  # fmt: skip
    assert data["a"]["skill"] == 0.25 and data["rules"]["base"] == 7 and data["alternate"] is False
    assert data["a"]["moving_second"] == {"wins": 0, "losses": 0, "draws": 0}
    assert data["draw_rule"] == {
        "repeats": 2,
        "ply_cap": 30,
        "text": "a game is a draw when a position (the hands and the side to move) occurs 2 times "
        "or after 30 plies",
    }
    capped = run_json(capsys, "match", "--a", "perfect", "--b", "perfect", "--games", "4", "--ply-cap", "5",
                      "--repeats", "50", "--plain")  # fmt: skip
    assert capped["ended_by"]["ply cap"] == 4 and capped["average_plies"] == 5


def test_text_says_how_draws_were_declared(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "match", "--a", "perfect", "--b", "perfect", "--games", "10")
    assert (code, err) == (0, "")
    assert "Match: perfect (A) against perfect (B)" in out
    assert "occurs 3 times or after 200 plies; 10 by repetition, 0 at the ply cap." in out
    assert "Average length:" in out


@pytest.mark.parametrize(
    "args, message",
    [
        (["--games", "0"], "--games must be at least 1"),
        (["--games", "many"], "--games takes a whole number"),
        (["--a", "clever"], "invalid choice"),
        (["--repeats", "1"], "--repeats must be at least 2"),
        (["--skill-a", "0.5"], "--skill-a applies to the skill player only"),
        (["--a", "skill", "--skill-a", "2"], "a skill is a number from 0 to 1"),
        (["--a", "simple", "--b", "random", "--plain"], "--plain applies to the perfect and skill"),
        (["--base", "1"], "base"),
    ],
)
def test_bad_input_is_one_line_with_status_2(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    code, out, err = run(capsys, "match", *args)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("quadace: error: ") and message in err
