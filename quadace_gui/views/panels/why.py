"""The "Why?" panel: proves the current position's value in one screen, one line per move, for every game.

The proof is the model's (:meth:`PanelGame.whyProof <quadace_gui.models.panel_game.PanelGame.whyProof>`,
worked out by :func:`quadace_gui.core.why.prove` and written in the game's notation); this panel only
puts it into sentences: QuadAce's words, or those of P- and N-positions for the take-away games. A
line says which move it is when the pointer is over it (:attr:`WhyPanel.lineHovered`: QuadAce's board
and map preview the move) and plays it on click.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QFontMetrics
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from quadace_gui.core.games.protocol import DRAW
from quadace_gui.core.why import ProofLine, WrittenProof
from quadace_gui.models.answers import Answers
from quadace_gui.models.panel_game import PanelGame
from quadace_gui.models.settings import Settings
from quadace_gui.texts import plies_text, side_name
from quadace_gui.views.palette import DEFAULT_PALETTE, value_color

from .cover import cover_panel

#: Where a line keeps its :class:`~quadace_gui.core.why.ProofLine`.
LINE_ROLE = Qt.ItemDataRole.UserRole + 1


class WhyPanel(QWidget):
    """Why the current position is won, lost or drawn. Follows the game model by itself."""

    #: The proof line under the pointer (a :class:`~quadace_gui.core.why.ProofLine`), or None.
    lineHovered = Signal(object)

    def __init__(
        self, game: PanelGame, settings: Settings, answers: Answers, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("whyPanel")
        self.game = game
        self.settings = settings
        self.answers = answers
        self.palette_name: str = settings.value("palette") or DEFAULT_PALETTE
        self._following = True  # see setFollowing
        self._stale = False

        self.claim = QLabel(self)
        self.claim.setObjectName("whyClaim")
        self.claim.setWordWrap(True)
        self.claim.setTextFormat(Qt.TextFormat.PlainText)
        font = self.claim.font()
        font.setBold(True)
        self.claim.setFont(font)

        self.lines = QListWidget(self)
        self.lines.setObjectName("whyLines")
        self.lines.setWordWrap(True)
        self.lines.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.lines.setResizeMode(QListView.ResizeMode.Adjust)
        self.lines.setMouseTracking(True)
        self.lines.itemEntered.connect(self._entered)
        self.lines.itemClicked.connect(self._clicked)
        self.lines.viewport().installEventFilter(self)

        self.note = QLabel(self)
        self.note.setObjectName("whyNote")
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        italic = self.note.font()
        italic.setItalic(True)
        self.note.setFont(italic)

        # The claim, the lines and the note scroll together: in a short tab (the take-away page in
        # presentation) each keeps the height its wrapped text needs instead of being cut.
        self.lines.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.lines.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.lines.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        inner = QWidget(self)
        inner.setObjectName("whyContents")
        layout = QVBoxLayout(inner)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.claim)
        layout.addWidget(self.lines)
        layout.addWidget(self.note)
        layout.addStretch(1)
        self.scrollArea = QScrollArea(self)
        self.scrollArea.setObjectName("whyScroll")
        self.scrollArea.setWidgetResizable(True)
        self.scrollArea.setFrameShape(QFrame.Shape.NoFrame)
        self.scrollArea.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scrollArea.setWidget(inner)
        body = self.scrollArea
        # While the answers are hidden a Reveal button stands in for the proof (the proof is not kept).
        self.cover = cover_panel(self, body, answers, self._covered_text, lambda _h: self.refresh())

        game.currentChanged.connect(self.refresh)
        settings.changed.connect(self._setting_changed)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        elif event.type() == QEvent.Type.FontChange:
            self._fit_lines()
        super().changeEvent(event)

    def _setting_changed(self, name: str) -> None:
        if name == "palette":
            self.palette_name = self.settings.value("palette")
            self.refresh()

    # -- public ------------------------------------------------------------------------------------
    def proof(self) -> WrittenProof:
        return self.game.whyProof()

    def lineItems(self) -> list[QListWidgetItem]:
        return [item for i in range(self.lines.count()) if (item := self.lines.item(i)) is not None]

    def shownLines(self) -> list[ProofLine]:
        """The proof lines listed, in order."""
        return [item.data(LINE_ROLE) for item in self.lineItems()]

    # -- filling -----------------------------------------------------------------------------------
    def _covered_text(self) -> str:
        return self.tr("Reveal shows the proof of this position's value, move by move.")

    def setFollowing(self, following: bool) -> None:
        """Whether the panel proves every position as it comes (the default) or only once it is
        followed again (a tab behind another: a move of a large game is not slowed by a hidden
        list of hundreds of lines)."""
        self._following = following
        if following and self._stale:
            self.refresh()

    def refresh(self, *_: object) -> None:
        if self.answers.hidden():
            self.claim.clear()
            self.note.clear()
            self.lines.clear()
            return
        if not self._following:
            self._stale = True
            return
        self._stale = False
        proof = self.proof()
        self.claim.setText(self._claim(proof))
        self.note.setText(self._note(proof))
        self.lines.clear()
        for line in proof.shown:
            item = QListWidgetItem(self._line(proof, line), self.lines)
            item.setData(LINE_ROLE, line)
            item.setToolTip(self.tr("Click to play %1").replace("%1", line.move_text))
            if line.mover_value != DRAW:  # a draw keeps the ordinary text colour
                color = value_color(line.mover_value, palette=self.palette_name).darker(135)
                item.setForeground(QBrush(color))
        self._fit_lines()

    def _claim(self, proof: WrittenProof) -> str:
        me, them = side_name(proof.to_move), side_name(proof.to_move.other)
        if proof.kind == "finished":
            winner = side_name(proof.winner) if proof.winner is not None else ""
            return self.tr("The game is over: %1 has won. Nothing is left to prove.").replace("%1", winner)
        d = proof.distance or 0
        if proof.kind == "won" and d == 1:
            return self.tr("%1 wins in 1 ply: a move ends the game, and %1 wins:").replace("%1", me)
        if proof.kind == "won":
            text = self.tr("%1 wins in %2, because a move leads to a position %3 loses in %4:")
            if proof.pn:
                text = self.tr(
                    "An N-position: %1 wins in %2, because a move leads to a P-position, lost for %3 in %4:"
                )
            return (
                text.replace("%1", me)
                .replace("%2", plies_text(d))
                .replace("%3", them)
                .replace("%4", plies_text(d - 1))
            )
        if proof.kind == "lost":
            text = self.tr(
                "%1 loses in %2, because every move leads to a position %3 wins; the slowest in %4:"
            )
            if proof.pn:
                text = self.tr(
                    "A P-position: %1 loses in %2, because every move leads to an N-position, won for %3; "
                    "the slowest in %4:"
                )
            return (
                text.replace("%1", me)
                .replace("%2", plies_text(d))
                .replace("%3", them)
                .replace("%4", plies_text(d - 1))
            )
        return (
            self.tr("A draw: no move of %1 leads to a position %2 loses, and at least one keeps the draw:")
            .replace("%1", me)
            .replace("%2", them)
        )

    def _note(self, proof: WrittenProof) -> str:
        if proof.kind == "won":
            return self.tr(
                "An N-position: the Next player (the side to move) wins. "
                "One move into a P-position is enough."
            )
        if proof.kind == "lost":
            return self.tr(
                "A P-position: the Previous player (who just moved) wins, so it is lost for the side to "
                "move. Every move leads to an N-position."
            )
        if proof.kind == "drawn":
            return self.tr(
                "Neither a P-position (lost for the side to move) nor an N-position (won for it): with "
                "perfect play the game never ends."
            )
        return self.tr("Positions are proved backwards from finished games like this one.")

    def _line(self, proof: WrittenProof, line: ProofLine) -> str:
        move, after = line.move_text, line.after_text
        them = side_name(proof.to_move.other)
        fastest = " " + self.tr("(fastest)") if line.fastest else ""
        if line.opponent_distance == 0:
            name = side_name(line.winner) if line.winner is not None else ""
            return (
                self.tr("%1 leads to %2 and ends the game: %3 wins.")
                .replace("%1", move)
                .replace("%2", after)
                .replace("%3", name)
            ) + fastest
        d = plies_text(line.opponent_distance or 0)
        if proof.kind == "won":
            text = self.tr("%1 leads to %2, lost for %3 in %4: it wins.")
            if proof.pn:
                text = self.tr("%1 leads to %2, a P-position, lost for %3 in %4: it wins.")
            text = text.replace("%1", move).replace("%2", after).replace("%3", them).replace("%4", d)
            return text + fastest
        if line.opponent_value == DRAW:
            return (
                self.tr("%1 leads to %2, a draw: it keeps the draw.").replace("%1", move).replace("%2", after)
            )
        text = self.tr("%1 leads to %2, won for %3 in %4.")
        if proof.pn:
            text = self.tr("%1 leads to %2, an N-position, won for %3 in %4.")
        elif proof.kind == "drawn":
            text = self.tr("%1 leads to %2, won for %3 in %4: it would lose.")
        return text.replace("%1", move).replace("%2", after).replace("%3", them).replace("%4", d)

    def _fit_lines(self) -> None:
        """Give every line the height its wrapped text needs at the list's width (a list view does
        not grow a wrapped item by itself)."""
        width = max(50, self.lines.viewport().width() - 12)
        metrics = QFontMetrics(self.lines.font())
        flags = int(Qt.TextFlag.TextWordWrap)
        total = 0
        for item in self.lineItems():
            rect = metrics.boundingRect(QRect(0, 0, width, 10_000), flags, item.text())
            item.setSizeHint(QSize(width, rect.height() + 6))
            total += rect.height() + 6 + 2 * self.lines.spacing()
        # The list is as tall as its lines (the panel scrolls, not the list); only a change is set, so
        # the resize this causes ends here.
        height = total + 2 * self.lines.frameWidth() + 4
        if height != self.lines.height() or self.lines.minimumHeight() != height:
            self.lines.setFixedHeight(height)

    # -- interaction -------------------------------------------------------------------------------
    def _entered(self, item: QListWidgetItem) -> None:
        self.lineHovered.emit(item.data(LINE_ROLE))

    def _clicked(self, item: QListWidgetItem) -> None:
        line = item.data(LINE_ROLE)
        if isinstance(line, ProofLine):
            self.lineHovered.emit(None)
            self.game.playProofLine(line)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.lines.viewport() and event.type() == QEvent.Type.Leave:
            self.lineHovered.emit(None)
        if obj is self.lines.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_lines()
        return super().eventFilter(obj, event)
