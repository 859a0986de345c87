"""Issue 24: long GUI-thread work runs in steps, one each turn of the event loop, so that timers and
input get their turn in between; a caller that waits for the end still gets its result or error."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer

from quadace_gui.views.stepped import Steps, in_worker, run_steps


def test_steps_run_to_the_end_with_the_event_loop_turning_in_between(qtbot) -> None:
    ticks: list[int] = []
    timer = QTimer()
    timer.setInterval(0)
    timer.timeout.connect(lambda: ticks.append(len(done)))
    done: list[int] = []

    def steps() -> Steps:
        for k in range(3):
            done.append(k)
            yield 1
        out: list[int] = []
        yield from in_worker(lambda: sum(range(1000)), out)  # a worker's result, waited for in steps
        done.append(out[0])

    timer.start()
    try:
        run_steps(steps())
    finally:
        timer.stop()
    assert done == [0, 1, 2, sum(range(1000))]
    assert {1, 2, 3} <= set(ticks)  # the timer fired between the steps


def test_an_error_in_a_step_or_a_worker_reaches_the_caller(qtbot) -> None:
    cleaned: list[bool] = []

    def failing() -> Steps:
        try:
            yield 1
            raise OSError(28, "No space left on device")
        finally:
            cleaned.append(True)

    with pytest.raises(OSError, match="No space left"):
        run_steps(failing())
    assert cleaned == [True]

    def worker_fails() -> Steps:
        yield from in_worker(lambda: open("/nonexistent-folder/x.png", "wb"), [])  # noqa: SIM115

    with pytest.raises(FileNotFoundError):
        run_steps(worker_fails())
