"""The articles' exercises as cards: the question in the article's Chinese words and in English, the
position, and the answers hidden until Reveal, which shows the article's answer beside the solver's.

Open (or a double click on a card) shows the exercise's game at its position in the take-away window
through :func:`quadace_gui.views.lesson_driver.drive_takeaway`, as the lessons do; the teacher's
answers switch is left as it is. The card's Reveal is refused while a quiz question is open.

The exercises and both answers come from :mod:`quadace_gui.core.games.exercises`; this panel only
shows them, in the interface's language: in Chinese the article's question and answer in its own
words, in English the English rendering beside the article's Chinese question; the solver's findings
are written with tr().
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtWidgets import (
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from quadace_gui.core.games.exercises import EXERCISES, Exercise, article_answer_zh, article_question, listing
from quadace_gui.core.lessons import Step
from quadace_gui.texts import sentences
from quadace_gui.views.game_texts import move_words

from . import PanelContext
from .lesson import lesson_language


def _label(name: str, parent: QWidget) -> QLabel:
    label = QLabel(parent)
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


class ExercisesPanel(QWidget):
    """The list of exercises; below it the chosen card."""

    def __init__(self, ctx: PanelContext, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("exercisesPanel")
        self.ctx = ctx
        self._revealed = False

        self.exerciseList = QListWidget(self)
        self.exerciseList.setObjectName("exerciseList")
        self.exerciseList.setWordWrap(True)
        self.exerciseList.setMinimumHeight(self.exerciseList.fontMetrics().height() * 2)
        self.exerciseList.currentRowChanged.connect(self._show_card)
        self.exerciseList.itemActivated.connect(lambda _item: self.openExercise())

        card = QWidget(self)
        layout = QVBoxLayout(card)
        layout.setContentsMargins(0, 0, 0, 0)
        self.chinese = _label("exerciseChinese", card)
        self.english = _label("exerciseEnglish", card)
        self.position = _label("exercisePosition", card)
        self.openButton = QPushButton(card)
        self.openButton.setObjectName("exerciseOpen")
        self.openButton.clicked.connect(self.openExercise)
        self.revealButton = QPushButton(card)
        self.revealButton.setObjectName("exerciseReveal")
        self.revealButton.clicked.connect(self.reveal)
        buttons = QHBoxLayout()
        buttons.addWidget(self.position, 1)
        buttons.addWidget(self.openButton)
        buttons.addWidget(self.revealButton)
        self.articleBox = QGroupBox(card)
        self.solverBox = QGroupBox(card)
        self.articleAnswer = _label("exerciseArticleAnswer", self.articleBox)
        self.solverAnswer = _label("exerciseSolverAnswer", self.solverBox)
        for box, label in ((self.articleBox, self.articleAnswer), (self.solverBox, self.solverAnswer)):
            inner = QVBoxLayout(box)
            inner.setContentsMargins(4, 4, 4, 4)
            inner.addWidget(label)
            inner.addStretch(1)
        answers = QHBoxLayout()  # side by side
        answers.addWidget(self.articleBox, 1)
        answers.addWidget(self.solverBox, 1)
        self.hiddenNote = _label("exerciseHidden", card)
        self.agreement = _label("exerciseAgreement", card)
        layout.addWidget(self.chinese)
        layout.addWidget(self.english)
        layout.addLayout(buttons)
        layout.addWidget(self.hiddenNote)
        layout.addLayout(answers)
        layout.addWidget(self.agreement)
        layout.addStretch(1)
        area = QScrollArea(self)
        area.setObjectName("exerciseCardArea")
        area.setWidgetResizable(True)
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        area.setWidget(card)
        self._area = area

        split = QSplitter(Qt.Orientation.Vertical, self)
        split.addWidget(self.exerciseList)
        split.addWidget(area)
        split.setStretchFactor(1, 2)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(2, 2, 2, 2)
        outer.addWidget(split)
        ctx.answers.changed.connect(self._answers_changed)
        self._retranslate()
        self.exerciseList.setCurrentRow(0)

    # -- the card --------------------------------------------------------------------------------------
    def exercise(self) -> Exercise | None:
        row = self.exerciseList.currentRow()
        return EXERCISES[row] if 0 <= row < len(EXERCISES) else None

    def chineseShown(self) -> bool:
        """Whether the interface speaks Chinese (the cards then show the article's own words)."""
        return lesson_language(self.ctx).startswith("zh")

    def articleAnswerText(self, exercise: Exercise) -> str:
        """The article's answer in the interface's language."""
        chinese = article_answer_zh(exercise)
        return chinese if self.chineseShown() and chinese else exercise.article_answer

    def solverAnswerText(self, exercise: Exercise) -> str:
        """The solver's findings on the question, written in the interface's language."""
        game, facts = exercise.game, exercise.solver_facts()
        start = game.start
        if facts.first_wins:
            moves = "; ".join(
                self.tr("%1 → %2").replace("%1", move_words(game, start, m)).replace("%2", game.format(after))
                for m, after in facts.moves
            )
            parts = [
                self.tr(
                    "The first player wins (N-position, %1 plies with best play). Winning first moves: %2."
                )
                .replace("%1", str(facts.plies))
                .replace("%2", moves)
            ]
        else:
            parts = [
                self.tr(
                    "The second player wins: the start is a P-position (lost in %1 plies with best play)."
                ).replace("%1", str(facts.plies))
            ]
        if facts.keys:
            parts.append(
                self.tr("Totals to reach (P-positions): %1.").replace("%1", listing(list(facts.keys)))
            )
        if facts.p_positions is not None:
            pairs = ", ".join("(" + ",".join(map(str, p)) + ")" for p in facts.p_positions)
            parts.append(self.tr("P-positions with heaps low to high: %1.").replace("%1", pairs))
        elif facts.p_checked is not None:
            parts.append(
                self.tr("The article's P-positions are all P.")
                if facts.p_checked
                else self.tr("Not all the article's P-positions are P.")
            )
        return sentences(parts)

    def answersShown(self) -> bool:
        return self._revealed and not self.ctx.answers.held()

    def _show_card(self, _row: int) -> None:
        self._revealed = False  # each card starts with its answers hidden
        exercise = self.exercise()
        if exercise is None:
            for label in (self.chinese, self.english, self.position):
                label.clear()
        else:
            self.chinese.setText(self.tr("The article: %1").replace("%1", article_question(exercise)))
            self.english.setText(self.tr("In English: %1").replace("%1", exercise.question))
            self.english.setVisible(not self.chineseShown())  # the Chinese interface: the article's words
            self.position.setText(
                self.tr("Position: %1").replace("%1", exercise.game.format(exercise.game.start))
            )
        self._update_answers()

    def _answers_changed(self) -> None:
        """The answers switch hides the answers again (the next position after Reveal, Hide Answers):
        the card's too, as the status bar says "Answers hidden"."""
        if self.ctx.answers.hidden() and not self.ctx.answers.held():
            self._revealed = False
        self._update_answers()

    def _update_answers(self) -> None:
        exercise = self.exercise()
        shown = exercise is not None and self.answersShown()
        self.articleBox.setVisible(shown)
        self.solverBox.setVisible(shown)
        self.agreement.setVisible(shown)
        self.hiddenNote.setVisible(not shown)
        self.revealButton.setEnabled(exercise is not None and not shown and not self.ctx.answers.held())
        self.openButton.setEnabled(exercise is not None)
        if self.ctx.answers.held():
            self.hiddenNote.setText(self.tr("The answers stay hidden while a quiz question is open."))
        else:
            self.hiddenNote.setText(self.tr("The answers are hidden: think first, then Reveal."))
        if shown and exercise is not None:
            self.articleAnswer.setText(self.articleAnswerText(exercise))
            self.solverAnswer.setText(self.solverAnswerText(exercise))
            self.agreement.setText(
                self.tr("The solver agrees with the article.")
                if exercise.agrees()
                else self.tr("The solver does not agree with the article.")
            )
        else:
            for label in (self.articleAnswer, self.solverAnswer, self.agreement):
                label.clear()

    def reveal(self) -> None:
        """Show the chosen card's answers: the article's and the solver's, side by side."""
        if self.exercise() is None or self.ctx.answers.held():
            return
        self._revealed = True
        self._update_answers()
        QTimer.singleShot(0, self, self._show_answers)  # once the card is laid out with them

    def _show_answers(self) -> None:
        """Scroll the card to the answers when it is taller than its room (they had needed scrolling)."""
        if not self.articleBox.isVisible():
            return
        bar, room = self._area.verticalScrollBar(), self._area.viewport().height()
        top, bottom = self.articleBox.y(), self.agreement.geometry().bottom()
        if bottom - bar.value() > room:  # below the view: as much of them as fits, from their top
            bar.setValue(min(top, bottom - room))

    def openExercise(self) -> None:
        """Show the chosen exercise's game at its position in the take-away window."""
        exercise = self.exercise()
        window = self.window()
        if exercise is None or not hasattr(window, "openTakeAway"):
            return
        from quadace_gui.views.lesson_driver import drive_takeaway

        game = exercise.game
        step = Step(1, {}, game=game.key, takeaway=game, heaps=game.start)
        drive_takeaway(window, step, None)  # the teacher's answers switch stays as it is

    # -- language --------------------------------------------------------------------------------------
    def _retranslate(self) -> None:
        row = self.exerciseList.currentRow()
        self.exerciseList.blockSignals(True)
        self.exerciseList.clear()
        for exercise in EXERCISES:
            title = QCoreApplication.translate("Exercises", exercise.title)
            item = QListWidgetItem(title, self.exerciseList)
            item.setToolTip(article_question(exercise) if self.chineseShown() else exercise.question)
        self.exerciseList.blockSignals(False)
        self.openButton.setText(self.tr("Open"))
        self.openButton.setToolTip(self.tr("Show the exercise's game at its position on the board"))
        self.revealButton.setText(self.tr("Reveal"))
        self.revealButton.setToolTip(self.tr("Show the article's answer beside the solver's"))
        self.articleBox.setTitle(self.tr("The article's answer"))
        self.solverBox.setTitle(self.tr("The solver's answer"))
        if row >= 0:
            revealed = self._revealed
            self.exerciseList.setCurrentRow(row)
            self._show_card(row)
            self._revealed = revealed
            self._update_answers()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)
