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
    if big_gin:
        kind, winner = "big_gin", knocker
        base = rules.gin_bonus + rules.big_gin_bonus + d
        extra = f" + big gin bonus {rules.big_gin_bonus}" if rules.big_gin_bonus else ""
        reason = f"Big gin: gin bonus {rules.gin_bonus}{extra} + defender's deadwood {d}"
    elif k == 0:
        kind, winner = "gin", knocker
        base = rules.gin_bonus + d
        reason = f"Gin: gin bonus {rules.gin_bonus} + defender's deadwood {d}"
    elif d <= k:
        kind, winner = "undercut", 1 - knocker
        base = rules.undercut_bonus + (k - d)
        tie = " (a tie is an undercut)" if d == k else ""
        reason = f"Undercut{tie}: undercut bonus {rules.undercut_bonus} + ({k} − {d})"
    else:
        kind, winner = "knock", knocker
        base = d - k
        reason = f"Knock: defender's deadwood {d} − knocker's deadwood {k}"
    points = base * multiplier
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
        reason=f"{reason} = {base}" + (f", × {multiplier} for the spade upcard = {points}" if multiplier != 1 else ""),
    )


def dead_hand(reason: str) -> HandResult:
    return HandResult(kind="dead", knocker=None, winner=None, points=0, reason=reason)
