"""The way back from a worker thread to the UI thread, shut when the window closes.

The review, the hint, the tutor and the drills work on plain Python threads and report
through queued Qt signals. At the app's exit the QObjects behind those signals are deleted
while a worker may still be finishing a decision; a signal emitted then touches freed memory
(a segfault on the way out, seen at a few percent of launches). Every worker therefore sends
through an :class:`Outbox`: :meth:`Outbox.shut` waits for a send under way and lets no later
one start, so once it has returned the worker never touches its QObject again. A send only
posts an event to the UI thread, so the lock is held for microseconds and shutting never
waits for the worker's computation.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gin_desktop.qt.core import SignalInstance


class Outbox:
    """Signals a worker sends, until :meth:`shut`."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._open = True

    def send(self, signal: SignalInstance, *args: object) -> bool:
        """Emit ``signal`` with ``args`` unless the outbox is shut; True if it was emitted."""
        with self._lock:
            if not self._open:
                return False
            signal.emit(*args)
            return True

    def shut(self) -> None:
        """No send after this returns (the owner's QObject may be deleted from then on)."""
        with self._lock:
            self._open = False
