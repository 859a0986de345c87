"""Every exercise card speaks the interface's language (issue 21): in Chinese the article's question
and answer in its own words and the solver's answer in Chinese; in English the English rendering (beside
the article's Chinese question) and English answers. Each text is there in both and differs."""

from __future__ import annotations

from quadace_gui.core.games.exercises import EXERCISES, article_answer_zh, article_question


def _chinese(text: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in text)


def _card_texts(qtbot, window, language: str) -> list[tuple[str, str, str]]:
    """(question, article's answer, solver's answer) of every card, revealed, in ``language``."""
    panel = window.panels["exercisesDock"]
    window.settings.setValue("language", language)
    zh = language.startswith("zh")
    qtbot.waitUntil(
        lambda: panel.chineseShown() == zh and panel.openButton.text() == ("打开" if zh else "Open")
    )
    out = []
    for row in range(len(EXERCISES)):
        panel.exerciseList.setCurrentRow(row)
        panel.reveal()
        question = panel.english if panel.english.isVisibleTo(panel) else panel.chinese
        tip = panel.exerciseList.item(row).toolTip()
        assert tip in question.text()  # the list's tooltip: the question in the same language
        out.append((question.text(), panel.articleAnswer.text(), panel.solverAnswer.text()))
    return out


def test_every_card_shows_its_question_and_answers_in_both_languages(qtbot, window):
    window.docks["exercisesDock"].show()
    try:
        english = _card_texts(qtbot, window, "en")
        chinese = _card_texts(qtbot, window, "zh_CN")
        assert not window.panels["exercisesDock"].english.isVisibleTo(window.panels["exercisesDock"])
    finally:
        window.settings.setValue("language", "en")  # never leave Chinese to the next test of this worker
    assert len(english) == len(chinese) == len(EXERCISES) == 17
    for exercise, en, zh in zip(EXERCISES, english, chinese, strict=True):
        question, article, solver = en
        assert exercise.question in question and article == exercise.article_answer, exercise.key
        assert solver == exercise.solver_answer()  # the card writes the core's findings as the CLI does
        question, article, solver = zh
        assert article_question(exercise) in question and _chinese(question), exercise.key
        assert article == article_answer_zh(exercise) and _chinese(article), exercise.key
        assert _chinese(solver) and ("先手必胜" in solver) == exercise.solver_facts().first_wins, exercise.key
        for one, other in zip(en, zh, strict=True):
            assert one and other and one != other, exercise.key


def test_the_chinese_answers_use_the_articles_words():
    by_key = {e.key: article_answer_zh(e) for e in EXERCISES}
    assert all(by_key.values())
    assert "1000根和8根性质是一样的" in by_key["matches1000"]  # quoted as the article writes it
    assert "关键因子是4,不平衡因子是2" in by_key["qiang30-3"]
    assert "奇异局势(14,21,27)" in by_key["nim-14-21-39"]
    for key in ("cells2008", "matches5000", "nim-12-9-6"):  # the article only asks these
        assert by_key[key].startswith("文章只提出了问题")
    assert not any(w in text for text in by_key.values() for w in ("和棋", "着法", "走棋", "变着"))
