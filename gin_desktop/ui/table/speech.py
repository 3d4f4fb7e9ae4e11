"""Words for what is on the table, for screen readers and tooltips.

Qt does not expose graphics items to accessibility tools, so each card carries a
tooltip with its description and the table view's accessible description sums up
the whole table; both are refreshed on every change.
"""

from __future__ import annotations

from gin_desktop.core import Card, PlayerView, best_arrangement, deadwood_points


def card_roles(cards: list[Card]) -> dict[Card, str]:
    """For each card: "part of a run", "part of a set" or "deadwood"."""
    roles = {c: "deadwood" for c in cards}
    for meld in best_arrangement(cards).melds:
        for c in meld.cards:
            roles[c] = f"part of a {meld.kind}"
    return roles


def describe_card(card: Card, view: PlayerView, roles: dict[Card, str]) -> str:
    """E.g. "seven of hearts, in your hand, part of a run"."""
    if card in view.hand:
        return f"{card.name}, in your hand, {roles.get(card, 'deadwood')}"
    if card == view.top_discard:
        return f"{card.name}, on top of the discard pile"
    if card in view.discard_pile:
        return f"{card.name}, in the discard pile"
    return f"{card.name}, laid out on the table"


def describe_table(view: PlayerView) -> str:
    """One paragraph: your hand in order of melds, deadwood, the pile, the stock, the scores."""
    cards = list(view.hand)
    roles = card_roles(cards)
    melded = [c.symbol for c in cards if roles[c] != "deadwood"]
    loose = [c.symbol for c in cards if roles[c] == "deadwood"]
    top = view.top_discard.name if view.top_discard else "empty"
    me, opp = view.seat, view.opponent
    return (
        f"Your hand: {len(cards)} cards. In melds: {' '.join(melded) or 'none'}. "
        f"Deadwood: {' '.join(loose) or 'none'}, {deadwood_points(cards)} points. "
        f"Discard pile top: {top}. Stock: {view.stock_count} cards. "
        f"The computer holds {view.opponent_card_count} cards. "
        f"Score: you {view.scores[me]}, computer {view.scores[opp]}."
    )
