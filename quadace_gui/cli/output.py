"""Writing the answers and the refusals: stdout in chunks, JSON, one safe line on stderr.

Everything the command prints about its own input goes through :func:`one_line`, so an argument
holding newlines, terminal escapes or a few kilobytes of text is shown escaped and shortened, never
acted on by the terminal.
"""

from __future__ import annotations

import errno
import io
import json
import os
import re
import sys
import unicodedata
from collections.abc import Callable
from typing import TextIO

PROG = "quadace"
EXIT_OK = 0
EXIT_FAILURE = 1
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130

#: Longest stretch of an argument quoted back in a message.
QUOTE_LIMIT = 60
#: Longest message written on stderr.
MESSAGE_LIMIT = 1000


class UsageError(Exception):
    """A mistake in the command line; reported as one line with exit status 2."""


def stdout() -> TextIO:
    """Standard output, or OSError when the program was started with it closed (``quadace ... >&-``)."""
    if sys.stdout is None:
        raise OSError(errno.EBADF, "standard output is closed")
    return sys.stdout


def write(text: str) -> None:
    """Write ``text`` and a newline to stdout, in chunks so a closed pipe is noticed early."""
    out = stdout()
    step = 1 << 16
    for i in range(0, len(text), step):
        out.write(text[i : i + step])
    out.write("\n")


def write_json(data: object) -> None:
    write(json.dumps(data, indent=2, ensure_ascii=False))


def render(fmt: str, data: Callable[[], object], text: Callable[[], str]) -> int:
    """Write ``data()`` as JSON when ``fmt`` is ``json``, else ``text()``; returns exit status 0."""
    if fmt == "json":
        write_json(data())
    else:
        write(text())
    return EXIT_OK


def escaped(text: str) -> str:
    """``text`` with control, format and separator characters written as Python escapes.

    >>> escaped("a\\x1b[31mb\\nc")
    'a\\\\x1b[31mb\\\\nc'
    """
    out = []
    for ch in text:
        if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"):
            out.append(repr(ch)[1:-1])
        else:
            out.append(ch)
    return "".join(out)


def excerpt(text: str, limit: int = QUOTE_LIMIT) -> str:
    """``text`` escaped and, when long, cut to ``limit`` characters with its length said."""
    shown = escaped(text)
    if len(shown) <= limit:
        return shown
    return f"{shown[:limit]}... ({len(text):,} characters)"


_QUOTED = re.compile(r"'((?:[^'\\]|\\.){" + str(QUOTE_LIMIT + 1) + ",})'")


def one_line(message: str) -> str:
    """A message made safe for one line on a terminal: escaped, long quotes shortened, bounded."""
    text = escaped(message)
    text = _QUOTED.sub(lambda m: f"'{m.group(1)[:QUOTE_LIMIT]}...' ({len(m.group(1)):,} characters)", text)
    # The engine's size messages say "about {need}" where the size may itself be "about 10^22 EiB".
    text = text.replace("about about ", "about ")
    if len(text) > MESSAGE_LIMIT:
        text = text[:MESSAGE_LIMIT] + "..."
    return text


def note(text: str) -> None:
    """One line on stderr (which a windowed app may not have), made safe by :func:`one_line`."""
    if sys.stderr is not None:
        sys.stderr.write(f"{PROG}: {one_line(text)}\n")
        sys.stderr.flush()


def silence_stdout() -> None:
    """After a broken pipe, point stdout at /dev/null so the final flush at exit does not complain."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError, io.UnsupportedOperation):
        pass
