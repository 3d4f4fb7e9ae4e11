"""Writing the saves: every change committed in its own transaction, the backlog a refusing disk leaves,
the spill file that keeps it on the disk, the headroom, the position file, and opening a folder that
could not be written at start once it can.

Every change (a new game, a deal, an action, the player's card arrangement) is committed in its own
transaction before the call returns (how durable each commit is, against crashes and power cuts, is
explained in :mod:`.connection`: moves commit at NORMAL, games, deals and hand ends at FULL). When the
disk refuses a write (full, read-only) the change is kept in memory, in order; the player is warned
once, and the backlog is written, in one transaction and in the original order, with the next write
that succeeds (or :meth:`Writer.retry_pending`).
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import sqlite3
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Final

from . import game as game_rows
from .connection import SYNC_POINT, SYNCHRONOUS, connect_file, error_code, write_failure
from .files import set_aside
from .game import Statement
from .headroom import NEW_HAND_BYTES, Headroom
from .lock import FileLock
from .notices import Notice, NoticeBox, NoticeKind, OpenReport, Phrase, SaveStatus, StoreMode, phrase
from .opening import open_database
from .paths import DB_NAME
from .position import DELETE_POSITION, UPSERT_POSITION
from .recovery import Position, PositionFile, position_after
from .sealing import KEY_NAME, PREFIX, DeckSeal, write_key
from .spill import Spill, SpillContent, SpillDamaged, read_spill

ABANDON: Final = "UPDATE games SET status = 'abandoned' WHERE status = 'active'"
INSERT_GAME: Final = (
    "INSERT INTO games (id, created_at, rules, ai_level, human_seat, first_dealer, status, practice) "
    "VALUES (?, ?, ?, ?, ?, ?, 'active', ?)"
)
KEEP_REVIEW: Final = "INSERT OR REPLACE INTO hand_reviews (game_id, number, decisions, points_lost) VALUES (?, ?, ?, ?)"
KEEP_MARK: Final = ("INSERT OR REPLACE INTO review_decisions (game_id, hand_number, step, topic, grade, loss, way) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?)")
ADD_DRILL: Final = ("INSERT OR IGNORE INTO drills (game_id, hand_number, step, kind, loss, box, due, tries, correct) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
SAVE_DRILL: Final = ("UPDATE drills SET box = ?, due = ?, tries = ?, correct = ? "
                     "WHERE game_id = ? AND hand_number = ? AND step = ?")
MARK_DAMAGED: Final = "UPDATE games SET status = 'damaged', damage = ? WHERE id = ?"
_REOPEN_CODES = frozenset({8, 14})  # SQLITE_READONLY, SQLITE_CANTOPEN: retry on a new connection
REOPEN_EVERY = 3.0  # seconds between tries to open an unwritable folder for writing (besides retry_pending)
_CONTENT_SQL = "SELECT (SELECT count(*) FROM games), (SELECT max(id) FROM games), (SELECT count(*) FROM actions)"
_FULL_CODES = frozenset({13})  # SQLITE_FULL (SQLite reports ENOSPC as this)
STATEMENTS: dict[str, str] = {
    # Every statement a change can hold, by name: the spill file names them, it never holds SQL.
    "abandon": ABANDON, "insert_game": INSERT_GAME, "keep_review": KEEP_REVIEW, "mark_damaged": MARK_DAMAGED,
    "insert_hand": game_rows._INSERT_HAND, "delete_actions": game_rows._DELETE_ACTIONS,
    "mark_undo": game_rows._MARK_UNDO, "insert_action": game_rows._INSERT_ACTION, "finish": game_rows._FINISH,
    "upsert_order": game_rows._UPSERT_ORDER, "set_deck": game_rows._SET_DECK,
    "end_at_limit": game_rows._END_AT_LIMIT, "upsert_position": UPSERT_POSITION, "delete_position": DELETE_POSITION,
    "mark_tutored": game_rows._MARK_TUTORED, "keep_mark": KEEP_MARK, "add_drill": ADD_DRILL,
    "save_drill": SAVE_DRILL,
}
_SEALED_ROWS = f"SELECT game_id, number, deck FROM hands WHERE deck LIKE '{PREFIX}%'"
_SEALED_OF_ACTIVE = (
    "SELECT h.game_id, h.number, h.deck FROM hands h JOIN games g ON g.id = h.game_id "
    f"WHERE g.status = 'active' AND h.deck LIKE '{PREFIX}%'"
)


class Writer:
    """The connection to the saves and everything that writes to them (one per :class:`GameStore`)."""

    def __init__(self, conn: sqlite3.Connection, report: OpenReport, notices: NoticeBox,
                 lock: FileLock | None = None, position: Position | None = None) -> None:
        self.conn = conn
        self.lock = lock
        self.report = report
        self.mode = report.mode
        self.notices = notices
        self.backlog: list[tuple[tuple[Statement, ...], bool]] = []  # (statements, sync point?)
        self.spill = Spill(report.data_dir, {sql: name for name, sql in STATEMENTS.items()})
        self._spilled = 0  # the first changes of the backlog that are also in the spill file
        self._headroom = Headroom(report.data_dir)
        self._room = True  # False while the headroom is given back (the disk is nearly full)
        self._positions = PositionFile(report.data_dir)  # the latest commit, kept outside the log
        self._position = position
        self._warned = False
        self._reopen = False
        self._next_reopen = 0.0
        self._content = content_of(conn) if report.mode is StoreMode.WAITING else None
        self.seal = DeckSeal(report.data_dir)
        if report.mode is StoreMode.SAVING:
            self._start_writing()
        else:
            self.seal.load(create=False)

    def _start_writing(self) -> None:
        """Now the owner of the folder: save what an earlier session spilled, make the spill and the headroom."""
        key = self.seal.load(create=True)
        if key.set_aside is not None:
            self.notices.add(Notice(NoticeKind.SEALED_HAND, phrase(
                "key_set_aside", problem=key.problem, kept=key.set_aside)))
        self._positions.write(self._position or (0, 0, 0), sync=True)
        found = self._read_spill()
        if found is not None and not self._save_spilled(found):
            return
        self.spill.prepare()
        self._room = self._headroom.keep()

    @property
    def unsaved_count(self) -> int:
        """Waiting changes held in memory only (not in the spill file): closing now would lose them."""
        return len(self.backlog) - self._spilled

    def reveal_abandoned(self) -> list[Statement]:
        """The statements writing in full the sealed hands of the games a new game abandons (they can
        never be resumed, so their decks are no secret any more); hands this key cannot open stay sealed."""
        try:
            rows = self.conn.execute(_SEALED_OF_ACTIVE).fetchall()
        except sqlite3.Error:
            return []
        return [(game_rows._SET_DECK, row) for row in self.seal.opened(rows)]

    # -- the spill file: changes a full disk refused, kept on it until they can be saved --
    def _read_spill(self) -> SpillContent | None:
        try:
            return read_spill(self.spill.path, STATEMENTS)
        except SpillDamaged as exc:
            self._spill_aside(f"unreadable ({exc})")
            return None

    def _spill_aside(self, why: Phrase | str) -> None:
        try:
            kept = set_aside(self.spill.path, "unused")
        except OSError:
            kept = self.spill.path
        self.notices.add(Notice(NoticeKind.SAVE_FAILED, phrase("spill_aside", why=why, kept=kept)))

    def _save_spilled(self, found: SpillContent) -> bool:
        """Save a spill found at start; True when it is saved or set aside, False when the disk still refuses
        (its changes then wait, in order, in the backlog and in the file, as before)."""
        if content_of(self.conn) != found.base:
            self._spill_aside(phrase("spill_changed"))
            return True
        self.backlog = list(found.ops)
        self._spilled = len(found.ops)
        self._warned = True  # the flush says they were saved
        self.spill.resume(found)  # (if it cannot be reopened, it stays on the disk as it is all the same)
        return self._flush()

    def _keep_spilled(self, statements: tuple[Statement, ...], sync: bool) -> None:
        """The change just added to the backlog could not be saved: write it into the spill file."""
        if self._spilled != len(self.backlog) - 1 or not self.spill.ready:
            return  # an earlier change is in memory only: writing this one would break the order
        base = content_of(self.conn) if self._spilled == 0 else None
        # The spill keeps no stored position (a few KB each, it would hold a tenth of the moves): a change saved
        # from the spill removes it instead, and the game resumes by the replay of its log.
        statements = tuple((DELETE_POSITION, (params[0],)) if sql == UPSERT_POSITION else (sql, params)
                           for sql, params in statements)
        if self.spill.keep(base, statements, sync):
            self._spilled += 1

    # -- writing -----------------------------------------------------------------------
    def write(self, statements: Sequence[Statement], sync: bool = False) -> SaveStatus:
        if self.mode is StoreMode.WAITING:
            self.backlog.append((tuple(statements), sync))
            return SaveStatus.SAVED if self._reopen_for_writing(force=False) else SaveStatus.PENDING
        if self.mode is not StoreMode.SAVING:
            return SaveStatus.NOT_SAVED
        op = (tuple(statements), sync)
        self.backlog.append(op)
        if self._flush():
            return SaveStatus.SAVED
        self._keep_spilled(*op)
        return SaveStatus.PENDING

    def retry_pending(self) -> bool:
        """Try again to save the changes the disk refused (or to open a folder that could not be
        written at start); True when nothing is waiting any more."""
        if self.mode is StoreMode.WAITING:
            return self._reopen_for_writing(force=True)
        return self.mode is not StoreMode.SAVING or self._flush()

    def _reopen_for_writing(self, force: bool) -> bool:
        """Open the folder for writing as :meth:`GameStore.open` does (lock, create, check, migrate) and
        save the waiting changes; False (still waiting) while it cannot be written."""
        now = time.monotonic()
        if not force and now < self._next_reopen:
            return False
        self._next_reopen = now + REOPEN_EVERY
        held = self.lock  # (the runtime folder's lock while waiting: let go, or the new open would meet it)
        if held is not None:
            held.release()
        opened = open_database(self.report.data_dir, read_only=False)
        if opened.mode is not StoreMode.SAVING:
            with contextlib.suppress(sqlite3.Error):
                opened.conn.close()
            if opened.lock is not None:
                opened.lock.release()
            if held is not None:
                with contextlib.suppress(OSError):
                    if held.acquire():
                        held.lock_database(self.report.database)
            return False
        if content_of(opened.conn) != self._content:
            # Another copy saved meanwhile: adding this session's rows would mix two games.
            opened.conn.close()
            if opened.lock is not None:
                opened.lock.release()
            self.mode = StoreMode.NO_SAVE
            self.backlog.clear()
            self.notices.add(Notice(NoticeKind.SAVE_FAILED, phrase("other_copy_saved", folder=self.report.data_dir)))
            return False
        with contextlib.suppress(sqlite3.Error):
            self.conn.close()
        self.conn, self.lock, self.mode = opened.conn, opened.lock, StoreMode.SAVING
        self._position = opened.position
        self.report = dataclasses.replace(self.report, mode=StoreMode.SAVING)
        for notice in opened.notices:
            self.notices.add(notice)
        self._warned = True  # (the flush says that saving works again)
        saved = self._flush()
        if saved:
            self._start_writing()
        return saved

    def _flush(self) -> bool:
        if not self.backlog:
            return True
        count = len(self.backlog)
        try:
            if self._reopen:
                self._reopen = False
                self._reconnect()
            self._save_backlog()
        except (sqlite3.Error, OverflowError, UnicodeError) as exc:
            self._reopen = error_code(exc) in _REOPEN_CODES
            if not self._warned:
                self._warned = True
                self.notices.add(Notice(NoticeKind.SAVE_FAILED, phrase("save_failed", problem=write_failure(exc))))
            return False
        sync = any(sync for _, sync in self.backlog)
        for op, _ in self.backlog:
            self._position = position_after(self._position, op)
        if self._position is not None:
            self._positions.write(self._position, sync)
        self.backlog.clear()
        if self._spilled:
            self._spilled = 0
            self.spill.clear()
        if not self._room:
            self._room = self._headroom.keep()
        if sync:  # a new game, a deal or a hand's end: is there room for another hand?
            self._check_room()
        if self._warned:
            self._warned = False
            self.notices.add(Notice(NoticeKind.SAVE_RESUMED, phrase("save_resumed", count)))
        return True

    def _check_room(self) -> None:
        if self._room and self._headroom.free_bytes() >= NEW_HAND_BYTES:
            self.notices.forget(NoticeKind.LOW_SPACE, 0)  # (told again should it fill up again)
            return
        self.notices.tell(NoticeKind.LOW_SPACE, 0, phrase("low_space", folder=self.report.data_dir))

    def _save_backlog(self) -> None:
        """Commit the backlog; when the disk is full, make room (checkpoint and truncate the log, then give
        back the headroom) and try again: the log, not the saves, is what usually fills a small disk."""
        statements = [s for op, _ in self.backlog for s in op]
        sync = any(sync for _, sync in self.backlog)
        try:
            self.transaction(statements, sync)
            return
        except sqlite3.Error as exc:
            if error_code(exc) not in _FULL_CODES:
                raise
        self._checkpoint()
        try:
            self.transaction(statements, sync)
            return
        except sqlite3.Error as exc:
            if error_code(exc) not in _FULL_CODES or not self._headroom.release():
                raise
        self._room = False
        self._checkpoint()
        self.transaction(statements, sync)

    def _checkpoint(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()

    def _reconnect(self) -> None:
        """A new connection: SQLite keeps a file it once found read-only read-only for every
        connection of the process (they share the log index), so the old one is closed first."""
        self.conn.close()
        try:
            self.conn = connect_file(self.report.database, read_only=False)
        except sqlite3.Error:
            self.conn = connect_file(self.report.database, read_only=True)  # keep reading meanwhile
            raise

    def transaction(self, statements: Sequence[Statement], sync: bool) -> None:
        conn = self.conn
        if sync:  # this commit also makes every earlier one safe from a power cut
            conn.execute(f"PRAGMA synchronous = {SYNC_POINT}")
        try:
            self._commit(statements)
        finally:
            if sync:
                conn.execute(f"PRAGMA synchronous = {SYNCHRONOUS}")

    def _commit(self, statements: Sequence[Statement]) -> None:
        conn = self.conn
        conn.execute("BEGIN IMMEDIATE")
        try:
            for sql, params in statements:
                conn.execute(sql, params)
            conn.execute("COMMIT")
        except BaseException:
            try:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
            except sqlite3.Error:
                pass  # the failed transaction is rolled back when the connection closes at the latest
            raise

    def save_copy(self, folder: str | os.PathLike[str]) -> Path:
        """See :meth:`GameStore.save_copy`."""
        where = Path(folder)
        target = where / DB_NAME
        if target.exists():
            target = where / f"games-{time.strftime('%Y%m%d-%H%M%S')}.sqlite"
        if target.exists():
            raise FileExistsError(f"{target} already exists")
        copy = sqlite3.connect(str(target), isolation_level=None)
        try:
            self.conn.backup(copy)
            copy.execute("BEGIN IMMEDIATE")
            for op, _sync in self.backlog:
                for sql, params in op:
                    copy.execute(sql, params)
            copy.execute("COMMIT")
            self._key_for_copy(copy, target.with_name(KEY_NAME))
            copy.execute("PRAGMA journal_mode = DELETE")  # one file, whole, to carry elsewhere
        except BaseException:
            copy.close()
            with contextlib.suppress(OSError):
                target.unlink()  # (our own half-made copy, never a player's file)
            raise
        copy.close()
        return target

    def _key_for_copy(self, copy: sqlite3.Connection, path: Path) -> None:
        """The key goes with a copy (beside it); where another key is already, the copy's sealed hands are
        written in full instead, so the copy always resumes."""
        key = self.seal.key
        if key is None:
            return
        try:
            if write_key(path, key) == key:
                return
        except (OSError, ValueError):
            pass
        reveal = self.seal.opened(copy.execute(_SEALED_ROWS).fetchall())
        copy.execute("BEGIN IMMEDIATE")
        for row in reveal:
            copy.execute(game_rows._SET_DECK, row)
        copy.execute("COMMIT")

    def close(self) -> int:
        """See :meth:`GameStore.close`."""
        lost = 0 if self.retry_pending() else self.unsaved_count  # (the spilled ones are saved at the next start)
        self.backlog.clear()
        self._spilled = 0
        self.mode = StoreMode.NO_SAVE
        try:
            self.spill.close()
            self._positions.close()
            self.conn.close()
        finally:
            if self.lock is not None:
                self.lock.release()
                self.lock = None
        return lost


def content_of(conn: sqlite3.Connection) -> tuple[object, ...] | None:
    """What the saves hold, roughly (games, newest id, actions): it must not change while this
    store waits to write, or its waiting rows would not fit any more."""
    try:
        row = conn.execute(_CONTENT_SQL).fetchone()
    except sqlite3.Error:
        return None
    return tuple(row)
