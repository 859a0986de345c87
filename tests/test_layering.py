"""Views and models do not do a move's arithmetic.

The import rules of the layers (core knows no Qt, models know no views, views know neither the app nor
the command line, texts.py and palette.py are Qt-free) are import-linter contracts in ``pyproject.toml``,
run by ``lint-imports`` in ``make test`` and shown to fail on planted breaches in
``tests/test_import_contracts.py``. What an import graph cannot see stays here: taking a number modulo the
base, which only the core may do. The rule is read from the source, so a new module is checked the day
it is added, and a test shows that the scan would notice a breach. So does probing a game object with
``getattr`` (views and models take typed games).
"""

from __future__ import annotations

import re
from pathlib import Path

import quadace_gui

PACKAGE = Path(quadace_gui.__file__).parent


def _sources(layer: str) -> list[tuple[str, str]]:
    root = PACKAGE / layer
    files = sorted(root.rglob("*.py")) if root.is_dir() else []
    return [(str(p.relative_to(PACKAGE.parent)), p.read_text(encoding="utf-8")) for p in files]


#: A move's arithmetic: something taken modulo the base. Only the core may do it.
MOVE_ARITHMETIC = re.compile(r"%\s*\(?\s*[\w.]*\bbase\b")


def arithmetic_lines(source: str) -> list[str]:
    return [line.strip() for line in source.splitlines() if MOVE_ARITHMETIC.search(line.split("#")[0])]


def test_views_and_models_do_not_compute_move_results() -> None:
    assert _sources("views") and _sources("models")
    offenders = [
        f"{module}: {line}"
        for layer in ("views", "models")
        for module, source in _sources(layer)
        for line in arithmetic_lines(source)
    ]
    assert offenders == []


#: Probing a game object for what it may have (``getattr(game, "target", None)``): views and models take
#: typed games and plug-ins instead.
GAME_PROBE = re.compile(r"getattr\(\s*[\w.]*game\b")


def test_views_and_models_do_not_probe_game_objects() -> None:
    offenders = [
        f"{module}: {line.strip()}"
        for layer in ("views", "models")
        for module, source in _sources(layer)
        for line in source.splitlines()
        if GAME_PROBE.search(line)
    ]
    assert offenders == []
    assert GAME_PROBE.search('key = getattr(self._model.game(), "key", "")')
    assert GAME_PROBE.search('limit = getattr(game, "limit", None)')


def test_the_scan_notices_move_arithmetic() -> None:
    code = "total = (own + opp) % self.base\nlabel = '%d' % count\nx = (a * b) % rules.base  # move\n"
    assert arithmetic_lines(code) == ["total = (own + opp) % self.base", "x = (a * b) % rules.base  # move"]


#: The modules of single games: the views take any game through its plug-in and the ``TakeAwayGame``
#: protocol (its words, its working's sheet, its parameter specs), never one game's module or class.
GAME_MODULES = ("nim", "bash", "wythoff", "subtraction", "chopsticks")
GAME_CLASSES = {"Nim", "Bash", "Wythoff", "Subtraction", "NimWorking", "BashWorking", "WythoffWorking"}


def game_imports(source: str) -> list[str]:
    """The imports of ``source`` that name one game: its core module or its class."""
    import ast

    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom):
            module = node.module or ""
            names = {alias.name for alias in node.names}
            if module.rsplit(".", 1)[-1] in GAME_MODULES and "games" in module:
                found.append(f"from {module} import {', '.join(sorted(names))}")
            elif module.endswith("games") and names & set(GAME_MODULES):
                found.append(f"from {module} import {', '.join(sorted(names & set(GAME_MODULES)))}")
            elif names & GAME_CLASSES:
                found.append(f"from {module} import {', '.join(sorted(names & GAME_CLASSES))}")
        elif isinstance(node, ast.Attribute) and node.attr in GAME_CLASSES:  # takeaway.Bash
            found.append(f"uses {ast.unparse(node)}")
        elif isinstance(node, ast.Import):
            found += [
                f"import {a.name}"
                for a in node.names
                if a.name.rsplit(".", 1)[-1] in GAME_MODULES and "games" in a.name
            ]
    return found


def test_views_import_no_single_game() -> None:
    offenders = [f"{module}: {line}" for module, source in _sources("views") for line in game_imports(source)]
    assert offenders == []


def test_the_scan_notices_a_single_game_import() -> None:
    planted = (
        "from quadace_gui.core.games.nim import Nim, nim_sum\n"
        "from quadace_gui.core.games.takeaway import Bash, make_game\n"
        "import quadace_gui.core.games.wythoff\n"
        "from quadace_gui.core.games import subtraction\n"
        "from quadace_gui.core.games.takeaway import GAMES, make_game\n"
        "from quadace_gui.core.games import takeaway\n"
        "if isinstance(game, takeaway.Wythoff): pass\n"
    )
    assert game_imports(planted) == [
        "from quadace_gui.core.games.nim import Nim, nim_sum",
        "from quadace_gui.core.games.takeaway import Bash",
        "import quadace_gui.core.games.wythoff",
        "from quadace_gui.core.games import subtraction",
        "uses takeaway.Wythoff",
    ]


#: A game asked for by its key (``key == "bash"``, ``key != "quadace"``): views and models ask the game
#: or its plug-in instead (``game.counting``, its words, its specs, ``PLUGINS[key].setup``).
GAME_KEY_TEST = re.compile(
    r"""[!=]=\s*["'](quadace|nim|bash|wythoff|subtraction)["']"""
    r"""|["'](quadace|nim|bash|wythoff|subtraction)["']\s*[!=]="""
)


def test_views_and_models_do_not_test_a_game_key() -> None:
    offenders = [
        f"{module}: {line.strip()}"
        for layer in ("views", "models")
        for module, source in _sources(layer)
        for line in source.splitlines()
        if GAME_KEY_TEST.search(line.split("#")[0])
    ]
    assert offenders == []
    assert GAME_KEY_TEST.search('if step.game == "bash" and target <= 50:')
    assert GAME_KEY_TEST.search('self.quadacePage.setVisible(key == "quadace")')
    assert not GAME_KEY_TEST.search('game = make_game("nim", heaps=(3, 4, 5))')
