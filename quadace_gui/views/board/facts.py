"""What the board needs to know about a move, asked of the model's evaluation (:class:`MoveInfo`) or, for a
move it was not given, of the core (``Position.play``). The board never does the game's arithmetic itself.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from quadace_gui.core.analysis import MoveInfo
from quadace_gui.core.errors import QuadAceError
from quadace_gui.core.position import Move, Position, Side
from quadace_gui.core.rules import Rules

from .animation import Flight
from .input import Request

# How the operation's sign is shown on the board (the notation writes ``*``).
_SIGNS = {"*": "×"}


def op_sign(rules: Rules) -> str:
    """The sign of the rules' operation as the board shows it: ``+`` or ``×``."""
    sign = rules.operation.sign
    return _SIGNS.get(sign, sign)


def is_retired(rules: Rules, value: int) -> bool:
    """Whether a hand showing ``value`` is out of play under ``rules`` (never, when the goal is ``equal``)."""
    return not rules.is_live(value)


def result_of(position: Position | None, moves: Mapping[Move, MoveInfo], move: Move) -> int | None:
    """The number the moved hand shows after ``move`` (None if it is not a legal move of ``position``)."""
    info = moves.get(move)
    if info is not None:
        return info.new_hand
    if position is None:
        return None
    try:
        after = position.play(move)
    except QuadAceError:
        return None
    if move.split:
        return move.opp
    side, old = (
        (position.to_move.other, move.opp)
        if position.rules.touch_rule.other
        else (position.to_move, move.own)
    )
    kept = Counter(position.hands(side))
    kept[old] -= 1
    new = Counter(after.hands(side)) - kept
    return next(iter(new.elements()), old)


def retires(position: Position | None, moves: Mapping[Move, MoveInfo], move: Move) -> bool:
    """Whether ``move`` puts the moved hand away."""
    info = moves.get(move)
    if info is not None:
        return info.retires
    return position is not None and position.retires(move)


def played_info_of(
    moves: Mapping[Move, MoveInfo], previous: Position | None, position: Position, played: Move | None
) -> MoveInfo | None:
    """The evaluation of ``played`` among ``moves`` (those of ``previous``) when it leads to ``position``;
    None otherwise, or without an evaluation (then nothing animates)."""
    if previous is None or played is None:
        return None
    info = moves.get(played)
    return info if info is not None and info.after == position else None


def flight_of(
    side: Side,
    before: Mapping[Side, tuple[int, ...]],
    shown: Mapping[Side, tuple[int, ...]],
    info: MoveInfo,
    request: Request | None,
) -> Flight | None:
    """The animation of ``side`` playing ``info``'s move, from the places ``before`` to ``shown``: from the
    place the user played (``request``), else the one place that changed, else the first showing the move's
    number; to the requested target, else the first opponent's place showing the added number."""
    if info.move.split:  # a split moves nothing toward the opponent: the numbers just change
        return None
    if info.after.rules.touch_rule.other:
        return _attack_flight(side, before, shown, info, request)
    old, new = before[side], shown[side]
    if len(old) != len(new):
        return None
    changed = [i for i, (a, b) in enumerate(zip(old, new, strict=True)) if a != b]
    if request is not None:
        own = request.own
    elif len(changed) == 1:
        own = changed[0]
    elif info.move.own in new:
        own = new.index(info.move.own)
    else:
        return None
    opponent = shown[side.other]
    if request is not None:
        target = request.target
    elif info.move.opp in opponent:
        target = opponent.index(info.move.opp)
    else:
        return None
    return Flight(side, own, target, info.move.own, new[own], info.retires)


def _attack_flight(
    side: Side,
    before: Mapping[Side, tuple[int, ...]],
    shown: Mapping[Side, tuple[int, ...]],
    info: MoveInfo,
    request: Request | None,
) -> Flight | None:
    """Chopsticks: the attacking hand reaches toward the opponent's hand, whose number changes."""
    mine, old, new = shown[side], before[side.other], shown[side.other]
    if len(old) != len(new) or not mine:
        return None
    changed = [i for i, (a, b) in enumerate(zip(old, new, strict=True)) if a != b]
    if request is not None:
        own, target = request.own, request.target
    elif info.move.own in mine and (len(changed) == 1 or info.move.opp in new):
        own = mine.index(info.move.own)
        target = changed[0] if len(changed) == 1 else new.index(info.move.opp)
    else:
        return None
    return Flight(side, own, target, info.move.opp, new[target], False, attack=True)
