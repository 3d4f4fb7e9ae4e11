"""Connections to the save file, with the store's settings, and how commits reach the disk."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Final

from gin_desktop.words.i18n import tr

from .schema import migrate

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
# The log is checkpointed every 256 pages (1 MB, not SQLite's 4 MB) and cut back to 64 KB after each
# checkpoint, so it never holds much of a small disk; when the disk fills up anyway, the store
# checkpoints and truncates it and retries (database.GameStore._save_backlog).
WAL_AUTOCHECKPOINT_PAGES: Final = 256
JOURNAL_SIZE_LIMIT: Final = 64 * 1024


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
            conn.execute(f"PRAGMA journal_size_limit = {JOURNAL_SIZE_LIMIT:d}").fetchone()
            conn.execute(f"PRAGMA wal_autocheckpoint = {WAL_AUTOCHECKPOINT_PAGES:d}").fetchone()
    except BaseException:
        conn.close()
        raise
    return conn


def error_code(exc: BaseException) -> int | None:
    """SQLite's primary result code of an exception raised by sqlite3 (None if there is none)."""
    code = getattr(exc, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else None


def memory_database() -> sqlite3.Connection:
    conn = sqlite3.connect(":memory:", isolation_level=None)
    migrate(conn, 0)
    return conn


def lenient_text(data: bytes) -> str:
    """Decode TEXT values; bytes that are not UTF-8 become U+FFFD, which no valid value contains."""
    return data.decode("utf-8", errors="replace")


def reason(exc: BaseException) -> str:
    """A short description of an error for the player's notices."""
    if isinstance(exc, OSError):
        return exc.strerror or str(exc)
    return (str(exc) or type(exc).__name__)[:200]


def write_failure(exc: BaseException) -> str:
    """Why a write failed, in the player's words."""
    text = str(exc)
    lowered = text.lower()
    if "full" in lowered:
        return tr("the disk is full")
    if "readonly" in lowered or "read-only" in lowered:
        return tr("the save file or its folder is read-only")
    return text[:120] or type(exc).__name__
