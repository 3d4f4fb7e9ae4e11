"""A hand review as plain values (no Qt, no game objects): the grade of each of the
player's decisions, the luck-and-skill series, and the accuracy figure.

The review engine (:mod:`gin_desktop.ai.review`) makes these; the windows show them.

Grades come from the *point loss* of a decision: the expected hand points of the
best choice minus those of the player's choice, both from the player's seat's view
(the engine never looks at the computer's cards or the stock order). The thresholds
are :data:`GRADE_LIMITS`; docs/ai.md (the coach) lists them.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Final

from gin_desktop.core import Action, Card, Hand, KnockSeen, Match, PlayerView, Rules, knocks_by, view_of


class Grade(StrEnum):
    BEST = "best"
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"
    CLOSE = "close"  # the engine could not settle the loss within its cap of worlds: shown with its interval


# A decision losing less than the limit (expected points) gets that grade; a larger loss the next.
BEST_LOSS: Final = 0.1  # within a tenth of a point of the best choice: as good as best (sampling noise)
GOOD_LOSS: Final = 1.0
INACCURACY_LOSS: Final = 2.5
MISTAKE_LOSS: Final = 5.0  # a loss of 5 points or more is a blunder
GRADE_LIMITS: Final = ((Grade.BEST, BEST_LOSS), (Grade.GOOD, GOOD_LOSS), (Grade.INACCURACY, INACCURACY_LOSS),
                       (Grade.MISTAKE, MISTAKE_LOSS))
EXPLAINED: Final = frozenset({Grade.INACCURACY, Grade.MISTAKE, Grade.BLUNDER})  # the ones put in words

# Accuracy = 100 · exp(−mean loss per decision / ACCURACY_SCALE): 100 for a hand of best
# choices, about 86 for one mistake of 3 points in ten decisions, 61 when every decision
# loses a point. The scale allows for the review's own floor: the levels' play measured over
# 10 hands each against Hard lost 1.01 (Easy), 0.61 (Medium), 0.55 (Hard) and 0.58 (Expert)
# points a decision (sampling noise and the play-out's simple policies make about half a
# point), so good play scores in the 70s and careless play near 60.
ACCURACY_SCALE: Final = 2.0


def grade_of(loss: float) -> Grade:
    for grade, limit in GRADE_LIMITS:
        if loss < limit:
            return grade
    return Grade.BLUNDER


def band_of(loss: float) -> Grade:
    """The band of a loss that is not the engine's own choice: never "best" (that is the engine's pick)."""
    grade = grade_of(loss)
    return Grade.GOOD if grade is Grade.BEST else grade


def grade_of_interval(low: float, high: float) -> Grade:
    """The grade of a choice other than the engine's pick whose loss lies in [low, high].

    One the worlds cannot tell from the pick (its interval reaches zero, and stays below the "good"
    limit) is as good as best: which of two such choices the engine picks depends on the dice, so
    calling one "best" and the other "good" would change with the seed. Clearly below the "good"
    limit is good; an interval inside one band is that band; anything else is a close call (the
    interval is shown, never a mistake on the dice's say-so).
    """
    if high < GOOD_LOSS:
        return Grade.BEST if low <= 0.0 else Grade.GOOD
    low_band, high_band = band_of(max(0.0, low)), band_of(high)
    return low_band if low_band is high_band else Grade.CLOSE


def settled(low: float, high: float) -> bool:
    """The interval [low, high] of a loss gives one grade (see :func:`grade_of_interval`)."""
    return grade_of_interval(low, high) is not Grade.CLOSE


def accuracy(points_lost: float, decisions: int) -> float | None:
    """The accuracy figure (0–100) of ``decisions`` decisions that lost ``points_lost`` in all; None without any."""
    if decisions <= 0:
        return None
    return 100.0 * math.exp(-max(0.0, points_lost) / decisions / ACCURACY_SCALE)


class DecisionKind(StrEnum):
    UPCARD = "upcard"  # take or pass the upcard
    DRAW = "draw"  # draw from the stock or take the top discard
    WALL = "wall"  # take the last discard at the wall, or pass
    DISCARD = "discard"  # discard, knock or play on (big gin)
    ARRANGEMENT = "arrangement"  # the melds shown with a knock


@dataclass(frozen=True)
class Choice:
    """One legal choice at a decision and its expected points (from the player's side)."""

    action: Action
    expected: float
    worlds: int  # how many sampled worlds the figure is the mean of


@dataclass(frozen=True)
class Guess:
    """What the computer inferred about the player's hand at a decision, from its own view only."""

    known: tuple[Card, ...]  # cards it saw the player take and keep
    likely: tuple[tuple[Card, float], ...]  # the most likely other cards, with their probabilities
    avoided: tuple[Card, ...]  # cards it believes the player does not hold (discarded near them)


@dataclass(frozen=True)
class Facts:
    """What the explanation of a decision may say: the position (the player's own view) and the
    public record after it, as cards, numbers and codes (``text.review_text`` words them)."""

    hand: tuple[Card, ...]  # the player's cards at the decision
    top: Card | None  # the top discard then
    fed: bool  # the computer took the card the player discarded, next turn
    out_turns: int | None  # the computer went out this many of its turns after the decision
    out_kind: str  # "knock", "gin", "big_gin" (when out_turns is set)
    undercut_chance: float | None  # of the player's knock, over the sampled computer hands
    undercut: bool  # the player's knock was undercut
    danger: dict[Card, float] = field(default_factory=dict)  # chance the computer can meld a discard (player's view)
    next_deadwood: dict[Card, float] = field(default_factory=dict)  # expected deadwood after the next draw, by discard


@dataclass(frozen=True)
class DecisionReview:
    """One of the player's decisions, graded."""

    step: int  # the replay step this decision made (1-based: step n is the table after action n)
    kind: DecisionKind
    chosen: Choice
    best: Choice
    choices: tuple[Choice, ...]  # every choice evaluated, best first
    grade: Grade
    facts: Facts | None  # what its explanation says, as values (text.review_text.explanation words it); None: none
    guess: Guess | None = None  # what the computer thought (optional view)
    interval: tuple[float, float] | None = None  # the loss's interval (points), where the engine measured one
    turn: int = 0  # the player's turn it was made on (1-based: counted by the player's draws; 0: unknown)

    @property
    def loss(self) -> float:
        return max(0.0, self.best.expected - self.chosen.expected)


@dataclass(frozen=True)
class SwingPoint:
    """One point of the luck-and-skill series: the expected points after something happened."""

    step: int  # the replay step
    expected: float
    cause: str  # "deal", "luck" (cards and the computer's moves), "skill" (the player's decision), "result"


@dataclass(frozen=True)
class HandReview:
    """The review of one finished hand from the player's seat."""

    game_id: int | None
    hand_number: int
    human: int
    decisions: tuple[DecisionReview, ...]
    series: tuple[SwingPoint, ...]
    result_points: int  # the hand's points from the player's side (negative: the computer scored)

    @property
    def points_lost(self) -> float:
        return sum(d.loss for d in self.decisions)

    @property
    def luck(self) -> float:
        """How much the expected points moved with the cards and the computer's play (the rest of the swing)."""
        pairs = zip(self.series, self.series[1:], strict=False)
        return sum(b.expected - a.expected for a, b in pairs if b.cause != "skill")

    @property
    def accuracy(self) -> float | None:
        return accuracy(self.points_lost, len(self.decisions))

    def counts(self) -> dict[Grade, int]:
        out = {g: 0 for g in Grade}
        for d in self.decisions:
            out[d.grade] += 1
        return out

    def at_step(self, step: int) -> DecisionReview | None:
        return next((d for d in self.decisions if d.step == step), None)

    def key_moments(self, count: int = 3) -> tuple[DecisionReview, ...]:
        """The one to ``count`` decisions that cost the most (skill): settled inaccuracies or worse,
        the costliest first (the earlier of two equal ones). Empty for a hand without one."""
        costly = [d for d in self.decisions if d.grade in EXPLAINED]
        return tuple(sorted(costly, key=lambda d: (-d.loss, d.step))[:count])

    def luck_moments(self) -> tuple[LuckMoment | None, LuckMoment | None]:
        """The luckiest and the unluckiest stretch of the hand (the cards drawn and the computer's play
        between two of the player's decisions, or the showdown at the end): (best, worst); None where
        no stretch moved the expected points that way."""
        stretches = [LuckMoment(a.step, b.step, b.expected - a.expected, b.cause == "result")
                     for a, b in zip(self.series, self.series[1:], strict=False) if b.cause in ("luck", "result")]
        best = max(stretches, key=lambda m: (m.swing, -m.start), default=None)
        worst = min(stretches, key=lambda m: (m.swing, m.start), default=None)
        return (best if best is not None and best.swing > 0 else None,
                worst if worst is not None and worst.swing < 0 else None)


@dataclass(frozen=True)
class LuckMoment:
    """A stretch of the hand the player did not choose: from replay step ``start`` to ``end`` the
    expected points moved by ``swing`` (positive: good luck); ``showdown``: the stretch to the result."""

    start: int
    end: int
    swing: float
    showdown: bool


@dataclass(frozen=True)
class HandRecord:
    """A finished hand as values, what a review needs: rules, deck, dealer, the actions, the seats."""

    game_id: int | None
    hand_number: int
    human: int
    rules: Rules
    deck: tuple[Card, ...]
    dealer: int
    history: tuple[tuple[int, Action], ...]
    # The match when the hand began, as the player's view showed it: the review samples the same worlds
    # as the hint and the tutor did (they depend on the view, the score included).
    scores: tuple[int, int] = (0, 0)
    hands_won: tuple[int, int] = (0, 0)
    knocks: tuple[tuple[KnockSeen, ...], tuple[KnockSeen, ...]] = ((), ())  # each seat's in the hands before

    @classmethod
    def of(cls, match: Match, number: int, human: int, game_id: int | None = None) -> HandRecord:
        """Hand ``number`` of ``match`` (1-based; a hand played to its end), with the score, hands won
        and number it began with, read off the score sheet's lines before it."""
        hand = match.hands[number - 1]
        before = match.sheet[:number - 1]
        scores = before[-1].totals if before else (0, 0)
        won = [sum(1 for line in before if line.result.winner == seat) for seat in (0, 1)]
        return cls(game_id, number, human, hand.rules, hand.deck, hand.dealer, tuple(hand.history),
                   (scores[0], scores[1]), (won[0], won[1]), knocks_by(match.hands[:number - 1]))

    def view(self, hand: Hand, seat: int) -> PlayerView:
        """The view ``seat`` had of ``hand`` (this hand, replayed to some point) when it was played."""
        return view_of(hand, seat, scores=self.scores, hands_won=self.hands_won, number=self.hand_number,
                       opponent_knocks=self.knocks[1 - seat])


@dataclass(frozen=True)
class ReviewFigures:
    """What is kept of a hand's review in the saves (for the accuracy figure)."""

    decisions: int
    points_lost: float


def game_accuracy(figures: Iterable[ReviewFigures]) -> tuple[float | None, float, int]:
    """(accuracy, points lost, decisions) over the reviewed hands of a game."""
    lost, count = 0.0, 0
    for f in figures:
        lost += f.points_lost
        count += f.decisions
    return accuracy(lost, count), lost, count
