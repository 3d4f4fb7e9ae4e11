"""Application start-up: command-line flags, QApplication, the main window."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from gin_desktop import __version__


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="gin-rummy", description="Gin Rummy against the computer.")
    parser.add_argument("--version", action="version", version=f"gin-rummy {__version__}")
    parser.add_argument("--data-dir", help="where saves and settings live (default: the platform data directory)")
    parser.add_argument(
        "--smoke-test", action="store_true", help="build the window offscreen, render it once and exit (for CI)"
    )
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    if args.smoke_test:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtWidgets import QApplication

    from gin_desktop.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Gin Rummy")
    app.setApplicationVersion(__version__)
    window = MainWindow()
    window.show()
    if args.smoke_test:
        image = window.grab()
        ok = not image.isNull() and image.width() > 0
        print(f"smoke test: window {image.width()}x{image.height()} {'ok' if ok else 'FAILED'}")
        return 0 if ok else 1
    return app.exec()
