"""Exceptions raised by the QuadAce engine.

Every error a user can cause (bad notation, an illegal move, an impossible base, a broken file) is a
subclass of :class:`QuadAceError`, itself a :class:`ValueError`, and carries a one-line message meant
for people.
"""

from __future__ import annotations


class QuadAceError(ValueError):
    """Base class of every error caused by bad input."""


class RulesError(QuadAceError):
    """The rules asked for cannot be played (for example base 1)."""


class TooLargeError(RulesError):
    """The tables for these rules would not fit in memory."""


class NotationError(QuadAceError):
    """A position or move could not be read."""


class IllegalMoveError(QuadAceError):
    """A move is not legal in the position it was played in."""


class GameFileError(QuadAceError):
    """A saved game could not be read."""
