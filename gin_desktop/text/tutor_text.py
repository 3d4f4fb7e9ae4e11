"""The tutor's warning in words (no Qt): one sentence on what the move costs and what is better,
from the player's view only (the verdict's figures and the two choices).

"A mistake: to discard 7♥ would cost about 3.2 points. Better: discard 9♣."
"""

from __future__ import annotations

from gin_desktop.core import Action, Card
from gin_desktop.values.reviews import Grade
from gin_desktop.words.i18n import QT_TRANSLATE_NOOP, tr
from gin_desktop.words.numbers import decimal

from .review_text import choice_text

WARNINGS = {  # English; shown through tr(): a whole sentence per grade (the article differs by language)
    Grade.INACCURACY: QT_TRANSLATE_NOOP("GinRummy", "An inaccuracy: to {choice} would cost about {points} points. "
                                                    "Better: {better}."),
    Grade.MISTAKE: QT_TRANSLATE_NOOP("GinRummy", "A mistake: to {choice} would cost about {points} points. "
                                                 "Better: {better}."),
    Grade.BLUNDER: QT_TRANSLATE_NOOP("GinRummy", "A blunder: to {choice} would cost about {points} points. "
                                                 "Better: {better}."),
}


def warning_text(grade: Grade, choice: Action, better: Action, cost: float, top: Card | None) -> str:
    """The warning for ``choice`` graded ``grade``, losing about ``cost`` points against
    ``better`` (``top``: the top discard the player saw, named in a take or a pass)."""
    return tr(WARNINGS[grade]).format(choice=choice_text(choice, top), better=choice_text(better, top),
                                      points=decimal(cost, 1))
