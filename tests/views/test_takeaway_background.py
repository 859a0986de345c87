"""A large take-away game is solved in a worker thread when started: the window keeps answering, its
take-away page shows the game once it is solved, and Cancel keeps the game it had. ``window`` here is
the take-away page of the main window."""

from __future__ import annotations

import pytest

from quadace_gui.core.games.takeaway import make_game
from quadace_gui.models.settings import Settings
from quadace_gui.views.main_window import MainWindow
from quadace_gui.views.takeaway_page import solved_in_background


@pytest.fixture
def window(qtbot):
    settings = Settings()
    settings.setValue("animationMs", 0)
    main = MainWindow(settings=settings)
    qtbot.addWidget(main)
    main.show()
    qtbot.waitExposed(main)
    return main.openTakeAway(make_game("nim", heaps=(3, 4, 5)))


def test_a_large_game_is_solved_in_the_worker_then_shown(qtbot, window):
    game = make_game("nim", heaps=(30, 30, 30))  # 29,791 positions
    assert solved_in_background(game)
    window.startGame(game)
    assert window.isSolving() and window.model.game() != game  # not yet: the worker solves it
    qtbot.waitUntil(lambda: window.model.game() == game, timeout=60_000)
    assert not window.isSolving()
    assert window.model.heaps() == (30, 30, 30) and window.model.table().game == game
    assert window.model.bestMove() is not None
    window.startGame(game)  # solved once: started at once the second time
    assert window.model.game() == game and not window.isSolving()


def test_cancel_keeps_the_game_it_had(qtbot, window):
    before = window.model.game()
    game = make_game("nim", heaps=(60, 60, 60))  # 226,981 positions: cancelled long before it is solved
    window.startGame(game)
    assert window.isSolving()
    job = window._job
    job.cancel()
    qtbot.waitUntil(lambda: not window.isSolving(), timeout=60_000)
    assert window.model.game() == before


def test_a_small_game_starts_at_once(window):
    game = make_game("bash", target=30, most=2)
    assert not solved_in_background(game)
    window.startGame(game)
    assert window.model.game() == game and not window.isSolving()


def test_the_window_opens_a_large_game_on_its_page_once_solved(qtbot, window):
    main = window.window()
    game = make_game("nim", heaps=(30, 30, 29))
    main.showQuadAce()
    page = main.openTakeAway(game)
    assert page is window and main.gameStack.currentWidget() is page and page.isSolving()
    qtbot.waitUntil(lambda: page.model.game() == game, timeout=60_000)
    assert page.model.heaps() == (30, 30, 29)
