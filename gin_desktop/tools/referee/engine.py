"""OpenSpiel's gin_rummy engine, loaded on demand (the ``reference`` extra), and its numbers.

The action and phase numbers are the game's (open-spiel 2.0.2); the conformance test
checks them against the installed module. The rules both games share are
:data:`REFERENCE_RULES`: our standard rules with OpenSpiel's wall (the last discard
may be taken only to go out at once) and no big gin, which OpenSpiel does not have.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any, Final

from gin_desktop.core import Rules

DRAW_UPCARD: Final = 52
DRAW_STOCK: Final = 53
PASS: Final = 54
KNOCK: Final = 55
MELD_BASE: Final = 56
VERSION: Final = "2.0.2"

REFERENCE_RULES: Final = Rules(big_gin=False, wall="last_discard")


class OsPhase(IntEnum):
    """The game's phases, numbered as its ``Phase`` enum."""

    DEAL = 0
    FIRST_UPCARD = 1
    DRAW = 2
    DISCARD = 3
    KNOCK = 4
    LAYOFF = 5
    WALL = 6
    GAME_OVER = 7


class ReferenceMissing(RuntimeError):
    """OpenSpiel is not installed (it is an optional extra, for measurement only)."""


def pyspiel() -> Any:
    """The ``pyspiel`` module, or :class:`ReferenceMissing` saying how to install it."""
    try:
        import pyspiel as module
    except ImportError as exc:
        raise ReferenceMissing(
            f"OpenSpiel is not installed ({exc}); install the measurement extra: "
            f"pip install -e '.[reference]' (open-spiel=={VERSION}, wheels for some platforms only)"
        ) from exc
    return module


def new_game() -> Any:
    """OpenSpiel's gin_rummy game with its default (standard) parameters."""
    return pyspiel().load_game("gin_rummy")


def simple_bot(game: Any, seat: int) -> Any:
    """OpenSpiel's ``simple_gin_rummy_bot`` for ``seat`` (it keeps state within a hand: one per hand)."""
    return pyspiel().make_simple_gin_rummy_bot(game.get_parameters(), seat)
