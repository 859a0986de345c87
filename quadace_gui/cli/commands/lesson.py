"""``quadace lesson``: the built-in lessons, a teacher's lesson file checked, a lesson as a PDF handout.

``list`` names the built-in lessons (``--format json``: name, title, language, steps); ``check FILE``
reads a lesson (TOML or JSON) and checks every step against the solver: each position legal for its
rules, each question's answer what the solver says (one line naming the step and key, exit status 2);
``export NAME_OR_FILE --pdf OUT`` writes a handout, one page per step, the answers only with ``--answers``.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from quadace_gui.core.lessons import LANGUAGES, Lesson, LessonError, builtin_lessons, find_lesson, localized

from ..command import Command
from ..output import EXIT_OK, UsageError, render, write


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("action", choices=("list", "check", "export"), help="what to do")
    parser.add_argument("lesson", nargs="?", help="check/export: a lesson file, or a built-in lesson's name")
    parser.add_argument("--pdf", metavar="OUT", help="export: the PDF file to write")
    parser.add_argument("--answers", action="store_true", help="export: add the answer key")
    parser.add_argument("--force", action="store_true", help="export: overwrite OUT if it exists")
    parser.add_argument(
        "--language", choices=LANGUAGES, default="en", help="export: the language of the handout (default en)"
    )


def _summary(lesson: Lesson) -> dict[str, object]:
    return {
        "name": lesson.name,
        "title": lesson.title.get("en", ""),
        "titles": dict(lesson.title),
        "language": list(lesson.languages),  # the key: every language the lesson is written in
        "languages": list(lesson.languages),
        "steps": len(lesson.steps),
        "questions": sum(s.question is not None for s in lesson.steps),
    }


def _lesson(args: argparse.Namespace) -> Lesson:
    if not args.lesson:
        raise UsageError(f"quadace lesson {args.action}: give a lesson file or a built-in lesson's name")
    try:
        return find_lesson(args.lesson)
    except LessonError as exc:
        raise UsageError(f"{args.lesson}: {exc}") from None


def run(args: argparse.Namespace) -> int:
    if args.action != "export" and (args.pdf or args.answers or args.force):
        raise UsageError("--pdf, --answers and --force are for 'quadace lesson export'")
    if args.action == "list":
        if args.lesson:
            raise UsageError("quadace lesson list takes no file")
        try:
            lessons = builtin_lessons()
        except LessonError as exc:
            raise UsageError(f"a built-in lesson is broken: {exc}") from None

        def text() -> str:
            return "\n".join(
                f"{lesson.name}: {localized(lesson.title, 'en')} ({len(lesson.steps)} steps; "
                f"{', '.join(lesson.languages)})"
                for lesson in lessons
            )

        return render(args.format, lambda: {"lessons": [_summary(x) for x in lessons]}, text)
    lesson = _lesson(args)
    if args.action == "check":
        checked = len(lesson.steps)
        questions = sum(s.question is not None for s in lesson.steps)
        return render(
            args.format,
            lambda: {"ok": True, **_summary(lesson)},
            lambda: f"{lesson.name}: {checked} steps and {questions} questions agree with the solver.",
        )
    if not args.pdf:
        raise UsageError("quadace lesson export: give the PDF to write with --pdf OUT.pdf")
    out = Path(args.pdf)
    if out.exists() and not args.force:
        raise UsageError(f"{out} exists; add --force to overwrite it")
    from quadace_gui.views.lesson_handout import write_handout

    try:
        pages = write_handout(lesson, out, args.language, args.answers)
    except OSError as exc:
        raise UsageError(f"cannot write {out}: {exc.strerror or exc}") from None
    key = ", with the answers" if args.answers else ""
    write(f"Wrote {out}: {pages} pages ({len(lesson.steps)} steps{key}).")
    return EXIT_OK


COMMAND = Command(
    "lesson",
    "the built-in lessons; check a lesson file against the solver; export a lesson as a PDF handout",
    "  quadace lesson list --format json\n  quadace lesson check my-lesson.toml\n"
    "  quadace lesson export 1-qiang30 --pdf qiang30.pdf --answers",
    add_arguments,
    run,
)
