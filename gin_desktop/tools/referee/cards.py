"""Cards and melds between OpenSpiel's gin_rummy numbers and our core's values.

OpenSpiel numbers a card ``suit * 13 + rank`` with the suits in the order spades,
clubs, diamonds, hearts and ranks ace (0) to king (12); ours are clubs, diamonds,
hearts, spades. A meld is one of 185 numbers (its game header documents them): the
65 sets by rank (the four threes by their missing suit, then the four), then runs
of three, four and five cards by suit and lowest rank. Its engine knows runs of
three to five cards only, so a longer run of ours is declared as two or three runs.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from gin_desktop.core import Card, Meld
from gin_desktop.core.cards import DECK

OUR_SUIT: Final = (3, 0, 1, 2)  # OpenSpiel's suit s, c, d, h -> ours (C D H S)
_SETS: Final = 65
_RUN_OFFSETS: Final = {3: 65, 4: 65 + 44, 5: 65 + 44 + 40}
_RUN_STARTS: Final = {3: 11, 4: 10, 5: 9}  # lowest ranks a run of that length can start at, per suit


def card_of(number: int) -> Card:
    """Our card for OpenSpiel's card number."""
    return DECK[OUR_SUIT[number // 13] * 13 + number % 13]


def number_of(card: Card) -> int:
    """OpenSpiel's card number for our card."""
    return (card.suit + 1) % 4 * 13 + card.rank - 1


def cards_of_numbers(numbers: Iterable[int]) -> tuple[Card, ...]:
    return tuple(card_of(n) for n in numbers)


def meld_number(meld: Meld) -> int:
    """OpenSpiel's number of a meld of ours of three to five cards."""
    cards = meld.cards
    if meld.kind == "set":
        rank = cards[0].rank - 1
        if len(cards) == 4:
            return rank * 5 + 4
        missing = ({0, 1, 2, 3} - {number_of(c) // 13 for c in cards}).pop()
        return rank * 5 + missing
    size = len(cards)
    if size not in _RUN_OFFSETS:
        raise ValueError(f"OpenSpiel has no run of {size} cards: {meld.code}")
    low = min(cards, key=lambda c: c.rank)
    return _RUN_OFFSETS[size] + number_of(low) // 13 * _RUN_STARTS[size] + low.rank - 1


def meld_of_number(number: int) -> Meld:
    """Our meld for OpenSpiel's meld number."""
    if not 0 <= number < 185:
        raise ValueError(f"no OpenSpiel meld numbered {number}")
    if number < _SETS:
        rank, kind = divmod(number, 5)
        suits = [0, 1, 2, 3] if kind == 4 else [s for s in range(4) if s != kind]
        return Meld.of(card_of(s * 13 + rank) for s in suits)
    for size in (5, 4, 3):
        offset = _RUN_OFFSETS[size]
        if number >= offset:
            suit, low = divmod(number - offset, _RUN_STARTS[size])
            return Meld.of(card_of(suit * 13 + low + i) for i in range(size))
    raise AssertionError("unreachable")


def split_meld(meld: Meld) -> tuple[Meld, ...]:
    """Our meld as melds OpenSpiel knows: a run longer than five cut into runs of three to five."""
    cards = meld.cards
    if meld.kind == "set" or len(cards) <= 5:
        return (meld,)
    out: list[Meld] = []
    rest: Sequence[Card] = cards
    while len(rest) > 5:
        size = 5 if len(rest) - 5 >= 3 else len(rest) - 3
        out.append(Meld.of(rest[:size]))
        rest = rest[size:]
    out.append(Meld.of(rest))
    return tuple(out)


def meld_numbers(melds: Iterable[Meld]) -> list[int]:
    """OpenSpiel's meld numbers for our melds, long runs cut."""
    return [meld_number(part) for meld in melds for part in split_meld(meld)]
