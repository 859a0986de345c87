"""The scorecard of a finished match: how it ended, and each person's moves by verdict (best, kept the
result, mistakes) with their plies; "Retry from your first mistake" goes back to the position before it
and plays on with the same players. One dialog for every game: the verdicts come from the game's model
(QuadAce's ``GameModel.verdict``, a take-away game's ``TakeAwayModel.verdict``)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from quadace_gui.core.position import Side
from quadace_gui.models.match import BEST, KEPT, MISTAKE, Scorecard, ScoredMove
from quadace_gui.texts import plies_text, side_name
from quadace_gui.views.presentation import font_size, resized

CONTEXT = "Scorecard"  # (written out in each translate call: lupdate reads only literal contexts)


def result_text(card: Scorecard) -> str:
    """How the match ended, in one sentence."""
    if card.winner is not None:
        return (
            QCoreApplication.translate("Scorecard", "%1 wins after %2.")
            .replace("%1", side_name(card.winner))
            .replace("%2", plies_text(card.plies))
        )
    if card.reason == "repetition":
        return QCoreApplication.translate("Scorecard", "Draw: a position came back for the third time.")
    return QCoreApplication.translate("Scorecard", "Draw after %1.").replace("%1", plies_text(card.plies))


def category_title(category: str, count: int) -> str:
    titles = {
        BEST: QCoreApplication.translate("Scorecard", "Best moves: %1"),
        KEPT: QCoreApplication.translate("Scorecard", "Kept the result: %1"),
        MISTAKE: QCoreApplication.translate("Scorecard", "Mistakes: %1"),
    }
    return titles[category].replace("%1", str(count))


def move_row(move: ScoredMove) -> str:
    """'ply 7: 3+4' with, for a mistake, what it did ('draw → loss')."""
    text = QCoreApplication.translate("Scorecard", "ply %1: %2").replace("%1", str(move.ply))
    text = text.replace("%2", move.text)
    what = {
        "draw_to_loss": QCoreApplication.translate("Scorecard", "draw → loss"),
        "win_to_draw": QCoreApplication.translate("Scorecard", "win → draw"),
        "win_to_loss": QCoreApplication.translate("Scorecard", "win → loss"),
        "mistake": QCoreApplication.translate("Scorecard", "win → loss"),  # a take-away game has no draw
    }.get(move.kind)
    return f"{text} ({what})" if what else text


class ScorecardDialog(QDialog):
    """A finished match (see the module docstring)."""

    #: The player asked to retry from the position before this ply (the first mistake).
    retryRequested = Signal(int)

    @classmethod
    def showing(
        cls,
        card: Scorecard,
        parent: QWidget | None,
        retry: Callable[[int], None],
        previous: ScorecardDialog | None = None,
    ) -> ScorecardDialog:
        """The scorecard of ``card`` opened over ``parent`` (window-modal) in place of ``previous``
        (QuadAce's match and a take-away page's seats alike); Retry calls ``retry`` with the ply."""
        if previous is not None:
            previous.close()
            previous.deleteLater()
        dialog = cls(card, parent)
        dialog.retryRequested.connect(retry)
        dialog.open()
        return dialog

    def __init__(self, card: Scorecard, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scorecard")
        self.setWindowTitle(self.tr("Match over"))
        self.card = card
        layout = QVBoxLayout(self)
        # The title shown in the dialog too: a full-screen window on a projector (or a desktop with no
        # title bars) showed the dialog without one (audit item 15).
        self.titleLabel = QLabel(self.windowTitle(), self)
        self.titleLabel.setObjectName("scorecardTitle")
        heading = resized(self.font(), font_size(self.font()) * 1.4)
        heading.setBold(True)
        self.titleLabel.setFont(heading)
        layout.addWidget(self.titleLabel)
        self.resultLabel = QLabel(result_text(card), self)
        self.resultLabel.setObjectName("scorecardResult")
        self.resultLabel.setWordWrap(True)
        layout.addWidget(self.resultLabel)
        self.trees: dict[Side, QTreeWidget] = {}
        for side in card.persons():
            layout.addWidget(self._side_box(side))
        first = card.firstMistake()
        self.retryButton = QPushButton(self.tr("Retry from your first mistake"), self)
        self.retryButton.setObjectName("retryButton")
        self.retryButton.setEnabled(first is not None)
        if first is not None:
            self.retryButton.setToolTip(
                self.tr("Back to the position before ply %1, with the same players.").replace(
                    "%1", str(first.ply)
                )
            )
        self.retryButton.clicked.connect(self._retry)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.addButton(self.retryButton, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(max(self.sizeHint().width(), 420), self.sizeHint().height())

    def _side_box(self, side: Side) -> QGroupBox:
        moves = self.card.of(side)
        box = QGroupBox(
            self.tr("%1, moves played: %2").replace("%1", side_name(side)).replace("%2", str(len(moves)))
        )
        tree = QTreeWidget(box)
        tree.setObjectName(f"scorecardTree{side.value}")
        tree.setHeaderHidden(True)
        tree.setRootIsDecorated(True)
        for category in (BEST, KEPT, MISTAKE):
            rows = self.card.of(side, category)
            item = QTreeWidgetItem(tree, [category_title(category, len(rows))])
            item.setData(0, Qt.ItemDataRole.UserRole, category)  # which category the row counts
            for move in rows:
                QTreeWidgetItem(item, [move_row(move)])
            item.setExpanded(category == MISTAKE)
        tree.setMinimumHeight(tree.sizeHintForRow(0) * 6 if tree.topLevelItemCount() else 80)
        QVBoxLayout(box).addWidget(tree)
        self.trees[side] = tree
        return box

    def counts(self, side: Side) -> dict[str, int]:
        """The number of moves under each category of ``side``'s list, as shown."""
        tree = self.trees[side]
        items = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
        return {str(item.data(0, Qt.ItemDataRole.UserRole)): item.childCount() for item in items if item}

    def _retry(self) -> None:
        first = self.card.firstMistake()
        if first is not None:
            self.accept()
            self.retryRequested.emit(first.ply)
