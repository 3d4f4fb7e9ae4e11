"""Notice the first time a widget has been painted (for ``--startup-probe``).

An event filter sees the widget's first ``Paint`` event before the paint happens;
a zero-delay timer started there fires once the event loop is back, i.e. after the
whole window has been painted and flushed. That moment is what a player sees.
"""

from __future__ import annotations

from collections.abc import Callable

from gin_desktop.qt.core import QEvent, QObject, QTimer


class FirstPaint(QObject):
    """Calls ``callback`` once, right after ``widget``'s first paint."""

    def __init__(self, widget: QObject, callback: Callable[[], object]) -> None:
        super().__init__(widget)
        self._callback = callback
        self.seen = False
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self.seen and event.type() == QEvent.Type.Paint:
            self.seen = True
            QTimer.singleShot(0, self._callback)
        return False
