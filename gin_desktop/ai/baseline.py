"""The well-known simple strategy, used only to measure the real levels.

This is the EAAI Gin Rummy challenge's simple player (Neller's
``SimpleGinRummyPlayer``) as published:

* take the face-up card only if it then belongs to a meld (any meld the hand plus
  that card can form, as ``cardsToAllMelds`` lists them); otherwise draw from the stock;
* discard a card (never the one just taken face up) that leaves the least deadwood,
  at random among ties;
* knock as soon as the deadwood allows.

Where ours differs, because our rules have more than the challenge's:

* the knock limit is the hand's (10 in the challenge; here also Oklahoma, straight
  gin and custom limits), and big gin, which the challenge does not have, is taken
  when the rules allow it;
* at the wall with ``wall = last_discard`` the last discard is taken whenever it is
  legal (only to go out at once), since the challenge has no such offer;
* the knocker shows the first lowest-deadwood arrangement, as the challenge's
  player does (it shows ``bestMeldSets.get(0)``); the defender's lay-offs are done by
  the core in both.
* "at random among ties" draws from the player's seeded ``rng`` (seed and view), so a
  decision repeats exactly for the same view, as every player here must.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

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
from gin_desktop.core.cards import mask_of
from gin_desktop.core.melds import discard_deadwood, meld_masks

from .base import Player


def in_some_meld(hand: Sequence[Card], card: Card) -> bool:
    """Whether ``card`` lies in some meld that ``hand + card`` can form."""
    bit = card.mask
    return any(m & bit for m in meld_masks(mask_of(hand) | bit))


class BaselinePlayer(Player):
    name = "baseline"

    def decide(self, view: PlayerView, rng: random.Random) -> Action:
        legal = view.legal_actions
        if LayOut() in legal:
            return LayOut()
        if BigGin() in legal:
            return BigGin()
        if view.phase != Phase.DISCARD:
            top = view.top_discard
            if view.phase == Phase.WALL_OFFER and DrawDiscard() in legal:
                return DrawDiscard()  # legal only when it lets us go out at once
            if DrawDiscard() in legal and top is not None and in_some_meld(view.hand, top):
                return DrawDiscard()
            return DrawStock() if DrawStock() in legal else Pass()
        return self.discard(view, rng)

    @staticmethod
    def discard(view: PlayerView, rng: random.Random) -> Action:
        options = discard_deadwood(view.hand)
        legal = set(view.legal_actions)
        candidates = [c for c in view.hand if Discard(c) in legal or Knock(c) in legal]
        least = min(options[c] for c in candidates)
        card = rng.choice(sorted(c for c in candidates if options[c] == least))
        if Knock(card) in legal:
            return Knock(card)
        knocks = [c for c in candidates if Knock(c) in legal]
        if knocks:  # only when every discard must go out (the wall offer): the lowest one
            return Knock(min(knocks, key=lambda c: (options[c], c)))
        return Discard(card)
