"""Room on the disk the store keeps for itself: ``games.reserve``, a file of zeros beside the save file.

When the disk fills up, SQLite cannot even checkpoint its log into the save file (a
checkpoint may grow the file). The reserve is given back to the file system at that
moment, so that the checkpoint and the retried commit find room; it is made again as
soon as the disk has room for it. Its size is enough for the save file to grow by many
hands (an action adds about 100 bytes; a commit's log frames are recycled by each
checkpoint), so the hand being played always fits.
"""

from __future__ import annotations

import contextlib
import os
import shutil
from pathlib import Path
from typing import Final

RESERVE_NAME: Final = "games.reserve"
RESERVE_BYTES: Final = 64 * 1024
NEW_HAND_BYTES: Final = 128 * 1024
"""Free space (besides the reserve) below which the player is told, at a hand's end, that a new hand may not
fit: a hand adds a few KB to the file, but the log needs room for its pages until the next checkpoint."""


class Headroom:
    """The reserve file of one data folder (only its owner, the writing store, touches it)."""

    def __init__(self, folder: Path, size: int = RESERVE_BYTES) -> None:
        self.path = folder / RESERVE_NAME
        self.size = size

    @property
    def kept(self) -> bool:
        """True while the whole reserve is on the disk."""
        try:
            return self.path.stat().st_size >= self.size
        except OSError:
            return False

    def keep(self) -> bool:
        """Make (or complete) the reserve; False when the disk has no room for it (nothing is left half-made
        that would matter: a short reserve is only smaller headroom)."""
        if self.kept:
            return True
        try:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError:
            return False
        try:
            _allocate(fd, self.size)
            os.fsync(fd)
        except OSError:
            with contextlib.suppress(OSError):
                os.ftruncate(fd, 0)  # give back what was taken: the saves need it more
            return False
        finally:
            os.close(fd)
        return True

    def free_bytes(self) -> int:
        """Free space on the folder's disk for this user (a very large number when it cannot be told)."""
        try:
            return shutil.disk_usage(self.path.parent).free
        except OSError:
            return 1 << 62

    def release(self) -> bool:
        """Give the reserve back to the disk (the file stays, empty); True if there was any to give."""
        try:
            had = self.path.stat().st_size > 0
            if had:
                os.truncate(self.path, 0)
        except OSError:
            return False
        return had


def _allocate(fd: int, size: int) -> None:
    """Really take ``size`` bytes of disk (a sparse file would take none)."""
    if hasattr(os, "posix_fallocate"):
        try:
            os.posix_fallocate(fd, 0, size)
            return
        except OSError as exc:
            if exc.errno not in (95, 22):  # EOPNOTSUPP, EINVAL: the file system cannot; write zeros instead
                raise
    os.lseek(fd, 0, os.SEEK_SET)
    block = b"\0" * 4096
    for _ in range(0, size, len(block)):
        os.write(fd, block)
