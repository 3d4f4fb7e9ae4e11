"""``showdown``: score a knock against a defender's hand, one JSON object per line.

Input: ``{"knocker_melds": [["7S","8S","9S"], …], "knocker_deadwood": ["2H"],
"defender": [10 cards], "rules": "standard"}`` (``rules`` is a preset name or an
object of options; with Oklahoma add ``"upcard"``). The knocker's melds must be a
lowest-deadwood arrangement of the knocker's cards, as the rules require. A line is at most
64 K characters (longer ones are skipped and reported) and an input at most :data:`MAX_LINES` lines.
"""

from __future__ import annotations

import argparse
from typing import Any, TextIO

from gin_desktop.core import Arrangement, Card, LoadError, Meld, Rules, defender_showdown, parse_card, parse_cards
from gin_desktop.core.cards import format_cards
from gin_desktop.core.melds import deadwood_points
from gin_desktop.core.scoring import score_showdown
from gin_desktop.text.score_text import reason_text
from gin_desktop.values import limited_json

from .lines import process_lines

MAX_LINES = 100_000  # lines of one input (each at most limited_json's 64 K characters)


def _card_list(data: dict[str, Any], key: str) -> list[Card]:
    value = data.get(key, [])
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        raise LoadError(f"{key!r} must be a list of card texts")
    return parse_cards(value)


def showdown_line(text: str) -> dict[str, Any]:
    data = limited_json.loads(text)
    if not isinstance(data, dict):
        raise LoadError("each line must be a JSON object")
    rules = Rules.from_json(data.get("rules", "standard"))
    raw_melds = data.get("knocker_melds", [])
    if not isinstance(raw_melds, list):
        raise LoadError("'knocker_melds' must be a list of card lists")
    melds = [Meld.of(_card_list({"m": m}, "m")) for m in raw_melds]
    knocker_deadwood = _card_list(data, "knocker_deadwood")
    knocker_cards = [c for m in melds for c in m.cards] + knocker_deadwood
    defender = _card_list(data, "defender")
    if len(defender) != 10:
        raise LoadError(f"the defender holds 10 cards, got {len(defender)}")
    _check_distinct(knocker_cards, defender)
    big_gin = len(knocker_cards) == 11
    if len(knocker_cards) != 10 and not (big_gin and not knocker_deadwood and rules.big_gin):
        raise LoadError(f"the knocker shows {len(knocker_cards)} cards; a knock shows 10 (11 only for big gin)")
    arrangement = Arrangement.of(knocker_cards, melds)
    best = deadwood_points(knocker_cards)
    if arrangement.deadwood_points != best:
        raise LoadError(
            f"the knocker's melds leave {arrangement.deadwood_points} deadwood but {best} is possible; "
            "the knocker must show a lowest-deadwood arrangement"
        )
    limit, multiplier = _limit_and_multiplier(rules, data)
    if arrangement.deadwood_points > limit:
        raise LoadError(f"knocker deadwood {arrangement.deadwood_points} is over the knock limit {limit}")
    gin = arrangement.deadwood_points == 0
    result = score_showdown(
        rules, 0, arrangement, defender_showdown(arrangement.melds, defender, not gin), big_gin, multiplier
    )
    assert result.defender is not None
    shown = result.defender.arrangement
    return {
        "defender_melds": [[c.code for c in m.cards] for m in shown.melds],
        "layoffs": [
            {"card": lay.card.code, "meld": [c.code for c in arrangement.melds[lay.meld_index].cards]}
            for lay in result.defender.layoffs
        ],
        "defender_deadwood": [c.code for c in shown.deadwood],
        "defender_deadwood_points": shown.deadwood_points,
        "knocker_deadwood_points": arrangement.deadwood_points,
        "result": result.kind,
        "score": {"knocker": result.points if result.winner == 0 else 0,
                  "defender": result.points if result.winner == 1 else 0},
        "reason": reason_text(result.reason),
    }


def _check_distinct(knocker: list[Card], defender: list[Card]) -> None:
    seen: set[Card] = set()
    for card in knocker:
        if card in seen:
            raise LoadError(f"card {card.code} is used twice by the knocker")
        seen.add(card)
    both = seen.intersection(defender)
    if both:
        raise LoadError(f"cards held by both players: {format_cards(sorted(both))}")


def _limit_and_multiplier(rules: Rules, data: dict[str, Any]) -> tuple[int, int]:
    if rules.oklahoma and "upcard" not in data:
        raise LoadError("with Oklahoma rules give the first 'upcard' (it sets the knock limit)")
    return rules.hand_terms(parse_card(data["upcard"]) if "upcard" in data else None)


def add_parser(sub: Any) -> None:
    p = sub.add_parser("showdown", help="score a knock against a defender hand, one JSON object per stdin line")
    p.set_defaults(command="showdown")


def run(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    return process_lines(stdin, stdout, showdown_line, limited_json.MAX_CHARS, MAX_LINES)
