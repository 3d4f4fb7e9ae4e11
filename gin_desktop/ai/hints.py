"""Hints for the human: the recommended action and a reason a person understands.

The reasons are whole sentences through :func:`gin_desktop.i18n.tr` (which does not load
Qt), so a translation covers them like the rest of the player's texts.
"""

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
    best_discards,
)
from gin_desktop.core.melds import deadwood_points
from gin_desktop.i18n import tr

from .base import Player
from .knowledge import Knowledge, discard_danger, infer
from .players import LevelPlayer


@dataclass(frozen=True)
class Hint:
    action: Action
    reason: str


def advisor(level: str | None = None) -> Player:
    """The player whose move a hint gives: Expert when the player chose Expert, else Hard."""
    if level == "expert":
        from .expert import ExpertPlayer

        return ExpertPlayer(seed="hint")
    return LevelPlayer("hard", seed="hint")


def hint(view: PlayerView, player: Player | None = None) -> Hint:
    """What ``player`` (by default the Hard level) would do in the human's place, and why."""
    advisor_ = player or advisor()
    action = advisor_.choose(view)
    return Hint(action, explain(view, action))


def explain(view: PlayerView, action: Action) -> str:
    hand = list(view.hand)
    top = view.top_discard
    if isinstance(action, LayOut):
        return tr("lay out your melds; your cards are laid off on the knocker's melds where they fit")
    if isinstance(action, BigGin):
        return tr("all 11 cards are in melds: go big gin")
    if isinstance(action, DrawDiscard) and top is not None:
        arrangement = best_arrangement([*hand, top])
        for meld in arrangement.melds:
            if top in meld.cards:
                return tr("take {card}: it makes the meld {meld}").format(
                    card=top.symbol, meld=" ".join(c.symbol for c in meld.cards))
        return tr("take {card}: it fits your hand better than an unknown stock card").format(card=top.symbol)
    if isinstance(action, Pass):
        if top is None:
            return tr("pass")
        return tr("pass: {card} does not help your hand").format(card=top.symbol)
    if isinstance(action, DrawStock):
        if top is None:
            return tr("draw from the stock")
        return tr("draw from the stock: {card} does not help your hand").format(card=top.symbol)
    if isinstance(action, Knock):
        rest = [c for c in hand if c != action.card]
        left = deadwood_points(rest)
        if left == 0:
            return tr("discard {card} and go gin: every other card is in a meld").format(card=action.card.symbol)
        return tr("discard {card} and knock with {deadwood} deadwood (limit {limit}): a good chance the opponent "
                  "cannot undercut").format(card=action.card.symbol, deadwood=left, limit=view.knock_limit)
    if isinstance(action, Discard):
        reason = _discard_reason(view, action.card, hand)
        knocks = [a.card for a in view.legal_actions if isinstance(a, Knock)]
        if knocks:  # the player may wonder why not knock: the Hard level's reason for waiting
            lowest = min(deadwood_points([c for c in hand if c != k]) for k in knocks)
            reason += tr("; ") + tr("a knock with {deadwood} now is often undercut: play on for a lower count").format(
                deadwood=lowest)
        return reason
    return str(action)


def _discard_reason(view: PlayerView, card: Card, hand: list[Card]) -> str:
    know = infer(view)
    arrangement = best_arrangement(hand)
    in_meld = any(card in m.cards for m in arrangement.melds)
    partners = _live_partners(card, hand, know)
    danger = discard_danger(card, know)
    parts: list[str] = []
    if in_meld:
        parts.append(tr("it can leave a meld without raising your deadwood"))
    elif card.value >= 8 and not partners:
        parts.append(tr("highest unmatched card, no meld chance left"))
    elif card.value >= 8:
        parts.append(tr("a high unmatched card"))
    elif not partners:
        parts.append(tr("no meld chance left"))
    else:
        parts.append(tr("the least useful card for your melds"))
    if danger < 0.1:
        parts.append(tr("the opponent is unlikely to use it"))
    elif danger > 0.4:
        parts.append(tr("careful: the opponent may use it, but keeping it costs more"))
    best, low = best_discards(hand)
    if card not in best:  # the panel's "after the best discard" names another card: say why not that one
        parts.append(_why_not_best(card, best, low, hand, know))
    return tr("discard {card}: {reasons}").format(card=card.symbol, reasons=tr("; ").join(parts))


def _why_not_best(card: Card, best: list[Card], low: int, hand: list[Card], know: Knowledge) -> str:
    """Why the hint keeps the card whose discard would leave the least deadwood (``low``)."""
    other = max(best, key=lambda c: c.value)
    left = deadwood_points([c for c in hand if c != card])
    if discard_danger(other, know) > discard_danger(card, know) + 0.1:
        text = tr("{other} would leave {low} deadwood (this leaves {left}), but the opponent is likely to use it")
    elif _live_partners(other, hand, know):
        partner = _live_partners(other, hand, know)[0]
        return tr("{other} would leave {low} deadwood (this leaves {left}), but {other} with {partner} can still "
                  "make a meld").format(other=other.symbol, low=low, left=left, partner=partner.symbol)
    else:
        text = tr("{other} would leave {low} deadwood (this leaves {left}), but keeping it gives better chances "
                  "over the next draws")
    return text.format(other=other.symbol, low=low, left=left)


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
