"""What the desktop says about motion and contrast, where Qt exposes it.

Qt 6.10 added ``QAccessibilityHints.contrastPreference`` and Qt 6.12 adds
``motionPreference``; with an older Qt there is no reliable motion signal (the
general UI-effects switch is off on a plain X11 session, so it cannot stand in).
These only choose the defaults: a choice the player made in the settings wins.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication


def _hints() -> object | None:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return None
    accessibility = getattr(app.styleHints(), "accessibility", None)
    return accessibility() if callable(accessibility) else None


def prefers_reduced_motion() -> bool:
    hints = _hints()
    motion = getattr(hints, "motionPreference", None)
    preference = getattr(Qt, "MotionPreference", None)
    if callable(motion) and preference is not None:
        return bool(motion() == preference.ReducedMotion)
    return False


def prefers_high_contrast() -> bool:
    hints = _hints()
    contrast = getattr(hints, "contrastPreference", None)
    if callable(contrast):
        return bool(contrast() == Qt.ContrastPreference.HighContrast)
    return False
