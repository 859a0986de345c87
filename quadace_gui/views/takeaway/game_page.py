"""The take-away page of the New Game dialog: a game's parameters, or one of the articles' exercises.

:class:`TakeAwayGamePage` shows the parameters of one game (Nim: the heaps, the largest heap, misère;
counting to a target: the target, how many numbers a turn, misère; Wythoff: the two heaps and the
largest heap) and the exercise presets of that game from ``core.games.exercises.EXERCISES``. It says
what is wrong as you type; :meth:`TakeAwayGamePage.game` builds the game (the engine checks it).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from quadace_gui.core.errors import PositionError, QuadAceError
from quadace_gui.core.games.exercises import EXERCISES, Exercise
from quadace_gui.core.games.heaps import split_numbers
from quadace_gui.core.games.subtraction import DEFAULT_AMOUNTS, Subtraction, parse_amounts
from quadace_gui.core.games.takeaway import GAMES, MAX_SLOTS, Bash, TakeAwayGame, make_game
from quadace_gui.texts import error_text
from quadace_gui.views.takeaway.texts import game_title


def game_names() -> dict[str, str]:
    """The take-away games by key, with their names in the current language (menu order)."""
    return {
        "nim": QCoreApplication.translate("TakeAwayGamePage", "Nim"),
        "bash": QCoreApplication.translate("TakeAwayGamePage", "抢30 (Bash: count to a target)"),
        "wythoff": QCoreApplication.translate("TakeAwayGamePage", "Wythoff"),
        "subtraction": QCoreApplication.translate(
            "TakeAwayGamePage", "Subtraction game (take an amount of S)"
        ),
    }


def heaps_of(text: str, example: str = "12,9,6") -> tuple[int, ...]:
    """Heap sizes typed like ``12,9,6`` (see ``split_numbers``: ``1,,2`` is refused); raises PositionError."""
    heaps = split_numbers(text)
    if heaps is None:
        raise PositionError(
            "{text!r} is not a list of heap sizes; write them like {example}",
            text=text[:60],
            example=example,
        )
    return heaps


def exercises_of(key: str) -> list[Exercise]:
    return [e for e in EXERCISES if e.game.key == key]


class TakeAwayGamePage(QWidget):
    """Parameters of one take-away game; emits ``changed`` whenever the game it describes changes."""

    changed = Signal()
    keyChanged = Signal(str)  # the page switched to another game (an exercise of another game)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._key = "nim"
        self._preset: TakeAwayGame | None = None
        self._filling = False
        self.presetBox = QComboBox(self)
        self.presetBox.setObjectName("exerciseBox")
        self.heapsEdit = QLineEdit("3,4,5", self)
        self.heapsEdit.setObjectName("heapsEdit")
        self.limitBox = QSpinBox(self)
        self.limitBox.setObjectName("limitBox")
        self.limitBox.setRange(0, 1000)
        self.targetBox = QSpinBox(self)
        self.targetBox.setObjectName("targetBox")
        self.targetBox.setRange(1, MAX_SLOTS - 1)
        self.targetBox.setValue(30)
        self.mostBox = QSpinBox(self)
        self.mostBox.setObjectName("mostBox")
        self.mostBox.setRange(1, 100)
        self.mostBox.setValue(2)
        self.misereBox = QCheckBox(self)
        self.misereBox.setObjectName("misereBox")
        self.amountsEdit = QLineEdit(",".join(map(str, DEFAULT_AMOUNTS)), self)
        self.amountsEdit.setObjectName("amountsEdit")
        self.note = QLabel(self)
        self.note.setObjectName("takeAwayNote")
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setMinimumWidth(360)
        self.form = QFormLayout()
        self._labels = [QLabel(self) for _ in range(7)]
        fields = (self.presetBox, self.heapsEdit, self.limitBox, self.targetBox, self.mostBox, self.misereBox)
        for label, field in zip(self._labels, (*fields, self.amountsEdit), strict=True):
            self.form.addRow(label, field)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self.form)
        layout.addWidget(self.note)
        self.presetBox.currentIndexChanged.connect(self._preset_chosen)
        self.heapsEdit.textChanged.connect(self._edited)
        self.amountsEdit.textChanged.connect(self._edited)
        for box in (self.limitBox, self.targetBox, self.mostBox):
            box.valueChanged.connect(self._edited)
        self.misereBox.toggled.connect(self._edited)
        self.retranslate()
        self.setGame("nim")

    def retranslate(self) -> None:
        texts = (
            self.tr("Exercise:"),
            self.tr("Heaps at the start:"),
            self.tr("Largest heap (0: the largest start heap):"),
            self.tr("Count to:"),
            self.tr("Numbers a turn (1 to):"),
            self.tr("Misère:"),
            self.tr("Amounts a move may take (S):"),
        )
        for label, text in zip(self._labels, texts, strict=True):
            label.setText(text)
        self.misereBox.setText(self.tr("whoever takes the last one loses"))
        self.heapsEdit.setPlaceholderText(GAMES[self._key].example)

    # -- reading and setting -------------------------------------------------------------------------
    def key(self) -> str:
        return self._key

    def setGame(self, key: str, game: TakeAwayGame | None = None) -> None:
        """Show the parameters of game ``key`` (those of ``game`` when given)."""
        self._key = key
        self.heapsEdit.setPlaceholderText(GAMES[key].example)
        self._filling = True
        self.presetBox.clear()
        self.presetBox.addItem(self.tr("Custom"), None)
        for exercise in exercises_of(key):
            self.presetBox.addItem(QCoreApplication.translate("Exercises", exercise.title), exercise.key)
            self.presetBox.setItemData(
                self.presetBox.count() - 1,
                QCoreApplication.translate("Exercises", exercise.question),
                Qt.ItemDataRole.ToolTipRole,
            )
        for row in (1, 2):
            self.form.setRowVisible(row, key != "bash")
        for row in (3, 4):
            self.form.setRowVisible(row, key == "bash")
        self.form.setRowVisible(0, self.presetBox.count() > 1)
        self.form.setRowVisible(5, key != "wythoff")  # misère Wythoff is not offered
        self.form.setRowVisible(6, key == "subtraction")
        self._relayout()
        self._filling = False
        if game is not None and game.key == key:
            self._show(game)
        else:
            self._show(make_game(key))

    def _relayout(self) -> None:
        """Make the layout's size hint follow the rows shown now, at once: the dialog resizes itself to
        it right after a switch of game, and a stale hint (the previous game's rows) left a gap."""
        self.form.invalidate()
        layout = self.layout()
        if layout is not None:
            layout.invalidate()
            layout.activate()
        self.updateGeometry()

    def choosePreset(self, exercise_key: str) -> None:
        """Pick the exercise ``exercise_key`` (switching to its game)."""
        exercise = next(e for e in EXERCISES if e.key == exercise_key)
        if exercise.game.key != self._key:
            self.setGame(exercise.game.key)
            self.keyChanged.emit(self._key)
        self.presetBox.setCurrentIndex(self.presetBox.findData(exercise_key))

    def game(self) -> TakeAwayGame:
        """The game described (raises QuadAceError when the parameters are not a game)."""
        if self._preset is not None:
            return self._preset
        misere = self.misereBox.isChecked()
        if self._key == "bash":
            return make_game("bash", target=self.targetBox.value(), most=self.mostBox.value(), misere=misere)
        limit = self.limitBox.value() or None
        heaps = heaps_of(self.heapsEdit.text(), GAMES[self._key].example)
        if self._key == "subtraction":
            amounts = parse_amounts(self.amountsEdit.text())
            return make_game(self._key, heaps=heaps, limit=limit, amounts=amounts, misere=misere)
        return make_game(self._key, heaps=heaps, limit=limit, misere=misere)

    def _show(self, game: TakeAwayGame) -> None:
        self._filling = True
        self.misereBox.setChecked(game.misere)
        if isinstance(game, Bash):
            self.targetBox.setValue(game.target)
            self.mostBox.setValue(game.most)
        else:
            if isinstance(game, Subtraction):
                self.amountsEdit.setText(",".join(map(str, game.amounts)))
            self.heapsEdit.setText(game.format(game.start))
            limit = max(game.limits)
            self.limitBox.setValue(0 if limit == max(game.start) else limit)
        self._filling = False
        self._update()

    # -- reacting ------------------------------------------------------------------------------------
    def _preset_chosen(self) -> None:
        if self._filling:
            return
        key = self.presetBox.currentData()
        exercise = next((e for e in EXERCISES if e.key == key), None)
        if exercise is not None:
            self._show(exercise.game)
            self._preset = exercise.game
        else:
            self._preset = None
        self._update()

    def _edited(self) -> None:
        if self._filling:
            return
        if self._preset is not None:
            self._preset = None
            self._filling = True
            self.presetBox.setCurrentIndex(0)
            self._filling = False
        self._update()

    def isValid(self) -> bool:
        try:
            self.game()
        except QuadAceError:
            return False
        return True

    def _update(self) -> None:
        try:
            game = self.game()
        except QuadAceError as exc:
            self.note.setText("⚠ " + error_text(exc))
        else:
            text = (
                self.tr("%1: %2 positions.").replace("%1", game_title(game)).replace("%2", f"{game.size:,}")
            )
            exercise: Exercise | None = next((e for e in EXERCISES if e.game == game), None)
            if exercise is not None:
                text += "\n" + QCoreApplication.translate("Exercises", exercise.question)
            self.note.setText(text)
        self.changed.emit()
