"""The articles' findings: each claim of the two QuadAce articles with the table's count and the
article's, its note, and its positions; clicking a position shows it on the board.

The selected finding's positions are marked on the heatmap (with their count under the note), and
Previous / Next step through them on the board. The findings are about the standard game: while another
rule set is played nothing is marked, and a click on a position asks before switching the game to it.

The findings come from :func:`quadace_gui.core.article.article_findings` (the core computes them);
this panel only lists them.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from quadace_gui.core.article import Finding, article_findings
from quadace_gui.core.position import Position
from quadace_gui.core.rules import Rules
from quadace_gui.core.solver import SolvedTable, solve
from quadace_gui.texts import finding_note, rules_name
from quadace_gui.views.dialogs import show_message
from quadace_gui.views.heatmap import OutcomeHeatmap

from . import PanelContext
from .cover import cover_panel

_POSITION = Qt.ItemDataRole.UserRole


class FindingsPanel(QWidget):
    """A list of findings; below it the selected finding's note and positions."""

    def __init__(self, ctx: PanelContext, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("findingsPanel")
        self.ctx = ctx
        self._table: SolvedTable | None = None
        self._findings: list[Finding] = []

        self.findingList = QListWidget(self)
        self.findingList.setObjectName("findingList")
        self.findingList.setWordWrap(True)
        self.findingList.currentRowChanged.connect(self._show_finding)
        self.note = QLabel(self)
        self.note.setObjectName("findingNote")
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.positionList = QListWidget(self)
        self.positionList.setObjectName("findingPositions")
        # The positions side by side in rows as wide as the panel (a column of short "1136"s left most
        # of the width empty and showed two or three of the 44 traps).
        self.positionList.setFlow(QListView.Flow.LeftToRight)
        self.positionList.setWrapping(True)
        self.positionList.setResizeMode(QListView.ResizeMode.Adjust)
        self.positionList.setUniformItemSizes(True)
        self.positionList.setSpacing(2)
        self.positionList.itemClicked.connect(self._go_to)
        self.positionList.itemActivated.connect(self._go_to)
        self.markLabel = QLabel(self)
        self.markLabel.setObjectName("findingMarks")
        self.markLabel.setWordWrap(True)
        self.prevButton = QPushButton(self)
        self.prevButton.setObjectName("findingPrevious")
        self.nextButton = QPushButton(self)
        self.nextButton.setObjectName("findingNext")
        self.prevButton.clicked.connect(lambda: self.step(-1))
        self.nextButton.clicked.connect(lambda: self.step(+1))
        self.exportAction = QAction(self)
        self.exportAction.setObjectName("findingExportAction")
        self.exportAction.triggered.connect(self._ask_export)
        self.findingList.addAction(self.exportAction)
        self.findingList.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        steps = QHBoxLayout()
        steps.setContentsMargins(0, 0, 0, 0)
        steps.addWidget(self.markLabel, 1)
        steps.addWidget(self.prevButton)
        steps.addWidget(self.nextButton)

        lower = QWidget(self)
        lower_layout = QVBoxLayout(lower)
        self._lower = lower_layout
        lower_layout.setContentsMargins(0, 0, 0, 0)
        # The explanation scrolls when even the room below (see _fit_note) is too small for it: never cut.
        note_area = QScrollArea(lower)
        note_area.setObjectName("findingNoteArea")
        note_area.setWidgetResizable(True)
        note_area.setFrameShape(QFrame.Shape.NoFrame)
        note_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        note_area.setWidget(self.note)
        self._note_area = note_area
        lower_layout.addWidget(note_area)
        lower_layout.addLayout(steps)
        self._steps = steps
        lower_layout.addWidget(self.positionList, 1)
        split = QSplitter(Qt.Orientation.Vertical, self)
        split.addWidget(self.findingList)
        split.addWidget(lower)
        self._split = split
        split.setContentsMargins(2, 2, 2, 2)
        # The findings name values: while the answers are hidden a Reveal button stands in for them.
        self.cover = cover_panel(self, split, ctx.answers, self._covered_text)
        for view in (self.findingList, self.positionList):  # a short dock must not make the window taller
            view.setMinimumHeight(view.fontMetrics().height() * 2)
        self._shown = False
        ctx.model.tableChanged.connect(self._mark)
        ctx.answers.changed.connect(self._mark)
        self._retranslate()

    def setShown(self, shown: bool) -> None:
        """The findings are computed (about 0.4 s) the first time the panel can be seen."""
        self._shown = shown
        if shown and not self._findings:
            self._load()

    def showEvent(self, event: QShowEvent) -> None:  # a panel used on its own, outside a dock
        docks = [w for w in _ancestors(self) if isinstance(w, QDockWidget)]  # (scrolled inside its dock)
        if not docks:
            self.setShown(True)
        super().showEvent(event)

    def _covered_text(self) -> str:
        return self.tr("Reveal shows the articles' findings, which name positions' values.")

    # -- data ------------------------------------------------------------------------------------------
    def _load(self) -> None:
        """The findings of the standard game (the model's table when it is the standard game)."""
        model = self.ctx.model
        self._table = model.table if model.rules.is_standard else solve(Rules())
        self._findings = article_findings(self._table)
        self._fill()

    def _titles(self) -> dict[str, str]:
        return {
            "start_draw": self.tr("The start is a draw"),
            "quadrant_2v2": self.tr("Two hands each: the side to move loses"),
            "quadrant_2v1": self.tr("Two hands against one: the two-hand side to move loses"),
            "quadrant_1v2": self.tr("One hand against two: the one-hand side to move loses"),
            "quadrant_1v1": self.tr("One hand each: the side to move loses"),
            "one_vs_one_draws": self.tr("One hand each: draws (Fibonacci rule)"),
            "forced_concessions": self.tr("Forced concessions"),
            "losing_concessions": self.tr("Concessions that lose"),
            "simple_strategy_traps": self.tr("Traps of the simple strategy"),
            "unreachable_common_factor": self.tr("Unreachable: a common factor"),
            "unreachable_no_predecessor": self.tr("Unreachable: no move leads here"),
            "unreachable_from_unreachable": self.tr("Unreachable: only from unreachable positions"),
            "two_vs_one_never_loses": self.tr(
                "Second article, two hands against one: lost for the two-hand side to move"
            ),
            "two_vs_one_avoids_immediate_loss": self.tr(
                "Second article: two hands can always avoid an immediate loss?"
            ),
        }

    def _articleSays(self) -> dict[str, str]:
        """The article's number in its own words where it is not a plain count, in this language."""
        return {
            "forced_concessions": self.tr("about 48 (大约48)"),
            "two_vs_one_never_loses": self.tr(
                "no count: it proves one hand each is reached, then the numbers decide"
            ),
            "two_vs_one_avoids_immediate_loss": self.tr("none claimed"),
        }

    def _fill(self) -> None:
        row = max(self.findingList.currentRow(), 0)
        titles = self._titles()
        self.findingList.blockSignals(True)
        self.findingList.clear()
        for f in self._findings:
            title = titles.get(f.name, f.title)
            says = self._articleSays().get(f.name, f.article_text)
            if says is None:
                text = self.tr("%1: %2").replace("%1", title).replace("%2", str(f.count))
            else:
                text = (
                    self.tr("%1: %2 (the article: %3)")
                    .replace("%1", title)
                    .replace("%2", str(f.count))
                    .replace("%3", says)
                )
            item = QListWidgetItem(text, self.findingList)
            item.setToolTip(f.title)
        self.findingList.blockSignals(False)
        if self._findings:
            self.findingList.setCurrentRow(min(row, len(self._findings) - 1))
            self._show_finding(self.findingList.currentRow())

    def _retranslate(self) -> None:
        self.prevButton.setText(self.tr("Previous"))
        self.prevButton.setToolTip(self.tr("Show the finding's previous position on the board"))
        self.nextButton.setText(self.tr("Next"))
        self.nextButton.setToolTip(self.tr("Show the finding's next position on the board"))
        # In the list's context menu (right-click a finding): a button would take the positions' rows.
        self.exportAction.setText(self.tr("Export Slide…"))
        self.exportAction.setToolTip(
            self.tr("Save the finding as a 16:9 PNG slide: its title and its positions marked on the map")
        )
        self._mark()

    def selectFinding(self, name: str) -> bool:
        """Pick the finding called ``name`` (a lesson step names it): False when there is none."""
        if not self._findings:
            self.setShown(True)  # the findings are computed the first time they are wanted
        for row, finding in enumerate(self._findings):
            if finding.name == name:
                self.findingList.setCurrentRow(row)
                return True
        return False

    def selectedFinding(self) -> Finding | None:
        row = self.findingList.currentRow()
        return self._findings[row] if 0 <= row < len(self._findings) else None

    def markedPositions(self) -> list[str]:
        """The positions of the selected finding the heatmap marks now (none while another rule set is
        played or the answers are hidden)."""
        f = self.selectedFinding()
        model = self.ctx.model
        if f is None or not model.rules.is_standard or self.ctx.answers.hidden():
            return []
        return list(f.positions)

    def _mark(self, *_: object) -> None:
        """Mark the selected finding's positions on the heatmap and say how many (or why none)."""
        texts = self.markedPositions()
        rules = self.ctx.model.rules
        cells = [(p.mover, p.opponent) for p in (Position.parse(t, rules) for t in texts)]
        self.ctx.hub.findingCells.emit(cells)
        f = self.selectedFinding()
        has = f is not None and bool(f.positions)
        if not has:
            self.markLabel.clear()
        elif not rules.is_standard:
            self.markLabel.setText(self.tr("Not marked: the map shows another rule set"))
        elif texts:
            n = len(texts)  # English ships no .qm: its plural is spelt here
            text = self.tr("%n position(s) marked on the map", "", n)
            self.markLabel.setText(text.replace("position(s)", "position" if n == 1 else "positions"))
        else:
            self.markLabel.clear()
        for button in (self.prevButton, self.nextButton):
            button.setEnabled(has)
        self.exportAction.setEnabled(f is not None)

    def step(self, by: int) -> None:
        """Show the finding's next (``by`` = 1) or previous (-1) position on the board, wrapping around."""
        count = self.positionList.count()
        f = self.selectedFinding()
        if f is None or not f.positions or count == 0:
            return
        row = self.positionList.currentRow()
        row = (0 if by > 0 else count - 1) if row < 0 else (row + by) % count
        self.positionList.setCurrentRow(row)
        item = self.positionList.item(row)
        if item is not None:
            self._go_to(item)

    def _show_finding(self, row: int) -> None:
        self.positionList.clear()
        if not 0 <= row < len(self._findings):
            self.note.clear()
            self._mark()
            return
        f = self._findings[row]
        self.note.setText(finding_note(f))
        self.note.setToolTip(f.title)
        for text in f.positions:
            item = QListWidgetItem(text, self.positionList)
            item.setData(_POSITION, text)
        if not f.positions:
            item = QListWidgetItem(self.tr("(no positions)"), self.positionList)
            item.setFlags(Qt.ItemFlag.NoItemFlags)
        self._mark()
        self._fit_note()

    def _fit_note(self) -> None:
        """Room, in this order, for two rows of the list of findings, two rows of positions (or as
        many as there are), the whole explanation, then more rows of positions (up to six); the list
        of findings keeps the rest and scrolls. The explanation scrolls only when even that leaves too
        little room (never cut). Called when a finding is shown and when the panel is resized."""
        total = sum(self._split.sizes())
        if total <= 0:
            return
        findings = self.findingList
        line = max(findings.sizeHintForRow(0), findings.fontMetrics().height())
        shown = findings.currentItem()
        wrapped = findings.visualItemRect(shown).height() if shown is not None else 0
        # The finding explained (on two lines when long) and a line of the next, or two rows, at the
        # font of now (presentation's is larger).
        least = max(2 * line, wrapped + line) + 2 * findings.frameWidth()
        findings.setMinimumHeight(least)
        positions = self.positionList
        count = positions.count()
        row = max(positions.sizeHintForRow(0), positions.fontMetrics().height()) + 2 * positions.spacing()
        first = positions.item(0)
        across = 1
        if first is not None:  # the positions stand side by side: how many a row holds
            item_width = positions.visualItemRect(first).width() + 2 * positions.spacing()
            across = max(1, positions.viewport().width() // max(1, item_width))
        rows = -(-count // across)
        note = self.note.heightForWidth(max(1, self._note_area.viewport().width()))
        # the marks' count (on two lines when narrow) and Previous/Next, with the spacing around them
        width = self._note_area.width()
        steps = self._steps.sizeHint().height()
        if self._steps.hasHeightForWidth():
            steps = max(steps, self._steps.heightForWidth(width))
        fixed = steps + 2 * self._lower.spacing() + 2 * positions.frameWidth() + 4
        most = max(0, total - least)  # the lower part's room at most
        few = max(1, min(rows, 2)) * row
        note_room = max(self.note.fontMetrics().height() * 2, min(note, most - fixed - few))
        lower = min(max(note_room + fixed + max(2, min(rows, 6)) * row, total // 2), most)
        self._split.setSizes([total - lower, lower])
        current = findings.currentItem()
        if current is not None:
            findings.scrollToItem(current)  # the finding explained stays in view
        self._note_area.setMinimumHeight(max(0, note_room))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_note()

    # -- the slide -------------------------------------------------------------------------------------
    def slideTitle(self, finding: Finding) -> str:
        """The slide's title: the game, its rules, the finding's name and its count."""
        assert self._table is not None
        title = self._titles().get(finding.name, finding.title)
        n = finding.count
        count = self.tr("%n position(s)", "", n).replace("position(s)", "position" if n == 1 else "positions")
        return (
            self.tr("QuadAce, %1: %2 — %3")
            .replace("%1", rules_name(self._table.rules))
            .replace("%2", title)
            .replace("%3", count)
        )

    def exportSlide(self, path: Path, finding: Finding | None = None) -> None:
        """Write ``finding`` (the selected one by default) as a 16:9 PNG slide: the map of the standard
        game with the finding's positions marked, under its title. Raises OSError if it cannot write."""
        if not self._findings:
            self._load()
        finding = self.selectedFinding() if finding is None else finding
        if finding is None or self._table is None:
            return
        rules = self._table.rules
        cells = [(p.mover, p.opponent) for p in (Position.parse(t, rules) for t in finding.positions)]
        heatmap = OutcomeHeatmap()
        try:
            heatmap.setPaletteName(self.ctx.settings.value("palette"))
            heatmap.setUnreachableMode(self.ctx.settings.value("unreachable"))
            heatmap.setTable(self._table)
            heatmap.setFindingCells(cells)
            says = self._articleSays().get(finding.name, finding.article_text)
            notes = [] if says is None else [self.tr("The article: %1").replace("%1", says)]
            heatmap.exportPng(str(path), title=self.slideTitle(finding), notes=notes)
        finally:
            heatmap.dispose()

    def _ask_export(self) -> None:
        finding = self.selectedFinding()
        if finding is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export the finding as a slide"),
            f"finding-{finding.name.replace('_', '-')}.png",
            self.tr("PNG image (*.png)"),
        )
        if not path:
            return
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            self.exportSlide(Path(path), finding)
        except OSError as exc:
            show_message(
                self, QMessageBox.Icon.Critical, self.tr("Export failed"), f"{path}: {exc.strerror or exc}"
            )
            return
        finally:
            QApplication.restoreOverrideCursor()
        self.ctx.hub.status.emit(self.tr("Exported %1").replace("%1", path), 5000)

    # -- actions ---------------------------------------------------------------------------------------
    def _go_to(self, item: QListWidgetItem) -> None:
        text = item.data(_POSITION)
        if not isinstance(text, str) or self._table is None:
            return
        model = self.ctx.model
        if model.rules.is_standard:
            model.jumpTo(Position.parse(text, model.rules))
        elif self._askToSwitch(text):  # the findings are about the standard game: switch only if asked
            model.setUpPosition(Position.parse(text, self._table.rules), self._table)

    def _askToSwitch(self, text: str) -> bool:
        """Whether the user agrees to leave the rule set played for the standard game to see ``text``."""
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Switch to the standard game?"))
        box.setText(
            self.tr(
                "The articles' findings are about the standard game (base 10, two hands, add). "
                "Switch the game to it to show %1? The game played now is left."
            ).replace("%1", text)
        )
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        return int(box.exec()) == int(QMessageBox.StandardButton.Yes)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._fill()
            self._retranslate()
        super().changeEvent(event)


def _ancestors(widget: QWidget) -> list[QWidget]:
    out = []
    parent = widget.parentWidget()
    while parent is not None:
        out.append(parent)
        parent = parent.parentWidget()
    return out
