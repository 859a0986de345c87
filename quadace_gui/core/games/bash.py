"""The Bash game and its Chinese form 抢30: count to ``target``, saying 1 to ``most`` numbers a turn.

Inside, the game is one heap of what is still to go (saying 1..most consecutive numbers takes 1..most from
a heap of ``target``; whoever says the target takes the last one and wins; under misère whoever says it
loses, the matches exercises). Outside, it is written as played: a position is the *last number said*
(0 before the first turn), a move names the numbers said ("say 1, 2"), see :meth:`Bash.says`.

The article (004, 从抢30到NIM游戏) names the *key factor* k: the largest plus the smallest number one may
say, ``most + 1``. Going back from the target (倒推法: to say 30 one must say 27, …) gives the *key
numbers* ``target, target - k, …``; the position is P exactly when the last number said is a key number
(misère: ``target - 1`` and down). The *imbalance factor* is the remainder ``target mod k``: when it is not
0 the first player wins by saying up to it, making the rest a balanced game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

import numpy as np

from ..errors import PositionError, RulesError
from .heaps import MAX_SLOTS, BoolArray, Heaps, IntArray, TakeAwayGame, TakeMove, oversized, split_numbers
from .params import MISERE, NUMBER, ParamSpec, Sweep
from .subtraction import MAX_AMOUNT
from .words import QT_TRANSLATE_NOOP, Cell, Sheet, Strong, Words, verdict_letter


def said_text(numbers: tuple[int, ...]) -> str:
    """``1, 2`` or ``4–9`` (a run of more than three numbers)."""
    if len(numbers) > 3:
        return f"{numbers[0]}\u2013{numbers[-1]}"
    return ", ".join(str(n) for n in numbers)


@dataclass(frozen=True)
class BashWorking:
    """The gap from the last number said to the last key number, modulo the key factor: 0 at a
    P-position (``rest`` None once the misère target was said: the game is over)."""

    said: int
    last: int  # the last key number (the target; misère: the one before it)
    key_factor: int
    rest: int | None
    p: bool

    def text(self) -> str:
        verdict = "P" if self.p else "N"
        if self.rest is None:
            return f"{self.said} → {verdict}"
        equal = "= 0" if self.rest == 0 else f"= {self.rest} ≠ 0"
        return f"({self.last} − {self.said}) mod {self.key_factor} {equal} → {verdict}"

    def sheet(self) -> Sheet:
        """The line of :meth:`text` over the key factor and the residue (emphasised)."""
        v = verdict_letter(self.p)
        if self.rest is None:
            return Sheet(Words("{said} → {v}", (("said", self.said), ("v", v)), plain=True))
        params = (
            ("last", self.last),
            ("said", self.said),
            ("k", self.key_factor),
            ("rest", Strong(self.rest)),
        )
        rest = "" if self.rest == 0 else " ≠ 0"
        line = Words(
            "({last} − {said}) mod {k} = {rest}{ne} → {v}", (*params, ("ne", rest), ("v", v)), plain=True
        )
        key = Words.of(QT_TRANSLATE_NOOP("GameWords", "key factor k"))
        gap = Words("({last} − {said}) mod {k}", params[:3], plain=True)
        rows = (
            (Cell(key), Cell.number(self.key_factor, strong=True)),
            (Cell(gap), Cell.number(self.rest, strong=True)),
        )
        return Sheet(line, rows)


#: Count to: the target (the one heap's size).
TARGET = ParamSpec(
    "target",
    NUMBER,
    QT_TRANSLATE_NOOP("GameWords", "Count to:"),
    1,
    MAX_SLOTS - 1,
    metavar="T",
    help="count to T (default 30)",
)
#: The most numbers said in a turn.
MOST = ParamSpec(
    "most",
    NUMBER,
    QT_TRANSLATE_NOOP("GameWords", "Numbers a turn (1 to):"),
    1,
    MAX_AMOUNT,  # 抢30 is the subtraction game with S = {1..k}: the same largest amount
    metavar="K",
    help="say 1 to K a turn (default 2)",
)


@dataclass(frozen=True)
class Bash(TakeAwayGame):
    """Count to ``target`` saying 1..``most`` numbers a turn (the heap is the count still to go)."""

    key: ClassVar[str] = "bash"
    menu_name: ClassVar[str] = QT_TRANSLATE_NOOP("GameWords", "抢30 (Bash: count to a target)")
    PARAMS: ClassVar[tuple[ParamSpec, ...]] = (TARGET, MOST, MISERE)
    #: quadace check: every count up to 1000, for each largest amount a turn from 1 to 10.
    SWEEP: ClassVar[Sweep] = {"target": 1000, "most": tuple(range(1, 11))}
    example: ClassVar[str] = "27"
    target: int = 30
    most: int = 2
    misere: bool = False
    start: Heaps = field(init=False)
    counting: ClassVar[bool] = True

    def __post_init__(self) -> None:
        if self.target < 1:
            raise RulesError("the target must be at least 1, not {target}", target=self.target)
        if self.most < 1:
            raise RulesError("the most a move takes must be at least 1, not {most}", most=self.most)
        object.__setattr__(self, "start", (self.target,))
        self.check()

    def params(self) -> dict[str, object]:
        return {"target": self.target, "most": self.most, "misere": self.misere}

    def json_params(self) -> dict[str, object]:
        return {"target": self.target, "most": self.most}

    @property
    def directions(self) -> tuple[tuple[int, ...], ...]:
        return ((1,),)

    @property
    def limits(self) -> Heaps:
        return (self.target,)

    @property
    def cap(self) -> int | None:
        return self.most

    @property
    def key_factor(self) -> int:
        return self.most + 1

    @property
    def imbalance(self) -> int:
        """``target mod (most + 1)`` (misère: of ``target - 1``): what the first player takes to win."""
        return (self.target - (1 if self.misere else 0)) % self.key_factor

    def counted(self, heaps: Heaps) -> int:
        """The last number said (how many were said or taken so far)."""
        return self.target - heaps[0]

    def heaps_at(self, counted: int) -> Heaps | None:
        """The position once ``counted`` numbers are said (None past the target)."""
        return (self.target - counted,) if 0 <= counted <= self.target else None

    def working(self, heaps: Heaps) -> BashWorking:
        said, last = self.counted(heaps), self.last_key
        rest = (last - said) % self.key_factor if last >= said else None
        return BashWorking(said, last, self.key_factor, rest, self.is_p_by_rule(heaps))

    def move_text(self, heaps: Heaps, move: TakeMove) -> str:
        """``say 1, 2`` (longer runs: ``say 4–9``)."""
        return "say " + said_text(self.says(heaps, move))

    @property
    def last_key(self) -> int:
        """The number whose sayer wins (misère: the one before the target, which leaves the target)."""
        return self.target - (1 if self.misere else 0)

    def key_numbers(self) -> tuple[int, ...]:
        """The key numbers, highest first: going back from the target by the key factor (倒推法)."""
        return tuple(range(self.last_key, -1, -self.key_factor))

    @property
    def rule_text(self) -> str:
        k, keys = self.key_factor, self.key_numbers()
        listed = ", ".join(str(n) for n in keys[:4]) + (", …" if len(keys) > 4 else "")
        kind = "one before the target" if self.misere else "the target"
        text = (
            f"P exactly when the last number said is a key number: {kind} and back by the key factor "
            f"k = {k} (the largest plus the smallest number one may say): {listed}"
        )
        text = text if text.endswith("…") else text + "."
        return f"{text} It is the subtraction game with S = {{1..{self.most}}}."

    def title_words(self) -> Words:
        if self.misere:
            template = QT_TRANSLATE_NOOP(
                "GameWords", "Count to {target}, 1–{most} a turn, the last one loses"
            )
        else:
            template = QT_TRANSLATE_NOOP("GameWords", "Count to {target}, 1–{most} a turn")
        return Words.of(template, target=self.target, most=self.most)

    def rule_words(self) -> tuple[Words, ...]:
        keys = self.key_numbers()
        listed = ", ".join(str(n) for n in keys[:5]) + (", …" if len(keys) > 5 else "")
        numbers = {
            "most": self.most,
            "target": self.target,
            "last": self.last_key,
            "k": self.key_factor,
            "keys": listed,
            "r": self.imbalance,
        }
        if self.misere:
            template = QT_TRANSLATE_NOOP(
                "GameWords",
                "Say 1 to {most} numbers a turn; whoever says {target} loses, so whoever says "
                "{last} wins. The key factor k = {most} + 1 = {k} (the largest plus the smallest "
                "number one may say). Going back from {last} by k (backward induction) gives the key "
                "numbers {keys}: P exactly when the last number said is a key number. The imbalance "
                "factor is the remainder ({target} − 1) mod {k} = {r}.",
            )
        else:
            template = QT_TRANSLATE_NOOP(
                "GameWords",
                "Say 1 to {most} numbers a turn; whoever says {target} wins. The key factor "
                "k = {most} + 1 = {k} (the largest plus the smallest number one may say). Going back "
                "from {target} by k (backward induction) gives the key numbers {keys}: P exactly when "
                "the last number said is a key number. The imbalance factor is the remainder "
                "{target} mod {k} = {r}.",
            )
        rule = Words.of(template, **numbers)
        if self.imbalance:
            first = Words.of(
                QT_TRANSLATE_NOOP("GameWords", "The first player says up to {r} and wins."), r=self.imbalance
            )
        else:
            first = Words.of(QT_TRANSLATE_NOOP("GameWords", "A balanced game: the second player wins."))
        most = self.most
        amounts = ", ".join(map(str, range(1, most + 1))) if most <= 4 else f"1, 2, …, {most}"
        same = Words.of(
            QT_TRANSLATE_NOOP("GameWords", "This is the subtraction game with S = {{{s}}}."), s=amounts
        )
        return (rule, first, same)

    def move_words(self, heaps: Heaps, move: TakeMove) -> Words:
        return Words.of(QT_TRANSLATE_NOOP("GameWords", "say {said}"), said=said_text(self.says(heaps, move)))

    def prompt_words(self) -> tuple[Words, ...]:
        if self.misere:
            return (
                Words.of(QT_TRANSLATE_NOOP("GameWords", "Whoever says {target} loses."), target=self.target),
            )
        return (Words.of(QT_TRANSLATE_NOOP("GameWords", "Whoever says {target} wins."), target=self.target),)

    def how_words(self) -> tuple[Words, ...]:
        if self.misere:
            template = QT_TRANSLATE_NOOP(
                "GameWords",
                "Two players, A (甲) and B (乙), count in turn from 1; "
                "each says the next 1 to {most} numbers. "
                "Whoever says {target} loses.",
            )
        else:
            template = QT_TRANSLATE_NOOP(
                "GameWords",
                "Two players, A (甲) and B (乙), count in turn from 1; "
                "each says the next 1 to {most} numbers. "
                "Whoever says {target} wins.",
            )
        return (Words.of(template, most=self.most, target=self.target),)

    def title(self) -> str:
        end = ", the last one loses" if self.misere else ""
        return f"Count to {self.target}, 1–{self.most} a turn{end}"

    def parse(self, text: str) -> Heaps:
        """The last number said, one whole number from 0 (nothing said yet) to the target, like ``27``;
        raises PositionError."""
        numbers = split_numbers(text)
        big = oversized(text) if numbers is None else None
        if big is not None and big.count == 1:  # one number, far too large
            raise PositionError(
                "{said} cannot be the last number said: the count goes from 0 to {target}",
                said=big.number,
                target=self.target,
            )
        if numbers is None or len(numbers) != 1:
            raise PositionError(
                "{text!r} is not a position; write the last number said, one number like {example}",
                text=text[:60],
                example=self.example,
            )
        if not 0 <= numbers[0] <= self.target:
            raise PositionError(
                "{said} cannot be the last number said: the count goes from 0 to {target}",
                said=numbers[0],
                target=self.target,
            )
        return (self.target - numbers[0],)

    def format(self, heaps: Heaps) -> str:
        """The last number said."""
        return str(self.counted(heaps))

    def rule_on(self, columns: list[IntArray]) -> BoolArray:
        return np.asarray(columns[0] % self.key_factor == (1 if self.misere else 0))
