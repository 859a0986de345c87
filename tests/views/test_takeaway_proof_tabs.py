"""The Why? and Value history tabs of every take-away game in the one window (issue 19), used as a person
would: click the tab, click the board, click a proof line, click a point of the chart, Ctrl+H and Ctrl+R.
Parametrised over the registry: a new game is tested here by adding its line to PLUGINS."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication

from quadace_gui.app import install_translation
from quadace_gui.core.games.plugin import PLUGINS
from quadace_gui.core.games.protocol import LOSS, WIN
from quadace_gui.core.games.takeaway import make_game

from .take_clicks import click_a_move

TAKEAWAY_KEYS = sorted(key for key in PLUGINS if key != "quadace")
CTRL = Qt.KeyboardModifier.ControlModifier


def click_tab(qtbot, page, widget):
    bar = page.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(page.tabs.indexOf(widget)).center())
    assert page.tabs.currentWidget() is widget


def click_line(qtbot, panel, index):
    item = panel.lineItems()[index]
    panel.scrollArea.ensureWidgetVisible(panel.lines)
    rect = panel.lines.visualItemRect(item)
    qtbot.mouseClick(panel.lines.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def side(ply):
    return "A (甲)" if ply % 2 == 0 else "B (乙)"


def check_proof(page):
    """The claim and the lines say what the model's moves are worth, in the words of P/N-positions."""
    model, panel = page.model, page.whyPanel
    plugin, game = PLUGINS[model.game().key], model.game()
    me, them = side(model.ply), side(model.ply + 1)
    claim, lines = panel.claim.text(), [item.text() for item in panel.lineItems()]
    winning = [i for i in model.moveInfos() if i.value == WIN]
    if model.value() == WIN:
        assert claim.startswith(f"An N-position: {me} wins in ")
        assert f"a P-position, lost for {them}" in claim or "a move ends the game" in claim
        assert len(lines) == len(winning)  # the winning moves, each into a P-position
        shown = winning
    else:
        assert claim.startswith(f"A P-position: {me} loses in ")
        assert len(lines) == len(model.moveInfos())  # every move, each into an N-position
        shown = model.moveInfos()
    texts = {(plugin.format_position(game, i.after), i.value) for i in shown}
    for text in lines:
        found = re.match(r"^(.+?) leads to (.+?)(, a P-position|, an N-position| and ends the game)", text)
        assert found, text
        assert found.group(2) in {a for a, _ in texts}, (text, texts)
        if found.group(3) != " and ends the game":  # a move into a P-position wins, into an N loses
            assert found.group(3) == (", a P-position" if model.value() == WIN else ", an N-position")


@pytest.mark.parametrize("key", TAKEAWAY_KEYS)
def test_the_why_and_value_history_tabs_of_every_take_away_game(qtbot, window, never_block_on_questions, key):
    window.answers.setSwitchedOff(False)
    page = window.openTakeAway(PLUGINS[key].default())
    model = page.model
    click_tab(qtbot, page, page.whyPanel)
    check_proof(page)

    click_a_move(qtbot, page, last=True)  # a person takes a stone: the proof is now B's
    assert model.plyCount == 1
    check_proof(page)
    before = page.whyPanel.shownLines()[0]
    click_line(qtbot, page.whyPanel, 0)  # clicking a line plays its move
    assert model.plyCount == 2 and model.text() == before.after_text
    check_proof(page)

    click_tab(qtbot, page, page.valueHistory)
    chart = page.valueHistory
    xs, ys = chart.points.getData()
    assert list(xs) == [0, 1, 2] and list(chart.current.getData()[0]) == [2]
    for ply, y in enumerate(ys):  # above the line when A wins from there, below when B does
        value = model.value(model.heaps(ply))
        assert (y > 0) == ((value == WIN) == (ply % 2 == 0))
    assert list(chart.mistakeMarks.getData()[0]) == [p for p in (1, 2) if model.verdict(p).value == "mistake"]
    viewport = chart.plot.viewport()
    at = viewport.mapFrom(chart.plot, chart.pointAt(0).toPoint())
    with qtbot.waitSignal(model.currentChanged):
        qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=at)  # clicking a point goes there
    assert model.ply == 0 and model.plyCount == 2
    assert list(chart.current.getData()[0]) == [0] and list(chart.points.getData()[0]) == [0, 1, 2]

    qtbot.keyClick(window, Qt.Key.Key_H, CTRL)  # hide the answers: both tabs covered, nothing drawn
    assert page.answers.hidden()
    assert chart.cover.isCovering() and len(chart.points.getData()[0]) == 0
    click_tab(qtbot, page, page.whyPanel)
    assert page.whyPanel.cover.isCovering() and page.whyPanel.lineItems() == []
    assert page.whyPanel.claim.text() == ""
    qtbot.keyClick(window, Qt.Key.Key_R, CTRL)  # reveal this position
    assert not page.whyPanel.cover.isCovering() and page.whyPanel.lineItems()
    check_proof(page)
    qtbot.keyClick(window, Qt.Key.Key_H, CTRL)  # after Reveal: this position hidden again
    assert page.answers.hidden() and window.actionMap["hideAnswers"].isChecked()
    qtbot.keyClick(window, Qt.Key.Key_H, CTRL)  # then the switch off
    assert not window.answers.switchedOff()


def test_nim_345_is_won_by_the_one_move_into_the_p_position_145(qtbot, window, never_block_on_questions):
    page = window.openTakeAway(make_game("nim", heaps=(3, 4, 5)))
    click_tab(qtbot, page, page.whyPanel)
    proof = page.model.whyProof()
    d = proof.distance
    assert proof.kind == "won"
    assert page.whyPanel.claim.text() == (
        f"An N-position: A (甲) wins in {d} plies, because a move leads to a P-position, "
        f"lost for B (乙) in {d - 1} plies:"
    )
    assert [item.text() for item in page.whyPanel.lineItems()] == [
        f"1:2 leads to 1,4,5, a P-position, lost for B (乙) in {d - 1} plies: it wins. (fastest)"
    ]
    click_line(qtbot, page.whyPanel, 0)
    assert page.model.heaps() == (1, 4, 5)
    assert page.whyPanel.claim.text().startswith("A P-position: B (乙) loses in ")
    assert len(page.whyPanel.lineItems()) == 1 + 4 + 5
    assert all(", an N-position, won for A (甲) in " in item.text() for item in page.whyPanel.lineItems())
    assert page.model.value() == LOSS


def test_the_tabs_are_retranslated(qtbot, window, never_block_on_questions):
    page = window.openTakeAway(make_game("nim", heaps=(3, 4, 5)))
    click_tab(qtbot, page, page.whyPanel)
    assert page.whyPanel.claim.text().startswith("An N-position")
    try:
        assert install_translation(QApplication.instance(), "zh_CN")  # the language changes under the page
        qtbot.waitUntil(lambda: "为什么？" in [page.tabs.tabText(i) for i in range(page.tabs.count())])
        assert "局面值变化" in [page.tabs.tabText(i) for i in range(page.tabs.count())]
        assert "N 局面" in page.whyPanel.claim.text() and "甲" in page.whyPanel.claim.text()
        assert "P 局面" in page.whyPanel.lineItems()[0].text()
        assert (
            page.valueHistory.caption.text()
            == QCoreApplication.translate(
                "ValueHistoryPanel", "Plies left to right · × mistake · ○ current ply"
            )
            != "Plies left to right · × mistake · ○ current ply"
        )
    finally:
        install_translation(QApplication.instance(), "en")
    qtbot.waitUntil(lambda: page.whyPanel.claim.text().startswith("An N-position"))


def test_pointing_at_a_proof_line_says_its_move_in_the_status_bar(qtbot, window, never_block_on_questions):
    page = window.openTakeAway(make_game("nim", heaps=(3, 4, 5)))
    click_tab(qtbot, page, page.whyPanel)
    item = page.whyPanel.lineItems()[0]
    rect = page.whyPanel.lines.visualItemRect(item)
    qtbot.mouseMove(page.whyPanel.lines.viewport(), rect.center())
    page.whyPanel.lines.itemEntered.emit(item)  # (offscreen, a mouse move alone enters no item)
    qtbot.waitUntil(lambda: "1:2" in window.statusBar().currentMessage())
    assert "1,4,5" in window.statusBar().currentMessage()


#: The games and languages the quick run keeps (the others go to ``make slow``).
QUICK_TABS = {("wythoff", "en"), ("bash", "zh_CN")}


@pytest.mark.parametrize(
    ("key", "language"),
    [
        pytest.param(k, lang, marks=() if (k, lang) in QUICK_TABS else pytest.mark.slow)
        for k in TAKEAWAY_KEYS
        for lang in ("en", "zh_CN")
    ],
)
def test_the_tabs_are_readable_in_presentation_at_1280x720(
    qtbot, window, never_block_on_questions, key, language
):
    from quadace_gui.views.presentation import MIN_TEXT_PX

    from .readable import problems

    assert install_translation(QApplication.instance(), language)
    try:
        page = window.openTakeAway(PLUGINS[key].default())
        click_a_move(qtbot, page, last=True)  # a mistake or not, a line on the chart and a proof for B
        qtbot.keyClick(window, Qt.Key.Key_F11)
        window.setGeometry(0, 0, 1280, 720)
        qtbot.waitUntil(lambda: window.size().width() == 1280 and window.size().height() == 720)
        assert window.presentation.isActive()
        for panel in (page.whyPanel, page.valueHistory):
            click_tab(qtbot, page, panel)
            QApplication.processEvents()
            assert panel.isVisible() and problems(window, MIN_TEXT_PX) == []
        assert page.valueHistory.textLinePx() >= MIN_TEXT_PX  # the chart's axis labels grew too
        assert len(page.valueHistory.points.getData()[0]) == 2
        qtbot.keyClick(window, Qt.Key.Key_Escape)
    finally:
        install_translation(QApplication.instance(), "en")


def test_behind_another_tab_the_proof_waits_until_its_tab_is_clicked(qtbot, window, never_block_on_questions):
    page = window.openTakeAway(make_game("nim", heaps=(3, 4, 5)))
    click_tab(qtbot, page, page.whyPanel)
    start = [item.text() for item in page.whyPanel.lineItems()]
    click_tab(qtbot, page, page.moveList)
    click_a_move(qtbot, page, last=True)
    assert [item.text() for item in page.whyPanel.lineItems()] == start  # not proved again behind the tab
    click_tab(qtbot, page, page.whyPanel)
    assert page.whyPanel.claim.text().startswith("An N-position: B (乙) wins")
    assert [line.after_text for line in page.whyPanel.shownLines()] == [
        line.after_text for line in page.model.whyProof().shown
    ]
