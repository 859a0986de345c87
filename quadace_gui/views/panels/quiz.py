"""The quiz panel: the app sets a position, the student guesses its value and the best move, the app
reveals the answer with its reason in one sentence and keeps the session's score.

While a question is open the answers are held hidden everywhere (``PanelContext.answers``), so the
board's hover, the heatmap and the other panels give nothing away. The student picks the move with a
button here or by playing it on the board. Grading is :func:`quadace_gui.core.quiz.grade`.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, Qt
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

from quadace_gui.core.position import Move, Position
from quadace_gui.core.quiz import CATEGORIES, Grade, Question, Score, available, grade, pick
from quadace_gui.core.solver import DRAW, LOSS, WIN
from quadace_gui.texts import plies_text, side_name

from . import PanelContext

#: The category titles, for lupdate (the core keeps them in English).
_TITLES = {
    "any": QT_TRANSLATE_NOOP("QuizPanel", "Any position"),
    "decided": QT_TRANSLATE_NOOP("QuizPanel", "A win or a loss (no draw)"),
    "full": QT_TRANSLATE_NOOP("QuizPanel", "Every hand still in play"),
    "one_vs_more": QT_TRANSLATE_NOOP("QuizPanel", "One hand against two"),
    "one_each": QT_TRANSLATE_NOOP("QuizPanel", "One hand each"),
    "traps": QT_TRANSLATE_NOOP("QuizPanel", "The article's traps for the simple strategy"),
}
#: Button ids are values shifted past QButtonGroup's -1 ("no button").
_ID_SHIFT = 2
#: Moves per row of the move buttons.
MOVE_COLUMNS = 3


class QuizPanel(QWidget):
    """Asks, grades and scores; follows the game model to see a move played on the board."""

    def __init__(self, ctx: PanelContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("quizPanel")
        self.ctx = ctx
        self.game = ctx.model
        self.rng = random.Random()
        self.score = Score()
        self.question: Question | None = None
        self.result: Grade | None = None
        self.picked: Move | None = None

        self.category = QComboBox(self)
        self.category.setObjectName("quizCategory")
        # Long category titles must not widen the dock (the window keeps its minimum size).
        self.category.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.category.setMinimumContentsLength(8)
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
        self.game.tableChanged.connect(self._table_changed)
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

    def _retranslate(self) -> None:
        current = self.category.currentData()
        self.category.blockSignals(True)
        self.category.clear()
        for key in CATEGORIES:
            if available(self.game.table, key):
                self.category.addItem(self.tr(str(_TITLES.get(key, CATEGORIES[key].title))), key)
        # Most positions are draws: a first question someone can win is the livelier default.
        index = self.category.findData(current if current is not None else "decided")
        self.category.setCurrentIndex(max(index, 0))
        self.category.blockSignals(False)
        self.newButton.setText(self.tr("New question"))
        self.valueButtons[WIN].setText(self.tr("Wins"))
        self.valueButtons[DRAW].setText(self.tr("Draw"))
        self.valueButtons[LOSS].setText(self.tr("Loses"))
        self.moveLabel.setText(self.tr("Best move (here or on the board):"))
        self.checkButton.setText(self.tr("Check my answer"))
        self._show_prompt()
        self._show_answer()
        self._show_score()

    def _show_prompt(self) -> None:
        if self.question is None:
            self.prompt.setText(self.tr("Choose a kind of position and press New question."))
            return
        position = self.question.position
        self.prompt.setText(
            self.tr("%1 to move in %2. Does %1 win, draw or lose? Which move is best?")
            .replace("%1", side_name(position.to_move))
            .replace("%2", position.text)
        )

    def _show_score(self) -> None:
        s = self.score
        self.scoreLabel.setText(
            self.tr("Score: %1 of %2 values right, %3 of %4 moves right")
            .replace("%1", str(s.values_right))
            .replace("%2", str(s.asked))
            .replace("%3", str(s.moves_right))
            .replace("%4", str(s.moves_asked))
        )

    def _show_answer(self) -> None:
        result = self.result
        if result is None:
            self.answer.setText("")
            return
        who = side_name(result.position.to_move)
        if result.value == WIN:
            truth = (
                self.tr("%1 wins in %2.").replace("%1", who).replace("%2", plies_text(result.distance or 0))
            )
        elif result.value == LOSS:
            truth = (
                self.tr("%1 loses in %2.").replace("%1", who).replace("%2", plies_text(result.distance or 0))
            )
        else:
            truth = self.tr("It is a draw with best play.")
        said = self.tr("Right!") if result.value_right else self.tr("Not quite.")
        lines = [f"{'✓' if result.value_right else '✗'} {said} {truth}", self._reason(result)]
        if result.move is not None:
            if result.move_right:
                lines.append("✓ " + self.tr("%1 keeps the result.").replace("%1", result.move.text))
            else:
                lines.append(
                    "✗ "
                    + self.tr("%1 gives the result away; %2 keeps it.")
                    .replace("%1", result.move.text)
                    .replace("%2", ", ".join(m.text for m in result.keeping))
                )
        self.answer.setText("\n".join(lines))

    def _reason(self, result: Grade) -> str:
        move = result.key_move.text if result.key_move else ""
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
        key = self.category.currentData() or "any"
        avoid = self.question.position if self.question else None
        question = pick(self.game.table, key, self.rng, avoid)
        if question is None:
            self.ctx.hub.status.emit(self.tr("No position of that kind in these rules."), 5000)
            return
        self.result = None
        self.picked = None
        self.question = question
        self.ctx.answers.setHeld(True)
        self.game.jumpTo(question.position)
        self._fill_moves(question.position)
        self._show_prompt()
        self._show_answer()
        self._update_buttons()

    def _fill_moves(self, position: Position) -> None:
        for button in self.moveGroup.buttons():
            self.moveGroup.removeButton(button)
            button.deleteLater()
        for i, move in enumerate(position.legal_moves()):
            button = QPushButton(move.text, self.moveBox)
            button.setCheckable(True)
            button.setProperty("move", move.text)
            self.moveGroup.addButton(button)
            self.moveGrid.addWidget(button, i // MOVE_COLUMNS, i % MOVE_COLUMNS)

    def moveButtons(self) -> list[QPushButton]:
        return [b for b in self.moveGroup.buttons() if isinstance(b, QPushButton)]

    def _move_button(self, button: QPushButton) -> None:
        self.picked = Move.parse(str(button.property("move")))
        self._update_buttons()

    def _position_changed(self, *_: object) -> None:
        """A move played on the board from the question's position is the student's move."""
        question = self.question
        if question is None or self.result is not None:
            return
        ply = self.game.ply
        if ply >= 1 and self.game.position(ply - 1) == question.position:
            self.picked = self.game.moveAt(ply)
            for button in self.moveButtons():
                button.setChecked(button.property("move") == self.picked.text)
            self._update_buttons()
        elif self.game.position() != question.position:
            self._close_question()  # the teacher went elsewhere: the question is dropped

    def _table_changed(self) -> None:
        self._close_question()
        self._retranslate()

    def _close_question(self) -> None:
        self.question = None
        self.result = None
        self.ctx.answers.setHeld(False)
        self._fill_moves_empty()
        self._show_prompt()
        self._show_answer()
        self._update_buttons()

    def _fill_moves_empty(self) -> None:
        for button in self.moveGroup.buttons():
            self.moveGroup.removeButton(button)
            button.deleteLater()

    def check(self) -> None:
        """Reveal the answer for the guess made so far and count it."""
        question = self.question
        said = self.valueGroup.checkedId() - _ID_SHIFT
        if question is None or self.result is not None or said not in (WIN, DRAW, LOSS):
            return
        self.result = grade(self.game.table, question.position, said, self.picked)
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
        said = self.valueGroup.checkedId() - _ID_SHIFT
        self.checkButton.setEnabled(asking and said in (WIN, DRAW, LOSS))
