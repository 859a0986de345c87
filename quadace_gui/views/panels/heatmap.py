"""The outcome heatmap as a panel: an :class:`OutcomeHeatmap` wired to the game model and settings.

The heatmap widget itself lives in :mod:`quadace_gui.views.heatmap`; :class:`HeatmapBinding` is what
makes it a panel (it subscribes to the model, the settings and the previews, and retranslates it).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget

from quadace_gui.core.errors import QuadAceError
from quadace_gui.core.position import Move, Pair
from quadace_gui.core.solver import SolvedTable
from quadace_gui.models.settings import MAP_AB
from quadace_gui.texts import error_text
from quadace_gui.views.heatmap import OutcomeHeatmap, Prepared, prepare_codes

from . import PanelContext


def prepare_heatmap(table: SolvedTable, colours: tuple[str, str] | None = None) -> object:
    """The heatmap's heavy work on a new table, as a plain function of the table for the solve worker
    (numpy only, no widget): its colour codes, and with ``colours`` (palette, unreachable mode) its image
    in them, so the GUI thread only hands the image to the plot (a base-100 image takes ~0.1 s)."""
    prepared = prepare_codes(table)
    if colours is not None:
        prepared.paint(colours)
    return prepared


def adopt_prepared(heatmap: OutcomeHeatmap, table: SolvedTable, result: object) -> None:
    """Hand what :func:`prepare_heatmap` computed in the worker to ``heatmap`` on the GUI thread."""
    if isinstance(result, Prepared) and result.table is table:
        heatmap.adoptPrepared(result)


class HeatmapBinding(QObject):
    """Keeps ``heatmap`` showing the model's table, position, game path and previews."""

    def __init__(self, heatmap: OutcomeHeatmap, ctx: PanelContext) -> None:
        super().__init__(heatmap)
        self.heatmap = heatmap
        self.ctx = ctx
        model, settings = ctx.model, ctx.settings
        heatmap.setTable(model.table)
        model.tableChanged.connect(self._table_changed)
        model.currentChanged.connect(self._current_changed)
        heatmap.cellClicked.connect(self._jump)
        heatmap.cellHovered.connect(self._hovered)
        ctx.hub.previewMove.connect(self._preview)
        ctx.hub.inductionLevel.connect(heatmap.setInductionLevel)
        heatmap.cellClicked.connect(ctx.hub.cellPicked)
        ctx.hub.findingCells.connect(heatmap.setFindingCells)
        settings.changed.connect(self._setting_changed)
        for name in ("palette", "unreachable", MAP_AB.name):
            self._setting_changed(name)
        heatmap.installEventFilter(self)
        ctx.answers.changed.connect(self._answers_changed)
        self._answers_changed()
        self._current_changed(None)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.heatmap and event.type() == QEvent.Type.LanguageChange:
            self.heatmap.retranslate()
        return super().eventFilter(obj, event)

    def _answers_changed(self) -> None:
        self.heatmap.setAnswersHidden(self.ctx.answers.hidden())

    def _table_changed(self) -> None:
        self.heatmap.setTable(self.ctx.model.table)

    def _current_changed(self, _played: object) -> None:
        model, heatmap = self.ctx.model, self.heatmap
        position = model.position()
        heatmap.setSideToMove(position.to_move)
        heatmap.setCurrent(*model.relativeHands(position))
        if heatmap.abView():  # every cell keeps the side to move now: rows stay A's hands
            heatmap.setMoveTargets([model.frameHands(info.after) for info in model.moveInfos()])
            heatmap.setPath(model.pathHandsAB())
        else:
            heatmap.setMoveTargets([model.relativeHands(info.after) for info in model.moveInfos()])
            heatmap.setPath(model.pathHands())
        heatmap.setPreview(None)

    def _setting_changed(self, name: str) -> None:
        if name == "palette":
            self.heatmap.setPaletteName(self.ctx.settings.value("palette"))
        elif name == "unreachable":
            self.heatmap.setUnreachableMode(self.ctx.settings.value("unreachable"))
        elif name == MAP_AB.name:
            self.heatmap.setAbView(self.ctx.settings.get(MAP_AB))
            self._current_changed(None)

    def _preview(self, move: Move | None) -> None:
        model = self.ctx.model
        info = None if move is None else next((i for i in model.moveInfos() if i.move == move), None)
        hands = model.frameHands if self.heatmap.abView() else model.relativeHands
        self.heatmap.setPreview(None if info is None else hands(info.after))

    def _jump(self, mover: Pair, opponent: Pair) -> None:
        try:
            self.ctx.model.jumpToHands(mover, opponent)
        except QuadAceError as exc:
            self.ctx.hub.status.emit(error_text(exc), 6000)

    def _hovered(self, cell: tuple[Pair, Pair] | None) -> None:
        self.ctx.hub.status.emit("" if cell is None else self.heatmap.describeCell(*cell), 0)


def create_heatmap(ctx: PanelContext, parent: QWidget) -> OutcomeHeatmap:
    heatmap = OutcomeHeatmap(parent)
    heatmap.setObjectName("heatmap")
    HeatmapBinding(heatmap, ctx)
    return heatmap
