"""The lesson panel: pick a lesson, read its steps, answer each step's question.

The panel owns the :class:`~quadace_gui.models.lesson_player.LessonPlayer` (the window's driver, the
Lessons menu and the presentation strip share it, see ``views/lesson_driver.py``). A question's answer is
hidden until the student checks an answer (the solver grades it) or asks for it with Show Answer.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from quadace_gui.core.lessons import Lesson, LessonError, Step, builtin_lessons, localized
from quadace_gui.models.lesson_player import LessonPlayer
from quadace_gui.texts import error_text

from . import PanelContext


def lesson_language(ctx: PanelContext) -> str:
    """The language lessons are shown in: the interface's (``zh_CN`` reads the Chinese texts)."""
    chosen = str(ctx.settings.value("language"))
    return QLocale().name() if chosen == "system" else chosen


class LessonPanel(QWidget):
    """The lesson, its step, the step's text, notes and question."""

    def __init__(self, ctx: PanelContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonPanel")
        self.ctx = ctx
        self.player = LessonPlayer(self)
        self._builtin: list[Lesson] | None = None

        self.lessonBox = QComboBox(self)
        self.lessonBox.setObjectName("lessonBox")
        self.startButton = QPushButton(self)
        self.startButton.setObjectName("lessonStart")
        self.stepLabel = QLabel(self)
        self.stepLabel.setObjectName("lessonStepLabel")
        self.titleLabel = self._wrapped("lessonStepTitle")
        font = self.titleLabel.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.titleLabel.setFont(font)
        self.textLabel = self._wrapped("lessonText")
        self.notesBox = QCheckBox(self)
        self.notesBox.setObjectName("lessonNotesBox")
        self.notesLabel = self._wrapped("lessonNotes")
        self.notesLabel.setStyleSheet("font-style: italic")
        self.promptLabel = self._wrapped("lessonPrompt")
        self.answerBox = QComboBox(self)
        self.answerBox.setObjectName("lessonAnswerBox")
        self.answerEdit = QLineEdit(self)
        self.answerEdit.setObjectName("lessonAnswerEdit")
        self.checkButton = QPushButton(self)
        self.checkButton.setObjectName("lessonCheck")
        self.revealButton = QPushButton(self)
        self.revealButton.setObjectName("lessonReveal")
        self.resultLabel = self._wrapped("lessonResult")
        self.answerLabel = self._wrapped("lessonAnswer")
        self.backButton = QPushButton(self)
        self.backButton.setObjectName("lessonBack")
        self.nextButton = QPushButton(self)
        self.nextButton.setObjectName("lessonNext")
        self.leaveButton = QPushButton(self)
        self.leaveButton.setObjectName("lessonLeave")

        for box in (self.lessonBox, self.answerBox):  # long titles never widen the dock
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            box.setMinimumContentsLength(6)
        self.answerEdit.setMinimumWidth(40)
        self.stepLabel.setMinimumWidth(10)
        top = QHBoxLayout()
        top.addWidget(self.lessonBox, 1)
        top.addWidget(self.startButton)
        self.questionFrame = QFrame(self)
        self.questionFrame.setObjectName("lessonQuestion")
        self.questionFrame.setFrameShape(QFrame.Shape.StyledPanel)
        q = QVBoxLayout(self.questionFrame)
        q.addWidget(self.promptLabel)
        q.addWidget(self.answerBox)
        row = QHBoxLayout()
        row.addWidget(self.answerEdit, 1)
        row.addWidget(self.checkButton)
        q.addLayout(row)
        q.addWidget(self.resultLabel)
        q.addWidget(self.revealButton, 0, Qt.AlignmentFlag.AlignLeft)
        q.addWidget(self.answerLabel)
        nav = QHBoxLayout()
        nav.addWidget(self.backButton)
        nav.addWidget(self.stepLabel, 1, Qt.AlignmentFlag.AlignCenter)
        nav.addWidget(self.nextButton)
        body = QWidget(self)  # everything scrolls: the panel never makes its dock wider than it is
        column = QVBoxLayout(body)
        column.addLayout(top)
        column.addLayout(nav)
        column.addWidget(self.titleLabel)
        column.addWidget(self.textLabel)
        column.addWidget(self.questionFrame)
        column.addWidget(self.notesBox)
        column.addWidget(self.notesLabel)
        column.addStretch(1)
        column.addWidget(self.leaveButton)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(body)
        scroll.setMinimumWidth(60)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(scroll, 1)

        self.startButton.clicked.connect(self._start_chosen)
        self.backButton.clicked.connect(self.player.back)
        self.nextButton.clicked.connect(self.player.next)
        self.leaveButton.clicked.connect(self._leave_or_resume)
        self.checkButton.clicked.connect(self._check)
        self.answerEdit.returnPressed.connect(self._check)
        self.revealButton.clicked.connect(self.player.reveal)
        self.notesBox.toggled.connect(self._refresh)
        self.player.changed.connect(self._refresh)
        ctx.settings.changed.connect(self._setting_changed)
        self.retranslate()

    def _wrapped(self, name: str) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        return label

    # -- lessons ------------------------------------------------------------------------------------
    def builtinLessons(self) -> list[Lesson]:
        """The built-in lessons (read once; a broken one is left out of the list)."""
        if self._builtin is None:
            try:
                self._builtin = builtin_lessons()
            except LessonError:
                self._builtin = []
        return self._builtin

    def _fill_lessons(self) -> None:
        language = lesson_language(self.ctx)
        current = self.lessonBox.currentIndex()
        self.lessonBox.clear()
        for lesson in self.builtinLessons():
            self.lessonBox.addItem(localized(lesson.title, language), lesson.name)
        self.lessonBox.setCurrentIndex(max(current, 0))

    def _start_chosen(self) -> None:
        lessons = self.builtinLessons()
        index = self.lessonBox.currentIndex()
        if 0 <= index < len(lessons):
            self.player.open(lessons[index])

    def _leave_or_resume(self) -> None:
        if self.player.active:
            self.player.leave()
        else:
            self.player.resume()

    def _check(self) -> None:
        step = self.player.step()
        if step is None or step.question is None:
            return
        if step.question.kind in ("value", "choice"):
            given = str(self.answerBox.currentData())
        else:
            given = self.answerEdit.text().strip()
            if not given:
                return
        self.player.answer(given)

    # -- showing ------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.startButton.setText(self.tr("Start"))
        self.startButton.setToolTip(self.tr("Start the chosen lesson from its first step"))
        self.backButton.setText(self.tr("◀ Back"))
        self.nextButton.setText(self.tr("Next ▶"))
        self.notesBox.setText(self.tr("Teacher's notes"))
        self.checkButton.setText(self.tr("Check"))
        self.revealButton.setText(self.tr("Show Answer"))
        self.answerEdit.setPlaceholderText(self.tr("Your answer"))
        self._fill_lessons()
        self._refresh()

    def stepText(self) -> str:
        """ "Step k of n" for the current step ("" without a lesson)."""
        if self.player.lesson is None:
            return ""
        return (
            self.tr("Step %1 of %2")
            .replace("%1", str(self.player.index + 1))
            .replace("%2", str(self.player.count()))
        )

    def _answer_choices(self, step: Step, language: str) -> None:
        q = step.question
        assert q is not None
        self.answerBox.blockSignals(True)
        self.answerBox.clear()
        if q.kind == "choice":
            for i, choice in enumerate(q.choices):
                self.answerBox.addItem(localized(choice, language), str(i + 1))
        elif step.is_takeaway:
            self.answerBox.addItem(self.tr("P-position (the player to move loses)"), "P")
            self.answerBox.addItem(self.tr("N-position (the player to move wins)"), "N")
        else:
            self.answerBox.addItem(self.tr("Win for the player to move"), "win")
            self.answerBox.addItem(self.tr("Loss for the player to move"), "loss")
            self.answerBox.addItem(
                QCoreApplication.translate("Texts", "draw").capitalize(), "draw"
            )  # the shared word
        self.answerBox.blockSignals(False)

    def _refresh(self, *_: object) -> None:
        player, language = self.player, lesson_language(self.ctx)
        step = player.step()
        active = player.active
        self.backButton.setEnabled(active and player.index > 0)
        self.nextButton.setEnabled(active and player.index + 1 < player.count())
        self.stepLabel.setText(self.stepText())
        if player.lesson is not None:  # the list shows the lesson being run
            found = self.lessonBox.findData(player.lesson.name)
            if found >= 0 and found != self.lessonBox.currentIndex():
                self.lessonBox.setCurrentIndex(found)
        self.leaveButton.setVisible(player.lesson is not None)
        self.leaveButton.setText(self.tr("Leave Lesson (Free Play)") if active else self.tr("Resume Lesson"))
        if step is None:
            self.titleLabel.setText(self.tr("Lessons"))
            self.textLabel.setText(
                self.tr(
                    "Choose a lesson and press Start. Lessons > Open Lesson File… opens a lesson of your own."
                )
            )
        else:
            title = localized(step.title, language)
            self.titleLabel.setText(title or localized(player.lesson.title, language))  # type: ignore[union-attr]
            self.textLabel.setText(localized(step.text, language))
        notes = "" if step is None else localized(step.notes, language)
        self.notesBox.setVisible(bool(notes))
        self.notesLabel.setVisible(bool(notes) and self.notesBox.isChecked())
        self.notesLabel.setText(notes)
        q = None if step is None else step.question
        self.questionFrame.setVisible(q is not None)
        if q is None or step is None:
            return
        self.promptLabel.setText(localized(q.prompt, language))
        picking = q.kind in ("value", "choice")
        if picking and self.answerBox.property("step") != (id(player.lesson), player.index, language):
            self._answer_choices(step, language)
            self.answerBox.setProperty("step", (id(player.lesson), player.index, language))
        self.answerBox.setVisible(picking)
        self.answerEdit.setVisible(not picking)
        if not picking and self.answerEdit.property("step") != (id(player.lesson), player.index):
            self.answerEdit.clear()
            self.answerEdit.setProperty("step", (id(player.lesson), player.index))
            self.answerEdit.setPlaceholderText(
                self.tr("A move, e.g. 1+6")
                if q.kind == "move" and not step.is_takeaway
                else self.tr("A move, e.g. +2 or 1:3")
                if q.kind == "move"
                else self.tr("A number")
            )
        answered = player.answered()
        if answered is None:
            self.resultLabel.setText("")
        elif answered[1]:
            self.resultLabel.setText(self.tr("✓ Right."))
        else:
            self.resultLabel.setText(self.tr("✗ Not quite: try again, or show the answer."))
        shown = player.revealed() or (answered is not None and answered[1])
        self.revealButton.setVisible(not shown)
        self.answerLabel.setVisible(shown)
        if shown:
            text = self.tr("Answer: %1").replace("%1", q.answer_text(language))
            explain = localized(q.explain, language)
            self.answerLabel.setText(f"{text}\n{explain}" if explain else text)
        else:
            self.answerLabel.setText("")

    def shownAnswer(self) -> str:
        """The answer as shown ("" while hidden)."""
        return self.answerLabel.text() if self.answerLabel.isVisibleTo(self) else ""

    def _setting_changed(self, name: str) -> None:
        if name == "language":
            self._fill_lessons()
            self.answerBox.setProperty("step", None)
            self._refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def open_lesson_file(player: LessonPlayer, path: Path) -> str | None:
    """Open the lesson file ``path`` in ``player``; the one-line problem if it cannot (nothing changes)."""
    from quadace_gui.core.lessons import load_lesson

    try:
        lesson = load_lesson(path)
    except LessonError as exc:
        return f"{path.name}: {error_text(exc)}"  # in the interface's language
    player.open(lesson)
    return None
