"""The glossary: the articles' words, found in the article each term cites; docs/GLOSSARY.md written
from it; none of the chess words the articles never use."""

from __future__ import annotations

from pathlib import Path

import pytest

from quadace_gui.core.glossary import ARTICLES, GLOSSARY, glossary_markdown

ROOT = Path(__file__).resolve().parents[2]
SEEDS = ROOT.parent / "shared" / "seeds"


def test_docs_glossary_is_written_from_the_data() -> None:
    assert (ROOT / "docs" / "GLOSSARY.md").read_text(encoding="utf-8") == glossary_markdown()


def test_terms_are_whole_and_unique() -> None:
    assert len({t.en for t in GLOSSARY}) == len(GLOSSARY) and len({t.zh for t in GLOSSARY}) == len(GLOSSARY)
    for t in GLOSSARY:
        assert t.en and t.zh and t.meaning_en and t.meaning_zh and t.source in ("", *ARTICLES)
        assert not any(w in t.zh + t.meaning_zh for w in ("和棋", "着法", "走棋"))
    words = {t.zh for t in GLOSSARY}
    assert {"平局", "必胜", "必败", "必胜策略", "逆向归纳法", "倒推法", "关键因子", "不平衡因子"} <= words
    assert {"P 局面", "N 局面"} <= words


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the source articles are not beside this checkout")
def test_each_cited_word_is_in_its_article() -> None:
    texts = {key: next(SEEDS.glob(f"{key}_*.txt")).read_text(encoding="utf-8") for key in ARTICLES}
    missing = [
        (t.en, t.article_word, t.source)
        for t in GLOSSARY
        if t.source and t.article_word not in texts[t.source]
    ]
    assert not missing
