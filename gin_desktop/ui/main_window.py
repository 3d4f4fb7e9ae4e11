"""The main window. For now a placeholder until the card table lands (issue 5)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMainWindow

from gin_desktop import __version__


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle("Gin Rummy")
        self.resize(1000, 700)
        label = QLabel(
            f"<h1>Gin Rummy {__version__}</h1><p>The rules engine is ready; the card table is coming next.</p>"
        )
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setObjectName("placeholder")
        self.setCentralWidget(label)
