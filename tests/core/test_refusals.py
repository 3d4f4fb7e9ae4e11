"""Why an action is refused comes from the core as data (``Hand.refusal``): each reason is
pinned to the position that gives it, the figures that go with it, and the core's own
message and the player's sentence are both made from it. Text that is not an action at all
is a different error from an action the position forbids."""

from __future__ import annotations

import pytest

from gin_desktop.core import (
    BigGin,
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    Hand,
    IllegalActionError,
    InvalidActionError,
    Knock,
    Meld,
    Pass,
    Reason,
    Refused,
    Rules,
    parse_action,
    view_of,
)
from gin_desktop.text.prompts import refusal
from tests.ai.test_players import deal

KNOCKER = "AS 2S 3S 4H 5H 6H 7C 8C 9C KD"
JUNK = "KC QH JS 9D 7H 5C 3D TS 8H 6D"


def card(code: str) -> Card:
    return Card.parse(code)


def refused(hand: Hand, action: object) -> Refused:
    why = hand.refusal(action)  # type: ignore[arg-type]
    assert why is not None, action
    return why


def test_a_legal_action_has_no_refusal() -> None:
    hand = deal(KNOCKER, JUNK, "2D")
    for action in hand.legal_actions():
        assert hand.refusal(action) is None and hand.is_legal(action)


def test_discarding_while_the_upcard_is_offered_says_take_or_pass_first() -> None:
    hand = deal(KNOCKER, JUNK, "2D")
    assert refused(hand, Discard(card("KD"))) == Refused(Reason.OFFER_FIRST, card("KD"))
    assert refused(hand, DrawStock()).reason is Reason.OFFER_FIRST


def test_a_card_not_held_is_named() -> None:
    hand = deal(KNOCKER, JUNK, "2D")
    assert refused(hand, Knock(card("QH"))) == Refused(Reason.NOT_IN_HAND, card("QH"))
    with pytest.raises(IllegalActionError, match="QH is not in the hand of seat 0"):
        hand.apply(Knock(card("QH")))


def test_the_card_just_taken_cannot_be_thrown_back() -> None:
    hand = deal(KNOCKER, JUNK, "2D")
    hand.apply(DrawDiscard())
    assert refused(hand, Discard(card("2D"))) == Refused(Reason.JUST_TAKEN, card("2D"))
    assert refused(hand, DrawStock()).reason is Reason.ALREADY_DRAWN
    assert refused(hand, Pass()).reason is Reason.NO_PASS


def test_a_knock_over_the_limit_carries_the_deadwood_and_the_limit() -> None:
    hand = deal(KNOCKER, JUNK, "2D")
    hand.apply(DrawDiscard())
    why = refused(hand, Knock(card("AS")))  # breaks the spade run: 2♦, 2♠, 3♠, K♦ left
    assert why.reason is Reason.OVER_KNOCK_LIMIT and why.limit == 10 and why.deadwood == 17
    view = view_of(hand, 0)
    assert refusal(why, view) == "Knocking needs 10 or less deadwood; discarding A♠ leaves 17."


def test_with_knock_limit_zero_only_gin_ends_the_hand() -> None:
    hand = deal(KNOCKER, JUNK, "2D", rules=Rules(knock_limit=0))
    hand.apply(DrawDiscard())
    why = refused(hand, Knock(card("KD")))
    assert why == Refused(Reason.GIN_ONLY, card("KD"), 2, 0)
    with pytest.raises(IllegalActionError, match="only gin may end this hand"):
        hand.apply(Knock(card("KD")))


def test_both_passed_the_upcard_forces_the_stock() -> None:
    hand = deal(KNOCKER, JUNK, "2D")
    hand.apply(Pass())
    hand.apply(Pass())
    assert refused(hand, DrawDiscard()).reason is Reason.FORCED_STOCK
    assert refused(hand, Discard(card("KD"))) == Refused(Reason.DRAW_FIRST, card("KD"))


def test_big_gin_refusals_say_whether_the_rules_have_it() -> None:
    hand = deal(KNOCKER, JUNK, "2D")
    hand.apply(DrawDiscard())
    assert refused(hand, BigGin()).reason is Reason.BIG_GIN_NOT_MELDED
    off = deal(KNOCKER, JUNK, "2D", rules=Rules(big_gin=False))
    off.apply(DrawDiscard())
    assert refused(off, BigGin()).reason is Reason.BIG_GIN_OFF


def test_melds_that_are_not_the_lowest_arrangement_are_refused_with_an_example() -> None:
    hand = deal("7S 8S 9S TS 7H 7D 2C 3C 4C KD", "KC QH JS 9D 8H 5D 3D 6C 4H 6D", "2D")
    hand.apply(DrawDiscard())  # 7♠ can go in the run or the set: show a worse split
    shown = (Meld.of("8S 9S TS"), Meld.of("2C 3C 4C"))
    why = refused(hand, Knock(card("KD"), shown))
    assert why.reason is Reason.NOT_LOWEST and (why.deadwood, why.limit) == (23, 2)
    assert why.detail == "2C 3C 4C | 8S 9S TS | 7D 7H 7S"  # a lowest arrangement, as the example
    assert "lowest-deadwood arrangement (2); for example 2C 3C 4C" in refusal(why, None)
    bad = refused(hand, Knock(card("KD"), (Meld.of("8S 9S TS"), Meld.of("8S 9S TS"))))
    assert bad.reason is Reason.BAD_MELDS


def test_after_the_hand_nothing_is_legal() -> None:
    hand = deal(KNOCKER, JUNK, "2D")
    hand.apply(DrawDiscard())
    hand.apply(Knock(card("KD")))
    hand.apply(hand.legal_actions()[0])  # the defender lays out
    assert refused(hand, Pass()).reason is Reason.HAND_OVER
    with pytest.raises(IllegalActionError, match="no action is legal"):
        hand.apply(Pass())


@pytest.mark.parametrize("text", ["", "fly away", "discard XX", "knock", "discard TD TD"])
def test_text_that_is_not_an_action_is_invalid_not_illegal(text: str) -> None:
    with pytest.raises(InvalidActionError):
        parse_action(text)
    try:
        parse_action(text)
    except IllegalActionError:  # pragma: no cover - the two errors are apart
        pytest.fail("a syntax error reported as an illegal move")
    except InvalidActionError:
        pass
