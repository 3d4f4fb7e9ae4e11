"""Closing while the disk still refuses moves: the player chooses, the game never drops them silently.

Changes the disk refused are normally kept in the spill file on the disk itself (see
:mod:`gin_desktop.store.spill`) and saved at the next start, so closing loses nothing and
nothing is asked. Only changes held in memory alone (the spill was full or could not be
made) would be lost; then closing asks: **Try again** (after freeing space), **Save a copy
elsewhere…** (the saves and every waiting change, as a complete save file in a folder the
player picks), **Quit and lose N moves**, or **Keep playing** (Escape).

In a ``--smoke-test`` run (:data:`ANSWER_BY_ITSELF`) nothing modal may open: the question
tries once more, then answers itself with "quit" and logs how many changes that loses.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from typing import Protocol

from gin_desktop.qt.widgets import QFileDialog, QMessageBox, QWidget
from gin_desktop.values.crash import log
from gin_desktop.words.i18n import tr


class WaitingChanges(Protocol):
    """What the question needs of the store (the controller hands it over: the UI never imports the store)."""

    @property
    def unsaved_count(self) -> int: ...

    @property
    def database(self) -> Path: ...

    def retry_pending(self) -> bool: ...

    def save_copy(self, folder: str | os.PathLike[str]) -> Path: ...


ANSWER_BY_ITSELF = False
"""Set by ``gin-rummy --smoke-test``: no question is shown, its answer is logged."""

class UnsavedMovesQuestion(QMessageBox):
    """The question itself: its buttons are attributes, so tests press the real ones."""

    def __init__(self, count: int, folder: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("unsaved_moves")
        self.setIcon(QMessageBox.Icon.Warning)
        self.setWindowTitle(tr("Moves not saved"))
        self.setText(tr("%n move(s) of this game could not be saved: the disk holding {folder} refuses to "
                             "write (it may be full).", "", count).format(folder=folder))
        self.setInformativeText(tr("Free some space and try again, or save a copy of your games elsewhere. "
                                        "If you quit now, these moves are lost."))
        self.retry_button = self.addButton(tr("Try again"), QMessageBox.ButtonRole.AcceptRole)
        self.copy_button = self.addButton(tr("Save a copy elsewhere…"), QMessageBox.ButtonRole.ActionRole)
        self.lose_button = self.addButton(tr("Quit and lose %n move(s)", "", count),
                                          QMessageBox.ButtonRole.DestructiveRole)
        self.keep_button = self.addButton(tr("Keep playing"), QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.retry_button)
        self.setEscapeButton(self.keep_button)


def may_close(parent: QWidget | None, store: WaitingChanges) -> bool:
    """True when the window may close now: nothing would be lost, or the player chose to lose it (or
    saved a copy); False to keep playing."""
    while store.unsaved_count and not store.retry_pending():
        count = store.unsaved_count
        if ANSWER_BY_ITSELF:
            log.warning("closing with %d unsaved change(s): the question answered itself (smoke test): quit", count)
            return True
        question = UnsavedMovesQuestion(count, str(store.database.parent), parent)
        question.exec()
        pressed = question.clickedButton()  # (a QAbstractButton: compared by identity below)
        question.deleteLater()
        if pressed is question.lose_button:
            log.warning("closing with %d unsaved change(s): the player chose to lose them", count)
            return True
        if pressed is question.copy_button and _save_copy(parent, store):
            return True
        if pressed is question.keep_button or pressed is None:
            return False
        # "Try again": the loop retries
    return True


def _save_copy(parent: QWidget | None, store: WaitingChanges) -> bool:
    folder = QFileDialog.getExistingDirectory(parent, tr("Save a copy of your games in"))
    if not folder:
        return False
    try:
        path = store.save_copy(folder)
    except (OSError, sqlite3.Error) as exc:
        QMessageBox.warning(parent, tr("Moves not saved"),
                            tr("The copy could not be saved in {folder} ({reason}).").format(
                                folder=folder, reason=str(exc)[:200]))
        return False
    log.info("closing with unsaved changes: a copy with all of them was saved as %s", path)
    QMessageBox.information(parent, tr("Copy saved"), tr(
        "Your games and every waiting move were saved as {file}. To go on with them, start Gin Rummy with "
        "--data-dir on that folder.").format(file=path))
    return True
