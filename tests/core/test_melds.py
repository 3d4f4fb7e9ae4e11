"""Melds, deadwood and the exact minimum-deadwood arrangement."""

from __future__ import annotations

import itertools

import pytest

from gin_desktop.core import (
    Arrangement,
    Card,
    Meld,
    MeldError,
    best_arrangement,
    best_arrangements,
    best_discards,
    deadwood_points,
    discard_deadwood,
    parse_cards,
)

from .deals import card, cards, codes


def meld_codes(arrangement: Arrangement) -> set[str]:
    return {m.code for m in arrangement.melds}


def brute_force_deadwood(hand: list[Card]) -> int:
    """Reference: try every group of 3+ cards as a meld, recursively (slow, obviously right)."""

    def is_meld(group: tuple[Card, ...]) -> bool:
        try:
            Meld.of(group)
        except MeldError:
            return False
        return True

    def best(rest: tuple[Card, ...]) -> int:
        if not rest:
            return 0
        first, others = rest[0], rest[1:]
        result = first.value + best(others)  # first card is deadwood
        for size in range(2, len(others) + 1):
            for combo in itertools.combinations(others, size):
                if is_meld((first, *combo)):
                    result = min(result, best(tuple(c for c in others if c not in combo)))
        return result

    return best(tuple(hand))


# -- single melds ------------------------------------------------------------------


@pytest.mark.parametrize("text", ["7C 7D 7H", "7C 7D 7S", "7C 7D 7H 7S", "KH KS KD"])
def test_three_or_four_of_a_rank_is_a_set(text: str) -> None:
    meld = Meld.of(text)
    assert meld.kind == "set"
    assert len(meld.cards) == len(text.split())


@pytest.mark.parametrize("text", ["AS 2S 3S", "3S AS 2S", "9H TH JH QH KH", "AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD"])
def test_consecutive_cards_of_a_suit_are_a_run(text: str) -> None:
    meld = Meld.of(text)
    assert meld.kind == "run"
    ranks = [c.rank for c in meld.cards]
    assert ranks == sorted(ranks)  # stored low to high whatever the input order


@pytest.mark.parametrize("text", ["QS KS AS", "KS AS 2S", "QH KH AH 2H"])
def test_ace_is_low_so_wrapping_runs_are_not_melds(text: str) -> None:
    with pytest.raises(MeldError, match="aces are low"):
        Meld.of(text)


def test_ace_two_three_is_a_run_but_queen_king_ace_is_deadwood() -> None:
    assert deadwood_points(cards("AS 2S 3S")) == 0
    assert deadwood_points(cards("QS KS AS")) == 21  # 10 + 10 + 1, no meld
    assert deadwood_points(cards("KS AS 2S")) == 13  # 10 + 1 + 2, no meld


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("AS 2S", "at least 3 cards"),
        ("7C 7D", "at least 3 cards"),
        ("AS 2S 4S", "not consecutive"),
        ("AS 2H 3S", "neither one rank nor one suit"),
        ("7C 7D 8C", "neither one rank nor one suit"),
    ],
)
def test_non_melds_are_refused_with_the_reason(text: str, why: str) -> None:
    with pytest.raises(MeldError, match=why):
        Meld.of(text)


def test_meld_cannot_hold_a_card_twice() -> None:
    with pytest.raises(MeldError, match="same card twice"):
        Meld.of([card("7C"), card("7D"), card("7C")])


def test_meld_repr_is_valid_code() -> None:
    meld = Meld.of("5H 3H 4H")
    assert repr(meld) == "Meld.of('3H 4H 5H')"
    assert eval(repr(meld), {"Meld": Meld}) == meld


def test_meld_accepts_only_one_step_extensions_and_the_fourth_of_a_set() -> None:
    run = Meld.of("5H 6H 7H")
    assert run.accepts(card("4H")) and run.accepts(card("8H"))
    assert not run.accepts(card("9H"))  # only after 8H is laid off
    assert not run.accepts(card("8S")) and not run.accepts(card("6H"))
    trio = Meld.of("7C 7D 7S")
    assert trio.accepts(card("7H"))
    assert not trio.accepts(card("8C"))


# -- the exact minimum ---------------------------------------------------------------


def test_empty_hand_has_no_deadwood_and_one_empty_arrangement() -> None:
    assert deadwood_points([]) == 0
    assert best_arrangements([]) == [Arrangement((), ())]


@pytest.mark.parametrize(("text", "expected"), [("KS", 10), ("AS", 1), ("AS KS", 11), ("7C 7D", 14), ("5H 6H", 11)])
def test_small_hands_are_all_deadwood(text: str, expected: int) -> None:
    assert deadwood_points(cards(text)) == expected
    (only,) = best_arrangements(cards(text))
    assert only.melds == ()
    assert only.deadwood_points == expected


def test_a_card_belongs_to_one_meld_only() -> None:
    # 7S could make a 4-set or start the run; it cannot do both.
    hand = cards("7C 7D 7H 7S 8S 9S")
    best = best_arrangement(hand)
    assert meld_codes(best) == {"7C 7D 7H", "7S 8S 9S"}
    assert best.deadwood_points == 0
    used = [c for m in best.melds for c in m.cards]
    assert len(used) == len(set(used))


def test_four_set_is_split_when_a_run_needs_one_of_its_cards() -> None:
    # Greedy "biggest set first" keeps 7C 7D 7H 7S and leaves 8S 9S = 17 deadwood,
    # plus KD = 27. Splitting: 7C 7D 7H + 7S 8S 9S leaves only KD = 10.
    hand = cards("7C 7D 7H 7S 8S 9S KD")
    assert deadwood_points(hand) == 10
    (best,) = best_arrangements(hand)
    assert meld_codes(best) == {"7C 7D 7H", "7S 8S 9S"}
    assert codes(best.deadwood) == ["KD"]


def test_longest_run_is_shortened_to_free_a_card_for_a_set() -> None:
    # Greedy "longest run first" takes 9S..KS (49 points) and leaves KC KD = 20.
    # 9S TS JS QS + KC KD KS melds everything.
    hand = cards("9S TS JS QS KS KC KD")
    assert deadwood_points(hand) == 0
    assert meld_codes(best_arrangement(hand)) == {"9S TS JS QS", "KC KD KS"}


def test_run_is_cut_short_to_make_a_set_with_its_end_card() -> None:
    # 3H..7H is one run (deadwood 14 from 7C 7D), but 3H..6H + 7C 7D 7H is 0.
    hand = cards("3H 4H 5H 6H 7H 7C 7D")
    assert deadwood_points(hand) == 0
    assert meld_codes(best_arrangement(hand)) == {"3H 4H 5H 6H", "7C 7D 7H"}


def test_set_is_left_unmade_when_the_run_is_worth_more() -> None:
    # 5C 5D 5H (15) vs 3H 4H 5H (12): the set leaves 3H 4H = 7, the run leaves 5C 5D = 10.
    hand = cards("5C 5D 5H 3H 4H")
    assert deadwood_points(hand) == 7
    (best,) = best_arrangements(hand)
    assert meld_codes(best) == {"5C 5D 5H"}


def test_ties_list_every_optimal_arrangement() -> None:
    # KH in the set leaves JH QH = 20; KH in the run leaves KC KD = 20.
    hand = cards("JH QH KH KC KD")
    options = best_arrangements(hand)
    assert {frozenset(meld_codes(a)) for a in options} == {frozenset({"JH QH KH"}), frozenset({"KC KD KH"})}
    assert all(a.deadwood_points == 20 for a in options)
    assert best_arrangement(hand) == options[0]


def test_ties_of_gin_arrangements_are_all_listed() -> None:
    # 4H can end the run AH..4H or join 4C 4D 4S; both meld all ten cards.
    hand = cards("AH 2H 3H 4H 4C 4D 4S KC KD KS")
    options = best_arrangements(hand)
    assert {frozenset(meld_codes(a)) for a in options} == {
        frozenset({"AH 2H 3H 4H", "4C 4D 4S", "KC KD KS"}),
        frozenset({"AH 2H 3H", "4C 4D 4H 4S", "KC KD KS"}),
    }
    assert all(a.deadwood == () for a in options)


def test_three_way_tie_is_listed_once_each() -> None:
    # 7C 7D 7H 7S: the 4-set alone (0) ties nothing, but with 6S 8S and 6H 8H the 7S or
    # 7H can go into a run instead: 4-set leaves 6S 8S 6H 8H = 28; 7S-run + 7C 7D 7H
    # leaves 6H 8H = 14; 7H-run + 7C 7D 7S leaves 6S 8S = 14; both runs leave 7C 7D = 14.
    hand = cards("7C 7D 7H 7S 6S 8S 6H 8H")
    options = best_arrangements(hand)
    assert deadwood_points(hand) == 14
    assert len(options) == 3
    assert len({frozenset(meld_codes(a)) for a in options}) == 3
    assert all(a.deadwood_points == 14 for a in options)


def test_arrangement_cards_cover_the_hand_exactly() -> None:
    hand = cards("AH 2H 3H 4H 4C 4D 4S KC QD 9S")
    for arrangement in best_arrangements(hand):
        assert sorted(arrangement.cards) == sorted(hand)


@pytest.mark.parametrize(
    "text",
    [
        "AS 2S 3S 4S 4H 4D 5D 6D 5C 5H",
        "7C 7D 7H 7S 8S 9S 8H 9H TS TH",
        "AC 2C 3C AD 2D 3D AH 2H 3H KS",
        "2C 3C 4C 5C 6C 4D 4H 5H 6H 5S",
        "QS KS AS 2S 3S AC AD JH QH KH",
        "9C 9D 9H 9S TC TD TH JC JD JH",
    ],
)
def test_minimum_matches_a_brute_force_search(text: str) -> None:
    hand = cards(text)
    expected = brute_force_deadwood(hand)
    assert deadwood_points(hand) == expected
    assert all(a.deadwood_points == expected for a in best_arrangements(hand))


def test_crossing_sets_and_runs_in_a_three_by_three_square() -> None:
    # AC 2C 3C / AD 2D 3D / AH 2H 3H: three runs or three sets, both gin; mixes are not.
    hand = cards("AC 2C 3C AD 2D 3D AH 2H 3H")
    options = best_arrangements(hand)
    assert {frozenset(meld_codes(a)) for a in options} == {
        frozenset({"AC 2C 3C", "AD 2D 3D", "AH 2H 3H"}),
        frozenset({"AC AD AH", "2C 2D 2H", "3C 3D 3H"}),
    }


# -- explicit arrangements -------------------------------------------------------------


def test_arrangement_of_checks_overlap_and_ownership() -> None:
    hand = cards("7C 7D 7H 7S 8S 9S")
    with pytest.raises(MeldError, match="overlap"):
        Arrangement.of(hand, [cards("7C 7D 7S"), cards("7S 8S 9S")])
    with pytest.raises(MeldError, match="not in the hand: TS"):
        Arrangement.of(hand, [cards("8S 9S TS")])
    arrangement = Arrangement.of(hand, [Meld.of("7C 7D 7H 7S")])
    assert codes(arrangement.deadwood) == ["8S", "9S"]
    assert arrangement.deadwood_points == 17


# -- discards --------------------------------------------------------------------------


def test_best_discard_of_eleven_cards_leaves_gin() -> None:
    # Ten melded cards and a stray king: throwing the king leaves 0.
    hand = cards("AS 2S 3S 7C 7D 7H 9D TD JD QD KH")
    assert best_discards(hand) == ([card("KH")], 0)


def test_best_discards_lists_every_tied_card_in_card_order() -> None:
    # Deadwood JC + KH = 20; throwing either leaves 10.
    hand = cards("AS 2S 3S 7C 7D 7H 9D TD JD KH JC")
    discards, left = best_discards(hand)
    assert left == 10
    assert discards == [card("JC"), card("KH")]


def test_best_discards_of_a_fully_melded_hand_are_meld_cards() -> None:
    # 7C 7D 7H 7S + AS 2S 3S 4S + 9D TD JD: all 11 melded. Dropping any 7 or an end of
    # the spade run still leaves gin; dropping 2S leaves AS 3S 4S = 8; dropping 9D leaves TD JD = 20.
    hand = cards("7C 7D 7H 7S AS 2S 3S 4S 9D TD JD")
    assert best_discards(hand) == (cards("7C 7D 7H AS 4S 7S"), 0)
    options = discard_deadwood(hand)
    assert options[card("2S")] == 8
    assert options[card("9D")] == 20


def test_discard_deadwood_covers_every_card() -> None:
    hand = cards("AS 2S 3S 7C 7D 7H 9D TD JD KH JC")
    options = discard_deadwood(hand)
    assert set(options) == set(hand)
    for c, left in options.items():
        assert left == deadwood_points([x for x in hand if x != c])


def test_best_discards_of_no_cards_is_an_error() -> None:
    with pytest.raises(MeldError, match="no card to discard"):
        best_discards([])


def test_parse_cards_feeds_the_meld_search_in_any_notation() -> None:
    assert deadwood_points(parse_cards("10♦ j♦ Q♦ 2c")) == 2


def test_least_deadwood_after_discard_agrees_with_the_per_card_table() -> None:
    import random

    from gin_desktop.core import DECK
    from gin_desktop.core.cards import mask_of
    from gin_desktop.core.discards import discard_deadwood, least_deadwood_after_discard

    rng = random.Random(11)
    for _ in range(300):
        hand = rng.sample(DECK, 11)
        table = discard_deadwood(hand)
        assert least_deadwood_after_discard(mask_of(hand)) == min(table.values())
        kept = rng.choice(hand)  # e.g. the card just taken from the pile may not be thrown
        assert least_deadwood_after_discard(mask_of(hand), kept.mask) == min(
            d for c, d in table.items() if c != kept
        )


def test_each_card_s_count_once_discarded_is_the_smaller_hand_s_least_deadwood() -> None:
    # (discard_counts works it out from the set choices and a per-block table: against one search per card,
    # over hands of 10 to 17 cards, the sampled opponent's hands before it throws cards back included)
    import random

    from gin_desktop.core.discards import discard_counts
    from gin_desktop.core.melds import deadwood_of_mask

    rng = random.Random(7)
    for size in (10, 11, 13, 16, 17):
        for _ in range(300):
            hand = sum(1 << i for i in rng.sample(range(52), size))
            expected = [(i, deadwood_of_mask(hand & ~(1 << i))) for i in range(52) if hand >> i & 1]
            assert discard_counts(hand) == expected


def test_the_least_discard_is_the_first_least_count_of_a_card_not_kept() -> None:
    import random

    from gin_desktop.core.discards import discard_counts, least_discard

    rng = random.Random(8)
    for size in (1, 3, 10, 11, 14, 16, 17):
        for _ in range(300):
            cards = rng.sample(range(52), size)
            hand = sum(1 << i for i in cards)
            keep = sum(1 << i for i in cards[: rng.randrange(size + 1)])
            allowed = [(d, i) for i, d in discard_counts(hand) if not keep >> i & 1]
            assert least_discard(hand, keep) == (min(allowed)[1] if allowed else -1)


def test_the_two_best_discards_are_the_two_lowest_keys_of_every_card_s_count() -> None:
    import random

    from gin_desktop.core.cards import VALUES
    from gin_desktop.core.discards import discard_counts, two_best_discards

    rng = random.Random(9)
    for size in (1, 2, 3, 10, 11, 12, 13):
        for _ in range(400):
            hand = sum(1 << i for i in rng.sample(range(52), size))
            keys = sorted(dw << 10 | (15 - VALUES[i]) << 6 | (63 - i) for i, dw in discard_counts(hand))
            assert two_best_discards(hand) == (keys[0], keys[1] if size > 1 else 1 << 17)


def test_the_least_deadwood_after_a_discard_is_the_least_count_of_a_card_allowed() -> None:
    import random

    from gin_desktop.core.discards import discard_counts, least_deadwood_after_discard

    rng = random.Random(10)
    for size in (1, 2, 10, 11, 12):
        for _ in range(400):
            cards = rng.sample(range(52), size)
            hand = sum(1 << i for i in cards)
            forbid = 1 << rng.choice(cards) if rng.random() < 0.5 else 0
            allowed = [d for i, d in discard_counts(hand) if not forbid >> i & 1]
            assert least_deadwood_after_discard(hand, forbid) == (min(allowed) if allowed else 1 << 30)
