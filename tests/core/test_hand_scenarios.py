"""One hand, one edge case per test: deals are explicit, expected scores worked by hand.

Seats: the dealer is seat 1 and the non-dealer (who plays first) seat 0, unless a
test says otherwise. Card values: A = 1, pips at face value, J Q K = 10.
"""

from __future__ import annotations

import pytest

from gin_desktop.core import (
    Action,
    BigGin,
    CardParseError,
    Discard,
    DrawDiscard,
    DrawStock,
    Hand,
    IllegalActionError,
    Knock,
    LayOff,
    LayOut,
    Meld,
    Pass,
    Phase,
    Rules,
    RulesError,
    view_of,
)
from gin_desktop.text.score_text import reason_text

from .deals import card, cards, codes, make_deck, move_to_stock, play, play_to_third_last

ND, DL = 0, 1

# Melds AS 2S 3S, 7C 7D 7H, 9D TD JD; deadwood 5C = 5.
KNOCKER = "AS 2S 3S 7C 7D 7H 9D TD JD 5C"
# Melds 4H 5H 6H, QC QH QS; deadwood KC KD 8C 2D = 10 + 10 + 8 + 2 = 30. Nothing of it
# goes on KNOCKER's melds.
DEFENDER_30 = "4H 5H 6H QC QH QS KC KD 8C 2D"


def deal(nondealer: str, dealer: str, upcard: str | None = None, stock: str = "", rules: Rules | None = None) -> Hand:
    return Hand(rules or Rules(), make_deck(nondealer, dealer, upcard, stock), DL)


def deal_eleven(nondealer: str, dealer: str, stock: str = "") -> Hand:
    rules = Rules(opening="eleven")
    return Hand(rules, make_deck(nondealer, dealer, stock=stock, opening="eleven"), DL)


def meld_index(hand: Hand, text: str) -> int:
    assert hand.knocker_arrangement is not None
    return [m.code for m in hand.knocker_arrangement.melds].index(Meld.of(text).code)


def illegal(hand: Hand, action: Action) -> str:
    """Apply an action that must be refused; return the message."""
    before = (hand.phase, hand.current, len(hand.history))
    with pytest.raises(IllegalActionError) as info:
        hand.apply(action)
    assert (hand.phase, hand.current, len(hand.history)) == before  # nothing changed
    return str(info.value)


def knock_after_both_pass(hand: Hand, discard: str) -> None:
    """Both pass the upcard, the non-dealer draws the top stock card and knocks."""
    play(hand, "pass", "pass", "draw_stock", f"knock {discard}")
    assert hand.phase is Phase.SHOWDOWN and hand.current == DL
    play(hand, "lay_out")
    assert hand.phase is Phase.OVER


# -- the deal ---------------------------------------------------------------------------


def test_deal_follows_the_explicit_deck_order() -> None:
    hand = deal(KNOCKER, DEFENDER_30, "2H", "JC KH")
    assert sorted(hand.hands[ND]) == sorted(cards(KNOCKER))
    assert sorted(hand.hands[DL]) == sorted(cards(DEFENDER_30))
    assert hand.upcard == card("2H") and hand.discard_pile == [card("2H")]
    assert hand.stock[:2] == cards("JC KH")
    assert hand.stock_count == 31  # 52 − 2 × 10 − 1 upcard
    assert hand.phase is Phase.UPCARD_NONDEALER and hand.current == ND
    assert hand.legal_actions() == [DrawDiscard(), Pass()]


def test_dealer_seat_zero_makes_seat_one_the_non_dealer() -> None:
    hand = Hand(Rules(), make_deck(KNOCKER, DEFENDER_30, "2H"), 0)
    assert hand.nondealer == 1 and hand.current == 1
    assert sorted(hand.hands[1]) == sorted(cards(KNOCKER))


def test_bad_deck_or_dealer_is_refused() -> None:
    deck = make_deck(KNOCKER, DEFENDER_30, "2H")
    with pytest.raises(CardParseError, match="52 cards, got 51"):
        Hand(Rules(), deck[:51], DL)
    with pytest.raises(IllegalActionError, match="dealer must be seat 0 or 1, got 2"):
        Hand(Rules(), deck, 2)


# -- knock, undercut, lay-offs ---------------------------------------------------------------


def test_plain_knock_scores_the_difference() -> None:
    hand = deal(KNOCKER, DEFENDER_30, "2H", "JC")
    knock_after_both_pass(hand, "JC")
    r = hand.result
    assert r is not None
    # K = 5 (5C), D = 30 (KC KD 8C 2D): knocker scores 30 − 5 = 25.
    assert (r.kind, r.winner, r.points) == ("knock", ND, 25)
    assert (r.knocker_deadwood, r.defender_deadwood) == (5, 30)
    assert reason_text(r.reason) == "Knock: defender's deadwood 30 − knocker's deadwood 5 = 25"


def test_undercut_on_a_tie() -> None:
    # Defender melds 4H 5H 6H, QC QH QS, KC KD KS; deadwood 5D = 5 = K.
    hand = deal(KNOCKER, "4H 5H 6H QC QH QS KC KD KS 5D", "2H", "JC")
    knock_after_both_pass(hand, "JC")
    r = hand.result
    assert r is not None
    # Tie D = K = 5 is an undercut: defender scores 25 + (5 − 5) = 25.
    assert (r.kind, r.knocker, r.winner, r.points) == ("undercut", ND, DL, 25)
    assert (r.knocker_deadwood, r.defender_deadwood) == (5, 5)
    assert "tie" in reason_text(r.reason)


def test_undercut_reached_only_through_lay_offs() -> None:
    # Before lay-offs the defender has 8D = 8 > K = 5; 8D goes on 9D TD JD, leaving 0.
    hand = deal(KNOCKER, "4H 5H 6H QC QH QS KC KD KS 8D", "2H", "JC")
    knock_after_both_pass(hand, "JC")
    r = hand.result
    assert r is not None and r.defender is not None
    assert hand.deadwood(DL) == 8  # the defender's own count, before laying off
    assert r.defender.layoffs == (LayOff(card("8D"), meld_index(hand, "9D TD JD")),)
    # Undercut: 25 + (5 − 0) = 30.
    assert (r.kind, r.winner, r.points, r.defender_deadwood) == ("undercut", DL, 30, 0)


def test_chained_lay_offs_at_both_ends_of_two_runs() -> None:
    # 4S then 5S onto AS 2S 3S; QD then KD onto 9D TD JD. Own run 4H 5H 6H.
    # Deadwood before: 4 + 5 + 10 + 10 + 8 + 8 + 9 = 54; after: 8C 8H 9C = 25.
    hand = deal(KNOCKER, "4S 5S QD KD 4H 5H 6H 8C 8H 9C", "2H", "JC")
    knock_after_both_pass(hand, "JC")
    r = hand.result
    assert r is not None and r.defender is not None
    spades, diamonds = meld_index(hand, "AS 2S 3S"), meld_index(hand, "9D TD JD")
    assert {(lo.card.code, lo.meld_index) for lo in r.defender.layoffs} == {
        ("4S", spades), ("5S", spades), ("QD", diamonds), ("KD", diamonds),
    }
    assert codes(r.defender.arrangement.deadwood) == ["8C", "9C", "8H"]
    # Knock: 25 − 5 = 20.
    assert (r.kind, r.winner, r.points, r.defender_deadwood) == ("knock", ND, 20, 25)


def test_no_lay_off_on_gin() -> None:
    # 4S from the stock completes AS..4S; knocking 5C is gin. The defender's 8D (fits
    # 9D TD JD) and 7S (fourth 7) stay deadwood: 8 + 7 + 10 + 2 = 27.
    hand = deal(KNOCKER, "8D 7S 4H 5H 6H QC QH QS KC 2D", "2H", "4S")
    knock_after_both_pass(hand, "5C")
    r = hand.result
    assert r is not None and r.defender is not None
    assert r.defender.layoffs == ()
    # Gin: 25 + 27 = 52.
    assert (r.kind, r.winner, r.points, r.knocker_deadwood, r.defender_deadwood) == ("gin", ND, 52, 0, 27)


def test_gin_is_never_undercut_even_by_zero_deadwood() -> None:
    hand = deal(KNOCKER, "4H 5H 6H 8C 8H 8S QC QD QH QS", "2H", "4S")
    assert hand.deadwood(DL) == 0
    knock_after_both_pass(hand, "5C")
    r = hand.result
    assert r is not None
    # Gin with D = 0: 25 + 0 = 25 to the knocker; the defender scores nothing.
    assert (r.kind, r.winner, r.points, r.defender_deadwood) == ("gin", ND, 25, 0)


# -- big gin ---------------------------------------------------------------------------


BIG_GIN_HAND = "AS 2S 3S 7C 7D 7H 9D TD JD QD"  # all ten melded; the upcard 4S makes 11
BIG_GIN_DEFENDER = "8D 7S 4H 5H 6H QC QH QS KC 2D"  # deadwood 8 + 7 + 10 + 2 = 27, no lay-offs


def test_big_gin_with_the_upcard() -> None:
    hand = deal(BIG_GIN_HAND, BIG_GIN_DEFENDER, "4S")
    play(hand, "draw_discard")
    assert BigGin() in hand.legal_actions()
    play(hand, "big_gin", "lay_out")
    r = hand.result
    assert r is not None and r.knocker_arrangement is not None and r.defender is not None
    assert len(r.knocker_arrangement.cards) == 11
    assert len(hand.hands[ND]) == 11  # nothing discarded
    assert r.defender.layoffs == ()  # 8D and 7S would fit, but not against gin
    # Big gin: gin bonus 25 + big gin bonus 0 + 27 = 52.
    assert (r.kind, r.winner, r.points) == ("big_gin", ND, 52)


def test_big_gin_bonus_is_added() -> None:
    hand = deal(BIG_GIN_HAND, BIG_GIN_DEFENDER, "4S", rules=Rules(big_gin_bonus=31))
    play(hand, "draw_discard", "big_gin", "lay_out")
    assert hand.result is not None
    # 25 + 31 + 27 = 83.
    assert (hand.result.kind, hand.result.points) == ("big_gin", 83)
    assert "big gin bonus 31" in reason_text(hand.result.reason)


def test_big_gin_refused_when_the_option_is_off_but_gin_by_discarding_is_not() -> None:
    hand = deal(BIG_GIN_HAND, BIG_GIN_DEFENDER, "4S", rules=Rules(big_gin=False))
    play(hand, "draw_discard")
    assert BigGin() not in hand.legal_actions()
    message = illegal(hand, BigGin())
    assert "big gin is not allowed by these rules" in message
    # Throwing AS still leaves 2S 3S 4S: ordinary gin, 25 + 27 = 52.
    play(hand, "knock AS", "lay_out")
    assert hand.result is not None
    assert (hand.result.kind, hand.result.points) == ("gin", 52)


def test_big_gin_needs_all_eleven_melded() -> None:
    hand = deal(KNOCKER, DEFENDER_30, "2H", "4S")
    play(hand, "pass", "pass", "draw_stock")  # AS..4S, 7s, 9D..JD and stray 5C
    assert BigGin() not in hand.legal_actions()
    assert "big gin needs all 11 cards in melds" in illegal(hand, BigGin())


# -- the first turn --------------------------------------------------------------------------


def test_knocking_on_the_very_first_turn() -> None:
    # The non-dealer takes the upcard 5C and knocks KC at once: K = 5.
    # Defender 4H 5H 6H, QC QH QS; deadwood KD KS 8C 2D = 30, no lay-offs.
    hand = deal("AS 2S 3S 7C 7D 7H 9D TD JD KC", "4H 5H 6H QC QH QS KD KS 8C 2D", "5C")
    play(hand, "draw_discard")
    assert Knock(card("KC")) in hand.legal_actions()
    play(hand, "knock KC", "lay_out")
    assert len(hand.history) == 3
    r = hand.result
    assert r is not None
    # Knock: 30 − 5 = 25.
    assert (r.kind, r.winner, r.points) == ("knock", ND, 25)


def test_upcard_taken_cannot_be_discarded_that_turn() -> None:
    hand = deal("AS 2S 3S 7C 7D 7H 9D TD JD KC", "4H 5H 6H QC QH QS KS KD 8C 2D", "5C")
    play(hand, "draw_discard")
    assert Discard(card("5C")) not in hand.legal_actions()
    assert Knock(card("5C")) not in hand.legal_actions()
    message = illegal(hand, Discard(card("5C")))
    assert "discard 5C is not legal" in message
    assert "5C was just taken from the discard pile and cannot be discarded this turn" in message
    assert "legal: discard AS" in message and "knock KC" in message
    assert "was just taken" in illegal(hand, Knock(card("5C")))
    play(hand, "discard KC")  # any other card is fine
    assert hand.phase is Phase.DRAW and hand.current == DL


def test_both_pass_the_upcard_then_the_non_dealer_must_draw_from_the_stock() -> None:
    hand = deal(KNOCKER, DEFENDER_30, "2H", "JC")
    play(hand, "pass")
    assert (hand.phase, hand.current) == (Phase.UPCARD_DEALER, DL)
    play(hand, "pass")
    assert (hand.phase, hand.current) == (Phase.DRAW, ND)
    assert hand.legal_actions() == [DrawStock()]
    message = illegal(hand, DrawDiscard())
    assert "both players passed the upcard, so the non-dealer must draw from the stock" in message
    assert "legal: draw_stock" in message
    play(hand, "draw_stock", "discard JC")
    # From the second turn on the discard pile may be taken again.
    assert hand.current == DL and hand.legal_actions() == [DrawStock(), DrawDiscard()]
    play(hand, "draw_discard")
    assert card("JC") in hand.hands[DL]


def test_dealer_takes_the_upcard_after_the_non_dealer_passed_then_the_non_dealer_plays() -> None:
    hand = deal(KNOCKER, "4H 5H 6H QC QH QS KC KD 8C 2D", "KS")
    play(hand, "pass")
    assert hand.legal_actions() == [DrawDiscard(), Pass()]
    play(hand, "draw_discard")
    assert (hand.phase, hand.current, len(hand.hands[DL])) == (Phase.DISCARD, DL, 11)
    assert "was just taken" in illegal(hand, Discard(card("KS")))
    play(hand, "discard 8C")
    assert (hand.phase, hand.current) == (Phase.DRAW, ND)
    assert hand.legal_actions() == [DrawStock(), DrawDiscard()]
    play(hand, "draw_discard", "discard 5C")  # the non-dealer takes the dealer's discard
    assert card("8C") in hand.hands[ND]
    assert hand.current == DL and hand.discard_pile == cards("5C")


def test_dealer_may_knock_at_once_after_taking_the_upcard() -> None:
    # Dealer: AS 2S 3S, 7C 7D 7H, 9D TD JD + KH, takes 5C and knocks KH: K = 5.
    # Non-dealer (defender): 4H 5H 6H, QC QH QS, KC KD KS; deadwood 3D = 3.
    hand = deal("4H 5H 6H QC QH QS KC KD KS 3D", "AS 2S 3S 7C 7D 7H 9D TD JD KH", "5C")
    play(hand, "pass", "draw_discard", "knock KH")
    assert (hand.phase, hand.current) == (Phase.SHOWDOWN, ND)
    play(hand, "lay_out")
    r = hand.result
    assert r is not None
    # Undercut: 25 + (5 − 3) = 27 to the non-dealer.
    assert (r.kind, r.knocker, r.winner, r.points) == ("undercut", DL, ND, 27)


# -- the wall ----------------------------------------------------------------------------


WALL_ND = "AS 2S 3S 7C 7D 9D TD JD KC QH"  # 7C 7D, KC, QH loose: deadwood 34
WALL_DL = "4H 5H 6H QC QD QS 8C 8S 2D AD"  # 4H 5H 6H, QC QD QS; deadwood 8 + 8 + 2 + 1 = 19


def wall_hand(third_last: str, wall: str = "cancel") -> Hand:
    deck = move_to_stock(make_deck(WALL_ND, WALL_DL, "KH"), third_last, 28)
    return Hand(Rules(wall=wall), deck, DL)  # type: ignore[arg-type]


def test_wall_cancel_dead_hand_when_third_to_last_drawer_discards() -> None:
    hand = wall_hand("7H")
    play_to_third_last(hand, hand)
    assert (hand.stock_count, hand.phase, hand.current) == (3, Phase.DRAW, ND)  # 28 stock cards drawn
    last_two = hand.stock[1:]
    play(hand, "draw_stock")
    assert hand.stock_count == 2 and hand.phase is Phase.DISCARD
    play(hand, "discard 7H")
    assert hand.phase is Phase.DEAD and hand.is_over
    r = hand.result
    assert r is not None
    assert (r.kind, r.winner, r.points) == ("dead", None, 0)
    assert "wall" in reason_text(r.reason)
    # The last two stock cards were never drawn.
    assert hand.stock == last_two
    assert not set(last_two) & set(hand.hands[ND] + hand.hands[DL])
    assert hand.legal_actions() == []
    assert "the hand is over" in illegal(hand, DrawStock())


def test_knocking_at_the_wall_is_still_allowed() -> None:
    # The third-to-last card 7H completes 7C 7D 7H; knocking QH leaves KC = 10.
    hand = wall_hand("7H")
    play_to_third_last(hand, hand)
    play(hand, "draw_stock")
    assert Knock(card("QH")) in hand.legal_actions()
    play(hand, "knock QH", "lay_out")
    r = hand.result
    assert r is not None
    # Defender deadwood 8C 8S 2D AD = 19, nothing to lay off: knock 19 − 10 = 9.
    assert (r.kind, r.winner, r.points) == ("knock", ND, 9)


def test_wall_last_discard_can_be_taken_to_knock_at_once() -> None:
    # The non-dealer throws the third-to-last card 8D; the dealer takes it for 8C 8D 8S
    # and knocks 2D with AD = 1 left.
    hand = wall_hand("8D", "last_discard")
    play_to_third_last(hand, hand)
    play(hand, "draw_stock", "discard 8D")
    assert (hand.phase, hand.current, hand.stock_count) == (Phase.WALL_OFFER, DL, 2)
    assert hand.legal_actions() == [DrawDiscard(), Pass()]  # never the stock
    play(hand, "draw_discard")
    assert hand.must_go_out
    assert all(isinstance(a, Knock) for a in hand.legal_actions())
    message = illegal(hand, Discard(card("2D")))
    assert "the last discard was taken at the wall, so the player must knock or go gin" in message
    play(hand, "knock 2D", "lay_out")
    r = hand.result
    assert r is not None and r.defender is not None
    # Defender: AS 2S 3S, 9D TD JD; QH goes on QC QD QS; deadwood 7C 7D KC = 24.
    assert [lo.card.code for lo in r.defender.layoffs] == ["QH"]
    # Knock: 24 − 1 = 23 to the dealer.
    assert (r.kind, r.winner, r.points, r.knocker_deadwood, r.defender_deadwood) == ("knock", DL, 23, 1, 24)



def test_the_wall_duty_to_go_out_ends_with_the_knock() -> None:
    # Edge case: the hand keeps the flag, but once the knock is made the showdown's views no longer
    # say "must go out" (OpenSpiel's engine, which the referee compares view for view, agrees).
    hand = wall_hand("8D", "last_discard")
    play_to_third_last(hand, hand)
    play(hand, "draw_stock", "discard 8D", "draw_discard")
    assert view_of(hand, DL).must_go_out and not view_of(hand, ND).must_go_out
    play(hand, "knock 2D")
    assert hand.phase == Phase.SHOWDOWN
    assert not view_of(hand, hand.current).must_go_out

def test_wall_last_discard_declined_cancels_the_hand() -> None:
    hand = wall_hand("8D", "last_discard")
    play_to_third_last(hand, hand)
    play(hand, "draw_stock", "discard 8D", "pass")
    assert hand.phase is Phase.DEAD
    assert hand.result is not None and hand.result.kind == "dead"
    assert "last discard was not taken" in reason_text(hand.result.reason)
    assert hand.stock_count == 2


def test_wall_last_discard_cannot_be_taken_when_going_out_is_impossible() -> None:
    # 7H is no use to the dealer: only pass is legal, and that cancels.
    hand = wall_hand("7H", "last_discard")
    play_to_third_last(hand, hand)
    play(hand, "draw_stock", "discard 7H")
    assert hand.phase is Phase.WALL_OFFER
    assert hand.legal_actions() == [Pass()]
    message = illegal(hand, DrawDiscard())
    assert "only to knock or go gin at once, and that is not possible" in message
    assert "legal: pass" in message
    play(hand, "pass")
    assert hand.phase is Phase.DEAD


# -- Oklahoma ---------------------------------------------------------------------------------


OKLAHOMA = Rules(oklahoma=True)


def test_oklahoma_ace_upcard_allows_only_gin() -> None:
    hand = deal("2S 3S 4S 7C 7D 7H 9D TD JD 5C", DEFENDER_30, "AC", "8H 9C 5S", OKLAHOMA)
    assert (hand.knock_limit, hand.multiplier) == (0, 1)
    play(hand, "pass", "pass", "draw_stock")
    assert not any(isinstance(a, Knock) for a in hand.legal_actions())
    message = illegal(hand, Knock(card("8H")))
    assert "only gin may end this hand and discarding 8H leaves 5 deadwood" in message
    play(hand, "discard 8H", "draw_stock", "discard 9C", "draw_stock")  # 5S: 2S..5S
    play(hand, "knock 5C", "lay_out")
    r = hand.result
    assert r is not None
    # Gin: 25 + 30 = 55.
    assert (r.kind, r.winner, r.points) == ("gin", ND, 55)


def test_oklahoma_seven_upcard_sets_knock_limit_seven() -> None:
    # Melds AS 2S 3S, 8C 8S 8H, 9D TD JD; 7C = 7 loose, KS drawn.
    hand = deal("AS 2S 3S 8C 8S 8H 9D TD JD 7C", "4H 5H 6H QC QH QS KC 5D 9C 2D", "7D", "KS", OKLAHOMA)
    assert (hand.knock_limit, hand.multiplier) == (7, 1)
    play(hand, "pass", "pass", "draw_stock")
    message = illegal(hand, Knock(card("7C")))
    assert "discarding 7C leaves 10 deadwood, over the knock limit 7" in message
    assert Knock(card("KS")) in hand.legal_actions()
    play(hand, "knock KS", "lay_out")
    r = hand.result
    assert r is not None
    # Defender deadwood KC 5D 9C 2D = 26, nothing to lay off: knock 26 − 7 = 19.
    assert (r.kind, r.winner, r.points, r.knocker_deadwood) == ("knock", ND, 19, 7)


def test_oklahoma_face_upcard_sets_knock_limit_ten() -> None:
    # KC is the only loose card: deadwood 10, exactly the limit for a king upcard.
    hand = deal("AS 2S 3S 7C 7D 7H 9D TD JD KC", "4H 5H 6H QC QH QS KD KS 8C 2D", "KH", "2C", OKLAHOMA)
    assert (hand.knock_limit, hand.multiplier) == (10, 1)
    play(hand, "pass", "pass", "draw_stock", "knock 2C", "lay_out")
    r = hand.result
    assert r is not None
    # Defender KD KS 8C 2D = 30: 30 − 10 = 20.
    assert (r.kind, r.points) == ("knock", 20)


def test_oklahoma_spade_upcard_doubles_gin_and_its_bonus() -> None:
    hand = deal(KNOCKER, DEFENDER_30, "9S", "4S", OKLAHOMA)
    assert (hand.knock_limit, hand.multiplier) == (9, 2)
    knock_after_both_pass(hand, "5C")
    r = hand.result
    assert r is not None
    # Gin: (25 + 30) × 2 = 110.
    assert (r.kind, r.points, r.multiplier) == ("gin", 110, 2)
    assert "spade upcard" in reason_text(r.reason)


def test_oklahoma_spade_upcard_doubles_a_knock() -> None:
    hand = deal(KNOCKER, DEFENDER_30, "9S", "JC", OKLAHOMA)
    knock_after_both_pass(hand, "JC")
    assert hand.result is not None
    # (30 − 5) × 2 = 50.
    assert (hand.result.kind, hand.result.points) == ("knock", 50)


def test_oklahoma_spade_upcard_doubles_an_undercut() -> None:
    hand = deal(KNOCKER, "4H 5H 6H QC QH QS KC KD KS 3D", "9S", "JC", OKLAHOMA)
    knock_after_both_pass(hand, "JC")
    assert hand.result is not None
    # (25 + (5 − 3)) × 2 = 54 to the defender.
    assert (hand.result.kind, hand.result.winner, hand.result.points) == ("undercut", DL, 54)


def test_oklahoma_ace_of_spades_means_gin_only_and_doubled() -> None:
    hand = deal("2S 3S 4S 7C 7D 7H 9D TD JD 5C", DEFENDER_30, "AH", "5S", OKLAHOMA)
    assert hand.multiplier == 1  # control: a red ace does not double
    hand = deal("2S 3S 4S 7C 7D 7H 9D TD JD 5C", DEFENDER_30, "AS", "5S", OKLAHOMA)
    assert (hand.knock_limit, hand.multiplier) == (0, 2)
    knock_after_both_pass(hand, "5C")
    assert hand.result is not None
    # (25 + 30) × 2 = 110.
    assert (hand.result.kind, hand.result.points) == ("gin", 110)


def test_oklahoma_with_the_eleven_opening_is_refused() -> None:
    with pytest.raises(RulesError, match=r"Oklahoma .* needs the upcard opening"):
        Rules(oklahoma=True, opening="eleven")
    with pytest.raises(RulesError):
        Rules(opening="eleven").with_options(oklahoma=True)


def test_oklahoma_off_keeps_the_rules_knock_limit() -> None:
    hand = deal(KNOCKER, DEFENDER_30, "AH", "JC")  # an ace would mean gin only under Oklahoma
    assert (hand.knock_limit, hand.multiplier) == (10, 1)
    hand = deal(KNOCKER, DEFENDER_30, "4S", "JC")  # a spade would double
    assert (hand.knock_limit, hand.multiplier) == (10, 1)


# -- straight gin and knock limits ---------------------------------------------------------------


def test_straight_gin_refuses_a_knock_with_deadwood() -> None:
    hand = deal(KNOCKER, DEFENDER_30, "2H", "JC 9C 4S", Rules(straight_gin=True))
    assert hand.knock_limit == 0
    play(hand, "pass", "pass", "draw_stock")
    assert not any(isinstance(a, Knock) for a in hand.legal_actions())
    assert "only gin may end this hand and discarding JC leaves 5 deadwood" in illegal(hand, Knock(card("JC")))
    play(hand, "discard JC", "draw_stock", "discard 9C", "draw_stock")
    assert Knock(card("5C")) in hand.legal_actions()
    play(hand, "knock 5C", "lay_out")
    assert hand.result is not None
    # Gin: 25 + 30 = 55.
    assert (hand.result.kind, hand.result.points) == ("gin", 55)


def test_straight_gin_still_allows_big_gin() -> None:
    hand = deal(BIG_GIN_HAND, BIG_GIN_DEFENDER, "4S", rules=Rules(straight_gin=True))
    play(hand, "draw_discard")
    assert BigGin() in hand.legal_actions()
    play(hand, "big_gin", "lay_out")
    assert hand.result is not None
    # 25 + 0 + 27 = 52.
    assert (hand.result.kind, hand.result.points) == ("big_gin", 52)


def test_straight_gin_overrides_oklahoma_knock_limit() -> None:
    hand = deal(KNOCKER, DEFENDER_30, "7S", "JC", Rules(straight_gin=True, oklahoma=True))
    assert (hand.knock_limit, hand.multiplier) == (0, 2)


@pytest.mark.parametrize(("limit", "can_knock"), [(10, True), (5, True), (4, False), (0, False)])
def test_custom_knock_limit(limit: int, can_knock: bool) -> None:
    # After drawing JC the best knock leaves 5C = 5 deadwood.
    hand = deal(KNOCKER, DEFENDER_30, "2H", "JC", Rules(knock_limit=limit))
    play(hand, "pass", "pass", "draw_stock")
    assert hand.knock_limit == limit
    assert (Knock(card("JC")) in hand.legal_actions()) is can_knock
    if not can_knock:
        assert "5 deadwood" in illegal(hand, Knock(card("JC")))


@pytest.mark.parametrize("limit", [-1, 11])
def test_knock_limit_out_of_range_is_refused(limit: int) -> None:
    with pytest.raises(RulesError, match="knock_limit must be between 0 and 10"):
        Rules(knock_limit=limit)


# -- the eleven-card opening -------------------------------------------------------------------


def test_eleven_opening_non_dealer_discards_first_then_dealer_draws() -> None:
    hand = deal_eleven(KNOCKER + " KH", DEFENDER_30, "JC")
    assert hand.upcard is None and hand.discard_pile == []
    assert (len(hand.hands[ND]), len(hand.hands[DL]), hand.stock_count) == (11, 10, 31)
    assert (hand.phase, hand.current) == (Phase.DISCARD, ND)
    legal = hand.legal_actions()
    assert Pass() not in legal and DrawStock() not in legal and DrawDiscard() not in legal
    assert "draw_stock is not legal" in illegal(hand, DrawStock())
    play(hand, "discard KH")
    assert (hand.phase, hand.current) == (Phase.DRAW, DL)
    assert hand.legal_actions() == [DrawStock(), DrawDiscard()]
    play(hand, "draw_discard")
    assert card("KH") in hand.hands[DL]


def test_eleven_opening_non_dealer_may_knock_at_once() -> None:
    hand = deal_eleven(KNOCKER + " KH", DEFENDER_30)
    play(hand, "knock KH")
    assert (hand.phase, hand.current) == (Phase.SHOWDOWN, DL)
    play(hand, "lay_out")
    assert hand.result is not None
    # Knock: 30 − 5 = 25.
    assert (hand.result.kind, hand.result.winner, hand.result.points) == ("knock", ND, 25)


def test_eleven_opening_non_dealer_may_go_big_gin_with_the_dealt_cards() -> None:
    # Our reading of "big gin ... after the draw": with the eleven-card opening the
    # non-dealer's 11 dealt cards stand in for a drawn hand, so all 11 melded may go out.
    hand = deal_eleven("AS 2S 3S 4S 5S 7C 7D 7S JC JD JS", DEFENDER_30)
    assert BigGin() in hand.legal_actions()
    play(hand, "big_gin", "lay_out")
    assert hand.result is not None
    # Big gin: 25 + 0 (big gin bonus) + the defender's 30.
    assert (hand.result.kind, hand.result.winner, hand.result.points) == ("big_gin", ND, 55)

# -- the knocker's choice of melds --------------------------------------------------------------


# AH 2H 3H 4H + 4C 4D 4S, or AH 2H 3H + 4C 4D 4H 4S: both leave 2C 3S 5D = 10.
TIED = "AH 2H 3H 4H 4C 4D 4S 2C 3S 5D"
# Own 7C 7D 7H and 9S TS JS; loose 5H QC QD KH = 35. 5H fits only after a 4H-ended run.
TIED_DEFENDER = "5H 7C 7D 7H 9S TS JS QC QD KH"


def tied_hand() -> Hand:
    hand = deal(TIED, TIED_DEFENDER, "8C", "KC")
    play(hand, "pass", "pass", "draw_stock")
    return hand


def test_knocker_may_show_the_run_of_four_and_lets_5h_be_laid_off() -> None:
    hand = tied_hand()
    play(hand, "knock KC | AH 2H 3H 4H | 4C 4D 4S", "lay_out")
    r = hand.result
    assert r is not None and r.defender is not None
    assert [lo.card.code for lo in r.defender.layoffs] == ["5H"]
    # D = 35 − 5 = 30; knock 30 − 10 = 20.
    assert (r.kind, r.points, r.defender_deadwood) == ("knock", 20, 30)


def test_knocker_may_show_the_set_of_four_and_blocks_the_lay_off() -> None:
    hand = tied_hand()
    melds = (Meld.of("AH 2H 3H"), Meld.of("4C 4D 4H 4S"))
    hand.apply(Knock(card("KC"), melds))
    assert hand.knocker_arrangement is not None
    assert {m.code for m in hand.knocker_arrangement.melds} == {"AH 2H 3H", "4C 4D 4H 4S"}
    play(hand, "lay_out")
    r = hand.result
    assert r is not None and r.defender is not None
    assert r.defender.layoffs == ()
    # D = 35; knock 35 − 10 = 25.
    assert (r.kind, r.points, r.knocker_deadwood) == ("knock", 25, 10)


def test_knock_without_melds_uses_one_of_the_optimal_arrangements() -> None:
    hand = tied_hand()
    play(hand, "knock KC")
    assert hand.knocker_arrangement is not None
    assert {m.code for m in hand.knocker_arrangement.melds} in (
        {"AH 2H 3H 4H", "4C 4D 4S"}, {"AH 2H 3H", "4C 4D 4H 4S"},
    )
    assert hand.knocker_arrangement.deadwood_points == 10


def test_knocker_cannot_show_a_non_optimal_arrangement() -> None:
    hand = tied_hand()
    # AH 2H 3H + 4C 4D 4S leaves 4H loose: 14 deadwood.
    message = illegal(hand, Knock(card("KC"), (Meld.of("AH 2H 3H"), Meld.of("4C 4D 4S"))))
    assert "the melds shown leave 14 deadwood" in message
    assert "lowest-deadwood arrangement (10)" in message


def test_knocker_cannot_show_melds_it_does_not_hold_or_that_overlap() -> None:
    hand = tied_hand()
    assert "cannot show those melds" in illegal(hand, Knock(card("KC"), (Meld.of("5H 6H 7H"),)))
    overlap = (Meld.of("AH 2H 3H 4H"), Meld.of("4C 4D 4H"))
    assert "overlap" in illegal(hand, Knock(card("KC"), overlap))


# -- illegal actions ---------------------------------------------------------------------------


def test_illegal_action_names_the_phase_and_lists_legal_actions() -> None:
    hand = deal(KNOCKER, DEFENDER_30, "2H", "JC")
    message = illegal(hand, DrawStock())
    assert message == (
        "draw_stock is not legal: it is the non-dealer may take the upcard or pass (seat 0 to act); "
        "legal: draw_discard, pass"
    )


def test_illegal_discard_of_a_card_not_held() -> None:
    hand = deal(KNOCKER, DEFENDER_30, "2H", "JC")
    play(hand, "pass", "pass", "draw_stock")
    message = illegal(hand, Discard(card("KD")))
    assert "KD is not in the hand of seat 0" in message
    assert "legal: discard" in message and "knock JC" in message


def test_lay_out_before_a_knock_and_actions_after_the_end_are_illegal() -> None:
    hand = deal(KNOCKER, DEFENDER_30, "2H", "JC")
    assert "lay_out is not legal" in illegal(hand, LayOut())
    knock_after_both_pass(hand, "JC")
    assert "the hand is over" in illegal(hand, LayOut())
    assert hand.legal_actions() == []


def test_is_legal_agrees_with_apply() -> None:
    hand = deal(KNOCKER, DEFENDER_30, "2H", "JC")
    assert hand.is_legal(Pass()) and not hand.is_legal(DrawStock())


# -- what each player may see ---------------------------------------------------------------------


VIEW_ND = "AS 2S 3S 7C 7D 7H 9D TD JD KH"
VIEW_DL = "4H 5H 6H QC QH QS KC KD KS 5D"


def view_game(dealer_cards: str) -> Hand:
    """Non-dealer passes 2C; dealer takes it and throws 5D; non-dealer draws 8C from the
    stock and throws KH; dealer takes KH from the pile."""
    hand = deal(VIEW_ND, dealer_cards, "2C", "8C JC")
    play(hand, "pass", "draw_discard", "discard 5D", "draw_stock", "discard KH", "draw_discard")
    return hand


def test_view_shows_own_cards_and_public_history_only() -> None:
    hand = view_game(VIEW_DL)
    nd_view, dl_view = view_of(hand, ND), view_of(hand, DL)
    assert sorted(nd_view.hand) == sorted(hand.hands[ND])
    assert sorted(dl_view.hand) == sorted(hand.hands[DL])
    assert (nd_view.opponent_card_count, dl_view.opponent_card_count) == (11, 10)
    # The non-dealer's stock draw: its own view shows the card, the dealer's hides it.
    assert [(e.seat, e.card) for e in nd_view.events if e.action == "draw_stock"] == [(ND, card("8C"))]
    assert [(e.seat, e.card) for e in dl_view.events if e.action == "draw_stock"] == [(ND, None)]
    # The dealer's view holds no card of the non-dealer's that was not shown.
    seen_by_dealer = {e.card for e in dl_view.events if e.card} | set(dl_view.hand) | set(dl_view.discard_pile)
    assert card("8C") not in seen_by_dealer and card("8C") in hand.hands[ND]
    # Cards taken from the pile are public to both.
    assert nd_view.taken_by(DL) == dl_view.taken_by(DL) == tuple(cards("2C KH"))
    # The pass is recorded with the card declined.
    assert nd_view.passed_by(ND) == dl_view.passed_by(ND) == (card("2C"),)
    assert nd_view.discards == ((DL, card("5D")), (ND, card("KH")))
    # Only the player to act gets legal actions and the taken card.
    assert nd_view.legal_actions == () and not nd_view.my_turn
    assert dl_view.my_turn and dl_view.taken == card("KH")
    assert Discard(card("KH")) not in dl_view.legal_actions
    assert nd_view.knocker_arrangement is None and nd_view.result is None


def test_views_are_equal_when_only_hidden_cards_differ() -> None:
    # Swap a dealer card nobody has seen (QC) with a stock card (9H): the non-dealer's
    # view cannot tell the two games apart.
    a = view_game(VIEW_DL)
    b = view_game(VIEW_DL.replace("QC", "9H"))
    assert a.hands[DL] != b.hands[DL]
    assert view_of(a, ND) == view_of(b, ND)
    assert view_of(a, DL) != view_of(b, DL)


def test_view_reveals_the_showdown_once_the_knocker_lays_down() -> None:
    hand = deal(KNOCKER, DEFENDER_30, "2H", "JC")
    play(hand, "pass", "pass", "draw_stock", "knock JC")
    dl_view = view_of(hand, DL)
    assert dl_view.knocker == ND and dl_view.knocker_arrangement == hand.knocker_arrangement
    assert dl_view.result is None and dl_view.legal_actions == (LayOut(),)
    play(hand, "lay_out")
    assert view_of(hand, ND).result == hand.result
