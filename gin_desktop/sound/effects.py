"""The sound effects the game plays, one short WAV file each in ``assets/sounds/``.

No Qt and no audio library here: the synthesiser (``gin-rummy-tools sound-art``), the
players and the table's cues all name effects by this enum.
"""

from __future__ import annotations

from enum import Enum
from typing import Final


class Effect(Enum):
    DEAL = "deal"  # a riffle as a new hand is dealt
    DRAW = "draw"  # a card slid off the stock or the discard pile (either player)
    DISCARD = "discard"  # a card placed on the discard pile
    KNOCK = "knock"  # two soft knocks on the table
    GIN = "gin"  # a bright chime: someone went gin (or big gin)
    UNDERCUT = "undercut"  # a surprised two-note: the defender undercut the knocker
    HAND_WON = "hand_won"
    HAND_LOST = "hand_lost"
    GAME_WON = "game_won"
    GAME_LOST = "game_lost"

    @property
    def file_name(self) -> str:
        return f"{self.value}.wav"


SAMPLE_RATE: Final = 22050
"""Every effect file is 16-bit mono PCM at this rate (the player's device runs at it too)."""

SOUNDS_FOLDER: Final = "sounds"
"""The folder of ``assets`` that holds the effect files."""
