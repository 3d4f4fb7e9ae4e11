"""The arena's statistics: game share from shuffled chains with a bootstrap interval."""

from __future__ import annotations

import math

from gin_desktop.tools.arena_stats import HandScore, chain_games, game_share, points_per_hand


def test_chain_games_counts_games_to_target() -> None:
    hands: list[HandScore] = [("a", 60), ("b", 30), ("a", 45), ("dead", 0), ("a", 20), ("b", 90), ("b", 15)]
    # a: 60, 105 -> game 1 to a; then a 20, b 90, b 105 -> game 2 to b.
    assert chain_games(hands, 100) == {"a": 1, "b": 1}


def test_game_share_does_not_chain_the_hands_in_duplicate_order() -> None:
    # Each deal: A wins one hand by 10, B wins the seat-swapped twin by 9. Chained in
    # play order A reaches 100 first every time (B has 81); in random orders A needs 10
    # hands before B gets 12, which a coin toss grants only about two times in three.
    deals: list[list[HandScore]] = [[("a", 10), ("b", 9)] for _ in range(400)]
    in_order = chain_games([h for d in deals for h in d], 100)
    assert in_order["b"] == 0 and in_order["a"] > 0
    share = game_share(deals, 100, seed=1, chains=50, resamples=100)
    assert 0.55 < share.share.value < 0.85
    assert share.share.high < 1.0


def test_game_share_interval_contains_the_figure_and_is_repeatable() -> None:
    deals = [[("a", 30), ("b", 10)] if i % 3 else [("b", 25), ("dead", 0)] for i in range(200)]
    one = game_share(deals, 100, seed="s", chains=40, resamples=200)
    two = game_share(deals, 100, seed="s", chains=40, resamples=200)
    other = game_share(deals, 100, seed="t", chains=40, resamples=200)
    assert one == two
    assert one != other
    assert one.share.low <= one.share.value <= one.share.high
    assert one.share.high - one.share.low < 0.5
    assert one.share.value > 0.5  # A scores 400 more points per 60 hands
    assert one.games_per_chain > 10


def test_game_share_of_no_games_is_not_a_number() -> None:
    assert math.isnan(game_share([[("dead", 0), ("dead", 0)]], 100, chains=3, resamples=3).share.value)


def test_points_per_hand_counts_a_deal_as_one_sample() -> None:
    est = points_per_hand([10, -4, 6, 0])
    assert est.value == (5 - 2 + 3 + 0) / 4
    assert est.low < est.value < est.high
    # Four times the deals with the same spread: the interval halves.
    wide, narrow = est.high - est.low, points_per_hand([10, -4, 6, 0] * 4)
    assert math.isclose(narrow.value, est.value)
    assert narrow.high - narrow.low < wide * 0.55
