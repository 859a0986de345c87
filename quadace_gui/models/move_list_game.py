"""What the one move list asks of a game model, the same for every game.

:class:`~.game_model.GameModel` (QuadAce) and :class:`~.takeaway_model.TakeAwayModel` (Nim, 抢30,
Wythoff, the subtraction game) both satisfy :class:`MoveListGame`, so one
:class:`~.move_list_model.MoveListModel` and one move list view serve every game. The game holds its
moves as a tree (:class:`~.game_commands.TreeModel`) and writes each row's words itself
(:meth:`MoveListGame.moveCells`: its notation, its positions, its values and verdicts); the list only
lays them out, indents the variations, greys the moves off the current line and blanks the answers
while they are hidden.

The six columns are the same for every game: ply, player, move, the position the move leaves (QuadAce:
the hands it changed), its result for the mover, the verdict. Their titles come from the game
(:meth:`MoveListGame.moveColumns`). The words of QuadAce's rows are :func:`quadace_columns` and
:func:`quadace_cells`, the take-away games' :func:`takeaway_columns` and :func:`takeaway_cells`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, SignalInstance

from quadace_gui.core.games.protocol import WIN
from quadace_gui.core.games.takeaway import MoveVerdict
from quadace_gui.core.games.words import verdict_letter
from quadace_gui.core.position import Side
from quadace_gui.core.variations import M, Node, P
from quadace_gui.texts import (
    QT_TRANSLATE_NOOP,
    game_words,
    hands_text,
    move_outcome_text,
    side_letter,
    side_name,
)

from .game_commands import TreeModel

if TYPE_CHECKING:
    from quadace_gui.core.game import GameNode
    from quadace_gui.core.games.game_files import TakeAwayPosition, TakeNode
    from quadace_gui.core.games.heaps import TakeMove
    from quadace_gui.core.position import Move, Position

    from .game_model import GameModel
    from .takeaway_model import TakeAwayModel


def _tr(text: str) -> str:
    """QuadAce's move list words (their translations are the move list's: one context)."""
    return QCoreApplication.translate("MoveListModel", text)


@dataclass(frozen=True)
class MoveColumn:
    """A column's title and its tooltip, in the current language."""

    title: str
    tip: str


@dataclass(frozen=True)
class MoveCells:
    """The words of one move's row, in the current language: what the move list shows."""

    player: str  # who moved, short (A / B)
    mover: str  # who moved, in a sentence (the tooltip)
    move: str  # the move in the game's notation
    before: str  # the position it was played in
    position: str  # the position column: what the move leaves (QuadAce: the hands it changed)
    value: str  # what the move leads to for the mover
    colour: int  # the value whose colour the result and a mistake's verdict take (WIN, LOSS, DRAW)
    verdict: str  # the verdict, short (the Verdict column)
    verdict_text: str  # the verdict in words (the tooltip)
    mistake: bool


class MoveListGame(TreeModel[M, P], Protocol[M, P]):
    """A game model as the move list sees it."""

    @property
    def currentChanged(self) -> SignalInstance:
        """The current position changed (also the last signal of every edit and new game)."""

    @property
    def historyChanged(self) -> SignalInstance:
        """The tree or the current line changed (a move, an undo, another line, a new game)."""

    @property
    def nodeAdded(self) -> SignalInstance:
        """A node was put into the tree (sent before the edit's ``historyChanged``)."""

    @property
    def nodeRemoved(self) -> SignalInstance:
        """A node was cut from the tree (sent before the edit's ``historyChanged``)."""

    def lastPly(self) -> int:
        """The number of moves of the current line."""

    def goTo(self, node: Node[M, P]) -> None:
        """Show ``node`` (in another line: an undoable switch to it)."""

    def promoteVariation(self, node: Node[M, P]) -> bool: ...

    def deleteVariation(self, node: Node[M, P]) -> bool: ...

    def first(self) -> None: ...

    def back(self) -> None: ...

    def forward(self) -> None: ...

    def last(self) -> None: ...

    def earlierPly(self, ply: int | None = None) -> int | None:
        """The first ply before ``ply`` of the current line with the same position, or None."""

    def repetitionText(self, first: int, repeat: int) -> str:
        """The draw by repetition of the current line in words ('' for a game without)."""

    def moveColumns(self) -> tuple[MoveColumn, ...]:
        """The six columns' titles and tooltips."""

    def moveCells(self, node: Node[M, P]) -> MoveCells:
        """The words of the row of ``node`` (a node cut from the tree still has them)."""


# -- QuadAce --------------------------------------------------------------------------------------------
def quadace_columns() -> tuple[MoveColumn, ...]:
    return (
        MoveColumn(
            QCoreApplication.translate("MoveListModel", "#"),
            QCoreApplication.translate("MoveListModel", "Ply number (one move by one player)"),
        ),
        MoveColumn(
            QCoreApplication.translate("MoveListModel", "Player"),
            QCoreApplication.translate("MoveListModel", "Who moved"),
        ),
        MoveColumn(
            QCoreApplication.translate("MoveListModel", "Move"),
            QCoreApplication.translate(
                "MoveListModel",
                "own hand + opponent's hand; variations are indented under the move they replace",
            ),
        ),
        MoveColumn(
            QCoreApplication.translate("MoveListModel", "Hands"),
            QCoreApplication.translate(
                "MoveListModel", "The hands the move changed, after it (Chopsticks: the opponent's)"
            ),
        ),
        MoveColumn(
            QCoreApplication.translate("MoveListModel", "Result"),
            QCoreApplication.translate(
                "MoveListModel", "What the move leads to for the player who made it, with perfect play"
            ),
        ),
        MoveColumn(
            QCoreApplication.translate("MoveListModel", "Verdict"),
            QCoreApplication.translate(
                "MoveListModel",
                "Best move, a move that keeps the theoretical result, or a mistake that changes it",
            ),
        ),
    )


_QUADACE_VERDICTS = {
    "best": QT_TRANSLATE_NOOP("MoveListModel", "best"),
    "keeps": QT_TRANSLATE_NOOP("MoveListModel", "keeps the result"),
    "draw_to_loss": QT_TRANSLATE_NOOP("MoveListModel", "mistake: draw → loss"),
    "win_to_draw": QT_TRANSLATE_NOOP("MoveListModel", "mistake: win → draw"),
    "win_to_loss": QT_TRANSLATE_NOOP("MoveListModel", "mistake: win → loss"),
}
_QUADACE_LABELS = {
    "draw_to_loss": QT_TRANSLATE_NOOP("MoveListModel", "✗ draw → loss"),
    "win_to_draw": QT_TRANSLATE_NOOP("MoveListModel", "✗ win → draw"),
    "win_to_loss": QT_TRANSLATE_NOOP("MoveListModel", "✗ win → loss"),
}


def quadace_cells(model: GameModel, node: GameNode) -> MoveCells:
    before, move = node.parent, node.move
    assert before is not None and move is not None
    mover: Side = before.position.to_move
    verdict = model.verdictOf(before.position, move)
    text = _tr(_QUADACE_VERDICTS[verdict.kind])
    return MoveCells(
        player=side_letter(mover),
        mover=side_name(mover),
        move=move.text,
        before=before.position.text,
        position=hands_text(node.position.hands(move.changes(mover, node.position.rules))),
        value=move_outcome_text(verdict.after, verdict.distance),
        colour=verdict.after,
        verdict=_tr(_QUADACE_LABELS[verdict.kind]) if verdict.is_mistake else text,
        verdict_text=text,
        mistake=verdict.is_mistake,
    )


# -- the take-away games --------------------------------------------------------------------------------
def _take(text: str) -> str:
    return QCoreApplication.translate("TakeAwayMoveList", text)


def takeaway_columns() -> tuple[MoveColumn, ...]:
    return (
        MoveColumn(
            QCoreApplication.translate("MoveListModel", "#"),
            QCoreApplication.translate("MoveListModel", "Ply number (one move by one player)"),
        ),
        MoveColumn(
            QCoreApplication.translate("TakeAwayMoveList", "Side"),
            QCoreApplication.translate("MoveListModel", "Who moved"),
        ),
        MoveColumn(
            QCoreApplication.translate("MoveListModel", "Move"),
            QCoreApplication.translate(
                "TakeAwayMoveList", "The move; variations are indented under the move they replace"
            ),
        ),
        MoveColumn(
            QCoreApplication.translate("TakeAwayMoveList", "Position"),
            QCoreApplication.translate("TakeAwayMoveList", "The position the move leaves"),
        ),
        MoveColumn(
            QCoreApplication.translate("MoveListModel", "Result"),
            QCoreApplication.translate(
                "TakeAwayMoveList",
                "What the move leads to for the player who made it, with perfect play, and the position "
                "it leaves: P (the side to move loses) or N (the side to move wins)",
            ),
        ),
        MoveColumn(
            QCoreApplication.translate("MoveListModel", "Verdict"),
            QCoreApplication.translate(
                "TakeAwayMoveList", "Best move, a move that keeps the result, or a mistake that loses it"
            ),
        ),
    )


_TAKE_VERDICTS = {
    MoveVerdict.BEST: QT_TRANSLATE_NOOP("TakeAwayMoveList", "best"),
    MoveVerdict.KEEPS: QT_TRANSLATE_NOOP("TakeAwayMoveList", "kept the result"),
    MoveVerdict.MISTAKE: QT_TRANSLATE_NOOP("TakeAwayMoveList", "mistake"),
}


def takeaway_cells(model: TakeAwayModel, node: TakeNode) -> MoveCells:
    before, move = node.parent, node.move
    assert before is not None and move is not None
    game, heaps, after = model.game(), before.position.heaps, node.position.heaps
    mover = Side.A if before.ply % 2 == 0 else Side.B
    info = model.infoOf(move, heaps)
    assert info is not None
    verdict = model.verdictOf(heaps, move)
    distance = None if info.distance is None else info.distance + 1  # counted from before the move
    text = _take(_TAKE_VERDICTS[verdict])
    return MoveCells(
        player=side_letter(mover),
        mover=side_name(mover),
        move=game_words(game.move_words(heaps, move)),
        before=game.format(heaps),
        position=game.format(after),
        value=QCoreApplication.translate(
            "TakeAwayMoveList", "%1, %2", "a move's result, then P or N: the position it leaves"
        )
        .replace("%1", move_outcome_text(info.value, distance))
        .replace("%2", verdict_letter(info.value == WIN)),
        colour=info.value,
        verdict=text,
        verdict_text=text,
        mistake=verdict is MoveVerdict.MISTAKE,
    )


if TYPE_CHECKING:  # mypy checks here that both models are move list games

    def _both_models_are_move_list_games(
        quadace: GameModel, takeaway: TakeAwayModel
    ) -> tuple[MoveListGame[Move, Position], MoveListGame[TakeMove, TakeAwayPosition]]:
        return quadace, takeaway
