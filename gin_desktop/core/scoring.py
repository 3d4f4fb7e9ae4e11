"""Scoring one hand: knock, undercut, gin, big gin and the dead hand."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .layoffs import Showdown
from .melds import Arrangement
from .rules import Rules

ResultKind = Literal["knock", "undercut", "gin", "big_gin", "dead"]


@dataclass(frozen=True, slots=True)
class HandResult:
    """How a hand ended, who won it and why."""

    kind: ResultKind
    knocker: int | None  # seat that went out (None for a dead hand)
    winner: int | None  # seat that scores (None for a dead hand)
    points: int  # points the winner scores, multiplier included
    knocker_deadwood: int = 0
    defender_deadwood: int = 0
    multiplier: int = 1
    knocker_arrangement: Arrangement | None = None
    defender: Showdown | None = None
    reason: str = ""
    """Why, as a code (:class:`ScoreReason`'s, or ``dead|<cause>``): ``text.score_text`` words it."""


REASON_MARK = "r1|"
"""Starts every reason code, so a code is never mistaken for a sentence an older version stored."""


@dataclass(frozen=True, slots=True)
class ScoreReason:
    """The arithmetic of a scored hand, every figure its wording needs."""

    kind: str
    gin_bonus: int
    big_gin_bonus: int
    undercut_bonus: int
    knocker_deadwood: int
    defender_deadwood: int
    base: int
    multiplier: int
    points: int

    @property
    def code(self) -> str:
        figures = (self.gin_bonus, self.big_gin_bonus, self.undercut_bonus, self.knocker_deadwood,
                   self.defender_deadwood, self.base, self.multiplier, self.points)
        return REASON_MARK + "|".join([self.kind, *map(str, figures)])

    @staticmethod
    def parse(code: str) -> ScoreReason | None:
        """The reason ``code`` holds; None for a dead hand's code or any other text."""
        if not code.startswith(REASON_MARK):
            return None
        kind, *rest = code[len(REASON_MARK):].split("|")
        if kind not in ("knock", "undercut", "gin", "big_gin") or len(rest) != 8:
            return None
        try:
            numbers = [int(x) for x in rest]
        except ValueError:
            return None
        return ScoreReason(kind, *numbers)


def score_showdown(
    rules: Rules,
    knocker: int,
    knocker_arrangement: Arrangement,
    defender: Showdown,
    big_gin: bool,
    multiplier: int,
) -> HandResult:
    """Apply the scoring rules to a finished showdown."""
    k = knocker_arrangement.deadwood_points
    d = defender.deadwood_points
    kind: ResultKind
    gin = big = bonus = 0
    if big_gin:
        kind, winner = "big_gin", knocker
        gin, big = rules.gin_bonus, rules.big_gin_bonus
        base = gin + big + d
    elif k == 0:
        kind, winner = "gin", knocker
        gin = rules.gin_bonus
        base = gin + d
    elif d <= k:
        kind, winner = "undercut", 1 - knocker
        bonus = rules.undercut_bonus
        base = bonus + (k - d)
    else:
        kind, winner = "knock", knocker
        base = d - k
    points = base * multiplier
    reason = ScoreReason(kind, gin, big, bonus, k, d, base, multiplier, points).code
    return HandResult(
        kind=kind,
        knocker=knocker,
        winner=winner,
        points=points,
        knocker_deadwood=k,
        defender_deadwood=d,
        multiplier=multiplier,
        knocker_arrangement=knocker_arrangement,
        defender=defender,
        reason=reason,
    )


DeadCause = Literal["wall", "wall_offer"]
"""Why a hand was dead: the stock reached the wall without a knock, or the last discard
offered at the wall was not taken."""


def dead_hand(cause: DeadCause) -> HandResult:
    return HandResult(kind="dead", knocker=None, winner=None, points=0, reason=f"{REASON_MARK}dead|{cause}")
