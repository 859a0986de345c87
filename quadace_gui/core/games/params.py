"""A game's parameters as data: what the New Game page offers for it, field by field.

Each take-away game lists its parameters (``TakeAwayGame.PARAMS``), each a :class:`ParamSpec`: the
keyword ``make_game`` takes, the kind of field (a list of whole numbers, one whole number in a range, a
switch), its label (marked for translation, context "GameWords") and its range. The page builds its
fields from the specs of every registered game and shows the current game's; the game gives the values
to show (``param_values``) and reads a typed list (``read_param``). The parameters every heap game
shares are here; a game's own ones live in its module (the target of 抢30, the set S of the subtraction
game).

>>> HEAPS.kind, LIMIT.low, LIMIT.high, MISERE.kind
('numbers', 0, 1000, 'flag')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .words import QT_TRANSLATE_NOOP

#: The range ``quadace check`` compares a game's closed form with the solver on (``TakeAwayGame.SWEEP``):
#: a value for some of its parameters by name (see there).
Sweep = Mapping[str, int | tuple[int, ...]]

#: A list of whole numbers typed like ``3,4,5``.
NUMBERS = "numbers"
#: One whole number from ``low`` to ``high``.
NUMBER = "number"
#: A switch.
FLAG = "flag"


@dataclass(frozen=True)
class ParamSpec:
    """One parameter of a game as a field of the New Game page."""

    name: str  # the keyword of make_game (and of the game's params())
    kind: str  # NUMBERS, NUMBER or FLAG
    label: str  # English, marked for translation in the context "GameWords"
    low: int = 0
    high: int = 0
    text: str = ""  # a switch's own words (marked too), beside its box
    option: str = ""  # the command-line option (default ``--`` and the name)
    metavar: str = ""  # the option's value in --help
    help: str = ""  # the option's help (English, as the command line speaks)

    @property
    def field(self) -> str:
        """The field's object name on the page (``heapsEdit``, ``limitBox``, ``misereBox``)."""
        return self.name + ("Edit" if self.kind == NUMBERS else "Box")

    @property
    def flag(self) -> str:
        """The command-line option: ``--heaps``, ``--moves`` (the subtraction game's set S)."""
        return self.option or f"--{self.name}"


HEAPS = ParamSpec(
    "heaps",
    NUMBERS,
    QT_TRANSLATE_NOOP("GameWords", "Heaps at the start:"),
    metavar="H,H,...",
    help="the start heaps",
)
LIMIT = ParamSpec(
    "limit",
    NUMBER,
    QT_TRANSLATE_NOOP("GameWords", "Largest heap (0: the largest start heap):"),
    0,
    1000,
    metavar="N",
    help="the largest heap: one number, or one per heap like 55,81,121 (default: the largest start heap)",
)
MISERE = ParamSpec(
    "misere",
    FLAG,
    QT_TRANSLATE_NOOP("GameWords", "Misère:"),
    text=QT_TRANSLATE_NOOP("GameWords", "whoever takes the last one loses"),
    help="the player who takes the last one loses",
)
