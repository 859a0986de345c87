"""The value history chart: the game's value for A at every ply, mistakes marked, the current ply ringed.

A win for A is drawn above the axis, a loss below, a draw on it; the nearer the end, the taller
(:func:`quadace_gui.core.why.value_history` computes the heights; the model,
:meth:`PanelGame.valueHistory <quadace_gui.models.panel_game.PanelGame.valueHistory>`, gives them with
the mistakes). One chart for every game. Clicking near a point goes to that ply.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, QPointF
from PySide6.QtGui import QColor, QFontMetrics
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from quadace_gui.core.games.protocol import DRAW, LOSS, WIN
from quadace_gui.core.position import Side
from quadace_gui.core.why import HistoryPoint
from quadace_gui.models.answers import Answers
from quadace_gui.models.panel_game import PanelGame
from quadace_gui.models.settings import Settings
from quadace_gui.texts import plies_text, side_letter, side_name
from quadace_gui.views.palette import DEFAULT_PALETTE, value_color

from .cover import cover_panel


class ValueHistoryPanel(QWidget):
    """One point per ply of the game, from the start to its last move. Follows the model by itself."""

    def __init__(
        self, game: PanelGame, settings: Settings, answers: Answers, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("valueHistoryPanel")
        self.game = game
        self.settings = settings
        self.answers = answers
        self.palette_name: str = settings.value("palette") or DEFAULT_PALETTE
        self.heights: list[float] = []
        self.history: list[HistoryPoint] = []
        self.mistakes: list[int] = []
        self._move_texts: tuple[str, ...] = ()
        self._tick_texts: list[str] = []
        self._pn = False  # the game has no draws and speaks of P- and N-positions

        self.plot = pg.PlotWidget(self)
        self.plot.setObjectName("valueHistoryPlot")
        self.plot.setBackground("w")
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self.plot.setMenuEnabled(False)
        self.plot.setMinimumSize(40, 60)  # the dock may be as narrow as the heatmap's above it
        self.plot.setYRange(-1.35, 1.35, padding=0)
        self.plot.enableAutoRange(y=False)
        self.plot.showGrid(x=False, y=True, alpha=0.15)
        self.plot.addItem(pg.InfiniteLine(pos=0, angle=0, pen=pg.mkPen("#888888")))
        self.curve = pg.PlotDataItem(pen=pg.mkPen("#777777", width=1))
        self.points = pg.ScatterPlotItem(size=8, pen=pg.mkPen(None), hoverable=True, tip=self._tip)
        self.mistakeMarks = pg.ScatterPlotItem(size=14, symbol="x", pen=pg.mkPen("#d00000", width=2))
        self.current = pg.ScatterPlotItem(size=16, symbol="o", pen=pg.mkPen("#000000", width=2), brush=None)
        for item in (self.curve, self.points, self.mistakeMarks, self.current):
            self.plot.addItem(item)
        self.plot.scene().sigMouseClicked.connect(self._scene_clicked)

        self.caption = QLabel(self)
        self.caption.setObjectName("valueHistoryCaption")
        self.caption.setWordWrap(True)

        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.plot, 1)
        layout.addWidget(self.caption)
        self._stale = True
        self._shown = True  # until a dock says otherwise (a panel on its own is always drawn)
        # While the answers are hidden a Reveal button stands in for the chart (its points are cleared).
        self.cover = cover_panel(self, body, answers, self._covered_text, self._answers_changed)

        # The points change with the line (historyChanged comes before every currentChanged of an
        # edit); moving through the game only moves the ring.
        game.historyChanged.connect(self._game_changed)
        game.currentChanged.connect(self._current_changed)
        settings.changed.connect(self._setting_changed)
        self._fit_fonts()
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.FontChange:
            self._fit_fonts()
        super().changeEvent(event)

    def _fit_fonts(self) -> None:
        """The axis labels in the panel's font (they grow with the text size and in presentation)."""
        font = self.font()
        for name in ("left", "bottom"):
            axis = self.plot.getAxis(name)
            axis.setStyle(tickFont=font)
            axis.setTextPen("#222222")
        self._fit_axis()

    def _fit_axis(self) -> None:
        """The left axis as wide as its longest label (pyqtgraph would cut "A wins" in a large font)."""
        metrics = QFontMetrics(self.font())
        widest = max((metrics.horizontalAdvance(text) for text in self._tick_texts), default=0)
        self.plot.getAxis("left").setWidth(widest + metrics.averageCharWidth() + 8)

    def textLinePx(self) -> int:
        """The height of a line of the chart's drawn texts (its axis labels)."""
        return QFontMetrics(self.plot.getAxis("left").style["tickFont"] or self.font()).height()

    def _setting_changed(self, name: str) -> None:
        if name == "palette":
            self.palette_name = self.settings.value("palette")
            self.refresh()

    def _set_ticks(self) -> None:
        a, b = side_letter(Side.A), side_letter(Side.B)
        ticks = [(1.0, self.tr("%1 wins").replace("%1", a)), (-1.0, self.tr("%1 wins").replace("%1", b))]
        if not self._pn:  # a game without draws has nothing on the line
            ticks.insert(1, (0.0, self.tr("draw")))
        self.plot.getAxis("left").setTicks([ticks, []])
        self._tick_texts = [text for _, text in ticks]
        self._fit_axis()

    def retranslate(self) -> None:
        self._set_ticks()
        self._set_texts()
        self.refresh()

    def _set_texts(self) -> None:
        """The caption and the help (left empty under the cover: they speak of wins and mistakes)."""
        if self.answers.hidden():
            self.caption.clear()
            self.caption.setToolTip("")
            self.plot.setToolTip("")
            return
        self.caption.setText(self.tr("Plies left to right · × mistake · ○ current ply"))
        help_text = self.tr(
            "Above the line: A wins; below: B wins; on it: a draw. Taller is nearer the end. "
            "A cross marks a mistake that changed the result; the ring is the current ply. "
            "Click a point to go there."
        )
        if self._pn:
            help_text = self.tr(
                "Above the line: A wins; below: B wins. Taller is nearer the end. A point is a "
                "position: A moves at the even plies, B at the odd ones. A cross marks a mistake "
                "that changed the result; the ring is the current ply. Click a point to go there."
            )
        self.caption.setToolTip(help_text)
        self.plot.setToolTip(help_text)

    # -- public ------------------------------------------------------------------------------------
    def pointAt(self, ply: int) -> QPointF:
        """Where ply ``ply``'s point is drawn, in the plot widget's coordinates (for tests)."""
        view = self.plot.getPlotItem().getViewBox()
        scene = view.mapViewToScene(QPointF(ply, self.heights[ply]))
        return QPointF(self.plot.mapFromScene(scene))

    # -- drawing -----------------------------------------------------------------------------------
    def _covered_text(self) -> str:
        return self.tr("Reveal shows the value of every position of the game so far.")

    def _answers_changed(self, _hidden: bool) -> None:
        self._stale = True
        self._set_texts()
        if self._shown:
            self.refresh()

    def _game_changed(self) -> None:
        self._stale = True

    def _current_changed(self, *_: object) -> None:
        if self._stale:
            if self._shown:  # a chart behind another tab is drawn when it is shown
                self.refresh()
        elif (ply := self.game.currentPly()) < len(self.heights):
            self.current.setData([ply], [self.heights[ply]])

    def setShown(self, shown: bool) -> None:
        """Whether the chart can be seen (its dock's tab is in front); it redraws only then."""
        self._shown = shown
        if shown and self._stale:
            self.refresh()

    def refresh(self, *_: object) -> None:
        if self.answers.hidden():  # nothing drawn gives a value away; redrawn when revealed
            self._stale = True
            self.heights, self.history, self.mistakes = [], [], []
            for item in (self.curve, self.points, self.mistakeMarks, self.current):
                item.setData([], [])
            return
        self._stale = False
        found = self.game.valueHistory()
        history = list(found.points)
        self.heights = [h.height for h in history]
        self.history = history
        self.mistakes = list(found.mistakes)
        self._move_texts = found.move_texts
        if found.pn != self._pn:
            self._pn = found.pn
            self.retranslate()  # (draws the points again, with this game's ticks and help)
            return
        xs = list(range(len(self.heights)))
        self.curve.setData(xs, self.heights)
        # One brush object per value: pyqtgraph then renders each symbol once, not once a point.
        by_value = {
            v: pg.mkBrush(QColor(value_color(v, palette=self.palette_name))) for v in (WIN, DRAW, LOSS)
        }
        brushes = [by_value[h.value_for_a] for h in history]
        self.points.setData(xs, self.heights, brush=brushes, data=xs)
        self.mistakeMarks.setData(self.mistakes, [self.heights[p] for p in self.mistakes])
        ply = self.game.currentPly()
        self.current.setData([ply], [self.heights[ply]])
        self.plot.setXRange(-0.5, max(len(xs) - 0.5, 5.5), padding=0)
        self.plot.setYRange(-1.35, 1.35, padding=0)

    def tipText(self, ply: int) -> str:
        """The tooltip of ply ``ply``'s point: who wins from there, and the mistake that led to it."""
        point = self.history[ply]
        if point.value_for_a == DRAW or point.distance is None:
            outcome = self.tr("a draw")
        else:
            winner = side_name(Side.A if point.value_for_a == WIN else Side.B)
            outcome = self.tr("%1 wins in %2").replace("%1", winner).replace("%2", plies_text(point.distance))
        text = self.tr("Ply %1: %2").replace("%1", str(ply)).replace("%2", outcome)
        if ply in self.mistakes:
            text += "\n" + self.tr("Move %1 was a mistake: it changed the result.").replace(
                "%1", self._move_texts[ply - 1]
            )
        return text

    def _tip(self, x: float, y: float, data: object) -> str:
        ply = int(data) if isinstance(data, int | np.integer) else -1
        return self.tipText(ply) if 0 <= ply < len(self.history) else ""

    # -- interaction -------------------------------------------------------------------------------
    def _scene_clicked(self, event: object) -> None:
        scene_pos = event.scenePos()  # type: ignore[attr-defined]
        view = self.plot.getPlotItem().getViewBox()
        if not view.sceneBoundingRect().contains(scene_pos):
            return
        x = view.mapSceneToView(scene_pos).x()
        ply = round(x)
        if 0 <= ply < len(self.heights) and abs(x - ply) <= 0.5:
            self.game.setPly(ply)
