"""The words on the table once a hand is over: who won it and how, the itemised score,
and what to do next (the next hand, or a new game when this hand ended the game)."""

from __future__ import annotations

from gin_desktop.core import MatchResult, Phase, PlayerView
from gin_desktop.i18n import points_text, tr


def banner_text(view: PlayerView, final: MatchResult | None = None) -> str:
    """Lines on the table once a hand is over (who won, the itemised score, what next);
    empty while it is played. ``final``: the game's result when that hand ended it."""
    result = view.result
    if result is None or view.phase not in (Phase.OVER, Phase.DEAD):
        return ""
    if final is None:
        then = tr("Press Next hand")
    elif final.winner == view.seat:
        then = tr("You win the game, {mine} to {theirs}: press New game").format(
            mine=final.totals[view.seat], theirs=final.totals[view.opponent])
    else:
        then = tr("The computer wins the game, {theirs} to {mine}: press New game").format(
            mine=final.totals[view.seat], theirs=final.totals[view.opponent])
    if result.winner is None:
        return tr("Dead hand: nobody scores") + "\n" + then
    if result.winner == view.seat:
        kinds = {"knock": tr("You win the knock: {score}"), "undercut": tr("You undercut: {score}"),
                 "gin": tr("You go gin: {score}"), "big_gin": tr("You go big gin: {score}")}
    else:
        kinds = {"knock": tr("The computer wins the knock: {score}"),
                 "undercut": tr("The computer undercuts: {score}"),
                 "gin": tr("The computer goes gin: {score}"),
                 "big_gin": tr("The computer goes big gin: {score}")}
    won = kinds[result.kind].format(score=points_text(result.points))
    return "\n".join((won, score_breakdown(view), then))


def score_breakdown(view: PlayerView) -> str:
    """The itemised score of a finished hand: both deadwood counts and the arithmetic."""
    result = view.result
    assert result is not None and result.knocker is not None
    k, d = result.knocker_deadwood, result.defender_deadwood
    mine, theirs = (k, d) if result.knocker == view.seat else (d, k)
    counts = tr("Deadwood: you {mine}, the computer {theirs}").format(mine=mine, theirs=theirs)
    return f"{counts} · {arithmetic(view)} = {result.points}"


def arithmetic(view: PlayerView) -> str:
    """How a finished hand's points were made: "63 − 2", "gin bonus 25 + 40", "(…) × 2 for the spade upcard"."""
    result = view.result
    assert result is not None and result.knocker is not None
    rules = view.rules
    k, d = result.knocker_deadwood, result.defender_deadwood
    if result.kind == "knock":
        sum_text = tr("{defender} − {knocker}").format(defender=d, knocker=k)
    elif result.kind == "undercut":
        sum_text = tr("undercut bonus {bonus} + ({knocker} − {defender})").format(
            bonus=rules.undercut_bonus, knocker=k, defender=d)
    elif result.kind == "gin":
        sum_text = tr("gin bonus {bonus} + {defender}").format(bonus=rules.gin_bonus, defender=d)
    else:
        sum_text = tr("gin bonus {bonus} + big gin bonus {extra} + {defender}").format(
            bonus=rules.gin_bonus, extra=rules.big_gin_bonus, defender=d)
    if result.multiplier != 1:
        sum_text = tr("({sum}) × {times} for the spade upcard").format(sum=sum_text, times=result.multiplier)
    return sum_text
