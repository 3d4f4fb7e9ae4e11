"""The corner indices: rank over suit, top-left and (turned) bottom-right.

Two styles: the classic deck's index stays within the left 22 % of the card (55 units),
the part a tightly fanned hand still shows; the large-index deck's fills the upper-left
third of the card for players who want the biggest rank and suit.
"""

from __future__ import annotations

from typing import Final

from gin_desktop.core.cards import Card

from .common import SUIT_TOKENS, glyph, rank_label, suit

INDEX_X: Final = 30.0  # centre line of the classic corner index
INDEX_TOP: Final = 17.0
INDEX_RANK_H: Final = 60.0  # rank glyph height (stroke centre lines)
INDEX_SUIT: Final = 40.0  # suit symbol size
INDEX_GAP: Final = 11.0
INDEX_SUIT_Y: Final = INDEX_TOP + INDEX_RANK_H + INDEX_GAP + INDEX_SUIT / 2  # centre of the index suit

LARGE_X: Final = 43.0  # the large-index deck's column
LARGE_TOP: Final = 18.0
LARGE_RANK_H: Final = 90.0
LARGE_STROKE: Final = 18.0
LARGE_SUIT: Final = 66.0
LARGE_GAP: Final = 14.0
LARGE_SUIT_Y: Final = LARGE_TOP + LARGE_RANK_H + LARGE_GAP + LARGE_SUIT / 2


def classic_index(card: Card) -> list[str]:
    colour = SUIT_TOKENS[card.suit]
    return [
        glyph(rank_label(card), INDEX_X, INDEX_TOP, INDEX_RANK_H, colour),
        suit(card.suit, INDEX_X, INDEX_SUIT_Y, INDEX_SUIT),
    ]


def large_index(card: Card) -> list[str]:
    colour = SUIT_TOKENS[card.suit]
    return [
        glyph(rank_label(card), LARGE_X, LARGE_TOP, LARGE_RANK_H, colour, stroke=LARGE_STROKE),
        suit(card.suit, LARGE_X, LARGE_SUIT_Y, LARGE_SUIT),
    ]
