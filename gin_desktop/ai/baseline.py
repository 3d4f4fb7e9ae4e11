"""The yardstick: OpenSpiel's ``simple_gin_rummy_bot``, decision for decision, in our rules.

This is the reference bot of OpenSpiel's gin_rummy game (open-spiel 2.0.2), rebuilt
from its published rules so that our levels are measured against the real thing;
``tests/ai/test_openspiel_conformance.py`` plays thousands of positions in OpenSpiel's
own engine and checks that this player decides as that bot does (>= 99%; measured:
10,210 of 10,210 decisions identical, 73 more positions outside the shared rules, below).
In OpenSpiel's engine against the bot (``gin-rummy-tools referee --a baseline --hands 2000
--seed 1``) it scores -0.001 points a hand (-0.003 ... +0.001) and 50.1% of games. The bot:

* **the draw** (the first upcard and every later turn): take the face-up card when,
  with it, the hand could knock at once, or when it lies in the hand's *reference
  arrangement* (below) of the eleven cards; otherwise draw from the stock (or pass);
* **the discard**: the highest-ranked deadwood card of the reference arrangement of
  the eleven cards (king above queen above jack, though all count ten; among equal
  ranks hearts, then diamonds, clubs, spades); with no deadwood at all, the first
  card (in that suit order: spades, clubs, diamonds, hearts; ace up) whose discard
  keeps gin;
* **the knock**: as soon as the reference count allows it: the reference arrangement's
  deadwood less that discard is within the knock limit; the melds shown are the
  reference arrangement of the ten cards left;
* **the wall** (the last discard offered, stock at two cards): take it whenever that
  allows going out.

The *reference arrangement* of a set of cards is the first lowest-deadwood meld choice
in the bot's listing order: the melds are listed as sets (the quads of each rank
first, with two of their threes, then the threes, by rank) and then runs (five cards
long first, then four, then three; runs longer than five are two runs), and among the
choices of disjoint melds of greatest value the one whose melds come first in that
listing wins. This matters only when two arrangements leave the same deadwood
count: e.g. A♠2♠3♠ against 2♠2♥2♦ changes which cards are deadwood, so which card is
thrown. The reference "count after the best discard" is this arrangement's deadwood
less its highest card, which may overstate the true minimum in rare hands; the bot
uses it, so does this player.

Where ours differs, because our rules differ from OpenSpiel's game:

* our rules forbid discarding the card just taken from the pile, which OpenSpiel
  allows; where the bot would throw it (taking a card to knock while throwing that
  same card, or an eleven-card gin where the taken card is the first that keeps
  gin), this player throws the next card by the same order (the least deadwood left,
  the highest rank first);
* the knock limit is the hand's (Oklahoma, straight gin and custom limits here), big
  gin is taken when the rules allow it, and with ``wall = cancel`` there is no wall
  offer; OpenSpiel plays the standard limit of 10, no big gin and the wall offer;
* the defender's lay-offs and melds are done by the core (the best ones), where the
  bot never lays off: it does not decide the result here, since every hand is scored
  by our core;
* the player's ``rng`` is not used: the bot has no random choices.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache

from gin_desktop.core import (
    Action,
    BigGin,
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    Knock,
    LayOut,
    Pass,
    Phase,
    PlayerView,
)
from gin_desktop.core.cards import cards_of, mask_of
from gin_desktop.core.melds import Meld, best_arrangements, deadwood_of_mask, mask_points

from .base import Player


def reference_index(card: Card) -> int:
    """The card's number in OpenSpiel's deck: suits spades, clubs, diamonds, hearts; ace to king."""
    return (card.suit + 1) % 4 * 13 + card.rank - 1


def _rank_key(card: Card) -> tuple[int, int]:
    """The bot's card order for discards: by rank, then by its suit order."""
    return card.rank, reference_index(card)


def _listed_melds(mask: int) -> tuple[int, ...]:
    """The melds of the cards in ``mask`` (3-5 card runs, sets) in the bot's listing order."""
    by_rank = sorted(cards_of(mask), key=_rank_key)
    out: list[int] = []
    n = len(by_rank)
    for i in range(n - 3):  # quads first: the four, and two of its threes
        a, b, c, d = by_rank[i : i + 4]
        if a.rank == d.rank:
            out += [mask_of((a, b, c, d)), mask_of((a, b, d)), mask_of((a, c, d))]
    for i in range(n - 2):  # every three of a rank that sit together in that order
        if by_rank[i].rank == by_rank[i + 2].rank:
            out.append(mask_of(by_rank[i : i + 3]))
    by_index = sorted(by_rank, key=reference_index)
    for length in (5, 4, 3):
        for i in range(n - length + 1):
            first, last = by_index[i], by_index[i + length - 1]
            if first.suit == last.suit and last.rank - first.rank == length - 1:
                out.append(mask_of(by_index[i : i + length]))
    return tuple(out)


@lru_cache(maxsize=1 << 16)
def reference_arrangement(mask: int) -> tuple[tuple[int, ...], int]:
    """(meld masks, deadwood mask) of the bot's arrangement of ``mask``: see the module text."""
    melds = _listed_melds(mask)
    values = [mask_points(m) for m in melds]
    best_value = 0
    best_pick: tuple[int, ...] = ()

    # Disjoint meld choices in listing order, each once (a choice before its extensions):
    # the first one of the greatest value is the bot's (its search keeps the first best).
    def search(start: int, used: int, value: int, pick: tuple[int, ...]) -> None:
        nonlocal best_value, best_pick
        if value > best_value:
            best_value, best_pick = value, pick
        for j in range(start, len(melds)):
            if not melds[j] & used:
                search(j + 1, used | melds[j], value + values[j], (*pick, j))

    search(0, 0, 0, ())
    chosen = tuple(melds[j] for j in best_pick)
    used = 0
    for m in chosen:
        used |= m
    return chosen, mask & ~used


def reference_discard(cards: Sequence[Card]) -> Card:
    """The bot's discard from ``cards``: its arrangement's highest deadwood card, else one that keeps gin."""
    hand = mask_of(cards)
    _, deadwood = reference_arrangement(hand)
    if deadwood:
        return max(cards_of(deadwood), key=_rank_key)
    return min((c for c in cards if deadwood_of_mask(hand & ~c.mask) == 0), key=reference_index)


def reference_count(cards: Sequence[Card]) -> int:
    """The bot's deadwood count: its arrangement's deadwood, less the discard after a draw (11 cards)."""
    _, deadwood = reference_arrangement(mask_of(cards))
    points = mask_points(deadwood)
    if len(cards) == 11 and deadwood:
        points -= max(cards_of(deadwood), key=_rank_key).value
    return points


def reference_takes(hand: Sequence[Card], top: Card, knock_limit: int) -> bool:
    """Whether the bot takes ``top``: to knock at once, or because it joins the arrangement's melds."""
    cards = [*hand, top]
    _, deadwood = reference_arrangement(mask_of(cards))
    return reference_count(cards) <= knock_limit or not deadwood & top.mask


def reference_melds(cards: Sequence[Card]) -> tuple[Meld, ...] | None:
    """The melds the bot shows for ``cards``, as one of the core's lowest arrangements (None if none matches)."""
    melds, _ = reference_arrangement(mask_of(cards))
    wanted = {Meld.from_mask(m).cards for m in melds}
    for option in best_arrangements(cards):
        if {m.cards for m in option.melds} == wanted:
            return option.melds
    return None


class BaselinePlayer(Player):
    name = "baseline"

    def decide(self, view: PlayerView, rng: random.Random) -> Action:
        legal = view.legal_actions
        if LayOut() in legal:
            return LayOut()
        if BigGin() in legal:
            return BigGin()
        if view.phase == Phase.WALL_OFFER:
            return DrawDiscard() if DrawDiscard() in legal else Pass()
        if view.phase != Phase.DISCARD:
            top = view.top_discard
            if DrawDiscard() in legal and top is not None and reference_takes(view.hand, top, view.knock_limit):
                return DrawDiscard()
            return DrawStock() if DrawStock() in legal else Pass()
        return self.discard(view)

    @staticmethod
    def discard(view: PlayerView) -> Action:
        legal = set(view.legal_actions)
        card = reference_discard(view.hand)
        knock = view.must_go_out or reference_count(view.hand) <= view.knock_limit
        if knock and Knock(card) in legal:
            return Knock(card, reference_melds([c for c in view.hand if c != card]))
        if not knock and Discard(card) in legal:
            return Discard(card)
        # The bot's card is the one just taken (or a knock it wants is not allowed here):
        # the next card by the same order, knocking if it can.
        options = {c: dw for c, dw in _discard_options(view.hand).items() if Knock(c) in legal or Discard(c) in legal}
        order = sorted(options, key=lambda c: (options[c], [-k for k in _rank_key(c)]))
        knocks = [c for c in order if Knock(c) in legal]
        if knock and knocks:
            return Knock(knocks[0], reference_melds([c for c in view.hand if c != knocks[0]]))
        discards = [c for c in order if Discard(c) in legal]
        return Discard(discards[0]) if discards else Knock(knocks[0])


def _discard_options(hand: Sequence[Card]) -> dict[Card, int]:
    """Each card of ``hand`` to the least deadwood left once it is discarded."""
    mask = mask_of(hand)
    return {c: deadwood_of_mask(mask & ~c.mask) for c in hand}
