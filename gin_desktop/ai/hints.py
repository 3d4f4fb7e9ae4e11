"""Hints for the human: the recommended action and a reason a person understands."""

from __future__ import annotations

from dataclasses import dataclass

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
)
from gin_desktop.core.melds import deadwood_points

from .base import Player
from .knowledge import Knowledge, discard_danger, infer
from .players import LevelPlayer


@dataclass(frozen=True)
class Hint:
    action: Action
    reason: str


def hint(view: PlayerView, player: Player | None = None) -> Hint:
    """What the Hard level would do in the human's place, and why."""
    advisor = player or LevelPlayer("hard", seed="hint")
    action = advisor.choose(view)
    return Hint(action, explain(view, action))


def explain(view: PlayerView, action: Action) -> str:
    hand = list(view.hand)
    top = view.top_discard
    if isinstance(action, LayOut):
        return "lay out your melds; your cards are laid off on the knocker's melds where they fit"
    if isinstance(action, BigGin):
        return "all 11 cards are in melds: go big gin"
    if isinstance(action, DrawDiscard) and top is not None:
        arrangement = best_arrangement([*hand, top])
        for meld in arrangement.melds:
            if top in meld.cards:
                return f"take {top.symbol}: it makes the meld {' '.join(c.symbol for c in meld.cards)}"
        return f"take {top.symbol}: it fits your hand better than an unknown stock card"
    if isinstance(action, (DrawStock, Pass)):
        what = "pass" if isinstance(action, Pass) else "draw from the stock"
        if top is None:
            return f"{what}"
        return f"{what}: {top.symbol} does not help your hand"
    if isinstance(action, Knock):
        rest = [c for c in hand if c != action.card]
        left = deadwood_points(rest)
        if left == 0:
            return f"discard {action.card.symbol} and go gin: every other card is in a meld"
        return (f"discard {action.card.symbol} and knock with {left} deadwood "
                f"(limit {view.knock_limit}): a good chance the opponent cannot undercut")
    if isinstance(action, Discard):
        return _discard_reason(view, action.card, hand)
    return str(action)


def _discard_reason(view: PlayerView, card: Card, hand: list[Card]) -> str:
    know = infer(view)
    arrangement = best_arrangement(hand)
    in_meld = any(card in m.cards for m in arrangement.melds)
    partners = _live_partners(card, hand, know)
    danger = discard_danger(card, know)
    parts: list[str] = []
    if in_meld:
        parts.append("it can leave a meld without raising your deadwood")
    elif card.value >= 8 and not partners:
        parts.append("highest unmatched card, no meld chance left")
    elif card.value >= 8:
        parts.append("a high unmatched card")
    elif not partners:
        parts.append("no meld chance left")
    else:
        parts.append("the least useful card for your melds")
    if danger < 0.1:
        parts.append("the opponent is unlikely to use it")
    elif danger > 0.4:
        parts.append("careful: the opponent may use it, but keeping it costs more")
    return f"discard {card.symbol}: " + "; ".join(parts)


def _live_partners(card: Card, hand: list[Card], know: Knowledge) -> list[Card]:
    """Cards in the hand that could still make a meld with ``card``."""
    out = []
    for other in hand:
        if other == card:
            continue
        if other.rank == card.rank or (other.suit == card.suit and abs(other.rank - card.rank) <= 2):
            out.append(other)
    return [c for c in out if _meld_still_possible(card, c, know)]


def _meld_still_possible(a: Card, b: Card, know: Knowledge) -> bool:
    live = set(know.unseen) | ({know.top} if know.top else set())
    if a.rank == b.rank:
        return any(c.rank == a.rank and c not in (a, b) and c in live for c in live)
    lo, hi = sorted((a.rank, b.rank))
    needed = [r for r in (lo - 1, hi + 1, lo + 1) if 1 <= r <= 13 and r not in (a.rank, b.rank)]
    return any(c.suit == a.suit and c.rank in needed for c in live)
