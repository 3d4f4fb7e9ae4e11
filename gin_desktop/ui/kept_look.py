"""A widget's look at rest, kept with the picture of the table (issue 26).

Some widgets draw themselves through the style's Python classes (``QStyle``, its options and its
painter), and PySide6 makes those classes, with their enums, the first time they are used: 0.7 MB
of the live table's peak memory for the Sort box alone, which the player may never touch. So when
the window closes, such a widget's resting look (its pixels, drawn by the style as usual, and its
size hint) is kept in the picture of the table (``ui/still_frame.py``) under a *key* that says what
it shows. The next launch that shows that picture hands the looks on (:func:`hand_on`); the widget
takes its own (:func:`take`) and paints those pixels while its key is the same, and draws through
the style as usual once anything differs.

The picture is shown only when the saves, the settings, the language and the desktop's colours are
what they were at the close, so the style and the font are those the look was drawn with; the key
covers what can still differ within a launch (the entries, the choice, the size, the colours).
This module is imported before the first paint: it uses Qt's gui classes and the standard library only.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from gin_desktop.qt.core import QSize
from gin_desktop.qt.gui import QColor, QImage, QPalette

FORMAT: Final = QImage.Format.Format_ARGB32_Premultiplied
ROLES: Final = (QPalette.ColorRole.Window, QPalette.ColorRole.WindowText, QPalette.ColorRole.Button,
                QPalette.ColorRole.ButtonText, QPalette.ColorRole.Base, QPalette.ColorRole.Text,
                QPalette.ColorRole.Light, QPalette.ColorRole.Midlight, QPalette.ColorRole.Mid,
                QPalette.ColorRole.Dark, QPalette.ColorRole.Shadow, QPalette.ColorRole.Highlight)
"""The colours a style draws a control with (the key holds each, in the widget's current group)."""


@dataclass(frozen=True)
class KeptLook:
    """A widget's pixels at rest (device pixels, :data:`FORMAT`, its ratio set) with what they show
    (``key``), and its size hint with what that depends on (``hint_key``)."""

    name: str
    key: str
    hint_key: str
    hint: QSize
    image: QImage


def colours_key(palette: QPalette) -> str:
    """The colours of ``palette`` a style draws with, as text."""
    return ",".join(palette.color(role).name(QColor.NameFormat.HexArgb) for role in ROLES)


_handed: dict[str, KeptLook] = {}


def hand_on(looks: tuple[KeptLook, ...]) -> None:
    """The looks kept with the picture now shown, for their widgets to take."""
    _handed.clear()
    _handed.update((look.name, look) for look in looks)


def take(name: str) -> KeptLook | None:
    """The look kept for the widget ``name`` (once: a second widget of that name draws as usual)."""
    return _handed.pop(name, None)


__all__ = ["FORMAT", "KeptLook", "colours_key", "hand_on", "take"]
