"""The coach's review engine: scenario hands graded as a player would expect, the loss being
the difference of the two choices' figures over the same worlds, deterministic, and blind to
every card the player could not see (like the fairness test of the computer players)."""

from __future__ import annotations

import itertools
import random
import statistics

import pytest

from gin_desktop.ai import make_player
from gin_desktop.ai.engine import choices_of, sample_worlds
from gin_desktop.ai.review import SEED, Cancelled, grade_decision, review_hand
from gin_desktop.core import (
    Action,
    BigGin,
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    Hand,
    Knock,
    LayOut,
    Match,
    Meld,
    Pass,
    Rules,
    view_of,
)
from gin_desktop.text.review_text import explanation
from gin_desktop.values.reviews import (
    BEST_LOSS,
    GOOD_LOSS,
    INACCURACY_LOSS,
    MISTAKE_LOSS,
    DecisionKind,
    Grade,
    HandRecord,
    accuracy,
    grade_of,
    grade_of_interval,
)
from tests.core.deals import card, make_deck

MY_HAND = "AS 2S 3S 4H 5H 6H 7C 8C 9C KD"  # three melds and K♦
COMPUTER = "TS JS QS 8D 8H 8S AC AD 2C 3D"  # two melds, 7 deadwood: undercuts a knock with 10


def record_of(deck: list[Card], history: list[tuple[int, Action]], dealer: int = 1, human: int = 0,
              rules: Rules | None = None) -> HandRecord:
    rules = rules or Rules()
    hand = Hand(rules, deck, dealer)
    for seat, action in history:
        assert hand.current == seat, (seat, action)
        hand.apply(action)
    return HandRecord(None, 1, human, rules, tuple(deck), dealer, tuple(history))


def test_grades_follow_the_documented_thresholds() -> None:
    assert grade_of(0.0) is Grade.BEST and grade_of(BEST_LOSS - 0.01) is Grade.BEST
    assert grade_of(BEST_LOSS) is Grade.GOOD and grade_of(GOOD_LOSS - 0.01) is Grade.GOOD
    assert grade_of(GOOD_LOSS) is Grade.INACCURACY and grade_of(INACCURACY_LOSS) is Grade.MISTAKE
    assert grade_of(MISTAKE_LOSS - 0.01) is Grade.MISTAKE and grade_of(MISTAKE_LOSS) is Grade.BLUNDER
    assert accuracy(0.0, 10) == 100.0 and accuracy(1.0, 0) is None
    assert accuracy(3.0, 10) == pytest.approx(86.07, abs=0.01)


def test_an_interval_gets_a_grade_only_when_it_lies_in_one_band() -> None:
    # One the worlds cannot tell from the pick is as good as best: which of the two the engine names
    # depends on the dice (graded "good" instead, 6% of decisions changed grade with the seed).
    assert grade_of_interval(-0.4, 0.9) is Grade.BEST
    assert grade_of_interval(0.05, 0.9) is Grade.GOOD  # clearly worse than the pick, clearly below the "good" limit
    assert grade_of_interval(1.2, 2.3) is Grade.INACCURACY
    assert grade_of_interval(5.5, 9.0) is Grade.BLUNDER
    assert grade_of_interval(-0.5, 1.4) is Grade.CLOSE  # good or inaccuracy: the dice cannot tell
    assert grade_of_interval(2.0, 3.0) is Grade.CLOSE and grade_of_interval(4.0, 6.0) is Grade.CLOSE


def test_a_discard_that_breaks_a_meld_is_a_blunder_with_the_loss_of_its_figures() -> None:
    deck = make_deck(MY_HAND, "KC QH JD 9D 7H 5C 3D TD 8H 6D", upcard="2D")
    five_hearts = card("5H")
    record = record_of(deck, [(0, DrawDiscard()), (0, Discard(five_hearts))])
    review = review_hand(record)
    upcard, discard = review.decisions
    assert upcard.kind is DecisionKind.UPCARD and discard.kind is DecisionKind.DISCARD
    assert discard.step == 2 and discard.chosen.action == Discard(five_hearts)
    assert discard.grade is Grade.BLUNDER and discard.loss >= MISTAKE_LOSS
    # The best is to knock with K♦ (2 deadwood), worth far more than breaking 4♥ 5♥ 6♥.
    assert discard.best.action == Knock(card("KD"))
    assert discard.loss == pytest.approx(discard.best.expected - discard.chosen.expected)
    # The loss is the difference of the two choices played out in the same worlds, worked out here again.
    hand = Hand(record.rules, deck, 1)
    hand.apply(DrawDiscard())
    view = view_of(hand, 0)
    plays = dict(choices_of(view))
    knock = next(play for action, play in plays.items() if action == Knock(card("KD")))
    mine = plays[Discard(five_hearts)]
    shared = min(discard.chosen.worlds, discard.best.worlds)
    worlds = sample_worlds(view, SEED, shared)
    expected_loss = statistics.fmean(knock(w) for w in worlds) - statistics.fmean(mine(w) for w in worlds)
    assert discard.loss == pytest.approx(expected_loss)
    # The verdict is settled: the loss's interval lies in the blunder band.
    assert discard.interval is not None and discard.interval[0] >= MISTAKE_LOSS
    assert "Discarding 5♥ broke a meld" in explanation(discard) and "knock with K♦ was better" in explanation(discard)
    assert f"(about {discard.loss:.1f} points more on average)" in explanation(discard)


def test_the_best_discard_is_graded_best() -> None:
    deck = make_deck("AS 2S 3S 4H 5H 6H KC QD JH 9D", "KS QH JD 8D 7H 5C 3D TD 8H 6D", upcard="4C")
    first = review_hand(record_of(deck, [(0, DrawDiscard()), (0, Discard(card("KC")))])).decisions[-1]
    best = first.best.action
    assert isinstance(best, Discard) and best.card in {card("KC"), card("QD"), card("JH"), card("9D")}
    again = review_hand(record_of(deck, [(0, DrawDiscard()), (0, best)])).decisions[-1]
    assert again.grade is Grade.BEST and again.loss == 0.0 and explanation(again) == ""
    assert again.chosen == again.best
    # Discarding from the run instead (4♠ would be kept … 3♠ breaks A♠ 2♠ 3♠) loses much more.
    broken = review_hand(record_of(deck, [(0, DrawDiscard()), (0, Discard(card("3S")))])).decisions[-1]
    assert broken.loss > again.loss + GOOD_LOSS


def wall_knock_history(deck: list[Card], knock_at: int = 3) -> list[tuple[int, Action]]:
    """Both pass the upcard; each draws from the stock and throws the card drawn, until the stock is
    down to ``knock_at`` after the player's draw; then the player knocks with the card drawn."""
    hand = Hand(Rules(), deck, 1)
    history: list[tuple[int, Action]] = [(0, Pass()), (1, Pass())]
    for _seat, action in history:
        hand.apply(action)
    while True:
        seat = hand.current
        hand.apply(DrawStock())
        history.append((seat, DrawStock()))
        drawn = hand.hands[seat][-1]
        action: Action = Knock(drawn) if seat == 0 and hand.stock_count <= knock_at else Discard(drawn)
        hand.apply(action)
        history.append((seat, action))
        if isinstance(action, Knock):
            return [*history, (1, LayOut())]


def test_a_knock_into_a_likely_undercut_near_the_wall_is_flagged() -> None:
    deck = make_deck(MY_HAND, COMPUTER, upcard="KH")
    history = wall_knock_history(deck)
    record = record_of(deck, history)
    review = review_hand(record)
    knock = review.decisions[-1]
    assert isinstance(knock.chosen.action, Knock) and knock.kind is DecisionKind.DISCARD
    assert knock.grade in (Grade.MISTAKE, Grade.BLUNDER), knock
    assert isinstance(knock.best.action, Discard)
    assert knock.chosen.expected < 0  # the knock loses on average: the computer's likely hands undercut it
    assert "Knocking with 10 deadwood was undercut" in explanation(knock)
    assert review.result_points < 0  # (and it was: 25 + 3)


def test_an_early_knock_with_low_deadwood_is_best() -> None:
    deck = make_deck(MY_HAND, "KC QH JD 9D 7H 5C 3D TD 8H 6D", upcard="2D")
    review = review_hand(record_of(deck, [(0, DrawDiscard()), (0, Knock(card("KD")))]))
    assert review.decisions[-1].grade is Grade.BEST


def test_a_review_is_deterministic_and_can_be_cancelled() -> None:
    record = played_record(3)
    told: list[tuple[int, int]] = []
    first = review_hand(record, progress=lambda done, total: told.append((done, total)))
    assert review_hand(record) == first
    assert told and told[-1][0] == told[-1][1] and [d for d, _ in told] == list(range(1, len(told) + 1))
    with pytest.raises(Cancelled):
        review_hand(record, cancelled=lambda: len(told) > 0)


def played_record(seed: int, cut_at_computer_out: bool = False) -> HandRecord:
    """A hand played by Medium (the player, seat 0) against Hard, from a seeded deck."""
    rng = random.Random(seed)
    match = Match(Rules(), rng.randrange(2))
    match.deal_random(rng)
    hand = match.hand
    assert hand is not None
    players = (make_player("medium", seed=1), make_player("hard", seed=2))
    history: list[tuple[int, Action]] = []
    while not hand.is_over:
        seat = hand.current
        action = players[seat].choose(view_of(hand, seat, match))
        if cut_at_computer_out and seat == 1 and isinstance(action, (Knock, BigGin)):
            break
        history.append((seat, action))
        match.apply(action)
    return HandRecord(None, 1, 0, hand.rules, hand.deck, hand.dealer, tuple(history))


def hidden_positions(record: HandRecord) -> list[int]:
    """Deck positions whose cards the player (seat 0) never saw: the computer's cards it never
    showed (discarded, knocked with), and stock cards the player never drew."""
    hand = Hand(record.rules, record.deck, record.dealer)
    seen = set(hand.hands[0]) | ({hand.upcard} if hand.upcard else set())
    for _seat, action in record.history:
        before = set(hand.hands[0])
        hand.apply(action)
        seen |= set(hand.hands[0]) - before
        if isinstance(action, (Discard, Knock)):
            seen.add(action.card)
    return [i for i, c in enumerate(record.deck) if c not in seen]


@pytest.mark.parametrize("seed", [5, 8])
def test_grades_are_the_same_whatever_the_hidden_cards_are(seed: int) -> None:
    record = played_record(seed, cut_at_computer_out=True)  # (a computer knock might not be legal any more)
    hidden = hidden_positions(record)
    assert len(hidden) >= 10
    cards = [record.deck[i] for i in hidden]
    random.Random(seed).shuffle(cards)
    deck = list(record.deck)
    for i, c in zip(hidden, cards, strict=True):
        deck[i] = c
    assert deck != list(record.deck)
    other = HandRecord(None, 1, 0, record.rules, tuple(deck), record.dealer, record.history)
    hand = Hand(other.rules, other.deck, other.dealer)
    for _, action in other.history:
        hand.apply(action)  # the same moves are legal with the other hidden cards
    first, second = review_hand(record, guesses=False), review_hand(other, guesses=False)
    assert len(first.decisions) >= 4
    strip = [(d.step, d.kind, d.chosen, d.best, d.choices, d.grade) for d in first.decisions]
    assert strip == [(d.step, d.kind, d.chosen, d.best, d.choices, d.grade) for d in second.decisions]


def test_the_luck_and_skill_series_adds_up() -> None:
    review = review_hand(played_record(3))
    series = review.series
    assert series[0].cause == "deal" and series[-1].cause == "result"
    assert series[-1].expected == review.result_points
    skill = sum(b.expected - a.expected for a, b in itertools.pairwise(series) if b.cause == "skill")
    luck = sum(b.expected - a.expected for a, b in itertools.pairwise(series) if b.cause != "skill")
    assert skill == pytest.approx(-sum(d.loss for d in review.decisions if d.kind is not DecisionKind.ARRANGEMENT))
    assert skill + luck == pytest.approx(review.result_points - series[0].expected)
    assert [p.step for p in series] == sorted(p.step for p in series)


def test_the_melds_shown_with_a_knock_are_graded_by_the_lay_offs_they_allow() -> None:
    rules = Rules(opening="eleven")
    deck = make_deck("7C 7D 7H 7S 8S 9S TS AH 2D 3C KC", "KH QH JH 9D 5C 4D 6S JS 2H 3H", opening="eleven")
    hand = Hand(rules, deck, 1)
    view = view_of(hand, 0)
    four = Meld.of("7C 7D 7H 7S")
    run = Meld.of("8S 9S TS")
    three, long_run = Meld.of("7C 7D 7H"), Meld.of("7S 8S 9S TS")
    graded = grade_decision(view, Knock(card("KC"), (three, long_run)), DecisionKind.DISCARD)
    assert [g.kind for g in graded] == [DecisionKind.DISCARD, DecisionKind.ARRANGEMENT]
    shown = graded[1]
    assert len(shown.choices) == 2
    # With the set of four only J♠ lays off (on 8♠ 9♠ 10♠); the long run takes 6♠ and J♠.
    best = shown.best.action
    assert isinstance(best, Knock) and best.melds is not None and {m.mask for m in best.melds} == {four.mask, run.mask}
    assert shown.loss > 0  # 6♠ is unseen: the computer may hold it
    again = grade_decision(view, Knock(card("KC"), (four, run)), DecisionKind.DISCARD)[1]
    assert again.loss == 0.0


def test_the_players_choice_alone_may_go_on_to_twice_the_races_cap() -> None:
    """Edge case: an unsettled choice is played against the pick past the race's 2,048 worlds, up to
    the review's own cap, and no further; the hint's race (no kept choice) stops at 2,048."""
    from gin_desktop.ai import engine

    deck = make_deck("AS 2S 3S 4H 5H 6H KC QD JH 9D", "KS QH JD 8D 7H 5C 3D TD 8H 6D", upcard="4C")
    hand = Hand(Rules(), deck, 1)
    hand.apply(DrawDiscard())
    view = view_of(hand, 0)
    plain = engine.analyse(view, SEED)
    assert plain is not None and plain.worlds <= engine.CAP
    keep = next(a for a, _ in choices_of(view) if engine.choice_key(a) != engine.choice_key(plain.pick))
    for keep_cap, worlds in ((None, engine.CAP), (engine.KEEP_CAP, engine.KEEP_CAP)):
        never = engine.analyse(view, SEED, keep=keep, settled=lambda low, high: False, keep_cap=keep_cap)
        assert never is not None and never.pick == plain.pick and not never.settled
        mine = never.estimate(keep)
        assert mine is not None and mine.worlds == worlds
