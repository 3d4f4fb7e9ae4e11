"""Practice your mistakes (issue 23, point 2): drills are made from a reviewed hand's settled
mistakes and blunders, their positions are the player's view at that decision, an answer is right
when the review would grade it best or good, and the schedule is the documented Leitner boxes."""

from __future__ import annotations

from datetime import date, timedelta

from gin_desktop.ai.drills import DrillCheck, drills_from, position
from gin_desktop.ai.review import review_hand
from gin_desktop.core import Discard, DrawDiscard, Hand, Knock, Rules, view_of
from gin_desktop.values.drills import BOX_DAYS, RETIRED, Drill, due_order
from gin_desktop.values.reviews import Choice, DecisionKind, DecisionReview, Grade, HandRecord, HandReview
from tests.core.deals import card
from tests.ui.conftest import knock_deck

TODAY = date(2026, 12, 3)


def graded(step: int, grade: Grade, kind: DecisionKind = DecisionKind.DISCARD) -> DecisionReview:
    return DecisionReview(step, kind, Choice(Discard(card("5H")), -3.0, 64), Choice(Discard(card("KD")), 0.0, 64),
                          (), grade, None, None, None, 1)


def test_drills_are_the_settled_mistakes_and_blunders_only() -> None:
    review = HandReview(7, 2, 0, (graded(2, Grade.BEST), graded(4, Grade.MISTAKE), graded(6, Grade.CLOSE),
                                  graded(8, Grade.INACCURACY), graded(10, Grade.BLUNDER),
                                  graded(11, Grade.BLUNDER, DecisionKind.ARRANGEMENT)), (), 0)
    assert [(d.game_id, d.hand_number, d.step) for d in drills_from(review)] == [(7, 2, 4), (7, 2, 10)]
    assert drills_from(HandReview(None, 1, 0, (graded(4, Grade.BLUNDER),), (), 0)) == []  # (a game not saved)


def test_the_schedule_moves_a_drill_up_a_box_when_right_and_back_to_the_first_when_wrong() -> None:
    drill = Drill(1, 1, 4, DecisionKind.DISCARD, 3.0)
    assert drill.is_due(TODAY)  # a new drill is due at once
    after = drill.answered(True, TODAY)
    assert (after.box, after.due, after.tries, after.right) == (1, TODAY + timedelta(days=BOX_DAYS[1]), 1, 1)
    assert not after.is_due(TODAY) and after.is_due(TODAY + timedelta(days=1))
    for _ in range(RETIRED - 1):
        after = after.answered(True, after.due)
    assert after.retired and not after.is_due(date.max)
    missed = drill.answered(True, TODAY).answered(False, TODAY + timedelta(days=1))
    assert (missed.box, missed.due, missed.tries, missed.right) == (0, TODAY + timedelta(days=1), 2, 1)


def test_a_missed_drill_comes_back_after_the_others_due() -> None:
    a, b, c = (Drill(1, 1, step, DecisionKind.DISCARD, loss) for step, loss in ((2, 3.0), (4, 8.0), (6, 5.0)))
    later = Drill(1, 2, 2, DecisionKind.DRAW, 9.0, box=2, due=TODAY + timedelta(days=3))
    assert due_order([a, b, c, later], TODAY) == [b, c, a]  # (the costliest first; one not due yet left out)
    assert due_order([a, b, c], TODAY, missed=frozenset({b.key})) == [c, a, b]


def knock_record() -> HandRecord:
    """The knock hand: the player (non-dealer) takes the 2♦ and knocks with K♦ for 2."""
    hand = Hand(Rules(), knock_deck(), 1)
    history = []
    for seat, action in ((0, DrawDiscard()), (0, Knock(card("KD")))):
        history.append((seat, action))
        hand.apply(action)
    return HandRecord(1, 1, 0, hand.rules, hand.deck, hand.dealer, tuple(history))


def test_the_position_is_the_players_view_at_the_decision() -> None:
    record = knock_record()
    view = position(record, 2)
    assert view is not None and card("2D") in view.hand and len(view.hand) == 11
    expected = Hand(Rules(), knock_deck(), 1)
    expected.apply(DrawDiscard())
    assert view == view_of(expected, 0)
    assert position(record, 9) is None and position(record, 0) is None


def test_an_answer_is_right_when_the_review_grades_it_best_or_good() -> None:
    """Breaking the 4♥ 5♥ 6♥ run is wrong (the review's blunder), knocking with K♦ is right."""
    view = position(knock_record(), 2)
    assert view is not None
    check = DrillCheck(view)
    wrong = check.answer(Discard(card("5H")))
    assert not wrong.correct and wrong.verdict is not None and wrong.verdict.grade is Grade.BLUNDER
    assert wrong.best == Knock(card("KD"))
    right = check.answer(Knock(card("KD")))
    assert right.correct and right.verdict is not None and right.verdict.grade is Grade.BEST
    solution = check.solution()
    assert isinstance(solution.action, Knock) and solution.action.card == card("KD")


def test_drills_from_a_real_review_replay_to_the_players_decisions() -> None:
    from tests.ai.test_review import played_record

    checked = 0
    for seed in (3, 6, 9):
        record = played_record(seed)
        record = HandRecord(5, 1, record.human, record.rules, record.deck, record.dealer, record.history)
        review = review_hand(record, guesses=False)
        for drill in drills_from(review):
            view = position(record, drill.step)
            assert view is not None and view.my_turn
            made = record.history[drill.step - 1][1]
            assert not DrillCheck(view).answer(made).correct  # (the move made there is the mistake)
            checked += 1
    assert checked >= 1
