"""Computer levels: legal, deterministic, and each decision kind behaves sensibly."""

from __future__ import annotations

import pytest

from gin_desktop.ai import LEVELS, make_player
from gin_desktop.ai.baseline import BaselinePlayer
from gin_desktop.core import (
    BigGin,
    Discard,
    DrawDiscard,
    DrawStock,
    Hand,
    Knock,
    Pass,
    Rules,
    parse_cards,
    shuffled_deck,
    view_of,
)
from gin_desktop.core.cards import DECK, Card
from gin_desktop.tools.arena import run_arena


def deal(nondealer: str, dealer: str, upcard: str, stock: str = "", rules: Rules | None = None) -> Hand:
    """A hand with the given cards (dealer is seat 1); the rest of the deck follows in order."""
    a, b = parse_cards(nondealer, 10), parse_cards(dealer, 10)
    up = parse_cards(upcard, 1)
    top = parse_cards(stock) if stock else []
    used = set(a) | set(b) | set(up) | set(top)
    assert len(used) == 21 + len(top)
    deck: list[Card] = []
    for x, y in zip(a, b, strict=True):
        deck += [x, y]
    deck += up + top + [c for c in DECK if c not in used]
    return Hand(rules or Rules(), deck, dealer=1)


@pytest.mark.parametrize("level", [*LEVELS, "baseline", "challenger"])
def test_no_illegal_action_across_rule_options(level: str) -> None:
    summary = run_arena(level, "baseline", 25, "legal", "all", 1, None)
    assert summary["illegal_actions"] == 0, summary["illegal_examples"]
    assert summary["hands_played"] == 50


def test_same_seed_same_view_same_decision() -> None:
    hand = Hand(Rules(), shuffled_deck(seed=3), 0)
    hand.apply(Pass())
    hand.apply(Pass())
    hand.apply(DrawStock())
    view = view_of(hand, hand.current)
    for level in LEVELS:
        picks = {make_player(level, seed=9).choose(view) for _ in range(3)}
        assert len(picks) == 1


def test_unknown_level_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="unknown computer level 'wizard'"):
        make_player("wizard")


@pytest.mark.parametrize("level", LEVELS)
def test_takes_upcard_that_completes_a_set(level: str) -> None:
    # Non-dealer holds 7C 7D; the upcard 7H makes a set at once.
    hand = deal("7C 7D 2S 4S 9H JD KC QS 5C 3H", "AS AD 6H 8D TC TS JH KH QH 9C", "7H")
    assert make_player(level).choose(view_of(hand, 0)) == DrawDiscard()


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_discards_a_dead_high_card_not_a_partial_meld(level: str) -> None:
    # After drawing: KC is alone (its neighbours are held by nobody useful); 4H 5H want 3H/6H.
    hand = deal("2S 2D 2C 4H 5H 8S 8D 9C JD KC", "AS AD 6H 8C TC TS JH KH QH 9D", "3C", stock="7C")
    hand.apply(Pass())
    hand.apply(Pass())
    hand.apply(DrawStock())
    action = make_player(level).choose(view_of(hand, 0))
    assert isinstance(action, Discard)
    assert action.card.rank in (11, 13), action  # a face card with no meld left, not 4H/5H


@pytest.mark.parametrize("level", [*LEVELS, "baseline", "challenger"])
def test_always_goes_gin_when_possible(level: str) -> None:
    hand = deal("2S 3S 4S 7H 7D 7C JC QC KC 9D", "AS AD 6H 8C TC TS JH KH QH 9C", "5S")
    action = make_player(level).choose(view_of(hand, 0))
    assert action == DrawDiscard()
    hand.apply(action)
    action = make_player(level).choose(view_of(hand, 0))
    assert isinstance(action, Knock) and action.card.code == "9D"


def test_big_gin_is_taken() -> None:
    hand = deal("2S 3S 4S 7H 7D 7C JC QC KC 5S", "AS AD 6H 8C TC TS JH KH QH 9C", "2D", stock="6S")
    hand.apply(Pass())
    hand.apply(Pass())
    hand.apply(DrawStock())
    for level in LEVELS:
        assert isinstance(make_player(level).choose(view_of(hand, 0)), BigGin)


def test_baseline_knocks_as_soon_as_allowed() -> None:
    # After drawing 2H: deadwood 3C 4D KD AH 2H = 20; discarding KD leaves 10, the limit.
    hand = deal("2S 3S 4S 7H 7D 7C 3C 4D KD AH", "AS AD 6H 8C TC TS JH KH QH 9C", "QD", stock="2H")
    hand.apply(Pass())
    hand.apply(Pass())
    hand.apply(DrawStock())
    assert BaselinePlayer().choose(view_of(hand, 0)) == Knock(parse_cards("KD")[0])


def test_baseline_never_discards_the_card_just_taken() -> None:
    hand = deal("7C 7D 2S 4S 9H JD KC QS 5C 3H", "AS AD 6H 8D TC TS JH KH QH 9C", "7H")
    hand.apply(DrawDiscard())
    action = BaselinePlayer().choose(view_of(hand, 0))
    assert isinstance(action, Discard) and action.card.code != "7H"


def test_baseline_takes_a_card_that_joins_any_meld_even_outside_the_best_arrangement() -> None:
    # 8H joins 8C 8D as a set of eights, but the best arrangement of the hand plus 8H keeps
    # 8C 9C TC as a run (8H stays deadwood). The published simple player still takes it.
    hand = deal("8C 9C TC 8D 2S JD KD QS 2H 5S", "AS AD 6H 3D TH TS JH KH QH 9D", "8H")
    from gin_desktop.core import best_arrangement

    best = best_arrangement([*hand.hands[0], parse_cards("8H")[0]])
    assert not any(parse_cards("8H")[0] in m.cards for m in best.melds)
    assert BaselinePlayer().choose(view_of(hand, 0)) == DrawDiscard()


def test_baseline_breaks_ties_at_random_but_repeatably() -> None:
    # After the draw KD QS JC TH (and KC) all leave the same deadwood: the seed picks one.
    hand = deal("2S 3S 4S 7H 7D 7C 5C KD QS JC", "AS AD 6H 8C TC TS JH KH QH 9C", "2D", stock="TD")
    hand.apply(Pass())
    hand.apply(Pass())
    hand.apply(DrawStock())
    view = view_of(hand, 0)
    picks = {BaselinePlayer(seed).choose(view) for seed in range(40)}
    assert {a.card.code for a in picks if isinstance(a, Discard)} == {"KD", "QS", "JC", "TD"}
    assert len({BaselinePlayer(7).choose(view) for _ in range(5)}) == 1


def test_challenger_knocks_early_but_later_plays_for_gin() -> None:
    from gin_desktop.ai.challenger import ChallengerPlayer

    # First turn: 9 deadwood after discarding KD: knock at once.
    hand = deal("2S 3S 4S 7H 7D 7C 3C 4D KD AH", "AS AD 6H 8C TC TS JH KH QH 9C", "QD", stock="2H")
    hand.apply(Pass())
    hand.apply(Pass())
    hand.apply(DrawStock())
    assert ChallengerPlayer().choose(view_of(hand, 0)) == Knock(parse_cards("KD")[0])
    # The same cards after many turns: it discards and plays on for gin.
    later = view_of(hand, 0)
    from dataclasses import replace

    from gin_desktop.core.hand import Event

    filler = tuple(Event(s, "draw_stock", None) for _ in range(6) for s in (0, 1))
    late = replace(later, events=later.events + filler)
    action = ChallengerPlayer().choose(late)
    assert isinstance(action, Discard) and action.card.code == "KD"
