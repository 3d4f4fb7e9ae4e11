"""Melds, deadwood and the exact minimum-deadwood arrangement.

The search works on 52-bit card masks (see :mod:`.cards`). It lists every meld the
cards can form (each set of 3, each set of 4 and its four 3-card subsets, every
run of length 3 or more inside each maximal run), then finds the disjoint choice
of melds with the largest total value by branching on the lowest card still
covered by a meld: either that card is deadwood or it is in one of its melds.
That enumerates each arrangement once, so it is exact, and it doubles as the
generator of *all* optimal arrangements (the knocker may pick among ties).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final, Literal

from .cards import DECK, VALUES, Card, cards_of, format_cards, mask_of, parse_cards
from .errors import MeldError

MeldKind = Literal["set", "run"]

_BLOCK: Final = 0x1FFF  # one suit's 13 bits


def _build_block_values() -> list[int]:
    """Sum of card values for every 13-bit pattern of one suit."""
    table = [0] * (1 << 13)
    for m in range(1, 1 << 13):
        low = m & -m
        table[m] = table[m ^ low] + min(low.bit_length(), 10)
    return table


_BLOCK_VALUES: Final = _build_block_values()


def mask_points(mask: int) -> int:
    """Total deadwood value of the cards in ``mask``."""
    bv = _BLOCK_VALUES
    return (
        bv[mask & _BLOCK]
        + bv[(mask >> 13) & _BLOCK]
        + bv[(mask >> 26) & _BLOCK]
        + bv[(mask >> 39) & _BLOCK]
    )


_RUN_CACHE: dict[int, tuple[int, ...]] = {}


def _block_runs(m: int) -> tuple[int, ...]:
    """All runs (as 13-bit masks) inside one suit's pattern ``m``; memoised."""
    runs = _RUN_CACHE.get(m)
    if runs is None:
        found: list[int] = []
        starts = m & (m >> 1) & (m >> 2)
        while starts:
            low = starts & -starts
            starts ^= low
            run = low | (low << 1) | (low << 2)
            nxt = low << 3
            found.append(run)
            while m & nxt:
                run |= nxt
                nxt <<= 1
                found.append(run)
        runs = tuple(found)
        _RUN_CACHE[m] = runs
    return runs


# For a rank present in exactly these suits (4-bit pattern), the set masks within
# the rank (bit i = suit i); shifted to the rank later.
_SET_PATTERNS: Final[dict[int, tuple[int, ...]]] = {
    0b0111: (0b0111,), 0b1011: (0b1011,), 0b1101: (0b1101,), 0b1110: (0b1110,),
    0b1111: (0b1111, 0b0111, 0b1011, 0b1101, 0b1110),
}


def _spread(pattern: int, rank_index: int) -> int:
    """A 4-bit suit pattern for one rank as a 52-bit card mask."""
    m = 0
    for s in range(4):
        if pattern >> s & 1:
            m |= 1 << (s * 13 + rank_index)
    return m


_SET_MASKS: Final[dict[tuple[int, int], tuple[int, ...]]] = {
    (r, p): tuple(_spread(q, r) for q in qs) for r in range(13) for p, qs in _SET_PATTERNS.items()
}


def meld_masks(hand: int) -> list[int]:
    """Every meld that can be formed from the cards of ``hand`` (a card mask)."""
    c0 = hand & _BLOCK
    c1 = (hand >> 13) & _BLOCK
    c2 = (hand >> 26) & _BLOCK
    c3 = (hand >> 39) & _BLOCK
    out: list[int] = []
    for shift, block in ((0, c0), (13, c1), (26, c2), (39, c3)):
        if block & (block >> 1) & (block >> 2):
            out.extend(run << shift for run in _block_runs(block))
    three = (c0 & c1 & (c2 | c3)) | ((c0 | c1) & c2 & c3)
    while three:
        low = three & -three
        three ^= low
        r = low.bit_length() - 1
        pattern = (c0 >> r & 1) | (c1 >> r & 1) << 1 | (c2 >> r & 1) << 2 | (c3 >> r & 1) << 3
        out.extend(_SET_MASKS[(r, pattern)])
    return out


def _best_melded(melds: Sequence[int], avail: int) -> int:
    """Largest total value of disjoint melds (from ``melds``) within ``avail``."""
    usable = [m for m in melds if m & avail == m]
    if not usable:
        return 0
    union = 0
    total_bits = 0
    for m in usable:
        union |= m
        total_bits += m.bit_count()
    if union.bit_count() == total_bits:  # pairwise disjoint: take them all
        return mask_points(union)
    low = union & -union
    # Branch: the lowest covered card is deadwood, or it lies in one of its melds.
    best = _best_melded(usable, avail & ~low)
    for m in usable:
        if m & low:
            value = mask_points(m) + _best_melded(usable, avail & ~m)
            if value > best:
                best = value
    return best


def deadwood_of_mask(hand: int) -> int:
    """Minimum deadwood value of the cards in ``hand`` (a card mask)."""
    melds = meld_masks(hand)
    if not melds:
        return mask_points(hand)
    return mask_points(hand) - _best_melded(melds, hand)


def deadwood_points(cards: Iterable[Card]) -> int:
    """Minimum deadwood count over all arrangements of ``cards``."""
    return deadwood_of_mask(mask_of(cards))


def _optimal_sets(melds: Sequence[int], avail: int) -> tuple[int, list[tuple[int, ...]]]:
    """(best value, every disjoint meld choice reaching it) within ``avail``."""
    usable = [m for m in melds if m & avail == m]
    union = 0
    for m in usable:
        union |= m
    if not usable:
        return 0, [()]
    low = union & -union
    best, choices = _optimal_sets(usable, avail & ~low)
    choices = list(choices)
    for m in usable:
        if m & low:
            value, subs = _optimal_sets(usable, avail & ~m)
            value += mask_points(m)
            if value > best:
                best, choices = value, [(m, *s) for s in subs]
            elif value == best:
                choices.extend((m, *s) for s in subs)
    return best, choices


@dataclass(frozen=True, slots=True)
class Meld:
    """A set (3–4 cards of one rank) or a run (3+ consecutive cards of one suit)."""

    cards: tuple[Card, ...]
    kind: MeldKind

    @staticmethod
    def of(cards: Iterable[Card] | str) -> Meld:
        """Validate and build a meld; raise :class:`MeldError` saying why it is not one."""
        cs = parse_cards(cards) if isinstance(cards, str) else list(cards)
        if len(set(cs)) != len(cs):
            raise MeldError(f"a meld cannot hold the same card twice: {format_cards(cs)}")
        if len(cs) < 3:
            raise MeldError(f"a meld needs at least 3 cards: {format_cards(cs)}")
        if len({c.rank for c in cs}) == 1:
            return Meld(tuple(sorted(cs, key=lambda c: c.suit)), "set")
        if len({c.suit for c in cs}) == 1:
            ranks = sorted(c.rank for c in cs)
            if ranks == list(range(ranks[0], ranks[0] + len(ranks))):
                return Meld(tuple(sorted(cs, key=lambda c: c.rank)), "run")
            raise MeldError(f"not a run (ranks are not consecutive; aces are low): {format_cards(cs)}")
        raise MeldError(f"not a meld (neither one rank nor one suit): {format_cards(cs)}")

    @staticmethod
    def from_mask(mask: int) -> Meld:
        return Meld.of(cards_of(mask))

    @property
    def mask(self) -> int:
        return mask_of(self.cards)

    @property
    def points(self) -> int:
        return sum(c.value for c in self.cards)

    @property
    def low(self) -> Card:
        return self.cards[0]

    @property
    def high(self) -> Card:
        return self.cards[-1]

    def accepts(self, card: Card) -> bool:
        """Whether ``card`` may be laid off on this meld as it stands (one step)."""
        if card in self.cards:
            return False
        if self.kind == "set":
            return card.rank == self.cards[0].rank
        return card.suit == self.cards[0].suit and card.rank in (self.low.rank - 1, self.high.rank + 1)

    @property
    def code(self) -> str:
        return format_cards(self.cards)

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Meld.of({self.code!r})"


def _meld_sort_key(meld: Meld) -> tuple[int, int, int]:
    first = meld.cards[0]
    return (0 if meld.kind == "run" else 1, first.suit if meld.kind == "run" else first.rank, first.rank)


@dataclass(frozen=True, slots=True)
class Arrangement:
    """Melds and deadwood of a hand. ``deadwood_points`` is the count that scores."""

    melds: tuple[Meld, ...]
    deadwood: tuple[Card, ...]

    @property
    def deadwood_points(self) -> int:
        return sum(c.value for c in self.deadwood)

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(c for m in self.melds for c in m.cards) + self.deadwood

    @staticmethod
    def from_masks(hand: int, melds: Iterable[int]) -> Arrangement:
        ms = sorted((Meld.from_mask(m) for m in melds), key=_meld_sort_key)
        used = 0
        for m in ms:
            used |= m.mask
        return Arrangement(tuple(ms), tuple(cards_of(hand & ~used)))

    @staticmethod
    def of(cards: Iterable[Card], melds: Iterable[Iterable[Card] | Meld]) -> Arrangement:
        """Check that ``melds`` are valid, disjoint melds of ``cards``; build the arrangement."""
        hand = mask_of(cards)
        used = 0
        built: list[Meld] = []
        for group in melds:
            meld = group if isinstance(group, Meld) else Meld.of(group)
            if meld.mask & used:
                raise MeldError(f"melds overlap: {meld.code} uses a card already in another meld")
            if meld.mask & ~hand:
                missing = format_cards(cards_of(meld.mask & ~hand))
                raise MeldError(f"meld {meld.code} uses cards not in the hand: {missing}")
            used |= meld.mask
            built.append(meld)
        return Arrangement(tuple(sorted(built, key=_meld_sort_key)), tuple(cards_of(hand & ~used)))

    def to_json(self) -> dict[str, object]:
        return {
            "melds": [[c.code for c in m.cards] for m in self.melds],
            "deadwood": [c.code for c in self.deadwood],
            "deadwood_points": self.deadwood_points,
        }


def best_arrangements(cards: Iterable[Card]) -> list[Arrangement]:
    """Every arrangement with the minimum deadwood (distinct meld partitions)."""
    hand = mask_of(cards)
    _, choices = _optimal_sets(meld_masks(hand), hand)
    arrangements = [Arrangement.from_masks(hand, c) for c in choices]
    arrangements.sort(key=lambda a: [m.code for m in a.melds])
    return arrangements


def best_arrangement(cards: Iterable[Card]) -> Arrangement:
    """One minimum-deadwood arrangement (the first of :func:`best_arrangements`)."""
    return best_arrangements(cards)[0]


def least_deadwood_after_discard(hand: int, forbid: int = 0) -> int:
    """Least deadwood of ``hand`` (a card mask) after discarding one card not in ``forbid``.

    Returns a huge number when every card is forbidden.
    """
    melds = meld_masks(hand)
    total = mask_points(hand)
    best = 1 << 30
    m = hand & ~forbid
    while m:
        low = m & -m
        m ^= low
        dw = total - VALUES[low.bit_length() - 1] - (_best_melded(melds, hand ^ low) if melds else 0)
        if dw < best:
            best = dw
    return best


def discard_deadwood(cards: Iterable[Card]) -> dict[Card, int]:
    """For each card, the minimum deadwood of the hand once that card is discarded."""
    hand = mask_of(cards)
    melds = meld_masks(hand)
    total = mask_points(hand)
    out: dict[Card, int] = {}
    m = hand
    while m:
        low = m & -m
        m ^= low
        rest = hand ^ low
        out[DECK[low.bit_length() - 1]] = total - VALUES[low.bit_length() - 1] - _best_melded(melds, rest)
    return out


def best_discards(cards: Iterable[Card]) -> tuple[list[Card], int]:
    """The discards leaving the least deadwood (in card order) and that deadwood."""
    options = discard_deadwood(cards)
    if not options:
        raise MeldError("no card to discard")
    low = min(options.values())
    return sorted(c for c, d in options.items() if d == low), low
