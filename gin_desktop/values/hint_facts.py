"""A hint as plain values: the engine's move and the facts of its reason (codes, cards, numbers).

:mod:`gin_desktop.ai.hints` makes them; :mod:`gin_desktop.text.hint_text` words them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from gin_desktop.core import Action, Card


class Why(StrEnum):
    """What the hint's reason says first."""

    LAY_OUT = "lay_out"
    BIG_GIN = "big_gin"
    GIN = "gin"
    KNOCK = "knock"
    TAKE_MELD = "take_meld"  # the card completes a meld
    TAKE_FITS = "take_fits"  # it fits the hand better than a stock card
    PASS = "pass"  # the upcard does not help
    DRAW = "draw"  # draw from the stock: the top discard does not help
    DISCARD = "discard"
    ONLY = "only"  # one legal choice


class Keep(StrEnum):
    """Why the discarded card is the one to let go."""

    IN_MELD = "in_meld"  # it can leave a meld without raising the deadwood
    HIGH_DEAD = "high_dead"  # a high unmatched card with no meld chance left
    HIGH = "high"  # a high unmatched card
    DEAD = "dead"  # no meld chance left
    LEAST_USEFUL = "least_useful"


class NotBest(StrEnum):
    """Why the hint keeps the card whose discard leaves the least deadwood."""

    DANGER = "danger"  # the opponent is likely to use it
    PARTNER = "partner"  # it can still make a meld with a card of the hand
    DRAWS = "draws"  # keeping it gives better chances over the next draws


@dataclass(frozen=True)
class HintFacts:
    why: Why
    card: Card | None = None  # the card taken, passed, discarded or knocked with
    meld: tuple[Card, ...] = ()  # the meld the card makes (take)
    deadwood: int = 0  # left after a knock
    limit: int = 0  # the knock limit
    keep: Keep | None = None
    outs: int = 0  # unseen cards that could still make a meld with the discarded card
    danger: float = 0.0  # chance the opponent can meld the discard, from the player's view
    lowest: tuple[Card, ...] = ()  # the discards leaving the least deadwood (the side panel's line)
    low: int = 0  # that least deadwood
    left: int = 0  # the deadwood the hint's discard leaves
    not_best: NotBest | None = None
    other: Card | None = None  # the lowest-deadwood card the hint keeps
    partner: Card | None = None
    knock_gap: float | None = None  # points playing on is worth more than the best knock
    knock_deadwood: int = 0
    runner_up: Action | None = None  # a choice about as good, worth naming beside the reason (hints._worth_naming)
    gap: float = 0.0  # points the pick is worth more than the runner-up (engine figures)
    close: bool = False  # the engine could not tell the pick and the runner-up apart


@dataclass(frozen=True)
class Hint:
    action: Action
    facts: HintFacts = field(default_factory=lambda: HintFacts(Why.ONLY))
    worlds: int = 0  # the worlds the engine played for it (0: no search)
