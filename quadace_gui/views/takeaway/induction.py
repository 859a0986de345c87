"""Backward induction on the take-away map: the level controls, and which cells a level colours.

The solver decides positions level by level (level 0: the finished positions; a position is decided at
level k when its distance is k). In the induction mode the map colours only the positions decided at
levels 0 .. k and paints the rest a neutral grey; these controls choose k (slider, back, step, play)
and say how many positions each level decided. The counts are of the whole game; on a slice of a
game of three or four heaps the message also says how many of them the slice shows (often none at the
first levels, so a step that changes nothing on the map still says what it decided).

The message has a fixed height of :data:`MESSAGE_LINES` lines, so the buttons above it never move
when it grows or shrinks (a second click on Step lands on Step).
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt
from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSlider, QVBoxLayout, QWidget

from quadace_gui.core.games.takeaway import decided_mask, level_counts

__all__ = ["InductionControls", "decided_mask", "level_counts"]  # the counts are the core's

#: Milliseconds between two levels while playing.
PLAY_MS = 700
#: The lines of text the message always takes (a longer one is cut, its whole text in the tool tip).
MESSAGE_LINES = 2


def plural(text: str, n: int) -> str:
    """English ships no .qm file: spell its plural when no translation replaced the source text."""
    return text.replace("position(s)", "position" if n == 1 else "positions")


class InductionControls(QWidget):
    """Start / back / step / play and a level slider; emits the level to show (None: the full map)."""

    levelChanged = Signal(object)  # int level (-1: nothing decided yet) or None (induction off)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._counts = np.zeros(0, dtype=np.int64)
        self._slice_counts: npt.NDArray[np.int64] | None = None
        self._level: int | None = None
        self.timer = QTimer(self)
        self.timer.setInterval(PLAY_MS)
        self.timer.timeout.connect(self._tick)
        self.onButton = QPushButton(self)
        self.onButton.setCheckable(True)
        self.backButton = QPushButton(self)
        self.stepButton = QPushButton(self)
        self.playButton = QPushButton(self)
        self.playButton.setCheckable(True)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._fixMessageHeight()
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        for w in (self.onButton, self.backButton, self.stepButton, self.playButton):
            # (no minimum width below the text's: the panel grows rather than cutting "Back" to "Ba")
            row.addWidget(w)
        row.addStretch(1)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addLayout(row)
        column.addWidget(self.slider)
        column.addWidget(self.label)
        self.onButton.toggled.connect(self._toggled)
        self.backButton.clicked.connect(self.back)
        self.stepButton.clicked.connect(self.stepForward)
        self.playButton.toggled.connect(self._play)
        self.slider.valueChanged.connect(self._slid)
        self.retranslate()
        self._refresh()

    # -- state -------------------------------------------------------------------------------------
    def level(self) -> int | None:
        """The level shown: None outside the induction, -1 at its start (nothing decided yet)."""
        return self._level

    def lastLevel(self) -> int:
        return int(self._counts.size) - 1

    def setCounts(self, counts: npt.NDArray[np.int64]) -> None:
        """The positions decided at each level of a new table; the induction starts over (off)."""
        self._counts = np.asarray(counts, dtype=np.int64)
        self.setLevel(None)

    def setSliceCounts(self, counts: npt.NDArray[np.int64] | None) -> None:
        """The positions of the slice shown decided at each level (None: the map shows every position)."""
        self._slice_counts = None if counts is None else np.asarray(counts, dtype=np.int64)
        self._refresh()

    def inSlice(self, level: int) -> int | None:
        """How many of the positions decided at ``level`` the slice shows (None: no slice)."""
        if self._slice_counts is None:
            return None
        return int(self._slice_counts[level]) if 0 <= level < self._slice_counts.size else 0

    def _fixMessageHeight(self) -> None:
        margins = self.label.contentsMargins()
        lines = self.label.fontMetrics().lineSpacing() * MESSAGE_LINES
        self.label.setFixedHeight(lines + margins.top() + margins.bottom())

    def setLevel(self, level: int | None) -> None:
        """Show ``level`` (clamped to -1 .. last), or leave the induction with None."""
        if level is not None:
            level = max(-1, min(int(level), self.lastLevel()))
        if level is None:
            self.timer.stop()
        if level != self._level:
            self._level = level
            self.levelChanged.emit(level)
        self._refresh()

    def decidedUpTo(self, level: int) -> int:
        return int(self._counts[: max(level + 1, 0)].sum())

    def text(self) -> str:
        return str(self.label.text())

    # -- controls ----------------------------------------------------------------------------------
    def _toggled(self, on: bool) -> None:
        self.setLevel(-1 if on else None)

    def back(self) -> None:
        self._go(-1)

    def stepForward(self) -> None:
        self._go(+1)

    def _go(self, step: int) -> None:
        self.setLevel((-1 if self._level is None else self._level) + step)

    def _slid(self, value: int) -> None:
        if self._level is not None and value != self._level:
            self.setLevel(value)

    def _play(self, on: bool) -> None:
        if on:
            if self._level is None or self._level >= self.lastLevel():
                self.setLevel(-1)
            self.timer.start()
        else:
            self.timer.stop()
        self._refresh()

    def _tick(self) -> None:
        if self._level is None or self._level >= self.lastLevel():
            self.timer.stop()
            self._refresh()
            return
        self.setLevel(self._level + 1)

    def _refresh(self) -> None:
        on = self._level is not None
        for w, want in ((self.onButton, on), (self.playButton, self.timer.isActive())):
            if w.isChecked() != want:
                w.blockSignals(True)
                w.setChecked(want)
                w.blockSignals(False)
        self.backButton.setEnabled(on and (self._level or 0) > -1)
        self.stepButton.setEnabled(
            self.lastLevel() >= 0 and (self._level is None or self._level < self.lastLevel())
        )
        self.slider.setEnabled(on)
        self.slider.blockSignals(True)
        self.slider.setRange(-1, max(self.lastLevel(), -1))
        self.slider.setValue(-1 if self._level is None else self._level)
        self.slider.blockSignals(False)
        self._showMessage()

    def _showMessage(self) -> None:
        text = self._describe()
        self.label.setText(text)
        self.label.setToolTip(text)

    def _describe(self) -> str:
        k = self._level
        if k is None:
            return ""
        total = int(self._counts.sum())
        if k < 0:
            return self.tr("Start: no position decided yet; step to decide the finished ones (level 0).")
        n = int(self._counts[k]) if k < self._counts.size else 0
        text = plural(self.tr("Level {k}: {n} position(s) decided"), n).format(k=k, n=n)
        shown = self.inSlice(k)
        if shown == 0 and n > 0:
            text += self.tr(", none in this slice")
        elif shown is not None and shown < n:
            text += self.tr(", {m} in this slice").format(m=shown)
        text += self.tr(" ({done} of {total} so far)").format(done=self.decidedUpTo(k), total=total)
        if k >= self.lastLevel():
            text += self.tr(". Every position is decided.")
        return text

    def retranslate(self) -> None:
        self.onButton.setText(self.tr("Backward induction"))
        self.onButton.setToolTip(self.tr("Colour only the positions decided at levels 0 to k"))
        self.backButton.setText(self.tr("Back"))
        self.stepButton.setText(self.tr("Step"))
        self.playButton.setText(self.tr("Play"))
        self.slider.setToolTip(self.tr("The level k shown"))
        self._showMessage()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.FontChange:
            self._fixMessageHeight()
        super().changeEvent(event)
