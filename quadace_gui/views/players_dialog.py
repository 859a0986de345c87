"""Game > Players…: who plays A and who plays B (a person, or a computer player with its options), and
:class:`MatchUi`, the window's side of a match (the dialog, the match line in the status bar, the
scorecard at the end). The computer's moves themselves come from :class:`MatchController`."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from quadace_gui.core.players import PLAYERS
from quadace_gui.core.position import Side
from quadace_gui.core.solver import SolvedTable
from quadace_gui.models.game_model import GameModel
from quadace_gui.models.match import OFF, OVER, PERSON, MatchController, MatchSetup, Scorecard, SideSetup
from quadace_gui.texts import side_letter, side_name

from .board import HandsBoard
from .scorecard import ScorecardDialog, result_text

CONTEXT = "PlayersDialog"
#: The shown names of the computer players (core.players keeps English titles; a new player without a
#: line here shows its English title).
PLAYER_TITLES: dict[str, object] = {
    PERSON: QT_TRANSLATE_NOOP("PlayersDialog", "Person"),
    "perfect": QT_TRANSLATE_NOOP("PlayersDialog", "Perfect"),
    "simple": QT_TRANSLATE_NOOP("PlayersDialog", "Simple strategy (make 10; never let the opponent make 10)"),
    "random": QT_TRANSLATE_NOOP("PlayersDialog", "Random"),
    "skill": QT_TRANSLATE_NOOP("PlayersDialog", "Skill (perfect with some probability, else random)"),
}


def player_title(kind: str) -> str:
    """The name of a person or a computer player in the current language."""
    if kind in PLAYER_TITLES:
        return QCoreApplication.translate(CONTEXT, str(PLAYER_TITLES[kind]))
    return PLAYERS[kind].title


def player_short_title(setup: SideSetup) -> str:
    """'Person', 'Perfect', 'Skill 60 %' (for the status bar)."""
    if setup.isPerson:
        return QCoreApplication.translate(CONTEXT, "Person")
    if PLAYERS[setup.kind].uses_skill:
        return QCoreApplication.translate("PlayersDialog", "Skill %1 %").replace("%1", str(setup.skill))
    return player_title(setup.kind).split(" (")[0]


class SideBox(QGroupBox):
    """The choice for one side: the player, its skill and whether it plays the plain (repeatable) move
    (``titles`` names the players: a game may name a player in its own words)."""

    def __init__(
        self,
        side: Side,
        setup: SideSetup,
        parent: QWidget | None = None,
        titles: Callable[[str], str] = player_title,
    ) -> None:
        super().__init__(side_name(side), parent)
        letter = side.value
        self.kindBox = QComboBox(self)
        self.kindBox.setObjectName(f"playerBox{letter}")
        for kind in (PERSON, *PLAYERS):
            self.kindBox.addItem(titles(kind), kind)
        self.skillSlider = QSlider(Qt.Orientation.Horizontal, self)
        self.skillSlider.setObjectName(f"skillSlider{letter}")
        self.skillSlider.setRange(0, 100)
        self.skillSlider.setSingleStep(5)
        self.skillSlider.setPageStep(10)
        self.skillLabel = QLabel(self)
        self.skillLabel.setObjectName(f"skillLabel{letter}")
        self.skillLabel.setMinimumWidth(self.skillLabel.fontMetrics().horizontalAdvance("100 %") + 4)
        self.plainBox = QCheckBox(self.tr("plain (repeatable: always the same move)"), self)
        self.plainBox.setObjectName(f"plainBox{letter}")
        skill_row = QHBoxLayout()
        skill_row.addWidget(self.skillSlider, 1)
        skill_row.addWidget(self.skillLabel)
        form = QFormLayout(self)
        form.addRow(self.tr("Player:"), self.kindBox)
        form.addRow(self.tr("Skill:"), skill_row)
        form.addRow("", self.plainBox)
        self.kindBox.setCurrentIndex(max(0, self.kindBox.findData(setup.kind)))
        self.skillSlider.setValue(setup.skill)
        self.plainBox.setChecked(setup.plain)
        self.kindBox.currentIndexChanged.connect(self._update)
        self.skillSlider.valueChanged.connect(self._update)
        self._update()

    def _update(self) -> None:
        spec = PLAYERS.get(self.kindBox.currentData())
        self.skillSlider.setEnabled(spec is not None and spec.uses_skill)
        self.plainBox.setEnabled(spec is not None and spec.uses_plain)
        self.skillLabel.setText(f"{self.skillSlider.value()} %")
        self.skillSlider.setToolTip(
            self.tr("The chance that each move is the perfect one; otherwise a random move.")
        )

    def setup(self) -> SideSetup:
        kind = self.kindBox.currentData()
        if kind not in PLAYERS:
            return SideSetup()
        spec = PLAYERS[kind]
        return SideSetup(
            kind,
            self.skillSlider.value() if spec.uses_skill else 100,
            spec.uses_plain and self.plainBox.isChecked(),
        )


class PlayersDialog(QDialog):
    """Choose a person or a computer player for A and for B (every game's: ``titles`` and ``note`` say
    it in the game's words)."""

    def __init__(
        self,
        setup: MatchSetup,
        parent: QWidget | None = None,
        titles: Callable[[str], str] = player_title,
        note: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("playersDialog")
        self.setWindowTitle(self.tr("Players"))
        self.sides = {side: SideBox(side, setup.side(side), self, titles) for side in Side}
        if note is None:
            note = self.tr(
                "The computer moves after the board's animation and a short pause. In a match, Undo "
                "takes back to your previous turn; a finished match shows your moves by verdict."
            )
        self.note = QLabel(note, self)
        self.note.setObjectName("playersNote")
        note_label = self.note
        note_label.setWordWrap(True)
        note_label.setMinimumWidth(380)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for box in self.sides.values():
            layout.addWidget(box)
        layout.addWidget(note_label)
        layout.addWidget(self.buttons)

    def setup(self) -> MatchSetup:
        return MatchSetup(self.sides[Side.A].setup(), self.sides[Side.B].setup())


def choose_players(
    match: MatchController,
    parent: QWidget,
    titles: Callable[[str], str] = player_title,
    note: str | None = None,
) -> bool:
    """Game > Players… of every game: the Players dialog on ``match``'s players; OK seats the players
    chosen (True), Cancel changes nothing (False)."""
    dialog = PlayersDialog(match.setup(), parent, titles, note)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return False
    match.setSetup(dialog.setup())  # a match being played goes on with them
    return True


class MatchUi(QObject):
    """The window's side of a match: Game > Players…, the Players button of New Game, the match line
    in the status bar, refusing board moves on the computer's turn, and the scorecard at the end."""

    def __init__(
        self, window: QMainWindow, board: HandsBoard, match: MatchController, model: GameModel
    ) -> None:
        super().__init__(window)
        self.window = window
        self.model = model  # the game the match is played on
        self.board = board
        self.match = match
        self.scorecard: ScorecardDialog | None = None
        self._pending: MatchSetup | None = None
        self._result = ""  # how the last match ended
        self.label = QLabel(window)
        self.label.setObjectName("matchLabel")
        self.label.hide()
        window.statusBar().addPermanentWidget(self.label)
        match.setGate(self.computerMayMove)
        match.turnChanged.connect(self._update_label)
        match.stateChanged.connect(self._update_label)
        match.finished.connect(self._finished)
        match.stopped.connect(self._stopped)

    def computerMayMove(self) -> bool:
        """No dialog is open and the board has finished animating the last move."""
        return QApplication.activeModalWidget() is None and not self.board.isAnimating()

    def showPlayers(self) -> None:
        """Game > Players…: choose the players; a match goes on with them (its scorecard keeps the
        moves so far), or one starts from the current position."""
        if choose_players(self.match, self.window) and not self.match.isPlaying():
            self.match.start()

    def offerPlayers(self, new_game: QDialog, button: QAbstractButton) -> None:
        """Let the New Game dialog's Players… button choose the players of the new game."""
        self._pending = None

        def choose() -> None:
            dialog = PlayersDialog(self._pending or self.match.setup(), new_game)
            if dialog.exec() == QDialog.DialogCode.Accepted:
                self._pending = dialog.setup()

        button.clicked.connect(choose)

    def startNewGame(self, table: SolvedTable) -> None:
        """Start a new game with ``table``'s rules and a match with the chosen players (if one is a
        computer)."""
        self.model.newGame(table)
        if self._pending is not None:
            self.match.setSetup(self._pending)
            self._pending = None
        self.match.start()

    def refusesMove(self) -> bool:
        """Whether a move from the board must be refused (the computer's turn); says why."""
        if self.match.personMayMove():
            return False
        self.window.statusBar().showMessage(self.tr("Wait: it is the computer's turn."), 3000)
        return True

    def retranslate(self) -> None:
        self._update_label()

    def _update_label(self, *_: object) -> None:
        state = self.match.state()
        self.label.setVisible(state != OFF)
        if state == OFF:
            return
        setup = self.match.setup()
        players = " · ".join(f"{side_letter(side)}: {player_short_title(setup.side(side))}" for side in Side)
        side = self.match.computerSide()
        if state == OVER:
            now = self._result
        elif side is not None:
            now = self.tr("%1 (computer) is moving…").replace("%1", side_name(side))
        else:
            now = self.tr("your move, %1").replace("%1", side_name(self.match.sideToMove()))
        self.label.setText(f"{players} — {now}")

    def _note(self, text: str, ms: int) -> None:
        """A status bar note, shown once the window has redrawn for the position (which clears it)."""
        QTimer.singleShot(0, self, lambda: self.window.statusBar().showMessage(text, ms))

    def _finished(self, card: Scorecard) -> None:
        self._result = result_text(card)
        self._update_label()
        if not card.persons():
            self._note(self._result, 10000)
            return
        self.scorecard = ScorecardDialog.showing(card, self.window, self.match.retry, self.scorecard)

    def _stopped(self, _reason: str) -> None:
        self._note(
            self.tr("The match has stopped: another game is on the board. Game > Players… plays on."), 8000
        )
