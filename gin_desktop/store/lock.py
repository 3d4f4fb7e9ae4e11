"""An OS-level lock on ``games.lock``, held while a store saves (fcntl on POSIX, msvcrt on Windows).

The operating system drops the lock when the process ends, even on a crash, so a
stale lock file never blocks anyone; only a running copy of the app does.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


class FileLock:
    """The lock file ``games.lock`` (with the holder's process id in it, for messages); on POSIX the
    database file itself is locked too (see :meth:`lock_database`), so deleting the lock file never lets
    a second copy write."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None
        self._db_fd: int | None = None
        self._db_inode: tuple[int, int] | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> bool:
        """Take the lock without waiting: True if taken, False if another process (or store) holds it.

        Raises :class:`OSError` when the lock file cannot be created or locked at all.
        """
        if self._fd is not None:
            return True
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            if not _try_lock(fd):
                os.close(fd)
                return False
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode())
        except BaseException:
            os.close(fd)
            raise
        self._fd = fd
        return True

    def lock_database(self, db: Path) -> bool:
        """Also hold an OS lock on the database file itself (POSIX ``flock``, which SQLite's own ``fcntl``
        byte-range locks never meet, so readers keep working); True when held or not needed, False when
        another process holds it. Taken again when the file was replaced (created, set aside)."""
        if sys.platform == "win32":
            return True  # (an open lock file cannot be deleted on Windows; SQLite's locks are mandatory there)
        try:
            info = os.stat(db)
        except OSError:
            return True  # no file yet: the lock file alone, and again once it is made
        inode = (info.st_dev, info.st_ino)
        if inode == self._db_inode:
            return True
        try:
            fd = os.open(db, os.O_RDONLY)
        except OSError:
            return True
        if not _try_lock(fd):
            os.close(fd)
            return False
        self._release_database()
        self._db_fd, self._db_inode = fd, inode
        return True

    def _release_database(self) -> None:
        fd, self._db_fd, self._db_inode = self._db_fd, None, None
        if fd is not None:
            os.close(fd)  # (closing drops the flock)

    def holder(self) -> str:
        """The process id written by the lock's holder, if readable (for messages)."""
        try:
            text = self.path.read_text(encoding="ascii", errors="replace").strip()
        except OSError:
            return ""
        return text if text.isdigit() and len(text) < 12 else ""

    def release(self) -> None:
        self._release_database()
        fd, self._fd = self._fd, None
        if fd is None:
            return
        try:
            _unlock(fd)
        except OSError:
            pass  # closing the descriptor releases the lock anyway
        finally:
            os.close(fd)


if sys.platform == "win32":
    import msvcrt

    def _try_lock(fd: int) -> bool:
        os.lseek(fd, 0, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        # flock locks belong to the open file, so a second store in the same process is refused too
        # (POSIX record locks from lockf would be shared by the whole process).
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
