"""Gin Rummy for the desktop."""

from __future__ import annotations

APP_NAME = "GinRummy"  # fixed forever: the data directory is named after it


def _read_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("gin-desktop")
    except PackageNotFoundError:  # running from a source tree that was not installed
        return "0.0.0+source"


def __getattr__(name: str) -> str:
    # The version comes from the package metadata, read on first use only:
    # importlib.metadata costs ~0.1 s at start-up, and the table never needs it.
    if name == "__version__":
        value = _read_version()
        globals()["__version__"] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
