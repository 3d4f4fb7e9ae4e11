"""The store's news for the controller: its notices (told once), whether moves are being saved
(told when that changes), and a timer that tries again while the store waits for its folder or disk."""

from __future__ import annotations

from collections.abc import Callable

from gin_desktop.qt.core import QObject, QTimer
from gin_desktop.services.session import GameSession
from gin_desktop.store import NoticeKind
from gin_desktop.text.store_text import damage_details, notice_text
from gin_desktop.values.crash import log

RETRY_MS = 5000


class SaveWatch(QObject):
    def __init__(self, session: Callable[[], GameSession], problem: Callable[[], str | None],
                 notice: Callable[[str], None], info: Callable[[str], None],
                 state: Callable[[str | None], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session, self._problem = session, problem
        self._notice, self._info, self._state = notice, info, state
        self._save_state: str | None = None
        self._retry = QTimer(self)  # tries again to save while the store waits for its folder or disk
        self._retry.setInterval(RETRY_MS)
        self._retry.timeout.connect(self._retry_saving)

    def check(self) -> None:
        """Tell what the store has to say since the last look."""
        store = self._session().store
        for notice in store.take_notices():
            for detail in damage_details(notice.message):  # (the player reads plain words; the log keeps these)
                log.warning("saves: %s: %s", notice.kind.value, detail)
            (self._info if notice.kind is NoticeKind.SAVE_RESUMED else self._notice)(notice_text(notice))
        state = self._problem()
        if state != self._save_state:
            self._save_state = state
            self._state(state)
        waiting = store.waiting
        if waiting and not self._retry.isActive():
            self._retry.start()
        elif not waiting:
            self._retry.stop()

    def _retry_saving(self) -> None:
        self._session().store.retry_pending()
        self.check()
