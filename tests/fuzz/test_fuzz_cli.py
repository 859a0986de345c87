"""Hostile command lines, run in-process through ``quadace_gui.cli.main``.

Every line must end with exit status 0 (it worked, or --help) or 2 (refused), never with an exception
or a traceback; a refusal is exactly one line on stderr, with control characters shown escaped (a raw
ESC or newline from an argument would let it rewrite the user's terminal) and text that a UTF-8
terminal can print. Lines that would open the app stop where the window would be created: everything
the app checks before that (its own arguments, the base, the position or file name) is fuzzed too.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import re
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from quadace_gui.cli import main
from quadace_gui.cli.commands import COMMAND_NAMES
from quadace_gui.cli.main import build_parser
from quadace_gui.core.games.chopsticks import OVERFLOWS, SPLITS, TOUCHES
from quadace_gui.core.games.goals import GOALS
from quadace_gui.core.games.ops import OPS
from quadace_gui.core.games.presets import PRESETS
from quadace_gui.core.games.takeaway import GAMES
from tests.fuzz.support import FULL, Tally, budget, excerpt, raw_controls, survey, tally

#: Every command of the registry (a new one is fuzzed without a change here).
COMMANDS = list(COMMAND_NAMES)
FLAGS = ["--base", "--bases", "--format", "--max-plies", "--progress", "--help", "-h", "--version", "--"]
#: The rule options, the take-away game options and every other option some command takes.
RULE_FLAGS = [
    *("--rules", "--hands", "--op", "--goal", "--start", "--touch", "--overflow", "--split"),
    *("--game", "--heaps", "--limit", "--target", "--most", "--moves", "--misere"),
]
BASES = ["2", "3", "7", "10", "12", "0", "1", "-3", " 5 ", "1000000000", "10" * 12, "1e3", "0x10", "٣", "+4"]
BASE_LISTS = ["2-5", "2,3,7", "5-2", "2-100000", "-3", "2--5", "a-b", "3-", "2,,3", " 2 - 4 ", "٢-٤", "1-3"]
POSITIONS = ["1136", "1,1/3,6:B", "0,7/1,1:A", "1,1/1,1:乙", "0,0/0,0:A", "0,0/1,1:A", "9999", "1,1/1,1:C"]
#: Heaps, counts and take-away positions, among them the sizes of issue 23 item 4 (refused at once).
HEAPS = [
    *("3,4,5", "12", "7,7", "0", "1,,2", "12,9,6", "5-7", "1999999", "1413,1413", "200000", "100000"),
    *("1000000000", "1,3,4", "2", "30", "1,2,2000000", "-1", "9" * 30),
]
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
    """``text`` with every number above 12 in it made 12, so no fuzzed base (of three hands too), heap
    or match takes long (huge sizes are refused at once and come from BASES and HEAPS)."""
    return re.sub(r"\d+", lambda m: m.group() if int(m.group()) <= 12 else "12", text)


#: Values worth trying for each option, beyond its own choices: real ones, lists (sweep) and junk.
OPTION_VALUES: dict[str, list[str]] = {
    "--rules": [*PRESETS, "nope", "Standard", ""],
    "--hands": ["1", "2", "3", "4", "0", "1-3", "2,3", "x", "-1"],
    "--op": [*OPS, "add,mul", "sub", ""],
    "--goal": [*GOALS, "retire,misere,equal", "misere,equal", "win"],
    "--touch": [*TOUCHES, "self,other", "both"],
    "--overflow": [*OVERFLOWS, "wrap,cutoff", "clip"],
    "--split": [*SPLITS, "none,transfer", "all"],
    "--start": POSITIONS,
    "--game": [*GAMES, "chess", "NIM"],
    "--heaps": HEAPS,
    "--limit": HEAPS,
    "--target": HEAPS,
    "--most": HEAPS,
    "--moves": [*HEAPS, "1,3,4", "2,5", "0", "4,4"],
    "--base": BASES,
    "--bases": BASE_LISTS,
    "--games": ["1", "5", "12", "0", "-1", "1000000000000", "x"],
    "--name": ["x", "", "fair-starts", "retire-blunders"],
    "--pdf": ["out.pdf", "/", "/nonexistent/dir/out.pdf", "out"],
    "--language": ["en", "zh", "fr"],
}


def command_options() -> dict[str, list[tuple[str, list[str] | None]]]:
    """Each command's own options, from its parser: (option, values to try), values None for a flag."""
    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    found: dict[str, list[tuple[str, list[str] | None]]] = {}
    for name, command in sub.choices.items():
        options: list[tuple[str, list[str] | None]] = []
        for action in command._actions:
            for option in action.option_strings:
                if option in ("-h", "--help"):
                    continue
                if action.nargs == 0:
                    options.append((option, None))
                else:
                    choices = [str(c) for c in action.choices or ()]
                    options.append((option, [*choices, *OPTION_VALUES.get(option, VALUES)]))
        positionals = [a for a in command._actions if not a.option_strings]
        for action in positionals:
            if action.choices:  # lesson's action and the like
                options.append(("", [str(c) for c in action.choices]))
        found[name] = options
    return found


OPTIONS = command_options()
LESSONS = ["1-qiang30", "2-quadace", "3-traps", "4-nim", "9-nope", "../x"]


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
    st.sampled_from(RULE_FLAGS),
    st.sampled_from(HEAPS),
    st.sampled_from(LESSONS),
    st.sampled_from(BASES),
    st.sampled_from(BASE_LISTS),
    st.sampled_from(POSITIONS),
    st.sampled_from(VALUES),
    free_text,
)


@st.composite
def command_line(draw: st.DrawFn) -> list[str]:
    """A command followed by a mix of real options, real values and junk."""
    name = draw(st.sampled_from(COMMANDS))
    args = [name]
    for _ in range(draw(st.integers(0, 5))):
        options = OPTIONS[name]
        if options and draw(st.integers(0, 3)):  # mostly the command's own options, with likely values
            option, values = draw(st.sampled_from(options))
            if values is None:
                args.append(option)
            else:
                value = draw(st.one_of(st.sampled_from(values), free_text)) if values else draw(free_text)
                args += [option, value] if option else [value]
        else:
            args.append(draw(token))
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
def _no_windows(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Stop every line at the point where it would open the app's window or run its self-test; run in
    a folder of its own (``lesson export --pdf out.pdf`` writes there)."""
    import quadace_gui.app
    import quadace_gui.selftest

    with pytest.MonkeyPatch.context() as patch:
        patch.chdir(tmp_path_factory.mktemp("fuzz-cli"))
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


def per_command(args: list[str], outcome: str) -> None:
    """Count the outcome of a line under its command too (the fuzz summary prints each command's)."""
    name = args[0] if args and args[0] in COMMANDS else None
    if name is not None:
        record = tally(f"per command {name}", f"    command {name}")
        record.tried += 1
        record.count(outcome)


def ends_cleanly(record: Tally, args: list[str]) -> Outcome | None:
    """Exit 0 or 2 (or the window would open), no exception, no traceback text; returns the outcome
    (None if it raised)."""
    try:
        result = run(args)
    except Exception as exc:
        record.count("raised")
        per_command(args, "raised")
        record.problem(f"raised {type(exc).__name__}", f"{excerpt(args)}: {excerpt(str(exc))}")
        return None
    outcome = {None: "opened app", 0: "exit 0", 2: "refused (exit 2)"}.get(result.code, "other exit")
    record.count(outcome)
    per_command(args, outcome)
    if result.code not in (None, 0, 2):
        record.problem(f"exit {result.code}", f"{excerpt(args)}: {excerpt(result.err)}")
    if "Traceback" in result.err or "Traceback" in result.out:
        record.problem("traceback printed", f"{excerpt(args)}: {excerpt(result.err)}")
    return result


def one_clean_line(record: Tally, args: list[str], done: Outcome | None = None) -> None:
    """A refusal is one line on stderr naming the program; nothing printed holds raw control characters
    or text a UTF-8 terminal cannot show; a line that worked (or opens the app) writes nothing on stderr.
    ``done``: the outcome of running ``args`` already."""
    try:
        result = run(args) if done is None else done
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
        notes = [line for line in result.err.splitlines() if not line.startswith("quadace: skipped ")]
        if notes:  # a sweep names each combination it skipped (exit 0): nothing else
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


def check_line(record: Tally, args: list[str]) -> None:
    """Run ``args`` once: it ends cleanly, and a refusal is one clean line."""
    record.tried += 1
    result = ends_cleanly(record, args)
    if result is not None:
        one_clean_line(record, args, result)


#: A line each command runs (a position for show, an action for lesson, a short sweep and match).
RUNS = {
    "show": ["show", "1136"],
    "sweep": ["sweep", "--bases", "2-4"],
    "match": ["match", "--games", "3"],
    "lesson": ["lesson", "list"],
    "findings": ["findings", "--base", "6"],  # the findings of base 10 take a second each
}


def test_every_option_of_every_command() -> None:
    """Each command with each of its options (and --game with each game): in ``make test`` two values an
    option (a real one and junk), under ``make fuzz`` every value listed for it."""
    with survey("options", "every option of every command: exit 0 or 2, one clean line") as record:
        for name in COMMANDS:
            run_line = RUNS.get(name, [name])
            for option, values in OPTIONS[name]:
                tries = [None] if values is None else values if FULL else values[:1]
                for value in tries:
                    extra = [option] if value is None else [option, value] if option else [value]
                    check_line(record, [*run_line, *extra])
            if any(option == "--game" for option, _ in OPTIONS[name]):
                for game in GAMES:
                    rests = [[], ["12,9,6"], ["--misere"], ["--moves", "1,3,4"], ["--limit", "9"]]
                    for rest in rests if FULL else rests[1:2]:
                        check_line(record, [name, "--game", game, *rest])
    assert record.tried > 0
