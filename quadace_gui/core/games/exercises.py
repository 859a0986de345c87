"""The worked exercises of the two Nim articles, each with the article's answer and the solver's.

The articles (``seeds/001``: "Nim游戏"; ``seeds/004``: "取子游戏博弈简单分析" and "从抢30到NIM游戏") pose
these questions. Where an article gives the answer, :attr:`Exercise.article_answer` says it in English
with the same facts (who wins, the first move, the key numbers); where it only poses the question
(2008 cells, 5000 matches, Nim 12, 9, 6), the answer is what the article's own method (key factor and
imbalance factor, or the xor) gives, and the text says so. :meth:`Exercise.agrees` checks every one of
those facts against the solved table; the tests check that every exercise agrees.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from functools import lru_cache

from .bash import Bash
from .heaps import Heaps, TakeAwayGame, TakeMove
from .nim import Nim
from .protocol import LOSS, WIN
from .takeaway import GameTable, solve_game
from .wythoff import Wythoff

FIRST, SECOND = "first", "second"


@lru_cache(maxsize=32)
def solved(game: TakeAwayGame) -> GameTable:
    """Each exercise's game solved once per process."""
    return solve_game(game)


def listing(numbers: list[int], head: int = 3) -> str:
    """``3, 6, 9, …, 30`` for a long arithmetic progression, else every number."""
    if len(numbers) > head + 2:
        step = numbers[1] - numbers[0]
        if all(b - a == step for a, b in itertools.pairwise(numbers)):
            return ", ".join(map(str, numbers[:head])) + f", …, {numbers[-1]}"
    return ", ".join(map(str, numbers))


@dataclass(frozen=True)
class SolverFacts:
    """What the solver finds about an exercise, for writing its answer in any language."""

    first_wins: bool
    #: Plies to the end with best play from the start.
    plies: int
    #: The winning first moves and the position each leaves (none when the second player wins).
    moves: tuple[tuple[TakeMove, Heaps], ...]
    #: Bash: the totals to reach (P-positions), when the exercise asks for them; else empty.
    keys: tuple[int, ...]
    #: The complete list of P-positions (heaps low to high) when the article lists them all, else None.
    p_positions: tuple[Heaps, ...] | None
    #: Whether every P-position the article names is P (None when it names none, or lists them all).
    p_checked: bool | None


@dataclass(frozen=True)
class Exercise:
    """One exercise: the game (its start is the question's position) and what the article answers."""

    key: str
    title: str
    game: TakeAwayGame
    question: str
    article_answer: str
    #: Who wins with best play according to the article: "first" or "second" (the player to move
    #: at the start, or the other).
    winner: str
    #: First moves the article gives for the first player (each must win).
    moves: tuple[TakeMove, ...] = ()
    #: Bash: the totals the winner says ("key numbers"); the solver must find exactly these.
    keys: tuple[int, ...] = ()
    #: Positions the article calls P (singular, balanced); with ``exact`` the complete list of the
    #: P-positions with heaps low to high in the game.
    p_positions: tuple[Heaps, ...] = ()
    exact: bool = False
    source: str = "004"

    def table(self) -> GameTable:
        return solved(self.game)

    def solver_winner(self) -> str:
        return FIRST if self.table().value_of(self.game.start) == WIN else SECOND

    def winning_moves(self) -> list[tuple[TakeMove, Heaps]]:
        return self.table().winning_moves(self.game.start)

    def solver_keys(self) -> list[int]:
        """Bash: the totals c >= 1 whose position (target - c still to go) is P."""
        if not isinstance(self.game, Bash):
            return []
        table, target = self.table(), self.game.target
        return [c for c in range(1, target + 1) if table.value_of((target - c,)) == LOSS]

    def solver_p_positions(self) -> list[Heaps]:
        """The P-positions of the game with heaps low to high (used when the article lists them all)."""
        table = self.table()
        out = []
        for slot in range(self.game.size):
            heaps = self.game.heaps(slot)
            if list(heaps) == sorted(heaps) and table.value[slot] == LOSS:
                out.append(heaps)
        return out

    def solver_facts(self) -> SolverFacts:
        """The solver's findings on the question (the exercise cards write them in their language)."""
        table = self.table()
        first = self.solver_winner() == FIRST
        return SolverFacts(
            first_wins=first,
            plies=table.distance_of(self.game.start),
            moves=tuple((m, tuple(after)) for m, after in self.winning_moves()) if first else (),
            keys=tuple(self.solver_keys()) if self.keys else (),
            p_positions=tuple(tuple(p) for p in self.solver_p_positions()) if self.exact else None,
            p_checked=(
                all(table.value_of(p) == LOSS for p in self.p_positions)
                if self.p_positions and not self.exact
                else None
            ),
        )

    def solver_answer(self) -> str:
        """What the solver finds, in the terms of the question (English: the CLI's check)."""
        game, facts = self.game, self.solver_facts()
        start = game.start
        d = facts.plies
        if facts.first_wins:
            moves = "; ".join(
                f"{game.move_text(start, m)} → {game.format(after)}" for m, after in facts.moves
            )
            parts = [
                f"The first player wins (N-position, {d} plies with best play). Winning first moves: {moves}."
            ]
        else:
            parts = [f"The second player wins: the start is a P-position (lost in {d} plies with best play)."]
        if facts.keys:
            parts.append(f"Totals to reach (P-positions): {listing(list(facts.keys))}.")
        if facts.p_positions is not None:
            pairs = ", ".join(f"({a},{b})" for a, b in facts.p_positions)
            parts.append(f"P-positions with heaps low to high: {pairs}.")
        elif facts.p_checked is not None:
            parts.append(
                "The article's P-positions are all P."
                if facts.p_checked
                else "Not all the article's P-positions are P."
            )
        return " ".join(parts)

    def agrees(self) -> bool:
        """Every fact of the article's answer holds in the solved table."""
        table = self.table()
        if self.solver_winner() != self.winner:
            return False
        winning = {m for m, _after in self.winning_moves()}
        if not all(m in winning for m in self.moves):
            return False
        if self.keys and tuple(self.solver_keys()) != self.keys:
            return False
        if self.exact:
            return [tuple(p) for p in self.solver_p_positions()] == list(self.p_positions)
        return all(table.value_of(p) == LOSS for p in self.p_positions)


def _bash_keys(game: Bash) -> tuple[int, ...]:
    """The totals the article's key-factor method names: those leaving a multiple of the key factor
    to go (misère: one more than a multiple)."""
    rest = 1 if game.misere else 0
    return tuple(c for c in range(1, game.target + 1) if (game.target - c) % game.key_factor == rest)


def _nim(*heaps: int) -> Nim:
    return Nim(start=heaps, heap_limits=heaps)


def _take(heaps: int, heap: int, amount: int) -> TakeMove:
    return TakeMove(tuple(amount if i == heap else 0 for i in range(heaps)))


def _count(
    key: str, title: str, game: Bash, question: str, answer: str, winner: str, first: int = 0
) -> Exercise:
    moves = (TakeMove((first,)),) if first else ()
    return Exercise(key, title, game, question, answer, winner, moves, keys=_bash_keys(game))


_B30_2, _B30_3, _B100_9, _B100_10 = Bash(30, 2), Bash(30, 3), Bash(100, 9), Bash(100, 10)

EXERCISES: list[Exercise] = [
    _count(
        "qiang30-2",
        "抢30, one or two numbers a turn",
        _B30_2,
        "Two players count from 1, each saying one or two consecutive numbers; whoever says 30 wins. "
        "Who wins?",
        "The second player wins: working back from 30, the key numbers are 30, 27, 24, …, 6, 3 (multiples of "
        "the key factor 3), and only the player who speaks second can always reach them.",
        SECOND,
    ),
    _count(
        "qiang30-3",
        "抢30, one to three numbers a turn",
        _B30_3,
        "Count from 1 saying 1 to 3 consecutive numbers a turn; whoever says 30 wins. Who wins, and how?",
        "The first player wins: the key factor is 4 and the imbalance factor 30 mod 4 = 2, so the first "
        "player says 1, 2 and from then on reaches 6, 10, …, 30 (4 minus what the other said).",
        FIRST,
        2,
    ),
    _count(
        "qiang100-9",
        "抢100, one to nine numbers a turn",
        _B100_9,
        "Count from 1 saying 1 to 9 consecutive numbers a turn; whoever says 100 wins. Who wins?",
        "The second player wins: the key factor is 10 and 100 is a multiple of it (a balanced game); let the "
        "other start and always say 10 minus what they said, reaching 10, 20, …, 100.",
        SECOND,
    ),
    _count(
        "qiang100-10",
        "抢100, one to ten numbers a turn",
        _B100_10,
        "Count from 1 saying 1 to 10 consecutive numbers a turn; whoever says 100 wins. Who wins, and how?",
        "The first player wins: the key factor is 11 and the imbalance factor 100 mod 11 = 1, so say 1 "
        "first, then reach 12, 23, …, 100.",
        FIRST,
        1,
    ),
    _count(
        "coins100",
        "100 coins, add 1 to 4",
        Bash(100, 4),
        "Starting from an empty pile, players add 1, 2, 3 or 4 coins in turn; whoever adds the 100th coin "
        "wins. Does A (first) or B win, and how?",
        "B, the second player, wins by making every round add up to 5 coins.",
        SECOND,
    ),
    _count(
        "matches1000",
        "1000 matches, take 1 to 7, the last one loses",
        Bash(1000, 7, misere=True),
        "1000 matches; each takes 1 to 7 in turn; whoever takes the last match loses. How many should the "
        "first player take to be sure to win?",
        "7: then whatever the other takes, take enough to make 8 (1000 behaves like 8).",
        FIRST,
        7,
    ),
    _count(
        "cells2008",
        "2008 cells, move 1 to 5",
        Bash(2007, 5),
        "2008 cells in a row, a piece on the first; players move it forward 1 to 5 cells in turn; whoever "
        "brings it to the last cell wins. How can one be sure to win?",
        "The article poses it; its method (key factor 6; the piece has 2007 cells to go, imbalance factor "
        "2007 mod 6 = 3) gives: the first player wins by moving 3 cells, then making every round 6.",
        FIRST,
        3,
    ),
    _count(
        "matches5000",
        "5000 matches, take 1 to 8, the last one loses",
        Bash(5000, 8, misere=True),
        "5000 matches; each takes 1 to 8 in turn; whoever takes the last match loses. "
        "How can one be sure to win?",
        "The article poses it; its method (key factor 9; leave one more than a multiple of 9, 5000 - 1 = "
        "9 × 555 + 4) gives: the first player takes 4, then makes every round 9.",
        FIRST,
        4,
    ),
    Exercise(
        "nim-3-3",
        "Nim (3, 3)",
        _nim(3, 3),
        "Two heaps of 3. Who wins?",
        "The second player: (3, 3) is a P-position (two equal heaps; copy the other's move on the "
        "other heap).",
        SECOND,
        source="001",
    ),
    Exercise(
        "nim-1-2-1",
        "Nim (1, 2, 1)",
        _nim(1, 2, 1),
        "Heaps of 1, 2 and 1 matches. Who wins, and how?",
        "The first player: take the whole middle heap of 2, leaving the balanced (1, 1).",
        FIRST,
        (_take(3, 1, 2),),
        p_positions=((1, 0, 1),),
    ),
    Exercise(
        "nim-1-2-3",
        "Nim (1, 2, 3)",
        _nim(1, 2, 3),
        "Heaps of 1, 2 and 3. Who wins?",
        "The second player: (1, 2, 3) is a singular position (1 ⊕ 2 ⊕ 3 = 0).",
        SECOND,
    ),
    Exercise(
        "nim-12-9-6",
        "Nim (12, 9, 6)",
        _nim(12, 9, 6),
        "Heaps of 12, 9 and 6 matches; whoever takes the last one wins. Does the first or the second player "
        "win, and how?",
        "The article poses it; by its xor rule 12 ⊕ 9 ⊕ 6 = 3 ≠ 0, so the first player wins by taking 1 from "
        "the heap of 6 (12 ⊕ 9 = 5).",
        FIRST,
        (_take(3, 2, 1),),
    ),
    Exercise(
        "nim-7-8-9",
        "Nim (7, 8, 9): the article's game",
        _nim(7, 8, 9),
        "甲 moves first from (7, 8, 9). Who wins, and how?",
        "甲 (first) wins: (7, 8, 9) → (1, 8, 9), and after each of 乙's moves 甲 returns to a singular "
        "position: (1, 5, 4), (0, 4, 4), (0, 2, 2), (0, 1, 1), (0, 0, 0).",
        FIRST,
        (_take(3, 0, 6),),
        p_positions=((1, 8, 9), (1, 5, 4), (0, 4, 4), (0, 2, 2), (0, 1, 1), (0, 0, 0)),
    ),
    Exercise(
        "nim-14-21-39",
        "Nim (14, 21, 39)",
        _nim(14, 21, 39),
        "Heaps of 14, 21 and 39: how does the player to move win?",
        "14 ⊕ 21 = 27 and 39 - 27 = 12: take 12 from the heap of 39, leaving the singular (14, 21, 27).",
        FIRST,
        (_take(3, 2, 12),),
        p_positions=((14, 21, 27),),
    ),
    Exercise(
        "nim-55-81-121",
        "Nim (55, 81, 121)",
        _nim(55, 81, 121),
        "Heaps of 55, 81 and 121: how does the player to move win?",
        "55 ⊕ 81 = 102 and 121 - 102 = 19: take 19 from the heap of 121, leaving the singular (55, 81, 102).",
        FIRST,
        (_take(3, 2, 19),),
        p_positions=((55, 81, 102),),
    ),
    Exercise(
        "nim-29-45-58",
        "Nim (29, 45, 58)",
        _nim(29, 45, 58),
        "Heaps of 29, 45 and 58: how does the player to move win?",
        "29 ⊕ 45 = 48 and 58 - 48 = 10: take 10 from the heap of 58, leaving (29, 45, 48).",
        FIRST,
        (_take(3, 2, 10),),
        p_positions=((29, 45, 48),),
    ),
    Exercise(
        "wythoff-first",
        "Wythoff's first singular positions",
        Wythoff(start=(12, 20), limit=20),
        "Which positions of Wythoff's game (heaps up to 20) are singular (the player to move loses)?",
        "(0,0), (1,2), (3,5), (4,7), (6,10), (8,13), (9,15), (11,18), (12,20): a_k is the smallest "
        "number not yet used and b_k = a_k + k; so the second player wins from (12, 20).",
        SECOND,
        p_positions=((0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13), (9, 15), (11, 18), (12, 20)),
        exact=True,
    ),
]

#: The exercises by key.
BY_KEY: dict[str, Exercise] = {e.key: e for e in EXERCISES}

#: Each exercise's question as the article asks it (Chinese, quoted from ``seeds/001`` and ``seeds/004``;
#: where the article works an example rather than asking, its example is put as a question in its
#: words). :attr:`Exercise.question` is the English rendering; the exercise cards show both.
ARTICLE_QUESTIONS: dict[str, str] = {
    "qiang30-2": (
        "两人从1开始轮流报数,每人每次可报一个数或两个连续的数,谁先报到30,谁就为胜方。谁有必胜策略?"
    ),
    "qiang30-3": (
        "两人从1开始轮流报数,每人每次可报1到3个连续的数,谁先报到30,谁就为胜方。谁有必胜策略,如何取胜?"
    ),
    "qiang100-9": (
        "抢100报数游戏中,如果每人可报数为1至9个连续的自然数,谁先报到100谁就是胜利者。谁有必胜策略?"
    ),
    "qiang100-10": (
        "抢100报数游戏中,如果每人可报数为1至10个连续的自然数,谁先报到100谁就是胜利者。谁有必胜策略,如何取胜?"
    ),
    "coins100": (
        "游戏从一空堆开始。当轮到一个游戏人时,他可以往堆中加进1,2,3或4枚硬币。往堆"
        "中加进第100枚硬币的游戏人为得胜者。确定在这局游戏中是游戏人A还是游戏人B能够"
        "确保取胜。取胜的策略是什么?"
    ),
    "matches1000": (
        "两个人玩移火柴的游戏,桌子上有1000根火柴,每个人每次可以拿走1-7根火柴,拿"
        "走桌子上最后那根火柴的算输,问第一个人第一次要拿多少根火柴才能保证赢?"
    ),
    "cells2008": (
        "2008个空格子排成一排,第一格放有一个棋子。两人做游戏,轮流移动这枚棋子。每个"
        "人每次可前移1到5个格子,谁先把棋子移到最后一格,谁就是获胜者。问怎样的策略才能"
        "保证获胜。"
    ),
    "matches5000": (
        "桌上放着一堆火柴,共有5000根。两个人轮流从中取火柴,每人每次取的火柴根数为1"
        "到8根,谁取了最后一根谁就输。问怎样的策略才能保证获胜。"
    ),
    "nim-3-3": ("两堆石子,每堆3颗:依靠定义算一下(3,3)是P-position还是N-position。"),
    "nim-1-2-1": ("3堆火柴数分别为1根、2根、1根。这是不是平衡态?先取者还是后取者必胜,如何取?"),
    "nim-1-2-3": ("三堆物品(1,2,3):它是不是奇异局势?"),
    "nim-12-9-6": (
        "有3堆火柴,根数分别为12、9、6。甲乙两人轮番从其中一堆中取出1根或几根火柴,"
        "取到最后一根者获胜。先取者还是后取者有必胜策略,如何取胜?"
    ),
    "nim-7-8-9": ("例4。我们来实际进行一盘比赛看看:甲先取,局势是(7,8,9)。谁胜,如何取胜?"),
    "nim-14-21-39": ("例1。(14,21,39):怎样把它变为奇异局势?"),
    "nim-55-81-121": ("例2。(55,81,121):怎样把它变为奇异局势?"),
    "nim-29-45-58": ("例3。(29,45,58):怎样把它变为奇异局势?"),
    "wythoff-first": (
        "威佐夫博奕:两个人轮流从某一堆或同时从两堆中取同样多的物品,规定每次至少取一个,"
        "多者不限,最后取光者得胜。前几个奇异局势是哪些?"
    ),
}


def article_question(exercise: Exercise) -> str:
    """The exercise's question in the article's Chinese words ("" if none is recorded)."""
    return ARTICLE_QUESTIONS.get(exercise.key, "")


#: Each exercise's answer in Chinese: the article's own words where it gives the answer (quoted from
#: ``seeds/001`` and ``seeds/004``), else what the article's method gives, in its terms (关键因子,
#: 不平衡因子, 奇异局势, P/N 局面), saying that the article only poses the question.
#: :attr:`Exercise.article_answer` is the English; the exercise cards show the one of the interface.
ARTICLE_ANSWERS_ZH: dict[str, str] = {
    "qiang30-2": (
        "后报数者有必胜策略:要抢到30,必须抢到27;要抢到27,必须抢到24。如此倒推回去,可得到一系列关键数"
        "30、27、24、21、18、……9、6、3(关键因子3的倍数),只有后报数者才能抢到3的倍数。"
    ),
    "qiang30-3": (
        "先报数者有必胜策略:关键因子是4,不平衡因子是2(30除以4余2)。先报数者先报1、2,消除不平衡因子,"
        "随后就成为平衡游戏的后报数者:每次报数为关键因子减去对方所报数,报到6、10、……、30。"
    ),
    "qiang100-9": (
        "后报数者有必胜策略:关键因子k=10,100是10的整数倍(平衡游戏)。让对方先报数,每次报数为关键因子"
        "减去对方所报数,报到10、20、……、100。"
    ),
    "qiang100-10": (
        "先报数者有必胜策略:关键因子是11,不平衡因子是1。先报1,消除不平衡因子,随后报到12、23、……、100。"
    ),
    "coins100": "游戏人B(后加者)能够确保取胜:每一轮确保取足5个硬币即可。",
    "matches1000": "7根。以后对方拿几根,你都要拿够凑足8根的数。1000根和8根性质是一样的。",
    "cells2008": (
        "文章只提出了问题;按它的方法:关键因子是6,棋子离最后一格还有2007格,不平衡因子是2007除以6的余数3。"
        "先走者先前移3格,以后每一轮凑足6格,就能保证获胜。"
    ),
    "matches5000": (
        "文章只提出了问题;按它的方法:关键因子是9;取最后一根者输,所以要给对方留下9的倍数多1根:"
        "5000 - 1 = 9 × 555 + 4。先取者先取4根,以后每一轮凑足9根,就能保证获胜。"
    ),
    "nim-3-3": (
        "后手必胜:(3,3)的子局面(0,3)(1,3)(2,3)都是N-position,所以(3,3)是P-position"
        "(两堆相等:对手在某一堆里拿若干颗,就在另一堆中拿同样多的颗数)。"
    ),
    "nim-1-2-1": "这不是一个平衡态。先取者先取掉中间一堆2根火柴,变成平衡状态(1,1),则先取者必胜。",
    "nim-1-2-3": (
        "(1,2,3)是奇异局势(1(+)2(+)3 = 0),后取者必胜:无论对手如何拿,接下来都可以变为(0,n,n)的情形。"
    ),
    "nim-12-9-6": (
        "文章只提出了问题;按它的异或规则:12(+)9(+)6 = 3,不为0,先取者有必胜策略:12(+)9 = 5,"
        "从6根的一堆中取走1根,变为奇异局势(12,9,5)。"
    ),
    "nim-7-8-9": (
        "甲胜:甲:(7,8,9)->(1,8,9)奇异局势;乙每取一次,甲都再变为奇异局势:"
        "(1,5,4)、(0,4,4)、(0,2,2)、(0,1,1)、(0,0,0)。"
    ),
    "nim-14-21-39": "14(+)21=27,39-27=12,所以从39中拿走12个物体即可达到奇异局势(14,21,27)。",
    "nim-55-81-121": "55(+)81=102,121-102=19,所以从121中拿走19个物品就形成了奇异局势(55,81,102)。",
    "nim-29-45-58": "29(+)45=48,58-48=10,从58中拿走10个,变为(29,45,48)。",
    "wythoff-first": (
        "前几个奇异局势是:(0,0)、(1,2)、(3,5)、(4,7)、(6,10)、(8,13)、(9,15)、(11,18)、(12,20)。"
        "ak是未在前面出现过的最小自然数,而bk = ak + k;所以从(12,20)出发,后取者必胜。"
    ),
}


def article_answer_zh(exercise: Exercise) -> str:
    """The article's answer in Chinese (its own words where it gives them; "" if none is recorded)."""
    return ARTICLE_ANSWERS_ZH.get(exercise.key, "")
