"""Hostile command lines, run in-process through ``quadace_gui.cli.main``.

Every line must end with exit status 0 (it worked, or --help) or 2 (refused), never with an exception
or a traceback; a refusal is exactly one line on stderr, with control characters shown escaped (a raw
ESC or newline from an argument would let it rewrite the user's terminal) and text that a UTF-8
terminal can print. Lines that would open the app stop where the window would be created: everything
the app checks before that (its own arguments, the base, the position or file name) is fuzzed too.
"""

from __future__ import annotations

import contextlib
import io
import re
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from quadace_gui.cli import main
from tests.fuzz.support import Tally, budget, excerpt, raw_controls, survey

COMMANDS = ["solve", "table", "show", "line", "analyze", "sweep"]
FLAGS = ["--base", "--bases", "--format", "--max-plies", "--progress", "--help", "-h", "--version", "--"]
BASES = ["2", "3", "7", "10", "12", "0", "1", "-3", " 5 ", "1000000000", "10" * 12, "1e3", "0x10", "٣", "+4"]
BASE_LISTS = ["2-5", "2,3,7", "5-2", "2-100000", "-3", "2--5", "a-b", "3-", "2,,3", " 2 - 4 ", "٢-٤", "1-3"]
POSITIONS = ["1136", "1,1/3,6:B", "0,7/1,1:A", "1,1/1,1:乙", "0,0/0,0:A", "0,0/1,1:A", "9999", "1,1/1,1:C"]
VALUES = [
    *("text", "json", "csv", "xml", "", "auto", "always", "never"),
    *("1", "5", "0", "-1", "1000000000000", "x", "-", "--", "=", "--base=3", "--format=json"),
    *("/", ".", "..", "/nonexistent/game.json", "README.md", "game.json", "~", "-x", "--bogus"),
]
#: Characters an argument can hold that a terminal must not receive raw.
NASTY = [
    "\n",
    "\r",
    "\t",
    "\x1b[31m",
    "\x1b]0;title\x07",
    "\x08",
    "\x7f",
    "\x9b",
    "\u202e",
    "\udcff",
    "\ufeff",
]


def without_big_bases(text: str) -> str:
    """``text`` with every number above 40 in it made 40, so no fuzzed base takes long to solve (huge
    bases are refused at once and come from BASES)."""
    return re.sub(r"\d+", lambda m: m.group() if int(m.group()) <= 40 else "40", text)


free_text = st.one_of(
    st.one_of(
        st.text(st.characters(exclude_categories=["Cs"], exclude_characters="\x00"), max_size=12),
        st.text(alphabet="0123456789,/:+- AB甲乙\t\n", max_size=16),
        st.builds(
            lambda a, n, b: a + n + b, st.text(max_size=3), st.sampled_from(NASTY), st.text(max_size=3)
        ),
    ).map(without_big_bases),
    # longer than a file name may be (a base this long is refused at once)
    st.builds(lambda n, c: c * n, st.integers(200, 400), st.sampled_from(["x", "1", "1,", "é"])),
)

token = st.one_of(
    st.sampled_from(COMMANDS),
    st.sampled_from(FLAGS),
    st.sampled_from(BASES),
    st.sampled_from(BASE_LISTS),
    st.sampled_from(POSITIONS),
    st.sampled_from(VALUES),
    free_text,
)


@st.composite
def command_line(draw: st.DrawFn) -> list[str]:
    """A command followed by a mix of real options, real values and junk."""
    args = [draw(st.sampled_from(COMMANDS)), *draw(st.lists(token, max_size=6))]
    if args[0] == "sweep" and "--bases" not in args:
        args += ["--bases", draw(st.sampled_from(["2-6", "3", "9,10"]))]  # not the default 2-40
    return args


@st.composite
def app_line(draw: st.DrawFn) -> list[str]:
    """What ``quadace`` without a command gets: options, a position or a file name, junk."""
    first = draw(st.one_of(free_text, st.sampled_from([*POSITIONS, *VALUES, "--base", "--self-test"])))
    rest = draw(st.lists(st.one_of(st.sampled_from(["--base", *BASES, *POSITIONS]), free_text), max_size=4))
    return [first, *rest]


class WouldOpenWindow(BaseException):
    """Raised where the app would create its window (a BaseException: ``main`` must not catch it)."""


def stop_here(*_args: object, **_kwargs: object) -> None:
    raise WouldOpenWindow


@pytest.fixture(scope="module", autouse=True)
def _no_windows() -> Iterator[None]:
    """Stop every line at the point where it would open the app's window or run its self-test."""
    import quadace_gui.app
    import quadace_gui.selftest

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(quadace_gui.app, "create_application", stop_here)
        patch.setattr(quadace_gui.selftest, "main", stop_here)
        yield


@dataclass
class Outcome:
    code: int | None  # None: it would have opened the window
    out: str
    err: str


def run(args: list[str]) -> Outcome:
    out, err = io.StringIO(), io.StringIO()
    code: int | None
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(list(args))
        except WouldOpenWindow:
            code = None
    return Outcome(code, out.getvalue(), err.getvalue())


def ends_cleanly(record: Tally, args: list[str]) -> None:
    """Exit 0 or 2 (or the window would open), no exception, no traceback text."""
    try:
        result = run(args)
    except Exception as exc:
        record.count("raised")
        record.problem(f"raised {type(exc).__name__}", f"{excerpt(args)}: {excerpt(str(exc))}")
        return
    record.count({None: "opened app", 0: "exit 0", 2: "refused (exit 2)"}.get(result.code, "other exit"))
    if result.code not in (None, 0, 2):
        record.problem(f"exit {result.code}", f"{excerpt(args)}: {excerpt(result.err)}")
    if "Traceback" in result.err or "Traceback" in result.out:
        record.problem("traceback printed", f"{excerpt(args)}: {excerpt(result.err)}")


def one_clean_line(record: Tally, args: list[str]) -> None:
    """A refusal is one line on stderr naming the program; nothing printed holds raw control characters
    or text a UTF-8 terminal cannot show; a line that worked (or opens the app) writes nothing on stderr."""
    try:
        result = run(args)
    except Exception:
        record.count("raised (see the other test)")
        return
    if result.code == 2:
        lines = result.err.splitlines()
        record.count("one-line refusal" if len(lines) == 1 else "refusal of several lines")
        if len(lines) != 1 or not result.err.endswith("\n"):
            record.problem("refusal of several lines", f"{excerpt(args)}: {excerpt(result.err)}")
        elif not lines[0].startswith("quadace"):
            record.problem("refusal not naming quadace", f"{excerpt(args)}: {excerpt(result.err)}")
    else:
        record.count("not refused")
        if result.err:
            record.problem("stderr written without a refusal", f"{excerpt(args)}: {excerpt(result.err)}")
    for name, text in (("stderr", result.err), ("stdout", result.out)):
        bad = raw_controls(text)
        if bad:
            record.problem(f"raw control characters on {name}", f"{excerpt(args)}: {', '.join(bad)}")
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            record.problem(f"{name} not writable as UTF-8", f"{excerpt(args)}: {excerpt(text)}")


def test_commands_end_cleanly() -> None:
    with survey("commands", "command lines (commands): exit 0 or 2, no traceback") as record:

        @budget(quick=80, full=3000)
        @given(command_line())
        def each(args: list[str]) -> None:
            record.tried += 1
            ends_cleanly(record, args)

        each()


def test_app_lines_end_cleanly() -> None:
    with survey("app", "command lines (app): exit 0 or 2, no traceback") as record:

        @budget(quick=50, full=2000)
        @given(app_line())
        @example(["1" * 300])  # issue 12 item 9
        def each(args: list[str]) -> None:
            record.tried += 1
            ends_cleanly(record, args)

        each()


def test_command_refusals_are_one_clean_line() -> None:
    with survey("commands lines", "command lines (commands): a refusal is one clean line") as record:

        @budget(quick=60, full=3000)
        @given(command_line())
        @example(["solve", "a\nb"])  # issue 12 item 9
        @example(["show", "1\x1b[2J"])
        def each(args: list[str]) -> None:
            record.tried += 1
            one_clean_line(record, args)

        each()


def test_app_refusals_are_one_clean_line() -> None:
    with survey("app lines", "command lines (app): a refusal is one clean line") as record:

        @budget(quick=50, full=2000)
        @given(app_line())
        @example(["--bogus"])
        @example(["1136", "x\ny"])
        def each(args: list[str]) -> None:
            record.tried += 1
            one_clean_line(record, args)

        each()


def test_the_fuzz_stops_before_any_window_opens() -> None:
    """The stand-in works: a line that opens the app ends at the window, a command runs for real."""
    assert run(["1136"]).code is None
    assert run(["--self-test"]).code is None
    shown = run(["show", "1136", "--format", "json"])
    assert shown.code == 0 and '"position": "1,1/3,6:A"' in shown.out
    refused = run(["show", "1,1/1,1:C"])
    assert refused.code == 2 and refused.err.startswith("quadace: error: ")
