"""Game plug-ins: what the generic windows, panels and commands need to know of one game, as data.

A game is one core module (its :class:`~.protocol.GameGraph`, its positions and moves) and one line in
:data:`PLUGINS`. The plug-in gives, with no Qt:

- the graph the solver runs on, and the start position;
- the notation: parse and format a position and a move (``1,1/1,1:A`` and ``1+6`` for QuadAce,
  ``12,9,6`` and ``2:3`` for Nim, ``20`` and ``-3`` for the subtraction game);
- the rule (the closed form, None when the solved table is the only rule) and its *working* for a
  position (:class:`~.heaps.Working`: the xor columns of Nim, the residue of Bash and the subtraction
  game, the Wythoff pair), each ending in the rule's verdict;
- the verdict words (win/loss/draw, and P/N where the articles speak of P- and N-positions);
- the quiz categories, the findings or exercises that belong to it, and the titles of its slides;
- which board draws it (``hands``, ``heaps``, ``strip``): the views keep a registry from these names to
  their board widgets, so the core names the board without knowing Qt.
- how a new game of it is set up (``setup``): on QuadAce's rule axes (:data:`RULE_AXES`) or in the fields
  of its parameter specs (:data:`PARAM_FIELDS`); the New Game dialog shows that page.

Adding a game (the subtraction game was added this way): its module in ``core/games/`` (a
:class:`~.heaps.TakeAwayGame` subclass for a take-away game: limits, moves or a graph, ``rule_on``,
``rule_text``, ``working``; ``SWEEP``, the range ``quadace check`` checks the rule on), one line in
``GAMES`` and ``make_game`` (``core/games/takeaway.py``), and one line here.

>>> sorted(PLUGINS)
['bash', 'nim', 'quadace', 'subtraction', 'wythoff']
>>> sub = PLUGINS["subtraction"]
>>> game = sub.default()
>>> sub.format_position(game, sub.parse_position(game, "20")), sub.rule_text(game)[:33]
('20', 'P exactly when n mod 7 is 0 or 2:')
>>> sub.working(game, (20,)).text()
'20 mod 7 = 6, not 0 or 2 → N'
>>> [sub.format_move(game, (20,), m) for m in sub.moves(game, (20,))]
['-1', '-3', '-4']
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from ..errors import NotationError
from ..position import Move, Position
from ..rules import Rules
from .exercises import EXERCISES
from .heaps import Heaps, TakeAwayGame, TakeMove, Working
from .protocol import DRAW, LOSS, WIN, GameGraph
from .takeaway import GAMES, make_game

G = TypeVar("G")
P = TypeVar("P")
M = TypeVar("M")


#: Set up on the rule axes (base, hands, operation, goal, start): QuadAce's page of the New Game dialog.
RULE_AXES = "rules"
#: Set up in the fields of the game's parameter specs (``TakeAwayGame.PARAMS``): the take-away page.
PARAM_FIELDS = "params"


@dataclass(frozen=True)
class VerdictWords:
    """The words for a value of the side to move: win/loss/draw, and the P/N names where they apply
    (a loss is a P-position, a win an N-position)."""

    win: str = "win"
    loss: str = "loss"
    draw: str = "draw"
    p: str | None = None
    n: str | None = None

    def of(self, value: int) -> str:
        """``win``, ``loss`` or ``draw`` (with ``, N`` or ``, P`` when the game speaks of P/N)."""
        word = {WIN: self.win, LOSS: self.loss, DRAW: self.draw}[value]
        letter = {WIN: self.n, LOSS: self.p}.get(value)
        return f"{word}, {letter}" if letter else word


class GamePlugin(Protocol[G, P, M]):
    """One game as the generic layers see it (``G`` its parameters, ``P`` a position, ``M`` a move)."""

    @property
    def key(self) -> str:
        """The registry key (``--game KEY``)."""

    @property
    def name(self) -> str:
        """The English name."""

    @property
    def board(self) -> str:
        """The board that draws it: ``hands``, ``heaps`` or ``strip``."""

    @property
    def setup(self) -> str:
        """How a new game is set up: :data:`RULE_AXES` or :data:`PARAM_FIELDS`."""

    @property
    def verdicts(self) -> VerdictWords: ...

    @property
    def quiz_categories(self) -> tuple[str, ...]:
        """The keys of the quiz questions that fit the game."""

    @property
    def slide_titles(self) -> tuple[str, ...]:
        """The titles of the lesson's slides, in order (English; the views translate)."""

    def default(self) -> G:
        """The game with its default parameters."""

    def graph(self, game: G) -> GameGraph: ...

    def start(self, game: G) -> P: ...

    def parse_position(self, game: G, text: str) -> P:
        """Raises a :class:`~quadace_gui.core.errors.NotationError` (one line) for bad text."""

    def format_position(self, game: G, position: P) -> str: ...

    def moves(self, game: G, position: P) -> list[M]:
        """The legal moves of ``position``."""

    def parse_move(self, game: G, position: P, text: str) -> M:
        """A move from ``position`` as written; raises a
        :class:`~quadace_gui.core.errors.NotationError` (one line) for bad text."""

    def format_move(self, game: G, position: P, move: M) -> str:
        """``move`` played from ``position`` as written (抢30 names the numbers said)."""

    def rule_text(self, game: G) -> str | None:
        """The closed form in one English sentence (None: the solved table is the rule)."""

    def working(self, game: G, position: P) -> Working | None:
        """The closed form worked out for ``position`` (None without a closed form)."""

    def exercises(self, game: G | None = None) -> tuple[str, ...]:
        """The keys of the findings or exercises of the game."""


# -- QuadAce ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class QuadAcePlugin:
    """一加一碰手 on its rule axes (``Rules``): hands, base, operation, goal, start."""

    key: str = "quadace"
    name: str = "QuadAce (一加一碰手)"
    board: str = "hands"
    setup: str = RULE_AXES
    verdicts: VerdictWords = VerdictWords()
    quiz_categories: tuple[str, ...] = ()
    slide_titles: tuple[str, ...] = (
        "The rules",
        "Who wins from the start?",
        "Backward induction",
        "The article's findings",
        "Quiz",
    )

    def __post_init__(self) -> None:
        from ..quiz import CATEGORIES

        object.__setattr__(self, "quiz_categories", tuple(CATEGORIES))

    def default(self) -> Rules:
        return Rules()

    def graph(self, game: Rules) -> GameGraph:
        return game.graph()

    def start(self, game: Rules) -> Position:
        return Position.start(game)

    def parse_position(self, game: Rules, text: str) -> Position:
        return Position.parse(text, game)

    def format_position(self, game: Rules, position: Position) -> str:
        return position.text

    def moves(self, game: Rules, position: Position) -> list[Move]:
        return position.legal_moves()

    def parse_move(self, game: Rules, position: Position, text: str) -> Move:
        return Move.parse(text)

    def format_move(self, game: Rules, position: Position, move: Move) -> str:
        return move.text

    def rule_text(self, game: Rules) -> str | None:
        return None  # no closed form: the solved table is the rule (the articles' findings describe it)

    def working(self, game: Rules, position: Position) -> Working | None:
        return None

    def exercises(self, game: Rules | None = None) -> tuple[str, ...]:
        from ..article import NOTES

        return tuple(NOTES)


# -- the take-away games ---------------------------------------------------------------------------------
_SAID = re.compile(r"^\s*say ([\d, \u2013]{1,50})\s*$")
_MOVE = re.compile(r"^\s*(?:([+-])(\d{1,9})|(\d):(\d{1,9})|(both|all) (\d{1,9})|-(\d{1,9}(?:,\d{1,9})+))\s*$")


def parse_take_move(game: TakeAwayGame, text: str, heaps: Heaps | None = None) -> TakeMove:
    """A move from ``heaps`` (default: the start) written as the game writes it (``+3``, ``-3``,
    ``2:3``, ``both 2``, ``-1,0,2``; 抢30 also ``say 4, 5``, the numbers said)."""
    heaps = game.start if heaps is None else heaps
    count = len(game.limits)
    said = _SAID.match(text) if len(text) <= 60 else None
    if said is not None and count == 1:
        amount = int(re.findall(r"\d+", said.group(1))[-1]) - (game.limits[0] - heaps[0])
        move = TakeMove((amount,))
        if amount > 0 and game.move_text(heaps, move) == text.strip():
            return move
    found = _MOVE.match(text) if len(text) <= 60 else None
    amounts: tuple[int, ...] | None = None
    if found is not None:
        _sign, one, heap, taken, every, same, general = found.groups()
        if one is not None and count == 1:
            amounts = (int(one),)
        elif heap is not None and 1 <= int(heap) <= count:
            amounts = tuple(int(taken) if i == int(heap) - 1 else 0 for i in range(count))
        elif same is not None and count == (2 if every == "both" else count):
            amounts = (int(same),) * count
        elif general is not None and general.count(",") == count - 1:
            amounts = tuple(int(a) for a in general.split(","))
    if amounts is None or not any(amounts):
        raise NotationError(
            "{text!r} is not a move of {game}; write it like {example}",
            text=text[:60],
            game=game.titled(),
            example=game.move_text(heaps, game.moves(heaps)[0][0]) if game.moves(heaps) else "+1",
        )
    return TakeMove(amounts)


@dataclass(frozen=True)
class TakeAwayPlugin:
    """A take-away game of :data:`~.takeaway.GAMES` (its parameters are the frozen game object)."""

    key: str
    name: str
    board: str = "heaps"
    slide_titles: tuple[str, ...] = ()
    setup: str = PARAM_FIELDS
    verdicts: VerdictWords = VerdictWords(p="P", n="N")
    quiz_categories: tuple[str, ...] = ("p_or_n", "winning_move")

    def default(self) -> TakeAwayGame:
        return make_game(self.key)

    def graph(self, game: TakeAwayGame) -> GameGraph:
        return game.graph()

    def start(self, game: TakeAwayGame) -> Heaps:
        return game.start

    def parse_position(self, game: TakeAwayGame, text: str) -> Heaps:
        return game.parse(text)

    def format_position(self, game: TakeAwayGame, position: Heaps) -> str:
        return game.format(position)

    def moves(self, game: TakeAwayGame, position: Heaps) -> list[TakeMove]:
        return [move for move, _after in game.moves(position)]

    def parse_move(self, game: TakeAwayGame, position: Heaps, text: str) -> TakeMove:
        return parse_take_move(game, text, position)

    def format_move(self, game: TakeAwayGame, position: Heaps, move: TakeMove) -> str:
        return game.move_text(position, move)

    def rule_text(self, game: TakeAwayGame) -> str | None:
        return game.rule_text

    def working(self, game: TakeAwayGame, position: Heaps) -> Working | None:
        return game.working(position)

    def exercises(self, game: TakeAwayGame | None = None) -> tuple[str, ...]:
        return tuple(e.key for e in EXERCISES if e.game.key == self.key and (game is None or e.game == game))


def _slides(name: str, rule: str) -> tuple[str, ...]:
    return (name, "Who wins from the start?", "Backward induction", rule, "Exercises")


#: Every game, by key, in menu order.
PLUGINS: dict[str, GamePlugin[Any, Any, Any]] = {
    "quadace": QuadAcePlugin(),
    "nim": TakeAwayPlugin("nim", "Nim", slide_titles=_slides("Nim", "Bouton's theorem: the nim-sum")),
    "bash": TakeAwayPlugin("bash", "抢30 (Bash)", "strip", _slides("抢30 (Bash)", "The key factor k + 1")),
    "wythoff": TakeAwayPlugin(
        "wythoff", "Wythoff", slide_titles=_slides("Wythoff's game", "The golden ratio's pairs")
    ),
    "subtraction": TakeAwayPlugin(
        "subtraction",
        "Subtraction game",
        slide_titles=_slides("The subtraction game", "The period of the P-positions"),
    ),
}

assert set(PLUGINS) == {"quadace", *GAMES}, "every take-away game has its plug-in"
