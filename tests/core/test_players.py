"""Computer players: each one's choices against a plain restatement of its rule on every position."""

from __future__ import annotations

from collections import Counter
from functools import cache

import numpy as np
import numpy.typing as npt
import pytest

from quadace_gui.core import Rules, solve
from quadace_gui.core.games.protocol import DRAW, LOSS, WIN, GameGraph
from quadace_gui.core.players import PLAYERS, Choice, GameView, make_player
from quadace_gui.core.position import Move, Position, Side
from quadace_gui.core.solver import retrograde

IntArray = npt.NDArray[np.intp]

#: Rule sets checked position by position (base 10 first).
RULE_SETS = [
    Rules(10),
    Rules(7, goal="misere"),
    Rules(6, op="mul"),
    Rules(5, hands=3),
    Rules(6, goal="equal"),
]
IDS = [f"b{r.base}-{r.hands}h-{r.op}-{r.goal}" for r in RULE_SETS]

#: The article's traps (mover's hands, opponent's hands): positions where the simple strategy makes 10
#: and loses (seed 002, "这个简单策略会掉进一些凑10而必败的局面").
TRAPS_TEXT = """
1129 1149 1159 1367 1467 1699 1729 1859 2278 2289 2318 2515 2733 2915 3327 3357 3367 3457 3877
3918 4436 4469 4557 4911 5515 5535 5557 5559 5635 5859 6614 6647 6735 6934 7734 7735 7738 7829
7934 8812 8823 9915 9916 9918
"""
TRAPS = TRAPS_TEXT.split()


@cache
def view_of(rules: Rules) -> GameView:
    return GameView.of_table(solve(rules))


def positions(rules: Rules) -> list[Position]:
    """Every unfinished position (A to move) of the rules."""
    view = view_of(rules)
    out = []
    for slot in np.flatnonzero(view.unfinished):
        mover, opponent = rules.position_of(int(slot))
        out.append(Position.from_relative(mover, opponent, Side.A, rules))
    return out


def key(choice: Choice | Move) -> tuple[int, int]:
    return (choice.own, choice.opp)


# -- a tiny hand-written graph -------------------------------------------------------------------------
class ListGraph:
    """A game given as successor lists; a slot without successors is finished, lost for its mover.
    A move is (its index in the list, 0)."""

    def __init__(self, succ: list[list[int]], start: int = 0) -> None:
        self.succ = succ
        self.size = len(succ)
        self.start = start

    def valid(self) -> npt.NDArray[np.bool_]:
        return np.ones(self.size, dtype=bool)

    def terminal(self) -> npt.NDArray[np.bool_]:
        return np.array([not s for s in self.succ], dtype=bool)

    def terminal_value(self, states: IntArray) -> npt.NDArray[np.int8]:
        return np.full(np.asarray(states).shape, LOSS, dtype=np.int8)

    def successor_counts(self) -> npt.NDArray[np.int8]:
        return np.array([len(set(s)) for s in self.succ], dtype=np.int8)

    def successors(self, states: IntArray) -> IntArray:
        return np.array([t for s in states for t in sorted(set(self.succ[s]))], dtype=np.intp)

    def predecessors(self, states: IntArray) -> IntArray:
        return np.array([p for s in states for p in range(self.size) if s in self.succ[p]], dtype=np.intp)

    def moves(self, states: IntArray) -> tuple[IntArray, IntArray, IntArray, IntArray]:
        rows = [(i, k, 0, t) for i, s in enumerate(states) for k, t in enumerate(self.succ[s])]
        cols = np.array(rows, dtype=np.intp).reshape(-1, 4)
        return cols[:, 0], cols[:, 1], cols[:, 2], cols[:, 3]

    def successor_slots(self, states: IntArray) -> IntArray:
        return self.successors(states)


def list_view(succ: list[list[int]], start: int = 0) -> GameView:
    graph = ListGraph(succ, start)
    assert isinstance(graph, GameGraph)
    value, distance = retrograde(graph)
    return GameView(graph, value, distance)


def subtraction(n: int) -> list[list[int]]:
    """Take 1 or 2 from a heap of n; who cannot move loses."""
    return [[h - t for t in (1, 2) if h - t >= 0] for h in range(n + 1)]


def test_subtraction_game_perfect_moves_to_multiples_of_three() -> None:
    view = list_view(subtraction(20), start=20)
    player = make_player("perfect", seed=3)
    for heap in range(1, 21):
        after = player.choose(view, heap).after
        if heap % 3:
            assert after % 3 == 0  # the winning move
        assert view.value[heap] == (LOSS if heap % 3 == 0 else WIN)
    assert view.choices(0) == [] and view.is_over(0)


def test_hand_written_graph_draw_preferences() -> None:
    # 0 finished; 1 -> 0 wins; 2 <-> 3 and 8 <-> 9 are draws (2 may also move to 1, a loss for it).
    # 4 -> {1, 2}: keep the draw. 7 -> {8, 2}: both draws, but 2 leaves the opponent a losing reply.
    # 5 -> {6, 1}: lost either way. 10 -> {11, 0} and 6 -> {1, 0}: win at once by moving to 0.
    succ = [[], [0], [1, 3], [2], [1, 2], [6, 1], [1, 0], [8, 2], [9], [8], [11, 0], [0]]
    view = list_view(succ)
    assert [int(v) for v in view.value] == [
        LOSS,
        WIN,
        DRAW,
        DRAW,
        DRAW,
        LOSS,
        WIN,
        DRAW,
        DRAW,
        DRAW,
        WIN,
        WIN,
    ]
    for seed in range(10):
        player = make_player("perfect", seed=seed)
        assert player.choose(view, 4).after == 2
        assert player.choose(view, 7).after == 2
        assert player.choose(view, 10).after == 0
    # Without a "gains" hook, the simple player's gain is finishing the game.
    assert make_player("simple").choose(view, 10).after == 0
    assert make_player("simple").choose(view, 6).after == 0


# -- GameView ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("rules", RULE_SETS, ids=IDS)
def test_choices_are_the_legal_moves(rules: Rules) -> None:
    view = view_of(rules)
    for pos in positions(rules):
        choices = view.choices(pos.index)
        assert [key(c) for c in choices] == [key(m) for m in pos.legal_moves()]
        assert [c.after for c in choices] == [pos.play(Move(c.own, c.opp)).index for c in choices]
    finished = np.flatnonzero(~view.unfinished)
    assert all(view.choices(int(s)) == [] for s in finished[:50])


@pytest.mark.parametrize(
    "rules",
    [
        pytest.param(r, id=i, marks=pytest.mark.slow if r.base >= 10 or r.hands == 3 else ())
        for r, i in zip(RULE_SETS, IDS, strict=True)
    ],
)
def test_lazy_view_agrees_with_the_eager_one(rules: Rules) -> None:
    eager = view_of(rules)
    table = solve(rules)
    lazy = GameView(rules.graph(), table.value, table.distance, eager=False)
    assert eager.eager and not lazy.eager
    for slot in range(eager.size):
        assert lazy.options(slot) == eager.options(slot)
    assert lazy.choices(rules.graph().start) == eager.choices(rules.graph().start)


def test_lazy_view_on_a_hand_written_graph() -> None:
    succ = [[], [0], [1, 3], [2], [1, 2], [6, 1], [1, 0], [8, 2], [9], [8], [11, 0], [0]]
    eager = list_view(succ)
    lazy = GameView(eager.graph, eager.value, eager.distance, eager=False)
    assert [lazy.options(s) for s in range(len(succ))] == [eager.options(s) for s in range(len(succ))]
    assert lazy.options(-1) == lazy.options(len(succ)) == lazy.options(0)  # no moves: empty


# -- perfect -------------------------------------------------------------------------------------------
def perfect_moves(view: GameView, pos: Position) -> set[tuple[int, int]]:
    """The perfect player's rule, restated: win fastest, lose slowest; in a draw keep it and leave the
    opponent the most replies that lose."""
    value, distance = view.value, view.distance
    outcomes = [(m, pos.play(m)) for m in pos.legal_moves()]
    wins = [(m, int(distance[p.index])) for m, p in outcomes if value[p.index] == LOSS]
    if wins:
        fastest = min(d for _m, d in wins)
        return {key(m) for m, d in wins if d == fastest}
    draws = [(m, p) for m, p in outcomes if value[p.index] == DRAW]
    if draws:
        bad = {key(m): sum(value[p.play(r).index] == WIN for r in p.legal_moves()) for m, p in draws}
        most = max(bad.values())
        return {k for k, n in bad.items() if n == most}
    slowest = max(int(distance[p.index]) for _m, p in outcomes)
    return {key(m) for m, p in outcomes if distance[p.index] == slowest}


@pytest.mark.parametrize("rules", RULE_SETS, ids=IDS)
def test_perfect_matches_its_restatement(rules: Rules) -> None:
    view = view_of(rules)
    plain = make_player("perfect", plain=True)
    seeded = make_player("perfect", seed=11)
    for pos in positions(rules):
        slot = pos.index
        expected = perfect_moves(view, pos)
        assert {key(c) for c in view.options(slot).best} == expected
        assert key(plain.choose(view, slot)) == min(expected)
        assert key(seeded.choose(view, slot)) in expected


@pytest.mark.parametrize("rules", RULE_SETS[:3], ids=IDS[:3])
def test_perfect_never_changes_the_value_against_random(rules: Rules) -> None:
    view = view_of(rules)
    perfect, random = make_player("perfect", seed=1), make_player("random", seed=2)
    starts = np.flatnonzero(view.unfinished)  # every position, reachable or not
    assert starts.size > 100
    for start in starts:
        slot, turn = int(start), 0
        for _ply in range(6):
            if view.is_over(slot):
                break
            if turn == 0:
                after = perfect.choose(view, slot).after
                before = int(view.value[slot])
                assert -int(view.value[after]) == before  # the result for the mover is kept
                if before != DRAW:  # and the win (loss) is one ply nearer (the longest possible)
                    assert view.distance[after] == view.distance[slot] - 1
            else:
                after = random.choose(view, slot).after
            slot, turn = after, 1 - turn


# -- simple --------------------------------------------------------------------------------------------
def gains(pos: Position, move: Move) -> bool:
    """Makes 10: the move retires a hand (or, where nothing retires, ends the game)."""
    if pos.rules.goal_rule.retires:
        return pos.retires(move)
    return pos.play(move).is_over


def simple_moves(pos: Position) -> set[tuple[int, int]]:
    """The article's rule, restated: make 10 when it can; else never let the opponent make 10 next."""
    moves = pos.legal_moves()
    making = [m for m in moves if gains(pos, m)]
    if making:
        return {key(m) for m in making}
    after = {key(m): pos.play(m) for m in moves}
    safe = [k for k, p in after.items() if not any(gains(p, r) for r in p.legal_moves())]
    return set(safe) if safe else {key(m) for m in moves}


@pytest.mark.parametrize("rules", RULE_SETS, ids=IDS)
def test_simple_matches_its_restatement(rules: Rules) -> None:
    view = view_of(rules)
    player = make_player("simple", seed=5)
    for pos in positions(rules):
        slot = pos.index
        expected = simple_moves(pos)
        assert {key(c) for c in view.options(slot).simple} == expected
        assert key(player.choose(view, slot)) in expected


def test_simple_falls_into_the_articles_traps() -> None:
    rules = Rules(10)
    view, table = view_of(rules), solve(rules)
    simple, perfect = make_player("simple", seed=0), make_player("perfect", seed=0)
    assert len(TRAPS) == 44
    for trap in TRAPS:
        slot = table.index((int(trap[0]), int(trap[1])), (int(trap[2]), int(trap[3])))
        assert view.value[slot] == DRAW and table.reachable[slot]
        choice = simple.choose(view, slot)
        assert choice.own + choice.opp == 10  # it makes 10 ...
        assert view.value[choice.after] == WIN  # ... and the opponent now wins
        assert view.value[perfect.choose(view, slot).after] == DRAW  # the perfect player keeps the draw


# -- random and skill ----------------------------------------------------------------------------------
def test_random_is_uniform() -> None:
    view = view_of(Rules(10))
    slot = Position.parse("1,2/3,4:A").index  # four distinct moves
    player = make_player("random", seed=9)
    picks = Counter(key(player.choose(view, slot)) for _ in range(4000))
    assert set(picks) == {key(m) for m in Position.parse("1,2/3,4:A").legal_moves()}
    assert min(picks.values()) > 850  # 1000 expected each


@pytest.mark.parametrize("kind", list(PLAYERS))
def test_same_seed_same_choices(kind: str) -> None:
    view = view_of(Rules(10))
    slots = [int(s) for s in np.flatnonzero(view.unfinished)]
    one, two = make_player(kind, seed=42, skill=0.5), make_player(kind, seed=42, skill=0.5)
    assert [one.choose(view, s) for s in slots] == [two.choose(view, s) for s in slots]
    assert one.key == kind


def test_random_seeds_differ() -> None:
    view = view_of(Rules(10))
    slots = [int(s) for s in np.flatnonzero(view.unfinished)]
    one, two = make_player("random", seed=1), make_player("random", seed=2)
    assert [one.choose(view, s) for s in slots] != [two.choose(view, s) for s in slots]


def test_skill_ends_are_perfect_and_random() -> None:
    view = view_of(Rules(10))
    full, none = make_player("skill", skill=1.0, seed=4), make_player("skill", skill=0.0, seed=4)
    plain = make_player("skill", skill=1.0, plain=True)
    off_best = 0
    for slot in (int(s) for s in np.flatnonzero(view.unfinished)):
        best = view.options(slot).best
        assert full.choose(view, slot) in best
        assert plain.choose(view, slot) == best[0]
        pick = none.choose(view, slot)
        assert pick in view.choices(slot)
        off_best += pick not in best
    assert off_best > 100  # skill 0 ignores the ranking


def test_skill_half_is_perfect_about_half_the_time() -> None:
    view = view_of(Rules(10))
    # Slots where exactly one of several moves is best: a random pick is rarely the best one.
    sharp = [
        s
        for s in map(int, np.flatnonzero(view.unfinished))
        if len(view.options(s).best) == 1 and len(view.choices(s)) == 4
    ]
    player = make_player("skill", skill=0.5, seed=8)
    hits = sum(player.choose(view, s) == view.options(s).best[0] for s in sharp for _ in range(20))
    rate = hits / (20 * len(sharp))
    assert 0.55 < rate < 0.70  # 0.5 + 0.5 / 4 = 0.625


def test_registry_and_errors() -> None:
    assert list(PLAYERS) == ["perfect", "simple", "random", "skill"]
    assert [k for k, s in PLAYERS.items() if s.uses_skill] == ["skill"]
    assert all(spec.key == k and spec.title for k, spec in PLAYERS.items())
    with pytest.raises(ValueError, match="unknown player"):
        make_player("clever")
    with pytest.raises(ValueError, match="skill"):
        make_player("skill", skill=1.5)
    view = view_of(Rules(10))
    finished = int(np.flatnonzero(view.graph.valid() & ~view.unfinished)[0])
    for kind in PLAYERS:
        with pytest.raises(ValueError, match="no move"):
            make_player(kind, skill=0.5).choose(view, finished)
