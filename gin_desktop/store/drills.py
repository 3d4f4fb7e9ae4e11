"""The drill book: the player's practice of their own mistakes, kept in the saves (``drills``,
schema 8) so a practice resumes after a crash like a game: each answer is committed before the
next drill shows. Rows that do not read as a drill are skipped, never trusted."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from datetime import date
from typing import Final

from gin_desktop.values.drills import RETIRED, Drill
from gin_desktop.values.reviews import DecisionKind

from .game import Statement
from .notices import SaveStatus
from .writing import ADD_DRILL, SAVE_DRILL

ALL: Final = "SELECT game_id, hand_number, step, kind, loss, box, due, tries, correct FROM drills"
MAX_DRILLS: Final = 10_000  # read at most this many (a save file is not trusted to be small)


class DrillBook:
    """Add, read and update drills through the store's writer (``write``) and connection (``conn``)."""

    def __init__(self, write: Callable[[Sequence[Statement]], SaveStatus],
                 conn: Callable[[], sqlite3.Connection]) -> None:
        self._write = write
        self._conn = conn

    def add(self, drills: Sequence[Drill]) -> SaveStatus:
        """Keep new drills (one already kept for the same decision stays as it is)."""
        if not drills:
            return SaveStatus.SAVED
        return self._write([(ADD_DRILL, (d.game_id, d.hand_number, d.step, d.kind.value, float(d.loss), d.box,
                                   d.due.isoformat(), d.tries, d.right)) for d in drills])

    def save(self, drill: Drill) -> SaveStatus:
        """Keep ``drill``'s place in the schedule after an answer."""
        return self._write([(SAVE_DRILL, (drill.box, drill.due.isoformat(), drill.tries, drill.right, *drill.key))])

    def all(self) -> list[Drill]:
        """Every drill kept (retired ones too), oldest game first."""
        try:
            rows = self._conn().execute(f"{ALL} ORDER BY game_id, hand_number, step LIMIT {MAX_DRILLS}").fetchall()
        except (sqlite3.Error, UnicodeError):
            return []
        return [d for d in (_drill(row) for row in rows) if d is not None]


def _count(value: object) -> int | None:
    """A whole number of 0 or more as stored (never a bool or a text), else None."""
    return value if type(value) is int and value >= 0 else None


def _drill(row: Sequence[object]) -> Drill | None:
    game_id, hand, step, box, tries, right = (_count(row[i]) for i in (0, 1, 2, 5, 7, 8))
    kind, loss, due = row[3], row[4], row[6]
    if game_id is None or hand is None or step is None or box is None or tries is None or right is None:
        return None
    if not isinstance(loss, float) or not 0.0 <= loss < 1e6 or box > RETIRED:
        return None
    if not isinstance(kind, str) or kind not in {k.value for k in DecisionKind} or not isinstance(due, str):
        return None
    try:
        day = date.fromisoformat(due)
    except ValueError:
        return None
    return Drill(game_id, hand, step, DecisionKind(kind), loss, box, day, tries, right)
