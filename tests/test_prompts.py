"""The status line's account of the computer's last turn (``prompts.opponent_turn``),
scenario by scenario: what it took, what it threw, and what it must not give away."""

from __future__ import annotations

from gin_desktop.core import Hand, Rules, view_of
from gin_desktop.text.prompts import opponent_turn, prompt
from tests.core.deals import card, make_deck, play

NONDEALER = "AS 2S 3S 4H 5H 6H 7C 8C 9C KD"
DEALER = "KC QH JS 9D 7H 5C 3D TS 8H 6D"


def upcard_hand(dealer: int) -> Hand:
    """The computer is seat 1; ``dealer`` says who deals (the non-dealer holds NONDEALER).
    Upcard 2♦, stock top Q♠ then J♦."""
    return Hand(Rules(), make_deck(NONDEALER, DEALER, upcard="2D", stock="QS JD"), dealer)


def test_nothing_to_tell_before_the_computer_has_moved() -> None:
    hand = upcard_hand(dealer=1)  # the player (seat 0) is offered the upcard first
    view = view_of(hand, 0)
    assert opponent_turn(view) == ""
    assert prompt(view).startswith("Take the upcard 2♦")


def test_the_computer_passing_the_upcard_is_told_when_the_player_may_take_it() -> None:
    hand = upcard_hand(dealer=0)  # the computer, non-dealer, is offered it first
    play(hand, "pass")
    view = view_of(hand, 0)
    assert opponent_turn(view) == "The computer passed on 2♦."
    assert prompt(view) == "The computer passed on 2♦. Take the upcard 2♦ (drag it to your hand, or D) or pass (P)."


def test_after_both_passed_the_pass_is_not_repeated() -> None:
    hand = upcard_hand(dealer=1)
    play(hand, "pass", "pass")  # the player, then the computer
    view = view_of(hand, 0)
    assert opponent_turn(view) == ""
    assert prompt(view).startswith("Both passed the upcard")


def test_a_stock_draw_is_told_without_its_card() -> None:
    hand = upcard_hand(dealer=0)
    play(hand, "pass", "pass", "draw_stock")  # the computer (non-dealer) draws the Q♠ …
    play(hand, "discard KD")  # … and throws the K♦
    view = view_of(hand, 0)
    said = opponent_turn(view)
    assert said == "The computer drew from the stock and discarded K♦."
    assert card("QS").symbol not in said  # a stock card stays the computer's secret
    assert prompt(view).startswith(said + " Draw: the stock (S) or K♦")


def test_taking_the_upcard_names_both_cards() -> None:
    hand = upcard_hand(dealer=1)
    play(hand, "pass", "draw_discard", "discard TS")  # the computer (dealer) takes the 2♦
    assert opponent_turn(view_of(hand, 0)) == "The computer took 2♦ and discarded 10♠."


def test_only_the_computer_turn_since_the_player_last_acted() -> None:
    hand = upcard_hand(dealer=1)
    play(hand, "pass", "draw_discard", "discard TS")  # the computer's first turn
    play(hand, "draw_stock", "discard KD")  # the player's
    play(hand, "draw_stock", "discard KC")  # the computer's second
    assert opponent_turn(view_of(hand, 0)) == "The computer drew from the stock and discarded K♣."


def test_eleven_card_opening_first_discard_has_no_draw() -> None:
    rules = Rules(opening="eleven")
    deck = make_deck("KC QH JS 9D 7H 5C 3D TS 8H 6D 4C", NONDEALER, opening="eleven")
    hand = Hand(rules, deck, dealer=0)  # the computer (seat 1) holds 11 and discards first
    play(hand, "discard KC")
    assert opponent_turn(view_of(hand, 0)) == "The computer discarded K♣."


def test_nothing_is_told_on_the_player_own_discard_step() -> None:
    hand = upcard_hand(dealer=0)
    play(hand, "pass", "pass", "draw_stock", "discard KD", "draw_stock")
    view = view_of(hand, 0)
    assert prompt(view).startswith("Discard a card")  # the account was given at the draw
