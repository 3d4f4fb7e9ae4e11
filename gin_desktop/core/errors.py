"""Exceptions raised by the rules core.

Every error is a ``ValueError`` subclass (bad input, not a bug) and its message
says what was wrong, quoting the offending text where there is one.
"""

from __future__ import annotations


class GinError(ValueError):
    """Base class of every error the rules core raises on bad input."""


class CardParseError(GinError):
    """A card or a list of cards could not be read from text."""


class MeldError(GinError):
    """A group of cards is not a valid meld, or melds overlap."""


class RulesError(GinError):
    """A rule option has an invalid value or an invalid combination.

    ``field`` names the option at fault (None when it is no one option), ``code`` says what
    is wrong with it (``"whole"``, ``"range"``, ``"flag"``, ``"choice"``, ``"oklahoma_opening"``;
    empty for the messages only a developer meets) and ``values`` holds the figures, so that
    :func:`gin_desktop.text.rule_errors.rules_error` can word it; the message itself is English.
    """

    def __init__(self, message: str, *, field: str | None = None, code: str = "", **values: object) -> None:
        super().__init__(message)
        self.field = field
        self.code = code
        self.values = values


class IllegalActionError(GinError):
    """An action is not legal in the current state of a hand or match (the position forbids it)."""


class InvalidActionError(GinError):
    """A text is not an action at all (a syntax error, as python-chess keeps ``InvalidMoveError``
    apart from ``IllegalMoveError``)."""


class LoadError(GinError):
    """Serialised data (JSON) is malformed or describes an impossible game."""
