"""The Backward induction panel of every game: the solver's levels shown one step at a time on the map.

Start empties the map; each step colours the positions decided at the next level (level 0: the
finished games; then wins and losses in turn), with their count and the one rule that decided them. Play
steps on a timer at a chosen speed. Clicking a cell meanwhile says why that position got its value
(:meth:`InductionPanel.pick`). The facts come from the game's model
(:class:`~quadace_gui.models.induction_game.InductionGame`, over :mod:`quadace_gui.core.levels`); this
panel only shows them and says which level the map shows (:attr:`InductionPanel.levelChanged`: QuadAce's
window passes it to its heatmap through the :class:`PanelHub`, the take-away page to its map and 抢30's
strip). Leaving (the button, or closing the panel) restores the normal map. A game whose map can draw
slides (QuadAce's, given :class:`LevelPictures`) exports the levels as PNG pictures.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
from PySide6.QtCore import QDynamicPropertyChangeEvent, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from quadace_gui.core.levels import Level, LevelRule, Levels
from quadace_gui.models.induction_game import InductionContext, WrittenReason
from quadace_gui.texts import rules_name
from quadace_gui.views.dialogs import show_message
from quadace_gui.views.heatmap import OutcomeHeatmap
from quadace_gui.views.presentation import PRESENTING

from . import PanelContext
from .cover import cover_panel
from .level_export import LevelExport, Slide

#: Play speeds: (source text, milliseconds a step).
SPEEDS = (("slow", 1600), ("normal", 800), ("fast", 300))
#: The most moves a loss explanation lists before "and N more".
LISTED_MOVES = 8


def parse_levels(text: str, last: int) -> list[int] | None:
    """The levels named in ``text`` ("0-3, 5"; empty: every level), or None when it names something
    that is not a level from 0 to ``last``.

    >>> parse_levels("0-2, 5", 9)
    [0, 1, 2, 5]
    >>> parse_levels("", 2)
    [0, 1, 2]
    >>> parse_levels("3-12", 9) is None
    True
    """
    out: set[int] = set()
    parts = [p.strip() for p in text.replace("，", ",").split(",") if p.strip()]
    if not parts:
        return list(range(last + 1))
    for part in parts:
        low, dash, high = part.partition("-")
        try:
            a, b = int(low), int(high) if dash else int(low)
        except ValueError:
            return None
        if not 0 <= a <= b <= last:
            return None
        out.update(range(a, b + 1))
    return sorted(out)


def counted(text: str, n: int) -> str:
    """English ships no .qm file: spell its plural when no translation replaced the source text."""
    return text.replace("position(s)", "position" if n == 1 else "positions")


@dataclass(frozen=True)
class LevelPictures:
    """How a game's map draws the levels as slides: an off-screen map of the table being played (which
    the export takes over and disposes of) and the game's name for the slides' titles."""

    heatmap: Callable[[], OutcomeHeatmap]
    game: Callable[[], str]


def quadace_pictures(ctx: PanelContext) -> LevelPictures:
    """QuadAce's slides: its heatmap in the chosen palette and unreachable mode."""

    def heatmap() -> OutcomeHeatmap:
        made = OutcomeHeatmap()
        try:
            made.setPaletteName(ctx.settings.value("palette"))
            made.setUnreachableMode(ctx.settings.value("unreachable"))
            made.setTable(ctx.model.table)
        except BaseException:
            made.dispose()
            raise
        return made

    return LevelPictures(heatmap, lambda: rules_name(ctx.model.table.rules))


class InductionPanel(QWidget):
    """Steps through the solver's levels of any game; the map shows the positions decided so far."""

    #: The level the map shows: levels 0 .. k coloured (int; -1: nothing decided yet), or the normal
    #: map (None).
    levelChanged = Signal(object)
    #: A text for the status bar: (text, milliseconds; 0 keeps it until the next message).
    status = Signal(str, int)

    def __init__(
        self, ctx: InductionContext, parent: QWidget | None = None, pictures: LevelPictures | None = None
    ) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self._pictures = pictures
        self._levels: Levels[Any] | None = None
        self._step: int | None = None  # None: not running; -1: started, nothing decided yet; k: level k
        self._why: WrittenReason | None = None
        self._shown: npt.NDArray[np.int64] | None = None  # per level, the positions the map shows (a slice)
        self._export: LevelExport | None = None  # the level pictures being written, if any
        self._watched: QWidget | None = None  # the window whose leaving full screen is watched
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)

        self.startButton = QPushButton(self)
        self.backButton = QPushButton(self)
        self.stepButton = QPushButton(self)
        self.playButton = QPushButton(self)
        self.playButton.setCheckable(True)
        self.leaveButton = QPushButton(self)
        self.exportButton = QPushButton(self)
        self.exportButton.setObjectName("inductionExportButton")
        self.exportButton.setVisible(pictures is not None)  # (a map that draws no slides: no export)
        self.speedBox = QComboBox(self)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.titleLabel = QLabel(self)
        self.countLabel = QLabel(self)
        self.ruleLabel = QLabel(self)
        self.endLabel = QLabel(self)
        self.whyLabel = QLabel(self)
        self.hintLabel = QLabel(self)
        for name in ("start", "back", "step", "play", "leave"):
            getattr(self, name + "Button").setObjectName(f"induction{name.title()}Button")
        for label in (self.countLabel, self.ruleLabel, self.endLabel, self.whyLabel, self.hintLabel):
            label.setWordWrap(True)
        self.whyLabel.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.hintLabel.setEnabled(False)  # a quiet, greyed note

        buttons = QHBoxLayout()
        for w in (self.startButton, self.backButton, self.stepButton, self.playButton):
            buttons.addWidget(w)
        playing = QHBoxLayout()
        playing.addWidget(self.speedBox)
        playing.addWidget(self.slider, 1)
        ending = QHBoxLayout()
        ending.addWidget(self.leaveButton)
        ending.addWidget(self.exportButton)
        texts = QWidget(self)
        column = QVBoxLayout(texts)
        column.addLayout(buttons)
        column.addLayout(playing)
        column.addLayout(ending)
        for label in (self.titleLabel, self.countLabel, self.ruleLabel, self.endLabel, self.whyLabel):
            column.addWidget(label)
        column.addStretch(1)
        column.addWidget(self.hintLabel)
        # Everything scrolls: a small dock (or window) scrolls the panel rather than clipping it or
        # forcing the window wider.
        self.textArea = QScrollArea(self)
        self.textArea.setWidget(texts)
        self.textArea.setWidgetResizable(True)
        self.textArea.setFrameShape(QFrame.Shape.NoFrame)
        self.textArea.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for button in (self.startButton, self.backButton, self.stepButton, self.playButton):
            button.setMinimumWidth(40)  # narrow docks squeeze the buttons rather than scroll sideways
        # While the answers are hidden a Reveal button stands in for the panel (hiding leaves the induction).
        self.cover = cover_panel(self, self.textArea, ctx.answers, self._covered_text, self._answers_changed)

        self.startButton.clicked.connect(self.start)
        self.backButton.clicked.connect(self.back)
        self.stepButton.clicked.connect(self.stepForward)
        self.playButton.toggled.connect(self.setPlaying)
        self.leaveButton.clicked.connect(self.leave)
        self.exportButton.clicked.connect(self._ask_export)
        self.slider.valueChanged.connect(self._slid)
        self.speedBox.currentIndexChanged.connect(self._speed_changed)
        ctx.model.inductionTableChanged.connect(self.leave)
        self.retranslate()
        self.speedBox.setCurrentIndex(1)
        self._refresh()

    def _covered_text(self) -> str:
        return self.tr("Reveal to step through the solver's levels on the heatmap.")

    def _answers_changed(self, hidden: bool) -> None:
        if hidden and self._step is not None:
            self.leave()

    # -- state -------------------------------------------------------------------------------------
    def step(self) -> int | None:
        """The level shown: None outside the induction, -1 at the start (nothing decided)."""
        return self._step

    def lastLevel(self) -> int:
        return -1 if self._levels is None else self._levels.last

    def start(self) -> None:
        """Begin the induction: an empty map."""
        self._levels = self.ctx.model.inductionLevels()
        self._why = None
        self._show(-1)

    def stepForward(self) -> None:
        if self._step is None:
            self.start()
        elif self._step < self.lastLevel():
            self._show(self._step + 1)
        else:
            self.setPlaying(False)

    def back(self) -> None:
        if self._step is not None and self._step > -1:
            self._show(self._step - 1)

    def jumpTo(self, level: int) -> None:
        if self._step is None:
            self.start()
        self._show(max(-1, min(level, self.lastLevel())))

    def setPlaying(self, on: bool) -> None:
        if on and self._step is None:
            self.start()
        if on and self._step is not None and self._step >= self.lastLevel():
            self._show(-1)  # play again from the start
        if on:
            self.timer.start(SPEEDS[max(self.speedBox.currentIndex(), 0)][1])
        else:
            self.timer.stop()
        if self.playButton.isChecked() != on:
            self.playButton.setChecked(on)

    def isPlaying(self) -> bool:
        return self.timer.isActive()

    def leave(self) -> None:
        """Back to the normal heatmap."""
        self.setPlaying(False)
        was = self._step
        self._step = None
        self._why = None
        if was is not None:
            self.levelChanged.emit(None)
        self._refresh()

    def _tick(self) -> None:
        if self._step is None or self._step >= self.lastLevel():
            self.setPlaying(False)
        else:
            self._show(self._step + 1)
            if self._step >= self.lastLevel():
                self.setPlaying(False)

    def _show(self, level: int) -> None:
        self._step = level
        self.levelChanged.emit(level)
        self._refresh()

    def _slid(self, value: int) -> None:
        if self._step is not None and value != self._step:
            self._show(value)

    def _speed_changed(self, index: int) -> None:
        if self.timer.isActive():
            self.timer.setInterval(SPEEDS[max(index, 0)][1])

    def pick(self, slot: int | None) -> None:
        """A cell of the map was clicked (``slot``: its position; None for none): while the induction
        runs, say why that position got its value."""
        if self._step is None or self.ctx.answers.hidden():
            return
        try:
            self._why = None if slot is None else self.ctx.model.inductionWhy(slot)
        except (ValueError, IndexError):
            self._why = None
        self._refresh()

    def setSliceCounts(self, counts: npt.NDArray[np.int64] | None) -> None:
        """How many positions of each level the map shows (a slice of a game of three or four heaps);
        None when it shows every position. The count then says how many of a level's the slice holds."""
        self._shown = None if counts is None else np.asarray(counts, dtype=np.int64)
        self._refresh()

    def inSlice(self, level: int) -> int | None:
        """How many of the positions decided at ``level`` the map shows (None: it shows them all)."""
        if self._shown is None:
            return None
        return int(self._shown[level]) if 0 <= level < self._shown.size else 0

    def exportLevels(self, folder: Path, chosen: Sequence[int] | None = None) -> list[Path]:
        """Write the heatmap at every level (or the ``chosen`` ones), ``level-00.png`` .. (as slides),
        and return the files. (The window uses :meth:`startExport`, which keeps the window reacting.)"""
        heatmap, slides = self._slides(folder, chosen)
        written: list[Path] = []
        try:
            for slide in slides:
                heatmap.setInductionLevel(slide.level)
                heatmap.exportPng(str(slide.path), title=slide.title, notes=slide.notes)
                written.append(slide.path)
        finally:
            heatmap.dispose()
        return written

    def startExport(self, folder: Path, chosen: Sequence[int] | None = None) -> LevelExport:
        """Write the same pictures as :meth:`exportLevels` a piece at a time, the status bar counting
        them; the status bar says when they are written (or why not)."""
        heatmap, slides = self._slides(folder, chosen)
        job = LevelExport(heatmap, slides, self)
        self.exportButton.setEnabled(False)
        job.progressed.connect(self._export_progressed)
        job.finished.connect(lambda written, error: self._exported(folder, written, error))
        self._export = job
        job.start()
        return job

    def _slides(self, folder: Path, chosen: Sequence[int] | None) -> tuple[OutcomeHeatmap, list[Slide]]:
        """An off-screen map of the table and the slides of the chosen levels."""
        pictures = self._pictures
        if pictures is None:
            raise ValueError("this game's map draws no level pictures")
        report = self.ctx.model.inductionLevels()
        heatmap = pictures.heatmap()
        width = len(str(max(report.last, 9)))
        game = self.tr("QuadAce, %1: backward induction").replace("%1", pictures.game())
        slides = []
        for k in range(report.last + 1) if chosen is None else sorted(set(chosen)):
            # A slide that explains itself: the game and the step, the count, the level's rule.
            notes = [self._count_text(report, k), self._rule(report.levels[k])]
            if k >= report.last:
                notes.append(self._end_text(report))
            title = f"{game} \u2014 {self._step_text(k, report.last)}"
            slides.append(Slide(k, folder / f"level-{k:0{width}d}.png", title, notes))
        return heatmap, slides

    def _export_progressed(self, done: int, total: int) -> None:
        self.status.emit(
            self.tr("Exporting the level pictures: %1 of %2\u2026")
            .replace("%1", str(done))
            .replace("%2", str(total)),
            0,
        )

    def _exported(self, folder: Path, written: list[Path], error: str) -> None:
        self._export = None
        self.exportButton.setEnabled(True)
        if error:
            self.status.emit(self.tr("Could not export: %1").replace("%1", error), 8000)
            return
        self.status.emit(
            self.tr("Saved %n picture(s) in %1", "", len(written)).replace("%1", str(folder)), 8000
        )

    def _ask_export(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Export the induction as PNG pictures"))
        if not folder:
            return
        last = self.ctx.model.inductionLevels().last
        text, ok = QInputDialog.getText(
            self,
            self.tr("Levels to export"),
            self.tr("Levels to export, e.g. 0-3, 5 (0 to %1):").replace("%1", str(last)),
            text=f"0-{last}",
        )
        if not ok:
            return
        chosen = parse_levels(text, last)
        if chosen is None:
            show_message(
                self,
                QMessageBox.Icon.Warning,
                self.tr("Levels to export"),
                self.tr("Write levels from 0 to %1 as numbers and ranges, e.g. 0-3, 5.").replace(
                    "%1", str(last)
                ),
            )
            return
        existing = sorted(Path(folder).glob("level-*.png"))
        if existing and not self._may_replace(folder, len(existing)):
            return
        self.startExport(Path(folder), chosen)

    def _may_replace(self, folder: str, count: int) -> bool:
        """Ask before pictures of an earlier export are replaced."""
        answer = QMessageBox.question(
            self,
            self.tr("Replace pictures"),
            self.tr("%1 already holds %2 level pictures (level-….png). Replace them?")
            .replace("%1", folder)
            .replace("%2", str(count)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def hideEvent(self, event: QHideEvent) -> None:
        # Once the hiding is over: a dock docked again or a layout restored hides the panel for a
        # moment (F11 had thrown the walk away), and presentation mode puts it away behind the map.
        QTimer.singleShot(0, self, self._leave_if_put_away)
        super().hideEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        window = self.window()
        if window is not self._watched:  # (the window it belongs to once it is shown)
            if self._watched is not None:
                self._watched.removeEventFilter(self)
            window.installEventFilter(self)
            self._watched = window
        super().showEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self._watched
            and isinstance(event, QDynamicPropertyChangeEvent)
            and bytes(event.propertyName().data()).decode() == PRESENTING
        ):
            QTimer.singleShot(0, self, self._leave_if_put_away)  # presentation mode ended
        return False

    def _leave_if_put_away(self) -> None:
        """The panel was closed (not the window minimised, not put away by presentation mode, where
        the map keeps showing the level in every layout): back to the normal map."""
        window = self.window()
        if self._step is None or self.isVisible() or window.isHidden() or window.isMinimized():
            return
        if window.property(PRESENTING):  # presentation mode: the walk goes on, on the map
            return
        self.leave()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- texts -------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.startButton.setText(self.tr("Start"))
        self.backButton.setText(self.tr("Back"))
        self.stepButton.setText(self.tr("Step"))
        self.playButton.setText(self.tr("Play"))
        self.leaveButton.setText(self.tr("Leave"))
        self.leaveButton.setToolTip(self.tr("Show the normal heatmap again"))
        self.slider.setToolTip(self.tr("Jump to a level"))
        self.exportButton.setText(self.tr("Export PNGs\u2026"))
        self.exportButton.setToolTip(self.tr("Save the induction as one PNG picture per level"))
        names = (self.tr("Slow"), self.tr("Normal"), self.tr("Fast"))
        current = self.speedBox.currentIndex()
        self.speedBox.blockSignals(True)
        self.speedBox.clear()
        self.speedBox.addItems(list(names))
        self.speedBox.setCurrentIndex(current)
        self.speedBox.blockSignals(False)
        hands = self.ctx.model.inductionWords().hands
        self.hintLabel.setText(
            self.tr(
                "Tip: a small base (3 to 5, File > New Game) makes the best first lesson: "
                "few positions, few levels."
            )
            if hands
            else ""
        )
        self.hintLabel.setVisible(hands)
        self._refresh()

    def _refresh(self) -> None:
        report, step = self._levels, self._step
        running = step is not None and report is not None
        self.backButton.setEnabled(running and step is not None and step > -1)
        self.leaveButton.setEnabled(running)
        self.slider.setEnabled(running)
        self.speedBox.setEnabled(True)
        if not running or report is None or step is None:
            self.titleLabel.setText(self.tr("<b>Backward induction</b>"))
            self.countLabel.setText(
                self.tr("Press Start to watch the solver decide every position, level by level.")
            )
            for label in (self.ruleLabel, self.endLabel, self.whyLabel):
                label.clear()
            return
        self.slider.blockSignals(True)
        self.slider.setRange(-1, report.last)
        self.slider.setValue(step)
        self.slider.blockSignals(False)
        self.stepButton.setEnabled(step < report.last)
        if step < 0:
            self.titleLabel.setText(self.tr("<b>Start: nothing decided yet</b>"))
            self.countLabel.setText(
                counted(self.tr("%n position(s) to decide.", "", report.positions), report.positions)
            )
            self.ruleLabel.setText(self.tr("Step to decide the finished games first."))
        else:
            level = report.levels[step]
            self.titleLabel.setText(f"<b>{html.escape(self._step_text(step, report.last))}</b>")
            self.countLabel.setText(self._count_text(report, step))
            self.ruleLabel.setText(self._rule(level))
        if step >= report.last:
            self.endLabel.setText(self._end_text(report))
        else:
            self.endLabel.clear()
        self.whyLabel.setText(self._why_text())

    def _step_text(self, level: int, last: int) -> str:
        """ "Step 3 of 10: level 2": levels 0 .. ``last`` are ``last + 1`` steps."""
        return (
            self.tr("Step %1 of %2: level %3")
            .replace("%1", str(level + 1))
            .replace("%2", str(last + 1))
            .replace("%3", str(level))
        )

    def _count_text(self, report: Levels[Any], step: int) -> str:
        count = report.levels[step].count
        text = counted(self.tr("%n position(s) decided at this level", "", count), count)
        shown = self.inSlice(step)
        if shown == 0 and count > 0:
            text += self.tr(", none in this slice")
        elif shown is not None and shown < count:
            text += self.tr(", %1 in this slice").replace("%1", str(shown))
        return text + self.tr(" (%n so far).", "", report.decided_up_to(step))

    def _end_text(self, report: Levels[Any]) -> str:
        if not report.draws:
            if self.ctx.model.inductionWords().pn:
                return self.tr("Every position was decided: each is a P- or an N-position.")
            return self.tr("Every position was decided: these rules have no draws.")
        return counted(
            self.tr("%n position(s) were never decided: these are the draws.", "", report.draws), report.draws
        )

    def _rule(self, level: Level) -> str:
        """The one rule that decided ``level`` (the core's :attr:`Level.rule`), in the game's words."""
        rule = level.rule
        if rule is LevelRule.FINISHED:
            return self.tr("Level 0: the finished games, decided by the rules themselves.")
        if self.ctx.model.inductionWords().pn:
            if rule is LevelRule.WIN:
                return self.tr("A position with a move into a P-position is an N-position.")
            if rule is LevelRule.LOSS:
                return self.tr("A position whose every move leads to an N-position is a P-position.")
            return self.tr(
                "A position with a move into a P-position is an N-position; one whose every move leads "
                "to an N-position is a P-position."
            )
        if rule is LevelRule.WIN:
            return self.tr("A position with a move into a lost position is won.")
        if rule is LevelRule.LOSS:
            return self.tr("A position whose every move leads to a won position is lost.")
        return self.tr(
            "A position with a move into a lost position is won; one whose every move leads to a won "
            "position is lost."
        )

    def _why_text(self) -> str:
        why = self._why
        if why is None or self._levels is None:
            return ""
        words = self.ctx.model.inductionWords()
        text = self._pn_why(why) if words.pn else self._won_lost_why(why)
        if why.level is not None and self._step is not None and why.level > self._step:
            text += self.tr(" (Not decided yet at this step.)")
        if words.hands:
            text += self.tr(
                "\nPositions are written A's hands / B's hands : the side to move, as in the status bar."
            )
        return text

    def _won_lost_why(self, why: WrittenReason) -> str:
        here = why.position
        if why.kind == "draw":
            return self.tr("Why? %1 is a draw: no level ever decided it.").replace("%1", here)
        if why.kind == "finished":
            return (
                self.tr("Why? %1 is a finished game (level 0): the side to move has won.")
                if why.value == "win"
                else self.tr("Why? %1 is a finished game (level 0): the side to move has lost.")
            ).replace("%1", here)
        if why.kind == "win":
            (step,) = why.steps
            return (
                self.tr("Why? %1 is won at level %2: it has a move into %3, lost at level %4.")
                .replace("%1", here)
                .replace("%2", str(why.level))
                .replace("%3", step.position)
                .replace("%4", str(step.level))
            )
        listed = self._listed(why, lambda: self.tr("%1 (won at level %2)"))
        return (
            self.tr("Why? %1 is lost at level %2: every move leads to a won position: %3.")
            .replace("%1", here)
            .replace("%2", str(why.level))
            .replace("%3", listed)
        )

    def _pn_why(self, why: WrittenReason) -> str:
        here = why.position
        if why.kind == "finished":
            return (
                self.tr("Why? %1 is a finished game (level 0): the side to move has won, an N-position.")
                if why.value == "win"
                else self.tr("Why? %1 is a finished game (level 0): the side to move has lost, a P-position.")
            ).replace("%1", here)
        if why.kind == "win":
            (step,) = why.steps
            return (
                self.tr(
                    "Why? %1 is an N-position (level %2): it has a move into %3, a P-position of level %4."
                )
                .replace("%1", here)
                .replace("%2", str(why.level))
                .replace("%3", step.position)
                .replace("%4", str(step.level))
            )
        if why.kind == "loss":
            listed = self._listed(why, lambda: self.tr("%1 (N, level %2)"))
            return (
                self.tr("Why? %1 is a P-position (level %2): every move leads to an N-position: %3.")
                .replace("%1", here)
                .replace("%2", str(why.level))
                .replace("%3", listed)
            )
        return self._won_lost_why(why)  # (a draw: no P/N game has one)

    def _listed(self, why: WrittenReason, item: Callable[[], str]) -> str:
        listed = ", ".join(
            item().replace("%1", s.position).replace("%2", str(s.level)) for s in why.steps[:LISTED_MOVES]
        )
        more = len(why.steps) - LISTED_MOVES
        if more > 0:
            listed += self.tr(" and %n more", "", more)
        return listed
