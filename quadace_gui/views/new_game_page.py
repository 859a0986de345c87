"""The take-away page of the New Game dialog: a game's parameters, or one of the articles' exercises.

:class:`TakeAwayGamePage` knows no game: it builds one field per parameter spec of the registered games
(``TakeAwayGame.PARAMS``, :mod:`quadace_gui.core.games.params`: a list of numbers, a number in a range, a
switch) and shows the current game's, filled from ``param_values`` and read back with ``read_param``,
beside the exercise presets of that game from ``core.games.exercises.EXERCISES``. It says what is wrong
as you type; :meth:`TakeAwayGamePage.game` builds the game (the engine checks it).
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

from quadace_gui.core.errors import QuadAceError
from quadace_gui.core.games.exercises import EXERCISES, Exercise
from quadace_gui.core.games.params import FLAG, NUMBERS, ParamSpec
from quadace_gui.core.games.takeaway import GAMES, TakeAwayGame, make_game
from quadace_gui.core.games.words import CONTEXT
from quadace_gui.texts import error_text
from quadace_gui.views.game_texts import game_title


def game_names() -> dict[str, str]:
    """The take-away games by key, with their names in the current language (menu order)."""
    return {key: QCoreApplication.translate(CONTEXT, game.menu_name) for key, game in GAMES.items()}


def param_specs() -> list[ParamSpec]:
    """Every parameter of the registered games, each once, in the order the games list them."""
    specs: dict[str, ParamSpec] = {}
    for game in GAMES.values():
        for spec in game.PARAMS:
            specs.setdefault(spec.name, spec)
    return list(specs.values())


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
        self.note = QLabel(self)
        self.note.setObjectName("takeAwayNote")
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setMinimumWidth(360)
        self.form = QFormLayout()
        self._presetLabel = QLabel(self)
        self.form.addRow(self._presetLabel, self.presetBox)
        #: One field per parameter of any game (by name), and its label; the current game's are shown.
        self.specs = param_specs()
        self.fields: dict[str, QLineEdit | QSpinBox | QCheckBox] = {}
        self._fieldLabels: dict[str, QLabel] = {}
        for spec in self.specs:
            field = self._field(spec)
            field.setObjectName(spec.field)
            field.hide()
            setattr(self, spec.field, field)  # page.heapsEdit, page.limitBox, ... (for scripts and tests)
            self.fields[spec.name] = field
            self._fieldLabels[spec.name] = QLabel(self)
            self._fieldLabels[spec.name].hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self.form)
        layout.addWidget(self.note)
        self.presetBox.currentIndexChanged.connect(self._preset_chosen)
        self.retranslate()
        self.setGame("nim")

    def _field(self, spec: ParamSpec) -> QLineEdit | QSpinBox | QCheckBox:
        """The field of one parameter, wired to say what is wrong as you type."""
        if spec.kind == NUMBERS:
            edit = QLineEdit(self)
            edit.textChanged.connect(self._edited)
            return edit
        if spec.kind == FLAG:
            box = QCheckBox(self)
            box.toggled.connect(self._edited)
            return box
        spin = QSpinBox(self)
        spin.setRange(spec.low, spec.high)
        spin.valueChanged.connect(self._edited)
        return spin

    def retranslate(self) -> None:
        self._presetLabel.setText(self.tr("Exercise:"))
        for spec in self.specs:
            self._fieldLabels[spec.name].setText(QCoreApplication.translate(CONTEXT, spec.label))
            field = self.fields[spec.name]
            if isinstance(field, QCheckBox):
                field.setText(QCoreApplication.translate(CONTEXT, spec.text))
        self._placeholders()

    def _placeholders(self) -> None:
        """The heaps are typed like the game's example (``12,9,6``; Wythoff ``3,5``)."""
        field = self.fields.get("heaps")
        if isinstance(field, QLineEdit):
            field.setPlaceholderText(GAMES[self._key].example)

    # -- reading and setting -------------------------------------------------------------------------
    def key(self) -> str:
        return self._key

    def setGame(self, key: str, game: TakeAwayGame | None = None) -> None:
        """Show the parameters of game ``key`` (those of ``game`` when given)."""
        self._key = key
        self._placeholders()
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
        while self.form.rowCount() > 1:  # the game's own fields, in its order
            taken = self.form.takeRow(1)
            for item in (taken.labelItem, taken.fieldItem):
                widget = item.widget() if item is not None else None
                if widget is not None:
                    widget.hide()
        for spec in GAMES[key].PARAMS:
            label, field = self._fieldLabels[spec.name], self.fields[spec.name]
            self.form.addRow(label, field)
            label.show()
            field.show()
        self.form.setRowVisible(0, self.presetBox.count() > 1)
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
        cls = GAMES[self._key]
        params: dict[str, object] = {}
        for spec in cls.PARAMS:
            field = self.fields[spec.name]
            if isinstance(field, QLineEdit):
                params[spec.name] = cls.read_param(spec, field.text())
            elif isinstance(field, QCheckBox):
                params[spec.name] = field.isChecked()
            elif field.value() or field.minimum() > 0:  # 0 in a field from 0: the game's default
                params[spec.name] = field.value()
        return make_game(self._key, **params)

    def _show(self, game: TakeAwayGame) -> None:
        self._filling = True
        for name, value in game.param_values().items():
            field = self.fields[name]
            if isinstance(field, QLineEdit):
                field.setText(",".join(map(str, value)) if isinstance(value, tuple | list) else str(value))
            elif isinstance(field, QCheckBox):
                field.setChecked(bool(value))
            elif isinstance(value, int):
                field.setValue(value)
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
