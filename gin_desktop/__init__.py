"""Gin Rummy for the desktop."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("gin-desktop")
except PackageNotFoundError:  # running from a source tree that was not installed
    __version__ = "0.0.0+source"

APP_NAME = "GinRummy"  # fixed forever: the data directory is named after it
