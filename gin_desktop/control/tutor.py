"""The tutor for the controller: while the player thinks, the coach's verdict on every choice of the
decision is worked out on a worker thread (:mod:`gin_desktop.ai.tutor`); when the player makes a
move the review would grade at or beyond the tutor's threshold, the controller holds the move and
the table asks "Play it anyway" or "Think again".

The worker starts when the player's turn starts (each snapshot says whose turn it is), so the
answer is usually ready when the card is dropped. When it is not, the controller waits at most
:data:`WAIT_S` for the dropped choice (the worker settles it next); after that the tutor stays
silent rather than hold the move up, and counts it (:attr:`TutorDesk.silent`).

A plain Python thread, as for the hint and the review (QRunnable with PySide6 6.12 corrupted
reference counts).
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final

from gin_desktop.control.outbox import Outbox
from gin_desktop.qt.core import QObject, Qt, Signal, Slot

if TYPE_CHECKING:
    from gin_desktop.ai.tutor import Verdicts
    from gin_desktop.core import Action, PlayerView
    from gin_desktop.values.reviews import Grade
    from gin_desktop.values.verdicts import Verdict

WAIT_S: Final = 0.25  # the most a move is held up for the tutor's answer (the budget: 300 ms p95)


@dataclass
class TutorLog:
    """What the tutor did this session: each judged move's wait (seconds) and the moves it let pass
    unjudged because the answer was not ready in time (the benchmark and the review read these)."""

    waits: list[float] = field(default_factory=list)
    silent: int = 0
    warned: int = 0
    silent_in: dict[tuple[int, int], int] = field(default_factory=dict)  # (game id, hand number) → silent moves


class TutorDesk(QObject):
    """One :class:`~gin_desktop.ai.tutor.Verdicts` job for the player's current decision."""

    judged = Signal(str)  # the position's key: every choice's verdict is known (on the UI thread)
    # The worker's word, relayed to the UI thread before ``judged`` goes out: a listener connected to
    # ``judged`` itself (a test's wait, the benchmark's) is then called directly, never by a queued call
    # that may arrive after it let go (PySide then calls a slot already freed: a crash).
    _worked = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.threshold: Grade | None = None  # None: the tutor is off
        self.held: tuple[Action, int | None] | None = None  # the move it holds (and where a drawn card goes)
        self.log = TutorLog()
        self._key: str | None = None
        self._verdicts: Verdicts | None = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._outbox = Outbox()  # shut at the app's close: the worker never emits after it
        self._worked.connect(self._relay, Qt.ConnectionType.QueuedConnection)

    @Slot(str)
    def _relay(self, key: str) -> None:
        if key == self._key:  # (a verdict for a position the table has left is not news)
            self.judged.emit(key)

    def set_threshold(self, threshold: Grade | None) -> None:
        self.threshold = threshold
        if threshold is None:
            self.stop()

    def turn(self, view: PlayerView | None) -> None:
        """The table shows ``view``: on the player's decision start working out its verdicts (once)."""
        if self.threshold is None or view is None or not view.my_turn:
            return
        from gin_desktop.ai.base import view_fingerprint

        key = view_fingerprint(view)
        if key == self._key:
            return
        self.stop()
        from gin_desktop.ai.tutor import Verdicts

        verdicts = Verdicts(view)
        if verdicts.kind is None:
            return
        self._key, self._verdicts = key, verdicts
        stop = self._stop = threading.Event()
        self._thread = threading.Thread(target=self._work, args=(verdicts, key, stop), name="tutor", daemon=True)
        self._thread.start()

    def _work(self, verdicts: Verdicts, key: str, stop: threading.Event) -> None:
        try:
            verdicts.work(stop)
        except Exception:  # the tutor must never take the app down: it stays silent on this decision
            from gin_desktop.values.crash import log

            log.exception("the tutor's verdicts failed")
            return
        if not stop.is_set():
            self._outbox.send(self._worked, key)

    def ready(self, view: PlayerView | None) -> bool:
        """Whether every choice's verdict at ``view`` is known (tests and the benchmark wait on :attr:`judged`)."""
        from gin_desktop.ai.base import view_fingerprint

        verdicts = self._verdicts
        return (view is not None and verdicts is not None and self._key == view_fingerprint(view)
                and verdicts.finished)

    def judge(self, view: PlayerView | None, action: Action, hand: tuple[int, int] = (0, 0)) -> Verdict | None:
        """The verdict on the player's ``action`` at ``view`` if it calls for a warning, else None (also
        when the tutor is off, the position is not the one being worked on, or the answer came too late:
        then it is counted for ``hand``, the game id and hand number, so the review can say so)."""
        if self.threshold is None or view is None:
            return None
        from gin_desktop.ai.base import view_fingerprint

        verdicts = self._verdicts
        if verdicts is None or self._key != view_fingerprint(view):
            self.turn(view)  # (a decision the snapshot did not announce: start now, the wait decides)
            verdicts = self._verdicts
            if verdicts is None:
                return None
        started = time.perf_counter()
        known, verdict = verdicts.wait(action, WAIT_S)
        self.log.waits.append(time.perf_counter() - started)
        if not known:
            self.log.silent += 1
            self.log.silent_in[hand] = self.log.silent_in.get(hand, 0) + 1
            return None
        if verdict is None or not verdict.warns_at(self.threshold):
            return None
        self.log.warned += 1
        return verdict

    def stop(self) -> None:
        """Stop the worker (the turn is over, the tutor turned off, the window closing)."""
        self._stop.set()
        self._key, self._verdicts = None, None

    def shut(self) -> None:
        """Stop for good, the window closing: no signal from the worker after this returns."""
        self._outbox.shut()
        self.stop()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the worker has stopped (tests, shutdown); True if it has."""
        thread = self._thread
        if thread is None:
            return True
        thread.join(timeout)
        return not thread.is_alive()
