"""The rule-set options every command takes: ``--rules PRESET`` and one option per rule axis.

A new axis is one line in :data:`AXES` (its option, the ``Rules`` field it sets, and its help); the
choices of ``--op`` and ``--goal`` and the presets behind ``--rules`` come from the engine's registries
(:mod:`quadace_gui.core.games`), so a new operation, goal or preset needs nothing here.
Options given explicitly override the preset's value of that axis.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass

from quadace_gui.core.errors import QuadAceError
from quadace_gui.core.games.chopsticks import OVERFLOWS, SPLITS, TOUCHES
from quadace_gui.core.games.goals import GOALS
from quadace_gui.core.games.ops import OPS
from quadace_gui.core.games.presets import PRESETS, preset
from quadace_gui.core.rules import Rules

from .output import UsageError


@dataclass(frozen=True)
class Axis:
    option: str  # the command-line option
    field: str  # the Rules field it sets
    metavar: str
    help: str
    choices: tuple[str, ...] | None = None
    whole: bool = False  # a whole number (else text)


AXES = [
    Axis("--base", "base", "B", "the modulus; hands go from 0 to B-1 (default 10)", whole=True),
    Axis("--hands", "hands", "N", "hands a player: 1, 2 or 3 (default 2)", whole=True),
    Axis("--op", "op", "OP", "how a move combines hands: " + " or ".join(OPS) + " (default add)", tuple(OPS)),
    Axis("--goal", "goal", "GOAL", "the goal: " + ", ".join(GOALS) + " (default retire)", tuple(GOALS)),
    Axis(
        "--touch",
        "touch",
        "HAND",
        "whose hand a touch changes: self (QuadAce) or other (Chopsticks)",
        tuple(TOUCHES),
    ),
    Axis(
        "--overflow",
        "overflow",
        "RULE",
        "a sum of the base or more: wrap (mod the base) or cutoff (out)",
        tuple(OVERFLOWS),
    ),
    Axis(
        "--split",
        "split",
        "RULE",
        "splits of your own two hands: " + ", ".join(SPLITS) + " (default none)",
        tuple(SPLITS),
    ),
    Axis("--start", "start_position", "POSITION", "the start position, e.g. 1,2/1,3:A (default: the rules')"),
]
#: Axes a sweep may vary (the start belongs to one rule set, so it is not swept).
SWEEP_AXES = [a for a in AXES if a.field != "start_position"]


def _dest(axis: Axis) -> str:
    return "axis_" + axis.field


def add_rules_arguments(parser: argparse.ArgumentParser, skip: tuple[str, ...] = ()) -> None:
    """``--rules`` and every axis option not in ``skip`` (the sweep takes lists instead)."""
    group = parser.add_argument_group("rules")
    group.add_argument(
        "--rules",
        metavar="PRESET",
        default=None,
        help="a named rule set: " + ", ".join(PRESETS) + " (default standard); the options below override it",
    )
    for axis in AXES:
        if axis.option not in skip:
            group.add_argument(
                axis.option, dest=_dest(axis), metavar=axis.metavar, default=None, help=axis.help
            )


def _value(axis: Axis, text: str) -> int | str:
    if axis.choices is not None and text not in axis.choices:
        raise UsageError(f"argument {axis.option}: choose from {', '.join(axis.choices)}, not {text!r}")
    if axis.whole:
        if axis.field == "base":
            return Rules.from_text(text).base
        try:
            return int(text)
        except ValueError:
            raise UsageError(f"argument {axis.option}: {text!r} is not a whole number") from None
    return text


def rules_from(args: argparse.Namespace, **overrides: object) -> Rules:
    """The rule set the options name (the preset, then each axis given), checked to fit in memory."""
    base = preset(args.rules).rules if args.rules is not None else Rules()
    fields: dict[str, object] = {
        "base": base.base,
        "hands": base.hands,
        "op": base.op,
        "goal": base.goal,
        "start_position": base.start_position,
        "touch": base.touch,
        "overflow": base.overflow,
        "split": base.split,
    }
    for axis in AXES:
        text = getattr(args, _dest(axis), None)
        if text is not None:
            fields[axis.field] = _value(axis, text)
    fields.update(overrides)
    try:
        rules = Rules(**fields)  # type: ignore[arg-type]
    except QuadAceError:
        if getattr(args, "axis_start_position", None) is not None or fields["start_position"] is None:
            raise
        fields["start_position"] = None  # the preset's start does not fit the axes changed: the default
        rules = Rules(**fields)  # type: ignore[arg-type]
    rules.check_fits()
    return rules


# -- sweeps --------------------------------------------------------------------------------------------


def add_sweep_arguments(parser: argparse.ArgumentParser) -> None:
    """``--rules`` and a list option for each axis but the base and the start (``--hands 1-3``, ...)."""
    group = parser.add_argument_group("rules (each option may list several values, e.g. --op add,mul)")
    group.add_argument(
        "--rules",
        metavar="PRESET",
        default=None,
        help="a named rule set for the axes not swept: " + ", ".join(PRESETS) + " (default standard)",
    )
    for axis in SWEEP_AXES:
        if axis.field != "base":
            group.add_argument(
                axis.option,
                dest="sweep_" + axis.field,
                metavar=axis.metavar + "S",
                default=None,
                help=axis.help,
            )


def _values(axis: Axis, text: str) -> list[int | str]:
    """``1-3`` or ``1,3`` for whole numbers; ``add,mul`` for words."""
    found: list[int | str] = []
    for part in text.split(","):
        part = part.strip()
        low, dash, high = part.partition("-")
        if axis.whole and dash and low.strip().isdigit() and high.strip().isdigit():
            lo, hi = int(low), int(high)
            if hi < lo:
                raise UsageError(f"argument {axis.option}: the range {part!r} goes down")
            found += [v for v in range(lo, min(hi, lo + 100) + 1) if v not in found]
        else:
            value = _value(axis, part)
            if value not in found:
                found.append(value)
    return found


def rule_sets(
    args: argparse.Namespace, bases: list[int]
) -> tuple[list[Rules], list[str], list[tuple[str, str]]]:
    """Every combination of the swept values (bases outermost), the names of the axes that vary, and
    the combinations that cannot be played or solved here: (what they are, why), to be listed while the
    others run. When none can be played, the first one's reason is raised (a refusal, exit 2)."""
    choices: list[tuple[str, list[object]]] = [("base", list(bases))]
    for axis in SWEEP_AXES:
        if axis.field != "base":
            text = getattr(args, "sweep_" + axis.field, None)
            if text is not None:
                choices.append((axis.field, list(_values(axis, text))))
    combos: list[dict[str, object]] = [{}]
    for field, values in choices:
        combos = [{**c, field: v} for c in combos for v in values]
    varying = [field for field, values in choices if len(values) > 1 or field == "base"]
    rules: list[Rules] = []
    refused: list[tuple[str, str]] = []
    first: QuadAceError | None = None
    for combo in combos:
        try:
            rules.append(rules_from(args, **combo))
        except QuadAceError as exc:
            first = first or exc
            refused.append((", ".join(f"{field} {combo[field]}" for field in varying), str(exc)))
    if not rules and first is not None:
        raise first
    return rules, varying, refused
