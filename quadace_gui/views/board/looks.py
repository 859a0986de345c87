"""How each hand looks right now: chosen, a target, under the pointer, previewed, or in the middle of the move
animation. Built from the board's state and read by the painter; nothing here paints or knows the rules.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace

from PySide6.QtGui import QColor

from quadace_gui.core.position import Move, Side

from .animation import TOUCH, Flight, target_bump
from .geometry import HandKey
from .input import Picker


@dataclass(frozen=True)
class HandLook:
    """How one hand is drawn right now (built by the board, read by the painter's ``drawHand``)."""

    side: Side
    index: int
    value: int
    retired: bool = False  # put away: an empty grey place
    choosable: bool = False  # a hand of the player to move that can be picked
    selected: bool = False
    target: bool = False  # a legal target while one of the mover's hands is picked
    hovered: bool = False
    preview: QColor | None = None  # value colour of the previewed move touching this hand
    badge: str = ""  # e.g. "→ 7" on the hand that would change
    badge_color: QColor | None = None
    opacity: float = 1.0
    scale: float = 1.0
    flying: bool = False  # the hand the move animation moves


@dataclass(frozen=True)
class Preview:
    """A previewed move as it shows on the board: which places it touches and the moved hand's new number."""

    move: Move
    own: int
    target: int
    new: int | None  # None when the result is not known
    color: QColor | None
    attack: bool = False  # the touched hand changes (Chopsticks): the badge goes there


def preview_slots(
    shown: Mapping[Side, Sequence[int]], mover: Side, move: Move, selected: int | None, hover: HandKey | None
) -> tuple[int, int]:
    """The places ``move`` touches: the chosen hand (or the hovered target) when it shows the move's number,
    else the first place that does."""
    own_hands, opp_hands = list(shown[mover]), list(shown[mover.other])
    if selected is not None and selected < len(own_hands) and own_hands[selected] == move.own:
        own = selected
    else:
        own = own_hands.index(move.own) if move.own in own_hands else 0
    if hover is not None and hover[0] is mover.other and opp_hands[hover[1]] == move.opp:
        target = hover[1]
    else:
        target = opp_hands.index(move.opp) if move.opp in opp_hands else 0
    return own, target


def hand_looks(
    shown: Mapping[Side, Sequence[int]],
    mover: Side,
    picker: Picker,
    preview: Preview | None,
    retired: Callable[[int], bool],
    accent: QColor,
) -> dict[HandKey, HandLook]:
    """The look of every hand from the picking state and the previewed move."""
    looks: dict[HandKey, HandLook] = {}
    for side, values in shown.items():
        for index, value in enumerate(values):
            key = (side, index)
            choosable, target = picker.isChoosable(key), picker.isTarget(key)
            chosen = picker.selected if preview is None else preview.own
            look = HandLook(
                side,
                index,
                value,
                retired=retired(value),
                choosable=choosable and picker.selected is None,
                selected=side is mover and index == chosen,
                target=target,
                hovered=picker.hover == key and (choosable or target),
            )
            if picker.isSplitTarget(key):
                look = replace(look, target=True, hovered=picker.hover == key)
            badge_side = mover.other if preview is not None and preview.attack else mover
            badge_index = -1 if preview is None else preview.target if preview.attack else preview.own
            if (
                preview is not None
                and side is badge_side
                and index == badge_index
                and preview.new is not None
            ):
                look = replace(look, badge=f"→ {preview.new}", badge_color=preview.color)
            if preview is not None and side is mover.other and index == preview.target:
                look = replace(look, preview=preview.color or accent, target=True)
            looks[key] = look
    return looks


def flight_looks(looks: dict[HandKey, HandLook], flight: Flight, t: float) -> dict[HandKey, HandLook]:
    """``looks`` during the move animation at progress ``t``: the moving hand shows its old number until the
    touch, the touched hand swells a little."""
    key = (flight.side, flight.own)
    value = flight.old if t < TOUCH else flight.new
    target_key = (flight.side.other, flight.target)
    if flight.attack and target_key in looks:  # the touched hand shows its old number until the touch
        before = t < TOUCH
        looks[target_key] = replace(
            looks[target_key],
            value=value if before else looks[target_key].value,
            retired=False if before else looks[target_key].retired,
        )
        value = looks[key].value
    looks[key] = replace(
        looks[key],
        value=value,
        retired=False,  # a hand that retires fades away in the painter's drawFlight
        choosable=False,
        selected=False,
        target=False,
        hovered=False,
        flying=True,
    )
    if target_key in looks:
        looks[target_key] = replace(looks[target_key], scale=1 + 0.06 * target_bump(t))
    return looks
