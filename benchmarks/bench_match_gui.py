"""Benchmark of the computer player in the window: how long its choice takes, and a whole computer move.

Run ``python benchmarks/bench_match_gui.py``. In the main window (Qt's offscreen platform unless
``QT_QPA_PLATFORM`` says otherwise; animations off; preferences in a temporary folder) it measures:

- the choice: ``MatchController.chooseMove()`` in the current position, for each computer player, over
  up to ``--positions`` unfinished positions reachable from the start (the position's slot lookup, the
  player, the move): median and 95th percentile, against the issue's target of 5 ms, and the first
  choice of a table (which builds the players' view of it) separately; in base 10 (a view computed all
  at once) and base 60 (a view that works out each position when first asked);
- a computer move: from the controller's timer firing (choice, the undoable move, every view updated and
  the window repainted), median and p95, against one frame (16 ms); and the same moves played without a
  match, to show what the views cost by themselves.

The output is a Markdown table; ``--json`` adds the raw figures.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench_window import open_window, p95  # noqa: E402  (benchmarks/ is the script's folder)

TARGET_CHOICE_MS = 5.0
TARGET_MOVE_MS = 16.0


def measure(limit: int) -> dict[str, object]:
    from quadace_gui.core.players import PLAYERS
    from quadace_gui.core.position import Position
    from quadace_gui.core.rules import Rules
    from quadace_gui.core.solver import solve
    from quadace_gui.models.match import MatchSetup, SideSetup

    app, window = open_window()
    model, match = window.model, window.match
    match.setPause(0)

    def positions(rules: Rules) -> list[Position]:
        """Up to ``limit`` unfinished positions reachable from the start (depth first)."""
        found: list[Position] = []
        todo, seen = [Position.start(rules)], set()
        while todo and len(found) < limit:
            position = todo.pop()
            if position in seen or position.is_over:
                continue
            seen.add(position)
            found.append(position)
            todo.extend(position.play(m) for m in position.legal_moves())
        return found

    figures: dict[str, object] = {}
    for base in (10, 60):
        rules = Rules(base)
        table = model.tableFor(rules) or solve(rules)
        model.newGame(table)
        sample = positions(rules)
        for key in PLAYERS:
            side = SideSetup(key, skill=50)
            match.setSetup(MatchSetup(side, side))
            match._view = None  # a fresh view: time the first choice too
            model.jumpTo(sample[0])
            t0 = time.perf_counter()
            match.chooseMove()
            first = (time.perf_counter() - t0) * 1000
            times = []
            for position in sample:
                model.jumpTo(position)
                t0 = time.perf_counter()
                match.chooseMove()
                times.append((time.perf_counter() - t0) * 1000)
            figures[f"choice_{base}_{key}"] = {"first_ms": first, "ms": times}

    # A whole computer move in base 10: the timer's step, the move, every view, the repaint.
    model.newGame(solve(Rules(10)))
    match.setSetup(MatchSetup(SideSetup("perfect"), SideSetup("simple")))
    match.setSeed(1)
    match.setPause(10**6)  # the timer never fires by itself here: each step below is one move
    move_ms: list[float] = []
    games = []
    while len(move_ms) < limit:
        match.start()
        match.timer.stop()
        while match.isPlaying() and len(move_ms) < limit:
            t0 = time.perf_counter()
            match._step()
            app.processEvents()
            window.repaint()
            move_ms.append((time.perf_counter() - t0) * 1000)
            match.timer.stop()
        games.append(list(model.record.moves))
        model.newGame()
    figures["computer_move_ms"] = move_ms
    # The same games played again without a match: what the views cost by themselves.
    match.stop()
    person_ms: list[float] = []
    for moves in games:
        model.newGame()
        for move in moves:
            t0 = time.perf_counter()
            model.playMove(move)
            app.processEvents()
            window.repaint()
            person_ms.append((time.perf_counter() - t0) * 1000)
    figures["person_move_ms"] = person_ms
    match.stop()
    model.undoStack.setClean()
    window.close()
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=300, help="positions to time (default 300)")
    parser.add_argument("--json", action="store_true", help="also print the raw figures as JSON")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="quadace-bench-")
    figures = measure(args.positions)
    print(f"QuadAce computer player in the window — Qt platform {os.environ['QT_QPA_PLATFORM']}")
    print()
    print("| measure | median | p95 | first (builds the view) | target | ratio (median) to target |")
    print("|---|---|---|---|---|---:|")
    for name, value in figures.items():
        if not name.startswith("choice_"):
            continue
        _, base, key = name.split("_", 2)
        assert isinstance(value, dict)
        ms = value["ms"]
        print(
            f"| choice of `{key}`, base {base} (n={len(ms)}) | {statistics.median(ms):.3f} ms "
            f"| {p95(ms):.3f} ms | {value['first_ms']:.1f} ms | ≤ {TARGET_CHOICE_MS:.0f} ms "
            f"| {statistics.median(ms) / TARGET_CHOICE_MS:.3f} |"
        )
    moves = figures["computer_move_ms"]
    assert isinstance(moves, list)
    print(
        f"| computer move → every view updated and repainted, base 10 (n={len(moves)}) "
        f"| {statistics.median(moves):.1f} ms | {p95(moves):.1f} ms | | ≤ {TARGET_MOVE_MS:.0f} ms "
        f"| {statistics.median(moves) / TARGET_MOVE_MS:.2f} |"
    )
    person = figures["person_move_ms"]
    assert isinstance(person, list)
    print(
        f"| the same, a move played without a match (for comparison, n={len(person)}) "
        f"| {statistics.median(person):.1f} ms | {p95(person):.1f} ms | | |"
    )
    if args.json:
        print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
