"""The words of the take-away window: its prompt line, status line, hover line and seat names.

Plain functions of the model's facts (the window passes what it shows), translated in the context
"TakeAwayWindow". They never work out a game fact themselves.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from quadace_gui.core.games.heaps import Heaps, TakeAwayGame, TakeMove
from quadace_gui.models.match import PERSON, SKILL
from quadace_gui.models.takeaway_model import TakeAwayModel
from quadace_gui.texts import game_words, move_outcome_text, outcome_text, sentences

from .players_dialog import player_title

translate = QCoreApplication.translate  # lupdate reads translate("TakeAwayWindow", "...") literally


def game_title(game: TakeAwayGame) -> str:
    """The game's name with its numbers, in the interface language (the game's ``title_words``)."""
    return game_words(game.title_words())


def move_words(game: TakeAwayGame, heaps: Heaps, move: TakeMove) -> str:
    """``move`` from ``heaps`` as the move list and the rule write it (the game's ``move_words``: 抢30
    names the numbers said, "say 1, 2", the other games their short notation, "3:1", "-3", "both 4")."""
    return game_words(game.move_words(heaps, move))


def side_name(side: str) -> str:
    return translate("TakeAwayWindow", "A (甲)") if side == "A" else translate("TakeAwayWindow", "B (乙)")


def seat_title(kind: str, skill: int = SKILL) -> str:
    """A seat's name in the players' boxes (the core's titles speak of QuadAce's hands); ``skill``: the
    percent of perfect moves of the "skill" player."""
    titles = {
        PERSON: translate("TakeAwayWindow", "Person"),
        "perfect": translate("TakeAwayWindow", "Computer: perfect"),
        "simple": translate("TakeAwayWindow", "Computer: simple (takes the last, never leaves it)"),
        "random": translate("TakeAwayWindow", "Computer: random"),
        "skill": translate("TakeAwayWindow", "Computer: perfect %1 % of the time").replace("%1", str(skill)),
    }
    return titles.get(kind, kind)


def player_choice_title(kind: str) -> str:
    """A player's name in the Players dialog on a take-away game: QuadAce's names, but the simple
    strategy's (QuadAce's speaks of making 10 with the hands)."""
    if kind == "simple":
        return translate("TakeAwayWindow", "Simple strategy (takes the last, never leaves it)")
    return player_title(kind)


def players_note() -> str:
    """The Players dialog's note on a take-away game (Undo there takes back one move)."""
    return translate(
        "TakeAwayWindow",
        "The computer moves after the board's animation and a short pause. Undo takes back one move; "
        "a computer to move then waits until OK here lets it play. A person's game against a computer "
        "ends with the scorecard of the person's moves.",
    )


def prompt_text(
    model: TakeAwayModel, kind: str, both_heaps: bool, thinking: bool = True, skill: int = SKILL
) -> str:
    """Whose turn it is and what to do (``kind``: the seat of the side to move, ``skill`` its skill;
    ``thinking``: whether a computer there is about to move, or waits after an undo)."""
    side = side_name(model.sideToMove())
    if model.position().is_over:
        return translate("TakeAwayWindow", "Game over: %1 wins.").replace(
            "%1", side_name(model.winner() or "A")
        )
    if kind != PERSON:
        if not thinking:
            text = translate(
                "TakeAwayWindow",
                "%1 (%2) waits: OK in Game > Players… (Ctrl+M) lets it play, Ctrl+Z takes back more.",
            )
            return text.replace("%1", side).replace("%2", seat_title(kind, skill))
        return (
            translate("TakeAwayWindow", "%1 (%2) is thinking…")
            .replace("%1", side)
            .replace("%2", seat_title(kind, skill))
        )
    game = model.game()
    if game.counting:
        text = translate(
            "TakeAwayWindow", "%1 to count: click one of the next %2 numbers to say every number up to it."
        )
        text = text.replace("%2", str(game.cap)).replace("%1", side)
    else:
        text = translate(
            "TakeAwayWindow", "%1 to move: click a stone to take it and every stone above it."
        ).replace("%1", side)
    if both_heaps:  # (sentences: no space after a Chinese full stop)
        text = sentences(
            [
                text,
                translate(
                    "TakeAwayWindow", "Shift-click (or tick Both heaps) to take as many from both heaps."
                ),
            ]
        )
    else:  # the game's own sentences: how it ends, which amounts it allows
        text = sentences([text, *(game_words(words) for words in game.prompt_words())])
    return text


def status_text(model: TakeAwayModel, hidden: bool) -> str:
    """The position, its value (unless hidden), the ply and the game."""
    if model.game().counting:  # 抢30 is written as played: the last number said
        text = translate("TakeAwayWindow", "Last number said: %1").replace("%1", model.text())
    else:
        text = translate("TakeAwayWindow", "Position %1").replace("%1", model.text())
    if not hidden:
        text += "   ·   " + translate("TakeAwayWindow", "%1-position: %2").replace(
            "%1", "P" if model.isP() else "N"
        )
        text = text.replace("%2", outcome_text(model.value(), model.distance()))
    ply = (
        translate("TakeAwayWindow", "ply %1 of %2")
        .replace("%1", str(model.ply))
        .replace("%2", str(model.plyCount))
    )
    return f"{text}   ·   {ply}   ·   {game_title(model.game())}"


def hover_text(model: TakeAwayModel, move: TakeMove, hidden: bool) -> str | None:
    """What the move under the pointer does (and what it leads to, unless hidden)."""
    info = model.infoOf(move)
    if info is None:
        return None
    game = model.game()
    if game.counting:
        text = move_words(game, model.heaps(), move)
        text = text[:1].upper() + text[1:]
    else:
        text = (
            translate("TakeAwayWindow", "Take %1 → %2")
            .replace("%1", move_words(game, model.heaps(), move))
            .replace("%2", model.text(info.after))
        )
    if not hidden:
        steps = None if info.distance is None else info.distance + 1
        text += ": " + move_outcome_text(info.value, steps)
    return text
