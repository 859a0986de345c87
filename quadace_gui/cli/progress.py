"""A progress bar on stderr for long runs (the sweep)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TextIO


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
