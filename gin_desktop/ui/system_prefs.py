"""What the desktop says about motion and contrast, where Qt exposes it.

Qt 6.10 added ``QAccessibilityHints.contrastPreference`` and Qt 6.12 adds
``motionPreference``; with an older Qt there is no reliable motion signal (the
general UI-effects switch is off on a plain X11 session, so it cannot stand in).
These only choose the defaults: a choice the player made in the settings wins.
"""

from __future__ import annotations

from gin_desktop.qt.core import Qt
from gin_desktop.qt.widgets import QApplication


def _ask(name: str) -> object | None:
    """Call ``QAccessibilityHints.<name>()`` if this Qt has it, else None.

    The style hints object is held in a local while asking: the accessibility
    hints belong to it, and a temporary would be deleted before the call.
    """
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return None
    style_hints = app.styleHints()
    accessibility = getattr(style_hints, "accessibility", None)
    if not callable(accessibility):
        return None
    hints = accessibility()
    method = getattr(hints, name, None)
    answer = method() if callable(method) else None
    del hints, style_hints
    return answer


def prefers_reduced_motion() -> bool:
    preference = getattr(Qt, "MotionPreference", None)
    answer = _ask("motionPreference")
    return preference is not None and answer is not None and bool(answer == preference.ReducedMotion)


def prefers_high_contrast() -> bool:
    answer = _ask("contrastPreference")
    return answer is not None and bool(answer == Qt.ContrastPreference.HighContrast)
