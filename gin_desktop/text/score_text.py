"""The score sheet in words (no Qt): a hand's result and the sheet's rows."""

from __future__ import annotations

from gin_desktop.core import HandResult
from gin_desktop.i18n import QT_TRANSLATE_NOOP, tr
from gin_desktop.records import SheetSource

KIND_TEXT = {  # English; shown through tr()
    "knock": QT_TRANSLATE_NOOP("GinRummy", "Knock"),
    "undercut": QT_TRANSLATE_NOOP("GinRummy", "Undercut"),
    "gin": QT_TRANSLATE_NOOP("GinRummy", "Gin"),
    "big_gin": QT_TRANSLATE_NOOP("GinRummy", "Big gin"),
    "dead": QT_TRANSLATE_NOOP("GinRummy", "Dead hand"),
}


def result_text(result: HandResult, human: int) -> str:
    """The result of a hand in words, with its reason ("Result: Knock — You score 12. Knock: …")."""
    if result.winner is None:
        return tr("Result: {reason}.").format(reason=result.reason)
    text = (tr("Result: {kind} — You score {points}. {reason}.") if result.winner == human
            else tr("Result: {kind} — Computer scores {points}. {reason}."))
    return text.format(kind=tr(KIND_TEXT[result.kind]), points=result.points, reason=result.reason)


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
            str(entry.totals[human]), str(entry.totals[1 - human]), result.reason,
        ])
    final = match.result
    if final is not None:
        for line in final.bonuses:
            mine = line.seat == human
            rows.append(["", "", line.label, str(line.points) if mine else "", "" if mine else str(line.points),
                         "", "", ""])
        if final.winner == human:
            won = tr("You won by {difference} (shutout)") if final.shutout else tr("You won by {difference}")
        else:
            won = tr("Computer won by {difference} (shutout)") if final.shutout else tr("Computer won by {difference}")
        rows.append(["", "", tr("Final"), "", "", str(final.totals[human]), str(final.totals[1 - human]),
                     won.format(difference=final.difference)])
    return rows
