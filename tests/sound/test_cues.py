"""Which effects a snapshot calls for, from real hands of the rules core (no Qt): the computer's
moves and its gin, a dead hand, and changes that carry no move."""

from __future__ import annotations

from gin_desktop.core import Card, DrawStock, Hand, LayOut, Rules
from gin_desktop.core.actions import parse_action
from gin_desktop.core.views import view_of
from gin_desktop.sound.cues import AFTER_GIN, Cue, cues_for
from gin_desktop.sound.effects import Effect
from gin_desktop.values.snapshot import Move, Snapshot
from tests.core.deals import make_deck

HUMAN, COMPUTER = 0, 1  # the human is the non-dealer
GIN_READY = "AS 2S 3S 4H 5H 6H 7C 8C 9C KD"  # + the 10♣ upcard: gin, discarding the K♦
JUNK = "KC QH JS 9D 7H 5C 3D TS 8H 6D"


def snapshot(hand: Hand, move: Move | None, dealt: bool = False) -> Snapshot:
    view = view_of(hand, HUMAN)
    return Snapshot(view, view.hand, move, None, "medium", None, False, False, dealt=dealt)


def apply(hand: Hand, text: str) -> Snapshot:
    seat = hand.current
    action = parse_action(text)
    hand.apply(action)
    card = getattr(action, "card", None)
    return snapshot(hand, Move(seat, action, card if isinstance(card, Card) else None))


def test_the_computer_taking_the_upcard_and_going_gin_then_the_lost_hand() -> None:
    hand = Hand(Rules(), make_deck(JUNK, GIN_READY, upcard="TC"), COMPUTER)
    assert cues_for(snapshot(hand, None, dealt=True)) == (Cue(Effect.DEAL),)
    assert cues_for(snapshot(hand, None)) == ()  # a resume: the same table, no deal
    assert cues_for(apply(hand, "pass")) == ()
    assert cues_for(apply(hand, "draw_discard")) == (Cue(Effect.DRAW),)
    assert cues_for(apply(hand, "knock KD")) == (Cue(Effect.GIN),)  # the computer's gin, seen from the human's seat
    assert cues_for(apply(hand, "lay_out")) == (Cue(Effect.HAND_LOST),)


def test_a_hidden_stock_draw_by_the_computer_still_slides() -> None:
    hand = Hand(Rules(), make_deck(JUNK, GIN_READY, upcard="2D"), COMPUTER)
    apply(hand, "pass")
    apply(hand, "pass")
    seat = hand.current
    hand.apply(DrawStock())
    assert seat == HUMAN
    apply(hand, "discard KC")
    hand.apply(DrawStock())
    assert cues_for(snapshot(hand, Move(COMPUTER, DrawStock(), None))) == (Cue(Effect.DRAW),)


def test_big_gin_chimes_then_the_won_hand_once_the_defender_has_laid_out() -> None:
    hand = Hand(Rules(), make_deck("AS 2S 3S 4S 4H 5H 6H 7C 8C 9C", JUNK, upcard="TC"), COMPUTER)
    apply(hand, "draw_discard")  # 11 cards, all melded
    got = apply(hand, "big_gin")
    assert got.view is not None and got.view.result is None  # the defender lays out first
    assert cues_for(got) == (Cue(Effect.GIN),)
    hand.apply(LayOut())
    assert cues_for(snapshot(hand, Move(COMPUTER, LayOut(), None))) == (Cue(Effect.HAND_WON),)


def test_a_gin_that_ends_the_hand_in_one_move_lets_the_chime_ring_before_the_won_motif() -> None:
    hand = Hand(Rules(), make_deck("AS 2S 3S 4S 4H 5H 6H 7C 8C 9C", JUNK, upcard="TC"), COMPUTER)
    apply(hand, "draw_discard")
    hand.apply(parse_action("big_gin"))
    hand.apply(LayOut())  # (as if both had come in one change)
    both = snapshot(hand, Move(HUMAN, parse_action("big_gin"), None))
    assert cues_for(both) == (Cue(Effect.GIN), Cue(Effect.HAND_WON, AFTER_GIN))


def test_a_dead_hand_plays_nothing() -> None:
    rules = Rules()
    hand = Hand(rules, make_deck(JUNK, GIN_READY, upcard="2D"), COMPUTER)
    apply(hand, "pass")
    apply(hand, "pass")
    last = snapshot(hand, None)
    while not hand.is_over:  # both draw and throw the card they drew until the wall
        hand.apply(DrawStock())
        drawn = hand.hands[hand.current][-1]
        last = apply(hand, f"discard {drawn.code}")
    assert last.view is not None and last.view.result is not None and last.view.result.kind == "dead"
    assert cues_for(last) == (Cue(Effect.DISCARD),)  # the last discard's snap, and no result motif
