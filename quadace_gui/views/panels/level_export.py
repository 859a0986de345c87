"""Exporting the induction's levels as PNG slides without freezing the window (issue 24).

A slide is built and drawn on the GUI thread (Qt's widgets live there), in short steps, one each turn of
the event loop, exactly as :meth:`OutcomeHeatmap.exportPng` draws it. Encoding the
image as PNG and writing the file, the slowest part, happens in a worker thread meanwhile; it touches no
widget. :class:`LevelExport` reports its progress and, once every file is written (or one failed), the
files written and the error, if any.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QImage

from quadace_gui.core.files import write_atomic
from quadace_gui.views.heatmap import OutcomeHeatmap
from quadace_gui.views.heatmap.export import encode_png
from quadace_gui.views.stepped import STEP_MS, Steps, lower_priority

#: How often the finished check looks at the worker once every slide is drawn (milliseconds).
POLL_MS = 15


@dataclass(frozen=True)
class Slide:
    """One level's picture: the level, its file, its title and its notes (a line each)."""

    level: int
    path: Path
    title: str
    notes: Sequence[str]


def _write(path: Path, image: QImage) -> Path:
    write_atomic(path, encode_png(image), follow=False)
    return path


class LevelExport(QObject):
    """Writes ``slides`` of ``heatmap`` (an off-screen heatmap showing the table, which this takes over
    and disposes of) a piece at a time. ``progressed(done, total)`` after each slide is drawn;
    ``finished(paths, error)`` once at the end (``error`` is "" when every file was written)."""

    progressed = Signal(int, int)
    finished = Signal(list, str)

    def __init__(
        self, heatmap: OutcomeHeatmap, slides: Sequence[Slide], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._heatmap: OutcomeHeatmap | None = heatmap
        self._slides = list(slides)
        self._total = len(self._slides)
        self._pool = ThreadPoolExecutor(
            max_workers=1, thread_name_prefix="quadace-export", initializer=lower_priority
        )
        self._writes: list[Future[Path]] = []
        self._done = False
        self._stopped = False
        self._steps: Steps | None = None  # the slide being drawn, a step each turn of the event loop
        self._slide = Slide(0, Path(), "", ())  # (the slide being drawn)
        self._images: list[QImage] = []

    def start(self) -> None:
        self._later(self._step)

    def stop(self) -> None:
        """Stop drawing slides (the files already handed to the worker are still written)."""
        self._stopped = True

    def isDone(self) -> bool:
        return self._done

    def _later(self, step: Callable[[], None], ms: int = STEP_MS) -> None:
        QTimer.singleShot(ms, self, step)

    def _step(self) -> None:
        heatmap = self._heatmap
        if heatmap is None:
            return
        if self._steps is None:
            if self._stopped or not self._slides or any(w.done() and w.exception() for w in self._writes):
                self._release()
                self._later(self._wait)
                return
            self._slide = self._slides.pop(0)
            self._images = []
            heatmap.setInductionLevel(self._slide.level)
            self._steps = heatmap.slideImageSteps(
                self._images, title=self._slide.title, notes=self._slide.notes
            )
        try:
            pause = next(self._steps)
        except StopIteration:
            self._steps = None
            self._writes.append(self._pool.submit(_write, self._slide.path, self._images[0]))
            self.progressed.emit(self._total - len(self._slides), self._total)
            pause = STEP_MS
        self._later(self._step, pause)

    def _release(self) -> None:
        if self._steps is not None:
            self._steps.close()  # its off-screen slide is disposed of
            self._steps = None
        if self._heatmap is not None:
            self._heatmap.dispose()
            self._heatmap = None

    def _wait(self) -> None:
        if not all(w.done() for w in self._writes):
            self._later(self._wait, POLL_MS)
            return
        error = ""
        for write in self._writes:
            exc = write.exception()
            if isinstance(exc, OSError) and not error:
                error = f"{getattr(exc, 'filename', '') or ''}: {exc.strerror or exc}".lstrip(": ")
            elif exc is not None and not error:
                error = str(exc)
        self._end(error)

    def _end(self, error: str) -> None:
        self._pool.shutdown(wait=True)
        written = [w.result() for w in self._writes if w.done() and w.exception() is None]
        self._done = True
        self.finished.emit(written, error)
