"""A game's words as data: marked English sentences with named numbers, and the working as a sheet.

The core speaks no language but English and imports no Qt, yet the rule panel, the prompt and the
titles show a game's sentences in the interface language. So a game says them as :class:`Words`: a
fixed English *template* written out in a literal ``QT_TRANSLATE_NOOP("GameWords", "...")`` call (so
that ``pyside6-lupdate``, which reads every module of the package, collects it) and its named
parameters. A view renders them with its translator (``quadace_gui.texts.game_words``); without one
they read in English:

    >>> w = Words.of(QT_TRANSLATE_NOOP("GameWords", "say {said}"), said="1, 2")
    >>> w.english()
    'say 1, 2'

A parameter may be :class:`Strong` (the number the working turns on: a view shows it emphasised) or
another :class:`Words` (translated in turn). The working of a closed form for one position is a
:class:`Sheet`: one line ending in the verdict, and rows of :class:`Cell` laid out as a table (Nim's
binary columns with the nim-sum row). The game says what to show; a panel only lays it out.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

#: The translation context of every game sentence.
CONTEXT = "GameWords"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate looks for
    """Mark ``text`` for translation in ``context`` (translated when a view shows it)."""
    return text


@dataclass(frozen=True)
class Strong:
    """A parameter shown emphasised: the number (or text) a working turns on."""

    value: object

    def __str__(self) -> str:
        return str(self.value)


#: ``tr(template) -> template in the interface language`` and ``strong(text) -> text emphasised``.
Translate = Callable[[str], str]
Emphasis = Callable[[str], str]


@dataclass(frozen=True)
class Words:
    """An English template (marked for translation unless ``plain``) and its named parameters."""

    template: str
    params: tuple[tuple[str, object], ...] = ()
    plain: bool = False  # numbers and symbols only: nothing to translate

    @classmethod
    def of(cls, template: str, /, **params: object) -> Words:
        return cls(template, tuple(params.items()))

    @classmethod
    def literal(cls, text: str) -> Words:
        """Text shown as it is (notation, numbers); braces are not read as parameters."""
        return cls(text, (), True)

    def render(self, tr: Translate, strong: Emphasis = str, escape: Emphasis = str) -> str:
        """The sentence in the language of ``tr``; :class:`Strong` parameters through ``strong`` and
        every text through ``escape`` (for rich text). A translation that cannot be filled in falls
        back to the English template."""
        text = self.template if self.plain else tr(self.template)
        values = {name: self._value(v, tr, strong, escape) for name, v in self.params}
        if not values:
            return escape(text)
        try:
            return _fill(text, values, escape)
        except (KeyError, IndexError, ValueError):
            return _fill(self.template, values, escape)

    @staticmethod
    def _value(value: object, tr: Translate, strong: Emphasis, escape: Emphasis) -> str:
        if isinstance(value, Strong):
            inner = value.value
            text = inner.render(tr, strong, escape) if isinstance(inner, Words) else escape(str(inner))
            return strong(text)
        if isinstance(value, Words):
            return value.render(tr, strong, escape)
        return escape(str(value))

    def english(self) -> str:
        """The sentence in English, with no emphasis."""
        return self.render(str)


class Titled(str):
    """A name in English (the string itself, as ``str(error)`` and the command line show it) that
    carries its :class:`Words`, so that an error naming a game reads in the interface language.

    >>> t = Titled("Nim 3 heaps ≤ 5", Words.of("Nim, {n} heaps ≤ {size}", n=3, size=5))
    >>> "{game}!".format(game=t), t.words.english()
    ('Nim 3 heaps ≤ 5!', 'Nim, 3 heaps ≤ 5')
    """

    words: Words

    def __new__(cls, text: str, words: Words) -> Titled:
        self = super().__new__(cls, text)
        self.words = words
        return self

    def __getnewargs__(self) -> tuple[str, Words]:  # type: ignore[override]
        return (str(self), self.words)


def _fill(template: str, values: dict[str, str], escape: Emphasis) -> str:
    """``template.format(**values)`` with the template's own text escaped (the values already are)."""
    if escape is str:
        return template.format(**values)
    marks = {name: f"\x00{i}\x00" for i, name in enumerate(values)}
    text = escape(template.format(**marks))
    for i, name in enumerate(values):
        text = text.replace(f"\x00{i}\x00", values[name])
    return text


@dataclass(frozen=True)
class Cell:
    """One cell of a working's table: its text, emphasised or not, in fixed-width digits or not."""

    text: Words
    strong: bool = False
    mono: bool = False

    @classmethod
    def number(cls, text: object, strong: bool = False, mono: bool = False) -> Cell:
        """A cell of numbers or symbols (nothing to translate)."""
        return cls(Words.literal(str(text)), strong, mono)


@dataclass(frozen=True)
class Sheet:
    """A closed form worked out for one position, as a panel lays it out: a line ending in the verdict
    and a table under it (empty for most games)."""

    line: Words
    rows: tuple[tuple[Cell, ...], ...] = ()


def verdict_letter(p: bool) -> str:
    """``P`` or ``N``: the end of every working."""
    return "P" if p else "N"
