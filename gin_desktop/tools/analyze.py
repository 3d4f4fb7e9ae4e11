"""``analyze``: the minimum-deadwood arrangement of one hand per line.

Input lines (ended by LF, CRLF or a lone CR; at most :data:`MAX_LINE` characters, a longer line is
skipped and reported, quoting only its start) are cards separated by spaces
(``AS 2S 3S 7H 7D 7C KH QD 9C 4D``); each
output line is JSON with ``cards``, ``melds``, ``deadwood`` and ``deadwood_points``,
plus ``best_discards`` and ``deadwood_after_discard`` for an 11-card hand.

The command writes each line with :func:`analyze_text`, which spells the JSON out
directly (card codes need no escaping) and gives exactly what ``json.dumps`` of
:func:`analyze_line`'s object gives; a test holds the two together.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any, TextIO

from gin_desktop.core import Card, CardParseError, best_arrangement, best_discards, parse_cards
from gin_desktop.core.cards import DECK, mask_of
from gin_desktop.core.discards import discard_counts
from gin_desktop.core.melds import deadwood_of_mask

from .lines import process_lines, quoted_start

MAX_CARDS = 11
MAX_LINE = 4096  # characters of an input line (a hand of 11 cards takes 32): a longer one is refused unread


def analyze_line(text: str) -> dict[str, Any]:
    cards = parse_cards(text)
    if len(cards) > MAX_CARDS:
        raise CardParseError(f"a hand has at most {MAX_CARDS} cards, got {len(cards)} in {quoted_start(text)}")
    arrangement = best_arrangement(cards)
    out: dict[str, Any] = {"cards": [c.code for c in cards], **arrangement.to_json()}
    if len(cards) == MAX_CARDS:
        discards, after = best_discards(cards)
        out["best_discards"] = [c.code for c in discards]
        out["deadwood_after_discard"] = after
    return out


_QUOTED = tuple(f'"{c.code}"' for c in DECK)  # by card index: each card's code as a JSON string


def _codes(cards: Sequence[Card]) -> str:
    return "[" + ", ".join([_QUOTED[c.suit * 13 + c.rank - 1] for c in cards]) + "]"


def analyze_text(text: str) -> str:
    """The JSON text of :func:`analyze_line` for ``text`` (same errors), built directly."""
    cards = parse_cards(text)
    if len(cards) > MAX_CARDS:
        raise CardParseError(f"a hand has at most {MAX_CARDS} cards, got {len(cards)} in {quoted_start(text)}")
    arrangement = best_arrangement(cards)
    hand = mask_of(cards)
    melds = "[" + ", ".join([_codes(m.cards) for m in arrangement.melds]) + "]"
    # The arrangement is a minimum-deadwood one, so its count is the hand's minimum.
    line = (f'{{"cards": {_codes(cards)}, "melds": {melds}, "deadwood": {_codes(arrangement.deadwood)}, '
            f'"deadwood_points": {deadwood_of_mask(hand)}')
    if len(cards) == MAX_CARDS:
        counts = discard_counts(hand)  # in card order, as best_discards lists them
        after = min(dw for _, dw in counts)
        discards = [DECK[i] for i, dw in counts if dw == after]
        line += f', "best_discards": {_codes(discards)}, "deadwood_after_discard": {after}'
    return line + "}"


def add_parser(sub: Any) -> None:
    p = sub.add_parser("analyze", help="min-deadwood melds of one hand per stdin line (JSON lines out)")
    p.set_defaults(command="analyze")


def run(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    return process_lines(stdin, stdout, analyze_text, MAX_LINE)
