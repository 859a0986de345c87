"""Typed results of the whole-table findings (:mod:`.findings`).

Each record is a frozen dataclass; ``to_json()`` gives the JSON-ready shape that ``quadace solve``
and ``quadace analyze --format json`` print (key order included), so the typed results and the
printed output never drift apart.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import TypedDict

from .rules import Rules

#: A JSON value as these records write it.
JsonValue = None | bool | int | float | str | list["JsonValue"] | dict[str, "JsonValue"]
JsonObject = dict[str, JsonValue]


@dataclass(frozen=True)
class Counts:
    """Positions by value for the player to move, and how many of them are finished (distance 0)."""

    win: int
    loss: int
    draw: int
    finished: int

    @classmethod
    def of(cls, counts: Mapping[str, int]) -> Counts:
        """From :meth:`SolvedTable.counts <quadace_gui.core.solver.SolvedTable.counts>`."""
        return cls(counts["win"], counts["loss"], counts["draw"], counts["finished"])

    @property
    def total(self) -> int:
        return self.win + self.loss + self.draw

    def to_json(self) -> JsonObject:
        return {"win": self.win, "loss": self.loss, "draw": self.draw, "finished": self.finished}


@dataclass(frozen=True)
class PositionRecord:
    """One position, mover-relative (``position`` written with A to move), with its solved value."""

    position: str
    mover: tuple[int, ...]
    opponent: tuple[int, ...]
    value: str  #: "win", "loss" or "draw" for the player to move
    distance: int | None  #: plies to the end under perfect play; None for a draw
    reachable: bool

    def to_json(self) -> JsonObject:
        return {
            "position": self.position,
            "mover": list(self.mover),
            "opponent": list(self.opponent),
            "value": self.value,
            "distance": self.distance,
            "reachable": self.reachable,
        }


@dataclass(frozen=True)
class OneVsOneCell:
    """A position where each side has one live hand: ``mover_hand`` against ``opponent_hand``."""

    mover_hand: int
    opponent_hand: int
    record: PositionRecord

    def to_json(self) -> JsonObject:
        return {"mover_hand": self.mover_hand, "opponent_hand": self.opponent_hand, **self.record.to_json()}


@dataclass(frozen=True)
class Blunder:
    """A retiring ``move`` (e.g. ``"9+1"``) that loses the unlost position ``record``."""

    record: PositionRecord
    move: str
    move_loses_in: int  #: plies from ``record``'s position to the mover's loss after the move

    def to_json(self) -> JsonObject:
        return {**self.record.to_json(), "move": self.move, "move_loses_in": self.move_loses_in}


@dataclass(frozen=True)
class Quadrant:
    """Unfinished positions with the same numbers of live hands (mover v opponent)."""

    counts: Counts
    mover_never_loses: bool

    def to_json(self) -> JsonObject:
        return {**self.counts.to_json(), "mover_never_loses": self.mover_never_loses}


@dataclass(frozen=True)
class NeverLose:
    """Per quadrant name (``"1v2"``...), its counts; and the quadrants where the mover never loses."""

    quadrants: Mapping[str, Quadrant]
    mover_never_loses_in: tuple[str, ...]

    def to_json(self) -> JsonObject:
        return {
            "quadrants": {name: q.to_json() for name, q in self.quadrants.items()},
            "mover_never_loses_in": list(self.mover_never_loses_in),
        }


class UnreachableKind(StrEnum):
    """Why a real position cannot arise from the start."""

    COMMON_FACTOR = "common_factor"
    NO_PREDECESSOR = "no_predecessor"
    FROM_UNREACHABLE = "from_unreachable"


@dataclass(frozen=True)
class UnreachableClass:
    """One explained class of unreachable positions (``positions`` capped; ``count`` is the full number)."""

    kind: UnreachableKind
    description: str
    count: int
    positions: tuple[PositionRecord, ...]

    def to_json(self) -> JsonObject:
        return {
            "class": self.kind.value,
            "description": self.description,
            "count": self.count,
            "positions": [p.to_json() for p in self.positions],
        }


@dataclass(frozen=True)
class Longest:
    """The largest distance among positions of one value (None when there are none), and those positions."""

    distance: int | None
    positions: tuple[str, ...]

    def to_json(self) -> JsonObject:
        return {"distance": self.distance, "positions": list(self.positions)}


@dataclass(frozen=True)
class StartSummary:
    """The start position (text) and its value and distance for the player to move."""

    position: str
    value: str
    distance: int | None

    def to_json(self) -> JsonObject:
        return {"position": self.position, "value": self.value, "distance": self.distance}


@dataclass(frozen=True)
class Summary:
    """What ``quadace solve`` reports."""

    rules: Rules
    positions: int
    start: StartSummary
    counts_all: Counts
    counts_reachable: Counts
    longest_win: Longest
    longest_loss: Longest
    seconds: float

    @property
    def base(self) -> int:
        return self.rules.base

    @property
    def counts(self) -> dict[str, Counts]:
        """The two count rows by label: ``all`` and ``reachable``."""
        return {"all": self.counts_all, "reachable": self.counts_reachable}

    def to_json(self) -> JsonObject:
        rules: JsonObject = dict(self.rules.to_json())
        return {
            "base": self.base,
            "rules": rules,
            "positions": self.positions,
            "start": self.start.to_json(),
            "counts": {"all": self.counts_all.to_json(), "reachable": self.counts_reachable.to_json()},
            "longest_win": self.longest_win.to_json(),
            "longest_loss": self.longest_loss.to_json(),
            "seconds": round(self.seconds, 6),
        }


@dataclass(frozen=True)
class Analysis:
    """Every finding of GAME.md's question list (what ``quadace analyze`` reports)."""

    summary: Summary
    one_vs_one: tuple[OneVsOneCell, ...]
    retire_blunders: tuple[Blunder, ...]
    forced_concessions: tuple[PositionRecord, ...]
    never_lose: NeverLose
    unreachable: tuple[UnreachableClass, ...]
    longest_reachable_win: Longest
    longest_reachable_loss: Longest

    def to_json(self) -> JsonObject:
        return {
            **self.summary.to_json(),
            "one_vs_one": [c.to_json() for c in self.one_vs_one],
            "retire_blunders": [b.to_json() for b in self.retire_blunders],
            "forced_concessions": [p.to_json() for p in self.forced_concessions],
            "never_lose": self.never_lose.to_json(),
            "unreachable": [u.to_json() for u in self.unreachable],
            "longest_reachable_win": self.longest_reachable_win.to_json(),
            "longest_reachable_loss": self.longest_reachable_loss.to_json(),
        }


class TableRow(TypedDict):
    """One row of ``quadace table``: a real position, mover-relative."""

    mover: list[int]
    opponent: list[int]
    value: str
    distance: int | None
    reachable: bool


__all__ = [
    "Analysis",
    "Blunder",
    "Counts",
    "JsonObject",
    "JsonValue",
    "Longest",
    "NeverLose",
    "OneVsOneCell",
    "PositionRecord",
    "Quadrant",
    "StartSummary",
    "Summary",
    "TableRow",
    "UnreachableClass",
    "UnreachableKind",
]
