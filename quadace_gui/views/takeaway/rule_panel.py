"""The rule panel: a take-away game's closed form beside the solver's answer for the current position.

It states the closed form with the game's numbers (Bouton's xor rule, the multiples of k + 1 of the
Bash game, Wythoff's pairs), works it out for the current position ("12 ⊕ 9 ⊕ 6 = 3 ≠ 0 → N", with the
binary columns for Nim; "30 mod 3 = 0 → P"; the Wythoff pair of the same difference), shows the
solver's value and distance beside it, counts the positions where the rule and the solver agree, and
lists the moves the rule says win. The verdicts are the game's (``is_p_by_rule``, ``rule_mask``) and
the table's; the panel only does the arithmetic it shows. Hidden answers hide every verdict.
"""

from __future__ import annotations

import html

import numpy as np
import numpy.typing as npt
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

from quadace_gui.core.games.bash import Bash, BashWorking
from quadace_gui.core.games.nim import Nim, NimWorking, binary_columns, nim_sum
from quadace_gui.core.games.protocol import LOSS, WIN
from quadace_gui.core.games.subtraction import Subtraction, SubtractionWorking
from quadace_gui.core.games.wythoff import Wythoff, WythoffWorking, wythoff_pair
from quadace_gui.models.answers import Answers
from quadace_gui.models.settings import Settings
from quadace_gui.models.takeaway_model import TakeAwayModel
from quadace_gui.views.takeaway.texts import game_title, move_words

__all__ = ["RulePanel", "binary_columns", "letter", "nim_sum", "wythoff_pair"]  # the arithmetic is the core's

Heaps = tuple[int, ...]
#: The most winning moves listed (then "and N more").
LISTED_MOVES = 6


def letter(p: bool) -> str:
    return "P" if p else "N"


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
        model.gameChanged.connect(self._onGame)
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
        """The closed form of the game, with its numbers."""
        game = self._model.game()
        misere = game.misere
        if isinstance(game, Nim):
            if misere:
                return self.tr(
                    "Misère Nim: while some heap holds 2 or more, P exactly when the heap sizes xor to 0; "
                    "when every heap holds 0 or 1, P exactly when an odd number of heaps hold 1."
                )
            return self.tr(
                "Bouton's theorem: P exactly when the heap sizes xor to 0 "
                "(\u2295, binary addition without carry)."
            )
        if isinstance(game, Bash):
            most, target, k, r = game.most, game.target, game.key_factor, game.imbalance
            keys = game.key_numbers()
            listed = ", ".join(str(n) for n in keys[:5]) + (", \u2026" if len(keys) > 5 else "")
            if misere:
                text = self.tr(
                    "Say 1 to {most} numbers a turn; whoever says {target} loses, so whoever says "
                    "{last} wins. The key factor k = {most} + 1 = {k} (the largest plus the smallest "
                    "number one may say). Going back from {last} by k (backward induction) gives the key "
                    "numbers {keys}: P exactly when the last number said is a key number. The imbalance "
                    "factor is the remainder ({target} \u2212 1) mod {k} = {r}."
                )
            else:
                text = self.tr(
                    "Say 1 to {most} numbers a turn; whoever says {target} wins. The key factor "
                    "k = {most} + 1 = {k} (the largest plus the smallest number one may say). Going back "
                    "from {target} by k (backward induction) gives the key numbers {keys}: P exactly when "
                    "the last number said is a key number. The imbalance factor is the remainder "
                    "{target} mod {k} = {r}."
                )
            text = text.format(most=most, target=target, last=game.last_key, k=k, keys=listed, r=r)
            amounts = ", ".join(map(str, range(1, most + 1))) if most <= 4 else f"1, 2, \u2026, {most}"
            same = " " + self.tr("This is the subtraction game with S = {{{s}}}.").format(s=amounts)
            if r:
                return text + " " + self.tr("The first player says up to {r} and wins.").format(r=r) + same
            return text + " " + self.tr("A balanced game: the second player wins.") + same
        if isinstance(game, Wythoff):
            return self.tr(
                "Wythoff: P exactly at the pairs (\u230akφ\u230b, \u230akφ\u230b + k), k = 0, 1, 2, \u2026, "
                "and their mirror images (φ = (1 + \u221a5)/2 \u2248 1.618): "
                "(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), \u2026"
            )
        if isinstance(game, Subtraction):
            period = game.period
            amounts = ", ".join(map(str, game.amounts))
            residues = ", ".join(map(str, period.residues)) or "\u2014"
            text = self.tr(
                "Subtraction game: a move takes one of the amounts S = {{{s}}} from the heap. "
                "The solver finds the P-positions periodic: P exactly when n mod {m} is one of {r}."
            ).format(s=amounts, m=period.length, r=residues)
            if period.start:
                text += " " + self.tr("This holds from n = {start} on; below it the table decides.").format(
                    start=period.start
                )
            return text
        return game.rule_text

    def workingHtml(self, heaps: Heaps) -> str:
        """The closed form worked out for ``heaps`` (the core's working), ending in the rule's verdict."""
        work = self._model.game().working(tuple(heaps))
        p = work.p
        esc = html.escape
        if isinstance(work, NimWorking):
            if work.small:
                line = self.tr("every heap holds 0 or 1: {n} of them hold 1 \u2192 {v}").format(
                    n=work.ones, v=letter(p)
                )
                return esc(line)
            total = work.total
            sums = " \u2295 ".join(map(str, work.heaps)) + f" = {total}" + ("" if total == 0 else " \u2260 0")
            rows = "".join(
                f"<tr><td align='right'>{esc(d)}&nbsp;</td><td><tt>{b}</tt></td></tr>"
                for d, b in work.columns
            )
            return f"{esc(sums)} \u2192 {letter(p)}<table cellspacing='0'>{rows}</table>"
        if isinstance(work, BashWorking):
            if work.rest is None:  # misère: the target was said, the game is over
                return esc(f"{work.said} \u2192 {letter(p)}")
            verdict = "= 0" if work.rest == 0 else f"= {work.rest} \u2260 0"
            return esc(f"({work.last} \u2212 {work.said}) mod {work.key_factor} {verdict} \u2192 {letter(p)}")
        if isinstance(work, WythoffWorking):
            a, b, k, low, high = work.a, work.b, work.k, work.low, work.high
            text = self.tr(
                "({a}, {b}): b \u2212 a = {k}; the pair of difference {k} is ({low}, {high})"
            ).format(a=a, b=b, k=k, low=low, high=high)
            return esc(text + (" = " if a == low else " \u2260 ") + f"({a}, {b}) \u2192 {letter(p)}")
        if isinstance(work, SubtractionWorking) and not work.early:
            among = " \u2208 " if work.rest in work.residues else " \u2209 "
            listed = "{" + ", ".join(map(str, work.residues)) + "}"
            return esc(f"{work.n} mod {work.length} = {work.rest}{among}{listed} \u2192 {letter(p)}")
        return esc(self.tr("The rule says {v}.").format(v=letter(p)))

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
            text += " " + self.tr("First difference: {position}.").format(
                position=game.format(game.heaps(first))
            )
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
            self.workLabel.setText(self.tr("Rule:") + " " + self.workingHtml(heaps))
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
