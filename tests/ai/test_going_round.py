"""Edge case: a hand going round in circles at the wall. Where neither computer player will knock
nor draw from the stock, the same few cards pass back and forth and the hand never ends (two Hard
players took three aces turn after turn for 8,000 moves in a benchmark game); after
:data:`REPEAT_TAKES` discards taken in a row with no stock draw, a player draws from the stock."""

from __future__ import annotations

import dataclasses
import random

import pytest

from gin_desktop.ai import make_player
from gin_desktop.ai.players import REPEAT_TAKES, takes_in_a_row
from gin_desktop.core import DrawDiscard, DrawStock, Event, EventKind, Match, Phase, PlayerView, Rules, view_of


def _a_view_where_the_discard_is_taken(level: str) -> PlayerView:
    """A draw where ``level`` takes the top discard (found by playing seeded hands)."""
    for seed in range(200):
        rng = random.Random(seed)
        match = Match(Rules(), rng.randrange(2))
        match.deal_random(rng)
        hand = match.hand
        assert hand is not None
        players = [make_player("hard", seed=1), make_player("hard", seed=2)]
        while not hand.is_over:
            view = view_of(hand, hand.current, match)
            if view.phase == Phase.DRAW and DrawStock() in view.legal_actions and make_player(
                    level, seed=3).choose(view) == DrawDiscard():
                return view
            match.apply(players[hand.current].choose(view))
    pytest.fail(f"no draw in 200 hands where {level} takes the discard")


def _after_takes(view: PlayerView, takes: int) -> PlayerView:
    """``view`` as if the last ``takes`` draws of both seats had all been discards taken."""
    tail: list[Event] = []
    for i in range(takes):
        seat = (view.seat + takes - i) % 2  # (alternating, ending with the opponent's take)
        card = view.top_discard
        tail += [Event(seat, EventKind.DRAW_DISCARD, card), Event(seat, EventKind.DISCARD, card)]
    return dataclasses.replace(view, events=(*view.events, Event(view.seat, EventKind.DRAW_STOCK), *tail))


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "expert"])
def test_a_player_draws_from_the_stock_once_the_discards_have_gone_round(level: str) -> None:
    view = _a_view_where_the_discard_is_taken(level)
    player = make_player(level, seed=3)
    assert takes_in_a_row(_after_takes(view, REPEAT_TAKES - 1)) == REPEAT_TAKES - 1
    assert player.choose(_after_takes(view, REPEAT_TAKES - 1)) == DrawDiscard()  # (not yet: its own judgement)
    assert player.choose(_after_takes(view, REPEAT_TAKES)) == DrawStock()


def test_the_benchmark_game_that_went_round_ends_its_hand() -> None:
    """The game that found it (bench_strength's held-out game 5007, Hard against Hard): its 11th hand
    took 8,000 moves; it now ends within a normal hand's length."""
    rng = random.Random(5007)
    match = Match(Rules(target=100), rng.randrange(2))
    players = [make_player("hard", seed=5007), make_player("hard", seed=5008)]
    longest = 0
    while not match.is_over and len(match.hands) < 12:
        match.deal_random(rng)
        hand = match.hand
        assert hand is not None
        moves = 0
        while not hand.is_over and moves < 1000:
            match.apply(players[hand.current].choose(view_of(hand, hand.current, match)))
            moves += 1
        longest = max(longest, moves)
    assert longest < 200
