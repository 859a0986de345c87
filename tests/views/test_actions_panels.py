"""The window's actions come from one table and its docks from one panel registry."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QDockWidget, QLabel

from quadace_gui.core.position import Move
from quadace_gui.models.game_model import GameModel
from quadace_gui.models.settings import Settings
from quadace_gui.views import panels
from quadace_gui.views.actions import ACTIONS
from quadace_gui.views.main_window import MainWindow


@pytest.fixture(autouse=True)
def _never_block(never_block_on_questions):
    """Every test here answers "Discard" to a question box."""


def test_redo_works_with_both_of_its_keys_and_is_never_ambiguous(qtbot, window, qtlog):
    window.model.playMove(Move(1, 1))
    window.model.playMove(Move(1, 2))
    window.activateWindow()
    ctrl, shift = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(window, Qt.Key.Key_Z, ctrl)
    qtbot.keyClick(window, Qt.Key.Key_Z, ctrl)
    assert window.model.plyCount == 0
    qtbot.keyClick(window, Qt.Key.Key_Y, ctrl)
    assert window.model.plyCount == 1 and window.model.position().text == "1,2/1,1:B"
    qtbot.keyClick(window, Qt.Key.Key_Z, ctrl | shift)
    assert window.model.plyCount == 2 and window.model.position().text == "1,2/1,3:A"
    assert not [r for r in qtlog.records if "Ambiguous" in r.message]


def test_every_shortcut_is_defined_once(window):
    keys = Counter(
        QKeySequence(s).toString() for action in window.actionMap.values() for s in action.shortcuts()
    )
    assert [k for k, n in keys.items() if n > 1] == []
    redo = [s.toString() for s in window.actionMap["redo"].shortcuts()]
    assert redo == ["Ctrl+Y", "Ctrl+Shift+Z"]
    assert "<b>Ctrl+Y, Ctrl+Shift+Z</b></td><td>Redo" in window.shortcutsHtml()


def test_every_table_row_is_an_action_in_its_menu(window):
    for spec in ACTIONS:
        action = window.actionMap[spec.name]
        assert action.text(), spec.name
        if spec.menu:
            assert action in window.actionSet.menus[spec.menu].actions(), spec.name


def test_every_registered_panel_has_a_dock_and_a_view_toggle(window):
    view_actions = window.viewMenu.actions()
    for spec in panels.PANELS:
        dock = window.findChild(QDockWidget, spec.name)
        assert dock is not None and dock.widget().widget() is window.panels[spec.name]  # (scrolled)
        assert dock.toggleViewAction() in view_actions
        assert dock.windowTitle()


def test_a_new_panel_is_one_registry_line(qtbot, monkeypatch):
    """A panel subscribes to the model and retranslates itself; the window only lists it."""

    class PlyPanel(QLabel):
        def __init__(self, ctx, parent):
            super().__init__(parent)
            ctx.model.currentChanged.connect(lambda _m: self.setText(str(ctx.model.ply)))

    spec = panels.PanelSpec(
        "plyDock", "Ply", Qt.DockWidgetArea.BottomDockWidgetArea, lambda ctx, parent: PlyPanel(ctx, parent), 0
    )
    monkeypatch.setattr("quadace_gui.views.main_window.PANELS", (*panels.PANELS, spec))
    w = MainWindow(GameModel(), Settings())
    qtbot.addWidget(w)
    w.model.playMove(Move(1, 1))
    assert w.panels["plyDock"].text() == "1"
    assert w.docks["plyDock"].toggleViewAction() in w.viewMenu.actions()
    w.model.undoStack.setClean()


def test_panels_retranslate_themselves(qtbot, window):
    """A LanguageChange sent to a panel alone (not through the window) changes its texts."""
    from quadace_gui.app import install_translation

    app = QApplication.instance()
    moves, move_list = window.movesPanel, window.moveList
    install_translation(app, "zh_CN")
    try:
        for panel in (moves, move_list):
            QApplication.sendEvent(panel, QEvent(QEvent.Type.LanguageChange))
        assert any("\u4e00" <= ch <= "\u9fff" for ch in moves.bestButton.text())
        assert any("\u4e00" <= ch <= "\u9fff" for ch in move_list.buttons["first"].toolTip())
    finally:
        install_translation(app, "en")
    qtbot.waitUntil(lambda: moves.bestButton.text() == "Best move")


def test_panels_follow_the_palette_setting_themselves(window):
    from quadace_gui.core.position import Position

    window.model.jumpTo(Position.parse("1136"))
    window.model.playMove(Move(1, 6))  # a loss: coloured differently in the two palettes
    model = window.moveList.model

    def colour() -> str:
        return str(model.index(0, 4).data(Qt.ItemDataRole.ForegroundRole).color().name())

    window.settings.setValue("palette", "colorblind")
    before = colour()
    window.settings.setValue("palette", "classic")
    assert colour() != before
    assert window.movesPanel.palette_name == window.settings.value("palette")


def test_the_layers_hold():
    """The window does not import the app; the move list model imports no view."""
    from pathlib import Path

    import quadace_gui

    root = Path(quadace_gui.__file__).parent
    window_source = (root / "views" / "main_window.py").read_text(encoding="utf-8")
    assert "quadace_gui.app" not in window_source and "from ..app" not in window_source
    for model in ("move_list_model.py", "session.py", "autosave.py"):
        source = (root / "models" / model).read_text(encoding="utf-8")
        assert "views" not in source.replace("view side", ""), model
