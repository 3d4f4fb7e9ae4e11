"""Hints for the human: the engine's move in the player's position, and the facts behind it.

The hint *is* the coach's evaluation of the current decision (:func:`.engine.analyse` with
the review's seed and Expert's move as the tie-break), so a player who follows the
hint plays the move the review grades "best" in that position. The reason is structured
(:class:`HintFacts`: codes, cards, numbers); :mod:`gin_desktop.text.hint_text` words it.
Every fact is true from the player's own view: meld chances count the cards the player
has not seen (three unseen jacks are a chance for a lone jack).
"""

from __future__ import annotations

import dataclasses

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
    PlayerView,
    best_arrangement,
    best_discards,
)
from gin_desktop.core.cards import DECK
from gin_desktop.core.melds import deadwood_points
from gin_desktop.values.hint_facts import Hint, HintFacts, Keep, NotBest, Why

from . import engine
from .knowledge import Knowledge, discard_danger, infer, related
from .prior import prior
from .review import SEED, arrangement_choice


def hint(view: PlayerView, seed: str = SEED) -> Hint:
    """The engine's move for the player at ``view`` and the facts of its reason."""
    legal = view.legal_actions
    if LayOut() in legal:
        return Hint(LayOut(), HintFacts(Why.LAY_OUT))
    candidates = engine.choices_of(view)
    if len(candidates) < 2:  # a single choice: Expert's move (forced, or big gin)
        action = prior(view)[0]
        return Hint(action, facts_of(view, action, None))
    analysis = engine.analyse(view, seed, prior=prior(view), candidates=candidates)
    assert analysis is not None
    action = analysis.pick
    if isinstance(action, Knock):
        # the melds to show: the arrangement the review grades best (the same worlds)
        action = arrangement_choice(view, action, seed)
    return Hint(action, facts_of(view, action, analysis), analysis.worlds)


def facts_of(view: PlayerView, action: Action, analysis: engine.Analysis | None) -> HintFacts:
    hand = list(view.hand)
    top = view.top_discard
    runner: Action | None = None
    gap = 0.0
    close = False
    facts = _facts(view, action, hand, top, analysis)
    if analysis is not None and len(analysis.choices) > 1:
        second = analysis.choices[1]
        runner, gap = second.action, second.gap
        # (a choice the race dropped as clearly worse is no tie, whatever its early interval says:
        # "take 10♠: it makes the meld …; draw from the stock is about as good" after 32 worlds)
        close = any(e.low <= 0.0 and not e.dropped for e in analysis.choices[1:])
        if close:
            # Name, of the choices the engine cannot tell from the pick, one a player would weigh against it.
            named = [e for e in analysis.choices[1:]
                     if e.low <= 0.0 and not e.dropped and _worth_naming(e.action, action, facts, hand, top)]
            runner, gap = (named[0].action, named[0].gap) if named else (None, second.gap)
    return dataclasses.replace(facts, runner_up=runner, gap=gap, close=close)


def _worth_naming(other: Action, pick: Action, facts: HintFacts, hand: list[Card], top: Card | None) -> bool:
    """Whether "``other`` is about as good" helps the player beside the hint's own reason.

    The engine's tie is true in points, but a discard that leaves far more deadwood, a face-up card that
    fits nothing in the hand, the very card the reason has just argued against, or a knock the reason has
    just priced below playing on reads as a contradiction
    (a player's report, 2026-12-05: "discard A♣ is about as good" beside "8♣: a high unmatched card").
    """
    if isinstance(other, Discard) and isinstance(pick, Discard):
        if other.card == facts.other:
            return False
        # (no more deadwood than the hint's own discard leaves: the player's yardstick)
        return deadwood_points([c for c in hand if c != other.card]) <= facts.left
    if isinstance(other, Knock) and isinstance(pick, Discard):
        return False  # the reason already gives the engine's figure for the knock ("playing on is worth ...")
    if isinstance(other, DrawDiscard) and top is not None:
        return any(related(c, top) for c in hand)
    return True


def _facts(view: PlayerView, action: Action, hand: list[Card], top: Card | None,
           analysis: engine.Analysis | None) -> HintFacts:
    if isinstance(action, BigGin):
        return HintFacts(Why.BIG_GIN)
    if isinstance(action, DrawDiscard) and top is not None:
        for meld in best_arrangement([*hand, top]).melds:
            if top in meld.cards:
                return HintFacts(Why.TAKE_MELD, top, tuple(meld.cards))
        return HintFacts(Why.TAKE_FITS, top)
    if isinstance(action, Pass):
        return HintFacts(Why.PASS, top)
    if isinstance(action, DrawStock):
        return HintFacts(Why.DRAW, top)
    if isinstance(action, Knock):
        left = deadwood_points([c for c in hand if c != action.card])
        why = Why.GIN if left == 0 else Why.KNOCK
        return HintFacts(why, action.card, deadwood=left, limit=view.knock_limit)
    if isinstance(action, Discard):
        return _discard_facts(view, action.card, hand, analysis)
    return HintFacts(Why.ONLY)


def _discard_facts(view: PlayerView, card: Card, hand: list[Card], analysis: engine.Analysis | None) -> HintFacts:
    know = infer(view)
    in_meld = any(card in m.cards for m in best_arrangement(hand).melds)
    outs = meld_outs(card, hand, know)
    if in_meld:
        keep = Keep.IN_MELD
    elif card.value >= 8 and not outs:
        keep = Keep.HIGH_DEAD
    elif card.value >= 8:
        keep = Keep.HIGH
    elif not outs:
        keep = Keep.DEAD
    else:
        keep = Keep.LEAST_USEFUL
    lowest, low = best_discards(hand)
    left = deadwood_points([c for c in hand if c != card])
    not_best: NotBest | None = None
    other: Card | None = None
    partner: Card | None = None
    if card not in lowest:  # the panel's "after the best discard" names another card: say why not that one
        other = max(lowest, key=lambda c: c.value)
        partners = live_partners(other, hand, know)
        if discard_danger(other, know) > discard_danger(card, know) + 0.1:
            not_best = NotBest.DANGER
        elif partners:
            not_best, partner = NotBest.PARTNER, partners[0]
        else:
            not_best = NotBest.DRAWS
    knock_gap: float | None = None
    knock_deadwood = 0
    if analysis is not None:
        knocks = [e for e in analysis.choices if isinstance(e.action, Knock)]
        if knocks:
            best_knock = min(knocks, key=lambda e: e.gap)
            knock_gap = best_knock.gap
            assert isinstance(best_knock.action, Knock)
            knock_deadwood = deadwood_points([c for c in hand if c != best_knock.action.card])
    return HintFacts(Why.DISCARD, card, keep=keep, outs=len(outs), danger=discard_danger(card, know),
                     lowest=tuple(lowest), low=low, left=left, not_best=not_best, other=other, partner=partner,
                     knock_gap=knock_gap, knock_deadwood=knock_deadwood)


def meld_outs(card: Card, hand: list[Card], know: Knowledge) -> set[Card]:
    """The unseen cards that lie in some meld of ``card`` that the hand plus unseen cards can still make."""
    live = set(know.unseen)
    mine = set(hand)
    have = mine | live
    outs: set[Card] = set()
    same = [c for c in DECK if c.rank == card.rank and c != card]
    for a in range(len(same)):
        for b in range(a + 1, len(same)):
            pair = (same[a], same[b])
            if all(c in have for c in pair):
                outs |= {c for c in pair if c in live}
    suit = [c for c in DECK if c.suit == card.suit]
    for start in range(card.rank - 2, card.rank + 1):
        run = [c for c in suit if start <= c.rank < start + 3]
        if len(run) == 3 and all(c in have for c in run if c != card):
            outs |= {c for c in run if c in live}
    return outs


def live_partners(card: Card, hand: list[Card], know: Knowledge) -> list[Card]:
    """Cards of the hand that could still make a meld with ``card`` (the third card unseen)."""
    out = []
    for other in hand:
        if other == card:
            continue
        near = other.rank == card.rank or (other.suit == card.suit and abs(other.rank - card.rank) <= 2)
        if near and _third_unseen(card, other, know):
            out.append(other)
    return out


def _third_unseen(a: Card, b: Card, know: Knowledge) -> bool:
    live = set(know.unseen)
    if a.rank == b.rank:
        return any(c.rank == a.rank and c not in (a, b) for c in live)
    lo, hi = sorted((a.rank, b.rank))
    needed = [r for r in (lo - 1, hi + 1, lo + 1) if 1 <= r <= 13 and r not in (a.rank, b.rank)]
    if hi - lo == 2:
        needed = [lo + 1]
    return any(c.suit == a.suit and c.rank in needed for c in live)
