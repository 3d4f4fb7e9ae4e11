"""Hints: the recommended action is legal and the reason names the card and the why."""

from __future__ import annotations

from gin_desktop.ai.hints import hint
from gin_desktop.core import Discard, DrawDiscard, DrawStock, Knock, Pass, view_of
from tests.ai.test_players import deal


def test_hint_takes_card_that_makes_a_meld() -> None:
    hand = deal("7C 7D 2S 4S 9H JD KC QS 5C 3H", "AS AD 6H 8D TC TS JH KH QH 9C", "7H")
    h = hint(view_of(hand, 0))
    assert h.action == DrawDiscard()
    assert "7♥" in h.reason and "meld" in h.reason


def test_hint_discard_reason_mentions_the_card() -> None:
    hand = deal("2S 2D 2C 4H 5H 8S 8D 9C JD KC", "AS AD 6H 8C TC TS JH KH QH 9D", "3C", stock="7C")
    hand.apply(Pass())
    hand.apply(Pass())
    hand.apply(DrawStock())
    view = view_of(hand, 0)
    h = hint(view)
    assert h.action in view.legal_actions
    assert isinstance(h.action, Discard)
    assert h.reason.startswith(f"discard {h.action.card.symbol}:")


def test_hint_gin() -> None:
    hand = deal("2S 3S 4S 7H 7D 7C JC QC KC 9D", "AS AD 6H 8C TC TS JH KH QH 9C", "5S")
    hand.apply(DrawDiscard())
    h = hint(view_of(hand, 0))
    assert isinstance(h.action, Knock)
    assert "gin" in h.reason


def test_hint_pass_says_card_does_not_help() -> None:
    hand = deal("2S 3S 4S 7H 7D 7C JC QC KC 9D", "AS AD 6H 8C TC TS JH KH QH 9C", "KD")
    h = hint(view_of(hand, 0))
    assert h.action == Pass()
    assert "K♦" in h.reason and "does not help" in h.reason
