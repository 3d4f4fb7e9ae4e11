"""A second measuring opponent, rebuilt from the EAAI 2021 challenge winner's published play.

The winner (MARJJ) is described as: knock only in the first few turns, then play for
gin; take the face-up card only when it completes a meld and lowers the deadwood.
This player does exactly that and nothing cleverer, so the arena measures the
levels against the strongest *known* simple play, not only against the simplest:

* draw: take the face-up card when it lies in a meld of the best arrangement of the
  hand plus that card and the best discard afterwards leaves less deadwood than now;
  otherwise draw from the stock;
* discard: the card leaving the least deadwood (never the one just taken); on ties
  the highest card, then the one with fewer unseen cards that could meld with it;
* knock: during its first :data:`EARLY_TURNS` turns whenever the limit allows,
  later only with gin (or big gin). At the wall offer it goes out when it may.

It is offered in the arena only, never in the game's settings. What the published
description leaves open (the number of early turns, the tie-breaks) is chosen here
and measured; see the README's "Measured strength".
"""

from __future__ import annotations

import random

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
from gin_desktop.core.cards import DECK, mask_of
from gin_desktop.core.discards import discard_deadwood
from gin_desktop.core.melds import best_arrangement, deadwood_of_mask

from .base import Player

EARLY_TURNS = 5  # own turns (draws) during which any legal knock is taken


def own_turns(view: PlayerView) -> int:
    """How many times this seat has drawn this hand (the current turn included once drawn)."""
    return sum(1 for e in view.events if e.seat == view.seat and e.action in ("draw_stock", "draw_discard"))


def _live_partners(card: Card, view: PlayerView) -> int:
    seen = set(view.hand) | set(view.discard_pile)
    return sum(1 for c in DECK if c not in seen and c != card
               and (c.rank == card.rank or (c.suit == card.suit and abs(c.rank - card.rank) <= 2)))


class ChallengerPlayer(Player):
    name = "challenger"

    def decide(self, view: PlayerView, rng: random.Random) -> Action:
        legal = view.legal_actions
        if LayOut() in legal:
            return LayOut()
        if BigGin() in legal:
            return BigGin()
        if view.phase != Phase.DISCARD:
            return self.draw(view)
        return self.discard(view)

    @staticmethod
    def draw(view: PlayerView) -> Action:
        legal = view.legal_actions
        fallback: Action = DrawStock() if DrawStock() in legal else Pass()
        top = view.top_discard
        if DrawDiscard() not in legal or top is None:
            return fallback
        if view.phase == Phase.WALL_OFFER:
            return DrawDiscard()  # legal only when it lets us go out at once
        with_top = [*view.hand, top]
        completes = any(top in m.cards for m in best_arrangement(with_top).melds)
        after = min(d for c, d in discard_deadwood(with_top).items() if c != top)
        return DrawDiscard() if completes and after < deadwood_of_mask(mask_of(view.hand)) else fallback

    @staticmethod
    def discard(view: PlayerView) -> Action:
        options = discard_deadwood(view.hand)
        legal = set(view.legal_actions)
        cards = [c for c in view.hand if Discard(c) in legal or Knock(c) in legal]
        card = min(cards, key=lambda c: (options[c], -c.value, _live_partners(c, view), c))
        knocks = [c for c in cards if Knock(c) in legal]
        if knocks:
            best = min(knocks, key=lambda c: (options[c], -c.value, c))
            if options[best] == 0 or own_turns(view) <= EARLY_TURNS or Discard(card) not in legal:
                return Knock(best)
        return Discard(card)
