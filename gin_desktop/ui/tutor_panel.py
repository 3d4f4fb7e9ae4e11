"""The tutor's warning on the table: one sentence and two answers, over the felt's top edge (like
the notices, so the table never moves), never a modal box. While it shows, the game's keys wait:
Enter plays the move anyway, Esc thinks again (the buttons say so); a screen reader hears the
sentence at once."""

from __future__ import annotations

from gin_desktop.qt.core import QEvent, QObject, Qt, Signal
from gin_desktop.qt.gui import QKeyEvent
from gin_desktop.qt.widgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget
from gin_desktop.ui.game_keys import KEEPS_KEYS

WIDTH = 640  # at most; narrower tables get the panel at their width less a margin


class TutorPanel(QFrame):
    """Shown with :meth:`warn`; says :attr:`anyway` or :attr:`again` once and hides."""

    anyway = Signal()  # play the move anyway
    again = Signal()  # think again: the move is not made

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tutorPanel")
        self.setProperty(KEEPS_KEYS, True)  # (the game's keys wait while the player answers)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        box = QVBoxLayout(self)
        box.setContentsMargins(14, 10, 14, 10)
        self.label = QLabel()
        self.label.setWordWrap(True)
        box.addWidget(self.label)
        row = QHBoxLayout()
        row.addStretch(1)
        self.again_button = QPushButton(self.tr("Think again (Esc)"))
        self.again_button.setToolTip(self.tr("Take the move back and choose again (Esc)"))
        self.anyway_button = QPushButton(self.tr("Play it anyway (Enter)"))
        self.anyway_button.setToolTip(self.tr("Make the move as it is (Enter)"))
        row.addWidget(self.again_button)
        row.addWidget(self.anyway_button)
        box.addLayout(row)
        self.again_button.clicked.connect(lambda: self._answer(anyway=False))
        self.anyway_button.clicked.connect(lambda: self._answer(anyway=True))
        self._host: QWidget | None = None
        self.hide()

    def overlay(self, host: QWidget) -> None:
        """Lie over ``host`` (the card table), centred near its top edge."""
        self._host = host
        self.setParent(host)
        host.installEventFilter(self)
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._host and event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return False

    def _place(self) -> None:
        host = self._host
        if host is None:
            return
        width = min(WIDTH, host.width() - 24)
        height = self.heightForWidth(width) if self.hasHeightForWidth() else self.sizeHint().height()
        height = max(height, self.sizeHint().height())
        self.setGeometry((host.width() - width) // 2, 12, width, height)
        self.raise_()

    def _restyle(self) -> None:
        """The notices' warning colours, light or dark after the window's palette (Night)."""
        from gin_desktop.qt.gui import QPalette
        from gin_desktop.ui.notice_area import Level, notice_colours

        dark = self.palette().color(QPalette.ColorRole.Window).lightness() < 128
        back, border, text = notice_colours(Level.WARNING, dark)
        self.setStyleSheet(f"QFrame#tutorPanel {{ background: {back}; border: 2px solid {border}; "
                           f"border-radius: 8px; }} QFrame#tutorPanel > QLabel {{ color: {text}; font-weight: bold; }}")

    def warn(self, text: str) -> None:
        self._restyle()
        self.label.setText(text)
        self.setAccessibleName(text)
        self.show()
        self._place()
        self.again_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._answer(anyway=True)
        elif event.key() == Qt.Key.Key_Escape:
            self._answer(anyway=False)
        event.accept()  # (never on to the card table under it: the game's keys wait for the answer)

    def _answer(self, *, anyway: bool) -> None:
        if not self.isVisible():
            return
        self.hide()
        (self.anyway if anyway else self.again).emit()
