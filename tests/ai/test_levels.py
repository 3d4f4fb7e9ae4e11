"""The levels offered to the player, Expert included, flow into settings and players."""

from __future__ import annotations

from gin_desktop.ai import make_player
from gin_desktop.ai.expert import ExpertPlayer
from gin_desktop.services.settings import AppSettings
from gin_desktop.values.levels import LEVELS, level_title


def test_expert_is_the_strongest_level_offered() -> None:
    assert LEVELS == ("easy", "medium", "hard", "expert")
    assert level_title("expert") == "Expert"
    assert isinstance(make_player("expert"), ExpertPlayer)
    assert AppSettings(level="expert").level == "expert"


def test_measuring_opponents_are_not_offered() -> None:
    for name in ("baseline", "challenger"):
        assert name not in LEVELS
        assert make_player(name).name == name
