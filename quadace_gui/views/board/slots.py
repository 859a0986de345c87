"""Which number sits in which place (slot) on the board, kept stable through play, navigation and replays.

The engine's hands are unordered multisets; on the board each hand has a place, and a hand should keep it:
after a move only the moved hand changes, stepping back and forward through the game shows the same places,
and replaying a line shows it as it was shown before. :class:`SlotKeeper` assigns places by matching the new
multiset to the places shown now with the fewest changes; ties are broken, in this order, by the place the
user just played from, by the places this position had when it was last shown, then low to high. A jump of
more than one move (going to the first or last ply, a new game, a replay from its start) shows a position
already seen as it was last shown. Qt-free.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from itertools import permutations

from quadace_gui.core.position import Side

Slots = tuple[int, ...]

# Positions whose places are remembered (a long game has a few hundred; a hundred thousand is a few MB).
MEMORY_LIMIT = 100_000


def _changes(a: Sequence[int], b: Sequence[int]) -> int:
    return sum(x != y for x, y in zip(a, b, strict=True))


def arrange(
    old: Sequence[int] | None,
    hands: Sequence[int],
    moved_slot: int | None = None,
    remembered: Sequence[int] | None = None,
) -> Slots:
    """Places for the multiset ``hands`` given the places ``old`` shown now.

    The fewest places change; among equally few, the change falls on ``moved_slot`` (the place a move was
    played from), then the places equal ``remembered`` as closely as they can, then the lowest order wins
    (so a fresh multiset reads low to high). Deterministic.
    """
    candidates = sorted(set(permutations(hands)))
    if old is None or len(old) != len(hands):
        old = None

    def key(cand: Slots) -> tuple[int, int, int, Slots]:
        changes = _changes(cand, old) if old is not None else 0
        off_moved = 0
        if old is not None and moved_slot is not None and changes and 0 <= moved_slot < len(cand):
            off_moved = int(cand[moved_slot] == old[moved_slot])
        off_memory = _changes(cand, remembered) if remembered and len(remembered) == len(cand) else 0
        return changes, off_moved, off_memory, cand

    return min(candidates, key=key)


class SlotKeeper:
    """The places shown now for each side, and the places each position had when last shown."""

    def __init__(self, limit: int = MEMORY_LIMIT) -> None:
        self._shown: dict[Side, Slots] = {}
        self._memory: dict[Hashable, dict[Side, Slots]] = {}
        self._limit = limit

    def shown(self, side: Side) -> Slots:
        """The numbers of ``side`` in place order (left to right); empty before the first position."""
        return self._shown.get(side, ())

    def show(
        self, key: Hashable, hands: Mapping[Side, Sequence[int]], moved: tuple[Side, int] | None = None
    ) -> dict[Side, Slots]:
        """Place ``hands`` (a multiset per side) of the position ``key``; ``moved`` is the hand a move was
        just played from (side, place), if known. Returns and remembers the places."""
        remembered = self._memory.get(key, {})
        shown: dict[Side, Slots] = {}
        changes = 0
        for side, multiset in hands.items():
            moved_slot = moved[1] if moved is not None and moved[0] is side else None
            old = self._shown.get(side)
            shown[side] = arrange(old, multiset, moved_slot, remembered.get(side))
            changes += _changes(shown[side], old) if old is not None and len(old) == len(multiset) else 2
        fits = set(remembered) == set(shown) and all(
            sorted(remembered[side]) == sorted(shown[side]) for side in shown
        )
        if changes > 1 and moved is None and fits:
            shown = dict(remembered)  # not one move away: show it as it was shown before
        self._shown = shown
        self._memory.pop(key, None)  # re-inserted last: the oldest entries are dropped first
        self._memory[key] = dict(shown)
        if len(self._memory) > self._limit:
            del self._memory[next(iter(self._memory))]
        return dict(shown)

    def clear(self) -> None:
        self._shown = {}
        self._memory.clear()
