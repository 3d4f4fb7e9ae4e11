"""``games.spill``: the changes a full disk refused, kept on that disk until they can be saved.

The file is made at full size (:data:`SPILL_BYTES` of zeros) when the store opens, so that
writing into it later needs no new disk space: when the disk is full, each refused change
is written into the file in place, with a checksum, and synced. Closing the game (or a
crash, or a power cut) then loses none of them: the next start saves them into the store,
in order, in one transaction, and empties the spill. Only while the spill itself is full do
changes wait in memory alone (and closing then asks the player, see
``gin_desktop/ui/dialogs/unsaved_moves.py``).

Layout: the magic line, then records ``length (4 bytes) | crc32 (4) | JSON``; a zero
length ends the list. The first record of a generation is ``{"g": n, "base": [...]}``:
what the store held when the first change was refused, so that a spill is applied only on
top of exactly those saves. Every later record is ``{"g": n, "y": sync, "s": [[name,
params], ...]}`` where ``name`` is one of the store's own statements (the file never holds
SQL: a spill from elsewhere can only name statements the store would run anyway).
"""

from __future__ import annotations

import contextlib
import json
import os
import struct
import zlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from .game import SqlValue, Statement, compact_json
from .headroom import _allocate

SPILL_NAME: Final = "games.spill"
SPILL_BYTES: Final = 64 * 1024
MAGIC: Final = b"GIN-RUMMY-SPILL 1\n"
_HEAD: Final = struct.Struct(">II")
_END: Final = b"\0" * _HEAD.size
MAX_RECORD: Final = 16 * 1024  # far above one move's statements


class SpillDamaged(Exception):
    """The spill file is not one this store wrote (kept aside, never applied)."""


@dataclass(frozen=True)
class SpillContent:
    base: tuple[object, ...]
    ops: tuple[tuple[tuple[Statement, ...], bool], ...]
    generation: int
    end: int  # offset just after the last record


class Spill:
    """The spill file of one data folder, owned by the writing store."""

    def __init__(self, folder: Path, names: Mapping[str, str], size: int = SPILL_BYTES) -> None:
        self.path = folder / SPILL_NAME
        self._names = dict(names)  # SQL text -> statement name
        self._size = size
        self._fd: int | None = None
        self._generation = 0
        self._end = 0  # offset of the next record; 0: no record of this generation yet
        self.broken = False  # a change could not be written: no later one may be (the order would break)

    def prepare(self) -> bool:
        """Make the file at full size, empty; False when it cannot be (the disk is full or read-only)."""
        try:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError:
            return False
        try:
            if os.fstat(fd).st_size < self._size:
                _allocate(fd, self._size)
            os.pwrite(fd, MAGIC + _END, 0)
            os.fsync(fd)
        except OSError:
            os.close(fd)
            return False
        self._fd = fd
        return True

    def resume(self, content: SpillContent) -> bool:
        """Go on with a spill found at start that cannot be saved yet: later changes are added after it."""
        try:
            self._fd = os.open(self.path, os.O_RDWR)
        except OSError:
            return False
        self._generation, self._end = content.generation, content.end
        return True

    @property
    def ready(self) -> bool:
        return self._fd is not None and not self.broken

    def keep(self, base: tuple[object, ...] | None, statements: Sequence[Statement], sync: bool) -> bool:
        """Write one refused change (the first one of a backlog with ``base``); True once it is on the disk."""
        fd = self._fd
        if fd is None or self.broken:
            return False
        data = b""
        start = self._end or len(MAGIC)
        if not self._end:
            data += _record({"g": self._generation, "base": list(base or ())})
        try:
            named = [[self._names[sql], list(params)] for sql, params in statements]
        except KeyError:
            self.broken = True
            return False
        data += _record({"g": self._generation, "y": sync, "s": named})
        if start + len(data) + len(_END) > self._size:
            self.broken = True
            return False
        try:
            os.pwrite(fd, data + _END, start)
            os.fsync(fd)
        except OSError:
            self.broken = True
            return False
        self._end = start + len(data)
        return True

    def clear(self) -> None:
        """Everything spilled is saved in the store: empty the file (in place)."""
        fd = self._fd
        self.broken = False
        if fd is None or not self._end:
            return
        self._generation += 1
        self._end = 0
        with contextlib.suppress(OSError):
            os.pwrite(fd, _END, len(MAGIC))
            os.fsync(fd)

    def close(self) -> None:
        fd, self._fd = self._fd, None
        if fd is not None:
            os.close(fd)


def _record(payload: object) -> bytes:
    data = compact_json(payload).encode()
    return _HEAD.pack(len(data), zlib.crc32(data)) + data


def read_spill(path: Path, statements: Mapping[str, str]) -> SpillContent | None:
    """What a spill file holds: None when it holds no change; raises :class:`SpillDamaged` when it is not
    a spill. ``statements`` maps each statement name to its SQL. A record cut short by a crash ends the list."""
    try:
        with path.open("rb") as f:
            data = f.read(SPILL_BYTES * 4 + 1)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise SpillDamaged(str(exc)) from exc
    if not data.startswith(MAGIC):
        raise SpillDamaged("it does not start as a spill file")
    offset, records, ends = len(MAGIC), [], []
    while offset + _HEAD.size <= len(data):
        length, crc = _HEAD.unpack_from(data, offset)
        body = data[offset + _HEAD.size: offset + _HEAD.size + length]
        if length == 0 or length > MAX_RECORD or len(body) != length or zlib.crc32(body) != crc:
            break
        try:
            records.append(json.loads(body))
        except (ValueError, RecursionError) as exc:
            raise SpillDamaged("a record is not readable") from exc
        offset += _HEAD.size + length
        ends.append(offset)
    if not records:
        return None
    first = records[0]
    if not isinstance(first, dict) or not isinstance(first.get("base"), list) or type(first.get("g")) is not int:
        raise SpillDamaged("its first record is not a base")
    generation = first["g"]
    ops: list[tuple[tuple[Statement, ...], bool]] = []
    end = ends[0]
    for record, record_end in zip(records[1:], ends[1:], strict=True):
        if not isinstance(record, dict) or record.get("g") != generation:
            break  # an older generation's leftover: the list ended there
        ops.append((_statements(record.get("s"), statements), record.get("y") is True))
        end = record_end
    return SpillContent(tuple(first["base"]), tuple(ops), generation, end) if ops else None


def _statements(value: object, known: Mapping[str, str]) -> tuple[Statement, ...]:
    if not isinstance(value, list) or not value:
        raise SpillDamaged("a record holds no statements")
    out: list[Statement] = []
    for item in value:
        if not (isinstance(item, list) and len(item) == 2 and isinstance(item[0], str) and item[0] in known
                and isinstance(item[1], list) and len(item[1]) <= 16):
            raise SpillDamaged("a record names a statement the store does not have")
        params: list[SqlValue] = []
        for p in item[1]:
            if p is not None and type(p) not in (int, float, str):
                raise SpillDamaged("a statement's value is not a number or a text")
            params.append(p)
        out.append((known[item[0]], tuple(params)))
    return tuple(out)
