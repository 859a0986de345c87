"""The rules of a QuadAce game: its axes, the numbering of hands and positions, and its memory needs.

A :class:`Rules` object names one variant: ``base`` (b >= 2), ``hands`` per player (1..3), ``op``
(``add`` or ``mul``, see :mod:`.games.ops`), ``goal`` (``retire``, ``misere`` or ``equal``, see
:mod:`.games.goals`) and ``start`` (any legal position, either side to move; ``None`` is the goal's
default). ``Rules()`` is the standard game. Named presets live in :mod:`.games.presets`.

Sets and positions
------------------
A player's hands form a multiset, numbered as in :mod:`.games.multisets` (fewest live hands first, then
low to high); ``set_count`` is S. A position seen from the side to move is (mover set, opponent set);
its slot is ``mover * S + opponent``. The two-hand names of earlier versions (``pair_count``,
``pair_index``, ``pair_of``, ``pair_low``, ``pair_high``) are aliases of the general ones; for two hands
they are exactly the old pair numbering.

>>> r = Rules()
>>> r.pair_count, r.position_count
(55, 2970)
>>> r.pair_index(1, 6), r.pair_of(r.pair_index(6, 1))
(15, (1, 6))
>>> three = Rules(hands=3)
>>> three.set_count, three.position_count, three.set_of(55)
(220, 48180, (1, 1, 1))
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from .errors import RulesError, TooLargeError, excerpt, short
from .games.chopsticks import MAX_POSITIONS, OVERFLOWS, SPLITS, TOUCHES, Overflow, Split, Touch
from .games.goals import GOALS, Goal
from .games.multisets import set_count, set_index, set_index_array, set_table
from .games.ops import OPS, Op
from .memory import (
    ANALYSIS_BYTES_PER_POSITION,
    BYTES_PER_POSITION,
    FIXED_BYTES,
    format_bytes,
    format_count,
    memory_limit,
)

if TYPE_CHECKING:
    from .games.chopsticks import ChopsticksGraph
    from .games.quadace import QuadAceGraph

IntArray = npt.NDArray[np.int64]
Hands = tuple[int, ...]

#: The smallest base that makes a game.
MIN_BASE = 2
#: Hands per player the engine plays.
MIN_HANDS, MAX_HANDS = 1, 3

__all__ = [
    "BYTES_PER_POSITION",
    "FIXED_BYTES",
    "MAX_HANDS",
    "MIN_BASE",
    "Hands",
    "Rules",
    "Start",
    "format_bytes",
    "format_count",
]


@dataclass(frozen=True)
class Start:
    """A start position: A's hands, B's hands (each low to high) and the side to move ("A" or "B")."""

    a: Hands
    b: Hands
    to_move: str = "A"

    @property
    def text(self) -> str:
        return f"{','.join(map(str, self.a))}/{','.join(map(str, self.b))}:{self.to_move}"


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class Rules:
    """One variant of the game. ``Rules()`` is the standard game (base 10, two hands, add, retire)."""

    base: int = 10
    hands: int = 2
    op: str = "add"
    goal: str = "retire"
    start_position: Start | str | None = None
    touch: str = "self"
    overflow: str = "wrap"
    split: str = "none"

    def __post_init__(self) -> None:
        if not _whole(self.base):
            raise RulesError("the base must be a whole number, not {base!r}", base=short(self.base))
        if self.base < MIN_BASE:
            raise RulesError("the base must be at least {least} (got {base})", least=MIN_BASE, base=self.base)
        if not _whole(self.hands) or not MIN_HANDS <= self.hands <= MAX_HANDS:
            raise RulesError(
                "a player has {least} to {most} hands, not {hands}",
                least=MIN_HANDS,
                most=MAX_HANDS,
                hands=excerpt(self.hands),
            )
        if self.op not in OPS:
            raise RulesError(
                "the operation must be one of {names}, not {op}", names=", ".join(OPS), op=excerpt(self.op)
            )
        if self.goal not in GOALS:
            raise RulesError(
                "the goal must be one of {names}, not {goal}", names=", ".join(GOALS), goal=excerpt(self.goal)
            )
        for name, registry in (("touch", TOUCHES), ("overflow", OVERFLOWS), ("split", SPLITS)):
            if getattr(self, name) not in registry:
                raise RulesError(
                    "the {axis} rule must be one of {names}, not {value}",
                    axis=name,
                    names=", ".join(registry),
                    value=excerpt(getattr(self, name)),
                )
        if self.split_rule.allowed and self.hands != 2:
            raise RulesError(
                "splits need two hands a player, not {hands}; use --split none",
                hands=self.hands,
            )
        if self.hands < self.goal_rule.min_hands:
            raise RulesError(
                "the {goal} goal needs at least {least} hands a player",
                goal=self.goal,
                least=self.goal_rule.min_hands,
            )
        if self.start_position is not None:
            object.__setattr__(self, "start_position", self._checked_start(self.start_position))

    def _checked_start(self, start: Start | str) -> Start | None:
        from .errors import QuadAceError
        from .notation import read_position

        try:
            if isinstance(start, str):
                a, b, side = read_position(start, self.hands, self.base)
            elif isinstance(start, Start):
                a, b, side = start.a, start.b, start.to_move
                if side not in ("A", "B") or any(
                    len(s) != self.hands or any(not _whole(x) or not 0 <= x < self.base for x in s)
                    for s in (a, b)
                ):
                    raise RulesError("the start {start} does not fit these rules", start=excerpt(start.text))
            else:
                raise RulesError("the start {start} does not fit these rules", start=excerpt(start))
        except QuadAceError as exc:
            raise RulesError("bad start position: {error}", error=exc) from None
        a, b = tuple(sorted(a)), tuple(sorted(b))
        goal = self.goal_rule
        problem = goal.start_problem(a, b)
        mover, opponent = (a, b) if side == "A" else (b, a)
        if problem is None and (not goal.can_move(mover) or goal.finished(opponent)):
            problem = "the game is already over there"
        if problem is not None:
            raise RulesError(
                "{start} cannot start a game: {problem}",
                start=excerpt(Start(a, b, side).text),
                problem=problem,
            )
        start = Start(a, b, side)
        return None if start == self._default_start() else start

    def _default_start(self) -> Start:
        hands = self.goal_rule.default_start(self.hands, self.base)
        return Start(hands, hands, "A")

    @classmethod
    def from_text(cls, text: str) -> Rules:
        """Rules from a base given as text, with a clear error for anything that is not a base."""
        stripped = text.strip() if isinstance(text, str) else ""
        digits = stripped[1:] if stripped[:1] in ("+", "-") else stripped
        if not digits.isascii() or not digits.isdigit() or len(digits) > 1000:
            raise RulesError(
                "the base must be a whole number of at least {least}, not {text!r}",
                least=MIN_BASE,
                text=short(text),
            )
        return cls(int(stripped))

    # -- naming ------------------------------------------------------------------------------------
    @property
    def goal_rule(self) -> Goal:
        return GOALS[self.goal]

    @property
    def operation(self) -> Op:
        return OPS[self.op]

    @property
    def touch_rule(self) -> Touch:
        return TOUCHES[self.touch]

    @property
    def overflow_rule(self) -> Overflow:
        return OVERFLOWS[self.overflow]

    @property
    def split_rule(self) -> Split:
        return SPLITS[self.split]

    @property
    def is_chopsticks(self) -> bool:
        """Whether any of the Chopsticks axes (touch, overflow, split) differs from QuadAce's."""
        return (self.touch, self.overflow, self.split) != ("self", "wrap", "none")

    @property
    def mover_may_finish(self) -> bool:
        """Whether the side to move may already show the goal (attacked into it: touch other)."""
        return self.touch_rule.other

    @property
    def opponent_may_finish(self) -> bool:
        """Whether the player who just moved may show the goal (their own hands changed)."""
        return not self.touch_rule.other or (self.split_rule.allowed and not self.goal_rule.retires)

    def outcome(self, mover: Hands, opponent: Hands) -> int | None:
        """The value (WIN or LOSS) for the side to move if the game is over, else None."""
        goal = self.goal_rule
        if goal.finished(opponent):
            return goal.finished_value
        if self.mover_may_finish and goal.finished(mover):
            return -goal.finished_value
        return None

    @property
    def finished_value(self) -> int:
        """The value for the side to move of a finished position: the goal's when the player who just
        moved reached it, the opposite when the side to move did (attacked into it). With ``touch
        other`` and splits under ``equal`` both happen; the attacked case is given."""
        goal = self.goal_rule
        return -goal.finished_value if self.mover_may_finish else goal.finished_value

    def position_problem(self, mover: Hands, opponent: Hands) -> bool:
        """Whether (mover, opponent) cannot arise in a game under these rules."""
        goal = self.goal_rule
        fm, fo = goal.finished(mover), goal.finished(opponent)
        return (fm and fo) or (fm and not self.mover_may_finish) or (fo and not self.opponent_may_finish)

    @property
    def start(self) -> tuple[Hands, Hands]:
        """The start position as (hands of the side to move, hands of the other side)."""
        s = self.start_spec
        return (s.a, s.b) if s.to_move == "A" else (s.b, s.a)

    @property
    def start_spec(self) -> Start:
        """The start position as A's hands, B's hands and the side to move."""
        return self.start_position if isinstance(self.start_position, Start) else self._default_start()

    @property
    def is_standard(self) -> bool:
        return self == Rules()

    def __repr__(self) -> str:
        parts = [f"base={self.base}"]
        default = Rules()
        for name in ("hands", "op", "goal"):
            if getattr(self, name) != getattr(default, name):
                parts.append(f"{name}={getattr(self, name)!r}")
        if isinstance(self.start_position, Start):
            parts.append(f"start_position={self.start_position.text!r}")
        for name in ("touch", "overflow", "split"):
            if getattr(self, name) != getattr(default, name):
                parts.append(f"{name}={getattr(self, name)!r}")
        return f"Rules({', '.join(parts)})"

    @property
    def name(self) -> str:
        """A short description, e.g. ``base 10, 3 hands, mul, misere``."""
        parts = [f"base {self.base}", f"{self.hands} hand{'s' if self.hands > 1 else ''}", self.op, self.goal]
        if self.touch != "self":
            parts.append(f"touch {self.touch}")
        if self.overflow != "wrap":
            parts.append(self.overflow)
        if self.split != "none":
            parts.append(f"split {self.split}")
        if isinstance(self.start_position, Start):
            parts.append(f"start {self.start_position.text}")
        return ", ".join(parts)

    def to_json(self) -> dict[str, Any]:
        """Every axis, for game files and JSON output."""
        out: dict[str, Any] = {
            "base": self.base,
            "hands": self.hands,
            "op": self.op,
            "goal": self.goal,
            "start": self.start_spec.text,
        }
        if self.is_chopsticks:  # only then: older readers keep reading QuadAce rules
            out.update(touch=self.touch, overflow=self.overflow, split=self.split)
        return out

    @property
    def axes(self) -> dict[str, Any]:
        """Every axis but the base and the start, as keyword arguments of :class:`Rules`."""
        return {
            "hands": self.hands,
            "op": self.op,
            "goal": self.goal,
            "touch": self.touch,
            "overflow": self.overflow,
            "split": self.split,
        }

    def with_base(self, base: int) -> Rules:
        """The same axes in another base (the start returns to the default)."""
        return Rules(base, **self.axes)

    def with_start(self, start: Start | str | None) -> Rules:
        return Rules(self.base, start_position=start, **self.axes)

    # -- moves -------------------------------------------------------------------------------------
    def combine(self, own: int, opp: int) -> int:
        """The number the changed hand shows after a touch: ``(own op opp) mod base`` (or, with
        ``cutoff``, 0 when that is the base or more)."""
        if self.overflow_rule.cutoff:
            return self.overflow_rule.reduce(int(self.operation.function(own, opp)), self.base)  # type: ignore[arg-type]
        return self.operation.apply(own, opp, self.base)

    def combine_array(self, own: IntArray, opp: IntArray) -> IntArray:
        if self.overflow_rule.cutoff:
            return self.overflow_rule.reduce_array(self.operation.function(own, opp), self.base)
        return self.operation.apply_array(own, opp, self.base)

    def is_live(self, hand: int) -> bool:
        """Whether a hand showing ``hand`` can be picked (0 is retired unless the goal is ``equal``)."""
        return self.goal_rule.is_live(hand)

    # -- sets of hands -----------------------------------------------------------------------------
    @property
    def set_count(self) -> int:
        """Number of multisets of hands (S), the finished ones included."""
        return set_count(self.base, self.hands)

    pair_count = set_count

    @property
    def position_count(self) -> int:
        """Number of real positions (the mover can be to move), finished ones included."""
        s = self.set_count
        barred = 1 if self.goal_rule.retires else self.base  # all zero, or all equal
        if self.is_chopsticks:
            both = self.mover_may_finish + self.opponent_may_finish
            return s * s - barred * barred - (2 - both) * barred * (s - barred)
        return (s - barred) * s

    def set_index(self, hands: Hands | list[int]) -> int:
        """Number of the set holding ``hands`` (in any order)."""
        return set_index(self.base, hands)

    def pair_index(self, *hands: int) -> int:
        """Number of the set holding ``hands`` (in any order): ``pair_index(1, 6)``."""
        return set_index(self.base, hands)

    def set_of(self, index: int) -> Hands:
        """The set (low to high) with this number."""
        return tuple(int(x) for x in self.hand_sets[int(index)])

    pair_of = set_of

    @cached_property
    def hand_sets(self) -> IntArray:
        """Every set in numbering order, one row each, low to high: shape ``(S, hands)``."""
        table = set_table(self.base, self.hands)
        table.flags.writeable = False
        return table

    @property
    def pair_low(self) -> IntArray:
        """Lowest hand of each set, by set number."""
        return self.hand_sets[:, 0]

    @property
    def pair_high(self) -> IntArray:
        """Highest hand of each set, by set number."""
        return self.hand_sets[:, -1]

    @cached_property
    def pair_table(self) -> IntArray:
        """Two hands only: ``pair_table[a, c]`` is the number of the pair {a, c}; symmetric."""
        if self.hands != 2:
            raise ValueError("pair_table is for two-hand games")
        a = np.arange(self.base)[:, None] + np.zeros((1, self.base), dtype=np.int64)
        return set_index_array(self.base, [np.minimum(a, a.T), np.maximum(a, a.T)])

    def index_of_sorted(self, columns: list[IntArray]) -> IntArray:
        """Set numbers of many sets given as sorted columns (lowest hands first)."""
        return set_index_array(self.base, columns)

    def pairs(self) -> list[Hands]:
        """Every set in numbering order."""
        return [tuple(row) for row in self.hand_sets.tolist()]

    def live_hands(self, hands: Hands) -> int:
        """How many hands of the set are still in play."""
        return sum(1 for h in hands if self.is_live(h))

    @cached_property
    def live_counts(self) -> IntArray:
        """Live hands of each set, by set number (every hand is live under ``equal``)."""
        return np.asarray(self.goal_rule.live_mask(self.hand_sets).sum(axis=1), dtype=np.int64)

    @property
    def sets_per_live_count(self) -> list[int]:
        """How many sets have 0, 1, ... ``hands`` live hands (the heatmap's quadrant lines)."""
        return [int(n) for n in np.bincount(self.live_counts, minlength=self.hands + 1)]

    # -- positions ---------------------------------------------------------------------------------
    @property
    def slot_count(self) -> int:
        """Size of the flat position tables (``S * S``, invalid slots included)."""
        return self.set_count**2

    def position_index(self, mover: Hands, opponent: Hands) -> int:
        return self.set_index(mover) * self.set_count + self.set_index(opponent)

    def position_of(self, index: int) -> tuple[Hands, Hands]:
        m, o = divmod(int(index), self.set_count)
        return self.set_of(m), self.set_of(o)

    # -- resources ---------------------------------------------------------------------------------
    def estimated_bytes(self, analysis: bool = False) -> int:
        """Peak memory a solve (and, with ``analysis``, the whole-table analyses) needs, in bytes."""
        per = BYTES_PER_POSITION + (ANALYSIS_BYTES_PER_POSITION if analysis else 0)
        # The graph's tables: three of hands * base * S entries (moves, swaps), the operation's
        # inverse (base^2) and the set table, 8 bytes an entry; FIXED_BYTES covers the first 32 MiB.
        tables = 8 * (
            3 * self.hands * self.base * self.set_count + 3 * self.base**2 + self.hands * self.set_count
        )
        tables = max(0, tables - 32 * 1024**2)
        return self.slot_count * per + tables + FIXED_BYTES

    def check_fits(self, limit: int | None = None, analysis: bool = False) -> None:
        """Raise :class:`TooLargeError` if solving (or analysing) would need more memory than there is."""
        self._refuse_over(self.estimated_bytes(analysis), "analyse" if analysis else "solve", limit)

    def check_analysis_fits(self, limit: int | None = None) -> None:
        """Raise :class:`TooLargeError` if the whole-table analyses' own working tables (on top of
        the solved table, which is already held) would not fit in the memory left."""
        self._refuse_over(self.slot_count * ANALYSIS_BYTES_PER_POSITION + FIXED_BYTES, "analyse", limit)

    def _refuse_over(self, need: int, task: str, limit: int | None) -> None:
        if self.is_chopsticks and self.slot_count > MAX_POSITIONS:
            raise TooLargeError(
                "{rules} has {positions} positions; the touch, overflow and split rules are solved up to "
                "{most} (base {top} with two hands)",
                rules=self.name,
                positions=format_count(self.slot_count),
                most=format_count(MAX_POSITIONS),
                top=max(b for b in range(2, 400) if Rules(b, hands=2).slot_count <= MAX_POSITIONS),
            )
        have = memory_limit() if limit is None else limit
        if need <= have:
            return
        fit = self._largest_base_within(have, analysis=task != "solve")
        plain = task == "solve" and self.with_base(10).is_standard  # the plain wording for the standard axes
        if plain and fit is not None:
            raise TooLargeError(
                "base {base} has {positions} positions and would need about {need} of memory to solve; "
                "this machine has {have} available (a base up to {fit} fits)",
                base=self.base,
                positions=format_count(self.position_count),
                need=format_bytes(need),
                have=format_bytes(have),
                fit=fit,
            )
        if plain:
            raise TooLargeError(
                "base {base} has {positions} positions and would need about {need} of memory to solve; "
                "this machine has {have} available",
                base=self.base,
                positions=format_count(self.position_count),
                need=format_bytes(need),
                have=format_bytes(have),
            )
        if fit is not None:
            raise TooLargeError(
                "{rules} has {positions} positions and would need about {need} of memory to {task}; "
                "this machine has {have} available (a base up to {fit} fits)",
                rules=self.name,
                positions=format_count(self.position_count),
                need=format_bytes(need),
                task=task,
                have=format_bytes(have),
                fit=fit,
            )
        raise TooLargeError(
            "{rules} has {positions} positions and would need about {need} of memory to {task}; "
            "this machine has {have} available",
            rules=self.name,
            positions=format_count(self.position_count),
            need=format_bytes(need),
            task=task,
            have=format_bytes(have),
        )

    def _largest_base_within(self, have: int, analysis: bool) -> int | None:
        """The largest base below this one whose solve (or analysis) needs at most ``have`` bytes under
        the same other rules, or None when not even base 2 does (the sizes grow with the base)."""

        def fits(base: int) -> bool:
            try:
                return self.with_base(base).estimated_bytes(analysis) <= have
            except RulesError:
                return False

        low, high = 2, self.base - 1
        if high < low or not fits(low):
            return None
        while low < high:
            mid = (low + high + 1) // 2
            if fits(mid):
                low = mid
            else:
                high = mid - 1
        return low

    def graph(self) -> QuadAceGraph | ChopsticksGraph:
        """The game graph the solver works on (built once for the last few rule sets asked for)."""
        return _graph_for(self)


@functools.lru_cache(maxsize=3)
def _graph_for(rules: Rules) -> QuadAceGraph | ChopsticksGraph:
    from .games.chopsticks import ChopsticksGraph
    from .games.quadace import QuadAceGraph

    if rules.is_chopsticks:
        rules._refuse_over(0, "solve", None)
        return ChopsticksGraph(rules)
    return QuadAceGraph(rules)
