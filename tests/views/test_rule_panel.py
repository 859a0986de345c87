"""The rule panel: the closed form with its numbers, its working for known positions, the solver's
verdict beside it, the agreement count, the rule's winning moves and hidden answers."""

from __future__ import annotations

import numpy as np

from quadace_gui.core.games.nim import binary_columns  # the arithmetic is the core's
from quadace_gui.core.games.wythoff import wythoff_pair
from quadace_gui.views.panels.rule import RulePanel

from .test_takeaway_heatmap import PHI, FakeGame, make


def panel(qtbot, game) -> tuple[RulePanel, object, object]:
    return make(qtbot, game, widget=RulePanel)


def test_wythoff_pairs_are_exact_integers():
    assert [wythoff_pair(k) for k in range(6)] == [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)]
    assert all(wythoff_pair(k)[0] == int(k * PHI) for k in range(2000))


def test_nim_12_9_6_xors_to_3_with_binary_columns_and_the_winning_move(qtbot):
    w, model, _ = panel(qtbot, FakeGame("nim", (12, 9, 6), 15))
    assert "xor to 0" in w.ruleText()
    work = w.workLabel.text()
    assert "12 \u2295 9 \u2295 6 = 3 \u2260 0 \u2192 N" in work
    assert binary_columns((12, 9, 6)) == [("12", "1100"), ("9", "1001"), ("6", "0110"), ("\u2295", "0011")]
    assert all(bits in work for bits in ("1100", "1001", "0110", "0011"))
    assert (
        w.solverLabel.text()
        == f"Solver: N: a win for the side to move, distance {model.table().distance_of((12, 9, 6))}."
    )
    assert w.movesLabel.text() == "The rule's winning moves: 3:1 (\u2192 12,9,5)."
    assert w.agreeLabel.text() == "The rule agrees with the solver on 4096 of 4096 positions."
    model.jumpTo((1, 2, 3))
    assert "1 \u2295 2 \u2295 3 = 0 \u2192 P" in w.workLabel.text()
    assert w.solverLabel.text().startswith("Solver: P: a loss for the side to move")
    assert w.movesLabel.text() == "The rule: every move leads to an N position; no move wins."


def test_bash_30_with_1_to_2_is_said_from_the_key_numbers(qtbot):
    from quadace_gui.core.games.takeaway import make_game

    from .test_takeaway_heatmap import real

    w, model, _ = real(qtbot, make_game("bash", target=30, most=2), widget=RulePanel)
    rule = w.ruleText()
    assert "key factor k = 2 + 1 = 3 (the largest plus the smallest number one may say)" in rule
    assert "key numbers 30, 27, 24, 21, 18, \u2026" in rule and "still to go" not in rule
    assert "imbalance factor is the remainder 30 mod 3 = 0" in rule and "second player wins" in rule
    assert "(30 \u2212 0) mod 3 = 0 \u2192 P" in w.workLabel.text()
    model.jumpTo((29,))  # 1 said
    assert "(30 \u2212 1) mod 3 = 2 \u2260 0 \u2192 N" in w.workLabel.text()
    assert w.movesLabel.text() == "The rule's winning moves: say 2, 3 (\u2192 3)."


def test_misere_bash_5000_saying_1_to_8(qtbot):
    from quadace_gui.core.games.takeaway import make_game

    from .test_takeaway_heatmap import real

    w, _, _ = real(qtbot, make_game("bash", target=5000, most=8, misere=True), widget=RulePanel)
    assert "whoever says 5000 loses, so whoever says 4999 wins" in w.ruleText()
    assert "remainder (5000 \u2212 1) mod 9 = 4" in w.ruleText() and "says up to 4 and wins" in w.ruleText()
    assert "(4999 \u2212 0) mod 9 = 4 \u2260 0 \u2192 N" in w.workLabel.text()
    assert w.movesLabel.text() == "The rule's winning moves: say 1\u20134 (\u2192 4)."
    assert "5001 of 5001 positions" in w.agreeLabel.text()


def test_wythoff_names_the_pair_of_the_same_difference(qtbot):
    w, model, _ = panel(qtbot, FakeGame("wythoff", (4, 7), 20))
    assert "(3, 5), (4, 7)" in w.ruleText()
    assert (
        "(4, 7): b \u2212 a = 3; the pair of difference 3 is (4, 7) = (4, 7) \u2192 P" in w.workLabel.text()
    )
    model.jumpTo((7, 5))
    assert (
        "(5, 7): b \u2212 a = 2; the pair of difference 2 is (3, 5) \u2260 (5, 7) \u2192 N"
        in w.workLabel.text()
    )
    assert w.movesLabel.text() == (
        "The rule's winning moves: 1:4 (\u2192 3,5), 2:1 (\u2192 7,4), both 2 (\u2192 5,3)."
    )


def test_a_wrong_rule_is_caught_by_the_agreement_count(qtbot, monkeypatch):
    game = FakeGame("nim", (2, 3), 7)
    good = game.rule_mask()
    wrong = good.copy()
    wrong[game.slot((2, 3))] = True  # claims (2, 3) is P
    monkeypatch.setattr(type(game), "rule_mask", lambda self: wrong)
    w, _, _ = panel(qtbot, game)
    assert w.agreement() == (63, 64, game.slot((2, 3)))
    assert "63 of 64 positions" in w.agreeLabel.text() and "First difference: 2,3." in w.agreeLabel.text()
    assert np.count_nonzero(good) == 8


def test_misere_nim_of_ones_counts_the_heaps_of_one(qtbot):
    w, model, _ = panel(qtbot, FakeGame("nim", (1, 1, 0), 3, misere=True))
    assert "odd number of heaps hold 1" in w.ruleText()
    assert "2 of them hold 1 \u2192 N" in w.workLabel.text()
    assert "N: a win" in w.solverLabel.text()
    model.jumpTo((1, 1, 1))
    assert "3 of them hold 1 \u2192 P" in w.workLabel.text() and "P: a loss" in w.solverLabel.text()


def test_hidden_answers_show_no_verdict(qtbot):
    w, _, answers = panel(qtbot, FakeGame("nim", (12, 9, 6), 15))
    answers.setSwitchedOff(True)
    text = w.text()
    assert "Answers are hidden" in text
    assert "\u2192" not in text and "Solver:" not in text and "winning moves:" not in text
    assert not w.solverLabel.isVisibleTo(w) and w.workLabel.isVisibleTo(w)
    answers.reveal()
    assert "\u2192 N" in w.text() and "Solver: N" in w.text()


def test_the_real_engine_nim_and_bash(qtbot):
    from quadace_gui.core.games.takeaway import make_game

    from .test_takeaway_heatmap import real

    w, model, _ = real(qtbot, make_game("nim", heaps=(12, 9, 6), limit=30), widget=RulePanel)
    assert "12 \u2295 9 \u2295 6 = 3 \u2260 0 \u2192 N" in w.workLabel.text()
    assert w.movesLabel.text() == "The rule's winning moves: 3:1 (\u2192 12,9,5)."
    assert w.agreeLabel.text() == "The rule agrees with the solver on 29791 of 29791 positions."
    model.newGame(make_game("bash", target=30, most=2))
    assert "(30 \u2212 0) mod 3 = 0 \u2192 P" in w.workLabel.text() and "31 of 31" in w.agreeLabel.text()
    assert w.solverLabel.text() == "Solver: P: a loss for the side to move, distance 20."
