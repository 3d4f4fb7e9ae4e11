"""Typed reading of QSettings values.

``QSettings.value(key, default, type=bool)`` is avoided on purpose: with PySide6
6.x it can corrupt the reference count of ``True``/``False`` and abort the
interpreter at exit ("bool_dealloc"). Values are read as text and converted here.
"""

from __future__ import annotations

from gin_desktop.qt.core import QSettings


def read_text(settings: QSettings, key: str, default: str, allowed: tuple[str, ...] | None = None) -> str:
    value = settings.value(key)
    text = default if value is None else str(value)
    return text if allowed is None or text in allowed else default
