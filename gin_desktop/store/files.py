"""File handling for the save file: atomic creation and setting a damaged file aside.

Nothing here deletes a player's file: a damaged file is renamed aside with a
timestamp, its ``-wal`` first, so a stale log can never be applied to a new file.
"""

from __future__ import annotations

import os
import sqlite3
import time
from pathlib import Path

from .schema import migrate


def create_database(db: Path) -> None:
    """Create a new, empty save file atomically: built aside, synced, then renamed into place.

    A crash at any moment leaves either no file or a complete one, never a half-made file
    that would later look damaged.
    """
    temp = db.with_name(db.name + ".creating")
    for leftover in (temp, *_companions(temp)):  # our own unfinished attempt, never a player's file
        leftover.unlink(missing_ok=True)
    for orphan in _companions(db):  # a log without its database must not meet the new file
        if orphan.exists():
            orphan.rename(_free_name(orphan.with_name(f"{orphan.name}.orphan-{_stamp()}")))
    conn = sqlite3.connect(str(temp), isolation_level=None)
    try:
        conn.execute("PRAGMA journal_mode = WAL").fetchone()
        conn.execute("PRAGMA synchronous = OFF")  # nobody sees the file before the fsync and rename below
        migrate(conn, 0)
    finally:
        conn.close()
    _fsync(temp)
    os.replace(temp, db)
    _fsync_dir(db.parent)


def move_aside(db: Path) -> Path:
    """Rename ``db`` (and its ``-wal``/``-shm``) to ``<name>.damaged-YYYYMMDD-HHMMSS``; return the new path."""
    target = _free_name(db.with_name(f"{db.name}.damaged-{_stamp()}"))
    for companion, suffix in zip(_companions(db), ("-wal", "-shm"), strict=True):
        if companion.exists():
            companion.rename(target.with_name(target.name + suffix))
    db.rename(target)
    _fsync_dir(db.parent)
    return target


def set_aside(path: Path, label: str) -> Path:
    """Rename ``path`` to ``<name>.<label>-YYYYMMDD-HHMMSS`` (a free name); return the new path."""
    target = _free_name(path.with_name(f"{path.name}.{label}-{_stamp()}"))
    path.rename(target)
    _fsync_dir(path.parent)
    return target


def _companions(db: Path) -> tuple[Path, Path]:
    return db.with_name(db.name + "-wal"), db.with_name(db.name + "-shm")


def _free_name(path: Path) -> Path:
    candidate, n = path, 2
    while candidate.exists() or candidate.with_name(candidate.name + "-wal").exists():
        candidate = path.with_name(f"{path.name}-{n}")
        n += 1
    return candidate


def _stamp() -> str:
    return time.strftime("%Y%m%d-%H%M%S")


def _fsync(path: Path) -> None:
    fd = os.open(path, os.O_RDWR)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _fsync_dir(path: Path) -> None:
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:  # Windows cannot open a directory; its renames are durable on their own
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
