"""The moves panel: every legal move grouped Winning / Drawing / Losing, best first, plus autoplay.

While the answers are hidden (:class:`~quadace_gui.models.answers.Answers`) it lists the moves in plain
order with no result, colour or grouping, and Best move and the optimal line wait for a Reveal.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QBrush, QFont, QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSlider,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from quadace_gui.core.analysis import MoveInfo
from quadace_gui.core.solver import DRAW, LOSS, WIN
from quadace_gui.models.move_list_model import first_repetition
from quadace_gui.models.settings import AUTOPLAY_MS, AUTOPLAY_STEP_MS
from quadace_gui.texts import (
    cycle_text,
    distance_help,
    hands_text,
    move_outcome_text,
    outcome_text,
    plies_text,
    sentences,
    side_name,
)
from quadace_gui.views.palette import DEFAULT_PALETTE, value_color

from . import PanelContext

MOVE_ROLE = Qt.ItemDataRole.UserRole + 1
#: The speed slider: position 1 waits the longest allowed pause, each step AUTOPLAY_STEP_MS less.
SLOWEST_MS = AUTOPLAY_MS.high or 0
SPEED_STEPS = ((AUTOPLAY_MS.high or 0) - (AUTOPLAY_MS.low or 0)) // AUTOPLAY_STEP_MS + 1


class MovesPanel(QWidget):
    """Lists the current position's moves. Hover previews (``moveHovered``, also sent to the panel
    hub), click or Enter plays. It follows the game model and the settings by itself."""

    moveHovered = Signal(object)  # Move or None

    def __init__(self, ctx: PanelContext, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("movesPanel")
        self.ctx = ctx
        self.game = game = ctx.model
        self.autoplayer = autoplayer = ctx.autoplayer
        self.palette_name = DEFAULT_PALETTE
        self.moveHovered.connect(ctx.hub.previewMove)

        self.heading = QLabel(self)
        self.heading.setObjectName("movesHeading")
        self.heading.setWordWrap(True)
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        font.setBold(True)
        self.heading.setFont(font)

        # Where a line ran into a repetition: stays as long as the position is shown.
        self.cycleNote = QLabel(self)
        self.cycleNote.setObjectName("cycleNote")
        self.cycleNote.setWordWrap(True)
        self.cycleNote.setTextFormat(Qt.TextFormat.PlainText)
        self.cycleNote.hide()

        self.tree = QTreeWidget(self)
        self.tree.setObjectName("movesTree")
        self.tree.setColumnCount(3)
        self.tree.setRootIsDecorated(False)
        self.tree.setMouseTracking(True)
        self.tree.setUniformRowHeights(True)
        big = self.tree.font()  # readable from the back of a classroom
        big.setPointSizeF(big.pointSizeF() * 1.25)
        self.tree.setFont(big)
        self.tree.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.tree.itemEntered.connect(self._item_entered)
        self.tree.itemClicked.connect(self._item_activated)
        self.tree.viewport().installEventFilter(self)
        self.tree.installEventFilter(self)

        self.bestButton = QPushButton(self)
        self.bestButton.setObjectName("bestButton")
        self.bestButton.clicked.connect(self._play_best)
        self.autoButton = QPushButton(self)
        self.autoButton.setObjectName("autoButton")
        self.autoButton.setCheckable(True)
        self.autoButton.clicked.connect(autoplayer.toggle)
        autoplayer.runningChanged.connect(self._running_changed)

        self.speed = QSlider(Qt.Orientation.Horizontal, self)
        self.speed.setObjectName("speedSlider")
        self.speed.setRange(1, SPEED_STEPS)
        self.speed.valueChanged.connect(self._speed_changed)
        self.speedLabel = QLabel(self)

        # Shown while the answers are hidden: what is missing, and the one click that shows it.
        self.hiddenNote = QLabel(self)
        self.hiddenNote.setObjectName("movesHiddenNote")
        self.hiddenNote.setWordWrap(True)
        self.revealButton = QPushButton(self)
        self.revealButton.setObjectName("movesRevealButton")
        self.revealButton.clicked.connect(ctx.answers.reveal)
        hidden_row = QHBoxLayout()
        hidden_row.addWidget(self.hiddenNote, 1)
        hidden_row.addWidget(self.revealButton)

        buttons = QHBoxLayout()
        buttons.addWidget(self.bestButton)
        buttons.addWidget(self.autoButton)
        speed_row = QHBoxLayout()
        speed_row.addWidget(self.speedLabel)
        speed_row.addWidget(self.speed, 1)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.heading)
        layout.addWidget(self.cycleNote)
        layout.addWidget(self.tree, 1)
        layout.addLayout(hidden_row)
        layout.addLayout(buttons)
        layout.addLayout(speed_row)

        # Every change of the game or the table ends with currentChanged: one refresh per action.
        game.currentChanged.connect(self.refresh)
        ctx.answers.changed.connect(self.refresh)
        settings = ctx.settings
        self.setAutoplayInterval(settings.value("autoplayMs"))
        self.speed.valueChanged.connect(lambda _v: settings.setValue("autoplayMs", self.autoplayInterval()))
        settings.changed.connect(self._setting_changed)
        self.palette_name = settings.value("palette")
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _setting_changed(self, name: str) -> None:
        if name == "palette":
            self.setPaletteName(self.ctx.settings.value("palette"))

    # -- public ------------------------------------------------------------------------------------
    def setPaletteName(self, name: str) -> None:
        self.palette_name = name
        self.refresh()

    def setAutoplayInterval(self, ms: int) -> None:
        """Show ``ms`` between autoplay moves on the speed slider (1 = slowest ... fastest)."""
        self.speed.setValue(max(1, min(SPEED_STEPS, round((SLOWEST_MS - ms) / AUTOPLAY_STEP_MS) + 1)))

    def autoplayInterval(self) -> int:
        return SLOWEST_MS - (self.speed.value() - 1) * AUTOPLAY_STEP_MS

    def retranslate(self) -> None:
        self.tree.setHeaderLabels([self.tr("Move"), self.tr("Result"), self.tr("Hands after")])
        self.tree.headerItem().setToolTip(1, distance_help())
        self.bestButton.setText(self.tr("Best move"))
        self.hiddenNote.setText(
            self.tr("Answers hidden: no results, and Best move and the optimal line wait for Reveal.")
        )
        self.revealButton.setText(self.tr("Reveal"))
        self.revealButton.setToolTip(self.tr("Show the answers for this position (Ctrl+R)"))
        self._running_changed(self.autoplayer.running)
        self.speedLabel.setText(self.tr("Speed"))
        self.speed.setToolTip(self.tr("How fast the optimal line is played"))
        self._speed_changed(self.speed.value())
        self.refresh()

    def moveItems(self) -> list[QTreeWidgetItem]:
        """The move rows (not the group headings), in display order."""
        out: list[QTreeWidgetItem] = []
        for g in range(self.tree.topLevelItemCount()):
            group = self.tree.topLevelItem(g)
            if group is None:
                continue
            if group.data(0, MOVE_ROLE) is not None:  # answers hidden: the moves are not grouped
                out.append(group)
                continue
            out.extend(c for i in range(group.childCount()) if (c := group.child(i)) is not None)
        return out

    # -- filling -----------------------------------------------------------------------------------
    def refresh(self, *_: object) -> None:
        position = self.game.position()
        info = self.game.positionInfo()
        hidden = self.ctx.answers.hidden()
        if position.is_over:
            winner = side_name(position.winner) if position.winner is not None else ""
            self.heading.setText(self.tr("Game over: %1 has won.").replace("%1", winner))
        elif hidden:
            self.heading.setText(self.tr("%1 to move").replace("%1", side_name(position.to_move)))
        else:
            self.heading.setText(
                self.tr("%1 to move: %2")
                .replace("%1", side_name(position.to_move))
                .replace("%2", outcome_text(info.value, info.distance))
            )
        cycle = first_repetition(self.game.record.positions[: self.game.ply + 1])
        self.cycleNote.setVisible(cycle is not None)
        if cycle is not None:
            first, repeat = cycle
            self.cycleNote.setText(cycle_text(self.game.position(first).text, first, repeat))
        self.tree.clear()
        moves = self.game.moveInfos()
        self.hiddenNote.setVisible(hidden)
        self.revealButton.setVisible(hidden)
        self.tree.setColumnHidden(1, hidden)
        self.bestButton.setEnabled(bool(moves) and not hidden)
        self.autoButton.setEnabled((bool(moves) and not hidden) or self.autoplayer.running)
        self.bestButton.setToolTip(
            self.tr("Reveal the answers first (Ctrl+R)")
            if hidden
            else self.tr("Play the optimal move (Space)")
        )
        if hidden:
            self._fill_plain(moves)
            return
        groups = (
            (WIN, self.tr("Winning moves")),
            (DRAW, self.tr("Drawing moves")),
            (LOSS, self.tr("Losing moves")),
        )
        bold = QFont()
        bold.setBold(True)
        for value, title in groups:
            members = [m for m in moves if m.value == value]
            if not members:
                continue
            group = QTreeWidgetItem(self.tree, [f"{title} ({len(members)})"])
            group.setFirstColumnSpanned(True)
            group.setFlags(Qt.ItemFlag.ItemIsEnabled)
            group.setFont(0, bold)
            group.setForeground(0, QBrush(value_color(value, palette=self.palette_name).darker(120)))
            for m in members:
                self._add_move(group, m)
            group.setExpanded(True)
        for col in range(3):
            self.tree.resizeColumnToContents(col)

    def _fill_plain(self, moves: list[MoveInfo]) -> None:
        """The moves in notation order, with what they do but nothing that gives their value away."""
        for m in sorted(moves, key=lambda m: (m.move.own, m.move.opp)):
            self._add_move(self.tree.invisibleRootItem(), m, hidden=True)
        for col in (0, 2):
            self.tree.resizeColumnToContents(col)

    def _add_move(self, group: QTreeWidgetItem, m: MoveInfo, hidden: bool = False) -> None:
        mover = self.game.position().to_move
        result = "" if hidden else move_outcome_text(m.value, m.distance)
        item = QTreeWidgetItem(
            group, [m.move.text, result, hands_text(m.after.hands(m.move.changes(mover, m.after.rules)))]
        )
        item.setData(0, MOVE_ROLE, m.move)
        if not hidden:
            color = value_color(m.value, palette=self.palette_name)
            item.setForeground(1, QBrush(color.darker(115)))
        if m.move.split:
            tip = self.tr("%1: you share your hands out anew as %2 and %3. %5")
        elif m.after.rules.touch_rule.other and m.move.sign == "*":
            tip = self.tr("%1: their %3 times your %2 makes %4. %5")
        elif m.after.rules.touch_rule.other:
            tip = self.tr("%1: their %3 plus your %2 makes %4. %5")
        elif m.move.sign == "*":
            tip = self.tr("%1: your %2 times their %3 makes %4. %5")
        else:
            tip = self.tr("%1: your %2 plus their %3 makes %4. %5")
        tip = tip.replace("%1", m.move.text)
        tip = tip.replace("%2", str(m.move.own)).replace("%3", str(m.move.opp))
        tip = tip.replace("%4", str(m.new_hand)).replace("%5", result).rstrip()
        if m.retires and m.after.rules.touch_rule.other and not m.move.split:
            tip = sentences([tip, self.tr("This move puts one of their hands out.")])
        elif m.retires:
            tip = sentences([tip, self.tr("This move retires one of your hands.")])
        if m.distance is not None and not hidden:
            ends = self.tr("With perfect play the game ends %1 after this move (%2 counting this move).")
            ends = ends.replace("%1", plies_text(m.distance - 1)).replace("%2", plies_text(m.distance))
            tip = sentences([tip, ends])
        for col in range(3):
            item.setToolTip(col, tip)

    # -- interaction -------------------------------------------------------------------------------
    def _item_entered(self, item: QTreeWidgetItem, _col: int) -> None:
        self.moveHovered.emit(item.data(0, MOVE_ROLE))

    def _item_activated(self, item: QTreeWidgetItem, _col: int = 0) -> None:
        move = item.data(0, MOVE_ROLE)
        if move is not None:
            self.moveHovered.emit(None)
            self.game.playMove(move)

    def _play_best(self) -> None:
        self.game.playBest()

    def _running_changed(self, running: bool) -> None:
        self.autoButton.setChecked(running)
        self.autoButton.setText(self.tr("Pause") if running else self.tr("Play optimal line"))
        self.autoButton.setToolTip(
            self.tr("Stop playing the optimal line")
            if running
            else self.tr("Play best moves one after another until the game ends or a position repeats")
        )

    def _speed_changed(self, _value: int) -> None:
        self.autoplayer.setInterval(self.autoplayInterval())
        self.speedLabel.setToolTip(self.tr("%1 ms between moves").replace("%1", str(self.autoplayInterval())))

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.tree.viewport() and event.type() == QEvent.Type.Leave:
            self.moveHovered.emit(None)
        if (
            obj is self.tree
            and isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and (current := self.tree.currentItem()) is not None
        ):
            self._item_activated(current)
            return True
        return super().eventFilter(obj, event)
