"""What the store tells the player: modes, save results and notices, as codes and values (no words)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Union


class StoreMode(Enum):
    SAVING = "saving"  # normal: every change is committed before the call returns
    READ_ONLY = "read_only"  # saved games can be read; nothing is written (another copy runs, inspection)
    NO_SAVE = "no_save"  # nothing is read or written (newer file, unusable file)
    WAITING = "waiting"  # the folder cannot be written yet: changes are kept in memory, in order, and
    # saved once it can (the store tries again now and then, and at every move)


class SaveStatus(Enum):
    SAVED = "saved"  # committed to disk
    PENDING = "pending"  # the disk refused it; kept in memory and saved with the next successful write
    NOT_SAVED = "not_saved"  # the store is not saving in this session (read-only or no-save mode)


class NoticeKind(Enum):
    DAMAGED_FILE = "damaged_file"  # the save file could not be used (moved aside, or left in place)
    NEWER_VERSION = "newer_version"  # the file comes from a newer version of the app: left untouched
    OTHER_COPY = "other_copy"  # another running copy uses the saves: this copy does not save
    CANNOT_SAVE = "cannot_save"  # the folder or file cannot be used for saving in this session
    DAMAGED_GAME = "damaged_game"  # one saved game cannot be loaded: set aside, the rest is fine
    DAMAGED_ORDER = "damaged_order"  # the saved arrangement of the player's cards was unreadable
    SAVE_FAILED = "save_failed"  # writes fail (disk full, read-only): kept in memory, warned once
    SAVE_RESUMED = "save_resumed"  # writes work again and the waiting changes were saved
    SEALED_HAND = "sealed_hand"  # the hand in progress is sealed with a key that is not here: it cannot be resumed
    LOW_SPACE = "low_space"  # the disk is nearly full: the store gave back its headroom; a new hand may not fit
    REBUILT_POSITION = "rebuilt_position"  # the stored position was damaged or not the log's: set up from the log


Value = Union[str, int, Path, None, "Phrase"]


@dataclass(frozen=True, slots=True)
class Phrase:
    """A message as a code and its values (a value may be a phrase itself), with a count for the plural
    forms: the store has no words; ``gin_desktop/text/store_text.py`` words it in the current language."""

    code: str
    values: tuple[tuple[str, Value], ...] = ()
    n: int = -1

    def value(self, name: str) -> Value:
        return dict(self.values).get(name)


def phrase(code: str, n: int = -1, /, **values: Value) -> Phrase:
    return Phrase(code, tuple(values.items()), n)


@dataclass(frozen=True, slots=True)
class Notice:
    kind: NoticeKind
    message: Phrase  # what to tell the player, as a code and values (text/store_text.py words it)


@dataclass(frozen=True, slots=True)
class OpenReport:
    """How the store opened and what to tell the player about it."""

    mode: StoreMode
    data_dir: Path
    database: Path
    notices: tuple[Notice, ...] = ()
    moved_to: Path | None = None  # where a damaged file was put aside, if it was
    found_version: int | None = None  # schema version of the file found on disk, if any
    problem: Phrase | None = None  # WAITING: why the folder cannot be written
    check_deferred: bool = False  # a large file's quick_check is left for GameStore.check_file (after first paint)

    @property
    def saving(self) -> bool:
        return self.mode is StoreMode.SAVING


class NoticeBox:
    """The notices a store raised since they were last taken, oldest first; :meth:`tell` tells a
    (kind, key) once (a damaged game once, not at every read)."""

    def __init__(self) -> None:
        self._items: list[Notice] = []
        self._told: set[tuple[NoticeKind, int]] = set()

    def add(self, notice: Notice) -> None:
        self._items.append(notice)

    def tell(self, kind: NoticeKind, key: int, message: Phrase) -> None:
        if (kind, key) not in self._told:
            self._told.add((kind, key))
            self._items.append(Notice(kind, message))

    def forget(self, kind: NoticeKind, key: int) -> None:
        """Tell (kind, key) again when it happens again."""
        self._told.discard((kind, key))

    def take(self) -> list[Notice]:
        out, self._items = self._items, []
        return out
