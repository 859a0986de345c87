"""Soak benchmark: one game of 10,000 moves, with undo/redo bursts and New Games, memory and time flat.

Run ``python benchmarks/bench_soak.py`` (the game model alone, as holding Space plays it) or with
``--window`` (the main window shown offscreen, every view following each move). The game is the optimal
line from the standard start, a draw that goes round a cycle for ever, played move by move through the
undo stack. On the way, every 1,000 plies: 200 undos and 200 redos, then a New Game and its undo (which
brings the long game back). At the end, a few New Games and their undos.

It prints the resident memory (VmRSS) and the time per move (median over 200 moves) at 0, 2k, 5k and 10k
plies, and whether the curve is flat: memory within 50 MB of the start and the last time per move within
1.5 times the first. Times depend on the machine and its load; the ratio is what matters.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

PLIES = 10_000
CHECKPOINTS = (0, 2_000, 5_000, 10_000)
WINDOW = 200  # moves timed at each checkpoint
BURST = 200  # undos then redos every 1,000 plies
FLAT_MB = 50.0
FLAT_RATIO = 1.5


def rss_mb() -> float:
    match = re.search(r"VmRSS:\s+(\d+) kB", Path("/proc/self/status").read_text())
    return int(match.group(1)) / 1024 if match else float("nan")


def run(plies: int, with_window: bool) -> dict[int, tuple[float, float]]:
    """Play the soak; returns checkpoint ply -> (RSS in MB there, median ms per move around it)."""
    from PySide6.QtWidgets import QApplication

    from quadace_gui.app import create_application
    from quadace_gui.models.game_model import GameModel

    app = create_application()
    model = GameModel()
    window = None
    if with_window:
        from quadace_gui.models.settings import Settings
        from quadace_gui.views.main_window import MainWindow

        settings = Settings()
        settings.setValue("animationMs", 0)
        window = MainWindow(model, settings)
        window.resize(1440, 900)
        window.show()
        QApplication.processEvents()

    def settle() -> None:
        if window is not None:
            app.processEvents()

    def play_one() -> float:
        t0 = time.perf_counter()
        if model.playBest() is None:
            raise SystemExit("the optimal line ended; the soak needs a drawn line")
        settle()
        return (time.perf_counter() - t0) * 1000

    checkpoints = [c for c in CHECKPOINTS if c < plies] + [plies]
    rss: dict[int, float] = {}
    ms: list[float] = []  # time of the move after each ply
    for ply in range(plies):
        if ply in checkpoints:
            rss[ply] = rss_mb()
        ms.append(play_one())
        if (ply + 1) % 1_000 == 0 and ply + 1 < plies:
            for _ in range(BURST):
                model.undoStack.undo()
                settle()
            for _ in range(BURST):
                model.undoStack.redo()
                settle()
            model.newGame()
            settle()
            model.undoStack.undo()  # the long game comes back
            settle()
            assert model.plyCount == ply + 1, (model.plyCount, ply + 1)
    for _ in range(5):
        model.newGame()
        settle()
        model.undoStack.undo()
        settle()
    assert model.plyCount == plies
    rss[plies] = rss_mb()
    figures = {}
    for c in checkpoints:
        timed = ms[c : c + WINDOW] if c < plies else ms[-WINDOW:]
        figures[c] = (rss[c], statistics.median(timed))
    if window is not None:
        model.undoStack.setClean()
        window.close()
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plies", type=int, default=PLIES, help=f"moves in the game (default {PLIES:,})")
    parser.add_argument("--window", action="store_true", help="drive the main window, not the model alone")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="quadace-soak-")  # not the user's settings

    started = time.perf_counter()
    figures = run(args.plies, args.window)
    what = "main window (every view follows each move)" if args.window else "game model"
    print(f"QuadAce soak — {args.plies:,} moves in one game, {what}, Python {sys.version.split()[0]}")
    print()
    print("| plies | RSS (MB) | ms per move (median of the next 200; at the end, the last 200) |")
    print("|---|---|---|")
    for ply in sorted(figures):
        rss, ms = figures[ply]
        print(f"| {ply:,} | {rss:.1f} | {ms:.3f} |")
    first, last = figures[0], figures[max(figures)]
    growth, ratio = last[0] - first[0], last[1] / first[1]
    flat = growth <= FLAT_MB and ratio <= FLAT_RATIO
    print()
    print(
        f"RSS growth {growth:+.1f} MB (flat: ≤ {FLAT_MB:.0f} MB); time per move last/first {ratio:.2f}x "
        f"(flat: ≤ {FLAT_RATIO}x): {'flat' if flat else 'NOT flat'}; "
        f"total {time.perf_counter() - started:.0f} s"
    )
    return 0 if flat else 1


if __name__ == "__main__":
    raise SystemExit(main())
