"""The computer levels offered to players, weakest first: Easy, Medium, Hard and Expert.

Kept apart from :mod:`gin_desktop.ai` so that settings and dialogs can name the
levels without importing the computer players themselves (start-up time); no Qt here
(:func:`gin_desktop.i18n.tr` translates once Qt is loaded).
"""

from __future__ import annotations

from typing import Final

from gin_desktop.i18n import QT_TRANSLATE_NOOP, tr

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
