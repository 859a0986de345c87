"""The window under every rule variant: three hands, the equal goal (0 is live), misère results, the
rules text and the notes that name the rule set, and a file error that names the file once."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from quadace_gui.core.position import Move, Position
from quadace_gui.core.rules import Rules
from quadace_gui.core.solver import WIN, solve
from quadace_gui.texts import rules_name, solved_text


@pytest.fixture(autouse=True)
def _never_block(never_block_on_questions):
    """Every test here answers "Discard" to a question box."""


def _hands_after(window) -> list[str]:
    return [item.text(2) for item in window.movesPanel.moveItems()]


def test_three_hands_show_every_hand_in_the_moves_panel_and_the_move_list(qtbot, window):
    window.model.newGame(solve(Rules(hands=3)))
    assert _hands_after(window) == ["1 1 2"]  # 1+1 from 1,1,1
    for _ in range(5):
        qtbot.keyClick(window, Qt.Key.Key_Space)
    assert window.model.ply == 5
    model = window.moveList.model
    for ply in range(1, 6):
        mover = window.model.position(ply - 1).to_move
        expected = " ".join(map(str, window.model.position(ply).hands(mover)))
        assert len(expected.split()) == 3
        assert model.index(ply - 1, 3).data() == expected
    position = window.model.position()
    for item, info in zip(window.movesPanel.moveItems(), window.model.moveInfos(), strict=True):
        assert item.text(2) == " ".join(map(str, info.after.hands(position.to_move)))
    assert position.text in window.positionLabel.text()


def test_one_hand_shows_one_number(window):
    window.model.newGame(solve(Rules(hands=1)))
    assert _hands_after(window) == ["2"]
    window.model.playMove(Move(1, 1))
    assert window.moveList.model.index(0, 3).data() == "2"


def test_equal_hands_zero_is_a_live_number_in_the_panels(window):
    rules = Rules(goal="equal")
    window.model.newGame(solve(rules))
    window.model.jumpTo(Position.parse("0,3/1,2:A", rules))
    moves = {item.text(0): item.text(2) for item in window.movesPanel.moveItems()}
    assert moves["0+1"] == "1 3" and moves["0+2"] == "2 3"  # 0 is picked and added like any number
    assert moves["3+1"] == "0 4"
    window.model.playMove(Move(0, 2))
    assert window.moveList.model.index(0, 3).data() == "2 3"


def test_misere_finished_positions_are_won_by_the_side_to_move(window):
    rules = Rules(goal="misere")
    window.model.newGame(solve(rules))
    window.model.jumpTo(Position.parse("0,5/1,5:A", rules))
    window.model.playMove(Move(5, 5))  # A retires every hand: under misère A loses
    position = window.model.position()
    assert position.is_over and window.model.positionInfo().value == WIN
    assert window.movesPanel.heading.text() == "Game over: B (乙) has won."
    assert "game over, B (乙) wins" in window.positionLabel.text()
    assert window.board.statusText() == "B (乙) wins!"
    assert window.moveList.model.index(0, 4).data() == "→ lost"  # for A, who played it
    described = window.heatmap.describeCell((1, 5), (0, 0))
    assert "won (game over) for the side to move" in described and "lost" not in described


def test_the_rules_text_says_how_the_rule_set_differs(window):
    standard = window.rulesHtml()
    assert "differs" not in standard
    for rules, words in (
        (Rules(hands=3), ["Each player has 3 hands"]),
        (Rules(op="mul", start_position="1,2/1,3:A"), ["(yours × theirs) mod 10", "starts from 1,2/1,3:A"]),
        (Rules(goal="misere"), ["first player to retire every hand loses"]),
        (Rules(goal="equal"), ["no hand ever retires", "same number on every hand", "starts from 1,2/1,2:A"]),
    ):
        window.model.newGame(solve(rules))
        text = window.rulesHtml()
        assert "How the game being played differs" in text
        rules_list, rest = standard.split("</ul>", 1)
        assert text.startswith(rules_list) and rest.split("<p><b>Rule set being played")[0] in text
        assert text.index("differs") < text.index("Reading the app")  # seen without scrolling
        for w in words:
            assert w in text, (rules, w)
    window.model.newGame(solve(Rules(hands=3, goal="misere")))
    text = window.rulesHtml()
    assert "3 hands" in text and "loses" in text and "×" not in text and "starts from" not in text


def test_the_solve_note_names_the_rule_set(qtbot, window):
    rules = Rules(base=7, hands=3, goal="misere")
    with qtbot.waitSignal(window.session.note, timeout=30000) as note:
        window.withTable(rules, lambda table: window.model.newGame(table))
    text = note.args[0]
    assert text.startswith(f"Solved {rules_name(rules)} in ") and "base 7" in text
    assert solved_text(Rules(), 0.02) == "Solved base 10 in 0.02 s."
    assert solved_text(Rules(12), 1.5) == "Solved base 12 in 1.50 s."


def test_a_file_error_names_the_file_once(window, no_dialogs, tmp_path):
    path = tmp_path / "binary.json"
    path.write_bytes(bytes(range(128, 256)) * 4)
    assert not window.loadFile(path)
    (kind, text, _format), *_ = no_dialogs
    assert kind == "critical" and text.count("binary.json") == 1 and "not a text file" in text
    bad = tmp_path / "moves.json"
    bad.write_text('{"format": "quadace-game", "version": 1, "rules": {"base": 10}, "moves": ["9+9"]}')
    assert not window.loadFile(bad)
    assert no_dialogs[-1][1].startswith("moves.json could not be opened: bad move 1")
