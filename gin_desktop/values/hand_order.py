"""The order of the player's cards on the table, left to right, without Qt.

One rule decides it for every change (the deal, a draw, a discard, a sort choice, an
undo), so the order the table shows is the order the store saves: the session applies
:func:`arranged` after each change and commits the result with the change itself.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import Enum

from gin_desktop.core import Arrangement, Card, best_arrangement

_last: tuple[frozenset[Card], Arrangement] | None = None  # the cards arranged last and their arrangement


def arrangement_of(cards: Iterable[Card]) -> Arrangement:
    """The best arrangement of ``cards``, worked out once for the same cards asked for in a row: the
    session's sort by melds and the snapshot of the same change ask for the same hand (UI thread)."""
    global _last
    key = frozenset(cards)
    if _last is None or _last[0] != key:
        _last = (key, best_arrangement(key))
    return _last[1]


class SortMode(Enum):
    OWN = "own"  # the player's own order: new cards go where they were dropped, else last
    RANK = "rank"
    SUIT = "suit"
    MELDS = "melds"


def sort_cards(cards: Sequence[Card], mode: SortMode) -> list[Card]:
    if mode is SortMode.RANK:
        return sorted(cards, key=lambda c: (c.rank, c.suit))
    if mode is SortMode.SUIT:
        return sorted(cards, key=lambda c: (c.suit, c.rank))
    if mode is SortMode.MELDS:
        arrangement = arrangement_of(cards)
        melded = [c for m in arrangement.melds for c in m.cards]
        rest = sorted((c for c in cards if c not in melded), key=lambda c: (c.rank, c.suit))
        return melded + rest
    return list(cards)


def arranged(
    held: Sequence[Card], previous: Sequence[Card], mode: SortMode, at: int | None = None
) -> list[Card]:
    """The order to show ``held`` in, after it was shown as ``previous``.

    A sorted mode sorts. The player's own order keeps the cards still held where they
    were; a card new to the hand goes to place ``at`` (where a dragged card was let go,
    counted among the cards kept) or, without one, after the others.
    """
    if mode is not SortMode.OWN:
        return sort_cards(held, mode)
    kept = [c for c in previous if c in held]
    new = [c for c in held if c not in kept]
    if at is not None and len(new) == 1:
        kept.insert(max(0, min(at, len(kept))), new[0])
        return kept
    return kept + new
