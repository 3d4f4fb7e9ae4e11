"""Computer players. They see only a :class:`~gin_desktop.core.PlayerView`."""

from __future__ import annotations

from gin_desktop.values.levels import LEVELS

from .base import Player, view_fingerprint
from .baseline import BaselinePlayer
from .challenger import ChallengerPlayer
from .expert import HARD_CAP, HARD_DISCARDS, HARD_DRAW_MARGIN, HARD_PICK_Z, ExpertPlayer
from .players import CONFIGS, LevelPlayer


def make_player(level: str, seed: int | str = 0) -> Player:
    """A player for ``level`` (one of :data:`LEVELS`; ``baseline`` or ``challenger`` for measurement)."""
    key = level.strip().lower()
    if key == "baseline":
        return BaselinePlayer(seed)
    if key == "challenger":
        return ChallengerPlayer(seed)
    if key == "expert":
        return ExpertPlayer(seed)
    if key == "hard":  # Expert's search on a budget of two looks
        return ExpertPlayer(seed, cap=HARD_CAP, name="hard", pick_z=HARD_PICK_Z, draw_margin=HARD_DRAW_MARGIN,
                            discards=HARD_DISCARDS)
    if key in CONFIGS:
        return LevelPlayer(key, seed)
    raise ValueError(f"unknown computer level {level!r}; levels are {', '.join(LEVELS)} (and baseline, challenger)")


__all__ = ["LEVELS", "BaselinePlayer", "ChallengerPlayer", "ExpertPlayer", "LevelPlayer", "Player", "make_player",
           "view_fingerprint"]
