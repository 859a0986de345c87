"""The articles' findings against the solved table and against the articles' own numbers and lists."""

from __future__ import annotations

import pytest

from quadace_gui.core.article import (
    ARTICLE_CONCESSIONS,
    ARTICLE_DRAWS_1V1,
    ARTICLE_ONE_VS_TWO,
    ARTICLE_TRAPS,
    Finding,
    article_findings,
    compact,
    fibonacci_decisive,
)
from quadace_gui.core.position import Position
from quadace_gui.core.rules import Rules
from quadace_gui.core.solver import DRAW, LOSS, SolvedTable, solve


@pytest.fixture(scope="module")
def table() -> SolvedTable:
    return solve(Rules())


@pytest.fixture(scope="module")
def found(table: SolvedTable) -> dict[str, Finding]:
    return {f.name: f for f in article_findings(table)}


def value(table: SolvedTable, text: str) -> int:
    p = Position.parse(text)
    return int(table.value[p.index])


def test_every_finding_is_consistent(found: dict[str, Finding]) -> None:
    for f in found.values():
        assert f.count == len(f.positions) or f.name == "start_draw"
        assert len(set(f.positions)) == len(f.positions)
        for text in f.positions:
            assert Position.parse(text).text == text


def test_start_is_a_draw(found: dict[str, Finding], table: SolvedTable) -> None:
    assert found["start_draw"].count == 1
    assert value(table, found["start_draw"].positions[0]) == DRAW


def test_quadrants(found: dict[str, Finding], table: SolvedTable) -> None:
    assert found["quadrant_2v2"].count == 0 == found["quadrant_2v2"].article_count
    assert found["quadrant_1v2"].count == 8
    assert found["quadrant_2v1"].count == 89
    assert found["quadrant_1v1"].count == 28
    for name in ("quadrant_1v2", "quadrant_2v1", "quadrant_1v1"):
        assert all(value(table, t) == LOSS for t in found[name].positions)


def test_one_vs_one_draws_match_the_second_article(found: dict[str, Finding], table: SolvedTable) -> None:
    f = found["one_vs_one_draws"]
    assert f.count == f.article_count == 16
    assert f.positions == tuple(f"0,{d[0]}/0,{d[1]}:A" for d in ARTICLE_DRAWS_1V1)
    for a in range(1, 10):
        for b in range(1, 10):
            drawn = value(table, f"0,{a}/0,{b}:A") == DRAW
            assert drawn is not fibonacci_decisive(a, b)


def test_forced_concessions(found: dict[str, Finding]) -> None:
    f = found["forced_concessions"]
    assert f.count == f.article_count == 48
    unequal = {t for t in f.positions if t[0] != t[2]}
    assert unequal == {Position.parse(compact(c)).text for c in ARTICLE_CONCESSIONS}


def test_losing_concessions_8_of_which_4_occur(found: dict[str, Finding], table: SolvedTable) -> None:
    f = found["losing_concessions"]
    assert f.count == f.article_count == 8
    reach = {t for t in f.positions if table.reachable[Position.parse(t).index]}
    assert reach == {compact(before) for before, _after in ARTICLE_ONE_VS_TWO}
    assert "4 of them" in f.note
    for before, after in ARTICLE_ONE_VS_TWO:  # each listed move is legal
        p = Position.parse(compact(before))
        assert any(p.play(m).a == Position.parse(compact(after)).a for m in p.legal_moves())


def test_traps_are_the_article_44(found: dict[str, Finding], table: SolvedTable) -> None:
    f = found["simple_strategy_traps"]
    assert f.count == f.article_count == 44
    assert set(f.positions) == {compact(t) for t in ARTICLE_TRAPS}
    assert "20 more" in f.note and "4 unreachable positions" in f.note and "(44 of them are draws" in f.note
    assert all(value(table, t) == DRAW for t in f.positions)


def test_unreachable_classes(found: dict[str, Finding], table: SolvedTable) -> None:
    names = ("unreachable_common_factor", "unreachable_no_predecessor", "unreachable_from_unreachable")
    assert [found[n].count for n in names] == [216, 7, 3]
    real_unreachable = int(((table.value != -2) & ~table.reachable).sum())
    assert sum(found[n].count for n in names) == real_unreachable
    for n in names:
        assert not any(table.reachable[Position.parse(t).index] for t in found[n].positions)


def test_second_article_claims(found: dict[str, Finding], table: SolvedTable) -> None:
    never = found["two_vs_one_never_loses"]
    assert never.count == 89 and never.positions == found["quadrant_2v1"].positions
    # the article does not claim two hands never lose: no count of its own, its claim and proof stated
    assert never.article_count is None and "depends on the numbers" in str(never.article_text)
    assert "does not claim that two hands never lose" in never.note and "89 positions" in never.note
    assert found["forced_concessions"].article_text == "about 48 (大约48)"
    avoid = found["two_vs_one_avoids_immediate_loss"]
    assert avoid.count == 17
    for text in avoid.positions:
        p = Position.parse(text)
        assert p.a[0] == p.a[1]  # two equal hands, the proof's excluded case
        for m in p.legal_moves():  # every move lets the one hand retire at once
            q = p.play(m)
            assert any(q.play(r).is_over for r in q.legal_moves())


def test_only_the_standard_game() -> None:
    with pytest.raises(ValueError):
        article_findings(solve(Rules(base=8)))


def test_the_notes_write_a_move_with_an_arrow_not_ascii():
    """The findings' explanations write "1136 → 1736", as the rest of the application does."""
    from quadace_gui.core.article import NOTES

    assert all("->" not in note for note in NOTES.values())
    assert "1136 → 1736" in NOTES["losing_concessions"]
