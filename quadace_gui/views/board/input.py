"""Picking a move on the board: clicks, drags and the number keys turned into a chosen hand and a move.

:class:`Picker` holds the selection state (the chosen hand, the hand under the pointer, a press and a drag in
progress) and knows the picking rules: the player to move chooses one of their hands that has a legal move
(when all of them show the same number the choice is implicit), then one of the opponent's hands; which
hands can be chosen comes from the position's legal moves, never from the numbers. Where the rules allow
splits (Chopsticks), dragging one of the mover's hands onto the other asks for a split (:class:`SplitAsk`:
the widget then offers the amounts). Qt-free: the widget maps events to hands (see geometry.py) and emits
the signals.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from quadace_gui.core.position import Move, Side

from .geometry import HandKey


@dataclass(frozen=True)
class Request:
    """The user asked to play the move from place ``own`` of the mover to place ``target`` of the opponent."""

    own: int
    target: int
    move: Move


@dataclass(frozen=True)
class SplitAsk:
    """The user dragged the mover's hand at place ``own`` onto their hand at place ``other``: a split, whose
    amounts are chosen among ``moves``."""

    own: int
    other: int
    moves: tuple[Move, ...]


class Picker:
    """The state of picking a move and the rules of it."""

    def __init__(self) -> None:
        self._mover: Side | None = None
        self._shown: dict[Side, tuple[int, ...]] = {}
        self._moves: frozenset[Move] = frozenset()  # touches
        self._splits: tuple[Move, ...] = ()
        self.selected: int | None = None
        self.hover: HandKey | None = None
        self.press: HandKey | None = None
        self.press_at = (0.0, 0.0)
        self.drag_at: tuple[float, float] | None = None
        self.cancel_on_release = False

    def reset(self, mover: Side | None, shown: Mapping[Side, Sequence[int]], moves: Iterable[Move]) -> None:
        """A new position: ``mover`` to move (None: nobody can move), numbers in place order, legal moves."""
        self._mover = mover
        self._shown = {side: tuple(values) for side, values in shown.items()}
        every = list(moves) if mover is not None else []
        self._moves = frozenset(m for m in every if not m.split)
        self._splits = tuple(sorted(m for m in every if m.split))
        self.selected = None
        self.endPress()

    def endPress(self) -> None:
        self.press, self.drag_at, self.cancel_on_release = None, None, False

    # -- rules ---------------------------------------------------------------------------------------
    def value(self, key: HandKey) -> int | None:
        values = self._shown.get(key[0], ())
        return values[key[1]] if 0 <= key[1] < len(values) else None

    def isChoosable(self, key: HandKey | None) -> bool:
        """A hand of the player to move that some legal move changes."""
        if key is None or key[0] is not self._mover:
            return False
        value = self.value(key)
        return bool(self._splits) or any(m.own == value for m in self._moves)

    def splits(self) -> tuple[Move, ...]:
        """The legal splits (none unless the rules allow them)."""
        return self._splits

    def isSplitTarget(self, key: HandKey | None) -> bool:
        """While one of the mover's hands is dragged: the mover's other hand (dropping there splits)."""
        if key is None or not self._splits or self.drag_at is None or self.selected is None:
            return False
        return key[0] is self._mover and key[1] != self.selected

    def implicitOwn(self) -> int | None:
        """The place of the mover's hand when every hand that can move shows the same number."""
        if self._mover is None:
            return None
        slots = [
            i for i in range(len(self._shown.get(self._mover, ()))) if self.isChoosable((self._mover, i))
        ]
        return slots[0] if slots and len({self.value((self._mover, i)) for i in slots}) == 1 else None

    def activeOwn(self) -> int | None:
        """The mover's hand a target would be added to: the chosen one, else the implicit one."""
        return self.selected if self.selected is not None else self.implicitOwn()

    def moveFor(self, own: int, target: int) -> Move | None:
        """The legal move from the mover's place ``own`` to the opponent's place ``target``, if any."""
        if self._mover is None:
            return None
        a, b = self.value((self._mover, own)), self.value((self._mover.other, target))
        if a is None or b is None:
            return None
        move = Move(a, b)
        return move if move in self._moves else None

    def isTarget(self, key: HandKey | None) -> bool:
        """An opponent's hand that completes a legal move with the active hand."""
        own = self.activeOwn()
        if key is None or own is None or self._mover is None or key[0] is not self._mover.other:
            return False
        return self.moveFor(own, key[1]) is not None

    def hoverMove(self) -> Move | None:
        """The move previewed by the hand under the pointer."""
        own = self.activeOwn()
        if self.hover is None or own is None or not self.isTarget(self.hover):
            return None
        return self.moveFor(own, self.hover[1])

    def isLive(self, key: HandKey | None) -> bool:
        """A hand that can take part in a move now (as the mover's hand or as a target)."""
        if key is None or self._mover is None:
            return False
        value = self.value(key)
        if key[0] is self._mover:
            return any(m.own == value for m in self._moves)
        return any(m.opp == value for m in self._moves)

    # -- events (the widget maps points to hands) ----------------------------------------------------------
    def _request(self, own: int, target: int) -> Request | None:
        move = self.moveFor(own, target)
        if move is None:
            return None
        self.selected = None
        self.endPress()
        self.hover = None
        return Request(own, target, move)

    def pressed(self, key: HandKey | None, x: float, y: float) -> Request | None:
        """The left button went down on ``key`` (None: outside every hand)."""
        self.endPress()
        if self.isChoosable(key):
            assert key is not None
            if self.selected == key[1]:
                self.cancel_on_release = True
            else:
                self.selected = key[1]
            self.press, self.press_at = key, (x, y)
            return None
        own = self.activeOwn()
        if self.isTarget(key) and own is not None:
            assert key is not None
            return self._request(own, key[1])
        if not self.isLive(key):
            self.selected = None
        return None

    def moved(self, key: HandKey | None, x: float, y: float, button: bool, drag_distance: float) -> None:
        """The pointer moved over ``key``; ``button``: the left button is held."""
        if self.press is not None and button:
            far = abs(x - self.press_at[0]) + abs(y - self.press_at[1]) >= drag_distance
            if self.drag_at is not None or far:
                self.drag_at = (x, y)
                self.cancel_on_release = False
                self.selected = self.press[1]
        self.hover = key

    def released(self, key: HandKey | None) -> Request | SplitAsk | None:
        """The left button went up over ``key``: ends a drag on a target (or on the mover's other hand: a
        split), or cancels a second click."""
        if self.press is None:
            return None
        if self.isSplitTarget(key) and self.selected is not None:
            assert key is not None
            ask = SplitAsk(self.selected, key[1], self._splits)
            self.selected = None
            self.endPress()
            return ask
        dragged, cancel = self.drag_at is not None, self.cancel_on_release
        self.endPress()
        if dragged and self.selected is not None and self.isTarget(key):
            assert key is not None
            return self._request(self.selected, key[1])
        if cancel:
            self.selected = None
        return None

    def escape(self) -> bool:
        """Esc: drop the chosen hand or the drag; True if there was one."""
        if self.selected is None and self.drag_at is None:
            return False
        self.endPress()
        self.selected = None
        return True

    def numberKey(self, slot: int) -> Request | None:
        """Key 1, 2, 3: choose the mover's hand at ``slot``, or with a hand chosen, the opponent's."""
        if self._mover is None:
            return None
        own = self.activeOwn()
        if own is None:
            if self.isChoosable((self._mover, slot)):
                self.selected = slot
            return None
        if self.isTarget((self._mover.other, slot)):
            return self._request(own, slot)
        return None
