"""A finished hand, step by step, as plain values (no Qt): what each action was, in words,
and the table after it, both hands face up; with the deck and the deal's secret for the check.

The steps are rebuilt by replaying the hand's actions on a fresh
:class:`~gin_desktop.core.Hand` from its deck and dealer, so the replay is the hand as the
rules saw it. Only finished hands are replayed (the secret would show the deck).
"""

from __future__ import annotations

from dataclasses import dataclass

from gin_desktop.core import (
    Action,
    BigGin,
    Card,
    DrawDiscard,
    DrawStock,
    Hand,
    HandResult,
    Knock,
    LayOut,
    Match,
    Pass,
    Phase,
)
from gin_desktop.values.hand_order import SortMode, sort_cards
from gin_desktop.words.i18n import tr


@dataclass(frozen=True)
class Step:
    """The table after an action (or after the deal, for step 0)."""

    text: str  # what happened, in words
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]  # by seat, melds first
    top: Card | None  # top of the discard pile
    pile: int  # cards in the discard pile
    stock: int
    layoffs: frozenset[Card] = frozenset()


def say(seat: int, human: int, yours: str, computers: str, **values: object) -> str:
    """The player's sentence ("You draw …") or the computer's ("Computer draws …"), filled in."""
    return (yours if seat == human else computers).format(**values)


def describe(before: Phase, seat: int, action: Action, hand: Hand, human: int) -> str:
    """One action in words, from ``hand`` just after it was applied (``before``: the phase it was played in)."""
    event = hand.events[-1]
    card = event.card.symbol if event.card is not None else ""
    if isinstance(action, DrawStock):
        text = say(seat, human, tr("You draw from the stock ({card})"), tr("Computer draws from the stock ({card})"),
                    card=card)
    elif isinstance(action, DrawDiscard):
        if before in (Phase.UPCARD_NONDEALER, Phase.UPCARD_DEALER):
            text = say(seat, human, tr("You take the upcard {card}"), tr("Computer takes the upcard {card}"),
                        card=card)
        elif before == Phase.WALL_OFFER:
            text = say(seat, human, tr("You take the last discard {card} at the wall"),
                        tr("Computer takes the last discard {card} at the wall"), card=card)
        else:
            text = say(seat, human, tr("You take {card} from the discard pile"),
                        tr("Computer takes {card} from the discard pile"), card=card)
    elif isinstance(action, Knock):
        deadwood = hand.knocker_arrangement.deadwood_points if hand.knocker_arrangement is not None else 0
        if deadwood == 0:
            text = say(seat, human, tr("You go gin, discarding {card}"), tr("Computer goes gin, discarding {card}"),
                        card=card)
        else:
            text = say(seat, human, tr("You knock with {deadwood} deadwood, discarding {card}"),
                        tr("Computer knocks with {deadwood} deadwood, discarding {card}"), card=card, deadwood=deadwood)
    elif isinstance(action, BigGin):
        text = say(seat, human, tr("You go big gin"), tr("Computer goes big gin"))
    elif isinstance(action, LayOut):
        show = hand.result.defender if hand.result is not None else None
        laid = " ".join(lay.card.symbol for lay in show.layoffs) if show is not None else ""
        if show is None:
            text = say(seat, human, tr("You lay out"), tr("Computer lays out"))
        elif laid:
            text = say(seat, human, tr("You lay out, laying off {cards}, with {deadwood} deadwood"),
                        tr("Computer lays out, laying off {cards}, with {deadwood} deadwood"),
                        cards=laid, deadwood=show.deadwood_points)
        else:
            text = say(seat, human, tr("You lay out with {deadwood} deadwood"),
                        tr("Computer lays out with {deadwood} deadwood"), deadwood=show.deadwood_points)
    elif isinstance(action, Pass):
        if before is Phase.WALL_OFFER:
            text = say(seat, human, tr("You pass the last discard ({card})"),
                        tr("Computer passes the last discard ({card})"), card=card)
        else:
            text = say(seat, human, tr("You pass the upcard ({card})"), tr("Computer passes the upcard ({card})"),
                        card=card)
    else:
        text = say(seat, human, tr("You discard {card}"), tr("Computer discards {card}"), card=card)
    if hand.phase is Phase.DEAD:
        text = tr("{action} — the stock reached the wall: dead hand").format(action=text)
    elif hand.phase is Phase.WALL_OFFER:
        text = tr("{action} — the stock reached the wall").format(action=text)
    return text


def _snapshot(hand: Hand, text: str) -> Step:
    layoffs = frozenset(lay.card for lay in hand.result.defender.layoffs) if (
        hand.result is not None and hand.result.defender is not None) else frozenset()
    rows = (tuple(sort_cards(hand.hands[0], SortMode.MELDS)), tuple(sort_cards(hand.hands[1], SortMode.MELDS)))
    return Step(text, rows, hand.top_discard, len(hand.discard_pile), hand.stock_count, layoffs)


def replay_steps(played: Hand, human: int) -> list[Step]:
    """Step 0 (the deal) and the table after each action of ``played``, replayed from its deck."""
    hand = Hand(played.rules, played.deck, played.dealer)
    if hand.upcard is not None:
        opening = tr("the upcard is {card}").format(card=hand.upcard.symbol)
    else:
        opening = say(hand.nondealer, human, tr("You have 11 cards"), tr("Computer has 11 cards"))
    steps = [_snapshot(hand, say(hand.dealer, human, tr("You deal; {opening}"), tr("Computer deals; {opening}"),
                                  opening=opening))]
    for seat, action in played.history:
        before = hand.phase
        hand.apply(action)
        steps.append(_snapshot(hand, describe(before, seat, action, hand, human)))
    return steps


@dataclass(frozen=True)
class HandReplay:
    """A finished hand to replay: its steps, the deck it was dealt from and the deal's secret."""

    hand_number: int
    human: int
    steps: tuple[Step, ...]
    deck: tuple[Card, ...]
    secret: str | None  # None: dealt by an earlier version, without one
    result: HandResult | None


def hand_replay(match: Match, hand_number: int, human: int, secret: str | None) -> HandReplay:
    """The replay of hand ``hand_number`` (1-based) of ``match``; ValueError unless it is finished."""
    if not 1 <= hand_number <= len(match.hands) or not match.hands[hand_number - 1].is_over:
        raise ValueError(f"hand {hand_number} is not a finished hand of this game")
    played = match.hands[hand_number - 1]
    return HandReplay(hand_number, human, tuple(replay_steps(played, human)), played.deck, secret, played.result)
