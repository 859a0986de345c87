"""The findings of the QuadAce source articles, recomputed from the solved standard table.

Two articles: the main one ("a simple finger game and backward induction", seeds 000/002) and the
second ("a little research on the finger game", seed 003). Each finding uses the article's own
definition, read from its text and lists; where the exact count differs from the article's number the
finding's note says why. Positions are written ``a,b/c,d:S`` with the side to move ``S``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from .findings import UNREACHABLE_CLASSES, unreachable_masks
from .position import Hands, Position, Side, make_pair
from .rules import Rules
from .solver import DRAW, INVALID, LOSS, WIN, SolvedTable, solve

#: The simple strategy's traps the main article lists (A to move, A's hands then B's).
ARTICLE_TRAPS = (
    "1129",
    "1149",
    "1159",
    "1367",
    "1467",
    "1699",
    "1729",
    "1859",
    "2278",
    "2289",
    "2318",
    "2515",
    "2733",
    "2915",
    "3327",
    "3357",
    "3367",
    "3457",
    "3877",
    "3918",
    "4436",
    "4469",
    "4557",
    "4911",
    "5515",
    "5535",
    "5557",
    "5559",
    "5635",
    "5859",
    "6614",
    "6647",
    "6735",
    "6934",
    "7734",
    "7735",
    "7738",
    "7829",
    "7934",
    "8812",
    "8823",
    "9915",
    "9916",
    "9918",
)
#: The four forced concessions the main article names besides those with two equal hands.
ARTICLE_CONCESSIONS = ("1627", "2749", "4938", "3816")
#: The four "one hand against two" moves the main article shows (before -> after the move).
ARTICLE_ONE_VS_TWO = (("1136", "1736"), ("3389", "1389"), ("7712", "7912"), ("9947", "3947"))
#: The second article's 16 drawn one-hand-against-one-hand positions (the first number moves).
ARTICLE_DRAWS_1V1 = (
    "13",
    "18",
    "21",
    "26",
    "34",
    "39",
    "42",
    "47",
    "63",
    "68",
    "71",
    "76",
    "84",
    "89",
    "92",
    "97",
)


@dataclass(frozen=True)
class Finding:
    """One claim of an article, checked against the table. ``note`` is :data:`NOTES` [``note_key``]
    filled with ``note_params`` (a translated front end fills the translated template the same way)."""

    name: str
    title: str
    count: int
    article_count: int | None
    positions: tuple[str, ...]
    note_key: str
    note_params: tuple[tuple[str, str], ...] = ()
    #: The article's number as the article writes it, when it is not a plain count ("about 48 (大约48)").
    article_says: str | None = None

    @property
    def article_text(self) -> str | None:
        """What to set beside the table's count: the article's words, else its count (None: it gives none)."""
        if self.article_says is not None:
            return self.article_says
        return None if self.article_count is None else str(self.article_count)

    @property
    def note(self) -> str:
        return NOTES[self.note_key].format(**dict(self.note_params))


#: Every note's English template, by key (texts.FINDING_NOTES lists the same texts for translation).
NOTES: dict[str, str] = {
    "start_draw": "the table finds a draw at the start too",
    "start_not_draw": "the table does not find a draw at the start",
    "quadrant": "{cells} unfinished positions: {won} won, {lost} lost, {drawn} drawn for the side to move; "
    "{reachable} of the lost ones arise from the start",
    "quadrant_1v2": "{cells} unfinished positions: {won} won, {lost} lost, {drawn} drawn for the side to "
    "move; "
    '{reachable} of the lost ones arise from the start (the article\'s "8, of which only 4 occur" counts '
    "something else: see the concessions that lose)",
    "one_vs_one_same_agrees": "the same 16 as the article; the Fibonacci rule (a to move: some "
    "f_i*a + f_(i+1)*b = 0 mod 10) agrees with the table on all 81",
    "one_vs_one_same_disagrees": "the same 16 as the article; the Fibonacci rule disagrees with the table "
    "somewhere",
    "one_vs_one_differs_agrees": "differs from the article's list; the Fibonacci rule (a to move: some "
    "f_i*a + f_(i+1)*b = 0 mod 10) agrees with the table on all 81",
    "one_vs_one_differs_disagrees": "differs from the article's list; the Fibonacci rule disagrees with the "
    "table somewhere",
    "concessions": "the article says 'about 48'; exactly {found} ({reachable} reachable) when the mover "
    "cannot retire a hand first: {equal} with two equal hands and {others}",
    "losing_concessions": "criterion: a forced concession with a move after which the opponent can retire "
    "a hand and leave the mover's two hands lost against one; {reachable} of them arise from the start "
    "(the article: 8, only 4 occur, e.g. 1136 → 1736): the same numbers",
    "traps": "criterion: two hands each, reachable from the start, exactly one move retires a hand and the "
    "opponent wins after it ({draws} of them are draws that move turns into a loss); {open} more "
    "reachable positions have two retiring moves of which one or both lose (the strategy's choice is "
    "open there, the article leaves them out); {unreachable} unreachable positions meet the criterion "
    "and are left out as in the article: {positions}",
    **{f"unreachable_{kind}": text for kind, text in UNREACHABLE_CLASSES.items()},
    "two_vs_one_never_loses": "the article claims and proves only that the two-hand side to move can keep "
    "the one-hand side from winning at once, so the game reaches one hand each, where 'the result "
    "depends on the numbers' (此时的胜负取决于初始数字); it does not claim that two hands never lose. The "
    "table shows these {count} positions of two hands against one lost for the two-hand side to move",
    "two_vs_one_avoids_immediate_loss": "the article claims the two-hand side to move can always keep the "
    "one-hand side from winning at once (B 存在策略使得 A 无法直接胜利); its proof assumes the two hands "
    "differ. The table shows these counterexamples: the two hands are equal, so both moves give the same "
    "result and the one hand retires next",
}


def _params(**values: object) -> tuple[tuple[str, str], ...]:
    return tuple((k, str(v)) for k, v in values.items())


Pair = tuple[Hands, Hands]


def compact(text: str) -> str:
    """The literature's four digits (A's hands, then B's) as a position with A to move."""
    return f"{text[0]},{text[1]}/{text[2]},{text[3]}:A"


def _text(rules: Rules, mover: Hands, opponent: Hands) -> str:
    return Position.from_relative(mover, opponent, Side.A, rules).text


def _live(hands: Hands) -> int:
    return sum(1 for h in hands if h != 0)


class _Table:
    """Python-level look-ups on the standard table (3,025 slots, so plain loops are quick)."""

    def __init__(self, table: SolvedTable) -> None:
        self.t = table
        self.rules = table.rules
        slots = [self.rules.position_of(s) for s in range(self.rules.slot_count)]
        self.real = [p for s, p in enumerate(slots) if int(table.value[s]) != INVALID]

    def slot(self, mover: Hands, opponent: Hands) -> int:
        return self.rules.position_index(make_pair(*mover), make_pair(*opponent))

    def value(self, mover: Hands, opponent: Hands) -> int:
        return int(self.t.value[self.slot(mover, opponent)])

    def reachable(self, mover: Hands, opponent: Hands) -> bool:
        return bool(self.t.reachable[self.slot(mover, opponent)])

    def finished(self, mover: Hands, opponent: Hands) -> bool:
        return int(self.t.distance[self.slot(mover, opponent)]) == 0

    def moves(self, mover: Hands, opponent: Hands) -> list[tuple[int, int, Pair]]:
        """Each distinct move ``(own, opp, successor)``; the successor is relative to the new mover."""
        out = []
        for own in sorted({h for h in mover if h != 0}):
            for opp in sorted({h for h in opponent if h != 0}):
                rest = list(mover)
                rest.remove(own)
                new = make_pair(*rest, self.rules.combine(own, opp))
                out.append((own, opp, (make_pair(*opponent), new)))
        return out

    def can_retire(self, mover: Hands, opponent: Hands) -> bool:
        return any(self.rules.combine(own, opp) == 0 for own, opp, _ in self.moves(mover, opponent))

    def playable(self) -> Iterable[Pair]:
        return (p for p in self.real if not self.finished(*p))

    def texts(self, pairs: Iterable[Pair]) -> tuple[str, ...]:
        return tuple(_text(self.rules, m, o) for m, o in sorted(pairs))


def _start(tb: _Table) -> Finding:
    start = Position.start(tb.rules)
    value = int(tb.t.value[start.index])
    return Finding(
        "start_draw",
        "The start is a draw: both sides have a strategy that never loses",
        1 if value == DRAW else 0,
        1,
        (start.text,),
        "start_draw" if value == DRAW else "start_not_draw",
    )


def _quadrants(tb: _Table) -> list[Finding]:
    out = []
    claims = {
        (2, 2): "Two hands each: positions the side to move loses (the article: none)",
        (2, 1): "Two hands against one: positions the two-hand side to move loses",
        (1, 2): "One hand against two: positions the one-hand side to move loses",
        (1, 1): "One hand each: positions the side to move loses (every move is forced)",
    }
    for (a, b), what in claims.items():
        cell = [p for p in tb.playable() if _live(p[0]) == a and _live(p[1]) == b]
        counts = {v: sum(1 for p in cell if tb.value(*p) == v) for v in (WIN, LOSS, DRAW)}
        lost = [p for p in cell if tb.value(*p) == LOSS]
        out.append(
            Finding(
                f"quadrant_{a}v{b}",
                what,
                len(lost),
                0 if (a, b) == (2, 2) else None,
                tb.texts(lost),
                "quadrant_1v2" if (a, b) == (1, 2) else "quadrant",
                _params(
                    cells=len(cell),
                    won=counts[WIN],
                    lost=counts[LOSS],
                    drawn=counts[DRAW],
                    reachable=sum(tb.reachable(*p) for p in lost),
                ),
            )
        )
    return out


def fibonacci_decisive(a: int, b: int, base: int = 10) -> bool:
    """The second article's rule: ``a`` (to move) against ``b`` is decided iff some i > 0 has
    ``f_i * a + f_(i+1) * b == 0 (mod base)`` (f the Fibonacci numbers, f_1 = f_2 = 1)."""
    f, g = 1, 1
    seen = set()
    while (f % base, g % base) not in seen:  # the Fibonacci numbers modulo the base repeat
        seen.add((f % base, g % base))
        if (f * a + g * b) % base == 0:
            return True
        f, g = g, f + g
    return False


def _one_vs_one(tb: _Table) -> Finding:
    draws = []
    agree = True
    for a in range(1, 10):
        for b in range(1, 10):
            drawn = tb.value((0, a), (0, b)) == DRAW
            agree &= drawn != fibonacci_decisive(a, b)
            if drawn:
                draws.append(f"{a}{b}")
    match = draws == list(ARTICLE_DRAWS_1V1)
    return Finding(
        "one_vs_one_draws",
        "One hand against one hand: the drawn positions (second article, Fibonacci rule)",
        len(draws),
        16,
        tuple(_text(tb.rules, (0, int(d[0])), (0, int(d[1]))) for d in draws),
        f"one_vs_one_{'same' if match else 'differs'}_{'agrees' if agree else 'disagrees'}",
    )


def _concession_pairs(tb: _Table) -> list[Pair]:
    """The main article's forced concessions: two hands each, the mover cannot retire a hand, and
    every move lets the opponent retire one next."""
    return [
        (m, o)
        for m, o in tb.playable()
        if _live(m) == 2
        and _live(o) == 2
        and not tb.can_retire(m, o)
        and all(tb.can_retire(*succ) for _, _, succ in tb.moves(m, o))
    ]


def _concessions(tb: _Table) -> Finding:
    found = _concession_pairs(tb)
    others = [p for p in found if p[0][0] != p[0][1]]
    reach = [p for p in found if tb.reachable(*p)]
    return Finding(
        "forced_concessions",
        "Forced concessions: every move lets the opponent retire a hand",
        len(found),
        48,
        tb.texts(found),
        "concessions",
        _params(
            found=len(found),
            reachable=len(reach),
            equal=len(found) - len(others),
            others=", ".join(_text(tb.rules, *p) for p in others),
        ),
        article_says="about 48 (大约48)",
    )


def _losing_concessions(tb: _Table) -> Finding:
    """Forced concessions with a move after which the opponent's retiring move wins: the main
    article's "only 8, of which only 4 occur"."""
    found = []
    for m, o in _concession_pairs(tb):
        for _own, _opp, succ in tb.moves(m, o):
            retiring = [r for x, y, r in tb.moves(*succ) if tb.rules.combine(x, y) == 0]
            if any(tb.value(*r) == LOSS for r in retiring):
                found.append((m, o))
                break
    reach = [p for p in found if tb.reachable(*p)]
    return Finding(
        "losing_concessions",
        "Conceding a hand loses: a forced concession where the opponent's retiring reply wins",
        len(found),
        8,
        tb.texts(found),
        "losing_concessions",
        _params(reachable=len(reach)),
    )


def _traps(tb: _Table) -> Finding:
    """Two hands each, reachable; the mover has exactly one move that retires a hand, and it loses."""
    found: list[Pair] = []
    open_choice: list[Pair] = []
    unreachable: list[Pair] = []
    for m, o in tb.playable():
        if _live(m) == 2 and _live(o) == 2:
            retiring = [s for own, opp, s in tb.moves(m, o) if tb.rules.combine(own, opp) == 0]
            if len(retiring) == 1 and tb.value(*retiring[0]) == WIN and not tb.reachable(m, o):
                unreachable.append((m, o))
            elif tb.reachable(m, o) and any(tb.value(*s) == WIN for s in retiring):
                (found if len(retiring) == 1 else open_choice).append((m, o))
    return Finding(
        "simple_strategy_traps",
        "The simple strategy's traps: the only move that retires a hand loses",
        len(found),
        len(ARTICLE_TRAPS),
        tb.texts(found),
        "traps",
        _params(
            draws=sum(tb.value(*p) == DRAW for p in found),
            open=len(open_choice),
            unreachable=len(unreachable),
            positions=", ".join(_text(tb.rules, *p) for p in unreachable),
        ),
    )


def _unreachable(tb: _Table) -> list[Finding]:
    out = []
    for name, mask in unreachable_masks(tb.t).items():
        slots = [int(s) for s in mask.nonzero()[0]]
        pairs = [tb.rules.position_of(s) for s in slots]
        out.append(
            Finding(
                f"unreachable_{name}",
                f"Unreachable positions: {name.replace('_', ' ')}",
                len(pairs),
                None,
                tb.texts(pairs),
                f"unreachable_{name}",
            )
        )
    return out


def _second_claims(tb: _Table) -> list[Finding]:
    two_one = [p for p in tb.playable() if _live(p[0]) == 2 and _live(p[1]) == 1]
    lost = [p for p in two_one if tb.value(*p) == LOSS]
    cannot_avoid = []
    for m, o in two_one:
        safe = [s for _, _, s in tb.moves(m, o) if tb.finished(*s) or not _one_step_loss(tb, s)]
        if not safe:
            cannot_avoid.append((m, o))
    return [
        Finding(
            "two_vs_one_never_loses",
            "Second article, two hands against one: it proves one hand each is reached, then the numbers "
            "decide; the table: positions lost for the two-hand side to move",
            len(lost),
            None,
            tb.texts(lost),
            "two_vs_one_never_loses",
            _params(count=len(lost)),
            article_says="no count: the result 'depends on the numbers'",
        ),
        Finding(
            "two_vs_one_avoids_immediate_loss",
            "Second article: the two-hand side can always avoid an immediate loss (counterexamples)",
            len(cannot_avoid),
            0,
            tb.texts(cannot_avoid),
            "two_vs_one_avoids_immediate_loss",
            article_says="none claimed",
        ),
    ]


def _one_step_loss(tb: _Table, succ: Pair) -> bool:
    """Whether the side to move in ``succ`` (the one-hand side) retires its last hand at once."""
    return any(tb.finished(*s) for _, _, s in tb.moves(*succ))


def article_findings(table: SolvedTable | None = None) -> list[Finding]:
    """Every finding of the two articles on the standard game, checked against ``table``."""
    table = table or solve(Rules())
    if not table.rules.is_standard:
        raise ValueError("the articles' findings are about the standard game (base 10, add, retire)")
    tb = _Table(table)
    builders: list[Callable[[_Table], list[Finding]]] = [
        lambda t: [_start(t)],
        _quadrants,
        lambda t: [_one_vs_one(t)],
        lambda t: [_concessions(t)],
        lambda t: [_losing_concessions(t)],
        lambda t: [_traps(t)],
        _unreachable,
        _second_claims,
    ]
    return [f for build in builders for f in build(tb)]
