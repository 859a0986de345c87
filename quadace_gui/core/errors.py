"""Exceptions raised by the QuadAce engine.

Every error a user can cause (bad notation, an illegal move, an impossible base, a broken file) is a
subclass of :class:`QuadAceError`, itself a :class:`ValueError`, and carries a one-line message meant
for people.

The message is built from a fixed English *template* and named *parameters*, so that the app can show
it in another language without the engine knowing about translation::

    >>> exc = NotationError("{text!r} is not a move", text="1-1")
    >>> str(exc), exc.template, exc.params
    ("'1-1' is not a move", '{text!r} is not a move', {'text': '1-1'})

Every raise site passes a literal template (never an f-string): the GUI looks the template up in its
table of translations (``quadace_gui.texts.error_text``) and a test checks that none is missing there.
A parameter may itself be a :class:`QuadAceError` (an error inside a file, say); it is then shown with
its own message.
"""

from __future__ import annotations

from typing import Any


class QuadAceError(ValueError):
    """Base class of every error caused by bad input.

    ``str(exc) == template.format(**params)``; a template given without parameters is the message
    itself (it is not formatted, so it needs no doubled braces).
    """

    def __init__(self, template: str, /, **params: object) -> None:
        self.template = template
        self.params: dict[str, object] = params
        super().__init__(template.format(**params) if params else template)

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickle (for another process) with the template and parameters, not just the message.
        return (_rebuild, (type(self), self.template, self.params))


def _rebuild(cls: type[QuadAceError], template: str, params: dict[str, object]) -> QuadAceError:
    return cls(template, **params)


class RulesError(QuadAceError):
    """The rules asked for cannot be played (for example base 1)."""


class TooLargeError(RulesError):
    """The tables for these rules would not fit in memory."""


class NotationError(QuadAceError):
    """A position or move could not be read."""


class PositionError(NotationError):
    """A take-away game's heaps could not be read or do not fit the game."""


class IllegalMoveError(QuadAceError):
    """A move is not legal in the position it was played in."""


class GameFileError(QuadAceError):
    """A saved game could not be read."""


#: Longest excerpt of a bad value quoted in a message.
EXCERPT_CHARS = 60


def excerpt(value: object, limit: int = EXCERPT_CHARS) -> str:
    """``repr(value)`` cut to at most ``limit`` characters (with an ellipsis), never raising.

    >>> excerpt("1+1"), excerpt("x" * 100)[-5:], len(excerpt("x" * 100))
    ("'1+1'", 'xx...', 60)
    """
    if isinstance(value, str):
        text = repr(value[: limit + 2])
    elif isinstance(value, int | float | bool) or value is None:
        text = (
            repr(value)
            if not isinstance(value, int) or abs(value) < 10**limit
            else f"a {value.bit_length()}-bit number"
        )
    else:
        text = type(value).__name__  # containers may be huge or nested too deeply to repr
        if isinstance(value, list | dict | tuple):
            text = f"a {text} of {len(value):,} items"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def clip(text: str, limit: int = EXCERPT_CHARS - 3) -> str:
    """``text`` cut to at most ``limit`` characters plus an ellipsis, for ``{text!r}`` templates.

    >>> clip("1+1"), len(clip("x" * 1000))
    ('1+1', 60)
    """
    return text if len(text) <= limit else text[:limit] + "..."


def short(value: object) -> object:
    """``value`` itself when it is a small number or short text, else a short stand-in for a
    ``{value!r}`` field (a clipped string, or a description of a container or a huge number)."""
    if isinstance(value, str):
        return clip(value)
    if isinstance(value, bool | float) or value is None:
        return value
    if isinstance(value, int) and abs(value) < 10**40:
        return value
    return excerpt(value)


class LessonError(QuadAceError):
    """A problem in a lesson file: one line naming the step (1-based) and the key, placed by :meth:`at`:

    >>> str(LessonError("must be true or false").at(3, "show.map"))
    'step 3: show.map: must be true or false'
    """

    step: int | None = None
    key: str = ""

    def at(self, step: int | None, key: str = "") -> LessonError:
        """This error placed at ``step`` and ``key`` (returns itself, for ``raise ... .at(n, key)``)."""
        self.step, self.key = step, key
        return self

    @property
    def detail(self) -> str:
        """The message without its place."""
        return self.template.format(**self.params) if self.params else self.template

    def __str__(self) -> str:
        where = [f"step {self.step}"] if self.step is not None else []
        if self.key:
            where.append(self.key)
        return ": ".join([*where, self.detail])

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild_at, (type(self), self.template, self.params, self.step, self.key))


def _rebuild_at(
    cls: type[LessonError], template: str, params: dict[str, object], step: int | None, key: str
) -> LessonError:
    return cls(template, **params).at(step, key)
