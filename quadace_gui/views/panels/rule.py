"""The rule panel: a take-away game's closed form beside the solver's answer for the current position.

It knows no game: the game says its closed form with its numbers (``rule_words``: Bouton's xor rule,
the key factor of 抢30, Wythoff's pairs, the period of the subtraction game) and works it out for the
current position as a sheet (``working(...).sheet()``: "12 ⊕ 9 ⊕ 6 = 3 ≠ 0 → N" over the binary
columns, "(30 − 27) mod 3 = 0 → P" over the key factor, ...), all as marked words the panel translates
and lays out. Beside them it shows the solver's value and distance, counts the positions where the rule
and the solver agree, and lists the moves the rule says win. The verdicts are the game's
(``is_p_by_rule``, ``rule_mask``) and the table's. Hidden answers hide every verdict.
"""

from __future__ import annotations

import html

import numpy as np
import numpy.typing as npt
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

from quadace_gui.core.games.protocol import LOSS, WIN
from quadace_gui.core.games.words import Cell
from quadace_gui.models.answers import Answers
from quadace_gui.models.settings import Settings
from quadace_gui.models.takeaway_model import TakeAwayModel
from quadace_gui.texts import game_words, sentences
from quadace_gui.views.game_texts import game_title, move_words

__all__ = ["RulePanel"]

Heaps = tuple[int, ...]
#: The most winning moves listed (then "and N more").
LISTED_MOVES = 6


def _cell(cell: Cell, column: int) -> str:
    """One cell of a working's table: the first column right-aligned, fixed-width digits in ``<tt>``,
    the numbers the working turns on in bold."""
    text = game_words(cell.text, rich=True)
    if cell.mono:
        text = f"<tt>{text}</tt>"
    if cell.strong:
        text = f"<b>{text}</b>"
    if column == 0:
        return f"<td align='right'>{text}&nbsp;</td>"
    return f"<td>&nbsp;{text}</td>"


class RulePanel(QWidget):
    """The closed form, its working for the current position, the solver's answer and the agreement."""

    def __init__(
        self, model: TakeAwayModel, settings: Settings, answers: Answers, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._model, self._settings, self._answers = model, settings, answers
        self._agreement: tuple[int, int, int | None] | None = None  # (agree, total, first disagreeing slot)
        self._rule: npt.NDArray[np.bool_] | None = None
        self._stale = False  # changed while in a hidden tab: the texts are written when it shows
        self.titleLabel = QLabel(self)
        self.ruleLabel = QLabel(self)
        self.workLabel = QLabel(self)
        self.solverLabel = QLabel(self)
        self.movesLabel = QLabel(self)
        self.agreeLabel = QLabel(self)
        inner = QWidget(self)
        column = QVBoxLayout(inner)
        for label in self._labels():
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            column.addWidget(label)
        column.addStretch(1)
        self.workLabel.setTextFormat(Qt.TextFormat.RichText)
        area = QScrollArea(self)
        area.setWidget(inner)
        area.setWidgetResizable(True)
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(area)
        model.tableChanged.connect(self._onGame)
        model.currentChanged.connect(self._changed)
        answers.changed.connect(self._changed)
        self._onGame()

    def _labels(self) -> tuple[QLabel, ...]:
        return (
            self.titleLabel,
            self.ruleLabel,
            self.workLabel,
            self.solverLabel,
            self.movesLabel,
            self.agreeLabel,
        )

    # -- texts -------------------------------------------------------------------------------------
    def ruleText(self) -> str:
        """The closed form of the game, with its numbers (the game's sentences, translated)."""
        return sentences(game_words(words) for words in self._model.game().rule_words())

    def workingHtml(self, heaps: Heaps) -> str:
        """The closed form worked out for ``heaps``: the game's working sheet (a line ending in the rule's
        verdict and a table of its numbers, the ones it turns on in bold), laid out."""
        sheet = self._model.game().working(tuple(heaps)).sheet()
        line = html.escape(game_words(sheet.line))
        if not sheet.rows:
            return line
        rows = "".join(
            "<tr>" + "".join(_cell(cell, i) for i, cell in enumerate(row)) + "</tr>" for row in sheet.rows
        )
        return f"{line}<table cellspacing='0'>{rows}</table>"

    def solverText(self, heaps: Heaps) -> str:
        table = self._model.table()
        value, distance = table.value_of(tuple(heaps)), table.distance_of(tuple(heaps))
        if value == LOSS:
            verdict = self.tr("P: a loss for the side to move")
        elif value == WIN:
            verdict = self.tr("N: a win for the side to move")
        else:
            verdict = self.tr("a draw")
        return self.tr("Solver: {verdict}, distance {d}.").format(verdict=verdict, d=distance)

    def movesText(self, heaps: Heaps) -> str:
        """The moves to a position the rule says is P (the winning moves, by the rule)."""
        game = self._model.game()
        moves = game.moves(tuple(heaps))
        if not moves:
            return self.tr("No move is left: the game is over.")
        rule = self._ruleMask()
        good = [(move, after) for move, after in moves if rule[game.slot(after)]]
        if not good:
            return self.tr("The rule: every move leads to an N position; no move wins.")
        listed = ", ".join(
            f"{move_words(game, tuple(heaps), move)} (\u2192 {game.format(after)})"
            for move, after in good[:LISTED_MOVES]
        )
        if len(good) > LISTED_MOVES:
            listed += self.tr(" and {n} more").format(n=len(good) - LISTED_MOVES)
        return self.tr("The rule's winning moves: {moves}.").format(moves=listed)

    def _ruleMask(self) -> npt.NDArray[np.bool_]:
        """The closed form over every position (``game.rule_mask()``), asked once per game."""
        if self._rule is None:
            self._rule = np.asarray(self._model.game().rule_mask(), dtype=bool)
        return self._rule

    def agreement(self) -> tuple[int, int, int | None]:
        """(positions where the rule and the solver agree, positions, first slot where they differ)."""
        if self._agreement is None:
            value = np.asarray(self._model.table().value)
            decided = (value == WIN) | (value == LOSS)
            rule = self._ruleMask()
            same = decided & (rule == (value == LOSS))
            differ = np.flatnonzero(decided & ~same)
            first = int(differ[0]) if differ.size else None
            self._agreement = (int(np.count_nonzero(same)), int(np.count_nonzero(decided)), first)
        return self._agreement

    def agreementText(self) -> str:
        agree, total, first = self.agreement()
        text = self.tr("The rule agrees with the solver on {n} of {total} positions.").format(
            n=agree, total=total
        )
        if first is not None:
            game = self._model.game()
            first_text = self.tr("First difference: {position}.").format(
                position=game.format(game.heaps(first))
            )
            text = sentences([text, first_text])
        return text

    def text(self) -> str:
        """Everything the panel says, as plain lines (for tests and the clipboard)."""
        if self._stale:
            self.refresh()
        return "\n".join(label.text() for label in self._labels() if label.text())

    # -- updating ----------------------------------------------------------------------------------
    def _onGame(self) -> None:
        self._agreement = None
        self._rule = None
        self._changed()

    def _changed(self, *_: object) -> None:
        """Write the texts again now, or, while the panel is in a hidden tab of a shown window, once it
        shows (a move then costs the panel nothing: issue 24)."""
        if self.window().isVisible() and not self.isVisible():
            self._stale = True
        else:
            self.refresh()

    def showEvent(self, event: QShowEvent) -> None:
        if self._stale:
            self.refresh()
        super().showEvent(event)

    def refresh(self, *_: object) -> None:
        self._stale = False
        game = self._model.game()
        heaps = tuple(self._model.heaps())
        self.titleLabel.setText(
            f"<b>{html.escape(game_title(game))}</b> \u00b7 {html.escape(game.format(heaps))}"
        )
        self.ruleLabel.setText(self.ruleText())
        self.agreeLabel.setText(self.agreementText())
        if self._answers.hidden():
            self.workLabel.setText(
                html.escape(
                    self.tr(
                        "Answers are hidden: the rule's verdict, the solver's and the winning moves "
                        "show once they are revealed."
                    )
                )
            )
            self.solverLabel.setText("")
            self.movesLabel.setText("")
        else:
            self.workLabel.setText(sentences([self.tr("Rule:"), self.workingHtml(heaps)]))
            self.solverLabel.setText(self.solverText(heaps))
            self.movesLabel.setText(self.movesText(heaps))
        for label in self._labels():
            label.setVisible(bool(label.text()))  # no gap where a text is left out

    def retranslate(self) -> None:
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
