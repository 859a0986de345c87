"""The subtraction game: one heap; a move takes one of the amounts of a set S (default S = {1, 3, 4}).

The textbooks the Nim articles build on start here. With S = {1, ..., k} it is the Bash game (抢30);
with other sets the P-positions are still *periodic*: whether n is P depends only on whether
n - s is P for each s in S, so on the last max(S) answers, and once a window of max(S) answers repeats,
everything after it repeats too. The rule of a subtraction game is that period, found by the solver: it
solves a prefix of the heap sizes (doubling it until a window repeats, which must happen within
2^max(S) sizes), reads the pre-period and the period off the first repeated window, and states the
P residues ("P exactly when n mod 7 is 0 or 2" for {1, 3, 4}). The statement is then checked against
the solver on the whole table like every closed form (``quadace check --game subtraction``).

A heap smaller than every amount is finished: the side to move has no move and has lost (misère: won).

>>> game = Subtraction()
>>> game.period.text()
'P exactly when n mod 7 is 0 or 2'
>>> [n for n in range(15) if game.is_p_by_rule((n,))]
[0, 2, 7, 9, 14]
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import ClassVar

import numpy as np
import numpy.typing as npt

from ..errors import RulesError
from ..solver import retrograde
from .heaps import BoolArray, HeapGraph, Heaps, IntArray, TakeAwayGame, TakeMove, split_numbers
from .params import HEAPS, LIMIT, MISERE, NUMBERS, ParamSpec, Sweep
from .protocol import LOSS
from .words import QT_TRANSLATE_NOOP, Cell, Sheet, Strong, Words, verdict_letter

#: The largest amount a move may take (the period is then found within 2^16 heap sizes).
MAX_AMOUNT = 16
#: The default set of amounts.
DEFAULT_AMOUNTS = (1, 3, 4)


class SubtractionGraph(HeapGraph):
    """One heap from 0 to ``limit``; a move takes an amount of ``amounts`` (sorted, distinct), so the
    distinct successors of n are n - s for every s <= n."""

    def __init__(self, limit: int, amounts: tuple[int, ...], misere: bool, start: int) -> None:
        super().__init__((limit,), ((1,),), None, misere, (start,))
        self.amounts = amounts
        self._amounts = np.asarray(amounts, dtype=np.intp)

    def terminal(self) -> BoolArray:
        return np.asarray(np.arange(self.size) < self.amounts[0])

    def successor_counts(self) -> npt.NDArray[np.int32]:
        return np.searchsorted(self._amounts, np.arange(self.size), side="right").astype(np.int32)

    def _pairs(self, states: IntArray, down: bool) -> tuple[IntArray, IntArray, IntArray]:
        """(index into ``states``, amount, slot reached) for every amount that fits, state-major."""
        states = np.asarray(states, dtype=np.intp)
        reached = states[:, None] - self._amounts[None, :] if down else states[:, None] + self._amounts
        ok = (reached >= 0) & (reached <= self.limits[0])
        src = np.broadcast_to(np.arange(states.size, dtype=np.intp)[:, None], ok.shape)[ok]
        amount = np.broadcast_to(self._amounts[None, :], ok.shape)[ok]
        return src, amount, reached[ok]

    def successors(self, states: IntArray) -> IntArray:
        return self._pairs(states, down=True)[2]

    def successor_slots(self, states: IntArray) -> IntArray:
        return self._pairs(states, down=True)[2]

    def predecessors(self, states: IntArray) -> IntArray:
        return self._pairs(states, down=False)[2]

    def moves(self, states: IntArray) -> tuple[IntArray, IntArray, IntArray, IntArray]:
        src, amount, reached = self._pairs(states, down=True)
        return src, np.zeros(src.size, dtype=np.intp), amount, reached


@dataclass(frozen=True)
class SubtractionWorking:
    """A heap of n against the period: its residue and the P residues (below the pre-period the table
    of the first sizes decides)."""

    n: int
    start: int
    length: int
    rest: int  # n mod length
    residues: tuple[int, ...]
    p: bool

    @property
    def early(self) -> bool:
        """Below the pre-period: the listed first sizes decide, not the residue."""
        return self.n < self.start

    def text(self) -> str:
        verdict = "P" if self.p else "N"
        if self.early:
            return f"{self.n} is below the period's start {self.start} → {verdict}"
        listed = " or ".join(map(str, self.residues)) or "none"
        among = "one of" if self.rest in self.residues else "not"
        return f"{self.n} mod {self.length} = {self.rest}, {among} {listed} → {verdict}"

    def sheet(self) -> Sheet:
        """``20 mod 7 = 6 ∉ {0, 2} → N`` over the period, the P residues and the residue (emphasised)."""
        v = verdict_letter(self.p)
        if self.early:
            line = Words.of(
                QT_TRANSLATE_NOOP(
                    "GameWords", "{n} is below the period's start {start}: the table decides → {v}"
                ),
                n=self.n,
                start=self.start,
                v=v,
            )
            return Sheet(line)
        among = " ∈ " if self.rest in self.residues else " ∉ "
        listed = "{" + ", ".join(map(str, self.residues)) + "}"
        params = (("n", self.n), ("m", self.length), ("rest", Strong(self.rest)))
        line = Words(
            "{n} mod {m} = {rest}{among}{listed} → {v}",
            (*params, ("among", among), ("listed", listed), ("v", v)),
            plain=True,
        )
        rows = (
            (Cell(Words.of(QT_TRANSLATE_NOOP("GameWords", "period"))), Cell.number(self.length)),
            (Cell(Words.of(QT_TRANSLATE_NOOP("GameWords", "P residues"))), Cell.number(listed)),
            (Cell(Words("{n} mod {m}", params[:2], plain=True)), Cell.number(self.rest, strong=True)),
        )
        return Sheet(line, rows)


@dataclass(frozen=True)
class Period:
    """The P-positions of a subtraction game: below ``start`` as listed, from ``start`` on periodic."""

    start: int  # the pre-period: from here on n is P exactly when n mod length is in residues
    length: int
    residues: tuple[int, ...]
    exceptions: tuple[int, ...]  # sizes below ``start`` where the residue rule is wrong

    def is_p(self, n: npt.NDArray[np.intp]) -> BoolArray:
        p = np.isin(n % self.length, self.residues)
        if self.exceptions:
            wrong = np.isin(n, self.exceptions)
            p = np.where(wrong, ~p, p)
        return np.asarray(p, dtype=bool)

    def data(self) -> dict[str, object]:
        """As the commands' JSON gives it."""
        return {"start": self.start, "length": self.length, "p_residues": list(self.residues)}

    def text(self) -> str:
        """``P exactly when n mod 7 is 0 or 2``; with a pre-period ``from n = 4 on, P exactly when n mod 3
        is 0; below 4, P at 0, 1``."""
        if not self.residues:
            rule = "never P"
        else:
            words = [str(r) for r in self.residues]
            listed = words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]
            rule = f"P exactly when n mod {self.length} is {listed}"
        if self.start:
            below = np.arange(self.start, dtype=np.intp)
            early = ", ".join(str(int(n)) for n in below[self.is_p(below)]) or "none"
            rule = f"from n = {self.start} on, {rule}; below {self.start}, P at {early}"
        return rule


def find_period(amounts: tuple[int, ...], misere: bool = False) -> Period:
    """The period of the P-positions, found by the solver on longer and longer prefixes."""
    width = amounts[-1]
    length = 8 * width + 64
    while True:
        graph = SubtractionGraph(length, amounts, misere, length)
        value, _ = retrograde(graph)
        p = value == LOSS
        seen: dict[bytes, int] = {}
        for n in range(length - width + 1):
            window = p[n : n + width].tobytes()
            first = seen.setdefault(window, n)
            if first != n:
                period = n - first
                residues = tuple(sorted({int(m) % period for m in np.flatnonzero(p[first : n + 1]) + first}))
                rule = Period(first, period, residues, ())
                before = np.arange(first, dtype=np.intp)
                wrong = tuple(int(m) for m in before[rule.is_p(before) != p[:first]])
                return Period(first, period, residues, wrong)
        length *= 2


@lru_cache(maxsize=32)
def _period_of(amounts: tuple[int, ...], misere: bool) -> Period:
    return find_period(amounts, misere)


def parse_amounts(text: str) -> tuple[int, ...]:
    """``1,3,4`` (or ``1 3 4``, ``{1,3,4}``) as the amounts typed; raises RulesError, also for an amount
    typed twice (``1,1`` is a slip, not the set {1})."""
    body = text.strip()
    if body[:1] == "{" and body[-1:] == "}":
        body = body[1:-1]
    numbers = split_numbers(body)
    if numbers is None:
        raise RulesError("{text!r} is not a set of amounts; write whole numbers like 1,3,4", text=text[:60])
    twice = [a for i, a in enumerate(numbers) if a in numbers[:i]]
    if twice:
        raise RulesError(
            "S lists the amount {amount} twice; give each amount once, like 1,3,4", amount=twice[0]
        )
    return numbers


#: The set S of the amounts a move may take.
AMOUNTS = ParamSpec(
    "amounts",
    NUMBERS,
    QT_TRANSLATE_NOOP("GameWords", "Amounts a move may take (S):"),
    option="--moves",
    metavar="S",
    help="the amounts a move may take, like 1,3,4 (the default)",
)


@dataclass(frozen=True)
class Subtraction(TakeAwayGame):
    """One heap of ``start`` (up to ``limit``, default the start); a move takes an amount of ``amounts``."""

    key: ClassVar[str] = "subtraction"
    menu_name: ClassVar[str] = QT_TRANSLATE_NOOP("GameWords", "Subtraction game (take an amount of S)")
    PARAMS: ClassVar[tuple[ParamSpec, ...]] = (HEAPS, LIMIT, MISERE, AMOUNTS)
    SWEEP: ClassVar[Sweep] = {"limit": 1000}  # quadace check: every heap up to 1000
    example: ClassVar[str] = "20"
    start: Heaps = (20,)
    amounts: tuple[int, ...] = DEFAULT_AMOUNTS
    limit: int = 0
    misere: bool = False

    def __post_init__(self) -> None:
        if len(self.start) != 1:
            raise RulesError("the subtraction game has one heap, not {count}", count=len(self.start))
        if not self.amounts:
            raise RulesError("the subtraction game needs at least one amount, like 1,3,4")
        bad = [a for a in self.amounts if not 1 <= a <= MAX_AMOUNT]
        if bad:
            raise RulesError("an amount goes from 1 to {most}, not {amount}", most=MAX_AMOUNT, amount=bad[0])
        object.__setattr__(self, "amounts", tuple(sorted(set(self.amounts))))
        if self.start[0] < 0:
            raise RulesError("a heap holds 0 or more, not {heap}", heap=self.start[0])
        if self.limit <= 0:
            object.__setattr__(self, "limit", self.start[0])
        self._check_heaps(self.start)
        self.check()

    @classmethod
    def read_param(cls, spec: ParamSpec, text: str) -> tuple[int, ...]:
        """The set S typed like ``1,3,4`` or ``{1,3,4}``; the heaps as every game reads them."""
        return parse_amounts(text) if spec is AMOUNTS else super().read_param(spec, text)

    def params(self) -> dict[str, object]:
        return {
            "heaps": list(self.start),
            "amounts": list(self.amounts),
            "limit": self.limit,
            "misere": self.misere,
        }

    def json_params(self) -> dict[str, object]:
        return {**super().json_params(), "moves": list(self.amounts), "period": self.period.data()}

    @property
    def directions(self) -> tuple[tuple[int, ...], ...]:
        return ((1,),)

    @property
    def limits(self) -> Heaps:
        return (self.limit,)

    def graph(self) -> HeapGraph:
        return _graph(self.limit, self.amounts, self.misere, self.start[0])

    @cached_property
    def period(self) -> Period:
        """The period of the P-positions (found by the solver once per set of amounts)."""
        return _period_of(self.amounts, self.misere)

    @property
    def rule_text(self) -> str:
        end = " (misère)" if self.misere else ""
        return f"{self.period.text()}{end}: the period of the P-positions, found by the solver."

    def title(self) -> str:
        name = "misère subtraction game" if self.misere else "Subtraction game"
        return f"{name} S = {{{','.join(map(str, self.amounts))}}}, heap ≤ {self.limit}"

    def move_text(self, heaps: Heaps, move: TakeMove) -> str:
        return f"-{move.amounts[0]}"

    def title_words(self) -> Words:
        if self.misere:
            template = QT_TRANSLATE_NOOP("GameWords", "misère subtraction game S = {{{s}}}, heap ≤ {limit}")
        else:
            template = QT_TRANSLATE_NOOP("GameWords", "Subtraction game S = {{{s}}}, heap ≤ {limit}")
        return Words.of(template, s=",".join(map(str, self.amounts)), limit=self.limit)

    def rule_words(self) -> tuple[Words, ...]:
        period = self.period
        rule = Words.of(
            QT_TRANSLATE_NOOP(
                "GameWords",
                "Subtraction game: a move takes one of the amounts S = {{{s}}} from the heap. "
                "The solver finds the P-positions periodic: P exactly when n mod {m} is one of {r}.",
            ),
            s=", ".join(map(str, self.amounts)),
            m=period.length,
            r=", ".join(map(str, period.residues)) or "—",
        )
        if not period.start:
            return (rule,)
        below = Words.of(
            QT_TRANSLATE_NOOP("GameWords", "This holds from n = {start} on; below it the table decides."),
            start=period.start,
        )
        return (rule, below)

    def prompt_words(self) -> tuple[Words, ...]:
        amounts = Words.of(
            QT_TRANSLATE_NOOP("GameWords", "Allowed amounts: S = {{{s}}}."),
            s=", ".join(map(str, self.amounts)),
        )
        return (*super().prompt_words(), amounts)

    def how_words(self) -> tuple[Words, ...]:
        text = QT_TRANSLATE_NOOP(
            "GameWords",
            "Two players, A (甲) and B (乙), take turns. A move takes one of the amounts of S = {{{s}}} "
            "from the heap. Whoever takes the last stone wins.",
        )
        return (Words.of(text, s=", ".join(map(str, self.amounts))), *self.misere_words())

    def rule_on(self, columns: list[IntArray]) -> BoolArray:
        return self.period.is_p(np.asarray(columns[0], dtype=np.intp))

    def working(self, heaps: Heaps) -> SubtractionWorking:
        """The period worked out for a heap: ``20 mod 7 = 6, not 0 or 2 → N``."""
        period = self.period
        n = heaps[0]
        return SubtractionWorking(
            n, period.start, period.length, n % period.length, period.residues, self.is_p_by_rule(heaps)
        )


@lru_cache(maxsize=8)
def _graph(limit: int, amounts: tuple[int, ...], misere: bool, start: int) -> SubtractionGraph:
    return SubtractionGraph(limit, amounts, misere, start)
