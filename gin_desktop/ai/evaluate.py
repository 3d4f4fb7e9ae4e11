"""Measures of a hand's prospects used by the computer levels.

* :func:`next_deadwood` — the expected deadwood after one more draw from the stock
  and the best discard (a one-step look-ahead over the unseen cards, weighted by
  how likely each one is still in the stock). It rewards partial melds and low
  cards, which plain deadwood does not see.
* :func:`sample_opponent_hands` — determinised opponent hands drawn from the
  inference (known cards plus unseen cards by their probabilities).
* :func:`knock_outcomes` — the points a knock would score against sampled hands,
  with the opponent's optimal lay-offs.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from gin_desktop.core import Card, Rules
from gin_desktop.core.cards import cards_of, mask_of
from gin_desktop.core.discards import least_deadwood_after_discard, least_discard
from gin_desktop.core.layoffs import defender_showdown
from gin_desktop.core.melds import Arrangement, deadwood_of_mask

from .knowledge import Knowledge


class DeadwoodCache:
    """Memoised minimum deadwood by card mask, and best-discard deadwood of 11 cards."""

    def __init__(self) -> None:
        self._dw: dict[int, int] = {}
        self._after: dict[int, int] = {}

    def deadwood(self, mask: int) -> int:
        v = self._dw.get(mask)
        if v is None:
            v = deadwood_of_mask(mask)
            self._dw[mask] = v
        return v

    def after_best_discard(self, mask: int, forbid: int = 0) -> int:
        """Least deadwood after discarding one card of ``mask`` (not one in ``forbid``)."""
        key = mask | (forbid << 52)
        v = self._after.get(key)
        if v is None:
            v = least_deadwood_after_discard(mask, forbid)
            self._after[key] = v
        return v


def next_deadwood(hand: Sequence[Card] | int, know: Knowledge, cache: DeadwoodCache) -> float:
    """Expected deadwood after drawing one stock card and discarding the best card."""
    mask = hand if isinstance(hand, int) else mask_of(hand)
    now = cache.deadwood(mask)
    near = neighbourhood(mask)
    # A card that can meld with nothing in the hand just replaces the best discard:
    # its result is min(now, its value + the hand's best 9-card deadwood), no search.
    best_nine = cache.after_best_discard(mask) if mask else 0
    total_w = 0.0
    acc = 0.0
    for card in know.unseen:
        w = know.p_stock(card)
        if w <= 0.0:
            continue
        after = cache.after_best_discard(mask | card.mask) if near & card.mask else card.value + best_nine
        acc += w * (after if after < now else now)
        total_w += w
    return acc / total_w if total_w else float(now)


_RANKS = tuple(sum(1 << (s * 13 + r) for s in range(4)) for r in range(13))


def neighbourhood(mask: int) -> int:
    """Cards that could share a meld with some card of ``mask``: same rank, or same suit within two."""
    near = 0
    m = mask
    while m:
        low = m & -m
        m ^= low
        i = low.bit_length() - 1
        suit, rank = divmod(i, 13)
        near |= _RANKS[rank]
        lo, hi = max(0, rank - 2), min(12, rank + 2)
        near |= ((1 << (hi - lo + 1)) - 1) << (suit * 13 + lo)
    return near & ~mask


class HandSampler:
    """Draws opponent hands consistent with what is known, as masks (see :func:`sample_opponent_hands`).

    What does not change from one hand to the next (the unseen cards' masks, each weight's inverse,
    the known cards) is worked out once: the engine draws one hand per world, thousands per decision."""

    def __init__(self, know: Knowledge, draws: int = 0) -> None:
        unseen = list(know.unseen)
        self.masks = [c.mask for c in unseen]
        # (the key of a card is u ** (1 / w): the same float with 1 / w worked out once)
        self.powers = [1.0 / max(know.opp_prob.get(c, 0.0), 1e-6) for c in unseen]
        self.k = min(know.opp_unknown, len(unseen))
        self.extra = max(0, min(draws, len(unseen) - self.k))
        self.known = mask_of(know.opp_known)

    def draw(self, rng: random.Random) -> int:
        """One hand (a mask): the rng used as :func:`sample_opponent_hands` uses it for one sample."""
        # Efraimidis–Spirakis: the k largest u ** (1 / w) keys are a weighted sample.
        r = rng.random
        keys = [r() ** p for p in self.powers]
        order = sorted(range(len(keys)), key=keys.__getitem__, reverse=True)
        masks = self.masks
        hand = self.known
        for i in order[: self.k + self.extra]:
            hand |= masks[i]
        for _ in range(self.extra):
            hand = _drop_worst(hand, self.known)
        return hand


def sample_opponent_hands(
    know: Knowledge, rng: random.Random, count: int, draws: int = 0, cache: DeadwoodCache | None = None
) -> list[list[Card]]:
    """``count`` opponent hands consistent with what is known (weighted sampling).

    With ``draws`` > 0 each sample takes that many extra unseen cards and then throws
    the worst ones back one at a time, keeping the known cards: a rough model of an
    opponent who has drawn that often and kept what helped, whose hand is much better
    than a random one. (``cache`` is not needed any more: kept for the callers.)
    """
    sampler = HandSampler(know, draws)
    return [cards_of(sampler.draw(rng)) for _ in range(count)]


def _drop_worst(hand: int, keep: int, cache: DeadwoodCache | None = None) -> int:
    """``hand`` less the card (not in ``keep``) whose loss leaves the least deadwood, the lowest on ties.

    The core's :func:`least_discard` (the best card per set choice and suit) rather than a search
    per card: the worlds' sampling spent a quarter of a review here."""
    i = least_discard(hand, keep)
    return hand ^ (1 << i) if i >= 0 else hand


@dataclass(frozen=True)
class KnockOutlook:
    mean_points: float  # expected points for the knocker (negative: undercut losses)
    undercut_chance: float
    mean_layoffs: float


def knock_outcomes(
    arrangement: Arrangement, hands: Sequence[Sequence[Card]], rules: Rules, multiplier: int = 1
) -> KnockOutlook:
    """Score a knock with ``arrangement`` against each sampled defender hand."""
    if not hands:
        return KnockOutlook(0.0, 0.0, 0.0)
    k = arrangement.deadwood_points
    gin = k == 0
    total = 0.0
    undercuts = 0
    layoffs = 0
    for cards in hands:
        show = defender_showdown(arrangement.melds, cards, allow_layoffs=not gin)
        d = show.deadwood_points
        layoffs += len(show.layoffs)
        if gin:
            total += rules.gin_bonus + d
        elif d <= k:
            undercuts += 1
            total -= rules.undercut_bonus + (k - d)
        else:
            total += d - k
    n = len(hands)
    return KnockOutlook(total * multiplier / n, undercuts / n, layoffs / n)
