"""What the status line says: always what the player can do now (no Qt here)."""

from __future__ import annotations

from gin_desktop.core import Action, BigGin, Discard, DrawDiscard, DrawStock, Knock, Pass, Phase, PlayerView
from gin_desktop.core.melds import deadwood_points


def prompt(view: PlayerView | None, thinking: bool = False) -> str:
    if view is None:
        return "Dealing…"
    me = view.seat
    top = view.top_discard
    if view.phase in (Phase.OVER, Phase.DEAD):
        result = view.result
        reason = result.reason if result else ""
        return f"{reason}. Press Next hand (N) to continue."
    if view.current != me or not view.legal_actions:
        if view.phase == Phase.SHOWDOWN:
            return "The computer lays out its melds and lays off on yours…"
        return "The computer is thinking…" if thinking else "The computer is playing…"
    phase = view.phase
    if phase in (Phase.UPCARD_NONDEALER, Phase.UPCARD_DEALER):
        return f"Take the upcard {top.symbol if top else ''} (drag it to your hand, or D) or pass (P)."
    if phase == Phase.DRAW:
        if len(view.legal_actions) == 1:
            return "Both passed the upcard: draw from the stock (click it, or S)."
        return f"Draw: the stock (S) or {top.symbol if top else 'the discard'} from the discard pile (D)."
    if phase == Phase.WALL_OFFER:
        return f"The stock is at the wall: take {top.symbol if top else 'the discard'} only to go out (D), or pass (P)."
    if phase == Phase.SHOWDOWN:
        return "Lay out your melds: your lay-offs are found for you."
    # DISCARD
    knocks = [a for a in view.legal_actions if isinstance(a, Knock)]
    dw = deadwood_points(view.hand)
    if any(isinstance(a, BigGin) for a in view.legal_actions):
        return "All 11 cards are melded: go Big Gin (G), or discard."
    if view.must_go_out:
        return "You took the last discard: knock or go gin now (drag a card to Knock)."
    if knocks:
        gin = any(deadwood_points([c for c in view.hand if c != k.card]) == 0 for k in knocks)
        return ("You can go Gin: drag the card to Knock (or K)." if gin
                else "Discard (double-click, or drag to the pile), or knock: drag a card to Knock (K).")
    return f"Discard a card: double-click it or drag it to the pile. Deadwood {dw} with 11 cards."


def refusal(action: Action, view: PlayerView) -> str:
    """Why the player's ``action`` is not allowed now, in plain words, and what is."""
    phase, legal = view.phase, view.legal_actions
    offer = phase in (Phase.UPCARD_NONDEALER, Phase.UPCARD_DEALER)
    if isinstance(action, (Discard, Knock)):
        card = action.card
        if card not in view.hand:
            return f"{card.symbol} is not in your hand."
        if phase != Phase.DISCARD:
            return "Take the upcard or pass first." if offer else "Draw a card first: from the stock or the pile."
        if card == view.taken:
            return f"You just took {card.symbol} from the pile: discard a different card."
        if isinstance(action, Discard) and view.must_go_out:
            return "You took the last discard at the wall, so you must knock or go gin now."
        if isinstance(action, Knock):
            left = deadwood_points([c for c in view.hand if c != card])
            if view.knock_limit == 0:
                return f"Only gin ends this hand, and discarding {card.symbol} leaves {left} deadwood."
            return (f"Knocking needs {view.knock_limit} or less deadwood; "
                    f"discarding {card.symbol} leaves {left}.")
    if isinstance(action, (DrawStock, DrawDiscard)):
        if phase == Phase.DISCARD:
            return "You have drawn already: now discard a card (or knock)."
        if isinstance(action, DrawStock) and offer:
            return "First take the upcard or pass."
        if isinstance(action, DrawDiscard) and DrawStock() in legal:
            return "Both players passed the upcard: draw from the stock."
        if isinstance(action, DrawDiscard) and phase == Phase.WALL_OFFER:
            return "The last discard may be taken only to go out at once, and it would not let you."
    if isinstance(action, Pass):
        return "You can pass only on the upcard (or on the last discard at the wall)."
    if isinstance(action, BigGin):
        return "Big gin needs all 11 cards in melds."
    return prompt(view)
