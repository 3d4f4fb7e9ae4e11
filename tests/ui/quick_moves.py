"""A cheap stand-in for the hint where a test only needs a sensible legal move to get through a hand.

The hint is the engine's search (tenths of a second a move); tests that play whole hands through the
window need a move, not advice: the Hard level's, as the hint gave before the engine.
"""

from __future__ import annotations

from gin_desktop.ai.players import LevelPlayer
from gin_desktop.core import Action, PlayerView

_PLAYER = LevelPlayer("hard", seed="hint")


def quick_move(view: PlayerView | None) -> Action:
    assert view is not None
    return _PLAYER.choose(view)
