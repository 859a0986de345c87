"""The glossary: every term the app uses, in English and in Chinese, with the articles' own word.

Each :class:`Term` names the article (by its seed number, see ``shared/seeds/README.md``) whose Chinese
word the app uses; ``source`` is "" for the app's own words (the articles have none for them). The
Help > Glossary dialog and ``docs/GLOSSARY.md`` are written from :data:`GLOSSARY`.
"""

from __future__ import annotations

from dataclasses import dataclass

#: The articles by seed number: their titles as the glossary cites them.
ARTICLES = {
    "000": "一个简单的手指游戏和逆向归纳法 (the QuadAce article)",
    "001": "Nim游戏",
    "003": "关于一加一碰手游戏的一点研究",
    "004": "取子游戏博弈简单分析 / 从抢30到NIM游戏",
}


@dataclass(frozen=True)
class Term:
    """One term: its English and Chinese words, what it means (in both languages) and the article the
    Chinese word comes from ("" for the app's own word)."""

    en: str
    zh: str
    meaning_en: str
    meaning_zh: str
    source: str = ""
    #: The article's word as it is written there, when the app's differs in form ("P-position").
    quoted: str = ""

    @property
    def article_word(self) -> str:
        """The word to find in the source article."""
        return self.quoted or self.zh


GLOSSARY: tuple[Term, ...] = (
    Term(
        "win (for the side to move)",
        "必胜",
        "with perfect play the side to move wins, however the other plays",
        "双方都按最佳走法走时，轮到的一方一定获胜",
        "004",
    ),
    Term(
        "loss (for the side to move)",
        "必败",
        "with perfect play the side to move loses, however it plays",
        "双方都按最佳走法走时，轮到的一方一定失败",
        "004",
    ),
    Term(
        "draw",
        "平局",
        "neither side can force a win: with perfect play the game never ends",
        "谁也无法迫使对方失败：双方都按最佳走法走时，对局永远不会结束",
        "003",
    ),
    Term(
        "winning strategy",
        "必胜策略",
        "a way of choosing moves that wins whatever the other does",
        "无论对方怎样走都能获胜的走法选择",
        "004",
    ),
    Term(
        "strategy that never loses",
        "必不败策略",
        "a way of choosing moves that never loses (the standard game's start has one for each side)",
        "无论对方怎样走都不会输的走法选择（标准游戏的开局双方都有）",
        "003",
    ),
    Term(
        "P-position",
        "P 局面",
        "the Previous player (who just moved) wins: lost for the side to move",
        "上一个行动者（刚走完的一方）必胜：轮到的一方必败",
        "001",
        "P-position",
    ),
    Term(
        "N-position",
        "N 局面",
        "the Next player (the side to move) wins",
        "下一个行动者（轮到的一方）必胜",
        "001",
        "N-position",
    ),
    Term(
        "backward induction",
        "逆向归纳法",
        "deciding positions from the finished games back, level by level",
        "从已结束的对局出发，一层一层往回判定每个局面",
        "000",
    ),
    Term(
        "working backwards (抢30)",
        "倒推法",
        "to say 30 one must say 27, to say 27 one must say 24, …: the key numbers from the target back",
        "要抢到 30，必须抢到 27；要抢到 27，必须抢到 24……从目标往回得到关键数",
        "004",
    ),
    Term(
        "key factor k",
        "关键因子",
        "the largest plus the smallest number one may say (抢30 saying 1–2: k = 3)",
        "可报的最大数与最小数之和（抢30 每次报 1–2 个数：k = 3）",
        "004",
    ),
    Term(
        "key numbers",
        "关键数",
        "the numbers whose sayer wins: the target and back by the key factor (30, 27, 24, …)",
        "报到它的一方必胜的数：从目标起每次退一个关键因子（30、27、24……）",
        "004",
    ),
    Term(
        "imbalance factor",
        "不平衡因子",
        "the remainder of the target by the key factor; the first player says up to it and wins",
        "目标除以关键因子的余数；先报数者先报到它，就有必胜策略",
        "004",
    ),
    Term(
        "balanced game",
        "平衡游戏",
        "a counting game whose target is a multiple of the key factor: the second player wins",
        "目标是关键因子整数倍的报数游戏：后报数者有必胜策略",
        "004",
    ),
    Term(
        "move",
        "走法",
        "one turn: own hand + opponent's hand (1+6), or the numbers said (say 1, 2); "
        "the articles say 移动 (move)",
        "一次行动：己方的手 + 对方的手（1+6），或报出的数（报 1, 2）；文章称“移动”",
    ),
    Term(
        "side to move",
        "轮到的一方",
        "the player whose turn it is (the articles: 轮到 …)",
        "该行动的玩家（文章说“轮到……”）",
        "000",
        "轮到",
    ),
    Term(
        "ply",
        "步",
        "one move of one player",
        "一方走一次为一步",
    ),
    Term(
        "distance",
        "距离",
        "plies to the end when the winner hurries and the loser delays",
        "胜方尽快取胜、负方尽量拖延时，到对局结束的步数",
        "000",
    ),
    Term(
        "retire a hand",
        "收起一只手",
        "a hand reaching 0 is put away (a fist) and plays no more; the second article: 收回这只手",
        "变成 0 的手收起（握拳），不再参与；第二篇文章说“收回这只手”",
        "003",
        "收回这只手",
    ),
    Term(
        "base",
        "进制",
        "the number hands count modulo (10 in the standard game)",
        "手上的数取模所用的数（标准游戏为 10）",
        "000",
    ),
    Term(
        "misère",
        "反常规则",
        "the player who would win under the normal rule loses",
        "按常规规则获胜的一方反而输",
    ),
    Term(
        "the simple strategy",
        "简单策略",
        "make a hand 0 whenever you can; the article lists its 44 traps",
        "能收起一只手就收起；文章列出了它的 44 个陷阱",
        "000",
    ),
    Term(
        "Nim sum (xor, ⊕)",
        "异或",
        "binary addition without carry; Bouton: P exactly when the heaps xor to 0",
        "不进位的二进制加法；Bouton 定理：各堆异或为 0 时恰为 P 局面",
        "001",
    ),
)


def glossary_markdown() -> str:
    """``docs/GLOSSARY.md``: the glossary as a table (written from :data:`GLOSSARY`)."""
    lines = [
        "# Glossary · 术语表",
        "",
        "Every term QuadAce uses, in English and in Chinese; the Chinese word is the articles' own where",
        "the source column names one (seed numbers of `shared/seeds/`), else the app's. Written from",
        "`quadace_gui/core/glossary.py` (a test keeps the two the same); Help > Glossary shows the same",
        "table.",
        "",
        "| English | 中文 | meaning | 释义 | article |",
        "|---|---|---|---|---|",
    ]
    for t in GLOSSARY:
        lines.append(f"| {t.en} | {t.zh} | {t.meaning_en} | {t.meaning_zh} | {t.source or '—'} |")
    lines += ["", "Articles:", ""]
    lines += [f"- {key}: {title}" for key, title in ARTICLES.items()]
    return "\n".join(lines) + "\n"
