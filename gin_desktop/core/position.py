"""The position the table shows, as plain JSON: the match's scores and the hand being played.

A resume paints from it without replaying the game's earlier hands (the store keeps it beside
the action log, written in the same commit as each action). It holds the hand in progress as
what determines it, its deck order, dealer and its own actions, so even this part can never
describe an impossible hand: its actions go through the rules again (one hand, not the game).

The match built from a position is *provisional*: it has the scores, the hands won and the
hand in progress, but not the earlier hands' histories or the score sheet (their places in
:attr:`Match.hands` hold one closed stand-in). The store replaces it with the full replay
after the first paint, before any move is accepted (``gin_desktop.store.position``).
"""

from __future__ import annotations

from typing import Any, Final

from .actions import action_from_json, action_to_json
from .cards import Card, parse_cards
from .errors import GinError, LoadError
from .hand import Hand, Phase
from .match import Match
from .rules import Rules
from .scoring import dead_hand

POSITION_FORMAT: Final = 1
MAX_POSITION_ACTIONS: Final = 400  # far above a real hand (a wall hand has about 70 moves; only taking the
# discard again and again makes a longer one, which is then kept without a position)


def position_of(match: Match) -> dict[str, Any]:
    """The position after the last action of ``match`` (which has a hand dealt)."""
    hand = match.hand
    if hand is None:
        raise LoadError("a position needs a hand dealt")
    return {
        "format": POSITION_FORMAT,
        "hand": len(match.hands),
        "dealer": hand.dealer,
        "deck": [c.code for c in hand.deck],
        "actions": [action_to_json(a) for _, a in hand.history],
        "scores": list(match.scores),
        "won": list(match.hands_won),
    }


def _count(value: object, what: str, low: int = 0, high: int = 1_000_000) -> int:
    if type(value) is not int or not low <= value <= high:
        raise LoadError(f"{what} must be a number from {low} to {high}, got {value!r:.40}")
    return value


def _pair(value: object, what: str) -> list[int]:
    if not isinstance(value, list) or len(value) != 2:
        raise LoadError(f"{what} must be two numbers")
    return [_count(v, what) for v in value]


def _deck(value: object) -> list[Card]:
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        raise LoadError("the deck must be a list of 52 card texts")
    try:
        return parse_cards(value, count=52)
    except GinError as exc:
        raise LoadError(f"bad deck: {exc}") from exc


def _stand_in(rules: Rules, hand: Hand) -> Hand:
    """The one closed hand standing for the earlier hands of a provisional match (never shown)."""
    earlier = Hand(rules, hand.deck, hand.dealer)
    earlier.phase, earlier.result = Phase.DEAD, dead_hand("wall")
    return earlier


def match_at(rules: Rules, first_dealer: int, data: object) -> Match:
    """The provisional match of a position (see the module's text); raise :class:`LoadError`."""
    if not isinstance(data, dict) or data.get("format") != POSITION_FORMAT:
        raise LoadError("not a position of a known format")
    number = _count(data.get("hand"), "the hand number", 1, 100_000)
    dealer = data.get("dealer")
    if type(dealer) is not int or dealer not in (0, 1):
        raise LoadError(f"the dealer must be seat 0 or 1, got {dealer!r:.40}")
    actions = data.get("actions")
    if not isinstance(actions, list) or len(actions) > MAX_POSITION_ACTIONS:
        raise LoadError("the hand's actions must be a list")
    match = Match(rules, first_dealer)
    hand = Hand(rules, _deck(data.get("deck")), dealer)
    for i, raw in enumerate(actions):
        try:
            hand.apply(action_from_json(raw))
        except GinError as exc:
            raise LoadError(f"action {i + 1} of the position cannot be played: {str(exc)[:120]}") from exc
    match.scores = _pair(data.get("scores"), "the scores")
    match.hands_won = _pair(data.get("won"), "the hands won")
    if max(match.scores) >= rules.target:
        raise LoadError("the position's scores end the game, but it is not over")
    match.hands = [_stand_in(rules, hand)] * (number - 1) + [hand]
    return match
