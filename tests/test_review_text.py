"""The review's explanations in words: the issue's example sentence, built from the facts."""

from __future__ import annotations

from gin_desktop.core import Discard, DrawDiscard, DrawStock, parse_cards
from gin_desktop.text.review_text import Facts, explain, points_text, summary_text
from gin_desktop.values.reviews import Choice, DecisionKind, DecisionReview, Grade

HAND = tuple(parse_cards("7H 8C 2S 3S 4S 9D 9C 9H KD QC JS"))


def decision(chosen: object, best: object, loss: float, kind: DecisionKind = DecisionKind.DISCARD) -> DecisionReview:
    mine, top = Choice(chosen, -loss, 96), Choice(best, 0.0, 96)  # type: ignore[arg-type]
    return DecisionReview(5, kind, mine, top, (top, mine), Grade.MISTAKE, None)


def facts(**changes: object) -> Facts:
    values: dict[str, object] = dict(hand=HAND, top=None, fed=False, out_turns=None, out_kind="",
                                     undercut_chance=None, undercut=False)
    values.update(changes)
    return Facts(**values)  # type: ignore[arg-type]


def test_the_example_sentence_of_a_discard_that_fed_the_computer() -> None:
    seven, eight = parse_cards("7H 8C")
    text = explain(decision(Discard(seven), Discard(eight), 4.1), facts(fed=True, out_turns=2, out_kind="knock"))
    assert text == "Discarding 7♥ fed the computer: it took it and knocked 2 turns later; 8♣ was safer " \
                   "(about 4.1 points more on average)."


def test_a_discard_that_left_more_deadwood_and_a_gin_next_turn() -> None:
    king, seven = parse_cards("KD 7H")
    text = explain(decision(Discard(seven), Discard(king), 3.0), facts())
    assert text == "Discarding 7♥ left 38 deadwood where K♦ leaves 35; K♦ was better (about 3.0 points more on " \
                   "average)."
    fed = explain(decision(Discard(seven), Discard(king), 3.0), facts(fed=True, out_turns=1, out_kind="gin"))
    assert "it took it and went gin on its next turn" in fed


def test_passing_up_a_card_that_made_a_meld() -> None:
    top = parse_cards("5S")[0]
    text = explain(decision(DrawStock(), DrawDiscard(), 2.0,
                            DecisionKind.DRAW), facts(top=top))
    assert text == "Drawing from the stock passed up 5♠, which made the meld 2♠ 3♠ 4♠ 5♠; take 5♠ was better " \
                   "(about 2.0 points more on average)."


def test_a_knock_that_should_have_played_on_names_the_discard_without_the_knock() -> None:
    """The better choice after a knock with 7♠ is the same card thrown without knocking: "discard 7♠" alone read
    as what the player did (a player's report, 2026-12-05); the gap reads as a gain, never as a negative value."""
    from gin_desktop.core import Knock
    from gin_desktop.text.review_text import better_text

    seven = parse_cards("7S")[0]
    knocked = decision(Knock(seven), Discard(seven), 7.1)
    assert better_text(knocked, None) == "discard 7♠ without knocking"
    text = explain(knocked, facts(hand=tuple(parse_cards("7S 2C 3C 4C 5H 5D 5S 9H 9D 9C AS")), undercut_chance=0.35))
    assert text.endswith("; discard 7♠ without knocking was better (about 7.1 points more on average).")
    assert "−" not in text
    plain = decision(Discard(seven), Discard(parse_cards("8C")[0]), 1.0)
    assert better_text(plain, None) == "discard 8♣"


def test_figures_in_words() -> None:
    assert points_text(-4.06) == "−4.1" and points_text(2.5) == "+2.5"
    assert summary_text(3.0, 10, 74.08, -2.0) == ("Accuracy 74% over 10 decisions · points lost to decisions −3.0 · "
                                                 "luck −2.0")
    assert summary_text(0.0, 0, None, 0.0) == "You had no real choice to make in this hand."


def test_a_close_call_names_the_better_choice_and_the_interval_never_a_mistake() -> None:
    import dataclasses

    from gin_desktop.text.review_text import close_call_text, grade_text

    seven, eight = parse_cards("7H 8C")
    close = dataclasses.replace(decision(Discard(seven), Discard(eight), 1.6), grade=Grade.CLOSE, interval=(0.4, 2.8))
    text = close_call_text(close, None)
    assert text == ("A close call: discard 8♣ may have been better by 0.4 to 2.8 points; 96 sampled deals could "
                    "not tell them apart more closely.")
    assert grade_text(Grade.CLOSE) == "Close call" and "mistake" not in text.lower()
