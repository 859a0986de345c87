"""Solving off the GUI thread: progress, the result, and cancelling at any moment."""

from __future__ import annotations

from quadace_gui.core.rules import Rules
from quadace_gui.models.solve_job import SolveJob


def test_the_table_arrives_after_it_is_prepared_and_the_bar_ends_full(qtbot):
    prepared, progress = [], []
    job = SolveJob(Rules(7), prepare=lambda table: prepared.append(table.rules.base))
    job.progressed.connect(progress.append)
    with qtbot.waitSignal(job.solved, timeout=20000) as blocker:
        job.start()
    assert blocker.args[0].rules.base == 7 and prepared == [7]
    assert progress[-1] == 100 and max(progress[:-1]) <= 90  # preparing is the last stretch
    job.wait()


def test_cancel_while_preparing_means_no_table(qtbot):
    """Cancel pressed after the solve but before the view's preparation ended still cancels."""
    job = SolveJob(Rules(7), prepare=lambda table: job.cancel())
    solved = []
    job.solved.connect(solved.append)
    with qtbot.waitSignal(job.cancelled, timeout=20000):
        job.start()
    job.wait()
    assert not solved


def test_prepare_is_a_plain_function_run_in_the_worker_and_its_result_is_kept(qtbot):
    """The worker calls only the given function of the table; the GUI thread gets what it returned."""
    from PySide6.QtCore import QThread

    threads: list[bool] = []

    def codes(table):
        threads.append(QThread.currentThread() is not job.thread())
        return table.rules.base * 2

    job = SolveJob(Rules(5), prepare=codes)
    assert job.prepared is None
    with qtbot.waitSignal(job.solved, timeout=20000):
        job.start()
    job.wait()
    assert threads == [True] and job.prepared == 10


def test_without_prepare_nothing_is_prepared_and_the_bar_still_ends_full(qtbot):
    job = SolveJob(Rules(5))
    progress: list[int] = []
    job.progressed.connect(progress.append)
    with qtbot.waitSignal(job.solved, timeout=20000):
        job.start()
    job.wait()
    assert job.prepared is None and progress[-1] == 100
