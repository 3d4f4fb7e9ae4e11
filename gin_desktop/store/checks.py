"""Checking a save file before use: its header, format version, schema and ``PRAGMA quick_check``.

The checks run on a read-only connection, so a damaged file or one from a newer
version is judged before any read-write connection touches it.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Final, Literal

from .connection import connect_file, error_code, reason
from .schema import CURRENT_VERSION, schema_problem, user_version

# Primary result codes meaning "cannot get at the file now", not "the file is damaged":
# PERM, BUSY, LOCKED, NOMEM, READONLY, IOERR, FULL, CANTOPEN, AUTH.
_UNREADABLE_CODES: Final = frozenset({3, 5, 6, 7, 8, 10, 13, 14, 23})

Verdict = Literal["ok", "newer", "damaged", "unreadable"]
NEWER_AHEAD: Final = 64
"""A format number more than this beyond the current one (or below 1) is no release's: it is damage (a flipped
byte of the header, say 16777222 or 2**31-1), not "written by a newer version"."""


@dataclass(frozen=True)
class Inspection:
    verdict: Verdict
    version: int | None = None
    reason: str = ""
    damaged_version: int | None = None  # an implausible format number found; ``version`` is what the tables are


def plausibly_newer(version: int) -> bool:
    return CURRENT_VERSION < version <= CURRENT_VERSION + NEWER_AHEAD


CHECK_AT_START_BYTES: Final = 8 * 1024 * 1024
"""``quick_check`` reads the whole file (about 1 ms a MB): above this size it runs after the first paint."""
CHECK_FAILED_NAME: Final = "games.check-failed"
"""Left by a deferred check that failed: the next start checks the whole file before using it."""


def quick_check_problem(db: Path) -> str | None:
    """Why ``PRAGMA quick_check`` fails on ``db`` (None when it passes or the file cannot be opened now)."""
    try:
        conn = connect_file(db, read_only=True)
    except (sqlite3.Error, UnicodeError):
        return None
    try:
        rows = conn.execute("PRAGMA quick_check").fetchmany(3)
    except (sqlite3.Error, UnicodeError) as exc:
        return reason(exc)
    finally:
        conn.close()
    if [tuple(r) for r in rows] != [("ok",)]:
        return "the database check failed: " + "; ".join(str(r[0])[:80] for r in rows)
    return None


def inspect(db: Path, full_check: bool = True) -> Inspection:
    """Check ``db`` through a read-only connection: version, schema and (with ``full_check``) ``PRAGMA
    quick_check``."""
    try:
        size = db.stat().st_size
    except OSError as exc:
        return Inspection("unreadable", None, reason(exc))
    if size == 0:
        return Inspection("damaged", 0, "the file is empty")
    header = _read_header(db)
    if header is not None:
        version, expected_size = header
        if plausibly_newer(version):
            return Inspection("newer", version)  # decided without opening: no -wal/-shm appear beside it
        if expected_size is not None and size != expected_size and (size < expected_size or size % 512):
            return Inspection("damaged", version, f"the file is cut short ({size} bytes, {expected_size} expected)")
    try:
        conn = connect_file(db, read_only=True)
    except (sqlite3.Error, UnicodeError) as exc:  # SQLite's message may quote undecodable bytes of the file
        return _classify(exc)
    try:
        version = user_version(conn)
        if plausibly_newer(version):
            return Inspection("newer", version)
        damaged_version = None
        if not 1 <= version <= CURRENT_VERSION:
            # An implausible number: if the tables are exactly those of a known format, only the number is
            # damaged and the games are intact (the file is read as that format and the number repaired).
            matching = [v for v in range(CURRENT_VERSION, 0, -1) if schema_problem(conn, v) is None]
            if not matching:
                return Inspection("damaged", version, f"its format number {version} is not a real one and its "
                                  "tables are not those of any format")
            damaged_version, version = version, matching[0]
        problem = schema_problem(conn, version)
        if problem is not None:
            return Inspection("damaged", version, problem)
        rows = conn.execute("PRAGMA quick_check").fetchmany(3) if full_check else [("ok",)]
        if [tuple(r) for r in rows] != [("ok",)]:
            detail = "; ".join(str(r[0])[:80] for r in rows)
            return Inspection("damaged", version, f"the database check failed: {detail}")
        return Inspection("ok", version, damaged_version=damaged_version)
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


def _classify(exc: sqlite3.Error | UnicodeError) -> Inspection:
    if error_code(exc) in _UNREADABLE_CODES:
        return Inspection("unreadable", None, reason(exc))
    return Inspection("damaged", None, reason(exc))


