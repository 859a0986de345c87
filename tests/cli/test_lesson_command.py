"""``quadace lesson``: list, check (exit 2 with one line naming the step) and the PDF handout."""

from __future__ import annotations

from pathlib import Path

import pytest

from .helpers import run, run_json


def _pages(pdf: Path) -> int:
    return pdf.read_bytes().count(b"/Type /Page\n") + pdf.read_bytes().count(b"/Type /Page ")


def test_list_json_names_four_lessons_of_eight_steps_in_both_languages(
    capsys: pytest.CaptureFixture[str],
) -> None:
    lessons = run_json(capsys, "lesson", "list")["lessons"]
    assert len(lessons) >= 4
    for lesson in lessons:
        assert set(lesson) >= {"name", "title", "language", "languages", "steps"}
        assert lesson["steps"] >= 8 and lesson["language"] == lesson["languages"] == ["en", "zh"]
    assert [x["name"] for x in lessons][:4] == ["1-qiang30", "2-quadace", "3-traps", "4-nim"]


def test_check_passes_on_every_builtin_lesson(capsys: pytest.CaptureFixture[str]) -> None:
    for name in ("1-qiang30", "2-quadace", "3-traps", "4-nim"):
        path = Path(__file__).resolve().parents[2] / "resources" / "lessons" / f"{name}.toml"
        code, out, err = run(capsys, "lesson", "check", str(path))
        assert (code, err) == (0, "")
        assert "agree with the solver" in out


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        (
            '[[steps]]\ntext = "a"\n[[steps]]\ntext = "b"\n'
            'question = { kind = "value", answer = "loss", prompt = "?" }\n',
            "step 2: question.answer: the solver says 'draw', not 'loss'",
        ),
        ('[[steps]]\ntext = "a"\nposition = "1,1/0,0:B"\n', "step 1: position: not a legal position"),
        (
            '[[steps]]\ntext = "a"\nrules = { base = 5 }\nposition = "1,7/1,1:A"\n',
            "step 1: position: not a legal position",
        ),
    ],
)
def test_check_fails_with_one_line_naming_the_step(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, body: str, expected: str
) -> None:
    lesson = tmp_path / "mine.toml"
    lesson.write_text('version = 1\ntitle = "Mine"\n' + body, encoding="utf-8")
    code, out, err = run(capsys, "lesson", "check", str(lesson))
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and expected in err


def test_check_fails_on_a_file_that_is_not_valid(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    lesson = tmp_path / "broken.json"
    lesson.write_text('{"version": 1, "title": ', encoding="utf-8")
    code, _out, err = run(capsys, "lesson", "check", str(lesson))
    assert code == 2 and err.count("\n") == 1 and "not valid JSON" in err


def test_export_writes_one_page_per_step_and_refuses_to_overwrite(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out = tmp_path / "nim.pdf"
    code, text, err = run(capsys, "lesson", "export", "4-nim", "--pdf", str(out))
    assert (code, err) == (0, "") and "9 pages" in text
    assert out.read_bytes().startswith(b"%PDF") and _pages(out) == 9
    plain = out.read_bytes()
    code, _text, err = run(capsys, "lesson", "export", "4-nim", "--pdf", str(out), "--answers")
    assert code == 2 and "exists" in err and out.read_bytes() == plain
    code, text, err = run(capsys, "lesson", "export", "4-nim", "--pdf", str(out), "--answers", "--force")
    assert code == 0 and "with the answers" in text and _pages(out) == 9
    assert len(out.read_bytes()) > len(plain)  # the answer key adds text


def test_usage_errors(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "lesson", "check")[0] == 2
    assert run(capsys, "lesson", "export", "4-nim")[0] == 2
    assert run(capsys, "lesson", "list", "--pdf", "x.pdf")[0] == 2
    code, _out, err = run(capsys, "lesson", "check", "nothing-here")
    assert code == 2 and "no built-in lesson" in err
