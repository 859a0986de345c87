"""Benchmark of the GUI thread's responsiveness (issue 24): the longest gap of its event loop while the
window does the heavy things, and how fast a move reaches every view in the take-away games.

Run ``python benchmarks/bench_gaps.py`` (``make bench``). A 5 ms timer on the GUI thread records the
longest time between its ticks (the longest time the window could not react) during:

- New Game for every variant preset (the solve runs in a worker thread, then the heatmap is shown);
- every take-away exercise, and the largest three-heap Nim and Wythoff that can be solved, opened in the
  take-away window;
- opening a 10,000-move game file (the most a file may hold);
- exporting every slide of the standard game: the heatmap as PNG and SVG, and the PNG of every level
  of the backward induction;
- playing the whole backward induction (the panel's Play, from the first level to the last).

It also times a move (the best one, played through the window) until every view of the take-away window
is updated and repainted, in Nim, 抢30 (Bash) and Wythoff. The output is a Markdown table with each
figure beside its target and the ratio; nothing is typed in. The platform is Qt's offscreen one unless
``QT_QPA_PLATFORM`` says otherwise; preferences are kept in a temporary folder.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
for folder in (ROOT, HERE):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))

from bench_window import open_window  # noqa: E402

#: The issue's targets, in milliseconds.
TARGET_GAP_MS = 100.0
TARGET_MOVE_MS = 16.0
#: The parts of the benchmark (``--only`` picks some).
PARTS = ("presets", "takeaway", "open", "export", "induction", "moves")


def settle(app: Any) -> None:
    app.processEvents()
    app.sendPostedEvents()
    app.processEvents()


@contextmanager
def watched(gaps: list[float]) -> Iterator[None]:
    """Record into ``gaps`` the time between the ticks of a 5 ms timer while the block runs (the
    block's own synchronous work counts as one gap, as it does for a user)."""
    from PySide6.QtCore import QTimer

    last = [time.perf_counter()]
    longest = [0.0]

    def tick() -> None:
        now = time.perf_counter()
        longest[0] = max(longest[0], (now - last[0]) * 1000)
        last[0] = now

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    timer.start()
    try:
        yield
        now = time.perf_counter()  # the block's tail, up to its end
        longest[0] = max(longest[0], (now - last[0]) * 1000)
    finally:
        timer.stop()
    gaps.append(longest[0])


def wait_until(app: Any, done: Callable[[], bool], limit_s: float = 600.0) -> None:
    end = time.perf_counter() + limit_s
    while not done():
        if time.perf_counter() > end:
            raise TimeoutError("the window did not finish in time")
        app.processEvents()
        time.sleep(0.001)


def export_gaps(app: Any, window: Any, folder: Path) -> list[tuple[str, float, float]]:
    """The longest gaps while the standard game's slides are exported: the heatmap as PNG and SVG
    (as File ▸ Export does, without its file dialog) and every level of the induction as PNG."""
    rows = []
    for kind in ("png", "svg"):
        gaps: list[float] = []
        with watched(gaps):
            if kind == "png":
                window.heatmap.exportPng(str(folder / "heatmap.png"), 1920)
            else:
                window.heatmap.exportSvg(str(folder / "heatmap.svg"))
            settle(app)
        rows.append((f"export the heatmap as {kind.upper()}: longest gap", gaps[0], TARGET_GAP_MS))
    panel = window.panels["inductionDock"]
    levels_folder = folder / "levels"
    levels_folder.mkdir()
    gaps = []
    with watched(gaps):
        job = panel.startExport(levels_folder)  # as Export PNGs… does, without its dialogs
        wait_until(app, job.isDone)
        settle(app)
    count = len(list(levels_folder.glob("level-*.png")))
    rows.append((f"export every induction level ({count} PNGs): longest gap", gaps[0], TARGET_GAP_MS))
    return rows


def induction_gap(app: Any, window: Any) -> tuple[str, float, float]:
    """The longest gap while the whole induction plays at the panel's fastest speed."""
    panel = window.panels["inductionDock"]
    panel.speedBox.setCurrentIndex(panel.speedBox.count() - 1)
    gaps: list[float] = []
    with watched(gaps):
        panel.setPlaying(True)
        wait_until(app, lambda: not panel.isPlaying())
        settle(app)
    steps = panel.lastLevel() + 2
    panel.leave()
    return (f"play the whole induction ({steps} steps): longest gap", gaps[0], TARGET_GAP_MS)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=40, help="moves timed in each take-away game")
    parser.add_argument(
        "--only",
        default=",".join(PARTS),
        help=f"comma-separated parts to measure, of {', '.join(PARTS)} (default: all)",
    )
    args = parser.parse_args(argv)
    only = {part.strip() for part in args.only.split(",") if part.strip()}
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="quadace-bench-")

    from quadace_gui.core.analysis import best_move
    from quadace_gui.core.game import MAX_FILE_MOVES, GameRecord
    from quadace_gui.core.games.exercises import EXERCISES
    from quadace_gui.core.games.presets import PRESETS
    from quadace_gui.core.games.takeaway import make_game
    from quadace_gui.core.position import Position

    app, window = open_window()
    settle(app)
    model = window.model
    rows: list[tuple[str, float, float]] = []  # (what, figure, target)

    for name, preset in PRESETS.items() if "presets" in only else ():
        gaps: list[float] = []
        with watched(gaps):
            window.withTable(preset.rules, model.newGame)
            wait_until(app, lambda r=preset.rules: model.rules == r and model.table is not None)
            settle(app)
            window.repaint()
        rows.append((f"New Game, preset {name}: longest gap", gaps[0], TARGET_GAP_MS))

    games = [(f"exercise {e.key}", e.game) for e in EXERCISES]
    games.append(("largest three-heap Nim that fits (89, 89, 89)", make_game("nim", heaps=(89, 89, 89))))
    games.append(("largest Wythoff that fits (421, 421)", make_game("wythoff", heaps=(421, 421))))
    takeaway = None
    for label, game in games if "takeaway" in only else ():
        gaps = []
        with watched(gaps):
            takeaway = window.openTakeAway(game)  # the window's take-away page; a large game: in a worker
            wait_until(app, lambda w=takeaway, g=game: w.model.game() == g)
            settle(app)
            takeaway.repaint()
        rows.append((f"{label}: longest gap", gaps[0], TARGET_GAP_MS))
        settle(app)

    window.withTable(Position.start().rules, model.newGame)
    wait_until(app, lambda: model.table is not None and model.rules == Position.start().rules)
    folder = Path(tempfile.mkdtemp(prefix="quadace-bench-"))
    if "open" in only:
        long_game = GameRecord(Position.start())
        while len(long_game) < MAX_FILE_MOVES:  # optimal play from the start is a draw: it never ends
            long_game.push(best_move(model.table, long_game.current).move)
        path = folder / "long.json"
        long_game.save(path)
        gaps = []
        with watched(gaps):
            window.loadFile(path)
            wait_until(app, lambda: model.plyCount == MAX_FILE_MOVES)
            settle(app)
            window.repaint()
        rows.append((f"open a {MAX_FILE_MOVES:,}-move game file: longest gap", gaps[0], TARGET_GAP_MS))
        window.withTable(Position.start().rules, model.newGame)
        settle(app)

    if "export" in only:
        rows.extend(export_gaps(app, window, folder))
    if "induction" in only:
        rows.append(induction_gap(app, window))

    if "moves" in only:  # the take-away page in view again (opening a QuadAce file switched back)
        takeaway = window.openTakeAway(make_game("nim", heaps=(3, 4, 5)))
        settle(app)
    for label, game in (
        ()
        if "moves" not in only
        else (
            ("Nim (3, 4, 5)", make_game("nim", heaps=(3, 4, 5))),
            ("抢30 (Bash 30, 1-2)", make_game("bash", target=30, most=2)),
            ("Wythoff (8, 11)", make_game("wythoff", heaps=(8, 11))),
        )
    ):
        times: list[float] = []
        played = 0
        while played < args.moves:
            takeaway.startGame(game)
            settle(app)
            while played < args.moves and takeaway.model.moveInfos(takeaway.model.heaps()):
                t0 = time.perf_counter()
                takeaway.model.playBest()
                settle(app)
                takeaway.repaint()
                times.append((time.perf_counter() - t0) * 1000)
                played += 1
        rows.append(
            (f"move → all views, {label} (median of {len(times)})", statistics.median(times), TARGET_MOVE_MS)
        )

    model.undoStack.setClean()
    if takeaway is not None:
        takeaway.model.undoStack.setClean()
    print(f"QuadAce responsiveness benchmark — Qt platform {os.environ['QT_QPA_PLATFORM']}\n")
    print("| measure | result | target | ratio to target |")
    print("|---|---:|---:|---:|")
    for what, figure, target in rows:
        print(f"| {what} | {figure:.0f} ms | ≤ {target:.0f} ms | {figure / target:.2f} |")
    worst = max((figure for what, figure, _ in rows if "gap" in what), default=0.0)
    print(f"\nLongest gap over the list: {worst:.0f} ms (target ≤ {TARGET_GAP_MS:.0f} ms).")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
