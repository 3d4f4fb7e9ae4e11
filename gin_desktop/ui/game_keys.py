"""The game's keys work wherever the focus is in the main window.

A key press goes to the widget with the focus first: the Sort list would take S, H and the
arrows for itself, a button the arrows, the menu bar (after Alt) its mnemonics. The keeper
watches whichever widget of the main window has the focus and hands it the game keys first
(:meth:`WindowActions.game_key`); a key that is not a game key goes on to the widget as usual.
Controls that need the keys themselves keep them: text entry, and an open drop-down list or
menu (a popup of its own, which the keeper never watches). The letters M and T are the menu
actions' own shortcuts and work everywhere already.

When the Sort list is chosen from, a notice is closed or a tool window or dialog goes, the focus
goes back to the card table (:meth:`KeyKeeper.back_to_table`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from gin_desktop.qt import is_valid
from gin_desktop.qt.core import QEvent, QObject
from gin_desktop.qt.gui import QKeyEvent
from gin_desktop.qt.widgets import QApplication, QWidget

TYPING: Final = ("QLineEdit", "QTextEdit", "QPlainTextEdit", "QAbstractSpinBox")
"""The classes of widgets that need every letter and arrow for themselves."""
KEEPS_KEYS: Final = "keepsGameKeys"
"""A widget with this property set keeps every key while it or a widget in it has the focus
(the walkthrough: the game's keys wait until it is closed)."""


class KeyKeeper(QObject):
    """Watches the focus in ``window``: ``game_key`` acts on a key press (True) or lets it go on
    (False); ``table`` is the widget that has the focus between the player's detours."""

    def __init__(self, window: QWidget, game_key: Callable[[QKeyEvent], bool], table: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.game_key = game_key
        self.table = table
        self._watched: QWidget | None = None
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.focusChanged.connect(self._focus_moved)
        self._focus_moved(None, QApplication.focusWidget())

    def _focus_moved(self, _old: QWidget | None, new: QWidget | None) -> None:
        if self._watched is not None and is_valid(self._watched):
            self._watched.removeEventFilter(self)
        self._watched = None
        if (new is not None and is_valid(self.window) and new.window() is self.window
                and not any(new.inherits(name) for name in TYPING) and not _keeps_keys(new)):
            new.installEventFilter(self)
            self._watched = new

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or watched is not self._watched or not isinstance(event, QKeyEvent):
            return False
        if not self.game_key(event):
            return False
        if watched.inherits("QMenuBar"):  # (the menu bar after Alt: the key was the game's, not a mnemonic)
            self.back_to_table()
        return True

    def back_to_table(self) -> None:
        """Give the card table the keyboard focus again (when the window is active again, if it is not now)."""
        if is_valid(self.window):
            self.table.setFocus()


def _keeps_keys(widget: QWidget) -> bool:
    here: QWidget | None = widget
    while here is not None:
        if here.property(KEEPS_KEYS):
            return True
        here = here.parentWidget()
    return False
