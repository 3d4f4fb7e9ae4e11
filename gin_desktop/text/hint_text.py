"""A hint in words: the engine's move and the facts of :class:`gin_desktop.values.hint_facts.HintFacts`.

"discard K♣: highest unmatched card, no meld chance left; the opponent is unlikely to use it"
"""

from __future__ import annotations

from gin_desktop.core import Card
from gin_desktop.values.hint_facts import Hint, Keep, NotBest, Why
from gin_desktop.words.i18n import tr
from gin_desktop.words.numbers import decimal

from .review_text import choice_text


def hint_text(hint: Hint) -> str:
    facts = hint.facts
    card = facts.card.symbol if facts.card is not None else ""
    why = facts.why
    if why is Why.LAY_OUT:
        return tr("lay out your melds; your cards are laid off on the knocker's melds where they fit")
    if why is Why.BIG_GIN:
        text = tr("all 11 cards are in melds: go big gin")
    elif why is Why.TAKE_MELD:
        text = tr("take {card}: it makes the meld {meld}").format(card=card, meld=_cards(facts.meld))
    elif why is Why.TAKE_FITS:
        text = tr("take {card}: it fits your hand better than an unknown stock card").format(card=card)
    elif why is Why.PASS:  # (when the engine finds taking it about as good, it does not say "does not help")
        text = tr("pass: {card} does not help your hand").format(card=card) if facts.card and not facts.close \
            else tr("pass")
    elif why is Why.DRAW:
        text = (tr("draw from the stock: {card} does not help your hand").format(card=card)
                if facts.card and not facts.close else tr("draw from the stock"))
    elif why is Why.GIN:
        text = tr("discard {card} and go gin: every other card is in a meld").format(card=card)
    elif why is Why.KNOCK:
        text = tr("discard {card} and knock with {deadwood} deadwood (limit {limit}): knocking now is worth more "
                  "than playing on").format(card=card, deadwood=facts.deadwood, limit=facts.limit)
    elif why is Why.DISCARD:
        text = tr("discard {card}: {reasons}").format(card=card, reasons=tr("; ").join(_discard_parts(hint)))
    else:
        return str(hint.action)
    if facts.close and facts.runner_up is not None:
        top = facts.card if why in (Why.TAKE_MELD, Why.TAKE_FITS, Why.PASS, Why.DRAW) else None
        text += tr("; ") + tr("{other} is about as good").format(other=choice_text(facts.runner_up, top))
    return text


def _discard_parts(hint: Hint) -> list[str]:
    facts = hint.facts
    parts = [{
        Keep.IN_MELD: tr("it can leave a meld without raising your deadwood"),
        Keep.HIGH_DEAD: tr("highest unmatched card, no meld chance left"),
        Keep.HIGH: tr("a high unmatched card"),
        Keep.DEAD: tr("no meld chance left"),
        Keep.LEAST_USEFUL: tr("the least useful card for your melds"),
    }[facts.keep or Keep.LEAST_USEFUL]]
    if facts.danger < 0.1:
        parts.append(tr("the opponent is unlikely to use it"))
    elif facts.danger > 0.4:
        parts.append(tr("careful: the opponent may use it, but keeping it costs more"))
    if facts.not_best is not None and facts.other is not None:
        values = {"other": facts.other.symbol, "low": facts.low, "left": facts.left}
        if facts.not_best is NotBest.DANGER:
            parts.append(tr("{other} would leave {low} deadwood (this leaves {left}), but the opponent is likely to "
                            "use it").format(**values))
        elif facts.not_best is NotBest.PARTNER and facts.partner is not None:
            parts.append(tr("{other} would leave {low} deadwood (this leaves {left}), but {other} with {partner} can "
                            "still make a meld").format(partner=facts.partner.symbol, **values))
        else:
            parts.append(tr("{other} would leave {low} deadwood (this leaves {left}), but keeping it gives better "
                            "chances over the next draws").format(**values))
    if facts.knock_gap is not None:  # the player may wonder why not knock: the engine's figure
        parts.append(tr("playing on is worth about {points} points more than a knock with {deadwood} now").format(
            points=decimal(max(0.0, facts.knock_gap)), deadwood=facts.knock_deadwood))
    return parts


def _cards(cards: tuple[Card, ...]) -> str:
    return " ".join(c.symbol for c in cards)
