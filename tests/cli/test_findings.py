"""``quadace findings``: the articles' findings as JSON and text."""

from __future__ import annotations

import pytest

from quadace_gui.core.article import ARTICLE_TRAPS, article_findings, compact
from quadace_gui.core.solver import solve

from .helpers import run, run_json


def test_json_lists_every_finding_with_its_fields(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "findings")
    expected = article_findings(solve())
    assert [f["name"] for f in data["findings"]] == [f.name for f in expected]
    for got, want in zip(data["findings"], expected, strict=True):
        assert set(got) == {"name", "title", "count", "article_count", "article_says", "positions", "note"}
        assert got["count"] == want.count
        assert got["article_count"] == want.article_count and got["article_says"] == want.article_text
        assert got["positions"] == list(want.positions)
        assert got["note"] == want.note
    assert data["rules"]["base"] == 10


def test_json_counts_match_the_articles(capsys: pytest.CaptureFixture[str]) -> None:
    by_name = {f["name"]: f for f in run_json(capsys, "findings")["findings"]}
    for name, number in [
        ("simple_strategy_traps", 44),
        ("forced_concessions", 48),
        ("losing_concessions", 8),
        ("one_vs_one_draws", 16),
    ]:
        assert by_name[name]["count"] == by_name[name]["article_count"] == number
    assert set(by_name["simple_strategy_traps"]["positions"]) == {compact(t) for t in ARTICLE_TRAPS}
    assert by_name["quadrant_2v2"]["count"] == 0
    assert by_name["forced_concessions"]["article_says"] == "about 48 (大约48)"  # quoted as the article says


def test_name_selects_one(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "findings", "--name", "losing_concessions")
    assert [f["name"] for f in data["findings"]] == ["losing_concessions"]
    assert "1,1/3,6:A" in data["findings"][0]["positions"]


def test_text_shows_counts_notes_and_positions(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "findings", "--name", "simple_strategy_traps")
    assert (code, err) == (0, "")
    assert "count: 44 (the article: 44)" in out
    assert "note: criterion:" in out
    assert "1,1/2,9:A" in out and "more)" in out
    code, out, _ = run(capsys, "findings", "--name", "simple_strategy_traps", "--all-positions")
    assert code == 0 and "9,9/1,8:A" in out and "more)" not in out


def test_unknown_name_and_other_rules_are_usage_errors(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "findings", "--name", "nope")
    assert code == 2 and "simple_strategy_traps" in err
    code, _, err = run(capsys, "findings", "--base", "8")
    assert code == 2 and "standard game" in err
