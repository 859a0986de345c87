"""The main window's side of the answers switch (:class:`~quadace_gui.models.answers.Answers`).

It keeps the View menu's and toolbar's Hide Answers checked with the remembered setting, Reveal enabled
only while something is hidden, the board's previews without values, and a status-bar word saying
whether the answers are hidden. The window asks :meth:`AnswersView.hidden` before writing a value.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QMainWindow

from quadace_gui.models.answers import Answers
from quadace_gui.models.autoplay import AutoPlayer

from .board import HandsBoard


class AnswersView(QObject):
    """Wires one window's answers switch to its actions, board and status bar."""

    def __init__(
        self,
        window: QMainWindow,
        answers: Answers,
        board: HandsBoard,
        autoplayer: AutoPlayer,
        hide: QAction,
        reveal: QAction,
    ) -> None:
        super().__init__(window)
        self.answers = answers
        self._window = window
        self._board = board
        self._autoplayer = autoplayer
        self._hide = hide
        self._reveal = reveal
        self._shown = answers  # the answers of the game the window shows (Reveal and the word follow it)
        self.label = QLabel(window)
        self.label.setObjectName("answersLabel")
        window.statusBar().insertPermanentWidget(0, self.label)
        answers.changed.connect(self.sync)
        self.sync()

    def hidden(self) -> bool:
        """Whether the game shown hides its answers (Reveal shows them for its position)."""
        return self._shown.hidden()

    def follow(self, answers: Answers) -> None:
        """The window shows another game: Reveal and the status word follow its ``answers`` (the
        switch is one setting for every game; the hands board keeps QuadAce's)."""
        if answers is not self._shown:
            if self._shown is not self.answers:
                self._shown.changed.disconnect(self.sync)
            self._shown = answers
            if answers is not self.answers:
                answers.changed.connect(self.sync)
        self.sync()

    def toggle(self) -> None:
        """The Hide Answers action: hide again the answers Reveal showed for this position, or else flip
        the remembered switch."""
        if self._shown.revealed():
            self._shown.hideAgain()
        else:
            self.answers.setSwitchedOff(not self.answers.switchedOff())
        self.sync()  # (the action checked itself on the click: it says what is hidden now)

    def sync(self) -> None:
        hidden, switched = self.answers.hidden(), self.answers.switchedOff()
        if self._shown.hidden() and self._autoplayer.running:
            self._autoplayer.stop()  # the optimal line would show the answers move by move
            note = self.tr("The optimal line stopped: the answers are hidden for this position.")
            bar = self._window.statusBar()
            bar.showMessage(note, 8000)

            # (again once the window has shown a new position, which clears the status bar)
            def again() -> None:
                if not bar.currentMessage():
                    bar.showMessage(note, 8000)

            QTimer.singleShot(0, self, again)
        # Pressed while the switch hides the answers here: not after Reveal showed this position's, as
        # the status bar then says "Answers shown for this position" (it had stayed pressed).
        self._hide.setChecked(switched and not self._shown.revealed())
        self._reveal.setEnabled(self._shown.hidden())
        self._board.setAnswersHidden(hidden)
        self.retranslate()

    def retranslate(self) -> None:
        if self._shown.hidden():
            text = self.tr("Answers hidden")
        elif self._shown.revealed():
            text = self.tr("Answers shown for this position")
        elif self._shown.switchedOff():  # (a finished game shows its verdicts; Hide Answers stays on)
            text = self.tr("Answers shown: the game is over")
        else:
            text = ""
        self.label.setText(text)
        self.label.setVisible(bool(text))

    def askToReveal(self) -> str:
        """What the window says when Best Move or the optimal line is asked for while hidden."""
        return self.tr("The answers are hidden: Reveal (Ctrl+R) first to play the best move.")
