"""The game speaks: accessibility announcements of moves, refusals, results and saving problems.

A screen reader reads what has the focus; a move the computer makes, a refused drop or a
full disk would go unheard if they were only written in the status line or the notice bar.
:class:`Announcer` sends each as a ``QAccessibleAnnouncementEvent`` (Qt 6.8+): *polite*
for moves and results (said after what is being read), *assertive* for refusals and
problems (said at once). Where the event is missing (an older Qt binding) it says nothing
more than the status line does, and nothing breaks.
"""

from __future__ import annotations

from collections import deque

from gin_desktop.qt.core import QObject, Signal
from gin_desktop.qt.gui import ANNOUNCEMENT_EVENT, ANNOUNCEMENT_POLITENESS, ANNOUNCEMENTS, QAccessible
from gin_desktop.qt.widgets import QWidget
from gin_desktop.text.speech import move_words, result_words
from gin_desktop.values.snapshot import Snapshot

_EVENT = ANNOUNCEMENT_EVENT
_POLITENESS = ANNOUNCEMENT_POLITENESS
SUPPORTED = ANNOUNCEMENTS
"""Whether this Qt binding can send announcements (PySide6 6.8 and later; see gin_desktop.qt.gui)."""


class Announcer(QObject):
    """Sends announcements from ``target``'s accessible object (the main window)."""

    announced = Signal(str, bool)  # the text, assertive (tests and the log listen)

    def __init__(self, target: QWidget) -> None:
        super().__init__(target)
        self._target = target
        self.recent: deque[tuple[str, bool]] = deque(maxlen=20)  # what was said last: (text, assertive)
        self.last_event: tuple[str, str] | None = None  # (message, politeness) of the last event sent
        self._result_said: tuple[str | None, int] | None = None  # the deal whose result was said

    def say(self, text: str, assertive: bool = False) -> None:
        text = " ".join(text.split())  # (lines of the banner become one sentence stream)
        if not text:
            return
        self.recent.append((text, assertive))
        self.announced.emit(text, assertive)
        if not SUPPORTED or not QAccessible.isActive():
            return  # no assistive tool listens: building the event would be wasted
        assert _EVENT is not None and _POLITENESS is not None
        event = _EVENT(self._target, text)
        event.setPoliteness(_POLITENESS.Assertive if assertive else _POLITENESS.Polite)
        QAccessible.updateAccessibility(event)
        self.last_event = (event.message(), event.politeness().name)

    def snapshot(self, snap: Snapshot) -> None:
        """The move that led to ``snap`` (politely), and a hand's result once, when it ends."""
        view = snap.view
        if view is None:
            return
        if snap.move is not None:
            self.say(move_words(snap.move.seat, snap.move.action, snap.move.card, view))
        card = snap.result_card
        if card is not None:
            key = (snap.fingerprint, view.hand_number)
            if key != self._result_said and snap.move is not None:  # (a resumed, finished hand is not news)
                self._result_said = key
                self.say(result_words(card))
