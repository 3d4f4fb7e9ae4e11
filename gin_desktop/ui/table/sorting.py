"""Ways to sort the player's hand: by rank, by suit, by melds (the best arrangement), or own."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from gin_desktop.core import Card, best_arrangement


class SortMode(Enum):
    OWN = "own"
    RANK = "rank"
    SUIT = "suit"
    MELDS = "melds"


def sort_cards(cards: Sequence[Card], mode: SortMode) -> list[Card]:
    if mode is SortMode.RANK:
        return sorted(cards, key=lambda c: (c.rank, c.suit))
    if mode is SortMode.SUIT:
        return sorted(cards, key=lambda c: (c.suit, c.rank))
    if mode is SortMode.MELDS:
        arrangement = best_arrangement(list(cards))
        melded = [c for m in arrangement.melds for c in m.cards]
        rest = sorted((c for c in cards if c not in melded), key=lambda c: (c.rank, c.suit))
        return melded + rest
    return list(cards)
