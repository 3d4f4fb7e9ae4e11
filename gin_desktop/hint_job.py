"""The hint worked out off the UI thread (the engine's search takes up to a second or so).

Like the review job and the computer's thinking, a plain Python thread (QRunnable subclasses
handed to QThreadPool corrupted reference counts with PySide6 6.12); the result comes back on
the UI thread through a queued signal, tagged with the position it was asked for so a hint
that arrives after the game moved on is dropped, never shown for the wrong position.
"""

from __future__ import annotations

import threading

from gin_desktop.core import PlayerView
from gin_desktop.qt.core import QObject, Signal


class HintJob(QObject):
    """One hint: :meth:`start` it, then wait for :attr:`done` (key, Hint) or :attr:`failed` (key, why)."""

    done = Signal(str, object)  # the position's key, Hint
    failed = Signal(str, str)

    def __init__(self, view: PlayerView, key: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.key = key
        self._thread: threading.Thread | None = None

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
            self.failed.emit(self.key, f"{type(exc).__name__}: {exc}")
        else:
            self.done.emit(self.key, advice)
