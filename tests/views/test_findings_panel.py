"""The Findings panel: clicking a finding lists its positions; clicking a position shows it on the board."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QListWidget, QMessageBox
from pytestqt.qtbot import QtBot

from quadace_gui.core.article import ARTICLE_TRAPS, compact
from quadace_gui.core.position import Position
from quadace_gui.views.main_window import MainWindow
from quadace_gui.views.panels.findings import FindingsPanel


def panel_of(window: MainWindow, qtbot: QtBot) -> FindingsPanel:
    """The Findings tab brought to the front, as a person would; its findings are computed then."""
    panel = window.panels["findingsDock"]
    assert isinstance(panel, FindingsPanel)
    assert panel.findingList.count() == 0  # nothing computed while the tab is behind another
    window.docks["findingsDock"].raise_()
    qtbot.waitUntil(lambda: panel.findingList.count() > 0)
    return panel


def click_row(qtbot: QtBot, view: QListWidget, row: int) -> None:
    item = view.item(row)
    view.scrollToItem(item)
    where = view.visualItemRect(item).center()
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, where)


def test_click_a_finding_then_a_position_loads_it(qtbot: QtBot, window: MainWindow) -> None:
    panel = panel_of(window, qtbot)
    names = [f.name for f in panel._findings]
    row = names.index("simple_strategy_traps")
    click_row(qtbot, panel.findingList, row)
    assert panel.findingList.currentRow() == row
    assert "44 (the article: 44)" in panel.findingList.item(row).text()
    shown = [panel.positionList.item(i).text() for i in range(panel.positionList.count())]
    assert set(shown) == {compact(t) for t in ARTICLE_TRAPS}
    assert panel.note.text().startswith("criterion:")

    click_row(qtbot, panel.positionList, 3)
    qtbot.waitUntil(lambda: window.model.position().text == shown[3])
    assert window.model.position().text == shown[3]
    assert window.model.ply == 0


def test_a_finding_without_positions_says_so(qtbot: QtBot, window: MainWindow) -> None:
    panel = panel_of(window, qtbot)
    row = [f.name for f in panel._findings].index("quadrant_2v2")
    click_row(qtbot, panel.findingList, row)
    assert panel.positionList.count() == 1
    assert not panel.positionList.item(0).flags() & Qt.ItemFlag.ItemIsEnabled
    before = window.model.position().text
    click_row(qtbot, panel.positionList, 0)
    assert window.model.position().text == before


def test_on_other_rules_a_click_asks_before_switching_to_the_standard_game(
    qtbot: QtBot, window: MainWindow, monkeypatch
) -> None:
    from quadace_gui.core.rules import Rules
    from quadace_gui.core.solver import solve

    answers: list[QMessageBox.StandardButton] = [QMessageBox.StandardButton.No]
    asked: list[str] = []

    def exec_(box: QMessageBox) -> int:
        asked.append(box.text())
        return int(answers[0])

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    window.model.newGame(solve(Rules(base=7)))
    panel = panel_of(window, qtbot)
    row = [f.name for f in panel._findings].index("losing_concessions")
    click_row(qtbot, panel.findingList, row)
    assert window.heatmap.markedCells("finding") == [] and "another rule set" in panel.markLabel.text()
    click_row(qtbot, panel.positionList, 0)
    assert len(asked) == 1 and "standard game" in asked[0]
    assert window.model.rules.base == 7  # No: the game played is kept
    answers[0] = QMessageBox.StandardButton.Yes
    click_row(qtbot, panel.positionList, 0)
    qtbot.waitUntil(lambda: window.model.rules.is_standard)
    assert window.model.position().text == panel.positionList.item(0).text()
    assert len(window.heatmap.markedCells("finding")) == 8  # back on the standard game: marked


def test_selecting_each_finding_marks_exactly_its_positions(qtbot: QtBot, window: MainWindow) -> None:
    panel = panel_of(window, qtbot)
    for row, f in enumerate(panel._findings):
        click_row(qtbot, panel.findingList, row)
        marked = window.heatmap.markedCells("finding")
        want = [(p.mover, p.opponent) for p in (Position.parse(t) for t in f.positions)]
        assert sorted(marked) == sorted(want), f.name
        assert len(set(marked)) == f.count == len(f.positions) or f.name == "start_draw"
        if f.positions:
            assert panel.markLabel.text().startswith(f"{len(f.positions)} position")
    window.answers.setSwitchedOff(True)  # hidden answers: the marks name values, so they go
    assert window.heatmap.markedCells("finding") == []


def test_previous_and_next_step_through_the_44_traps(qtbot: QtBot, window: MainWindow) -> None:
    panel = panel_of(window, qtbot)
    click_row(qtbot, panel.findingList, [f.name for f in panel._findings].index("simple_strategy_traps"))
    assert panel.markLabel.text() == "44 positions marked on the map"
    shown = []
    for _ in range(44):
        qtbot.mouseClick(panel.nextButton, Qt.MouseButton.LeftButton)
        shown.append(window.model.position().text)
        assert window.heatmap.currentCell() in window.heatmap.markedCells("finding")
    assert set(shown) == {compact(t) for t in ARTICLE_TRAPS} and len(shown) == 44
    qtbot.mouseClick(panel.nextButton, Qt.MouseButton.LeftButton)  # wraps around to the first
    assert window.model.position().text == shown[0]
    qtbot.mouseClick(panel.prevButton, Qt.MouseButton.LeftButton)
    assert window.model.position().text == shown[-1]


def test_every_note_template_is_listed_for_translation() -> None:
    from quadace_gui import texts
    from quadace_gui.core.article import NOTES

    assert sorted(texts.FINDING_NOTES) == sorted(NOTES.values())


def test_claims_are_attributed_as_the_articles_make_them(qtbot: QtBot, window: MainWindow) -> None:
    panel = panel_of(window, qtbot)
    items = {f.name: panel.findingList.item(i).text() for i, f in enumerate(panel._findings)}
    assert items["forced_concessions"].endswith("48 (the article: about 48 (大约48))")
    never = items["two_vs_one_never_loses"]
    assert never.startswith("Second article, two hands against one: lost for the two-hand side to move: 89")
    assert "it proves one hand each is reached, then the numbers decide" in never
    assert "never loses" not in never and "the article: 0" not in never


def test_export_slide_writes_the_finding_titled_with_its_positions_marked(
    qtbot: QtBot, window: MainWindow, tmp_path, monkeypatch
) -> None:
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QFileDialog

    from quadace_gui.views.heatmap import OutcomeHeatmap

    panel = panel_of(window, qtbot)
    row = [f.name for f in panel._findings].index("simple_strategy_traps")
    click_row(qtbot, panel.findingList, row)
    finding = panel._findings[row]
    twins: list[tuple[str, list]] = []
    make_twin = OutcomeHeatmap._exportTwin

    def seen(self, *args, **kwargs):  # what the slide's off-screen map holds when it is rendered
        twin = make_twin(self, *args, **kwargs)
        twins.append((twin.slideTitle(), sorted(twin.markedCells("finding"))))
        return twin

    monkeypatch.setattr(OutcomeHeatmap, "_exportTwin", seen)
    path = tmp_path / "traps.png"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), "PNG image (*.png)"))
    assert panel.exportAction.isEnabled() and panel.exportAction.text() == "Export Slide…"
    assert panel.exportAction in panel.findingList.actions()  # the list's context menu (right-click)
    assert panel.findingList.contextMenuPolicy() == Qt.ContextMenuPolicy.ActionsContextMenu
    panel.exportAction.trigger()
    image = QImage(str(path))
    assert (image.width(), image.height()) == (1920, 1080)  # 16:9
    ((title, cells),) = twins
    assert title == (
        "QuadAce, standard (base 10, 2 hands, addition, retire to win): "
        "Traps of the simple strategy — 44 positions"
    )
    expected = sorted((p.mover, p.opponent) for p in (Position.parse(t) for t in finding.positions))
    assert len(cells) == 44 and cells == expected
    # the marks are drawn: the same slide without them differs, and only by little (the outlines)
    bare = tmp_path / "bare.png"
    monkeypatch.setattr(OutcomeHeatmap, "setFindingCells", lambda self, cells: None)
    panel.exportSlide(bare, finding)
    plain = QImage(str(bare))
    assert plain.size() == image.size()
    changed = sum(
        image.pixel(x, y) != plain.pixel(x, y) for x in range(0, 1920, 4) for y in range(0, 1080, 4)
    )
    assert 0 < changed < 1920 * 1080 // 16 // 4
