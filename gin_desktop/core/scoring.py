"""Scoring one hand: knock, undercut, gin, big gin and the dead hand."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from gin_desktop.i18n import tr

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
        if rules.big_gin_bonus:
            reason = tr("Big gin: gin bonus {gin} + big gin bonus {big} + defender's deadwood {defender}").format(
                gin=rules.gin_bonus, big=rules.big_gin_bonus, defender=d)
        else:
            reason = tr("Big gin: gin bonus {gin} + defender's deadwood {defender}").format(
                gin=rules.gin_bonus, defender=d)
    elif k == 0:
        kind, winner = "gin", knocker
        base = rules.gin_bonus + d
        reason = tr("Gin: gin bonus {gin} + defender's deadwood {defender}").format(gin=rules.gin_bonus, defender=d)
    elif d <= k:
        kind, winner = "undercut", 1 - knocker
        base = rules.undercut_bonus + (k - d)
        if d == k:
            reason = tr("Undercut (a tie is an undercut): undercut bonus {bonus} + ({knocker} − {defender})")
        else:
            reason = tr("Undercut: undercut bonus {bonus} + ({knocker} − {defender})")
        reason = reason.format(bonus=rules.undercut_bonus, knocker=k, defender=d)
    else:
        kind, winner = "knock", knocker
        base = d - k
        reason = tr("Knock: defender's deadwood {defender} − knocker's deadwood {knocker}").format(
            defender=d, knocker=k)
    points = base * multiplier
    if multiplier != 1:
        reason = tr("{reason} = {base}, × {multiplier} for the spade upcard = {points}").format(
            reason=reason, base=base, multiplier=multiplier, points=points)
    else:
        reason = tr("{reason} = {base}").format(reason=reason, base=base)
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


def dead_hand(reason: str) -> HandResult:
    return HandResult(kind="dead", knocker=None, winner=None, points=0, reason=reason)
