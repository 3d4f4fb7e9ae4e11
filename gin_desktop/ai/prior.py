"""The fixed judgement that breaks the ties the engine's worlds cannot (its *prior*).

Apart from :mod:`.engine` because it asks the Expert level, which plays the engine's search.
"""

from __future__ import annotations

from gin_desktop.core import Action, Card, Discard, Phase, PlayerView
from gin_desktop.core.cards import mask_of

from .engine import SEED
from .evaluate import DeadwoodCache
from .expert import ExpertPlayer
from .knowledge import infer
from .players import LevelPlayer


def prior(view: PlayerView) -> list[Action]:
    """The fixed judgement that breaks the ties the worlds cannot: Expert's move first, then the rest in
    the Hard level's order (its discard costs). Expert's move, not Hard's, so that the coach does not
    favour a weaker player's habits: where Expert's search found more than Hard's heuristics, the tie
    goes to Expert."""
    first = ExpertPlayer(seed=SEED).choose(view)
    hard = LevelPlayer("hard", seed=SEED)
    out: list[Action] = [first]
    if view.phase is Phase.DISCARD:
        know = infer(view)
        cache = DeadwoodCache()
        hand = mask_of(view.hand)
        cards: list[Card] = [c for c in view.hand if Discard(c) in view.legal_actions]
        costs = {c: hard.discard_cost(hand & ~c.mask, c, know, cache, cache.deadwood(hand & ~c.mask)) for c in cards}
        out.extend(Discard(c) for c in sorted(cards, key=lambda c: (costs[c], -c.value, c.index)))
    else:
        out.extend(a for a in view.legal_actions if a != first)
    return out
