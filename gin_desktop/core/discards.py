"""The discard searches on card masks: the least deadwood after each discard, the least discard, the
two best, for the computer's play-outs, the side panel and the tools (split from :mod:`.melds`, whose
meld search and run tables they use)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from .cards import DECK, Card, mask_of
from .errors import MeldError
from .melds import _BLOCK, _RUN_DW, _set_combos


def least_deadwood_after_discard(hand: int, forbid: int = 0) -> int:
    """Least deadwood of ``hand`` (a card mask) after discarding one card not in ``forbid``.

    Returns a huge number when every card is forbidden.
    """
    return _least_discard(hand, forbid)[0]  # (the least over the cards allowed, as a pass over discard_counts)


_DROP_CACHE: dict[int, tuple[tuple[int, int], ...]] = {}


def _drops(block: int) -> tuple[tuple[int, int], ...]:
    """A 13-bit block's (rank index, run deadwood of the block without that card) per card, lowest
    first; memoised (at most 8,192 blocks)."""
    drops = _DROP_CACHE.get(block)
    if drops is None:
        rd = _RUN_DW
        found = []
        m = block
        while m:
            low = m & -m
            m ^= low
            found.append((low.bit_length() - 1, rd[block ^ low]))
        drops = _DROP_CACHE[block] = tuple(found)
    return drops


def discard_counts(hand: int) -> list[tuple[int, int]]:
    """(card index, minimum deadwood once it is discarded) for each card of ``hand``, in card order."""
    c0, c1, c2, c3 = hand & _BLOCK, (hand >> 13) & _BLOCK, (hand >> 26) & _BLOCK, (hand >> 39) & _BLOCK
    rd = _RUN_DW
    d0, d1, d2, d3 = rd[c0], rd[c1], rd[c2], rd[c3]
    total = d0 + d1 + d2 + d3
    three = (c0 & c1 & (c2 | c3)) | ((c0 | c1) & c2 & c3)
    if not three:
        # No set possible, with or without any one card: each suit's deadwood on its own.
        out: list[tuple[int, int]] = []
        if c0:
            base = total - d0
            out += [(r, base + d) for r, d in _drops(c0)]
        if c1:
            base = total - d1
            out += [(13 + r, base + d) for r, d in _drops(c1)]
        if c2:
            base = total - d2
            out += [(26 + r, base + d) for r, d in _drops(c2)]
        if c3:
            base = total - d3
            out += [(39 + r, base + d) for r, d in _drops(c3)]
        return out
    # Without a card, a hand's set choices are the full hand's that do not use that card, and
    # only that card's suit changes: per choice and suit, the cards of the suit left out of the
    # sets each give that choice's count less the suit's part plus the suit's count without the
    # card (a table per block, :func:`_drops`). The choice of no sets comes first and covers
    # every card; the others can only lower a card's count.
    best = [0] * 52
    for x0, x1, x2, x3 in _set_combos(c0, c1, c2, c3, three):
        if x0 | x1 | x2 | x3:
            b0, b1, b2, b3 = c0 & ~x0, c1 & ~x1, c2 & ~x2, c3 & ~x3
            p0, p1, p2, p3 = rd[b0], rd[b1], rd[b2], rd[b3]
            sub = p0 + p1 + p2 + p3
            for off, b, part in ((0, b0, p0), (13, b1, p1), (26, b2, p2), (39, b3, p3)):
                base = sub - part
                for r, d in _drops(b):
                    v = base + d
                    if v < best[off + r]:
                        best[off + r] = v
        else:
            for off, b, part in ((0, c0, d0), (13, c1, d1), (26, c2, d2), (39, c3, d3)):
                base = total - part
                for r, d in _drops(b):
                    best[off + r] = base + d
    out = []
    m = hand
    while m:
        low = m & -m
        m ^= low
        i = low.bit_length() - 1
        out.append((i, best[i]))
    return out


_ORDER_CACHE: dict[int, tuple[tuple[int, int], ...]] = {}


def _ordered_drops(block: int) -> tuple[tuple[int, int], ...]:
    """:func:`_drops` of a block as (run deadwood without the card, rank index), lowest first; memoised."""
    ordered = _ORDER_CACHE.get(block)
    if ordered is None:
        ordered = _ORDER_CACHE[block] = tuple(sorted((d, r) for r, d in _drops(block)))
    return ordered


def least_discard(hand: int, keep: int = 0) -> int:
    """The index of the card of ``hand`` (not one of ``keep``) whose discard leaves the least deadwood,
    the lowest index on ties (the first least of :func:`discard_counts`); -1 when every card is kept.

    Per set choice and suit only the suit's best card counts (the first not kept in the block's
    ordered table), so a big hand (a sampled opponent's, before it throws cards back) costs a few
    look-ups per set choice instead of one per card."""
    return _least_discard(hand, keep)[1]


def _least_discard(hand: int, keep: int) -> tuple[int, int]:
    """(the least count, its card's index) of :func:`least_discard`; (2 ** 30, -1) when every card is kept."""
    c0, c1, c2, c3 = hand & _BLOCK, (hand >> 13) & _BLOCK, (hand >> 26) & _BLOCK, (hand >> 39) & _BLOCK
    k0, k1, k2, k3 = keep & _BLOCK, (keep >> 13) & _BLOCK, (keep >> 26) & _BLOCK, (keep >> 39) & _BLOCK
    rd = _RUN_DW
    three = (c0 & c1 & (c2 | c3)) | ((c0 | c1) & c2 & c3)
    combos = _set_combos(c0, c1, c2, c3, three) if three else [(0, 0, 0, 0)]
    best_v, best_i = 1 << 30, -1
    for x0, x1, x2, x3 in combos:
        b0, b1, b2, b3 = c0 & ~x0, c1 & ~x1, c2 & ~x2, c3 & ~x3
        p0, p1, p2, p3 = rd[b0], rd[b1], rd[b2], rd[b3]
        sub = p0 + p1 + p2 + p3
        for off, b, part, kb in ((0, b0, p0, k0), (13, b1, p1, k1), (26, b2, p2, k2), (39, b3, p3, k3)):
            base = sub - part
            if not b or base > best_v:
                continue  # (no card here, or none that could beat the best: a count only grows from base)
            for d, r in _ORDER_CACHE.get(b) or _ordered_drops(b):
                if not kb >> r & 1:
                    v = base + d
                    if v < best_v or (v == best_v and off + r < best_i):
                        best_v, best_i = v, off + r
                    break
    return best_v, best_i


# A discard's key for :func:`two_best_discards`: deadwood left << 10 | (15 - value) << 6 | (63 - index),
# the lowest first: the least deadwood, then the higher card, then the higher index (the play-outs' policy).
_TIE: Final = tuple((15 - min(i % 13 + 1, 10)) << 6 | (63 - i) for i in range(52))
_TOP_CACHE: dict[int, tuple[tuple[int, int], ...]] = {}


def _top_drops(block: int) -> tuple[tuple[int, int], ...]:
    """The block's two best cards by :data:`_TIE`'s order as (run deadwood without it << 10, rank index);
    memoised. (Within a block the order does not depend on the suit: a higher rank is a higher index.)"""
    top = _TOP_CACHE.get(block)
    if top is None:
        top = _TOP_CACHE[block] = tuple(sorted(((d << 10, r) for r, d in _drops(block)),
                                               key=lambda t: t[0] + _TIE[t[1]])[:2])
    return top


def two_best_discards(hand: int) -> tuple[int, int]:
    """The keys (see :data:`_TIE`) of the two best discards of ``hand`` (two distinct cards; a key
    above 2 ** 17 for a missing second); the same as the two lowest keys of :func:`discard_counts`.

    Per set choice and suit only the suit's two best cards can be among the two best (from a per-block
    table), so a miss of the play-outs' memo costs a few look-ups per set choice, not one per card."""
    c0, c1, c2, c3 = hand & _BLOCK, (hand >> 13) & _BLOCK, (hand >> 26) & _BLOCK, (hand >> 39) & _BLOCK
    rd = _RUN_DW
    tie = _TIE
    three = (c0 & c1 & (c2 | c3)) | ((c0 | c1) & c2 & c3)
    combos = _set_combos(c0, c1, c2, c3, three) if three else [(0, 0, 0, 0)]
    k1 = k2 = 1 << 30
    i1 = i2 = -1
    for x0, x1, x2, x3 in combos:
        b0, b1, b2, b3 = c0 & ~x0, c1 & ~x1, c2 & ~x2, c3 & ~x3
        p0, p1, p2, p3 = rd[b0], rd[b1], rd[b2], rd[b3]
        sub = p0 + p1 + p2 + p3
        for off, b, part in ((0, b0, p0), (13, b1, p1), (26, b2, p2), (39, b3, p3)):
            base = (sub - part) << 10
            if not b or base > k2:
                continue  # (no card here, or none that could be among the two best)
            for d, r in _TOP_CACHE.get(b) or _top_drops(b):
                i = off + r
                k = base + d + tie[i]
                if i == i1:  # (a card's count is its least over the set choices)
                    if k < k1:
                        k1 = k
                elif k < k1:  # (the old best is second now, also when it was this card's old second place)
                    k2, i2 = k1, i1
                    k1, i1 = k, i
                elif i == i2:
                    if k < k2:
                        k2 = k
                elif k < k2:
                    k2, i2 = k, i
    return k1, (k2 if i2 >= 0 else 1 << 17)


def discard_deadwood(cards: Iterable[Card]) -> dict[Card, int]:
    """For each card, the minimum deadwood of the hand once that card is discarded."""
    return {DECK[i]: dw for i, dw in discard_counts(mask_of(cards))}


def best_discards(cards: Iterable[Card]) -> tuple[list[Card], int]:
    """The discards leaving the least deadwood (in card order) and that deadwood."""
    options = discard_deadwood(cards)
    if not options:
        raise MeldError("no card to discard")
    low = min(options.values())
    return [c for c, d in options.items() if d == low], low  # already in card order
