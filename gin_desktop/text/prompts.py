"""What the status line says: always what the player can do now (no Qt here).

The text goes through :func:`gin_desktop.words.i18n.tr`, which translates once Qt is loaded.
"""

from __future__ import annotations

from gin_desktop.core import BigGin, EventKind, Knock, Phase, PlayerView, Reason, Refused
from gin_desktop.core.hand import Event
from gin_desktop.core.melds import deadwood_points
from gin_desktop.text.score_text import reason_text
from gin_desktop.words.i18n import tr


def prompt(view: PlayerView | None, thinking: bool = False) -> str:
    if view is None:
        return tr("Dealing…")
    me = view.seat
    if view.phase in (Phase.OVER, Phase.DEAD):
        result = view.result
        reason = reason_text(result.reason) if result else ""
        return tr("{reason}. Press Next hand (N) to continue.").format(reason=reason)
    if view.current != me or not view.legal_actions:
        if view.phase == Phase.SHOWDOWN:
            return tr("The computer lays out its melds and lays off on yours…")
        return tr("The computer is thinking…") if thinking else tr("The computer is playing…")
    phase = view.phase
    if phase in (Phase.UPCARD_NONDEALER, Phase.UPCARD_DEALER, Phase.DRAW, Phase.WALL_OFFER):
        said = opponent_turn(view)
        ask = _draw_prompt(view)
        return tr("{opponent_turn} {what_now}").format(opponent_turn=said, what_now=ask) if said else ask
    if phase == Phase.SHOWDOWN:
        return tr("Lay out your melds: your lay-offs are found for you.")
    return _discard_prompt(view)


def _draw_prompt(view: PlayerView) -> str:
    """The start of the player's turn: the upcard offer, the draw, or the offer at the wall."""
    top = view.top_discard
    phase = view.phase
    if phase in (Phase.UPCARD_NONDEALER, Phase.UPCARD_DEALER):
        return tr("Take the upcard {card} (drag it to your hand, or D) or pass (P).").format(
            card=top.symbol if top else "")
    if phase == Phase.DRAW:
        if len(view.legal_actions) == 1:
            return tr("Both passed the upcard: draw from the stock (click it, or S).")
        if top is None:
            return tr("Draw: the stock (S) or the discard from the discard pile (D).")
        return tr("Draw: the stock (S) or {card} from the discard pile (D).").format(card=top.symbol)
    if top is None:
        return tr("The stock is at the wall: take the discard only to go out (D), or pass (P).")
    return tr("The stock is at the wall: take {card} only to go out (D), or pass (P).").format(card=top.symbol)


def opponent_turn(view: PlayerView) -> str:
    """What the computer did since this seat last acted, in one sentence ("" if nothing to say).

    Its stock draws stay hidden (the view does not show their card); a pass is told
    only when it passed a card this seat may now take.
    """
    recent: list[Event] = []
    for event in reversed(view.events):
        if event.seat == view.seat:
            break
        recent.append(event)
    drew = next((e for e in reversed(recent) if e.action in (EventKind.DRAW_STOCK, EventKind.DRAW_DISCARD)), None)
    threw = next((e for e in reversed(recent) if e.action is EventKind.DISCARD and e.card is not None), None)
    if threw is not None and threw.card is not None:
        if drew is not None and drew.action is EventKind.DRAW_DISCARD and drew.card is not None:
            return tr("The computer took {taken} and discarded {card}.").format(
                taken=drew.card.symbol, card=threw.card.symbol)
        if drew is not None:
            return tr("The computer drew from the stock and discarded {card}.").format(card=threw.card.symbol)
        return tr("The computer discarded {card}.").format(card=threw.card.symbol)  # the 11-card opening
    passed = next((e for e in reversed(recent) if e.action is EventKind.PASS and e.card is not None), None)
    if passed is not None and passed.card is not None and drew is None and view.phase == Phase.UPCARD_DEALER:
        return tr("The computer passed on {card}.").format(card=passed.card.symbol)
    return ""


def _discard_prompt(view: PlayerView) -> str:
    knocks = [a for a in view.legal_actions if isinstance(a, Knock)]
    dw = deadwood_points(view.hand)
    if any(isinstance(a, BigGin) for a in view.legal_actions):
        return tr("All 11 cards are melded: go Big Gin (G), or discard.")
    if view.must_go_out:
        return tr("You took the last discard: knock or go gin now (drag a card to Knock).")
    if knocks:
        return (tr("You can go Gin: drag the card to Knock (or K).") if view.can_go_gin
                else tr("Discard (double-click, or drag to the pile), or knock: drag a card to Knock (K)."))
    return tr("Discard a card: double-click it or drag it to the pile. Deadwood {points} with 11 cards.").format(
        points=dw)


def refusal(refused: Refused, view: PlayerView | None) -> str:
    """Why the player's action is not allowed now, in plain words (the core's ``refused`` worded)."""
    card = refused.card.symbol if refused.card is not None else ""
    r = refused.reason
    if r is Reason.HAND_OVER:
        return tr("The hand is over: press Next hand.")
    if r is Reason.NOT_YOUR_TURN:
        return tr("Wait for the computer to play.")
    if r is Reason.NOT_IN_HAND:
        return tr("{card} is not in your hand.").format(card=card)
    if r is Reason.OFFER_FIRST:
        if refused.card is not None:  # a discard or knock while the upcard is on offer
            return tr("Take the upcard or pass first.")
        return tr("First take the upcard or pass.")
    if r is Reason.DRAW_FIRST:
        return tr("Draw a card first: from the stock or the pile.")
    if r is Reason.JUST_TAKEN:
        return tr("You just took {card} from the pile: discard a different card.").format(card=card)
    if r is Reason.MUST_GO_OUT:
        return tr("You took the last discard at the wall, so you must knock or go gin now.")
    if r is Reason.GIN_ONLY:
        return tr("Only gin ends this hand, and discarding {card} leaves {left} deadwood.").format(
            card=card, left=refused.deadwood)
    if r is Reason.OVER_KNOCK_LIMIT:
        return tr("Knocking needs {limit} or less deadwood; discarding {card} leaves {left}.").format(
            limit=refused.limit, card=card, left=refused.deadwood)
    if r is Reason.ALREADY_DRAWN:
        return tr("You have drawn already: now discard a card (or knock).")
    if r is Reason.FORCED_STOCK:
        return tr("Both players passed the upcard: draw from the stock.")
    if r is Reason.WALL_CANNOT_GO_OUT:
        return tr("The last discard may be taken only to go out at once, and it would not let you.")
    if r is Reason.NO_PASS:
        return tr("You can pass only on the upcard (or on the last discard at the wall).")
    if r in (Reason.BIG_GIN_NOT_MELDED, Reason.BIG_GIN_OFF):
        return tr("Big gin needs all 11 cards in melds.") if r is Reason.BIG_GIN_NOT_MELDED else tr(
            "These rules have no big gin.")
    if r is Reason.NOT_LOWEST:
        detail = tr("the melds shown leave {shown} deadwood, but the knocker must show a lowest-deadwood arrangement "
                    "({lowest}); for example {melds}").format(shown=refused.deadwood, lowest=refused.limit,
                                                              melds=refused.detail)
        return tr("Those melds cannot be shown: {detail}.").format(detail=detail)
    if r is Reason.BAD_MELDS:
        return tr("Those melds cannot be shown: {detail}.").format(detail=refused.detail)
    return prompt(view)


_ENDS_SENTENCE = (".", "!", "?", "…", ":", "。")
_CLOSERS = ")]»\"'”’"


def joined(message: str, prompt_text: str) -> str:
    """A message for the player's last action (a refusal, a hint) and then the prompt, as two
    sentences: a full stop goes between them unless the message ends with its own (also inside a
    closing bracket or quote), the way each language writes two sentences in a row."""
    message = message.rstrip()
    if not prompt_text:
        return message
    if not message:
        return prompt_text
    end = message.rstrip(_CLOSERS)
    if end.endswith(_ENDS_SENTENCE):
        return tr("{message} {prompt}").format(message=message, prompt=prompt_text)
    return tr("{message}. {prompt}").format(message=message, prompt=prompt_text)
