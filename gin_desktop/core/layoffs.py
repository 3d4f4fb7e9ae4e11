"""The defender's optimal showdown: own melds plus lay-offs on the knocker's melds.

Which defender cards may be laid off together is decided per suit: a card may go on
a knocker's set of three if it is the missing fourth card, and on a run if it joins
that run through a chain of cards that are themselves laid off (8♥ on 5♥6♥7♥ lets
9♥ follow). So a chosen group of lay-offs is legal when each card either completes a
set or sits in a row of consecutive cards (knocker run cards plus laid-off cards)
that touches a knocker run. The candidate cards are few, so every legal group is
tried and the rest of the hand is arranged by the exact meld search.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass

from .cards import Card, cards_of, mask_of
from .melds import Arrangement, Meld, best_arrangement, deadwood_of_mask

_BLOCK = 0x1FFF


@dataclass(frozen=True, slots=True)
class LayOff:
    """One defender card and the knocker meld (index into the knocker's melds) it joins."""

    card: Card
    meld_index: int


@dataclass(frozen=True, slots=True)
class Showdown:
    """The defender's side of a showdown."""

    arrangement: Arrangement  # own melds and the deadwood left after lay-offs
    layoffs: tuple[LayOff, ...]

    @property
    def deadwood_points(self) -> int:
        return self.arrangement.deadwood_points


def _component(row: int, bit: int) -> int:
    """The maximal run of set bits in ``row`` (13-bit) containing ``bit``."""
    comp = bit
    while True:
        grown = comp | ((comp << 1) & row) | ((comp >> 1) & row)
        if grown == comp:
            return comp
        comp = grown


def _assign(knocker_melds: Sequence[Meld], chosen: int) -> list[LayOff] | None:
    """Place each card of ``chosen`` on a knocker meld, or ``None`` if some cannot go."""
    runs = [(i, m) for i, m in enumerate(knocker_melds) if m.kind == "run"]
    set_ranks = {m.cards[0].rank: i for i, m in enumerate(knocker_melds) if m.kind == "set" and len(m.cards) == 3}
    out: list[LayOff] = []
    for suit in range(4):
        shift = suit * 13
        layer = (chosen >> shift) & _BLOCK
        if not layer:
            continue
        run_rows = [(i, (m.mask >> shift) & _BLOCK) for i, m in runs if m.cards[0].suit == suit]
        row = layer
        for _, r in run_rows:
            row |= r
        m = layer
        while m:
            bit = m & -m
            m ^= bit
            card = cards_of(bit << shift)[0]
            comp = _component(row, bit)
            # The run below the card in its row takes it (chaining upward); a card
            # below every run in the row goes to the lowest run (chaining down).
            target = None
            below = [(i, r) for i, r in run_rows if r & comp and r < bit]
            above = [(i, r) for i, r in run_rows if r & comp and r > bit]
            if below:
                target = max(below, key=lambda t: t[1])[0]
            elif above:
                target = min(above, key=lambda t: t[1])[0]
            elif card.rank in set_ranks:
                target = set_ranks[card.rank]
            if target is None:
                return None
            out.append(LayOff(card, target))
    return out


def _candidates(knocker_melds: Sequence[Meld], defender: int) -> int:
    """Defender cards that could be laid off in some legal group."""
    cand = 0
    for meld in knocker_melds:
        if meld.kind == "set":
            if len(meld.cards) == 3:
                rank = meld.cards[0].rank
                for s in range(4):
                    bit = 1 << (s * 13 + rank - 1)
                    if defender & bit and not meld.mask & bit:
                        cand |= bit
        else:
            shift = meld.cards[0].suit * 13
            row = (defender >> shift) & _BLOCK
            run = (meld.mask >> shift) & _BLOCK
            comp = _component(row | run, run & -run) & ~run
            cand |= comp << shift
    return cand


def best_layoffs(knocker_melds: Sequence[Meld], hand: int, allow_layoffs: bool = True,
                 deadwood: Callable[[int], int] = deadwood_of_mask) -> tuple[int, int]:
    """(the defender's least deadwood, the lay-offs reaching it as a mask) against ``knocker_melds``.

    ``hand`` is the defender's card mask; ``deadwood`` the count of a mask (a memoised one for
    the play-outs). Among equal results the group with fewer lay-offs is chosen.
    """
    best_dw = deadwood(hand)
    cand = _candidates(knocker_melds, hand) if allow_layoffs and best_dw else 0
    if not cand:
        return best_dw, 0
    best_sub = 0
    for sub in _subsets(cand):
        dw = deadwood(hand & ~sub)
        better = dw < best_dw or (dw == best_dw and best_sub and sub.bit_count() < best_sub.bit_count())
        if better and _assign(knocker_melds, sub) is not None:
            best_dw, best_sub = dw, sub
    return best_dw, best_sub


# The knocker's melds as masks, for the play-outs' showdowns (:func:`least_deadwood`): the cards
# that would be the fourth of a set of three, and the runs as (suit shift, 13-bit row) with their union.
MeldMasks = tuple[int, tuple[tuple[int, int], ...], int]
_RANK_CARDS = tuple(sum(1 << (s * 13 + r) for s in range(4)) for r in range(13))
_NOT_ACE = sum(((1 << 13) - 2) << (s * 13) for s in range(4))  # every card but the aces
_NOT_KING = sum(((1 << 12) - 1) << (s * 13) for s in range(4))  # every card but the kings


def meld_masks_of(knocker_melds: Sequence[Meld]) -> MeldMasks:
    """The knocker's melds as :data:`MeldMasks`."""
    fourths, runs, union = 0, [], 0
    for meld in knocker_melds:
        mask = meld.mask
        if meld.kind == "set":
            if len(meld.cards) == 3:
                fourths |= _RANK_CARDS[meld.cards[0].rank - 1] & ~mask
        else:
            shift = meld.cards[0].suit * 13
            runs.append((shift, (mask >> shift) & _BLOCK))
            union |= mask
    return fourths, tuple(runs), union


def least_deadwood(knocker: MeldMasks, hand: int, allow_layoffs: bool = True,
                   deadwood: Callable[[int], int] = deadwood_of_mask) -> int:
    """The defender's least deadwood against the knocker's melds: ``best_layoffs(...)[0]``, on masks.

    A group of lay-offs is legal when each card is the fourth of a set of three or joins a knocker
    run through a row of laid-off cards (what :func:`_assign` places), so legality is one growth of
    the runs through the group's cards, and only a group that would lower the count is checked."""
    best = deadwood(hand)
    if not allow_layoffs or not best:
        return best
    fourths, runs, union = knocker
    cand = hand & fourths
    for shift, run in runs:
        comp = _component(((hand >> shift) & _BLOCK) | run, run & -run) & ~run
        cand |= comp << shift
    if not cand:
        return best
    for sub in _subsets(cand):
        dw = deadwood(hand & ~sub)
        if dw < best:
            # the cards joined to a run through the group, in their suit (no wrap from a king to an ace)
            within = sub | union
            comp = union
            while True:
                grown = comp | ((comp << 1) & _NOT_ACE & within) | ((comp >> 1) & _NOT_KING & within)
                if grown == comp:
                    break
                comp = grown
            if not sub & ~comp & ~fourths:
                best = dw
    return best


def defender_showdown(
    knocker_melds: Iterable[Meld], defender_cards: Iterable[Card], allow_layoffs: bool = True
) -> Showdown:
    """The defender's lowest-deadwood showdown against ``knocker_melds``.

    ``allow_layoffs`` is ``False`` when the knocker went gin. Among equal results the
    one with fewer lay-offs is chosen (the defender keeps more melds of their own).
    """
    melds = list(knocker_melds)
    hand = mask_of(defender_cards)
    _, best_sub = best_layoffs(melds, hand, allow_layoffs)
    layoffs = _assign(melds, best_sub) if best_sub else []
    assert layoffs is not None
    return Showdown(best_arrangement(cards_of(hand & ~best_sub)), tuple(layoffs))


def _subsets(cand: int) -> Iterator[int]:
    """Every non-empty subset of the cards of mask ``cand``, as masks (the order the search tries them)."""
    bits = [1 << i for i in range(52) if cand >> i & 1]
    for k in range(1, 1 << len(bits)):
        sub = 0
        for j, b in enumerate(bits):
            if k >> j & 1:
                sub |= b
        yield sub
