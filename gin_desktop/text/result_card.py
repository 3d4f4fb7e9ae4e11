"""What the result panel on the table says once a hand is over, as values (no Qt).

The panel (``gin_desktop.ui.table.result_panel``) lays these out: a title (who won and
how), the points in large type, both deadwood counts (counted up on the table), the
arithmetic, the running or final score with the bonuses itemised at the end of a game,
and the one way on (Next hand, or New game).
"""

from __future__ import annotations

from gin_desktop.core import MatchResult, Phase, PlayerView
from gin_desktop.text.score_text import bonus_label
from gin_desktop.values.snapshot import (
    ResultCard as ResultCard,  # (the value type lives with the snapshot that carries it)
)
from gin_desktop.words.i18n import points_text, tr


def result_card(view: PlayerView, final: MatchResult | None = None) -> ResultCard | None:
    """The panel's content for a finished hand; None while the hand is played."""
    result = view.result
    if result is None or view.phase not in (Phase.OVER, Phase.DEAD):
        return None
    me, them = view.seat, view.opponent
    game_over = final is not None
    action = tr("New game") if game_over else tr("Next hand")
    bonuses: tuple[tuple[str, str], ...] = ()
    if final is not None:
        names = {me: tr("You"), them: tr("Computer")}
        bonuses = tuple((tr("{who}: {label}").format(who=names[line.seat], label=bonus_label(line)), f"+{line.points}")
                        for line in final.bonuses)
        score = (tr("Final score {mine} to {theirs}, bonuses included: a shutout") if final.shutout
                 else tr("Final score {mine} to {theirs}, bonuses included")).format(
            mine=final.totals[me], theirs=final.totals[them])
    else:
        score = tr("Score: you {mine}, the computer {theirs}").format(mine=view.scores[me], theirs=view.scores[them])
    game_won = final is not None and final.winner == me
    if result.winner is None:
        return ResultCard(tr("Dead hand"), "", None, None, tr("The stock ran out: nobody scores."), score, bonuses,
                          action, game_over, game_won)
    won = result.winner == me
    if won:
        kinds = {"knock": tr("You win the knock"), "undercut": tr("You undercut the computer"),
                 "gin": tr("Gin! You go out"), "big_gin": tr("Big gin! All eleven cards")}
    else:
        kinds = {"knock": tr("The computer wins the knock"), "undercut": tr("The computer undercuts you"),
                 "gin": tr("The computer goes gin"), "big_gin": tr("The computer goes big gin")}
    k, d = result.knocker_deadwood, result.defender_deadwood
    mine, theirs = (k, d) if result.knocker == me else (d, k)
    sign = "+" if won else "−"
    sum_text = f"{arithmetic(view)} = {points_text(result.points)}"
    if final is not None:  # the game's own moment: its result in large type, the hand in a line
        title = tr("You win the game!") if game_won else tr("The computer wins the game")
        hand = tr("{kind}: {sum}").format(kind=kinds[result.kind], sum=sum_text)
        return ResultCard(title, f"{final.totals[me]}–{final.totals[them]}", won, (mine, theirs), hand, score,
                          bonuses, action, game_over, game_won)
    return ResultCard(kinds[result.kind], f"{sign}{result.points}", won, (mine, theirs), sum_text, score, bonuses,
                      action, game_over, game_won)


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
