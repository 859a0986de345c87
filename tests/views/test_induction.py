"""The Backward induction panel, driven like a person: Start, Step, Back, the slider, Play, a click on a
cell for "why?", Leave; the heatmap shows exactly the positions decided so far."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import Qt

from quadace_gui.core import Rules, solve
from quadace_gui.core.levels import levels


@pytest.fixture(autouse=True)
def _never_block(never_block_on_questions):
    """Every test here answers "Discard" to a question box."""


@pytest.fixture
def small(window):
    """The window on base 4 (nine levels, no draws) with the induction panel."""
    window.model.newGame(solve(Rules(4)))
    return window, window.panels["inductionDock"], window.heatmap


def click(qtbot, button):
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def expected_cells(table, k):
    """The cells a person should see coloured at level k: every position at distance <= k."""
    return {
        table.rules.position_of(int(s))
        for s in np.flatnonzero(table.valid & (table.distance >= 0) & (table.distance <= k))
    }


def test_start_empties_the_heatmap_and_each_step_adds_one_level(qtbot, small):
    window, panel, heatmap = small
    table = window.model.table
    report = levels(table)
    normal = heatmap.shownCellCount()
    click(qtbot, panel.startButton)
    assert panel.step() == -1 and heatmap.inductionLevel() == -1
    assert heatmap.shownCells() == []
    for k in range(report.last + 1):
        click(qtbot, panel.stepButton)
        assert panel.step() == k
        assert set(heatmap.shownCells()) == expected_cells(table, k)
        assert f"{report.levels[k].count} position" in panel.countLabel.text()
    assert not panel.stepButton.isEnabled()
    # base 4 has no draws, and the end says so (base 10's draws: the test below)
    assert (
        report.draws == 0
        and panel.endLabel.text() == "Every position was decided: these rules have no draws."
    )
    click(qtbot, panel.backButton)
    assert panel.step() == report.last - 1 and panel.endLabel.text() == ""
    click(qtbot, panel.leaveButton)
    assert panel.step() is None and heatmap.inductionLevel() is None
    assert heatmap.shownCellCount() == normal


def test_rule_sentences_follow_the_levels(qtbot, small):
    _, panel, _ = small
    click(qtbot, panel.stepButton)  # starts
    click(qtbot, panel.stepButton)
    assert "finished games" in panel.ruleLabel.text()
    click(qtbot, panel.stepButton)
    assert panel.ruleLabel.text() == "A position with a move into a lost position is won."
    click(qtbot, panel.stepButton)
    assert panel.ruleLabel.text() == "A position whose every move leads to a won position is lost."


def test_slider_jumps_and_play_runs_to_the_end(qtbot, small):
    window, panel, heatmap = small
    table = window.model.table
    click(qtbot, panel.startButton)
    panel.slider.setValue(4)
    assert panel.step() == 4 and set(heatmap.shownCells()) == expected_cells(table, 4)
    panel.speedBox.setCurrentIndex(2)  # fast
    click(qtbot, panel.playButton)
    assert panel.isPlaying()
    qtbot.waitUntil(lambda: not panel.isPlaying(), timeout=10000)
    assert panel.step() == panel.lastLevel() == int(table.distance.max())
    assert heatmap.shownCellCount() == int(np.count_nonzero(table.valid & (table.value != 0)))


def test_clicking_a_cell_explains_its_value(qtbot, small):
    window, panel, heatmap = small
    click(qtbot, panel.startButton)
    panel.jumpTo(3)
    cell = ((1, 3), (2, 2))
    with qtbot.waitSignal(heatmap.cellClicked):
        at = heatmap.cellPoint(*cell, 0.3, 0.8)
        qtbot.mouseClick(heatmap.graphicsView.viewport(), Qt.MouseButton.LeftButton, pos=at)
    table = window.model.table
    value = "won" if table.value_of(*cell) == 1 else "lost"
    text = panel.whyLabel.text()
    # written as the status bar writes positions: A's hands / B's hands : the side to move (A here)
    assert text.startswith(f"Why? 1,3/2,2:A is {value} at level {table.distance_of(*cell)}")
    assert "A's hands / B's hands : the side to move" in text
    assert ("Not decided yet" in text) == (table.distance_of(*cell) > 3)


def test_draws_are_counted_at_the_end_on_base_10(qtbot, window):
    panel, heatmap = window.panels["inductionDock"], window.heatmap
    table = window.model.table
    panel.jumpTo(10**6)
    draws = int(np.count_nonzero(table.valid & (table.value == 0)))
    assert f"{draws} positions were never decided" in panel.endLabel.text()
    # the start is a draw: decided at no level, so at the last one it turns grey with its "D"
    assert ((1, 1), (1, 1)) in heatmap.shownCells()
    panel.jumpTo(panel.lastLevel() - 1)
    assert ((1, 1), (1, 1)) not in heatmap.shownCells()  # before the end it is not coloured


def test_the_last_level_shows_the_draws_in_grey_with_their_d(qtbot):
    from quadace_gui.views.heatmap import OutcomeHeatmap
    from quadace_gui.views.heatmap.induction import UNDECIDED

    heatmap = OutcomeHeatmap()
    qtbot.addWidget(heatmap)
    heatmap.resize(700, 700)
    heatmap.show()
    table = solve(Rules(5))  # a small base: cells large enough to carry their letters
    heatmap.setTable(table)
    normal = heatmap.colorAt((1, 1), (1, 1))
    last = int(table.distance.max())
    heatmap.setInductionLevel(last - 1)
    assert heatmap.colorAt((1, 1), (1, 1)) == tuple(int(v) for v in UNDECIDED)
    heatmap.setInductionLevel(last)
    assert table.value_of((1, 1), (1, 1)) == 0  # a draw in base 5 too
    assert heatmap.colorAt((1, 1), (1, 1)) == normal
    assert heatmap.cellText((1, 1), (1, 1)) == "D"


def test_closing_the_panel_restores_the_normal_heatmap(qtbot, small):
    window, panel, heatmap = small
    click(qtbot, panel.startButton)
    click(qtbot, panel.stepButton)
    assert heatmap.inductionLevel() == 0
    window.docks["inductionDock"].close()
    qtbot.waitUntil(lambda: heatmap.inductionLevel() is None and panel.step() is None)


def test_export_writes_one_png_per_level(qtbot, window, tmp_path, monkeypatch):
    window.model.newGame(solve(Rules(3)))
    panel = window.panels["inductionDock"]
    monkeypatch.setattr(
        "quadace_gui.views.panels.induction.QFileDialog.getExistingDirectory", lambda *a, **k: str(tmp_path)
    )
    offered = []

    def every_level(parent, title, label, text=""):
        offered.append(text)
        return text, True

    monkeypatch.setattr("quadace_gui.views.panels.induction.QInputDialog.getText", every_level)
    click(qtbot, panel.exportButton)
    qtbot.waitUntil(panel.exportButton.isEnabled, timeout=30000)  # written a piece at a time
    last = int(window.model.table.distance.max())
    assert offered == [f"0-{last}"]  # every level offered
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files == [f"level-{k}.png" for k in range(last + 1)]
    pictures = [(tmp_path / name).read_bytes() for name in files]
    assert all(p.startswith(b"\x89PNG") for p in pictures)
    assert len(set(pictures)) == len(pictures)  # each level adds cells
    assert "Saved" in window.statusBar().currentMessage()


def test_an_exported_level_is_a_slide_that_explains_itself(qtbot, window, tmp_path, monkeypatch):
    """Each level's slide: the game and "step k of n" as its title, the level's count and rule under
    the legend, and at the last step the draws."""
    from quadace_gui.views.heatmap import OutcomeHeatmap

    window.model.newGame(solve(Rules(5)))
    panel = window.panels["inductionDock"]
    slides = []
    real = OutcomeHeatmap.exportPng

    def record(self, path, width=1920, title=None, notes=()):
        slides.append((title, list(notes)))
        real(self, path, width, title, notes)

    monkeypatch.setattr(OutcomeHeatmap, "exportPng", record)
    panel.exportLevels(tmp_path)
    report = levels(window.model.table)
    n = report.last + 1
    assert len(slides) == n
    for k, (title, notes) in enumerate(slides):
        assert title.startswith("QuadAce, ") and f"step {k + 1} of {n}: level {k}" in title.lower()
        assert f"{report.levels[k].count} position" in notes[0] and "so far" in notes[0]
        assert notes[1] == panel._rule(report.levels[k]) and notes[1].endswith(".")
    assert "draws" in slides[-1][1][-1]  # base 5 has draws, and the last slide says so
    panel.jumpTo(2)
    assert panel.titleLabel.text() == f"<b>Step 3 of {n}: level 2</b>"


def test_heatmap_induction_mode_alone_hides_labels_and_restores_the_image(qtbot):
    from quadace_gui.views.heatmap import OutcomeHeatmap
    from quadace_gui.views.heatmap.induction import UNDECIDED

    heatmap = OutcomeHeatmap()
    qtbot.addWidget(heatmap)
    table = solve(Rules(5))
    heatmap.setTable(table)
    normal = heatmap.image().copy()
    late = next(c for c in expected_cells(table, 99) if table.distance_of(*c) > 2)
    heatmap.setInductionLevel(2)
    assert set(heatmap.shownCells()) == expected_cells(table, 2)
    assert heatmap.colorAt(*late) == tuple(int(v) for v in UNDECIDED)
    assert heatmap.cellText(*late) == ""
    heatmap.setInductionLevel(None)
    assert np.array_equal(heatmap.image(), normal)
    assert heatmap.shownCellCount() == heatmap.cellShape()[0] * heatmap.cellShape()[1]


def test_a_choice_of_levels_is_exported(qtbot, window, tmp_path, monkeypatch, no_dialogs):
    window.model.newGame(solve(Rules(3)))
    panel = window.panels["inductionDock"]
    monkeypatch.setattr(
        "quadace_gui.views.panels.induction.QFileDialog.getExistingDirectory", lambda *a, **k: str(tmp_path)
    )
    answers = iter([("0, 2-3", True), ("2-99", True)])
    monkeypatch.setattr(
        "quadace_gui.views.panels.induction.QInputDialog.getText", lambda *a, **k: next(answers)
    )
    click(qtbot, panel.exportButton)
    qtbot.waitUntil(panel.exportButton.isEnabled, timeout=30000)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["level-0.png", "level-2.png", "level-3.png"]
    click(qtbot, panel.exportButton)  # a level that does not exist: a one-line message, nothing written
    assert len(list(tmp_path.iterdir())) == 3
    assert no_dialogs and no_dialogs[-1][0] == "warning" and "0-3, 5" in no_dialogs[-1][1]


def test_export_pngs_writes_the_same_slides_a_piece_at_a_time(qtbot, window, tmp_path, monkeypatch):
    """Issue 24: Export PNGs… writes the levels a piece at a time (drawing on the GUI thread, encoding
    in a worker), the status bar counting them; the pictures are those of the one-go export."""
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QFileDialog, QInputDialog

    window.model.newGame(solve(Rules(5)))
    panel = window.panels["inductionDock"]
    at_once, pieces = tmp_path / "at-once", tmp_path / "pieces"
    at_once.mkdir()
    pieces.mkdir()
    written = panel.exportLevels(at_once, [0, 3, 4])
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(pieces))
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("0, 3-4", True))
    notes: list[str] = []
    panel.ctx.hub.status.connect(lambda text, _ms: notes.append(text))
    click(qtbot, panel.exportButton)
    assert not panel.exportButton.isEnabled()  # one export at a time
    qtbot.waitUntil(lambda: panel.exportButton.isEnabled(), timeout=30000)
    assert sorted(p.name for p in pieces.iterdir()) == [p.name for p in written]
    for path in written:
        assert QImage(str(path)) == QImage(str(pieces / path.name)), path.name
    assert "Exporting the level pictures: 1 of 3\u2026" in notes
    assert notes[-1].startswith("Saved 3 picture") and notes[-1].endswith(str(pieces))


def test_a_failing_level_export_says_why_in_the_status_bar(qtbot, window, tmp_path):
    window.model.newGame(solve(Rules(4)))
    panel = window.panels["inductionDock"]
    notes: list[str] = []
    panel.ctx.hub.status.connect(lambda text, _ms: notes.append(text))
    job = panel.startExport(tmp_path / "missing-folder", [0, 1])
    qtbot.waitUntil(job.isDone, timeout=30000)
    assert notes[-1].startswith("Could not export: ") and "missing-folder" in notes[-1]
    assert panel.exportButton.isEnabled() and not (tmp_path / "missing-folder").exists()
