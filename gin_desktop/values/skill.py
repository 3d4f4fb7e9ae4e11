"""Your strength (issue 23, point 4), as plain values: each reviewed decision kept as a mark (its
topic, grade and loss), and a rating from the points the player's decisions lost over their last
games, placed among the computer levels' own figures (their reviewed play against Hard, measured by
``tests/benchmarks/bench_coach.py --only levels``), with its uncertainty, and the weakest topic.

The rating is the mean over the last games of each game's loss per decision (lower is stronger; each
game counts once, however many decisions it had), its 95% interval from the spread between hands (a
hand's decisions are not independent), and the
level whose figure it is nearest on a log scale (the levels' figures lie roughly evenly on one:
4.0, 0.9, …). "close to" names the neighbour when the rating lies in the third of the way nearest it.

Only the hands that began with both players more than half the target away count (:func:`rated_hands`).
This was chosen while the engine valued a hand nearer the target by the game bonus as well (until
2026-12-06), when a single decision there could cost 30 points or more: those few decisions outweighed
the rest of a game, and over 40 games of each level (seeds 4000-4039) they hid most of the difference
between Hard and Expert (2.3 standard errors apart with them, 3.0 without; capping each decision's loss
instead at 5 or 10 points took the difference away: 0.4). The engine now values the points alone; the
rating keeps its calibration (those hands are still left out) until it is calibrated again.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from gin_desktop.values.reviews import EXPLAINED, DecisionKind, DecisionReview, Grade, HandReview

TOPICS: Final = ("upcard", "draw", "discard", "knock", "melds", "wall")
"""What a decision was about: the upcard, a draw, a discard, a discard where knocking was possible
(knock or play on), the melds shown with a knock, the last discard at the wall."""


@dataclass(frozen=True)
class DecisionMark:
    """One reviewed decision as kept in the saves: its replay step, topic, grade and loss; ``way`` for a
    knock decision that lost points: "late" (it played on where knocking was better), "early" (it
    knocked where playing on was better), else ""."""

    step: int
    topic: str
    grade: Grade
    loss: float
    way: str = ""


def topic_of(decision: DecisionReview) -> str:
    from gin_desktop.core import BigGin, Knock

    if decision.kind is DecisionKind.ARRANGEMENT:
        return "melds"
    if decision.kind is DecisionKind.DISCARD:
        knocks = any(isinstance(c.action, (Knock, BigGin)) for c in decision.choices)
        return "knock" if knocks or isinstance(decision.chosen.action, (Knock, BigGin)) else "discard"
    return decision.kind.value


def marks_of(review: HandReview) -> list[DecisionMark]:
    """The review's decisions as marks."""
    from gin_desktop.core import BigGin, Knock

    out = []
    for d in review.decisions:
        topic = topic_of(d)
        way = ""
        if topic == "knock" and d.grade in EXPLAINED:
            chose = isinstance(d.chosen.action, (Knock, BigGin))
            best = isinstance(d.best.action, (Knock, BigGin))
            way = "early" if chose and not best else "late" if best and not chose else ""
        out.append(DecisionMark(d.step, topic, d.grade, d.loss, way))
    return out


# The levels' points lost per decision, their own play reviewed against Hard in whole games to 100, by this
# module's statistic (the mean of the games' own figures over their rated hands): Easy and Medium over 40
# games each (seeds 4000-4039, `bench_strength.py --calibrate 40`), Hard and Expert, the two closest, over 100
# (seeds 4000-4099, `--calibrate 100 --games 0 --levels hard,expert`), 2026-12-05. 95% intervals over games:
# Easy 0.97-1.24, Medium 0.63-0.91, Hard 0.28-0.37, Expert 0.16-0.23. Strongest last.
CALIBRATION: Final[tuple[tuple[str, float], ...]] = (("easy", 1.11), ("medium", 0.77), ("hard", 0.32),
                                                     ("expert", 0.19))
GAMES: Final = 10  # the rating looks at the player's last this many reviewed games


@dataclass(frozen=True)
class Rating:
    """The player's rating: mean loss per decision and its 95% interval, over ``decisions`` decisions
    of ``hands`` hands in ``games`` games; ``like`` the nearest level, ``close`` a neighbour it is near."""

    loss: float
    low: float
    high: float
    decisions: int
    hands: int
    games: int
    like: str
    close: str | None

    scale: float  # the rating on the levels' scale (see level_scale)


Calibration = Sequence[tuple[str, float]]


def level_scale(loss: float, calibration: Calibration | None = None) -> float:
    """Where a loss per decision lies among the levels: 0 at the first (weakest) level's figure, 1 at the
    second's and so on, log-linear between them and beyond the ends."""
    figures = [math.log(max(1e-3, f)) for _level, f in (CALIBRATION if calibration is None else calibration)]
    x = math.log(max(1e-3, loss))
    if len(figures) < 2:
        return 0.0
    for i in range(len(figures) - 1):
        a, b = figures[i], figures[i + 1]
        if x >= b or i == len(figures) - 2:
            return i + (a - x) / (a - b)
    return float(len(figures) - 1)


def rated_hands(hands: Mapping[int, Sequence[DecisionMark]], starts: Mapping[int, tuple[int, int]],
                target: int) -> list[list[DecisionMark]]:
    """The marks of the hands the rating looks at, by hand number: those that began (``starts``: hand
    number → both players' totals at its start; a hand not in it began at 0-0) with both players more
    than half of ``target`` away from it."""
    return [list(marks) for number, marks in sorted(hands.items())
            if 2 * max(starts.get(number, (0, 0))) < target]


def hand_starts(totals_after: Iterable[tuple[int, int]]) -> dict[int, tuple[int, int]]:
    """Each hand's starting totals (hand number → totals) from the totals after each hand, in order."""
    out: dict[int, tuple[int, int]] = {}
    before = (0, 0)
    for number, after in enumerate(totals_after, 1):
        out[number] = before
        before = after
    return out


def game_loss(game: Sequence[Sequence[DecisionMark]]) -> float | None:
    """A game's figure: the points its decisions lost, a decision (None without any)."""
    decisions = sum(len(hand) for hand in game)
    return sum(m.loss for hand in game for m in hand) / decisions if decisions else None


def rate(games: Sequence[Sequence[Sequence[DecisionMark]]], calibration: Calibration | None = None,
         last: int = GAMES) -> Rating | None:
    """The rating from ``games`` (newest first; each its hands' marks): the ``last`` games with reviewed
    decisions; None without any decision.

    Each game counts once: the rating is the mean of the games' own figures (a game's points lost over
    its decisions, the figure the chart of games shows), not the points lost over all the decisions
    pooled, where a game of many decisions outweighs the others (a hand in which both players take
    the discard turn after turn at the wall, thousands of decisions of nothing lost, made one game
    of twenty 77% of the decisions and rated Hard's games as Expert's). Its interval is from the
    spread between hands (a hand's decisions are not independent), each hand weighted as its game's
    share of the mean."""
    levels = CALIBRATION if calibration is None else calibration
    used = [[hand for hand in g if hand] for g in games if any(hand for hand in g)][:last]
    if not used or not levels:
        return None
    lost = [[sum(m.loss for m in hand) for hand in g] for g in used]
    sizes = [[len(hand) for hand in g] for g in used]
    totals = [sum(s) for s in sizes]  # each game's decisions
    count = len(used)
    mean = sum(sum(lost[g]) / totals[g] for g in range(count)) / count  # (the mean of game_loss over the games)
    # (a ratio estimate over hands, each hand's residual weighted by 1 / (games x its game's decisions))
    residuals = [(lost[g][h] - mean * sizes[g][h]) / (count * totals[g])
                 for g in range(count) for h in range(len(used[g]))]
    n = len(residuals)
    var = sum(r * r for r in residuals) * n / max(1, n - 1)
    half = 1.96 * math.sqrt(var)
    where = level_scale(mean, levels)
    index = min(len(levels) - 1, max(0, round(where)))
    like = levels[index][0]
    close = None
    fraction = where - index
    if fraction > 1 / 6 and index + 1 < len(levels):
        close = levels[index + 1][0]
    elif fraction < -1 / 6 and index > 0:
        close = levels[index - 1][0]
    return Rating(mean, max(0.0, mean - half), mean + half, sum(totals), n, count, like, close, where)


@dataclass(frozen=True)
class Weakness:
    """The topic whose decisions most often lost points: ``lost`` of ``total``; ``way`` for knocks."""

    topic: str
    lost: int
    total: int
    way: str


def weakest(marks: Iterable[DecisionMark], least: int = 5) -> Weakness | None:
    """The topic with the largest share of decisions graded inaccuracy or worse (at least ``least``
    decisions of it, and at least one in five lost); None when none stands out."""
    by: dict[str, list[DecisionMark]] = {}
    for m in marks:
        by.setdefault(m.topic, []).append(m)
    best: Weakness | None = None
    for topic, items in by.items():
        lost = [m for m in items if m.grade in EXPLAINED]
        if len(items) < least or 5 * len(lost) < len(items):
            continue
        late = sum(1 for m in lost if m.way == "late")
        early = sum(1 for m in lost if m.way == "early")
        way = "late" if late > early else "early" if early > late else ""
        found = Weakness(topic, len(lost), len(items), way)
        if best is None or found.lost * best.total > best.lost * found.total:
            best = found
    return best
