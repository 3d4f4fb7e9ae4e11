"""What the opponent's earlier hands of this game say about how it plays (its public knocks only).

A player who has watched the other side knock late in a hand with points still in hand knows an
opponent who goes out at the first chance rather than playing for gin. Expert plays such an opponent
differently (:mod:`.expert`): against it, a quick, low hand of its own is worth more than the search's
points alone say (docs/ai.md, "Tried and not kept", the graded prior; "An opponent who knocks when it can").
"""

from __future__ import annotations

from typing import Final

from gin_desktop.core import PlayerView

LATE: Final = 5
"""A knock after this many of the knocker's own draws is a late one: a player who plays for gin stops
knocking with deadwood by then (the 2021 challenge winner's rule knocks only in its first five turns)."""


def knocks_when_it_can(view: PlayerView) -> bool:
    """Whether the opponent has knocked late with deadwood in an earlier hand of this game.

    Measured in our engine (400 hands each against Hard, tests/benchmarks/bench_opponent_style.py --deals 200):
    OpenSpiel's simple bot, which knocks at its first chance, shows such a knock in 61% of hands; the challenger
    in none; Hard in 7%."""
    return any(k.turns > LATE and k.deadwood > 0 for k in view.opponent_knocks)
