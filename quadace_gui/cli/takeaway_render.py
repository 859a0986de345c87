"""``show``, ``table``, ``line`` and ``levels`` for the take-away games (``--game``).

The JSON keeps the shape of the QuadAce commands (``position``, ``value`` for the side to move,
``distance``, ``moves`` with ``move``, ``after``, ``value``, ``distance``) and adds what these games have
instead of hands: the game, its parameters, the P/N name of each value and the closed form's verdict.
"""

from __future__ import annotations

import argparse

import numpy as np

from quadace_gui.core.games.takeaway import (
    LOSS,
    GameMove,
    GameTable,
    Heaps,
    TakeAwayGame,
    p_name,
    solve_game,
)
from quadace_gui.core.solver import VALUE_NAMES

from .game_args import game_from
from .output import EXIT_OK, render, stdout, write_json
from .text import columns, counted, heading, move_outcome, outcome, plies


def parameters(game: TakeAwayGame) -> dict[str, object]:
    """The game's key and parameters, as JSON (the game gives its own: :meth:`~TakeAwayGame.json_params`)."""
    return {"game": game.key, "title": game.title(), "misere": game.misere, **game.json_params()}


def verdict(value: int, distance: int) -> str:
    """``win in 27 plies, an N-position``."""
    name = p_name(value)
    return f"{outcome(VALUE_NAMES[value], distance)}, {'an' if name == 'N' else 'a'} {name}-position"


def said(game: TakeAwayGame, before: Heaps, m: GameMove) -> dict[str, object]:
    """A counting game (抢30): the numbers the move says (``"says": [1, 2]``); nothing for the others."""
    return {"says": list(game.says(before, m.move))} if game.counting else {}


def move_data(game: TakeAwayGame, before: Heaps, m: GameMove) -> dict[str, object]:
    return {
        "move": game.move_text(before, m.move),
        **said(game, before, m),
        "after": game.format(m.after),
        "value": VALUE_NAMES[m.value],
        "distance": m.distance,
    }


# -- show ------------------------------------------------------------------------------------------------
def show(args: argparse.Namespace) -> int:
    game, heaps = game_from(args, args.position)
    table = solve_game(game)
    value, distance = table.value_of(heaps), table.distance_of(heaps)
    moves = table.move_infos(heaps)
    rule_p = game.is_p_by_rule(heaps)

    def data() -> dict[str, object]:
        return {
            "position": game.format(heaps),
            "rules": parameters(game),
            "value": VALUE_NAMES[value],
            "p_n": p_name(value),
            "distance": distance,
            "reachable": table.is_reachable(heaps),
            "rule": {"text": game.rule_text, "p": rule_p, "agrees": rule_p == (value == LOSS)},
            "moves": [move_data(game, heaps, m) for m in moves],
        }

    def text() -> str:
        lines = [
            heading(f"Position {game.format(heaps)} ({game.title()})", "="),
            f"Value for the player to move: {verdict(value, distance)}",
            f"The rule: {game.rule_text}",
            f"It says {'P' if rule_p else 'N'}: {'agrees' if rule_p == (value == LOSS) else 'DISAGREES'}.",
            "",
        ]
        if not moves:
            lines.append("The game is over: no legal moves.")
        else:
            lines.append(heading("Legal moves, best first (values for the player to move)"))
            rows = [
                [
                    game.move_text(heaps, m.move),
                    move_outcome(VALUE_NAMES[m.value], m.distance),
                    game.format(m.after),
                ]
                for m in moves
            ]
            lines += columns(["move", "leads to", "position after"], rows)
        return "\n".join(lines)

    return render(args.format, data, text)


# -- line ------------------------------------------------------------------------------------------------
def line(args: argparse.Namespace) -> int:
    game, heaps = game_from(args, args.position)
    table = solve_game(game)
    moves = table.best_line(heaps, args.max_plies)
    befores = [heaps, *(m.after for m in moves)]  # the position each move is played from
    value, distance = table.value_of(heaps), table.distance_of(heaps)
    finished = not table.move_infos(moves[-1].after if moves else heaps)
    sides = ("A", "B")
    winner = None
    if finished:  # the player to move at the end has no move: lost, or won under misère
        stuck = sides[len(moves) % 2]
        winner = stuck if game.misere else sides[1 - len(moves) % 2]

    def data() -> dict[str, object]:
        return {
            "start": game.format(heaps),
            "rules": parameters(game),
            "value": VALUE_NAMES[value],
            "p_n": p_name(value),
            "distance": distance,
            "end": "finished" if finished else "limit",
            "winner": winner,
            "plies": [
                {
                    "ply": k,
                    "side": sides[(k - 1) % 2],
                    "move": game.move_text(befores[k - 1], m.move),
                    **said(game, befores[k - 1], m),
                    "position": game.format(m.after),
                }
                for k, m in enumerate(moves, start=1)
            ],
        }

    def text() -> str:
        lines = [
            heading(f"Optimal line from {game.format(heaps)} ({game.title()})", "="),
            f"Value for A, the player to move: {verdict(value, distance)}",
            "Both sides play perfectly: the winner as fast as possible, the loser as slowly as possible.",
            "",
        ]
        rows = [
            [k, sides[(k - 1) % 2], game.move_text(befores[k - 1], m.move), game.format(m.after)]
            for k, m in enumerate(moves, start=1)
        ]
        if rows:
            lines += columns(["ply", "side", "move", "position after"], rows, right=[0])
            lines.append("")
        if finished:
            lines.append(f"After ply {len(moves)} the game is over: {winner} wins.")
        else:
            lines.append(f"Stopped after {plies(len(moves))} (--max-plies); the game goes on.")
        return "\n".join(lines)

    return render(args.format, data, text)


# -- table -----------------------------------------------------------------------------------------------
def table(args: argparse.Namespace) -> int:
    game, _ = game_from(args)
    solved = solve_game(game)
    rule = game.rule_mask()
    out = stdout()
    k = len(game.limits)
    heap_names = ["said"] if game.counting else [f"heap_{i}" for i in range(1, k + 1)]

    def written(h: Heaps) -> list[int]:
        """The position's numbers in the table: the heaps (a counting game: the last number said)."""
        return [game.counted(h)] if game.counting else list(h)

    def rows() -> list[tuple[Heaps, str, str, int, bool, bool]]:
        return [
            (
                game.heaps(s),
                VALUE_NAMES[int(solved.value[s])],
                p_name(int(solved.value[s])),
                int(solved.distance[s]),
                bool(solved.reachable[s]),
                bool(rule[s]),
            )
            for s in range(game.size)
        ]

    if args.format == "json":
        out.write("[")
        for i, (h, v, pn, d, r, p) in enumerate(rows()):
            heaps = ", ".join(map(str, h))
            said_key = f'"said": {game.counted(h)}, ' if game.counting else ""
            item = (
                f'{{"heaps": [{heaps}], {said_key}"value": "{v}", "p_n": "{pn}", "distance": {d}, '
                f'"reachable": {"true" if r else "false"}, "rule_p": {"true" if p else "false"}}}'
            )
            out.write((",\n  " if i else "\n  ") + item)
        out.write("\n]\n")
    elif args.format == "csv":
        out.write(",".join([*heap_names, "value", "p_n", "distance", "reachable", "rule_p"]) + "\n")
        for h, v, pn, d, r, p in rows():
            out.write(
                ",".join(map(str, [*written(h), v, pn, d, "yes" if r else "no", "P" if p else "N"])) + "\n"
            )
    else:
        out.write(f"Every position of {game.title()}; values are for the player to move.\n")
        cells = [
            [game.format(h), v, pn, d, "yes" if r else "no", "P" if p else "N"]
            for h, v, pn, d, r, p in rows()
        ]
        head = [
            "last said" if game.counting else "heaps",
            "value",
            "P/N",
            "distance (plies)",
            "reachable",
            "rule",
        ]
        out.write("\n".join(columns(head, cells, right=[3])) + "\n")
    return EXIT_OK


# -- levels ----------------------------------------------------------------------------------------------
def level_rows(solved: GameTable) -> list[tuple[int, int, int]]:
    """(level, wins, losses) for every level, in order."""
    top = int(solved.distance.max(initial=0))
    wins = np.bincount(solved.distance[solved.value != LOSS], minlength=top + 1)
    losses = np.bincount(solved.distance[solved.value == LOSS], minlength=top + 1)
    return [(k, int(wins[k]), int(losses[k])) for k in range(top + 1)]


def levels(args: argparse.Namespace) -> int:
    game, _ = game_from(args)
    solved = solve_game(game)
    rows = level_rows(solved)

    def names(wins: int, losses: int) -> list[str]:
        return [n for n, c in (("win", wins), ("loss", losses)) if c]

    def listed(k: int) -> list[str]:
        return [game.format(game.heaps(int(s))) for s in np.flatnonzero(solved.distance == k)]

    if args.format == "json":
        out_levels = []
        for k, w, lo in rows:
            item: dict[str, object] = {
                "level": k,
                "values": names(w, lo),
                "count": w + lo,
                "wins": w,
                "losses": lo,
            }
            if args.positions:
                item["positions"] = listed(k)
            out_levels.append(item)
        write_json(
            {
                "rules": parameters(game),
                "positions": game.size,
                "decided": game.size,
                "draws": 0,
                "levels": out_levels,
            }
        )
        return EXIT_OK
    out = stdout()
    out.write(heading(f"Backward induction: {game.title()}", "=") + "\n")
    rule_of = {0: "finished games"}
    table_rows = [
        [str(k), "+".join(names(w, lo)), f"{w + lo:,}", rule_of.get(k, _rule(w, lo))] for k, w, lo in rows
    ]
    out.write("\n".join(columns(["level", "value", "positions", "decided by"], table_rows)) + "\n")
    out.write(f"\n{counted(game.size, 'position')} decided in {counted(len(rows), 'level')}; no draws.\n")
    if args.positions:
        for k, w, lo in rows:
            out.write(f"\nlevel {k} ({'+'.join(names(w, lo))}): {' '.join(listed(k))}\n")
    return EXIT_OK


def _rule(wins: int, losses: int) -> str:
    if wins and not losses:
        return "a move into a P-position (N)"
    if losses and not wins:
        return "every move leads to an N-position (P)"
    return "both rules"
