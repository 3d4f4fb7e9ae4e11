"""Practice your mistakes, for the windows: the drills due today in order, each position rebuilt
from its saved hand, the answers checked on a worker thread with the review's own verdicts
(:mod:`gin_desktop.ai.drills`) and each first answer kept in the saves before the next drill shows
(so a practice resumes after a crash where it was).

A plain Python thread, as for the hint and the review (QRunnable with PySide6 6.12 corrupted
reference counts); results come back on the UI thread through queued signals, tagged with the drill
they are for, so an answer that arrives after the player moved on is dropped.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from functools import partial
from typing import TYPE_CHECKING

from gin_desktop.control.outbox import Outbox
from gin_desktop.qt.core import QObject, Signal, SignalInstance, Slot
from gin_desktop.values.drills import Drill, due_order

if TYPE_CHECKING:
    from gin_desktop.ai.drills import DrillCheck
    from gin_desktop.core import Action, PlayerView
    from gin_desktop.services.records import GameRecords
    from gin_desktop.store import GameStore
    from gin_desktop.values.verdicts import Answer


@dataclass(frozen=True)
class Exercise:
    """A drill on the table: the drill, the player's view then, the turn it was on and the move made."""

    drill: Drill
    view: PlayerView
    turn: int
    played: Action


class DrillDesk(QObject):
    """One practice: :meth:`next_drill`, then :meth:`answer` (→ :attr:`answered`) and :meth:`solve`
    (→ :attr:`solved`)."""

    answered = Signal(object, object)  # Drill key, Answer
    solved = Signal(object, object)  # Drill key, Hint
    failed = Signal(str)  # why an answer could not be worked out

    def __init__(self, store: GameStore, records: GameRecords, today: Callable[[], date] = date.today,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.records = records
        self.today = today
        self.missed: set[tuple[int, int, int]] = set()  # answered wrong in this practice: asked again last
        self.current: Exercise | None = None
        self._first_answer = True
        self._check: DrillCheck | None = None
        self._stop = threading.Event()
        self._threads: list[threading.Thread] = []
        self._outbox = Outbox()  # shut when the drills close: no worker emits after it

    def due(self) -> list[Drill]:
        """The drills due today, in the order they are asked (see :func:`~gin_desktop.values.drills.due_order`)."""
        return due_order(self.store.drills.all(), self.today(), frozenset(self.missed))

    def next_drill(self) -> Exercise | None:
        """The next drill due (its position rebuilt), or None when none is left; drills whose hand can no
        longer be read (a damaged game) are passed over."""
        from gin_desktop.ai.drills import DrillCheck, position, turn_at

        self._stop.set()
        for drill in self.due():
            record = self.records.hand_record(drill.game_id, drill.hand_number)
            view = position(record, drill.step) if record is not None else None
            if record is None or view is None:
                continue
            self.current = Exercise(drill, view, turn_at(record, drill.step), record.history[drill.step - 1][1])
            self._first_answer = True
            self._check = DrillCheck(view)
            self._stop = threading.Event()
            self._run(partial(self._check.work, self._stop))  # (every answer's verdict worked out ahead)
            return self.current
        self.current = None
        return None

    def answer(self, action: Action) -> None:
        """Check ``action`` for the drill shown; :attr:`answered` brings the verdict. The first answer to
        a drill moves it in the schedule (kept in the saves at once)."""
        self._ask(lambda check: check.wait_answer(action), self.answered)

    def solve(self) -> None:
        """The best move of the drill shown and its reason; :attr:`solved` brings it."""
        self._ask(lambda check: check.solution(), self.solved)

    def _ask(self, compute: Callable[[DrillCheck], object], done: SignalInstance) -> None:
        """``compute`` for the drill shown, on a worker thread; ``done`` (drill key, result) brings it back."""
        exercise, check = self.current, self._check
        if exercise is None or check is None:
            return
        key = exercise.drill.key

        def work() -> None:
            try:
                result = compute(check)
            except Exception as exc:  # never take the app down: say why instead
                self._outbox.send(self.failed, f"{type(exc).__name__}: {exc}")
            else:
                self._outbox.send(done, key, result)

        self._run(work)

    @Slot(object, object)
    def keep(self, key: tuple[int, int, int], answer: Answer) -> Drill | None:
        """Move the drill ``key`` in the schedule for ``answer`` if it is the first answer to the drill
        shown (tries after it do not count); returns the drill as kept."""
        exercise = self.current
        if exercise is None or exercise.drill.key != key or not self._first_answer:
            return None
        self._first_answer = False
        drill = exercise.drill.answered(answer.correct, self.today())
        if not answer.correct:
            self.missed.add(key)
        self.store.drills.save(drill)
        self.current = Exercise(drill, exercise.view, exercise.turn, exercise.played)
        return drill

    def reveal(self) -> None:
        """Show the answer (:meth:`solve`); asked before any answer, it counts as a miss."""
        exercise = self.current
        if exercise is not None and self._first_answer:
            self._first_answer = False
            self.missed.add(exercise.drill.key)
            drill = exercise.drill.answered(False, self.today())
            self.store.drills.save(drill)
            self.current = Exercise(drill, exercise.view, exercise.turn, exercise.played)
        self.solve()

    def _run(self, work: Callable[[], None]) -> None:
        thread = threading.Thread(target=work, name="drill", daemon=True)
        self._threads.append(thread)
        thread.start()

    def shutdown(self, timeout: float | None = None) -> None:
        """Stop the worker and wait for the threads (the window closes)."""
        self._stop.set()
        self._outbox.shut()
        for thread in self._threads:
            thread.join(timeout)
        self._threads.clear()
