"""The ``quadace`` command: the app without a subcommand, the engine's answers with one.

``quadace`` alone opens the app; any further arguments (``quadace game.json``, a saved game) are passed
on to it. The subcommands answer from the solved table, for people (``--format text``, the default)
or for programs (``--format json``)::

    quadace solve                 summary: counts, the start position's value, longest wins and losses
    quadace table --format csv    every position with its value, distance and reachability
    quadace show 1136             one position and every legal move, best first
    quadace line                  the optimal line from the start (or from a position)
    quadace analyze               every finding: one hand against one, retiring blunders, unreachable...
    quadace sweep --bases 2-40    the start position's value in many bases

Qt is imported only when the app opens, so the subcommands start fast. Mistakes in the input (a bad
position, base, range or count) end with exit status 2 and one line on stderr, never a traceback.
"""

from __future__ import annotations

import argparse
import errno
import io
import json
import os
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, NoReturn, TextIO

from quadace_gui import __version__
from quadace_gui.core.analysis import (
    analyze,
    evaluate_moves,
    iter_table_rows,
    optimal_line,
    position_info,
    start_summary,
    summary,
)
from quadace_gui.core.errors import QuadAceError
from quadace_gui.core.position import Position, Side
from quadace_gui.core.rules import Rules
from quadace_gui.core.solver import SolvedTable, solve

PROG = "quadace"
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130
#: Options understood before (or instead of) a subcommand.
TOP_LEVEL_FLAGS = ("-h", "--help", "--version", "--self-test")
#: Seconds a sweep runs before its progress bar appears.
PROGRESS_DELAY = 1.0
#: How many example positions the text reports show for a long list.
EXAMPLES = 5


class UsageError(Exception):
    """A mistake in the command line; reported as one line with exit status 2."""


# -- small text helpers ---------------------------------------------------------------------------


def plies(n: int) -> str:
    return f"{n} ply" if n == 1 else f"{n} plies"


def outcome(value: str, distance: int | None) -> str:
    """'win in 5 plies', 'loss in 12 plies', 'draw', 'lost (game over)'."""
    if value == "draw" or distance is None:
        return "draw"
    if distance == 0:
        return "lost (game over)"
    return f"{value} in {plies(distance)}"


def pair_text(pair: Sequence[int]) -> str:
    return f"{pair[0]} {pair[1]}"


def heading(title: str, underline: str = "-") -> str:
    return f"{title}\n{underline * len(title)}"


def align(cells: Sequence[object], widths: Sequence[int], right: str = "") -> str:
    """One row padded to ``widths``; columns whose index is in ``right`` (digits) align right."""
    parts = [
        str(c).rjust(w) if str(i) in right else str(c).ljust(w)
        for i, (c, w) in enumerate(zip(cells, widths, strict=False))
    ]
    return "  ".join(parts).rstrip()


def columns(headers: Sequence[str], rows: Iterable[Sequence[object]], right: str = "") -> list[str]:
    """Rows aligned under ``headers`` (see :func:`align`)."""
    cells = [[str(c) for c in row] for row in rows]
    widths = [max([len(h)] + [len(r[i]) for r in cells]) for i, h in enumerate(headers)]
    return [align(headers, widths, right), *(align(r, widths, right) for r in cells)]


def examples(positions: Sequence[str], limit: int = EXAMPLES) -> str:
    shown = ", ".join(positions[:limit])
    more = len(positions) - limit
    return f"{shown}, ... ({more} more)" if more > 0 else shown


def stdout() -> TextIO:
    """Standard output, or OSError when the program was started with it closed (``quadace ... >&-``)."""
    if sys.stdout is None:
        raise OSError(errno.EBADF, "standard output is closed")
    return sys.stdout


def write(text: str) -> None:
    """Write ``text`` and a newline to stdout, in chunks so a closed pipe is noticed early."""
    out = stdout()
    step = 1 << 16
    for i in range(0, len(text), step):
        out.write(text[i : i + step])
    out.write("\n")


def write_json(data: Any) -> None:
    write(json.dumps(data, indent=2, ensure_ascii=False))


def note(text: str) -> None:
    """One line on stderr (which a windowed app may not have)."""
    if sys.stderr is not None:
        sys.stderr.write(f"{PROG}: {text}\n")
        sys.stderr.flush()


# -- argument types -------------------------------------------------------------------------------


def base_type(text: str) -> Rules:
    """``--base``: a whole number of at least 2 whose tables fit in memory."""
    try:
        rules = Rules.from_text(text)
        rules.check_fits()
    except QuadAceError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    return rules


def bases_type(text: str) -> list[Rules]:
    """``--bases``: ranges and lists such as ``2-40`` or ``2,5,10-12``, sorted, without repeats."""
    found: set[int] = set()
    for part in text.split(","):
        part = part.strip()
        low, dash, high = part.partition("-")
        try:
            lo = int(low)
            hi = int(high) if dash else lo
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"{part!r} is not a base or a range of bases; write for example 2-40 or 2,5,10-12"
            ) from None
        if lo < 0 or hi < 0 or high.strip().startswith(("-", "+")):
            raise argparse.ArgumentTypeError(
                f"{part!r} is not a range of bases: bases are whole numbers of at least 2; "
                "write for example 2-40"
            )
        if hi < lo:
            raise argparse.ArgumentTypeError(f"the range {part!r} goes down; write the smaller base first")
        base_type(str(lo))  # is it a base at all?
        base_type(str(hi))  # does the largest fit in memory?
        found.update(range(lo, hi + 1))
    return [Rules(b) for b in sorted(found)]


def count_type(text: str) -> int:
    """``--max-plies``: a whole number of at least 1."""
    try:
        n = int(text)
    except ValueError:
        n = 0
    if n < 1:
        raise argparse.ArgumentTypeError(
            f"the number of plies must be a whole number of at least 1, not {text!r}"
        )
    return n


# -- solving --------------------------------------------------------------------------------------


def solved(args: argparse.Namespace) -> SolvedTable:
    return solve(args.base)


# -- solve ----------------------------------------------------------------------------------------


def counts_lines(counts: dict[str, dict[str, int]]) -> list[str]:
    """The win/loss/draw table of ``summary()['counts']``."""
    rows = []
    for label, c in counts.items():
        rows.append([label, c["win"], c["loss"], c["draw"], c["finished"], c["win"] + c["loss"] + c["draw"]])
    return columns(["positions", "win", "loss", "draw", "finished", "total"], rows, right="12345")


def longest_lines(items: Sequence[tuple[str, dict[str, Any]]]) -> list[str]:
    lines = []
    for label, found in items:
        if found["distance"] is None:
            lines.append(f"{label}: none")
        else:
            n = len(found["positions"])
            lines.append(
                f"{label}: {plies(found['distance'])} ({n} positions: {examples(found['positions'])})"
            )
    return lines


def solve_text(s: dict[str, Any]) -> str:
    start = s["start"]
    lines = [
        heading(f"QuadAce, base {s['base']}", "="),
        f"Solved {s['positions']:,} positions in {s['seconds']:.3f} seconds.",
        "",
        heading("Start position"),
        f"{start['position']}: {outcome(start['value'], start['distance'])} for the player to move (A).",
        "",
        heading("How many positions are won, lost and drawn (for the player to move)"),
        *counts_lines(s["counts"]),
        "",
        heading("Longest games (perfect play)"),
        *longest_lines([("Longest win", s["longest_win"]), ("Longest loss", s["longest_loss"])]),
    ]
    return "\n".join(lines)


def cmd_solve(args: argparse.Namespace) -> int:
    s = summary(solved(args))
    if args.format == "json":
        write_json(s)
    else:
        write(solve_text(s))
    return 0


# -- table ----------------------------------------------------------------------------------------


TABLE_CSV_HEADER = [
    "mover_low",
    "mover_high",
    "opponent_low",
    "opponent_high",
    "value",
    "distance",
    "reachable",
]


def table_json_line(r: dict[str, Any]) -> str:
    """One row of ``table --format json``, the same as ``json.dumps(r)`` but several times faster."""
    (a, b), (c, d) = r["mover"], r["opponent"]
    dist = "null" if r["distance"] is None else r["distance"]
    reach = "true" if r["reachable"] else "false"
    return (
        f'{{"mover": [{a}, {b}], "opponent": [{c}, {d}], "value": "{r["value"]}", '
        f'"distance": {dist}, "reachable": {reach}}}'
    )


def table_csv_line(r: dict[str, Any]) -> str:
    d = "" if r["distance"] is None else r["distance"]
    return ",".join(map(str, [*r["mover"], *r["opponent"], r["value"], d, "yes" if r["reachable"] else "no"]))


def cmd_table(args: argparse.Namespace) -> int:
    """Every position, written out as it is made (a base-100 table is 25 million rows)."""
    table = solved(args)
    rows = iter_table_rows(table)
    out = stdout()
    if args.format == "json":  # a JSON list, one position per line (every base has positions)
        out.write("[")
        for i, r in enumerate(rows):
            out.write((",\n  " if i else "\n  ") + table_json_line(r))
        out.write("\n]\n")
    elif args.format == "csv":
        out.write(",".join(TABLE_CSV_HEADER) + "\n")
        for r in rows:
            out.write(table_csv_line(r) + "\n")
    else:
        pair_width = 2 * len(str(table.rules.base - 1)) + 1
        headers = ["mover", "opponent", "value", "distance (plies)", "reachable"]
        widths = [max(len(headers[0]), pair_width), max(len(headers[1]), pair_width), 5, len(headers[3]), 9]
        out.write(
            f"Every position of base {args.base.base}, seen by the player to move (the mover).\n"
            "Values are for the mover; distances count plies to the end with perfect play.\n"
        )
        out.write(align(headers, widths, right="3") + "\n")
        for r in rows:
            cells = [
                pair_text(r["mover"]),
                pair_text(r["opponent"]),
                r["value"],
                "-" if r["distance"] is None else r["distance"],
                "yes" if r["reachable"] else "no",
            ]
            out.write(align(cells, widths, right="3") + "\n")
    return 0


# -- show -----------------------------------------------------------------------------------------


def show_data(table: SolvedTable, pos: Position) -> dict[str, Any]:
    info = position_info(table, pos)
    return {
        "position": pos.text,
        "base": pos.rules.base,
        "to_move": str(pos.to_move),
        "winner": None if pos.winner is None else str(pos.winner),
        "value": info.value_name,
        "distance": info.distance,
        "reachable": info.reachable,
        "moves": [
            {
                "move": m.move.text,
                "after": m.after.text,
                "value": m.value_name,
                "distance": m.distance,
                "retires": m.retires,
            }
            for m in evaluate_moves(table, pos)
        ],
    }


def describe_hands(pos: Position) -> str:
    def one(side: Side) -> str:
        lo, hi = pos.hands(side)
        if lo == 0 and hi == 0:
            return f"{side} has retired both hands"
        if lo == 0:
            return f"{side} holds {hi} (one hand retired)"
        return f"{side} holds {lo} and {hi}"

    return f"{one(pos.to_move)}; {one(pos.to_move.other)}."


def show_text(data: dict[str, Any], pos: Position) -> str:
    me = data["to_move"]
    lines = [
        heading(f"Position {data['position']} (base {data['base']})", "="),
        f"{me} to move: {describe_hands(pos)}",
        f"Value for {me}: {outcome(data['value'], data['distance'])}",
        f"Reachable from the start: {'yes' if data['reachable'] else 'no'}",
        "",
    ]
    if data["winner"] is not None:
        lines.append(f"The game is over: {data['winner']} has retired both hands and won. No legal moves.")
    else:
        lines.append(heading(f"Legal moves for {me}, best first (values for {me})"))
        rows = [
            [
                m["move"],
                outcome(m["value"], m["distance"]),
                m["after"],
                "retires a hand" if m["retires"] else "",
            ]
            for m in data["moves"]
        ]
        lines += columns(["move", "value", "position after", "note"], rows)
    return "\n".join(lines)


def cmd_show(args: argparse.Namespace) -> int:
    pos = Position.parse(args.position, args.base)
    data = show_data(solved(args), pos)
    if args.format == "json":
        write_json(data)
    else:
        write(show_text(data, pos))
    return 0


# -- line -----------------------------------------------------------------------------------------


def line_data(table: SolvedTable, pos: Position, max_plies: int | None) -> dict[str, Any]:
    line = optimal_line(table, pos, max_plies)
    info = position_info(table, pos)
    return {
        "start": pos.text,
        "base": pos.rules.base,
        "value": info.value_name,
        "distance": info.distance,
        "end": line.end,
        "cycle_start": line.cycle_start,
        "winner": None if line.final.winner is None else str(line.final.winner),
        "plies": [
            {"ply": k, "side": str(before.to_move), "move": move.text, "position": after.text}
            for k, (before, move, after) in enumerate(
                zip(line.positions, line.moves, line.positions[1:], strict=False), start=1
            )
        ],
    }


def line_ending(data: dict[str, Any]) -> str:
    n = len(data["plies"])
    if data["end"] == "finished":
        if n == 0:
            return f"The game is already over: {data['winner']} has won."
        return f"After ply {n} {data['winner']} has retired both hands and wins."
    if data["end"] == "limit":
        return f"Stopped after {plies(n)} (--max-plies); the game goes on."
    first = (
        "the start position" if data["cycle_start"] == 0 else f"the position after ply {data['cycle_start']}"
    )
    return (
        f"Ply {n} repeats {first}: the line cycles from ply {data['cycle_start']} on, "
        "so with best play the game never ends (a draw)."
    )


def line_text(data: dict[str, Any]) -> str:
    lines = [
        heading(f"Optimal line from {data['start']} (base {data['base']})", "="),
        f"Value for the player to move: {outcome(data['value'], data['distance'])}",
        "Both sides play perfectly: the winner as fast as possible, the loser as slowly as possible.",
        "",
    ]
    rows = [[p["ply"], p["side"], p["move"], p["position"]] for p in data["plies"]]
    if rows:
        lines += columns(["ply", "side", "move", "position after"], rows, right="0")
        lines.append("")
    lines.append(line_ending(data))
    return "\n".join(lines)


def cmd_line(args: argparse.Namespace) -> int:
    rules: Rules = args.base
    pos = Position.start(rules) if args.position is None else Position.parse(args.position, rules)
    data = line_data(solved(args), pos, args.max_plies)
    if args.format == "json":
        write_json(data)
    else:
        write(line_text(data))
    return 0


# -- analyze --------------------------------------------------------------------------------------


def one_vs_one_grid(cells: list[dict[str, Any]], base: int) -> list[str]:
    """Rows: the mover's hand; columns: the opponent's hand; W13 = win in 13 plies, D = draw."""
    mark = {"win": "W", "loss": "L", "draw": "D"}
    by = {(c["mover_hand"], c["opponent_hand"]): c for c in cells}
    hands = range(1, base)
    rows = []
    for x in hands:
        row: list[object] = [x]
        for y in hands:
            c = by[(x, y)]
            row.append(mark[c["value"]] + ("" if c["distance"] is None else str(c["distance"])))
        rows.append(row)
    return columns(["mover\\opp", *map(str, hands)], rows, right="".join(str(i) for i in range(1, base)))


def analyze_text(a: dict[str, Any]) -> str:
    base = a["base"]
    start = a["start"]
    nl = a["never_lose"]
    quadrant_rows = [
        [name, q["win"], q["loss"], q["draw"], "yes" if q["mover_never_loses"] else "no"]
        for name, q in nl["quadrants"].items()
    ]
    lines = [
        heading(f"QuadAce analysis, base {base}", "="),
        "Values and distances are for the player to move; positions are written with A to move.",
        "",
        heading("Start position"),
        f"{start['position']}: {outcome(start['value'], start['distance'])}.",
        "",
        heading("Positions"),
        *counts_lines(a["counts"]),
        "",
        heading("Longest distances"),
        *longest_lines(
            [
                ("Longest win", a["longest_win"]),
                ("Longest loss", a["longest_loss"]),
                ("Longest reachable win", a["longest_reachable_win"]),
                ("Longest reachable loss", a["longest_reachable_loss"]),
            ]
        ),
        "",
        heading("One hand against one hand (every move is forced)"),
        "Rows: the mover's hand; columns: the opponent's hand.",
        "W13 = win in 13 plies, L4 = loss in 4 plies, D = draw.",
        *one_vs_one_grid(a["one_vs_one"], base),
        "",
        heading("Where the mover never loses (by live hands: mover v opponent)"),
        *columns(["hands", "win", "loss", "draw", "never loses"], quadrant_rows, right="123"),
        f"Mover never loses in: {', '.join(nl['mover_never_loses_in']) or 'none'}",
        "",
        heading(f"Retiring blunders ({len(a['retire_blunders'])})"),
        "Retiring one of your two hands is possible here, but that move loses a position that was not lost.",
    ]
    blunders = [
        [b["position"], outcome(b["value"], b["distance"]), b["move"], plies(b["move_loses_in"])]
        for b in a["retire_blunders"]
    ]
    if blunders:
        lines += columns(["position", "value", "retiring move", "loses in"], blunders)
    concessions = a["forced_concessions"]
    lines += [
        "",
        heading(f"Forced concessions ({len(concessions)})"),
        "Every move that does not lose lets the opponent retire a hand.",
    ]
    if concessions:
        lines.append("For example: " + examples([c["position"] for c in concessions]))
    total = sum(u["count"] for u in a["unreachable"])
    lines += ["", heading(f"Unreachable positions ({total})")]
    for u in a["unreachable"]:
        lines += [
            f"{u['class']} ({u['count']}): {u['description']}",
            "  for example: " + examples([p["position"] for p in u["positions"]]),
        ]
    return "\n".join(lines)


def cmd_analyze(args: argparse.Namespace) -> int:
    a = analyze(solved(args))
    if args.format == "json":
        write_json(a)
    else:
        write(analyze_text(a))
    return 0


# -- sweep ----------------------------------------------------------------------------------------


class ProgressBar:
    """A one-line bar on ``stream`` that appears once the work has taken longer than ``delay`` seconds."""

    def __init__(
        self,
        stream: TextIO | None,
        enabled: bool = True,
        delay: float = 1.0,
        clock: Callable[[], float] = time.monotonic,
        width: int = 30,
    ) -> None:
        self.stream = stream
        self.enabled = enabled and stream is not None
        self.delay = delay
        self.clock = clock
        self.width = width
        self.started = clock()
        self.last_drawn = -1.0
        self.shown = 0  # length of the line on screen

    def update(self, fraction: float, label: str) -> None:
        if not self.enabled or self.stream is None:
            return
        now = self.clock()
        if now - self.started < self.delay or now - self.last_drawn < 0.1:
            return
        self.last_drawn = now
        fraction = min(max(fraction, 0.0), 1.0)
        filled = round(fraction * self.width)
        text = f"[{'#' * filled}{'.' * (self.width - filled)}] {fraction:4.0%}  {label}"
        self.stream.write("\r" + text.ljust(self.shown))
        self.stream.flush()
        self.shown = len(text)

    def clear(self) -> None:
        if self.shown and self.stream is not None:
            self.stream.write("\r" + " " * self.shown + "\r")
            self.stream.flush()
            self.shown = 0
            self.last_drawn = -1.0


@dataclass
class SweepRow:
    base: int
    start: dict[str, Any]
    counts: dict[str, int]
    positions: int
    seconds: float

    def data(self) -> dict[str, Any]:
        return {
            "base": self.base,
            "start": self.start,
            "counts": self.counts,
            "positions": self.positions,
            "seconds": round(self.seconds, 6),
        }

    def cells(self) -> list[object]:
        c = self.counts
        d = self.start["distance"]
        return [
            self.base,
            self.start["value"],
            "-" if d is None else d,
            c["win"],
            c["loss"],
            c["draw"],
            self.positions,
            f"{self.seconds:.3f}",
        ]


SWEEP_HEADERS = ["base", "start", "distance (plies)", "win", "loss", "draw", "positions", "seconds"]
SWEEP_RIGHT = "0234567"


def sweep_rows(rules_list: Sequence[Rules], bar: ProgressBar, on_row: Callable[[SweepRow], None]) -> None:
    """Solve every base in turn, calling ``on_row`` as each finishes. KeyboardInterrupt passes through."""
    weights = [r.slot_count for r in rules_list]
    total = float(sum(weights))
    done = 0.0
    for rules, w in zip(rules_list, weights, strict=True):

        def progress(
            fraction: float, _phase: str, done: float = done, w: float = w, b: int = rules.base
        ) -> None:
            bar.update((done + fraction * w) / total, f"base {b}")

        t0 = time.perf_counter()
        table = solve(rules, progress=progress)
        seconds = time.perf_counter() - t0
        done += w
        bar.update(done / total, f"base {rules.base}")
        on_row(
            SweepRow(
                rules.base, start_summary(table), table.counts(table.valid), rules.position_count, seconds
            )
        )


def cmd_sweep(args: argparse.Namespace) -> int:
    rules_list: list[Rules] = args.bases
    bar = ProgressBar(
        sys.stderr,
        delay=PROGRESS_DELAY,
        enabled=args.progress == "always"
        or (args.progress == "auto" and sys.stderr is not None and sys.stderr.isatty()),
    )
    text = args.format == "text"
    finished: list[SweepRow] = []
    # Rows are printed as they come, under fixed headers: make the count columns wide enough for the
    # largest base's position count (no count can exceed it).
    widest = len(str(max((r.position_count for r in rules_list), default=0)))
    widths = [max(len(h), widest if i >= 3 and h != "seconds" else 0) for i, h in enumerate(SWEEP_HEADERS)]

    def on_row(row: SweepRow) -> None:
        finished.append(row)
        if text:
            bar.clear()
            write(align(row.cells(), widths, SWEEP_RIGHT))
            sys.stdout.flush()

    if text:
        write(heading("Value of the start position (1 1 against 1 1, A to move) in each base", "="))
        write("Counts are over all positions of that base, for the player to move.\n")
        write(align(SWEEP_HEADERS, widths, SWEEP_RIGHT))
    interrupted = False
    try:
        sweep_rows(rules_list, bar, on_row)
    except KeyboardInterrupt:
        interrupted = True
    bar.clear()
    if text:
        if finished:
            tally = {v: sum(1 for r in finished if r.start["value"] == v) for v in ("win", "loss", "draw")}
            write(
                f"\nThe start is a win in {tally['win']}, a loss in {tally['loss']} and a draw in "
                f"{tally['draw']} of these {len(finished)} bases."
            )
    else:
        write_json([r.data() for r in finished])
    if interrupted:
        note(f"interrupted: {len(finished)} of {len(rules_list)} bases finished")
        return EXIT_INTERRUPTED
    return 0


# -- the parser -----------------------------------------------------------------------------------


class Parser(argparse.ArgumentParser):
    """An ArgumentParser whose errors become :class:`UsageError` (one line, exit status 2)."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see '{self.prog} --help')")


@dataclass(frozen=True)
class Command:
    name: str
    run: Callable[[argparse.Namespace], int]
    help: str
    example: str
    formats: tuple[str, ...] = ("text", "json")


COMMANDS = [
    Command(
        "solve",
        cmd_solve,
        "solve every position and print a summary",
        "  quadace solve\n  quadace solve --base 12 --format json",
    ),
    Command(
        "table",
        cmd_table,
        "print every position with its value, distance and reachability",
        "  quadace table\n  quadace table --format csv > base10.csv\n  quadace table --base 7 --format json",
        ("text", "json", "csv"),
    ),
    Command(
        "show",
        cmd_show,
        "one position's value and every legal move, best first",
        "  quadace show 1136\n  quadace show 1,1/3,6:B\n  quadace show 0,7/10,11:A --base 12 --format json",
    ),
    Command(
        "line",
        cmd_line,
        "the optimal line from a position (the start by default)",
        "  quadace line\n  quadace line 1136 --max-plies 20",
    ),
    Command(
        "analyze",
        cmd_analyze,
        "every finding: one hand against one, retiring blunders, unreachable positions...",
        "  quadace analyze\n  quadace analyze --base 7 --format json",
    ),
    Command(
        "sweep",
        cmd_sweep,
        "the start position's value and the counts in many bases",
        "  quadace sweep --bases 2-40\n  quadace sweep --bases 2,5,10-12 --format json",
    ),
]
COMMAND_NAMES = [c.name for c in COMMANDS]

TOP_EXAMPLES = """Examples:
  quadace                      open the app
  quadace game.json            open the app on a saved game
  quadace show 1136            a position and its moves, best first
  quadace sweep --bases 2-40   the start position's value in bases 2 to 40

Run 'quadace COMMAND --help' for a command's options and an example."""

POSITION_HELP = (
    "a position: A's hands/B's hands:side to move, e.g. 1,1/3,6:A; for base 10 and below also four digits "
    "with A to move, e.g. 1136"
)


def add_arguments(p: argparse.ArgumentParser, command: Command) -> None:
    if command.name == "show":
        p.add_argument("position", metavar="POSITION", help=POSITION_HELP)
    if command.name == "line":
        p.add_argument(
            "position", metavar="POSITION", nargs="?", help=POSITION_HELP + " (default: the start)"
        )
        p.add_argument(
            "--max-plies",
            metavar="N",
            type=count_type,
            default=None,
            help="stop after N plies (default: no limit)",
        )
    if command.name == "sweep":
        p.add_argument(
            "--bases",
            metavar="LIST",
            type=bases_type,
            default="2-40",
            help="bases to solve: ranges and/or a list, e.g. 2-40 or 2,5,10-12 (default 2-40)",
        )
        p.add_argument(
            "--progress",
            choices=("auto", "always", "never"),
            default="auto",
            help="a progress bar on stderr once the run takes over a second; auto: only on a terminal",
        )
    else:
        p.add_argument(
            "--base",
            metavar="B",
            type=base_type,
            default="10",
            help="the modulus; hands go from 0 to B-1 (default 10)",
        )
    p.add_argument(
        "--format",
        choices=command.formats,
        default="text",
        help="text for people (default), " + " or ".join(command.formats[1:]) + " for programs",
    )


def build_parser() -> Parser:
    parser = Parser(
        prog=PROG,
        usage=f"{PROG} [--version] [--self-test] [--base B] [POSITION | GAME_FILE]\n"
        f"       {PROG} COMMAND [options]",
        description="Solve and teach QuadAce (一加一碰手), the two-hand finger-adding game. "
        "Without a command, opens the app (at POSITION or a saved GAME_FILE if given).",
        epilog=TOP_EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    parser.add_argument("--self-test", action="store_true", help="run the installed app's self-test and exit")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", title="commands")
    for command in COMMANDS:
        p = sub.add_parser(
            command.name,
            prog=f"{PROG} {command.name}",
            help=command.help,
            description=command.help[0].upper() + command.help[1:] + ".",
            epilog="Example:\n" + command.example,
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
        add_arguments(p, command)
        p.set_defaults(run=command.run)
    return parser


# -- entry points ---------------------------------------------------------------------------------


def run_gui(argv: list[str]) -> int:
    try:
        from quadace_gui.app import run_app
    except ImportError as exc:
        note(f"error: cannot open the app: {exc}")
        return 1
    return int(run_app(argv) or 0)


def run_self_test() -> int:
    try:
        from quadace_gui.selftest import main as self_test
    except ImportError as exc:
        note(f"error: cannot run the self-test: {exc}")
        return 1
    return int(self_test() or 0)


def wants_gui(args: list[str]) -> int | None:
    """Where the app's own arguments start, or None when the line names a command (or is a typo)."""
    i = 0
    while i < len(args) and args[i] in TOP_LEVEL_FLAGS:
        i += 1
    if i == len(args):
        return i
    first = args[i]
    if first in COMMAND_NAMES:
        return None
    if first.isalpha() and not os.path.exists(first):
        return None  # a mistyped command: let the parser say so
    return i


def dispatch(args: list[str]) -> int:
    parser = build_parser()
    split = wants_gui(args)
    ns = parser.parse_args(args if split is None else args[:split])
    if ns.self_test:
        return run_self_test()
    if split is None:
        return int(ns.run(ns))
    return run_gui(args[split:])


def silence_stdout() -> None:
    """After a broken pipe, point stdout at /dev/null so the final flush at exit does not complain."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError, io.UnsupportedOperation):
        pass


def main(argv: list[str] | None = None) -> int:
    """The ``quadace`` command. Returns the exit status."""
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        code = dispatch(args)
        sys.stdout.flush()
        return code
    except SystemExit as exc:  # --help and --version
        return exc.code if isinstance(exc.code, int) else 0
    except (UsageError, QuadAceError) as exc:
        note(f"error: {exc}")
        return EXIT_USAGE
    except BrokenPipeError:
        silence_stdout()
        return 1
    except OSError as exc:  # stdout closed, a full disk...
        silence_stdout()
        note(f"error: cannot write the output: {exc.strerror or exc}")
        return 1
    except KeyboardInterrupt:
        note("interrupted")
        return EXIT_INTERRUPTED


def gui_main(argv: list[str] | None = None) -> int:
    """The ``quadace-gui`` entry point: always the app, with any arguments passed on to it."""
    return run_gui(list(sys.argv[1:] if argv is None else argv))


__all__ = ["ProgressBar", "build_parser", "gui_main", "main"]
