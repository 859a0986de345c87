"""Engine errors in the user's language: every template raised in quadace_gui/core has an entry in
quadace_gui.texts.ERROR_TEMPLATES (and so in the .ts), and the GUI shows them translated.

When a test here fails because someone added or changed an error in the engine: write the raise with a
literal template and keyword parameters, copy the template into ERROR_TEMPLATES, then run
``make translations``, translate the new message in the .ts and run ``make translations`` again.
"""

from __future__ import annotations

import ast
import re
import string
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox

import quadace_gui.core
from quadace_gui.core import errors
from quadace_gui.core.errors import GameFileError, NotationError, QuadAceError, TooLargeError
from quadace_gui.core.game import GameRecord
from quadace_gui.core.position import Move, Position
from quadace_gui.core.rules import Rules
from quadace_gui.resources import resource_path
from quadace_gui.texts import ERROR_TEMPLATES, error_text

CORE = Path(quadace_gui.core.__file__).parent
TS_PATH = resource_path("translations", "quadace_zh_CN.ts")
CJK = re.compile(r"[\u4e00-\u9fff]")
ERROR_CLASSES = {
    name
    for name, value in vars(errors).items()
    if isinstance(value, type) and issubclass(value, QuadAceError)
}


def fields(template: str) -> set[tuple[str, str, str]]:
    """The replacement fields of a str.format template: (name, conversion, format spec)."""
    return {
        (name, conversion or "", spec or "")
        for _, name, spec, conversion in string.Formatter().parse(template)
        if name is not None
    }


def raise_sites() -> list[tuple[str, ast.Call]]:
    """Every construction of a QuadAceError (or subclass) in the engine's source, with its place."""
    sites = []
    for path in sorted(CORE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ERROR_CLASSES:
                sites.append((f"{path.relative_to(CORE)}:{node.lineno}", node))
    return sites


def core_templates() -> set[str]:
    return {
        node.args[0].value
        for _, node in raise_sites()
        if node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)
    }


@pytest.fixture
def chinese(qapp):
    from quadace_gui.app import install_translation

    assert install_translation(qapp, "zh_CN") is True
    try:
        yield qapp
    finally:
        assert install_translation(qapp, "en") is True


def test_every_engine_error_is_raised_with_a_literal_template_and_its_parameters() -> None:
    sites = raise_sites()
    assert len(sites) >= 30
    problems = []
    for where, node in sites:
        first = node.args[0] if len(node.args) == 1 else None
        if not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
            problems.append(f"{where}: the message must be one literal template (no f-string, no variable)")
            continue
        names = {name for name, _, _ in fields(first.value)}
        given = {k.arg for k in node.keywords}
        if None in given:
            problems.append(f"{where}: parameters must be named keywords (no **mapping)")
        elif names != given:
            problems.append(f"{where}: the template names {sorted(names)}, the call passes {sorted(given)}")
        if any(name.isdigit() or not name for name in names):
            problems.append(f"{where}: {first.value!r} has a positional field; name every field")
    assert not problems, "\n".join(problems)


def test_error_text_knows_every_template_of_the_engine() -> None:
    in_core = core_templates()
    assert "the side to move must be A or B, not {text!r}" in in_core
    missing = sorted(in_core - ERROR_TEMPLATES)
    stale = sorted(ERROR_TEMPLATES - in_core)
    lines = [f"  raised in quadace_gui/core but not in texts.ERROR_TEMPLATES: {t!r}" for t in missing]
    lines += [f"  in texts.ERROR_TEMPLATES but raised nowhere: {t!r}" for t in stale]
    assert not lines, "\n".join(lines)


def test_chinese_error_translations_keep_every_field() -> None:
    root = ET.parse(TS_PATH).getroot()
    found = {}
    for context in root.iter("context"):
        if context.findtext("name") != "Errors":
            continue
        for message in context.iter("message"):
            found[message.findtext("source") or ""] = message.findtext("translation") or ""
    assert set(found) == ERROR_TEMPLATES
    problems = [
        f"{source!r}: fields {sorted(fields(source))} but translation {text!r}"
        for source, text in found.items()
        if fields(text) != fields(source) or not CJK.search(text)
    ]
    assert not problems, "\n".join(problems)


def broken_inputs(tmp_path: Path) -> list[QuadAceError]:
    """Real engine errors, from a good spread of the templates (nested ones included)."""
    big = tmp_path / "big.quadace.json"
    big.write_bytes(b" " * (4 * 1024 * 1024 + 1))
    game = {"format": "quadace-game", "version": 1}
    attempts = [
        lambda: Position.parse("1,1/1,1:X"),
        lambda: Position.parse("hello"),
        lambda: Position.parse("1136", Rules(12)),
        lambda: Position.parse("0,0/1,1:A"),
        lambda: Position.parse("1,1/1,12"),
        lambda: Position.parse("1,2/0,3:B").play(Move(3, 5)),
        lambda: Position.parse("0,1/1,1:A").play(Move(0, 1)),
        lambda: Position.parse("0,1/0,0:B").play(Move(1, 1)),
        lambda: Move.parse("1-6"),
        lambda: Rules.from_text("one"),
        lambda: Rules(1),
        lambda: Rules(3000).check_fits(10**9),
        lambda: GameRecord.loads("{"),
        lambda: GameRecord.from_json({**game, "version": 7}),
        lambda: GameRecord.from_json({**game, "rules": {"base": 1}}),
        lambda: GameRecord.from_json({**game, "start": "1,1/1,1:Q"}),
        lambda: GameRecord.from_json({**game, "moves": ["1+1", "1+2", "5+5"]}),
        lambda: GameRecord.from_json({**game, "moves": ["1+1", 7]}),
        lambda: GameRecord.load(big),
        lambda: GameRecord.load(tmp_path / "missing.quadace.json"),
    ]
    caught = []
    for attempt in attempts:
        with pytest.raises(QuadAceError) as info:
            attempt()
        caught.append(info.value)
    return caught


def test_in_english_error_text_is_the_engine_message(qapp, tmp_path) -> None:
    for exc in broken_inputs(tmp_path):
        assert exc.template in ERROR_TEMPLATES
        assert error_text(exc) == str(exc)


def test_every_template_is_found_in_the_chinese_translation(chinese) -> None:
    # lupdate must have read each template exactly as the engine writes it, or it would stay English.
    english = sorted(t for t in ERROR_TEMPLATES if not CJK.search(QCoreApplication.translate("Errors", t)))
    assert not english


def test_engine_errors_come_out_in_chinese(chinese, tmp_path) -> None:
    with pytest.raises(NotationError) as info:
        Position.parse("1,1/1,1:X")
    assert str(info.value) == "the side to move must be A or B, not 'X'"  # the engine stays English
    assert error_text(info.value) == "轮到的一方必须是 A 或 B（甲或乙），不能是 'X'"
    # sides are named in Chinese, and an error inside a file is translated too
    with pytest.raises(GameFileError) as info:
        GameRecord.from_json({"format": "quadace-game", "version": 1, "moves": ["1+1", "1+2", "5+5"]})
    assert error_text(info.value) == "第 3 步有误：5+5：甲的两只手是 1 和 2；其中没有 5"
    with pytest.raises(TooLargeError) as info:
        Rules(60).check_fits(1000)
    assert error_text(info.value) == (
        "60 进制共有 3,347,070 个局面，求解约需 140.7 MiB 内存；本机可用内存只有 1000 B"
    )
    for exc in broken_inputs(tmp_path):
        assert CJK.search(error_text(exc)), exc
        assert "must" not in error_text(exc), error_text(exc)


def test_error_text_falls_back_to_the_message(qapp, monkeypatch) -> None:
    assert error_text(ValueError("plain")) == "plain"
    assert error_text(QuadAceError("not a known template {x}", x=1)) == "not a known template 1"
    exc = NotationError("the side to move must be A or B, not {text!r}", text="X")
    monkeypatch.setattr("quadace_gui.texts.translate", lambda context, text: "broken {nothing}")
    assert error_text(exc) == str(exc)


def test_set_up_dialog_explains_in_chinese(chinese, qtbot) -> None:
    from quadace_gui.views.dialogs import SetUpPositionDialog

    dialog = SetUpPositionDialog(Rules(), "1,1/1,1:X")
    qtbot.addWidget(dialog)
    assert dialog.message.text() == "⚠ 轮到的一方必须是 A 或 B（甲或乙），不能是 'X'"
    dialog.edit.setText("1,1/1,12:A")
    assert dialog.message.text() == "⚠ 12 不是 10 进制下的手：手上的数从 0 到 9"


def test_main_window_message_boxes_speak_chinese(chinese, qtbot, monkeypatch, tmp_path) -> None:
    from quadace_gui.models.game_model import GameModel
    from quadace_gui.models.settings import Settings
    from quadace_gui.views.main_window import MainWindow

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    window = MainWindow(GameModel(), Settings())
    qtbot.addWidget(window)
    QGuiApplication.clipboard().setText("1,1/1,1:X")
    window.pastePosition()
    assert shown[-1] == "剪贴板里不是局面：轮到的一方必须是 A 或 B（甲或乙），不能是 'X'"
    broken = tmp_path / "broken.quadace.json"
    broken.write_text('{"format": "quadace-game", "version": 1, "rules": {"base": 1}}', encoding="utf-8")
    assert window.loadFile(broken) is False
    assert "规则有误：进制至少为 2（当前为 1）" in shown[-1]
    window.model.undoStack.setClean()


def test_solve_job_reports_failure_in_chinese(chinese, qtbot, monkeypatch) -> None:
    from quadace_gui.models import solve_job

    def too_large(rules, progress=None):
        rules.check_fits(1000)

    monkeypatch.setattr(solve_job, "solve", too_large)
    job = solve_job.SolveJob(Rules(60))
    failures: list[str] = []
    job.failed.connect(failures.append)
    job.run()  # in this thread: the signal is delivered at once
    assert failures and failures[0].startswith("60 进制共有 3,347,070 个局面")


def test_lesson_errors_come_out_in_chinese_with_their_step_and_key(chinese, tmp_path) -> None:
    from quadace_gui.core.lessons import LessonError, parse_lesson
    from quadace_gui.models.lesson_player import LessonPlayer
    from quadace_gui.views.panels.lesson import open_lesson_file

    head = 'version = 1\ntitle = "T"\n[[steps]]\ntext = "x"\n'
    cases = {
        'players = { b = "perfekt" }': "第 1 步：players.b：未知的玩家 'perfekt'（可选：person, perfect",
        'position = "0,0/0,0:A"': "第 1 步：position：按这套规则不是合法局面：",
        'question = { kind = "value", answer = "win", prompt = "?" }': (
            "第 1 步：question.answer：求解器给出的是 'draw'，不是 'win'"
        ),
        'moves = ["1+5"]': "第 1 步：moves：有一手无法走出：",
        "show = { map = 1 }": "第 1 步：show.map：应是 true 或 false",
    }
    for extra, chinese_start in cases.items():
        with pytest.raises(LessonError) as info:
            parse_lesson(head + extra + "\n", "toml")
        assert str(info.value).startswith("step 1: ")  # the engine and the CLI stay English
        text = error_text(info.value)
        assert text.startswith(chinese_start), text
        assert "must" not in text and "not a" not in text and "\n" not in text, text
    with pytest.raises(LessonError) as info:
        parse_lesson('title = "T"\n[[steps]]\ntext = "x"\n', "toml")
    assert error_text(info.value) == "version：缺少（本程序读取第 1 版）"
    broken = tmp_path / "broken.toml"
    broken.write_text(head + 'players = { b = "perfekt" }\n', encoding="utf-8")
    player = LessonPlayer()
    problem = open_lesson_file(player, broken)
    assert problem is not None and problem.startswith("broken.toml: 第 1 步：players.b：未知的玩家")
    assert not player.active


def test_a_take_away_error_names_the_game_in_chinese(chinese, tmp_path) -> None:
    """The game named in an error reads in the interface language (audit 2, finding 11): 尼姆游戏, not
    "Nim 3 heaps ≤ 5" inside a Chinese sentence; the engine's own message stays English."""
    import pickle

    from quadace_gui.core.games.game_files import load_game
    from quadace_gui.core.games.plugin import parse_take_move
    from quadace_gui.core.games.takeaway import make_game

    nim = make_game("nim", heaps=(3, 4, 5))
    with pytest.raises(NotationError) as info:
        parse_take_move(nim, "9:9x")
    assert str(info.value).startswith("'9:9x' is not a move of Nim 3 heaps ≤ 5;")
    assert error_text(info.value).startswith("'9:9x' 不是“尼姆游戏，3 堆 ≤ 5”中的一步；请写成 ")
    again = pickle.loads(pickle.dumps(info.value))  # (errors cross to a solving process and back)
    assert error_text(again) == error_text(info.value)
    with pytest.raises(QuadAceError) as info:
        nim.slot((1, 2))
    assert error_text(info.value) == "“尼姆游戏，3 堆 ≤ 5”有 3 堆，不能是 2 堆"
    bad = tmp_path / "badmove.quadace.json"
    bad.write_text(
        '{"format": "quadace-game", "version": 5, "game": "nim", "rules": {"heaps": [3, 4, 5]},'
        ' "moves": ["9:9x"]}',
        encoding="utf-8",
    )
    with pytest.raises(QuadAceError) as info:
        load_game(bad)
    text = error_text(info.value)
    assert "“尼姆游戏，3 堆 ≤ 5”" in text and "Nim" not in text, text
