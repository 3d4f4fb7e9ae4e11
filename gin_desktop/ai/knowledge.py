"""What a seat can infer about the opponent's hand from the public history.

Cards are *dead* (in the discard pile below the top), *mine*, *known* to be in the
opponent's hand (taken from the pile and not discarded since), or *unseen* (in the
stock or the opponent's hand). Each unseen card gets a probability of being in
the opponent's hand: the opponent's unknown cards spread over the unseen cards,
tilted by what they did: taking a card suggests they hold its neighbours (same
rank, or the same suit one or two away); discarding or passing a card suggests
they do not.
"""

from __future__ import annotations

from dataclasses import dataclass

from gin_desktop.core import DECK, Card, PlayerView
from gin_desktop.values.snapshot import known_cards

# Likelihood tilts per observed event, for a card related to the event's card.
TAKE_SAME_RANK = 2.0
TAKE_NEAR_SUIT = 1.7
DROP_SAME_RANK = 0.55
DROP_NEAR_SUIT = 0.65
PASS_FACTOR = 0.8  # passing is weaker evidence than discarding


def related(a: Card, b: Card) -> str | None:
    """``"rank"`` if same rank, ``"suit"`` if same suit within two ranks, else None."""
    if a == b:
        return None
    if a.rank == b.rank:
        return "rank"
    if a.suit == b.suit and abs(a.rank - b.rank) <= 2:
        return "suit"
    return None


@dataclass(frozen=True)
class Knowledge:
    mine: frozenset[Card]
    dead: frozenset[Card]  # out of play for both (discard pile below the top)
    top: Card | None
    opp_known: frozenset[Card]
    unseen: tuple[Card, ...]
    opp_prob: dict[Card, float]  # for unseen cards: P(in opponent's hand)
    opp_unknown: int  # how many of the opponent's cards are unseen ones
    opp_discards: tuple[Card, ...]
    opp_takes: tuple[Card, ...]

    def p_opp(self, card: Card) -> float:
        """Probability that the opponent holds ``card`` (1 if known, 0 if seen elsewhere)."""
        if card in self.opp_known:
            return 1.0
        return self.opp_prob.get(card, 0.0)

    def p_stock(self, card: Card) -> float:
        """Probability that ``card`` is still in the stock."""
        if card not in self.opp_prob:
            return 0.0
        return 1.0 - self.opp_prob[card]


def infer(view: PlayerView) -> Knowledge:
    opp = 1 - view.seat
    mine = frozenset(view.hand)
    pile = view.discard_pile
    top = pile[-1] if pile else None
    discards: list[Card] = []
    takes: list[Card] = []
    passes: list[Card] = []
    for e in view.events:
        if e.seat != opp or e.card is None:
            continue
        if e.action == "draw_discard":
            takes.append(e.card)
        elif e.action in ("discard", "knock"):
            discards.append(e.card)
        elif e.action == "pass":
            passes.append(e.card)
    opp_known = frozenset(known_cards(view).opponent_holds)  # (the one rule: the tracker shows the same)
    seen = mine | set(pile) | opp_known
    unseen = tuple(c for c in DECK if c not in seen)
    unknown = max(0, view.opponent_card_count - len(opp_known))
    # (observed cards, factor for a card of the same rank, for one near in the same suit)
    evidence = (
        (takes, TAKE_SAME_RANK, TAKE_NEAR_SUIT),
        (discards, DROP_SAME_RANK, DROP_NEAR_SUIT),
        (passes, DROP_SAME_RANK**PASS_FACTOR, DROP_NEAR_SUIT**PASS_FACTOR),
    )
    weights: dict[Card, float] = {}
    for c in unseen:
        w = 1.0
        for observed, same_rank, near_suit in evidence:
            for o in observed:
                rel = related(c, o)
                if rel == "rank":
                    w *= same_rank
                elif rel == "suit":
                    w *= near_suit
        weights[c] = w
    probs = _spread(weights, unknown)
    return Knowledge(
        mine=mine,
        dead=frozenset(pile[:-1]),
        top=top,
        opp_known=opp_known,
        unseen=unseen,
        opp_prob=probs,
        opp_unknown=unknown,
        opp_discards=tuple(discards),
        opp_takes=tuple(takes),
    )


def _spread(weights: dict[Card, float], total: int) -> dict[Card, float]:
    """Scale weights into probabilities summing to ``total``, none above 1."""
    probs = {c: 0.0 for c in weights}
    remaining = dict(weights)
    budget = float(total)
    for _ in range(8):  # water-filling: cap at 1 and redistribute
        mass = sum(remaining.values())
        if not remaining or mass <= 0 or budget <= 0:
            break
        scale = budget / mass
        capped = {c for c, w in remaining.items() if w * scale >= 1.0}
        if not capped:
            for c, w in remaining.items():
                probs[c] = w * scale
            break
        for c in capped:
            probs[c] = 1.0
            budget -= 1.0
            del remaining[c]
    return probs


def discard_danger(card: Card, know: Knowledge) -> float:
    """Probability that the opponent can put ``card`` straight into a meld.

    Counts the pairs of cards that would meld with it (two others of its rank, or
    the run neighbours ``-2 -1``, ``-1 +1``, ``+1 +2``) and how likely the opponent
    holds both.
    """
    p = know.p_opp
    same = [c for c in DECK if c.rank == card.rank and c != card]
    pairs: list[tuple[Card, Card]] = [(same[0], same[1]), (same[0], same[2]), (same[1], same[2])]
    base = card.suit * 13 + card.rank - 1
    for lo, hi in ((-2, -1), (-1, 1), (1, 2)):
        r1, r2 = card.rank + lo, card.rank + hi
        if 1 <= r1 <= 13 and 1 <= r2 <= 13:
            pairs.append((DECK[base + lo], DECK[base + hi]))
    miss = 1.0
    for a, b in pairs:
        miss *= 1.0 - p(a) * p(b)
    return 1.0 - miss
