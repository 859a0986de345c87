"""The quiz panel of every game: the app sets a position, the student answers (its value, a move, or
both, as the question's kind asks), the app reveals the answer with its reason in one sentence and
keeps the session's score.

One panel serves every game: it is given a :class:`~quadace_gui.models.quizzing.QuizContext` (the
game's model as a :class:`~quadace_gui.models.quizzing.QuizSource`, and the answers gate). The
questions, the grading and every fact come from the game's core quiz
(:class:`~quadace_gui.core.game_quiz.Quiz`); the panel words them, in P/N-positions where the game's
verdict words have them. While a question is open the answers are held hidden everywhere
(``answers.setHeld``), so the board's hover, the heatmap and the other panels give nothing away. The
student picks the move with a button here or by playing it on the board.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from quadace_gui.core.game_quiz import Asked, Marked, Quiz, QuizKind, Tally
from quadace_gui.core.solver import DRAW, LOSS, WIN
from quadace_gui.models.quizzing import QuizContext
from quadace_gui.texts import plies_text, side_name

#: The category titles, for lupdate (the core keeps them in English).
_TITLES = {
    "any": QT_TRANSLATE_NOOP("QuizPanel", "Any position"),
    "decided": QT_TRANSLATE_NOOP("QuizPanel", "A win or a loss (no draw)"),
    "full": QT_TRANSLATE_NOOP("QuizPanel", "Every hand still in play"),
    "one_vs_more": QT_TRANSLATE_NOOP("QuizPanel", "One hand against two"),
    "one_each": QT_TRANSLATE_NOOP("QuizPanel", "One hand each"),
    "traps": QT_TRANSLATE_NOOP("QuizPanel", "The article's traps for the simple strategy"),
    "p_or_n": QT_TRANSLATE_NOOP("QuizPanel", "P- or N-position?"),
    "winning_move": QT_TRANSLATE_NOOP("QuizPanel", "Find a winning move"),
}
#: Button ids are values shifted past QButtonGroup's -1 ("no button").
_ID_SHIFT = 2
#: Moves per row of the move buttons.
MOVE_COLUMNS = 3
# The most winning moves named in a wrong answer's sentence.
NAMED_MOVES = 4
# How long the status bar says that a question replaced the moves played (milliseconds).
QUESTION_NOTE_MS = 15000


class QuizPanel(QWidget):
    """Asks, grades and scores; follows the game's model to see a move played on the board."""

    # A text for the status bar: (text, milliseconds).
    status = Signal(str, int)

    def __init__(self, ctx: QuizContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("quizPanel")
        self.ctx = ctx
        self.game = ctx.model
        self.quiz: Quiz = self.game.quiz()
        self.rng = random.Random()
        self.score = Tally()
        self.question: Asked | None = None
        self.result: Marked | None = None
        self.picked: str | None = None

        self.category = QComboBox(self)
        self.category.setObjectName("quizCategory")
        # Long category titles must not widen the dock (the window keeps its minimum size).
        self.category.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.category.setMinimumContentsLength(8)
        self.category.currentIndexChanged.connect(lambda _: self._show_kind())
        self.newButton = QPushButton(self)
        self.newButton.setObjectName("quizNew")
        self.newButton.clicked.connect(self.ask)
        self.prompt = QLabel(self)
        self.prompt.setObjectName("quizPrompt")
        self.prompt.setWordWrap(True)
        bold = self.prompt.font()
        bold.setBold(True)
        self.prompt.setFont(bold)
        # Three lines reserved: a question that wraps differently must not move the buttons under it.
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

        self.valueGroup = QButtonGroup(self)
        self.valueButtons: dict[int, QPushButton] = {}
        values = QHBoxLayout()
        for value in (WIN, DRAW, LOSS):
            button = QPushButton(self)
            button.setObjectName(f"quizSay{'Win' if value == WIN else 'Draw' if value == DRAW else 'Loss'}")
            button.setCheckable(True)
            self.valueGroup.addButton(button, value + _ID_SHIFT)  # -1 (LOSS) means 'none' to Qt
            self.valueButtons[value] = button
            values.addWidget(button)
        self.valueGroup.idClicked.connect(lambda _: self._update_buttons())

        self.moveLabel = QLabel(self)
        self.moveLabel.setWordWrap(True)
        self.moveBox = QWidget(self)
        self.moveGrid = QGridLayout(self.moveBox)
        self.moveGrid.setContentsMargins(0, 0, 0, 0)
        self.moveGroup = QButtonGroup(self)
        self.moveGroup.buttonClicked.connect(self._move_button)

        self.checkButton = QPushButton(self)
        self.checkButton.setObjectName("quizCheck")
        self.checkButton.clicked.connect(self.check)
        self.answer = QLabel(self)
        self.answer.setObjectName("quizAnswer")
        self.answer.setWordWrap(True)
        self.answer.setTextFormat(Qt.TextFormat.PlainText)
        self.scoreLabel = QLabel(self)
        self.scoreLabel.setObjectName("quizScore")
        self.scoreLabel.setWordWrap(True)

        top = QHBoxLayout()
        top.addWidget(self.category, 1)
        top.addWidget(self.newButton)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(self.prompt)
        layout.addLayout(values)
        layout.addWidget(self.moveLabel)
        layout.addWidget(self.moveBox)
        layout.addWidget(self.checkButton)
        layout.addWidget(self.answer)
        layout.addStretch(1)
        layout.addWidget(self.scoreLabel)

        self.game.currentChanged.connect(self._position_changed)
        self._retranslate()
        self._reserve_prompt_lines()
        self._update_buttons()

    # -- the words -----------------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.LanguageChange):
            self._reserve_prompt_lines()
        super().changeEvent(event)

    def _reserve_prompt_lines(self) -> None:
        self.prompt.setMinimumHeight(3 * self.prompt.fontMetrics().lineSpacing())

    def _pn(self) -> bool:
        """Whether the game speaks of P- and N-positions (its verdict words say so)."""
        return self.quiz.words.p is not None

    def _kind(self) -> QuizKind | None:
        """The kind of the open question, else the one chosen in the box."""
        if self.question is not None:
            return self.question.kind
        key = self.category.currentData()
        return next((k for k in self.quiz.kinds() if k.key == key), None)

    def _retranslate(self) -> None:
        current = self.category.currentData()
        self.category.blockSignals(True)
        self.category.clear()
        for kind in self.quiz.kinds():
            self.category.addItem(self.tr(str(_TITLES.get(kind.key, kind.title))), kind.key)
        # Most QuadAce positions are draws: a first question someone can win is the livelier default.
        index = self.category.findData(current if current is not None else "decided")
        self.category.setCurrentIndex(max(index, 0))
        self.category.blockSignals(False)
        self.newButton.setText(self.tr("New question"))
        if self._pn():
            self.valueButtons[WIN].setText(self.tr("N-position"))
            self.valueButtons[LOSS].setText(self.tr("P-position"))
        else:
            self.valueButtons[WIN].setText(self.tr("Wins"))
            self.valueButtons[LOSS].setText(self.tr("Loses"))
        self.valueButtons[DRAW].setText(self.tr("Draw"))
        self.checkButton.setText(self.tr("Check my answer"))
        self._show_kind()
        self._show_prompt()
        self._show_answer()
        self._show_score()

    def _show_kind(self) -> None:
        """Show the answer buttons the kind of question asks for."""
        kind = self._kind()
        asks_value = kind is None or kind.asks_value
        for value, button in self.valueButtons.items():
            button.setVisible(asks_value and value in self.quiz.values)
        asks_move = kind is None or kind.asks_move
        self.moveLabel.setVisible(asks_move)
        self.moveBox.setVisible(asks_move)
        if kind is not None and kind.move_required:
            self.moveLabel.setText(self.tr("A winning move (here or on the board):"))
        else:
            self.moveLabel.setText(self.tr("Best move (here or on the board):"))

    def _show_prompt(self) -> None:
        q = self.question
        if q is None:
            self.prompt.setText(self.tr("Choose a kind of position and press New question."))
            return
        who = side_name(q.mover)
        if q.kind.move_required:
            text = self.tr("%1 to move in %2, an N-position. Find a winning move.")
        elif self._pn() and not q.kind.asks_move:
            text = self.tr("%1 to move in %2. Is it a P-position or an N-position?")
        else:
            text = self.tr("%1 to move in %2. Does %1 win, draw or lose? Which move is best?")
        self.prompt.setText(text.replace("%1", who).replace("%2", q.text))

    def _show_score(self) -> None:
        s = self.score
        if self._pn():
            text = self.tr("Score: %1 of %2 P or N right, %3 of %4 winning moves found")
        else:
            text = self.tr("Score: %1 of %2 values right, %3 of %4 moves right")
        self.scoreLabel.setText(
            text.replace("%1", str(s.values_right))
            .replace("%2", str(s.values_asked))
            .replace("%3", str(s.moves_right))
            .replace("%4", str(s.moves_asked))
        )

    def _show_answer(self) -> None:
        result = self.result
        if result is None:
            self.answer.setText("")
            return
        truth = self._truth(result)
        if result.value_right is None:
            lines = [truth]
        else:
            said = self.tr("Right!") if result.value_right else self.tr("Not quite.")
            lines = [f"{'✓' if result.value_right else '✗'} {said} {truth}"]
        lines.append(self._pn_reason(result) if self._pn() else self._reason(result))
        if result.move is not None:
            lines.append(self._pn_move(result) if self._pn() else self._move_line(result))
        self.answer.setText("\n".join(lines))

    def _truth(self, result: Marked) -> str:
        if self._pn():
            if result.value == LOSS:
                text = self.tr("%1 is a P-position: the side to move loses (必败).")
            elif result.value == WIN:
                text = self.tr("%1 is an N-position: the side to move wins (必胜).")
            else:
                text = self.tr("%1 is a draw with best play.")
            return text.replace("%1", result.asked.text)
        who = side_name(result.asked.mover)
        if result.value == WIN:
            return (
                self.tr("%1 wins in %2.").replace("%1", who).replace("%2", plies_text(result.distance or 0))
            )
        if result.value == LOSS:
            return (
                self.tr("%1 loses in %2.").replace("%1", who).replace("%2", plies_text(result.distance or 0))
            )
        return self.tr("It is a draw with best play.")

    def _move_line(self, result: Marked) -> str:
        move = result.move or ""
        if result.move_right:
            return "✓ " + self.tr("%1 keeps the result.").replace("%1", move)
        return "✗ " + self.tr("%1 gives the result away; %2 keeps it.").replace("%1", move).replace(
            "%2", ", ".join(result.keeping)
        )

    def _pn_move(self, result: Marked) -> str:
        move, after = result.move or "", result.move_after or ""
        if result.move_right:
            return "✓ " + self.tr("%1 wins: it leaves %2, a P-position.").replace("%1", move).replace(
                "%2", after
            )
        named = ", ".join(result.keeping[:NAMED_MOVES]) + (", …" if len(result.keeping) > NAMED_MOVES else "")
        if result.keeping:
            text = self.tr("%1 leaves %2, an N-position: the opponent wins. Winning: %3.")
        else:
            text = self.tr("%1 leaves %2, an N-position: the opponent wins.")
        return "✗ " + text.replace("%1", move).replace("%2", after).replace("%3", named)

    def _pn_reason(self, result: Marked) -> str:
        if result.value == WIN:
            return (
                self.tr("Why: %1 leaves %2, a P-position, to the opponent.")
                .replace("%1", result.key_move or "")
                .replace("%2", result.key_after or "")
            )
        if result.value == LOSS:
            return self.tr("Why: every move leaves the opponent an N-position.")
        return self.tr("Why: no move leaves the opponent a P-position, and %1 keeps the draw.").replace(
            "%1", result.key_move or ""
        )

    def _reason(self, result: Marked) -> str:
        move = result.key_move or ""
        if result.value == WIN:
            after = max((result.key_distance or 1) - 1, 0)
            return (
                self.tr("Why: %1 leaves the opponent a position lost in %2.")
                .replace("%1", move)
                .replace("%2", plies_text(after))
            )
        if result.value == LOSS:
            return (
                self.tr("Why: every move leaves the opponent a win; the slowest, %1, lasts %2.")
                .replace("%1", move)
                .replace("%2", plies_text(result.key_distance or 0))
            )
        return self.tr("Why: no move leaves the opponent a lost position, and %1 keeps the draw.").replace(
            "%1", move
        )

    # -- asking ----------------------------------------------------------------------------------------
    def ask(self) -> None:
        """A new question of the chosen category: the board goes there and the answers hide."""
        key = self.category.currentData() or ""
        avoid = self.question.slot if self.question else None
        question = self.quiz.pick(key, self.rng, avoid)
        if question is None:
            self.status.emit(self.tr("No position of that kind in these rules."), 5000)
            return
        self.result = None
        self.picked = None
        self.question = question
        self.ctx.answers.setHeld(True)
        had_moves = self.game.lastPly() > 0
        self.game.quizGoTo(question.slot)
        if had_moves:  # the game is not lost: the window stays modified, and Undo brings it back
            undo = QKeySequence(QKeySequence.StandardKey.Undo).toString(
                QKeySequence.SequenceFormat.NativeText
            )
            self.status.emit(
                self.tr("The question replaced the moves played; Undo (%1) brings them back.").replace(
                    "%1", undo
                ),
                QUESTION_NOTE_MS,
            )
        self._fill_moves(question.moves if question.kind.asks_move else ())
        self._show_kind()
        self._show_prompt()
        self._show_answer()
        self._update_buttons()

    def _fill_moves(self, moves: tuple[str, ...]) -> None:
        for button in self.moveGroup.buttons():
            self.moveGroup.removeButton(button)
            button.deleteLater()
        for i, move in enumerate(moves):
            button = QPushButton(move, self.moveBox)
            button.setCheckable(True)
            button.setProperty("move", move)
            self.moveGroup.addButton(button)
            self.moveGrid.addWidget(button, i // MOVE_COLUMNS, i % MOVE_COLUMNS)

    def moveButtons(self) -> list[QPushButton]:
        return [b for b in self.moveGroup.buttons() if isinstance(b, QPushButton)]

    def _move_button(self, button: QPushButton) -> None:
        self.picked = str(button.property("move"))
        self._update_buttons()

    def _position_changed(self, *_: object) -> None:
        """A move played on the board from the question's position is the student's move."""
        if self.game.quiz() is not self.quiz:  # another game or rule set
            self.quiz = self.game.quiz()
            self._close_question()
            self._retranslate()
            return
        question = self.question
        if question is None or self.result is not None or self.game.quizSlot() == question.slot:
            return
        if self.game.quizSlot(1) == question.slot and question.kind.asks_move:
            self.picked = self.game.quizLastMove()
            for button in self.moveButtons():
                button.setChecked(button.property("move") == self.picked)
            self._update_buttons()
        else:
            self._close_question()  # the teacher went elsewhere: the question is dropped

    def _close_question(self) -> None:
        self.question = None
        self.result = None
        self.ctx.answers.setHeld(False)
        self._fill_moves(())
        self._show_kind()
        self._show_prompt()
        self._show_answer()
        self._update_buttons()

    def _said(self) -> int | None:
        said = self.valueGroup.checkedId() - _ID_SHIFT
        return said if said in (WIN, DRAW, LOSS) else None

    def _ready(self) -> bool:
        """A question is open and answered as far as its kind asks."""
        q = self.question
        if q is None or self.result is not None:
            return False
        if q.kind.asks_value and self._said() is None:
            return False
        return not (q.kind.move_required and self.picked is None)

    def check(self) -> None:
        """Reveal the answer for the guess made so far and count it."""
        question = self.question
        if question is None or not self._ready():
            return
        said = self._said() if question.kind.asks_value else None
        self.result = self.quiz.grade(question, said, self.picked)
        self.score.add(self.result)
        self.ctx.answers.setHeld(False)
        self._show_answer()
        self._show_score()
        self._update_buttons()

    def _update_buttons(self) -> None:
        asking = self.question is not None and self.result is None
        for button in (*self.valueButtons.values(), *self.moveButtons()):
            button.setEnabled(asking)
        if not asking:
            self.valueGroup.setExclusive(False)
            for button in self.valueButtons.values():
                button.setChecked(False)
            self.valueGroup.setExclusive(True)
        self.checkButton.setEnabled(self._ready())
