"""Matches: targets, game, shutout and box bonuses, dealers, presets, rule values.

Hands are dealt from explicit decks built for whichever seat the match makes the
non-dealer, so every score below is worked out by hand.
"""

from __future__ import annotations

import pytest

from gin_desktop.core import (
    PRESETS,
    IllegalActionError,
    KnockSeen,
    Match,
    Rules,
    RulesError,
    knocks_by,
    preset,
    view_of,
)
from gin_desktop.text.score_text import bonus_label

from .deals import make_deck, move_to_stock, play, play_to_third_last

# Gin hand: AS 2S 3S, 7C 7D 7H, 9D TD JD + KH; taking the upcard 4S and knocking KH is gin.
GIN_HAND = "AS 2S 3S 7C 7D 7H 9D TD JD KH"
GIN_UPCARD = "4S"
# Losers' hands against it (no card of GIN_HAND or 4S); gin allows no lay-offs.
LOSER = {
    0: "JC QC KC 8D 8H 8S 5C 5D 5H 5S",  # all melded: deadwood 0
    2: "JC QC KC 8D 8H 8S 5C 5D 5H 2D",  # deadwood 2D = 2
    74: "KC QD JH TS 9C 8D 6H 5S 4D 2C",  # no melds: 10 × 4 + 9 + 8 + 6 + 5 + 4 + 2 = 74
    75: "KC QD JH TS 9C 8D 6H 5S 4D 3C",  # no melds: 10 × 4 + 9 + 8 + 6 + 5 + 4 + 3 = 75
}

# Knock hand: AS 2S 3S, 7C 7D 7H, 9D TD JD + KH; taking the upcard 5C and knocking KH leaves 5.
KNOCK_HAND = "AS 2S 3S 7C 7D 7H 9D TD JD KH"
KNOCK_UPCARD = "5C"
UNDERCUTTER = "4H 5H 6H QC QH QS KC KD KS 3D"  # deadwood 3D = 3 ≤ 5: undercut by 5 − 3 = 2


def gin_for(match: Match, seat: int, loser_deadwood: int) -> None:
    """Deal the next hand so ``seat`` goes gin at once against ``loser_deadwood``."""
    dealer = match.next_dealer()
    loser = LOSER[loser_deadwood]
    if seat == dealer:
        match.deal(make_deck(loser, GIN_HAND, GIN_UPCARD))
        play(match, "pass", "draw_discard", "knock KH", "lay_out")
    else:
        match.deal(make_deck(GIN_HAND, loser, GIN_UPCARD))
        play(match, "draw_discard", "knock KH", "lay_out")
    hand = match.hands[-1]
    assert hand.result is not None and hand.result.kind == "gin" and hand.result.winner == seat


def undercut_for(match: Match, seat: int) -> None:
    """Deal the next hand so the other seat knocks with 5 and ``seat`` undercuts with 3."""
    dealer = match.next_dealer()
    if seat == dealer:
        match.deal(make_deck(KNOCK_HAND, UNDERCUTTER, KNOCK_UPCARD))
        play(match, "draw_discard", "knock KH", "lay_out")
    else:
        match.deal(make_deck(UNDERCUTTER, KNOCK_HAND, KNOCK_UPCARD))
        play(match, "pass", "draw_discard", "knock KH", "lay_out")
    hand = match.hands[-1]
    assert hand.result is not None and hand.result.kind == "undercut" and hand.result.winner == seat


def dead_hand(match: Match) -> None:
    deck = make_deck(GIN_HAND.replace("KH", "KD"), LOSER[74], "QS")  # nobody knocks
    hand = match.deal(deck)
    play_to_third_last(match, hand)
    play(match, "draw_stock")
    drawn = hand.hands[hand.current][-1]
    play(match, f"discard {drawn.code}")
    assert hand.result is not None and hand.result.kind == "dead"


def bonuses(match: Match) -> list[tuple[int, str, int]]:
    assert match.result is not None
    return [(b.seat, bonus_label(b), b.points) for b in match.result.bonuses]


# -- what each seat remembers of the earlier hands ------------------------------------------------------


def test_a_view_shows_the_opponents_knocks_in_the_earlier_hands_only() -> None:
    # Seat 1 goes gin, then knocks with 5 and is undercut, then a hand dies at the wall: seat 0's view of
    # the next hand shows both of seat 1's knocks (its own draws that hand, its deadwood), in order; seat 1's
    # view shows none (seat 0 never knocked: an undercut is the defender's win, not its knock).
    match = Match(Rules(), 0)
    gin_for(match, 1, 74)
    undercut_for(match, 0)
    dead_hand(match)
    assert view_of(match.hands[0], 0, match).opponent_knocks == ()  # the first hand: nothing before it
    hand = match.deal(make_deck(KNOCK_HAND, UNDERCUTTER, KNOCK_UPCARD))
    assert view_of(hand, 0, match).opponent_knocks == (KnockSeen(1, 0), KnockSeen(1, 5))
    assert view_of(hand, 1, match).opponent_knocks == ()
    assert view_of(match.hands[1], 0, match).opponent_knocks == (KnockSeen(1, 0),)  # hand 2 as it was played
    assert knocks_by(match.hands) == ((), (KnockSeen(1, 0), KnockSeen(1, 5)))


# -- the target ------------------------------------------------------------------------------


def test_game_ends_when_a_total_reaches_the_target_exactly() -> None:
    match = Match(Rules(), 0)
    gin_for(match, 1, 74)  # 25 + 74 = 99: one short
    assert match.scores == [0, 99] and not match.is_over and match.needs_deal
    gin_for(match, 0, 2)  # 25 + 2 = 27
    assert not match.is_over
    gin_for(match, 1, 0)  # 25 + 0 = 25 → 124
    assert match.is_over and match.scores == [27, 124]


def test_reaching_exactly_100_ends_the_game() -> None:
    match = Match(Rules(), 0)
    gin_for(match, 1, 75)  # 25 + 75 = 100 = target
    assert match.is_over and match.result is not None and match.result.winner == 1


def test_custom_target_is_honoured() -> None:
    match = Match(Rules(target=150), 0)
    gin_for(match, 1, 75)  # 100 < 150
    assert not match.is_over
    gin_for(match, 1, 2)  # + 27 = 127 < 150
    assert not match.is_over
    gin_for(match, 1, 0)  # + 25 = 152 ≥ 150
    assert match.is_over and match.scores == [0, 152]


def test_no_deal_or_action_after_the_match_ends() -> None:
    match = Match(Rules(), 0)
    gin_for(match, 1, 75)
    with pytest.raises(IllegalActionError, match="the match is over"):
        match.deal(make_deck(GIN_HAND, LOSER[2], GIN_UPCARD))
    with pytest.raises(IllegalActionError, match="no hand is being played"):
        play(match, "pass")


def test_cannot_deal_while_a_hand_is_in_play() -> None:
    match = Match(Rules(), 0)
    match.deal(make_deck(GIN_HAND, LOSER[2], GIN_UPCARD))
    with pytest.raises(IllegalActionError, match="still being played"):
        match.deal(make_deck(GIN_HAND, LOSER[2], GIN_UPCARD))


# -- shutout ------------------------------------------------------------------------------------


def test_shutout_double_bonus_doubles_the_game_bonus() -> None:
    match = Match(Rules(), 0)
    gin_for(match, 1, 75)  # 100 in one hand; seat 0 never scored
    r = match.result
    assert r is not None and r.shutout
    # 100 hand points + game bonus 2 × 100 + one box 25 = 325; loser 0.
    assert r.totals == (0, 325) and r.difference == 325
    assert bonuses(match) == [
        (1, "Game bonus, doubled for a shutout (2 × 100)", 200),
        (1, "Box bonus (1 hand × 25)", 25),
    ]


def test_shutout_double_score_doubles_the_winners_whole_score() -> None:
    match = Match(Rules(shutout="double_score"), 0)
    gin_for(match, 1, 75)
    r = match.result
    assert r is not None and r.shutout
    # (100 hand points + game bonus 100 + box 25) × 2 = 450.
    assert r.totals == (0, 450) and r.difference == 450
    assert (1, "Game bonus", 100) in bonuses(match)


@pytest.mark.parametrize("rule", ["double_bonus", "double_score"])
def test_no_shutout_when_the_loser_scored(rule: str) -> None:
    match = Match(Rules(shutout=rule), 0)  # type: ignore[arg-type]
    gin_for(match, 1, 2)  # seat 1: 27
    undercut_for(match, 0)  # seat 0: 25 + 2 = 27
    gin_for(match, 1, 75)  # seat 1: 27 + 100 = 127
    r = match.result
    assert r is not None and not r.shutout
    # Winner 127 + 100 + 2 × 25 = 277; loser 27 + 25 = 52; difference 225.
    assert r.totals == (52, 277) and r.difference == 225


# -- box bonuses ----------------------------------------------------------------------------------


def test_box_bonuses_are_added_only_at_the_end_and_never_count_toward_the_target() -> None:
    match = Match(Rules(), 0)
    for _ in range(3):
        gin_for(match, 1, 2)  # 27 each
    # 81 points and 3 hands won: with boxes that would be 81 + 75 = 156, still no game.
    assert match.scores == [0, 81] and match.hands_won == [0, 3]
    assert not match.is_over and match.result is None
    undercut_for(match, 0)  # seat 0: 25 + (5 − 3) = 27
    gin_for(match, 1, 2)  # seat 1: 108
    r = match.result
    assert r is not None
    assert r.hand_points == (27, 108)
    # Seat 1: 108 + 100 + 4 × 25 = 308. Seat 0: 27 + 1 × 25 = 52.
    assert r.totals == (52, 308) and r.difference == 256
    assert bonuses(match) == [
        (1, "Game bonus", 100),
        (1, "Box bonus (4 hands × 25)", 100),
        (0, "Box bonus (1 hand × 25)", 25),
    ]


def test_dead_hands_win_no_box() -> None:
    match = Match(Rules(), 0)
    dead_hand(match)
    assert match.hands_won == [0, 0] and match.scores == [0, 0]
    assert match.sheet[-1].points == (0, 0)


# -- presets ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "gin", "undercut", "box"),
    [("standard", 25, 25, 25), ("classic", 20, 10, 20), ("classic_high", 25, 20, 25)],
)
def test_preset_values_match_the_rules_table(name: str, gin: int, undercut: int, box: int) -> None:
    r = preset(name)
    assert (r.gin_bonus, r.undercut_bonus, r.box_bonus) == (gin, undercut, box)
    assert (r.knock_limit, r.target, r.game_bonus, r.shutout) == (10, 100, 100, "double_bonus")
    assert r.preset_name == name
    assert PRESETS[name] is r


def test_preset_names_are_forgiving_and_unknown_ones_refused() -> None:
    assert preset("Classic, high bonus") == PRESETS["classic_high"]
    assert preset("classic-high") == PRESETS["classic_high"]
    assert Rules() == preset("Standard")
    with pytest.raises(RulesError, match="unknown rules preset 'oklahoma'"):
        preset("oklahoma")


@pytest.mark.parametrize(
    ("name", "expected_totals"),
    [
        # Seat 1 gins (gin + 2), seat 0 undercuts (undercut + 2), seat 1 gins (gin + 75).
        # standard: seat 1 = 27 + 100 = 127 → 127 + 100 + 2 × 25 = 277; seat 0 = 27 + 25 = 52.
        ("standard", (52, 277)),
        # classic: seat 1 = 22 + 95 = 117 → 117 + 100 + 2 × 20 = 257; seat 0 = 12 + 20 = 32.
        ("classic", (32, 257)),
        # classic_high: seat 1 = 27 + 100 = 127 → 127 + 100 + 2 × 25 = 277; seat 0 = 22 + 25 = 47.
        ("classic_high", (47, 277)),
    ],
)
def test_each_presets_bonuses_in_a_match(name: str, expected_totals: tuple[int, int]) -> None:
    rules = preset(name)
    match = Match(rules, 0)
    gin_for(match, 1, 2)
    assert match.sheet[-1].result.points == rules.gin_bonus + 2
    undercut_for(match, 0)
    assert match.sheet[-1].result.points == rules.undercut_bonus + 2
    gin_for(match, 1, 75)
    r = match.result
    assert r is not None and not r.shutout
    assert r.totals == expected_totals
    assert r.difference == expected_totals[1] - expected_totals[0]
    assert [e.totals for e in match.sheet] == [
        (0, rules.gin_bonus + 2),
        (rules.undercut_bonus + 2, rules.gin_bonus + 2),
        (rules.undercut_bonus + 2, 2 * rules.gin_bonus + 77),
    ]


# -- dealers ---------------------------------------------------------------------------------------


def test_next_dealer_alternates_by_default() -> None:
    match = Match(Rules(), 0)
    dealers = []
    for seat in (1, 1, 0):
        dealers.append(match.next_dealer())
        gin_for(match, seat, 2)
    assert dealers == [0, 1, 0]
    assert [e.dealer for e in match.sheet] == [0, 1, 0]


def test_next_dealer_winner_deals() -> None:
    match = Match(Rules(next_dealer="winner"), 0)
    gin_for(match, 1, 2)  # seat 1 won: seat 1 deals next
    assert match.next_dealer() == 1
    gin_for(match, 1, 2)  # seat 1 again: deals again
    assert match.next_dealer() == 1
    undercut_for(match, 0)  # the undercutter (defender) wins and deals
    assert match.next_dealer() == 0
    assert [e.dealer for e in match.sheet] == [0, 1, 1]


@pytest.mark.parametrize("rule", ["alternate", "winner"])
def test_same_dealer_after_a_dead_hand(rule: str) -> None:
    match = Match(Rules(next_dealer=rule), 1)  # type: ignore[arg-type]
    dead_hand(match)
    assert match.sheet[-1].result.kind == "dead"
    assert match.next_dealer() == 1
    dead_hand(match)
    assert match.next_dealer() == 1
    assert [e.dealer for e in match.sheet] == [1, 1]


def test_dead_hand_in_wall_mode_last_discard_also_keeps_the_dealer() -> None:
    match = Match(Rules(wall="last_discard"), 0)
    deck = move_to_stock(make_deck(GIN_HAND.replace("KH", "KD"), LOSER[74], "QS"), "AC", 28)
    hand = match.deal(deck)
    play_to_third_last(match, hand)
    play(match, "draw_stock", "discard AC")
    play(match, "pass")  # AC cannot help the dealer; passing cancels
    assert hand.result is not None and hand.result.kind == "dead"
    assert match.next_dealer() == 0 and match.scores == [0, 0]


def test_first_dealer_must_be_a_seat() -> None:
    with pytest.raises(IllegalActionError, match="first dealer must be seat 0 or 1"):
        Match(Rules(), 2)


# -- custom values -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("option", "value", "message"),
    [
        ("target", 49, "target must be between 50 and 500, got 49"),
        ("target", 501, "target must be between 50 and 500, got 501"),
        ("gin_bonus", 101, "gin_bonus must be between 0 and 100, got 101"),
        ("gin_bonus", -1, "gin_bonus must be between 0 and 100, got -1"),
        ("undercut_bonus", 101, "undercut_bonus must be between 0 and 100"),
        ("box_bonus", 101, "box_bonus must be between 0 and 100"),
        ("game_bonus", 101, "game_bonus must be between 0 and 100"),
        ("big_gin_bonus", 101, "big_gin_bonus must be between 0 and 100"),
        ("target", 100.0, "target must be a whole number"),
        ("gin_bonus", True, "gin_bonus must be a whole number"),
        ("shutout", "triple", "shutout must be one of double_bonus, double_score"),
        ("next_dealer", "loser", "next_dealer must be one of alternate, winner"),
        ("wall", "none", "wall must be one of cancel, last_discard"),
        ("opening", "twelve", "opening must be one of upcard, eleven"),
        ("oklahoma", 1, "oklahoma must be true or false"),
    ],
)
def test_custom_values_out_of_range_are_refused(option: str, value: object, message: str) -> None:
    with pytest.raises(RulesError, match=message):
        Rules(**{option: value})  # type: ignore[arg-type]
    with pytest.raises(RulesError, match=message):
        Rules().with_options(**{option: value})


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({1: 2}, "rule options are named by text, got 1"),
        ({None: "x", "target": 100}, "rule options are named by text, got None"),
        ({"preset": 7}, "preset must be a preset name, got 7"),
        ({"preset": ["classic"]}, r"preset must be a preset name, got \['classic'\]"),
        ({"preset": "classic", "colour": "red"}, "unknown rule option"),
        (["standard"], "rules must be a preset name or an object of options, got list"),
    ],
)
def test_rules_from_malformed_json_are_refused_with_a_rules_error(data: object, message: str) -> None:
    """Edge case: stored rules are untrusted; every malformed shape is a RulesError, never a TypeError."""
    with pytest.raises(RulesError, match=message):
        Rules.from_json(data)


@pytest.mark.parametrize(
    ("option", "value"),
    [("target", 50), ("target", 500), ("gin_bonus", 0), ("gin_bonus", 100), ("box_bonus", 0), ("game_bonus", 100)],
)
def test_custom_values_at_the_limits_are_accepted(option: str, value: int) -> None:
    assert getattr(Rules().with_options(**{option: value}), option) == value


def test_unknown_option_is_refused() -> None:
    with pytest.raises(RulesError, match="unknown rule option"):
        Rules().with_options(knock_limt=5)


def test_custom_bonuses_in_a_match_and_zero_box_bonus() -> None:
    rules = Rules(gin_bonus=40, game_bonus=50, box_bonus=0, target=60)
    match = Match(rules, 0)
    gin_for(match, 1, 2)  # 40 + 2 = 42 < 60
    assert not match.is_over
    gin_for(match, 0, 0)  # seat 0: 40 + 0 = 40
    gin_for(match, 1, 2)  # seat 1: 84 ≥ 60
    r = match.result
    assert r is not None and not r.shutout
    # Seat 1: 84 + 50 game bonus, no box lines at 0: 134. Seat 0: 40.
    assert r.totals == (40, 134)
    assert bonuses(match) == [(1, "Game bonus", 50)]
