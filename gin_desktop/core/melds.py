"""Melds, deadwood and the exact minimum-deadwood arrangement.

The search works on 52-bit card masks (see :mod:`.cards`).

* The minimum deadwood *count* (:func:`deadwood_of_mask`, the hot path of the
  computer players) tries the few possible choices of sets and, for each, looks up
  every suit's deadwood in a table: once the set cards are out, the runs of a suit
  take every row of three or more consecutive cards.
* The *arrangements* (:func:`best_arrangements`) list every meld the cards can form
  (each set of 3, each set of 4 and its four 3-card subsets, every run of length 3
  or more inside each maximal run), then find the disjoint choices of melds with the
  largest total value by branching on the lowest card still covered by a meld:
  either that card is deadwood or it is in one of its melds. That enumerates each
  arrangement once, so it is exact and yields *all* optimal arrangements (the
  knocker may pick among ties). When the optimum is unique and plain (one set
  choice, no row long enough to split into two runs),
  :func:`best_arrangement` builds it directly instead.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final, Literal

from .cards import DECK, Card, cards_of, format_cards, mask_of, parse_cards
from .errors import MeldError

MeldKind = Literal["set", "run"]

_BLOCK: Final = 0x1FFF  # one suit's 13 bits


def _build_block_values() -> list[int]:
    """Sum of card values for every 13-bit pattern of one suit."""
    table = [0]
    for rank in range(13):  # the patterns with this rank's bit are the ones without it, plus its value
        value = min(rank + 1, 10)
        table += [points + value for points in table]
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


# -- the fast minimum-deadwood count --------------------------------------------------
#
# Within one suit, once the cards that go into sets are taken out, the best runs take
# every card of each row of three or more consecutive cards (one long run; all values
# are positive), so a suit's deadwood is a table lookup on its 13-bit pattern. Sets
# are chosen per rank (a rank with three cards: its set or not; with four: none, the
# four, or one of the four threes), and a hand has at most three ranks of three or
# more cards, so the exact minimum is the least, over those few set choices, of the
# four suits' table entries.


def _build_run_deadwood() -> list[int]:
    """Per 13-bit block of one suit: its deadwood when its rows of 3+ consecutive cards are runs.

    Built from smaller blocks: a block is its lowest row of consecutive cards plus the block
    without that row. (The rows themselves, which only the arrangements need, are worked out
    per block when first asked for: :func:`_rows`.)
    """
    dw = [0] * (1 << 13)
    bv = _BLOCK_VALUES
    for m in range(1, 1 << 13):
        first = (m & -m).bit_length() - 1
        shifted = m >> first
        length = (shifted ^ (shifted + 1)).bit_length() - 1
        row = ((1 << length) - 1) << first
        dw[m] = dw[m & ~row] if length >= 3 else dw[m & ~row] + bv[row]
    return dw


_RUN_DW: Final = _build_run_deadwood()
_ROW_CACHE: dict[int, tuple[tuple[int, int], ...]] = {}


def _rows(m: int) -> tuple[tuple[int, int], ...]:
    """A 13-bit block's rows of 3+ consecutive cards as (first rank index, length), lowest first."""
    rows = _ROW_CACHE.get(m)
    if rows is None:
        found = []
        rest = m
        while rest:
            first = (rest & -rest).bit_length() - 1
            shifted = rest >> first
            length = (shifted ^ (shifted + 1)).bit_length() - 1
            if length >= 3:
                found.append((first, length))
            rest &= ~(((1 << length) - 1) << first)
        rows = _ROW_CACHE[m] = tuple(found)
    return rows


# Per rank and 4-bit suit pattern (three or more suits): the set choices as
# (clubs, diamonds, hearts, spades) bits to take out of each suit's block; the first
# choice (no set) is left out.
_SET_CHOICES: Final[dict[tuple[int, int], tuple[tuple[int, int, int, int], ...]]] = {
    (r, p): tuple(
        tuple((1 << r) if q >> s & 1 else 0 for s in range(4))  # type: ignore[misc]
        for q in qs
    )
    for r in range(13) for p, qs in _SET_PATTERNS.items()
}


def _set_combos(c0: int, c1: int, c2: int, c3: int, three: int) -> list[tuple[int, int, int, int]]:
    """Every choice of sets (bits to take out of each suit block), no sets first."""
    combos: list[tuple[int, int, int, int]] = [(0, 0, 0, 0)]
    while three:
        low = three & -three
        three ^= low
        r = low.bit_length() - 1
        pattern = (c0 >> r & 1) | (c1 >> r & 1) << 1 | (c2 >> r & 1) << 2 | (c3 >> r & 1) << 3
        combos = combos + [(a0 | x0, a1 | x1, a2 | x2, a3 | x3) for a0, a1, a2, a3 in combos
                           for x0, x1, x2, x3 in _SET_CHOICES[(r, pattern)]]
    return combos


def _deadwood_blocks(c0: int, c1: int, c2: int, c3: int) -> int:
    """Minimum deadwood of a hand given as its four 13-bit suit blocks."""
    rd = _RUN_DW
    best = rd[c0] + rd[c1] + rd[c2] + rd[c3]
    three = (c0 & c1 & (c2 | c3)) | ((c0 | c1) & c2 & c3)
    if not three:
        return best
    if not three & (three - 1):  # one rank with a set: its few choices
        r = three.bit_length() - 1
        pattern = (c0 >> r & 1) | (c1 >> r & 1) << 1 | (c2 >> r & 1) << 2 | (c3 >> r & 1) << 3
        for x0, x1, x2, x3 in _SET_CHOICES[(r, pattern)]:
            dw = rd[c0 & ~x0] + rd[c1 & ~x1] + rd[c2 & ~x2] + rd[c3 & ~x3]
            if dw < best:
                best = dw
        return best
    for x0, x1, x2, x3 in _set_combos(c0, c1, c2, c3, three):
        dw = rd[c0 & ~x0] + rd[c1 & ~x1] + rd[c2 & ~x2] + rd[c3 & ~x3]
        if dw < best:
            best = dw
    return best


def deadwood_of_mask(hand: int) -> int:
    """Minimum deadwood value of the cards in ``hand`` (a card mask)."""
    return _deadwood_blocks(hand & _BLOCK, (hand >> 13) & _BLOCK, (hand >> 26) & _BLOCK, (hand >> 39) & _BLOCK)


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
    hand = mask_of(cards)
    options = _optimal_meld_lists(hand)
    if len(options) == 1:
        melds, used = options[0]
        if len(melds) > 1:
            melds.sort(key=_meld_sort_key)
        return Arrangement(tuple(melds), tuple(cards_of(hand & ~used)))
    arrangements = []
    for melds, used in options:
        melds.sort(key=_meld_sort_key)
        arrangements.append(Arrangement(tuple(melds), tuple(cards_of(hand & ~used))))
    return min(arrangements, key=lambda a: [m.code for m in a.melds])


def _splits(length: int) -> list[tuple[int, ...]]:
    """Every way to cut a row of ``length`` cards into runs of 3 or more, in order."""
    out: list[tuple[int, ...]] = [(length,)]
    for first in range(3, length - 2):
        out.extend((first, *rest) for rest in _splits(length - first))
    return out


_SPLITS: Final = {n: _splits(n) for n in range(3, 14)}


def _optimal_meld_lists(hand: int) -> list[tuple[list[Meld], int]]:
    """Every minimum-deadwood arrangement of ``hand`` as (melds, their cards' mask).

    The same arrangements as :func:`best_arrangements` (in another order), from the
    set choices that reach the minimum count: with those sets out, each suit's rows
    of 3+ consecutive cards are all melded, each row as one run or cut into several.
    """
    blocks = (hand & _BLOCK, (hand >> 13) & _BLOCK, (hand >> 26) & _BLOCK, (hand >> 39) & _BLOCK)
    c0, c1, c2, c3 = blocks
    rd = _RUN_DW
    three = (c0 & c1 & (c2 | c3)) | ((c0 | c1) & c2 & c3)
    chosen: list[tuple[int, int, int, int]] = [(0, 0, 0, 0)]
    if three:
        best = 1 << 30
        for x in _set_combos(c0, c1, c2, c3, three):
            dw = rd[c0 & ~x[0]] + rd[c1 & ~x[1]] + rd[c2 & ~x[2]] + rd[c3 & ~x[3]]
            if dw < best:
                best, chosen = dw, [x]
            elif dw == best:
                chosen.append(x)
    out: list[tuple[list[Meld], int]] = []
    for x in chosen:
        sets: list[Meld] = []
        used = x[0] | x[1] << 13 | x[2] << 26 | x[3] << 39
        taken = x[0] | x[1] | x[2] | x[3]
        while taken:
            low = taken & -taken
            taken ^= low
            r = low.bit_length() - 1
            sets.append(Meld(tuple(DECK[s * 13 + r] for s in range(4) if x[s] >> r & 1), "set"))
        partial: list[tuple[list[Meld], int]] = [(sets, used)]
        for suit in range(4):
            for first, length in _rows(blocks[suit] & ~x[suit]):
                start = suit * 13 + first
                row_mask = ((1 << length) - 1) << start
                if length < 6:
                    run = Meld(DECK[start:start + length], "run")
                    partial = [([*ms, run], u | row_mask) for ms, u in partial]
                    continue
                cuts = []
                for split in _SPLITS[length]:
                    runs, at = [], start
                    for part in split:
                        runs.append(Meld(DECK[at:at + part], "run"))
                        at += part
                    cuts.append(runs)
                partial = [([*ms, *runs], u | row_mask) for ms, u in partial for runs in cuts]
        out.extend(partial)
    return out


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
