"""Words for what is on the table, for screen readers and tooltips.

Qt does not expose graphics items to accessibility tools, so each card carries a
tooltip with its description and the table view's accessible description sums up
the whole table; both are refreshed on every change.
"""

from __future__ import annotations

from gin_desktop.core import Card, PlayerView, best_arrangement, deadwood_points
from gin_desktop.i18n import points_text, tr


def card_roles(cards: list[Card]) -> dict[Card, str]:
    """For each card: "part of a run", "part of a set" or "deadwood" (English keys; see :func:`describe_card`)."""
    roles = {c: "deadwood" for c in cards}
    for meld in best_arrangement(cards).melds:
        for c in meld.cards:
            roles[c] = f"part of a {meld.kind}"
    return roles


def describe_card(card: Card, view: PlayerView, roles: dict[Card, str]) -> str:
    """E.g. "seven of hearts, in your hand, part of a run"."""
    if card in view.hand:
        role = roles.get(card, "deadwood")
        texts = {"part of a run": tr("{card}, in your hand, part of a run"),
                 "part of a set": tr("{card}, in your hand, part of a set"),
                 "deadwood": tr("{card}, in your hand, deadwood")}
        text = texts.get(role, tr("{card}, in your hand, {role}"))
    elif card == view.top_discard:
        text = tr("{card}, on top of the discard pile")
    elif card in view.discard_pile:
        text = tr("{card}, in the discard pile")
    else:
        text = tr("{card}, laid out on the table")
    return text.format(card=card.name, role=roles.get(card, "deadwood"))


def describe_table(view: PlayerView) -> str:
    """One paragraph: your hand in order of melds, deadwood, the pile, the stock, the scores."""
    cards = list(view.hand)
    roles = card_roles(cards)
    melded = [c.symbol for c in cards if roles[c] != "deadwood"]
    loose = [c.symbol for c in cards if roles[c] == "deadwood"]
    none = tr("none")
    top = view.top_discard.name if view.top_discard else tr("empty")
    me, opp = view.seat, view.opponent
    return tr(
        "Your hand: {count} cards. In melds: {melded}. "
        "Deadwood: {deadwood}, {points}. "
        "Discard pile top: {top}. Stock: {stock} cards. "
        "The computer holds {computer_count} cards. "
        "Score: you {mine}, computer {theirs}."
    ).format(count=len(cards), melded=" ".join(melded) or none, deadwood=" ".join(loose) or none,
             points=points_text(deadwood_points(cards)), top=top, stock=view.stock_count,
             computer_count=view.opponent_card_count, mine=view.scores[me], theirs=view.scores[opp])
