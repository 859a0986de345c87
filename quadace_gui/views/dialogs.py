# Over 400 lines: the dialogs share their small helpers; the take-away page lives in views/takeaway.
"""Dialogs: new game, set up a position, preferences, rules, keyboard shortcuts."""

from __future__ import annotations

import html

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
from quadace_gui.core.games.plugin import PLUGINS, RULE_AXES
from quadace_gui.core.games.presets import PRESETS, preset_of
from quadace_gui.core.games.takeaway import TakeAwayGame
from quadace_gui.core.position import Position
from quadace_gui.core.rules import Rules, format_bytes
from quadace_gui.core.starts import dull_start, suggested_starts
from quadace_gui.models.game_model import MAX_APP_BASE
from quadace_gui.models.settings import ANIMATION_MS, TEXT_SCALE, Settings
from quadace_gui.texts import error_text, preset_title, rules_differences, rules_name, sentences
from quadace_gui.views.new_game_page import TakeAwayGamePage, game_names


def show_message(parent: QWidget | None, icon: QMessageBox.Icon, title: str, text: str) -> None:
    """A message box whose text is shown as plain text, never HTML (texts quote file contents)."""
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setObjectName("messageBox")
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.exec()


class NewGameDialog(QDialog):
    """Pick the rules of a new game: a preset, or each axis (base, hands, operation, goal) and a start.

    For rules whose default start is dull (multiplication from all 1s never changes; equal hands from
    1,2/1,2 is won at once) the start box offers good starts from the solved table (core's starts
    analysis): fair drawn starts and the longest forced wins.
    """

    def __init__(
        self,
        rules: Rules | int = 10,
        parent: QWidget | None = None,
        *,
        takeaway: TakeAwayGame | None = None,
        quadace: bool = True,
    ):
        super().__init__(parent)
        rules = rules if isinstance(rules, Rules) else Rules(rules)
        self.setWindowTitle(self.tr("New game"))
        # The game: QuadAce (the rule axes below) or a take-away game (its own page, views/takeaway).
        self.gameBox = QComboBox(self)
        self.gameBox.setObjectName("gameBox")
        if quadace:
            self.gameBox.addItem(self.tr("QuadAce (一加一碰手)"), "quadace")
        for key, name in game_names().items():
            self.gameBox.addItem(name, key)
        self.takeAwayPage = TakeAwayGamePage(self)
        self.takeAwayPage.setObjectName("takeAwayPage")
        self.quadacePage = QWidget(self)
        self.presetBox = QComboBox(self)
        self.presetBox.setObjectName("presetBox")
        self.presetBox.addItem(self.tr("Custom"), "")
        for preset in PRESETS.values():
            self.presetBox.addItem(preset_title(preset.name), preset.name)
            self.presetBox.setItemData(
                self.presetBox.count() - 1, preset.description, Qt.ItemDataRole.ToolTipRole
            )
        self.baseBox = QSpinBox(self)
        self.baseBox.setObjectName("baseBox")
        self.baseBox.setRange(2, MAX_APP_BASE)
        self.handsBox = QSpinBox(self)
        self.handsBox.setObjectName("handsBox")
        self.handsBox.setRange(1, 3)
        self.opBox = QComboBox(self)
        self.opBox.setObjectName("opBox")
        self.opBox.addItem(self.tr("addition (own + opponent)"), "add")
        self.opBox.addItem(self.tr("multiplication (own × opponent)"), "mul")
        self.goalBox = QComboBox(self)
        self.goalBox.setObjectName("goalBox")
        self.goalBox.addItem(self.tr("retire every hand to win"), "retire")
        self.goalBox.addItem(self.tr("misère: retire every hand and lose"), "misere")
        self.goalBox.addItem(self.tr("show equal hands to win"), "equal")
        # The Chopsticks axes (core/games/chopsticks.py): whose hand a touch changes, overflow, splits.
        self.touchBox = QComboBox(self)
        self.touchBox.setObjectName("touchBox")
        self.touchBox.addItem(self.tr("your own hand grows (QuadAce)"), "self")
        self.touchBox.addItem(self.tr("the touched hand grows (Chopsticks)"), "other")
        self.overflowBox = QComboBox(self)
        self.overflowBox.setObjectName("overflowBox")
        self.overflowBox.addItem(self.tr("wrap around (modulo the base)"), "wrap")
        self.overflowBox.addItem(self.tr("cut off: the base or more is out"), "cutoff")
        self.splitBox = QComboBox(self)
        self.splitBox.setObjectName("splitBox")
        self.splitBox.addItem(self.tr("no splits"), "none")
        self.splitBox.addItem(self.tr("splits; no hand may be put out"), "transfer")
        self.splitBox.addItem(self.tr("splits; a hand may be put out"), "transfer-suicide")
        self.startBox = QComboBox(self)
        self.startBox.setObjectName("startBox")
        self.startBox.setEditable(True)
        self.note = QLabel(self)
        self.note.setObjectName("newGameNote")
        self.note.setWordWrap(True)
        self.note.setMinimumWidth(360)  # a wrapped label in a dialog otherwise takes the least width
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.buttons = _ok_cancel(self)
        # Who plays the new game (the window's match connects it to the Players dialog).
        self.playersButton = self.buttons.addButton(
            self.tr("Players…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.playersButton.setObjectName("playersButton")
        form = QFormLayout()
        form.addRow(self.tr("Rule set:"), self.presetBox)
        form.addRow(self.tr("Base (hands count modulo this number):"), self.baseBox)
        form.addRow(self.tr("Hands a player:"), self.handsBox)
        form.addRow(self.tr("Operation:"), self.opBox)
        form.addRow(self.tr("Goal:"), self.goalBox)
        form.addRow(self.tr("A touch:"), self.touchBox)
        form.addRow(self.tr("A sum of the base or more:"), self.overflowBox)
        form.addRow(self.tr("Splits of your own two hands:"), self.splitBox)
        form.addRow(self.tr("Start:"), self.startBox)
        page = QVBoxLayout(self.quadacePage)
        page.setContentsMargins(0, 0, 0, 0)
        page.addLayout(form)
        page.addWidget(self.note)
        top = QFormLayout()
        top.addRow(self.tr("Game:"), self.gameBox)
        # The dialog grows with its note (two lines at base 100): nothing is clipped.
        _stack(self, top, self.quadacePage, self.takeAwayPage, self.buttons).setSizeConstraint(
            QLayout.SizeConstraint.SetMinimumSize
        )
        self._filling = False
        self._set_axes(rules)
        self.presetBox.setCurrentIndex(max(0, self.presetBox.findData(preset_of(rules) or "")))
        self.presetBox.currentIndexChanged.connect(self._preset_chosen)
        for box in (self.baseBox, self.handsBox):
            box.valueChanged.connect(self._axes_changed)
        for combo in (self.opBox, self.goalBox, self.touchBox, self.overflowBox, self.splitBox):
            combo.currentIndexChanged.connect(self._axes_changed)
        self.startBox.editTextChanged.connect(self._update)
        self._fill_starts(rules)
        self._update()
        if takeaway is not None:
            self.takeAwayPage.setGame(takeaway.key, takeaway)
        self.gameBox.setCurrentIndex(max(0, self.gameBox.findData(takeaway.key if takeaway else "quadace")))
        self.gameBox.currentIndexChanged.connect(self._game_chosen)
        self.takeAwayPage.changed.connect(self._sync_game_ok)
        self.takeAwayPage.keyChanged.connect(lambda k: self.gameBox.setCurrentIndex(self.gameBox.findData(k)))
        self._game_chosen()

    def gameKey(self) -> str:
        """ "quadace", or the key of the take-away game chosen."""
        return str(self.gameBox.currentData())

    def _on_axes(self) -> bool:
        """Whether the game chosen is set up on the rule axes (QuadAce's page), not in the fields of its
        parameters (the take-away page): its plug-in says."""
        return PLUGINS[self.gameKey()].setup == RULE_AXES

    def takeAwayGame(self) -> TakeAwayGame | None:
        """The take-away game chosen, or None when the game is QuadAce (then see :meth:`rules`)."""
        return None if self._on_axes() else self.takeAwayPage.game()

    def _game_chosen(self) -> None:
        key, axes = self.gameKey(), self._on_axes()
        self.quadacePage.setVisible(axes)
        self.takeAwayPage.setVisible(not axes)
        self.playersButton.setVisible(axes)  # QuadAce's computer players (the window's match)
        if not axes and self.takeAwayPage.key() != key:
            self.takeAwayPage.setGame(key)
        self._sync_game_ok()
        self.adjustSize()

    def _sync_game_ok(self) -> None:
        if self._on_axes():
            self._update()
        else:
            ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
            ok.setEnabled(self.takeAwayPage.isValid())

    def _set_axes(self, rules: Rules) -> None:
        self._filling = True
        self.baseBox.setValue(rules.base)
        self.handsBox.setValue(rules.hands)
        self.opBox.setCurrentIndex(self.opBox.findData(rules.op))
        self.goalBox.setCurrentIndex(self.goalBox.findData(rules.goal))
        self.touchBox.setCurrentIndex(self.touchBox.findData(rules.touch))
        self.overflowBox.setCurrentIndex(self.overflowBox.findData(rules.overflow))
        self.splitBox.setCurrentIndex(self.splitBox.findData(rules.split))
        self._filling = False

    def _axes(self) -> Rules:
        return Rules(
            self.baseBox.value(),
            self.handsBox.value(),
            self.opBox.currentData(),
            self.goalBox.currentData(),
            touch=self.touchBox.currentData(),
            overflow=self.overflowBox.currentData(),
            split=self.splitBox.currentData(),
        )

    def _preset_chosen(self) -> None:
        name = self.presetBox.currentData()
        if name:
            rules = PRESETS[name].rules
            self._set_axes(rules)
            self._fill_starts(rules)
            self._update()

    def _axes_changed(self) -> None:
        if self._filling:
            return
        try:
            rules = self._axes()
        except QuadAceError:
            rules = None
        if rules is not None:
            self._fill_starts(rules)
            self.presetBox.blockSignals(True)
            self.presetBox.setCurrentIndex(max(0, self.presetBox.findData(preset_of(rules) or "")))
            self.presetBox.blockSignals(False)
        self._update()

    def _fill_starts(self, rules: Rules) -> None:
        """The default start first, then good starts from the solved table when it is quick to solve."""
        self.startBox.blockSignals(True)
        self.startBox.clear()
        self.startBox.addItem(rules.start_spec.text, rules.start_spec.text)
        self.startBox.setItemData(0, self.tr("The default start of these rules"), Qt.ItemDataRole.ToolTipRole)
        kinds = {
            "fair": self.tr("fair start, a draw"),
            "a_wins": self.tr("A wins in %1"),
            "b_wins": self.tr("B wins in %1"),
        }
        for suggestion in suggested_starts(rules):
            label = kinds[suggestion.kind].replace("%1", str(suggestion.info.distance))
            self.startBox.addItem(f"{suggestion.info.text}   ({label})", suggestion.info.text)
        if rules.start_position is not None or (self._dull(rules) and self.startBox.count() > 1):
            self.startBox.setCurrentIndex(1 if self._dull(rules) and rules.start_position is None else 0)
        self.startBox.blockSignals(False)

    @staticmethod
    def _dull(rules: Rules) -> bool:
        return dull_start(rules)

    def _start_text(self) -> str:
        text = self.startBox.currentText().split("(")[0].strip()
        index = self.startBox.findText(self.startBox.currentText())
        data = self.startBox.itemData(index) if index >= 0 else None
        return data if isinstance(data, str) else text

    def rules(self) -> Rules:
        """The chosen rules (raises QuadAceError when they are not a game: the OK button is off then)."""
        return self._axes().with_start(self._start_text() or None)

    def _update(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        try:
            rules = self.rules()
            if rules.is_chopsticks:  # these rules are solved up to a fixed number of positions
                rules.check_fits()
        except QuadAceError as exc:
            self.note.setText("⚠ " + error_text(exc))
            ok.setEnabled(False)
            self._fit_note()
            return
        ok.setEnabled(True)
        text = self.tr("%1 positions; the standard game is base 10.").replace(
            "%1", f"{rules.position_count:,}"
        )
        if rules.position_count > 1_000_000:
            memory = self.tr("Solving needs about %1 of memory and may take a few seconds.")
            text = sentences([text, memory.replace("%1", format_bytes(rules.estimated_bytes()))])
        if rules.start_position is None and self._dull(rules):
            text = sentences(
                [text, self.tr("The default start of these rules is dull: pick a start from the list.")]
            )
        self.note.setText(text)
        self._fit_note()

    def _fit_note(self) -> None:
        # A wrapped label's height depends on its width, which layouts do not pass on to a dialog's
        # least size: reserve the lines the note needs at its width, and grow the dialog to fit.
        self.note.setMinimumHeight(self.note.heightForWidth(max(self.note.width(), self.note.minimumWidth())))
        layout = self.layout()
        if layout is not None:
            layout.activate()
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
    """Language, animation speed, text size, colours and how unreachable positions are drawn."""

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
        self.animation.setRange(ANIMATION_MS.low or 0, ANIMATION_MS.high or 0)
        self.animation.setSingleStep(50)
        self.animation.setSuffix(self.tr(" ms"))
        self.animation.setSpecialValueText(self.tr("off"))
        self.textScale = QSpinBox(self)
        self.textScale.setObjectName("textScaleBox")
        self.textScale.setRange(TEXT_SCALE.low or 100, TEXT_SCALE.high or 100)
        self.textScale.setSingleStep(25)
        self.textScale.setSuffix(" %")
        self.textScale.setValue(settings.get(TEXT_SCALE))
        self.textScale.setToolTip(
            self.tr("Larger texts everywhere, for a projector (presentation mode enlarges them more)")
        )
        self.paletteBox = QComboBox(self)
        self.paletteBox.setObjectName("paletteBox")
        self.paletteBox.addItem(self.tr("Colour-blind safe (blue / orange)"), "colorblind")
        self.paletteBox.addItem(self.tr("Classic (green / red)"), "classic")
        self.unreachable = QComboBox(self)
        self.unreachable.setObjectName("unreachableBox")
        for code, label in (("show", self.tr("Show")), ("dim", self.tr("Dim")), ("hide", self.tr("Hide"))):
            self.unreachable.addItem(label, code)
        for box, name in (
            (self.language, "language"),
            (self.paletteBox, "palette"),
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
        form.addRow(self.tr("Text size:"), self.textScale)
        form.addRow(self.tr("Colours:"), self.paletteBox)
        form.addRow(self.tr("Unreachable positions:"), self.unreachable)
        _stack(self, form, note, _ok_cancel(self))

    def apply(self) -> None:
        """Store the chosen preferences (the window reacts to Settings.changed)."""
        self.settings.setValue("language", self.language.currentData())
        self.settings.setValue("animationMs", self.animation.value())
        self.settings.set(TEXT_SCALE, self.textScale.value())
        self.settings.setValue("palette", self.paletteBox.currentData())
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


def _stack(dialog: QDialog, *parts: QWidget | QLayout) -> QVBoxLayout:
    """Lay ``parts`` (widgets or layouts) out from top to bottom in ``dialog``."""
    layout = QVBoxLayout(dialog)
    for part in parts:
        if isinstance(part, QLayout):
            layout.addLayout(part)
        else:
            layout.addWidget(part)
    return layout


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
    playing = QCoreApplication.translate("MainWindow", "<p><b>Rule set being played:</b> %1.</p>").replace(
        "%1", html.escape(rules_name(rules))
    )
    text = text.replace("%1", str(rules.base))
    differences = rules_differences(rules)
    if differences:  # the text is the standard game's: say how this one differs, right after its rules
        heading = QCoreApplication.translate("MainWindow", "How the game being played differs")
        items = "".join(f"<li>{html.escape(line)}</li>" for line in differences)
        block = f"<h3>{html.escape(heading)}</h3>{playing}<ul>{items}</ul>"
        cut = text.find("</ul>") + len("</ul>") if "</ul>" in text else len(text)
        return text[:cut] + block + text[cut:] + convention
    return text + convention + playing
