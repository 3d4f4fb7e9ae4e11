"""Fairness by construction: decisions depend only on the seat's view and the seed.

Two deals that differ only in cards the seat cannot see (the opponent's unseen
cards and the stock order) must give equal views and identical decisions.
"""

from __future__ import annotations

import random

import pytest

from gin_desktop.ai import LEVELS, make_player
from gin_desktop.core import Card, Hand, Rules, shuffled_deck, view_of


def play_some(hand: Hand, steps: int, rng: random.Random) -> None:
    players = {0: make_player("medium", "x"), 1: make_player("baseline", "y")}
    for _ in range(steps):
        if hand.is_over or hand.phase.value == "showdown":
            return
        hand.apply(players[hand.current].choose(view_of(hand, hand.current)))


def hidden_positions(hand: Hand, seat: int) -> list[int]:
    """Deck positions whose cards ``seat`` cannot know: the opponent's unseen cards and the stock."""
    public = {e.card for e in hand.events if e.card is not None and (e.action != "draw_stock" or e.seat == seat)}
    public |= set(hand.discard_pile) | set(hand.hands[seat])
    hidden_cards = {c for c in hand.hands[1 - seat] if c not in public} | set(hand.stock)
    return [i for i, c in enumerate(hand.deck) if c in hidden_cards]


def reshuffle_hidden(hand: Hand, seat: int, rng: random.Random) -> list[Card]:
    positions = hidden_positions(hand, seat)
    cards = [hand.deck[i] for i in positions]
    rng.shuffle(cards)
    deck = list(hand.deck)
    for i, c in zip(positions, cards, strict=True):
        deck[i] = c
    return deck


@pytest.mark.parametrize("level", [*LEVELS, "baseline", "challenger"])
@pytest.mark.parametrize("case", range(12))
def test_decision_ignores_hidden_cards(level: str, case: int) -> None:
    rng = random.Random(f"fair-{case}")
    rules = Rules(opening="eleven") if case % 4 == 3 else Rules()
    deck = shuffled_deck(rng=rng)
    steps = rng.randrange(0, 30)
    while True:  # a prefix of the hand that is still being played
        original = Hand(rules, deck, case % 2)
        play_some(original, steps, rng)
        if not original.is_over and original.phase.value != "showdown":
            break
        steps //= 2
    seat = original.current
    view = view_of(original, seat)
    player = make_player(level, seed=f"s{case}")
    expected = player.choose(view)
    changed = 0
    for _ in range(3):
        twin = Hand(rules, reshuffle_hidden(original, seat, rng), original.dealer)
        for _, action in original.history:
            twin.apply(action)
        changed += twin.hands[1 - seat] != original.hands[1 - seat] or twin.stock != original.stock
        twin_view = view_of(twin, seat)
        assert twin_view == view, "the view must not depend on hidden cards"
        assert make_player(level, seed=f"s{case}").choose(twin_view) == expected
    assert changed, "the hidden cards were never actually moved"


def test_view_has_no_hidden_card() -> None:
    rng = random.Random(5)
    hand = Hand(Rules(), shuffled_deck(rng=rng), 0)
    play_some(hand, 25, rng)
    view = view_of(hand, 0)
    shown = set(view.hand) | set(view.discard_pile) | {e.card for e in view.events if e.card}
    secret = set(hand.stock) | {c for c in hand.hands[1] if c not in shown}
    assert secret, "test needs hidden cards"
    assert not (shown & secret)
    assert all(e.card is None for e in view.events if e.action == "draw_stock" and e.seat == 1)
