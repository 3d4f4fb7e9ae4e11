"""Damage never rewinds silently: the log copied aside before opening, a stray journal rolled back,
and the position last committed kept outside the log to tell when the file holds less.

SQLite drops every log frame after the first one whose checksum fails, without an error: a
damaged ``games.sqlite-wal`` would resume the game at an older position and be deleted at
close. So before the file is opened for writing, a non-empty log is copied aside; the store
keeps, in ``games.position`` (beside the file, never in its log), the game, hand and move of
its latest commit; when the file then holds less, the copy is kept as
``games.sqlite-wal.damaged-<time>`` and the player told where the game resumes and how
many moves were lost. Otherwise the copy (the store's own) is removed.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
from collections.abc import Sequence
from pathlib import Path
from typing import Final

from gin_desktop.words.i18n import tr

from .files import _fsync_dir, _stamp, set_aside
from .game import _DELETE_ACTIONS, _INSERT_ACTION, _INSERT_HAND, Statement
from .notices import Notice, NoticeKind

POSITION_NAME: Final = "games.position"
_RECORD: Final = 64
Position = tuple[int, int, int]  # (game id, hands dealt, moves) of the latest commit


def copy_log_aside(db: Path) -> Path | None:
    """A copy of a non-empty ``-wal`` (None when there is none, or it cannot be copied)."""
    wal = db.with_name(db.name + "-wal")
    try:
        if wal.stat().st_size == 0:
            return None
        copy = db.with_name(f"{db.name}-wal.copy-{_stamp()}-{os.getpid()}")
        shutil.copyfile(wal, copy)
    except OSError:
        return None
    return copy


def roll_back_stray_journal(db: Path) -> Notice | None:
    """A ``-journal`` beside a file in WAL mode is a leftover (or garbage): copied aside, then rolled back
    (or discarded) by SQLite through a read-write connection, which a read-only check never could."""
    journal = db.with_name(db.name + "-journal")
    try:
        if not journal.exists() or not db.exists():
            return None
        copy = journal.with_name(f"{journal.name}.kept-{_stamp()}")
        shutil.copyfile(journal, copy)
    except OSError:
        return None
    try:
        conn = sqlite3.connect(str(db), isolation_level=None)
        try:
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()  # a hot journal is rolled back here
        finally:
            conn.close()
    except sqlite3.Error:
        pass  # the checks that follow judge the file
    if journal.exists() and journal.stat().st_size > 0:  # not a journal SQLite could use: set it aside
        with contextlib.suppress(OSError):
            set_aside(journal, "unused")
    return Notice(NoticeKind.DAMAGED_FILE, tr(
        "A leftover journal file was found beside the save file and rolled back; a copy was kept as {copy}.").format(
            copy=copy))


class PositionFile:
    """``games.position``: one fixed-size record, rewritten in place after each commit."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / POSITION_NAME
        self._fd: int | None = None

    def read(self) -> Position | None:
        try:
            text = self.path.read_bytes()[:_RECORD].decode("ascii").split()
        except (OSError, UnicodeError):
            return None
        if len(text) != 4 or text[0] != "GINPOS" or not all(t.isdigit() and len(t) < 12 for t in text[1:]):
            return None
        return int(text[1]), int(text[2]), int(text[3])

    def write(self, position: Position, sync: bool = False) -> None:
        record = f"GINPOS {position[0]} {position[1]} {position[2]}\n".encode().ljust(_RECORD, b" ")
        try:
            if self._fd is None:
                self._fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
            os.pwrite(self._fd, record, 0)
            if sync:
                os.fsync(self._fd)
        except OSError:
            pass  # only the check for a rewind is weaker; the saves themselves are not touched

    def close(self) -> None:
        fd, self._fd = self._fd, None
        if fd is not None:
            os.close(fd)


def position_after(position: Position | None, statements: Sequence[Statement]) -> Position | None:
    """The position once ``statements`` are committed."""
    for sql, params in statements:
        if sql == _INSERT_HAND and isinstance(params[0], int) and isinstance(params[1], int):
            moves = position[2] if position is not None and position[0] == params[0] else 0
            position = (params[0], params[1], moves)
        elif sql in (_INSERT_ACTION, _DELETE_ACTIONS) and isinstance(params[0], int) and isinstance(params[1], int):
            hands = position[1] if position is not None and position[0] == params[0] else 0
            position = (params[0], hands, params[1])
        elif sql.startswith("INSERT INTO games ") and isinstance(params[0], int):
            position = (params[0], 0, 0)
    return position


def held(conn: sqlite3.Connection) -> Position | None:
    """The position of the newest game in the file."""
    try:
        row = conn.execute("SELECT max(id) FROM games WHERE typeof(id) = 'integer'").fetchone()
        if row is None or row[0] is None:
            return None
        return _held_of(conn, int(row[0]))
    except (sqlite3.Error, ValueError, TypeError, OverflowError):
        return None


def _held_of(conn: sqlite3.Connection, game: int) -> Position:
    hands = conn.execute("SELECT count(*) FROM hands WHERE game_id = ?", (game,)).fetchone()[0]
    moves = conn.execute("SELECT coalesce(max(seq), 0) FROM actions WHERE game_id = ? AND typeof(seq) = 'integer'",
                         (game,)).fetchone()[0]
    return game, int(hands), int(moves) if isinstance(moves, int) else 0


def check_rewind(conn: sqlite3.Connection, folder: Path, copy: Path | None) -> tuple[Notice | None, Position | None]:
    """Compare the file with the position last committed: a notice when it holds less (the log copy kept and
    named), and the position to go on from. Our own copy of an intact log is removed."""
    expected = PositionFile(folder).read()
    found: Position | None = None
    note = None
    try:
        if expected is not None and expected[0] > 0:
            found = _held_of(conn, expected[0])
            exists = conn.execute("SELECT 1 FROM games WHERE id = ?", (expected[0],)).fetchone() is not None
            if not exists or found[1:] < expected[1:]:
                note = _rewound(folder, copy, expected, found if exists else None)
        if note is None or found is None:
            found = held(conn)
    except (sqlite3.Error, ValueError, TypeError, OverflowError):
        found = None
    if note is None and copy is not None:
        with contextlib.suppress(OSError):
            copy.unlink()  # (the store's own copy of a log that was applied whole)
    return note, found


def _rewound(folder: Path, copy: Path | None, expected: Position, found: Position | None) -> Notice:
    kept = None
    if copy is not None:
        target = copy.with_name(f"games.sqlite-wal.damaged-{_stamp()}")
        try:
            copy.rename(target)
            _fsync_dir(folder)
            kept = target
        except OSError:
            kept = copy
    game = expected[0]
    if found is None:
        text = tr("The save file's log was damaged or lost: game {game} is no longer in it.").format(game=game)
    else:
        text = tr("The save file's log was damaged or lost: game {game} resumes at hand {hand}, move {move}, "
                  "instead of hand {hand_then}, move {move_then} (%n move(s) lost).", "",
                  max(0, expected[2] - found[2])).format(
            game=game, hand=found[1], move=found[2], hand_then=expected[1], move_then=expected[2])
    if kept is not None:
        text += " " + tr("The damaged log was kept as {copy}; nothing was deleted.").format(copy=kept)
    return Notice(NoticeKind.DAMAGED_FILE, text)
