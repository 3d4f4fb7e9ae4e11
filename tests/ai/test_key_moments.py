"""Key moments (issue 23, point 3): the review names the one to three decisions that cost the most
(skill) and the luckiest and unluckiest stretch of cards (luck); each decision carries the player's
turn it was made on. And the tutor's verdicts are the review's grades (issue 23, point 1)."""

from __future__ import annotations

import pytest

from gin_desktop.ai.review import review_hand
from gin_desktop.ai.tutor import Verdicts
from gin_desktop.core import Discard, DrawDiscard, DrawStock, Hand, LayOut, Pass, view_of
from gin_desktop.text.review_text import coach_line, key_moment_text, luck_text
from gin_desktop.values.reviews import (
    EXPLAINED,
    Choice,
    DecisionKind,
    DecisionReview,
    Grade,
    HandReview,
    SwingPoint,
)
from tests.ai.test_review import played_record
from tests.core.deals import card


def decision(step: int, loss: float, grade: Grade, turn: int) -> DecisionReview:
    action = Discard(card("7H"))
    return DecisionReview(step, DecisionKind.DISCARD, Choice(action, -loss, 64), Choice(Discard(card("KS")), 0.0, 64),
                          (), grade, None, None, None, turn)


def test_key_moments_are_the_costliest_settled_mistakes_first() -> None:
    decisions = (decision(2, 0.0, Grade.BEST, 1), decision(4, 3.0, Grade.MISTAKE, 2),
                 decision(6, 1.5, Grade.INACCURACY, 3), decision(8, 3.0, Grade.MISTAKE, 4),
                 decision(10, 6.0, Grade.CLOSE, 5), decision(12, 7.5, Grade.BLUNDER, 6),
                 decision(14, 2.0, Grade.INACCURACY, 7))
    review = HandReview(1, 1, 0, decisions, (), 0)
    # (a close call is never a key moment: its loss is not settled; equal losses: the earlier first)
    assert [d.step for d in review.key_moments()] == [12, 4, 8]
    assert [d.step for d in review.key_moments(1)] == [12]
    clean = HandReview(1, 1, 0, (decision(2, 0.0, Grade.BEST, 1), decision(4, 0.5, Grade.GOOD, 2)), (), 0)
    assert clean.key_moments() == ()
    assert coach_line(clean).startswith("Coach: no costly decision")


def test_the_key_moment_line_names_the_choice_the_turn_and_the_cost() -> None:
    assert key_moment_text(decision(12, 7.46, Grade.BLUNDER, 6), None) == (
        "Key moment: discarding 7♥ on turn 6 cost about 7.5 points.")


def test_luck_moments_are_the_biggest_swings_between_decisions_and_at_the_showdown() -> None:
    series = (SwingPoint(0, 1.0, "deal"), SwingPoint(2, 0.5, "skill"), SwingPoint(3, 6.5, "luck"),
              SwingPoint(4, 6.5, "skill"), SwingPoint(7, -2.0, "luck"), SwingPoint(8, -3.0, "skill"),
              SwingPoint(9, -25.0, "result"))
    best, worst = HandReview(1, 1, 0, (), series, -25).luck_moments()
    assert best is not None and (best.start, best.end, best.swing, best.showdown) == (2, 3, 6.0, False)
    assert worst is not None and (worst.start, worst.end, worst.swing, worst.showdown) == (8, 9, -22.0, True)
    assert luck_text(worst.swing, None) == "Unluckiest moment: the showdown, about 22.0 points against you."
    assert luck_text(best.swing, 3) == "Luckiest moment: the cards before your turn 3, about 6.0 points your way."
    only_good = (SwingPoint(0, 0.0, "deal"), SwingPoint(1, 0.0, "skill"), SwingPoint(5, 10.0, "result"))
    assert HandReview(1, 1, 0, (), only_good, 10).luck_moments()[1] is None  # (no bad luck: none named)


@pytest.mark.parametrize("seed", [3, 6])
def test_each_decision_carries_the_players_turn(seed: int) -> None:
    """Edge cases: passing the upcard is not a turn of its own (the draw after it is turn 1); a
    discard is on the turn of the draw before it."""
    record = played_record(seed)
    review = review_hand(record, guesses=False)
    hand = Hand(record.rules, record.deck, record.dealer)
    draws = 0
    expected: dict[int, int] = {}
    for step, (seat, action) in enumerate(record.history, start=1):
        if seat == 0:
            before = hand.phase.name
            upcard_or_draw = before.startswith("UPCARD") or before in ("DRAW", "WALL_OFFER")
            expected[step] = max(1, draws + (1 if upcard_or_draw else 0))
            if isinstance(action, (DrawStock, DrawDiscard)):
                draws += 1
        hand.apply(action)
    assert review.decisions
    for d in review.decisions:
        assert d.turn == expected[d.step], (d.step, d.kind, d.turn)
        if d.kind is DecisionKind.UPCARD and isinstance(d.chosen.action, Pass):
            assert d.turn == 1
    turns = [d.turn for d in review.decisions]
    assert turns == sorted(turns) and turns[0] == 1


@pytest.mark.slow
def test_the_tutors_verdict_is_the_reviews_grade_for_every_decision() -> None:
    """The tutor settles every choice before the player moves; for the move then made, its grade and
    its cost are the review's (the same race, the same worlds, the same rule)."""
    record = played_record(4)
    review = review_hand(record, guesses=False)
    hand = Hand(record.rules, record.deck, record.dealer)
    checked = 0
    for step, (seat, action) in enumerate(record.history, start=1):
        graded = review.at_step(step)
        if seat == 0 and graded is not None and graded.kind is not DecisionKind.ARRANGEMENT:
            view = view_of(hand, 0)
            assert LayOut() not in view.legal_actions
            verdict = Verdicts(view).verdict(action)
            assert verdict is not None
            assert (verdict.grade, verdict.cost) == (graded.grade, graded.loss), step
            assert verdict.warns_at(Grade.INACCURACY) == (graded.grade in EXPLAINED)
            checked += 1
        hand.apply(action)
    assert checked >= 5
