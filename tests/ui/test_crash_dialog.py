"""The crash dialog: an error escaping a slot opens it through the real hook, and a click on
Copy details puts the version, the system, the traceback and the log's place on the clipboard."""

from __future__ import annotations

import platform
import sys
from importlib.metadata import version
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin_desktop.entry.app import show_crash
from gin_desktop.ui.dialogs.crash_dialog import CrashDialog
from gin_desktop.values.crash import bug_report, install_excepthook, log, start_logging


def fail_in_a_slot() -> None:
    raise RuntimeError("the deck fell off the table")


def test_copy_details_puts_the_bug_report_on_the_clipboard(qtbot: QtBot, tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    handlers = list(log.handlers)
    log_path = start_logging(str(tmp_path))
    assert log_path is not None
    QGuiApplication.clipboard().setText("something else")
    install_excepthook(lambda message, details: show_crash(None, message, details), log_path)
    seen: dict[str, str] = {}

    def in_the_dialog() -> None:  # runs inside the dialog's exec(), as a player would click
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, CrashDialog)
        seen["message"] = dialog.message_label.text()
        qtbot.mouseClick(dialog.copy_button, Qt.MouseButton.LeftButton)
        seen["clipboard"] = QGuiApplication.clipboard().text()
        seen["copied"] = dialog.copied_label.text()
        seen["open after copy"] = str(dialog.isVisible())
        qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, in_the_dialog)
    try:
        fail_in_a_slot()
    except RuntimeError:
        sys.excepthook(*sys.exc_info())  # what Qt does with an exception escaping a slot
    finally:
        for handler in [h for h in log.handlers if h not in handlers]:
            log.removeHandler(handler)
            handler.close()

    assert QApplication.activeModalWidget() is None, "Close closed the dialog"
    assert "your game is safe" in seen["message"] and "the deck fell off the table" in seen["message"]
    report = seen["clipboard"]
    assert report.startswith(f"Gin Rummy {version('gin-desktop')} (from source)\n")
    assert f"System: {platform.platform()}" in report
    assert f"Python {platform.python_version()}" in report
    assert f"Log: {log_path}" in report
    assert "Traceback (most recent call last):" in report and "in fail_in_a_slot" in report
    assert report.rstrip().endswith("RuntimeError: the deck fell off the table")
    assert seen["open after copy"] == "True" and "clipboard" in seen["copied"]


def test_the_report_says_when_there_is_no_log() -> None:
    report = bug_report("Traceback ...\nValueError: x\n", None)
    assert "Log: none (no log file could be written)" in report
    assert report.endswith("ValueError: x\n")


def test_the_dialog_shows_the_details_it_copies(qtbot: QtBot) -> None:
    dialog = CrashDialog("Something went wrong.", "Gin Rummy 1.0.0\nthe details")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.details_box.toPlainText() == "Gin Rummy 1.0.0\nthe details"
    assert dialog.details_box.isReadOnly()
    assert dialog.copied_label.text() == ""
