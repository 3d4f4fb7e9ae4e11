"""Practice your mistakes (issue 23, point 2), as plain values: a drill is one of the player's own
settled mistakes or blunders, the position as they saw it (a finished hand of a saved game and the
step of the decision), and where it stands in the practice schedule.

The schedule is a Leitner system of five boxes. A new drill, and one answered wrong, is in box 0:
due at once, and a miss comes back at the end of the same practice (after the other due drills).
Each right answer moves it up a box, due again after :data:`BOX_DAYS` days (1, 3, 7, 21); a right
answer in the last box retires it (never due again). A wrong answer puts it back in box 0.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date, timedelta
from typing import Final

from gin_desktop.values.reviews import DecisionKind

BOX_DAYS: Final = (0, 1, 3, 7, 21)  # days from a right answer in box n-1 to the next time it is due, by box
RETIRED: Final = len(BOX_DAYS)  # the box of a drill answered right in the last box
KINDS: Final = frozenset({DecisionKind.UPCARD, DecisionKind.DRAW, DecisionKind.DISCARD, DecisionKind.WALL})
"""The decisions that become drills (the melds shown with a knock are not one: a knock's melds are
chosen with the knock)."""


@dataclass(frozen=True)
class Drill:
    """One exercise: the player's decision at replay step ``step`` of hand ``hand_number`` of game
    ``game_id`` (the position is the table after ``step - 1`` actions, from the player's seat)."""

    game_id: int
    hand_number: int
    step: int
    kind: DecisionKind
    loss: float  # the points the player's move lost in the game (the review's figure)
    box: int = 0
    due: date = date.min  # the day from which it is due (date.min: at once)
    tries: int = 0
    right: int = 0

    @property
    def key(self) -> tuple[int, int, int]:
        return self.game_id, self.hand_number, self.step

    @property
    def retired(self) -> bool:
        return self.box >= RETIRED

    def is_due(self, today: date) -> bool:
        return not self.retired and self.due <= today

    def answered(self, correct: bool, today: date) -> Drill:
        """The drill after an answer on ``today``: up a box (due again after that box's days) when
        ``correct``, back to box 0 (due at once) when not."""
        if not correct:
            return replace(self, box=0, due=today, tries=self.tries + 1)
        box = self.box + 1
        due = today + timedelta(days=BOX_DAYS[box]) if box < RETIRED else today
        return replace(self, box=box, due=due, tries=self.tries + 1, right=self.right + 1)


def due_order(drills: list[Drill], today: date, missed: frozenset[tuple[int, int, int]] = frozenset()) -> list[Drill]:
    """The drills due ``today`` in the order they are asked: the lowest box first, then the oldest due,
    the costliest; those ``missed`` in this practice last (so a miss comes back later, not at once)."""
    due = [d for d in drills if d.is_due(today)]
    return sorted(due, key=lambda d: (d.key in missed, d.box, d.due, -d.loss, d.key))
