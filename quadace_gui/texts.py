"""Translatable words shared by several views (value names, side names, distances).

Every string is written out in a literal ``QCoreApplication.translate("Texts", ...)`` call so that
``pyside6-lupdate`` collects it once, and every view shows the same words.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from quadace_gui.core.position import Side
from quadace_gui.core.solver import DRAW, LOSS, WIN

translate = QCoreApplication.translate


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
    if distance == 0:
        return translate("Texts", "lost (game over)")
    if value == WIN:
        return _plural(translate("Texts", "win in %n ply(s)", None, distance), distance)
    return _plural(translate("Texts", "loss in %n ply(s)", None, distance), distance)


def distance_help() -> str:
    return translate(
        "Texts",
        "Distance: plies (single moves) to the end of the game when the winner plays to win as fast as "
        "possible and the loser to lose as slowly as possible.",
    )
