"""The well-known simple strategy, used only to measure the real levels.

Take the upcard or the top discard only if it then belongs to a meld, otherwise
draw from the stock; discard the card that leaves the least deadwood (the highest
card on ties), never the card just taken; knock as soon as the deadwood allows.
"""

from __future__ import annotations

import random

from gin_desktop.core import Action, BigGin, Discard, DrawDiscard, DrawStock, Knock, LayOut, Pass, Phase, PlayerView
from gin_desktop.core.melds import best_arrangement, discard_deadwood

from .base import Player


def completes_meld(hand: tuple[object, ...] | list[object], card: object) -> bool:
    """Whether ``card`` lies in a meld of the best arrangement of ``hand + card``."""
    arrangement = best_arrangement([*hand, card])  # type: ignore[list-item]
    return any(card in m.cards for m in arrangement.melds)


class BaselinePlayer(Player):
    name = "baseline"

    def decide(self, view: PlayerView, rng: random.Random) -> Action:
        legal = view.legal_actions
        if LayOut() in legal:
            return LayOut()
        if BigGin() in legal:
            return BigGin()
        if DrawDiscard() in legal or Pass() in legal or DrawStock() in legal:
            top = view.top_discard
            if view.phase == Phase.WALL_OFFER and DrawDiscard() in legal:
                return DrawDiscard()  # legal only when it lets us go out at once
            if DrawDiscard() in legal and top is not None and completes_meld(list(view.hand), top):
                return DrawDiscard()
            return DrawStock() if DrawStock() in legal else Pass()
        return self.discard(view)

    @staticmethod
    def discard(view: PlayerView) -> Action:
        options = discard_deadwood(view.hand)
        legal = set(view.legal_actions)
        candidates = [c for c in view.hand if Discard(c) in legal or Knock(c) in legal]
        # Least deadwood left; on ties the highest card (by value, then rank).
        card = min(candidates, key=lambda c: (options[c], -c.value, -c.rank, c.suit))
        if Knock(card) in legal:
            return Knock(card)
        knocks = [c for c in candidates if Knock(c) in legal]
        if knocks:  # a different discard allows a knock: knock as soon as allowed
            return Knock(min(knocks, key=lambda c: (options[c], -c.value, -c.rank, c.suit)))
        return Discard(card)
