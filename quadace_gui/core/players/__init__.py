"""Computer players, generic over any solved :class:`~quadace_gui.core.games.protocol.GameGraph`.

A new player is one module (a class with ``key`` and ``choose(view, slot)``, and a ``SPEC``) plus one
line in :data:`_FACTORIES`; :data:`PLAYERS` lists the specs in menu order.

>>> from quadace_gui.core.solver import solve
>>> view = GameView.of_table(solve())
>>> player = make_player("perfect", plain=True)
>>> choice = player.choose(view, view.graph.start)
>>> int(view.value[choice.after])  # the start is a draw, and the perfect player keeps it
0
"""

from __future__ import annotations

from collections.abc import Callable

from . import perfect, random_player, simple, skill
from .base import Choice, GameView, Options, Player, PlayerSpec

#: key -> (spec, factory(seed, skill, plain)), in menu order.
_FACTORIES: dict[str, tuple[PlayerSpec, Callable[[int | None, float, bool], Player]]] = {
    "perfect": (perfect.SPEC, lambda seed, p, plain: perfect.PerfectPlayer(seed, plain)),
    "simple": (simple.SPEC, lambda seed, p, plain: simple.SimplePlayer(seed)),
    "random": (random_player.SPEC, lambda seed, p, plain: random_player.RandomPlayer(seed)),
    "skill": (skill.SPEC, lambda seed, p, plain: skill.SkillPlayer(seed, p, plain)),
}

PLAYERS: dict[str, PlayerSpec] = {key: spec for key, (spec, _make) in _FACTORIES.items()}


def make_player(key: str, *, seed: int | None = 0, skill: float = 1.0, plain: bool = False) -> Player:
    """A new player of kind ``key`` (a :data:`PLAYERS` key); ``skill`` and ``plain`` apply where its
    spec says so. Raises ValueError for an unknown key or a skill outside 0..1."""
    if key not in _FACTORIES:
        raise ValueError(f"unknown player {key!r} (choose from {', '.join(PLAYERS)})")
    if not 0.0 <= skill <= 1.0:
        raise ValueError(f"skill must be between 0 and 1, not {skill}")
    return _FACTORIES[key][1](seed, skill, plain)


__all__ = ["PLAYERS", "Choice", "GameView", "Options", "Player", "PlayerSpec", "make_player"]
