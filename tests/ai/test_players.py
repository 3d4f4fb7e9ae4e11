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
    action = BaselinePlayer().choose(view_of(hand, 0))
    assert isinstance(action, Knock) and action.card.code == "KD"
    hand.apply(action)  # the melds it shows are a lowest arrangement: the core accepts them


def test_baseline_never_discards_the_card_just_taken() -> None:
    hand = deal("7C 7D 2S 4S 9H JD KC QS 5C 3H", "AS AD 6H 8D TC TS JH KH QH 9C", "7H")
    hand.apply(DrawDiscard())
    action = BaselinePlayer().choose(view_of(hand, 0))
    assert isinstance(action, Discard) and action.card.code != "7H"


def test_baseline_takes_a_card_only_when_it_joins_the_reference_arrangement() -> None:
    # 8H joins 8C 8D as a set of eights, but the best arrangement of the hand plus 8H keeps
    # 8C 9C TC as a run (8H stays deadwood): OpenSpiel's simple bot passes, so does the baseline.
    hand = deal("8C 9C TC 8D 2S JD KD QS 2H 5S", "AS AD 6H 3D TH TS JH KH QH 9D", "8H")
    assert BaselinePlayer().choose(view_of(hand, 0)) == Pass()
    # The bot's own example: JS makes three jacks but breaks the better run 9D TD JD QD.
    hand = deal("AC 2C 3C 4C 9D TD JD QD 3H JH", "AS AD 6H 3D TH TS 5H KH QH 9C", "JS")
    assert BaselinePlayer().choose(view_of(hand, 0)) == Pass()
    hand = deal("7C 7D 2S 4S 9H JD KC QS 5C 3H", "AS AD 6H 8D TC TS JH KH QH 9C", "7H")
    assert BaselinePlayer().choose(view_of(hand, 0)) == DrawDiscard()


def test_baseline_breaks_ties_as_the_reference_does() -> None:
    # After the draw KD QS JC TD (and 5C) are deadwood; KD, QS, JC and TD all count 10. The bot
    # throws the highest rank, the king, whatever the seed.
    hand = deal("2S 3S 4S 7H 7D 7C 5C KD QS JC", "AS AD 6H 8C TC TS JH KH QH 9C", "2D", stock="TD")
    hand.apply(Pass())
    hand.apply(Pass())
    hand.apply(DrawStock())
    view = view_of(hand, 0)
    assert {BaselinePlayer(seed).choose(view) for seed in range(20)} == {Discard(parse_cards("KD")[0])}


def test_baseline_reference_arrangement_prefers_the_first_listed_meld() -> None:
    # A♠2♠3♠ and 2♠2♥2♦ are worth the same; the bot lists sets first, so the set is melded
    # and A♠ 3♠ are deadwood (its discard is then the 3♠, the highest deadwood rank).
    from gin_desktop.ai.baseline import reference_arrangement, reference_discard
    from gin_desktop.core.cards import cards_of, mask_of

    cards = parse_cards("AS 2S 3S 2H 2D KC 9H 5C 7D QS JD")
    melds, deadwood = reference_arrangement(mask_of(cards))
    assert [sorted(c.code for c in cards_of(m)) for m in melds] == [["2D", "2H", "2S"]]
    assert reference_discard(cards).code == "KC"
    assert {c.code for c in cards_of(deadwood)} >= {"AS", "3S"}


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
