"""A hand review running off the UI thread, with progress and Cancel (Qt signals, no widgets).

The review is pure Python, so the worker holds the GIL while it computes; the UI stays
responsive because the interpreter switches threads every few milliseconds and the job
reports after each decision (a queued signal, delivered on the UI thread). Cancelling
is checked between decisions: the job stops within one decision's work (a few tenths
of a second) and emits :attr:`ReviewJob.cancelled`. :meth:`ReviewJob.hold` makes it wait
between decisions while the computer thinks (the controller holds its jobs then), so a
background review never slows the computer's search, which has a safety time cap.

A plain Python thread, as for the computer's thinking (see the controller): QRunnable
subclasses handed to QThreadPool corrupted reference counts with PySide6 6.12.
"""

from __future__ import annotations

import threading

from gin_desktop.control.outbox import Outbox
from gin_desktop.qt.core import QObject, Signal
from gin_desktop.values.reviews import HandRecord, HandReview


class ReviewJob(QObject):
    """One review: :meth:`start` it, then wait for :attr:`done`, :attr:`failed` or :attr:`cancelled`."""

    progress = Signal(int, int)  # decisions reviewed, decisions in all
    done = Signal(object)  # HandReview
    failed = Signal(str)  # why, in words
    cancelled = Signal()

    def __init__(self, record: HandRecord, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.record = record
        self.result: HandReview | None = None
        self._stop = threading.Event()
        self._go = threading.Event()  # cleared while held
        self._go.set()
        self.waiting = threading.Event()  # set while the worker waits, held, between decisions
        self._thread: threading.Thread | None = None
        self.finished = False
        self._outbox = Outbox()  # shut at the app's close: the worker never emits after it

    def start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="review", daemon=True)
            self._thread.start()

    def cancel(self) -> None:
        self._stop.set()
        self._go.set()

    def shut(self) -> None:
        """Cancel for good, the window closing: no signal from the worker after this returns."""
        self._outbox.shut()
        self.cancel()

    def hold(self, held: bool) -> None:
        """Wait between decisions while ``held`` (the computer is thinking)."""
        if held:
            self._go.clear()
        else:
            self._go.set()

    def _stopped(self) -> bool:
        if not self._go.is_set():
            self.waiting.set()
        self._go.wait()
        self.waiting.clear()
        return self._stop.is_set()

    @property
    def running(self) -> bool:
        return self._thread is not None and not self.finished

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the worker has stopped (tests, shutdown); True if it has."""
        if self._thread is None:
            return True
        self._thread.join(timeout)
        return not self._thread.is_alive()

    def _run(self) -> None:
        from gin_desktop.ai.review import Cancelled, review_hand

        try:
            review = review_hand(self.record, progress=lambda d, t: self._outbox.send(self.progress, d, t),
                                 cancelled=self._stopped)
        except Cancelled:
            self.finished = True
            self._outbox.send(self.cancelled)
        except Exception as exc:  # a review must never take the app down: say why instead
            self.finished = True
            self._outbox.send(self.failed, f"{type(exc).__name__}: {exc}")
        else:
            self.result = review
            self.finished = True
            self._outbox.send(self.done, review)
