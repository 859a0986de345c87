"""``quadace findings``: every claim of the two QuadAce articles, checked against the solved table.

Each finding has its exact count, the article's count where the article gives one, the positions
(``a,b/c,d:S``) and a note on the definition used and on any difference from the article.
"""

from __future__ import annotations

import argparse

from quadace_gui.core.article import Finding, article_findings
from quadace_gui.core.rules import Rules

from ..command import Command
from ..output import UsageError, render
from ..rules_args import add_rules_arguments, rules_from
from ..solving import solved
from ..text import examples, heading


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--name", help="show only the finding of this name (see the JSON 'name' field)")
    parser.add_argument(
        "--all-positions", action="store_true", help="list every position in text output, not the first few"
    )
    add_rules_arguments(parser)


def finding_data(f: Finding) -> dict[str, object]:
    return {
        "name": f.name,
        "title": f.title,
        "count": f.count,
        "article_count": f.article_count,
        "article_says": f.article_text,
        "positions": list(f.positions),
        "note": f.note,
    }


def finding_text(f: Finding, every: bool) -> str:
    article = "" if f.article_text is None else f" (the article: {f.article_text})"
    lines = [heading(f"{f.title} [{f.name}]"), f"count: {f.count}{article}"]
    if f.note:
        lines.append(f"note: {f.note}")
    if f.positions:
        shown = ", ".join(f.positions) if every else examples(list(f.positions))
        lines.append(f"positions: {shown}")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    if not rules_from(args).is_standard:
        raise UsageError(
            "the articles' findings are about the standard game only; leave out the rule options"
        )
    found = article_findings(solved(Rules()))
    if args.name is not None:
        found = [f for f in found if f.name == args.name]
        if not found:
            names = ", ".join(f.name for f in article_findings(solved(Rules())))
            raise UsageError(f"no finding is named {args.name!r}; the findings are: {names}")
    return render(
        args.format,
        lambda: {"rules": Rules().to_json(), "findings": [finding_data(f) for f in found]},
        lambda: "\n\n".join(finding_text(f, args.all_positions) for f in found),
    )


COMMAND = Command(
    "findings",
    "the articles' findings (traps, forced concessions, draws, ...) checked against the standard game",
    "  quadace findings\n  quadace findings --name simple_strategy_traps --format json",
    add_arguments,
    run,
)
