"""When something goes wrong anyway: a log file and a friendly message, never a lost game.

The log lives in the platform's log folder (or ``<data dir>/logs`` when a data
folder is given on the command line, so portable installs keep everything
together). An unexpected exception is logged with its traceback and, when a
window exists, shown in a dialog naming the log file, with a *Copy details* button
that puts :func:`bug_report` (version, system, traceback, log) on the clipboard;
the app keeps running, and since every move is committed before it is shown, the
game resumes from the last committed action in any case.
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

import gin_desktop
from gin_desktop.words.i18n import tr

log = logging.getLogger("gin_desktop")

LOG_NAME = "gin-rummy.log"
MAX_LOG_BYTES = 1_000_000
KEPT_LOGS = 3  # gin-rummy.log.1 … .3


def log_dir(data_dir: str | None) -> Path:
    if data_dir:
        return Path(data_dir) / "logs"
    from gin_desktop.values.folders import user_folder  # only when no folder is given

    return user_folder("log")


def rotate_logs(path: Path, max_bytes: int = MAX_LOG_BYTES, kept: int = KEPT_LOGS) -> None:
    """Once ``path`` has reached ``max_bytes``, shift it to ``.1`` (``.1`` to ``.2`` …, the oldest goes).

    Done once per start rather than per record: a session writes a few lines, and this
    keeps ``logging.handlers`` (and the socket and pickle modules it pulls in) out of
    the start-up. A file that cannot be moved is left as it is.
    """
    try:
        if path.stat().st_size < max_bytes:
            return
        for n in range(kept - 1, 0, -1):
            older = path.with_name(f"{path.name}.{n}")
            if older.exists():
                os.replace(older, path.with_name(f"{path.name}.{n + 1}"))
        os.replace(path, path.with_name(f"{path.name}.1"))
    except OSError:
        pass


def start_logging(data_dir: str | None) -> Path | None:
    """Log to ``gin-rummy.log`` (rotated at start-up, 3 × 1 MB kept); None if the folder cannot be used."""
    folder = log_dir(data_dir)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / LOG_NAME
        rotate_logs(path)
        handler = logging.FileHandler(path, encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    log.addHandler(handler)
    # GIN_RUMMY_DEBUG=1: the computer's pace step by step too (a test reads it when a game stalls)
    log.setLevel(logging.DEBUG if os.environ.get("GIN_RUMMY_DEBUG") == "1" else logging.INFO)
    return path


def log_file() -> Path | None:
    """The file this session logs to (None when no log file could be opened)."""
    for handler in log.handlers:
        if isinstance(handler, logging.FileHandler):
            return Path(handler.baseFilename)
    return None


def bug_report(error: str, log_path: Path | None) -> str:
    """The text a player pastes into a bug report: the version, the system, ``error`` (the
    traceback) and where the log is. English on purpose: it is read by the developers."""
    import platform

    qt = "not loaded"
    qtcore = sys.modules.get("PySide6.QtCore")
    if qtcore is not None:
        qt = f"{qtcore.qVersion()} (PySide6 {getattr(sys.modules.get('PySide6'), '__version__', '?')})"
    build = "frozen build" if getattr(sys, "frozen", False) else "from source"
    lines = [
        f"Gin Rummy {gin_desktop.__version__} ({build})",
        f"System: {platform.platform()} ({platform.machine()})",
        f"Python {platform.python_version()}, Qt {qt}",
        f"Log: {log_path}" if log_path else "Log: none (no log file could be written)",
        "",
        error.rstrip(),
    ]
    return "\n".join(lines) + "\n"


def install_excepthook(show: Callable[[str, str], object], log_path: Path | None) -> None:
    """Route uncaught exceptions to the log and to ``show(message, details)`` (a dialog) instead
    of dying: ``message`` is for the player, ``details`` is :func:`bug_report` for a bug report.

    Every one is logged; the player is shown each different error once, and never a
    second dialog while one is open (an error that repeats, say in every paint, would
    otherwise stack dialogs without end).
    """
    told: set[str] = set()
    showing = False

    def hook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        nonlocal showing
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, value, tb)
            return
        import traceback

        text = "".join(traceback.format_exception(kind, value, tb))
        log.error("unexpected error\n%s", text)
        key = f"{kind.__name__}: {value}"
        if showing or key in told:
            return
        told.add(key)
        showing = True
        try:
            where = tr("The details are in {path}.").format(path=log_path) if log_path else tr(
                "No log file could be written.")
            show(
                tr("Something went wrong, but your game is safe: every move is saved before it is shown.\n\n"
                   "{error}\n\n{where}").format(error=value, where=where),
                bug_report(text, log_path),
            )
        except Exception:  # the dialog itself failed: stderr is the last resort
            sys.stderr.write(text)
        finally:
            showing = False

    sys.excepthook = hook
