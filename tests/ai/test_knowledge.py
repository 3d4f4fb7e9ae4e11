"""The opponent model: what a seat infers from the public history."""

from __future__ import annotations

from gin_desktop.ai.knowledge import discard_danger, infer
from gin_desktop.core import Discard, DrawDiscard, DrawStock, Hand, Pass, Rules, parse_card, view_of
from tests.ai.test_players import deal


def c(text: str):  # type: ignore[no-untyped-def]
    return parse_card(text)


def started() -> Hand:
    # Seat 0 (non-dealer) passes 9S; seat 1 (dealer) takes it and discards 4C.
    hand = deal("7C 7D 2S 4S 9H JD KC QS 5C 3H", "AS AD 6H 8D TC TS JH KH QH 4C", "9S", stock="2C 3C")
    hand.apply(Pass())
    hand.apply(DrawDiscard())
    hand.apply(Discard(c("4C")))
    return hand


def test_known_cards_and_unseen_count() -> None:
    know = infer(view_of(started(), 0))
    assert know.opp_known == {c("9S")}
    assert know.top == c("4C")
    # 52 - my 10 - pile (4C) - known 9S = 40 unseen; 9 of the opponent's 10 cards are unknown.
    assert len(know.unseen) == 40
    assert know.opp_unknown == 9
    assert abs(sum(know.opp_prob.values()) - 9) < 1e-6
    assert all(0 <= p <= 1 for p in know.opp_prob.values())


def test_taken_card_raises_odds_of_its_neighbours() -> None:
    know = infer(view_of(started(), 0))
    base = know.p_opp(c("2H"))  # unrelated to anything the opponent did
    assert know.p_opp(c("9D")) > base  # same rank as the 9S they took
    assert know.p_opp(c("TS")) > base  # next to it in suit
    assert know.p_opp(c("4D")) < base  # same rank as the 4C they threw
    assert know.p_opp(c("9S")) == 1.0
    assert know.p_opp(c("7C")) == 0.0  # in my own hand


def test_discarded_known_card_is_no_longer_held() -> None:
    hand = started()
    hand.apply(DrawStock())  # seat 0 draws 2C
    hand.apply(Discard(c("KC")))
    hand.apply(DrawStock())  # seat 1 draws 3C
    hand.apply(Discard(c("9S")))  # the card they took earlier
    know = infer(view_of(hand, 0))
    assert c("9S") not in know.opp_known
    assert know.opp_unknown == 10


def test_discard_danger_is_high_next_to_known_cards() -> None:
    know = infer(view_of(started(), 0))
    # The opponent holds 9S; 8S/TS are more dangerous than an unrelated card.
    assert discard_danger(c("TS"), know) > discard_danger(c("2H"), know)
    assert 0 <= discard_danger(c("2H"), know) < 0.5


def test_stock_draws_of_the_opponent_reveal_nothing() -> None:
    hand = Hand(Rules(), list(started().deck), 1)
    hand.apply(Pass())
    hand.apply(Pass())
    hand.apply(DrawStock())
    know = infer(view_of(hand, 1))
    assert know.opp_known == frozenset()
