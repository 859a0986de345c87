"""Named rule sets, found by name: the registry behind ``--rules NAME`` and the New Game presets.

A preset is a name, one line of description and the :class:`~quadace_gui.core.rules.Rules` it stands
for. A new variant is one line in :data:`PRESETS` (and, for a new axis, one module under
:mod:`quadace_gui.core.games`).

>>> preset("three-hands").rules.hands
3
>>> names()[:3]
['standard', 'misere', 'multiplication']
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import RulesError, clip
from ..rules import Rules


@dataclass(frozen=True)
class Preset:
    """A named rule set."""

    name: str
    description: str
    rules: Rules


PRESETS: dict[str, Preset] = {
    p.name: p
    for p in (
        Preset("standard", "base 10, two hands, addition; retiring both hands wins", Rules()),
        Preset(
            "misere", "as standard, but the first player to retire both hands loses", Rules(goal="misere")
        ),
        Preset(
            "multiplication",
            "hands multiply instead of add (from 1,2/1,3, since all 1s never change)",
            Rules(op="mul", start_position="1,2/1,3:A"),
        ),
        Preset("three-hands", "three hands a player, addition, retire every hand to win", Rules(hands=3)),
        Preset("one-hand", "one hand against one hand: every move is forced", Rules(hands=1)),
        Preset(
            "equal-hands",
            "no hand retires; show the same number on both hands after your move to win",
            Rules(goal="equal"),
        ),
        Preset(
            "equal-three",
            "three hands, no hand retires; show the same number on every hand to win",
            Rules(hands=3, goal="equal"),
        ),
        Preset(
            "misere-three",
            "three hands; the first player to retire every hand loses",
            Rules(hands=3, goal="misere"),
        ),
        Preset(
            "chopsticks",
            "Chopsticks: touch to add your hand to the opponent's, mod 5; splits allowed; "
            "knock out both of your opponent's hands to win",
            Rules(5, goal="misere", touch="other", split="transfer"),
        ),
        Preset(
            "chopsticks-cutoff",
            "Chopsticks with cut-off: a hand reaching 5 or more is out; splits allowed; "
            "knock out both of your opponent's hands to win",
            Rules(5, goal="misere", touch="other", overflow="cutoff", split="transfer"),
        ),
        Preset(
            "chopsticks-bare",
            "Chopsticks without splits: touch to add your hand to the opponent's, mod 5; "
            "knock out both of your opponent's hands to win",
            Rules(5, goal="misere", touch="other"),
        ),
        Preset(
            "chopsticks-cutoff-bare",
            "Chopsticks with cut-off and without splits: a hand reaching 5 or more is out; "
            "knock out both of your opponent's hands to win",
            Rules(5, goal="misere", touch="other", overflow="cutoff"),
        ),
    )
}


def names() -> list[str]:
    """Every preset name, in registry order."""
    return list(PRESETS)


def preset(name: str) -> Preset:
    """The preset called ``name`` (case and ``_`` / ``-`` do not matter)."""
    key = name.strip().lower().replace("_", "-") if isinstance(name, str) else ""
    found = PRESETS.get(key)
    if found is None:
        raise RulesError(
            "there is no rule set called {name!r}; the presets are {names}",
            name=clip(name if isinstance(name, str) else repr(name)),
            names=", ".join(PRESETS),
        )
    return found


def preset_of(rules: Rules) -> str | None:
    """The name of the preset with exactly these rules, if any."""
    return next((p.name for p in PRESETS.values() if p.rules == rules), None)
