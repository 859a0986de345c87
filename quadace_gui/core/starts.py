"""Which starting numbers make a good game? Every legal start of a rule set, with its value.

A *start* here is a position with A to move in which no hand shows 0, the game is not over, and the
goal allows it (under ``equal`` neither player may already show equal hands). Its value and distance
come from the solved table (values do not depend on where a game started; only reachability does).

>>> from quadace_gui.core.solver import solve
>>> report = starts(solve())
>>> report.count, report.wins + report.losses + report.draws
(2025, 2025)
>>> report.start.value_name, report.longest_wins[0].distance
('draw', 17)
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from .position import Position, Side
from .rules import Rules
from .solver import DRAW, LOSS, VALUE_NAMES, WIN, SolvedTable

IntArray = npt.NDArray[np.intp]

#: Entries in each "most interesting" list of a summary.
TOP = 10


@dataclass(frozen=True)
class StartInfo:
    """One start position (A to move) and its value for A."""

    position: Position
    value: int  # WIN, LOSS or DRAW for A
    distance: int | None  # plies to the end with perfect play; None in a draw

    @property
    def value_name(self) -> str:
        return VALUE_NAMES[self.value]

    @property
    def text(self) -> str:
        return self.position.text


@dataclass(frozen=True)
class StartsReport:
    """Every legal start of one rule set, as arrays over start slots, plus the interesting ones."""

    rules: Rules
    slots: IntArray  # the table slot of each start (A's hands are the mover's)
    values: npt.NDArray[np.int8]
    distances: npt.NDArray[np.int32]
    start: StartInfo  # the rules' own start (which may have B to move or zeros)
    fair: tuple[StartInfo, ...]  # drawn starts where both players hold the same hands (and can move)
    longest_wins: tuple[StartInfo, ...]  # forced wins for A, longest first
    longest_losses: tuple[StartInfo, ...]  # forced wins for B, longest first

    @property
    def count(self) -> int:
        return int(self.slots.size)

    @property
    def wins(self) -> int:
        return int(np.count_nonzero(self.values == WIN))

    @property
    def losses(self) -> int:
        return int(np.count_nonzero(self.values == LOSS))

    @property
    def draws(self) -> int:
        return int(np.count_nonzero(self.values == DRAW))

    def info(self, k: int) -> StartInfo:
        """The k-th start."""
        return _info(self.rules, int(self.slots[k]), int(self.values[k]), int(self.distances[k]))

    def suggestions(self, limit: int = 5) -> list[StartInfo]:
        """Starts worth playing: the longest forced wins (for either side), then fair mirror starts."""
        decisive = sorted(
            (*self.longest_wins, *self.longest_losses), key=lambda s: (-(s.distance or 0), s.text)
        )
        return (decisive + list(self.fair))[:limit]


def _info(rules: Rules, slot: int, value: int, distance: int) -> StartInfo:
    mover, opponent = rules.position_of(slot)
    position = Position(mover, opponent, Side.A, rules)
    return StartInfo(position, value, None if distance < 0 else distance)


def start_sets(rules: Rules) -> IntArray:
    """Numbers of the sets a player may start with: no hand 0, and (``equal``) not all equal."""
    table = rules.hand_sets
    ok = (table != 0).all(axis=1)
    if not rules.goal_rule.retires:
        ok &= ~rules.goal_rule.finished_sets(table)
    return np.flatnonzero(ok)


def starts(table: SolvedTable) -> StartsReport:
    """Every legal start with its value and distance, and a summary of the interesting ones."""
    rules = table.rules
    sets = start_sets(rules)
    slots = (sets[:, None] * rules.set_count + sets[None, :]).ravel()
    slots = slots[table.distance[slots] != 0]  # not already over (never, with no hand at 0)
    values = table.value[slots]
    distances = table.distance[slots]

    def pick(mask: npt.NDArray[np.bool_], longest_first: bool) -> tuple[StartInfo, ...]:
        idx = np.flatnonzero(mask)
        if longest_first:
            idx = idx[np.argsort(-distances[idx], kind="stable")]
        return tuple(_info(rules, int(slots[k]), int(values[k]), int(distances[k])) for k in idx[:TOP])

    mover, opponent = np.divmod(slots, rules.set_count)
    mirror = mover == opponent
    if rules.op == "mul":  # all 1s multiplied stay 1s: a "fair" start where nothing ever happens
        ones = (rules.hand_sets == 1).all(axis=1)
        mirror &= ~(ones[mover] & ones[opponent])
    own = Position.start(rules)
    i = own.index
    value = int(table.value[i])
    if own.to_move is Side.B:
        value = -value  # for A
    d = int(table.distance[i])
    return StartsReport(
        rules=rules,
        slots=slots,
        values=values,
        distances=distances,
        start=StartInfo(own, value, None if d < 0 else d),
        fair=pick(mirror & (values == DRAW), longest_first=False),
        longest_wins=pick(values == WIN, longest_first=True),
        longest_losses=pick(values == LOSS, longest_first=True),
    )


#: Rule sets up to this many positions are solved on the spot to suggest starts (about 0.1 s at most).
SUGGEST_POSITIONS = 300_000


@dataclass(frozen=True)
class StartSuggestion:
    """A start worth offering, and why: ``fair`` (a drawn mirror start), ``a_wins`` or ``b_wins``."""

    info: StartInfo
    kind: str


def static_start(rules: Rules, a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    """A start in which no move can change anything: under multiplication, every hand showing 1."""
    return rules.op == "mul" and set(a + b) == {1}


def dull_start(rules: Rules) -> bool:
    """Whether the rules' default start makes no game: nothing ever changes (all 1s multiplied), or
    (for rule sets small enough to solve at once) the first move wins."""
    spec = rules.with_start(None).start_spec
    if static_start(rules, spec.a, spec.b):
        return True
    if rules.goal != "equal" or rules.position_count > SUGGEST_POSITIONS:
        return False
    from .solver import solve  # solving is what this question costs; only here

    own = starts(solve(rules.with_start(None))).start
    return own.value == WIN and own.distance == 1


def suggested_starts(rules: Rules, fair: int = 4, wins: int = 3, losses: int = 2) -> list[StartSuggestion]:
    """Good starts for these axes (any start the rules name is ignored): a few fair mirror starts, the
    longest forced wins for A and for B; never a start where nothing can change. Empty for rule sets
    over :data:`SUGGEST_POSITIONS` positions (solving them is not instant)."""
    base = rules.with_start(None)
    if base.position_count > SUGGEST_POSITIONS:
        return []
    from .solver import solve

    report = starts(solve(base))
    out: list[StartSuggestion] = []
    seen = {base.start_spec.text}
    for kind, infos in (
        ("fair", report.fair[:fair]),
        ("a_wins", report.longest_wins[:wins]),
        ("b_wins", report.longest_losses[:losses]),
    ):
        for info in infos:
            if info.text in seen or static_start(base, info.position.a, info.position.b):
                continue
            seen.add(info.text)
            out.append(StartSuggestion(info, kind))
    return out
