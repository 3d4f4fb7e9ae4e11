"""The large-index deck: the biggest rank and suit in two corners, a plain emblem between.

For players who find the classic index small: the rank fills the upper-left third of the
card with a big suit under it (and the same turned at the bottom right); the middle
shows one large suit symbol, or on a court the figure's head in a ring, so the card is
still recognisable at a glance. The app renders these from memory (see the package's
docstring), with the same colour tokens as the classic faces.
"""

from __future__ import annotations

from typing import Final

from gin_desktop.core.cards import Card
from gin_desktop.words.i18n import card_words

from .common import HEIGHT, WIDTH, blank, suit, svg, turned
from .courts import court_emblem
from .indices import large_index

EMBLEM: Final = 78.0


def large_face_svg(card: Card) -> str:
    cx, cy = WIDTH / 2, HEIGHT / 2
    middle = court_emblem(card, cx, cy, EMBLEM + 14) if card.rank >= 11 else [suit(card.suit, cx, cy, EMBLEM)]
    index = large_index(card)
    return svg(f"{card_words(card)}, large index", [blank(), *index, turned(index), *middle])
