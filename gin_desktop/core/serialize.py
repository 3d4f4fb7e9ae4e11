"""Plain JSON-compatible (de)serialisation of rules, hands and matches.

A hand is stored as what determines it, its rules, deck order, dealer and action
list, and is loaded by replaying those actions through the rules, so loaded data
can never describe an impossible state: anything wrong becomes a
:class:`LoadError` that says which part was bad. No pickle, nothing executed.
"""

from __future__ import annotations

from typing import Any

from .actions import action_from_json, action_to_json
from .cards import Card, parse_cards
from .errors import GinError, LoadError
from .hand import Hand
from .match import Match
from .rules import Rules

FORMAT_VERSION = 1


def rules_to_json(rules: Rules) -> dict[str, Any]:
    return rules.to_json()


def rules_from_json(data: object) -> Rules:
    try:
        return Rules.from_json(data)
    except (GinError, TypeError) as exc:
        raise LoadError(f"bad rules: {exc}") from exc


def _deck_from_json(data: object) -> list[Card]:
    if not isinstance(data, list) or not all(isinstance(c, str) for c in data):
        raise LoadError("a deck must be a list of 52 card texts")
    try:
        return parse_cards(data, count=52)
    except GinError as exc:
        raise LoadError(f"bad deck: {exc}") from exc


def _seat(data: object, what: str) -> int:
    if type(data) is not int or data not in (0, 1):
        raise LoadError(f"{what} must be seat 0 or 1, got {data!r:.40}")
    return data


def _hand_record(hand: Hand) -> dict[str, Any]:
    return {
        "dealer": hand.dealer,
        "deck": [c.code for c in hand.deck],
        "actions": [action_to_json(a) for _, a in hand.history],
    }


def _replay(hand: Hand, actions: object, apply: Any) -> None:
    if not isinstance(actions, list):
        raise LoadError("actions must be a list")
    for i, raw in enumerate(actions):
        action = action_from_json(raw)
        try:
            apply(action)
        except GinError as exc:
            raise LoadError(f"action {i + 1} ({action}) cannot be replayed: {exc}") from exc


def hand_to_json(hand: Hand) -> dict[str, Any]:
    return {"format": FORMAT_VERSION, "rules": rules_to_json(hand.rules), **_hand_record(hand)}


def hand_from_json(data: object) -> Hand:
    if not isinstance(data, dict):
        raise LoadError(f"a hand must be a JSON object, got {type(data).__name__}")
    rules = rules_from_json(data.get("rules", "standard"))
    hand = Hand(rules, _deck_from_json(data.get("deck")), _seat(data.get("dealer"), "dealer"))
    _replay(hand, data.get("actions", []), hand.apply)
    return hand


def match_to_json(match: Match) -> dict[str, Any]:
    return {
        "format": FORMAT_VERSION,
        "rules": rules_to_json(match.rules),
        "first_dealer": match.first_dealer,
        "hands": [_hand_record(h) for h in match.hands],
    }


def match_from_json(data: object) -> Match:
    if not isinstance(data, dict):
        raise LoadError(f"a match must be a JSON object, got {type(data).__name__}")
    if data.get("format", FORMAT_VERSION) != FORMAT_VERSION:
        raise LoadError(f"unknown match format {data.get('format')!r:.20}")
    match = Match(rules_from_json(data.get("rules")), _seat(data.get("first_dealer"), "first_dealer"))
    hands = data.get("hands", [])
    if not isinstance(hands, list):
        raise LoadError("hands must be a list")
    for n, record in enumerate(hands, start=1):
        if not isinstance(record, dict):
            raise LoadError(f"hand {n} must be an object")
        dealer = _seat(record.get("dealer"), f"hand {n} dealer")
        try:
            if dealer != match.next_dealer():
                raise LoadError(f"hand {n} names dealer {dealer}, but seat {match.next_dealer()} deals it")
            match.deal(_deck_from_json(record.get("deck")))
        except LoadError:
            raise
        except GinError as exc:
            raise LoadError(f"hand {n} cannot be dealt: {exc}") from exc
        _replay(match.hands[-1], record.get("actions", []), match.apply)
    return match
