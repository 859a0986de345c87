"""The side panels of the main window, listed once in :data:`PANELS`.

A panel is a widget that subscribes to the models and settings itself (given a :class:`PanelContext`)
and retranslates itself on ``QEvent.LanguageChange``. The window builds a dock and a View-menu toggle
for every entry. Adding a panel is one module and one line here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, Qt, Signal
from PySide6.QtWidgets import QWidget

from quadace_gui.models.answers import Answers
from quadace_gui.models.autoplay import AutoPlayer
from quadace_gui.models.game_model import GameModel
from quadace_gui.models.settings import Settings


class PanelHub(QObject):
    """What panels say to each other and to the window without knowing them."""

    #: A move being pointed at (Move), or None: the board and the heatmap preview it.
    previewMove = Signal(object)
    #: A text for the status bar: (text, milliseconds; 0 keeps it until the next message).
    status = Signal(str, int)
    #: The induction panel's step: the heatmap colours only levels 0 .. k (int), or is normal (None).
    inductionLevel = Signal(object)
    #: A heatmap cell was clicked: (mover hands, opponent hands).
    cellPicked = Signal(object, object)
    #: The positions of the finding selected in the Findings tab, as (mover, opponent) cells ([]: none).
    findingCells = Signal(object)


@dataclass(frozen=True)
class PanelContext:
    """Everything a panel may subscribe to."""

    model: GameModel
    settings: Settings
    autoplayer: AutoPlayer
    hub: PanelHub
    #: Whether answers may be shown now (the teacher's switch); panels redraw on ``answers.changed``.
    answers: Answers


@dataclass(frozen=True)
class PanelSpec:
    """One dock: its object name (kept in the saved layout), title, side, and the panel's factory."""

    name: str
    title: object  # a QT_TRANSLATE_NOOP source text (lupdate collects the literal)
    area: Qt.DockWidgetArea
    create: Callable[[PanelContext, QWidget], QWidget]
    #: The default width as a share of the window (per cent), for the first start and Reset Layout.
    width_percent: int
    #: The panel whose dock this one shares as a tab (the first of a group stays in front); "" for its own.
    tab_with: str = ""
    #: False for a dock that appears only when asked (the lesson panel): Reset Layout leaves it as it was.
    shown_at_start: bool = True


def _heatmap(ctx: PanelContext, parent: QWidget) -> QWidget:
    from .heatmap import create_heatmap

    return create_heatmap(ctx, parent)


def _moves(ctx: PanelContext, parent: QWidget) -> QWidget:
    from .moves import MovesPanel

    return MovesPanel(ctx, parent)


def _move_list(ctx: PanelContext, parent: QWidget) -> QWidget:
    from .move_list import MoveListPanel

    return MoveListPanel(ctx.model, ctx.settings, ctx.answers, parent)


def _why(ctx: PanelContext, parent: QWidget) -> QWidget:
    from quadace_gui.core.why import ProofLine

    from .why import WhyPanel

    panel = WhyPanel(ctx.model, ctx.settings, ctx.answers, parent)
    model, hub = ctx.model, ctx.hub

    def preview(line: ProofLine | None) -> None:  # the board and the map preview the move pointed at
        hub.previewMove.emit(None if line is None else model.proofLineMove(line))

    panel.lineHovered.connect(preview)
    return panel


def _value_history(ctx: PanelContext, parent: QWidget) -> QWidget:
    from .value_history import ValueHistoryPanel

    return ValueHistoryPanel(ctx.model, ctx.settings, ctx.answers, parent)


def _induction(ctx: PanelContext, parent: QWidget) -> QWidget:
    from .induction import InductionPanel, quadace_pictures

    panel = InductionPanel(ctx, parent, quadace_pictures(ctx))
    panel.levelChanged.connect(ctx.hub.inductionLevel)  # the heatmap shows the panel's level
    panel.status.connect(ctx.hub.status)
    model = ctx.model

    def picked(mover: tuple[int, ...], opponent: tuple[int, ...]) -> None:  # a heatmap cell clicked
        try:
            slot: int | None = model.table.index(tuple(mover), tuple(opponent))
        except (ValueError, IndexError):
            slot = None
        panel.pick(slot)

    ctx.hub.cellPicked.connect(picked)
    return panel


def _findings(ctx: PanelContext, parent: QWidget) -> QWidget:
    from .findings import FindingsPanel

    return FindingsPanel(ctx, parent)


def _exercises(ctx: PanelContext, parent: QWidget) -> QWidget:
    from .exercises import ExercisesPanel

    return ExercisesPanel(ctx, parent)


def _quiz(ctx: PanelContext, parent: QWidget) -> QWidget:
    from .quiz import QuizPanel

    panel = QuizPanel(ctx, parent)
    panel.status.connect(ctx.hub.status)
    return panel


def _lesson(ctx: PanelContext, parent: QWidget) -> QWidget:
    from .lesson import LessonPanel

    return LessonPanel(ctx, parent)


_LEFT, _RIGHT = Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea

PANELS: tuple[PanelSpec, ...] = (
    PanelSpec(
        "heatmapDock", QT_TRANSLATE_NOOP("MainWindow", "Outcome of every position"), _LEFT, _heatmap, 43
    ),
    PanelSpec("movesDock", QT_TRANSLATE_NOOP("MainWindow", "Moves"), _RIGHT, _moves, 28),
    PanelSpec("historyDock", QT_TRANSLATE_NOOP("MainWindow", "Move list"), _RIGHT, _move_list, 0),
    PanelSpec("whyDock", QT_TRANSLATE_NOOP("MainWindow", "Why?"), _RIGHT, _why, 0, "movesDock"),
    PanelSpec(
        "inductionDock",
        QT_TRANSLATE_NOOP("MainWindow", "Backward induction"),
        _RIGHT,
        _induction,
        0,
        "movesDock",
    ),
    PanelSpec("quizDock", QT_TRANSLATE_NOOP("MainWindow", "Quiz"), _RIGHT, _quiz, 0, "movesDock"),
    PanelSpec(
        "valueHistoryDock",
        QT_TRANSLATE_NOOP("MainWindow", "Value history"),
        _RIGHT,
        _value_history,
        0,
        "historyDock",
    ),
    PanelSpec(
        "findingsDock",
        QT_TRANSLATE_NOOP("MainWindow", "The articles' findings"),
        _RIGHT,
        _findings,
        0,
        "historyDock",
    ),
    PanelSpec(
        "exercisesDock",
        QT_TRANSLATE_NOOP("MainWindow", "Exercises"),
        _LEFT,
        _exercises,
        0,
        shown_at_start=False,  # View > Exercises (E): a tab over the map (the window tabs it)
    ),
    PanelSpec(
        "lessonDock", QT_TRANSLATE_NOOP("MainWindow", "Lesson"), _RIGHT, _lesson, 0, shown_at_start=False
    ),
)
