"""The dialog an unexpected error opens: what happened in the player's words, the details
for a bug report, and a *Copy details* button that puts them on the clipboard."""

from __future__ import annotations

from gin_desktop.qt.core import Qt
from gin_desktop.qt.gui import QFontDatabase, QGuiApplication
from gin_desktop.qt.widgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)


class CrashDialog(QDialog):
    """``message`` for the player; ``details`` (gin_desktop.values.crash.bug_report) shown read-only
    and copied on request."""

    def __init__(self, message: str, details: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("crash")
        self.setWindowTitle(self.tr("Gin Rummy"))
        self.details = details
        icon = QLabel()
        icon.setPixmap(self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxCritical).pixmap(48, 48))
        self.message_label = QLabel(message)
        self.message_label.setWordWrap(True)
        self.message_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        top = QHBoxLayout()
        top.addWidget(icon, 0)
        top.addWidget(self.message_label, 1)
        self.details_box = QPlainTextEdit(details)
        self.details_box.setReadOnly(True)
        self.details_box.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.details_box.setMinimumHeight(140)
        self.details_box.setAccessibleName(self.tr("Details for a bug report"))
        self.copied_label = QLabel()
        self.copied_label.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = QPushButton(self.tr("Copy details"))
        self.copy_button.setToolTip(self.tr("The version, your system, the error and where the log is, "
                                            "for a bug report"))
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        self.copy_button.clicked.connect(self.copy_details)  # (an action button: the dialog stays open)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.details_box, 1)
        layout.addWidget(self.copied_label)
        layout.addWidget(buttons)
        self.resize(560, 380)

    def copy_details(self) -> None:
        QGuiApplication.clipboard().setText(self.details)
        self.copied_label.setText(self.tr("The details are on the clipboard: paste them into your bug report."))


def show_crash_dialog(parent: QWidget | None, message: str, details: str) -> int:
    """Open the dialog and wait until it is closed (the crash hook shows one at a time)."""
    dialog = CrashDialog(message, details, parent)
    try:
        return dialog.exec()
    finally:
        dialog.deleteLater()
