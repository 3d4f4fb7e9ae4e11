"""Notice the first time a widget has been painted (for ``--startup-probe``).

An event filter sees the widget's first ``Paint`` event before the paint happens;
a zero-delay timer started there fires once the event loop is back, i.e. after the
whole window has been painted and flushed. That moment is what a player sees.
"""

from __future__ import annotations

from collections.abc import Callable

from gin_desktop.qt.core import QEvent, QObject, QTimer


class FirstPaint(QObject):
    """Calls ``callback`` once, right after ``widget``'s first paint; with ``fallback_ms``, after that
    long instead should the widget not have been painted by then (work that must not wait for ever on
    a window the system never paints: a minimised start)."""

    def __init__(self, widget: QObject, callback: Callable[[], object], fallback_ms: int | None = None) -> None:
        super().__init__(widget)
        self._callback = callback
        self.seen = False
        self._called = False
        widget.installEventFilter(self)
        if fallback_ms is not None:
            QTimer.singleShot(fallback_ms, self, self._call)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self.seen and event.type() == QEvent.Type.Paint:
            self.seen = True
            QTimer.singleShot(0, self._call)
        return False

    def _call(self) -> None:
        if not self._called:
            self._called = True
            self._callback()
