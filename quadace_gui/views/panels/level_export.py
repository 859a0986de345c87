"""Exporting the induction's levels as PNG slides without freezing the window (issue 24).

A slide is built and drawn on the GUI thread (Qt's widgets live there), one slide each turn of the event
loop, exactly as :meth:`OutcomeHeatmap.exportPng` draws it. Encoding the
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

#: The pause between two slides (milliseconds): a real timer, so that input and paint events, and other
#: timers, get their turn between slides (zero-time calls may run back to back in one pass).
STEP_MS = 1
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
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="quadace-export")
        self._writes: list[Future[Path]] = []
        self._done = False
        self._stopped = False

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
        if self._stopped or not self._slides or any(w.done() and w.exception() for w in self._writes):
            self._release()
            self._later(self._wait)
            return
        slide = self._slides.pop(0)
        try:  # built and drawn in one go (events in between could move the slide's layout)
            heatmap.setInductionLevel(slide.level)
            twin = heatmap.exportTwin(title=slide.title, notes=slide.notes)
            try:
                image = twin.slideImage()
            finally:
                twin.dispose()
            self._writes.append(self._pool.submit(_write, slide.path, image))
            self.progressed.emit(self._total - len(self._slides), self._total)
        except OSError as exc:
            self._release()
            self._end(str(exc.strerror or exc))
            return
        self._later(self._step)

    def _release(self) -> None:
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
