"""Qt's own translations for the frozen build, cut down to what a Qt Widgets card game shows.

``qtbase_<lang>.qm`` (160-290 KB each) translates all of QtBase: printing, SQL drivers,
networking, regular-expression errors, page sizes... The game shows only the standard
buttons, message boxes, the line edit's and spin box's context menus, key names in menus,
scroll bars, the file dialog and the accessibility names. :func:`trim` copies a ``.qm`` file
keeping only the messages of those contexts (:data:`CONTEXTS`), so the bundle carries about
a fifth of it. A Qt ``.qm`` file stores each message's context and source text beside its
translation, and a table of (hash, offset) pairs: the kept messages keep their hashes.

Used by ``packaging/gin_rummy.spec``; ``python packaging/qt_translations.py SRC DST`` trims one.
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

MAGIC = bytes.fromhex("3CB86418CAEF9C95CD211CBF60A1BDDD")
HASHES, MESSAGES, CONTEXT_TABLE = 0x42, 0x69, 0x2F
END, OBSOLETE1, CONTEXT = 1, 5, 7

CONTEXTS = frozenset({
    "QPlatformTheme", "QDialogButtonBox", "QMessageBox", "QErrorMessage", "QInputDialog", "QProgressDialog",
    "QLineEdit", "QWidgetTextControl", "QUnicodeControlCharacterMenu", "QAbstractSpinBox", "QSpinBox",
    "QScrollBar", "QShortcut", "QKeySequence", "QMenu", "QMenuBar", "QToolButton", "QTabBar", "QDockWidget",
    "QComboBox", "QFileDialog", "QFileSystemModel", "QAbstractFileIconProvider", "QFileInfoGatherer",
    "QGuiApplication", "QApplication", "QWidget", "QAccessibleButton", "QAccessibleActionInterface",
    "QSpiAccessibleBridge", "QStandardPaths",
})
"""The contexts kept: what the game's windows can show (buttons, menus, keys, the CSV export's
file dialog, the names a screen reader announces)."""


def sections(data: bytes) -> list[tuple[int, bytes]]:
    """The tagged sections of a ``.qm`` file, in order."""
    if data[:16] != MAGIC:
        raise ValueError("not a Qt translation (.qm) file")
    out, i = [], 16
    while i < len(data):
        tag, size = data[i], struct.unpack(">I", data[i + 1:i + 5])[0]
        out.append((tag, data[i + 5:i + 5 + size]))
        i += 5 + size
    return out


def message_at(block: bytes, offset: int) -> tuple[bytes, str | None]:
    """The bytes of the message starting at ``offset`` (through its end tag) and its context."""
    i, context = offset, None
    while True:
        tag = block[i]
        i += 1
        if tag == END:
            return block[offset:i], context
        if tag == OBSOLETE1:
            i += 4
            continue
        size = struct.unpack(">I", block[i:i + 4])[0]
        i += 4
        if size == 0xFFFFFFFF:  # a null string
            continue
        if tag == CONTEXT:
            context = block[i:i + size].decode("utf-8", errors="replace")
        i += size


def trim(source: Path, target: Path, contexts: frozenset[str] = CONTEXTS) -> int:
    """Write ``target``: ``source`` with only the messages of ``contexts``; returns how many are kept."""
    parts = sections(source.read_bytes())
    found = dict(parts)
    if CONTEXT_TABLE in found:
        raise ValueError(f"{source.name} has a context table; this trimmer handles the usual layout only")
    table, block = found[HASHES], found[MESSAGES]
    kept_block = bytearray()
    moved: dict[int, int] = {}
    hashes: list[tuple[int, int]] = []
    for n in range(0, len(table), 8):
        value, offset = struct.unpack(">II", table[n:n + 8])
        if offset not in moved:
            message, context = message_at(block, offset)
            if context not in contexts:
                continue
            moved[offset] = len(kept_block)
            kept_block += message
        hashes.append((value, moved[offset]))
    hashes.sort()
    out = bytearray(MAGIC)
    for tag, body in parts:
        if tag == HASHES:
            body = b"".join(struct.pack(">II", value, offset) for value, offset in hashes)
        elif tag == MESSAGES:
            body = bytes(kept_block)
        out += bytes([tag]) + struct.pack(">I", len(body)) + body
    target.write_bytes(bytes(out))
    return len(moved)


if __name__ == "__main__":
    print(trim(Path(sys.argv[1]), Path(sys.argv[2])), "messages kept")
