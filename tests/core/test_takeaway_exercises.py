"""Every exercise of the two Nim articles: the solver reproduces the article's answer."""

from __future__ import annotations

import pytest

from quadace_gui.core.games.exercises import BY_KEY, EXERCISES, FIRST, SECOND, Exercise, listing
from quadace_gui.core.games.heaps import TakeMove
from quadace_gui.core.games.protocol import LOSS


@pytest.mark.parametrize("exercise", EXERCISES, ids=lambda e: e.key)
def test_the_solver_agrees_with_the_article(exercise: Exercise) -> None:
    assert exercise.agrees()
    assert exercise.winner in (FIRST, SECOND) and exercise.solver_winner() == exercise.winner
    answer = exercise.solver_answer()
    assert answer.startswith(f"The {exercise.winner} player wins")
    for move in exercise.moves:
        assert exercise.game.move_text(exercise.game.start, move) in answer  # Bash: "say 1, 2"
    assert exercise.question and exercise.article_answer and exercise.title


def test_every_preset_of_the_issue_is_an_exercise() -> None:
    titles = {e.key for e in EXERCISES}
    assert {
        "qiang30-2",
        "qiang30-3",
        "qiang100-9",
        "qiang100-10",
        "coins100",
        "matches1000",
        "cells2008",
        "matches5000",
        "nim-3-3",
        "nim-1-2-1",
        "nim-12-9-6",
        "nim-7-8-9",
        "nim-14-21-39",
        "nim-55-81-121",
        "nim-29-45-58",
        "wythoff-first",
    } <= titles
    assert len(BY_KEY) == len(EXERCISES)


def test_the_article_facts_themselves() -> None:
    # The facts as the articles state them, independent of how the exercises encode them.
    assert BY_KEY["matches1000"].moves == (TakeMove((7,)),)
    assert BY_KEY["qiang30-2"].solver_keys() == list(range(3, 31, 3))
    assert BY_KEY["qiang100-10"].solver_keys()[:3] == [1, 12, 23]
    assert [m.text() for m, _ in BY_KEY["nim-14-21-39"].winning_moves()] == ["3:12"]
    assert "3:19" in [m.text() for m, _ in BY_KEY["nim-55-81-121"].winning_moves()]
    assert [m.text() for m, _ in BY_KEY["nim-7-8-9"].winning_moves()] == ["1:6"]
    assert [m.text() for m, _ in BY_KEY["nim-1-2-1"].winning_moves()] == ["2:2"]
    assert BY_KEY["wythoff-first"].solver_p_positions()[:5] == [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10)]
    table = BY_KEY["nim-7-8-9"].table()
    assert all(table.value_of(p) == LOSS for p in [(1, 8, 9), (1, 5, 4), (0, 4, 4), (0, 2, 2), (0, 1, 1)])


def test_a_wrong_answer_is_caught() -> None:
    right = BY_KEY["qiang30-3"]
    wrong = Exercise(right.key, right.title, right.game, right.question, "", SECOND)
    assert not wrong.agrees()
    bad_move = Exercise(right.key, right.title, right.game, right.question, "", FIRST, (TakeMove((1,)),))
    assert not bad_move.agrees()
    bad_keys = Exercise(right.key, right.title, right.game, right.question, "", FIRST, keys=(3, 6))
    assert not bad_keys.agrees()


def test_listing() -> None:
    assert listing([3, 6, 9, 12, 15, 18]) == "3, 6, 9, …, 18"
    assert listing([1, 2, 4]) == "1, 2, 4"


@pytest.mark.parametrize("exercise", EXERCISES, ids=lambda e: e.key)
def test_every_exercise_card_has_its_question_in_both_languages(exercise: Exercise) -> None:
    from quadace_gui.core.games.exercises import ARTICLE_QUESTIONS, article_question

    assert set(ARTICLE_QUESTIONS) == set(BY_KEY)
    chinese, english = article_question(exercise), exercise.question
    assert any("\u4e00" <= ch <= "\u9fff" for ch in chinese), chinese  # the article's words
    assert english.isascii() or "甲" in english  # the English rendering (甲 names the article's player)
    assert sum(ch.isalpha() and ch.isascii() for ch in english) > 10
    # The question asks about the exercise's own numbers (the start's heaps, or the target).
    # (2008 cells: the piece has 2007 to go; Wythoff: the article lists positions, not a start.)
    n = {"cells2008": "2008", "wythoff-first": ""}.get(exercise.key, str(max(exercise.game.start)))
    assert n in chinese and n in english, (n, chinese)
