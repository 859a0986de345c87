"""Dialogs: new game, set up a position, preferences, rules, keyboard shortcuts."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QMessageBox,
    QSpinBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from quadace_gui.core.errors import QuadAceError
from quadace_gui.core.position import Position
from quadace_gui.core.rules import Rules, format_bytes
from quadace_gui.models.game_model import MAX_APP_BASE
from quadace_gui.models.settings import Settings
from quadace_gui.texts import error_text


def show_message(parent: QWidget | None, icon: QMessageBox.Icon, title: str, text: str) -> None:
    """A message box whose text is shown as plain text, never HTML (texts quote file contents)."""
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setObjectName("messageBox")
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.exec()


class NewGameDialog(QDialog):
    """Pick the base of a new game."""

    def __init__(self, base: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.baseBox = QSpinBox(self)
        self.baseBox.setObjectName("baseBox")
        self.baseBox.setRange(2, MAX_APP_BASE)
        self.baseBox.setValue(base)
        self.note = QLabel(self)
        self.note.setObjectName("newGameNote")
        self.note.setWordWrap(True)
        self.note.setMinimumWidth(360)  # a wrapped label in a dialog otherwise takes the least width
        self.baseBox.valueChanged.connect(self._update)
        form = QFormLayout()
        form.addRow(self.tr("Base (hands count modulo this number):"), self.baseBox)
        _stack(self, form, self.note, _ok_cancel(self))
        # The dialog grows with its note (two lines at base 100): nothing is clipped.
        self.layout().setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        self._update()

    def rules(self) -> Rules:
        return Rules(self.baseBox.value())

    def _update(self) -> None:
        rules = self.rules()
        text = self.tr("%1 positions; the standard game is base 10.").replace(
            "%1", f"{rules.position_count:,}"
        )
        if rules.base > 40:
            text += " " + self.tr("Solving needs about %1 of memory and may take a few seconds.").replace(
                "%1", format_bytes(rules.estimated_bytes())
            )
        self.note.setText(text)
        # A wrapped label's height depends on its width, which layouts do not pass on to a dialog's
        # least size: reserve the lines the note needs at its width, and grow the dialog to fit.
        self.note.setMinimumHeight(self.note.heightForWidth(max(self.note.width(), self.note.minimumWidth())))
        self.layout().activate()
        if self.height() < self.minimumSizeHint().height():
            self.resize(self.width(), self.minimumSizeHint().height())

    def noteFits(self) -> bool:
        """Whether the whole note is in view (its height is what its width needs)."""
        return self.note.height() >= self.note.heightForWidth(self.note.width())


class SetUpPositionDialog(QDialog):
    """Type a position in notation; the dialog checks it as you type and says what is wrong."""

    def __init__(self, rules: Rules, text: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Set up position"))
        self._rules = rules
        self._position: Position | None = None
        self.baseBox = QSpinBox(self)
        self.baseBox.setObjectName("setupBase")
        self.baseBox.setRange(2, MAX_APP_BASE)
        self.baseBox.setValue(rules.base)
        self.edit = QLineEdit(text, self)
        self.edit.setObjectName("positionEdit")
        self.edit.setPlaceholderText("1,1/3,6:A")
        self.message = QLabel(self)
        self.message.setObjectName("positionMessage")
        self.message.setWordWrap(True)
        help_text = QLabel(
            self.tr(
                "Write A's hands / B's hands : side to move, for example 1,1/3,6:A "
                "(A holds 1 and 1, B holds 3 and 6, A to move). In base 10 four digits also work: 1136."
            ),
            self,
        )
        help_text.setWordWrap(True)
        self.buttons = _ok_cancel(self)
        form = QFormLayout()
        form.addRow(self.tr("Base:"), self.baseBox)
        form.addRow(self.tr("Position:"), self.edit)
        _stack(self, help_text, form, self.message, self.buttons)
        self.edit.textChanged.connect(self._validate)
        self.baseBox.valueChanged.connect(self._validate)
        self.setMinimumWidth(460)
        self._validate()

    def position(self) -> Position | None:
        return self._position

    def _validate(self) -> None:
        ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        text = self.edit.text()
        self._position = None
        if not text.strip():
            self.message.setText(self.tr("Type a position."))
            ok_button.setEnabled(False)
            return
        try:
            self._position = Position.parse(text, Rules(self.baseBox.value()))
        except QuadAceError as exc:
            self.message.setText("⚠ " + error_text(exc))
            self.message.setStyleSheet("color: #b00020;")
            ok_button.setEnabled(False)
            return
        self.message.setStyleSheet("")
        self.message.setText("✓ " + self._position.text)
        ok_button.setEnabled(True)


class PreferencesDialog(QDialog):
    """Language, animation speed, colours and how unreachable positions are drawn."""

    def __init__(self, settings: Settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Preferences"))
        self.language = QComboBox(self)
        self.language.setObjectName("languageBox")
        for code, label in (("system", self.tr("System language")), ("en", "English"), ("zh_CN", "简体中文")):
            self.language.addItem(label, code)
        self.animation = QSpinBox(self)
        self.animation.setObjectName("animationBox")
        self.animation.setRange(0, 3000)
        self.animation.setSingleStep(50)
        self.animation.setSuffix(self.tr(" ms"))
        self.animation.setSpecialValueText(self.tr("off"))
        self.palette = QComboBox(self)
        self.palette.setObjectName("paletteBox")
        self.palette.addItem(self.tr("Colour-blind safe (blue / orange)"), "colorblind")
        self.palette.addItem(self.tr("Classic (green / red)"), "classic")
        self.unreachable = QComboBox(self)
        self.unreachable.setObjectName("unreachableBox")
        for code, label in (("show", self.tr("Show")), ("dim", self.tr("Dim")), ("hide", self.tr("Hide"))):
            self.unreachable.addItem(label, code)
        for box, name in (
            (self.language, "language"),
            (self.palette, "palette"),
            (self.unreachable, "unreachable"),
        ):
            box.setCurrentIndex(max(0, box.findData(settings.value(name))))
        self.animation.setValue(settings.value("animationMs"))
        note = QLabel(
            self.tr("A new language takes effect at once; some dialogs update when reopened."), self
        )
        note.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Language:"), self.language)
        form.addRow(self.tr("Move animation:"), self.animation)
        form.addRow(self.tr("Colours:"), self.palette)
        form.addRow(self.tr("Unreachable positions:"), self.unreachable)
        _stack(self, form, note, _ok_cancel(self))

    def apply(self) -> None:
        """Store the chosen preferences (the window reacts to Settings.changed)."""
        self.settings.setValue("language", self.language.currentData())
        self.settings.setValue("animationMs", self.animation.value())
        self.settings.setValue("palette", self.palette.currentData())
        self.settings.setValue("unreachable", self.unreachable.currentData())


class TextDialog(QDialog):
    """A resizable dialog showing rich text (rules, keyboard shortcuts)."""

    def __init__(self, title: str, html: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(title)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        self.browser.setHtml(html)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        _stack(self, self.browser, buttons)
        self.resize(620, 560)
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)


def _ok_cancel(dialog: QDialog) -> QDialogButtonBox:
    """OK and Cancel buttons that accept and reject ``dialog``."""
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, dialog
    )
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


def _stack(dialog: QDialog, *parts: QWidget | QLayout) -> None:
    """Lay ``parts`` (widgets or layouts) out from top to bottom in ``dialog``."""
    layout = QVBoxLayout(dialog)
    for part in parts:
        if isinstance(part, QLayout):
            layout.addLayout(part)
        else:
            layout.addWidget(part)


def rules_html(rules: Rules) -> str:
    """The rules (Help > Rules), with the base of the game being played (the standard game is base 10)."""
    text = QCoreApplication.translate(
        "MainWindow",
        "<h2>QuadAce (一加一碰手)</h2>"
        "<p>Two players, A (甲) and B (乙), each hold up two hands. Every hand starts at 1. "
        "A moves first.</p>"
        "<ul><li>On your turn, pick one of <b>your</b> live hands and one of your <b>opponent's</b> "
        "live hands. Your hand becomes (yours + theirs) mod %1; theirs does not change.</li>"
        "<li>A hand that reaches 0 is retired and can never be picked again.</li>"
        "<li>The first player to retire <b>both</b> hands <b>wins</b>.</li></ul>"
        "<h3>Reading the app</h3>"
        "<p>A move is written <i>own+opponent</i>: 1+6 turns your 1 into a 7. A position is written "
        "A's hands / B's hands : side to move, e.g. 1,1/3,6:A.</p>"
        "<p>Every position is a <b>win</b>, <b>loss</b> or <b>draw</b> for the side to move under "
        "perfect play. The <b>distance</b> is the number of plies (single moves) to the end when the "
        "winner hurries and the loser holds out. Finished positions are losses at distance 0; working "
        "backwards from them (backward induction, 逆向归纳法) gives the value of every position.</p>"
        "<p>The standard start (1 1 vs 1 1) is a <b>draw</b>: with best play nobody ever wins.</p>"
        "<p>Variants change the base: with base b, hands count modulo b. "
        "The examples above are in the standard base 10; the game on the board is in base %1.</p>",
    )
    convention = QCoreApplication.translate(
        "MainWindow",
        "<p><b>One convention for distances:</b> a distance always counts plies from the position it "
        "belongs to. A move is labelled by the position it leads to: <i>→ loss in 11 plies</i> means "
        "the game ends 11 plies after the move (12 counting the move itself), and the position it "
        "leads to shows as a win in 11 for the opponent.</p>",
    )
    return text.replace("%1", str(rules.base)) + convention
