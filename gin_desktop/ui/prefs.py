"""Typed reading of QSettings values.

``QSettings.value(key, default, type=bool)`` is avoided on purpose: with PySide6
6.x it can corrupt the reference count of ``True``/``False`` and abort the
interpreter at exit ("bool_dealloc"). Values are read as text and converted here.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings


def read_bool(settings: QSettings, key: str, default: bool) -> bool:
    value = settings.value(key)
    if value is None:
        return default
    return str(value).strip().lower() in ("1", "true", "yes", "on")


def read_int(settings: QSettings, key: str, default: int, low: int, high: int) -> int:
    """An int setting, or ``default`` when missing, unreadable or out of ``low..high``."""
    value = settings.value(key)
    try:
        number = int(str(value))
    except (TypeError, ValueError):
        return default
    return number if low <= number <= high else default


def read_text(settings: QSettings, key: str, default: str, allowed: tuple[str, ...] | None = None) -> str:
    value = settings.value(key)
    text = default if value is None else str(value)
    return text if allowed is None or text in allowed else default
