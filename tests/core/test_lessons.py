"""Lessons: the format's reader and its one-line errors, and every built-in lesson's facts against the
solver (each question's stated answer is recomputed here from the solved tables)."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest

from quadace_gui.core import lessons as L
from quadace_gui.core.analysis import evaluate_moves
from quadace_gui.core.article import article_findings
from quadace_gui.core.games.protocol import LOSS, WIN
from quadace_gui.core.games.takeaway import solve_game
from quadace_gui.core.solver import DRAW, solve

BUILTIN = L.builtin_paths()

MINIMAL = 'version = 1\ntitle = "T"\n[[steps]]\ntext = "Hello"\n'


def _bad(text: str, kind: str = "toml") -> str:
    with pytest.raises(L.LessonError) as caught:
        L.parse_lesson(text, kind)
    message = str(caught.value)
    assert "\n" not in message
    return message


def test_there_are_four_builtin_lessons_of_eight_steps_in_two_languages() -> None:
    assert len(BUILTIN) >= 4
    for path in BUILTIN:
        lesson = L.load_lesson(path)
        assert len(lesson.steps) >= 8, path.name
        assert lesson.languages == ("en", "zh"), path.name
        for step in lesson.steps:  # every text of a step in both languages
            for text in (step.title, step.notes, *(() if step.question is None else (step.question.prompt,))):
                assert not text or set(text) == {"en", "zh"}, (path.name, step.number)


@pytest.mark.parametrize("path", BUILTIN, ids=lambda p: p.stem)
def test_every_question_answer_is_what_the_solver_says(path: Path) -> None:
    """Recomputed independently of the lesson checker: values, best moves and counted facts."""
    lesson = L.load_lesson(path)
    asked = 0
    for step in lesson.steps:
        q = step.question
        if q is None:
            continue
        asked += 1
        if step.takeaway is not None:
            table = solve_game(step.takeaway)
            heaps = L.final_heaps(step)
            value = table.value_of(heaps)
            if q.kind == "value":
                assert q.answer == ("P" if value == LOSS else "N")
            elif q.kind == "move":
                winning = [m.text() for m, _after in table.winning_moves(heaps)]
                assert q.answer in winning
            elif q.fact == "winner":
                assert q.choices[q.answer - 1]["en"].startswith("first" if value == WIN else "second")
            elif q.fact == "key-factor":
                assert q.answer == step.takeaway.most + 1  # type: ignore[attr-defined]
                p = [h for h in range(heaps[0] + 1) if table.value_of((h,)) == LOSS]
                assert p == list(range(0, heaps[0] + 1, q.answer))
            elif q.fact == "imbalance":
                p = [h for h in range(heaps[0] + 1) if table.value_of((h,)) == LOSS]
                assert heaps[0] - max(p) == q.answer
            elif q.fact == "nim-sum":
                xor = 0
                for h in heaps:
                    xor ^= h
                assert xor == q.answer and (xor == 0) == (value == LOSS)
            elif q.fact.startswith("wythoff-b:"):
                k = int(q.fact.split(":")[1])
                a = sorted({x for i in range(k) for x in _wythoff_pair(table, i)} | {0})
                pair = _wythoff_pair(table, k)
                assert pair[1] == q.answer and pair[1] - pair[0] == k and pair[0] not in a[1:]
            else:
                raise AssertionError(f"no independent check for {q.fact}")
            continue
        assert step.rules is not None
        table = solve(step.rules)
        position = L.final_position(step)
        value = table.value_of(position.mover, position.opponent)
        words = {WIN: "win", LOSS: "loss", DRAW: "draw"}
        if q.kind == "value":
            assert q.answer == words[value]
        elif q.kind == "move":
            infos = evaluate_moves(table, position)
            assert any(i.move.text == q.answer and i.value == infos[0].value for i in infos)
        elif q.fact == "value":
            assert q.choices[q.answer - 1]["en"].startswith(words[value])
        elif q.fact.startswith("finding:"):
            counts = {f.name: f.count for f in article_findings(table)}
            assert counts[q.fact.split(":")[1]] == q.answer
        elif q.fact.startswith("level:"):
            assert int((table.valid & (table.distance == int(q.fact.split(":")[1]))).sum()) == q.answer
        elif q.fact == "levels":
            assert int(table.distance.max()) + 1 == q.answer
        elif q.fact == "draws":
            assert int((table.valid & (table.value == DRAW)).sum()) == q.answer
        elif q.fact == "positions":
            assert int(table.valid.sum()) == q.answer
        else:
            raise AssertionError(f"no independent check for {q.fact}")
    assert asked >= 6


def _wythoff_pair(table: object, k: int) -> tuple[int, int]:
    pairs = sorted(
        (a, b)
        for a in range(21)
        for b in range(a, 21)
        if table.value_of((a, b)) == LOSS  # type: ignore[attr-defined]
    )
    return pairs[k]


def test_json_is_the_same_structure_as_toml() -> None:
    for path in BUILTIN:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        from_json = L.parse_lesson(json.dumps(data, ensure_ascii=False), "json", path.stem)
        assert from_json.steps == L.load_lesson(path).steps


def test_a_minimal_lesson_uses_the_standard_game_at_its_start() -> None:
    lesson = L.parse_lesson(MINIMAL, "toml")
    (step,) = lesson.steps
    assert (step.game, step.position_text(), step.rules.is_standard) == ("quadace", "1,1/1,1:A", True)  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("extra", "expected"),
    [
        (
            'question = { kind = "value", answer = "win", prompt = "?" }',
            "step 1: question.answer: the solver says 'draw'",
        ),
        ('position = "0,0/0,0:A"', "step 1: position: not a legal position"),
        ('position = "1,1/1,1:A"\nmoves = ["1+5"]', "step 1: moves:"),
        (
            'question = { kind = "number", answer = 2969, prompt = "?", fact = "positions" }',
            "step 1: question.answer: the solver counts 2970",
        ),
        ('question = { kind = "move", answer = "1+1", prompt = "?" }', ""),  # a drawing move is fine
        ('colour = "red"', "step 1: colour: unknown key"),
        ("show = { level = -1 }", "step 1: show.level"),
        ('game = "chess"', "step 1: game: unknown game"),
        ('game = "bash"\nrules = { target = 30, most = 2 }\nposition = "31"', "step 1: position:"),
        (
            'game = "bash"\nquestion = { kind = "number", fact = "key-factor", answer = 4, prompt = "?" }',
            "step 1: question.answer: the solver counts 3",
        ),
        (
            'players = { b = "perfekt" }',
            "step 1: players.b: unknown player 'perfekt' (one of person, perfect",
        ),
        ('players = { a = "perfect@50" }', "step 1: players.a: perfect has no skill"),
        ('players = { a = "skill@150" }', "step 1: players.a: a skill is a percentage"),
        ('players = { a = "simple+plain" }', "step 1: players.a: simple has no +plain"),
        ("players = { b = 3 }", "step 1: players.b: must be a player's name"),
        ('players = { c = "person" }', "step 1: players.c: unknown key"),
        ('players = "perfect"', "step 1: players: must be a table"),
        ('game = "nim"\nplayers = { b = "perfect" }', "step 1: players: the computer players play QuadAce"),
        ('players = { b = "skill@60+plain" }', ""),
    ],
)
def test_errors_name_the_step_and_the_key(extra: str, expected: str) -> None:
    text = MINIMAL + extra + "\n"
    if not expected:
        L.parse_lesson(text, "toml")
        return
    assert _bad(text).startswith(expected)


def test_file_level_errors_are_one_line() -> None:
    assert _bad("title = [").startswith("not valid TOML")
    assert _bad("{", "json").startswith("not valid JSON")
    assert _bad('title = "T"\n[[steps]]\ntext = "x"\n') == "version: missing (this app reads version 1)"
    assert "newer than this app reads" in _bad('version = 9\ntitle = "T"\n[[steps]]\ntext = "x"\n')
    assert _bad('version = 1\ntitle = "T"\n').startswith("steps:")
    assert (
        _bad('version = 1\ntitle = "T"\n[[steps]]\nnotes = "x"\n')
        == "step 1: text: missing (a text is required)"
    )
    assert _bad('version = 1\ntitle = { fr = "T" }\n[[steps]]\ntext = "x"\n').startswith(
        "title: unknown language"
    )


def test_load_lesson_reports_unreadable_files(tmp_path: Path) -> None:
    with pytest.raises(L.LessonError, match="cannot read"):
        L.load_lesson(tmp_path / "missing.toml")
    bad = tmp_path / "bad.toml"
    bad.write_bytes(b"\xff\xfe")
    with pytest.raises(L.LessonError, match="not UTF-8"):
        L.load_lesson(bad)


def test_student_answers_are_graded_by_the_solver() -> None:
    lesson = L.find_lesson("3-traps")
    trap = lesson.steps[2]  # 1,1/2,9:A: the greedy 1+9 loses, 1+2 keeps the draw
    assert L.is_correct(trap, "1+2") and not L.is_correct(trap, "1+9") and not L.is_correct(trap, "nonsense")
    nim = L.find_lesson("4-nim")
    assert L.is_correct(nim.steps[1], "p") and not L.is_correct(nim.steps[1], "N")
    assert L.is_correct(nim.steps[4], " 3 ") and not L.is_correct(nim.steps[4], "three")
    assert L.is_correct(nim.steps[5], "3:1") and not L.is_correct(nim.steps[5], "1:1")
    qiang = L.find_lesson("1-qiang30").steps[5]  # one to three a turn: say 1, 2 first
    assert L.is_correct(qiang, "+2") and L.is_correct(qiang, "say 1, 2") and not L.is_correct(qiang, "+1")


def test_find_lesson_by_name_or_path() -> None:
    assert L.find_lesson("4-nim").name == "4-nim"
    assert L.find_lesson(str(BUILTIN[0])).path == BUILTIN[0]
    with pytest.raises(L.LessonError, match="no built-in lesson"):
        L.find_lesson("no-such-lesson")


def test_the_numbers_the_lesson_texts_state_are_the_solvers() -> None:
    """Facts written in the texts and explanations (not questions), each recomputed here."""
    from quadace_gui.core.games.nim import Nim
    from quadace_gui.core.games.wythoff import Wythoff
    from quadace_gui.core.position import Position
    from quadace_gui.core.rules import Rules

    table = solve(Rules())
    valid = table.valid
    wins, losses = int((table.value == WIN).sum()), int((table.value == LOSS).sum())
    draws = int((valid & (table.value == DRAW)).sum())
    assert (wins, losses, draws, wins + losses) == (391, 179, 2400, 570)  # 2-quadace step 9
    both_two = [
        (m, o)
        for m, o in (table.rules.position_of(int(s)) for s in valid.nonzero()[0])
        if 0 not in m and 0 not in o
    ]
    values = [table.value_of(m, o) for m, o in both_two]
    assert (values.count(WIN), values.count(LOSS), values.count(DRAW)) == (133, 0, 1892)  # step 10
    base4 = solve(Rules(4))
    assert (base4.value_of((1, 1), (1, 1)), base4.distance_of((1, 1), (1, 1))) == (WIN, 7)  # step 7
    findings = {f.name: f for f in article_findings(table)}
    concessions = findings["forced_concessions"].positions  # 3-traps step 6
    unequal = {p for p in concessions if p.split("/")[0].split(",")[0] != p.split("/")[0].split(",")[1]}
    assert len(concessions) - len(unequal) == 44
    assert unequal == {"1,6/2,7:A", "2,7/4,9:A", "4,9/3,8:A", "3,8/1,6:A"}
    losing = findings["losing_concessions"].positions  # step 7: 4 of the 8 arise from the start
    reachable = [table.is_reachable(Position.parse(p).mover, Position.parse(p).opponent) for p in losing]
    assert (len(losing), sum(reachable)) == (8, 4)
    moves = {i.move.text: i.value for i in evaluate_moves(table, Position.parse("1,1/3,6:A"))}
    assert moves == {"1+3": DRAW, "1+6": LOSS}  # step 8
    moves = {i.move.text: i.value for i in evaluate_moves(table, Position.parse("1,1/2,9:A"))}
    assert moves == {"1+2": DRAW, "1+9": LOSS}  # step 3
    nim = solve_game(Nim(start=(12, 9, 6), heap_limits=(12, 9, 6)))
    assert nim.value_of((12, 9, 5)) == LOSS  # 4-nim step 6
    wythoff = solve_game(Wythoff(start=(20, 20), limit=20))
    pairs = sorted((a, b) for a in range(21) for b in range(a, 21) if wythoff.value_of((a, b)) == LOSS)
    assert pairs[:6] == [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)]  # steps 7-9


def test_a_step_names_its_players() -> None:
    (step,) = L.parse_lesson(MINIMAL + 'players = { b = "perfect" }\n', "toml").steps
    assert step.players == ("person", "perfect")
    (step,) = L.parse_lesson(MINIMAL, "toml").steps
    assert step.players is None
    quadace = L.find_lesson("2-quadace")
    assert [s.number for s in quadace.steps if s.players] == [3]
    assert quadace.steps[2].players == ("person", "perfect")
    assert "Players" not in quadace.steps[2].text["en"]
