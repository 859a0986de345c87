"""``quadace --self-test``: prove in a few seconds, without a screen, that an installed or frozen app works.

It builds the main window offscreen, solves the standard game, checks known facts, renders the heatmap to
a PNG in a temporary folder and loads the Chinese translation. Each step prints one line; then a timing
line and ``SELF-TEST OK`` (exit status 0). The first step that fails prints ``SELF-TEST FAILED`` with the
step's name and the reason, and the exit status is 1. The packaging smoke test runs this in the frozen app.

Settings are redirected to the temporary folder, so the self-test never reads or changes the user's.
"""

from __future__ import annotations

import time

#: As early as this module can know it: the self-test's own clock starts here (see :func:`process_age`).
IMPORTED_AT = time.perf_counter()

import os  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import traceback  # noqa: E402
from collections.abc import Callable  # noqa: E402
from dataclasses import dataclass, field  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

#: Known facts about the standard game (base 10) that the self-test checks.
STANDARD_POSITIONS = 2970  # every pair of hands, less the 55 slots whose mover has no fingers left
HEATMAP_WIDTH = 400
TRANSLATION = "zh_CN"
#: Resources every build must ship (relative to the resource root).
REQUIRED_RESOURCES = (
    ("icons", "quadace.svg"),
    ("icons", "quadace_256.png"),
    ("translations", f"quadace_{TRANSLATION}.qm"),
)
#: How long to wait for the window to be exposed before calling it a failure.
SHOW_TIMEOUT_S = 20.0


def process_age() -> float | None:
    """Seconds since the operating system started this process, or None where that is unknown.

    Reads ``/proc`` (Linux): the process start time in clock ticks since boot against the uptime, so the
    resolution is one tick (10 ms). No third-party module is needed.
    """
    try:
        stat = Path("/proc/self/stat").read_text()
        after_name = stat[stat.rindex(")") + 2 :].split()  # field 3 (state) onwards
        start_ticks = int(after_name[19])  # field 22: starttime
        uptime = float(Path("/proc/uptime").read_text().split()[0])
        return max(0.0, uptime - start_ticks / os.sysconf("SC_CLK_TCK"))
    except (OSError, ValueError, IndexError, AttributeError):
        return None


#: Process age when this module was imported (None off Linux).
AGE_AT_IMPORT = process_age()


class CheckFailed(Exception):
    """A self-test check found a wrong result (as opposed to a crash)."""


def check(condition: bool, message: str) -> None:
    if not condition:
        raise CheckFailed(message)


@dataclass
class Context:
    """What the steps share: the temporary folder, the Qt objects they build and the timings."""

    tmp: Path
    app: Any = None
    model: Any = None
    window: Any = None
    qt_messages: list[str] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=dict)


def out(line: str) -> None:
    """One line on stdout; silently nothing where a windowed app has no stdout."""
    if sys.stdout is not None:
        print(line, flush=True)


# -- the steps --------------------------------------------------------------------------------------


def step_imports(ctx: Context) -> str:
    import PySide6.QtCore

    from quadace_gui import app, resources  # noqa: F401
    from quadace_gui.models import game_model  # noqa: F401
    from quadace_gui.views import main_window  # noqa: F401

    return f"Qt {PySide6.QtCore.qVersion()}, PySide6 {PySide6.__version__}"


def step_resources(ctx: Context) -> str:
    from quadace_gui.resources import resource_path, resource_root

    missing = [str(Path(*parts)) for parts in REQUIRED_RESOURCES if not resource_path(*parts).is_file()]
    check(not missing, f"missing resources in {resource_root()}: {', '.join(missing)}")
    return str(resource_root())


def step_lessons(ctx: Context) -> str:
    """The built-in lessons are in the bundle and load (TOML reader, every answer checked by the solver)."""
    from quadace_gui.core.lessons import builtin_lessons

    lessons = builtin_lessons()
    check(len(lessons) >= 4, f"{len(lessons)} built-in lessons found, 4 expected")
    return f"{len(lessons)} lessons, {sum(len(lesson.steps) for lesson in lessons)} steps"


def step_application(ctx: Context) -> str:
    from PySide6.QtCore import QSettings, QtMsgType, qInstallMessageHandler

    from quadace_gui.app import create_application

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    settings_dir = ctx.tmp / "settings"
    settings_dir.mkdir()
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(settings_dir))

    serious = (QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg)
    #: What Qt's offscreen platform says whenever a window's size limits change (it has no window manager
    #: to pass them to): expected in an offscreen self-test, and no sign of a problem.
    offscreen_chatter = "This plugin does not support propagateSizeHints()"

    def on_message(kind: QtMsgType, _context: object, message: str) -> None:
        if message == offscreen_chatter:
            return
        if kind in serious:
            ctx.qt_messages.append(message)
        if kind != QtMsgType.QtDebugMsg:
            out(f"  qt {kind.name.removeprefix('Qt').removesuffix('Msg').lower()}: {message}")

    qInstallMessageHandler(on_message)
    ctx.app = create_application([sys.argv[0] if sys.argv else "quadace"])
    check(ctx.app is not None, "create_application returned nothing")
    check(bool(ctx.app.applicationName()), "the application has no name")
    check(not ctx.app.windowIcon().isNull(), "the application has no icon")
    return f"{ctx.app.applicationName()}, platform {ctx.app.platformName()}"


def step_solve(ctx: Context) -> str:
    from quadace_gui.core.position import Position
    from quadace_gui.core.solver import DRAW, INVALID
    from quadace_gui.models.game_model import GameModel

    started = time.perf_counter()
    ctx.model = GameModel()
    ctx.timings["model"] = time.perf_counter() - started
    table = ctx.model.table
    ctx.timings["solve"] = float(table.seconds)
    positions = int((table.value != INVALID).sum())
    check(positions == STANDARD_POSITIONS, f"the table has {positions} positions, not {STANDARD_POSITIONS}")
    start = Position.start(table.rules)
    check(int(table.value[start.index]) == DRAW, f"the start {start.text} is not a draw")
    return f"{positions} positions, start {start.text} is a draw"


def step_window(ctx: Context) -> str:
    from PySide6.QtCore import QEventLoop

    from quadace_gui.views.main_window import MainWindow

    ctx.window = MainWindow(ctx.model)
    ctx.window.show()
    deadline = time.perf_counter() + SHOW_TIMEOUT_S
    while not _exposed(ctx.window):
        check(time.perf_counter() < deadline, f"the window was not shown within {SHOW_TIMEOUT_S:.0f} s")
        ctx.app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
    ctx.app.processEvents()
    ctx.timings["shown"] = time.perf_counter()
    size = ctx.window.size()
    check(size.width() > 0 and size.height() > 0, "the window has no size")
    return f"{ctx.window.windowTitle()!r}, {size.width()}x{size.height()}"


def _exposed(window: Any) -> bool:
    handle = window.windowHandle()
    return bool(window.isVisible() and handle is not None and handle.isExposed())


def step_heatmap(ctx: Context) -> str:
    from PySide6.QtGui import QImage

    path = ctx.tmp / "heatmap.png"
    started = time.perf_counter()
    ctx.window.heatmap.exportPng(str(path), HEATMAP_WIDTH)
    ctx.timings["heatmap"] = time.perf_counter() - started
    check(path.is_file() and path.stat().st_size > 0, "the heatmap export wrote no file")
    image = QImage(str(path))
    check(not image.isNull(), "the exported heatmap is not a readable PNG")
    colours = _colour_count(image)
    check(colours >= 3, f"the exported heatmap has only {colours} colour(s); expected win, loss and draw")
    return f"{image.width()}x{image.height()} px, {colours} colours"


def _colour_count(image: Any, samples: int = 48) -> int:
    """Distinct colours on a grid of samples (enough to tell a drawn heatmap from a blank image)."""
    w, h = image.width(), image.height()
    grid = range(samples)
    return len({image.pixel(x * w // samples, y * h // samples) for x in grid for y in grid})


def step_translation(ctx: Context) -> str:
    from quadace_gui.app import install_translation

    check(bool(install_translation(ctx.app, TRANSLATION)), f"the {TRANSLATION} translation did not load")
    return TRANSLATION


def step_close(ctx: Context) -> str:
    from quadace_gui.app import delete_now

    ctx.window.close()
    delete_now(ctx.window)
    ctx.window = None
    ctx.app.processEvents()
    if ctx.qt_messages:
        count = len(ctx.qt_messages)
        raise CheckFailed(f"Qt reported {count} critical message(s), the first: {ctx.qt_messages[0]}")
    return "window closed"


STEPS: tuple[tuple[str, Callable[[Context], str]], ...] = (
    ("import the app", step_imports),
    ("find the resources", step_resources),
    ("load the built-in lessons", step_lessons),
    ("create the application", step_application),
    ("solve the standard game", step_solve),
    ("show the main window", step_window),
    ("render the heatmap", step_heatmap),
    ("load the Chinese translation", step_translation),
    ("close the window", step_close),
)


# -- running ----------------------------------------------------------------------------------------


def timing_line(ctx: Context) -> str:
    """``timings: window shown 0.84 s after process start, solve 0.015 s, ...`` (smoke.sh reads it)."""
    since_import = ctx.timings["shown"] - IMPORTED_AT
    if AGE_AT_IMPORT is not None:
        shown = f"window shown {AGE_AT_IMPORT + since_import:.3f} s after process start"
    else:
        shown = f"window shown {since_import:.3f} s after self-test import (process start unknown)"
    return (
        f"timings: {shown}, solve {ctx.timings['solve']:.3f} s, model {ctx.timings['model']:.3f} s, "
        f"heatmap export {ctx.timings['heatmap']:.3f} s"
    )


def run(ctx: Context) -> bool:
    for name, step in STEPS:
        started = time.perf_counter()
        try:
            detail = step(ctx)
        except Exception as exc:
            out(f"  FAILED {name}: {type(exc).__name__}: {exc}")
            if not isinstance(exc, CheckFailed) and sys.stderr is not None:
                traceback.print_exc()
            out(f"SELF-TEST FAILED at step '{name}'")
            return False
        out(f"  ok  {name} ({(time.perf_counter() - started) * 1000:.0f} ms): {detail}")
    return True


def main() -> int:
    """Run the self-test; 0 when everything worked, 1 otherwise."""
    from quadace_gui import __version__

    kind = "frozen" if getattr(sys, "frozen", False) else "from source"
    out(f"QuadAce {__version__} self-test ({kind}, Python {sys.version.split()[0]}, {sys.platform})")
    with tempfile.TemporaryDirectory(prefix="quadace-selftest-") as tmp:
        ctx = Context(tmp=Path(tmp))
        passed = run(ctx)
        if ctx.window is not None:
            from quadace_gui.app import delete_now

            ctx.window.close()
            delete_now(ctx.window)
    if not passed:
        return 1
    out(timing_line(ctx))
    out("SELF-TEST OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
