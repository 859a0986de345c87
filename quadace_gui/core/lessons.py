"""Lessons: a sequence of steps, each setting up a game, a position and the views, with text, teacher
notes and an optional question. Read from TOML or JSON (the same structure), checked against the solver.

The format is documented in ``docs/LESSONS.md`` (schema version :data:`VERSION`). Every problem in a file
is one :class:`LessonError` whose message names the step and the key, e.g.
``step 3: question.answer: the solver says 'draw', not 'win'``.

Nothing here imports Qt: the CLI (``quadace lesson``), the window's lesson player and the tests share it.

>>> lesson = parse_lesson('version = 1\\ntitle = "T"\\n[[steps]]\\ntext = "Hi"\\n', "toml")
>>> lesson.steps[0].position_text(), lesson.languages
('1,1/1,1:A', ('en',))
"""

from __future__ import annotations

import json
import stat
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from .errors import QuadAceError
from .games.heaps import Heaps, TakeAwayGame, TakeMove
from .games.presets import PRESETS
from .games.protocol import LOSS, WIN
from .games.takeaway import GameTable, make_game, solve_game
from .position import Move, Position
from .rules import Rules
from .solver import DRAW, SolvedTable, solve

#: The schema version this module reads and writes.
VERSION = 1
#: The languages a lesson's texts may come in; ``en`` is required, the others fall back to it.
LANGUAGES = ("en", "zh")
#: The games a step may set (``quadace`` when absent).
GAMES = ("quadace", "nim", "bash", "wythoff")
#: Question kinds.
KINDS = ("value", "move", "number", "choice")
#: Largest lesson file read (bytes) and most steps.
MAX_BYTES = 1 << 20
MAX_STEPS = 200
#: Longest line of moves a step may play.
MAX_MOVES = 40
#: The panels a step may bring to the front (names the window knows).
PANELS = ("moves", "induction", "findings", "history", "why", "quiz")

_TOP_KEYS = {"format", "version", "name", "title", "summary", "steps"}
_STEP_KEYS = {"title", "text", "notes", "game", "rules", "position", "moves", "show", "question"}
_SHOW_KEYS = {"map", "level", "finding", "answers", "panel"}
_QUESTION_KEYS = {"kind", "prompt", "answer", "explain", "fact", "choices"}
_RULE_KEYS = {
    "quadace": {"preset", "base", "hands", "op", "goal", "start"},
    "nim": {"heaps", "limit", "misere"},
    "bash": {"target", "most", "misere"},
    "wythoff": {"heaps", "limit"},
}


class LessonError(ValueError):
    """A problem in a lesson file: one line naming the step (1-based) and the key."""

    def __init__(self, message: str, step: int | None = None, key: str = "") -> None:
        self.step, self.key, self.detail = step, key, message
        where = [f"step {step}"] if step is not None else []
        if key:
            where.append(key)
        super().__init__(": ".join([*where, message]))


Text = dict[str, str]


def _text(value: object, key: str, step: int | None, required: bool = True) -> Text:
    """A text in every language: a plain string (every language) or a table ``{en = ..., zh = ...}``."""
    if value is None:
        if required:
            raise LessonError("missing (a text is required)", step, key)
        return {}
    if isinstance(value, str):
        if required and not value.strip():
            raise LessonError("is empty", step, key)
        return {"en": value}
    if isinstance(value, Mapping):
        unknown = [k for k in value if k not in LANGUAGES]
        if unknown:
            raise LessonError(f"unknown language {unknown[0]!r} (use {', '.join(LANGUAGES)})", step, key)
        if "en" not in value:
            raise LessonError("needs an English text (en)", step, key)
        if not all(isinstance(v, str) for v in value.values()):
            raise LessonError("every language's text must be a string", step, key)
        return {str(k): str(v) for k, v in value.items()}
    raise LessonError(
        f"must be a text or a table of texts by language, not {type(value).__name__}", step, key
    )


def localized(text: Text, language: str) -> str:
    """``text`` in ``language`` (``zh_CN`` reads ``zh``), English when there is none."""
    return text.get(language.split("_")[0], text.get("en", ""))


@dataclass(frozen=True)
class Show:
    """What a step shows besides the board."""

    map: bool | None = None  # the heatmap dock shown (True), hidden (False) or left (None)
    level: int | None = None  # the induction level the map colours up to (None: every level)
    finding: str = ""  # an article finding whose positions are marked
    answers: bool | None = None  # answers shown (True), hidden (False) or left as they are (None)
    panel: str = ""  # a panel brought to the front


@dataclass(frozen=True)
class Question:
    kind: str
    prompt: Text
    answer: Any
    explain: Text
    fact: str = ""
    choices: tuple[Text, ...] = ()

    def answer_text(self, language: str = "en") -> str:
        """The answer as shown: a choice's text, else the answer itself."""
        if self.kind == "choice":
            return localized(self.choices[int(self.answer) - 1], language)
        return str(self.answer)


@dataclass(frozen=True)
class Step:
    number: int  # 1-based
    text: Text
    title: Text = field(default_factory=dict)
    notes: Text = field(default_factory=dict)
    game: str = "quadace"
    rules: Rules | None = None  # QuadAce steps
    takeaway: TakeAwayGame | None = None  # take-away steps
    position: Position | None = None  # QuadAce: where the step starts
    heaps: Heaps | None = None  # take-away: where the step starts
    moves: tuple[str, ...] = ()
    show: Show = field(default_factory=Show)
    question: Question | None = None

    @property
    def is_takeaway(self) -> bool:
        return self.game != "quadace"

    def position_text(self) -> str:
        """The start of the step in the app's notation."""
        if self.takeaway is not None and self.heaps is not None:
            return self.takeaway.format(self.heaps)
        assert self.position is not None
        return self.position.text

    def final_text(self) -> str:
        """The position after the step's moves."""
        if self.takeaway is not None:
            return self.takeaway.format(final_heaps(self))
        return final_position(self).text


@dataclass(frozen=True)
class Lesson:
    name: str
    title: Text
    summary: Text
    steps: tuple[Step, ...]
    version: int = VERSION
    path: Path | None = None

    @property
    def languages(self) -> tuple[str, ...]:
        """The languages every title and step text is written in."""
        texts = [self.title, *(s.text for s in self.steps)]
        return tuple(lang for lang in LANGUAGES if all(lang in t for t in texts))


# -- reading ----------------------------------------------------------------------------------------
def parse_lesson(
    source: str, kind: str, name: str = "lesson", path: Path | None = None, *, check: bool = True
) -> Lesson:
    """A lesson from the text of a TOML (``kind="toml"``) or JSON (``"json"``) file; raises LessonError."""
    if len(source.encode("utf-8", "replace")) > MAX_BYTES:
        raise LessonError(f"the file is larger than {MAX_BYTES // 1024} KiB")
    try:
        data: object = tomllib.loads(source) if kind == "toml" else json.loads(source)
    except tomllib.TOMLDecodeError as exc:
        raise LessonError(f"not valid TOML: {str(exc).splitlines()[0]}") from None
    except json.JSONDecodeError as exc:
        raise LessonError(f"not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno}") from None
    if not isinstance(data, dict):
        raise LessonError("a lesson is a table with a title and steps")
    return lesson_from_data(data, name, path, check=check)


def load_lesson(path: Path, *, check: bool = True) -> Lesson:
    """A lesson file (``.toml`` or ``.json``); raises LessonError with one line for any problem.
    ``check=False`` skips asking the solver whether each question's answer is right (the built-in
    lessons, checked by the tests, list without solving at start-up)."""
    kind = "json" if path.suffix.lower() == ".json" else "toml"
    try:
        if not stat.S_ISREG(path.stat().st_mode):  # a pipe or a device would never end
            raise LessonError("not a regular file (a folder, a pipe or a device)")
        if path.stat().st_size > MAX_BYTES:
            raise LessonError(f"the file is larger than {MAX_BYTES // 1024} KiB")
        source = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise LessonError("the file is not UTF-8 text") from None
    except OSError as exc:
        raise LessonError(f"cannot read it: {exc.strerror or exc}") from None
    return parse_lesson(source, kind, path.stem, path, check=check)


def lesson_from_data(
    data: dict[str, Any], name: str = "lesson", path: Path | None = None, *, check: bool = True
) -> Lesson:
    unknown = sorted(set(data) - _TOP_KEYS)
    if unknown:
        raise LessonError(f"unknown key (the keys are {', '.join(sorted(_TOP_KEYS))})", None, unknown[0])
    if data.get("format", "quadace-lesson") != "quadace-lesson":
        raise LessonError("must be 'quadace-lesson'", None, "format")
    version = data.get("version")
    if version is None:
        raise LessonError("missing (this app reads version 1)", None, "version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise LessonError("must be a whole number (1)", None, "version")
    if version > VERSION:
        raise LessonError(
            f"{version} is newer than this app reads ({VERSION}); update QuadAce", None, "version"
        )
    lesson_name = data.get("name", name)
    if not isinstance(lesson_name, str) or not lesson_name.strip():
        raise LessonError("must be a text", None, "name")
    title = _text(data.get("title"), "title", None)
    summary = _text(data.get("summary"), "summary", None, required=False)
    steps = data.get("steps")
    if not isinstance(steps, list) or not steps:
        raise LessonError("a lesson needs a list of steps ([[steps]] in TOML)", None, "steps")
    if len(steps) > MAX_STEPS:
        raise LessonError(f"at most {MAX_STEPS} steps", None, "steps")
    read = tuple(_step(raw, i + 1, check) for i, raw in enumerate(steps))
    return Lesson(lesson_name.strip(), title, summary, read, version, path)


def _quadace_rules(raw: object, n: int) -> Rules:
    if raw is None:
        return Rules()
    if isinstance(raw, str):
        if raw not in PRESETS:
            raise LessonError(f"unknown preset {raw!r} (one of {', '.join(PRESETS)})", n, "rules")
        return PRESETS[raw].rules
    if not isinstance(raw, Mapping):
        raise LessonError("must be a preset name or a table of rule axes", n, "rules")
    _known(raw, _RULE_KEYS["quadace"], n, "rules")
    base_rules = Rules()
    if "preset" in raw:
        base_rules = _quadace_rules(raw["preset"], n)
    try:
        rules = Rules(
            int(raw.get("base", base_rules.base)),
            int(raw.get("hands", base_rules.hands)),
            str(raw.get("op", base_rules.op)),
            str(raw.get("goal", base_rules.goal)),
            raw.get("start", base_rules.start_position),
        )
        rules.check_fits()  # a lesson the app could not solve is refused when read, not when shown
    except (QuadAceError, TypeError, ValueError) as exc:
        raise LessonError(str(exc), n, "rules") from None
    return rules


def _takeaway(game: str, raw: object, n: int) -> TakeAwayGame:
    if raw is None:
        raw = {}
    if not isinstance(raw, Mapping):
        raise LessonError("must be a table (e.g. { target = 30, most = 2 })", n, "rules")
    _known(raw, _RULE_KEYS[game], n, "rules")
    params = dict(raw)
    for key in ("heaps", "limit"):
        if isinstance(params.get(key), list):
            params[key] = tuple(params[key])
    try:
        made = make_game(game, **params)
        made.check()
        return made
    except (QuadAceError, TypeError, ValueError) as exc:
        raise LessonError(str(exc), n, "rules") from None


def _known(raw: Mapping[str, Any], keys: set[str], n: int | None, where: str) -> None:
    unknown = sorted(set(raw) - keys)
    if unknown:
        raise LessonError(f"unknown key (the keys are {', '.join(sorted(keys))})", n, f"{where}.{unknown[0]}")


def _step(raw: object, n: int, check: bool = True) -> Step:
    if not isinstance(raw, Mapping):
        raise LessonError("a step is a table", n)
    unknown = sorted(set(raw) - _STEP_KEYS)
    if unknown:
        raise LessonError(f"unknown key (the keys are {', '.join(sorted(_STEP_KEYS))})", n, unknown[0])
    game = raw.get("game", "quadace")
    if game not in GAMES:
        raise LessonError(f"unknown game {game!r} (one of {', '.join(GAMES)})", n, "game")
    text = _text(raw.get("text"), "text", n)
    title = _text(raw.get("title"), "title", n, required=False)
    notes = _text(raw.get("notes"), "notes", n, required=False)
    moves = raw.get("moves", [])
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise LessonError('must be a list of moves like ["1+1", "1+2"]', n, "moves")
    if len(moves) > MAX_MOVES:
        raise LessonError(f"at most {MAX_MOVES} moves", n, "moves")
    position_raw = raw.get("position")
    if position_raw is not None and not isinstance(position_raw, str):
        raise LessonError('must be a position written as text, e.g. "1,1/1,1:A"', n, "position")
    step: Step
    if game == "quadace":
        rules = _quadace_rules(raw.get("rules"), n)
        try:
            position = Position.start(rules) if position_raw is None else Position.parse(position_raw, rules)
        except QuadAceError as exc:
            raise LessonError(f"not a legal position for these rules: {exc}", n, "position") from None
        step = Step(n, text, title, notes, game, rules=rules, position=position, moves=tuple(moves))
    else:
        takeaway = _takeaway(game, raw.get("rules"), n)
        try:
            heaps = takeaway.start if position_raw is None else takeaway.parse(position_raw)
        except QuadAceError as exc:
            raise LessonError(f"not a legal position for this game: {exc}", n, "position") from None
        step = Step(n, text, title, notes, game, takeaway=takeaway, heaps=heaps, moves=tuple(moves))
    try:
        final_heaps(step) if step.is_takeaway else final_position(step)
    except QuadAceError as exc:
        raise LessonError(str(exc), n, "moves") from None
    show = _show(raw.get("show"), n, step, check)
    question = _question(raw.get("question"), n)
    step = Step(**{**step.__dict__, "show": show, "question": question})
    if question is not None and check:
        check_question(step)
    return step


def _show(raw: object, n: int, step: Step, check: bool = True) -> Show:
    if raw is None:
        return Show()
    if not isinstance(raw, Mapping):
        raise LessonError("must be a table, e.g. { map = true, answers = false }", n, "show")
    _known(raw, _SHOW_KEYS, n, "show")
    for key in ("map", "answers"):
        if key in raw and not isinstance(raw[key], bool):
            raise LessonError("must be true or false", n, f"show.{key}")
    level = raw.get("level")
    if level is not None and (not isinstance(level, int) or isinstance(level, bool) or level < 0):
        raise LessonError("must be a level number from 0", n, "show.level")
    finding = raw.get("finding", "")
    if finding:
        if step.is_takeaway or step.rules is None or not step.rules.is_standard:
            raise LessonError("the articles' findings are about the standard game", n, "show.finding")
        if check and finding not in finding_counts():  # (computing the findings takes a second)
            raise LessonError(f"unknown finding {finding!r} (see quadace findings)", n, "show.finding")
    panel = raw.get("panel", "")
    if panel and panel not in PANELS:
        raise LessonError(f"unknown panel {panel!r} (one of {', '.join(PANELS)})", n, "show.panel")
    return Show(raw.get("map"), level, str(finding), raw.get("answers"), str(panel))


def _question(raw: object, n: int) -> Question | None:
    if raw is None:
        return None
    if not isinstance(raw, Mapping):
        raise LessonError("must be a table with kind and answer", n, "question")
    _known(raw, _QUESTION_KEYS, n, "question")
    kind = raw.get("kind")
    if kind not in KINDS:
        raise LessonError(f"must be one of {', '.join(KINDS)}", n, "question.kind")
    if "answer" not in raw:
        raise LessonError("missing", n, "question.answer")
    prompt = _text(raw.get("prompt"), "question.prompt", n)
    explain = _text(raw.get("explain"), "question.explain", n, required=False)
    fact = raw.get("fact", "")
    if not isinstance(fact, str):
        raise LessonError("must be a text", n, "question.fact")
    choices: tuple[Text, ...] = ()
    answer = raw["answer"]
    if kind == "choice":
        items = raw.get("choices")
        if not isinstance(items, list) or len(items) < 2:
            raise LessonError("a choice question needs a list of at least two choices", n, "question.choices")
        choices = tuple(_text(c, f"question.choices[{i + 1}]", n) for i, c in enumerate(items))
        if not isinstance(answer, int) or isinstance(answer, bool) or not 1 <= answer <= len(choices):
            raise LessonError(f"must be the number of a choice, 1 to {len(choices)}", n, "question.answer")
        if not fact:
            raise LessonError("a choice question names the fact it asks about", n, "question.fact")
    elif kind == "number":
        if not isinstance(answer, int) or isinstance(answer, bool):
            raise LessonError("must be a whole number", n, "question.answer")
        if not fact:
            raise LessonError(
                "a number question names what it counts (see docs/LESSONS.md)", n, "question.fact"
            )
    elif not isinstance(answer, str):
        raise LessonError("must be a text", n, "question.answer")
    return Question(str(kind), prompt, answer, explain, fact, choices)


# -- the solver's side ------------------------------------------------------------------------------
@lru_cache(maxsize=16)
def table_for(rules: Rules) -> SolvedTable:
    rules.check_fits()
    return solve(rules)


@lru_cache(maxsize=16)
def game_table(game: TakeAwayGame) -> GameTable:
    return solve_game(game)


@lru_cache(maxsize=1)
def finding_counts() -> dict[str, int]:
    from .article import article_findings

    return {f.name: f.count for f in article_findings(table_for(Rules()))}


def final_position(step: Step) -> Position:
    """The QuadAce position after the step's moves (raises QuadAceError for an illegal move)."""
    assert step.position is not None
    position = step.position
    for text in step.moves:
        move = Move.parse(text)
        position.check_move(move)
        position = position.play(move)
    return position


def takeaway_move(game: TakeAwayGame, heaps: Heaps, text: str) -> tuple[TakeMove, Heaps] | None:
    """The legal move of ``heaps`` written ``text`` (as :meth:`TakeMove.text` writes it), or None."""
    wanted = text.strip().replace(" ", "").lower()
    for move, after in game.moves(heaps):
        spoken = game.move_text(heaps, move).replace(" ", "").lower()  # e.g. Bash's "say 1, 2"
        if wanted in (move.text().replace(" ", ""), spoken):
            return move, after
    return None


def final_heaps(step: Step) -> Heaps:
    assert step.takeaway is not None and step.heaps is not None
    heaps = step.heaps
    for text in step.moves:
        found = takeaway_move(step.takeaway, heaps, text)
        if found is None:
            raise LessonError(
                f"{text!r} is not a legal move from {step.takeaway.format(heaps)}", step.number, "moves"
            )
        heaps = found[1]
    return heaps


_VALUE_WORDS = {WIN: "win", LOSS: "loss", DRAW: "draw"}


def fact(step: Step, name: str) -> object:
    """What the solver says about ``name`` for the step's game and final position (docs/LESSONS.md
    lists the names). Raises LessonError for an unknown name."""
    n = step.number
    head, _, arg = name.partition(":")
    if step.takeaway is not None:
        table = game_table(step.takeaway)
        heaps = final_heaps(step)
        value = table.value_of(heaps)
        if head == "value":
            return "N" if value == WIN else "P"
        if head == "winner":
            return "first" if value == WIN else "second"
        if head == "distance":
            return table.distance_of(heaps)
        if head == "p-positions":
            return int(table.p_mask.sum())
        if head == "winning-moves":
            return len(table.winning_moves(heaps))
        if head in ("key-factor", "imbalance") and step.game == "bash":
            # the spacing of the solver's P-positions (counts still to go), and where the start sits
            ps = [int(h[0]) for h in (step.takeaway.heaps(int(s)) for s in table.p_mask.nonzero()[0])]
            key = min((p for p in ps if p > min(ps)), default=0) - min(ps)
            return key if head == "key-factor" else (heaps[0] - min(ps)) % key
        if head == "nim-sum" and step.game == "nim":
            total = 0
            for h in heaps:
                total ^= h
            if (total == 0) != (value == LOSS):
                raise LessonError("the xor rule disagrees with the solver here", n, "question.fact")
            return total
        if head == "wythoff-b" and step.game == "wythoff" and arg.isdigit():
            pairs = sorted(
                h for h in (step.takeaway.heaps(int(s)) for s in table.p_mask.nonzero()[0]) if h[0] <= h[1]
            )
            k = int(arg)
            if k >= len(pairs):
                raise LessonError(f"the map holds only {len(pairs)} pairs", n, "question.fact")
            return pairs[k][1]
        raise LessonError(f"unknown fact {name!r} for {step.game}", n, "question.fact")
    assert step.rules is not None
    qtable = table_for(step.rules)
    position = final_position(step)
    valid = qtable.valid
    if head == "value":
        return _VALUE_WORDS[qtable.value_of(position.mover, position.opponent)]
    if head == "distance":
        d = qtable.distance_of(position.mover, position.opponent)
        return -1 if d is None else d
    counts = {
        "positions": int(valid.sum()),
        "wins": int((qtable.value == WIN).sum()),
        "losses": int((qtable.value == LOSS).sum()),
        "draws": int(((qtable.value == DRAW) & valid).sum()),
        "reachable": int((qtable.reachable & valid).sum()),
    }
    if head in counts:
        return counts[head]
    if head == "unreachable":
        return counts["positions"] - counts["reachable"]
    if head == "level" and arg.isdigit():
        return int(((qtable.distance == int(arg)) & valid).sum())
    if head == "levels":
        return int(qtable.distance.max()) + 1
    if head == "winning-moves":
        from .analysis import evaluate_moves

        return sum(m.value == WIN for m in evaluate_moves(qtable, position))
    if head == "finding":
        if not step.rules.is_standard:
            raise LessonError("the articles' findings are about the standard game", n, "question.fact")
        counts_f = finding_counts()
        if arg not in counts_f:
            raise LessonError(f"unknown finding {arg!r} (see quadace findings)", n, "question.fact")
        return counts_f[arg]
    raise LessonError(f"unknown fact {name!r}", n, "question.fact")


def best_moves(step: Step) -> list[str]:
    """The moves that keep the best value from the step's final position (every winning move in a won
    position, every drawing move in a drawn one, every move in a lost one)."""
    if step.takeaway is not None:
        table = game_table(step.takeaway)
        heaps = final_heaps(step)
        infos = table.move_infos(heaps)
        best = infos[0].value if infos else LOSS
        return [i.move.text() for i in infos if i.value == best]
    from .analysis import evaluate_moves

    assert step.rules is not None
    infos2 = evaluate_moves(table_for(step.rules), final_position(step))
    best2 = infos2[0].value if infos2 else LOSS
    return [i.move.text for i in infos2 if i.value == best2]


def normalized_value(text: str, takeaway: bool) -> str:
    """A value answer as the solver words it: win/loss/draw, or P/N for a take-away game."""
    word = text.strip().lower()
    if takeaway:
        return {"p": "P", "n": "N", "loss": "P", "win": "N"}.get(word, text.strip())
    return {"w": "win", "l": "loss", "d": "draw"}.get(word, word)


def same_move(step: Step, given: str, expected: str) -> bool:
    if step.takeaway is not None:
        heaps = final_heaps(step)
        a, b = takeaway_move(step.takeaway, heaps, given), takeaway_move(step.takeaway, heaps, expected)
        return a is not None and a == b
    try:
        return Move.parse(given.strip()) == Move.parse(expected.strip())
    except QuadAceError:
        return False


def is_correct(step: Step, given: str | int) -> bool:
    """Whether a student's answer to the step's question is right (the solver decides)."""
    q = step.question
    assert q is not None
    if q.kind == "value":
        return normalized_value(str(given), step.is_takeaway) == normalized_value(
            str(q.answer), step.is_takeaway
        )
    if q.kind == "move":
        return any(same_move(step, str(given), m) for m in best_moves(step))
    if q.kind == "number":
        try:
            return int(str(given).strip()) == int(q.answer)
        except ValueError:
            return False
    return str(given).strip() == str(q.answer)


def check_question(step: Step) -> None:
    """Raise LessonError when the step's stated answer is not what the solver says."""
    q = step.question
    assert q is not None
    n = step.number
    if q.kind == "value":
        said = fact(step, "value")
        stated = normalized_value(str(q.answer), step.is_takeaway)
        allowed = ("P", "N") if step.is_takeaway else ("win", "loss", "draw")
        if stated not in allowed:
            raise LessonError(f"must be one of {', '.join(allowed)}", n, "question.answer")
        if stated != said:
            raise LessonError(f"the solver says {said!r}, not {q.answer!r}", n, "question.answer")
    elif q.kind == "move":
        best = best_moves(step)
        if not best:
            raise LessonError("the game is over there: there is no move to ask for", n, "question.answer")
        if not any(same_move(step, str(q.answer), m) for m in best):
            raise LessonError(
                f"{q.answer!r} is not a best move by the solver (best: {', '.join(best[:6])})",
                n,
                "question.answer",
            )
    elif q.kind == "number":
        said = fact(step, q.fact)
        if said != q.answer:
            raise LessonError(f"the solver counts {said}, not {q.answer} ({q.fact})", n, "question.answer")
    else:
        said = fact(step, q.fact)
        chosen = q.choices[int(q.answer) - 1]
        # a choice's English text starts with the fact's value (e.g. "draw — ..."), or equals it
        words = chosen["en"].strip().split()
        first = words[0].strip(".,:;") if words else ""
        if str(said).lower() != first.lower():
            raise LessonError(
                f"choice {q.answer} ({chosen['en']!r}) does not match the solver's {said!r} ({q.fact})",
                n,
                "question.answer",
            )


# -- the built-in lessons ---------------------------------------------------------------------------
def lessons_folder() -> Path:
    """``resources/lessons``: in the repository, or in the frozen app's bundle (``core/paths.py``)."""
    from .paths import resource_path

    return resource_path("lessons")


def builtin_paths() -> list[Path]:
    folder = lessons_folder()
    return sorted(p for p in folder.glob("*.toml")) if folder.is_dir() else []


def builtin_lessons() -> list[Lesson]:
    """The lessons shipped in ``resources/lessons`` (their answers are checked by the tests and by
    ``quadace lesson check``, not each time the app lists them)."""
    return [load_lesson(p, check=False) for p in builtin_paths()]


def find_lesson(name_or_file: str) -> Lesson:
    """A built-in lesson by name, or a lesson file by path; raises LessonError."""
    path = Path(name_or_file)
    if path.suffix.lower() in (".toml", ".json") or path.exists():
        return load_lesson(path)
    for p in builtin_paths():
        if p.stem == name_or_file:
            return load_lesson(p)
    names = ", ".join(p.stem for p in builtin_paths())
    raise LessonError(f"no built-in lesson or file {name_or_file!r} (built-in: {names})")
