"""Translatable words shared by several views (value names, side names, distances).

Everything goes through ``QCoreApplication.translate`` with the context ``"Texts"`` so that Qt
Linguist collects it once and every view shows the same words.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from quadace_gui.core.position import Side
from quadace_gui.core.solver import DRAW, LOSS, WIN


def _t(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    out = QCoreApplication.translate("Texts", text, disambiguation, n)
    # English needs no .qm file: spell its plural here when no translation replaced the source text.
    return out.replace("ply(s)", "ply" if n == 1 else "plies")


def value_text(value: int) -> str:
    """'win', 'loss' or 'draw' in the current language."""
    return {WIN: _t("win"), LOSS: _t("loss"), DRAW: _t("draw")}[value]


def value_title(value: int) -> str:
    """'Win', 'Loss' or 'Draw' (capitalised, for headings and cells)."""
    return {WIN: _t("Win"), LOSS: _t("Loss"), DRAW: _t("Draw")}[value]


def side_name(side: Side) -> str:
    """'A (甲)' or 'B (乙)'."""
    return _t("A (甲)") if side is Side.A else _t("B (乙)")


def plies_text(n: int) -> str:
    """'1 ply', '5 plies'."""
    return _t("%n ply(s)", None, n)


def outcome_text(value: int, distance: int | None) -> str:
    """'win in 5 plies', 'loss in 2 plies', 'draw', 'lost (game over)'."""
    if value == DRAW or distance is None:
        return _t("draw")
    if distance == 0:
        return _t("lost (game over)")
    if value == WIN:
        return _t("win in %n ply(s)", None, distance)
    return _t("loss in %n ply(s)", None, distance)


DISTANCE_HELP = (
    "Distance: plies (single moves) to the end of the game when the winner plays to win as fast as "
    "possible and the loser to lose as slowly as possible."
)


def distance_help() -> str:
    return _t(DISTANCE_HELP)
