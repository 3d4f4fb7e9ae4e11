"""The computer levels offered to players, weakest first: Easy, Medium, Hard and Expert.

Kept apart from :mod:`gin_desktop.ai` so that settings and dialogs can name the
levels without importing the computer players themselves (start-up time); no Qt here
(:func:`gin_desktop.words.i18n.tr` translates once Qt is loaded).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from gin_desktop.words.i18n import QT_TRANSLATE_NOOP, tr

LEVELS: Final = ("easy", "medium", "hard", "expert")

TITLES: Final = {
    "easy": QT_TRANSLATE_NOOP("Levels", "Easy"),
    "medium": QT_TRANSLATE_NOOP("Levels", "Medium"),
    "hard": QT_TRANSLATE_NOOP("Levels", "Hard"),
    "expert": QT_TRANSLATE_NOOP("Levels", "Expert"),
}


def level_title(level: str, unknown: str | None = None) -> str:
    """The level's name as the player reads it (translated); ``unknown`` (else the key) for
    a level this version does not offer, e.g. one read from an old save."""
    title = TITLES.get(level)
    if title is None:
        return level if unknown is None else unknown
    return tr(title, "Levels")


DESCRIPTIONS: Final = {
    "easy": QT_TRANSLATE_NOOP("Levels", "Plays by plain deadwood, knocks as soon as it may and sometimes throws "
                                        "away a card it should keep."),
    "medium": QT_TRANSLATE_NOOP("Levels", "Looks one draw ahead: keeps promising cards and avoids risky late "
                                          "knocks."),
    "hard": QT_TRANSLATE_NOOP("Levels", "Also reads your discards and pick-ups, avoids feeding your melds and "
                                        "plays its close choices out against the hands you may hold."),
    "expert": QT_TRANSLATE_NOOP("Levels", "Plays each choice out many times against the hands you may hold, "
                                          "and remembers how you knock: the strongest level, a little slower "
                                          "to move."),
}


def level_description(level: str) -> str:
    """One sentence on how the level plays (translated); empty for a level this version does not offer."""
    text = DESCRIPTIONS.get(level)
    return tr(text, "Levels") if text is not None else ""


@dataclass(frozen=True)
class Strength:
    """A level measured against the outside reference: OpenSpiel's ``simple_gin_rummy_bot`` playing in
    OpenSpiel's own engine (``gin-rummy-tools referee --a LEVEL --hands 2000 --seed 1``, each deal played
    twice with the seats swapped, scored under our standard rules; docs/ai.md, "Measured strength")."""

    points: float  # the level's mean points a hand against the bot
    low: float  # and the 95% interval of that mean
    high: float
    games: float  # the share of games to 100 the level wins
    deals: int
    challenger: float | None = None  # the share of games to 100 against the 2021 winner's strategy (our arena)
    below: tuple[str, float] | None = None  # (the level below, the share of games to 100 against it, our arena)


# The figures of this version (Expert's 2026-12-05 over deals 0-3999 of seed 1, the others' 2026-12-03 over
# deals 0-1999; Expert against Hard 2026-12-05, `arena --a expert --b hard --hands 1000 --seed 1`): docs/ai.md's
# table and the README's are tested to be these.
STRENGTH: Final = {
    "easy": Strength(-3.89, -4.31, -3.46, 0.251, 2000),
    "medium": Strength(1.16, 0.74, 1.58, 0.579, 2000),
    "hard": Strength(4.90, 4.33, 5.46, 0.746, 2000, challenger=0.535),
    "expert": Strength(5.48, 5.00, 5.96, 0.731, 4000, challenger=0.610, below=("hard", 0.527)),
}
