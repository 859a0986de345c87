"""Long GUI-thread work in short steps, one each turn of the event loop (issue 24: no freeze).

Work that must run on the GUI thread (building and drawing an off-screen scene) is written as a
generator: each ``yield`` ends a step and lets input, paint events and timers have their turn. Work that
touches no widget (encoding a PNG, writing a file) runs in a worker thread meanwhile (:func:`in_worker`).
:func:`run_steps` runs such a generator to its end for a caller that wants the result at once (File ▸
Export), in a local event loop, so the window keeps reacting while the caller waits.
"""

from __future__ import annotations

import contextlib
import os
import threading
from collections.abc import Callable, Generator
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

from PySide6.QtCore import QEventLoop, QObject, QTimer

#: A step yields the pause (milliseconds) before the next one: a real timer, so that input and paint
#: events, and other timers, get their turn in between (zero-time calls may run back to back).
STEP_MS = 1
#: The pause between two looks at a worker that has not finished yet.
POLL_MS = 5
#: How much lower a worker's priority is than the GUI thread's (a nice value, where the system has them).
WORKER_NICE = 10

Steps = Generator[int, None, None]
T = TypeVar("T")


def lower_priority() -> None:
    """Give the calling (worker) thread a lower priority than the GUI thread, where the system allows it
    (Linux: a thread's own nice value), so that on a busy machine the window still gets the CPU first."""
    with contextlib.suppress(AttributeError, OSError):  # another system: the thread keeps its priority
        thread = threading.get_native_id()
        os.setpriority(os.PRIO_PROCESS, thread, os.getpriority(os.PRIO_PROCESS, thread) + WORKER_NICE)


_POOL = ThreadPoolExecutor(max_workers=1, thread_name_prefix="quadace-steps", initializer=lower_priority)


def in_worker(work: Callable[[], T], out: list[T]) -> Steps:
    """Steps that run ``work`` in a worker thread, wait for it without blocking, then append its result
    to ``out`` (or raise its exception). ``work`` must touch no widget."""
    future = _POOL.submit(work)
    while not future.done():
        yield POLL_MS
    out.append(future.result())


def run_steps(steps: Steps) -> None:
    """Run ``steps`` to their end, one each turn of a local event loop; re-raise what a step raised.
    Raises InterruptedError (an OSError) if the loop was left before the end (the application quit)."""
    loop = QEventLoop()
    failure: list[BaseException] = []
    finished: list[bool] = []
    guard = QObject()  # the timers' context: no step runs once this call has returned

    def step() -> None:
        try:
            pause = next(steps)
        except StopIteration:
            finished.append(True)
            loop.quit()
        except BaseException as exc:  # handed to the caller, below
            failure.append(exc)
            loop.quit()
        else:
            QTimer.singleShot(max(int(pause), 0), guard, step)

    QTimer.singleShot(0, guard, step)
    loop.exec()
    if failure:
        raise failure[0]
    if not finished:
        steps.close()  # (its clean-up runs now)
        raise InterruptedError("interrupted before it was done")
