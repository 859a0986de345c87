"""The scorecard of every take-away game in the one window: a person plays against the perfect
computer by clicking the board, makes a mistake, and when the game ends the same scorecard dialog as
QuadAce's judges the person's moves; "Retry from your first mistake" goes back before it. Parametrised
over the registry: a new game is tested here by adding its registry line."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from quadace_gui.core.games.plugin import PLUGINS
from quadace_gui.core.games.protocol import LOSS, WIN
from quadace_gui.core.games.takeaway import make_game
from quadace_gui.core.position import Side
from quadace_gui.models.match import BEST, KEPT, MISTAKE
from quadace_gui.views.scorecard import ScorecardDialog

TAKEAWAY_KEYS = sorted(key for key in PLUGINS if key != "quadace")


def click_move(qtbot, page, move):
    """Play ``move`` by clicking the board as a person does (Wythoff's move on both heaps with the
    "Both heaps" box ticked)."""
    heaps = page.model.heaps()
    heap = next(i for i, a in enumerate(move.amounts) if a)
    taken = move.amounts[heap]
    page.bothBox.setChecked(sum(map(bool, move.amounts)) > 1)
    if page.boards.currentWidget() is page.strip:
        said = page.model.game().counted(heaps)
        cell = page.strip.cellRect(said + taken).center().toPoint()
        qtbot.mouseClick(page.strip, Qt.MouseButton.LeftButton, pos=cell)
    else:
        point = page.board.stoneCenter(heap, heaps[heap] - taken).toPoint()
        qtbot.mouseMove(page.board, point)
        qtbot.mouseClick(page.board, Qt.MouseButton.LeftButton, pos=point)


def one_heap_moves(page, value):
    return [
        i.move for i in page.model.moveInfos() if i.value == value and sum(map(bool, i.move.amounts)) == 1
    ]


def seat(page, side, kind):
    box = page.seatBoxes[side]
    box.setCurrentIndex(box.findData(kind))
    box.activated.emit(box.currentIndex())


def play_with_one_mistake(qtbot, window, key):
    """The person takes the side that can win from the start position's turn on, throws the win away
    at once, then plays on until the perfect computer wins; returns (page, the person's side, the ply
    of the mistake)."""
    window.answers.setSwitchedOff(False)
    page = window.openTakeAway(make_game(key))
    page.match.setAnimationMs(0)
    m = page.model
    person = "A" if m.value() == WIN else "B"
    seat(page, "B" if person == "A" else "A", "perfect")
    qtbot.waitUntil(lambda: m.sideToMove() == person)  # (a computer at A has opened the game)
    mistake = m.ply + 1
    assert m.value() == WIN
    click_move(qtbot, page, one_heap_moves(page, LOSS)[0])  # the win thrown away
    assert m.ply == mistake and m.verdict(mistake).value == "mistake"
    while not m.position().is_over:
        qtbot.waitUntil(lambda: m.position().is_over or m.sideToMove() == person, timeout=5000)
        if not m.position().is_over:
            moves = one_heap_moves(page, LOSS) or one_heap_moves(page, WIN)
            click_move(qtbot, page, moves[0])
    return page, person, mistake


@pytest.mark.parametrize("key", TAKEAWAY_KEYS)
def test_a_game_against_the_computer_ends_with_the_scorecard(qtbot, window, never_block_on_questions, key):
    page, person, mistake = play_with_one_mistake(qtbot, window, key)
    qtbot.waitUntil(lambda: page.scorecard is not None and page.scorecard.isVisible())
    dialog = page.scorecard
    assert isinstance(dialog, ScorecardDialog)
    m = page.model
    side = Side(person)
    expected = {BEST: 0, KEPT: 0, MISTAKE: 0}
    for ply in range(1, m.ply + 1):
        if m.sideToMove(ply - 1) == person:
            verdict = m.verdict(ply).value
            expected[MISTAKE if verdict == "mistake" else BEST if verdict == "best" else KEPT] += 1
    assert dialog.counts(side) == expected and expected[MISTAKE] >= 1
    assert list(dialog.trees) == [side]  # only the person's moves are scored
    assert dialog.card.winner is not side
    assert (
        dialog.resultLabel.text().endswith(("ply.", "plies.")) and "wins after" in dialog.resultLabel.text()
    )
    mistakes = dialog.trees[side].topLevelItem(2)
    assert mistakes.child(0).text(0).startswith(f"ply {mistake}: ") and "(win → loss)" in mistakes.child(
        0
    ).text(0)

    qtbot.mouseClick(dialog.retryButton, Qt.MouseButton.LeftButton)  # Retry from your first mistake
    assert not dialog.isVisible() and m.ply == mistake - 1 and m.value() == WIN
    winning = next(i.move for i in m.moveInfos() if i.value == WIN)
    click_move(qtbot, page, winning)  # the winning move this time
    assert m.plyCount == mistake and m.verdict(mistake).value != "mistake"  # the rest was replaced
    qtbot.waitUntil(lambda: m.plyCount == mistake + 1 or m.position().is_over)  # the computer answers


def test_ctrl_m_shows_the_scorecard_again_at_the_end(qtbot, window, never_block_on_questions):
    page, _person, _mistake = play_with_one_mistake(qtbot, window, "subtraction")
    qtbot.waitUntil(lambda: page.scorecard is not None and page.scorecard.isVisible())
    page.scorecard.close()
    window.actionMap["players"].trigger()
    assert page.scorecard.isVisible()


def test_no_scorecard_without_a_computer(qtbot, window, never_block_on_questions):
    page = window.openTakeAway(make_game("subtraction", heaps=(5,)))
    while not page.model.position().is_over:
        click_move(qtbot, page, page.model.moveInfos()[0].move)
    assert page.scorecard is None


def test_the_scorecard_speaks_chinese(qtbot, window):
    """Its texts are collected for translation (a context lupdate can read) and translated."""
    from quadace_gui.core.games.takeaway import MoveVerdict
    from quadace_gui.models.match import MatchSetup, Scorecard, ScoredMove
    from quadace_gui.views.scorecard import category_title, move_row, result_text

    window.settings.setValue("language", "zh_CN")
    try:
        qtbot.waitUntil(lambda: category_title(MISTAKE, 1) == "失误：1")
        move = ScoredMove.of(1, Side.A, "1:1", MoveVerdict.MISTAKE)
        assert move.category == MISTAKE and move_row(move) == "第 1 步：1:1 (胜 → 负)"
        assert result_text(Scorecard(Side.B, "won", 12, MatchSetup(), (move,))) == "乙（B） 在 12 步后获胜。"
    finally:
        window.settings.setValue("language", "en")  # never leave Chinese to the next test of this worker


def _line_px(widget):
    from PySide6.QtGui import QFontMetrics

    return QFontMetrics(widget.font()).height()


def test_the_scorecard_shows_its_title_and_follows_the_text_size(qtbot, window):
    """Audit item 15: no title (a full-screen window shows none) and about 13 px text on a projector."""
    from PySide6.QtWidgets import QApplication

    from quadace_gui.core.games.takeaway import MoveVerdict
    from quadace_gui.models.match import MatchSetup, Scorecard, ScoredMove
    from quadace_gui.models.settings import TEXT_SCALE
    from quadace_gui.views.presentation import MIN_TEXT_PX

    move = ScoredMove.of(1, Side.A, "1:1", MoveVerdict.MISTAKE)
    card = Scorecard(Side.B, "won", 12, MatchSetup(), (move,))

    def shown():
        dialog = ScorecardDialog(card, window)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        return dialog

    normal = shown()
    assert normal.titleLabel.isVisible() and normal.titleLabel.text() == normal.windowTitle() == "Match over"
    assert _line_px(normal.titleLabel) > _line_px(normal.resultLabel)
    names = ("resultLabel", "titleLabel", "retryButton")
    before = {name: _line_px(getattr(normal, name)) for name in names}
    tree = _line_px(normal.trees[Side.A])
    window.settings.set(TEXT_SCALE, 200)
    try:
        QApplication.processEvents()
        large = shown()
        for name in names:
            assert _line_px(getattr(large, name)) >= 1.7 * before[name] - 1, name
        assert _line_px(large.trees[Side.A]) >= 1.7 * tree - 1
    finally:
        window.settings.set(TEXT_SCALE, 100)
    window.presentation.enter()
    try:
        QApplication.processEvents()
        presented = shown()
        for widget in (presented.resultLabel, presented.trees[Side.A], presented.retryButton):
            assert _line_px(widget) >= MIN_TEXT_PX
    finally:
        window.presentation.leave()
