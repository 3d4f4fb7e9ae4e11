"""Cards, their values and the text notation.

A card is an immutable value with a rank (1 = ace … 13 = king) and a suit
(``C D H S``). Each of the 52 cards has an index ``suit * 13 + rank - 1`` so a
set of cards fits in a 52-bit integer mask; in each suit's 13-bit block a run is a
row of consecutive bits, which is what makes the meld search fast.

Notation: rank ``A 2 3 4 5 6 7 8 9 T J Q K`` (``10`` accepted), suit ``C D H S``
or ``♣ ♦ ♥ ♠`` (outline symbols accepted too), either case: ``TD``, ``10d``, ``t♦``.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from .errors import CardParseError

SUITS: Final = "CDHS"
RANKS: Final = "A23456789TJQK"
SUIT_SYMBOLS: Final = "♣♦♥♠"
_CODES: Final = tuple(r + s for s in SUITS for r in RANKS)  # by card index
SUIT_NAMES: Final = ("clubs", "diamonds", "hearts", "spades")
RANK_NAMES: Final = (
    "ace", "two", "three", "four", "five", "six", "seven",
    "eight", "nine", "ten", "jack", "queen", "king",
)

_SUIT_LOOKUP: Final = {
    **{s: i for i, s in enumerate(SUITS)},
    **{s.lower(): i for i, s in enumerate(SUITS)},
    **{s: i for i, s in enumerate(SUIT_SYMBOLS)},
    **{s: i for i, s in enumerate("♧♢♡♤")},
}
_RANK_LOOKUP: Final = {
    **{r: i + 1 for i, r in enumerate(RANKS)},
    **{r.lower(): i + 1 for i, r in enumerate(RANKS)},
    "10": 10,
}


@dataclass(frozen=True, slots=True, order=False)
class Card:
    """One playing card. Build with ``Card(rank, suit)`` or ``Card.parse("TD")``."""

    rank: int  # 1 (ace) … 13 (king)
    suit: int  # 0 clubs, 1 diamonds, 2 hearts, 3 spades

    def __post_init__(self) -> None:
        if not (1 <= self.rank <= 13) or not (0 <= self.suit <= 3):
            raise CardParseError(f"no such card: rank {self.rank!r}, suit {self.suit!r}")

    @staticmethod
    def parse(text: str) -> Card:
        """Read one card; raise :class:`CardParseError` quoting the text if it is not one."""
        return parse_card(text)

    @staticmethod
    def from_index(index: int) -> Card:
        return DECK[index]

    @property
    def index(self) -> int:
        return self.suit * 13 + self.rank - 1

    @property
    def mask(self) -> int:
        return 1 << (self.suit * 13 + self.rank - 1)

    @property
    def value(self) -> int:
        """Deadwood value: ace 1, pips at face value, J Q K 10."""
        return min(self.rank, 10)

    @property
    def code(self) -> str:
        """Two-character notation, e.g. ``TD``."""
        return _CODES[self.suit * 13 + self.rank - 1]

    @property
    def symbol(self) -> str:
        """Display text with a suit symbol, e.g. ``10♦``."""
        rank = "10" if self.rank == 10 else RANKS[self.rank - 1]
        return rank + SUIT_SYMBOLS[self.suit]

    def __hash__(self) -> int:
        return self.suit * 13 + self.rank

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card.parse({self.code!r})"


DECK: Final[tuple[Card, ...]] = tuple(Card(r, s) for s in range(4) for r in range(1, 14))
"""The 52 cards in index order (clubs A…K, diamonds, hearts, spades)."""

VALUES: Final[tuple[int, ...]] = tuple(c.value for c in DECK)

_CARD_TEXTS: Final[dict[str, Card]] = {
    rank + suit: DECK[s * 13 + r - 1] for rank, r in _RANK_LOOKUP.items() for suit, s in _SUIT_LOOKUP.items()
}
"""Every text :func:`parse_card` accepts once stripped, to its card (a fast path)."""


def parse_card(text: str) -> Card:
    """Parse ``TD``, ``10D``, ``t♦`` …; raise :class:`CardParseError` quoting ``text``."""
    if type(text) is str:
        card = _CARD_TEXTS.get(text)  # the common case: an exact card text, no spaces
        if card is not None:
            return card
    if not isinstance(text, str):
        raise CardParseError(f"a card must be text, not {type(text).__name__}: {text!r}")
    t = text.strip()
    if len(t) < 2:
        raise CardParseError(f"not a card: {text!r} (expected rank then suit, like 'TD' or '10♦')")
    rank = _RANK_LOOKUP.get(t[:-1])
    suit = _SUIT_LOOKUP.get(t[-1])
    if rank is None or suit is None:
        what = "rank" if rank is None else "suit"
        raise CardParseError(
            f"not a card: {text!r} (bad {what}; ranks are A 2-9 T/10 J Q K, suits C D H S or ♣ ♦ ♥ ♠)"
        )
    return DECK[suit * 13 + rank - 1]


def parse_cards(text: str | Iterable[str], count: int | Sequence[int] | None = None) -> list[Card]:
    """Parse cards separated by spaces or commas (or an iterable of card texts).

    Duplicates are an error; so is a number of cards other than ``count`` (one
    number or a choice of numbers) when given.
    """
    items = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    try:
        cards = [_CARD_TEXTS[item] for item in items]  # the common case: exact card texts
    except (KeyError, TypeError):
        cards = [parse_card(item) for item in items]
    seen = 0
    for card in cards:
        bit = 1 << (card.suit * 13 + card.rank - 1)
        if seen & bit:
            raise CardParseError(f"card {card.code} appears more than once in {_quote(text)}")
        seen |= bit
    if count is not None:
        allowed = (count,) if isinstance(count, int) else tuple(count)
        if len(cards) not in allowed:
            want = " or ".join(str(n) for n in allowed)
            raise CardParseError(f"expected {want} cards, got {len(cards)} in {_quote(text)}")
    return cards


def _quote(text: str | Iterable[str]) -> str:
    return repr(text) if isinstance(text, str) else repr(" ".join(str(t) for t in text))


def format_cards(cards: Iterable[Card]) -> str:
    return " ".join(c.code for c in cards)


def mask_of(cards: Iterable[Card]) -> int:
    m = 0
    for c in cards:
        m |= 1 << (c.suit * 13 + c.rank - 1)
    return m


def cards_of(mask: int) -> list[Card]:
    """The cards of a mask, in index order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(DECK[low.bit_length() - 1])
        mask ^= low
    return out


def shuffled_deck(seed: int | str | None = None, rng: random.Random | None = None) -> list[Card]:
    """A shuffled deck. The shuffle is only a convenience: hands take any deck order."""
    deck = list(DECK)
    (rng or random.Random(seed)).shuffle(deck)
    return deck


def validate_deck(deck: Sequence[Card]) -> None:
    """Raise :class:`CardParseError` unless ``deck`` holds each of the 52 cards once."""
    if len(deck) != 52:
        raise CardParseError(f"a deck has 52 cards, got {len(deck)}")
    if len(set(deck)) != 52:
        counts: dict[Card, int] = {}
        for c in deck:
            counts[c] = counts.get(c, 0) + 1
        dup = sorted(c.code for c, n in counts.items() if n > 1)
        raise CardParseError(f"deck has duplicate cards: {' '.join(dup)}")
