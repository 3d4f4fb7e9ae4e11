"""Opening the save file: lock, create, check, migrate, or set a damaged file aside.

Nothing here deletes a player's file. A damaged file is renamed aside with a
timestamp (its ``-wal`` first, so a stale log can never be applied to a new file);
a file from a newer version is only read through a read-only connection and is
left byte-for-byte untouched. The checks run on a read-only connection before any
read-write connection touches the file.
"""

from __future__ import annotations

import os
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path

from gin_desktop.values.digests import sha256

from .checks import CHECK_AT_START_BYTES, CHECK_FAILED_NAME, Inspection, inspect
from .connection import connect_file, lenient_text, memory_database, reason
from .files import create_database, move_aside
from .lock import FileLock
from .notices import Notice, NoticeKind, Phrase, StoreMode, phrase
from .paths import DB_NAME, LOCK_NAME, runtime_folder
from .recovery import Position, check_rewind, copy_log_aside, roll_back_stray_journal
from .schema import CURRENT_VERSION, migrate


@dataclass
class Opened:
    conn: sqlite3.Connection
    mode: StoreMode
    notices: list[Notice] = field(default_factory=list)
    moved_to: Path | None = None
    found_version: int | None = None
    lock: FileLock | None = None
    problem: Phrase | None = None  # why it cannot be written (WAITING): shown until it can
    position: Position | None = None  # (game, hands, moves) of the latest commit in the file (SAVING)
    check_deferred: bool = False  # the file is large: its quick_check runs after the first paint


def open_database(data_dir: Path, *, read_only: bool) -> Opened:
    """Open the store in ``data_dir``; every problem becomes a mode and a notice, never an exception."""
    db = data_dir / DB_NAME
    if read_only:
        return _open_for_reading(db, [])
    try:
        data_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return _waiting(db, phrase("folder_cannot_be_made", folder=data_dir, reason=reason(exc)))
    lock = FileLock(data_dir / LOCK_NAME)
    try:
        taken = lock.acquire()
    except OSError as exc:
        return _unwritable_folder(db, phrase("folder_cannot_be_written", folder=data_dir, reason=reason(exc)))
    if not taken or not lock.lock_database(db):
        lock.release()  # (when only the file's lock was refused, the lock file was deleted: its pid is ours)
        return _open_for_reading(db, [_other_copy(lock if not taken else None, data_dir)])
    try:
        opened = _open_for_writing(db)
    except BaseException:
        lock.release()
        raise
    if opened.mode is StoreMode.SAVING and not lock.lock_database(db):  # (a new file, locked by another)
        opened.conn.close()
        lock.release()
        return _open_for_reading(db, [_other_copy(None, data_dir)])
    if opened.mode is StoreMode.SAVING:
        opened.lock = lock
    else:
        lock.release()
    return opened


def _other_copy(lock: FileLock | None, data_dir: Path) -> Notice:
    pid = lock.holder() if lock is not None else ""
    return Notice(NoticeKind.OTHER_COPY, phrase("other_copy", pid=pid, folder=data_dir))


def runtime_lock(data_dir: Path) -> FileLock | None:
    """The lock of ``data_dir`` in the user's private runtime folder (for a folder where no lock file can
    be made); None when there is no such folder."""
    folder = runtime_folder()
    if folder is None:
        return None
    name = sha256(os.path.normcase(os.path.realpath(data_dir)).encode()).hexdigest()[:24]
    return FileLock(folder / f"gin-rummy-{name}.lock")


def _unwritable_folder(db: Path, problem: Phrase) -> Opened:
    """No lock file can be made beside the saves: one is taken in the runtime folder instead (and on the
    file itself), so that a second copy still only looks; then wait for the folder to be writable."""
    lock = runtime_lock(db.parent)
    try:
        taken = lock is not None and lock.acquire()
    except OSError:
        lock, taken = None, False
    if lock is not None and (not taken or not lock.lock_database(db)):
        lock.release()
        return _open_for_reading(db, [_other_copy(lock if not taken else None, db.parent)])
    opened = _waiting(db, problem)
    if opened.mode is StoreMode.WAITING:
        opened.lock = lock
    elif lock is not None:
        lock.release()
    return opened


def _open_for_writing(db: Path) -> Opened:
    copy = copy_log_aside(db) if db.exists() else None  # before anything may apply or drop the log
    try:
        opened = _open_for_writing_checked(db, copy)
    except BaseException:
        _discard(copy)
        raise
    if opened.mode is not StoreMode.SAVING or opened.moved_to is not None:
        _discard(copy)  # (a damaged file's log was moved aside with it)
    return opened


def _discard(copy: Path | None) -> None:
    if copy is not None and copy.exists():
        copy.unlink()


def _open_for_writing_checked(db: Path, copy: Path | None) -> Opened:
    notices: list[Notice] = []
    moved: Path | None = None
    created = False
    if not db.exists():
        try:
            create_database(db)
            created = True
        except (OSError, sqlite3.Error) as exc:
            return _waiting(db, phrase("file_cannot_be_created", folder=db.parent, reason=reason(exc)))
    journal = roll_back_stray_journal(db)
    if journal is not None:
        notices.append(journal)
    failed_before = db.with_name(CHECK_FAILED_NAME)
    deferred = not failed_before.exists() and _size(db) > CHECK_AT_START_BYTES
    found = inspect(db, full_check=not deferred)
    if failed_before.exists() and found.verdict in ("ok", "damaged"):
        failed_before.unlink(missing_ok=True)  # (checked in full now)
    if found.verdict == "newer":
        return _newer(db, found)
    if found.verdict == "unreadable":
        return _no_save(phrase("file_unreadable_left", file=db, reason=found.reason))
    if found.verdict == "damaged":
        try:
            moved = move_aside(db)
            create_database(db)
        except (OSError, sqlite3.Error) as exc:
            return _no_save(phrase("file_damaged_not_set_aside", file=db, reason=found.reason, problem=reason(exc)))
        notices.append(Notice(NoticeKind.DAMAGED_FILE, phrase("file_damaged_set_aside", reason=found.reason,
                                                              kept=moved)))
    version = CURRENT_VERSION if moved else found.version
    try:
        conn = connect_file(db, read_only=False)
    except (sqlite3.Error, UnicodeError) as exc:
        return _waiting(db, phrase("file_cannot_be_written", file=db, reason=reason(exc)))
    if found.damaged_version is not None and version is not None:
        try:
            conn.execute(f"PRAGMA user_version = {version:d}")
        except sqlite3.Error as exc:
            conn.close()
            return _waiting(db, phrase("file_cannot_be_written", file=db, reason=reason(exc)))
        notices.append(Notice(NoticeKind.DAMAGED_FILE, phrase(
            "version_repaired", file=db, found=found.damaged_version, format=version)))
    if version is not None and version < CURRENT_VERSION:
        try:
            migrate(conn, version)
        except sqlite3.Error as exc:
            conn.close()
            note = Notice(NoticeKind.CANNOT_SAVE, phrase("migration_failed", file=db, reason=reason(exc)))
            return _open_for_reading(db, [note])
    position = None
    if not created and moved is None:
        rewound, position = check_rewind(conn, db.parent, copy)
        if rewound is not None:
            notices.append(rewound)
    return Opened(conn, StoreMode.SAVING, notices, moved, found.version, position=position, check_deferred=deferred)


def _size(db: Path) -> int:
    try:
        return db.stat().st_size
    except OSError:
        return 0


def _open_for_reading(db: Path, notices: list[Notice]) -> Opened:
    """A read-only view of the saves (second copy, inspection tools, unwritable files)."""
    if not db.exists():
        return Opened(memory_database(), StoreMode.READ_ONLY, notices)
    found = inspect(db)
    if found.verdict == "newer":
        opened = _newer(db, found)
        opened.notices[:0] = notices
        return opened
    if found.verdict != "ok" or found.version is None:
        damaged = found.verdict == "damaged"
        what = "file_damaged_left" if damaged else "file_unreadable_left"
        kind = NoticeKind.DAMAGED_FILE if damaged else NoticeKind.CANNOT_SAVE
        notices.append(Notice(kind, phrase(what, file=db, reason=found.reason)))
        return Opened(memory_database(), StoreMode.NO_SAVE, notices, None, found.version)
    try:
        conn = connect_file(db, read_only=True)
        if found.version < CURRENT_VERSION:  # migrate a copy in memory; the file stays as it is
            memory = sqlite3.connect(":memory:", isolation_level=None)
            memory.text_factory = lenient_text
            conn.backup(memory)
            conn.close()
            conn = memory
            migrate(conn, found.version)
    except (sqlite3.Error, UnicodeError) as exc:
        notices.append(Notice(NoticeKind.CANNOT_SAVE, phrase("file_unreadable", file=db, reason=reason(exc))))
        return Opened(memory_database(), StoreMode.NO_SAVE, notices, None, found.version)
    return Opened(conn, StoreMode.READ_ONLY, notices, None, found.version)


def _waiting(db: Path, problem: Phrase) -> Opened:
    """The folder or file cannot be written now (read-only, no permission): the saves are read
    if they can be, and the store keeps every change in memory until writing works."""
    note = Notice(NoticeKind.CANNOT_SAVE, phrase("waiting", problem=problem))
    opened = _open_for_reading(db, [note])
    if opened.mode is StoreMode.READ_ONLY:
        opened.mode = StoreMode.WAITING
        opened.problem = problem
    return opened


def _newer(db: Path, found: Inspection) -> Opened:
    note = Notice(NoticeKind.NEWER_VERSION, phrase("newer", file=db, found=found.version, current=CURRENT_VERSION))
    return Opened(memory_database(), StoreMode.NO_SAVE, [note], None, found.version)


def cannot_open(data_dir: Path, exc: BaseException) -> Opened:
    """The folder's path itself is refused by the system: play without saving, and say why."""
    return _no_save(phrase("folder_unusable", folder=str(data_dir)[:200], reason=reason(exc)))


def _no_save(problem: Phrase) -> Opened:
    note = Notice(NoticeKind.CANNOT_SAVE, phrase("no_save", problem=problem))
    return Opened(memory_database(), StoreMode.NO_SAVE, [note])
