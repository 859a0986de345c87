# ruff: noqa: E501  (the findings notes below are single literals so that lupdate collects them whole)
# Over 400 lines: every user-visible word of the Qt-free layers in one place, for one translation pass.
"""Translatable words shared by several views (value names, side names, distances, engine errors).

Every string is written out in a literal ``translate("Texts", ...)`` call (or ``QT_TRANSLATE_NOOP``) so
that ``pyside6-lupdate`` collects it once, and every view shows the same words. The module imports no Qt:
``translate`` passes the words to the translator installed by :func:`set_translator`, which the Qt
layers install on import (``quadace_gui.qt_texts``: ``QCoreApplication.translate``); without Qt (the
command line, the tests of this module) the words stay English.

The engine (``quadace_gui.core``) knows nothing of Qt: its errors carry an English template and named
parameters (see :mod:`quadace_gui.core.errors`). :func:`error_text` shows them in the current language,
using the templates listed in :data:`ERROR_TEMPLATES` (context "Errors").
"""

from __future__ import annotations

import html
import reprlib
from collections.abc import Callable, Iterable

from quadace_gui.core.article import NOTES, Finding
from quadace_gui.core.errors import LessonError, QuadAceError
from quadace_gui.core.games.presets import preset_of
from quadace_gui.core.games.words import CONTEXT as GAME_WORDS
from quadace_gui.core.games.words import Titled, Words
from quadace_gui.core.position import Side
from quadace_gui.core.rules import Rules
from quadace_gui.core.solver import DRAW, LOSS, WIN

#: ``translate(context, source, disambiguation, n)``: the shape of ``QCoreApplication.translate``.
Translator = Callable[[str, str, "str | None", int], str]


def _english(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """No translation: the source text, with ``%n`` replaced as Qt does."""
    return text.replace("%n", str(n)) if n >= 0 else text


_translator: Translator = _english


def set_translator(translator: Translator | None) -> None:
    """Translate through ``translator`` from now on (None: back to the English source texts)."""
    global _translator
    _translator = translator or _english


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` of ``context`` in the current language (lupdate collects the literal calls)."""
    return _translator(context, text, disambiguation, n)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate looks for
    """Mark ``text`` for translation in ``context`` without translating it (done when shown)."""
    return text


def _plural(text: str, n: int) -> str:
    # English ships no .qm file: spell its plural here when no translation replaced the source text.
    return text.replace("ply(s)", "ply" if n == 1 else "plies")


def value_text(value: int) -> str:
    """'win', 'loss' or 'draw' in the current language."""
    if value == WIN:
        return translate("Texts", "win")
    if value == LOSS:
        return translate("Texts", "loss")
    return translate("Texts", "draw")


def value_title(value: int) -> str:
    """'Win', 'Loss' or 'Draw' (capitalised, for headings and legends)."""
    if value == WIN:
        return translate("Texts", "Win")
    if value == LOSS:
        return translate("Texts", "Loss")
    return translate("Texts", "Draw")


def value_letter(value: int) -> str:
    """'W', 'L' or 'D': the one-letter value of a heatmap cell ('W7' = win in 7 plies)."""
    if value == WIN:
        return translate("Texts", "W", "win, in a heatmap cell")
    if value == LOSS:
        return translate("Texts", "L", "loss, in a heatmap cell")
    return translate("Texts", "D", "draw, in a heatmap cell")


#: Preset names, for lupdate (core/games/presets.py holds the presets; these are their shown names).
PRESET_TITLES = {
    "standard": QT_TRANSLATE_NOOP("Presets", "standard"),
    "misere": QT_TRANSLATE_NOOP("Presets", "misère"),
    "multiplication": QT_TRANSLATE_NOOP("Presets", "multiplication"),
    "three-hands": QT_TRANSLATE_NOOP("Presets", "three hands"),
    "one-hand": QT_TRANSLATE_NOOP("Presets", "one hand"),
    "equal-hands": QT_TRANSLATE_NOOP("Presets", "equal hands"),
    "equal-three": QT_TRANSLATE_NOOP("Presets", "equal hands, three hands"),
    "misere-three": QT_TRANSLATE_NOOP("Presets", "misère, three hands"),
    "chopsticks": QT_TRANSLATE_NOOP("Presets", "Chopsticks"),
    "chopsticks-cutoff": QT_TRANSLATE_NOOP("Presets", "Chopsticks, cut-off"),
    "chopsticks-bare": QT_TRANSLATE_NOOP("Presets", "Chopsticks without splits"),
    "chopsticks-cutoff-bare": QT_TRANSLATE_NOOP("Presets", "Chopsticks, cut-off, without splits"),
}


def preset_title(name: str) -> str:
    """A preset's name in the current language (its registry name when it has no shown name)."""
    title = PRESET_TITLES.get(name)
    return name if title is None else translate("Presets", str(title))


def rules_text(rules: Rules) -> str:
    """The rule set's axes in a few words, in the current language: 'base 10, 3 hands, ×, misère'."""
    hands = translate("Texts", "1 hand") if rules.hands == 1 else translate("Texts", "%1 hands")
    op = {"add": translate("Texts", "addition"), "mul": translate("Texts", "multiplication")}
    goal = {
        "retire": translate("Texts", "retire to win"),
        "misere": translate("Texts", "misère: retire to lose"),
        "equal": translate("Texts", "equal hands win"),
    }
    parts = [
        translate("Texts", "base %1").replace("%1", str(rules.base)),
        hands.replace("%1", str(rules.hands)),
        op.get(rules.op, rules.op),
        goal.get(rules.goal, rules.goal),
    ]
    if rules.touch == "other":
        parts.append(translate("Texts", "the touched hand grows"))
    if rules.overflow == "cutoff":
        parts.append(translate("Texts", "cut-off"))
    if rules.split != "none":
        split = {
            "transfer": translate("Texts", "splits"),
            "transfer-suicide": translate("Texts", "splits, a hand may go out"),
        }
        parts.append(split.get(rules.split, rules.split))
    if rules.start_spec != Rules(rules.base, rules.hands, rules.op, rules.goal).start_spec:
        parts.append(translate("Texts", "start %1").replace("%1", rules.start_spec.text))
    return translate("Texts", ", ").join(parts)


def rules_name(rules: Rules) -> str:
    """The rule set in a few words: its preset's name when it is one, and its axes."""
    name = preset_of(rules)
    return rules_text(rules) if name is None else f"{preset_title(name)} ({rules_text(rules)})"


def rules_short_name(rules: Rules) -> str:
    """The rule set for a narrow line (the status bar): its preset's name alone when it is one (the
    Chopsticks status line had run past a 1280 px window), else its axes."""
    name = preset_of(rules)
    return rules_text(rules) if name is None else preset_title(name)


def hands_text(hands: tuple[int, ...]) -> str:
    """A player's hands for a table cell, low to high and space-separated: '5', '1 1', '1 1 2'."""
    return " ".join(map(str, hands))


def _default_start(rules: Rules) -> bool:
    """Whether ``rules`` start where the standard game does: every hand 1, A to move."""
    spec = rules.start_spec
    return spec.to_move == "A" and spec.a == spec.b == (1,) * rules.hands


def rules_differences(rules: Rules) -> list[str]:
    """How ``rules`` differ from the standard game, one plain sentence each (none for the standard
    game; the base is not listed: the rules text names it)."""
    out: list[str] = []
    if rules.hands == 1:
        out.append(translate("Texts", "Each player has one hand, not two: every move is forced."))
    elif rules.hands != 2:
        out.append(translate("Texts", "Each player has %1 hands, not two.").replace("%1", str(rules.hands)))
    if rules.op == "mul":
        out.append(
            translate(
                "Texts",
                "Multiplication: your hand becomes (yours × theirs) mod %1 instead of (yours + theirs).",
            ).replace("%1", str(rules.base))
        )
    if rules.touch == "other":
        out.append(
            translate(
                "Texts",
                "Chopsticks touch: the opponent's touched hand becomes (theirs + yours) mod %1; your hand "
                "does not change. The goal counts for the player whose hands changed.",
            ).replace("%1", str(rules.base))
        )
    if rules.overflow == "cutoff":
        out.append(
            translate("Texts", "Cut-off: a sum of %1 or more puts the hand out (0).").replace(
                "%1", str(rules.base)
            )
        )
    if rules.split != "none":
        out.append(
            sentences(
                [
                    translate(
                        "Texts",
                        "Splits: instead of touching, you may share the total of your two hands anew (each "
                        "below %1, not just a swap; a hand at 0 may come back).",
                    ).replace("%1", str(rules.base)),
                    translate("Texts", "A split may put one of your hands out.")
                    if rules.split == "transfer-suicide"
                    else translate("Texts", "A split may not put a live hand out."),
                ]
            )
        )
    if rules.goal == "misere" and rules.touch == "other":
        out.append(
            translate(
                "Texts",
                "Misère: a player whose hands are all knocked out (0) loses: knock out both of your "
                "opponent's hands to win.",
            )
        )
    elif rules.goal == "misere":
        out.append(
            translate(
                "Texts",
                "Misère: hands retire at 0 as usual, but the first player to retire every hand "
                "loses. A finished position is a win for the side to move.",
            )
        )
    elif rules.goal == "equal":
        out.append(
            translate(
                "Texts",
                "Equal hands: no hand ever retires; 0 is a number like the others and can be picked. "
                "The player who, after their own move, shows the same number on every hand wins.",
            )
        )
    if not _default_start(rules):
        out.append(
            translate("Texts", "The game starts from %1 (A's hands / B's hands : side to move).").replace(
                "%1", rules.start_spec.text
            )
        )
    return out


def solved_text(rules: Rules, seconds: float) -> str:
    """The status note after a solve: 'Solved base 10 in 0.02 s.', naming the rule set when it is not
    the standard game."""
    plain = Rules(rules.base) == rules  # only the base may differ from the standard game
    what = translate("Texts", "base %1").replace("%1", str(rules.base)) if plain else rules_short_name(rules)
    return translate("Texts", "Solved %1 in %2 s.").replace("%1", what).replace("%2", f"{seconds:.2f}")


def cannot_open_text(name: str, exc: BaseException) -> str:
    """Why a game file could not be opened, naming the file once (many reasons already name it)."""
    reason = error_text(exc)
    params = getattr(exc, "params", None)
    if isinstance(params, dict) and params.get("name") == name:
        return translate("Texts", "The game could not be opened: %1").replace("%1", reason)
    return translate("Texts", "%1 could not be opened: %2").replace("%1", name).replace("%2", reason)


def side_name(side: Side) -> str:
    """'A (甲)' or 'B (乙)'."""
    return translate("Texts", "A (甲)") if side is Side.A else translate("Texts", "B (乙)")


def side_letter(side: Side) -> str:
    """The short name for narrow columns: 'A' or 'B' (甲 or 乙 in Chinese)."""
    if side is Side.A:
        return translate("Texts", "A", "short name of player A")
    return translate("Texts", "B", "short name of player B")


def plies_text(n: int) -> str:
    """'1 ply', '5 plies'."""
    return _plural(translate("Texts", "%n ply(s)", None, n), n)


def outcome_text(value: int, distance: int | None) -> str:
    """'win in 5 plies', 'loss in 2 plies', 'draw', 'lost (game over)'."""
    if value == DRAW or distance is None:
        return translate("Texts", "draw")
    if distance == 0:  # finished: lost, or under misère won (the opponent has just retired every hand)
        return (
            translate("Texts", "won (game over)") if value == WIN else translate("Texts", "lost (game over)")
        )
    if value == WIN:
        return _plural(translate("Texts", "win in %n ply(s)", None, distance), distance)
    return _plural(translate("Texts", "loss in %n ply(s)", None, distance), distance)


def move_outcome_text(value: int, distance: int | None) -> str:
    """What a move leads to, for the mover, counted from the position after it (the one convention of
    the app: a distance always counts plies from the position it belongs to). ``distance`` is the
    engine's, counted from before the move: '→ loss in 11 plies' is a move whose game ends 12 plies
    from now. A move that ends the game at once: 'wins at once'."""
    if value == DRAW or distance is None:
        return translate("Texts", "→ draw")
    after = distance - 1
    if after <= 0:
        return translate("Texts", "wins at once") if value == WIN else translate("Texts", "→ lost")
    if value == WIN:
        return _plural(translate("Texts", "→ win in %n ply(s)", None, after), after)
    return _plural(translate("Texts", "→ loss in %n ply(s)", None, after), after)


def distance_help() -> str:
    return translate(
        "Texts",
        "Distance: plies (single moves) to the end of the game when the winner plays to win as fast as "
        "possible and the loser to lose as slowly as possible, counted from the position it belongs to. "
        "A move's result is that of the position it leads to: '→ loss in 11 plies' means 11 more plies "
        "after the move (12 counting the move itself).",
    )


def cycle_text(position: str, first: int, repeat: int) -> str:
    """The draw by repetition of a line: where the repeated position first stood and where it returns."""
    return (
        translate("Texts", "Draw: position %1 (ply %2) comes back at ply %3; the cycle has %4 plies.")
        .replace("%1", position)
        .replace("%2", str(first))
        .replace("%3", str(repeat))
        .replace("%4", str(repeat - first))
    )


# Every message template the engine raises, written out literally so that lupdate collects them.
# tests/views/test_error_texts.py fails when a template raised in quadace_gui/core is missing here.
ERROR_TEMPLATES: frozenset[object] = frozenset(
    {
        # the Chopsticks axes (rules.py, position.py, notation.py)
        QT_TRANSLATE_NOOP("Errors", "a split needs the two hands before it, as in 1,3>2,2"),
        QT_TRANSLATE_NOOP("Errors", "splits need two hands a player, not {hands}; use --split none"),
        QT_TRANSLATE_NOOP("Errors", "the {axis} rule must be one of {names}, not {value}"),
        QT_TRANSLATE_NOOP(
            "Errors",
            "{move}: not a split here; a split shares the same total anew, each hand below {base}, "
            "not just a swap",
        ),
        QT_TRANSLATE_NOOP("Errors", "{move}: splits are not allowed under these rules"),
        QT_TRANSLATE_NOOP("Errors", "{move}: {side} holds {hands}, not {before}"),
        QT_TRANSLATE_NOOP(
            "Errors",
            "{rules} has {positions} positions; the touch, overflow and split rules are solved up to "
            "{most} (base {top} with two hands)",
        ),
        QT_TRANSLATE_NOOP("Errors", "{text!r} is not a split; write it like 1,3>2,2"),
        QT_TRANSLATE_NOOP(
            "Errors", "{text} cannot arise in a game under these rules: the game ended before it"
        ),
        # position.py
        QT_TRANSLATE_NOOP("Errors", "the side to move must be A or B, not {text!r}"),
        QT_TRANSLATE_NOOP("Errors", "{digits}... is far too large to be a hand"),
        QT_TRANSLATE_NOOP("Errors", "{text!r} is not a move; write it as own+opponent, for example 1+6"),
        QT_TRANSLATE_NOOP("Errors", "player {side} must have exactly two hands"),
        QT_TRANSLATE_NOOP("Errors", "player {side}'s hand {hand!r} is not a number from 0 to {top}"),
        QT_TRANSLATE_NOOP("Errors", "both players have retired both hands; at most one player can have won"),
        QT_TRANSLATE_NOOP(
            "Errors",
            "{side} cannot be the side to move: both of {side}'s hands are retired, "
            "so {side} has already won",
        ),
        QT_TRANSLATE_NOOP("Errors", "a position must be text, not {kind}"),
        QT_TRANSLATE_NOOP(
            "Errors",
            "the four-digit form {text!r} is only for bases up to 10; in base {base} write it like 1,1/3,6:A",
        ),
        QT_TRANSLATE_NOOP(
            "Errors",
            "{text!r} is not a position; write A's hands/B's hands:side, for example 1,1/3,6:A "
            "(or four digits such as 1136 with A to move)",
        ),
        QT_TRANSLATE_NOOP("Errors", "{hand} is not a hand in base {base}: hands go from 0 to {top}"),
        QT_TRANSLATE_NOOP("Errors", "the game is over: {side} has won"),
        QT_TRANSLATE_NOOP("Errors", "{move}: {side} holds {low} and {high}; {hand} is retired"),
        QT_TRANSLATE_NOOP("Errors", "{move}: {side} holds {low} and {high}; {hand} is not one of them"),
        # rules.py
        QT_TRANSLATE_NOOP("Errors", "the base must be a whole number, not {base!r}"),
        QT_TRANSLATE_NOOP("Errors", "the base must be at least {least} (got {base})"),
        QT_TRANSLATE_NOOP("Errors", "the base must be a whole number of at least {least}, not {text!r}"),
        QT_TRANSLATE_NOOP(
            "Errors",
            "base {base} has {positions} positions and would need about {need} of memory to solve; "
            "this machine has {have} available",
        ),
        QT_TRANSLATE_NOOP(
            "Errors",
            "base {base} has {positions} positions and would need about {need} of memory to solve; "
            "this machine has {have} available (a base up to {fit} fits)",
        ),
        QT_TRANSLATE_NOOP(
            "Errors",
            "{rules} has {positions} positions and would need about {need} of memory to {task}; "
            "this machine has {have} available (a base up to {fit} fits)",
        ),
        # game.py
        QT_TRANSLATE_NOOP("Errors", "not a QuadAce game: the file must hold a JSON object"),
        QT_TRANSLATE_NOOP("Errors", 'not a QuadAce game: expected "format": "{format}"'),
        QT_TRANSLATE_NOOP(
            "Errors", "unsupported game file version {version!r} (this QuadAce reads version {supported})"
        ),
        QT_TRANSLATE_NOOP("Errors", "bad rules: base {base} is larger than {limit}"),
        QT_TRANSLATE_NOOP("Errors", "bad rules: {error}"),
        QT_TRANSLATE_NOOP("Errors", "bad start position: it must be written as text, like 1,1/1,1:A"),
        QT_TRANSLATE_NOOP("Errors", "bad start position: {error}"),
        QT_TRANSLATE_NOOP("Errors", 'bad moves: "moves" must be a list like ["1+1", "1+2"]'),
        QT_TRANSLATE_NOOP("Errors", "bad moves: {count:,} moves; a game file holds at most {limit:,}"),
        QT_TRANSLATE_NOOP("Errors", 'bad move {ply}: {value!r} is not text like "1+6"'),
        QT_TRANSLATE_NOOP("Errors", "bad move {ply}: {error}"),
        # variations.py (game files, version 3)
        QT_TRANSLATE_NOOP("Errors", 'bad variations: "variations" must be a list'),
        QT_TRANSLATE_NOOP("Errors", "bad variation {number}: {error}"),
        QT_TRANSLATE_NOOP(
            "Errors", '{value!r} is not a variation like {{"from": 0, "after": 1, "moves": ["1+1"]}}'
        ),
        QT_TRANSLATE_NOOP(
            "Errors",
            '"from" is {value!r}: not a line to branch off (0, the main line, to {last})',
        ),
        QT_TRANSLATE_NOOP(
            "Errors", '"after" is {value!r}: not a ply of line {line} to branch off ({first} to {last})'
        ),
        QT_TRANSLATE_NOOP("Errors", "not a game file: broken JSON at line {line}, column {column}"),
        QT_TRANSLATE_NOOP("Errors", "not a game file: the JSON is nested too deeply"),
        QT_TRANSLATE_NOOP("Errors", "not a game file: the JSON holds a value that cannot be read"),
        QT_TRANSLATE_NOOP("Errors", "unknown game {game!r}: a game file holds one of {names}"),
        QT_TRANSLATE_NOOP("Errors", "{name} is {size:,} bytes; a game file is at most {limit:,}"),
        QT_TRANSLATE_NOOP("Errors", "{name} is not a regular file"),
        QT_TRANSLATE_NOOP("Errors", "cannot read {name}: {reason}"),
        QT_TRANSLATE_NOOP("Errors", "{name} is not a text file (not UTF-8)"),
        # rule axes (hands, operation, goal, start) and long inputs
        QT_TRANSLATE_NOOP("Errors", "a player has {least} to {most} hands, not {hands}"),
        QT_TRANSLATE_NOOP(
            "Errors", "both players have retired every hand; at most one player can have finished"
        ),
        QT_TRANSLATE_NOOP(
            "Errors", "player {side} must have exactly {hands} hands in this game, not {given}"
        ),
        QT_TRANSLATE_NOOP(
            "Errors",
            "the four-digit form {text!r} is only for two-hand games; write it like 1,2,3/1,1,4:A",
        ),
        QT_TRANSLATE_NOOP("Errors", "the goal must be one of {names}, not {goal}"),
        QT_TRANSLATE_NOOP("Errors", "the operation must be one of {names}, not {op}"),
        QT_TRANSLATE_NOOP("Errors", "the start {start} does not fit these rules"),
        QT_TRANSLATE_NOOP("Errors", "the {goal} goal needs at least {least} hands a player"),
        QT_TRANSLATE_NOOP("Errors", "{move}: {side} holds {hands}; {hand} is not one of them"),
        QT_TRANSLATE_NOOP("Errors", "{move}: {side} holds {hands}; {hand} is retired"),
        QT_TRANSLATE_NOOP(
            "Errors",
            "{rules} has {positions} positions and would need about {need} of memory to "
            "{task}; this machine has {have} available",
        ),
        QT_TRANSLATE_NOOP(
            "Errors",
            "{side} cannot be the side to move: every hand of {side} is retired, so {side} has already lost",
        ),
        QT_TRANSLATE_NOOP(
            "Errors",
            "{side} cannot be the side to move: every hand of {side} is retired, so {side} has already won",
        ),
        QT_TRANSLATE_NOOP(
            "Errors",
            "{side} cannot be the side to move: {side} shows the same number on every hand, "
            "so {side} has already won",
        ),
        QT_TRANSLATE_NOOP("Errors", "{start} cannot start a game: {problem}"),
        QT_TRANSLATE_NOOP(
            "Errors", "{text!r} is too long to be a {what} ({length:,} characters; at most {limit})"
        ),
        QT_TRANSLATE_NOOP("Errors", 'bad rules: "rules" must be a JSON object'),
        QT_TRANSLATE_NOOP("Errors", "bad rules: {hands!r} hands; a player has 1 to {most}"),
        QT_TRANSLATE_NOOP("Errors", "bad rules: {name} {value!r} is not a short text"),
        QT_TRANSLATE_NOOP("Errors", "bad start position: {text!r} is far too long ({length:,} characters)"),
        # the take-away games (core/games)
        QT_TRANSLATE_NOOP("Errors", "Nim has {least} to {most} heaps, not {count}"),
        QT_TRANSLATE_NOOP("Errors", "Wythoff's game has two heaps, not {count}: write them like 3,5"),
        QT_TRANSLATE_NOOP("Errors", "a heap holds 0 or more, not {heap}"),
        QT_TRANSLATE_NOOP("Errors", "a heap of {heap} does not fit: heaps go from 0 to {top}"),
        QT_TRANSLATE_NOOP("Errors", "a heap of {heap} is far more than any game here can solve"),
        QT_TRANSLATE_NOOP("Errors", "give one limit per heap ({count} heaps)"),
        QT_TRANSLATE_NOOP("Errors", "misère Wythoff is not offered"),
        QT_TRANSLATE_NOOP("Errors", "the game must be one of {names}, not {game}"),
        QT_TRANSLATE_NOOP("Errors", "the most a move takes must be at least 1, not {most}"),
        QT_TRANSLATE_NOOP("Errors", "the target must be at least 1, not {target}"),
        # the subtraction game (core/games/subtraction.py)
        QT_TRANSLATE_NOOP("Errors", "an amount goes from 1 to {most}, not {amount}"),
        QT_TRANSLATE_NOOP("Errors", "the subtraction game has one heap, not {count}"),
        QT_TRANSLATE_NOOP("Errors", "the subtraction game needs at least one amount, like 1,3,4"),
        QT_TRANSLATE_NOOP("Errors", "S lists the amount {amount} twice; give each amount once, like 1,3,4"),
        QT_TRANSLATE_NOOP("Errors", "{text!r} is not a set of amounts; write whole numbers like 1,3,4"),
        QT_TRANSLATE_NOOP("Errors", "{text!r} is not a move of {game}; write it like {example}"),
        # game files naming their game (core/game.py, core/games/game_files.py)
        QT_TRANSLATE_NOOP(
            "Errors", "this file holds a {game} game, not QuadAce: open it in that game's window"
        ),
        QT_TRANSLATE_NOOP(
            "Errors", "not a take-away game file: expected version {version} and a game of {names}"
        ),
        QT_TRANSLATE_NOOP("Errors", "bad start position: it must be a short text, like {example}"),
        QT_TRANSLATE_NOOP("Errors", 'bad moves: "moves" must be a list of at most {limit:,} moves'),
        QT_TRANSLATE_NOOP("Errors", "a move is written as text"),
        QT_TRANSLATE_NOOP("Errors", "this file holds a QuadAce game: open it in the QuadAce window"),
        QT_TRANSLATE_NOOP("Errors", 'bad game file: version {version} names its game, like "game": "{game}"'),
        QT_TRANSLATE_NOOP("Errors", "{move} is not a legal move in {position}"),
        QT_TRANSLATE_NOOP("Errors", "bad rules: an object of the game's parameters, like {example}"),
        QT_TRANSLATE_NOOP("Errors", "bad rules: {name} must be a whole number or a list of them"),
        QT_TRANSLATE_NOOP("Errors", "bad rules: a parameter of {game} has the wrong shape"),
        QT_TRANSLATE_NOOP("Errors", "there is no rule set called {name!r}; the presets are {names}"),
        QT_TRANSLATE_NOOP("Errors", "{game} has {count} heaps, not {given}"),
        QT_TRANSLATE_NOOP(
            "Errors",
            "{game} has {positions} positions; at most {most:,} can be solved here (heaps up to {fit:,} fit)",
        ),
        QT_TRANSLATE_NOOP(
            "Errors",
            "{game} has {moves} moves; at most {most:,} can be solved here (heaps up to {fit:,} fit)",
        ),
        QT_TRANSLATE_NOOP(
            "Errors",
            "{game} has {positions} positions; at most {most:,} can be solved here (counting up to {fit:,} fits)",
        ),
        QT_TRANSLATE_NOOP(
            "Errors",
            "{game} has {moves} moves; at most {most:,} can be solved here (counting up to {fit:,} fits)",
        ),
        QT_TRANSLATE_NOOP("Errors", "{text!r} is not a position; write the heap sizes like {example}"),
        QT_TRANSLATE_NOOP(
            "Errors", "{text!r} is not a position; write the last number said, one number like {example}"
        ),
        QT_TRANSLATE_NOOP(
            "Errors", "{said} cannot be the last number said: the count goes from 0 to {target}"
        ),
        # the lessons (core/lessons.py: LessonError, placed at a step and key by LESSON_PLACES below)
        QT_TRANSLATE_NOOP("Errors", "no built-in lesson or file {name!r} (built-in: {names})"),
        QT_TRANSLATE_NOOP("Errors", "the file is larger than {kib} KiB"),
        QT_TRANSLATE_NOOP("Errors", "a lesson is a table with a title and steps"),
        QT_TRANSLATE_NOOP("Errors", "must be a text or a table of texts by language, not {kind}"),
        QT_TRANSLATE_NOOP("Errors", "not valid TOML: {problem}"),
        QT_TRANSLATE_NOOP("Errors", "not valid JSON: {problem} at line {line} column {column}"),
        QT_TRANSLATE_NOOP("Errors", "the file is not UTF-8 text"),
        QT_TRANSLATE_NOOP("Errors", "not a regular file (a folder, a pipe or a device)"),
        QT_TRANSLATE_NOOP("Errors", "cannot read {name}: {reason}"),
        QT_TRANSLATE_NOOP("Errors", "unknown fact {name!r}"),
        QT_TRANSLATE_NOOP("Errors", "unknown key (the keys are {keys})"),
        QT_TRANSLATE_NOOP("Errors", "must be 'quadace-lesson'"),
        QT_TRANSLATE_NOOP("Errors", "missing (this app reads version 1)"),
        QT_TRANSLATE_NOOP("Errors", "must be a whole number (1)"),
        QT_TRANSLATE_NOOP("Errors", "{version} is newer than this app reads ({known}); update QuadAce"),
        QT_TRANSLATE_NOOP("Errors", "must be a text"),
        QT_TRANSLATE_NOOP("Errors", "a lesson needs a list of steps ([[steps]] in TOML)"),
        QT_TRANSLATE_NOOP("Errors", "at most {most} steps"),
        QT_TRANSLATE_NOOP("Errors", "must be a preset name or a table of rule axes"),
        QT_TRANSLATE_NOOP("Errors", "must be a table (e.g. {example})"),
        QT_TRANSLATE_NOOP("Errors", "a step is a table"),
        QT_TRANSLATE_NOOP("Errors", "unknown game {name!r} (one of {names})"),
        QT_TRANSLATE_NOOP("Errors", 'must be a list of moves like ["1+1", "1+2"]'),
        QT_TRANSLATE_NOOP("Errors", "at most {most} moves"),
        QT_TRANSLATE_NOOP("Errors", 'must be a position written as text, e.g. "1,1/1,1:A"'),
        QT_TRANSLATE_NOOP("Errors", "must be a table, e.g. {example}"),
        QT_TRANSLATE_NOOP("Errors", "must be a level number from 0"),
        QT_TRANSLATE_NOOP("Errors", "unknown panel {name!r} (one of {names})"),
        QT_TRANSLATE_NOOP("Errors", "must be a player's name ({names})"),
        QT_TRANSLATE_NOOP("Errors", "unknown player {name!r} (one of {names})"),
        QT_TRANSLATE_NOOP("Errors", "{kind} has no +plain choice"),
        QT_TRANSLATE_NOOP("Errors", "{kind} has no skill (only skill@N takes one)"),
        QT_TRANSLATE_NOOP("Errors", "a skill is a percentage, 0 to 100 (e.g. skill@60)"),
        QT_TRANSLATE_NOOP("Errors", "the computer players play QuadAce steps only"),
        QT_TRANSLATE_NOOP("Errors", "must be a table with kind and answer"),
        QT_TRANSLATE_NOOP("Errors", "must be one of {names}"),
        QT_TRANSLATE_NOOP("Errors", "missing"),
        QT_TRANSLATE_NOOP("Errors", "unknown fact {name!r} for {game}"),
        QT_TRANSLATE_NOOP("Errors", "missing (a text is required)"),
        QT_TRANSLATE_NOOP("Errors", "is empty"),
        QT_TRANSLATE_NOOP("Errors", "unknown language {language!r} (use {languages})"),
        QT_TRANSLATE_NOOP("Errors", "needs an English text (en)"),
        QT_TRANSLATE_NOOP("Errors", "every language's text must be a string"),
        QT_TRANSLATE_NOOP("Errors", "unknown preset {name!r} (one of {names})"),
        QT_TRANSLATE_NOOP("Errors", "these rules cannot be played: {error}"),
        QT_TRANSLATE_NOOP("Errors", "a move cannot be played: {error}"),
        QT_TRANSLATE_NOOP("Errors", "must be true or false"),
        QT_TRANSLATE_NOOP("Errors", "the articles' findings are about the standard game"),
        QT_TRANSLATE_NOOP("Errors", "unknown finding {name!r} (see quadace findings)"),
        QT_TRANSLATE_NOOP("Errors", "a choice question needs a list of at least two choices"),
        QT_TRANSLATE_NOOP("Errors", "must be the number of a choice, 1 to {most}"),
        QT_TRANSLATE_NOOP("Errors", "a choice question names the fact it asks about"),
        QT_TRANSLATE_NOOP("Errors", "{move!r} is not a legal move from {position}"),
        QT_TRANSLATE_NOOP("Errors", "the solver says {said!r}, not {stated!r}"),
        QT_TRANSLATE_NOOP("Errors", "not a legal position for these rules: {error}"),
        QT_TRANSLATE_NOOP("Errors", "not a legal position for this game: {error}"),
        QT_TRANSLATE_NOOP("Errors", "must be a whole number"),
        QT_TRANSLATE_NOOP("Errors", "a number question names what it counts (see docs/LESSONS.md)"),
        QT_TRANSLATE_NOOP("Errors", "the xor rule disagrees with the solver here"),
        QT_TRANSLATE_NOOP("Errors", "the map holds only {count} pairs"),
        QT_TRANSLATE_NOOP("Errors", "the game is over there: there is no move to ask for"),
        QT_TRANSLATE_NOOP("Errors", "{move!r} is not a best move by the solver (best: {best})"),
        QT_TRANSLATE_NOOP("Errors", "the solver counts {said}, not {stated} ({fact})"),
        QT_TRANSLATE_NOOP(
            "Errors", "choice {number} ({choice!r}) does not match the solver's {said!r} ({fact})"
        ),
    }
)


#: The longest excerpt of a value an error message quotes (a 4 MB ``start`` must not make a 4 MB dialog).
EXCERPT_CHARS = 60
#: The longest message :func:`error_text` returns.
MESSAGE_CHARS = 600


def excerpt(text: str, limit: int = EXCERPT_CHARS) -> str:
    """``text`` itself when short, else its beginning and end around '…' (at most ``limit`` chars)."""
    if len(text) <= limit:
        return text
    head = (limit - 1) * 2 // 3
    tail = limit - 1 - head
    return f"{text[:head]}…{text[-tail:]}" if tail > 0 else text[:head] + "…"


class _Excerpt:
    """A long value as a message quotes it: its repr and str cut to an excerpt."""

    def __init__(self, value: object) -> None:
        self._value = value

    def __repr__(self) -> str:
        return excerpt(_safe_repr(self._value))

    def __str__(self) -> str:
        return excerpt(self._value if isinstance(self._value, str) else _safe_repr(self._value))

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


def _safe_repr(value: object) -> str:
    """``repr`` cut short before it is built in full (a list of a million numbers, a deep nest)."""
    short = reprlib.Repr()
    short.maxstring = short.maxother = EXCERPT_CHARS
    short.maxlist = short.maxdict = short.maxtuple = 8
    try:
        return short.repr(value)
    except (RecursionError, ValueError):
        return f"<{type(value).__name__}>"


def _error_param(value: object) -> object:
    """A parameter as the message shows it: sides by their name, nested errors translated too, long
    or nested values as a short excerpt."""
    if isinstance(value, Side):
        return side_letter(value)
    if isinstance(value, Titled):  # a game's name: in the interface language
        return game_words(value.words)
    if isinstance(value, BaseException):
        return error_text(value)
    if isinstance(value, bool | float):
        return value
    if isinstance(value, int):
        return value if value.bit_length() < 200 else _Excerpt(value)
    return _Excerpt(value)


# Where a lesson error is (core/errors.py LessonError.at): the step and the key around the message.
LESSON_PLACES = (
    QT_TRANSLATE_NOOP("LessonErrors", "step {step}: {key}: {error}"),
    QT_TRANSLATE_NOOP("LessonErrors", "step {step}: {error}"),
    QT_TRANSLATE_NOOP("LessonErrors", "{key}: {error}"),
)


def _placed(exc: BaseException, text: str) -> str:
    """A lesson error's translated message with its step and key in front (as ``str(exc)`` has them)."""
    if not isinstance(exc, LessonError) or (exc.step is None and not exc.key):
        return text
    place = LESSON_PLACES[2] if exc.step is None else LESSON_PLACES[0] if exc.key else LESSON_PLACES[1]
    return (
        translate("LessonErrors", place)
        .replace("{step}", str(exc.step))
        .replace("{key}", exc.key)
        .replace("{error}", text)
    )


def error_text(exc: BaseException) -> str:
    """The message of ``exc`` in the current language.

    Engine errors (:class:`QuadAceError` with a template of :data:`ERROR_TEMPLATES`) are translated;
    anything else, or a translation that cannot be filled in, falls back to ``str(exc)``.
    Values quoted from the input (a bad ``start`` string, a version) are cut to a short excerpt, and
    the whole message to :data:`MESSAGE_CHARS`.
    """
    return excerpt(_full_error_text(exc), MESSAGE_CHARS)


def _full_error_text(exc: BaseException) -> str:
    if not isinstance(exc, QuadAceError) or exc.template not in ERROR_TEMPLATES:
        return _plain_str(exc)
    text = translate("Errors", exc.template)
    if not exc.params:
        return _placed(exc, text)
    try:
        return _placed(exc, text.format(**{name: _error_param(value) for name, value in exc.params.items()}))
    except (KeyError, IndexError, ValueError, TypeError, AttributeError, RecursionError):
        return _plain_str(exc)


def _plain_str(exc: BaseException) -> str:
    try:
        return str(exc)
    except (RecursionError, ValueError):
        return type(exc).__name__


# The notes of the articles' findings (core/article.py NOTES), listed for lupdate.
FINDING_NOTES = (
    QT_TRANSLATE_NOOP("Findings", "the table finds a draw at the start too"),
    QT_TRANSLATE_NOOP("Findings", "the table does not find a draw at the start"),
    QT_TRANSLATE_NOOP(
        "Findings",
        "{cells} unfinished positions: {won} won, {lost} lost, {drawn} drawn for the side to move; {reachable} of the lost ones arise from the start",
    ),
    QT_TRANSLATE_NOOP(
        "Findings",
        '{cells} unfinished positions: {won} won, {lost} lost, {drawn} drawn for the side to move; {reachable} of the lost ones arise from the start (the article\'s "8, of which only 4 occur" counts something else: see the concessions that lose)',
    ),
    QT_TRANSLATE_NOOP(
        "Findings",
        "the same 16 as the article; the Fibonacci rule (a to move: some f_i*a + f_(i+1)*b = 0 mod 10) agrees with the table on all 81",
    ),
    QT_TRANSLATE_NOOP(
        "Findings", "the same 16 as the article; the Fibonacci rule disagrees with the table somewhere"
    ),
    QT_TRANSLATE_NOOP(
        "Findings",
        "differs from the article's list; the Fibonacci rule (a to move: some f_i*a + f_(i+1)*b = 0 mod 10) agrees with the table on all 81",
    ),
    QT_TRANSLATE_NOOP(
        "Findings", "differs from the article's list; the Fibonacci rule disagrees with the table somewhere"
    ),
    QT_TRANSLATE_NOOP(
        "Findings",
        "the article says 'about 48'; exactly {found} ({reachable} reachable) when the mover cannot retire a hand first: {equal} with two equal hands and {others}",
    ),
    QT_TRANSLATE_NOOP(
        "Findings",
        "criterion: a forced concession with a move after which the opponent can retire a hand and leave the mover's two hands lost against one; {reachable} of them arise from the start (the article: 8, only 4 occur, e.g. 1136 → 1736): the same numbers",
    ),
    QT_TRANSLATE_NOOP(
        "Findings",
        "criterion: two hands each, reachable from the start, exactly one move retires a hand and the opponent wins after it ({draws} of them are draws that move turns into a loss); {open} more reachable positions have two retiring moves of which one or both lose (the strategy's choice is open there, the article leaves them out); {unreachable} unreachable positions meet the criterion and are left out as in the article: {positions}",
    ),
    QT_TRANSLATE_NOOP(
        "Findings",
        "Every hand is a multiple of a number d > 1 that divides the base: addition keeps that, and the start has no such common factor.",
    ),
    QT_TRANSLATE_NOOP(
        "Findings",
        "No move leads here: the opponent's last move would have had to start from a retired hand or could not have produced these numbers.",
    ),
    QT_TRANSLATE_NOOP(
        "Findings",
        "Every move that leads here starts from an unreachable position (of the classes above, or of this one), so the start never leads here either.",
    ),
    QT_TRANSLATE_NOOP(
        "Findings",
        "the article claims and proves only that the two-hand side to move can keep the one-hand side from winning at once, so the game reaches one hand each, where 'the result depends on the numbers' (此时的胜负取决于初始数字); it does not claim that two hands never lose. The table shows these {count} positions of two hands against one lost for the two-hand side to move",
    ),
    QT_TRANSLATE_NOOP(
        "Findings",
        "the article claims the two-hand side to move can always keep the one-hand side from winning at once (B 存在策略使得 A 无法直接胜利); its proof assumes the two hands differ. The table shows these counterexamples: the two hands are equal, so both moves give the same result and the one hand retires next",
    ),
)


def finding_note(finding: Finding) -> str:
    """A finding's note in the current language (its English note if a translation is malformed)."""
    template = translate("Findings", NOTES[finding.note_key])
    try:
        return template.format(**dict(finding.note_params))
    except (KeyError, IndexError, ValueError):
        return finding.note


# The titles and questions of the take-away exercises (core/games/exercises.py EXERCISES), listed for
# lupdate: the New Game dialog shows them through translate("Exercises", text).
EXERCISE_TEXTS = (
    QT_TRANSLATE_NOOP("Exercises", "抢30, one or two numbers a turn"),
    QT_TRANSLATE_NOOP(
        "Exercises",
        "Two players count from 1, each saying one or two consecutive numbers; whoever says 30 wins. Who wins?",
    ),
    QT_TRANSLATE_NOOP("Exercises", "抢30, one to three numbers a turn"),
    QT_TRANSLATE_NOOP(
        "Exercises",
        "Count from 1 saying 1 to 3 consecutive numbers a turn; whoever says 30 wins. Who wins, and how?",
    ),
    QT_TRANSLATE_NOOP("Exercises", "抢100, one to nine numbers a turn"),
    QT_TRANSLATE_NOOP(
        "Exercises", "Count from 1 saying 1 to 9 consecutive numbers a turn; whoever says 100 wins. Who wins?"
    ),
    QT_TRANSLATE_NOOP("Exercises", "抢100, one to ten numbers a turn"),
    QT_TRANSLATE_NOOP(
        "Exercises",
        "Count from 1 saying 1 to 10 consecutive numbers a turn; whoever says 100 wins. Who wins, and how?",
    ),
    QT_TRANSLATE_NOOP("Exercises", "100 coins, add 1 to 4"),
    QT_TRANSLATE_NOOP(
        "Exercises",
        "Starting from an empty pile, players add 1, 2, 3 or 4 coins in turn; whoever adds the 100th coin wins. Does A (first) or B win, and how?",
    ),
    QT_TRANSLATE_NOOP("Exercises", "1000 matches, take 1 to 7, the last one loses"),
    QT_TRANSLATE_NOOP(
        "Exercises",
        "1000 matches; each takes 1 to 7 in turn; whoever takes the last match loses. How many should the first player take to be sure to win?",
    ),
    QT_TRANSLATE_NOOP("Exercises", "2008 cells, move 1 to 5"),
    QT_TRANSLATE_NOOP(
        "Exercises",
        "2008 cells in a row, a piece on the first; players move it forward 1 to 5 cells in turn; whoever brings it to the last cell wins. How can one be sure to win?",
    ),
    QT_TRANSLATE_NOOP("Exercises", "5000 matches, take 1 to 8, the last one loses"),
    QT_TRANSLATE_NOOP(
        "Exercises",
        "5000 matches; each takes 1 to 8 in turn; whoever takes the last match loses. How can one be sure to win?",
    ),
    QT_TRANSLATE_NOOP("Exercises", "Nim (3, 3)"),
    QT_TRANSLATE_NOOP("Exercises", "Two heaps of 3. Who wins?"),
    QT_TRANSLATE_NOOP("Exercises", "Nim (1, 2, 1)"),
    QT_TRANSLATE_NOOP("Exercises", "Heaps of 1, 2 and 1 matches. Who wins, and how?"),
    QT_TRANSLATE_NOOP("Exercises", "Nim (1, 2, 3)"),
    QT_TRANSLATE_NOOP("Exercises", "Heaps of 1, 2 and 3. Who wins?"),
    QT_TRANSLATE_NOOP("Exercises", "Nim (12, 9, 6)"),
    QT_TRANSLATE_NOOP(
        "Exercises",
        "Heaps of 12, 9 and 6 matches; whoever takes the last one wins. Does the first or the second player win, and how?",
    ),
    QT_TRANSLATE_NOOP("Exercises", "Nim (7, 8, 9): the article's game"),
    QT_TRANSLATE_NOOP("Exercises", "甲 moves first from (7, 8, 9). Who wins, and how?"),
    QT_TRANSLATE_NOOP("Exercises", "Nim (14, 21, 39)"),
    QT_TRANSLATE_NOOP("Exercises", "Heaps of 14, 21 and 39: how does the player to move win?"),
    QT_TRANSLATE_NOOP("Exercises", "Nim (55, 81, 121)"),
    QT_TRANSLATE_NOOP("Exercises", "Heaps of 55, 81 and 121: how does the player to move win?"),
    QT_TRANSLATE_NOOP("Exercises", "Nim (29, 45, 58)"),
    QT_TRANSLATE_NOOP("Exercises", "Heaps of 29, 45 and 58: how does the player to move win?"),
    QT_TRANSLATE_NOOP("Exercises", "Wythoff's first singular positions"),
    QT_TRANSLATE_NOOP(
        "Exercises",
        "Which positions of Wythoff's game (heaps up to 20) are singular (the player to move loses)?",
    ),
)


def game_words(words: Words, rich: bool = False) -> str:
    """A game's sentence (:class:`~quadace_gui.core.games.words.Words`, context "GameWords") in the current
    language; ``rich``: HTML-escaped, its emphasised numbers in bold."""
    tr: Callable[[str], str] = lambda text: translate(GAME_WORDS, text)  # noqa: E731
    if not rich:
        return words.render(tr)
    return words.render(tr, lambda text: f"<b>{text}</b>", html.escape)


def sentences(parts: Iterable[str]) -> str:
    """Sentences one after another: a space between them, none after a Chinese full stop (。！？：)."""
    out = ""
    for part in parts:
        if not part:
            continue
        if out and not out.endswith(("。", "！", "？", "：", "；")):
            out += " "
        out += part
    return out
