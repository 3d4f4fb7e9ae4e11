"""The hint worked out off the UI thread (the engine's search takes up to a second or so).

Like the review job and the computer's thinking, a plain Python thread (QRunnable subclasses
handed to QThreadPool corrupted reference counts with PySide6 6.12); the result comes back on
the UI thread through a queued signal, tagged with the position it was asked for so a hint
that arrives after the game moved on is dropped, never shown for the wrong position.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from gin_desktop.core import PlayerView
from gin_desktop.qt.core import QObject, Signal, Slot


class HintJob(QObject):
    """One hint: :meth:`start` it, then wait for :attr:`done` (key, Hint) or :attr:`failed` (key, why)."""

    done = Signal(str, object)  # the position's key, Hint
    failed = Signal(str, str)

    def __init__(self, view: PlayerView, key: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.key = key
        self._thread: threading.Thread | None = None
        from gin_desktop.control.outbox import Outbox  # (on the first hint: the table paints without it)

        self.outbox = Outbox()  # shut at the app's close: the worker never emits after it

    def start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="hint", daemon=True)
            self._thread.start()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the worker has stopped (tests, shutdown); True if it has."""
        if self._thread is None:
            return True
        self._thread.join(timeout)
        return not self._thread.is_alive()

    def _run(self) -> None:
        from gin_desktop.ai.hints import hint

        try:
            advice = hint(self.view)
        except Exception as exc:  # a hint must never take the app down: say why instead
            self.outbox.send(self.failed, self.key, f"{type(exc).__name__}: {exc}")
        else:
            self.outbox.send(self.done, self.key, advice)


class HintDesk(QObject):
    """The controller's hints: one :class:`HintJob` at a time, for the position on the table; a hint
    that arrives after the game moved on is dropped (the controller's ``hint_ready`` and
    ``hint_failed`` bring the others)."""

    ready = Signal(object)  # Hint: for the position still on the table
    failed = Signal(str)  # why the hint could not be worked out

    def __init__(self, view: Callable[[], PlayerView | None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._view = view  # the player's view as last pushed
        self.job: HintJob | None = None  # the hint being worked out

    def request(self) -> bool:
        """Work out the hint for the player's position (see ``GameController.request_hint``)."""
        view = self._view()
        if view is None or not view.my_turn:
            return False
        from gin_desktop.ai.base import view_fingerprint

        key = view_fingerprint(view)
        if self.job is not None and self.job.key == key:
            return True
        if self.job is not None:
            self.job.outbox.shut()  # (superseded: its answer would be dropped, and it must not outlive the desk)
        job = HintJob(view, key, self)
        job.done.connect(self._done)
        job.failed.connect(self._broke)
        self.job = job
        job.start()
        return True

    def shutdown(self) -> None:
        """The window closes: the hint being worked out never reports."""
        if self.job is not None:
            self.job.outbox.shut()

    def _current(self, key: str) -> bool:
        from gin_desktop.ai.base import view_fingerprint

        job, view = self.job, self._view()
        if job is None or job.key != key:
            return False
        self.job = None
        return view is not None and view.my_turn and view_fingerprint(view) == key

    @Slot(str, object)
    def _done(self, key: str, advice: object) -> None:
        if self._current(key):
            self.ready.emit(advice)

    @Slot(str, str)
    def _broke(self, key: str, why: str) -> None:
        if self._current(key):
            self.failed.emit(why)
