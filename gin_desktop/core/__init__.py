"""The rules of gin rummy: pure Python, no Qt, no I/O.

Import the public names from here::

    from gin_desktop.core import Hand, Rules, parse_cards, deadwood_points
"""

from .actions import Action, BigGin, Discard, DrawDiscard, DrawStock, Knock, LayOut, Pass, parse_action
from .cards import DECK, Card, format_cards, parse_card, parse_cards, shuffled_deck
from .discards import best_discards, discard_deadwood
from .errors import (
    CardParseError,
    GinError,
    IllegalActionError,
    InvalidActionError,
    LoadError,
    MeldError,
    RulesError,
)
from .hand import Event, EventKind, Hand, Phase
from .layoffs import LayOff, Showdown, defender_showdown
from .match import BonusLine, Match, MatchResult, SheetEntry
from .melds import (
    Arrangement,
    Meld,
    best_arrangement,
    best_arrangements,
    deadwood_points,
)
from .refusals import Reason, Refused
from .rules import PRESET_TITLES, PRESETS, Rules, preset
from .scoring import HandResult
from .serialize import hand_from_json, hand_to_json, match_from_json, match_to_json
from .views import KnockSeen, PlayerView, knocks_by, view_of

__all__ = [
    "DECK", "PRESETS", "PRESET_TITLES", "Action", "Arrangement", "BigGin", "BonusLine", "Card",
    "CardParseError", "Discard", "DrawDiscard", "DrawStock", "Event", "EventKind", "GinError", "Hand",
    "HandResult", "IllegalActionError", "InvalidActionError", "Knock", "KnockSeen", "LayOff", "LayOut", "LoadError",
    "Match",
    "MatchResult", "Meld", "MeldError", "Pass", "Phase", "PlayerView", "Reason", "Refused", "Rules", "RulesError",
    "SheetEntry", "Showdown", "best_arrangement", "best_arrangements", "best_discards",
    "deadwood_points", "defender_showdown", "discard_deadwood", "format_cards", "hand_from_json",
    "hand_to_json", "knocks_by", "match_from_json", "match_to_json", "parse_action", "parse_card", "parse_cards",
    "preset", "shuffled_deck", "view_of",
]
