"""The play-out's fast paths give exactly what the plain computations give (issue 22: faster play-outs)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from gin_desktop.ai import rollout
from gin_desktop.core.cards import DECK, VALUES, cards_of
from gin_desktop.core.layoffs import best_layoffs, defender_showdown
from gin_desktop.core.melds import best_arrangement, deadwood_of_mask

hands = st.lists(st.integers(0, 51), min_size=11, max_size=21, unique=True)


def _mask(indices: list[int]) -> int:
    out = 0
    for i in indices:
        out |= 1 << i
    return out


@settings(max_examples=400, deadline=None)
@given(hands)
def test_a_drawn_card_s_best_discard_is_the_eleven_card_hand_s(cards: list[int]) -> None:
    hand, card = _mask(cards[:10]), 1 << cards[10]
    assert rollout.best_discard_after_draw(hand, card) == rollout.best_discard(hand | card)


@settings(max_examples=400, deadline=None)
@given(hands)
def test_a_card_that_makes_no_meld_only_adds_its_value(cards: list[int]) -> None:
    hand, i = _mask(cards[:10]), cards[10]
    if not rollout.melds_with(hand, i):
        assert deadwood_of_mask(hand | 1 << i) == deadwood_of_mask(hand) + VALUES[i]


def test_partners_name_every_three_card_meld_of_a_card() -> None:
    # 7 of hearts (suit 2, rank index 6): the three pairs of other sevens and three runs around it
    i = 2 * 13 + 6
    assert len(rollout.PARTNERS[i]) == 6
    ace = 0  # an ace has one run (A-2-3) and the three pairs of aces
    assert len(rollout.PARTNERS[ace]) == 4
    assert all(DECK[b.bit_length() - 1].rank in (1, 2, 3) for p in rollout.PARTNERS[ace] for b in (p & -p, p))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 51), min_size=20, max_size=20, unique=True))
def test_the_defender_s_least_deadwood_is_the_showdown_s(cards: list[int]) -> None:
    knocker, defender = _mask(cards[:10]), _mask(cards[10:20])
    melds = best_arrangement(cards_of(knocker)).melds
    for allow in (True, False):
        full = defender_showdown(melds, cards_of(defender), allow_layoffs=allow)
        assert best_layoffs(melds, defender, allow)[0] == full.deadwood_points
        assert best_layoffs(melds, defender, allow, rollout._deadwood)[0] == full.deadwood_points
