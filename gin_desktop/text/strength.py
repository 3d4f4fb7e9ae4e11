"""A computer level's measured strength in words: the figures of :data:`gin_desktop.values.levels.STRENGTH`.

"+3.8 points a hand (+3.2 to +4.4), 70% of games to 100.", and where the figures come from.
"""

from __future__ import annotations

from gin_desktop.values.levels import STRENGTH, level_title
from gin_desktop.words.i18n import tr
from gin_desktop.words.numbers import decimal


def strength_text(level: str) -> str:
    """The level's figures against the outside reference (empty for a level without them)."""
    measured = STRENGTH.get(level)
    if measured is None:
        return ""
    text = tr("{points} points a hand ({low} to {high}), {games}% of games to 100.").format(
        points=decimal(measured.points, sign=True), low=decimal(measured.low, sign=True),
        high=decimal(measured.high, sign=True), games=decimal(100 * measured.games, 0))
    if measured.below is not None:  # (Expert's games against the bot lie within the noise of Hard's: head to head)
        level, share = measured.below
        text += " " + tr("Against {level}: {games}% of games.").format(level=level_title(level),
                                                                       games=decimal(100 * share, 0))
    if measured.challenger is not None:
        text += " " + tr("Against a rebuild of the 2021 champion's strategy: {games}% of games.").format(
            games=decimal(100 * measured.challenger, 0))
    return text


def strength_source() -> str:
    """Where :func:`strength_text`'s figures come from, in one sentence."""
    low = min(measured.deals for measured in STRENGTH.values())
    high = max(measured.deals for measured in STRENGTH.values())
    deals = decimal(low, 0) if low == high else f"{decimal(low, 0)}\u2013{decimal(high, 0)}"
    return tr("Strength: each level against OpenSpiel's reference bot in its own engine, {deals} deals played "
              "twice with the seats swapped (95% intervals).").format(deals=deals)
