"""The notice area above the table: messages that must not hide the turn prompt.

Two kinds of row, newest at the bottom:

* a **state** row (``key`` given) says how things stand until they change, e.g. "Not
  saving: the folder … is read-only"; it has no close button and is replaced or
  cleared by the code that knows the state (:meth:`NoticeArea.set_state`);
* a **notice** (disk full, saving works again, a damaged save set aside) stays until the
  player closes it; an ``info`` notice also goes by itself after :data:`INFO_MS`, unless it
  offers an action (a button, e.g. "Restart now" after a new language), which waits for the player.

The status line below the table keeps saying what the player can do; nothing here
replaces it (a ``QStatusBar`` message would have). The area lies over the top edge of the
card table (:meth:`NoticeArea.overlay`) rather than above it, so the table never moves when a
notice comes or goes.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum

from gin_desktop.qt.core import QEvent, QObject, Qt, QTimer, Signal
from gin_desktop.qt.gui import QPalette
from gin_desktop.qt.widgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)
from gin_desktop.ui.layout_members import widgets_in

INFO_MS = 12_000
MAX_NOTICES = 4  # older ones are dropped: the table must keep its room


class Level(Enum):
    INFO = "info"
    WARNING = "warning"


COLOURS = {  # background, border, text (the close button's × too), on a light window
    Level.INFO: ("#e7f1fb", "#5b87b5", "#10263d"),
    Level.WARNING: ("#fff3cd", "#a07800", "#3d2e00"),
}
DARK_COLOURS = {  # the same on a dark window (the Night look): no glaring pale strip
    Level.INFO: ("#1b2b3c", "#6f9fd0", "#dbe9f8"),
    Level.WARNING: ("#3a2f10", "#c9973a", "#f6e7bd"),
}


def notice_colours(level: Level, dark: bool) -> tuple[str, str, str]:
    """A notice's background, border and text colours, for a dark window or a light one."""
    return (DARK_COLOURS if dark else COLOURS)[level]


class NoticeRow(QFrame):
    closed = Signal()
    acted = Signal()  # the action button was pressed

    def __init__(self, text: str, level: Level, key: str | None, parent: QWidget | None = None,
                 action: str | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self.level = level
        self.setObjectName("noticeRow")
        self._dark: bool | None = None
        self._restyle()
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 6, 6, 6)
        self.label = QLabel(text)
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        row.addWidget(self.label, 1)
        self.action_button: QPushButton | None = None
        if action is not None:
            self.action_button = QPushButton(action)
            self.action_button.clicked.connect(self.acted)
            row.addWidget(self.action_button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.close_button: QToolButton | None = None
        if key is None:
            button = QToolButton()
            button.setText("✕")
            button.setAutoRaise(True)
            button.setToolTip(self.tr("Close this message"))
            button.setAccessibleName(self.tr("Close this message"))
            button.clicked.connect(self._close)
            row.addWidget(button, 0, Qt.AlignmentFlag.AlignTop)
            self.close_button = button
        self.setAccessibleName(text)

    def _restyle(self) -> None:
        """The colours for the window's palette: light notices on a light window, dark at night."""
        dark = self.palette().color(QPalette.ColorRole.Window).lightness() < 128
        if dark == self._dark:
            return
        self._dark = dark
        back, edge, fore = notice_colours(self.level, dark)
        self.setStyleSheet(
            f"#noticeRow {{ background: {back}; border: 1px solid {edge}; border-radius: 4px; }}"
            f" QLabel {{ color: {fore}; }} QToolButton {{ color: {fore}; font-weight: bold; }}"
            f" QPushButton {{ color: {fore}; background: transparent; border: 1px solid {edge};"
            f" border-radius: 4px; padding: 3px 10px; }}"
        )

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # (the look changed: Night or Classic)
            self._restyle()

    @property
    def text(self) -> str:
        return self.label.text()

    def set_text(self, text: str) -> None:
        self.label.setText(text)
        self.setAccessibleName(text)

    def _close(self) -> None:
        self.closed.emit()


class NoticeArea(QWidget):
    """A column of :class:`NoticeRow`; hidden while it has none."""

    changed = Signal()  # a row came or went (tests wait on it)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("noticeArea")
        self._box = QVBoxLayout(self)
        self._box.setContentsMargins(8, 6, 8, 2)
        self._box.setSpacing(4)
        self.setVisible(False)
        self.speak: Callable[[str, bool], None] | None = None  # (text, assertive): a screen reader says it
        self._host: QWidget | None = None

    def overlay(self, host: QWidget) -> None:
        """Lie over the top edge of ``host`` (the card table), as wide as it and as high as the rows
        need, instead of taking room in a layout: ``host`` keeps its place and size."""
        self._host = host
        self.setParent(host)
        host.installEventFilter(self)
        self._place()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._host and event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest):
            self._place()
        return False

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:  # (a row's text changed: its height may too)
            self._place()
        return super().event(event)

    def _place(self) -> None:
        host = self._host
        if host is None:
            return
        width = host.width()
        self.setGeometry(0, 0, width, min(host.height(), self._box.totalHeightForWidth(width)))
        self.raise_()

    def rows(self) -> list[NoticeRow]:
        return [w for w in self.findChildren(NoticeRow) if w.parent() is self]

    def texts(self) -> list[str]:
        return [row.text for row in self._ordered()]

    def state(self, key: str) -> str | None:
        """The text of the state row ``key``, or None when there is none."""
        for row in self._ordered():
            if row.key == key:
                return row.text
        return None

    def set_state(self, key: str, text: str | None, level: Level = Level.WARNING) -> None:
        """Show (or replace) the state row ``key``; ``None`` clears it."""
        for row in self._ordered():
            if row.key == key:
                if text is None:
                    self._remove(row)
                elif row.text != text:
                    row.set_text(text)
                    self._place()
                    self._said(row)
                    self.changed.emit()
                return
        if text is not None:
            self._add(NoticeRow(text, level, key, self))

    def notify(self, text: str, level: Level = Level.WARNING, action: str | None = None,
               on_action: Callable[[], object] | None = None) -> NoticeRow:
        """A notice the player closes (an info notice without an ``action`` also goes by itself); the same
        text twice shows once. ``action``: a button's label, ``on_action`` what it does."""
        for row in self._ordered():
            if row.key is None and row.text == text:
                return row
        notices = [r for r in self._ordered() if r.key is None]
        for old in notices[: max(0, len(notices) - MAX_NOTICES + 1)]:
            self._remove(old)
        row = NoticeRow(text, level, None, self, action)
        row.closed.connect(lambda: self._remove(row))
        if on_action is not None:
            row.acted.connect(on_action)
        if level is Level.INFO and action is None:
            QTimer.singleShot(INFO_MS, row, lambda: self._remove(row))
        self._add(row)
        return row

    def _ordered(self) -> list[NoticeRow]:
        return widgets_in(self._box, NoticeRow)

    def _add(self, row: NoticeRow) -> None:
        self._box.addWidget(row)
        self.setVisible(True)
        self._place()
        self._said(row)
        self.changed.emit()

    def _said(self, row: NoticeRow) -> None:
        """Announce a new message: a problem at once (assertive), good news politely."""
        if self.speak is not None:
            self.speak(row.text, row.level is Level.WARNING)

    def _remove(self, row: NoticeRow) -> None:
        if row not in self._ordered():
            return
        focus = QApplication.focusWidget()
        if self._host is not None and (focus is None or row.isAncestorOf(focus)):
            self._host.setFocus()  # (the game keys are the table's again)
        self._box.removeWidget(row)
        row.hide()
        row.deleteLater()
        self.setVisible(bool(self._ordered()))
        self._place()
        self.changed.emit()
