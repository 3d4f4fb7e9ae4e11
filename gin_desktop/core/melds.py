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
