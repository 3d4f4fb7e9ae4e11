"""The score sheet in words (no Qt): a hand's result and the sheet's rows."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from gin_desktop.core import BonusLine, HandResult, MatchResult, Rules, SheetEntry
from gin_desktop.core.scoring import REASON_MARK, ScoreReason
from gin_desktop.words.i18n import QT_TRANSLATE_NOOP, tr


class SheetSource(Protocol):
    """What a score sheet reads: a live :class:`~gin_desktop.core.Match` or a saved game's sheet."""

    @property
    def sheet(self) -> Sequence[SheetEntry]: ...
    @property
    def result(self) -> MatchResult | None: ...
    @property
    def rules(self) -> Rules: ...
    @property
    def hands_won(self) -> Sequence[int]: ...

KIND_TEXT = {  # English; shown through tr()
    "knock": QT_TRANSLATE_NOOP("GinRummy", "Knock"),
    "undercut": QT_TRANSLATE_NOOP("GinRummy", "Undercut"),
    "gin": QT_TRANSLATE_NOOP("GinRummy", "Gin"),
    "big_gin": QT_TRANSLATE_NOOP("GinRummy", "Big gin"),
    "dead": QT_TRANSLATE_NOOP("GinRummy", "Dead hand"),
}


def reason_text(reason: str) -> str:
    """A hand's reason code (``HandResult.reason``) in words; any other text (a sentence an older
    version kept in the statistics' cache) as it is."""
    if reason == f"{REASON_MARK}dead|wall_offer":
        return tr("Dead hand: the stock reached the wall and the last discard was not taken")
    if reason == f"{REASON_MARK}dead|wall":
        return tr("Dead hand: the stock reached the wall (two cards) without a knock")
    r = ScoreReason.parse(reason)
    if r is None:
        return reason
    k, d = r.knocker_deadwood, r.defender_deadwood
    if r.kind == "big_gin":
        if r.big_gin_bonus:
            text = tr("Big gin: gin bonus {gin} + big gin bonus {big} + defender's deadwood {defender}").format(
                gin=r.gin_bonus, big=r.big_gin_bonus, defender=d)
        else:
            text = tr("Big gin: gin bonus {gin} + defender's deadwood {defender}").format(gin=r.gin_bonus, defender=d)
    elif r.kind == "gin":
        text = tr("Gin: gin bonus {gin} + defender's deadwood {defender}").format(gin=r.gin_bonus, defender=d)
    elif r.kind == "undercut":
        if d == k:
            text = tr("Undercut (a tie is an undercut): undercut bonus {bonus} + ({knocker} − {defender})")
        else:
            text = tr("Undercut: undercut bonus {bonus} + ({knocker} − {defender})")
        text = text.format(bonus=r.undercut_bonus, knocker=k, defender=d)
    else:
        text = tr("Knock: defender's deadwood {defender} − knocker's deadwood {knocker}").format(defender=d, knocker=k)
    if r.multiplier != 1:
        return tr("{reason} = {base}, × {multiplier} for the spade upcard = {points}").format(
            reason=text, base=r.base, multiplier=r.multiplier, points=r.points)
    return tr("{reason} = {base}").format(reason=text, base=r.base)


def bonus_label(line: BonusLine) -> str:
    """A match bonus in words ("Box bonus (3 hands × 25)")."""
    if line.kind == "game":
        return tr("Game bonus")
    if line.kind == "game_shutout":
        return tr("Game bonus, doubled for a shutout (2 × {bonus})").format(bonus=line.unit)
    if line.kind == "box":
        return tr("Box bonus (%n hand(s) × {bonus})", "", line.count).format(bonus=line.unit)
    if line.kind == "shutout_score":
        return tr("Shutout: the winner's whole score is doubled")
    return line.kind


def result_text(result: HandResult, human: int) -> str:
    """The result of a hand in words, with its reason ("Result: Knock — You score 12. Knock: …")."""
    if result.winner is None:
        return tr("Result: {reason}.").format(reason=reason_text(result.reason))
    text = (tr("Result: {kind} — You score {points}. {reason}.") if result.winner == human
            else tr("Result: {kind} — Computer scores {points}. {reason}."))
    return text.format(kind=tr(KIND_TEXT[result.kind]), points=result.points, reason=reason_text(result.reason))


def sheet_rows(match: SheetSource, human: int) -> list[list[str]]:
    """Rows: hand, dealer, result, your points, computer points, your total, computer total, reason."""
    names = {human: tr("You"), 1 - human: tr("Computer")}
    rows = []
    for entry in match.sheet:
        result = entry.result
        winner = "" if result.winner is None else f" ({names[result.winner]})"
        pts = entry.points
        rows.append([
            str(entry.hand_number), names[entry.dealer], tr(KIND_TEXT[result.kind]) + winner,
            str(pts[human] or ""), str(pts[1 - human] or ""),
            str(entry.totals[human]), str(entry.totals[1 - human]), reason_text(result.reason),
        ])
    final = match.result
    if final is not None:
        for line in final.bonuses:
            mine = line.seat == human
            rows.append(["", "", bonus_label(line), str(line.points) if mine else "", "" if mine else str(line.points),
                         "", "", ""])
        if final.winner == human:
            won = tr("You won by {difference} (shutout)") if final.shutout else tr("You won by {difference}")
        else:
            won = tr("Computer won by {difference} (shutout)") if final.shutout else tr("Computer won by {difference}")
        rows.append(["", "", tr("Final"), "", "", str(final.totals[human]), str(final.totals[1 - human]),
                     won.format(difference=final.difference)])
    return rows
