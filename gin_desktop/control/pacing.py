"""The computer's pace: it thinks on a worker thread from its own view, and its move is played
no sooner than a pace after the cards on the table stopped moving, so a person can follow it."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from gin_desktop.core import PlayerView
from gin_desktop.qt.core import QObject, QTimer, Signal, Slot
from gin_desktop.values.crash import log

if TYPE_CHECKING:
    from concurrent.futures import ThreadPoolExecutor

    from gin_desktop.services.session import GameSession

SETTLE_MS = 3000  # the longest the computer waits for the cards on the table to stop


class _Thinker(QObject):
    """Carries the computer's decision from the worker thread back to the UI thread."""

    done = Signal(int, object)  # token, Action (or the exception it raised)

    def think(self, session: GameSession, view: PlayerView, token: int) -> None:
        """Runs on the worker thread; the queued signal delivers the result on the UI thread."""
        try:
            result: object = session.decide(view)
        except Exception as exc:  # reported on the UI thread; never kills the worker
            result = exc
        self.done.emit(token, result)


class ComputerPace(QObject):
    """``think`` starts a decision; :attr:`ready` gives it back (token, action or exception) when it
    is time to play it: a ``delay_ms`` after the last move, and never while cards still fly (at
    most :data:`SETTLE_MS` of waiting for a table that does not say it settled)."""

    ready = Signal(int, object)

    def __init__(self, delay_ms: int, token: Callable[[], int], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.delay_ms = delay_ms
        self._token = token  # the decision being waited for: any other is from a game left since
        self._last_move = 0.0
        self._thinker = _Thinker(self)
        self._thinker.done.connect(self._decided)
        self._pool: ThreadPoolExecutor | None = None  # made when the computer first thinks
        self._table_still = True  # no card is gliding on the table (told by the table)
        self._pending: tuple[int, object] | None = None  # a decision waiting for the table to settle

    def moved(self) -> None:
        """A move was just applied: the pace counts from now (or from when its cards stop)."""
        self._last_move = time.monotonic()

    def think(self, session: GameSession, view: PlayerView, token: int) -> None:
        if self._pool is None:
            # A plain Python worker thread: QRunnable subclasses handed to QThreadPool
            # corrupted reference counts with PySide6 6.12 (the interpreter aborted).
            # Imported here: concurrent.futures costs start-up time the first paint need not wait for.
            from concurrent.futures import ThreadPoolExecutor

            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="computer")
        log.debug("pace: thinking (decision %d)", token)
        self._pool.submit(self._thinker.think, session, view, token)

    @Slot()
    def table_moving(self) -> None:
        log.debug("pace: the table moves")
        self._table_still = False

    @Slot()
    def table_settled(self) -> None:
        log.debug("pace: the table settled%s", " (a decision was waiting)" if self._pending else "")
        self._table_still = True
        self._last_move = time.monotonic()
        pending, self._pending = self._pending, None
        if pending is not None:
            self._decided(*pending)

    def _decided(self, token: int, result: object) -> None:
        if token != self._token():
            log.debug("pace: decision %d dropped (a new game started meanwhile)", token)
            return  # a new game started meanwhile
        if not self._table_still:  # cards still fly: wait for them (and never longer than SETTLE_MS)
            log.debug("pace: decision %d waits for the table to settle", token)
            self._pending = (token, result)
            QTimer.singleShot(SETTLE_MS, lambda: self._settle_timeout(token))
            return
        wait = self.delay_ms / 1000 - (time.monotonic() - self._last_move)
        log.debug("pace: decision %d played in %d ms", token, max(0, round(wait * 1000)))
        if wait > 0:
            QTimer.singleShot(int(wait * 1000), lambda: self.ready.emit(token, result))
        else:
            self.ready.emit(token, result)

    def _settle_timeout(self, token: int) -> None:
        if self._pending is not None and self._pending[0] == token:
            self.table_settled()  # (a table that never said it settled must not stop the game)

    def shutdown(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
