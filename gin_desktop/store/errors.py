"""Exceptions of the store. Damage is reported to the player as notices, not raised."""

from __future__ import annotations


class StoreError(Exception):
    """Base class of the store's own errors."""


class DamagedGameError(StoreError):
    """A saved game cannot be loaded: a row is malformed or its actions do not replay.

    The message says what was wrong, in words fit for the player's notice.
    """
