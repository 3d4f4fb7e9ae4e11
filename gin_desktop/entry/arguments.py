"""Argument types of the tools and the app: a bad value is refused by argparse with a one-line message
and exit status 2, never a traceback (negative counts, unknown levels, unreadable or hostile rules)."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # (the app parses its arguments before its first paint: the rules core loads after it)
    from gin_desktop.core import Rules


def count(low: int = 1) -> Callable[[str], int]:
    """A whole number of at least ``low``."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a whole number: {text[:40]!r}") from None
        if value < low:
            raise argparse.ArgumentTypeError(f"must be at least {low}, got {value}")
        return value

    return parse


def rules_text(text: str) -> str:
    """A preset name or JSON options that make valid rules (returned as given, checked)."""
    rules_of(text)
    return text


def rules_of(text: str) -> Rules:
    from gin_desktop.core import GinError, Rules
    from gin_desktop.values import limited_json

    stripped = text.strip()
    try:
        return Rules.from_json(limited_json.loads(stripped, 4096, 8) if stripped.startswith("{") else stripped)
    except (GinError, ValueError, TypeError) as exc:
        raise argparse.ArgumentTypeError(f"not valid rules ({str(exc)[:120]}): {text[:40]!r}") from None


def data_dir(text: str) -> str:
    """A folder path the system can take: ``~user`` only for a user that exists, no part longer than the
    file system allows."""
    import os
    from pathlib import Path

    try:
        path = Path(text).expanduser()
    except RuntimeError:  # (no home folder at all)
        path = Path(text)
    if str(path).startswith("~"):
        raise argparse.ArgumentTypeError(f"no such user's home folder: {text[:60]!r}")
    if "\0" in text:
        raise argparse.ArgumentTypeError("a path cannot hold a NUL character")
    longest_name = 255
    longest_path = 4096
    if hasattr(os, "pathconf"):
        try:
            longest_name = os.pathconf("/", "PC_NAME_MAX")
            longest_path = os.pathconf("/", "PC_PATH_MAX")
        except (OSError, ValueError):
            pass
    if len(os.fsencode(path.absolute())) >= longest_path or any(
            len(os.fsencode(part)) > longest_name for part in path.parts):
        raise argparse.ArgumentTypeError(f"the path is longer than the system allows: {text[:60]!r}…")
    return text
