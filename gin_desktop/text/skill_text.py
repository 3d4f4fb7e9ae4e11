"""Your strength in words (no Qt): the rating among the computer levels with its interval, and the
topic whose decisions most often lost points.

"Over your last 10 games (212 decisions) you played like Medium, close to Hard: 0.62 points lost a
decision (95%: 0.51 – 0.73)."  "You play on too long: 6 of your 9 knock decisions lost points."
"""

from __future__ import annotations

from gin_desktop.values.levels import level_title
from gin_desktop.values.skill import Rating, Weakness
from gin_desktop.words.i18n import tr
from gin_desktop.words.numbers import decimal


def rating_text(rating: Rating) -> str:
    figures = dict(games=rating.games, decisions=rating.decisions, level=level_title(rating.like),
                   loss=decimal(rating.loss, 2), low=decimal(rating.low, 2), high=decimal(rating.high, 2))
    if rating.close is not None:
        return tr("Over your last {games} games ({decisions} decisions) you played like {level}, close to {other}: "
                  "{loss} points lost a decision (95%: {low} – {high}).").format(
            other=level_title(rating.close), **figures)
    return tr("Over your last {games} games ({decisions} decisions) you played like {level}: {loss} points lost a "
              "decision (95%: {low} – {high}).").format(**figures)


def weakness_text(weak: Weakness) -> str:
    figures = dict(lost=weak.lost, total=weak.total)
    if weak.topic == "knock":
        if weak.way == "late":
            return tr("You play on too long: {lost} of your {total} knock decisions lost points.").format(**figures)
        if weak.way == "early":
            return tr("You knock too early: {lost} of your {total} knock decisions lost points.").format(**figures)
        return tr("Knocking is your weakest decision: {lost} of your {total} knock decisions lost points.").format(
            **figures)
    texts = {
        "upcard": tr("The upcard is your weakest decision: {lost} of your {total} upcard decisions lost points."),
        "draw": tr("Drawing is your weakest decision: {lost} of your {total} draws lost points."),
        "discard": tr("Discarding is your weakest decision: {lost} of your {total} discards lost points."),
        "melds": tr("The melds you show are your weakest decision: {lost} of your {total} lost points."),
        "wall": tr("The wall is your weakest decision: {lost} of your {total} last-discard decisions lost points."),
    }
    return texts[weak.topic].format(**figures)


def no_rating_text() -> str:
    return tr("Your strength shows here once a few of your games are finished and reviewed (the coach reviews "
              "each hand as it ends). Games played with the tutor do not count: they show your play with help.")
