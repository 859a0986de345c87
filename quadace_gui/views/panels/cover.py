"""What a panel shows instead of its answers while they are hidden: a sentence and a Reveal button.

:func:`cover_panel` stacks a panel's body and an :class:`AnswersCover`; the cover is in front whenever
:meth:`Answers.hidden <quadace_gui.models.answers.Answers.hidden>` says so, and Reveal shows the answers
for the current position (one click).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QLabel, QPushButton, QStackedLayout, QVBoxLayout, QWidget

from quadace_gui.models.answers import Answers


class AnswersCover(QWidget):
    """ "The answers are hidden" and a Reveal button (the panel's ``what`` names what is hidden)."""

    def __init__(self, answers: Answers, what: Callable[[], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("answersCover")
        self._what = what
        self._answers = answers
        self._stack: QStackedLayout | None = None
        self._body: QWidget | None = None
        self._changed: Callable[[bool], object] | None = None
        self.label = QLabel(self)
        self.label.setObjectName("answersCoverText")
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.revealButton = QPushButton(self)
        self.revealButton.setObjectName("answersCoverReveal")
        self.revealButton.clicked.connect(answers.reveal)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.label)
        layout.addWidget(self.revealButton, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(2)
        self.retranslate()

    def follow(self, stack: QStackedLayout, body: QWidget, changed: Callable[[bool], object] | None) -> None:
        """Keep ``stack`` showing this cover while the answers are hidden, else ``body``."""
        self._stack, self._body, self._changed = stack, body, changed
        self._answers.changed.connect(self._sync)  # a slot of this object: gone with it
        self._sync()

    def isCovering(self) -> bool:
        return self._stack is not None and self._stack.currentWidget() is self

    def _sync(self) -> None:
        if self._stack is None or self._body is None:
            return
        hidden = self._answers.hidden()
        self._stack.setCurrentWidget(self if hidden else self._body)
        if self._changed is not None:
            self._changed(hidden)

    def retranslate(self) -> None:
        self.label.setText(
            self.tr("The answers are hidden so the class can think first.") + "\n" + self._what()
        )
        self.revealButton.setText(self.tr("Reveal"))
        self.revealButton.setToolTip(self.tr("Show the answers for this position (Ctrl+R)"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def cover_panel(
    panel: QWidget,
    body: QWidget,
    answers: Answers,
    what: Callable[[], str],
    changed: Callable[[bool], object] | None = None,
) -> AnswersCover:
    """Lay ``body`` out in ``panel`` under an :class:`AnswersCover` shown while the answers are hidden;
    ``changed(hidden)`` is called after every switch (e.g. to redraw the body when it comes back)."""
    cover = AnswersCover(answers, what, panel)
    stack = QStackedLayout(panel)
    stack.setContentsMargins(0, 0, 0, 0)
    stack.addWidget(body)
    stack.addWidget(cover)
    cover.follow(stack, body, changed)
    return cover
