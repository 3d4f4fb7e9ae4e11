"""The review's verdict on one choice of a decision, as a plain value: what the tutor warns with and
a drill's answer is checked by (:mod:`gin_desktop.ai.tutor`, :mod:`gin_desktop.ai.drills` make them)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from gin_desktop.core import Action
from gin_desktop.values.reviews import DecisionKind, Grade

ORDER: Final = (Grade.INACCURACY, Grade.MISTAKE, Grade.BLUNDER)  # the grades a tutor can warn at, mildest first


@dataclass(frozen=True)
class Verdict:
    """The review's verdict on one choice: its grade, the points it loses against the pick (and the
    interval of that loss), and the pick itself (the better move the warning names)."""

    action: Action
    kind: DecisionKind
    grade: Grade
    cost: float
    interval: tuple[float, float]
    better: Action

    def warns_at(self, threshold: Grade) -> bool:
        """Whether a tutor set to ``threshold`` warns about this choice (a close call never warns: it is
        shown with its interval, never as a mistake)."""
        return self.grade in ORDER and threshold in ORDER and ORDER.index(self.grade) >= ORDER.index(threshold)


@dataclass(frozen=True)
class Answer:
    """An answer to a drill: right or not, the review's verdict on it, and the best move."""

    correct: bool
    verdict: Verdict | None
    best: Action
