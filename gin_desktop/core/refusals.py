"""Why an action is not legal, as data: the one place the rules say why not.

:meth:`gin_desktop.core.Hand.refusal` returns a :class:`Refused` (a :class:`Reason` and
the figures that go with it) for any illegal action; the core's own English messages
(:func:`describe`, used in :class:`~gin_desktop.core.IllegalActionError`) and the
player's translated sentences (:func:`gin_desktop.text.prompts.refusal`) both word that one
answer, and neither works the reason out again.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .cards import Card


class Reason(Enum):
    HAND_OVER = "hand_over"  # the hand is over: nothing is legal
    NOT_YOUR_TURN = "not_your_turn"  # (the session's: another seat is to act)
    NOT_IN_HAND = "not_in_hand"  # discarding or knocking with a card not held
    OFFER_FIRST = "offer_first"  # the upcard is on offer: take it or pass first
    DRAW_FIRST = "draw_first"  # a discard or knock before drawing
    ALREADY_DRAWN = "already_drawn"  # a draw when it is time to discard
    JUST_TAKEN = "just_taken"  # the card was just taken from the pile
    MUST_GO_OUT = "must_go_out"  # the last discard was taken at the wall: knock or gin only
    OVER_KNOCK_LIMIT = "over_knock_limit"  # knocking would leave too much deadwood
    GIN_ONLY = "gin_only"  # knock limit 0 (or straight gin): only gin ends the hand
    BIG_GIN_OFF = "big_gin_off"  # these rules have no big gin
    BIG_GIN_NOT_MELDED = "big_gin_not_melded"  # big gin needs all 11 cards in melds
    FORCED_STOCK = "forced_stock"  # both passed the upcard: the non-dealer draws from the stock
    WALL_CANNOT_GO_OUT = "wall_cannot_go_out"  # the last discard may be taken only to go out at once
    NO_PASS = "no_pass"  # passing is only for the upcard (or the last discard at the wall)
    BAD_MELDS = "bad_melds"  # the melds shown are not melds of these cards
    NOT_LOWEST = "not_lowest"  # the melds shown do not leave the lowest deadwood
    WRONG_PHASE = "wrong_phase"  # any other action that does not fit the phase


@dataclass(frozen=True, slots=True)
class Refused:
    """Why an action is refused: ``reason`` and, where it has them, the card, the deadwood it
    would leave, the knock limit, and a detail (the meld problem; for ``NOT_LOWEST`` the
    deadwood shown, the lowest deadwood in ``limit`` and a lowest arrangement's melds)."""

    reason: Reason
    card: Card | None = None
    deadwood: int | None = None
    limit: int | None = None
    detail: str = ""


def describe(refused: Refused, phase_help: str, seat: int) -> str:
    """The core's own English wording, for its error messages and the tools; the player's
    sentences are :func:`gin_desktop.text.prompts.refusal`'s."""
    card = refused.card.code if refused.card is not None else ""
    r = refused.reason
    d, limit, detail = refused.deadwood, refused.limit, refused.detail
    texts = {
        Reason.HAND_OVER: f"the hand is over ({phase_help})",
        Reason.NOT_YOUR_TURN: f"it is not the turn of seat {seat}",
        Reason.NOT_IN_HAND: f"{card} is not in the hand of seat {seat}",
        Reason.JUST_TAKEN: f"{card} was just taken from the discard pile and cannot be discarded this turn",
        Reason.MUST_GO_OUT: "the last discard was taken at the wall, so the player must knock or go gin",
        Reason.GIN_ONLY: f"only gin may end this hand and discarding {card} leaves {d} deadwood",
        Reason.OVER_KNOCK_LIMIT: f"discarding {card} leaves {d} deadwood, over the knock limit {limit}",
        Reason.BIG_GIN_OFF: "big gin is not allowed by these rules",
        Reason.BIG_GIN_NOT_MELDED: "big gin needs all 11 cards in melds",
        Reason.WALL_CANNOT_GO_OUT: "taking the last discard is allowed only to knock or go gin at once, and "
                                   "that is not possible",
        Reason.FORCED_STOCK: "both players passed the upcard, so the non-dealer must draw from the stock",
        Reason.BAD_MELDS: f"cannot show those melds: {detail}",
        Reason.NOT_LOWEST: f"the melds shown leave {d} deadwood, but the knocker must show a lowest-deadwood "
                           f"arrangement ({limit}); for example {detail}",
    }
    return texts.get(r, f"it is {phase_help} (seat {seat} to act)")
