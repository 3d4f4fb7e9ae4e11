"""When something goes wrong anyway: a log file and a friendly message, never a lost game.

The log lives in the platform's log folder (or ``<data dir>/logs`` when a data
folder is given on the command line, so portable installs keep everything
together). An unexpected exception is logged with its traceback and, when a
window exists, shown in a dialog naming the log file; the app keeps running,
and since every move is committed before it is shown, the game resumes from the
last committed action in any case.
"""

from __future__ import annotations

import logging
import sys
import traceback
from collections.abc import Callable
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType

import platformdirs

from gin_desktop import APP_NAME
from gin_desktop.i18n import tr

log = logging.getLogger("gin_desktop")


def log_dir(data_dir: str | None) -> Path:
    if data_dir:
        return Path(data_dir) / "logs"
    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def start_logging(data_dir: str | None) -> Path | None:
    """Log to ``gin-rummy.log`` (rotated, 3 × 1 MB); None if the folder cannot be used."""
    folder = log_dir(data_dir)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / "gin-rummy.log"
        handler = RotatingFileHandler(path, maxBytes=1_000_000, backupCount=3, encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    return path


def install_excepthook(show: Callable[[str], object], log_path: Path | None) -> None:
    """Route uncaught exceptions to the log and to ``show`` (a dialog) instead of dying."""

    def hook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, value, tb)
            return
        text = "".join(traceback.format_exception(kind, value, tb))
        log.error("unexpected error\n%s", text)
        try:
            where = tr("The details are in {path}.").format(path=log_path) if log_path else tr(
                "No log file could be written.")
            show(
                tr("Something went wrong, but your game is safe: every move is saved before it is shown.\n\n"
                   "{error}\n\n{where}").format(error=value, where=where)
            )
        except Exception:  # the dialog itself failed: stderr is the last resort
            sys.stderr.write(text)

    sys.excepthook = hook
