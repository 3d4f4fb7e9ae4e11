"""Loading and saving :class:`~gin_desktop.services.settings.AppSettings` in a ``QSettings``.

Values are read as text (never ``QSettings.value(..., type=bool)``: see
:mod:`gin_desktop.ui.prefs`) and checked by :meth:`AppSettings.from_dict`, so a
hand-edited or damaged settings file resets only the values that are wrong and
says which.
"""

from __future__ import annotations

import json
from typing import Final

from gin_desktop.qt.core import QSettings
from gin_desktop.services.settings import AppSettings

from .card_pixmaps import BACKS
from .prefs import read_text
from .system_prefs import prefers_high_contrast, prefers_reduced_motion

KEYS: Final[dict[str, str]] = {
    "rules": "rules/json",
    "level": "play/level",
    "animation": "play/animation",
    "pace": "play/pace",
    "back": "cards/back",
    "felt": "view/felt",
    "theme": "view/theme",
    "four_colour": "cards/four_colour",
    "deck": "cards/deck",
    "card_scale": "cards/scale",
    "confirm_knock": "play/confirm_knock",
    "allow_undo": "play/allow_undo",
    "tutor": "play/tutor",
    "high_contrast": "view/high_contrast",
    # (not play/sound: that key was written as "false" before there were sounds, never by a choice)
    "sound": "sound/on",
    "volume": "sound/volume",
    "language": "view/language",
}
"""AppSettings field → QSettings key."""

ANIMATION_MS_KEY: Final = "play/animation_ms"
"""Also written: the move duration in milliseconds, the key the card table reads today."""


def load_settings(settings: QSettings, backs: tuple[str, ...] = BACKS) -> tuple[AppSettings, list[str]]:
    """The stored settings and a sentence for every stored value that was invalid and reset."""
    data: dict[str, object] = {}
    for name, key in KEYS.items():
        if settings.contains(key):
            data[name] = read_text(settings, key, "")
    # Until the player chooses, follow the desktop's accessibility wishes.
    if "animation" not in data and prefers_reduced_motion():
        data["animation"] = "off"
    if "high_contrast" not in data and prefers_high_contrast():
        data["high_contrast"] = True
    return AppSettings.from_dict(data, backs)


def save_settings(settings: QSettings, value: AppSettings) -> bool:
    """Write every setting (the rules as JSON text) and flush the file; False when the file
    could not be written (a full disk, a folder that cannot be written to)."""
    for name, key in KEYS.items():
        if name == "rules":
            settings.setValue(key, json.dumps(value.rules.to_json(), sort_keys=True))
        else:
            item = getattr(value, name)
            settings.setValue(key, ("true" if item else "false") if isinstance(item, bool) else item)
    settings.setValue(ANIMATION_MS_KEY, value.animation_ms)
    settings.sync()
    return settings.status() == QSettings.Status.NoError
