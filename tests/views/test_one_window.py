"""One window for every game (issue 19): ``quadace_gui`` has one QMainWindow subclass, and every take-away
game of the registry is played in it with the window's own keys, as a person would."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QMainWindow

import quadace_gui
from quadace_gui.core.games.plugin import PLUGINS
from quadace_gui.views.dialogs import NewGameDialog
from quadace_gui.views.game_texts import game_title

from .take_clicks import click_a_move

#: Every take-away game of the registry: a new game is tested here by adding its registry line.
TAKEAWAY_KEYS = sorted(key for key in PLUGINS if key != "quadace")
CTRL = Qt.KeyboardModifier.ControlModifier


def test_quadace_gui_defines_exactly_one_main_window_class():
    found = set()
    for info in pkgutil.walk_packages(quadace_gui.__path__, "quadace_gui."):
        if info.name.endswith("__main__"):
            continue  # running it would start the app
        module = importlib.import_module(info.name)
        for _name, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ == module.__name__ and issubclass(cls, QMainWindow):
                found.add(f"{cls.__module__}.{cls.__qualname__}")
    assert found == {"quadace_gui.views.main_window.MainWindow"}


def _choose(monkeypatch, key):
    def exec_(dialog):
        dialog.gameBox.setCurrentIndex(dialog.gameBox.findData(key))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", exec_)


def _map_colours(page):
    return {tuple(c) for c in page.heatmap.image().reshape(-1, 4)}


@pytest.mark.parametrize("key", TAKEAWAY_KEYS)
def test_every_take_away_game_plays_in_the_one_window(
    qtbot, window, never_block_on_questions, monkeypatch, tmp_path, key
):
    window.answers.setSwitchedOff(False)
    docks = {name for name, dock in window.docks.items() if dock.isVisible()}
    assert docks  # QuadAce shows its panels
    _choose(monkeypatch, key)
    window.actionMap["new"].trigger()  # Ctrl+N: the New Game dialog on this game
    page = window.madePage()
    assert page.model.game().key == key and window.gameStack.currentWidget() is page
    assert not any(dock.isVisible() for dock in window.docks.values())
    title = game_title(page.model.game())
    assert window.windowTitle() == f"{title}[*] — QuadAce"  # the title names the game
    assert title in window.rulesHtml()  # F1: the rules of the game shown
    assert not window.actionMap["flip"].isEnabled() and window.actionMap["new"].isEnabled()
    start = page.model.heaps()

    click_a_move(qtbot, page)  # a move, by clicking the board
    assert page.model.plyCount == 1 and page.model.heaps() != start
    assert window.actionMap["undo"].isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)  # Undo
    assert page.model.heaps() == start and page.model.ply == 0

    qtbot.keyClick(window, Qt.Key.Key_H, CTRL)  # Hide answers: the map and the rule show nothing
    assert page.answers.hidden() and window.actionMap["hideAnswers"].isChecked()
    assert len(_map_colours(page)) == 1 and page.ruleTab.currentWidget() is page.ruleHidden
    assert window.actionMap["reveal"].isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_R, CTRL)  # Reveal (this position)
    assert not page.answers.hidden() and len(_map_colours(page)) > 1
    assert page.ruleTab.currentWidget() is page.rulePanel

    best = page.model.bestMove()
    qtbot.keyClick(window, Qt.Key.Key_Space)  # the best move
    assert page.model.plyCount == 1 and page.model.heaps() == best.after
    qtbot.keyClick(window, Qt.Key.Key_H, CTRL)  # the answers switch back on
    assert not window.answers.switchedOff() and not page.answers.hidden()

    qtbot.keyClick(window, Qt.Key.Key_F11)  # presentation: the page fills the screen, no QuadAce dock
    assert window.presentation.isActive() and page.isVisible() and page.heatmap.isVisible()
    assert not any(dock.isVisible() for dock in window.docks.values())
    board_side, map_side = page.splitter.sizes()
    assert map_side >= 0.9 * board_side  # the map's side about as large as the board's
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.presentation.isActive() and window.menuBar().isVisible()
    assert not any(dock.isVisible() for dock in window.docks.values())

    path = tmp_path / f"{key}.quadace.json"
    assert window.saveGame(path)  # Ctrl+S (to a path: no file dialog)
    assert f'"game": "{key}"' in path.read_text(encoding="utf-8") and not window.isWindowModified()
    saved, record = page.model.heaps(), page.model.record()
    click_a_move(qtbot, page)
    assert page.model.heaps() != saved
    assert window.openGame(path)  # Ctrl+O: the unsaved move is discarded (the question answered)
    # The game saved, its tree whole: the move undone before Space is its main line, the best move a
    # variation (as in QuadAce); it opens at the end of the main line.
    assert page.model.record() == record and page.model.plyCount == 1
    assert saved in [node.position.heaps for node in page.model.gameTree().root.children]
    assert page.path() == path and path.name in window.windowTitle()

    _choose(monkeypatch, "quadace")
    window.actionMap["new"].trigger()  # back to QuadAce: its docks as they were
    assert window.gameStack.currentWidget() is window.quadaceArea
    qtbot.waitUntil(lambda: {n for n, d in window.docks.items() if d.isVisible()} == docks)
    assert window.actionMap["flip"].isEnabled()


def test_switching_games_in_presentation_mode_keeps_each_games_layout(
    qtbot, window, never_block_on_questions
):
    """A lesson in presentation mode goes from QuadAce to 抢30 and back: the take-away page shows no
    QuadAce dock, QuadAce gets its presentation panels back, and leaving gives the window's docks back."""
    from quadace_gui.core.games.takeaway import make_game

    docks = {name for name, dock in window.docks.items() if dock.isVisible()}
    qtbot.keyClick(window, Qt.Key.Key_F11)
    assert window.presentation.isActive()
    shown = {name for name, dock in window.docks.items() if dock.isVisible()}
    page = window.openTakeAway(make_game("bash", target=30, most=2))
    assert window.presentation.isActive() and page.isVisible()
    assert not any(dock.isVisible() for dock in window.docks.values())
    window.showQuadAce()
    qtbot.waitUntil(lambda: {n for n, d in window.docks.items() if d.isVisible()} == shown)
    window.openTakeAway(make_game("nim", heaps=(3, 4, 5)))
    qtbot.keyClick(window, Qt.Key.Key_Escape)  # left on the take-away page: still no QuadAce dock
    assert not window.presentation.isActive()
    assert not any(dock.isVisible() for dock in window.docks.values())
    window.showQuadAce()
    qtbot.waitUntil(lambda: {n for n, d in window.docks.items() if d.isVisible()} == docks)


def test_a_new_game_asks_before_dropping_the_take_away_moves(qtbot, window, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from quadace_gui.core.games.takeaway import make_game

    page = window.openTakeAway(make_game("nim", heaps=(3, 4, 5)))
    click_a_move(qtbot, page)
    assert window.isWindowModified()
    asked = []

    def cancel(*args, **kwargs):
        asked.append(args[2])
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "question", cancel)
    _choose(monkeypatch, "wythoff")
    window.actionMap["new"].trigger()
    assert len(asked) == 1 and page.model.heaps() == (2, 4, 5)  # Cancel: the game stays
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    window.actionMap["new"].trigger()
    assert page.model.game().key == "wythoff" and not window.isWindowModified()


def test_the_quadace_docks_keep_their_room_after_a_take_away_game(qtbot, window):
    """The take-away page is wider than the board at least: hidden in the stack, it had kept QuadAce's
    docks at half their width after switching back (the map a thumbnail, every tab title cut)."""
    from quadace_gui.core.games.takeaway import make_game

    window.resize(1280, 720)
    qtbot.waitUntil(lambda: window.width() == 1280)
    before = window.heatmapDock.width()
    window.openTakeAway(make_game("nim", heaps=(3, 4, 5)))
    window.showQuadAce()
    qtbot.waitUntil(lambda: window.heatmapDock.isVisible())
    assert window.gameStack.minimumSizeHint().width() < window.madePage().minimumSizeHint().width()
    qtbot.waitUntil(lambda: abs(window.heatmapDock.width() - before) <= 2)


@pytest.mark.parametrize(
    "key", [pytest.param(k, marks=() if k == "nim" else pytest.mark.slow) for k in TAKEAWAY_KEYS]
)
def test_l_cycles_the_presentation_layouts_of_a_take_away_game(
    qtbot, window, never_block_on_questions, monkeypatch, key
):
    """F11 then L: the board, map and tabs; the map alone; the board and the map; Esc gives all back."""
    _choose(monkeypatch, key)
    window.actionMap["new"].trigger()
    page = window.madePage()
    board_side, tabs, heatmap = page.boardSide, page.tabs, page.heatmap
    assert window.actionMap["presentationLayout"].isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    assert window.presentation.layout() == "panel"
    assert board_side.isVisible() and tabs.isVisible() and heatmap.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_L)
    assert window.presentation.layout() == "map"
    # the map alone for every game (a one-heap game's strip too: the board over it is the next layout)
    assert not board_side.isVisible() and not tabs.isVisible() and heatmap.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_L)
    assert window.presentation.layout() == "boardMap"
    assert board_side.isVisible() and not tabs.isVisible() and heatmap.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.presentation.isActive()
    assert board_side.isVisible() and tabs.isVisible() and heatmap.isVisible()
