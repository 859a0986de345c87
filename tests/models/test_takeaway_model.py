"""The take-away model: moves, values and verdicts from the solved table, the line, undo and redo."""

from __future__ import annotations

import pytest

from quadace_gui.core.errors import PositionError
from quadace_gui.core.games.protocol import LOSS, WIN
from quadace_gui.core.games.takeaway import TakeMove, make_game
from quadace_gui.models.answers import Answers
from quadace_gui.models.settings import ANSWERS_HIDDEN, Settings
from quadace_gui.models.takeaway_model import TakeAwayModel, TakePosition, TakeVerdict


def xor(heaps: tuple[int, ...]) -> int:
    out = 0
    for h in heaps:
        out ^= h
    return out


@pytest.fixture
def nim(qapp):
    return TakeAwayModel(make_game("nim", heaps=(12, 9, 6)))


def test_moves_carry_the_solved_values_best_first(nim):
    infos = nim.moveInfos()
    assert len(infos) == 12 + 9 + 6
    assert nim.value() == WIN and not nim.isP()
    # Bouton: the winning moves are exactly those to a zero xor, and they come first.
    winning = [i for i in infos if i.value == WIN]
    assert winning and all(xor(i.after) == 0 for i in winning)
    assert all(xor(i.after) != 0 for i in infos if i.value == LOSS)
    assert infos[0].value == WIN
    assert nim.bestMove() == infos[0]
    assert infos[0].distance == nim.distance() - 1


def test_play_undo_redo_and_verdicts(nim):
    best = nim.bestMove()
    nim.playBest()
    assert nim.heaps() == best.after and nim.ply == 1 and nim.plyCount == 1
    assert nim.verdict(1) is TakeVerdict.BEST
    assert nim.sideToMove() == "B" and nim.isP()
    nim.play(TakeMove((0, 0, 1)))  # every move from a P-position loses: the slowest is best
    assert nim.verdict(2) in (TakeVerdict.BEST, TakeVerdict.KEEPS)
    assert nim.heaps() == (best.after[0], best.after[1], best.after[2] - 1)
    nim.undoStack.undo()
    assert nim.heaps() == best.after and nim.plyCount == 1
    nim.undoStack.redo()
    assert nim.plyCount == 2
    nim.undoStack.undo()
    nim.undoStack.undo()
    assert nim.heaps() == (12, 9, 6) and nim.plyCount == 0


def test_a_mistake_is_a_move_that_throws_the_win_away(nim):
    losing = next(i for i in nim.moveInfos() if i.value == LOSS)
    nim.play(losing.move)
    assert nim.verdict(1) is TakeVerdict.MISTAKE


def test_an_illegal_move_is_refused(nim):
    with pytest.raises(ValueError):
        nim.play(TakeMove((13, 0, 0)))
    assert nim.plyCount == 0 and nim.undoStack.count() == 0


def test_navigation_is_not_an_edit_and_playing_back_starts_a_variation(nim):
    nim.playBest()
    nim.playBest()
    commands = nim.undoStack.count()
    nim.setPly(0)
    assert nim.heaps() == (12, 9, 6) and nim.undoStack.count() == commands
    nim.play(TakeMove((1, 0, 0)))
    assert nim.plyCount == 1 and nim.heaps() == (11, 9, 6)
    assert len(nim.gameTree().root.children) == 2  # the line played before is kept, as the main line
    nim.undoStack.undo()  # the earlier line is the current one again
    assert nim.plyCount == 2 and nim.ply == 0


def test_positions_compare_by_heaps_and_ply(nim):
    assert nim.position() == TakePosition((12, 9, 6), 0, True)  # is_over takes no part
    assert nim.position() != TakePosition((12, 9, 6), 1)


def test_bash_is_won_by_the_second_player_at_30_by_2_and_misere_by_the_first(qapp):
    model = TakeAwayModel(make_game("bash", target=30, most=2))
    assert model.isP()  # 30 is a multiple of the key factor 3
    while not model.position().is_over:
        model.playBest()
    assert model.heaps() == (0,) and model.winner() == "B"
    misere = TakeAwayModel(make_game("bash", target=10, most=3, misere=True))
    while not misere.position().is_over:
        misere.playBest()
    assert misere.winner() == "A"  # B had to take the last one


def test_jump_set_up_and_new_game_are_undoable(nim):
    changed = []
    nim.tableChanged.connect(lambda: changed.append(True))
    nim.jumpTo((1, 2, 3))
    assert nim.heaps() == (1, 2, 3) and nim.isP() and not changed
    with pytest.raises(PositionError):
        nim.setUp("1,2,x")
    with pytest.raises(PositionError):
        nim.setUp("40,1,1")  # beyond the largest heap
    assert nim.heaps() == (1, 2, 3)
    wythoff = make_game("wythoff", heaps=(3, 5))
    nim.newGame(wythoff)
    assert nim.game() == wythoff and nim.heaps() == (3, 5) and changed == [True]
    assert nim.isP()  # (3, 5) is Wythoff's second singular pair
    assert nim.infoOf(TakeMove((1, 1))) is not None
    nim.undoStack.undo()
    assert nim.game().key == "nim" and nim.heaps() == (1, 2, 3) and changed == [True, True]


def test_answers_work_with_the_take_away_model(qapp):
    settings = Settings()
    model = TakeAwayModel(make_game("bash", target=4, most=2))
    answers = Answers(model, settings)
    settings.set(ANSWERS_HIDDEN, True)
    assert answers.hidden()
    answers.reveal()
    assert not answers.hidden()
    model.playBest()
    assert answers.hidden()  # a reveal lasts until the position changes
    while not model.position().is_over:
        model.playBest()
    assert not answers.hidden()  # a finished game shows its answers


@pytest.mark.parametrize(
    "game",
    [
        make_game("nim", heaps=(3, 4, 5)),
        make_game("bash", target=20, most=3),
        make_game("wythoff", heaps=(7, 9)),
    ],
    ids=lambda g: g.key,
)
def test_a_players_local_view_chooses_as_the_full_view(qapp, game):
    """The computer players see a two-ply view of the position (cheap at any size): every player
    makes the same choice there as with the whole game in view."""
    from quadace_gui.core.players import PLAYERS, GameView, make_player

    model = TakeAwayModel(game)
    table = model.table()
    full = GameView(game.graph(), table.value, table.distance)
    slots = [s for s in range(game.size) if not full.is_over(s)]
    for slot in slots[:: max(1, len(slots) // 40)]:
        model.jumpTo(game.heaps(slot))
        local = model.playerView()
        assert local.choices(slot) == full.choices(slot)
        for key in PLAYERS:
            for seed in (1, 2, 3):
                mine = make_player(key, seed=seed, skill=0.5).choose(local, slot)
                assert mine == make_player(key, seed=seed, skill=0.5).choose(full, slot), (key, slot)


def test_the_line_saves_as_a_game_file_and_opens_again(qtbot, tmp_path):
    from quadace_gui.core.games.game_files import TakeAwayRecord, load_game

    model = TakeAwayModel(make_game("subtraction", heaps=(20,)))
    model.playBest()
    model.playBest()
    model.setPly(1)  # looking back does not shorten the saved line
    path = tmp_path / "sub.json"
    model.record().save(path)
    other = TakeAwayModel(make_game("nim", heaps=(3, 4, 5)))
    with qtbot.waitSignal(other.tableChanged):
        other.openRecord(load_game(path))
    assert other.game() == model.game() and other.heaps() == model.heaps(2) and other.plyCount == 2
    assert other.undoStack.undoText() == "Open game"
    other.undoStack.undo()
    assert other.game().key == "nim" and other.heaps() == (3, 4, 5)
    assert isinstance(load_game(path), TakeAwayRecord)
