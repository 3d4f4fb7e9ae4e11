"""Exceptions of the store. Damage is reported to the player as notices, not raised."""

from __future__ import annotations

from gin_desktop.core import IllegalActionError


class StoreError(Exception):
    """Base class of the store's own errors."""


class DamagedGameError(StoreError):
    """A saved game cannot be loaded: a row is malformed or its actions do not replay.

    The message says what was wrong, in words fit for the player's notice.
    """


class GameTooLongError(IllegalActionError):
    """A deal or move past the longest game the saves can load (see :attr:`SavedGame.limit`): refused,
    nothing written. The game has already ended at the limit, with a notice."""


class UncheckedError(IllegalActionError):
    """A deal, move or undo while the game is shown from its stored position, before the replay of its log
    has checked it (:meth:`GameStore.check_resumed`): refused, nothing written."""
