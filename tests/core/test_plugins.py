"""Every game plug-in of the registry, the same checks for each (a new game is tested by adding its
line to PLUGINS): the graph is a GameGraph the solver runs on, positions and moves format and parse back,
the rule's working reaches the rule's verdict and the solver's, and the data the generic layers read is
there."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from quadace_gui.core.errors import NotationError, QuadAceError
from quadace_gui.core.games.exercises import EXERCISES
from quadace_gui.core.games.plugin import (
    PARAM_FIELDS,
    PLUGINS,
    RULE_AXES,
    GamePlugin,
    VerdictWords,
    parse_take_move,
)
from quadace_gui.core.games.protocol import DRAW, LOSS, WIN, GameGraph
from quadace_gui.core.games.takeaway import GAMES, make_game, solve_game
from quadace_gui.core.quiz import CATEGORIES
from quadace_gui.core.solver import retrograde

KEYS = list(PLUGINS)


def test_the_registry_covers_every_game() -> None:
    assert KEYS == ["quadace", "nim", "bash", "wythoff", "subtraction"]
    assert set(KEYS) - {"quadace"} == set(GAMES)
    assert {p.board for p in PLUGINS.values()} == {"hands", "heaps", "strip"}
    # The New Game dialog sets a game up on the rule axes or in its parameters' fields, as the plug-in says.
    assert {k for k, p in PLUGINS.items() if p.setup == RULE_AXES} == {"quadace"}
    assert {k for k, p in PLUGINS.items() if p.setup == PARAM_FIELDS} == set(GAMES)


@pytest.mark.parametrize("key", KEYS)
def test_the_graph_is_solved_and_the_start_round_trips(key: str) -> None:
    plugin: GamePlugin[Any, Any, Any] = PLUGINS[key]
    assert plugin.key == key and plugin.name
    game = plugin.default()
    graph = plugin.graph(game)
    assert isinstance(graph, GameGraph)
    value, _distance = retrograde(graph)
    assert value[graph.start] in (WIN, LOSS, DRAW)
    start = plugin.start(game)
    text = plugin.format_position(game, start)
    assert plugin.parse_position(game, text) == start
    moves = plugin.moves(game, start)
    assert moves
    for move in moves:
        written = plugin.format_move(game, start, move)
        assert plugin.parse_move(game, start, written) == move, written
    with pytest.raises(NotationError) as caught:
        plugin.parse_position(game, "x?")
    assert "\n" not in str(caught.value)
    with pytest.raises(QuadAceError):
        plugin.parse_move(game, start, "x?")


@pytest.mark.parametrize("key", [k for k in KEYS if k != "quadace"])
def test_the_working_reaches_the_rule_and_the_solver(key: str) -> None:
    plugin = PLUGINS[key]
    game = plugin.default()
    table = solve_game(game)
    assert plugin.rule_text(game)
    for slot in range(0, game.size, max(1, game.size // 300)):
        heaps = game.heaps(slot)
        work = plugin.working(game, heaps)
        assert work is not None
        assert work.p == game.is_p_by_rule(heaps) == (table.value_of(heaps) == LOSS), heaps
        assert work.text().endswith("→ P" if work.p else "→ N")
    assert plugin.verdicts.of(LOSS) == "loss, P" and plugin.verdicts.of(WIN) == "win, N"
    assert plugin.quiz_categories and len(plugin.slide_titles) >= 3
    keys = plugin.exercises()
    assert keys == tuple(e.key for e in EXERCISES if e.game.key == key)


def test_quadace_has_no_closed_form_but_its_findings_and_quiz() -> None:
    plugin = PLUGINS["quadace"]
    rules = plugin.default()
    assert plugin.rule_text(rules) is None and plugin.working(rules, plugin.start(rules)) is None
    assert plugin.quiz_categories == tuple(CATEGORIES) and plugin.exercises()
    assert plugin.verdicts == VerdictWords() and plugin.verdicts.of(DRAW) == "draw"


def test_take_away_moves_are_read_in_every_notation() -> None:
    nim, wythoff = make_game("nim", heaps=(3, 4, 5)), make_game("wythoff", heaps=(3, 5))
    assert parse_take_move(nim, "2:3").amounts == (0, 3, 0)
    assert parse_take_move(nim, "-1,0,2").amounts == (1, 0, 2)
    assert parse_take_move(wythoff, "both 2").amounts == (2, 2)
    assert parse_take_move(make_game("bash"), "+2").amounts == (2,)
    bash = make_game("bash", target=30, most=9)
    assert parse_take_move(bash, "say 4, 5", (27,)).amounts == (2,)
    assert parse_take_move(bash, "say 4\u20139", (27,)).amounts == (6,)
    with pytest.raises(NotationError):
        parse_take_move(bash, "say 5, 6", (27,))  # 4 comes next
    assert parse_take_move(make_game("subtraction"), "-3").amounts == (3,)
    for game, bad in [(nim, "4:1"), (nim, "both 2"), (wythoff, "+2"), (nim, "2:0"), (nim, "1:" + "9" * 70)]:
        with pytest.raises(NotationError):
            parse_take_move(game, bad)
    assert np.array_equal(make_game("nim").rule_mask(), make_game("nim").rule_mask())
