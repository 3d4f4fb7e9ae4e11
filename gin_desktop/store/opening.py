"""Opening the save file: lock, create, check, migrate, or set a damaged file aside.

Nothing here deletes a player's file. A damaged file is renamed aside with a
timestamp (its ``-wal`` first, so a stale log can never be applied to a new file);
a file from a newer version is only read through a read-only connection and is
left byte-for-byte untouched. The checks run on a read-only connection before any
read-write connection touches the file.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final, Literal

from .files import create_database, move_aside
from .lock import FileLock
from .notices import Notice, NoticeKind, StoreMode
from .paths import DB_NAME, LOCK_NAME
from .schema import CURRENT_VERSION, migrate, schema_problem, user_version

# Durability. Every change is its own committed WAL transaction before the call returns.
# Ordinary moves commit with synchronous=NORMAL: in WAL mode such a commit survives any crash or kill
# of the app (tests/store/test_crash.py kills a saving process 200+ times), and the file is never
# corrupted, but a power cut or OS crash may undo the latest commits. The commits that start a game,
# deal a hand or end a hand are sync points: they run with synchronous=FULL, whose fsync of the log
# also makes every earlier commit safe from a power cut. So a power cut can cost at most the moves
# of the hand being played, never a dealt deck or a finished hand, and ordinary moves never wait
# for the disk. Measured here (tests/benchmarks/bench_store.py): NORMAL ~0.03 ms a commit, FULL
# 0.25-6 ms depending on the disk's flush latency (one fsync a commit; tens of ms on spinning disks),
# which would blow the 5 ms-a-move budget if every move paid it.
SYNCHRONOUS: Final = "NORMAL"
SYNC_POINT: Final = "FULL"
BUSY_TIMEOUT_MS: Final = 2000
# Primary result codes meaning "cannot get at the file now", not "the file is damaged":
# PERM, BUSY, LOCKED, NOMEM, READONLY, IOERR, FULL, CANTOPEN, AUTH.
_UNREADABLE_CODES: Final = frozenset({3, 5, 6, 7, 8, 10, 13, 14, 23})

Verdict = Literal["ok", "newer", "damaged", "unreadable"]


@dataclass
class Opened:
    conn: sqlite3.Connection
    mode: StoreMode
    notices: list[Notice] = field(default_factory=list)
    moved_to: Path | None = None
    found_version: int | None = None
    lock: FileLock | None = None


@dataclass(frozen=True)
class Inspection:
    verdict: Verdict
    version: int | None = None
    reason: str = ""


def open_database(data_dir: Path, *, read_only: bool) -> Opened:
    """Open the store in ``data_dir``; every problem becomes a mode and a notice, never an exception."""
    db = data_dir / DB_NAME
    if read_only:
        return _open_for_reading(db, [])
    try:
        data_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return _no_save(f"The save folder {data_dir} cannot be used ({_os_reason(exc)}).")
    lock = FileLock(data_dir / LOCK_NAME)
    try:
        taken = lock.acquire()
    except OSError as exc:
        note = Notice(
            NoticeKind.CANNOT_SAVE,
            f"The save folder {data_dir} cannot be locked ({_os_reason(exc)}). Your saved games can be "
            "viewed, but this session will not be saved.",
        )
        return _open_for_reading(db, [note])
    if not taken:
        pid = lock.holder()
        note = Notice(
            NoticeKind.OTHER_COPY,
            f"Another copy of Gin Rummy{f' (process {pid})' if pid else ''} is already using the saves in "
            f"{data_dir}. This copy will not save anything; close the other copy to save again.",
        )
        return _open_for_reading(db, [note])
    try:
        opened = _open_for_writing(db)
    except BaseException:
        lock.release()
        raise
    if opened.mode is StoreMode.SAVING:
        opened.lock = lock
    else:
        lock.release()
    return opened


def _open_for_writing(db: Path) -> Opened:
    notices: list[Notice] = []
    moved: Path | None = None
    if not db.exists():
        try:
            create_database(db)
        except (OSError, sqlite3.Error) as exc:
            return _no_save(f"A save file cannot be created in {db.parent} ({_reason(exc)}).")
    found = inspect(db)
    if found.verdict == "newer":
        return _newer(db, found)
    if found.verdict == "unreadable":
        return _no_save(f"The save file {db} cannot be read ({found.reason}); it was left as it is.")
    if found.verdict == "damaged":
        try:
            moved = move_aside(db)
            create_database(db)
        except (OSError, sqlite3.Error) as exc:
            return _no_save(
                f"The save file {db} is damaged ({found.reason}) and could not be set aside ({_reason(exc)}); "
                "it was left as it is."
            )
        notices.append(
            Notice(
                NoticeKind.DAMAGED_FILE,
                f"The save file was damaged ({found.reason}) and could not be used. It was kept as {moved}; "
                "a new save file was started, so earlier games are not shown.",
            )
        )
    version = CURRENT_VERSION if moved else found.version
    try:
        conn = connect_file(db, read_only=False)
    except sqlite3.Error as exc:
        note = Notice(
            NoticeKind.CANNOT_SAVE,
            f"The save file {db} cannot be written ({_reason(exc)}). Your saved games can be viewed, but this "
            "session will not be saved.",
        )
        return _open_for_reading(db, [note])
    if version is not None and version < CURRENT_VERSION:
        try:
            migrate(conn, version)
        except sqlite3.Error as exc:
            conn.close()
            note = Notice(
                NoticeKind.CANNOT_SAVE,
                f"The save file {db} could not be updated to this version's format ({_reason(exc)}); it was "
                "left as it is. Your saved games can be viewed, but this session will not be saved.",
            )
            return _open_for_reading(db, [note])
    return Opened(conn, StoreMode.SAVING, notices, moved, found.version)


def _open_for_reading(db: Path, notices: list[Notice]) -> Opened:
    """A read-only view of the saves (second copy, inspection tools, unwritable files)."""
    if not db.exists():
        return Opened(_memory_database(), StoreMode.READ_ONLY, notices)
    found = inspect(db)
    if found.verdict == "newer":
        opened = _newer(db, found)
        opened.notices[:0] = notices
        return opened
    if found.verdict != "ok" or found.version is None:
        what = "is damaged" if found.verdict == "damaged" else "cannot be read"
        kind = NoticeKind.DAMAGED_FILE if found.verdict == "damaged" else NoticeKind.CANNOT_SAVE
        notices.append(Notice(kind, f"The save file {db} {what} ({found.reason}); it was left as it is."))
        return Opened(_memory_database(), StoreMode.NO_SAVE, notices, None, found.version)
    try:
        conn = connect_file(db, read_only=True)
        if found.version < CURRENT_VERSION:  # migrate a copy in memory; the file stays as it is
            memory = sqlite3.connect(":memory:", isolation_level=None)
            memory.text_factory = lenient_text
            conn.backup(memory)
            conn.close()
            conn = memory
            migrate(conn, found.version)
    except sqlite3.Error as exc:
        notices.append(Notice(NoticeKind.CANNOT_SAVE, f"The save file {db} cannot be read ({_reason(exc)})."))
        return Opened(_memory_database(), StoreMode.NO_SAVE, notices, None, found.version)
    return Opened(conn, StoreMode.READ_ONLY, notices, None, found.version)


def _newer(db: Path, found: Inspection) -> Opened:
    note = Notice(
        NoticeKind.NEWER_VERSION,
        f"The save file {db} was written by a newer version of Gin Rummy (format {found.version}; this version "
        f"reads up to {CURRENT_VERSION}). It was left untouched. You can play, but nothing will be saved; "
        "update Gin Rummy to continue your saved games.",
    )
    return Opened(_memory_database(), StoreMode.NO_SAVE, [note], None, found.version)


def _no_save(problem: str) -> Opened:
    note = Notice(NoticeKind.CANNOT_SAVE, problem + " You can play, but nothing will be saved in this session.")
    return Opened(_memory_database(), StoreMode.NO_SAVE, [note])


def inspect(db: Path) -> Inspection:
    """Check ``db`` through a read-only connection: version, schema and ``PRAGMA quick_check``."""
    try:
        size = db.stat().st_size
    except OSError as exc:
        return Inspection("unreadable", None, _os_reason(exc))
    if size == 0:
        return Inspection("damaged", 0, "the file is empty")
    header = _read_header(db)
    if header is not None:
        version, expected_size = header
        if version > CURRENT_VERSION:
            return Inspection("newer", version)  # decided without opening: no -wal/-shm appear beside it
        if expected_size is not None and size != expected_size and (size < expected_size or size % 512):
            return Inspection("damaged", version, f"the file is cut short ({size} bytes, {expected_size} expected)")
    try:
        conn = connect_file(db, read_only=True)
    except sqlite3.Error as exc:
        return _classify(exc)
    try:
        version = user_version(conn)
        if version > CURRENT_VERSION:
            return Inspection("newer", version)
        problem = schema_problem(conn, version)
        if problem is not None:
            return Inspection("damaged", version, problem)
        rows = conn.execute("PRAGMA quick_check").fetchmany(3)
        if [tuple(r) for r in rows] != [("ok",)]:
            detail = "; ".join(str(r[0])[:80] for r in rows)
            return Inspection("damaged", version, f"the database check failed: {detail}")
        return Inspection("ok", version)
    except (sqlite3.Error, UnicodeError) as exc:
        return _classify(exc)
    finally:
        conn.close()


def _read_header(db: Path) -> tuple[int, int | None] | None:
    """(``user_version``, expected file size) from the 100-byte SQLite header; None if it is not one.

    The expected size (page size × page count) is known only when the header vouches for its
    page count (change counter equal to "version valid for"). A file in WAL mode never has
    fewer pages than its header says: its header is rewritten only by checkpoints.
    """
    try:
        with db.open("rb") as f:
            header = f.read(100)
    except OSError:
        return None
    if len(header) < 100 or not header.startswith(b"SQLite format 3\x00"):
        return None
    version = int.from_bytes(header[60:64], "big", signed=True)
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    pages = int.from_bytes(header[28:32], "big")
    valid = header[24:28] == header[92:96] and pages > 0 and page_size >= 512 and page_size & (page_size - 1) == 0
    return version, (pages * page_size if valid else None)


def lenient_text(data: bytes) -> str:
    """Decode TEXT values; bytes that are not UTF-8 become U+FFFD, which no valid value contains."""
    return data.decode("utf-8", errors="replace")


def _classify(exc: sqlite3.Error | UnicodeError) -> Inspection:
    if error_code(exc) in _UNREADABLE_CODES:
        return Inspection("unreadable", None, _reason(exc))
    return Inspection("damaged", None, _reason(exc))


def connect_file(db: Path, *, read_only: bool) -> sqlite3.Connection:
    """A connection to the save file with the store's settings (read-only: ``query_only`` as well)."""
    if not read_only:
        return _configure(sqlite3.connect(str(db), isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000), False)
    uri = db.resolve().as_uri() + "?mode=ro"
    conn = _configure(sqlite3.connect(uri, uri=True, isolation_level=None), True)
    try:
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except sqlite3.OperationalError as exc:
        conn.close()
        wal = db.with_name(db.name + "-wal")
        if error_code(exc) not in (8, 14) or (wal.exists() and wal.stat().st_size > 0):
            raise
        # A read-only folder: SQLite cannot create the log's index beside the file. With no log
        # to apply, the file alone is the whole database and can be read as immutable.
        conn = _configure(sqlite3.connect(uri + "&immutable=1", uri=True, isolation_level=None), True)
    return conn


def _configure(conn: sqlite3.Connection, read_only: bool) -> sqlite3.Connection:
    conn.text_factory = lenient_text
    try:
        conn.execute("PRAGMA trusted_schema = OFF")  # no functions from the file's schema, ever
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS:d}")
        if read_only:
            conn.execute("PRAGMA query_only = ON")
        else:
            conn.execute("PRAGMA journal_mode = WAL").fetchone()
            conn.execute(f"PRAGMA synchronous = {SYNCHRONOUS}")
    except BaseException:
        conn.close()
        raise
    return conn


def error_code(exc: BaseException) -> int | None:
    """SQLite's primary result code of an exception raised by sqlite3 (None if there is none)."""
    code = getattr(exc, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else None


def _memory_database() -> sqlite3.Connection:
    conn = sqlite3.connect(":memory:", isolation_level=None)
    migrate(conn, 0)
    return conn


def _os_reason(exc: OSError) -> str:
    return exc.strerror or str(exc)


def _reason(exc: BaseException) -> str:
    if isinstance(exc, OSError):
        return _os_reason(exc)
    text = str(exc) or type(exc).__name__
    return text[:200]
