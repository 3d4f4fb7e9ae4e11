"""Expert: the play-out it searches with, the worth of points by the score, and its decisions."""

from __future__ import annotations

from dataclasses import replace

from gin_desktop.ai import engine, make_player
from gin_desktop.ai.challenger import EARLY_TURNS
from gin_desktop.ai.expert import OUTSIDER_REACH, PICK_Z, ExpertPlayer, graded_pick
from gin_desktop.ai.opponent_style import LATE, knocks_when_it_can
from gin_desktop.ai.rollout import Policy, Table, best_discard, play_out, showdown_points, takes
from gin_desktop.core import Discard, DrawStock, Hand, Knock, KnockSeen, Pass, Rules, parse_cards, view_of
from gin_desktop.core.cards import DECK, Card, mask_of

from .test_players import deal

STANDARD = Table(Rules(), 10, 1)


def m(text: str) -> int:
    return mask_of(parse_cards(text))


def test_best_discard_leaves_least_deadwood_highest_card_on_ties() -> None:
    bit, dw = best_discard(m("2S 3S 4S 7H 7D 7C 3C 4D KD QH AH"))
    assert dw == 3 + 4 + 10 + 1 and bit in (m("KD"), m("QH"))
    assert best_discard(m("2S 3S 4S 7H 7D 7C 3C 4D KD QH AH"), forbid=m("KD") | m("QH"))[0] == m("4D")


def test_takes_only_a_card_that_melds_and_lowers_the_count() -> None:
    hand = m("2S 3S 7H 7D 9C JD KC QS 5C 4H")
    assert takes(hand, m("4S"))  # makes 2S 3S 4S, throws a ten-card
    assert not takes(hand, m("AD"))  # lower, but melds with nothing
    assert not takes(hand, 0)


def test_showdown_points_gin_knock_and_undercut() -> None:
    knocker = m("2S 3S 4S 7H 7D 7C JC QC KC AD")
    # The defender melds JH QH KH and 8C 9C TC; AS AH 6H TS are left (18), and AS lays
    # off on the knocker's 2S 3S 4S: 17 against the knocker's 1.
    defender = m("AS AH 6H 8C TC TS JH KH QH 9C")
    won, points = showdown_points(knocker, defender, STANDARD)
    assert won and points == 17 - 1
    low = m("AS AH AC 2H 3H 4H 5C 6C 7C 2C")  # deadwood 2
    won, points = showdown_points(m("2S 3S 4S 7H 7D 7C JC QC KC 5D"), low, STANDARD)
    assert not won and points == 25 + 5 - 2
    won, points = showdown_points(m("2S 3S 4S 7H 7D 7C JC QC KC 5S"), defender, STANDARD)
    assert won and points == 25 + 18  # gin: no lay-offs


def test_play_out_is_dead_at_the_wall_and_scores_a_drawn_gin() -> None:
    mine = m("2S 3S 4S 7H 7D 7C JC QC KC 9D")
    theirs = m("AS AH 6H 8C TC TS JH KH QH 9C")
    rest = [c.mask for c in DECK if not (mine | theirs | m("5D")) & c.mask]
    # A stock of two cards: the mover may not draw; the hand is dead.
    assert play_out([mine, theirs], rest[:2], m("5D"), 0, False, 0, STANDARD, (Policy(), Policy())) == 0
    # The mover draws 5S, which makes 2S-5S: 9D goes and the hand is gin.
    stock = [m("5S")] + [b for b in rest if b != m("5S")]
    points = play_out([mine, theirs], stock[:20], m("5D"), 0, False, 0, STANDARD, (Policy(), Policy()))
    assert points == 25 + 18  # the opponent's AS AH 6H TS
    # Seen from the other seat the same hand is a loss of as much.
    again = play_out([mine, theirs], stock[:20], m("5D"), 0, False, 0, STANDARD, (Policy(), Policy()), me=1)
    assert again == -points


def test_expert_is_a_level_and_decides_legally_and_repeatably() -> None:
    hand = deal("2S 3S 4S 7H 7D 7C 3C 4D KD AH", "AS AD 6H 8C TC TS JH KH QH 9C", "QD", stock="2H")
    hand.apply(Pass())
    hand.apply(Pass())
    hand.apply(DrawStock())
    view = view_of(hand, 0)
    expert = make_player("expert", seed=1)
    assert isinstance(expert, ExpertPlayer)
    action = expert.choose(view)
    assert action in view.legal_actions or (isinstance(action, Knock) and Knock(action.card) in view.legal_actions)
    assert all(make_player("expert", seed=1).choose(view) == action for _ in range(2))


def test_expert_goes_gin_without_searching() -> None:
    hand = deal("2S 3S 4S 7H 7D 7C JC QC KC 9D", "AS AD 6H 8C TC TS JH KH QH 9C", "5S")
    expert = ExpertPlayer()
    hand.apply(expert.choose(view_of(hand, 0)))
    action = expert.choose(view_of(hand, 0))
    assert isinstance(action, Knock) and action.card.code == "9D"


def test_expert_searches_a_discard_between_close_options() -> None:
    # A hand with several close discards: the search runs (the decision takes its
    # worlds) and picks one of the searched discards.
    hand = Hand(Rules(), [*DECK], 0)
    while hand.phase.value != "discard":
        hand.apply(hand.legal_actions()[-1] if hand.phase.value != "draw" else DrawStock())
    view = view_of(hand, hand.current)
    action = ExpertPlayer(seed=3).choose(view)
    assert isinstance(action, (Discard, Knock))
    assert isinstance(action.card, Card) and action.card in view.hand


def _queens_hand() -> Hand:
    """Seeded hand 2005 of the coach's level benchmark at the non-dealer's first discard (stock 30)."""
    deck = parse_cards("QS 6D 8S 5H TD 5D 8H JD TH 7S TS QH 7D AH 6S 9C QC 9S 8D 9H JH TC KC 4C 2C 2D QD 6C 7H "
                       "4S JS 3C 5S 2S JC KH KS AS 4D 8C KD 9D 3H 3D 7C 2H 3S 4H AD 6H 5C AC")
    hand = Hand(Rules(), deck, dealer=1)
    for action in (Pass(), Pass(), DrawStock()):
        hand.apply(action)
    return hand


def test_expert_races_a_discard_hards_measure_ranks_low_keeping_a_pair_early() -> None:
    # Seeded hand 2005 of the coach's level benchmark, the non-dealer's first discard (stock 30):
    # TC TD TH TS, 8D 8H 8S, a pair of queens, 7D and 6S. Hard's measure throws a queen (the least
    # deadwood left); the review grades that a blunder (about 14 points): keeping the pair makes a fast
    # knock likely. Hard searches only its best three discards, all high cards; Expert races every
    # discard and keeps the pair (7D or 6S, which the review finds as good as each other).
    hand = _queens_hand()
    view = view_of(hand, 0)
    assert set(view.hand) == set(parse_cards("6S 7D 8D 8H 8S QC QS TC TD TH TS"))
    hard = make_player("hard", seed=1).choose(view)
    assert isinstance(hard, Discard) and hard.card.code in ("QS", "QC")
    for seed in (1, 7):
        expert = ExpertPlayer(seed=seed).choose(view)
        assert isinstance(expert, Discard) and expert.card.code in ("7D", "6S"), seed
    # with Hard's narrow list (its three best by its own measure) the same search throws a high card
    narrow = ExpertPlayer(seed=1, discards=3).choose(view)
    assert isinstance(narrow, Discard) and narrow.card.code not in ("7D", "6S")


# -- against an opponent who knocks when it can ---------------------------------------------------------


def test_an_opponent_who_knocked_late_with_deadwood_knocks_when_it_can() -> None:
    # Late: after its fifth draw of the hand (the challenger, a gin hunter, knocks only within its first five).
    hand = Hand(Rules(), [*DECK], 0)
    view = view_of(hand, 0)
    assert not knocks_when_it_can(view)  # a game's first hand: nothing seen yet
    assert not knocks_when_it_can(replace(view, opponent_knocks=(KnockSeen(5, 9), KnockSeen(12, 0))))
    assert knocks_when_it_can(replace(view, opponent_knocks=(KnockSeen(5, 9), KnockSeen(6, 1))))
    assert LATE >= EARLY_TURNS


def _race(columns: dict[str, list[float]], alive: set[str], pick: str, order: str) -> engine.Race:
    """A finished race with these play-out values per choice (a dropped choice played fewer worlds)."""
    keys = list(columns)
    race = engine.Race.__new__(engine.Race)
    race.keys = keys  # type: ignore[assignment]
    race.values = [columns[k] for k in keys]
    race.alive = {keys.index(k) for k in alive}
    race.pick = keys.index(pick)
    race.rank = [keys.index(k) for k in order]
    return race


def _column(base: list[float], gap: float, spread: float) -> list[float]:
    """``base`` less ``gap`` on average, the paired differences ``spread`` either side of it."""
    return [b - gap + (spread if i % 2 else -spread) for i, b in enumerate(base)]


def test_an_outsider_must_beat_each_of_hards_choices_by_two_standard_errors() -> None:
    base = [float((i * 7) % 23 - 11) for i in range(100)]  # the outsider x's values; a paired error 0.5
    # x leads Hard's a by 0.8 and b by 3.0 (1.6 and 6 standard errors): not clear of a, so a is played.
    race = _race({"x": base, "a": _column(base, 0.8, 5.0), "b": _column(base, 3.0, 5.0)}, {"x", "a", "b"}, "x", "abx")
    assert race.keys[graded_pick(race, {"a", "b"}, PICK_Z)] == "a"
    # x clear of both (1.2 is 2.4 standard errors): x stays.
    race = _race({"x": base, "a": _column(base, 1.2, 5.0), "b": _column(base, 3.0, 5.0)}, {"x", "a", "b"}, "x", "abx")
    assert race.keys[graded_pick(race, {"a", "b"}, PICK_Z)] == "x"
    # An insider the race dropped after 32 worlds counts while it trails by at most OUTSIDER_REACH ...
    near = _column(base, 1.0, 5.0)[:32]  # (1.0 at a standard error of 0.9 over its 32 worlds)
    race = _race({"x": base, "a": _column(base, 1.2, 5.0), "b": near}, {"x", "a"}, "x", "bax")
    assert race.keys[graded_pick(race, {"a", "b"}, PICK_Z)] == "a"  # (the pick among the insiders still racing)
    # ... and not once it trails by more.
    far = _column(base, OUTSIDER_REACH + 1, 5.0)[:32]
    race = _race({"x": base, "a": _column(base, 1.2, 5.0), "b": far}, {"x", "a"}, "x", "bax")
    assert race.keys[graded_pick(race, {"a", "b"}, PICK_Z)] == "x"
    # An insider pick is never second-guessed.
    race = _race({"x": _column(base, 0.5, 5.0), "a": base}, {"x", "a"}, "a", "ax")
    assert race.keys[graded_pick(race, {"a"}, PICK_Z)] == "a"


def test_against_a_knocker_expert_still_keeps_the_pair_of_queens() -> None:
    # The position of test_expert_races_a_discard_hards_measure_ranks_low_keeping_a_pair_early, the opponent
    # having knocked late with 7 in an earlier hand: the graded rule still keeps the pair (a queen thrown is
    # a blunder of about 14 points in the review): the discard it keeps is outside Hard's three, and beats
    # each of them by two standard errors.
    hand = _queens_hand()
    view = view_of(hand, 0, opponent_knocks=(KnockSeen(8, 7),))
    assert knocks_when_it_can(view)
    for seed in (1, 7):
        expert = ExpertPlayer(seed=seed).choose(view)
        assert isinstance(expert, Discard) and expert.card.code in ("7D", "6S"), seed
