"""The game model: undoable edits, navigation, the move list model and autoplay."""

from __future__ import annotations

import pytest

from quadace_gui.core.errors import IllegalMoveError
from quadace_gui.core.position import Move, Position
from quadace_gui.core.rules import Rules
from quadace_gui.core.solver import DRAW, LOSS, solve
from quadace_gui.models.autoplay import AutoPlayer
from quadace_gui.models.game_model import GameModel
from quadace_gui.models.move_list_model import LEVEL_ROLE, MoveListModel


@pytest.fixture
def model(qtbot):
    return GameModel()


def play(model: GameModel, *moves: str) -> None:
    for m in moves:
        model.playMove(Move.parse(m))


def test_starts_at_the_standard_start(model):
    assert model.position() == Position.start()
    assert model.plyCount == 0 and model.ply == 0
    assert model.positionInfo().value == DRAW
    assert [i.move.text for i in model.moveInfos()] == ["1+1"]


def test_play_undo_redo_round_trip(model, qtbot):
    with qtbot.waitSignal(model.currentChanged) as blocker:
        play(model, "1+1")
    assert blocker.args == [Move(1, 1)]
    play(model, "1+2", "2+3")
    assert model.position().text == "1,5/1,3:B"
    assert model.undoStack.count() == 3
    model.undoStack.undo()
    assert model.position().text == "1,2/1,3:A" and model.plyCount == 2
    model.undoStack.undo()
    model.undoStack.undo()
    assert model.position() == Position.start() and model.plyCount == 0
    for _ in range(3):
        model.undoStack.redo()
    assert model.position().text == "1,5/1,3:B" and model.ply == 3


def test_illegal_move_is_refused_and_changes_nothing(model):
    with pytest.raises(IllegalMoveError):
        model.playMove(Move(5, 1))
    assert model.undoStack.count() == 0 and model.plyCount == 0


def test_navigation_is_not_an_edit(model):
    play(model, "1+1", "1+2", "2+3")
    model.undoStack.setClean()
    model.first()
    assert model.ply == 0 and model.undoStack.isClean()
    model.forward()
    assert model.ply == 1
    model.last()
    assert model.ply == 3
    model.back()
    assert model.position().text == "1,2/1,3:A"
    model.setPly(99)
    assert model.ply == 3


def test_playing_at_an_earlier_ply_starts_a_side_line_and_is_undoable(model):
    play(model, "1+1", "1+2", "2+3")
    model.setPly(1)
    play(model, "1+1")  # B: 1+1 from 1,2/1,1:B instead of 1+2
    assert model.plyCount == 2  # the current line is the side line
    assert model.record.moves == [Move(1, 1), Move(1, 1)]
    assert model.position().text == "1,2/1,2:A"
    assert model.record.tree_text == "1,1/1,1:A 1+1 1+2 (1+1) 2+3"  # the main line is kept
    model.setPly(1)
    model.undoStack.undo()
    assert model.plyCount == 3 and [m.text for m in model.record.moves] == ["1+1", "1+2", "2+3"]
    assert model.ply == 1 and model.record.tree_text == "1,1/1,1:A 1+1 1+2 2+3"


def test_jump_to_keeps_the_old_game_for_undo(model):
    play(model, "1+1", "1+2")
    model.jumpTo(Position.parse("1136"))
    assert model.position().text == "1,1/3,6:A" and model.plyCount == 0
    model.undoStack.undo()
    assert model.plyCount == 2 and model.position().text == "1,2/1,3:A"


def test_new_game_with_another_base_switches_table_and_back(model, qtbot):
    table7 = solve(Rules(7))
    with qtbot.waitSignal(model.tableChanged):
        model.newGame(table7)
    assert model.rules.base == 7 and model.table is table7
    model.undoStack.undo()
    assert model.rules.base == 10
    assert model.tableFor(Rules(7)) is table7


def test_verdicts_teach(model):
    model.jumpTo(Position.parse("1136"))
    play(model, "1+6")
    v = model.verdict(1)
    assert (v.kind, v.before, v.after) == ("draw_to_loss", DRAW, LOSS)
    model.undoStack.undo()
    play(model, "1+3")
    assert model.verdict(1).kind == "best"


def test_move_list_model_passes_qt_checks(model, qtmodeltester):
    lst = MoveListModel(model)
    play(model, "1+1", "1+2", "2+3")
    qtmodeltester.check(lst)
    assert lst.rowCount() == 3
    assert lst.index(2, 2).data() == "2+3"
    assert lst.index(2, 3).data() == "1 5"
    assert lst.index(0, 5).data() == "best"


def test_move_list_model_follows_undo(model):
    lst = MoveListModel(model)
    play(model, "1+1", "1+2")
    model.undoStack.undo()
    assert lst.rowCount() == 1


def test_move_list_model_rows_follow_every_kind_of_edit(model, qtmodeltester):
    """Rows are inserted and removed, not reset, as moves are played, undone, redone and replaced;
    Qt's model tester watches every signal on the way, and the rows always match the record."""
    lst = MoveListModel(model)
    qtmodeltester.check(lst)  # keeps watching the model's signals from here on
    resets = []
    lst.modelReset.connect(lambda: resets.append(True))

    def rows() -> list[str]:
        return [lst.index(r, 2).data() for r in range(lst.rowCount())]

    def moves() -> list[str]:
        return [m.text for m in model.record.moves]

    play(model, "1+1", "1+2", "2+3")
    assert rows() == moves() == ["1+1", "1+2", "2+3"]
    model.undoStack.undo()
    assert rows() == ["1+1", "1+2"]
    model.undoStack.redo()
    assert rows() == ["1+1", "1+2", "2+3"]
    model.setPly(1)
    play(model, "1+1")  # a side line instead of 1+2 at ply 2: one row, under 1+2
    assert moves() == ["1+1", "1+1"]
    assert rows() == ["1+1", "1+2", "↳ 1+1", "2+3"]
    assert [lst.index(r, 0).data(LEVEL_ROLE) for r in range(4)] == [0, 0, 1, 0]
    assert lst.index(2, 5).data() == model.moveCells(model.node(2)).verdict == lst.cells(2).verdict
    play(model, "2+2")  # the side line goes on, indented under its first move
    assert rows() == ["1+1", "1+2", "↳ 1+1", "\u20032+2", "2+3"]
    assert not resets
    model.undoStack.undo()
    model.undoStack.undo()
    assert rows() == ["1+1", "1+2", "2+3"] and not resets
    model.jumpTo(Position.parse("1136"))  # a new start: the rows are reset
    assert rows() == [] and resets


@pytest.mark.parametrize(
    "edit",
    [
        lambda m: m.undoStack.undo(),  # the only move taken back
        lambda m: m.newGame(),  # same base: the moves are removed, the start stays
        lambda m: (m.setPly(1), play(m, "1+1"), m.undoStack.undo()),  # a side line, then taken back
        lambda m: (m.setPly(1), play(m, "1+1"), m.deleteVariation(m.node())),  # a side line deleted
    ],
    ids=["undo", "new-game", "variation-and-undo", "variation-deleted"],
)
def test_move_list_model_survives_removals_watched_by_qt(model, qtmodeltester, edit):
    """Qt's tester reads the rows being removed before they go; the model must still have them then
    (it used to read them from the game, which had already dropped them: IndexError or a segfault)."""
    lst = MoveListModel(model)
    qtmodeltester.check(lst)  # from the empty list on, as in the window
    play(model, "1+1", "1+2")
    edit(model)
    assert [lst.index(r, 2).data() for r in range(lst.rowCount())] == [m.text for m in model.record.moves]
    assert lst.rowCount() == model.plyCount == len(model.record.tree_text.split()) - 1


def test_autoplay_stops_at_a_repetition_and_says_where(model, qtbot):
    auto = AutoPlayer(model)
    auto.setInterval(0)
    with qtbot.waitSignal(auto.finished, timeout=10000) as blocker:
        auto.start()
    assert not auto.running
    assert "repeats" in blocker.args[0]
    # the line of play really repeats a position, where the note says
    positions = model.record.positions
    assert positions[-1] in positions[:-1]
    first = positions.index(positions[-1])
    assert f"ply {first} repeats at ply {model.ply};" in blocker.args[0]


def test_autoplay_stops_when_the_game_ends(model, qtbot):
    model.jumpTo(Position.parse("0,1/0,9:A"))  # A plays 1+9 and retires the last hand
    auto = AutoPlayer(model)
    auto.setInterval(0)
    with qtbot.waitSignal(auto.finished, timeout=5000) as blocker:
        auto.start()
    assert model.position().is_over and "won" in blocker.args[0]


def test_file_name_survives_undo_and_redo_after_a_save(model, tmp_path):
    play(model, "1+1", "1+2")
    saved = tmp_path / "g.json"
    model.record.save(saved)
    model.markSaved(saved)
    model.undoStack.undo()
    assert model.path == saved and not model.undoStack.isClean()
    model.undoStack.redo()
    assert model.path == saved and model.undoStack.isClean()
    model.jumpTo(Position.parse("1136"))  # a jump keeps the name too
    model.undoStack.undo()
    assert model.path == saved


def test_undoing_open_brings_back_the_previous_file_name(model, tmp_path):
    first, second = tmp_path / "first.json", tmp_path / "second.json"
    model.markSaved(first)
    from quadace_gui.core.game import GameRecord

    model.loadGame(GameRecord(Position.start(), [Move(1, 1)]), second)
    assert model.path == second
    model.undoStack.undo()
    assert model.path == first
    model.newGame()
    assert model.path is None
    model.undoStack.undo()
    assert model.path == first


def test_unsaved_work_means_moves_or_a_saved_file(model, tmp_path):
    assert not model.hasUnsavedWork()
    model.jumpTo(Position.parse("1136"))
    assert not model.hasUnsavedWork()  # looking around the heatmap is not work to save
    play(model, "1+3")
    model.jumpTo(Position.parse("1137"))
    assert model.hasUnsavedWork()  # the move played before the jump would be lost
    model.markSaved(tmp_path / "g.json")
    assert not model.hasUnsavedWork()
    model.jumpTo(Position.parse("1136"))
    assert model.hasUnsavedWork()
    model.undoStack.undo()
    model.newGame()  # after a save: the moves are on disk, a fresh untitled game has none
    assert not model.hasUnsavedWork()


def test_autoplay_stops_when_the_user_acts(model):
    auto = AutoPlayer(model)
    auto.setInterval(60_000)  # only the first step plays by itself in this test
    for act in (model.undoStack.undo, model.back, lambda: play(model, model.moveInfos()[0].move.text)):
        auto.start()
        assert auto.running and model.plyCount >= 1
        act()
        assert not auto.running


def test_autoplay_refusing_to_start_says_it_is_not_running(model, qtbot):
    model.jumpTo(Position.parse("0,1/0,9:A"))
    model.playBest()  # the game is over
    auto = AutoPlayer(model)
    said: list[object] = []
    auto.runningChanged.connect(said.append)
    auto.finished.connect(said.append)
    auto.start()
    assert not auto.running
    assert said == [False, "The line has ended: A (甲) has won."]


def test_game_terms_and_their_deprecated_heatmap_names_agree(model):
    play(model, "1+1", "1+2")
    assert model.relativeHands() == ((1, 2), (1, 3))
    assert model.relativeHands(Position.parse("1136")) == ((1, 1), (3, 6))
    assert [p.text for p in model.pathPositions()] == ["1,1/1,1:A", "1,2/1,1:B", "1,2/1,3:A"]
    assert model.pathHands() == [((1, 1), (1, 1)), ((1, 1), (1, 2)), ((1, 2), (1, 3))]
    model.setPly(1)
    assert len(model.pathPositions()) == 2  # up to the current ply
    model.jumpToHands((1, 6), (3, 7))  # B to move stays B to move
    assert model.position().text == "3,7/1,6:B"
    model.undoStack.undo()
    model.jumpToHands((1, 6), (3, 7))
    assert model.position().text == "3,7/1,6:B"


def test_verdicts_come_from_the_game_model_and_are_remembered(model):
    model.jumpTo(Position.parse("1136"))
    play(model, "1+6")
    first = model.verdict(1)
    assert model.verdictOf(Position.parse("1136"), Move(1, 6)) is first
    assert first.kind == "draw_to_loss"


def test_earlier_ply_finds_the_first_repetition(model):
    for _ in range(50):  # the optimal line from the start goes round a cycle from ply 36
        model.playBest()
    positions = model.record.positions
    for ply in range(len(positions)):
        earlier = positions[:ply]
        expected = earlier.index(positions[ply]) if positions[ply] in earlier else None
        assert model.earlierPly(ply) == expected
    assert any(model.earlierPly(ply) is not None for ply in range(len(positions)))  # the line cycles
