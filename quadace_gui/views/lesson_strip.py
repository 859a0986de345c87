"""The lesson strip under the board: the last move, its verdict and whose turn it is, in large type.

Made to be read from the back of a classroom (presentation mode shows it; see :mod:`.presentation`).
The verdict is an answer: while :meth:`Answers.hidden` it shows "?" and comes back on ``Answers.changed``.
The strip asks the model for every fact (the move, the verdict, the side to move) and only words them.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QPalette, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from quadace_gui.core.lessons import Step, localized
from quadace_gui.core.solver import LOSS
from quadace_gui.core.verdict import Verdict, VerdictKind
from quadace_gui.models.answers import Answers
from quadace_gui.models.game_model import GameModel
from quadace_gui.models.lesson_player import LessonPlayer
from quadace_gui.models.settings import PALETTE, Settings
from quadace_gui.texts import side_name
from quadace_gui.views import palette
from quadace_gui.views.presentation import SELF_SIZED

#: The values' size against the strip's own font (which follows the text-size preference): the largest
#: that lets the three fit the strip's width, from the first to the last.
VALUE_SCALES = (1.8, 1.6, 1.4, 1.25, 1.1)
#: The least room between the three parts, in pixels.
GAP = 24
#: Shown in place of the verdict while the answers are hidden.
HIDDEN = "?"


def resized(font: QFont, scale: float) -> QFont:
    """``font`` at ``scale`` times its size (points or pixels, whichever it is given in)."""
    out = QFont(font)
    if font.pointSizeF() > 0:
        out.setPointSizeF(font.pointSizeF() * scale)
    else:
        out.setPixelSize(max(1, round(font.pixelSize() * scale)))
    return out


def _verdict_text(verdict: Verdict) -> str:
    """The verdict in a few words (the move list's own texts, so one translation serves both)."""
    words = {
        VerdictKind.BEST: "✓ " + QCoreApplication.translate("MoveListModel", "best"),
        VerdictKind.KEEPS: "✓ " + QCoreApplication.translate("MoveListModel", "keeps the result"),
        VerdictKind.DRAW_TO_LOSS: QCoreApplication.translate("MoveListModel", "✗ draw → loss"),
        VerdictKind.WIN_TO_DRAW: QCoreApplication.translate("MoveListModel", "✗ win → draw"),
        VerdictKind.WIN_TO_LOSS: QCoreApplication.translate("MoveListModel", "✗ win → loss"),
    }
    return words[verdict.kind]


class LessonBar(QWidget):
    """The lesson's bar: Back, "Step k of n" and the step's title, Next; under it the step's text and
    question for the class. Shown while a lesson is on and ``shows`` says the step is for this window
    (the lesson strip's, and the take-away window's for the take-away steps)."""

    def __init__(
        self, settings: Settings, parent: QWidget | None = None, shows: Callable[[Step], bool] | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("lessonBar")
        self._settings = settings
        self._shows = shows
        self._player: LessonPlayer | None = None
        self._step_full = ""
        self.back = QPushButton(self)
        self.back.setObjectName("lessonStripBack")
        self.step = QLabel(self)
        self.step.setObjectName("lessonStripStep")
        self.step.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.step.setMinimumWidth(10)
        self.next = QPushButton(self)
        self.next.setObjectName("lessonStripNext")
        self.text = QLabel(self)  # the step's text and question for the class
        self.text.setObjectName("lessonStripText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setMinimumWidth(10)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 4, 0, 0)
        column.setSpacing(2)
        row = QHBoxLayout()
        row.addWidget(self.back)
        row.addWidget(self.step, 1)
        row.addWidget(self.next)
        column.addLayout(row)
        column.addWidget(self.text)
        self.hide()
        settings.changed.connect(self._setting_changed)
        self.retranslate()

    def retranslate(self) -> None:
        self.back.setText("◀")  # small: the step's words need the room
        self.next.setText("▶")
        self.back.setToolTip(self.tr("Previous step (PageUp)"))
        self.next.setToolTip(self.tr("Next step (PageDown)"))
        self.refreshLesson()

    def setLessonPlayer(self, player: LessonPlayer) -> None:
        """Show ``player``'s step here while a lesson is on (Back and Next step it); once per player."""
        if self._player is player:
            return
        self._player = player
        self.back.clicked.connect(player.back)
        self.next.clicked.connect(player.next)
        player.changed.connect(self.refreshLesson)
        self.refreshLesson()

    def isOn(self) -> bool:
        """Whether a lesson is on with a step for this bar's window."""
        player = self._player
        if player is None or not player.active:
            return False
        step = player.step()
        return self._shows is None or (step is not None and self._shows(step))

    def refreshLesson(self) -> None:
        player = self._player
        on = self.isOn()
        self.setVisible(on)
        if player is None or not on:
            return
        step = player.step()
        k, n = player.index + 1, player.count()
        text = self.tr("Step %1 of %2").replace("%1", str(k)).replace("%2", str(n))
        language = self._settings.value("language")
        if language == "system":
            from PySide6.QtCore import QLocale

            language = QLocale().name()
        if step is not None and step.title:
            text += " · " + localized(step.title, str(language))
        words = "" if step is None else localized(step.text, str(language))
        if step is not None and step.question is not None:
            words += "\n" + localized(step.question.prompt, str(language))
        self.text.setText(words)
        self._step_full = text
        self.step.setToolTip(text)
        self._fit_step()
        self.back.setEnabled(k > 1)
        self.next.setEnabled(k < n)

    def _fit_step(self) -> None:
        """The step's words, cut at the end with "…" when the bar is too narrow for them."""
        metrics = QFontMetrics(self.step.font())
        room = max(self.step.width(), 10)
        self.step.setText(metrics.elidedText(self._step_full, Qt.TextElideMode.ElideRight, room))

    def stepText(self) -> str:
        """The whole "step k of n" text ("" out of a lesson)."""
        return self._step_full if self._player is not None and self._player.active else ""

    def _setting_changed(self, name: str) -> None:
        if name == "language":
            self.refreshLesson()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._step_full:
            QTimer.singleShot(0, self, self._fit_step)  # once the layout has the new width

    def changeEvent(self, event: QEvent) -> None:
        kind = event.type()
        if kind == QEvent.Type.LanguageChange:
            self.retranslate()
        elif kind == QEvent.Type.FontChange and self._step_full:
            QTimer.singleShot(0, self, self._fit_step)
        super().changeEvent(event)


class LessonStrip(QFrame):
    """Last move · verdict · whose turn, for the current position of ``model``."""

    def __init__(
        self, model: GameModel, answers: Answers, settings: Settings, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("lessonStrip")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self._model, self._answers, self._settings = model, answers, settings
        self.moveCaption = self._label("lastMoveCaption")
        self.verdictCaption = self._label("verdictCaption")
        self.moveText = self._label("lastMoveText")
        self.verdictText = self._label("verdictText")
        self.turnText = self._label("turnText")
        self.turnText.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self._grid = grid = QGridLayout(self)
        grid.setContentsMargins(16, 6, 16, 6)
        grid.setHorizontalSpacing(0)
        grid.setVerticalSpacing(0)
        grid.addWidget(self.moveCaption, 0, 0)
        grid.addWidget(self.moveText, 1, 0)
        grid.addWidget(self.verdictCaption, 0, 2)
        grid.addWidget(self.verdictText, 1, 2)
        grid.addWidget(self.turnText, 0, 4, 2, 1)
        for column in (1, 3):  # the room left over goes between the three parts
            grid.setColumnStretch(column, 1)
            grid.setColumnMinimumWidth(column, 24)
        self.lessonBar = LessonBar(settings, self)  # in a lesson: Back, "step k of n", Next, the words
        self.lessonBack, self.lessonNext = self.lessonBar.back, self.lessonBar.next
        self.lessonStep, self.lessonText = self.lessonBar.step, self.lessonBar.text
        grid.addWidget(self.lessonBar, 2, 0, 1, 5)
        model.currentChanged.connect(self.refresh)
        model.historyChanged.connect(self.refresh)
        answers.changed.connect(self.refresh)
        settings.changed.connect(self._setting_changed)
        self.retranslate()

    def _label(self, name: str) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setProperty(SELF_SIZED, True)  # the strip sizes its texts itself
        label.setMinimumWidth(10)  # a long text is cut (its tooltip has it), never widens the window
        return label

    # -- what it shows ---------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.moveCaption.setText(QCoreApplication.translate("MoveListModel", "Move"))
        self.verdictCaption.setText(QCoreApplication.translate("MoveListModel", "Verdict"))
        self.setAccessibleName(self.tr("Lesson strip"))
        self.refresh()

    def refresh(self, *_: object) -> None:
        """Show the current position's last move, its verdict (unless hidden) and the turn."""
        model = self._model
        ply = model.ply
        if ply == 0:
            self.moveText.setText("—")
            self._show_verdict("—", None)
        else:
            mover = model.position(ply - 1).to_move
            self.moveText.setText(f"{side_name(mover)}: {model.moveAt(ply).text}")
            if self._answers.hidden():
                self._show_verdict(HIDDEN, None)
                self.verdictText.setToolTip(self.tr("The answers are hidden until you show them"))
            else:
                verdict = model.verdict(ply)
                self._show_verdict(_verdict_text(verdict), LOSS if verdict.is_mistake else None)
        position = model.position()
        if position.winner is not None:
            turn = QCoreApplication.translate("HandsBoard", "{side} wins!").format(
                side=side_name(position.winner)
            )
        else:
            turn = f"{side_name(position.to_move)} {QCoreApplication.translate('HandsBoard', 'to move')}"
        self.turnText.setText(turn)
        for label in (self.moveText, self.turnText):
            label.setToolTip(label.text())  # the whole text when a narrow strip cuts it
        if self.isVisible():  # hidden (out of presentation mode): sized when shown
            self._size_fonts()

    def _show_verdict(self, text: str, value: int | None) -> None:
        self.verdictText.setText(text)
        self.verdictText.setToolTip(text)
        colours = self.verdictText.palette()
        if value is None:
            colours.setColor(
                QPalette.ColorRole.WindowText, self.palette().color(QPalette.ColorRole.WindowText)
            )
        else:
            colour = palette.value_color(value, palette=self._settings.get(PALETTE))
            colours.setColor(QPalette.ColorRole.WindowText, colour.darker(130))
        self.verdictText.setPalette(colours)

    # -- the lesson bar --------------------------------------------------------------------------------
    def setLessonPlayer(self, player: LessonPlayer) -> None:
        """Show ``player``'s step here while a lesson is on (Back and Next step it)."""
        self.lessonBar.setLessonPlayer(player)

    def refreshLesson(self) -> None:
        self.lessonBar.refreshLesson()

    def stepText(self) -> str:
        """The lesson bar's whole "step k of n" text ("" out of a lesson)."""
        return self.lessonBar.stepText()

    def shownVerdict(self) -> str:
        """The verdict as shown ('?' while the answers are hidden, '—' before the first move)."""
        return self.verdictText.text()

    # -- fonts and language ----------------------------------------------------------------------------
    def _size_fonts(self) -> None:
        """The values as large as the width allows (see :data:`VALUE_SCALES`), the captions at the
        strip's font: both follow the text size."""
        values = (self.moveText, self.verdictText, self.turnText)
        margins = self.contentsMargins()
        layout_margins = self._grid.contentsMargins()
        room = (
            self.width() - margins.left() - margins.right() - layout_margins.left() - layout_margins.right()
        )
        room -= 2 * GAP
        captions = QFontMetrics(self.font())
        big = self.font()
        for scale in VALUE_SCALES:
            big = resized(self.font(), scale)
            big.setBold(True)
            metrics = QFontMetrics(big)
            need = metrics.horizontalAdvance(self.turnText.text()) + sum(
                max(metrics.horizontalAdvance(value.text()), captions.horizontalAdvance(caption.text()))
                for value, caption in (
                    (self.moveText, self.moveCaption),
                    (self.verdictText, self.verdictCaption),
                )
            )
            if need <= room:
                break
        for label in values:
            if label.font() != big:
                label.setFont(big)

    def valueFont(self) -> QFont:
        """The font of the three values now."""
        return self.turnText.font()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._size_fonts()

    def showEvent(self, event: QShowEvent) -> None:
        self._size_fonts()  # the texts may have changed while hidden
        super().showEvent(event)

    def _setting_changed(self, name: str) -> None:
        if name == PALETTE.name:
            self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        kind = event.type()
        if kind == QEvent.Type.LanguageChange:
            self.retranslate()
        elif kind == QEvent.Type.FontChange:
            self._size_fonts()
        super().changeEvent(event)


def board_with_strip(board: QWidget, strip: QWidget, parent: QWidget | None = None) -> QWidget:
    """The window's central widget: ``board`` above, ``strip`` (when shown) below it."""
    holder = QWidget(parent)
    holder.setObjectName("boardArea")
    column = QVBoxLayout(holder)
    column.setContentsMargins(0, 0, 0, 0)
    column.setSpacing(0)
    column.addWidget(board, 1)
    column.addWidget(strip)
    return holder
