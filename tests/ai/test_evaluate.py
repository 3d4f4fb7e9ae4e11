"""The hand measures behind the levels: exact shortcuts and sensible samples."""

from __future__ import annotations

import random

import pytest

import gin_desktop.ai.evaluate as evaluate
from gin_desktop.ai.evaluate import DeadwoodCache, next_deadwood, sample_opponent_hands
from gin_desktop.ai.knowledge import infer
from gin_desktop.core import DECK, DrawStock, Hand, Pass, Rules, deadwood_points, shuffled_deck, view_of
from gin_desktop.core.cards import mask_of


def started_view(seed: int):  # type: ignore[no-untyped-def]
    hand = Hand(Rules(), shuffled_deck(seed=seed), 0)
    for action in (Pass(), Pass(), DrawStock()):
        hand.apply(action)
    return view_of(hand, 0)


@pytest.mark.parametrize("seed", range(40))
def test_next_deadwood_shortcut_is_exact(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Cards that meld with nothing skip the search; the answer must not change."""
    view = started_view(seed)
    know = infer(view)
    rng = random.Random(seed)
    rest = mask_of(rng.sample(list(view.hand), 10))
    fast = next_deadwood(rest, know, DeadwoodCache())
    monkeypatch.setattr(evaluate, "neighbourhood", lambda mask: (1 << 52) - 1)
    slow = next_deadwood(rest, know, DeadwoodCache())
    assert fast == pytest.approx(slow)


def test_neighbourhood_covers_sets_and_runs() -> None:
    from gin_desktop.core import parse_cards

    near = evaluate.neighbourhood(mask_of(parse_cards("7H")))
    names = {c.code for c in DECK if near >> c.index & 1}
    assert names == {"7C", "7D", "7S", "5H", "6H", "8H", "9H"}


def test_sampled_opponent_hands_hold_known_cards_and_only_unseen_ones() -> None:
    view = started_view(3)
    know = infer(view)
    rng = random.Random(1)
    for draws in (0, 6):
        for sample in sample_opponent_hands(know, rng, 20, draws):
            assert len(sample) == view.opponent_card_count
            assert set(sample) >= know.opp_known
            assert set(sample) <= set(know.unseen) | know.opp_known


def test_kept_draws_make_better_hands_than_random_ones() -> None:
    know = infer(started_view(4))
    rng = random.Random(2)
    raw = [deadwood_points(h) for h in sample_opponent_hands(know, rng, 60, 0)]
    kept = [deadwood_points(h) for h in sample_opponent_hands(know, rng, 60, 8)]
    assert sum(kept) / len(kept) < sum(raw) / len(raw) - 10
